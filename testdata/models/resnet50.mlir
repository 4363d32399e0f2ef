// Imported by `defuse import` from /work/main/testdata/models/src/zoo.py:resnet50 (torch 2.15.0, torch-mlir 20261001).
// Each entry argument carries its name (defuse.name) and a domain chosen
// from what it is; override one with --input NAME=SPEC (globs work).
// DEFUSE-INPUT: conv1.weight=uniform(-0.0824786,0.0824786)                        // Conv2d weight: +-1/sqrt(fan-in 147)
// DEFUSE-INPUT: bn1.weight=uniform(0.8,1.2)                                       // BatchNorm2d scale: near 1
// DEFUSE-INPUT: bn1.bias=normal(0,0.05)                                           // BatchNorm2d shift: small
// DEFUSE-INPUT: layer1.0.conv1.weight=uniform(-0.125,0.125)                       // Conv2d weight: +-1/sqrt(fan-in 64)
// DEFUSE-INPUT: layer1.0.bn1.weight=uniform(0.8,1.2)                              // BatchNorm2d scale: near 1
// DEFUSE-INPUT: layer1.0.bn1.bias=normal(0,0.05)                                  // BatchNorm2d shift: small
// DEFUSE-INPUT: layer1.0.conv2.weight=uniform(-0.0416667,0.0416667)               // Conv2d weight: +-1/sqrt(fan-in 576)
// DEFUSE-INPUT: layer1.0.bn2.weight=uniform(0.8,1.2)                              // BatchNorm2d scale: near 1
// DEFUSE-INPUT: layer1.0.bn2.bias=normal(0,0.05)                                  // BatchNorm2d shift: small
// DEFUSE-INPUT: layer1.0.conv3.weight=uniform(-0.125,0.125)                       // Conv2d weight: +-1/sqrt(fan-in 64)
// DEFUSE-INPUT: layer1.0.bn3.weight=uniform(0.8,1.2)                              // BatchNorm2d scale: near 1
// DEFUSE-INPUT: layer1.0.bn3.bias=normal(0,0.05)                                  // BatchNorm2d shift: small
// DEFUSE-INPUT: layer1.0.downsample.0.weight=uniform(-0.125,0.125)                // Conv2d weight: +-1/sqrt(fan-in 64)
// DEFUSE-INPUT: layer1.0.downsample.1.weight=uniform(0.8,1.2)                     // BatchNorm2d scale: near 1
// DEFUSE-INPUT: layer1.0.downsample.1.bias=normal(0,0.05)                         // BatchNorm2d shift: small
// DEFUSE-INPUT: layer1.1.conv1.weight=uniform(-0.0625,0.0625)                     // Conv2d weight: +-1/sqrt(fan-in 256)
// DEFUSE-INPUT: layer1.1.bn1.weight=uniform(0.8,1.2)                              // BatchNorm2d scale: near 1
// DEFUSE-INPUT: layer1.1.bn1.bias=normal(0,0.05)                                  // BatchNorm2d shift: small
// DEFUSE-INPUT: layer1.1.conv2.weight=uniform(-0.0416667,0.0416667)               // Conv2d weight: +-1/sqrt(fan-in 576)
// DEFUSE-INPUT: layer1.1.bn2.weight=uniform(0.8,1.2)                              // BatchNorm2d scale: near 1
// DEFUSE-INPUT: layer1.1.bn2.bias=normal(0,0.05)                                  // BatchNorm2d shift: small
// DEFUSE-INPUT: layer1.1.conv3.weight=uniform(-0.125,0.125)                       // Conv2d weight: +-1/sqrt(fan-in 64)
// DEFUSE-INPUT: layer1.1.bn3.weight=uniform(0.8,1.2)                              // BatchNorm2d scale: near 1
// DEFUSE-INPUT: layer1.1.bn3.bias=normal(0,0.05)                                  // BatchNorm2d shift: small
// DEFUSE-INPUT: layer1.2.conv1.weight=uniform(-0.0625,0.0625)                     // Conv2d weight: +-1/sqrt(fan-in 256)
// DEFUSE-INPUT: layer1.2.bn1.weight=uniform(0.8,1.2)                              // BatchNorm2d scale: near 1
// DEFUSE-INPUT: layer1.2.bn1.bias=normal(0,0.05)                                  // BatchNorm2d shift: small
// DEFUSE-INPUT: layer1.2.conv2.weight=uniform(-0.0416667,0.0416667)               // Conv2d weight: +-1/sqrt(fan-in 576)
// DEFUSE-INPUT: layer1.2.bn2.weight=uniform(0.8,1.2)                              // BatchNorm2d scale: near 1
// DEFUSE-INPUT: layer1.2.bn2.bias=normal(0,0.05)                                  // BatchNorm2d shift: small
// DEFUSE-INPUT: layer1.2.conv3.weight=uniform(-0.125,0.125)                       // Conv2d weight: +-1/sqrt(fan-in 64)
// DEFUSE-INPUT: layer1.2.bn3.weight=uniform(0.8,1.2)                              // BatchNorm2d scale: near 1
// DEFUSE-INPUT: layer1.2.bn3.bias=normal(0,0.05)                                  // BatchNorm2d shift: small
// DEFUSE-INPUT: layer2.0.conv1.weight=uniform(-0.0625,0.0625)                     // Conv2d weight: +-1/sqrt(fan-in 256)
// DEFUSE-INPUT: layer2.0.bn1.weight=uniform(0.8,1.2)                              // BatchNorm2d scale: near 1
// DEFUSE-INPUT: layer2.0.bn1.bias=normal(0,0.05)                                  // BatchNorm2d shift: small
// DEFUSE-INPUT: layer2.0.conv2.weight=uniform(-0.0294628,0.0294628)               // Conv2d weight: +-1/sqrt(fan-in 1152)
// DEFUSE-INPUT: layer2.0.bn2.weight=uniform(0.8,1.2)                              // BatchNorm2d scale: near 1
// DEFUSE-INPUT: layer2.0.bn2.bias=normal(0,0.05)                                  // BatchNorm2d shift: small
// DEFUSE-INPUT: layer2.0.conv3.weight=uniform(-0.0883883,0.0883883)               // Conv2d weight: +-1/sqrt(fan-in 128)
// DEFUSE-INPUT: layer2.0.bn3.weight=uniform(0.8,1.2)                              // BatchNorm2d scale: near 1
// DEFUSE-INPUT: layer2.0.bn3.bias=normal(0,0.05)                                  // BatchNorm2d shift: small
// DEFUSE-INPUT: layer2.0.downsample.0.weight=uniform(-0.0625,0.0625)              // Conv2d weight: +-1/sqrt(fan-in 256)
// DEFUSE-INPUT: layer2.0.downsample.1.weight=uniform(0.8,1.2)                     // BatchNorm2d scale: near 1
// DEFUSE-INPUT: layer2.0.downsample.1.bias=normal(0,0.05)                         // BatchNorm2d shift: small
// DEFUSE-INPUT: layer2.1.conv1.weight=uniform(-0.0441942,0.0441942)               // Conv2d weight: +-1/sqrt(fan-in 512)
// DEFUSE-INPUT: layer2.1.bn1.weight=uniform(0.8,1.2)                              // BatchNorm2d scale: near 1
// DEFUSE-INPUT: layer2.1.bn1.bias=normal(0,0.05)                                  // BatchNorm2d shift: small
// DEFUSE-INPUT: layer2.1.conv2.weight=uniform(-0.0294628,0.0294628)               // Conv2d weight: +-1/sqrt(fan-in 1152)
// DEFUSE-INPUT: layer2.1.bn2.weight=uniform(0.8,1.2)                              // BatchNorm2d scale: near 1
// DEFUSE-INPUT: layer2.1.bn2.bias=normal(0,0.05)                                  // BatchNorm2d shift: small
// DEFUSE-INPUT: layer2.1.conv3.weight=uniform(-0.0883883,0.0883883)               // Conv2d weight: +-1/sqrt(fan-in 128)
// DEFUSE-INPUT: layer2.1.bn3.weight=uniform(0.8,1.2)                              // BatchNorm2d scale: near 1
// DEFUSE-INPUT: layer2.1.bn3.bias=normal(0,0.05)                                  // BatchNorm2d shift: small
// DEFUSE-INPUT: layer2.2.conv1.weight=uniform(-0.0441942,0.0441942)               // Conv2d weight: +-1/sqrt(fan-in 512)
// DEFUSE-INPUT: layer2.2.bn1.weight=uniform(0.8,1.2)                              // BatchNorm2d scale: near 1
// DEFUSE-INPUT: layer2.2.bn1.bias=normal(0,0.05)                                  // BatchNorm2d shift: small
// DEFUSE-INPUT: layer2.2.conv2.weight=uniform(-0.0294628,0.0294628)               // Conv2d weight: +-1/sqrt(fan-in 1152)
// DEFUSE-INPUT: layer2.2.bn2.weight=uniform(0.8,1.2)                              // BatchNorm2d scale: near 1
// DEFUSE-INPUT: layer2.2.bn2.bias=normal(0,0.05)                                  // BatchNorm2d shift: small
// DEFUSE-INPUT: layer2.2.conv3.weight=uniform(-0.0883883,0.0883883)               // Conv2d weight: +-1/sqrt(fan-in 128)
// DEFUSE-INPUT: layer2.2.bn3.weight=uniform(0.8,1.2)                              // BatchNorm2d scale: near 1
// DEFUSE-INPUT: layer2.2.bn3.bias=normal(0,0.05)                                  // BatchNorm2d shift: small
// DEFUSE-INPUT: layer2.3.conv1.weight=uniform(-0.0441942,0.0441942)               // Conv2d weight: +-1/sqrt(fan-in 512)
// DEFUSE-INPUT: layer2.3.bn1.weight=uniform(0.8,1.2)                              // BatchNorm2d scale: near 1
// DEFUSE-INPUT: layer2.3.bn1.bias=normal(0,0.05)                                  // BatchNorm2d shift: small
// DEFUSE-INPUT: layer2.3.conv2.weight=uniform(-0.0294628,0.0294628)               // Conv2d weight: +-1/sqrt(fan-in 1152)
// DEFUSE-INPUT: layer2.3.bn2.weight=uniform(0.8,1.2)                              // BatchNorm2d scale: near 1
// DEFUSE-INPUT: layer2.3.bn2.bias=normal(0,0.05)                                  // BatchNorm2d shift: small
// DEFUSE-INPUT: layer2.3.conv3.weight=uniform(-0.0883883,0.0883883)               // Conv2d weight: +-1/sqrt(fan-in 128)
// DEFUSE-INPUT: layer2.3.bn3.weight=uniform(0.8,1.2)                              // BatchNorm2d scale: near 1
// DEFUSE-INPUT: layer2.3.bn3.bias=normal(0,0.05)                                  // BatchNorm2d shift: small
// DEFUSE-INPUT: layer3.0.conv1.weight=uniform(-0.0441942,0.0441942)               // Conv2d weight: +-1/sqrt(fan-in 512)
// DEFUSE-INPUT: layer3.0.bn1.weight=uniform(0.8,1.2)                              // BatchNorm2d scale: near 1
// DEFUSE-INPUT: layer3.0.bn1.bias=normal(0,0.05)                                  // BatchNorm2d shift: small
// DEFUSE-INPUT: layer3.0.conv2.weight=uniform(-0.0208333,0.0208333)               // Conv2d weight: +-1/sqrt(fan-in 2304)
// DEFUSE-INPUT: layer3.0.bn2.weight=uniform(0.8,1.2)                              // BatchNorm2d scale: near 1
// DEFUSE-INPUT: layer3.0.bn2.bias=normal(0,0.05)                                  // BatchNorm2d shift: small
// DEFUSE-INPUT: layer3.0.conv3.weight=uniform(-0.0625,0.0625)                     // Conv2d weight: +-1/sqrt(fan-in 256)
// DEFUSE-INPUT: layer3.0.bn3.weight=uniform(0.8,1.2)                              // BatchNorm2d scale: near 1
// DEFUSE-INPUT: layer3.0.bn3.bias=normal(0,0.05)                                  // BatchNorm2d shift: small
// DEFUSE-INPUT: layer3.0.downsample.0.weight=uniform(-0.0441942,0.0441942)        // Conv2d weight: +-1/sqrt(fan-in 512)
// DEFUSE-INPUT: layer3.0.downsample.1.weight=uniform(0.8,1.2)                     // BatchNorm2d scale: near 1
// DEFUSE-INPUT: layer3.0.downsample.1.bias=normal(0,0.05)                         // BatchNorm2d shift: small
// DEFUSE-INPUT: layer3.1.conv1.weight=uniform(-0.03125,0.03125)                   // Conv2d weight: +-1/sqrt(fan-in 1024)
// DEFUSE-INPUT: layer3.1.bn1.weight=uniform(0.8,1.2)                              // BatchNorm2d scale: near 1
// DEFUSE-INPUT: layer3.1.bn1.bias=normal(0,0.05)                                  // BatchNorm2d shift: small
// DEFUSE-INPUT: layer3.1.conv2.weight=uniform(-0.0208333,0.0208333)               // Conv2d weight: +-1/sqrt(fan-in 2304)
// DEFUSE-INPUT: layer3.1.bn2.weight=uniform(0.8,1.2)                              // BatchNorm2d scale: near 1
// DEFUSE-INPUT: layer3.1.bn2.bias=normal(0,0.05)                                  // BatchNorm2d shift: small
// DEFUSE-INPUT: layer3.1.conv3.weight=uniform(-0.0625,0.0625)                     // Conv2d weight: +-1/sqrt(fan-in 256)
// DEFUSE-INPUT: layer3.1.bn3.weight=uniform(0.8,1.2)                              // BatchNorm2d scale: near 1
// DEFUSE-INPUT: layer3.1.bn3.bias=normal(0,0.05)                                  // BatchNorm2d shift: small
// DEFUSE-INPUT: layer3.2.conv1.weight=uniform(-0.03125,0.03125)                   // Conv2d weight: +-1/sqrt(fan-in 1024)
// DEFUSE-INPUT: layer3.2.bn1.weight=uniform(0.8,1.2)                              // BatchNorm2d scale: near 1
// DEFUSE-INPUT: layer3.2.bn1.bias=normal(0,0.05)                                  // BatchNorm2d shift: small
// DEFUSE-INPUT: layer3.2.conv2.weight=uniform(-0.0208333,0.0208333)               // Conv2d weight: +-1/sqrt(fan-in 2304)
// DEFUSE-INPUT: layer3.2.bn2.weight=uniform(0.8,1.2)                              // BatchNorm2d scale: near 1
// DEFUSE-INPUT: layer3.2.bn2.bias=normal(0,0.05)                                  // BatchNorm2d shift: small
// DEFUSE-INPUT: layer3.2.conv3.weight=uniform(-0.0625,0.0625)                     // Conv2d weight: +-1/sqrt(fan-in 256)
// DEFUSE-INPUT: layer3.2.bn3.weight=uniform(0.8,1.2)                              // BatchNorm2d scale: near 1
// DEFUSE-INPUT: layer3.2.bn3.bias=normal(0,0.05)                                  // BatchNorm2d shift: small
// DEFUSE-INPUT: layer3.3.conv1.weight=uniform(-0.03125,0.03125)                   // Conv2d weight: +-1/sqrt(fan-in 1024)
// DEFUSE-INPUT: layer3.3.bn1.weight=uniform(0.8,1.2)                              // BatchNorm2d scale: near 1
// DEFUSE-INPUT: layer3.3.bn1.bias=normal(0,0.05)                                  // BatchNorm2d shift: small
// DEFUSE-INPUT: layer3.3.conv2.weight=uniform(-0.0208333,0.0208333)               // Conv2d weight: +-1/sqrt(fan-in 2304)
// DEFUSE-INPUT: layer3.3.bn2.weight=uniform(0.8,1.2)                              // BatchNorm2d scale: near 1
// DEFUSE-INPUT: layer3.3.bn2.bias=normal(0,0.05)                                  // BatchNorm2d shift: small
// DEFUSE-INPUT: layer3.3.conv3.weight=uniform(-0.0625,0.0625)                     // Conv2d weight: +-1/sqrt(fan-in 256)
// DEFUSE-INPUT: layer3.3.bn3.weight=uniform(0.8,1.2)                              // BatchNorm2d scale: near 1
// DEFUSE-INPUT: layer3.3.bn3.bias=normal(0,0.05)                                  // BatchNorm2d shift: small
// DEFUSE-INPUT: layer3.4.conv1.weight=uniform(-0.03125,0.03125)                   // Conv2d weight: +-1/sqrt(fan-in 1024)
// DEFUSE-INPUT: layer3.4.bn1.weight=uniform(0.8,1.2)                              // BatchNorm2d scale: near 1
// DEFUSE-INPUT: layer3.4.bn1.bias=normal(0,0.05)                                  // BatchNorm2d shift: small
// DEFUSE-INPUT: layer3.4.conv2.weight=uniform(-0.0208333,0.0208333)               // Conv2d weight: +-1/sqrt(fan-in 2304)
// DEFUSE-INPUT: layer3.4.bn2.weight=uniform(0.8,1.2)                              // BatchNorm2d scale: near 1
// DEFUSE-INPUT: layer3.4.bn2.bias=normal(0,0.05)                                  // BatchNorm2d shift: small
// DEFUSE-INPUT: layer3.4.conv3.weight=uniform(-0.0625,0.0625)                     // Conv2d weight: +-1/sqrt(fan-in 256)
// DEFUSE-INPUT: layer3.4.bn3.weight=uniform(0.8,1.2)                              // BatchNorm2d scale: near 1
// DEFUSE-INPUT: layer3.4.bn3.bias=normal(0,0.05)                                  // BatchNorm2d shift: small
// DEFUSE-INPUT: layer3.5.conv1.weight=uniform(-0.03125,0.03125)                   // Conv2d weight: +-1/sqrt(fan-in 1024)
// DEFUSE-INPUT: layer3.5.bn1.weight=uniform(0.8,1.2)                              // BatchNorm2d scale: near 1
// DEFUSE-INPUT: layer3.5.bn1.bias=normal(0,0.05)                                  // BatchNorm2d shift: small
// DEFUSE-INPUT: layer3.5.conv2.weight=uniform(-0.0208333,0.0208333)               // Conv2d weight: +-1/sqrt(fan-in 2304)
// DEFUSE-INPUT: layer3.5.bn2.weight=uniform(0.8,1.2)                              // BatchNorm2d scale: near 1
// DEFUSE-INPUT: layer3.5.bn2.bias=normal(0,0.05)                                  // BatchNorm2d shift: small
// DEFUSE-INPUT: layer3.5.conv3.weight=uniform(-0.0625,0.0625)                     // Conv2d weight: +-1/sqrt(fan-in 256)
// DEFUSE-INPUT: layer3.5.bn3.weight=uniform(0.8,1.2)                              // BatchNorm2d scale: near 1
// DEFUSE-INPUT: layer3.5.bn3.bias=normal(0,0.05)                                  // BatchNorm2d shift: small
// DEFUSE-INPUT: layer4.0.conv1.weight=uniform(-0.03125,0.03125)                   // Conv2d weight: +-1/sqrt(fan-in 1024)
// DEFUSE-INPUT: layer4.0.bn1.weight=uniform(0.8,1.2)                              // BatchNorm2d scale: near 1
// DEFUSE-INPUT: layer4.0.bn1.bias=normal(0,0.05)                                  // BatchNorm2d shift: small
// DEFUSE-INPUT: layer4.0.conv2.weight=uniform(-0.0147314,0.0147314)               // Conv2d weight: +-1/sqrt(fan-in 4608)
// DEFUSE-INPUT: layer4.0.bn2.weight=uniform(0.8,1.2)                              // BatchNorm2d scale: near 1
// DEFUSE-INPUT: layer4.0.bn2.bias=normal(0,0.05)                                  // BatchNorm2d shift: small
// DEFUSE-INPUT: layer4.0.conv3.weight=uniform(-0.0441942,0.0441942)               // Conv2d weight: +-1/sqrt(fan-in 512)
// DEFUSE-INPUT: layer4.0.bn3.weight=uniform(0.8,1.2)                              // BatchNorm2d scale: near 1
// DEFUSE-INPUT: layer4.0.bn3.bias=normal(0,0.05)                                  // BatchNorm2d shift: small
// DEFUSE-INPUT: layer4.0.downsample.0.weight=uniform(-0.03125,0.03125)            // Conv2d weight: +-1/sqrt(fan-in 1024)
// DEFUSE-INPUT: layer4.0.downsample.1.weight=uniform(0.8,1.2)                     // BatchNorm2d scale: near 1
// DEFUSE-INPUT: layer4.0.downsample.1.bias=normal(0,0.05)                         // BatchNorm2d shift: small
// DEFUSE-INPUT: layer4.1.conv1.weight=uniform(-0.0220971,0.0220971)               // Conv2d weight: +-1/sqrt(fan-in 2048)
// DEFUSE-INPUT: layer4.1.bn1.weight=uniform(0.8,1.2)                              // BatchNorm2d scale: near 1
// DEFUSE-INPUT: layer4.1.bn1.bias=normal(0,0.05)                                  // BatchNorm2d shift: small
// DEFUSE-INPUT: layer4.1.conv2.weight=uniform(-0.0147314,0.0147314)               // Conv2d weight: +-1/sqrt(fan-in 4608)
// DEFUSE-INPUT: layer4.1.bn2.weight=uniform(0.8,1.2)                              // BatchNorm2d scale: near 1
// DEFUSE-INPUT: layer4.1.bn2.bias=normal(0,0.05)                                  // BatchNorm2d shift: small
// DEFUSE-INPUT: layer4.1.conv3.weight=uniform(-0.0441942,0.0441942)               // Conv2d weight: +-1/sqrt(fan-in 512)
// DEFUSE-INPUT: layer4.1.bn3.weight=uniform(0.8,1.2)                              // BatchNorm2d scale: near 1
// DEFUSE-INPUT: layer4.1.bn3.bias=normal(0,0.05)                                  // BatchNorm2d shift: small
// DEFUSE-INPUT: layer4.2.conv1.weight=uniform(-0.0220971,0.0220971)               // Conv2d weight: +-1/sqrt(fan-in 2048)
// DEFUSE-INPUT: layer4.2.bn1.weight=uniform(0.8,1.2)                              // BatchNorm2d scale: near 1
// DEFUSE-INPUT: layer4.2.bn1.bias=normal(0,0.05)                                  // BatchNorm2d shift: small
// DEFUSE-INPUT: layer4.2.conv2.weight=uniform(-0.0147314,0.0147314)               // Conv2d weight: +-1/sqrt(fan-in 4608)
// DEFUSE-INPUT: layer4.2.bn2.weight=uniform(0.8,1.2)                              // BatchNorm2d scale: near 1
// DEFUSE-INPUT: layer4.2.bn2.bias=normal(0,0.05)                                  // BatchNorm2d shift: small
// DEFUSE-INPUT: layer4.2.conv3.weight=uniform(-0.0441942,0.0441942)               // Conv2d weight: +-1/sqrt(fan-in 512)
// DEFUSE-INPUT: layer4.2.bn3.weight=uniform(0.8,1.2)                              // BatchNorm2d scale: near 1
// DEFUSE-INPUT: layer4.2.bn3.bias=normal(0,0.05)                                  // BatchNorm2d shift: small
// DEFUSE-INPUT: fc.weight=uniform(-0.0220971,0.0220971)                           // Linear weight: +-1/sqrt(fan-in 2048)
// DEFUSE-INPUT: fc.bias=uniform(-0.0220971,0.0220971)                             // Linear bias: +-1/sqrt(fan-in 2048)
// DEFUSE-INPUT: bn1.running_mean=normal(0,0.1)                                    // BatchNorm2d mean
// DEFUSE-INPUT: bn1.running_var=uniform(0.5,2)                                    // BatchNorm2d variance: positive
// DEFUSE-INPUT: bn1.num_batches_tracked=int(0,0)                                  // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: layer1.0.bn1.running_mean=normal(0,0.1)                           // BatchNorm2d mean
// DEFUSE-INPUT: layer1.0.bn1.running_var=uniform(0.5,2)                           // BatchNorm2d variance: positive
// DEFUSE-INPUT: layer1.0.bn1.num_batches_tracked=int(0,0)                         // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: layer1.0.bn2.running_mean=normal(0,0.1)                           // BatchNorm2d mean
// DEFUSE-INPUT: layer1.0.bn2.running_var=uniform(0.5,2)                           // BatchNorm2d variance: positive
// DEFUSE-INPUT: layer1.0.bn2.num_batches_tracked=int(0,0)                         // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: layer1.0.bn3.running_mean=normal(0,0.1)                           // BatchNorm2d mean
// DEFUSE-INPUT: layer1.0.bn3.running_var=uniform(0.5,2)                           // BatchNorm2d variance: positive
// DEFUSE-INPUT: layer1.0.bn3.num_batches_tracked=int(0,0)                         // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: layer1.0.downsample.1.running_mean=normal(0,0.1)                  // BatchNorm2d mean
// DEFUSE-INPUT: layer1.0.downsample.1.running_var=uniform(0.5,2)                  // BatchNorm2d variance: positive
// DEFUSE-INPUT: layer1.0.downsample.1.num_batches_tracked=int(0,0)                // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: layer1.1.bn1.running_mean=normal(0,0.1)                           // BatchNorm2d mean
// DEFUSE-INPUT: layer1.1.bn1.running_var=uniform(0.5,2)                           // BatchNorm2d variance: positive
// DEFUSE-INPUT: layer1.1.bn1.num_batches_tracked=int(0,0)                         // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: layer1.1.bn2.running_mean=normal(0,0.1)                           // BatchNorm2d mean
// DEFUSE-INPUT: layer1.1.bn2.running_var=uniform(0.5,2)                           // BatchNorm2d variance: positive
// DEFUSE-INPUT: layer1.1.bn2.num_batches_tracked=int(0,0)                         // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: layer1.1.bn3.running_mean=normal(0,0.1)                           // BatchNorm2d mean
// DEFUSE-INPUT: layer1.1.bn3.running_var=uniform(0.5,2)                           // BatchNorm2d variance: positive
// DEFUSE-INPUT: layer1.1.bn3.num_batches_tracked=int(0,0)                         // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: layer1.2.bn1.running_mean=normal(0,0.1)                           // BatchNorm2d mean
// DEFUSE-INPUT: layer1.2.bn1.running_var=uniform(0.5,2)                           // BatchNorm2d variance: positive
// DEFUSE-INPUT: layer1.2.bn1.num_batches_tracked=int(0,0)                         // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: layer1.2.bn2.running_mean=normal(0,0.1)                           // BatchNorm2d mean
// DEFUSE-INPUT: layer1.2.bn2.running_var=uniform(0.5,2)                           // BatchNorm2d variance: positive
// DEFUSE-INPUT: layer1.2.bn2.num_batches_tracked=int(0,0)                         // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: layer1.2.bn3.running_mean=normal(0,0.1)                           // BatchNorm2d mean
// DEFUSE-INPUT: layer1.2.bn3.running_var=uniform(0.5,2)                           // BatchNorm2d variance: positive
// DEFUSE-INPUT: layer1.2.bn3.num_batches_tracked=int(0,0)                         // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: layer2.0.bn1.running_mean=normal(0,0.1)                           // BatchNorm2d mean
// DEFUSE-INPUT: layer2.0.bn1.running_var=uniform(0.5,2)                           // BatchNorm2d variance: positive
// DEFUSE-INPUT: layer2.0.bn1.num_batches_tracked=int(0,0)                         // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: layer2.0.bn2.running_mean=normal(0,0.1)                           // BatchNorm2d mean
// DEFUSE-INPUT: layer2.0.bn2.running_var=uniform(0.5,2)                           // BatchNorm2d variance: positive
// DEFUSE-INPUT: layer2.0.bn2.num_batches_tracked=int(0,0)                         // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: layer2.0.bn3.running_mean=normal(0,0.1)                           // BatchNorm2d mean
// DEFUSE-INPUT: layer2.0.bn3.running_var=uniform(0.5,2)                           // BatchNorm2d variance: positive
// DEFUSE-INPUT: layer2.0.bn3.num_batches_tracked=int(0,0)                         // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: layer2.0.downsample.1.running_mean=normal(0,0.1)                  // BatchNorm2d mean
// DEFUSE-INPUT: layer2.0.downsample.1.running_var=uniform(0.5,2)                  // BatchNorm2d variance: positive
// DEFUSE-INPUT: layer2.0.downsample.1.num_batches_tracked=int(0,0)                // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: layer2.1.bn1.running_mean=normal(0,0.1)                           // BatchNorm2d mean
// DEFUSE-INPUT: layer2.1.bn1.running_var=uniform(0.5,2)                           // BatchNorm2d variance: positive
// DEFUSE-INPUT: layer2.1.bn1.num_batches_tracked=int(0,0)                         // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: layer2.1.bn2.running_mean=normal(0,0.1)                           // BatchNorm2d mean
// DEFUSE-INPUT: layer2.1.bn2.running_var=uniform(0.5,2)                           // BatchNorm2d variance: positive
// DEFUSE-INPUT: layer2.1.bn2.num_batches_tracked=int(0,0)                         // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: layer2.1.bn3.running_mean=normal(0,0.1)                           // BatchNorm2d mean
// DEFUSE-INPUT: layer2.1.bn3.running_var=uniform(0.5,2)                           // BatchNorm2d variance: positive
// DEFUSE-INPUT: layer2.1.bn3.num_batches_tracked=int(0,0)                         // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: layer2.2.bn1.running_mean=normal(0,0.1)                           // BatchNorm2d mean
// DEFUSE-INPUT: layer2.2.bn1.running_var=uniform(0.5,2)                           // BatchNorm2d variance: positive
// DEFUSE-INPUT: layer2.2.bn1.num_batches_tracked=int(0,0)                         // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: layer2.2.bn2.running_mean=normal(0,0.1)                           // BatchNorm2d mean
// DEFUSE-INPUT: layer2.2.bn2.running_var=uniform(0.5,2)                           // BatchNorm2d variance: positive
// DEFUSE-INPUT: layer2.2.bn2.num_batches_tracked=int(0,0)                         // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: layer2.2.bn3.running_mean=normal(0,0.1)                           // BatchNorm2d mean
// DEFUSE-INPUT: layer2.2.bn3.running_var=uniform(0.5,2)                           // BatchNorm2d variance: positive
// DEFUSE-INPUT: layer2.2.bn3.num_batches_tracked=int(0,0)                         // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: layer2.3.bn1.running_mean=normal(0,0.1)                           // BatchNorm2d mean
// DEFUSE-INPUT: layer2.3.bn1.running_var=uniform(0.5,2)                           // BatchNorm2d variance: positive
// DEFUSE-INPUT: layer2.3.bn1.num_batches_tracked=int(0,0)                         // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: layer2.3.bn2.running_mean=normal(0,0.1)                           // BatchNorm2d mean
// DEFUSE-INPUT: layer2.3.bn2.running_var=uniform(0.5,2)                           // BatchNorm2d variance: positive
// DEFUSE-INPUT: layer2.3.bn2.num_batches_tracked=int(0,0)                         // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: layer2.3.bn3.running_mean=normal(0,0.1)                           // BatchNorm2d mean
// DEFUSE-INPUT: layer2.3.bn3.running_var=uniform(0.5,2)                           // BatchNorm2d variance: positive
// DEFUSE-INPUT: layer2.3.bn3.num_batches_tracked=int(0,0)                         // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: layer3.0.bn1.running_mean=normal(0,0.1)                           // BatchNorm2d mean
// DEFUSE-INPUT: layer3.0.bn1.running_var=uniform(0.5,2)                           // BatchNorm2d variance: positive
// DEFUSE-INPUT: layer3.0.bn1.num_batches_tracked=int(0,0)                         // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: layer3.0.bn2.running_mean=normal(0,0.1)                           // BatchNorm2d mean
// DEFUSE-INPUT: layer3.0.bn2.running_var=uniform(0.5,2)                           // BatchNorm2d variance: positive
// DEFUSE-INPUT: layer3.0.bn2.num_batches_tracked=int(0,0)                         // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: layer3.0.bn3.running_mean=normal(0,0.1)                           // BatchNorm2d mean
// DEFUSE-INPUT: layer3.0.bn3.running_var=uniform(0.5,2)                           // BatchNorm2d variance: positive
// DEFUSE-INPUT: layer3.0.bn3.num_batches_tracked=int(0,0)                         // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: layer3.0.downsample.1.running_mean=normal(0,0.1)                  // BatchNorm2d mean
// DEFUSE-INPUT: layer3.0.downsample.1.running_var=uniform(0.5,2)                  // BatchNorm2d variance: positive
// DEFUSE-INPUT: layer3.0.downsample.1.num_batches_tracked=int(0,0)                // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: layer3.1.bn1.running_mean=normal(0,0.1)                           // BatchNorm2d mean
// DEFUSE-INPUT: layer3.1.bn1.running_var=uniform(0.5,2)                           // BatchNorm2d variance: positive
// DEFUSE-INPUT: layer3.1.bn1.num_batches_tracked=int(0,0)                         // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: layer3.1.bn2.running_mean=normal(0,0.1)                           // BatchNorm2d mean
// DEFUSE-INPUT: layer3.1.bn2.running_var=uniform(0.5,2)                           // BatchNorm2d variance: positive
// DEFUSE-INPUT: layer3.1.bn2.num_batches_tracked=int(0,0)                         // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: layer3.1.bn3.running_mean=normal(0,0.1)                           // BatchNorm2d mean
// DEFUSE-INPUT: layer3.1.bn3.running_var=uniform(0.5,2)                           // BatchNorm2d variance: positive
// DEFUSE-INPUT: layer3.1.bn3.num_batches_tracked=int(0,0)                         // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: layer3.2.bn1.running_mean=normal(0,0.1)                           // BatchNorm2d mean
// DEFUSE-INPUT: layer3.2.bn1.running_var=uniform(0.5,2)                           // BatchNorm2d variance: positive
// DEFUSE-INPUT: layer3.2.bn1.num_batches_tracked=int(0,0)                         // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: layer3.2.bn2.running_mean=normal(0,0.1)                           // BatchNorm2d mean
// DEFUSE-INPUT: layer3.2.bn2.running_var=uniform(0.5,2)                           // BatchNorm2d variance: positive
// DEFUSE-INPUT: layer3.2.bn2.num_batches_tracked=int(0,0)                         // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: layer3.2.bn3.running_mean=normal(0,0.1)                           // BatchNorm2d mean
// DEFUSE-INPUT: layer3.2.bn3.running_var=uniform(0.5,2)                           // BatchNorm2d variance: positive
// DEFUSE-INPUT: layer3.2.bn3.num_batches_tracked=int(0,0)                         // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: layer3.3.bn1.running_mean=normal(0,0.1)                           // BatchNorm2d mean
// DEFUSE-INPUT: layer3.3.bn1.running_var=uniform(0.5,2)                           // BatchNorm2d variance: positive
// DEFUSE-INPUT: layer3.3.bn1.num_batches_tracked=int(0,0)                         // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: layer3.3.bn2.running_mean=normal(0,0.1)                           // BatchNorm2d mean
// DEFUSE-INPUT: layer3.3.bn2.running_var=uniform(0.5,2)                           // BatchNorm2d variance: positive
// DEFUSE-INPUT: layer3.3.bn2.num_batches_tracked=int(0,0)                         // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: layer3.3.bn3.running_mean=normal(0,0.1)                           // BatchNorm2d mean
// DEFUSE-INPUT: layer3.3.bn3.running_var=uniform(0.5,2)                           // BatchNorm2d variance: positive
// DEFUSE-INPUT: layer3.3.bn3.num_batches_tracked=int(0,0)                         // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: layer3.4.bn1.running_mean=normal(0,0.1)                           // BatchNorm2d mean
// DEFUSE-INPUT: layer3.4.bn1.running_var=uniform(0.5,2)                           // BatchNorm2d variance: positive
// DEFUSE-INPUT: layer3.4.bn1.num_batches_tracked=int(0,0)                         // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: layer3.4.bn2.running_mean=normal(0,0.1)                           // BatchNorm2d mean
// DEFUSE-INPUT: layer3.4.bn2.running_var=uniform(0.5,2)                           // BatchNorm2d variance: positive
// DEFUSE-INPUT: layer3.4.bn2.num_batches_tracked=int(0,0)                         // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: layer3.4.bn3.running_mean=normal(0,0.1)                           // BatchNorm2d mean
// DEFUSE-INPUT: layer3.4.bn3.running_var=uniform(0.5,2)                           // BatchNorm2d variance: positive
// DEFUSE-INPUT: layer3.4.bn3.num_batches_tracked=int(0,0)                         // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: layer3.5.bn1.running_mean=normal(0,0.1)                           // BatchNorm2d mean
// DEFUSE-INPUT: layer3.5.bn1.running_var=uniform(0.5,2)                           // BatchNorm2d variance: positive
// DEFUSE-INPUT: layer3.5.bn1.num_batches_tracked=int(0,0)                         // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: layer3.5.bn2.running_mean=normal(0,0.1)                           // BatchNorm2d mean
// DEFUSE-INPUT: layer3.5.bn2.running_var=uniform(0.5,2)                           // BatchNorm2d variance: positive
// DEFUSE-INPUT: layer3.5.bn2.num_batches_tracked=int(0,0)                         // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: layer3.5.bn3.running_mean=normal(0,0.1)                           // BatchNorm2d mean
// DEFUSE-INPUT: layer3.5.bn3.running_var=uniform(0.5,2)                           // BatchNorm2d variance: positive
// DEFUSE-INPUT: layer3.5.bn3.num_batches_tracked=int(0,0)                         // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: layer4.0.bn1.running_mean=normal(0,0.1)                           // BatchNorm2d mean
// DEFUSE-INPUT: layer4.0.bn1.running_var=uniform(0.5,2)                           // BatchNorm2d variance: positive
// DEFUSE-INPUT: layer4.0.bn1.num_batches_tracked=int(0,0)                         // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: layer4.0.bn2.running_mean=normal(0,0.1)                           // BatchNorm2d mean
// DEFUSE-INPUT: layer4.0.bn2.running_var=uniform(0.5,2)                           // BatchNorm2d variance: positive
// DEFUSE-INPUT: layer4.0.bn2.num_batches_tracked=int(0,0)                         // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: layer4.0.bn3.running_mean=normal(0,0.1)                           // BatchNorm2d mean
// DEFUSE-INPUT: layer4.0.bn3.running_var=uniform(0.5,2)                           // BatchNorm2d variance: positive
// DEFUSE-INPUT: layer4.0.bn3.num_batches_tracked=int(0,0)                         // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: layer4.0.downsample.1.running_mean=normal(0,0.1)                  // BatchNorm2d mean
// DEFUSE-INPUT: layer4.0.downsample.1.running_var=uniform(0.5,2)                  // BatchNorm2d variance: positive
// DEFUSE-INPUT: layer4.0.downsample.1.num_batches_tracked=int(0,0)                // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: layer4.1.bn1.running_mean=normal(0,0.1)                           // BatchNorm2d mean
// DEFUSE-INPUT: layer4.1.bn1.running_var=uniform(0.5,2)                           // BatchNorm2d variance: positive
// DEFUSE-INPUT: layer4.1.bn1.num_batches_tracked=int(0,0)                         // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: layer4.1.bn2.running_mean=normal(0,0.1)                           // BatchNorm2d mean
// DEFUSE-INPUT: layer4.1.bn2.running_var=uniform(0.5,2)                           // BatchNorm2d variance: positive
// DEFUSE-INPUT: layer4.1.bn2.num_batches_tracked=int(0,0)                         // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: layer4.1.bn3.running_mean=normal(0,0.1)                           // BatchNorm2d mean
// DEFUSE-INPUT: layer4.1.bn3.running_var=uniform(0.5,2)                           // BatchNorm2d variance: positive
// DEFUSE-INPUT: layer4.1.bn3.num_batches_tracked=int(0,0)                         // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: layer4.2.bn1.running_mean=normal(0,0.1)                           // BatchNorm2d mean
// DEFUSE-INPUT: layer4.2.bn1.running_var=uniform(0.5,2)                           // BatchNorm2d variance: positive
// DEFUSE-INPUT: layer4.2.bn1.num_batches_tracked=int(0,0)                         // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: layer4.2.bn2.running_mean=normal(0,0.1)                           // BatchNorm2d mean
// DEFUSE-INPUT: layer4.2.bn2.running_var=uniform(0.5,2)                           // BatchNorm2d variance: positive
// DEFUSE-INPUT: layer4.2.bn2.num_batches_tracked=int(0,0)                         // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: layer4.2.bn3.running_mean=normal(0,0.1)                           // BatchNorm2d mean
// DEFUSE-INPUT: layer4.2.bn3.running_var=uniform(0.5,2)                           // BatchNorm2d variance: positive
// DEFUSE-INPUT: layer4.2.bn3.num_batches_tracked=int(0,0)                         // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: x=normal(0,1)                                                     // model input
module {
  func.func @main(%arg0: tensor<64x3x7x7xf32> {defuse.name = "conv1.weight"}, %arg1: tensor<64xf32> {defuse.name = "bn1.weight"}, %arg2: tensor<64xf32> {defuse.name = "bn1.bias"}, %arg3: tensor<64x64x1x1xf32> {defuse.name = "layer1.0.conv1.weight"}, %arg4: tensor<64xf32> {defuse.name = "layer1.0.bn1.weight"}, %arg5: tensor<64xf32> {defuse.name = "layer1.0.bn1.bias"}, %arg6: tensor<64x64x3x3xf32> {defuse.name = "layer1.0.conv2.weight"}, %arg7: tensor<64xf32> {defuse.name = "layer1.0.bn2.weight"}, %arg8: tensor<64xf32> {defuse.name = "layer1.0.bn2.bias"}, %arg9: tensor<256x64x1x1xf32> {defuse.name = "layer1.0.conv3.weight"}, %arg10: tensor<256xf32> {defuse.name = "layer1.0.bn3.weight"}, %arg11: tensor<256xf32> {defuse.name = "layer1.0.bn3.bias"}, %arg12: tensor<256x64x1x1xf32> {defuse.name = "layer1.0.downsample.0.weight"}, %arg13: tensor<256xf32> {defuse.name = "layer1.0.downsample.1.weight"}, %arg14: tensor<256xf32> {defuse.name = "layer1.0.downsample.1.bias"}, %arg15: tensor<64x256x1x1xf32> {defuse.name = "layer1.1.conv1.weight"}, %arg16: tensor<64xf32> {defuse.name = "layer1.1.bn1.weight"}, %arg17: tensor<64xf32> {defuse.name = "layer1.1.bn1.bias"}, %arg18: tensor<64x64x3x3xf32> {defuse.name = "layer1.1.conv2.weight"}, %arg19: tensor<64xf32> {defuse.name = "layer1.1.bn2.weight"}, %arg20: tensor<64xf32> {defuse.name = "layer1.1.bn2.bias"}, %arg21: tensor<256x64x1x1xf32> {defuse.name = "layer1.1.conv3.weight"}, %arg22: tensor<256xf32> {defuse.name = "layer1.1.bn3.weight"}, %arg23: tensor<256xf32> {defuse.name = "layer1.1.bn3.bias"}, %arg24: tensor<64x256x1x1xf32> {defuse.name = "layer1.2.conv1.weight"}, %arg25: tensor<64xf32> {defuse.name = "layer1.2.bn1.weight"}, %arg26: tensor<64xf32> {defuse.name = "layer1.2.bn1.bias"}, %arg27: tensor<64x64x3x3xf32> {defuse.name = "layer1.2.conv2.weight"}, %arg28: tensor<64xf32> {defuse.name = "layer1.2.bn2.weight"}, %arg29: tensor<64xf32> {defuse.name = "layer1.2.bn2.bias"}, %arg30: tensor<256x64x1x1xf32> {defuse.name = "layer1.2.conv3.weight"}, %arg31: tensor<256xf32> {defuse.name = "layer1.2.bn3.weight"}, %arg32: tensor<256xf32> {defuse.name = "layer1.2.bn3.bias"}, %arg33: tensor<128x256x1x1xf32> {defuse.name = "layer2.0.conv1.weight"}, %arg34: tensor<128xf32> {defuse.name = "layer2.0.bn1.weight"}, %arg35: tensor<128xf32> {defuse.name = "layer2.0.bn1.bias"}, %arg36: tensor<128x128x3x3xf32> {defuse.name = "layer2.0.conv2.weight"}, %arg37: tensor<128xf32> {defuse.name = "layer2.0.bn2.weight"}, %arg38: tensor<128xf32> {defuse.name = "layer2.0.bn2.bias"}, %arg39: tensor<512x128x1x1xf32> {defuse.name = "layer2.0.conv3.weight"}, %arg40: tensor<512xf32> {defuse.name = "layer2.0.bn3.weight"}, %arg41: tensor<512xf32> {defuse.name = "layer2.0.bn3.bias"}, %arg42: tensor<512x256x1x1xf32> {defuse.name = "layer2.0.downsample.0.weight"}, %arg43: tensor<512xf32> {defuse.name = "layer2.0.downsample.1.weight"}, %arg44: tensor<512xf32> {defuse.name = "layer2.0.downsample.1.bias"}, %arg45: tensor<128x512x1x1xf32> {defuse.name = "layer2.1.conv1.weight"}, %arg46: tensor<128xf32> {defuse.name = "layer2.1.bn1.weight"}, %arg47: tensor<128xf32> {defuse.name = "layer2.1.bn1.bias"}, %arg48: tensor<128x128x3x3xf32> {defuse.name = "layer2.1.conv2.weight"}, %arg49: tensor<128xf32> {defuse.name = "layer2.1.bn2.weight"}, %arg50: tensor<128xf32> {defuse.name = "layer2.1.bn2.bias"}, %arg51: tensor<512x128x1x1xf32> {defuse.name = "layer2.1.conv3.weight"}, %arg52: tensor<512xf32> {defuse.name = "layer2.1.bn3.weight"}, %arg53: tensor<512xf32> {defuse.name = "layer2.1.bn3.bias"}, %arg54: tensor<128x512x1x1xf32> {defuse.name = "layer2.2.conv1.weight"}, %arg55: tensor<128xf32> {defuse.name = "layer2.2.bn1.weight"}, %arg56: tensor<128xf32> {defuse.name = "layer2.2.bn1.bias"}, %arg57: tensor<128x128x3x3xf32> {defuse.name = "layer2.2.conv2.weight"}, %arg58: tensor<128xf32> {defuse.name = "layer2.2.bn2.weight"}, %arg59: tensor<128xf32> {defuse.name = "layer2.2.bn2.bias"}, %arg60: tensor<512x128x1x1xf32> {defuse.name = "layer2.2.conv3.weight"}, %arg61: tensor<512xf32> {defuse.name = "layer2.2.bn3.weight"}, %arg62: tensor<512xf32> {defuse.name = "layer2.2.bn3.bias"}, %arg63: tensor<128x512x1x1xf32> {defuse.name = "layer2.3.conv1.weight"}, %arg64: tensor<128xf32> {defuse.name = "layer2.3.bn1.weight"}, %arg65: tensor<128xf32> {defuse.name = "layer2.3.bn1.bias"}, %arg66: tensor<128x128x3x3xf32> {defuse.name = "layer2.3.conv2.weight"}, %arg67: tensor<128xf32> {defuse.name = "layer2.3.bn2.weight"}, %arg68: tensor<128xf32> {defuse.name = "layer2.3.bn2.bias"}, %arg69: tensor<512x128x1x1xf32> {defuse.name = "layer2.3.conv3.weight"}, %arg70: tensor<512xf32> {defuse.name = "layer2.3.bn3.weight"}, %arg71: tensor<512xf32> {defuse.name = "layer2.3.bn3.bias"}, %arg72: tensor<256x512x1x1xf32> {defuse.name = "layer3.0.conv1.weight"}, %arg73: tensor<256xf32> {defuse.name = "layer3.0.bn1.weight"}, %arg74: tensor<256xf32> {defuse.name = "layer3.0.bn1.bias"}, %arg75: tensor<256x256x3x3xf32> {defuse.name = "layer3.0.conv2.weight"}, %arg76: tensor<256xf32> {defuse.name = "layer3.0.bn2.weight"}, %arg77: tensor<256xf32> {defuse.name = "layer3.0.bn2.bias"}, %arg78: tensor<1024x256x1x1xf32> {defuse.name = "layer3.0.conv3.weight"}, %arg79: tensor<1024xf32> {defuse.name = "layer3.0.bn3.weight"}, %arg80: tensor<1024xf32> {defuse.name = "layer3.0.bn3.bias"}, %arg81: tensor<1024x512x1x1xf32> {defuse.name = "layer3.0.downsample.0.weight"}, %arg82: tensor<1024xf32> {defuse.name = "layer3.0.downsample.1.weight"}, %arg83: tensor<1024xf32> {defuse.name = "layer3.0.downsample.1.bias"}, %arg84: tensor<256x1024x1x1xf32> {defuse.name = "layer3.1.conv1.weight"}, %arg85: tensor<256xf32> {defuse.name = "layer3.1.bn1.weight"}, %arg86: tensor<256xf32> {defuse.name = "layer3.1.bn1.bias"}, %arg87: tensor<256x256x3x3xf32> {defuse.name = "layer3.1.conv2.weight"}, %arg88: tensor<256xf32> {defuse.name = "layer3.1.bn2.weight"}, %arg89: tensor<256xf32> {defuse.name = "layer3.1.bn2.bias"}, %arg90: tensor<1024x256x1x1xf32> {defuse.name = "layer3.1.conv3.weight"}, %arg91: tensor<1024xf32> {defuse.name = "layer3.1.bn3.weight"}, %arg92: tensor<1024xf32> {defuse.name = "layer3.1.bn3.bias"}, %arg93: tensor<256x1024x1x1xf32> {defuse.name = "layer3.2.conv1.weight"}, %arg94: tensor<256xf32> {defuse.name = "layer3.2.bn1.weight"}, %arg95: tensor<256xf32> {defuse.name = "layer3.2.bn1.bias"}, %arg96: tensor<256x256x3x3xf32> {defuse.name = "layer3.2.conv2.weight"}, %arg97: tensor<256xf32> {defuse.name = "layer3.2.bn2.weight"}, %arg98: tensor<256xf32> {defuse.name = "layer3.2.bn2.bias"}, %arg99: tensor<1024x256x1x1xf32> {defuse.name = "layer3.2.conv3.weight"}, %arg100: tensor<1024xf32> {defuse.name = "layer3.2.bn3.weight"}, %arg101: tensor<1024xf32> {defuse.name = "layer3.2.bn3.bias"}, %arg102: tensor<256x1024x1x1xf32> {defuse.name = "layer3.3.conv1.weight"}, %arg103: tensor<256xf32> {defuse.name = "layer3.3.bn1.weight"}, %arg104: tensor<256xf32> {defuse.name = "layer3.3.bn1.bias"}, %arg105: tensor<256x256x3x3xf32> {defuse.name = "layer3.3.conv2.weight"}, %arg106: tensor<256xf32> {defuse.name = "layer3.3.bn2.weight"}, %arg107: tensor<256xf32> {defuse.name = "layer3.3.bn2.bias"}, %arg108: tensor<1024x256x1x1xf32> {defuse.name = "layer3.3.conv3.weight"}, %arg109: tensor<1024xf32> {defuse.name = "layer3.3.bn3.weight"}, %arg110: tensor<1024xf32> {defuse.name = "layer3.3.bn3.bias"}, %arg111: tensor<256x1024x1x1xf32> {defuse.name = "layer3.4.conv1.weight"}, %arg112: tensor<256xf32> {defuse.name = "layer3.4.bn1.weight"}, %arg113: tensor<256xf32> {defuse.name = "layer3.4.bn1.bias"}, %arg114: tensor<256x256x3x3xf32> {defuse.name = "layer3.4.conv2.weight"}, %arg115: tensor<256xf32> {defuse.name = "layer3.4.bn2.weight"}, %arg116: tensor<256xf32> {defuse.name = "layer3.4.bn2.bias"}, %arg117: tensor<1024x256x1x1xf32> {defuse.name = "layer3.4.conv3.weight"}, %arg118: tensor<1024xf32> {defuse.name = "layer3.4.bn3.weight"}, %arg119: tensor<1024xf32> {defuse.name = "layer3.4.bn3.bias"}, %arg120: tensor<256x1024x1x1xf32> {defuse.name = "layer3.5.conv1.weight"}, %arg121: tensor<256xf32> {defuse.name = "layer3.5.bn1.weight"}, %arg122: tensor<256xf32> {defuse.name = "layer3.5.bn1.bias"}, %arg123: tensor<256x256x3x3xf32> {defuse.name = "layer3.5.conv2.weight"}, %arg124: tensor<256xf32> {defuse.name = "layer3.5.bn2.weight"}, %arg125: tensor<256xf32> {defuse.name = "layer3.5.bn2.bias"}, %arg126: tensor<1024x256x1x1xf32> {defuse.name = "layer3.5.conv3.weight"}, %arg127: tensor<1024xf32> {defuse.name = "layer3.5.bn3.weight"}, %arg128: tensor<1024xf32> {defuse.name = "layer3.5.bn3.bias"}, %arg129: tensor<512x1024x1x1xf32> {defuse.name = "layer4.0.conv1.weight"}, %arg130: tensor<512xf32> {defuse.name = "layer4.0.bn1.weight"}, %arg131: tensor<512xf32> {defuse.name = "layer4.0.bn1.bias"}, %arg132: tensor<512x512x3x3xf32> {defuse.name = "layer4.0.conv2.weight"}, %arg133: tensor<512xf32> {defuse.name = "layer4.0.bn2.weight"}, %arg134: tensor<512xf32> {defuse.name = "layer4.0.bn2.bias"}, %arg135: tensor<2048x512x1x1xf32> {defuse.name = "layer4.0.conv3.weight"}, %arg136: tensor<2048xf32> {defuse.name = "layer4.0.bn3.weight"}, %arg137: tensor<2048xf32> {defuse.name = "layer4.0.bn3.bias"}, %arg138: tensor<2048x1024x1x1xf32> {defuse.name = "layer4.0.downsample.0.weight"}, %arg139: tensor<2048xf32> {defuse.name = "layer4.0.downsample.1.weight"}, %arg140: tensor<2048xf32> {defuse.name = "layer4.0.downsample.1.bias"}, %arg141: tensor<512x2048x1x1xf32> {defuse.name = "layer4.1.conv1.weight"}, %arg142: tensor<512xf32> {defuse.name = "layer4.1.bn1.weight"}, %arg143: tensor<512xf32> {defuse.name = "layer4.1.bn1.bias"}, %arg144: tensor<512x512x3x3xf32> {defuse.name = "layer4.1.conv2.weight"}, %arg145: tensor<512xf32> {defuse.name = "layer4.1.bn2.weight"}, %arg146: tensor<512xf32> {defuse.name = "layer4.1.bn2.bias"}, %arg147: tensor<2048x512x1x1xf32> {defuse.name = "layer4.1.conv3.weight"}, %arg148: tensor<2048xf32> {defuse.name = "layer4.1.bn3.weight"}, %arg149: tensor<2048xf32> {defuse.name = "layer4.1.bn3.bias"}, %arg150: tensor<512x2048x1x1xf32> {defuse.name = "layer4.2.conv1.weight"}, %arg151: tensor<512xf32> {defuse.name = "layer4.2.bn1.weight"}, %arg152: tensor<512xf32> {defuse.name = "layer4.2.bn1.bias"}, %arg153: tensor<512x512x3x3xf32> {defuse.name = "layer4.2.conv2.weight"}, %arg154: tensor<512xf32> {defuse.name = "layer4.2.bn2.weight"}, %arg155: tensor<512xf32> {defuse.name = "layer4.2.bn2.bias"}, %arg156: tensor<2048x512x1x1xf32> {defuse.name = "layer4.2.conv3.weight"}, %arg157: tensor<2048xf32> {defuse.name = "layer4.2.bn3.weight"}, %arg158: tensor<2048xf32> {defuse.name = "layer4.2.bn3.bias"}, %arg159: tensor<10x2048xf32> {defuse.name = "fc.weight"}, %arg160: tensor<10xf32> {defuse.name = "fc.bias"}, %arg161: tensor<64xf32> {defuse.name = "bn1.running_mean"}, %arg162: tensor<64xf32> {defuse.name = "bn1.running_var"}, %arg163: tensor<i64> {defuse.name = "bn1.num_batches_tracked"}, %arg164: tensor<64xf32> {defuse.name = "layer1.0.bn1.running_mean"}, %arg165: tensor<64xf32> {defuse.name = "layer1.0.bn1.running_var"}, %arg166: tensor<i64> {defuse.name = "layer1.0.bn1.num_batches_tracked"}, %arg167: tensor<64xf32> {defuse.name = "layer1.0.bn2.running_mean"}, %arg168: tensor<64xf32> {defuse.name = "layer1.0.bn2.running_var"}, %arg169: tensor<i64> {defuse.name = "layer1.0.bn2.num_batches_tracked"}, %arg170: tensor<256xf32> {defuse.name = "layer1.0.bn3.running_mean"}, %arg171: tensor<256xf32> {defuse.name = "layer1.0.bn3.running_var"}, %arg172: tensor<i64> {defuse.name = "layer1.0.bn3.num_batches_tracked"}, %arg173: tensor<256xf32> {defuse.name = "layer1.0.downsample.1.running_mean"}, %arg174: tensor<256xf32> {defuse.name = "layer1.0.downsample.1.running_var"}, %arg175: tensor<i64> {defuse.name = "layer1.0.downsample.1.num_batches_tracked"}, %arg176: tensor<64xf32> {defuse.name = "layer1.1.bn1.running_mean"}, %arg177: tensor<64xf32> {defuse.name = "layer1.1.bn1.running_var"}, %arg178: tensor<i64> {defuse.name = "layer1.1.bn1.num_batches_tracked"}, %arg179: tensor<64xf32> {defuse.name = "layer1.1.bn2.running_mean"}, %arg180: tensor<64xf32> {defuse.name = "layer1.1.bn2.running_var"}, %arg181: tensor<i64> {defuse.name = "layer1.1.bn2.num_batches_tracked"}, %arg182: tensor<256xf32> {defuse.name = "layer1.1.bn3.running_mean"}, %arg183: tensor<256xf32> {defuse.name = "layer1.1.bn3.running_var"}, %arg184: tensor<i64> {defuse.name = "layer1.1.bn3.num_batches_tracked"}, %arg185: tensor<64xf32> {defuse.name = "layer1.2.bn1.running_mean"}, %arg186: tensor<64xf32> {defuse.name = "layer1.2.bn1.running_var"}, %arg187: tensor<i64> {defuse.name = "layer1.2.bn1.num_batches_tracked"}, %arg188: tensor<64xf32> {defuse.name = "layer1.2.bn2.running_mean"}, %arg189: tensor<64xf32> {defuse.name = "layer1.2.bn2.running_var"}, %arg190: tensor<i64> {defuse.name = "layer1.2.bn2.num_batches_tracked"}, %arg191: tensor<256xf32> {defuse.name = "layer1.2.bn3.running_mean"}, %arg192: tensor<256xf32> {defuse.name = "layer1.2.bn3.running_var"}, %arg193: tensor<i64> {defuse.name = "layer1.2.bn3.num_batches_tracked"}, %arg194: tensor<128xf32> {defuse.name = "layer2.0.bn1.running_mean"}, %arg195: tensor<128xf32> {defuse.name = "layer2.0.bn1.running_var"}, %arg196: tensor<i64> {defuse.name = "layer2.0.bn1.num_batches_tracked"}, %arg197: tensor<128xf32> {defuse.name = "layer2.0.bn2.running_mean"}, %arg198: tensor<128xf32> {defuse.name = "layer2.0.bn2.running_var"}, %arg199: tensor<i64> {defuse.name = "layer2.0.bn2.num_batches_tracked"}, %arg200: tensor<512xf32> {defuse.name = "layer2.0.bn3.running_mean"}, %arg201: tensor<512xf32> {defuse.name = "layer2.0.bn3.running_var"}, %arg202: tensor<i64> {defuse.name = "layer2.0.bn3.num_batches_tracked"}, %arg203: tensor<512xf32> {defuse.name = "layer2.0.downsample.1.running_mean"}, %arg204: tensor<512xf32> {defuse.name = "layer2.0.downsample.1.running_var"}, %arg205: tensor<i64> {defuse.name = "layer2.0.downsample.1.num_batches_tracked"}, %arg206: tensor<128xf32> {defuse.name = "layer2.1.bn1.running_mean"}, %arg207: tensor<128xf32> {defuse.name = "layer2.1.bn1.running_var"}, %arg208: tensor<i64> {defuse.name = "layer2.1.bn1.num_batches_tracked"}, %arg209: tensor<128xf32> {defuse.name = "layer2.1.bn2.running_mean"}, %arg210: tensor<128xf32> {defuse.name = "layer2.1.bn2.running_var"}, %arg211: tensor<i64> {defuse.name = "layer2.1.bn2.num_batches_tracked"}, %arg212: tensor<512xf32> {defuse.name = "layer2.1.bn3.running_mean"}, %arg213: tensor<512xf32> {defuse.name = "layer2.1.bn3.running_var"}, %arg214: tensor<i64> {defuse.name = "layer2.1.bn3.num_batches_tracked"}, %arg215: tensor<128xf32> {defuse.name = "layer2.2.bn1.running_mean"}, %arg216: tensor<128xf32> {defuse.name = "layer2.2.bn1.running_var"}, %arg217: tensor<i64> {defuse.name = "layer2.2.bn1.num_batches_tracked"}, %arg218: tensor<128xf32> {defuse.name = "layer2.2.bn2.running_mean"}, %arg219: tensor<128xf32> {defuse.name = "layer2.2.bn2.running_var"}, %arg220: tensor<i64> {defuse.name = "layer2.2.bn2.num_batches_tracked"}, %arg221: tensor<512xf32> {defuse.name = "layer2.2.bn3.running_mean"}, %arg222: tensor<512xf32> {defuse.name = "layer2.2.bn3.running_var"}, %arg223: tensor<i64> {defuse.name = "layer2.2.bn3.num_batches_tracked"}, %arg224: tensor<128xf32> {defuse.name = "layer2.3.bn1.running_mean"}, %arg225: tensor<128xf32> {defuse.name = "layer2.3.bn1.running_var"}, %arg226: tensor<i64> {defuse.name = "layer2.3.bn1.num_batches_tracked"}, %arg227: tensor<128xf32> {defuse.name = "layer2.3.bn2.running_mean"}, %arg228: tensor<128xf32> {defuse.name = "layer2.3.bn2.running_var"}, %arg229: tensor<i64> {defuse.name = "layer2.3.bn2.num_batches_tracked"}, %arg230: tensor<512xf32> {defuse.name = "layer2.3.bn3.running_mean"}, %arg231: tensor<512xf32> {defuse.name = "layer2.3.bn3.running_var"}, %arg232: tensor<i64> {defuse.name = "layer2.3.bn3.num_batches_tracked"}, %arg233: tensor<256xf32> {defuse.name = "layer3.0.bn1.running_mean"}, %arg234: tensor<256xf32> {defuse.name = "layer3.0.bn1.running_var"}, %arg235: tensor<i64> {defuse.name = "layer3.0.bn1.num_batches_tracked"}, %arg236: tensor<256xf32> {defuse.name = "layer3.0.bn2.running_mean"}, %arg237: tensor<256xf32> {defuse.name = "layer3.0.bn2.running_var"}, %arg238: tensor<i64> {defuse.name = "layer3.0.bn2.num_batches_tracked"}, %arg239: tensor<1024xf32> {defuse.name = "layer3.0.bn3.running_mean"}, %arg240: tensor<1024xf32> {defuse.name = "layer3.0.bn3.running_var"}, %arg241: tensor<i64> {defuse.name = "layer3.0.bn3.num_batches_tracked"}, %arg242: tensor<1024xf32> {defuse.name = "layer3.0.downsample.1.running_mean"}, %arg243: tensor<1024xf32> {defuse.name = "layer3.0.downsample.1.running_var"}, %arg244: tensor<i64> {defuse.name = "layer3.0.downsample.1.num_batches_tracked"}, %arg245: tensor<256xf32> {defuse.name = "layer3.1.bn1.running_mean"}, %arg246: tensor<256xf32> {defuse.name = "layer3.1.bn1.running_var"}, %arg247: tensor<i64> {defuse.name = "layer3.1.bn1.num_batches_tracked"}, %arg248: tensor<256xf32> {defuse.name = "layer3.1.bn2.running_mean"}, %arg249: tensor<256xf32> {defuse.name = "layer3.1.bn2.running_var"}, %arg250: tensor<i64> {defuse.name = "layer3.1.bn2.num_batches_tracked"}, %arg251: tensor<1024xf32> {defuse.name = "layer3.1.bn3.running_mean"}, %arg252: tensor<1024xf32> {defuse.name = "layer3.1.bn3.running_var"}, %arg253: tensor<i64> {defuse.name = "layer3.1.bn3.num_batches_tracked"}, %arg254: tensor<256xf32> {defuse.name = "layer3.2.bn1.running_mean"}, %arg255: tensor<256xf32> {defuse.name = "layer3.2.bn1.running_var"}, %arg256: tensor<i64> {defuse.name = "layer3.2.bn1.num_batches_tracked"}, %arg257: tensor<256xf32> {defuse.name = "layer3.2.bn2.running_mean"}, %arg258: tensor<256xf32> {defuse.name = "layer3.2.bn2.running_var"}, %arg259: tensor<i64> {defuse.name = "layer3.2.bn2.num_batches_tracked"}, %arg260: tensor<1024xf32> {defuse.name = "layer3.2.bn3.running_mean"}, %arg261: tensor<1024xf32> {defuse.name = "layer3.2.bn3.running_var"}, %arg262: tensor<i64> {defuse.name = "layer3.2.bn3.num_batches_tracked"}, %arg263: tensor<256xf32> {defuse.name = "layer3.3.bn1.running_mean"}, %arg264: tensor<256xf32> {defuse.name = "layer3.3.bn1.running_var"}, %arg265: tensor<i64> {defuse.name = "layer3.3.bn1.num_batches_tracked"}, %arg266: tensor<256xf32> {defuse.name = "layer3.3.bn2.running_mean"}, %arg267: tensor<256xf32> {defuse.name = "layer3.3.bn2.running_var"}, %arg268: tensor<i64> {defuse.name = "layer3.3.bn2.num_batches_tracked"}, %arg269: tensor<1024xf32> {defuse.name = "layer3.3.bn3.running_mean"}, %arg270: tensor<1024xf32> {defuse.name = "layer3.3.bn3.running_var"}, %arg271: tensor<i64> {defuse.name = "layer3.3.bn3.num_batches_tracked"}, %arg272: tensor<256xf32> {defuse.name = "layer3.4.bn1.running_mean"}, %arg273: tensor<256xf32> {defuse.name = "layer3.4.bn1.running_var"}, %arg274: tensor<i64> {defuse.name = "layer3.4.bn1.num_batches_tracked"}, %arg275: tensor<256xf32> {defuse.name = "layer3.4.bn2.running_mean"}, %arg276: tensor<256xf32> {defuse.name = "layer3.4.bn2.running_var"}, %arg277: tensor<i64> {defuse.name = "layer3.4.bn2.num_batches_tracked"}, %arg278: tensor<1024xf32> {defuse.name = "layer3.4.bn3.running_mean"}, %arg279: tensor<1024xf32> {defuse.name = "layer3.4.bn3.running_var"}, %arg280: tensor<i64> {defuse.name = "layer3.4.bn3.num_batches_tracked"}, %arg281: tensor<256xf32> {defuse.name = "layer3.5.bn1.running_mean"}, %arg282: tensor<256xf32> {defuse.name = "layer3.5.bn1.running_var"}, %arg283: tensor<i64> {defuse.name = "layer3.5.bn1.num_batches_tracked"}, %arg284: tensor<256xf32> {defuse.name = "layer3.5.bn2.running_mean"}, %arg285: tensor<256xf32> {defuse.name = "layer3.5.bn2.running_var"}, %arg286: tensor<i64> {defuse.name = "layer3.5.bn2.num_batches_tracked"}, %arg287: tensor<1024xf32> {defuse.name = "layer3.5.bn3.running_mean"}, %arg288: tensor<1024xf32> {defuse.name = "layer3.5.bn3.running_var"}, %arg289: tensor<i64> {defuse.name = "layer3.5.bn3.num_batches_tracked"}, %arg290: tensor<512xf32> {defuse.name = "layer4.0.bn1.running_mean"}, %arg291: tensor<512xf32> {defuse.name = "layer4.0.bn1.running_var"}, %arg292: tensor<i64> {defuse.name = "layer4.0.bn1.num_batches_tracked"}, %arg293: tensor<512xf32> {defuse.name = "layer4.0.bn2.running_mean"}, %arg294: tensor<512xf32> {defuse.name = "layer4.0.bn2.running_var"}, %arg295: tensor<i64> {defuse.name = "layer4.0.bn2.num_batches_tracked"}, %arg296: tensor<2048xf32> {defuse.name = "layer4.0.bn3.running_mean"}, %arg297: tensor<2048xf32> {defuse.name = "layer4.0.bn3.running_var"}, %arg298: tensor<i64> {defuse.name = "layer4.0.bn3.num_batches_tracked"}, %arg299: tensor<2048xf32> {defuse.name = "layer4.0.downsample.1.running_mean"}, %arg300: tensor<2048xf32> {defuse.name = "layer4.0.downsample.1.running_var"}, %arg301: tensor<i64> {defuse.name = "layer4.0.downsample.1.num_batches_tracked"}, %arg302: tensor<512xf32> {defuse.name = "layer4.1.bn1.running_mean"}, %arg303: tensor<512xf32> {defuse.name = "layer4.1.bn1.running_var"}, %arg304: tensor<i64> {defuse.name = "layer4.1.bn1.num_batches_tracked"}, %arg305: tensor<512xf32> {defuse.name = "layer4.1.bn2.running_mean"}, %arg306: tensor<512xf32> {defuse.name = "layer4.1.bn2.running_var"}, %arg307: tensor<i64> {defuse.name = "layer4.1.bn2.num_batches_tracked"}, %arg308: tensor<2048xf32> {defuse.name = "layer4.1.bn3.running_mean"}, %arg309: tensor<2048xf32> {defuse.name = "layer4.1.bn3.running_var"}, %arg310: tensor<i64> {defuse.name = "layer4.1.bn3.num_batches_tracked"}, %arg311: tensor<512xf32> {defuse.name = "layer4.2.bn1.running_mean"}, %arg312: tensor<512xf32> {defuse.name = "layer4.2.bn1.running_var"}, %arg313: tensor<i64> {defuse.name = "layer4.2.bn1.num_batches_tracked"}, %arg314: tensor<512xf32> {defuse.name = "layer4.2.bn2.running_mean"}, %arg315: tensor<512xf32> {defuse.name = "layer4.2.bn2.running_var"}, %arg316: tensor<i64> {defuse.name = "layer4.2.bn2.num_batches_tracked"}, %arg317: tensor<2048xf32> {defuse.name = "layer4.2.bn3.running_mean"}, %arg318: tensor<2048xf32> {defuse.name = "layer4.2.bn3.running_var"}, %arg319: tensor<i64> {defuse.name = "layer4.2.bn3.num_batches_tracked"}, %arg320: tensor<1x3x32x32xf32> {defuse.name = "x"}) -> tensor<1x10xf32> {
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %1 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<64xf32>}> : () -> tensor<64xf32>
    %2 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %3 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<256xf32>}> : () -> tensor<256xf32>
    %4 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<128xf32>}> : () -> tensor<128xf32>
    %5 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<512xf32>}> : () -> tensor<512xf32>
    %6 = tosa.const_shape  {values = dense<[1, 512, 1, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %7 = tosa.const_shape  {values = dense<[1, 7, 8, 256]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %8 = tosa.const_shape  {values = dense<0> : tensor<4xindex>} : () -> !tosa.shape<4>
    %9 = tosa.const_shape  {values = dense<[1, 7, 7, 256]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %10 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1024xf32>}> : () -> tensor<1024xf32>
    %11 = tosa.const_shape  {values = dense<[1, 3, 4, 512]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %12 = tosa.const_shape  {values = dense<[1, 3, 3, 512]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %13 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<2048xf32>}> : () -> tensor<2048xf32>
    %14 = tosa.const_shape  {values = dense<[1, 2048, 1, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %15 = tosa.const_shape  {values = dense<[1, 1, 2, 1024]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %16 = tosa.const_shape  {values = dense<[1, 1, 1, 1024]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %17 = tosa.const_shape  {values = dense<[1, 1, 2048]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %18 = tosa.const_shape  {values = dense<[1, 2048, 10]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %19 = tosa.const_shape  {values = dense<[1, 10]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %20 = "tosa.const"() <{values = dense<9.99999974E-6> : tensor<1xf32>}> : () -> tensor<1xf32>
    %21 = tosa.const_shape  {values = dense<[64, 1, 1, 64]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %22 = tosa.const_shape  {values = dense<[256, 1, 1, 64]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %23 = tosa.const_shape  {values = dense<[64, 1, 1, 256]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %24 = tosa.const_shape  {values = dense<[128, 1, 1, 256]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %25 = tosa.const_shape  {values = dense<[512, 1, 1, 128]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %26 = tosa.const_shape  {values = dense<[512, 1, 1, 256]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %27 = tosa.const_shape  {values = dense<[128, 1, 1, 512]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %28 = tosa.const_shape  {values = dense<[256, 1, 1, 512]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %29 = tosa.const_shape  {values = dense<[1024, 1, 1, 256]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %30 = tosa.const_shape  {values = dense<[1024, 1, 1, 512]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %31 = tosa.const_shape  {values = dense<[256, 1, 1, 1024]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %32 = tosa.const_shape  {values = dense<[512, 1, 1, 1024]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %33 = tosa.const_shape  {values = dense<[1, 1, 1, 512]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %34 = tosa.const_shape  {values = dense<[2048, 1, 1, 512]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %35 = tosa.const_shape  {values = dense<[2048, 1, 1, 1024]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %36 = tosa.const_shape  {values = dense<[1, 1, 1, 2048]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %37 = tosa.const_shape  {values = dense<[512, 1, 1, 2048]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %38 = tosa.const_shape  {values = dense<[1, 1, 1, 64]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %39 = tosa.const_shape  {values = dense<[1, 1, 1, 256]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %40 = tosa.const_shape  {values = dense<[1, 1, 1, 128]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %41 = tosa.transpose %arg320 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x3x32x32xf32>) -> tensor<1x32x32x3xf32>
    %42 = tosa.transpose %arg0 {perms = array<i32: 0, 2, 3, 1>} : (tensor<64x3x7x7xf32>) -> tensor<64x7x7x3xf32>
    %43 = tosa.conv2d %41, %42, %1, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 3, 2, 3, 2>, stride = array<i64: 2, 2>} : (tensor<1x32x32x3xf32>, tensor<64x7x7x3xf32>, tensor<64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x16x64xf32>
    %44 = tosa.add %arg162, %20 : (tensor<64xf32>, tensor<1xf32>) -> tensor<64xf32>
    %45 = tosa.rsqrt %44 : (tensor<64xf32>) -> tensor<64xf32>
    %46 = tosa.reshape %arg161, %38 : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x1x1x64xf32>
    %47 = tosa.sub %43, %46 : (tensor<1x16x16x64xf32>, tensor<1x1x1x64xf32>) -> tensor<1x16x16x64xf32>
    %48 = tosa.reshape %45, %38 : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x1x1x64xf32>
    %49 = tosa.mul %47, %48, %2 : (tensor<1x16x16x64xf32>, tensor<1x1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x16x64xf32>
    %50 = tosa.reshape %arg1, %38 : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x1x1x64xf32>
    %51 = tosa.mul %49, %50, %2 : (tensor<1x16x16x64xf32>, tensor<1x1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x16x64xf32>
    %52 = tosa.reshape %arg2, %38 : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x1x1x64xf32>
    %53 = tosa.add %51, %52 : (tensor<1x16x16x64xf32>, tensor<1x1x1x64xf32>) -> tensor<1x16x16x64xf32>
    %54 = tosa.clamp %53 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x16x16x64xf32>) -> tensor<1x16x16x64xf32>
    %55 = tosa.max_pool2d %54 {kernel = array<i64: 3, 3>, pad = array<i64: 1, 0, 1, 0>, stride = array<i64: 2, 2>} : (tensor<1x16x16x64xf32>) -> tensor<1x8x8x64xf32>
    %56 = tosa.reshape %arg3, %21 : (tensor<64x64x1x1xf32>, !tosa.shape<4>) -> tensor<64x1x1x64xf32>
    %57 = tosa.conv2d %55, %56, %1, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x64xf32>, tensor<64x1x1x64xf32>, tensor<64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x64xf32>
    %58 = tosa.add %arg165, %20 : (tensor<64xf32>, tensor<1xf32>) -> tensor<64xf32>
    %59 = tosa.rsqrt %58 : (tensor<64xf32>) -> tensor<64xf32>
    %60 = tosa.reshape %arg164, %38 : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x1x1x64xf32>
    %61 = tosa.sub %57, %60 : (tensor<1x8x8x64xf32>, tensor<1x1x1x64xf32>) -> tensor<1x8x8x64xf32>
    %62 = tosa.reshape %59, %38 : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x1x1x64xf32>
    %63 = tosa.mul %61, %62, %2 : (tensor<1x8x8x64xf32>, tensor<1x1x1x64xf32>, tensor<1xi8>) -> tensor<1x8x8x64xf32>
    %64 = tosa.reshape %arg4, %38 : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x1x1x64xf32>
    %65 = tosa.mul %63, %64, %2 : (tensor<1x8x8x64xf32>, tensor<1x1x1x64xf32>, tensor<1xi8>) -> tensor<1x8x8x64xf32>
    %66 = tosa.reshape %arg5, %38 : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x1x1x64xf32>
    %67 = tosa.add %65, %66 : (tensor<1x8x8x64xf32>, tensor<1x1x1x64xf32>) -> tensor<1x8x8x64xf32>
    %68 = tosa.clamp %67 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x8x8x64xf32>) -> tensor<1x8x8x64xf32>
    %69 = tosa.transpose %arg6 {perms = array<i32: 0, 2, 3, 1>} : (tensor<64x64x3x3xf32>) -> tensor<64x3x3x64xf32>
    %70 = tosa.conv2d %68, %69, %1, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x64xf32>, tensor<64x3x3x64xf32>, tensor<64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x64xf32>
    %71 = tosa.add %arg168, %20 : (tensor<64xf32>, tensor<1xf32>) -> tensor<64xf32>
    %72 = tosa.rsqrt %71 : (tensor<64xf32>) -> tensor<64xf32>
    %73 = tosa.reshape %arg167, %38 : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x1x1x64xf32>
    %74 = tosa.sub %70, %73 : (tensor<1x8x8x64xf32>, tensor<1x1x1x64xf32>) -> tensor<1x8x8x64xf32>
    %75 = tosa.reshape %72, %38 : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x1x1x64xf32>
    %76 = tosa.mul %74, %75, %2 : (tensor<1x8x8x64xf32>, tensor<1x1x1x64xf32>, tensor<1xi8>) -> tensor<1x8x8x64xf32>
    %77 = tosa.reshape %arg7, %38 : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x1x1x64xf32>
    %78 = tosa.mul %76, %77, %2 : (tensor<1x8x8x64xf32>, tensor<1x1x1x64xf32>, tensor<1xi8>) -> tensor<1x8x8x64xf32>
    %79 = tosa.reshape %arg8, %38 : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x1x1x64xf32>
    %80 = tosa.add %78, %79 : (tensor<1x8x8x64xf32>, tensor<1x1x1x64xf32>) -> tensor<1x8x8x64xf32>
    %81 = tosa.clamp %80 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x8x8x64xf32>) -> tensor<1x8x8x64xf32>
    %82 = tosa.reshape %arg9, %22 : (tensor<256x64x1x1xf32>, !tosa.shape<4>) -> tensor<256x1x1x64xf32>
    %83 = tosa.conv2d %81, %82, %3, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x64xf32>, tensor<256x1x1x64xf32>, tensor<256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x256xf32>
    %84 = tosa.add %arg171, %20 : (tensor<256xf32>, tensor<1xf32>) -> tensor<256xf32>
    %85 = tosa.rsqrt %84 : (tensor<256xf32>) -> tensor<256xf32>
    %86 = tosa.reshape %arg170, %39 : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %87 = tosa.sub %83, %86 : (tensor<1x8x8x256xf32>, tensor<1x1x1x256xf32>) -> tensor<1x8x8x256xf32>
    %88 = tosa.reshape %85, %39 : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %89 = tosa.mul %87, %88, %2 : (tensor<1x8x8x256xf32>, tensor<1x1x1x256xf32>, tensor<1xi8>) -> tensor<1x8x8x256xf32>
    %90 = tosa.reshape %arg10, %39 : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %91 = tosa.mul %89, %90, %2 : (tensor<1x8x8x256xf32>, tensor<1x1x1x256xf32>, tensor<1xi8>) -> tensor<1x8x8x256xf32>
    %92 = tosa.reshape %arg11, %39 : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %93 = tosa.add %91, %92 : (tensor<1x8x8x256xf32>, tensor<1x1x1x256xf32>) -> tensor<1x8x8x256xf32>
    %94 = tosa.reshape %arg12, %22 : (tensor<256x64x1x1xf32>, !tosa.shape<4>) -> tensor<256x1x1x64xf32>
    %95 = tosa.conv2d %55, %94, %3, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x64xf32>, tensor<256x1x1x64xf32>, tensor<256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x256xf32>
    %96 = tosa.add %arg174, %20 : (tensor<256xf32>, tensor<1xf32>) -> tensor<256xf32>
    %97 = tosa.rsqrt %96 : (tensor<256xf32>) -> tensor<256xf32>
    %98 = tosa.reshape %arg173, %39 : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %99 = tosa.sub %95, %98 : (tensor<1x8x8x256xf32>, tensor<1x1x1x256xf32>) -> tensor<1x8x8x256xf32>
    %100 = tosa.reshape %97, %39 : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %101 = tosa.mul %99, %100, %2 : (tensor<1x8x8x256xf32>, tensor<1x1x1x256xf32>, tensor<1xi8>) -> tensor<1x8x8x256xf32>
    %102 = tosa.reshape %arg13, %39 : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %103 = tosa.mul %101, %102, %2 : (tensor<1x8x8x256xf32>, tensor<1x1x1x256xf32>, tensor<1xi8>) -> tensor<1x8x8x256xf32>
    %104 = tosa.reshape %arg14, %39 : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %105 = tosa.add %103, %104 : (tensor<1x8x8x256xf32>, tensor<1x1x1x256xf32>) -> tensor<1x8x8x256xf32>
    %106 = tosa.add %93, %105 : (tensor<1x8x8x256xf32>, tensor<1x8x8x256xf32>) -> tensor<1x8x8x256xf32>
    %107 = tosa.clamp %106 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x8x8x256xf32>) -> tensor<1x8x8x256xf32>
    %108 = tosa.reshape %arg15, %23 : (tensor<64x256x1x1xf32>, !tosa.shape<4>) -> tensor<64x1x1x256xf32>
    %109 = tosa.conv2d %107, %108, %1, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x256xf32>, tensor<64x1x1x256xf32>, tensor<64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x64xf32>
    %110 = tosa.add %arg177, %20 : (tensor<64xf32>, tensor<1xf32>) -> tensor<64xf32>
    %111 = tosa.rsqrt %110 : (tensor<64xf32>) -> tensor<64xf32>
    %112 = tosa.reshape %arg176, %38 : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x1x1x64xf32>
    %113 = tosa.sub %109, %112 : (tensor<1x8x8x64xf32>, tensor<1x1x1x64xf32>) -> tensor<1x8x8x64xf32>
    %114 = tosa.reshape %111, %38 : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x1x1x64xf32>
    %115 = tosa.mul %113, %114, %2 : (tensor<1x8x8x64xf32>, tensor<1x1x1x64xf32>, tensor<1xi8>) -> tensor<1x8x8x64xf32>
    %116 = tosa.reshape %arg16, %38 : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x1x1x64xf32>
    %117 = tosa.mul %115, %116, %2 : (tensor<1x8x8x64xf32>, tensor<1x1x1x64xf32>, tensor<1xi8>) -> tensor<1x8x8x64xf32>
    %118 = tosa.reshape %arg17, %38 : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x1x1x64xf32>
    %119 = tosa.add %117, %118 : (tensor<1x8x8x64xf32>, tensor<1x1x1x64xf32>) -> tensor<1x8x8x64xf32>
    %120 = tosa.clamp %119 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x8x8x64xf32>) -> tensor<1x8x8x64xf32>
    %121 = tosa.transpose %arg18 {perms = array<i32: 0, 2, 3, 1>} : (tensor<64x64x3x3xf32>) -> tensor<64x3x3x64xf32>
    %122 = tosa.conv2d %120, %121, %1, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x64xf32>, tensor<64x3x3x64xf32>, tensor<64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x64xf32>
    %123 = tosa.add %arg180, %20 : (tensor<64xf32>, tensor<1xf32>) -> tensor<64xf32>
    %124 = tosa.rsqrt %123 : (tensor<64xf32>) -> tensor<64xf32>
    %125 = tosa.reshape %arg179, %38 : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x1x1x64xf32>
    %126 = tosa.sub %122, %125 : (tensor<1x8x8x64xf32>, tensor<1x1x1x64xf32>) -> tensor<1x8x8x64xf32>
    %127 = tosa.reshape %124, %38 : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x1x1x64xf32>
    %128 = tosa.mul %126, %127, %2 : (tensor<1x8x8x64xf32>, tensor<1x1x1x64xf32>, tensor<1xi8>) -> tensor<1x8x8x64xf32>
    %129 = tosa.reshape %arg19, %38 : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x1x1x64xf32>
    %130 = tosa.mul %128, %129, %2 : (tensor<1x8x8x64xf32>, tensor<1x1x1x64xf32>, tensor<1xi8>) -> tensor<1x8x8x64xf32>
    %131 = tosa.reshape %arg20, %38 : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x1x1x64xf32>
    %132 = tosa.add %130, %131 : (tensor<1x8x8x64xf32>, tensor<1x1x1x64xf32>) -> tensor<1x8x8x64xf32>
    %133 = tosa.clamp %132 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x8x8x64xf32>) -> tensor<1x8x8x64xf32>
    %134 = tosa.reshape %arg21, %22 : (tensor<256x64x1x1xf32>, !tosa.shape<4>) -> tensor<256x1x1x64xf32>
    %135 = tosa.conv2d %133, %134, %3, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x64xf32>, tensor<256x1x1x64xf32>, tensor<256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x256xf32>
    %136 = tosa.add %arg183, %20 : (tensor<256xf32>, tensor<1xf32>) -> tensor<256xf32>
    %137 = tosa.rsqrt %136 : (tensor<256xf32>) -> tensor<256xf32>
    %138 = tosa.reshape %arg182, %39 : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %139 = tosa.sub %135, %138 : (tensor<1x8x8x256xf32>, tensor<1x1x1x256xf32>) -> tensor<1x8x8x256xf32>
    %140 = tosa.reshape %137, %39 : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %141 = tosa.mul %139, %140, %2 : (tensor<1x8x8x256xf32>, tensor<1x1x1x256xf32>, tensor<1xi8>) -> tensor<1x8x8x256xf32>
    %142 = tosa.reshape %arg22, %39 : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %143 = tosa.mul %141, %142, %2 : (tensor<1x8x8x256xf32>, tensor<1x1x1x256xf32>, tensor<1xi8>) -> tensor<1x8x8x256xf32>
    %144 = tosa.reshape %arg23, %39 : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %145 = tosa.add %143, %144 : (tensor<1x8x8x256xf32>, tensor<1x1x1x256xf32>) -> tensor<1x8x8x256xf32>
    %146 = tosa.add %145, %107 : (tensor<1x8x8x256xf32>, tensor<1x8x8x256xf32>) -> tensor<1x8x8x256xf32>
    %147 = tosa.clamp %146 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x8x8x256xf32>) -> tensor<1x8x8x256xf32>
    %148 = tosa.reshape %arg24, %23 : (tensor<64x256x1x1xf32>, !tosa.shape<4>) -> tensor<64x1x1x256xf32>
    %149 = tosa.conv2d %147, %148, %1, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x256xf32>, tensor<64x1x1x256xf32>, tensor<64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x64xf32>
    %150 = tosa.add %arg186, %20 : (tensor<64xf32>, tensor<1xf32>) -> tensor<64xf32>
    %151 = tosa.rsqrt %150 : (tensor<64xf32>) -> tensor<64xf32>
    %152 = tosa.reshape %arg185, %38 : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x1x1x64xf32>
    %153 = tosa.sub %149, %152 : (tensor<1x8x8x64xf32>, tensor<1x1x1x64xf32>) -> tensor<1x8x8x64xf32>
    %154 = tosa.reshape %151, %38 : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x1x1x64xf32>
    %155 = tosa.mul %153, %154, %2 : (tensor<1x8x8x64xf32>, tensor<1x1x1x64xf32>, tensor<1xi8>) -> tensor<1x8x8x64xf32>
    %156 = tosa.reshape %arg25, %38 : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x1x1x64xf32>
    %157 = tosa.mul %155, %156, %2 : (tensor<1x8x8x64xf32>, tensor<1x1x1x64xf32>, tensor<1xi8>) -> tensor<1x8x8x64xf32>
    %158 = tosa.reshape %arg26, %38 : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x1x1x64xf32>
    %159 = tosa.add %157, %158 : (tensor<1x8x8x64xf32>, tensor<1x1x1x64xf32>) -> tensor<1x8x8x64xf32>
    %160 = tosa.clamp %159 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x8x8x64xf32>) -> tensor<1x8x8x64xf32>
    %161 = tosa.transpose %arg27 {perms = array<i32: 0, 2, 3, 1>} : (tensor<64x64x3x3xf32>) -> tensor<64x3x3x64xf32>
    %162 = tosa.conv2d %160, %161, %1, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x64xf32>, tensor<64x3x3x64xf32>, tensor<64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x64xf32>
    %163 = tosa.add %arg189, %20 : (tensor<64xf32>, tensor<1xf32>) -> tensor<64xf32>
    %164 = tosa.rsqrt %163 : (tensor<64xf32>) -> tensor<64xf32>
    %165 = tosa.reshape %arg188, %38 : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x1x1x64xf32>
    %166 = tosa.sub %162, %165 : (tensor<1x8x8x64xf32>, tensor<1x1x1x64xf32>) -> tensor<1x8x8x64xf32>
    %167 = tosa.reshape %164, %38 : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x1x1x64xf32>
    %168 = tosa.mul %166, %167, %2 : (tensor<1x8x8x64xf32>, tensor<1x1x1x64xf32>, tensor<1xi8>) -> tensor<1x8x8x64xf32>
    %169 = tosa.reshape %arg28, %38 : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x1x1x64xf32>
    %170 = tosa.mul %168, %169, %2 : (tensor<1x8x8x64xf32>, tensor<1x1x1x64xf32>, tensor<1xi8>) -> tensor<1x8x8x64xf32>
    %171 = tosa.reshape %arg29, %38 : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x1x1x64xf32>
    %172 = tosa.add %170, %171 : (tensor<1x8x8x64xf32>, tensor<1x1x1x64xf32>) -> tensor<1x8x8x64xf32>
    %173 = tosa.clamp %172 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x8x8x64xf32>) -> tensor<1x8x8x64xf32>
    %174 = tosa.reshape %arg30, %22 : (tensor<256x64x1x1xf32>, !tosa.shape<4>) -> tensor<256x1x1x64xf32>
    %175 = tosa.conv2d %173, %174, %3, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x64xf32>, tensor<256x1x1x64xf32>, tensor<256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x256xf32>
    %176 = tosa.add %arg192, %20 : (tensor<256xf32>, tensor<1xf32>) -> tensor<256xf32>
    %177 = tosa.rsqrt %176 : (tensor<256xf32>) -> tensor<256xf32>
    %178 = tosa.reshape %arg191, %39 : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %179 = tosa.sub %175, %178 : (tensor<1x8x8x256xf32>, tensor<1x1x1x256xf32>) -> tensor<1x8x8x256xf32>
    %180 = tosa.reshape %177, %39 : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %181 = tosa.mul %179, %180, %2 : (tensor<1x8x8x256xf32>, tensor<1x1x1x256xf32>, tensor<1xi8>) -> tensor<1x8x8x256xf32>
    %182 = tosa.reshape %arg31, %39 : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %183 = tosa.mul %181, %182, %2 : (tensor<1x8x8x256xf32>, tensor<1x1x1x256xf32>, tensor<1xi8>) -> tensor<1x8x8x256xf32>
    %184 = tosa.reshape %arg32, %39 : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %185 = tosa.add %183, %184 : (tensor<1x8x8x256xf32>, tensor<1x1x1x256xf32>) -> tensor<1x8x8x256xf32>
    %186 = tosa.add %185, %147 : (tensor<1x8x8x256xf32>, tensor<1x8x8x256xf32>) -> tensor<1x8x8x256xf32>
    %187 = tosa.clamp %186 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x8x8x256xf32>) -> tensor<1x8x8x256xf32>
    %188 = tosa.reshape %arg33, %24 : (tensor<128x256x1x1xf32>, !tosa.shape<4>) -> tensor<128x1x1x256xf32>
    %189 = tosa.conv2d %187, %188, %4, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x256xf32>, tensor<128x1x1x256xf32>, tensor<128xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x128xf32>
    %190 = tosa.add %arg195, %20 : (tensor<128xf32>, tensor<1xf32>) -> tensor<128xf32>
    %191 = tosa.rsqrt %190 : (tensor<128xf32>) -> tensor<128xf32>
    %192 = tosa.reshape %arg194, %40 : (tensor<128xf32>, !tosa.shape<4>) -> tensor<1x1x1x128xf32>
    %193 = tosa.sub %189, %192 : (tensor<1x8x8x128xf32>, tensor<1x1x1x128xf32>) -> tensor<1x8x8x128xf32>
    %194 = tosa.reshape %191, %40 : (tensor<128xf32>, !tosa.shape<4>) -> tensor<1x1x1x128xf32>
    %195 = tosa.mul %193, %194, %2 : (tensor<1x8x8x128xf32>, tensor<1x1x1x128xf32>, tensor<1xi8>) -> tensor<1x8x8x128xf32>
    %196 = tosa.reshape %arg34, %40 : (tensor<128xf32>, !tosa.shape<4>) -> tensor<1x1x1x128xf32>
    %197 = tosa.mul %195, %196, %2 : (tensor<1x8x8x128xf32>, tensor<1x1x1x128xf32>, tensor<1xi8>) -> tensor<1x8x8x128xf32>
    %198 = tosa.reshape %arg35, %40 : (tensor<128xf32>, !tosa.shape<4>) -> tensor<1x1x1x128xf32>
    %199 = tosa.add %197, %198 : (tensor<1x8x8x128xf32>, tensor<1x1x1x128xf32>) -> tensor<1x8x8x128xf32>
    %200 = tosa.clamp %199 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x8x8x128xf32>) -> tensor<1x8x8x128xf32>
    %201 = tosa.transpose %arg36 {perms = array<i32: 0, 2, 3, 1>} : (tensor<128x128x3x3xf32>) -> tensor<128x3x3x128xf32>
    %202 = tosa.conv2d %200, %201, %4, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 0, 1, 0>, stride = array<i64: 2, 2>} : (tensor<1x8x8x128xf32>, tensor<128x3x3x128xf32>, tensor<128xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x128xf32>
    %203 = tosa.add %arg198, %20 : (tensor<128xf32>, tensor<1xf32>) -> tensor<128xf32>
    %204 = tosa.rsqrt %203 : (tensor<128xf32>) -> tensor<128xf32>
    %205 = tosa.reshape %arg197, %40 : (tensor<128xf32>, !tosa.shape<4>) -> tensor<1x1x1x128xf32>
    %206 = tosa.sub %202, %205 : (tensor<1x4x4x128xf32>, tensor<1x1x1x128xf32>) -> tensor<1x4x4x128xf32>
    %207 = tosa.reshape %204, %40 : (tensor<128xf32>, !tosa.shape<4>) -> tensor<1x1x1x128xf32>
    %208 = tosa.mul %206, %207, %2 : (tensor<1x4x4x128xf32>, tensor<1x1x1x128xf32>, tensor<1xi8>) -> tensor<1x4x4x128xf32>
    %209 = tosa.reshape %arg37, %40 : (tensor<128xf32>, !tosa.shape<4>) -> tensor<1x1x1x128xf32>
    %210 = tosa.mul %208, %209, %2 : (tensor<1x4x4x128xf32>, tensor<1x1x1x128xf32>, tensor<1xi8>) -> tensor<1x4x4x128xf32>
    %211 = tosa.reshape %arg38, %40 : (tensor<128xf32>, !tosa.shape<4>) -> tensor<1x1x1x128xf32>
    %212 = tosa.add %210, %211 : (tensor<1x4x4x128xf32>, tensor<1x1x1x128xf32>) -> tensor<1x4x4x128xf32>
    %213 = tosa.clamp %212 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x4x4x128xf32>) -> tensor<1x4x4x128xf32>
    %214 = tosa.reshape %arg39, %25 : (tensor<512x128x1x1xf32>, !tosa.shape<4>) -> tensor<512x1x1x128xf32>
    %215 = tosa.conv2d %213, %214, %5, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x128xf32>, tensor<512x1x1x128xf32>, tensor<512xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x512xf32>
    %216 = tosa.add %arg201, %20 : (tensor<512xf32>, tensor<1xf32>) -> tensor<512xf32>
    %217 = tosa.rsqrt %216 : (tensor<512xf32>) -> tensor<512xf32>
    %218 = tosa.reshape %arg200, %33 : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x1x1x512xf32>
    %219 = tosa.sub %215, %218 : (tensor<1x4x4x512xf32>, tensor<1x1x1x512xf32>) -> tensor<1x4x4x512xf32>
    %220 = tosa.reshape %217, %33 : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x1x1x512xf32>
    %221 = tosa.mul %219, %220, %2 : (tensor<1x4x4x512xf32>, tensor<1x1x1x512xf32>, tensor<1xi8>) -> tensor<1x4x4x512xf32>
    %222 = tosa.reshape %arg40, %33 : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x1x1x512xf32>
    %223 = tosa.mul %221, %222, %2 : (tensor<1x4x4x512xf32>, tensor<1x1x1x512xf32>, tensor<1xi8>) -> tensor<1x4x4x512xf32>
    %224 = tosa.reshape %arg41, %33 : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x1x1x512xf32>
    %225 = tosa.add %223, %224 : (tensor<1x4x4x512xf32>, tensor<1x1x1x512xf32>) -> tensor<1x4x4x512xf32>
    %226 = tosa.reshape %arg42, %26 : (tensor<512x256x1x1xf32>, !tosa.shape<4>) -> tensor<512x1x1x256xf32>
    %227 = tosa.slice %187, %8, %7 : (tensor<1x8x8x256xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x7x8x256xf32>
    %228 = tosa.slice %227, %8, %9 : (tensor<1x7x8x256xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x7x7x256xf32>
    %229 = tosa.conv2d %228, %226, %5, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x7x7x256xf32>, tensor<512x1x1x256xf32>, tensor<512xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x512xf32>
    %230 = tosa.add %arg204, %20 : (tensor<512xf32>, tensor<1xf32>) -> tensor<512xf32>
    %231 = tosa.rsqrt %230 : (tensor<512xf32>) -> tensor<512xf32>
    %232 = tosa.reshape %arg203, %33 : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x1x1x512xf32>
    %233 = tosa.sub %229, %232 : (tensor<1x4x4x512xf32>, tensor<1x1x1x512xf32>) -> tensor<1x4x4x512xf32>
    %234 = tosa.reshape %231, %33 : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x1x1x512xf32>
    %235 = tosa.mul %233, %234, %2 : (tensor<1x4x4x512xf32>, tensor<1x1x1x512xf32>, tensor<1xi8>) -> tensor<1x4x4x512xf32>
    %236 = tosa.reshape %arg43, %33 : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x1x1x512xf32>
    %237 = tosa.mul %235, %236, %2 : (tensor<1x4x4x512xf32>, tensor<1x1x1x512xf32>, tensor<1xi8>) -> tensor<1x4x4x512xf32>
    %238 = tosa.reshape %arg44, %33 : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x1x1x512xf32>
    %239 = tosa.add %237, %238 : (tensor<1x4x4x512xf32>, tensor<1x1x1x512xf32>) -> tensor<1x4x4x512xf32>
    %240 = tosa.add %225, %239 : (tensor<1x4x4x512xf32>, tensor<1x4x4x512xf32>) -> tensor<1x4x4x512xf32>
    %241 = tosa.clamp %240 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x4x4x512xf32>) -> tensor<1x4x4x512xf32>
    %242 = tosa.reshape %arg45, %27 : (tensor<128x512x1x1xf32>, !tosa.shape<4>) -> tensor<128x1x1x512xf32>
    %243 = tosa.conv2d %241, %242, %4, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x512xf32>, tensor<128x1x1x512xf32>, tensor<128xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x128xf32>
    %244 = tosa.add %arg207, %20 : (tensor<128xf32>, tensor<1xf32>) -> tensor<128xf32>
    %245 = tosa.rsqrt %244 : (tensor<128xf32>) -> tensor<128xf32>
    %246 = tosa.reshape %arg206, %40 : (tensor<128xf32>, !tosa.shape<4>) -> tensor<1x1x1x128xf32>
    %247 = tosa.sub %243, %246 : (tensor<1x4x4x128xf32>, tensor<1x1x1x128xf32>) -> tensor<1x4x4x128xf32>
    %248 = tosa.reshape %245, %40 : (tensor<128xf32>, !tosa.shape<4>) -> tensor<1x1x1x128xf32>
    %249 = tosa.mul %247, %248, %2 : (tensor<1x4x4x128xf32>, tensor<1x1x1x128xf32>, tensor<1xi8>) -> tensor<1x4x4x128xf32>
    %250 = tosa.reshape %arg46, %40 : (tensor<128xf32>, !tosa.shape<4>) -> tensor<1x1x1x128xf32>
    %251 = tosa.mul %249, %250, %2 : (tensor<1x4x4x128xf32>, tensor<1x1x1x128xf32>, tensor<1xi8>) -> tensor<1x4x4x128xf32>
    %252 = tosa.reshape %arg47, %40 : (tensor<128xf32>, !tosa.shape<4>) -> tensor<1x1x1x128xf32>
    %253 = tosa.add %251, %252 : (tensor<1x4x4x128xf32>, tensor<1x1x1x128xf32>) -> tensor<1x4x4x128xf32>
    %254 = tosa.clamp %253 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x4x4x128xf32>) -> tensor<1x4x4x128xf32>
    %255 = tosa.transpose %arg48 {perms = array<i32: 0, 2, 3, 1>} : (tensor<128x128x3x3xf32>) -> tensor<128x3x3x128xf32>
    %256 = tosa.conv2d %254, %255, %4, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x4x4x128xf32>, tensor<128x3x3x128xf32>, tensor<128xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x128xf32>
    %257 = tosa.add %arg210, %20 : (tensor<128xf32>, tensor<1xf32>) -> tensor<128xf32>
    %258 = tosa.rsqrt %257 : (tensor<128xf32>) -> tensor<128xf32>
    %259 = tosa.reshape %arg209, %40 : (tensor<128xf32>, !tosa.shape<4>) -> tensor<1x1x1x128xf32>
    %260 = tosa.sub %256, %259 : (tensor<1x4x4x128xf32>, tensor<1x1x1x128xf32>) -> tensor<1x4x4x128xf32>
    %261 = tosa.reshape %258, %40 : (tensor<128xf32>, !tosa.shape<4>) -> tensor<1x1x1x128xf32>
    %262 = tosa.mul %260, %261, %2 : (tensor<1x4x4x128xf32>, tensor<1x1x1x128xf32>, tensor<1xi8>) -> tensor<1x4x4x128xf32>
    %263 = tosa.reshape %arg49, %40 : (tensor<128xf32>, !tosa.shape<4>) -> tensor<1x1x1x128xf32>
    %264 = tosa.mul %262, %263, %2 : (tensor<1x4x4x128xf32>, tensor<1x1x1x128xf32>, tensor<1xi8>) -> tensor<1x4x4x128xf32>
    %265 = tosa.reshape %arg50, %40 : (tensor<128xf32>, !tosa.shape<4>) -> tensor<1x1x1x128xf32>
    %266 = tosa.add %264, %265 : (tensor<1x4x4x128xf32>, tensor<1x1x1x128xf32>) -> tensor<1x4x4x128xf32>
    %267 = tosa.clamp %266 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x4x4x128xf32>) -> tensor<1x4x4x128xf32>
    %268 = tosa.reshape %arg51, %25 : (tensor<512x128x1x1xf32>, !tosa.shape<4>) -> tensor<512x1x1x128xf32>
    %269 = tosa.conv2d %267, %268, %5, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x128xf32>, tensor<512x1x1x128xf32>, tensor<512xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x512xf32>
    %270 = tosa.add %arg213, %20 : (tensor<512xf32>, tensor<1xf32>) -> tensor<512xf32>
    %271 = tosa.rsqrt %270 : (tensor<512xf32>) -> tensor<512xf32>
    %272 = tosa.reshape %arg212, %33 : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x1x1x512xf32>
    %273 = tosa.sub %269, %272 : (tensor<1x4x4x512xf32>, tensor<1x1x1x512xf32>) -> tensor<1x4x4x512xf32>
    %274 = tosa.reshape %271, %33 : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x1x1x512xf32>
    %275 = tosa.mul %273, %274, %2 : (tensor<1x4x4x512xf32>, tensor<1x1x1x512xf32>, tensor<1xi8>) -> tensor<1x4x4x512xf32>
    %276 = tosa.reshape %arg52, %33 : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x1x1x512xf32>
    %277 = tosa.mul %275, %276, %2 : (tensor<1x4x4x512xf32>, tensor<1x1x1x512xf32>, tensor<1xi8>) -> tensor<1x4x4x512xf32>
    %278 = tosa.reshape %arg53, %33 : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x1x1x512xf32>
    %279 = tosa.add %277, %278 : (tensor<1x4x4x512xf32>, tensor<1x1x1x512xf32>) -> tensor<1x4x4x512xf32>
    %280 = tosa.add %279, %241 : (tensor<1x4x4x512xf32>, tensor<1x4x4x512xf32>) -> tensor<1x4x4x512xf32>
    %281 = tosa.clamp %280 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x4x4x512xf32>) -> tensor<1x4x4x512xf32>
    %282 = tosa.reshape %arg54, %27 : (tensor<128x512x1x1xf32>, !tosa.shape<4>) -> tensor<128x1x1x512xf32>
    %283 = tosa.conv2d %281, %282, %4, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x512xf32>, tensor<128x1x1x512xf32>, tensor<128xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x128xf32>
    %284 = tosa.add %arg216, %20 : (tensor<128xf32>, tensor<1xf32>) -> tensor<128xf32>
    %285 = tosa.rsqrt %284 : (tensor<128xf32>) -> tensor<128xf32>
    %286 = tosa.reshape %arg215, %40 : (tensor<128xf32>, !tosa.shape<4>) -> tensor<1x1x1x128xf32>
    %287 = tosa.sub %283, %286 : (tensor<1x4x4x128xf32>, tensor<1x1x1x128xf32>) -> tensor<1x4x4x128xf32>
    %288 = tosa.reshape %285, %40 : (tensor<128xf32>, !tosa.shape<4>) -> tensor<1x1x1x128xf32>
    %289 = tosa.mul %287, %288, %2 : (tensor<1x4x4x128xf32>, tensor<1x1x1x128xf32>, tensor<1xi8>) -> tensor<1x4x4x128xf32>
    %290 = tosa.reshape %arg55, %40 : (tensor<128xf32>, !tosa.shape<4>) -> tensor<1x1x1x128xf32>
    %291 = tosa.mul %289, %290, %2 : (tensor<1x4x4x128xf32>, tensor<1x1x1x128xf32>, tensor<1xi8>) -> tensor<1x4x4x128xf32>
    %292 = tosa.reshape %arg56, %40 : (tensor<128xf32>, !tosa.shape<4>) -> tensor<1x1x1x128xf32>
    %293 = tosa.add %291, %292 : (tensor<1x4x4x128xf32>, tensor<1x1x1x128xf32>) -> tensor<1x4x4x128xf32>
    %294 = tosa.clamp %293 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x4x4x128xf32>) -> tensor<1x4x4x128xf32>
    %295 = tosa.transpose %arg57 {perms = array<i32: 0, 2, 3, 1>} : (tensor<128x128x3x3xf32>) -> tensor<128x3x3x128xf32>
    %296 = tosa.conv2d %294, %295, %4, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x4x4x128xf32>, tensor<128x3x3x128xf32>, tensor<128xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x128xf32>
    %297 = tosa.add %arg219, %20 : (tensor<128xf32>, tensor<1xf32>) -> tensor<128xf32>
    %298 = tosa.rsqrt %297 : (tensor<128xf32>) -> tensor<128xf32>
    %299 = tosa.reshape %arg218, %40 : (tensor<128xf32>, !tosa.shape<4>) -> tensor<1x1x1x128xf32>
    %300 = tosa.sub %296, %299 : (tensor<1x4x4x128xf32>, tensor<1x1x1x128xf32>) -> tensor<1x4x4x128xf32>
    %301 = tosa.reshape %298, %40 : (tensor<128xf32>, !tosa.shape<4>) -> tensor<1x1x1x128xf32>
    %302 = tosa.mul %300, %301, %2 : (tensor<1x4x4x128xf32>, tensor<1x1x1x128xf32>, tensor<1xi8>) -> tensor<1x4x4x128xf32>
    %303 = tosa.reshape %arg58, %40 : (tensor<128xf32>, !tosa.shape<4>) -> tensor<1x1x1x128xf32>
    %304 = tosa.mul %302, %303, %2 : (tensor<1x4x4x128xf32>, tensor<1x1x1x128xf32>, tensor<1xi8>) -> tensor<1x4x4x128xf32>
    %305 = tosa.reshape %arg59, %40 : (tensor<128xf32>, !tosa.shape<4>) -> tensor<1x1x1x128xf32>
    %306 = tosa.add %304, %305 : (tensor<1x4x4x128xf32>, tensor<1x1x1x128xf32>) -> tensor<1x4x4x128xf32>
    %307 = tosa.clamp %306 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x4x4x128xf32>) -> tensor<1x4x4x128xf32>
    %308 = tosa.reshape %arg60, %25 : (tensor<512x128x1x1xf32>, !tosa.shape<4>) -> tensor<512x1x1x128xf32>
    %309 = tosa.conv2d %307, %308, %5, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x128xf32>, tensor<512x1x1x128xf32>, tensor<512xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x512xf32>
    %310 = tosa.add %arg222, %20 : (tensor<512xf32>, tensor<1xf32>) -> tensor<512xf32>
    %311 = tosa.rsqrt %310 : (tensor<512xf32>) -> tensor<512xf32>
    %312 = tosa.reshape %arg221, %33 : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x1x1x512xf32>
    %313 = tosa.sub %309, %312 : (tensor<1x4x4x512xf32>, tensor<1x1x1x512xf32>) -> tensor<1x4x4x512xf32>
    %314 = tosa.reshape %311, %33 : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x1x1x512xf32>
    %315 = tosa.mul %313, %314, %2 : (tensor<1x4x4x512xf32>, tensor<1x1x1x512xf32>, tensor<1xi8>) -> tensor<1x4x4x512xf32>
    %316 = tosa.reshape %arg61, %33 : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x1x1x512xf32>
    %317 = tosa.mul %315, %316, %2 : (tensor<1x4x4x512xf32>, tensor<1x1x1x512xf32>, tensor<1xi8>) -> tensor<1x4x4x512xf32>
    %318 = tosa.reshape %arg62, %33 : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x1x1x512xf32>
    %319 = tosa.add %317, %318 : (tensor<1x4x4x512xf32>, tensor<1x1x1x512xf32>) -> tensor<1x4x4x512xf32>
    %320 = tosa.add %319, %281 : (tensor<1x4x4x512xf32>, tensor<1x4x4x512xf32>) -> tensor<1x4x4x512xf32>
    %321 = tosa.clamp %320 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x4x4x512xf32>) -> tensor<1x4x4x512xf32>
    %322 = tosa.reshape %arg63, %27 : (tensor<128x512x1x1xf32>, !tosa.shape<4>) -> tensor<128x1x1x512xf32>
    %323 = tosa.conv2d %321, %322, %4, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x512xf32>, tensor<128x1x1x512xf32>, tensor<128xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x128xf32>
    %324 = tosa.add %arg225, %20 : (tensor<128xf32>, tensor<1xf32>) -> tensor<128xf32>
    %325 = tosa.rsqrt %324 : (tensor<128xf32>) -> tensor<128xf32>
    %326 = tosa.reshape %arg224, %40 : (tensor<128xf32>, !tosa.shape<4>) -> tensor<1x1x1x128xf32>
    %327 = tosa.sub %323, %326 : (tensor<1x4x4x128xf32>, tensor<1x1x1x128xf32>) -> tensor<1x4x4x128xf32>
    %328 = tosa.reshape %325, %40 : (tensor<128xf32>, !tosa.shape<4>) -> tensor<1x1x1x128xf32>
    %329 = tosa.mul %327, %328, %2 : (tensor<1x4x4x128xf32>, tensor<1x1x1x128xf32>, tensor<1xi8>) -> tensor<1x4x4x128xf32>
    %330 = tosa.reshape %arg64, %40 : (tensor<128xf32>, !tosa.shape<4>) -> tensor<1x1x1x128xf32>
    %331 = tosa.mul %329, %330, %2 : (tensor<1x4x4x128xf32>, tensor<1x1x1x128xf32>, tensor<1xi8>) -> tensor<1x4x4x128xf32>
    %332 = tosa.reshape %arg65, %40 : (tensor<128xf32>, !tosa.shape<4>) -> tensor<1x1x1x128xf32>
    %333 = tosa.add %331, %332 : (tensor<1x4x4x128xf32>, tensor<1x1x1x128xf32>) -> tensor<1x4x4x128xf32>
    %334 = tosa.clamp %333 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x4x4x128xf32>) -> tensor<1x4x4x128xf32>
    %335 = tosa.transpose %arg66 {perms = array<i32: 0, 2, 3, 1>} : (tensor<128x128x3x3xf32>) -> tensor<128x3x3x128xf32>
    %336 = tosa.conv2d %334, %335, %4, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x4x4x128xf32>, tensor<128x3x3x128xf32>, tensor<128xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x128xf32>
    %337 = tosa.add %arg228, %20 : (tensor<128xf32>, tensor<1xf32>) -> tensor<128xf32>
    %338 = tosa.rsqrt %337 : (tensor<128xf32>) -> tensor<128xf32>
    %339 = tosa.reshape %arg227, %40 : (tensor<128xf32>, !tosa.shape<4>) -> tensor<1x1x1x128xf32>
    %340 = tosa.sub %336, %339 : (tensor<1x4x4x128xf32>, tensor<1x1x1x128xf32>) -> tensor<1x4x4x128xf32>
    %341 = tosa.reshape %338, %40 : (tensor<128xf32>, !tosa.shape<4>) -> tensor<1x1x1x128xf32>
    %342 = tosa.mul %340, %341, %2 : (tensor<1x4x4x128xf32>, tensor<1x1x1x128xf32>, tensor<1xi8>) -> tensor<1x4x4x128xf32>
    %343 = tosa.reshape %arg67, %40 : (tensor<128xf32>, !tosa.shape<4>) -> tensor<1x1x1x128xf32>
    %344 = tosa.mul %342, %343, %2 : (tensor<1x4x4x128xf32>, tensor<1x1x1x128xf32>, tensor<1xi8>) -> tensor<1x4x4x128xf32>
    %345 = tosa.reshape %arg68, %40 : (tensor<128xf32>, !tosa.shape<4>) -> tensor<1x1x1x128xf32>
    %346 = tosa.add %344, %345 : (tensor<1x4x4x128xf32>, tensor<1x1x1x128xf32>) -> tensor<1x4x4x128xf32>
    %347 = tosa.clamp %346 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x4x4x128xf32>) -> tensor<1x4x4x128xf32>
    %348 = tosa.reshape %arg69, %25 : (tensor<512x128x1x1xf32>, !tosa.shape<4>) -> tensor<512x1x1x128xf32>
    %349 = tosa.conv2d %347, %348, %5, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x128xf32>, tensor<512x1x1x128xf32>, tensor<512xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x512xf32>
    %350 = tosa.add %arg231, %20 : (tensor<512xf32>, tensor<1xf32>) -> tensor<512xf32>
    %351 = tosa.rsqrt %350 : (tensor<512xf32>) -> tensor<512xf32>
    %352 = tosa.reshape %arg230, %33 : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x1x1x512xf32>
    %353 = tosa.sub %349, %352 : (tensor<1x4x4x512xf32>, tensor<1x1x1x512xf32>) -> tensor<1x4x4x512xf32>
    %354 = tosa.reshape %351, %33 : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x1x1x512xf32>
    %355 = tosa.mul %353, %354, %2 : (tensor<1x4x4x512xf32>, tensor<1x1x1x512xf32>, tensor<1xi8>) -> tensor<1x4x4x512xf32>
    %356 = tosa.reshape %arg70, %33 : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x1x1x512xf32>
    %357 = tosa.mul %355, %356, %2 : (tensor<1x4x4x512xf32>, tensor<1x1x1x512xf32>, tensor<1xi8>) -> tensor<1x4x4x512xf32>
    %358 = tosa.reshape %arg71, %33 : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x1x1x512xf32>
    %359 = tosa.add %357, %358 : (tensor<1x4x4x512xf32>, tensor<1x1x1x512xf32>) -> tensor<1x4x4x512xf32>
    %360 = tosa.add %359, %321 : (tensor<1x4x4x512xf32>, tensor<1x4x4x512xf32>) -> tensor<1x4x4x512xf32>
    %361 = tosa.clamp %360 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x4x4x512xf32>) -> tensor<1x4x4x512xf32>
    %362 = tosa.reshape %arg72, %28 : (tensor<256x512x1x1xf32>, !tosa.shape<4>) -> tensor<256x1x1x512xf32>
    %363 = tosa.conv2d %361, %362, %3, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x512xf32>, tensor<256x1x1x512xf32>, tensor<256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x256xf32>
    %364 = tosa.add %arg234, %20 : (tensor<256xf32>, tensor<1xf32>) -> tensor<256xf32>
    %365 = tosa.rsqrt %364 : (tensor<256xf32>) -> tensor<256xf32>
    %366 = tosa.reshape %arg233, %39 : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %367 = tosa.sub %363, %366 : (tensor<1x4x4x256xf32>, tensor<1x1x1x256xf32>) -> tensor<1x4x4x256xf32>
    %368 = tosa.reshape %365, %39 : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %369 = tosa.mul %367, %368, %2 : (tensor<1x4x4x256xf32>, tensor<1x1x1x256xf32>, tensor<1xi8>) -> tensor<1x4x4x256xf32>
    %370 = tosa.reshape %arg73, %39 : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %371 = tosa.mul %369, %370, %2 : (tensor<1x4x4x256xf32>, tensor<1x1x1x256xf32>, tensor<1xi8>) -> tensor<1x4x4x256xf32>
    %372 = tosa.reshape %arg74, %39 : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %373 = tosa.add %371, %372 : (tensor<1x4x4x256xf32>, tensor<1x1x1x256xf32>) -> tensor<1x4x4x256xf32>
    %374 = tosa.clamp %373 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x4x4x256xf32>) -> tensor<1x4x4x256xf32>
    %375 = tosa.transpose %arg75 {perms = array<i32: 0, 2, 3, 1>} : (tensor<256x256x3x3xf32>) -> tensor<256x3x3x256xf32>
    %376 = tosa.conv2d %374, %375, %3, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 0, 1, 0>, stride = array<i64: 2, 2>} : (tensor<1x4x4x256xf32>, tensor<256x3x3x256xf32>, tensor<256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x256xf32>
    %377 = tosa.add %arg237, %20 : (tensor<256xf32>, tensor<1xf32>) -> tensor<256xf32>
    %378 = tosa.rsqrt %377 : (tensor<256xf32>) -> tensor<256xf32>
    %379 = tosa.reshape %arg236, %39 : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %380 = tosa.sub %376, %379 : (tensor<1x2x2x256xf32>, tensor<1x1x1x256xf32>) -> tensor<1x2x2x256xf32>
    %381 = tosa.reshape %378, %39 : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %382 = tosa.mul %380, %381, %2 : (tensor<1x2x2x256xf32>, tensor<1x1x1x256xf32>, tensor<1xi8>) -> tensor<1x2x2x256xf32>
    %383 = tosa.reshape %arg76, %39 : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %384 = tosa.mul %382, %383, %2 : (tensor<1x2x2x256xf32>, tensor<1x1x1x256xf32>, tensor<1xi8>) -> tensor<1x2x2x256xf32>
    %385 = tosa.reshape %arg77, %39 : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %386 = tosa.add %384, %385 : (tensor<1x2x2x256xf32>, tensor<1x1x1x256xf32>) -> tensor<1x2x2x256xf32>
    %387 = tosa.clamp %386 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x2x2x256xf32>) -> tensor<1x2x2x256xf32>
    %388 = tosa.reshape %arg78, %29 : (tensor<1024x256x1x1xf32>, !tosa.shape<4>) -> tensor<1024x1x1x256xf32>
    %389 = tosa.conv2d %387, %388, %10, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x256xf32>, tensor<1024x1x1x256xf32>, tensor<1024xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x1024xf32>
    %390 = tosa.add %arg240, %20 : (tensor<1024xf32>, tensor<1xf32>) -> tensor<1024xf32>
    %391 = tosa.rsqrt %390 : (tensor<1024xf32>) -> tensor<1024xf32>
    %392 = tosa.reshape %arg239, %16 : (tensor<1024xf32>, !tosa.shape<4>) -> tensor<1x1x1x1024xf32>
    %393 = tosa.sub %389, %392 : (tensor<1x2x2x1024xf32>, tensor<1x1x1x1024xf32>) -> tensor<1x2x2x1024xf32>
    %394 = tosa.reshape %391, %16 : (tensor<1024xf32>, !tosa.shape<4>) -> tensor<1x1x1x1024xf32>
    %395 = tosa.mul %393, %394, %2 : (tensor<1x2x2x1024xf32>, tensor<1x1x1x1024xf32>, tensor<1xi8>) -> tensor<1x2x2x1024xf32>
    %396 = tosa.reshape %arg79, %16 : (tensor<1024xf32>, !tosa.shape<4>) -> tensor<1x1x1x1024xf32>
    %397 = tosa.mul %395, %396, %2 : (tensor<1x2x2x1024xf32>, tensor<1x1x1x1024xf32>, tensor<1xi8>) -> tensor<1x2x2x1024xf32>
    %398 = tosa.reshape %arg80, %16 : (tensor<1024xf32>, !tosa.shape<4>) -> tensor<1x1x1x1024xf32>
    %399 = tosa.add %397, %398 : (tensor<1x2x2x1024xf32>, tensor<1x1x1x1024xf32>) -> tensor<1x2x2x1024xf32>
    %400 = tosa.reshape %arg81, %30 : (tensor<1024x512x1x1xf32>, !tosa.shape<4>) -> tensor<1024x1x1x512xf32>
    %401 = tosa.slice %361, %8, %11 : (tensor<1x4x4x512xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x3x4x512xf32>
    %402 = tosa.slice %401, %8, %12 : (tensor<1x3x4x512xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x3x3x512xf32>
    %403 = tosa.conv2d %402, %400, %10, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x3x3x512xf32>, tensor<1024x1x1x512xf32>, tensor<1024xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x1024xf32>
    %404 = tosa.add %arg243, %20 : (tensor<1024xf32>, tensor<1xf32>) -> tensor<1024xf32>
    %405 = tosa.rsqrt %404 : (tensor<1024xf32>) -> tensor<1024xf32>
    %406 = tosa.reshape %arg242, %16 : (tensor<1024xf32>, !tosa.shape<4>) -> tensor<1x1x1x1024xf32>
    %407 = tosa.sub %403, %406 : (tensor<1x2x2x1024xf32>, tensor<1x1x1x1024xf32>) -> tensor<1x2x2x1024xf32>
    %408 = tosa.reshape %405, %16 : (tensor<1024xf32>, !tosa.shape<4>) -> tensor<1x1x1x1024xf32>
    %409 = tosa.mul %407, %408, %2 : (tensor<1x2x2x1024xf32>, tensor<1x1x1x1024xf32>, tensor<1xi8>) -> tensor<1x2x2x1024xf32>
    %410 = tosa.reshape %arg82, %16 : (tensor<1024xf32>, !tosa.shape<4>) -> tensor<1x1x1x1024xf32>
    %411 = tosa.mul %409, %410, %2 : (tensor<1x2x2x1024xf32>, tensor<1x1x1x1024xf32>, tensor<1xi8>) -> tensor<1x2x2x1024xf32>
    %412 = tosa.reshape %arg83, %16 : (tensor<1024xf32>, !tosa.shape<4>) -> tensor<1x1x1x1024xf32>
    %413 = tosa.add %411, %412 : (tensor<1x2x2x1024xf32>, tensor<1x1x1x1024xf32>) -> tensor<1x2x2x1024xf32>
    %414 = tosa.add %399, %413 : (tensor<1x2x2x1024xf32>, tensor<1x2x2x1024xf32>) -> tensor<1x2x2x1024xf32>
    %415 = tosa.clamp %414 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x2x2x1024xf32>) -> tensor<1x2x2x1024xf32>
    %416 = tosa.reshape %arg84, %31 : (tensor<256x1024x1x1xf32>, !tosa.shape<4>) -> tensor<256x1x1x1024xf32>
    %417 = tosa.conv2d %415, %416, %3, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x1024xf32>, tensor<256x1x1x1024xf32>, tensor<256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x256xf32>
    %418 = tosa.add %arg246, %20 : (tensor<256xf32>, tensor<1xf32>) -> tensor<256xf32>
    %419 = tosa.rsqrt %418 : (tensor<256xf32>) -> tensor<256xf32>
    %420 = tosa.reshape %arg245, %39 : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %421 = tosa.sub %417, %420 : (tensor<1x2x2x256xf32>, tensor<1x1x1x256xf32>) -> tensor<1x2x2x256xf32>
    %422 = tosa.reshape %419, %39 : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %423 = tosa.mul %421, %422, %2 : (tensor<1x2x2x256xf32>, tensor<1x1x1x256xf32>, tensor<1xi8>) -> tensor<1x2x2x256xf32>
    %424 = tosa.reshape %arg85, %39 : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %425 = tosa.mul %423, %424, %2 : (tensor<1x2x2x256xf32>, tensor<1x1x1x256xf32>, tensor<1xi8>) -> tensor<1x2x2x256xf32>
    %426 = tosa.reshape %arg86, %39 : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %427 = tosa.add %425, %426 : (tensor<1x2x2x256xf32>, tensor<1x1x1x256xf32>) -> tensor<1x2x2x256xf32>
    %428 = tosa.clamp %427 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x2x2x256xf32>) -> tensor<1x2x2x256xf32>
    %429 = tosa.transpose %arg87 {perms = array<i32: 0, 2, 3, 1>} : (tensor<256x256x3x3xf32>) -> tensor<256x3x3x256xf32>
    %430 = tosa.conv2d %428, %429, %3, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x2x2x256xf32>, tensor<256x3x3x256xf32>, tensor<256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x256xf32>
    %431 = tosa.add %arg249, %20 : (tensor<256xf32>, tensor<1xf32>) -> tensor<256xf32>
    %432 = tosa.rsqrt %431 : (tensor<256xf32>) -> tensor<256xf32>
    %433 = tosa.reshape %arg248, %39 : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %434 = tosa.sub %430, %433 : (tensor<1x2x2x256xf32>, tensor<1x1x1x256xf32>) -> tensor<1x2x2x256xf32>
    %435 = tosa.reshape %432, %39 : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %436 = tosa.mul %434, %435, %2 : (tensor<1x2x2x256xf32>, tensor<1x1x1x256xf32>, tensor<1xi8>) -> tensor<1x2x2x256xf32>
    %437 = tosa.reshape %arg88, %39 : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %438 = tosa.mul %436, %437, %2 : (tensor<1x2x2x256xf32>, tensor<1x1x1x256xf32>, tensor<1xi8>) -> tensor<1x2x2x256xf32>
    %439 = tosa.reshape %arg89, %39 : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %440 = tosa.add %438, %439 : (tensor<1x2x2x256xf32>, tensor<1x1x1x256xf32>) -> tensor<1x2x2x256xf32>
    %441 = tosa.clamp %440 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x2x2x256xf32>) -> tensor<1x2x2x256xf32>
    %442 = tosa.reshape %arg90, %29 : (tensor<1024x256x1x1xf32>, !tosa.shape<4>) -> tensor<1024x1x1x256xf32>
    %443 = tosa.conv2d %441, %442, %10, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x256xf32>, tensor<1024x1x1x256xf32>, tensor<1024xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x1024xf32>
    %444 = tosa.add %arg252, %20 : (tensor<1024xf32>, tensor<1xf32>) -> tensor<1024xf32>
    %445 = tosa.rsqrt %444 : (tensor<1024xf32>) -> tensor<1024xf32>
    %446 = tosa.reshape %arg251, %16 : (tensor<1024xf32>, !tosa.shape<4>) -> tensor<1x1x1x1024xf32>
    %447 = tosa.sub %443, %446 : (tensor<1x2x2x1024xf32>, tensor<1x1x1x1024xf32>) -> tensor<1x2x2x1024xf32>
    %448 = tosa.reshape %445, %16 : (tensor<1024xf32>, !tosa.shape<4>) -> tensor<1x1x1x1024xf32>
    %449 = tosa.mul %447, %448, %2 : (tensor<1x2x2x1024xf32>, tensor<1x1x1x1024xf32>, tensor<1xi8>) -> tensor<1x2x2x1024xf32>
    %450 = tosa.reshape %arg91, %16 : (tensor<1024xf32>, !tosa.shape<4>) -> tensor<1x1x1x1024xf32>
    %451 = tosa.mul %449, %450, %2 : (tensor<1x2x2x1024xf32>, tensor<1x1x1x1024xf32>, tensor<1xi8>) -> tensor<1x2x2x1024xf32>
    %452 = tosa.reshape %arg92, %16 : (tensor<1024xf32>, !tosa.shape<4>) -> tensor<1x1x1x1024xf32>
    %453 = tosa.add %451, %452 : (tensor<1x2x2x1024xf32>, tensor<1x1x1x1024xf32>) -> tensor<1x2x2x1024xf32>
    %454 = tosa.add %453, %415 : (tensor<1x2x2x1024xf32>, tensor<1x2x2x1024xf32>) -> tensor<1x2x2x1024xf32>
    %455 = tosa.clamp %454 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x2x2x1024xf32>) -> tensor<1x2x2x1024xf32>
    %456 = tosa.reshape %arg93, %31 : (tensor<256x1024x1x1xf32>, !tosa.shape<4>) -> tensor<256x1x1x1024xf32>
    %457 = tosa.conv2d %455, %456, %3, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x1024xf32>, tensor<256x1x1x1024xf32>, tensor<256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x256xf32>
    %458 = tosa.add %arg255, %20 : (tensor<256xf32>, tensor<1xf32>) -> tensor<256xf32>
    %459 = tosa.rsqrt %458 : (tensor<256xf32>) -> tensor<256xf32>
    %460 = tosa.reshape %arg254, %39 : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %461 = tosa.sub %457, %460 : (tensor<1x2x2x256xf32>, tensor<1x1x1x256xf32>) -> tensor<1x2x2x256xf32>
    %462 = tosa.reshape %459, %39 : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %463 = tosa.mul %461, %462, %2 : (tensor<1x2x2x256xf32>, tensor<1x1x1x256xf32>, tensor<1xi8>) -> tensor<1x2x2x256xf32>
    %464 = tosa.reshape %arg94, %39 : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %465 = tosa.mul %463, %464, %2 : (tensor<1x2x2x256xf32>, tensor<1x1x1x256xf32>, tensor<1xi8>) -> tensor<1x2x2x256xf32>
    %466 = tosa.reshape %arg95, %39 : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %467 = tosa.add %465, %466 : (tensor<1x2x2x256xf32>, tensor<1x1x1x256xf32>) -> tensor<1x2x2x256xf32>
    %468 = tosa.clamp %467 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x2x2x256xf32>) -> tensor<1x2x2x256xf32>
    %469 = tosa.transpose %arg96 {perms = array<i32: 0, 2, 3, 1>} : (tensor<256x256x3x3xf32>) -> tensor<256x3x3x256xf32>
    %470 = tosa.conv2d %468, %469, %3, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x2x2x256xf32>, tensor<256x3x3x256xf32>, tensor<256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x256xf32>
    %471 = tosa.add %arg258, %20 : (tensor<256xf32>, tensor<1xf32>) -> tensor<256xf32>
    %472 = tosa.rsqrt %471 : (tensor<256xf32>) -> tensor<256xf32>
    %473 = tosa.reshape %arg257, %39 : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %474 = tosa.sub %470, %473 : (tensor<1x2x2x256xf32>, tensor<1x1x1x256xf32>) -> tensor<1x2x2x256xf32>
    %475 = tosa.reshape %472, %39 : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %476 = tosa.mul %474, %475, %2 : (tensor<1x2x2x256xf32>, tensor<1x1x1x256xf32>, tensor<1xi8>) -> tensor<1x2x2x256xf32>
    %477 = tosa.reshape %arg97, %39 : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %478 = tosa.mul %476, %477, %2 : (tensor<1x2x2x256xf32>, tensor<1x1x1x256xf32>, tensor<1xi8>) -> tensor<1x2x2x256xf32>
    %479 = tosa.reshape %arg98, %39 : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %480 = tosa.add %478, %479 : (tensor<1x2x2x256xf32>, tensor<1x1x1x256xf32>) -> tensor<1x2x2x256xf32>
    %481 = tosa.clamp %480 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x2x2x256xf32>) -> tensor<1x2x2x256xf32>
    %482 = tosa.reshape %arg99, %29 : (tensor<1024x256x1x1xf32>, !tosa.shape<4>) -> tensor<1024x1x1x256xf32>
    %483 = tosa.conv2d %481, %482, %10, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x256xf32>, tensor<1024x1x1x256xf32>, tensor<1024xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x1024xf32>
    %484 = tosa.add %arg261, %20 : (tensor<1024xf32>, tensor<1xf32>) -> tensor<1024xf32>
    %485 = tosa.rsqrt %484 : (tensor<1024xf32>) -> tensor<1024xf32>
    %486 = tosa.reshape %arg260, %16 : (tensor<1024xf32>, !tosa.shape<4>) -> tensor<1x1x1x1024xf32>
    %487 = tosa.sub %483, %486 : (tensor<1x2x2x1024xf32>, tensor<1x1x1x1024xf32>) -> tensor<1x2x2x1024xf32>
    %488 = tosa.reshape %485, %16 : (tensor<1024xf32>, !tosa.shape<4>) -> tensor<1x1x1x1024xf32>
    %489 = tosa.mul %487, %488, %2 : (tensor<1x2x2x1024xf32>, tensor<1x1x1x1024xf32>, tensor<1xi8>) -> tensor<1x2x2x1024xf32>
    %490 = tosa.reshape %arg100, %16 : (tensor<1024xf32>, !tosa.shape<4>) -> tensor<1x1x1x1024xf32>
    %491 = tosa.mul %489, %490, %2 : (tensor<1x2x2x1024xf32>, tensor<1x1x1x1024xf32>, tensor<1xi8>) -> tensor<1x2x2x1024xf32>
    %492 = tosa.reshape %arg101, %16 : (tensor<1024xf32>, !tosa.shape<4>) -> tensor<1x1x1x1024xf32>
    %493 = tosa.add %491, %492 : (tensor<1x2x2x1024xf32>, tensor<1x1x1x1024xf32>) -> tensor<1x2x2x1024xf32>
    %494 = tosa.add %493, %455 : (tensor<1x2x2x1024xf32>, tensor<1x2x2x1024xf32>) -> tensor<1x2x2x1024xf32>
    %495 = tosa.clamp %494 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x2x2x1024xf32>) -> tensor<1x2x2x1024xf32>
    %496 = tosa.reshape %arg102, %31 : (tensor<256x1024x1x1xf32>, !tosa.shape<4>) -> tensor<256x1x1x1024xf32>
    %497 = tosa.conv2d %495, %496, %3, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x1024xf32>, tensor<256x1x1x1024xf32>, tensor<256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x256xf32>
    %498 = tosa.add %arg264, %20 : (tensor<256xf32>, tensor<1xf32>) -> tensor<256xf32>
    %499 = tosa.rsqrt %498 : (tensor<256xf32>) -> tensor<256xf32>
    %500 = tosa.reshape %arg263, %39 : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %501 = tosa.sub %497, %500 : (tensor<1x2x2x256xf32>, tensor<1x1x1x256xf32>) -> tensor<1x2x2x256xf32>
    %502 = tosa.reshape %499, %39 : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %503 = tosa.mul %501, %502, %2 : (tensor<1x2x2x256xf32>, tensor<1x1x1x256xf32>, tensor<1xi8>) -> tensor<1x2x2x256xf32>
    %504 = tosa.reshape %arg103, %39 : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %505 = tosa.mul %503, %504, %2 : (tensor<1x2x2x256xf32>, tensor<1x1x1x256xf32>, tensor<1xi8>) -> tensor<1x2x2x256xf32>
    %506 = tosa.reshape %arg104, %39 : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %507 = tosa.add %505, %506 : (tensor<1x2x2x256xf32>, tensor<1x1x1x256xf32>) -> tensor<1x2x2x256xf32>
    %508 = tosa.clamp %507 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x2x2x256xf32>) -> tensor<1x2x2x256xf32>
    %509 = tosa.transpose %arg105 {perms = array<i32: 0, 2, 3, 1>} : (tensor<256x256x3x3xf32>) -> tensor<256x3x3x256xf32>
    %510 = tosa.conv2d %508, %509, %3, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x2x2x256xf32>, tensor<256x3x3x256xf32>, tensor<256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x256xf32>
    %511 = tosa.add %arg267, %20 : (tensor<256xf32>, tensor<1xf32>) -> tensor<256xf32>
    %512 = tosa.rsqrt %511 : (tensor<256xf32>) -> tensor<256xf32>
    %513 = tosa.reshape %arg266, %39 : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %514 = tosa.sub %510, %513 : (tensor<1x2x2x256xf32>, tensor<1x1x1x256xf32>) -> tensor<1x2x2x256xf32>
    %515 = tosa.reshape %512, %39 : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %516 = tosa.mul %514, %515, %2 : (tensor<1x2x2x256xf32>, tensor<1x1x1x256xf32>, tensor<1xi8>) -> tensor<1x2x2x256xf32>
    %517 = tosa.reshape %arg106, %39 : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %518 = tosa.mul %516, %517, %2 : (tensor<1x2x2x256xf32>, tensor<1x1x1x256xf32>, tensor<1xi8>) -> tensor<1x2x2x256xf32>
    %519 = tosa.reshape %arg107, %39 : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %520 = tosa.add %518, %519 : (tensor<1x2x2x256xf32>, tensor<1x1x1x256xf32>) -> tensor<1x2x2x256xf32>
    %521 = tosa.clamp %520 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x2x2x256xf32>) -> tensor<1x2x2x256xf32>
    %522 = tosa.reshape %arg108, %29 : (tensor<1024x256x1x1xf32>, !tosa.shape<4>) -> tensor<1024x1x1x256xf32>
    %523 = tosa.conv2d %521, %522, %10, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x256xf32>, tensor<1024x1x1x256xf32>, tensor<1024xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x1024xf32>
    %524 = tosa.add %arg270, %20 : (tensor<1024xf32>, tensor<1xf32>) -> tensor<1024xf32>
    %525 = tosa.rsqrt %524 : (tensor<1024xf32>) -> tensor<1024xf32>
    %526 = tosa.reshape %arg269, %16 : (tensor<1024xf32>, !tosa.shape<4>) -> tensor<1x1x1x1024xf32>
    %527 = tosa.sub %523, %526 : (tensor<1x2x2x1024xf32>, tensor<1x1x1x1024xf32>) -> tensor<1x2x2x1024xf32>
    %528 = tosa.reshape %525, %16 : (tensor<1024xf32>, !tosa.shape<4>) -> tensor<1x1x1x1024xf32>
    %529 = tosa.mul %527, %528, %2 : (tensor<1x2x2x1024xf32>, tensor<1x1x1x1024xf32>, tensor<1xi8>) -> tensor<1x2x2x1024xf32>
    %530 = tosa.reshape %arg109, %16 : (tensor<1024xf32>, !tosa.shape<4>) -> tensor<1x1x1x1024xf32>
    %531 = tosa.mul %529, %530, %2 : (tensor<1x2x2x1024xf32>, tensor<1x1x1x1024xf32>, tensor<1xi8>) -> tensor<1x2x2x1024xf32>
    %532 = tosa.reshape %arg110, %16 : (tensor<1024xf32>, !tosa.shape<4>) -> tensor<1x1x1x1024xf32>
    %533 = tosa.add %531, %532 : (tensor<1x2x2x1024xf32>, tensor<1x1x1x1024xf32>) -> tensor<1x2x2x1024xf32>
    %534 = tosa.add %533, %495 : (tensor<1x2x2x1024xf32>, tensor<1x2x2x1024xf32>) -> tensor<1x2x2x1024xf32>
    %535 = tosa.clamp %534 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x2x2x1024xf32>) -> tensor<1x2x2x1024xf32>
    %536 = tosa.reshape %arg111, %31 : (tensor<256x1024x1x1xf32>, !tosa.shape<4>) -> tensor<256x1x1x1024xf32>
    %537 = tosa.conv2d %535, %536, %3, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x1024xf32>, tensor<256x1x1x1024xf32>, tensor<256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x256xf32>
    %538 = tosa.add %arg273, %20 : (tensor<256xf32>, tensor<1xf32>) -> tensor<256xf32>
    %539 = tosa.rsqrt %538 : (tensor<256xf32>) -> tensor<256xf32>
    %540 = tosa.reshape %arg272, %39 : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %541 = tosa.sub %537, %540 : (tensor<1x2x2x256xf32>, tensor<1x1x1x256xf32>) -> tensor<1x2x2x256xf32>
    %542 = tosa.reshape %539, %39 : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %543 = tosa.mul %541, %542, %2 : (tensor<1x2x2x256xf32>, tensor<1x1x1x256xf32>, tensor<1xi8>) -> tensor<1x2x2x256xf32>
    %544 = tosa.reshape %arg112, %39 : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %545 = tosa.mul %543, %544, %2 : (tensor<1x2x2x256xf32>, tensor<1x1x1x256xf32>, tensor<1xi8>) -> tensor<1x2x2x256xf32>
    %546 = tosa.reshape %arg113, %39 : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %547 = tosa.add %545, %546 : (tensor<1x2x2x256xf32>, tensor<1x1x1x256xf32>) -> tensor<1x2x2x256xf32>
    %548 = tosa.clamp %547 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x2x2x256xf32>) -> tensor<1x2x2x256xf32>
    %549 = tosa.transpose %arg114 {perms = array<i32: 0, 2, 3, 1>} : (tensor<256x256x3x3xf32>) -> tensor<256x3x3x256xf32>
    %550 = tosa.conv2d %548, %549, %3, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x2x2x256xf32>, tensor<256x3x3x256xf32>, tensor<256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x256xf32>
    %551 = tosa.add %arg276, %20 : (tensor<256xf32>, tensor<1xf32>) -> tensor<256xf32>
    %552 = tosa.rsqrt %551 : (tensor<256xf32>) -> tensor<256xf32>
    %553 = tosa.reshape %arg275, %39 : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %554 = tosa.sub %550, %553 : (tensor<1x2x2x256xf32>, tensor<1x1x1x256xf32>) -> tensor<1x2x2x256xf32>
    %555 = tosa.reshape %552, %39 : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %556 = tosa.mul %554, %555, %2 : (tensor<1x2x2x256xf32>, tensor<1x1x1x256xf32>, tensor<1xi8>) -> tensor<1x2x2x256xf32>
    %557 = tosa.reshape %arg115, %39 : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %558 = tosa.mul %556, %557, %2 : (tensor<1x2x2x256xf32>, tensor<1x1x1x256xf32>, tensor<1xi8>) -> tensor<1x2x2x256xf32>
    %559 = tosa.reshape %arg116, %39 : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %560 = tosa.add %558, %559 : (tensor<1x2x2x256xf32>, tensor<1x1x1x256xf32>) -> tensor<1x2x2x256xf32>
    %561 = tosa.clamp %560 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x2x2x256xf32>) -> tensor<1x2x2x256xf32>
    %562 = tosa.reshape %arg117, %29 : (tensor<1024x256x1x1xf32>, !tosa.shape<4>) -> tensor<1024x1x1x256xf32>
    %563 = tosa.conv2d %561, %562, %10, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x256xf32>, tensor<1024x1x1x256xf32>, tensor<1024xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x1024xf32>
    %564 = tosa.add %arg279, %20 : (tensor<1024xf32>, tensor<1xf32>) -> tensor<1024xf32>
    %565 = tosa.rsqrt %564 : (tensor<1024xf32>) -> tensor<1024xf32>
    %566 = tosa.reshape %arg278, %16 : (tensor<1024xf32>, !tosa.shape<4>) -> tensor<1x1x1x1024xf32>
    %567 = tosa.sub %563, %566 : (tensor<1x2x2x1024xf32>, tensor<1x1x1x1024xf32>) -> tensor<1x2x2x1024xf32>
    %568 = tosa.reshape %565, %16 : (tensor<1024xf32>, !tosa.shape<4>) -> tensor<1x1x1x1024xf32>
    %569 = tosa.mul %567, %568, %2 : (tensor<1x2x2x1024xf32>, tensor<1x1x1x1024xf32>, tensor<1xi8>) -> tensor<1x2x2x1024xf32>
    %570 = tosa.reshape %arg118, %16 : (tensor<1024xf32>, !tosa.shape<4>) -> tensor<1x1x1x1024xf32>
    %571 = tosa.mul %569, %570, %2 : (tensor<1x2x2x1024xf32>, tensor<1x1x1x1024xf32>, tensor<1xi8>) -> tensor<1x2x2x1024xf32>
    %572 = tosa.reshape %arg119, %16 : (tensor<1024xf32>, !tosa.shape<4>) -> tensor<1x1x1x1024xf32>
    %573 = tosa.add %571, %572 : (tensor<1x2x2x1024xf32>, tensor<1x1x1x1024xf32>) -> tensor<1x2x2x1024xf32>
    %574 = tosa.add %573, %535 : (tensor<1x2x2x1024xf32>, tensor<1x2x2x1024xf32>) -> tensor<1x2x2x1024xf32>
    %575 = tosa.clamp %574 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x2x2x1024xf32>) -> tensor<1x2x2x1024xf32>
    %576 = tosa.reshape %arg120, %31 : (tensor<256x1024x1x1xf32>, !tosa.shape<4>) -> tensor<256x1x1x1024xf32>
    %577 = tosa.conv2d %575, %576, %3, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x1024xf32>, tensor<256x1x1x1024xf32>, tensor<256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x256xf32>
    %578 = tosa.add %arg282, %20 : (tensor<256xf32>, tensor<1xf32>) -> tensor<256xf32>
    %579 = tosa.rsqrt %578 : (tensor<256xf32>) -> tensor<256xf32>
    %580 = tosa.reshape %arg281, %39 : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %581 = tosa.sub %577, %580 : (tensor<1x2x2x256xf32>, tensor<1x1x1x256xf32>) -> tensor<1x2x2x256xf32>
    %582 = tosa.reshape %579, %39 : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %583 = tosa.mul %581, %582, %2 : (tensor<1x2x2x256xf32>, tensor<1x1x1x256xf32>, tensor<1xi8>) -> tensor<1x2x2x256xf32>
    %584 = tosa.reshape %arg121, %39 : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %585 = tosa.mul %583, %584, %2 : (tensor<1x2x2x256xf32>, tensor<1x1x1x256xf32>, tensor<1xi8>) -> tensor<1x2x2x256xf32>
    %586 = tosa.reshape %arg122, %39 : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %587 = tosa.add %585, %586 : (tensor<1x2x2x256xf32>, tensor<1x1x1x256xf32>) -> tensor<1x2x2x256xf32>
    %588 = tosa.clamp %587 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x2x2x256xf32>) -> tensor<1x2x2x256xf32>
    %589 = tosa.transpose %arg123 {perms = array<i32: 0, 2, 3, 1>} : (tensor<256x256x3x3xf32>) -> tensor<256x3x3x256xf32>
    %590 = tosa.conv2d %588, %589, %3, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x2x2x256xf32>, tensor<256x3x3x256xf32>, tensor<256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x256xf32>
    %591 = tosa.add %arg285, %20 : (tensor<256xf32>, tensor<1xf32>) -> tensor<256xf32>
    %592 = tosa.rsqrt %591 : (tensor<256xf32>) -> tensor<256xf32>
    %593 = tosa.reshape %arg284, %39 : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %594 = tosa.sub %590, %593 : (tensor<1x2x2x256xf32>, tensor<1x1x1x256xf32>) -> tensor<1x2x2x256xf32>
    %595 = tosa.reshape %592, %39 : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %596 = tosa.mul %594, %595, %2 : (tensor<1x2x2x256xf32>, tensor<1x1x1x256xf32>, tensor<1xi8>) -> tensor<1x2x2x256xf32>
    %597 = tosa.reshape %arg124, %39 : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %598 = tosa.mul %596, %597, %2 : (tensor<1x2x2x256xf32>, tensor<1x1x1x256xf32>, tensor<1xi8>) -> tensor<1x2x2x256xf32>
    %599 = tosa.reshape %arg125, %39 : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %600 = tosa.add %598, %599 : (tensor<1x2x2x256xf32>, tensor<1x1x1x256xf32>) -> tensor<1x2x2x256xf32>
    %601 = tosa.clamp %600 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x2x2x256xf32>) -> tensor<1x2x2x256xf32>
    %602 = tosa.reshape %arg126, %29 : (tensor<1024x256x1x1xf32>, !tosa.shape<4>) -> tensor<1024x1x1x256xf32>
    %603 = tosa.conv2d %601, %602, %10, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x256xf32>, tensor<1024x1x1x256xf32>, tensor<1024xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x1024xf32>
    %604 = tosa.add %arg288, %20 : (tensor<1024xf32>, tensor<1xf32>) -> tensor<1024xf32>
    %605 = tosa.rsqrt %604 : (tensor<1024xf32>) -> tensor<1024xf32>
    %606 = tosa.reshape %arg287, %16 : (tensor<1024xf32>, !tosa.shape<4>) -> tensor<1x1x1x1024xf32>
    %607 = tosa.sub %603, %606 : (tensor<1x2x2x1024xf32>, tensor<1x1x1x1024xf32>) -> tensor<1x2x2x1024xf32>
    %608 = tosa.reshape %605, %16 : (tensor<1024xf32>, !tosa.shape<4>) -> tensor<1x1x1x1024xf32>
    %609 = tosa.mul %607, %608, %2 : (tensor<1x2x2x1024xf32>, tensor<1x1x1x1024xf32>, tensor<1xi8>) -> tensor<1x2x2x1024xf32>
    %610 = tosa.reshape %arg127, %16 : (tensor<1024xf32>, !tosa.shape<4>) -> tensor<1x1x1x1024xf32>
    %611 = tosa.mul %609, %610, %2 : (tensor<1x2x2x1024xf32>, tensor<1x1x1x1024xf32>, tensor<1xi8>) -> tensor<1x2x2x1024xf32>
    %612 = tosa.reshape %arg128, %16 : (tensor<1024xf32>, !tosa.shape<4>) -> tensor<1x1x1x1024xf32>
    %613 = tosa.add %611, %612 : (tensor<1x2x2x1024xf32>, tensor<1x1x1x1024xf32>) -> tensor<1x2x2x1024xf32>
    %614 = tosa.add %613, %575 : (tensor<1x2x2x1024xf32>, tensor<1x2x2x1024xf32>) -> tensor<1x2x2x1024xf32>
    %615 = tosa.clamp %614 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x2x2x1024xf32>) -> tensor<1x2x2x1024xf32>
    %616 = tosa.reshape %arg129, %32 : (tensor<512x1024x1x1xf32>, !tosa.shape<4>) -> tensor<512x1x1x1024xf32>
    %617 = tosa.conv2d %615, %616, %5, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x1024xf32>, tensor<512x1x1x1024xf32>, tensor<512xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x512xf32>
    %618 = tosa.add %arg291, %20 : (tensor<512xf32>, tensor<1xf32>) -> tensor<512xf32>
    %619 = tosa.rsqrt %618 : (tensor<512xf32>) -> tensor<512xf32>
    %620 = tosa.reshape %arg290, %33 : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x1x1x512xf32>
    %621 = tosa.sub %617, %620 : (tensor<1x2x2x512xf32>, tensor<1x1x1x512xf32>) -> tensor<1x2x2x512xf32>
    %622 = tosa.reshape %619, %33 : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x1x1x512xf32>
    %623 = tosa.mul %621, %622, %2 : (tensor<1x2x2x512xf32>, tensor<1x1x1x512xf32>, tensor<1xi8>) -> tensor<1x2x2x512xf32>
    %624 = tosa.reshape %arg130, %33 : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x1x1x512xf32>
    %625 = tosa.mul %623, %624, %2 : (tensor<1x2x2x512xf32>, tensor<1x1x1x512xf32>, tensor<1xi8>) -> tensor<1x2x2x512xf32>
    %626 = tosa.reshape %arg131, %33 : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x1x1x512xf32>
    %627 = tosa.add %625, %626 : (tensor<1x2x2x512xf32>, tensor<1x1x1x512xf32>) -> tensor<1x2x2x512xf32>
    %628 = tosa.clamp %627 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x2x2x512xf32>) -> tensor<1x2x2x512xf32>
    %629 = tosa.transpose %arg132 {perms = array<i32: 0, 2, 3, 1>} : (tensor<512x512x3x3xf32>) -> tensor<512x3x3x512xf32>
    %630 = tosa.conv2d %628, %629, %5, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 0, 1, 0>, stride = array<i64: 2, 2>} : (tensor<1x2x2x512xf32>, tensor<512x3x3x512xf32>, tensor<512xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x1x512xf32>
    %631 = tosa.reshape %630, %6 : (tensor<1x1x1x512xf32>, !tosa.shape<4>) -> tensor<1x512x1x1xf32>
    %632 = tosa.add %arg294, %20 : (tensor<512xf32>, tensor<1xf32>) -> tensor<512xf32>
    %633 = tosa.rsqrt %632 : (tensor<512xf32>) -> tensor<512xf32>
    %634 = tosa.reshape %arg293, %6 : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x512x1x1xf32>
    %635 = tosa.sub %631, %634 : (tensor<1x512x1x1xf32>, tensor<1x512x1x1xf32>) -> tensor<1x512x1x1xf32>
    %636 = tosa.reshape %633, %6 : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x512x1x1xf32>
    %637 = tosa.mul %635, %636, %2 : (tensor<1x512x1x1xf32>, tensor<1x512x1x1xf32>, tensor<1xi8>) -> tensor<1x512x1x1xf32>
    %638 = tosa.reshape %arg133, %6 : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x512x1x1xf32>
    %639 = tosa.mul %637, %638, %2 : (tensor<1x512x1x1xf32>, tensor<1x512x1x1xf32>, tensor<1xi8>) -> tensor<1x512x1x1xf32>
    %640 = tosa.reshape %arg134, %6 : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x512x1x1xf32>
    %641 = tosa.add %639, %640 : (tensor<1x512x1x1xf32>, tensor<1x512x1x1xf32>) -> tensor<1x512x1x1xf32>
    %642 = tosa.clamp %641 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x512x1x1xf32>) -> tensor<1x512x1x1xf32>
    %643 = tosa.reshape %642, %33 : (tensor<1x512x1x1xf32>, !tosa.shape<4>) -> tensor<1x1x1x512xf32>
    %644 = tosa.reshape %arg135, %34 : (tensor<2048x512x1x1xf32>, !tosa.shape<4>) -> tensor<2048x1x1x512xf32>
    %645 = tosa.conv2d %643, %644, %13, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x1x512xf32>, tensor<2048x1x1x512xf32>, tensor<2048xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x1x2048xf32>
    %646 = tosa.reshape %645, %14 : (tensor<1x1x1x2048xf32>, !tosa.shape<4>) -> tensor<1x2048x1x1xf32>
    %647 = tosa.add %arg297, %20 : (tensor<2048xf32>, tensor<1xf32>) -> tensor<2048xf32>
    %648 = tosa.rsqrt %647 : (tensor<2048xf32>) -> tensor<2048xf32>
    %649 = tosa.reshape %arg296, %14 : (tensor<2048xf32>, !tosa.shape<4>) -> tensor<1x2048x1x1xf32>
    %650 = tosa.sub %646, %649 : (tensor<1x2048x1x1xf32>, tensor<1x2048x1x1xf32>) -> tensor<1x2048x1x1xf32>
    %651 = tosa.reshape %648, %14 : (tensor<2048xf32>, !tosa.shape<4>) -> tensor<1x2048x1x1xf32>
    %652 = tosa.mul %650, %651, %2 : (tensor<1x2048x1x1xf32>, tensor<1x2048x1x1xf32>, tensor<1xi8>) -> tensor<1x2048x1x1xf32>
    %653 = tosa.reshape %arg136, %14 : (tensor<2048xf32>, !tosa.shape<4>) -> tensor<1x2048x1x1xf32>
    %654 = tosa.mul %652, %653, %2 : (tensor<1x2048x1x1xf32>, tensor<1x2048x1x1xf32>, tensor<1xi8>) -> tensor<1x2048x1x1xf32>
    %655 = tosa.reshape %arg137, %14 : (tensor<2048xf32>, !tosa.shape<4>) -> tensor<1x2048x1x1xf32>
    %656 = tosa.add %654, %655 : (tensor<1x2048x1x1xf32>, tensor<1x2048x1x1xf32>) -> tensor<1x2048x1x1xf32>
    %657 = tosa.reshape %arg138, %35 : (tensor<2048x1024x1x1xf32>, !tosa.shape<4>) -> tensor<2048x1x1x1024xf32>
    %658 = tosa.slice %615, %8, %15 : (tensor<1x2x2x1024xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x1x2x1024xf32>
    %659 = tosa.slice %658, %8, %16 : (tensor<1x1x2x1024xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x1x1x1024xf32>
    %660 = tosa.conv2d %659, %657, %13, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x1x1x1024xf32>, tensor<2048x1x1x1024xf32>, tensor<2048xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x1x2048xf32>
    %661 = tosa.reshape %660, %14 : (tensor<1x1x1x2048xf32>, !tosa.shape<4>) -> tensor<1x2048x1x1xf32>
    %662 = tosa.add %arg300, %20 : (tensor<2048xf32>, tensor<1xf32>) -> tensor<2048xf32>
    %663 = tosa.rsqrt %662 : (tensor<2048xf32>) -> tensor<2048xf32>
    %664 = tosa.reshape %arg299, %14 : (tensor<2048xf32>, !tosa.shape<4>) -> tensor<1x2048x1x1xf32>
    %665 = tosa.sub %661, %664 : (tensor<1x2048x1x1xf32>, tensor<1x2048x1x1xf32>) -> tensor<1x2048x1x1xf32>
    %666 = tosa.reshape %663, %14 : (tensor<2048xf32>, !tosa.shape<4>) -> tensor<1x2048x1x1xf32>
    %667 = tosa.mul %665, %666, %2 : (tensor<1x2048x1x1xf32>, tensor<1x2048x1x1xf32>, tensor<1xi8>) -> tensor<1x2048x1x1xf32>
    %668 = tosa.reshape %arg139, %14 : (tensor<2048xf32>, !tosa.shape<4>) -> tensor<1x2048x1x1xf32>
    %669 = tosa.mul %667, %668, %2 : (tensor<1x2048x1x1xf32>, tensor<1x2048x1x1xf32>, tensor<1xi8>) -> tensor<1x2048x1x1xf32>
    %670 = tosa.reshape %arg140, %14 : (tensor<2048xf32>, !tosa.shape<4>) -> tensor<1x2048x1x1xf32>
    %671 = tosa.add %669, %670 : (tensor<1x2048x1x1xf32>, tensor<1x2048x1x1xf32>) -> tensor<1x2048x1x1xf32>
    %672 = tosa.add %656, %671 : (tensor<1x2048x1x1xf32>, tensor<1x2048x1x1xf32>) -> tensor<1x2048x1x1xf32>
    %673 = tosa.clamp %672 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x2048x1x1xf32>) -> tensor<1x2048x1x1xf32>
    %674 = tosa.reshape %673, %36 : (tensor<1x2048x1x1xf32>, !tosa.shape<4>) -> tensor<1x1x1x2048xf32>
    %675 = tosa.reshape %arg141, %37 : (tensor<512x2048x1x1xf32>, !tosa.shape<4>) -> tensor<512x1x1x2048xf32>
    %676 = tosa.conv2d %674, %675, %5, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x1x2048xf32>, tensor<512x1x1x2048xf32>, tensor<512xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x1x512xf32>
    %677 = tosa.reshape %676, %6 : (tensor<1x1x1x512xf32>, !tosa.shape<4>) -> tensor<1x512x1x1xf32>
    %678 = tosa.add %arg303, %20 : (tensor<512xf32>, tensor<1xf32>) -> tensor<512xf32>
    %679 = tosa.rsqrt %678 : (tensor<512xf32>) -> tensor<512xf32>
    %680 = tosa.reshape %arg302, %6 : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x512x1x1xf32>
    %681 = tosa.sub %677, %680 : (tensor<1x512x1x1xf32>, tensor<1x512x1x1xf32>) -> tensor<1x512x1x1xf32>
    %682 = tosa.reshape %679, %6 : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x512x1x1xf32>
    %683 = tosa.mul %681, %682, %2 : (tensor<1x512x1x1xf32>, tensor<1x512x1x1xf32>, tensor<1xi8>) -> tensor<1x512x1x1xf32>
    %684 = tosa.reshape %arg142, %6 : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x512x1x1xf32>
    %685 = tosa.mul %683, %684, %2 : (tensor<1x512x1x1xf32>, tensor<1x512x1x1xf32>, tensor<1xi8>) -> tensor<1x512x1x1xf32>
    %686 = tosa.reshape %arg143, %6 : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x512x1x1xf32>
    %687 = tosa.add %685, %686 : (tensor<1x512x1x1xf32>, tensor<1x512x1x1xf32>) -> tensor<1x512x1x1xf32>
    %688 = tosa.clamp %687 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x512x1x1xf32>) -> tensor<1x512x1x1xf32>
    %689 = tosa.reshape %688, %33 : (tensor<1x512x1x1xf32>, !tosa.shape<4>) -> tensor<1x1x1x512xf32>
    %690 = tosa.transpose %arg144 {perms = array<i32: 0, 2, 3, 1>} : (tensor<512x512x3x3xf32>) -> tensor<512x3x3x512xf32>
    %691 = tosa.conv2d %689, %690, %5, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x1x1x512xf32>, tensor<512x3x3x512xf32>, tensor<512xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x1x512xf32>
    %692 = tosa.reshape %691, %6 : (tensor<1x1x1x512xf32>, !tosa.shape<4>) -> tensor<1x512x1x1xf32>
    %693 = tosa.add %arg306, %20 : (tensor<512xf32>, tensor<1xf32>) -> tensor<512xf32>
    %694 = tosa.rsqrt %693 : (tensor<512xf32>) -> tensor<512xf32>
    %695 = tosa.reshape %arg305, %6 : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x512x1x1xf32>
    %696 = tosa.sub %692, %695 : (tensor<1x512x1x1xf32>, tensor<1x512x1x1xf32>) -> tensor<1x512x1x1xf32>
    %697 = tosa.reshape %694, %6 : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x512x1x1xf32>
    %698 = tosa.mul %696, %697, %2 : (tensor<1x512x1x1xf32>, tensor<1x512x1x1xf32>, tensor<1xi8>) -> tensor<1x512x1x1xf32>
    %699 = tosa.reshape %arg145, %6 : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x512x1x1xf32>
    %700 = tosa.mul %698, %699, %2 : (tensor<1x512x1x1xf32>, tensor<1x512x1x1xf32>, tensor<1xi8>) -> tensor<1x512x1x1xf32>
    %701 = tosa.reshape %arg146, %6 : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x512x1x1xf32>
    %702 = tosa.add %700, %701 : (tensor<1x512x1x1xf32>, tensor<1x512x1x1xf32>) -> tensor<1x512x1x1xf32>
    %703 = tosa.clamp %702 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x512x1x1xf32>) -> tensor<1x512x1x1xf32>
    %704 = tosa.reshape %703, %33 : (tensor<1x512x1x1xf32>, !tosa.shape<4>) -> tensor<1x1x1x512xf32>
    %705 = tosa.reshape %arg147, %34 : (tensor<2048x512x1x1xf32>, !tosa.shape<4>) -> tensor<2048x1x1x512xf32>
    %706 = tosa.conv2d %704, %705, %13, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x1x512xf32>, tensor<2048x1x1x512xf32>, tensor<2048xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x1x2048xf32>
    %707 = tosa.reshape %706, %14 : (tensor<1x1x1x2048xf32>, !tosa.shape<4>) -> tensor<1x2048x1x1xf32>
    %708 = tosa.add %arg309, %20 : (tensor<2048xf32>, tensor<1xf32>) -> tensor<2048xf32>
    %709 = tosa.rsqrt %708 : (tensor<2048xf32>) -> tensor<2048xf32>
    %710 = tosa.reshape %arg308, %14 : (tensor<2048xf32>, !tosa.shape<4>) -> tensor<1x2048x1x1xf32>
    %711 = tosa.sub %707, %710 : (tensor<1x2048x1x1xf32>, tensor<1x2048x1x1xf32>) -> tensor<1x2048x1x1xf32>
    %712 = tosa.reshape %709, %14 : (tensor<2048xf32>, !tosa.shape<4>) -> tensor<1x2048x1x1xf32>
    %713 = tosa.mul %711, %712, %2 : (tensor<1x2048x1x1xf32>, tensor<1x2048x1x1xf32>, tensor<1xi8>) -> tensor<1x2048x1x1xf32>
    %714 = tosa.reshape %arg148, %14 : (tensor<2048xf32>, !tosa.shape<4>) -> tensor<1x2048x1x1xf32>
    %715 = tosa.mul %713, %714, %2 : (tensor<1x2048x1x1xf32>, tensor<1x2048x1x1xf32>, tensor<1xi8>) -> tensor<1x2048x1x1xf32>
    %716 = tosa.reshape %arg149, %14 : (tensor<2048xf32>, !tosa.shape<4>) -> tensor<1x2048x1x1xf32>
    %717 = tosa.add %715, %716 : (tensor<1x2048x1x1xf32>, tensor<1x2048x1x1xf32>) -> tensor<1x2048x1x1xf32>
    %718 = tosa.add %717, %673 : (tensor<1x2048x1x1xf32>, tensor<1x2048x1x1xf32>) -> tensor<1x2048x1x1xf32>
    %719 = tosa.clamp %718 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x2048x1x1xf32>) -> tensor<1x2048x1x1xf32>
    %720 = tosa.reshape %719, %36 : (tensor<1x2048x1x1xf32>, !tosa.shape<4>) -> tensor<1x1x1x2048xf32>
    %721 = tosa.reshape %arg150, %37 : (tensor<512x2048x1x1xf32>, !tosa.shape<4>) -> tensor<512x1x1x2048xf32>
    %722 = tosa.conv2d %720, %721, %5, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x1x2048xf32>, tensor<512x1x1x2048xf32>, tensor<512xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x1x512xf32>
    %723 = tosa.reshape %722, %6 : (tensor<1x1x1x512xf32>, !tosa.shape<4>) -> tensor<1x512x1x1xf32>
    %724 = tosa.add %arg312, %20 : (tensor<512xf32>, tensor<1xf32>) -> tensor<512xf32>
    %725 = tosa.rsqrt %724 : (tensor<512xf32>) -> tensor<512xf32>
    %726 = tosa.reshape %arg311, %6 : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x512x1x1xf32>
    %727 = tosa.sub %723, %726 : (tensor<1x512x1x1xf32>, tensor<1x512x1x1xf32>) -> tensor<1x512x1x1xf32>
    %728 = tosa.reshape %725, %6 : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x512x1x1xf32>
    %729 = tosa.mul %727, %728, %2 : (tensor<1x512x1x1xf32>, tensor<1x512x1x1xf32>, tensor<1xi8>) -> tensor<1x512x1x1xf32>
    %730 = tosa.reshape %arg151, %6 : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x512x1x1xf32>
    %731 = tosa.mul %729, %730, %2 : (tensor<1x512x1x1xf32>, tensor<1x512x1x1xf32>, tensor<1xi8>) -> tensor<1x512x1x1xf32>
    %732 = tosa.reshape %arg152, %6 : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x512x1x1xf32>
    %733 = tosa.add %731, %732 : (tensor<1x512x1x1xf32>, tensor<1x512x1x1xf32>) -> tensor<1x512x1x1xf32>
    %734 = tosa.clamp %733 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x512x1x1xf32>) -> tensor<1x512x1x1xf32>
    %735 = tosa.reshape %734, %33 : (tensor<1x512x1x1xf32>, !tosa.shape<4>) -> tensor<1x1x1x512xf32>
    %736 = tosa.transpose %arg153 {perms = array<i32: 0, 2, 3, 1>} : (tensor<512x512x3x3xf32>) -> tensor<512x3x3x512xf32>
    %737 = tosa.conv2d %735, %736, %5, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x1x1x512xf32>, tensor<512x3x3x512xf32>, tensor<512xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x1x512xf32>
    %738 = tosa.reshape %737, %6 : (tensor<1x1x1x512xf32>, !tosa.shape<4>) -> tensor<1x512x1x1xf32>
    %739 = tosa.add %arg315, %20 : (tensor<512xf32>, tensor<1xf32>) -> tensor<512xf32>
    %740 = tosa.rsqrt %739 : (tensor<512xf32>) -> tensor<512xf32>
    %741 = tosa.reshape %arg314, %6 : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x512x1x1xf32>
    %742 = tosa.sub %738, %741 : (tensor<1x512x1x1xf32>, tensor<1x512x1x1xf32>) -> tensor<1x512x1x1xf32>
    %743 = tosa.reshape %740, %6 : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x512x1x1xf32>
    %744 = tosa.mul %742, %743, %2 : (tensor<1x512x1x1xf32>, tensor<1x512x1x1xf32>, tensor<1xi8>) -> tensor<1x512x1x1xf32>
    %745 = tosa.reshape %arg154, %6 : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x512x1x1xf32>
    %746 = tosa.mul %744, %745, %2 : (tensor<1x512x1x1xf32>, tensor<1x512x1x1xf32>, tensor<1xi8>) -> tensor<1x512x1x1xf32>
    %747 = tosa.reshape %arg155, %6 : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x512x1x1xf32>
    %748 = tosa.add %746, %747 : (tensor<1x512x1x1xf32>, tensor<1x512x1x1xf32>) -> tensor<1x512x1x1xf32>
    %749 = tosa.clamp %748 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x512x1x1xf32>) -> tensor<1x512x1x1xf32>
    %750 = tosa.reshape %749, %33 : (tensor<1x512x1x1xf32>, !tosa.shape<4>) -> tensor<1x1x1x512xf32>
    %751 = tosa.reshape %arg156, %34 : (tensor<2048x512x1x1xf32>, !tosa.shape<4>) -> tensor<2048x1x1x512xf32>
    %752 = tosa.conv2d %750, %751, %13, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x1x512xf32>, tensor<2048x1x1x512xf32>, tensor<2048xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x1x2048xf32>
    %753 = tosa.reshape %752, %14 : (tensor<1x1x1x2048xf32>, !tosa.shape<4>) -> tensor<1x2048x1x1xf32>
    %754 = tosa.add %arg318, %20 : (tensor<2048xf32>, tensor<1xf32>) -> tensor<2048xf32>
    %755 = tosa.rsqrt %754 : (tensor<2048xf32>) -> tensor<2048xf32>
    %756 = tosa.reshape %arg317, %14 : (tensor<2048xf32>, !tosa.shape<4>) -> tensor<1x2048x1x1xf32>
    %757 = tosa.sub %753, %756 : (tensor<1x2048x1x1xf32>, tensor<1x2048x1x1xf32>) -> tensor<1x2048x1x1xf32>
    %758 = tosa.reshape %755, %14 : (tensor<2048xf32>, !tosa.shape<4>) -> tensor<1x2048x1x1xf32>
    %759 = tosa.mul %757, %758, %2 : (tensor<1x2048x1x1xf32>, tensor<1x2048x1x1xf32>, tensor<1xi8>) -> tensor<1x2048x1x1xf32>
    %760 = tosa.reshape %arg157, %14 : (tensor<2048xf32>, !tosa.shape<4>) -> tensor<1x2048x1x1xf32>
    %761 = tosa.mul %759, %760, %2 : (tensor<1x2048x1x1xf32>, tensor<1x2048x1x1xf32>, tensor<1xi8>) -> tensor<1x2048x1x1xf32>
    %762 = tosa.reshape %arg158, %14 : (tensor<2048xf32>, !tosa.shape<4>) -> tensor<1x2048x1x1xf32>
    %763 = tosa.add %761, %762 : (tensor<1x2048x1x1xf32>, tensor<1x2048x1x1xf32>) -> tensor<1x2048x1x1xf32>
    %764 = tosa.add %763, %719 : (tensor<1x2048x1x1xf32>, tensor<1x2048x1x1xf32>) -> tensor<1x2048x1x1xf32>
    %765 = tosa.clamp %764 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x2048x1x1xf32>) -> tensor<1x2048x1x1xf32>
    %766 = tosa.transpose %arg159 {perms = array<i32: 1, 0>} : (tensor<10x2048xf32>) -> tensor<2048x10xf32>
    %767 = tosa.reshape %765, %17 : (tensor<1x2048x1x1xf32>, !tosa.shape<3>) -> tensor<1x1x2048xf32>
    %768 = tosa.reshape %766, %18 : (tensor<2048x10xf32>, !tosa.shape<3>) -> tensor<1x2048x10xf32>
    %769 = tosa.matmul %767, %768, %0, %0 : (tensor<1x1x2048xf32>, tensor<1x2048x10xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x10xf32>
    %770 = tosa.reshape %769, %19 : (tensor<1x1x10xf32>, !tosa.shape<2>) -> tensor<1x10xf32>
    %771 = tosa.reshape %arg160, %19 : (tensor<10xf32>, !tosa.shape<2>) -> tensor<1x10xf32>
    %772 = tosa.add %770, %771 : (tensor<1x10xf32>, tensor<1x10xf32>) -> tensor<1x10xf32>
    return %772 : tensor<1x10xf32>
  }
}
