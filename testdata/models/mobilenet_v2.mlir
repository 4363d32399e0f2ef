// Imported by `defuse import` from /work/main/testdata/models/src/zoo.py:mobilenet_v2 (torch 2.15.0, torch-mlir 20261001).
// Each entry argument carries its name (defuse.name) and a domain chosen
// from what it is; override one with --input NAME=SPEC (globs work).
// DEFUSE-INPUT: features.0.0.weight=uniform(-0.19245,0.19245)                    // Conv2d weight: +-1/sqrt(fan-in 27)
// DEFUSE-INPUT: features.0.1.weight=uniform(0.8,1.2)                             // BatchNorm2d scale: near 1
// DEFUSE-INPUT: features.0.1.bias=normal(0,0.05)                                 // BatchNorm2d shift: small
// DEFUSE-INPUT: features.1.conv.0.0.weight=uniform(-0.333333,0.333333)           // Conv2d weight: +-1/sqrt(fan-in 9)
// DEFUSE-INPUT: features.1.conv.0.1.weight=uniform(0.8,1.2)                      // BatchNorm2d scale: near 1
// DEFUSE-INPUT: features.1.conv.0.1.bias=normal(0,0.05)                          // BatchNorm2d shift: small
// DEFUSE-INPUT: features.1.conv.1.weight=uniform(-0.176777,0.176777)             // Conv2d weight: +-1/sqrt(fan-in 32)
// DEFUSE-INPUT: features.1.conv.2.weight=uniform(0.8,1.2)                        // BatchNorm2d scale: near 1
// DEFUSE-INPUT: features.1.conv.2.bias=normal(0,0.05)                            // BatchNorm2d shift: small
// DEFUSE-INPUT: features.2.conv.0.0.weight=uniform(-0.25,0.25)                   // Conv2d weight: +-1/sqrt(fan-in 16)
// DEFUSE-INPUT: features.2.conv.0.1.weight=uniform(0.8,1.2)                      // BatchNorm2d scale: near 1
// DEFUSE-INPUT: features.2.conv.0.1.bias=normal(0,0.05)                          // BatchNorm2d shift: small
// DEFUSE-INPUT: features.2.conv.1.0.weight=uniform(-0.333333,0.333333)           // Conv2d weight: +-1/sqrt(fan-in 9)
// DEFUSE-INPUT: features.2.conv.1.1.weight=uniform(0.8,1.2)                      // BatchNorm2d scale: near 1
// DEFUSE-INPUT: features.2.conv.1.1.bias=normal(0,0.05)                          // BatchNorm2d shift: small
// DEFUSE-INPUT: features.2.conv.2.weight=uniform(-0.102062,0.102062)             // Conv2d weight: +-1/sqrt(fan-in 96)
// DEFUSE-INPUT: features.2.conv.3.weight=uniform(0.8,1.2)                        // BatchNorm2d scale: near 1
// DEFUSE-INPUT: features.2.conv.3.bias=normal(0,0.05)                            // BatchNorm2d shift: small
// DEFUSE-INPUT: features.3.conv.0.0.weight=uniform(-0.204124,0.204124)           // Conv2d weight: +-1/sqrt(fan-in 24)
// DEFUSE-INPUT: features.3.conv.0.1.weight=uniform(0.8,1.2)                      // BatchNorm2d scale: near 1
// DEFUSE-INPUT: features.3.conv.0.1.bias=normal(0,0.05)                          // BatchNorm2d shift: small
// DEFUSE-INPUT: features.3.conv.1.0.weight=uniform(-0.333333,0.333333)           // Conv2d weight: +-1/sqrt(fan-in 9)
// DEFUSE-INPUT: features.3.conv.1.1.weight=uniform(0.8,1.2)                      // BatchNorm2d scale: near 1
// DEFUSE-INPUT: features.3.conv.1.1.bias=normal(0,0.05)                          // BatchNorm2d shift: small
// DEFUSE-INPUT: features.3.conv.2.weight=uniform(-0.0833333,0.0833333)           // Conv2d weight: +-1/sqrt(fan-in 144)
// DEFUSE-INPUT: features.3.conv.3.weight=uniform(0.8,1.2)                        // BatchNorm2d scale: near 1
// DEFUSE-INPUT: features.3.conv.3.bias=normal(0,0.05)                            // BatchNorm2d shift: small
// DEFUSE-INPUT: features.4.conv.0.0.weight=uniform(-0.204124,0.204124)           // Conv2d weight: +-1/sqrt(fan-in 24)
// DEFUSE-INPUT: features.4.conv.0.1.weight=uniform(0.8,1.2)                      // BatchNorm2d scale: near 1
// DEFUSE-INPUT: features.4.conv.0.1.bias=normal(0,0.05)                          // BatchNorm2d shift: small
// DEFUSE-INPUT: features.4.conv.1.0.weight=uniform(-0.333333,0.333333)           // Conv2d weight: +-1/sqrt(fan-in 9)
// DEFUSE-INPUT: features.4.conv.1.1.weight=uniform(0.8,1.2)                      // BatchNorm2d scale: near 1
// DEFUSE-INPUT: features.4.conv.1.1.bias=normal(0,0.05)                          // BatchNorm2d shift: small
// DEFUSE-INPUT: features.4.conv.2.weight=uniform(-0.0833333,0.0833333)           // Conv2d weight: +-1/sqrt(fan-in 144)
// DEFUSE-INPUT: features.4.conv.3.weight=uniform(0.8,1.2)                        // BatchNorm2d scale: near 1
// DEFUSE-INPUT: features.4.conv.3.bias=normal(0,0.05)                            // BatchNorm2d shift: small
// DEFUSE-INPUT: features.5.conv.0.0.weight=uniform(-0.176777,0.176777)           // Conv2d weight: +-1/sqrt(fan-in 32)
// DEFUSE-INPUT: features.5.conv.0.1.weight=uniform(0.8,1.2)                      // BatchNorm2d scale: near 1
// DEFUSE-INPUT: features.5.conv.0.1.bias=normal(0,0.05)                          // BatchNorm2d shift: small
// DEFUSE-INPUT: features.5.conv.1.0.weight=uniform(-0.333333,0.333333)           // Conv2d weight: +-1/sqrt(fan-in 9)
// DEFUSE-INPUT: features.5.conv.1.1.weight=uniform(0.8,1.2)                      // BatchNorm2d scale: near 1
// DEFUSE-INPUT: features.5.conv.1.1.bias=normal(0,0.05)                          // BatchNorm2d shift: small
// DEFUSE-INPUT: features.5.conv.2.weight=uniform(-0.0721688,0.0721688)           // Conv2d weight: +-1/sqrt(fan-in 192)
// DEFUSE-INPUT: features.5.conv.3.weight=uniform(0.8,1.2)                        // BatchNorm2d scale: near 1
// DEFUSE-INPUT: features.5.conv.3.bias=normal(0,0.05)                            // BatchNorm2d shift: small
// DEFUSE-INPUT: features.6.conv.0.0.weight=uniform(-0.176777,0.176777)           // Conv2d weight: +-1/sqrt(fan-in 32)
// DEFUSE-INPUT: features.6.conv.0.1.weight=uniform(0.8,1.2)                      // BatchNorm2d scale: near 1
// DEFUSE-INPUT: features.6.conv.0.1.bias=normal(0,0.05)                          // BatchNorm2d shift: small
// DEFUSE-INPUT: features.6.conv.1.0.weight=uniform(-0.333333,0.333333)           // Conv2d weight: +-1/sqrt(fan-in 9)
// DEFUSE-INPUT: features.6.conv.1.1.weight=uniform(0.8,1.2)                      // BatchNorm2d scale: near 1
// DEFUSE-INPUT: features.6.conv.1.1.bias=normal(0,0.05)                          // BatchNorm2d shift: small
// DEFUSE-INPUT: features.6.conv.2.weight=uniform(-0.0721688,0.0721688)           // Conv2d weight: +-1/sqrt(fan-in 192)
// DEFUSE-INPUT: features.6.conv.3.weight=uniform(0.8,1.2)                        // BatchNorm2d scale: near 1
// DEFUSE-INPUT: features.6.conv.3.bias=normal(0,0.05)                            // BatchNorm2d shift: small
// DEFUSE-INPUT: features.7.conv.0.0.weight=uniform(-0.176777,0.176777)           // Conv2d weight: +-1/sqrt(fan-in 32)
// DEFUSE-INPUT: features.7.conv.0.1.weight=uniform(0.8,1.2)                      // BatchNorm2d scale: near 1
// DEFUSE-INPUT: features.7.conv.0.1.bias=normal(0,0.05)                          // BatchNorm2d shift: small
// DEFUSE-INPUT: features.7.conv.1.0.weight=uniform(-0.333333,0.333333)           // Conv2d weight: +-1/sqrt(fan-in 9)
// DEFUSE-INPUT: features.7.conv.1.1.weight=uniform(0.8,1.2)                      // BatchNorm2d scale: near 1
// DEFUSE-INPUT: features.7.conv.1.1.bias=normal(0,0.05)                          // BatchNorm2d shift: small
// DEFUSE-INPUT: features.7.conv.2.weight=uniform(-0.0721688,0.0721688)           // Conv2d weight: +-1/sqrt(fan-in 192)
// DEFUSE-INPUT: features.7.conv.3.weight=uniform(0.8,1.2)                        // BatchNorm2d scale: near 1
// DEFUSE-INPUT: features.7.conv.3.bias=normal(0,0.05)                            // BatchNorm2d shift: small
// DEFUSE-INPUT: features.8.conv.0.0.weight=uniform(-0.125,0.125)                 // Conv2d weight: +-1/sqrt(fan-in 64)
// DEFUSE-INPUT: features.8.conv.0.1.weight=uniform(0.8,1.2)                      // BatchNorm2d scale: near 1
// DEFUSE-INPUT: features.8.conv.0.1.bias=normal(0,0.05)                          // BatchNorm2d shift: small
// DEFUSE-INPUT: features.8.conv.1.0.weight=uniform(-0.333333,0.333333)           // Conv2d weight: +-1/sqrt(fan-in 9)
// DEFUSE-INPUT: features.8.conv.1.1.weight=uniform(0.8,1.2)                      // BatchNorm2d scale: near 1
// DEFUSE-INPUT: features.8.conv.1.1.bias=normal(0,0.05)                          // BatchNorm2d shift: small
// DEFUSE-INPUT: features.8.conv.2.weight=uniform(-0.051031,0.051031)             // Conv2d weight: +-1/sqrt(fan-in 384)
// DEFUSE-INPUT: features.8.conv.3.weight=uniform(0.8,1.2)                        // BatchNorm2d scale: near 1
// DEFUSE-INPUT: features.8.conv.3.bias=normal(0,0.05)                            // BatchNorm2d shift: small
// DEFUSE-INPUT: features.9.conv.0.0.weight=uniform(-0.125,0.125)                 // Conv2d weight: +-1/sqrt(fan-in 64)
// DEFUSE-INPUT: features.9.conv.0.1.weight=uniform(0.8,1.2)                      // BatchNorm2d scale: near 1
// DEFUSE-INPUT: features.9.conv.0.1.bias=normal(0,0.05)                          // BatchNorm2d shift: small
// DEFUSE-INPUT: features.9.conv.1.0.weight=uniform(-0.333333,0.333333)           // Conv2d weight: +-1/sqrt(fan-in 9)
// DEFUSE-INPUT: features.9.conv.1.1.weight=uniform(0.8,1.2)                      // BatchNorm2d scale: near 1
// DEFUSE-INPUT: features.9.conv.1.1.bias=normal(0,0.05)                          // BatchNorm2d shift: small
// DEFUSE-INPUT: features.9.conv.2.weight=uniform(-0.051031,0.051031)             // Conv2d weight: +-1/sqrt(fan-in 384)
// DEFUSE-INPUT: features.9.conv.3.weight=uniform(0.8,1.2)                        // BatchNorm2d scale: near 1
// DEFUSE-INPUT: features.9.conv.3.bias=normal(0,0.05)                            // BatchNorm2d shift: small
// DEFUSE-INPUT: features.10.conv.0.0.weight=uniform(-0.125,0.125)                // Conv2d weight: +-1/sqrt(fan-in 64)
// DEFUSE-INPUT: features.10.conv.0.1.weight=uniform(0.8,1.2)                     // BatchNorm2d scale: near 1
// DEFUSE-INPUT: features.10.conv.0.1.bias=normal(0,0.05)                         // BatchNorm2d shift: small
// DEFUSE-INPUT: features.10.conv.1.0.weight=uniform(-0.333333,0.333333)          // Conv2d weight: +-1/sqrt(fan-in 9)
// DEFUSE-INPUT: features.10.conv.1.1.weight=uniform(0.8,1.2)                     // BatchNorm2d scale: near 1
// DEFUSE-INPUT: features.10.conv.1.1.bias=normal(0,0.05)                         // BatchNorm2d shift: small
// DEFUSE-INPUT: features.10.conv.2.weight=uniform(-0.051031,0.051031)            // Conv2d weight: +-1/sqrt(fan-in 384)
// DEFUSE-INPUT: features.10.conv.3.weight=uniform(0.8,1.2)                       // BatchNorm2d scale: near 1
// DEFUSE-INPUT: features.10.conv.3.bias=normal(0,0.05)                           // BatchNorm2d shift: small
// DEFUSE-INPUT: features.11.conv.0.0.weight=uniform(-0.125,0.125)                // Conv2d weight: +-1/sqrt(fan-in 64)
// DEFUSE-INPUT: features.11.conv.0.1.weight=uniform(0.8,1.2)                     // BatchNorm2d scale: near 1
// DEFUSE-INPUT: features.11.conv.0.1.bias=normal(0,0.05)                         // BatchNorm2d shift: small
// DEFUSE-INPUT: features.11.conv.1.0.weight=uniform(-0.333333,0.333333)          // Conv2d weight: +-1/sqrt(fan-in 9)
// DEFUSE-INPUT: features.11.conv.1.1.weight=uniform(0.8,1.2)                     // BatchNorm2d scale: near 1
// DEFUSE-INPUT: features.11.conv.1.1.bias=normal(0,0.05)                         // BatchNorm2d shift: small
// DEFUSE-INPUT: features.11.conv.2.weight=uniform(-0.051031,0.051031)            // Conv2d weight: +-1/sqrt(fan-in 384)
// DEFUSE-INPUT: features.11.conv.3.weight=uniform(0.8,1.2)                       // BatchNorm2d scale: near 1
// DEFUSE-INPUT: features.11.conv.3.bias=normal(0,0.05)                           // BatchNorm2d shift: small
// DEFUSE-INPUT: features.12.conv.0.0.weight=uniform(-0.102062,0.102062)          // Conv2d weight: +-1/sqrt(fan-in 96)
// DEFUSE-INPUT: features.12.conv.0.1.weight=uniform(0.8,1.2)                     // BatchNorm2d scale: near 1
// DEFUSE-INPUT: features.12.conv.0.1.bias=normal(0,0.05)                         // BatchNorm2d shift: small
// DEFUSE-INPUT: features.12.conv.1.0.weight=uniform(-0.333333,0.333333)          // Conv2d weight: +-1/sqrt(fan-in 9)
// DEFUSE-INPUT: features.12.conv.1.1.weight=uniform(0.8,1.2)                     // BatchNorm2d scale: near 1
// DEFUSE-INPUT: features.12.conv.1.1.bias=normal(0,0.05)                         // BatchNorm2d shift: small
// DEFUSE-INPUT: features.12.conv.2.weight=uniform(-0.0416667,0.0416667)          // Conv2d weight: +-1/sqrt(fan-in 576)
// DEFUSE-INPUT: features.12.conv.3.weight=uniform(0.8,1.2)                       // BatchNorm2d scale: near 1
// DEFUSE-INPUT: features.12.conv.3.bias=normal(0,0.05)                           // BatchNorm2d shift: small
// DEFUSE-INPUT: features.13.conv.0.0.weight=uniform(-0.102062,0.102062)          // Conv2d weight: +-1/sqrt(fan-in 96)
// DEFUSE-INPUT: features.13.conv.0.1.weight=uniform(0.8,1.2)                     // BatchNorm2d scale: near 1
// DEFUSE-INPUT: features.13.conv.0.1.bias=normal(0,0.05)                         // BatchNorm2d shift: small
// DEFUSE-INPUT: features.13.conv.1.0.weight=uniform(-0.333333,0.333333)          // Conv2d weight: +-1/sqrt(fan-in 9)
// DEFUSE-INPUT: features.13.conv.1.1.weight=uniform(0.8,1.2)                     // BatchNorm2d scale: near 1
// DEFUSE-INPUT: features.13.conv.1.1.bias=normal(0,0.05)                         // BatchNorm2d shift: small
// DEFUSE-INPUT: features.13.conv.2.weight=uniform(-0.0416667,0.0416667)          // Conv2d weight: +-1/sqrt(fan-in 576)
// DEFUSE-INPUT: features.13.conv.3.weight=uniform(0.8,1.2)                       // BatchNorm2d scale: near 1
// DEFUSE-INPUT: features.13.conv.3.bias=normal(0,0.05)                           // BatchNorm2d shift: small
// DEFUSE-INPUT: features.14.conv.0.0.weight=uniform(-0.102062,0.102062)          // Conv2d weight: +-1/sqrt(fan-in 96)
// DEFUSE-INPUT: features.14.conv.0.1.weight=uniform(0.8,1.2)                     // BatchNorm2d scale: near 1
// DEFUSE-INPUT: features.14.conv.0.1.bias=normal(0,0.05)                         // BatchNorm2d shift: small
// DEFUSE-INPUT: features.14.conv.1.0.weight=uniform(-0.333333,0.333333)          // Conv2d weight: +-1/sqrt(fan-in 9)
// DEFUSE-INPUT: features.14.conv.1.1.weight=uniform(0.8,1.2)                     // BatchNorm2d scale: near 1
// DEFUSE-INPUT: features.14.conv.1.1.bias=normal(0,0.05)                         // BatchNorm2d shift: small
// DEFUSE-INPUT: features.14.conv.2.weight=uniform(-0.0416667,0.0416667)          // Conv2d weight: +-1/sqrt(fan-in 576)
// DEFUSE-INPUT: features.14.conv.3.weight=uniform(0.8,1.2)                       // BatchNorm2d scale: near 1
// DEFUSE-INPUT: features.14.conv.3.bias=normal(0,0.05)                           // BatchNorm2d shift: small
// DEFUSE-INPUT: features.15.conv.0.0.weight=uniform(-0.0790569,0.0790569)        // Conv2d weight: +-1/sqrt(fan-in 160)
// DEFUSE-INPUT: features.15.conv.0.1.weight=uniform(0.8,1.2)                     // BatchNorm2d scale: near 1
// DEFUSE-INPUT: features.15.conv.0.1.bias=normal(0,0.05)                         // BatchNorm2d shift: small
// DEFUSE-INPUT: features.15.conv.1.0.weight=uniform(-0.333333,0.333333)          // Conv2d weight: +-1/sqrt(fan-in 9)
// DEFUSE-INPUT: features.15.conv.1.1.weight=uniform(0.8,1.2)                     // BatchNorm2d scale: near 1
// DEFUSE-INPUT: features.15.conv.1.1.bias=normal(0,0.05)                         // BatchNorm2d shift: small
// DEFUSE-INPUT: features.15.conv.2.weight=uniform(-0.0322749,0.0322749)          // Conv2d weight: +-1/sqrt(fan-in 960)
// DEFUSE-INPUT: features.15.conv.3.weight=uniform(0.8,1.2)                       // BatchNorm2d scale: near 1
// DEFUSE-INPUT: features.15.conv.3.bias=normal(0,0.05)                           // BatchNorm2d shift: small
// DEFUSE-INPUT: features.16.conv.0.0.weight=uniform(-0.0790569,0.0790569)        // Conv2d weight: +-1/sqrt(fan-in 160)
// DEFUSE-INPUT: features.16.conv.0.1.weight=uniform(0.8,1.2)                     // BatchNorm2d scale: near 1
// DEFUSE-INPUT: features.16.conv.0.1.bias=normal(0,0.05)                         // BatchNorm2d shift: small
// DEFUSE-INPUT: features.16.conv.1.0.weight=uniform(-0.333333,0.333333)          // Conv2d weight: +-1/sqrt(fan-in 9)
// DEFUSE-INPUT: features.16.conv.1.1.weight=uniform(0.8,1.2)                     // BatchNorm2d scale: near 1
// DEFUSE-INPUT: features.16.conv.1.1.bias=normal(0,0.05)                         // BatchNorm2d shift: small
// DEFUSE-INPUT: features.16.conv.2.weight=uniform(-0.0322749,0.0322749)          // Conv2d weight: +-1/sqrt(fan-in 960)
// DEFUSE-INPUT: features.16.conv.3.weight=uniform(0.8,1.2)                       // BatchNorm2d scale: near 1
// DEFUSE-INPUT: features.16.conv.3.bias=normal(0,0.05)                           // BatchNorm2d shift: small
// DEFUSE-INPUT: features.17.conv.0.0.weight=uniform(-0.0790569,0.0790569)        // Conv2d weight: +-1/sqrt(fan-in 160)
// DEFUSE-INPUT: features.17.conv.0.1.weight=uniform(0.8,1.2)                     // BatchNorm2d scale: near 1
// DEFUSE-INPUT: features.17.conv.0.1.bias=normal(0,0.05)                         // BatchNorm2d shift: small
// DEFUSE-INPUT: features.17.conv.1.0.weight=uniform(-0.333333,0.333333)          // Conv2d weight: +-1/sqrt(fan-in 9)
// DEFUSE-INPUT: features.17.conv.1.1.weight=uniform(0.8,1.2)                     // BatchNorm2d scale: near 1
// DEFUSE-INPUT: features.17.conv.1.1.bias=normal(0,0.05)                         // BatchNorm2d shift: small
// DEFUSE-INPUT: features.17.conv.2.weight=uniform(-0.0322749,0.0322749)          // Conv2d weight: +-1/sqrt(fan-in 960)
// DEFUSE-INPUT: features.17.conv.3.weight=uniform(0.8,1.2)                       // BatchNorm2d scale: near 1
// DEFUSE-INPUT: features.17.conv.3.bias=normal(0,0.05)                           // BatchNorm2d shift: small
// DEFUSE-INPUT: features.18.0.weight=uniform(-0.0559017,0.0559017)               // Conv2d weight: +-1/sqrt(fan-in 320)
// DEFUSE-INPUT: features.18.1.weight=uniform(0.8,1.2)                            // BatchNorm2d scale: near 1
// DEFUSE-INPUT: features.18.1.bias=normal(0,0.05)                                // BatchNorm2d shift: small
// DEFUSE-INPUT: classifier.1.weight=uniform(-0.0279508,0.0279508)                // Linear weight: +-1/sqrt(fan-in 1280)
// DEFUSE-INPUT: classifier.1.bias=uniform(-0.0279508,0.0279508)                  // Linear bias: +-1/sqrt(fan-in 1280)
// DEFUSE-INPUT: features.0.1.running_mean=normal(0,0.1)                          // BatchNorm2d mean
// DEFUSE-INPUT: features.0.1.running_var=uniform(0.5,2)                          // BatchNorm2d variance: positive
// DEFUSE-INPUT: features.0.1.num_batches_tracked=int(0,0)                        // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: features.1.conv.0.1.running_mean=normal(0,0.1)                   // BatchNorm2d mean
// DEFUSE-INPUT: features.1.conv.0.1.running_var=uniform(0.5,2)                   // BatchNorm2d variance: positive
// DEFUSE-INPUT: features.1.conv.0.1.num_batches_tracked=int(0,0)                 // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: features.1.conv.2.running_mean=normal(0,0.1)                     // BatchNorm2d mean
// DEFUSE-INPUT: features.1.conv.2.running_var=uniform(0.5,2)                     // BatchNorm2d variance: positive
// DEFUSE-INPUT: features.1.conv.2.num_batches_tracked=int(0,0)                   // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: features.2.conv.0.1.running_mean=normal(0,0.1)                   // BatchNorm2d mean
// DEFUSE-INPUT: features.2.conv.0.1.running_var=uniform(0.5,2)                   // BatchNorm2d variance: positive
// DEFUSE-INPUT: features.2.conv.0.1.num_batches_tracked=int(0,0)                 // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: features.2.conv.1.1.running_mean=normal(0,0.1)                   // BatchNorm2d mean
// DEFUSE-INPUT: features.2.conv.1.1.running_var=uniform(0.5,2)                   // BatchNorm2d variance: positive
// DEFUSE-INPUT: features.2.conv.1.1.num_batches_tracked=int(0,0)                 // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: features.2.conv.3.running_mean=normal(0,0.1)                     // BatchNorm2d mean
// DEFUSE-INPUT: features.2.conv.3.running_var=uniform(0.5,2)                     // BatchNorm2d variance: positive
// DEFUSE-INPUT: features.2.conv.3.num_batches_tracked=int(0,0)                   // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: features.3.conv.0.1.running_mean=normal(0,0.1)                   // BatchNorm2d mean
// DEFUSE-INPUT: features.3.conv.0.1.running_var=uniform(0.5,2)                   // BatchNorm2d variance: positive
// DEFUSE-INPUT: features.3.conv.0.1.num_batches_tracked=int(0,0)                 // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: features.3.conv.1.1.running_mean=normal(0,0.1)                   // BatchNorm2d mean
// DEFUSE-INPUT: features.3.conv.1.1.running_var=uniform(0.5,2)                   // BatchNorm2d variance: positive
// DEFUSE-INPUT: features.3.conv.1.1.num_batches_tracked=int(0,0)                 // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: features.3.conv.3.running_mean=normal(0,0.1)                     // BatchNorm2d mean
// DEFUSE-INPUT: features.3.conv.3.running_var=uniform(0.5,2)                     // BatchNorm2d variance: positive
// DEFUSE-INPUT: features.3.conv.3.num_batches_tracked=int(0,0)                   // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: features.4.conv.0.1.running_mean=normal(0,0.1)                   // BatchNorm2d mean
// DEFUSE-INPUT: features.4.conv.0.1.running_var=uniform(0.5,2)                   // BatchNorm2d variance: positive
// DEFUSE-INPUT: features.4.conv.0.1.num_batches_tracked=int(0,0)                 // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: features.4.conv.1.1.running_mean=normal(0,0.1)                   // BatchNorm2d mean
// DEFUSE-INPUT: features.4.conv.1.1.running_var=uniform(0.5,2)                   // BatchNorm2d variance: positive
// DEFUSE-INPUT: features.4.conv.1.1.num_batches_tracked=int(0,0)                 // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: features.4.conv.3.running_mean=normal(0,0.1)                     // BatchNorm2d mean
// DEFUSE-INPUT: features.4.conv.3.running_var=uniform(0.5,2)                     // BatchNorm2d variance: positive
// DEFUSE-INPUT: features.4.conv.3.num_batches_tracked=int(0,0)                   // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: features.5.conv.0.1.running_mean=normal(0,0.1)                   // BatchNorm2d mean
// DEFUSE-INPUT: features.5.conv.0.1.running_var=uniform(0.5,2)                   // BatchNorm2d variance: positive
// DEFUSE-INPUT: features.5.conv.0.1.num_batches_tracked=int(0,0)                 // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: features.5.conv.1.1.running_mean=normal(0,0.1)                   // BatchNorm2d mean
// DEFUSE-INPUT: features.5.conv.1.1.running_var=uniform(0.5,2)                   // BatchNorm2d variance: positive
// DEFUSE-INPUT: features.5.conv.1.1.num_batches_tracked=int(0,0)                 // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: features.5.conv.3.running_mean=normal(0,0.1)                     // BatchNorm2d mean
// DEFUSE-INPUT: features.5.conv.3.running_var=uniform(0.5,2)                     // BatchNorm2d variance: positive
// DEFUSE-INPUT: features.5.conv.3.num_batches_tracked=int(0,0)                   // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: features.6.conv.0.1.running_mean=normal(0,0.1)                   // BatchNorm2d mean
// DEFUSE-INPUT: features.6.conv.0.1.running_var=uniform(0.5,2)                   // BatchNorm2d variance: positive
// DEFUSE-INPUT: features.6.conv.0.1.num_batches_tracked=int(0,0)                 // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: features.6.conv.1.1.running_mean=normal(0,0.1)                   // BatchNorm2d mean
// DEFUSE-INPUT: features.6.conv.1.1.running_var=uniform(0.5,2)                   // BatchNorm2d variance: positive
// DEFUSE-INPUT: features.6.conv.1.1.num_batches_tracked=int(0,0)                 // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: features.6.conv.3.running_mean=normal(0,0.1)                     // BatchNorm2d mean
// DEFUSE-INPUT: features.6.conv.3.running_var=uniform(0.5,2)                     // BatchNorm2d variance: positive
// DEFUSE-INPUT: features.6.conv.3.num_batches_tracked=int(0,0)                   // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: features.7.conv.0.1.running_mean=normal(0,0.1)                   // BatchNorm2d mean
// DEFUSE-INPUT: features.7.conv.0.1.running_var=uniform(0.5,2)                   // BatchNorm2d variance: positive
// DEFUSE-INPUT: features.7.conv.0.1.num_batches_tracked=int(0,0)                 // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: features.7.conv.1.1.running_mean=normal(0,0.1)                   // BatchNorm2d mean
// DEFUSE-INPUT: features.7.conv.1.1.running_var=uniform(0.5,2)                   // BatchNorm2d variance: positive
// DEFUSE-INPUT: features.7.conv.1.1.num_batches_tracked=int(0,0)                 // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: features.7.conv.3.running_mean=normal(0,0.1)                     // BatchNorm2d mean
// DEFUSE-INPUT: features.7.conv.3.running_var=uniform(0.5,2)                     // BatchNorm2d variance: positive
// DEFUSE-INPUT: features.7.conv.3.num_batches_tracked=int(0,0)                   // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: features.8.conv.0.1.running_mean=normal(0,0.1)                   // BatchNorm2d mean
// DEFUSE-INPUT: features.8.conv.0.1.running_var=uniform(0.5,2)                   // BatchNorm2d variance: positive
// DEFUSE-INPUT: features.8.conv.0.1.num_batches_tracked=int(0,0)                 // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: features.8.conv.1.1.running_mean=normal(0,0.1)                   // BatchNorm2d mean
// DEFUSE-INPUT: features.8.conv.1.1.running_var=uniform(0.5,2)                   // BatchNorm2d variance: positive
// DEFUSE-INPUT: features.8.conv.1.1.num_batches_tracked=int(0,0)                 // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: features.8.conv.3.running_mean=normal(0,0.1)                     // BatchNorm2d mean
// DEFUSE-INPUT: features.8.conv.3.running_var=uniform(0.5,2)                     // BatchNorm2d variance: positive
// DEFUSE-INPUT: features.8.conv.3.num_batches_tracked=int(0,0)                   // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: features.9.conv.0.1.running_mean=normal(0,0.1)                   // BatchNorm2d mean
// DEFUSE-INPUT: features.9.conv.0.1.running_var=uniform(0.5,2)                   // BatchNorm2d variance: positive
// DEFUSE-INPUT: features.9.conv.0.1.num_batches_tracked=int(0,0)                 // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: features.9.conv.1.1.running_mean=normal(0,0.1)                   // BatchNorm2d mean
// DEFUSE-INPUT: features.9.conv.1.1.running_var=uniform(0.5,2)                   // BatchNorm2d variance: positive
// DEFUSE-INPUT: features.9.conv.1.1.num_batches_tracked=int(0,0)                 // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: features.9.conv.3.running_mean=normal(0,0.1)                     // BatchNorm2d mean
// DEFUSE-INPUT: features.9.conv.3.running_var=uniform(0.5,2)                     // BatchNorm2d variance: positive
// DEFUSE-INPUT: features.9.conv.3.num_batches_tracked=int(0,0)                   // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: features.10.conv.0.1.running_mean=normal(0,0.1)                  // BatchNorm2d mean
// DEFUSE-INPUT: features.10.conv.0.1.running_var=uniform(0.5,2)                  // BatchNorm2d variance: positive
// DEFUSE-INPUT: features.10.conv.0.1.num_batches_tracked=int(0,0)                // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: features.10.conv.1.1.running_mean=normal(0,0.1)                  // BatchNorm2d mean
// DEFUSE-INPUT: features.10.conv.1.1.running_var=uniform(0.5,2)                  // BatchNorm2d variance: positive
// DEFUSE-INPUT: features.10.conv.1.1.num_batches_tracked=int(0,0)                // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: features.10.conv.3.running_mean=normal(0,0.1)                    // BatchNorm2d mean
// DEFUSE-INPUT: features.10.conv.3.running_var=uniform(0.5,2)                    // BatchNorm2d variance: positive
// DEFUSE-INPUT: features.10.conv.3.num_batches_tracked=int(0,0)                  // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: features.11.conv.0.1.running_mean=normal(0,0.1)                  // BatchNorm2d mean
// DEFUSE-INPUT: features.11.conv.0.1.running_var=uniform(0.5,2)                  // BatchNorm2d variance: positive
// DEFUSE-INPUT: features.11.conv.0.1.num_batches_tracked=int(0,0)                // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: features.11.conv.1.1.running_mean=normal(0,0.1)                  // BatchNorm2d mean
// DEFUSE-INPUT: features.11.conv.1.1.running_var=uniform(0.5,2)                  // BatchNorm2d variance: positive
// DEFUSE-INPUT: features.11.conv.1.1.num_batches_tracked=int(0,0)                // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: features.11.conv.3.running_mean=normal(0,0.1)                    // BatchNorm2d mean
// DEFUSE-INPUT: features.11.conv.3.running_var=uniform(0.5,2)                    // BatchNorm2d variance: positive
// DEFUSE-INPUT: features.11.conv.3.num_batches_tracked=int(0,0)                  // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: features.12.conv.0.1.running_mean=normal(0,0.1)                  // BatchNorm2d mean
// DEFUSE-INPUT: features.12.conv.0.1.running_var=uniform(0.5,2)                  // BatchNorm2d variance: positive
// DEFUSE-INPUT: features.12.conv.0.1.num_batches_tracked=int(0,0)                // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: features.12.conv.1.1.running_mean=normal(0,0.1)                  // BatchNorm2d mean
// DEFUSE-INPUT: features.12.conv.1.1.running_var=uniform(0.5,2)                  // BatchNorm2d variance: positive
// DEFUSE-INPUT: features.12.conv.1.1.num_batches_tracked=int(0,0)                // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: features.12.conv.3.running_mean=normal(0,0.1)                    // BatchNorm2d mean
// DEFUSE-INPUT: features.12.conv.3.running_var=uniform(0.5,2)                    // BatchNorm2d variance: positive
// DEFUSE-INPUT: features.12.conv.3.num_batches_tracked=int(0,0)                  // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: features.13.conv.0.1.running_mean=normal(0,0.1)                  // BatchNorm2d mean
// DEFUSE-INPUT: features.13.conv.0.1.running_var=uniform(0.5,2)                  // BatchNorm2d variance: positive
// DEFUSE-INPUT: features.13.conv.0.1.num_batches_tracked=int(0,0)                // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: features.13.conv.1.1.running_mean=normal(0,0.1)                  // BatchNorm2d mean
// DEFUSE-INPUT: features.13.conv.1.1.running_var=uniform(0.5,2)                  // BatchNorm2d variance: positive
// DEFUSE-INPUT: features.13.conv.1.1.num_batches_tracked=int(0,0)                // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: features.13.conv.3.running_mean=normal(0,0.1)                    // BatchNorm2d mean
// DEFUSE-INPUT: features.13.conv.3.running_var=uniform(0.5,2)                    // BatchNorm2d variance: positive
// DEFUSE-INPUT: features.13.conv.3.num_batches_tracked=int(0,0)                  // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: features.14.conv.0.1.running_mean=normal(0,0.1)                  // BatchNorm2d mean
// DEFUSE-INPUT: features.14.conv.0.1.running_var=uniform(0.5,2)                  // BatchNorm2d variance: positive
// DEFUSE-INPUT: features.14.conv.0.1.num_batches_tracked=int(0,0)                // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: features.14.conv.1.1.running_mean=normal(0,0.1)                  // BatchNorm2d mean
// DEFUSE-INPUT: features.14.conv.1.1.running_var=uniform(0.5,2)                  // BatchNorm2d variance: positive
// DEFUSE-INPUT: features.14.conv.1.1.num_batches_tracked=int(0,0)                // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: features.14.conv.3.running_mean=normal(0,0.1)                    // BatchNorm2d mean
// DEFUSE-INPUT: features.14.conv.3.running_var=uniform(0.5,2)                    // BatchNorm2d variance: positive
// DEFUSE-INPUT: features.14.conv.3.num_batches_tracked=int(0,0)                  // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: features.15.conv.0.1.running_mean=normal(0,0.1)                  // BatchNorm2d mean
// DEFUSE-INPUT: features.15.conv.0.1.running_var=uniform(0.5,2)                  // BatchNorm2d variance: positive
// DEFUSE-INPUT: features.15.conv.0.1.num_batches_tracked=int(0,0)                // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: features.15.conv.1.1.running_mean=normal(0,0.1)                  // BatchNorm2d mean
// DEFUSE-INPUT: features.15.conv.1.1.running_var=uniform(0.5,2)                  // BatchNorm2d variance: positive
// DEFUSE-INPUT: features.15.conv.1.1.num_batches_tracked=int(0,0)                // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: features.15.conv.3.running_mean=normal(0,0.1)                    // BatchNorm2d mean
// DEFUSE-INPUT: features.15.conv.3.running_var=uniform(0.5,2)                    // BatchNorm2d variance: positive
// DEFUSE-INPUT: features.15.conv.3.num_batches_tracked=int(0,0)                  // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: features.16.conv.0.1.running_mean=normal(0,0.1)                  // BatchNorm2d mean
// DEFUSE-INPUT: features.16.conv.0.1.running_var=uniform(0.5,2)                  // BatchNorm2d variance: positive
// DEFUSE-INPUT: features.16.conv.0.1.num_batches_tracked=int(0,0)                // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: features.16.conv.1.1.running_mean=normal(0,0.1)                  // BatchNorm2d mean
// DEFUSE-INPUT: features.16.conv.1.1.running_var=uniform(0.5,2)                  // BatchNorm2d variance: positive
// DEFUSE-INPUT: features.16.conv.1.1.num_batches_tracked=int(0,0)                // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: features.16.conv.3.running_mean=normal(0,0.1)                    // BatchNorm2d mean
// DEFUSE-INPUT: features.16.conv.3.running_var=uniform(0.5,2)                    // BatchNorm2d variance: positive
// DEFUSE-INPUT: features.16.conv.3.num_batches_tracked=int(0,0)                  // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: features.17.conv.0.1.running_mean=normal(0,0.1)                  // BatchNorm2d mean
// DEFUSE-INPUT: features.17.conv.0.1.running_var=uniform(0.5,2)                  // BatchNorm2d variance: positive
// DEFUSE-INPUT: features.17.conv.0.1.num_batches_tracked=int(0,0)                // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: features.17.conv.1.1.running_mean=normal(0,0.1)                  // BatchNorm2d mean
// DEFUSE-INPUT: features.17.conv.1.1.running_var=uniform(0.5,2)                  // BatchNorm2d variance: positive
// DEFUSE-INPUT: features.17.conv.1.1.num_batches_tracked=int(0,0)                // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: features.17.conv.3.running_mean=normal(0,0.1)                    // BatchNorm2d mean
// DEFUSE-INPUT: features.17.conv.3.running_var=uniform(0.5,2)                    // BatchNorm2d variance: positive
// DEFUSE-INPUT: features.17.conv.3.num_batches_tracked=int(0,0)                  // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: features.18.1.running_mean=normal(0,0.1)                         // BatchNorm2d mean
// DEFUSE-INPUT: features.18.1.running_var=uniform(0.5,2)                         // BatchNorm2d variance: positive
// DEFUSE-INPUT: features.18.1.num_batches_tracked=int(0,0)                       // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: x=normal(0,1)                                                    // model input
module {
  func.func @main(%arg0: tensor<32x3x3x3xf32> {defuse.name = "features.0.0.weight"}, %arg1: tensor<32xf32> {defuse.name = "features.0.1.weight"}, %arg2: tensor<32xf32> {defuse.name = "features.0.1.bias"}, %arg3: tensor<32x1x3x3xf32> {defuse.name = "features.1.conv.0.0.weight"}, %arg4: tensor<32xf32> {defuse.name = "features.1.conv.0.1.weight"}, %arg5: tensor<32xf32> {defuse.name = "features.1.conv.0.1.bias"}, %arg6: tensor<16x32x1x1xf32> {defuse.name = "features.1.conv.1.weight"}, %arg7: tensor<16xf32> {defuse.name = "features.1.conv.2.weight"}, %arg8: tensor<16xf32> {defuse.name = "features.1.conv.2.bias"}, %arg9: tensor<96x16x1x1xf32> {defuse.name = "features.2.conv.0.0.weight"}, %arg10: tensor<96xf32> {defuse.name = "features.2.conv.0.1.weight"}, %arg11: tensor<96xf32> {defuse.name = "features.2.conv.0.1.bias"}, %arg12: tensor<96x1x3x3xf32> {defuse.name = "features.2.conv.1.0.weight"}, %arg13: tensor<96xf32> {defuse.name = "features.2.conv.1.1.weight"}, %arg14: tensor<96xf32> {defuse.name = "features.2.conv.1.1.bias"}, %arg15: tensor<24x96x1x1xf32> {defuse.name = "features.2.conv.2.weight"}, %arg16: tensor<24xf32> {defuse.name = "features.2.conv.3.weight"}, %arg17: tensor<24xf32> {defuse.name = "features.2.conv.3.bias"}, %arg18: tensor<144x24x1x1xf32> {defuse.name = "features.3.conv.0.0.weight"}, %arg19: tensor<144xf32> {defuse.name = "features.3.conv.0.1.weight"}, %arg20: tensor<144xf32> {defuse.name = "features.3.conv.0.1.bias"}, %arg21: tensor<144x1x3x3xf32> {defuse.name = "features.3.conv.1.0.weight"}, %arg22: tensor<144xf32> {defuse.name = "features.3.conv.1.1.weight"}, %arg23: tensor<144xf32> {defuse.name = "features.3.conv.1.1.bias"}, %arg24: tensor<24x144x1x1xf32> {defuse.name = "features.3.conv.2.weight"}, %arg25: tensor<24xf32> {defuse.name = "features.3.conv.3.weight"}, %arg26: tensor<24xf32> {defuse.name = "features.3.conv.3.bias"}, %arg27: tensor<144x24x1x1xf32> {defuse.name = "features.4.conv.0.0.weight"}, %arg28: tensor<144xf32> {defuse.name = "features.4.conv.0.1.weight"}, %arg29: tensor<144xf32> {defuse.name = "features.4.conv.0.1.bias"}, %arg30: tensor<144x1x3x3xf32> {defuse.name = "features.4.conv.1.0.weight"}, %arg31: tensor<144xf32> {defuse.name = "features.4.conv.1.1.weight"}, %arg32: tensor<144xf32> {defuse.name = "features.4.conv.1.1.bias"}, %arg33: tensor<32x144x1x1xf32> {defuse.name = "features.4.conv.2.weight"}, %arg34: tensor<32xf32> {defuse.name = "features.4.conv.3.weight"}, %arg35: tensor<32xf32> {defuse.name = "features.4.conv.3.bias"}, %arg36: tensor<192x32x1x1xf32> {defuse.name = "features.5.conv.0.0.weight"}, %arg37: tensor<192xf32> {defuse.name = "features.5.conv.0.1.weight"}, %arg38: tensor<192xf32> {defuse.name = "features.5.conv.0.1.bias"}, %arg39: tensor<192x1x3x3xf32> {defuse.name = "features.5.conv.1.0.weight"}, %arg40: tensor<192xf32> {defuse.name = "features.5.conv.1.1.weight"}, %arg41: tensor<192xf32> {defuse.name = "features.5.conv.1.1.bias"}, %arg42: tensor<32x192x1x1xf32> {defuse.name = "features.5.conv.2.weight"}, %arg43: tensor<32xf32> {defuse.name = "features.5.conv.3.weight"}, %arg44: tensor<32xf32> {defuse.name = "features.5.conv.3.bias"}, %arg45: tensor<192x32x1x1xf32> {defuse.name = "features.6.conv.0.0.weight"}, %arg46: tensor<192xf32> {defuse.name = "features.6.conv.0.1.weight"}, %arg47: tensor<192xf32> {defuse.name = "features.6.conv.0.1.bias"}, %arg48: tensor<192x1x3x3xf32> {defuse.name = "features.6.conv.1.0.weight"}, %arg49: tensor<192xf32> {defuse.name = "features.6.conv.1.1.weight"}, %arg50: tensor<192xf32> {defuse.name = "features.6.conv.1.1.bias"}, %arg51: tensor<32x192x1x1xf32> {defuse.name = "features.6.conv.2.weight"}, %arg52: tensor<32xf32> {defuse.name = "features.6.conv.3.weight"}, %arg53: tensor<32xf32> {defuse.name = "features.6.conv.3.bias"}, %arg54: tensor<192x32x1x1xf32> {defuse.name = "features.7.conv.0.0.weight"}, %arg55: tensor<192xf32> {defuse.name = "features.7.conv.0.1.weight"}, %arg56: tensor<192xf32> {defuse.name = "features.7.conv.0.1.bias"}, %arg57: tensor<192x1x3x3xf32> {defuse.name = "features.7.conv.1.0.weight"}, %arg58: tensor<192xf32> {defuse.name = "features.7.conv.1.1.weight"}, %arg59: tensor<192xf32> {defuse.name = "features.7.conv.1.1.bias"}, %arg60: tensor<64x192x1x1xf32> {defuse.name = "features.7.conv.2.weight"}, %arg61: tensor<64xf32> {defuse.name = "features.7.conv.3.weight"}, %arg62: tensor<64xf32> {defuse.name = "features.7.conv.3.bias"}, %arg63: tensor<384x64x1x1xf32> {defuse.name = "features.8.conv.0.0.weight"}, %arg64: tensor<384xf32> {defuse.name = "features.8.conv.0.1.weight"}, %arg65: tensor<384xf32> {defuse.name = "features.8.conv.0.1.bias"}, %arg66: tensor<384x1x3x3xf32> {defuse.name = "features.8.conv.1.0.weight"}, %arg67: tensor<384xf32> {defuse.name = "features.8.conv.1.1.weight"}, %arg68: tensor<384xf32> {defuse.name = "features.8.conv.1.1.bias"}, %arg69: tensor<64x384x1x1xf32> {defuse.name = "features.8.conv.2.weight"}, %arg70: tensor<64xf32> {defuse.name = "features.8.conv.3.weight"}, %arg71: tensor<64xf32> {defuse.name = "features.8.conv.3.bias"}, %arg72: tensor<384x64x1x1xf32> {defuse.name = "features.9.conv.0.0.weight"}, %arg73: tensor<384xf32> {defuse.name = "features.9.conv.0.1.weight"}, %arg74: tensor<384xf32> {defuse.name = "features.9.conv.0.1.bias"}, %arg75: tensor<384x1x3x3xf32> {defuse.name = "features.9.conv.1.0.weight"}, %arg76: tensor<384xf32> {defuse.name = "features.9.conv.1.1.weight"}, %arg77: tensor<384xf32> {defuse.name = "features.9.conv.1.1.bias"}, %arg78: tensor<64x384x1x1xf32> {defuse.name = "features.9.conv.2.weight"}, %arg79: tensor<64xf32> {defuse.name = "features.9.conv.3.weight"}, %arg80: tensor<64xf32> {defuse.name = "features.9.conv.3.bias"}, %arg81: tensor<384x64x1x1xf32> {defuse.name = "features.10.conv.0.0.weight"}, %arg82: tensor<384xf32> {defuse.name = "features.10.conv.0.1.weight"}, %arg83: tensor<384xf32> {defuse.name = "features.10.conv.0.1.bias"}, %arg84: tensor<384x1x3x3xf32> {defuse.name = "features.10.conv.1.0.weight"}, %arg85: tensor<384xf32> {defuse.name = "features.10.conv.1.1.weight"}, %arg86: tensor<384xf32> {defuse.name = "features.10.conv.1.1.bias"}, %arg87: tensor<64x384x1x1xf32> {defuse.name = "features.10.conv.2.weight"}, %arg88: tensor<64xf32> {defuse.name = "features.10.conv.3.weight"}, %arg89: tensor<64xf32> {defuse.name = "features.10.conv.3.bias"}, %arg90: tensor<384x64x1x1xf32> {defuse.name = "features.11.conv.0.0.weight"}, %arg91: tensor<384xf32> {defuse.name = "features.11.conv.0.1.weight"}, %arg92: tensor<384xf32> {defuse.name = "features.11.conv.0.1.bias"}, %arg93: tensor<384x1x3x3xf32> {defuse.name = "features.11.conv.1.0.weight"}, %arg94: tensor<384xf32> {defuse.name = "features.11.conv.1.1.weight"}, %arg95: tensor<384xf32> {defuse.name = "features.11.conv.1.1.bias"}, %arg96: tensor<96x384x1x1xf32> {defuse.name = "features.11.conv.2.weight"}, %arg97: tensor<96xf32> {defuse.name = "features.11.conv.3.weight"}, %arg98: tensor<96xf32> {defuse.name = "features.11.conv.3.bias"}, %arg99: tensor<576x96x1x1xf32> {defuse.name = "features.12.conv.0.0.weight"}, %arg100: tensor<576xf32> {defuse.name = "features.12.conv.0.1.weight"}, %arg101: tensor<576xf32> {defuse.name = "features.12.conv.0.1.bias"}, %arg102: tensor<576x1x3x3xf32> {defuse.name = "features.12.conv.1.0.weight"}, %arg103: tensor<576xf32> {defuse.name = "features.12.conv.1.1.weight"}, %arg104: tensor<576xf32> {defuse.name = "features.12.conv.1.1.bias"}, %arg105: tensor<96x576x1x1xf32> {defuse.name = "features.12.conv.2.weight"}, %arg106: tensor<96xf32> {defuse.name = "features.12.conv.3.weight"}, %arg107: tensor<96xf32> {defuse.name = "features.12.conv.3.bias"}, %arg108: tensor<576x96x1x1xf32> {defuse.name = "features.13.conv.0.0.weight"}, %arg109: tensor<576xf32> {defuse.name = "features.13.conv.0.1.weight"}, %arg110: tensor<576xf32> {defuse.name = "features.13.conv.0.1.bias"}, %arg111: tensor<576x1x3x3xf32> {defuse.name = "features.13.conv.1.0.weight"}, %arg112: tensor<576xf32> {defuse.name = "features.13.conv.1.1.weight"}, %arg113: tensor<576xf32> {defuse.name = "features.13.conv.1.1.bias"}, %arg114: tensor<96x576x1x1xf32> {defuse.name = "features.13.conv.2.weight"}, %arg115: tensor<96xf32> {defuse.name = "features.13.conv.3.weight"}, %arg116: tensor<96xf32> {defuse.name = "features.13.conv.3.bias"}, %arg117: tensor<576x96x1x1xf32> {defuse.name = "features.14.conv.0.0.weight"}, %arg118: tensor<576xf32> {defuse.name = "features.14.conv.0.1.weight"}, %arg119: tensor<576xf32> {defuse.name = "features.14.conv.0.1.bias"}, %arg120: tensor<576x1x3x3xf32> {defuse.name = "features.14.conv.1.0.weight"}, %arg121: tensor<576xf32> {defuse.name = "features.14.conv.1.1.weight"}, %arg122: tensor<576xf32> {defuse.name = "features.14.conv.1.1.bias"}, %arg123: tensor<160x576x1x1xf32> {defuse.name = "features.14.conv.2.weight"}, %arg124: tensor<160xf32> {defuse.name = "features.14.conv.3.weight"}, %arg125: tensor<160xf32> {defuse.name = "features.14.conv.3.bias"}, %arg126: tensor<960x160x1x1xf32> {defuse.name = "features.15.conv.0.0.weight"}, %arg127: tensor<960xf32> {defuse.name = "features.15.conv.0.1.weight"}, %arg128: tensor<960xf32> {defuse.name = "features.15.conv.0.1.bias"}, %arg129: tensor<960x1x3x3xf32> {defuse.name = "features.15.conv.1.0.weight"}, %arg130: tensor<960xf32> {defuse.name = "features.15.conv.1.1.weight"}, %arg131: tensor<960xf32> {defuse.name = "features.15.conv.1.1.bias"}, %arg132: tensor<160x960x1x1xf32> {defuse.name = "features.15.conv.2.weight"}, %arg133: tensor<160xf32> {defuse.name = "features.15.conv.3.weight"}, %arg134: tensor<160xf32> {defuse.name = "features.15.conv.3.bias"}, %arg135: tensor<960x160x1x1xf32> {defuse.name = "features.16.conv.0.0.weight"}, %arg136: tensor<960xf32> {defuse.name = "features.16.conv.0.1.weight"}, %arg137: tensor<960xf32> {defuse.name = "features.16.conv.0.1.bias"}, %arg138: tensor<960x1x3x3xf32> {defuse.name = "features.16.conv.1.0.weight"}, %arg139: tensor<960xf32> {defuse.name = "features.16.conv.1.1.weight"}, %arg140: tensor<960xf32> {defuse.name = "features.16.conv.1.1.bias"}, %arg141: tensor<160x960x1x1xf32> {defuse.name = "features.16.conv.2.weight"}, %arg142: tensor<160xf32> {defuse.name = "features.16.conv.3.weight"}, %arg143: tensor<160xf32> {defuse.name = "features.16.conv.3.bias"}, %arg144: tensor<960x160x1x1xf32> {defuse.name = "features.17.conv.0.0.weight"}, %arg145: tensor<960xf32> {defuse.name = "features.17.conv.0.1.weight"}, %arg146: tensor<960xf32> {defuse.name = "features.17.conv.0.1.bias"}, %arg147: tensor<960x1x3x3xf32> {defuse.name = "features.17.conv.1.0.weight"}, %arg148: tensor<960xf32> {defuse.name = "features.17.conv.1.1.weight"}, %arg149: tensor<960xf32> {defuse.name = "features.17.conv.1.1.bias"}, %arg150: tensor<320x960x1x1xf32> {defuse.name = "features.17.conv.2.weight"}, %arg151: tensor<320xf32> {defuse.name = "features.17.conv.3.weight"}, %arg152: tensor<320xf32> {defuse.name = "features.17.conv.3.bias"}, %arg153: tensor<1280x320x1x1xf32> {defuse.name = "features.18.0.weight"}, %arg154: tensor<1280xf32> {defuse.name = "features.18.1.weight"}, %arg155: tensor<1280xf32> {defuse.name = "features.18.1.bias"}, %arg156: tensor<10x1280xf32> {defuse.name = "classifier.1.weight"}, %arg157: tensor<10xf32> {defuse.name = "classifier.1.bias"}, %arg158: tensor<32xf32> {defuse.name = "features.0.1.running_mean"}, %arg159: tensor<32xf32> {defuse.name = "features.0.1.running_var"}, %arg160: tensor<i64> {defuse.name = "features.0.1.num_batches_tracked"}, %arg161: tensor<32xf32> {defuse.name = "features.1.conv.0.1.running_mean"}, %arg162: tensor<32xf32> {defuse.name = "features.1.conv.0.1.running_var"}, %arg163: tensor<i64> {defuse.name = "features.1.conv.0.1.num_batches_tracked"}, %arg164: tensor<16xf32> {defuse.name = "features.1.conv.2.running_mean"}, %arg165: tensor<16xf32> {defuse.name = "features.1.conv.2.running_var"}, %arg166: tensor<i64> {defuse.name = "features.1.conv.2.num_batches_tracked"}, %arg167: tensor<96xf32> {defuse.name = "features.2.conv.0.1.running_mean"}, %arg168: tensor<96xf32> {defuse.name = "features.2.conv.0.1.running_var"}, %arg169: tensor<i64> {defuse.name = "features.2.conv.0.1.num_batches_tracked"}, %arg170: tensor<96xf32> {defuse.name = "features.2.conv.1.1.running_mean"}, %arg171: tensor<96xf32> {defuse.name = "features.2.conv.1.1.running_var"}, %arg172: tensor<i64> {defuse.name = "features.2.conv.1.1.num_batches_tracked"}, %arg173: tensor<24xf32> {defuse.name = "features.2.conv.3.running_mean"}, %arg174: tensor<24xf32> {defuse.name = "features.2.conv.3.running_var"}, %arg175: tensor<i64> {defuse.name = "features.2.conv.3.num_batches_tracked"}, %arg176: tensor<144xf32> {defuse.name = "features.3.conv.0.1.running_mean"}, %arg177: tensor<144xf32> {defuse.name = "features.3.conv.0.1.running_var"}, %arg178: tensor<i64> {defuse.name = "features.3.conv.0.1.num_batches_tracked"}, %arg179: tensor<144xf32> {defuse.name = "features.3.conv.1.1.running_mean"}, %arg180: tensor<144xf32> {defuse.name = "features.3.conv.1.1.running_var"}, %arg181: tensor<i64> {defuse.name = "features.3.conv.1.1.num_batches_tracked"}, %arg182: tensor<24xf32> {defuse.name = "features.3.conv.3.running_mean"}, %arg183: tensor<24xf32> {defuse.name = "features.3.conv.3.running_var"}, %arg184: tensor<i64> {defuse.name = "features.3.conv.3.num_batches_tracked"}, %arg185: tensor<144xf32> {defuse.name = "features.4.conv.0.1.running_mean"}, %arg186: tensor<144xf32> {defuse.name = "features.4.conv.0.1.running_var"}, %arg187: tensor<i64> {defuse.name = "features.4.conv.0.1.num_batches_tracked"}, %arg188: tensor<144xf32> {defuse.name = "features.4.conv.1.1.running_mean"}, %arg189: tensor<144xf32> {defuse.name = "features.4.conv.1.1.running_var"}, %arg190: tensor<i64> {defuse.name = "features.4.conv.1.1.num_batches_tracked"}, %arg191: tensor<32xf32> {defuse.name = "features.4.conv.3.running_mean"}, %arg192: tensor<32xf32> {defuse.name = "features.4.conv.3.running_var"}, %arg193: tensor<i64> {defuse.name = "features.4.conv.3.num_batches_tracked"}, %arg194: tensor<192xf32> {defuse.name = "features.5.conv.0.1.running_mean"}, %arg195: tensor<192xf32> {defuse.name = "features.5.conv.0.1.running_var"}, %arg196: tensor<i64> {defuse.name = "features.5.conv.0.1.num_batches_tracked"}, %arg197: tensor<192xf32> {defuse.name = "features.5.conv.1.1.running_mean"}, %arg198: tensor<192xf32> {defuse.name = "features.5.conv.1.1.running_var"}, %arg199: tensor<i64> {defuse.name = "features.5.conv.1.1.num_batches_tracked"}, %arg200: tensor<32xf32> {defuse.name = "features.5.conv.3.running_mean"}, %arg201: tensor<32xf32> {defuse.name = "features.5.conv.3.running_var"}, %arg202: tensor<i64> {defuse.name = "features.5.conv.3.num_batches_tracked"}, %arg203: tensor<192xf32> {defuse.name = "features.6.conv.0.1.running_mean"}, %arg204: tensor<192xf32> {defuse.name = "features.6.conv.0.1.running_var"}, %arg205: tensor<i64> {defuse.name = "features.6.conv.0.1.num_batches_tracked"}, %arg206: tensor<192xf32> {defuse.name = "features.6.conv.1.1.running_mean"}, %arg207: tensor<192xf32> {defuse.name = "features.6.conv.1.1.running_var"}, %arg208: tensor<i64> {defuse.name = "features.6.conv.1.1.num_batches_tracked"}, %arg209: tensor<32xf32> {defuse.name = "features.6.conv.3.running_mean"}, %arg210: tensor<32xf32> {defuse.name = "features.6.conv.3.running_var"}, %arg211: tensor<i64> {defuse.name = "features.6.conv.3.num_batches_tracked"}, %arg212: tensor<192xf32> {defuse.name = "features.7.conv.0.1.running_mean"}, %arg213: tensor<192xf32> {defuse.name = "features.7.conv.0.1.running_var"}, %arg214: tensor<i64> {defuse.name = "features.7.conv.0.1.num_batches_tracked"}, %arg215: tensor<192xf32> {defuse.name = "features.7.conv.1.1.running_mean"}, %arg216: tensor<192xf32> {defuse.name = "features.7.conv.1.1.running_var"}, %arg217: tensor<i64> {defuse.name = "features.7.conv.1.1.num_batches_tracked"}, %arg218: tensor<64xf32> {defuse.name = "features.7.conv.3.running_mean"}, %arg219: tensor<64xf32> {defuse.name = "features.7.conv.3.running_var"}, %arg220: tensor<i64> {defuse.name = "features.7.conv.3.num_batches_tracked"}, %arg221: tensor<384xf32> {defuse.name = "features.8.conv.0.1.running_mean"}, %arg222: tensor<384xf32> {defuse.name = "features.8.conv.0.1.running_var"}, %arg223: tensor<i64> {defuse.name = "features.8.conv.0.1.num_batches_tracked"}, %arg224: tensor<384xf32> {defuse.name = "features.8.conv.1.1.running_mean"}, %arg225: tensor<384xf32> {defuse.name = "features.8.conv.1.1.running_var"}, %arg226: tensor<i64> {defuse.name = "features.8.conv.1.1.num_batches_tracked"}, %arg227: tensor<64xf32> {defuse.name = "features.8.conv.3.running_mean"}, %arg228: tensor<64xf32> {defuse.name = "features.8.conv.3.running_var"}, %arg229: tensor<i64> {defuse.name = "features.8.conv.3.num_batches_tracked"}, %arg230: tensor<384xf32> {defuse.name = "features.9.conv.0.1.running_mean"}, %arg231: tensor<384xf32> {defuse.name = "features.9.conv.0.1.running_var"}, %arg232: tensor<i64> {defuse.name = "features.9.conv.0.1.num_batches_tracked"}, %arg233: tensor<384xf32> {defuse.name = "features.9.conv.1.1.running_mean"}, %arg234: tensor<384xf32> {defuse.name = "features.9.conv.1.1.running_var"}, %arg235: tensor<i64> {defuse.name = "features.9.conv.1.1.num_batches_tracked"}, %arg236: tensor<64xf32> {defuse.name = "features.9.conv.3.running_mean"}, %arg237: tensor<64xf32> {defuse.name = "features.9.conv.3.running_var"}, %arg238: tensor<i64> {defuse.name = "features.9.conv.3.num_batches_tracked"}, %arg239: tensor<384xf32> {defuse.name = "features.10.conv.0.1.running_mean"}, %arg240: tensor<384xf32> {defuse.name = "features.10.conv.0.1.running_var"}, %arg241: tensor<i64> {defuse.name = "features.10.conv.0.1.num_batches_tracked"}, %arg242: tensor<384xf32> {defuse.name = "features.10.conv.1.1.running_mean"}, %arg243: tensor<384xf32> {defuse.name = "features.10.conv.1.1.running_var"}, %arg244: tensor<i64> {defuse.name = "features.10.conv.1.1.num_batches_tracked"}, %arg245: tensor<64xf32> {defuse.name = "features.10.conv.3.running_mean"}, %arg246: tensor<64xf32> {defuse.name = "features.10.conv.3.running_var"}, %arg247: tensor<i64> {defuse.name = "features.10.conv.3.num_batches_tracked"}, %arg248: tensor<384xf32> {defuse.name = "features.11.conv.0.1.running_mean"}, %arg249: tensor<384xf32> {defuse.name = "features.11.conv.0.1.running_var"}, %arg250: tensor<i64> {defuse.name = "features.11.conv.0.1.num_batches_tracked"}, %arg251: tensor<384xf32> {defuse.name = "features.11.conv.1.1.running_mean"}, %arg252: tensor<384xf32> {defuse.name = "features.11.conv.1.1.running_var"}, %arg253: tensor<i64> {defuse.name = "features.11.conv.1.1.num_batches_tracked"}, %arg254: tensor<96xf32> {defuse.name = "features.11.conv.3.running_mean"}, %arg255: tensor<96xf32> {defuse.name = "features.11.conv.3.running_var"}, %arg256: tensor<i64> {defuse.name = "features.11.conv.3.num_batches_tracked"}, %arg257: tensor<576xf32> {defuse.name = "features.12.conv.0.1.running_mean"}, %arg258: tensor<576xf32> {defuse.name = "features.12.conv.0.1.running_var"}, %arg259: tensor<i64> {defuse.name = "features.12.conv.0.1.num_batches_tracked"}, %arg260: tensor<576xf32> {defuse.name = "features.12.conv.1.1.running_mean"}, %arg261: tensor<576xf32> {defuse.name = "features.12.conv.1.1.running_var"}, %arg262: tensor<i64> {defuse.name = "features.12.conv.1.1.num_batches_tracked"}, %arg263: tensor<96xf32> {defuse.name = "features.12.conv.3.running_mean"}, %arg264: tensor<96xf32> {defuse.name = "features.12.conv.3.running_var"}, %arg265: tensor<i64> {defuse.name = "features.12.conv.3.num_batches_tracked"}, %arg266: tensor<576xf32> {defuse.name = "features.13.conv.0.1.running_mean"}, %arg267: tensor<576xf32> {defuse.name = "features.13.conv.0.1.running_var"}, %arg268: tensor<i64> {defuse.name = "features.13.conv.0.1.num_batches_tracked"}, %arg269: tensor<576xf32> {defuse.name = "features.13.conv.1.1.running_mean"}, %arg270: tensor<576xf32> {defuse.name = "features.13.conv.1.1.running_var"}, %arg271: tensor<i64> {defuse.name = "features.13.conv.1.1.num_batches_tracked"}, %arg272: tensor<96xf32> {defuse.name = "features.13.conv.3.running_mean"}, %arg273: tensor<96xf32> {defuse.name = "features.13.conv.3.running_var"}, %arg274: tensor<i64> {defuse.name = "features.13.conv.3.num_batches_tracked"}, %arg275: tensor<576xf32> {defuse.name = "features.14.conv.0.1.running_mean"}, %arg276: tensor<576xf32> {defuse.name = "features.14.conv.0.1.running_var"}, %arg277: tensor<i64> {defuse.name = "features.14.conv.0.1.num_batches_tracked"}, %arg278: tensor<576xf32> {defuse.name = "features.14.conv.1.1.running_mean"}, %arg279: tensor<576xf32> {defuse.name = "features.14.conv.1.1.running_var"}, %arg280: tensor<i64> {defuse.name = "features.14.conv.1.1.num_batches_tracked"}, %arg281: tensor<160xf32> {defuse.name = "features.14.conv.3.running_mean"}, %arg282: tensor<160xf32> {defuse.name = "features.14.conv.3.running_var"}, %arg283: tensor<i64> {defuse.name = "features.14.conv.3.num_batches_tracked"}, %arg284: tensor<960xf32> {defuse.name = "features.15.conv.0.1.running_mean"}, %arg285: tensor<960xf32> {defuse.name = "features.15.conv.0.1.running_var"}, %arg286: tensor<i64> {defuse.name = "features.15.conv.0.1.num_batches_tracked"}, %arg287: tensor<960xf32> {defuse.name = "features.15.conv.1.1.running_mean"}, %arg288: tensor<960xf32> {defuse.name = "features.15.conv.1.1.running_var"}, %arg289: tensor<i64> {defuse.name = "features.15.conv.1.1.num_batches_tracked"}, %arg290: tensor<160xf32> {defuse.name = "features.15.conv.3.running_mean"}, %arg291: tensor<160xf32> {defuse.name = "features.15.conv.3.running_var"}, %arg292: tensor<i64> {defuse.name = "features.15.conv.3.num_batches_tracked"}, %arg293: tensor<960xf32> {defuse.name = "features.16.conv.0.1.running_mean"}, %arg294: tensor<960xf32> {defuse.name = "features.16.conv.0.1.running_var"}, %arg295: tensor<i64> {defuse.name = "features.16.conv.0.1.num_batches_tracked"}, %arg296: tensor<960xf32> {defuse.name = "features.16.conv.1.1.running_mean"}, %arg297: tensor<960xf32> {defuse.name = "features.16.conv.1.1.running_var"}, %arg298: tensor<i64> {defuse.name = "features.16.conv.1.1.num_batches_tracked"}, %arg299: tensor<160xf32> {defuse.name = "features.16.conv.3.running_mean"}, %arg300: tensor<160xf32> {defuse.name = "features.16.conv.3.running_var"}, %arg301: tensor<i64> {defuse.name = "features.16.conv.3.num_batches_tracked"}, %arg302: tensor<960xf32> {defuse.name = "features.17.conv.0.1.running_mean"}, %arg303: tensor<960xf32> {defuse.name = "features.17.conv.0.1.running_var"}, %arg304: tensor<i64> {defuse.name = "features.17.conv.0.1.num_batches_tracked"}, %arg305: tensor<960xf32> {defuse.name = "features.17.conv.1.1.running_mean"}, %arg306: tensor<960xf32> {defuse.name = "features.17.conv.1.1.running_var"}, %arg307: tensor<i64> {defuse.name = "features.17.conv.1.1.num_batches_tracked"}, %arg308: tensor<320xf32> {defuse.name = "features.17.conv.3.running_mean"}, %arg309: tensor<320xf32> {defuse.name = "features.17.conv.3.running_var"}, %arg310: tensor<i64> {defuse.name = "features.17.conv.3.num_batches_tracked"}, %arg311: tensor<1280xf32> {defuse.name = "features.18.1.running_mean"}, %arg312: tensor<1280xf32> {defuse.name = "features.18.1.running_var"}, %arg313: tensor<i64> {defuse.name = "features.18.1.num_batches_tracked"}, %arg314: tensor<1x3x32x32xf32> {defuse.name = "x"}) -> tensor<1x10xf32> {
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %1 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<32xf32>}> : () -> tensor<32xf32>
    %2 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %3 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<16xf32>}> : () -> tensor<16xf32>
    %4 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<96xf32>}> : () -> tensor<96xf32>
    %5 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<24xf32>}> : () -> tensor<24xf32>
    %6 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<144xf32>}> : () -> tensor<144xf32>
    %7 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<192xf32>}> : () -> tensor<192xf32>
    %8 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<64xf32>}> : () -> tensor<64xf32>
    %9 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<384xf32>}> : () -> tensor<384xf32>
    %10 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<576xf32>}> : () -> tensor<576xf32>
    %11 = tosa.const_shape  {values = dense<[1, 576, 1, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %12 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<160xf32>}> : () -> tensor<160xf32>
    %13 = tosa.const_shape  {values = dense<[1, 160, 1, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %14 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<960xf32>}> : () -> tensor<960xf32>
    %15 = tosa.const_shape  {values = dense<[1, 960, 1, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %16 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<320xf32>}> : () -> tensor<320xf32>
    %17 = tosa.const_shape  {values = dense<[1, 320, 1, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %18 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1280xf32>}> : () -> tensor<1280xf32>
    %19 = tosa.const_shape  {values = dense<[1, 1280, 1, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %20 = tosa.const_shape  {values = dense<[1, 1, 1280]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %21 = tosa.const_shape  {values = dense<[1, 1280, 10]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %22 = tosa.const_shape  {values = dense<[1, 10]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %23 = "tosa.const"() <{values = dense<9.99999974E-6> : tensor<1xf32>}> : () -> tensor<1xf32>
    %24 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %25 = "tosa.const"() <{values = dense<6.000000e+00> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %26 = tosa.const_shape  {values = dense<[16, 1, 1, 32]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %27 = tosa.const_shape  {values = dense<[96, 1, 1, 16]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %28 = tosa.const_shape  {values = dense<[24, 1, 1, 96]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %29 = tosa.const_shape  {values = dense<[144, 1, 1, 24]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %30 = tosa.const_shape  {values = dense<[24, 1, 1, 144]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %31 = tosa.const_shape  {values = dense<[32, 1, 1, 144]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %32 = tosa.const_shape  {values = dense<[192, 1, 1, 32]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %33 = tosa.const_shape  {values = dense<[32, 1, 1, 192]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %34 = tosa.const_shape  {values = dense<[64, 1, 1, 192]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %35 = tosa.const_shape  {values = dense<[384, 1, 1, 64]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %36 = tosa.const_shape  {values = dense<[64, 1, 1, 384]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %37 = tosa.const_shape  {values = dense<[96, 1, 1, 384]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %38 = tosa.const_shape  {values = dense<[576, 1, 1, 96]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %39 = tosa.const_shape  {values = dense<[96, 1, 1, 576]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %40 = tosa.const_shape  {values = dense<[1, 1, 1, 576]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %41 = tosa.const_shape  {values = dense<[160, 1, 1, 576]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %42 = tosa.const_shape  {values = dense<[1, 1, 1, 160]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %43 = tosa.const_shape  {values = dense<[960, 1, 1, 160]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %44 = tosa.const_shape  {values = dense<[1, 1, 1, 960]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %45 = tosa.const_shape  {values = dense<[160, 1, 1, 960]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %46 = tosa.const_shape  {values = dense<[320, 1, 1, 960]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %47 = tosa.const_shape  {values = dense<[1, 1, 1, 320]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %48 = tosa.const_shape  {values = dense<[1280, 1, 1, 320]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %49 = tosa.const_shape  {values = dense<[1, 1, 1, 32]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %50 = tosa.const_shape  {values = dense<[1, 1, 1, 16]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %51 = tosa.const_shape  {values = dense<[1, 1, 1, 96]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %52 = tosa.const_shape  {values = dense<[1, 1, 1, 24]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %53 = tosa.const_shape  {values = dense<[1, 1, 1, 144]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %54 = tosa.const_shape  {values = dense<[1, 1, 1, 192]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %55 = tosa.const_shape  {values = dense<[1, 1, 1, 64]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %56 = tosa.const_shape  {values = dense<[1, 1, 1, 384]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %57 = tosa.transpose %arg314 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x3x32x32xf32>) -> tensor<1x32x32x3xf32>
    %58 = tosa.transpose %arg0 {perms = array<i32: 0, 2, 3, 1>} : (tensor<32x3x3x3xf32>) -> tensor<32x3x3x3xf32>
    %59 = tosa.conv2d %57, %58, %1, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 0, 1, 0>, stride = array<i64: 2, 2>} : (tensor<1x32x32x3xf32>, tensor<32x3x3x3xf32>, tensor<32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x16x32xf32>
    %60 = tosa.add %arg159, %23 : (tensor<32xf32>, tensor<1xf32>) -> tensor<32xf32>
    %61 = tosa.rsqrt %60 : (tensor<32xf32>) -> tensor<32xf32>
    %62 = tosa.reshape %arg158, %49 : (tensor<32xf32>, !tosa.shape<4>) -> tensor<1x1x1x32xf32>
    %63 = tosa.sub %59, %62 : (tensor<1x16x16x32xf32>, tensor<1x1x1x32xf32>) -> tensor<1x16x16x32xf32>
    %64 = tosa.reshape %61, %49 : (tensor<32xf32>, !tosa.shape<4>) -> tensor<1x1x1x32xf32>
    %65 = tosa.mul %63, %64, %2 : (tensor<1x16x16x32xf32>, tensor<1x1x1x32xf32>, tensor<1xi8>) -> tensor<1x16x16x32xf32>
    %66 = tosa.reshape %arg1, %49 : (tensor<32xf32>, !tosa.shape<4>) -> tensor<1x1x1x32xf32>
    %67 = tosa.mul %65, %66, %2 : (tensor<1x16x16x32xf32>, tensor<1x1x1x32xf32>, tensor<1xi8>) -> tensor<1x16x16x32xf32>
    %68 = tosa.reshape %arg2, %49 : (tensor<32xf32>, !tosa.shape<4>) -> tensor<1x1x1x32xf32>
    %69 = tosa.add %67, %68 : (tensor<1x16x16x32xf32>, tensor<1x1x1x32xf32>) -> tensor<1x16x16x32xf32>
    %70 = tosa.maximum %69, %24 : (tensor<1x16x16x32xf32>, tensor<1x1x1x1xf32>) -> tensor<1x16x16x32xf32>
    %71 = tosa.minimum %70, %25 : (tensor<1x16x16x32xf32>, tensor<1x1x1x1xf32>) -> tensor<1x16x16x32xf32>
    %72 = tosa.transpose %arg3 {perms = array<i32: 2, 3, 0, 1>} : (tensor<32x1x3x3xf32>) -> tensor<3x3x32x1xf32>
    %73 = tosa.depthwise_conv2d %71, %72, %1, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x16x16x32xf32>, tensor<3x3x32x1xf32>, tensor<32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x16x32xf32>
    %74 = tosa.add %arg162, %23 : (tensor<32xf32>, tensor<1xf32>) -> tensor<32xf32>
    %75 = tosa.rsqrt %74 : (tensor<32xf32>) -> tensor<32xf32>
    %76 = tosa.reshape %arg161, %49 : (tensor<32xf32>, !tosa.shape<4>) -> tensor<1x1x1x32xf32>
    %77 = tosa.sub %73, %76 : (tensor<1x16x16x32xf32>, tensor<1x1x1x32xf32>) -> tensor<1x16x16x32xf32>
    %78 = tosa.reshape %75, %49 : (tensor<32xf32>, !tosa.shape<4>) -> tensor<1x1x1x32xf32>
    %79 = tosa.mul %77, %78, %2 : (tensor<1x16x16x32xf32>, tensor<1x1x1x32xf32>, tensor<1xi8>) -> tensor<1x16x16x32xf32>
    %80 = tosa.reshape %arg4, %49 : (tensor<32xf32>, !tosa.shape<4>) -> tensor<1x1x1x32xf32>
    %81 = tosa.mul %79, %80, %2 : (tensor<1x16x16x32xf32>, tensor<1x1x1x32xf32>, tensor<1xi8>) -> tensor<1x16x16x32xf32>
    %82 = tosa.reshape %arg5, %49 : (tensor<32xf32>, !tosa.shape<4>) -> tensor<1x1x1x32xf32>
    %83 = tosa.add %81, %82 : (tensor<1x16x16x32xf32>, tensor<1x1x1x32xf32>) -> tensor<1x16x16x32xf32>
    %84 = tosa.maximum %83, %24 : (tensor<1x16x16x32xf32>, tensor<1x1x1x1xf32>) -> tensor<1x16x16x32xf32>
    %85 = tosa.minimum %84, %25 : (tensor<1x16x16x32xf32>, tensor<1x1x1x1xf32>) -> tensor<1x16x16x32xf32>
    %86 = tosa.reshape %arg6, %26 : (tensor<16x32x1x1xf32>, !tosa.shape<4>) -> tensor<16x1x1x32xf32>
    %87 = tosa.conv2d %85, %86, %3, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x16x16x32xf32>, tensor<16x1x1x32xf32>, tensor<16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x16x16xf32>
    %88 = tosa.add %arg165, %23 : (tensor<16xf32>, tensor<1xf32>) -> tensor<16xf32>
    %89 = tosa.rsqrt %88 : (tensor<16xf32>) -> tensor<16xf32>
    %90 = tosa.reshape %arg164, %50 : (tensor<16xf32>, !tosa.shape<4>) -> tensor<1x1x1x16xf32>
    %91 = tosa.sub %87, %90 : (tensor<1x16x16x16xf32>, tensor<1x1x1x16xf32>) -> tensor<1x16x16x16xf32>
    %92 = tosa.reshape %89, %50 : (tensor<16xf32>, !tosa.shape<4>) -> tensor<1x1x1x16xf32>
    %93 = tosa.mul %91, %92, %2 : (tensor<1x16x16x16xf32>, tensor<1x1x1x16xf32>, tensor<1xi8>) -> tensor<1x16x16x16xf32>
    %94 = tosa.reshape %arg7, %50 : (tensor<16xf32>, !tosa.shape<4>) -> tensor<1x1x1x16xf32>
    %95 = tosa.mul %93, %94, %2 : (tensor<1x16x16x16xf32>, tensor<1x1x1x16xf32>, tensor<1xi8>) -> tensor<1x16x16x16xf32>
    %96 = tosa.reshape %arg8, %50 : (tensor<16xf32>, !tosa.shape<4>) -> tensor<1x1x1x16xf32>
    %97 = tosa.add %95, %96 : (tensor<1x16x16x16xf32>, tensor<1x1x1x16xf32>) -> tensor<1x16x16x16xf32>
    %98 = tosa.reshape %arg9, %27 : (tensor<96x16x1x1xf32>, !tosa.shape<4>) -> tensor<96x1x1x16xf32>
    %99 = tosa.conv2d %97, %98, %4, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x16x16x16xf32>, tensor<96x1x1x16xf32>, tensor<96xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x16x96xf32>
    %100 = tosa.add %arg168, %23 : (tensor<96xf32>, tensor<1xf32>) -> tensor<96xf32>
    %101 = tosa.rsqrt %100 : (tensor<96xf32>) -> tensor<96xf32>
    %102 = tosa.reshape %arg167, %51 : (tensor<96xf32>, !tosa.shape<4>) -> tensor<1x1x1x96xf32>
    %103 = tosa.sub %99, %102 : (tensor<1x16x16x96xf32>, tensor<1x1x1x96xf32>) -> tensor<1x16x16x96xf32>
    %104 = tosa.reshape %101, %51 : (tensor<96xf32>, !tosa.shape<4>) -> tensor<1x1x1x96xf32>
    %105 = tosa.mul %103, %104, %2 : (tensor<1x16x16x96xf32>, tensor<1x1x1x96xf32>, tensor<1xi8>) -> tensor<1x16x16x96xf32>
    %106 = tosa.reshape %arg10, %51 : (tensor<96xf32>, !tosa.shape<4>) -> tensor<1x1x1x96xf32>
    %107 = tosa.mul %105, %106, %2 : (tensor<1x16x16x96xf32>, tensor<1x1x1x96xf32>, tensor<1xi8>) -> tensor<1x16x16x96xf32>
    %108 = tosa.reshape %arg11, %51 : (tensor<96xf32>, !tosa.shape<4>) -> tensor<1x1x1x96xf32>
    %109 = tosa.add %107, %108 : (tensor<1x16x16x96xf32>, tensor<1x1x1x96xf32>) -> tensor<1x16x16x96xf32>
    %110 = tosa.maximum %109, %24 : (tensor<1x16x16x96xf32>, tensor<1x1x1x1xf32>) -> tensor<1x16x16x96xf32>
    %111 = tosa.minimum %110, %25 : (tensor<1x16x16x96xf32>, tensor<1x1x1x1xf32>) -> tensor<1x16x16x96xf32>
    %112 = tosa.transpose %arg12 {perms = array<i32: 2, 3, 0, 1>} : (tensor<96x1x3x3xf32>) -> tensor<3x3x96x1xf32>
    %113 = tosa.depthwise_conv2d %111, %112, %4, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 0, 1, 0>, stride = array<i64: 2, 2>} : (tensor<1x16x16x96xf32>, tensor<3x3x96x1xf32>, tensor<96xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x96xf32>
    %114 = tosa.add %arg171, %23 : (tensor<96xf32>, tensor<1xf32>) -> tensor<96xf32>
    %115 = tosa.rsqrt %114 : (tensor<96xf32>) -> tensor<96xf32>
    %116 = tosa.reshape %arg170, %51 : (tensor<96xf32>, !tosa.shape<4>) -> tensor<1x1x1x96xf32>
    %117 = tosa.sub %113, %116 : (tensor<1x8x8x96xf32>, tensor<1x1x1x96xf32>) -> tensor<1x8x8x96xf32>
    %118 = tosa.reshape %115, %51 : (tensor<96xf32>, !tosa.shape<4>) -> tensor<1x1x1x96xf32>
    %119 = tosa.mul %117, %118, %2 : (tensor<1x8x8x96xf32>, tensor<1x1x1x96xf32>, tensor<1xi8>) -> tensor<1x8x8x96xf32>
    %120 = tosa.reshape %arg13, %51 : (tensor<96xf32>, !tosa.shape<4>) -> tensor<1x1x1x96xf32>
    %121 = tosa.mul %119, %120, %2 : (tensor<1x8x8x96xf32>, tensor<1x1x1x96xf32>, tensor<1xi8>) -> tensor<1x8x8x96xf32>
    %122 = tosa.reshape %arg14, %51 : (tensor<96xf32>, !tosa.shape<4>) -> tensor<1x1x1x96xf32>
    %123 = tosa.add %121, %122 : (tensor<1x8x8x96xf32>, tensor<1x1x1x96xf32>) -> tensor<1x8x8x96xf32>
    %124 = tosa.maximum %123, %24 : (tensor<1x8x8x96xf32>, tensor<1x1x1x1xf32>) -> tensor<1x8x8x96xf32>
    %125 = tosa.minimum %124, %25 : (tensor<1x8x8x96xf32>, tensor<1x1x1x1xf32>) -> tensor<1x8x8x96xf32>
    %126 = tosa.reshape %arg15, %28 : (tensor<24x96x1x1xf32>, !tosa.shape<4>) -> tensor<24x1x1x96xf32>
    %127 = tosa.conv2d %125, %126, %5, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x96xf32>, tensor<24x1x1x96xf32>, tensor<24xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x24xf32>
    %128 = tosa.add %arg174, %23 : (tensor<24xf32>, tensor<1xf32>) -> tensor<24xf32>
    %129 = tosa.rsqrt %128 : (tensor<24xf32>) -> tensor<24xf32>
    %130 = tosa.reshape %arg173, %52 : (tensor<24xf32>, !tosa.shape<4>) -> tensor<1x1x1x24xf32>
    %131 = tosa.sub %127, %130 : (tensor<1x8x8x24xf32>, tensor<1x1x1x24xf32>) -> tensor<1x8x8x24xf32>
    %132 = tosa.reshape %129, %52 : (tensor<24xf32>, !tosa.shape<4>) -> tensor<1x1x1x24xf32>
    %133 = tosa.mul %131, %132, %2 : (tensor<1x8x8x24xf32>, tensor<1x1x1x24xf32>, tensor<1xi8>) -> tensor<1x8x8x24xf32>
    %134 = tosa.reshape %arg16, %52 : (tensor<24xf32>, !tosa.shape<4>) -> tensor<1x1x1x24xf32>
    %135 = tosa.mul %133, %134, %2 : (tensor<1x8x8x24xf32>, tensor<1x1x1x24xf32>, tensor<1xi8>) -> tensor<1x8x8x24xf32>
    %136 = tosa.reshape %arg17, %52 : (tensor<24xf32>, !tosa.shape<4>) -> tensor<1x1x1x24xf32>
    %137 = tosa.add %135, %136 : (tensor<1x8x8x24xf32>, tensor<1x1x1x24xf32>) -> tensor<1x8x8x24xf32>
    %138 = tosa.reshape %arg18, %29 : (tensor<144x24x1x1xf32>, !tosa.shape<4>) -> tensor<144x1x1x24xf32>
    %139 = tosa.conv2d %137, %138, %6, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x24xf32>, tensor<144x1x1x24xf32>, tensor<144xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x144xf32>
    %140 = tosa.add %arg177, %23 : (tensor<144xf32>, tensor<1xf32>) -> tensor<144xf32>
    %141 = tosa.rsqrt %140 : (tensor<144xf32>) -> tensor<144xf32>
    %142 = tosa.reshape %arg176, %53 : (tensor<144xf32>, !tosa.shape<4>) -> tensor<1x1x1x144xf32>
    %143 = tosa.sub %139, %142 : (tensor<1x8x8x144xf32>, tensor<1x1x1x144xf32>) -> tensor<1x8x8x144xf32>
    %144 = tosa.reshape %141, %53 : (tensor<144xf32>, !tosa.shape<4>) -> tensor<1x1x1x144xf32>
    %145 = tosa.mul %143, %144, %2 : (tensor<1x8x8x144xf32>, tensor<1x1x1x144xf32>, tensor<1xi8>) -> tensor<1x8x8x144xf32>
    %146 = tosa.reshape %arg19, %53 : (tensor<144xf32>, !tosa.shape<4>) -> tensor<1x1x1x144xf32>
    %147 = tosa.mul %145, %146, %2 : (tensor<1x8x8x144xf32>, tensor<1x1x1x144xf32>, tensor<1xi8>) -> tensor<1x8x8x144xf32>
    %148 = tosa.reshape %arg20, %53 : (tensor<144xf32>, !tosa.shape<4>) -> tensor<1x1x1x144xf32>
    %149 = tosa.add %147, %148 : (tensor<1x8x8x144xf32>, tensor<1x1x1x144xf32>) -> tensor<1x8x8x144xf32>
    %150 = tosa.maximum %149, %24 : (tensor<1x8x8x144xf32>, tensor<1x1x1x1xf32>) -> tensor<1x8x8x144xf32>
    %151 = tosa.minimum %150, %25 : (tensor<1x8x8x144xf32>, tensor<1x1x1x1xf32>) -> tensor<1x8x8x144xf32>
    %152 = tosa.transpose %arg21 {perms = array<i32: 2, 3, 0, 1>} : (tensor<144x1x3x3xf32>) -> tensor<3x3x144x1xf32>
    %153 = tosa.depthwise_conv2d %151, %152, %6, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x144xf32>, tensor<3x3x144x1xf32>, tensor<144xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x144xf32>
    %154 = tosa.add %arg180, %23 : (tensor<144xf32>, tensor<1xf32>) -> tensor<144xf32>
    %155 = tosa.rsqrt %154 : (tensor<144xf32>) -> tensor<144xf32>
    %156 = tosa.reshape %arg179, %53 : (tensor<144xf32>, !tosa.shape<4>) -> tensor<1x1x1x144xf32>
    %157 = tosa.sub %153, %156 : (tensor<1x8x8x144xf32>, tensor<1x1x1x144xf32>) -> tensor<1x8x8x144xf32>
    %158 = tosa.reshape %155, %53 : (tensor<144xf32>, !tosa.shape<4>) -> tensor<1x1x1x144xf32>
    %159 = tosa.mul %157, %158, %2 : (tensor<1x8x8x144xf32>, tensor<1x1x1x144xf32>, tensor<1xi8>) -> tensor<1x8x8x144xf32>
    %160 = tosa.reshape %arg22, %53 : (tensor<144xf32>, !tosa.shape<4>) -> tensor<1x1x1x144xf32>
    %161 = tosa.mul %159, %160, %2 : (tensor<1x8x8x144xf32>, tensor<1x1x1x144xf32>, tensor<1xi8>) -> tensor<1x8x8x144xf32>
    %162 = tosa.reshape %arg23, %53 : (tensor<144xf32>, !tosa.shape<4>) -> tensor<1x1x1x144xf32>
    %163 = tosa.add %161, %162 : (tensor<1x8x8x144xf32>, tensor<1x1x1x144xf32>) -> tensor<1x8x8x144xf32>
    %164 = tosa.maximum %163, %24 : (tensor<1x8x8x144xf32>, tensor<1x1x1x1xf32>) -> tensor<1x8x8x144xf32>
    %165 = tosa.minimum %164, %25 : (tensor<1x8x8x144xf32>, tensor<1x1x1x1xf32>) -> tensor<1x8x8x144xf32>
    %166 = tosa.reshape %arg24, %30 : (tensor<24x144x1x1xf32>, !tosa.shape<4>) -> tensor<24x1x1x144xf32>
    %167 = tosa.conv2d %165, %166, %5, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x144xf32>, tensor<24x1x1x144xf32>, tensor<24xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x24xf32>
    %168 = tosa.add %arg183, %23 : (tensor<24xf32>, tensor<1xf32>) -> tensor<24xf32>
    %169 = tosa.rsqrt %168 : (tensor<24xf32>) -> tensor<24xf32>
    %170 = tosa.reshape %arg182, %52 : (tensor<24xf32>, !tosa.shape<4>) -> tensor<1x1x1x24xf32>
    %171 = tosa.sub %167, %170 : (tensor<1x8x8x24xf32>, tensor<1x1x1x24xf32>) -> tensor<1x8x8x24xf32>
    %172 = tosa.reshape %169, %52 : (tensor<24xf32>, !tosa.shape<4>) -> tensor<1x1x1x24xf32>
    %173 = tosa.mul %171, %172, %2 : (tensor<1x8x8x24xf32>, tensor<1x1x1x24xf32>, tensor<1xi8>) -> tensor<1x8x8x24xf32>
    %174 = tosa.reshape %arg25, %52 : (tensor<24xf32>, !tosa.shape<4>) -> tensor<1x1x1x24xf32>
    %175 = tosa.mul %173, %174, %2 : (tensor<1x8x8x24xf32>, tensor<1x1x1x24xf32>, tensor<1xi8>) -> tensor<1x8x8x24xf32>
    %176 = tosa.reshape %arg26, %52 : (tensor<24xf32>, !tosa.shape<4>) -> tensor<1x1x1x24xf32>
    %177 = tosa.add %175, %176 : (tensor<1x8x8x24xf32>, tensor<1x1x1x24xf32>) -> tensor<1x8x8x24xf32>
    %178 = tosa.add %137, %177 : (tensor<1x8x8x24xf32>, tensor<1x8x8x24xf32>) -> tensor<1x8x8x24xf32>
    %179 = tosa.reshape %arg27, %29 : (tensor<144x24x1x1xf32>, !tosa.shape<4>) -> tensor<144x1x1x24xf32>
    %180 = tosa.conv2d %178, %179, %6, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x24xf32>, tensor<144x1x1x24xf32>, tensor<144xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x144xf32>
    %181 = tosa.add %arg186, %23 : (tensor<144xf32>, tensor<1xf32>) -> tensor<144xf32>
    %182 = tosa.rsqrt %181 : (tensor<144xf32>) -> tensor<144xf32>
    %183 = tosa.reshape %arg185, %53 : (tensor<144xf32>, !tosa.shape<4>) -> tensor<1x1x1x144xf32>
    %184 = tosa.sub %180, %183 : (tensor<1x8x8x144xf32>, tensor<1x1x1x144xf32>) -> tensor<1x8x8x144xf32>
    %185 = tosa.reshape %182, %53 : (tensor<144xf32>, !tosa.shape<4>) -> tensor<1x1x1x144xf32>
    %186 = tosa.mul %184, %185, %2 : (tensor<1x8x8x144xf32>, tensor<1x1x1x144xf32>, tensor<1xi8>) -> tensor<1x8x8x144xf32>
    %187 = tosa.reshape %arg28, %53 : (tensor<144xf32>, !tosa.shape<4>) -> tensor<1x1x1x144xf32>
    %188 = tosa.mul %186, %187, %2 : (tensor<1x8x8x144xf32>, tensor<1x1x1x144xf32>, tensor<1xi8>) -> tensor<1x8x8x144xf32>
    %189 = tosa.reshape %arg29, %53 : (tensor<144xf32>, !tosa.shape<4>) -> tensor<1x1x1x144xf32>
    %190 = tosa.add %188, %189 : (tensor<1x8x8x144xf32>, tensor<1x1x1x144xf32>) -> tensor<1x8x8x144xf32>
    %191 = tosa.maximum %190, %24 : (tensor<1x8x8x144xf32>, tensor<1x1x1x1xf32>) -> tensor<1x8x8x144xf32>
    %192 = tosa.minimum %191, %25 : (tensor<1x8x8x144xf32>, tensor<1x1x1x1xf32>) -> tensor<1x8x8x144xf32>
    %193 = tosa.transpose %arg30 {perms = array<i32: 2, 3, 0, 1>} : (tensor<144x1x3x3xf32>) -> tensor<3x3x144x1xf32>
    %194 = tosa.depthwise_conv2d %192, %193, %6, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 0, 1, 0>, stride = array<i64: 2, 2>} : (tensor<1x8x8x144xf32>, tensor<3x3x144x1xf32>, tensor<144xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x144xf32>
    %195 = tosa.add %arg189, %23 : (tensor<144xf32>, tensor<1xf32>) -> tensor<144xf32>
    %196 = tosa.rsqrt %195 : (tensor<144xf32>) -> tensor<144xf32>
    %197 = tosa.reshape %arg188, %53 : (tensor<144xf32>, !tosa.shape<4>) -> tensor<1x1x1x144xf32>
    %198 = tosa.sub %194, %197 : (tensor<1x4x4x144xf32>, tensor<1x1x1x144xf32>) -> tensor<1x4x4x144xf32>
    %199 = tosa.reshape %196, %53 : (tensor<144xf32>, !tosa.shape<4>) -> tensor<1x1x1x144xf32>
    %200 = tosa.mul %198, %199, %2 : (tensor<1x4x4x144xf32>, tensor<1x1x1x144xf32>, tensor<1xi8>) -> tensor<1x4x4x144xf32>
    %201 = tosa.reshape %arg31, %53 : (tensor<144xf32>, !tosa.shape<4>) -> tensor<1x1x1x144xf32>
    %202 = tosa.mul %200, %201, %2 : (tensor<1x4x4x144xf32>, tensor<1x1x1x144xf32>, tensor<1xi8>) -> tensor<1x4x4x144xf32>
    %203 = tosa.reshape %arg32, %53 : (tensor<144xf32>, !tosa.shape<4>) -> tensor<1x1x1x144xf32>
    %204 = tosa.add %202, %203 : (tensor<1x4x4x144xf32>, tensor<1x1x1x144xf32>) -> tensor<1x4x4x144xf32>
    %205 = tosa.maximum %204, %24 : (tensor<1x4x4x144xf32>, tensor<1x1x1x1xf32>) -> tensor<1x4x4x144xf32>
    %206 = tosa.minimum %205, %25 : (tensor<1x4x4x144xf32>, tensor<1x1x1x1xf32>) -> tensor<1x4x4x144xf32>
    %207 = tosa.reshape %arg33, %31 : (tensor<32x144x1x1xf32>, !tosa.shape<4>) -> tensor<32x1x1x144xf32>
    %208 = tosa.conv2d %206, %207, %1, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x144xf32>, tensor<32x1x1x144xf32>, tensor<32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x32xf32>
    %209 = tosa.add %arg192, %23 : (tensor<32xf32>, tensor<1xf32>) -> tensor<32xf32>
    %210 = tosa.rsqrt %209 : (tensor<32xf32>) -> tensor<32xf32>
    %211 = tosa.reshape %arg191, %49 : (tensor<32xf32>, !tosa.shape<4>) -> tensor<1x1x1x32xf32>
    %212 = tosa.sub %208, %211 : (tensor<1x4x4x32xf32>, tensor<1x1x1x32xf32>) -> tensor<1x4x4x32xf32>
    %213 = tosa.reshape %210, %49 : (tensor<32xf32>, !tosa.shape<4>) -> tensor<1x1x1x32xf32>
    %214 = tosa.mul %212, %213, %2 : (tensor<1x4x4x32xf32>, tensor<1x1x1x32xf32>, tensor<1xi8>) -> tensor<1x4x4x32xf32>
    %215 = tosa.reshape %arg34, %49 : (tensor<32xf32>, !tosa.shape<4>) -> tensor<1x1x1x32xf32>
    %216 = tosa.mul %214, %215, %2 : (tensor<1x4x4x32xf32>, tensor<1x1x1x32xf32>, tensor<1xi8>) -> tensor<1x4x4x32xf32>
    %217 = tosa.reshape %arg35, %49 : (tensor<32xf32>, !tosa.shape<4>) -> tensor<1x1x1x32xf32>
    %218 = tosa.add %216, %217 : (tensor<1x4x4x32xf32>, tensor<1x1x1x32xf32>) -> tensor<1x4x4x32xf32>
    %219 = tosa.reshape %arg36, %32 : (tensor<192x32x1x1xf32>, !tosa.shape<4>) -> tensor<192x1x1x32xf32>
    %220 = tosa.conv2d %218, %219, %7, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x32xf32>, tensor<192x1x1x32xf32>, tensor<192xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x192xf32>
    %221 = tosa.add %arg195, %23 : (tensor<192xf32>, tensor<1xf32>) -> tensor<192xf32>
    %222 = tosa.rsqrt %221 : (tensor<192xf32>) -> tensor<192xf32>
    %223 = tosa.reshape %arg194, %54 : (tensor<192xf32>, !tosa.shape<4>) -> tensor<1x1x1x192xf32>
    %224 = tosa.sub %220, %223 : (tensor<1x4x4x192xf32>, tensor<1x1x1x192xf32>) -> tensor<1x4x4x192xf32>
    %225 = tosa.reshape %222, %54 : (tensor<192xf32>, !tosa.shape<4>) -> tensor<1x1x1x192xf32>
    %226 = tosa.mul %224, %225, %2 : (tensor<1x4x4x192xf32>, tensor<1x1x1x192xf32>, tensor<1xi8>) -> tensor<1x4x4x192xf32>
    %227 = tosa.reshape %arg37, %54 : (tensor<192xf32>, !tosa.shape<4>) -> tensor<1x1x1x192xf32>
    %228 = tosa.mul %226, %227, %2 : (tensor<1x4x4x192xf32>, tensor<1x1x1x192xf32>, tensor<1xi8>) -> tensor<1x4x4x192xf32>
    %229 = tosa.reshape %arg38, %54 : (tensor<192xf32>, !tosa.shape<4>) -> tensor<1x1x1x192xf32>
    %230 = tosa.add %228, %229 : (tensor<1x4x4x192xf32>, tensor<1x1x1x192xf32>) -> tensor<1x4x4x192xf32>
    %231 = tosa.maximum %230, %24 : (tensor<1x4x4x192xf32>, tensor<1x1x1x1xf32>) -> tensor<1x4x4x192xf32>
    %232 = tosa.minimum %231, %25 : (tensor<1x4x4x192xf32>, tensor<1x1x1x1xf32>) -> tensor<1x4x4x192xf32>
    %233 = tosa.transpose %arg39 {perms = array<i32: 2, 3, 0, 1>} : (tensor<192x1x3x3xf32>) -> tensor<3x3x192x1xf32>
    %234 = tosa.depthwise_conv2d %232, %233, %7, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x4x4x192xf32>, tensor<3x3x192x1xf32>, tensor<192xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x192xf32>
    %235 = tosa.add %arg198, %23 : (tensor<192xf32>, tensor<1xf32>) -> tensor<192xf32>
    %236 = tosa.rsqrt %235 : (tensor<192xf32>) -> tensor<192xf32>
    %237 = tosa.reshape %arg197, %54 : (tensor<192xf32>, !tosa.shape<4>) -> tensor<1x1x1x192xf32>
    %238 = tosa.sub %234, %237 : (tensor<1x4x4x192xf32>, tensor<1x1x1x192xf32>) -> tensor<1x4x4x192xf32>
    %239 = tosa.reshape %236, %54 : (tensor<192xf32>, !tosa.shape<4>) -> tensor<1x1x1x192xf32>
    %240 = tosa.mul %238, %239, %2 : (tensor<1x4x4x192xf32>, tensor<1x1x1x192xf32>, tensor<1xi8>) -> tensor<1x4x4x192xf32>
    %241 = tosa.reshape %arg40, %54 : (tensor<192xf32>, !tosa.shape<4>) -> tensor<1x1x1x192xf32>
    %242 = tosa.mul %240, %241, %2 : (tensor<1x4x4x192xf32>, tensor<1x1x1x192xf32>, tensor<1xi8>) -> tensor<1x4x4x192xf32>
    %243 = tosa.reshape %arg41, %54 : (tensor<192xf32>, !tosa.shape<4>) -> tensor<1x1x1x192xf32>
    %244 = tosa.add %242, %243 : (tensor<1x4x4x192xf32>, tensor<1x1x1x192xf32>) -> tensor<1x4x4x192xf32>
    %245 = tosa.maximum %244, %24 : (tensor<1x4x4x192xf32>, tensor<1x1x1x1xf32>) -> tensor<1x4x4x192xf32>
    %246 = tosa.minimum %245, %25 : (tensor<1x4x4x192xf32>, tensor<1x1x1x1xf32>) -> tensor<1x4x4x192xf32>
    %247 = tosa.reshape %arg42, %33 : (tensor<32x192x1x1xf32>, !tosa.shape<4>) -> tensor<32x1x1x192xf32>
    %248 = tosa.conv2d %246, %247, %1, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x192xf32>, tensor<32x1x1x192xf32>, tensor<32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x32xf32>
    %249 = tosa.add %arg201, %23 : (tensor<32xf32>, tensor<1xf32>) -> tensor<32xf32>
    %250 = tosa.rsqrt %249 : (tensor<32xf32>) -> tensor<32xf32>
    %251 = tosa.reshape %arg200, %49 : (tensor<32xf32>, !tosa.shape<4>) -> tensor<1x1x1x32xf32>
    %252 = tosa.sub %248, %251 : (tensor<1x4x4x32xf32>, tensor<1x1x1x32xf32>) -> tensor<1x4x4x32xf32>
    %253 = tosa.reshape %250, %49 : (tensor<32xf32>, !tosa.shape<4>) -> tensor<1x1x1x32xf32>
    %254 = tosa.mul %252, %253, %2 : (tensor<1x4x4x32xf32>, tensor<1x1x1x32xf32>, tensor<1xi8>) -> tensor<1x4x4x32xf32>
    %255 = tosa.reshape %arg43, %49 : (tensor<32xf32>, !tosa.shape<4>) -> tensor<1x1x1x32xf32>
    %256 = tosa.mul %254, %255, %2 : (tensor<1x4x4x32xf32>, tensor<1x1x1x32xf32>, tensor<1xi8>) -> tensor<1x4x4x32xf32>
    %257 = tosa.reshape %arg44, %49 : (tensor<32xf32>, !tosa.shape<4>) -> tensor<1x1x1x32xf32>
    %258 = tosa.add %256, %257 : (tensor<1x4x4x32xf32>, tensor<1x1x1x32xf32>) -> tensor<1x4x4x32xf32>
    %259 = tosa.add %218, %258 : (tensor<1x4x4x32xf32>, tensor<1x4x4x32xf32>) -> tensor<1x4x4x32xf32>
    %260 = tosa.reshape %arg45, %32 : (tensor<192x32x1x1xf32>, !tosa.shape<4>) -> tensor<192x1x1x32xf32>
    %261 = tosa.conv2d %259, %260, %7, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x32xf32>, tensor<192x1x1x32xf32>, tensor<192xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x192xf32>
    %262 = tosa.add %arg204, %23 : (tensor<192xf32>, tensor<1xf32>) -> tensor<192xf32>
    %263 = tosa.rsqrt %262 : (tensor<192xf32>) -> tensor<192xf32>
    %264 = tosa.reshape %arg203, %54 : (tensor<192xf32>, !tosa.shape<4>) -> tensor<1x1x1x192xf32>
    %265 = tosa.sub %261, %264 : (tensor<1x4x4x192xf32>, tensor<1x1x1x192xf32>) -> tensor<1x4x4x192xf32>
    %266 = tosa.reshape %263, %54 : (tensor<192xf32>, !tosa.shape<4>) -> tensor<1x1x1x192xf32>
    %267 = tosa.mul %265, %266, %2 : (tensor<1x4x4x192xf32>, tensor<1x1x1x192xf32>, tensor<1xi8>) -> tensor<1x4x4x192xf32>
    %268 = tosa.reshape %arg46, %54 : (tensor<192xf32>, !tosa.shape<4>) -> tensor<1x1x1x192xf32>
    %269 = tosa.mul %267, %268, %2 : (tensor<1x4x4x192xf32>, tensor<1x1x1x192xf32>, tensor<1xi8>) -> tensor<1x4x4x192xf32>
    %270 = tosa.reshape %arg47, %54 : (tensor<192xf32>, !tosa.shape<4>) -> tensor<1x1x1x192xf32>
    %271 = tosa.add %269, %270 : (tensor<1x4x4x192xf32>, tensor<1x1x1x192xf32>) -> tensor<1x4x4x192xf32>
    %272 = tosa.maximum %271, %24 : (tensor<1x4x4x192xf32>, tensor<1x1x1x1xf32>) -> tensor<1x4x4x192xf32>
    %273 = tosa.minimum %272, %25 : (tensor<1x4x4x192xf32>, tensor<1x1x1x1xf32>) -> tensor<1x4x4x192xf32>
    %274 = tosa.transpose %arg48 {perms = array<i32: 2, 3, 0, 1>} : (tensor<192x1x3x3xf32>) -> tensor<3x3x192x1xf32>
    %275 = tosa.depthwise_conv2d %273, %274, %7, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x4x4x192xf32>, tensor<3x3x192x1xf32>, tensor<192xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x192xf32>
    %276 = tosa.add %arg207, %23 : (tensor<192xf32>, tensor<1xf32>) -> tensor<192xf32>
    %277 = tosa.rsqrt %276 : (tensor<192xf32>) -> tensor<192xf32>
    %278 = tosa.reshape %arg206, %54 : (tensor<192xf32>, !tosa.shape<4>) -> tensor<1x1x1x192xf32>
    %279 = tosa.sub %275, %278 : (tensor<1x4x4x192xf32>, tensor<1x1x1x192xf32>) -> tensor<1x4x4x192xf32>
    %280 = tosa.reshape %277, %54 : (tensor<192xf32>, !tosa.shape<4>) -> tensor<1x1x1x192xf32>
    %281 = tosa.mul %279, %280, %2 : (tensor<1x4x4x192xf32>, tensor<1x1x1x192xf32>, tensor<1xi8>) -> tensor<1x4x4x192xf32>
    %282 = tosa.reshape %arg49, %54 : (tensor<192xf32>, !tosa.shape<4>) -> tensor<1x1x1x192xf32>
    %283 = tosa.mul %281, %282, %2 : (tensor<1x4x4x192xf32>, tensor<1x1x1x192xf32>, tensor<1xi8>) -> tensor<1x4x4x192xf32>
    %284 = tosa.reshape %arg50, %54 : (tensor<192xf32>, !tosa.shape<4>) -> tensor<1x1x1x192xf32>
    %285 = tosa.add %283, %284 : (tensor<1x4x4x192xf32>, tensor<1x1x1x192xf32>) -> tensor<1x4x4x192xf32>
    %286 = tosa.maximum %285, %24 : (tensor<1x4x4x192xf32>, tensor<1x1x1x1xf32>) -> tensor<1x4x4x192xf32>
    %287 = tosa.minimum %286, %25 : (tensor<1x4x4x192xf32>, tensor<1x1x1x1xf32>) -> tensor<1x4x4x192xf32>
    %288 = tosa.reshape %arg51, %33 : (tensor<32x192x1x1xf32>, !tosa.shape<4>) -> tensor<32x1x1x192xf32>
    %289 = tosa.conv2d %287, %288, %1, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x192xf32>, tensor<32x1x1x192xf32>, tensor<32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x32xf32>
    %290 = tosa.add %arg210, %23 : (tensor<32xf32>, tensor<1xf32>) -> tensor<32xf32>
    %291 = tosa.rsqrt %290 : (tensor<32xf32>) -> tensor<32xf32>
    %292 = tosa.reshape %arg209, %49 : (tensor<32xf32>, !tosa.shape<4>) -> tensor<1x1x1x32xf32>
    %293 = tosa.sub %289, %292 : (tensor<1x4x4x32xf32>, tensor<1x1x1x32xf32>) -> tensor<1x4x4x32xf32>
    %294 = tosa.reshape %291, %49 : (tensor<32xf32>, !tosa.shape<4>) -> tensor<1x1x1x32xf32>
    %295 = tosa.mul %293, %294, %2 : (tensor<1x4x4x32xf32>, tensor<1x1x1x32xf32>, tensor<1xi8>) -> tensor<1x4x4x32xf32>
    %296 = tosa.reshape %arg52, %49 : (tensor<32xf32>, !tosa.shape<4>) -> tensor<1x1x1x32xf32>
    %297 = tosa.mul %295, %296, %2 : (tensor<1x4x4x32xf32>, tensor<1x1x1x32xf32>, tensor<1xi8>) -> tensor<1x4x4x32xf32>
    %298 = tosa.reshape %arg53, %49 : (tensor<32xf32>, !tosa.shape<4>) -> tensor<1x1x1x32xf32>
    %299 = tosa.add %297, %298 : (tensor<1x4x4x32xf32>, tensor<1x1x1x32xf32>) -> tensor<1x4x4x32xf32>
    %300 = tosa.add %259, %299 : (tensor<1x4x4x32xf32>, tensor<1x4x4x32xf32>) -> tensor<1x4x4x32xf32>
    %301 = tosa.reshape %arg54, %32 : (tensor<192x32x1x1xf32>, !tosa.shape<4>) -> tensor<192x1x1x32xf32>
    %302 = tosa.conv2d %300, %301, %7, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x32xf32>, tensor<192x1x1x32xf32>, tensor<192xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x192xf32>
    %303 = tosa.add %arg213, %23 : (tensor<192xf32>, tensor<1xf32>) -> tensor<192xf32>
    %304 = tosa.rsqrt %303 : (tensor<192xf32>) -> tensor<192xf32>
    %305 = tosa.reshape %arg212, %54 : (tensor<192xf32>, !tosa.shape<4>) -> tensor<1x1x1x192xf32>
    %306 = tosa.sub %302, %305 : (tensor<1x4x4x192xf32>, tensor<1x1x1x192xf32>) -> tensor<1x4x4x192xf32>
    %307 = tosa.reshape %304, %54 : (tensor<192xf32>, !tosa.shape<4>) -> tensor<1x1x1x192xf32>
    %308 = tosa.mul %306, %307, %2 : (tensor<1x4x4x192xf32>, tensor<1x1x1x192xf32>, tensor<1xi8>) -> tensor<1x4x4x192xf32>
    %309 = tosa.reshape %arg55, %54 : (tensor<192xf32>, !tosa.shape<4>) -> tensor<1x1x1x192xf32>
    %310 = tosa.mul %308, %309, %2 : (tensor<1x4x4x192xf32>, tensor<1x1x1x192xf32>, tensor<1xi8>) -> tensor<1x4x4x192xf32>
    %311 = tosa.reshape %arg56, %54 : (tensor<192xf32>, !tosa.shape<4>) -> tensor<1x1x1x192xf32>
    %312 = tosa.add %310, %311 : (tensor<1x4x4x192xf32>, tensor<1x1x1x192xf32>) -> tensor<1x4x4x192xf32>
    %313 = tosa.maximum %312, %24 : (tensor<1x4x4x192xf32>, tensor<1x1x1x1xf32>) -> tensor<1x4x4x192xf32>
    %314 = tosa.minimum %313, %25 : (tensor<1x4x4x192xf32>, tensor<1x1x1x1xf32>) -> tensor<1x4x4x192xf32>
    %315 = tosa.transpose %arg57 {perms = array<i32: 2, 3, 0, 1>} : (tensor<192x1x3x3xf32>) -> tensor<3x3x192x1xf32>
    %316 = tosa.depthwise_conv2d %314, %315, %7, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 0, 1, 0>, stride = array<i64: 2, 2>} : (tensor<1x4x4x192xf32>, tensor<3x3x192x1xf32>, tensor<192xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x192xf32>
    %317 = tosa.add %arg216, %23 : (tensor<192xf32>, tensor<1xf32>) -> tensor<192xf32>
    %318 = tosa.rsqrt %317 : (tensor<192xf32>) -> tensor<192xf32>
    %319 = tosa.reshape %arg215, %54 : (tensor<192xf32>, !tosa.shape<4>) -> tensor<1x1x1x192xf32>
    %320 = tosa.sub %316, %319 : (tensor<1x2x2x192xf32>, tensor<1x1x1x192xf32>) -> tensor<1x2x2x192xf32>
    %321 = tosa.reshape %318, %54 : (tensor<192xf32>, !tosa.shape<4>) -> tensor<1x1x1x192xf32>
    %322 = tosa.mul %320, %321, %2 : (tensor<1x2x2x192xf32>, tensor<1x1x1x192xf32>, tensor<1xi8>) -> tensor<1x2x2x192xf32>
    %323 = tosa.reshape %arg58, %54 : (tensor<192xf32>, !tosa.shape<4>) -> tensor<1x1x1x192xf32>
    %324 = tosa.mul %322, %323, %2 : (tensor<1x2x2x192xf32>, tensor<1x1x1x192xf32>, tensor<1xi8>) -> tensor<1x2x2x192xf32>
    %325 = tosa.reshape %arg59, %54 : (tensor<192xf32>, !tosa.shape<4>) -> tensor<1x1x1x192xf32>
    %326 = tosa.add %324, %325 : (tensor<1x2x2x192xf32>, tensor<1x1x1x192xf32>) -> tensor<1x2x2x192xf32>
    %327 = tosa.maximum %326, %24 : (tensor<1x2x2x192xf32>, tensor<1x1x1x1xf32>) -> tensor<1x2x2x192xf32>
    %328 = tosa.minimum %327, %25 : (tensor<1x2x2x192xf32>, tensor<1x1x1x1xf32>) -> tensor<1x2x2x192xf32>
    %329 = tosa.reshape %arg60, %34 : (tensor<64x192x1x1xf32>, !tosa.shape<4>) -> tensor<64x1x1x192xf32>
    %330 = tosa.conv2d %328, %329, %8, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x192xf32>, tensor<64x1x1x192xf32>, tensor<64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x64xf32>
    %331 = tosa.add %arg219, %23 : (tensor<64xf32>, tensor<1xf32>) -> tensor<64xf32>
    %332 = tosa.rsqrt %331 : (tensor<64xf32>) -> tensor<64xf32>
    %333 = tosa.reshape %arg218, %55 : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x1x1x64xf32>
    %334 = tosa.sub %330, %333 : (tensor<1x2x2x64xf32>, tensor<1x1x1x64xf32>) -> tensor<1x2x2x64xf32>
    %335 = tosa.reshape %332, %55 : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x1x1x64xf32>
    %336 = tosa.mul %334, %335, %2 : (tensor<1x2x2x64xf32>, tensor<1x1x1x64xf32>, tensor<1xi8>) -> tensor<1x2x2x64xf32>
    %337 = tosa.reshape %arg61, %55 : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x1x1x64xf32>
    %338 = tosa.mul %336, %337, %2 : (tensor<1x2x2x64xf32>, tensor<1x1x1x64xf32>, tensor<1xi8>) -> tensor<1x2x2x64xf32>
    %339 = tosa.reshape %arg62, %55 : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x1x1x64xf32>
    %340 = tosa.add %338, %339 : (tensor<1x2x2x64xf32>, tensor<1x1x1x64xf32>) -> tensor<1x2x2x64xf32>
    %341 = tosa.reshape %arg63, %35 : (tensor<384x64x1x1xf32>, !tosa.shape<4>) -> tensor<384x1x1x64xf32>
    %342 = tosa.conv2d %340, %341, %9, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x64xf32>, tensor<384x1x1x64xf32>, tensor<384xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x384xf32>
    %343 = tosa.add %arg222, %23 : (tensor<384xf32>, tensor<1xf32>) -> tensor<384xf32>
    %344 = tosa.rsqrt %343 : (tensor<384xf32>) -> tensor<384xf32>
    %345 = tosa.reshape %arg221, %56 : (tensor<384xf32>, !tosa.shape<4>) -> tensor<1x1x1x384xf32>
    %346 = tosa.sub %342, %345 : (tensor<1x2x2x384xf32>, tensor<1x1x1x384xf32>) -> tensor<1x2x2x384xf32>
    %347 = tosa.reshape %344, %56 : (tensor<384xf32>, !tosa.shape<4>) -> tensor<1x1x1x384xf32>
    %348 = tosa.mul %346, %347, %2 : (tensor<1x2x2x384xf32>, tensor<1x1x1x384xf32>, tensor<1xi8>) -> tensor<1x2x2x384xf32>
    %349 = tosa.reshape %arg64, %56 : (tensor<384xf32>, !tosa.shape<4>) -> tensor<1x1x1x384xf32>
    %350 = tosa.mul %348, %349, %2 : (tensor<1x2x2x384xf32>, tensor<1x1x1x384xf32>, tensor<1xi8>) -> tensor<1x2x2x384xf32>
    %351 = tosa.reshape %arg65, %56 : (tensor<384xf32>, !tosa.shape<4>) -> tensor<1x1x1x384xf32>
    %352 = tosa.add %350, %351 : (tensor<1x2x2x384xf32>, tensor<1x1x1x384xf32>) -> tensor<1x2x2x384xf32>
    %353 = tosa.maximum %352, %24 : (tensor<1x2x2x384xf32>, tensor<1x1x1x1xf32>) -> tensor<1x2x2x384xf32>
    %354 = tosa.minimum %353, %25 : (tensor<1x2x2x384xf32>, tensor<1x1x1x1xf32>) -> tensor<1x2x2x384xf32>
    %355 = tosa.transpose %arg66 {perms = array<i32: 2, 3, 0, 1>} : (tensor<384x1x3x3xf32>) -> tensor<3x3x384x1xf32>
    %356 = tosa.depthwise_conv2d %354, %355, %9, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x2x2x384xf32>, tensor<3x3x384x1xf32>, tensor<384xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x384xf32>
    %357 = tosa.add %arg225, %23 : (tensor<384xf32>, tensor<1xf32>) -> tensor<384xf32>
    %358 = tosa.rsqrt %357 : (tensor<384xf32>) -> tensor<384xf32>
    %359 = tosa.reshape %arg224, %56 : (tensor<384xf32>, !tosa.shape<4>) -> tensor<1x1x1x384xf32>
    %360 = tosa.sub %356, %359 : (tensor<1x2x2x384xf32>, tensor<1x1x1x384xf32>) -> tensor<1x2x2x384xf32>
    %361 = tosa.reshape %358, %56 : (tensor<384xf32>, !tosa.shape<4>) -> tensor<1x1x1x384xf32>
    %362 = tosa.mul %360, %361, %2 : (tensor<1x2x2x384xf32>, tensor<1x1x1x384xf32>, tensor<1xi8>) -> tensor<1x2x2x384xf32>
    %363 = tosa.reshape %arg67, %56 : (tensor<384xf32>, !tosa.shape<4>) -> tensor<1x1x1x384xf32>
    %364 = tosa.mul %362, %363, %2 : (tensor<1x2x2x384xf32>, tensor<1x1x1x384xf32>, tensor<1xi8>) -> tensor<1x2x2x384xf32>
    %365 = tosa.reshape %arg68, %56 : (tensor<384xf32>, !tosa.shape<4>) -> tensor<1x1x1x384xf32>
    %366 = tosa.add %364, %365 : (tensor<1x2x2x384xf32>, tensor<1x1x1x384xf32>) -> tensor<1x2x2x384xf32>
    %367 = tosa.maximum %366, %24 : (tensor<1x2x2x384xf32>, tensor<1x1x1x1xf32>) -> tensor<1x2x2x384xf32>
    %368 = tosa.minimum %367, %25 : (tensor<1x2x2x384xf32>, tensor<1x1x1x1xf32>) -> tensor<1x2x2x384xf32>
    %369 = tosa.reshape %arg69, %36 : (tensor<64x384x1x1xf32>, !tosa.shape<4>) -> tensor<64x1x1x384xf32>
    %370 = tosa.conv2d %368, %369, %8, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x384xf32>, tensor<64x1x1x384xf32>, tensor<64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x64xf32>
    %371 = tosa.add %arg228, %23 : (tensor<64xf32>, tensor<1xf32>) -> tensor<64xf32>
    %372 = tosa.rsqrt %371 : (tensor<64xf32>) -> tensor<64xf32>
    %373 = tosa.reshape %arg227, %55 : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x1x1x64xf32>
    %374 = tosa.sub %370, %373 : (tensor<1x2x2x64xf32>, tensor<1x1x1x64xf32>) -> tensor<1x2x2x64xf32>
    %375 = tosa.reshape %372, %55 : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x1x1x64xf32>
    %376 = tosa.mul %374, %375, %2 : (tensor<1x2x2x64xf32>, tensor<1x1x1x64xf32>, tensor<1xi8>) -> tensor<1x2x2x64xf32>
    %377 = tosa.reshape %arg70, %55 : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x1x1x64xf32>
    %378 = tosa.mul %376, %377, %2 : (tensor<1x2x2x64xf32>, tensor<1x1x1x64xf32>, tensor<1xi8>) -> tensor<1x2x2x64xf32>
    %379 = tosa.reshape %arg71, %55 : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x1x1x64xf32>
    %380 = tosa.add %378, %379 : (tensor<1x2x2x64xf32>, tensor<1x1x1x64xf32>) -> tensor<1x2x2x64xf32>
    %381 = tosa.add %340, %380 : (tensor<1x2x2x64xf32>, tensor<1x2x2x64xf32>) -> tensor<1x2x2x64xf32>
    %382 = tosa.reshape %arg72, %35 : (tensor<384x64x1x1xf32>, !tosa.shape<4>) -> tensor<384x1x1x64xf32>
    %383 = tosa.conv2d %381, %382, %9, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x64xf32>, tensor<384x1x1x64xf32>, tensor<384xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x384xf32>
    %384 = tosa.add %arg231, %23 : (tensor<384xf32>, tensor<1xf32>) -> tensor<384xf32>
    %385 = tosa.rsqrt %384 : (tensor<384xf32>) -> tensor<384xf32>
    %386 = tosa.reshape %arg230, %56 : (tensor<384xf32>, !tosa.shape<4>) -> tensor<1x1x1x384xf32>
    %387 = tosa.sub %383, %386 : (tensor<1x2x2x384xf32>, tensor<1x1x1x384xf32>) -> tensor<1x2x2x384xf32>
    %388 = tosa.reshape %385, %56 : (tensor<384xf32>, !tosa.shape<4>) -> tensor<1x1x1x384xf32>
    %389 = tosa.mul %387, %388, %2 : (tensor<1x2x2x384xf32>, tensor<1x1x1x384xf32>, tensor<1xi8>) -> tensor<1x2x2x384xf32>
    %390 = tosa.reshape %arg73, %56 : (tensor<384xf32>, !tosa.shape<4>) -> tensor<1x1x1x384xf32>
    %391 = tosa.mul %389, %390, %2 : (tensor<1x2x2x384xf32>, tensor<1x1x1x384xf32>, tensor<1xi8>) -> tensor<1x2x2x384xf32>
    %392 = tosa.reshape %arg74, %56 : (tensor<384xf32>, !tosa.shape<4>) -> tensor<1x1x1x384xf32>
    %393 = tosa.add %391, %392 : (tensor<1x2x2x384xf32>, tensor<1x1x1x384xf32>) -> tensor<1x2x2x384xf32>
    %394 = tosa.maximum %393, %24 : (tensor<1x2x2x384xf32>, tensor<1x1x1x1xf32>) -> tensor<1x2x2x384xf32>
    %395 = tosa.minimum %394, %25 : (tensor<1x2x2x384xf32>, tensor<1x1x1x1xf32>) -> tensor<1x2x2x384xf32>
    %396 = tosa.transpose %arg75 {perms = array<i32: 2, 3, 0, 1>} : (tensor<384x1x3x3xf32>) -> tensor<3x3x384x1xf32>
    %397 = tosa.depthwise_conv2d %395, %396, %9, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x2x2x384xf32>, tensor<3x3x384x1xf32>, tensor<384xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x384xf32>
    %398 = tosa.add %arg234, %23 : (tensor<384xf32>, tensor<1xf32>) -> tensor<384xf32>
    %399 = tosa.rsqrt %398 : (tensor<384xf32>) -> tensor<384xf32>
    %400 = tosa.reshape %arg233, %56 : (tensor<384xf32>, !tosa.shape<4>) -> tensor<1x1x1x384xf32>
    %401 = tosa.sub %397, %400 : (tensor<1x2x2x384xf32>, tensor<1x1x1x384xf32>) -> tensor<1x2x2x384xf32>
    %402 = tosa.reshape %399, %56 : (tensor<384xf32>, !tosa.shape<4>) -> tensor<1x1x1x384xf32>
    %403 = tosa.mul %401, %402, %2 : (tensor<1x2x2x384xf32>, tensor<1x1x1x384xf32>, tensor<1xi8>) -> tensor<1x2x2x384xf32>
    %404 = tosa.reshape %arg76, %56 : (tensor<384xf32>, !tosa.shape<4>) -> tensor<1x1x1x384xf32>
    %405 = tosa.mul %403, %404, %2 : (tensor<1x2x2x384xf32>, tensor<1x1x1x384xf32>, tensor<1xi8>) -> tensor<1x2x2x384xf32>
    %406 = tosa.reshape %arg77, %56 : (tensor<384xf32>, !tosa.shape<4>) -> tensor<1x1x1x384xf32>
    %407 = tosa.add %405, %406 : (tensor<1x2x2x384xf32>, tensor<1x1x1x384xf32>) -> tensor<1x2x2x384xf32>
    %408 = tosa.maximum %407, %24 : (tensor<1x2x2x384xf32>, tensor<1x1x1x1xf32>) -> tensor<1x2x2x384xf32>
    %409 = tosa.minimum %408, %25 : (tensor<1x2x2x384xf32>, tensor<1x1x1x1xf32>) -> tensor<1x2x2x384xf32>
    %410 = tosa.reshape %arg78, %36 : (tensor<64x384x1x1xf32>, !tosa.shape<4>) -> tensor<64x1x1x384xf32>
    %411 = tosa.conv2d %409, %410, %8, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x384xf32>, tensor<64x1x1x384xf32>, tensor<64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x64xf32>
    %412 = tosa.add %arg237, %23 : (tensor<64xf32>, tensor<1xf32>) -> tensor<64xf32>
    %413 = tosa.rsqrt %412 : (tensor<64xf32>) -> tensor<64xf32>
    %414 = tosa.reshape %arg236, %55 : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x1x1x64xf32>
    %415 = tosa.sub %411, %414 : (tensor<1x2x2x64xf32>, tensor<1x1x1x64xf32>) -> tensor<1x2x2x64xf32>
    %416 = tosa.reshape %413, %55 : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x1x1x64xf32>
    %417 = tosa.mul %415, %416, %2 : (tensor<1x2x2x64xf32>, tensor<1x1x1x64xf32>, tensor<1xi8>) -> tensor<1x2x2x64xf32>
    %418 = tosa.reshape %arg79, %55 : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x1x1x64xf32>
    %419 = tosa.mul %417, %418, %2 : (tensor<1x2x2x64xf32>, tensor<1x1x1x64xf32>, tensor<1xi8>) -> tensor<1x2x2x64xf32>
    %420 = tosa.reshape %arg80, %55 : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x1x1x64xf32>
    %421 = tosa.add %419, %420 : (tensor<1x2x2x64xf32>, tensor<1x1x1x64xf32>) -> tensor<1x2x2x64xf32>
    %422 = tosa.add %381, %421 : (tensor<1x2x2x64xf32>, tensor<1x2x2x64xf32>) -> tensor<1x2x2x64xf32>
    %423 = tosa.reshape %arg81, %35 : (tensor<384x64x1x1xf32>, !tosa.shape<4>) -> tensor<384x1x1x64xf32>
    %424 = tosa.conv2d %422, %423, %9, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x64xf32>, tensor<384x1x1x64xf32>, tensor<384xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x384xf32>
    %425 = tosa.add %arg240, %23 : (tensor<384xf32>, tensor<1xf32>) -> tensor<384xf32>
    %426 = tosa.rsqrt %425 : (tensor<384xf32>) -> tensor<384xf32>
    %427 = tosa.reshape %arg239, %56 : (tensor<384xf32>, !tosa.shape<4>) -> tensor<1x1x1x384xf32>
    %428 = tosa.sub %424, %427 : (tensor<1x2x2x384xf32>, tensor<1x1x1x384xf32>) -> tensor<1x2x2x384xf32>
    %429 = tosa.reshape %426, %56 : (tensor<384xf32>, !tosa.shape<4>) -> tensor<1x1x1x384xf32>
    %430 = tosa.mul %428, %429, %2 : (tensor<1x2x2x384xf32>, tensor<1x1x1x384xf32>, tensor<1xi8>) -> tensor<1x2x2x384xf32>
    %431 = tosa.reshape %arg82, %56 : (tensor<384xf32>, !tosa.shape<4>) -> tensor<1x1x1x384xf32>
    %432 = tosa.mul %430, %431, %2 : (tensor<1x2x2x384xf32>, tensor<1x1x1x384xf32>, tensor<1xi8>) -> tensor<1x2x2x384xf32>
    %433 = tosa.reshape %arg83, %56 : (tensor<384xf32>, !tosa.shape<4>) -> tensor<1x1x1x384xf32>
    %434 = tosa.add %432, %433 : (tensor<1x2x2x384xf32>, tensor<1x1x1x384xf32>) -> tensor<1x2x2x384xf32>
    %435 = tosa.maximum %434, %24 : (tensor<1x2x2x384xf32>, tensor<1x1x1x1xf32>) -> tensor<1x2x2x384xf32>
    %436 = tosa.minimum %435, %25 : (tensor<1x2x2x384xf32>, tensor<1x1x1x1xf32>) -> tensor<1x2x2x384xf32>
    %437 = tosa.transpose %arg84 {perms = array<i32: 2, 3, 0, 1>} : (tensor<384x1x3x3xf32>) -> tensor<3x3x384x1xf32>
    %438 = tosa.depthwise_conv2d %436, %437, %9, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x2x2x384xf32>, tensor<3x3x384x1xf32>, tensor<384xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x384xf32>
    %439 = tosa.add %arg243, %23 : (tensor<384xf32>, tensor<1xf32>) -> tensor<384xf32>
    %440 = tosa.rsqrt %439 : (tensor<384xf32>) -> tensor<384xf32>
    %441 = tosa.reshape %arg242, %56 : (tensor<384xf32>, !tosa.shape<4>) -> tensor<1x1x1x384xf32>
    %442 = tosa.sub %438, %441 : (tensor<1x2x2x384xf32>, tensor<1x1x1x384xf32>) -> tensor<1x2x2x384xf32>
    %443 = tosa.reshape %440, %56 : (tensor<384xf32>, !tosa.shape<4>) -> tensor<1x1x1x384xf32>
    %444 = tosa.mul %442, %443, %2 : (tensor<1x2x2x384xf32>, tensor<1x1x1x384xf32>, tensor<1xi8>) -> tensor<1x2x2x384xf32>
    %445 = tosa.reshape %arg85, %56 : (tensor<384xf32>, !tosa.shape<4>) -> tensor<1x1x1x384xf32>
    %446 = tosa.mul %444, %445, %2 : (tensor<1x2x2x384xf32>, tensor<1x1x1x384xf32>, tensor<1xi8>) -> tensor<1x2x2x384xf32>
    %447 = tosa.reshape %arg86, %56 : (tensor<384xf32>, !tosa.shape<4>) -> tensor<1x1x1x384xf32>
    %448 = tosa.add %446, %447 : (tensor<1x2x2x384xf32>, tensor<1x1x1x384xf32>) -> tensor<1x2x2x384xf32>
    %449 = tosa.maximum %448, %24 : (tensor<1x2x2x384xf32>, tensor<1x1x1x1xf32>) -> tensor<1x2x2x384xf32>
    %450 = tosa.minimum %449, %25 : (tensor<1x2x2x384xf32>, tensor<1x1x1x1xf32>) -> tensor<1x2x2x384xf32>
    %451 = tosa.reshape %arg87, %36 : (tensor<64x384x1x1xf32>, !tosa.shape<4>) -> tensor<64x1x1x384xf32>
    %452 = tosa.conv2d %450, %451, %8, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x384xf32>, tensor<64x1x1x384xf32>, tensor<64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x64xf32>
    %453 = tosa.add %arg246, %23 : (tensor<64xf32>, tensor<1xf32>) -> tensor<64xf32>
    %454 = tosa.rsqrt %453 : (tensor<64xf32>) -> tensor<64xf32>
    %455 = tosa.reshape %arg245, %55 : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x1x1x64xf32>
    %456 = tosa.sub %452, %455 : (tensor<1x2x2x64xf32>, tensor<1x1x1x64xf32>) -> tensor<1x2x2x64xf32>
    %457 = tosa.reshape %454, %55 : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x1x1x64xf32>
    %458 = tosa.mul %456, %457, %2 : (tensor<1x2x2x64xf32>, tensor<1x1x1x64xf32>, tensor<1xi8>) -> tensor<1x2x2x64xf32>
    %459 = tosa.reshape %arg88, %55 : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x1x1x64xf32>
    %460 = tosa.mul %458, %459, %2 : (tensor<1x2x2x64xf32>, tensor<1x1x1x64xf32>, tensor<1xi8>) -> tensor<1x2x2x64xf32>
    %461 = tosa.reshape %arg89, %55 : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x1x1x64xf32>
    %462 = tosa.add %460, %461 : (tensor<1x2x2x64xf32>, tensor<1x1x1x64xf32>) -> tensor<1x2x2x64xf32>
    %463 = tosa.add %422, %462 : (tensor<1x2x2x64xf32>, tensor<1x2x2x64xf32>) -> tensor<1x2x2x64xf32>
    %464 = tosa.reshape %arg90, %35 : (tensor<384x64x1x1xf32>, !tosa.shape<4>) -> tensor<384x1x1x64xf32>
    %465 = tosa.conv2d %463, %464, %9, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x64xf32>, tensor<384x1x1x64xf32>, tensor<384xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x384xf32>
    %466 = tosa.add %arg249, %23 : (tensor<384xf32>, tensor<1xf32>) -> tensor<384xf32>
    %467 = tosa.rsqrt %466 : (tensor<384xf32>) -> tensor<384xf32>
    %468 = tosa.reshape %arg248, %56 : (tensor<384xf32>, !tosa.shape<4>) -> tensor<1x1x1x384xf32>
    %469 = tosa.sub %465, %468 : (tensor<1x2x2x384xf32>, tensor<1x1x1x384xf32>) -> tensor<1x2x2x384xf32>
    %470 = tosa.reshape %467, %56 : (tensor<384xf32>, !tosa.shape<4>) -> tensor<1x1x1x384xf32>
    %471 = tosa.mul %469, %470, %2 : (tensor<1x2x2x384xf32>, tensor<1x1x1x384xf32>, tensor<1xi8>) -> tensor<1x2x2x384xf32>
    %472 = tosa.reshape %arg91, %56 : (tensor<384xf32>, !tosa.shape<4>) -> tensor<1x1x1x384xf32>
    %473 = tosa.mul %471, %472, %2 : (tensor<1x2x2x384xf32>, tensor<1x1x1x384xf32>, tensor<1xi8>) -> tensor<1x2x2x384xf32>
    %474 = tosa.reshape %arg92, %56 : (tensor<384xf32>, !tosa.shape<4>) -> tensor<1x1x1x384xf32>
    %475 = tosa.add %473, %474 : (tensor<1x2x2x384xf32>, tensor<1x1x1x384xf32>) -> tensor<1x2x2x384xf32>
    %476 = tosa.maximum %475, %24 : (tensor<1x2x2x384xf32>, tensor<1x1x1x1xf32>) -> tensor<1x2x2x384xf32>
    %477 = tosa.minimum %476, %25 : (tensor<1x2x2x384xf32>, tensor<1x1x1x1xf32>) -> tensor<1x2x2x384xf32>
    %478 = tosa.transpose %arg93 {perms = array<i32: 2, 3, 0, 1>} : (tensor<384x1x3x3xf32>) -> tensor<3x3x384x1xf32>
    %479 = tosa.depthwise_conv2d %477, %478, %9, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x2x2x384xf32>, tensor<3x3x384x1xf32>, tensor<384xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x384xf32>
    %480 = tosa.add %arg252, %23 : (tensor<384xf32>, tensor<1xf32>) -> tensor<384xf32>
    %481 = tosa.rsqrt %480 : (tensor<384xf32>) -> tensor<384xf32>
    %482 = tosa.reshape %arg251, %56 : (tensor<384xf32>, !tosa.shape<4>) -> tensor<1x1x1x384xf32>
    %483 = tosa.sub %479, %482 : (tensor<1x2x2x384xf32>, tensor<1x1x1x384xf32>) -> tensor<1x2x2x384xf32>
    %484 = tosa.reshape %481, %56 : (tensor<384xf32>, !tosa.shape<4>) -> tensor<1x1x1x384xf32>
    %485 = tosa.mul %483, %484, %2 : (tensor<1x2x2x384xf32>, tensor<1x1x1x384xf32>, tensor<1xi8>) -> tensor<1x2x2x384xf32>
    %486 = tosa.reshape %arg94, %56 : (tensor<384xf32>, !tosa.shape<4>) -> tensor<1x1x1x384xf32>
    %487 = tosa.mul %485, %486, %2 : (tensor<1x2x2x384xf32>, tensor<1x1x1x384xf32>, tensor<1xi8>) -> tensor<1x2x2x384xf32>
    %488 = tosa.reshape %arg95, %56 : (tensor<384xf32>, !tosa.shape<4>) -> tensor<1x1x1x384xf32>
    %489 = tosa.add %487, %488 : (tensor<1x2x2x384xf32>, tensor<1x1x1x384xf32>) -> tensor<1x2x2x384xf32>
    %490 = tosa.maximum %489, %24 : (tensor<1x2x2x384xf32>, tensor<1x1x1x1xf32>) -> tensor<1x2x2x384xf32>
    %491 = tosa.minimum %490, %25 : (tensor<1x2x2x384xf32>, tensor<1x1x1x1xf32>) -> tensor<1x2x2x384xf32>
    %492 = tosa.reshape %arg96, %37 : (tensor<96x384x1x1xf32>, !tosa.shape<4>) -> tensor<96x1x1x384xf32>
    %493 = tosa.conv2d %491, %492, %4, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x384xf32>, tensor<96x1x1x384xf32>, tensor<96xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x96xf32>
    %494 = tosa.add %arg255, %23 : (tensor<96xf32>, tensor<1xf32>) -> tensor<96xf32>
    %495 = tosa.rsqrt %494 : (tensor<96xf32>) -> tensor<96xf32>
    %496 = tosa.reshape %arg254, %51 : (tensor<96xf32>, !tosa.shape<4>) -> tensor<1x1x1x96xf32>
    %497 = tosa.sub %493, %496 : (tensor<1x2x2x96xf32>, tensor<1x1x1x96xf32>) -> tensor<1x2x2x96xf32>
    %498 = tosa.reshape %495, %51 : (tensor<96xf32>, !tosa.shape<4>) -> tensor<1x1x1x96xf32>
    %499 = tosa.mul %497, %498, %2 : (tensor<1x2x2x96xf32>, tensor<1x1x1x96xf32>, tensor<1xi8>) -> tensor<1x2x2x96xf32>
    %500 = tosa.reshape %arg97, %51 : (tensor<96xf32>, !tosa.shape<4>) -> tensor<1x1x1x96xf32>
    %501 = tosa.mul %499, %500, %2 : (tensor<1x2x2x96xf32>, tensor<1x1x1x96xf32>, tensor<1xi8>) -> tensor<1x2x2x96xf32>
    %502 = tosa.reshape %arg98, %51 : (tensor<96xf32>, !tosa.shape<4>) -> tensor<1x1x1x96xf32>
    %503 = tosa.add %501, %502 : (tensor<1x2x2x96xf32>, tensor<1x1x1x96xf32>) -> tensor<1x2x2x96xf32>
    %504 = tosa.reshape %arg99, %38 : (tensor<576x96x1x1xf32>, !tosa.shape<4>) -> tensor<576x1x1x96xf32>
    %505 = tosa.conv2d %503, %504, %10, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x96xf32>, tensor<576x1x1x96xf32>, tensor<576xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x576xf32>
    %506 = tosa.add %arg258, %23 : (tensor<576xf32>, tensor<1xf32>) -> tensor<576xf32>
    %507 = tosa.rsqrt %506 : (tensor<576xf32>) -> tensor<576xf32>
    %508 = tosa.reshape %arg257, %40 : (tensor<576xf32>, !tosa.shape<4>) -> tensor<1x1x1x576xf32>
    %509 = tosa.sub %505, %508 : (tensor<1x2x2x576xf32>, tensor<1x1x1x576xf32>) -> tensor<1x2x2x576xf32>
    %510 = tosa.reshape %507, %40 : (tensor<576xf32>, !tosa.shape<4>) -> tensor<1x1x1x576xf32>
    %511 = tosa.mul %509, %510, %2 : (tensor<1x2x2x576xf32>, tensor<1x1x1x576xf32>, tensor<1xi8>) -> tensor<1x2x2x576xf32>
    %512 = tosa.reshape %arg100, %40 : (tensor<576xf32>, !tosa.shape<4>) -> tensor<1x1x1x576xf32>
    %513 = tosa.mul %511, %512, %2 : (tensor<1x2x2x576xf32>, tensor<1x1x1x576xf32>, tensor<1xi8>) -> tensor<1x2x2x576xf32>
    %514 = tosa.reshape %arg101, %40 : (tensor<576xf32>, !tosa.shape<4>) -> tensor<1x1x1x576xf32>
    %515 = tosa.add %513, %514 : (tensor<1x2x2x576xf32>, tensor<1x1x1x576xf32>) -> tensor<1x2x2x576xf32>
    %516 = tosa.maximum %515, %24 : (tensor<1x2x2x576xf32>, tensor<1x1x1x1xf32>) -> tensor<1x2x2x576xf32>
    %517 = tosa.minimum %516, %25 : (tensor<1x2x2x576xf32>, tensor<1x1x1x1xf32>) -> tensor<1x2x2x576xf32>
    %518 = tosa.transpose %arg102 {perms = array<i32: 2, 3, 0, 1>} : (tensor<576x1x3x3xf32>) -> tensor<3x3x576x1xf32>
    %519 = tosa.depthwise_conv2d %517, %518, %10, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x2x2x576xf32>, tensor<3x3x576x1xf32>, tensor<576xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x576xf32>
    %520 = tosa.add %arg261, %23 : (tensor<576xf32>, tensor<1xf32>) -> tensor<576xf32>
    %521 = tosa.rsqrt %520 : (tensor<576xf32>) -> tensor<576xf32>
    %522 = tosa.reshape %arg260, %40 : (tensor<576xf32>, !tosa.shape<4>) -> tensor<1x1x1x576xf32>
    %523 = tosa.sub %519, %522 : (tensor<1x2x2x576xf32>, tensor<1x1x1x576xf32>) -> tensor<1x2x2x576xf32>
    %524 = tosa.reshape %521, %40 : (tensor<576xf32>, !tosa.shape<4>) -> tensor<1x1x1x576xf32>
    %525 = tosa.mul %523, %524, %2 : (tensor<1x2x2x576xf32>, tensor<1x1x1x576xf32>, tensor<1xi8>) -> tensor<1x2x2x576xf32>
    %526 = tosa.reshape %arg103, %40 : (tensor<576xf32>, !tosa.shape<4>) -> tensor<1x1x1x576xf32>
    %527 = tosa.mul %525, %526, %2 : (tensor<1x2x2x576xf32>, tensor<1x1x1x576xf32>, tensor<1xi8>) -> tensor<1x2x2x576xf32>
    %528 = tosa.reshape %arg104, %40 : (tensor<576xf32>, !tosa.shape<4>) -> tensor<1x1x1x576xf32>
    %529 = tosa.add %527, %528 : (tensor<1x2x2x576xf32>, tensor<1x1x1x576xf32>) -> tensor<1x2x2x576xf32>
    %530 = tosa.maximum %529, %24 : (tensor<1x2x2x576xf32>, tensor<1x1x1x1xf32>) -> tensor<1x2x2x576xf32>
    %531 = tosa.minimum %530, %25 : (tensor<1x2x2x576xf32>, tensor<1x1x1x1xf32>) -> tensor<1x2x2x576xf32>
    %532 = tosa.reshape %arg105, %39 : (tensor<96x576x1x1xf32>, !tosa.shape<4>) -> tensor<96x1x1x576xf32>
    %533 = tosa.conv2d %531, %532, %4, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x576xf32>, tensor<96x1x1x576xf32>, tensor<96xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x96xf32>
    %534 = tosa.add %arg264, %23 : (tensor<96xf32>, tensor<1xf32>) -> tensor<96xf32>
    %535 = tosa.rsqrt %534 : (tensor<96xf32>) -> tensor<96xf32>
    %536 = tosa.reshape %arg263, %51 : (tensor<96xf32>, !tosa.shape<4>) -> tensor<1x1x1x96xf32>
    %537 = tosa.sub %533, %536 : (tensor<1x2x2x96xf32>, tensor<1x1x1x96xf32>) -> tensor<1x2x2x96xf32>
    %538 = tosa.reshape %535, %51 : (tensor<96xf32>, !tosa.shape<4>) -> tensor<1x1x1x96xf32>
    %539 = tosa.mul %537, %538, %2 : (tensor<1x2x2x96xf32>, tensor<1x1x1x96xf32>, tensor<1xi8>) -> tensor<1x2x2x96xf32>
    %540 = tosa.reshape %arg106, %51 : (tensor<96xf32>, !tosa.shape<4>) -> tensor<1x1x1x96xf32>
    %541 = tosa.mul %539, %540, %2 : (tensor<1x2x2x96xf32>, tensor<1x1x1x96xf32>, tensor<1xi8>) -> tensor<1x2x2x96xf32>
    %542 = tosa.reshape %arg107, %51 : (tensor<96xf32>, !tosa.shape<4>) -> tensor<1x1x1x96xf32>
    %543 = tosa.add %541, %542 : (tensor<1x2x2x96xf32>, tensor<1x1x1x96xf32>) -> tensor<1x2x2x96xf32>
    %544 = tosa.add %503, %543 : (tensor<1x2x2x96xf32>, tensor<1x2x2x96xf32>) -> tensor<1x2x2x96xf32>
    %545 = tosa.reshape %arg108, %38 : (tensor<576x96x1x1xf32>, !tosa.shape<4>) -> tensor<576x1x1x96xf32>
    %546 = tosa.conv2d %544, %545, %10, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x96xf32>, tensor<576x1x1x96xf32>, tensor<576xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x576xf32>
    %547 = tosa.add %arg267, %23 : (tensor<576xf32>, tensor<1xf32>) -> tensor<576xf32>
    %548 = tosa.rsqrt %547 : (tensor<576xf32>) -> tensor<576xf32>
    %549 = tosa.reshape %arg266, %40 : (tensor<576xf32>, !tosa.shape<4>) -> tensor<1x1x1x576xf32>
    %550 = tosa.sub %546, %549 : (tensor<1x2x2x576xf32>, tensor<1x1x1x576xf32>) -> tensor<1x2x2x576xf32>
    %551 = tosa.reshape %548, %40 : (tensor<576xf32>, !tosa.shape<4>) -> tensor<1x1x1x576xf32>
    %552 = tosa.mul %550, %551, %2 : (tensor<1x2x2x576xf32>, tensor<1x1x1x576xf32>, tensor<1xi8>) -> tensor<1x2x2x576xf32>
    %553 = tosa.reshape %arg109, %40 : (tensor<576xf32>, !tosa.shape<4>) -> tensor<1x1x1x576xf32>
    %554 = tosa.mul %552, %553, %2 : (tensor<1x2x2x576xf32>, tensor<1x1x1x576xf32>, tensor<1xi8>) -> tensor<1x2x2x576xf32>
    %555 = tosa.reshape %arg110, %40 : (tensor<576xf32>, !tosa.shape<4>) -> tensor<1x1x1x576xf32>
    %556 = tosa.add %554, %555 : (tensor<1x2x2x576xf32>, tensor<1x1x1x576xf32>) -> tensor<1x2x2x576xf32>
    %557 = tosa.maximum %556, %24 : (tensor<1x2x2x576xf32>, tensor<1x1x1x1xf32>) -> tensor<1x2x2x576xf32>
    %558 = tosa.minimum %557, %25 : (tensor<1x2x2x576xf32>, tensor<1x1x1x1xf32>) -> tensor<1x2x2x576xf32>
    %559 = tosa.transpose %arg111 {perms = array<i32: 2, 3, 0, 1>} : (tensor<576x1x3x3xf32>) -> tensor<3x3x576x1xf32>
    %560 = tosa.depthwise_conv2d %558, %559, %10, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x2x2x576xf32>, tensor<3x3x576x1xf32>, tensor<576xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x576xf32>
    %561 = tosa.add %arg270, %23 : (tensor<576xf32>, tensor<1xf32>) -> tensor<576xf32>
    %562 = tosa.rsqrt %561 : (tensor<576xf32>) -> tensor<576xf32>
    %563 = tosa.reshape %arg269, %40 : (tensor<576xf32>, !tosa.shape<4>) -> tensor<1x1x1x576xf32>
    %564 = tosa.sub %560, %563 : (tensor<1x2x2x576xf32>, tensor<1x1x1x576xf32>) -> tensor<1x2x2x576xf32>
    %565 = tosa.reshape %562, %40 : (tensor<576xf32>, !tosa.shape<4>) -> tensor<1x1x1x576xf32>
    %566 = tosa.mul %564, %565, %2 : (tensor<1x2x2x576xf32>, tensor<1x1x1x576xf32>, tensor<1xi8>) -> tensor<1x2x2x576xf32>
    %567 = tosa.reshape %arg112, %40 : (tensor<576xf32>, !tosa.shape<4>) -> tensor<1x1x1x576xf32>
    %568 = tosa.mul %566, %567, %2 : (tensor<1x2x2x576xf32>, tensor<1x1x1x576xf32>, tensor<1xi8>) -> tensor<1x2x2x576xf32>
    %569 = tosa.reshape %arg113, %40 : (tensor<576xf32>, !tosa.shape<4>) -> tensor<1x1x1x576xf32>
    %570 = tosa.add %568, %569 : (tensor<1x2x2x576xf32>, tensor<1x1x1x576xf32>) -> tensor<1x2x2x576xf32>
    %571 = tosa.maximum %570, %24 : (tensor<1x2x2x576xf32>, tensor<1x1x1x1xf32>) -> tensor<1x2x2x576xf32>
    %572 = tosa.minimum %571, %25 : (tensor<1x2x2x576xf32>, tensor<1x1x1x1xf32>) -> tensor<1x2x2x576xf32>
    %573 = tosa.reshape %arg114, %39 : (tensor<96x576x1x1xf32>, !tosa.shape<4>) -> tensor<96x1x1x576xf32>
    %574 = tosa.conv2d %572, %573, %4, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x576xf32>, tensor<96x1x1x576xf32>, tensor<96xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x96xf32>
    %575 = tosa.add %arg273, %23 : (tensor<96xf32>, tensor<1xf32>) -> tensor<96xf32>
    %576 = tosa.rsqrt %575 : (tensor<96xf32>) -> tensor<96xf32>
    %577 = tosa.reshape %arg272, %51 : (tensor<96xf32>, !tosa.shape<4>) -> tensor<1x1x1x96xf32>
    %578 = tosa.sub %574, %577 : (tensor<1x2x2x96xf32>, tensor<1x1x1x96xf32>) -> tensor<1x2x2x96xf32>
    %579 = tosa.reshape %576, %51 : (tensor<96xf32>, !tosa.shape<4>) -> tensor<1x1x1x96xf32>
    %580 = tosa.mul %578, %579, %2 : (tensor<1x2x2x96xf32>, tensor<1x1x1x96xf32>, tensor<1xi8>) -> tensor<1x2x2x96xf32>
    %581 = tosa.reshape %arg115, %51 : (tensor<96xf32>, !tosa.shape<4>) -> tensor<1x1x1x96xf32>
    %582 = tosa.mul %580, %581, %2 : (tensor<1x2x2x96xf32>, tensor<1x1x1x96xf32>, tensor<1xi8>) -> tensor<1x2x2x96xf32>
    %583 = tosa.reshape %arg116, %51 : (tensor<96xf32>, !tosa.shape<4>) -> tensor<1x1x1x96xf32>
    %584 = tosa.add %582, %583 : (tensor<1x2x2x96xf32>, tensor<1x1x1x96xf32>) -> tensor<1x2x2x96xf32>
    %585 = tosa.add %544, %584 : (tensor<1x2x2x96xf32>, tensor<1x2x2x96xf32>) -> tensor<1x2x2x96xf32>
    %586 = tosa.reshape %arg117, %38 : (tensor<576x96x1x1xf32>, !tosa.shape<4>) -> tensor<576x1x1x96xf32>
    %587 = tosa.conv2d %585, %586, %10, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x96xf32>, tensor<576x1x1x96xf32>, tensor<576xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x576xf32>
    %588 = tosa.add %arg276, %23 : (tensor<576xf32>, tensor<1xf32>) -> tensor<576xf32>
    %589 = tosa.rsqrt %588 : (tensor<576xf32>) -> tensor<576xf32>
    %590 = tosa.reshape %arg275, %40 : (tensor<576xf32>, !tosa.shape<4>) -> tensor<1x1x1x576xf32>
    %591 = tosa.sub %587, %590 : (tensor<1x2x2x576xf32>, tensor<1x1x1x576xf32>) -> tensor<1x2x2x576xf32>
    %592 = tosa.reshape %589, %40 : (tensor<576xf32>, !tosa.shape<4>) -> tensor<1x1x1x576xf32>
    %593 = tosa.mul %591, %592, %2 : (tensor<1x2x2x576xf32>, tensor<1x1x1x576xf32>, tensor<1xi8>) -> tensor<1x2x2x576xf32>
    %594 = tosa.reshape %arg118, %40 : (tensor<576xf32>, !tosa.shape<4>) -> tensor<1x1x1x576xf32>
    %595 = tosa.mul %593, %594, %2 : (tensor<1x2x2x576xf32>, tensor<1x1x1x576xf32>, tensor<1xi8>) -> tensor<1x2x2x576xf32>
    %596 = tosa.reshape %arg119, %40 : (tensor<576xf32>, !tosa.shape<4>) -> tensor<1x1x1x576xf32>
    %597 = tosa.add %595, %596 : (tensor<1x2x2x576xf32>, tensor<1x1x1x576xf32>) -> tensor<1x2x2x576xf32>
    %598 = tosa.maximum %597, %24 : (tensor<1x2x2x576xf32>, tensor<1x1x1x1xf32>) -> tensor<1x2x2x576xf32>
    %599 = tosa.minimum %598, %25 : (tensor<1x2x2x576xf32>, tensor<1x1x1x1xf32>) -> tensor<1x2x2x576xf32>
    %600 = tosa.transpose %arg120 {perms = array<i32: 2, 3, 0, 1>} : (tensor<576x1x3x3xf32>) -> tensor<3x3x576x1xf32>
    %601 = tosa.depthwise_conv2d %599, %600, %10, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 0, 1, 0>, stride = array<i64: 2, 2>} : (tensor<1x2x2x576xf32>, tensor<3x3x576x1xf32>, tensor<576xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x1x576xf32>
    %602 = tosa.reshape %601, %11 : (tensor<1x1x1x576xf32>, !tosa.shape<4>) -> tensor<1x576x1x1xf32>
    %603 = tosa.add %arg279, %23 : (tensor<576xf32>, tensor<1xf32>) -> tensor<576xf32>
    %604 = tosa.rsqrt %603 : (tensor<576xf32>) -> tensor<576xf32>
    %605 = tosa.reshape %arg278, %11 : (tensor<576xf32>, !tosa.shape<4>) -> tensor<1x576x1x1xf32>
    %606 = tosa.sub %602, %605 : (tensor<1x576x1x1xf32>, tensor<1x576x1x1xf32>) -> tensor<1x576x1x1xf32>
    %607 = tosa.reshape %604, %11 : (tensor<576xf32>, !tosa.shape<4>) -> tensor<1x576x1x1xf32>
    %608 = tosa.mul %606, %607, %2 : (tensor<1x576x1x1xf32>, tensor<1x576x1x1xf32>, tensor<1xi8>) -> tensor<1x576x1x1xf32>
    %609 = tosa.reshape %arg121, %11 : (tensor<576xf32>, !tosa.shape<4>) -> tensor<1x576x1x1xf32>
    %610 = tosa.mul %608, %609, %2 : (tensor<1x576x1x1xf32>, tensor<1x576x1x1xf32>, tensor<1xi8>) -> tensor<1x576x1x1xf32>
    %611 = tosa.reshape %arg122, %11 : (tensor<576xf32>, !tosa.shape<4>) -> tensor<1x576x1x1xf32>
    %612 = tosa.add %610, %611 : (tensor<1x576x1x1xf32>, tensor<1x576x1x1xf32>) -> tensor<1x576x1x1xf32>
    %613 = tosa.maximum %612, %24 : (tensor<1x576x1x1xf32>, tensor<1x1x1x1xf32>) -> tensor<1x576x1x1xf32>
    %614 = tosa.minimum %613, %25 : (tensor<1x576x1x1xf32>, tensor<1x1x1x1xf32>) -> tensor<1x576x1x1xf32>
    %615 = tosa.reshape %614, %40 : (tensor<1x576x1x1xf32>, !tosa.shape<4>) -> tensor<1x1x1x576xf32>
    %616 = tosa.reshape %arg123, %41 : (tensor<160x576x1x1xf32>, !tosa.shape<4>) -> tensor<160x1x1x576xf32>
    %617 = tosa.conv2d %615, %616, %12, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x1x576xf32>, tensor<160x1x1x576xf32>, tensor<160xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x1x160xf32>
    %618 = tosa.reshape %617, %13 : (tensor<1x1x1x160xf32>, !tosa.shape<4>) -> tensor<1x160x1x1xf32>
    %619 = tosa.add %arg282, %23 : (tensor<160xf32>, tensor<1xf32>) -> tensor<160xf32>
    %620 = tosa.rsqrt %619 : (tensor<160xf32>) -> tensor<160xf32>
    %621 = tosa.reshape %arg281, %13 : (tensor<160xf32>, !tosa.shape<4>) -> tensor<1x160x1x1xf32>
    %622 = tosa.sub %618, %621 : (tensor<1x160x1x1xf32>, tensor<1x160x1x1xf32>) -> tensor<1x160x1x1xf32>
    %623 = tosa.reshape %620, %13 : (tensor<160xf32>, !tosa.shape<4>) -> tensor<1x160x1x1xf32>
    %624 = tosa.mul %622, %623, %2 : (tensor<1x160x1x1xf32>, tensor<1x160x1x1xf32>, tensor<1xi8>) -> tensor<1x160x1x1xf32>
    %625 = tosa.reshape %arg124, %13 : (tensor<160xf32>, !tosa.shape<4>) -> tensor<1x160x1x1xf32>
    %626 = tosa.mul %624, %625, %2 : (tensor<1x160x1x1xf32>, tensor<1x160x1x1xf32>, tensor<1xi8>) -> tensor<1x160x1x1xf32>
    %627 = tosa.reshape %arg125, %13 : (tensor<160xf32>, !tosa.shape<4>) -> tensor<1x160x1x1xf32>
    %628 = tosa.add %626, %627 : (tensor<1x160x1x1xf32>, tensor<1x160x1x1xf32>) -> tensor<1x160x1x1xf32>
    %629 = tosa.reshape %628, %42 : (tensor<1x160x1x1xf32>, !tosa.shape<4>) -> tensor<1x1x1x160xf32>
    %630 = tosa.reshape %arg126, %43 : (tensor<960x160x1x1xf32>, !tosa.shape<4>) -> tensor<960x1x1x160xf32>
    %631 = tosa.conv2d %629, %630, %14, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x1x160xf32>, tensor<960x1x1x160xf32>, tensor<960xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x1x960xf32>
    %632 = tosa.reshape %631, %15 : (tensor<1x1x1x960xf32>, !tosa.shape<4>) -> tensor<1x960x1x1xf32>
    %633 = tosa.add %arg285, %23 : (tensor<960xf32>, tensor<1xf32>) -> tensor<960xf32>
    %634 = tosa.rsqrt %633 : (tensor<960xf32>) -> tensor<960xf32>
    %635 = tosa.reshape %arg284, %15 : (tensor<960xf32>, !tosa.shape<4>) -> tensor<1x960x1x1xf32>
    %636 = tosa.sub %632, %635 : (tensor<1x960x1x1xf32>, tensor<1x960x1x1xf32>) -> tensor<1x960x1x1xf32>
    %637 = tosa.reshape %634, %15 : (tensor<960xf32>, !tosa.shape<4>) -> tensor<1x960x1x1xf32>
    %638 = tosa.mul %636, %637, %2 : (tensor<1x960x1x1xf32>, tensor<1x960x1x1xf32>, tensor<1xi8>) -> tensor<1x960x1x1xf32>
    %639 = tosa.reshape %arg127, %15 : (tensor<960xf32>, !tosa.shape<4>) -> tensor<1x960x1x1xf32>
    %640 = tosa.mul %638, %639, %2 : (tensor<1x960x1x1xf32>, tensor<1x960x1x1xf32>, tensor<1xi8>) -> tensor<1x960x1x1xf32>
    %641 = tosa.reshape %arg128, %15 : (tensor<960xf32>, !tosa.shape<4>) -> tensor<1x960x1x1xf32>
    %642 = tosa.add %640, %641 : (tensor<1x960x1x1xf32>, tensor<1x960x1x1xf32>) -> tensor<1x960x1x1xf32>
    %643 = tosa.maximum %642, %24 : (tensor<1x960x1x1xf32>, tensor<1x1x1x1xf32>) -> tensor<1x960x1x1xf32>
    %644 = tosa.minimum %643, %25 : (tensor<1x960x1x1xf32>, tensor<1x1x1x1xf32>) -> tensor<1x960x1x1xf32>
    %645 = tosa.reshape %644, %44 : (tensor<1x960x1x1xf32>, !tosa.shape<4>) -> tensor<1x1x1x960xf32>
    %646 = tosa.transpose %arg129 {perms = array<i32: 2, 3, 0, 1>} : (tensor<960x1x3x3xf32>) -> tensor<3x3x960x1xf32>
    %647 = tosa.depthwise_conv2d %645, %646, %14, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x1x1x960xf32>, tensor<3x3x960x1xf32>, tensor<960xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x1x960xf32>
    %648 = tosa.reshape %647, %15 : (tensor<1x1x1x960xf32>, !tosa.shape<4>) -> tensor<1x960x1x1xf32>
    %649 = tosa.add %arg288, %23 : (tensor<960xf32>, tensor<1xf32>) -> tensor<960xf32>
    %650 = tosa.rsqrt %649 : (tensor<960xf32>) -> tensor<960xf32>
    %651 = tosa.reshape %arg287, %15 : (tensor<960xf32>, !tosa.shape<4>) -> tensor<1x960x1x1xf32>
    %652 = tosa.sub %648, %651 : (tensor<1x960x1x1xf32>, tensor<1x960x1x1xf32>) -> tensor<1x960x1x1xf32>
    %653 = tosa.reshape %650, %15 : (tensor<960xf32>, !tosa.shape<4>) -> tensor<1x960x1x1xf32>
    %654 = tosa.mul %652, %653, %2 : (tensor<1x960x1x1xf32>, tensor<1x960x1x1xf32>, tensor<1xi8>) -> tensor<1x960x1x1xf32>
    %655 = tosa.reshape %arg130, %15 : (tensor<960xf32>, !tosa.shape<4>) -> tensor<1x960x1x1xf32>
    %656 = tosa.mul %654, %655, %2 : (tensor<1x960x1x1xf32>, tensor<1x960x1x1xf32>, tensor<1xi8>) -> tensor<1x960x1x1xf32>
    %657 = tosa.reshape %arg131, %15 : (tensor<960xf32>, !tosa.shape<4>) -> tensor<1x960x1x1xf32>
    %658 = tosa.add %656, %657 : (tensor<1x960x1x1xf32>, tensor<1x960x1x1xf32>) -> tensor<1x960x1x1xf32>
    %659 = tosa.maximum %658, %24 : (tensor<1x960x1x1xf32>, tensor<1x1x1x1xf32>) -> tensor<1x960x1x1xf32>
    %660 = tosa.minimum %659, %25 : (tensor<1x960x1x1xf32>, tensor<1x1x1x1xf32>) -> tensor<1x960x1x1xf32>
    %661 = tosa.reshape %660, %44 : (tensor<1x960x1x1xf32>, !tosa.shape<4>) -> tensor<1x1x1x960xf32>
    %662 = tosa.reshape %arg132, %45 : (tensor<160x960x1x1xf32>, !tosa.shape<4>) -> tensor<160x1x1x960xf32>
    %663 = tosa.conv2d %661, %662, %12, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x1x960xf32>, tensor<160x1x1x960xf32>, tensor<160xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x1x160xf32>
    %664 = tosa.reshape %663, %13 : (tensor<1x1x1x160xf32>, !tosa.shape<4>) -> tensor<1x160x1x1xf32>
    %665 = tosa.add %arg291, %23 : (tensor<160xf32>, tensor<1xf32>) -> tensor<160xf32>
    %666 = tosa.rsqrt %665 : (tensor<160xf32>) -> tensor<160xf32>
    %667 = tosa.reshape %arg290, %13 : (tensor<160xf32>, !tosa.shape<4>) -> tensor<1x160x1x1xf32>
    %668 = tosa.sub %664, %667 : (tensor<1x160x1x1xf32>, tensor<1x160x1x1xf32>) -> tensor<1x160x1x1xf32>
    %669 = tosa.reshape %666, %13 : (tensor<160xf32>, !tosa.shape<4>) -> tensor<1x160x1x1xf32>
    %670 = tosa.mul %668, %669, %2 : (tensor<1x160x1x1xf32>, tensor<1x160x1x1xf32>, tensor<1xi8>) -> tensor<1x160x1x1xf32>
    %671 = tosa.reshape %arg133, %13 : (tensor<160xf32>, !tosa.shape<4>) -> tensor<1x160x1x1xf32>
    %672 = tosa.mul %670, %671, %2 : (tensor<1x160x1x1xf32>, tensor<1x160x1x1xf32>, tensor<1xi8>) -> tensor<1x160x1x1xf32>
    %673 = tosa.reshape %arg134, %13 : (tensor<160xf32>, !tosa.shape<4>) -> tensor<1x160x1x1xf32>
    %674 = tosa.add %672, %673 : (tensor<1x160x1x1xf32>, tensor<1x160x1x1xf32>) -> tensor<1x160x1x1xf32>
    %675 = tosa.add %628, %674 : (tensor<1x160x1x1xf32>, tensor<1x160x1x1xf32>) -> tensor<1x160x1x1xf32>
    %676 = tosa.reshape %675, %42 : (tensor<1x160x1x1xf32>, !tosa.shape<4>) -> tensor<1x1x1x160xf32>
    %677 = tosa.reshape %arg135, %43 : (tensor<960x160x1x1xf32>, !tosa.shape<4>) -> tensor<960x1x1x160xf32>
    %678 = tosa.conv2d %676, %677, %14, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x1x160xf32>, tensor<960x1x1x160xf32>, tensor<960xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x1x960xf32>
    %679 = tosa.reshape %678, %15 : (tensor<1x1x1x960xf32>, !tosa.shape<4>) -> tensor<1x960x1x1xf32>
    %680 = tosa.add %arg294, %23 : (tensor<960xf32>, tensor<1xf32>) -> tensor<960xf32>
    %681 = tosa.rsqrt %680 : (tensor<960xf32>) -> tensor<960xf32>
    %682 = tosa.reshape %arg293, %15 : (tensor<960xf32>, !tosa.shape<4>) -> tensor<1x960x1x1xf32>
    %683 = tosa.sub %679, %682 : (tensor<1x960x1x1xf32>, tensor<1x960x1x1xf32>) -> tensor<1x960x1x1xf32>
    %684 = tosa.reshape %681, %15 : (tensor<960xf32>, !tosa.shape<4>) -> tensor<1x960x1x1xf32>
    %685 = tosa.mul %683, %684, %2 : (tensor<1x960x1x1xf32>, tensor<1x960x1x1xf32>, tensor<1xi8>) -> tensor<1x960x1x1xf32>
    %686 = tosa.reshape %arg136, %15 : (tensor<960xf32>, !tosa.shape<4>) -> tensor<1x960x1x1xf32>
    %687 = tosa.mul %685, %686, %2 : (tensor<1x960x1x1xf32>, tensor<1x960x1x1xf32>, tensor<1xi8>) -> tensor<1x960x1x1xf32>
    %688 = tosa.reshape %arg137, %15 : (tensor<960xf32>, !tosa.shape<4>) -> tensor<1x960x1x1xf32>
    %689 = tosa.add %687, %688 : (tensor<1x960x1x1xf32>, tensor<1x960x1x1xf32>) -> tensor<1x960x1x1xf32>
    %690 = tosa.maximum %689, %24 : (tensor<1x960x1x1xf32>, tensor<1x1x1x1xf32>) -> tensor<1x960x1x1xf32>
    %691 = tosa.minimum %690, %25 : (tensor<1x960x1x1xf32>, tensor<1x1x1x1xf32>) -> tensor<1x960x1x1xf32>
    %692 = tosa.reshape %691, %44 : (tensor<1x960x1x1xf32>, !tosa.shape<4>) -> tensor<1x1x1x960xf32>
    %693 = tosa.transpose %arg138 {perms = array<i32: 2, 3, 0, 1>} : (tensor<960x1x3x3xf32>) -> tensor<3x3x960x1xf32>
    %694 = tosa.depthwise_conv2d %692, %693, %14, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x1x1x960xf32>, tensor<3x3x960x1xf32>, tensor<960xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x1x960xf32>
    %695 = tosa.reshape %694, %15 : (tensor<1x1x1x960xf32>, !tosa.shape<4>) -> tensor<1x960x1x1xf32>
    %696 = tosa.add %arg297, %23 : (tensor<960xf32>, tensor<1xf32>) -> tensor<960xf32>
    %697 = tosa.rsqrt %696 : (tensor<960xf32>) -> tensor<960xf32>
    %698 = tosa.reshape %arg296, %15 : (tensor<960xf32>, !tosa.shape<4>) -> tensor<1x960x1x1xf32>
    %699 = tosa.sub %695, %698 : (tensor<1x960x1x1xf32>, tensor<1x960x1x1xf32>) -> tensor<1x960x1x1xf32>
    %700 = tosa.reshape %697, %15 : (tensor<960xf32>, !tosa.shape<4>) -> tensor<1x960x1x1xf32>
    %701 = tosa.mul %699, %700, %2 : (tensor<1x960x1x1xf32>, tensor<1x960x1x1xf32>, tensor<1xi8>) -> tensor<1x960x1x1xf32>
    %702 = tosa.reshape %arg139, %15 : (tensor<960xf32>, !tosa.shape<4>) -> tensor<1x960x1x1xf32>
    %703 = tosa.mul %701, %702, %2 : (tensor<1x960x1x1xf32>, tensor<1x960x1x1xf32>, tensor<1xi8>) -> tensor<1x960x1x1xf32>
    %704 = tosa.reshape %arg140, %15 : (tensor<960xf32>, !tosa.shape<4>) -> tensor<1x960x1x1xf32>
    %705 = tosa.add %703, %704 : (tensor<1x960x1x1xf32>, tensor<1x960x1x1xf32>) -> tensor<1x960x1x1xf32>
    %706 = tosa.maximum %705, %24 : (tensor<1x960x1x1xf32>, tensor<1x1x1x1xf32>) -> tensor<1x960x1x1xf32>
    %707 = tosa.minimum %706, %25 : (tensor<1x960x1x1xf32>, tensor<1x1x1x1xf32>) -> tensor<1x960x1x1xf32>
    %708 = tosa.reshape %707, %44 : (tensor<1x960x1x1xf32>, !tosa.shape<4>) -> tensor<1x1x1x960xf32>
    %709 = tosa.reshape %arg141, %45 : (tensor<160x960x1x1xf32>, !tosa.shape<4>) -> tensor<160x1x1x960xf32>
    %710 = tosa.conv2d %708, %709, %12, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x1x960xf32>, tensor<160x1x1x960xf32>, tensor<160xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x1x160xf32>
    %711 = tosa.reshape %710, %13 : (tensor<1x1x1x160xf32>, !tosa.shape<4>) -> tensor<1x160x1x1xf32>
    %712 = tosa.add %arg300, %23 : (tensor<160xf32>, tensor<1xf32>) -> tensor<160xf32>
    %713 = tosa.rsqrt %712 : (tensor<160xf32>) -> tensor<160xf32>
    %714 = tosa.reshape %arg299, %13 : (tensor<160xf32>, !tosa.shape<4>) -> tensor<1x160x1x1xf32>
    %715 = tosa.sub %711, %714 : (tensor<1x160x1x1xf32>, tensor<1x160x1x1xf32>) -> tensor<1x160x1x1xf32>
    %716 = tosa.reshape %713, %13 : (tensor<160xf32>, !tosa.shape<4>) -> tensor<1x160x1x1xf32>
    %717 = tosa.mul %715, %716, %2 : (tensor<1x160x1x1xf32>, tensor<1x160x1x1xf32>, tensor<1xi8>) -> tensor<1x160x1x1xf32>
    %718 = tosa.reshape %arg142, %13 : (tensor<160xf32>, !tosa.shape<4>) -> tensor<1x160x1x1xf32>
    %719 = tosa.mul %717, %718, %2 : (tensor<1x160x1x1xf32>, tensor<1x160x1x1xf32>, tensor<1xi8>) -> tensor<1x160x1x1xf32>
    %720 = tosa.reshape %arg143, %13 : (tensor<160xf32>, !tosa.shape<4>) -> tensor<1x160x1x1xf32>
    %721 = tosa.add %719, %720 : (tensor<1x160x1x1xf32>, tensor<1x160x1x1xf32>) -> tensor<1x160x1x1xf32>
    %722 = tosa.add %675, %721 : (tensor<1x160x1x1xf32>, tensor<1x160x1x1xf32>) -> tensor<1x160x1x1xf32>
    %723 = tosa.reshape %722, %42 : (tensor<1x160x1x1xf32>, !tosa.shape<4>) -> tensor<1x1x1x160xf32>
    %724 = tosa.reshape %arg144, %43 : (tensor<960x160x1x1xf32>, !tosa.shape<4>) -> tensor<960x1x1x160xf32>
    %725 = tosa.conv2d %723, %724, %14, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x1x160xf32>, tensor<960x1x1x160xf32>, tensor<960xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x1x960xf32>
    %726 = tosa.reshape %725, %15 : (tensor<1x1x1x960xf32>, !tosa.shape<4>) -> tensor<1x960x1x1xf32>
    %727 = tosa.add %arg303, %23 : (tensor<960xf32>, tensor<1xf32>) -> tensor<960xf32>
    %728 = tosa.rsqrt %727 : (tensor<960xf32>) -> tensor<960xf32>
    %729 = tosa.reshape %arg302, %15 : (tensor<960xf32>, !tosa.shape<4>) -> tensor<1x960x1x1xf32>
    %730 = tosa.sub %726, %729 : (tensor<1x960x1x1xf32>, tensor<1x960x1x1xf32>) -> tensor<1x960x1x1xf32>
    %731 = tosa.reshape %728, %15 : (tensor<960xf32>, !tosa.shape<4>) -> tensor<1x960x1x1xf32>
    %732 = tosa.mul %730, %731, %2 : (tensor<1x960x1x1xf32>, tensor<1x960x1x1xf32>, tensor<1xi8>) -> tensor<1x960x1x1xf32>
    %733 = tosa.reshape %arg145, %15 : (tensor<960xf32>, !tosa.shape<4>) -> tensor<1x960x1x1xf32>
    %734 = tosa.mul %732, %733, %2 : (tensor<1x960x1x1xf32>, tensor<1x960x1x1xf32>, tensor<1xi8>) -> tensor<1x960x1x1xf32>
    %735 = tosa.reshape %arg146, %15 : (tensor<960xf32>, !tosa.shape<4>) -> tensor<1x960x1x1xf32>
    %736 = tosa.add %734, %735 : (tensor<1x960x1x1xf32>, tensor<1x960x1x1xf32>) -> tensor<1x960x1x1xf32>
    %737 = tosa.maximum %736, %24 : (tensor<1x960x1x1xf32>, tensor<1x1x1x1xf32>) -> tensor<1x960x1x1xf32>
    %738 = tosa.minimum %737, %25 : (tensor<1x960x1x1xf32>, tensor<1x1x1x1xf32>) -> tensor<1x960x1x1xf32>
    %739 = tosa.reshape %738, %44 : (tensor<1x960x1x1xf32>, !tosa.shape<4>) -> tensor<1x1x1x960xf32>
    %740 = tosa.transpose %arg147 {perms = array<i32: 2, 3, 0, 1>} : (tensor<960x1x3x3xf32>) -> tensor<3x3x960x1xf32>
    %741 = tosa.depthwise_conv2d %739, %740, %14, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x1x1x960xf32>, tensor<3x3x960x1xf32>, tensor<960xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x1x960xf32>
    %742 = tosa.reshape %741, %15 : (tensor<1x1x1x960xf32>, !tosa.shape<4>) -> tensor<1x960x1x1xf32>
    %743 = tosa.add %arg306, %23 : (tensor<960xf32>, tensor<1xf32>) -> tensor<960xf32>
    %744 = tosa.rsqrt %743 : (tensor<960xf32>) -> tensor<960xf32>
    %745 = tosa.reshape %arg305, %15 : (tensor<960xf32>, !tosa.shape<4>) -> tensor<1x960x1x1xf32>
    %746 = tosa.sub %742, %745 : (tensor<1x960x1x1xf32>, tensor<1x960x1x1xf32>) -> tensor<1x960x1x1xf32>
    %747 = tosa.reshape %744, %15 : (tensor<960xf32>, !tosa.shape<4>) -> tensor<1x960x1x1xf32>
    %748 = tosa.mul %746, %747, %2 : (tensor<1x960x1x1xf32>, tensor<1x960x1x1xf32>, tensor<1xi8>) -> tensor<1x960x1x1xf32>
    %749 = tosa.reshape %arg148, %15 : (tensor<960xf32>, !tosa.shape<4>) -> tensor<1x960x1x1xf32>
    %750 = tosa.mul %748, %749, %2 : (tensor<1x960x1x1xf32>, tensor<1x960x1x1xf32>, tensor<1xi8>) -> tensor<1x960x1x1xf32>
    %751 = tosa.reshape %arg149, %15 : (tensor<960xf32>, !tosa.shape<4>) -> tensor<1x960x1x1xf32>
    %752 = tosa.add %750, %751 : (tensor<1x960x1x1xf32>, tensor<1x960x1x1xf32>) -> tensor<1x960x1x1xf32>
    %753 = tosa.maximum %752, %24 : (tensor<1x960x1x1xf32>, tensor<1x1x1x1xf32>) -> tensor<1x960x1x1xf32>
    %754 = tosa.minimum %753, %25 : (tensor<1x960x1x1xf32>, tensor<1x1x1x1xf32>) -> tensor<1x960x1x1xf32>
    %755 = tosa.reshape %754, %44 : (tensor<1x960x1x1xf32>, !tosa.shape<4>) -> tensor<1x1x1x960xf32>
    %756 = tosa.reshape %arg150, %46 : (tensor<320x960x1x1xf32>, !tosa.shape<4>) -> tensor<320x1x1x960xf32>
    %757 = tosa.conv2d %755, %756, %16, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x1x960xf32>, tensor<320x1x1x960xf32>, tensor<320xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x1x320xf32>
    %758 = tosa.reshape %757, %17 : (tensor<1x1x1x320xf32>, !tosa.shape<4>) -> tensor<1x320x1x1xf32>
    %759 = tosa.add %arg309, %23 : (tensor<320xf32>, tensor<1xf32>) -> tensor<320xf32>
    %760 = tosa.rsqrt %759 : (tensor<320xf32>) -> tensor<320xf32>
    %761 = tosa.reshape %arg308, %17 : (tensor<320xf32>, !tosa.shape<4>) -> tensor<1x320x1x1xf32>
    %762 = tosa.sub %758, %761 : (tensor<1x320x1x1xf32>, tensor<1x320x1x1xf32>) -> tensor<1x320x1x1xf32>
    %763 = tosa.reshape %760, %17 : (tensor<320xf32>, !tosa.shape<4>) -> tensor<1x320x1x1xf32>
    %764 = tosa.mul %762, %763, %2 : (tensor<1x320x1x1xf32>, tensor<1x320x1x1xf32>, tensor<1xi8>) -> tensor<1x320x1x1xf32>
    %765 = tosa.reshape %arg151, %17 : (tensor<320xf32>, !tosa.shape<4>) -> tensor<1x320x1x1xf32>
    %766 = tosa.mul %764, %765, %2 : (tensor<1x320x1x1xf32>, tensor<1x320x1x1xf32>, tensor<1xi8>) -> tensor<1x320x1x1xf32>
    %767 = tosa.reshape %arg152, %17 : (tensor<320xf32>, !tosa.shape<4>) -> tensor<1x320x1x1xf32>
    %768 = tosa.add %766, %767 : (tensor<1x320x1x1xf32>, tensor<1x320x1x1xf32>) -> tensor<1x320x1x1xf32>
    %769 = tosa.reshape %768, %47 : (tensor<1x320x1x1xf32>, !tosa.shape<4>) -> tensor<1x1x1x320xf32>
    %770 = tosa.reshape %arg153, %48 : (tensor<1280x320x1x1xf32>, !tosa.shape<4>) -> tensor<1280x1x1x320xf32>
    %771 = tosa.conv2d %769, %770, %18, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x1x320xf32>, tensor<1280x1x1x320xf32>, tensor<1280xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x1x1280xf32>
    %772 = tosa.reshape %771, %19 : (tensor<1x1x1x1280xf32>, !tosa.shape<4>) -> tensor<1x1280x1x1xf32>
    %773 = tosa.add %arg312, %23 : (tensor<1280xf32>, tensor<1xf32>) -> tensor<1280xf32>
    %774 = tosa.rsqrt %773 : (tensor<1280xf32>) -> tensor<1280xf32>
    %775 = tosa.reshape %arg311, %19 : (tensor<1280xf32>, !tosa.shape<4>) -> tensor<1x1280x1x1xf32>
    %776 = tosa.sub %772, %775 : (tensor<1x1280x1x1xf32>, tensor<1x1280x1x1xf32>) -> tensor<1x1280x1x1xf32>
    %777 = tosa.reshape %774, %19 : (tensor<1280xf32>, !tosa.shape<4>) -> tensor<1x1280x1x1xf32>
    %778 = tosa.mul %776, %777, %2 : (tensor<1x1280x1x1xf32>, tensor<1x1280x1x1xf32>, tensor<1xi8>) -> tensor<1x1280x1x1xf32>
    %779 = tosa.reshape %arg154, %19 : (tensor<1280xf32>, !tosa.shape<4>) -> tensor<1x1280x1x1xf32>
    %780 = tosa.mul %778, %779, %2 : (tensor<1x1280x1x1xf32>, tensor<1x1280x1x1xf32>, tensor<1xi8>) -> tensor<1x1280x1x1xf32>
    %781 = tosa.reshape %arg155, %19 : (tensor<1280xf32>, !tosa.shape<4>) -> tensor<1x1280x1x1xf32>
    %782 = tosa.add %780, %781 : (tensor<1x1280x1x1xf32>, tensor<1x1280x1x1xf32>) -> tensor<1x1280x1x1xf32>
    %783 = tosa.maximum %782, %24 : (tensor<1x1280x1x1xf32>, tensor<1x1x1x1xf32>) -> tensor<1x1280x1x1xf32>
    %784 = tosa.minimum %783, %25 : (tensor<1x1280x1x1xf32>, tensor<1x1x1x1xf32>) -> tensor<1x1280x1x1xf32>
    %785 = tosa.transpose %arg156 {perms = array<i32: 1, 0>} : (tensor<10x1280xf32>) -> tensor<1280x10xf32>
    %786 = tosa.reshape %784, %20 : (tensor<1x1280x1x1xf32>, !tosa.shape<3>) -> tensor<1x1x1280xf32>
    %787 = tosa.reshape %785, %21 : (tensor<1280x10xf32>, !tosa.shape<3>) -> tensor<1x1280x10xf32>
    %788 = tosa.matmul %786, %787, %0, %0 : (tensor<1x1x1280xf32>, tensor<1x1280x10xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x10xf32>
    %789 = tosa.reshape %788, %22 : (tensor<1x1x10xf32>, !tosa.shape<2>) -> tensor<1x10xf32>
    %790 = tosa.reshape %arg157, %22 : (tensor<10xf32>, !tosa.shape<2>) -> tensor<1x10xf32>
    %791 = tosa.add %789, %790 : (tensor<1x10xf32>, tensor<1x10xf32>) -> tensor<1x10xf32>
    return %791 : tensor<1x10xf32>
  }
}
