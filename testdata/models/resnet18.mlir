// Imported by `defuse import` from /work/main/testdata/models/src/zoo.py:resnet18 (torch 2.15.0, torch-mlir 20261001).
// Each entry argument carries its name (defuse.name) and a domain chosen
// from what it is; override one with --input NAME=SPEC (globs work).
// DEFUSE-INPUT: conv1.weight=uniform(-0.0824786,0.0824786)                        // Conv2d weight: +-1/sqrt(fan-in 147)
// DEFUSE-INPUT: bn1.weight=uniform(0.8,1.2)                                       // BatchNorm2d scale: near 1
// DEFUSE-INPUT: bn1.bias=normal(0,0.05)                                           // BatchNorm2d shift: small
// DEFUSE-INPUT: layer1.0.conv1.weight=uniform(-0.0416667,0.0416667)               // Conv2d weight: +-1/sqrt(fan-in 576)
// DEFUSE-INPUT: layer1.0.bn1.weight=uniform(0.8,1.2)                              // BatchNorm2d scale: near 1
// DEFUSE-INPUT: layer1.0.bn1.bias=normal(0,0.05)                                  // BatchNorm2d shift: small
// DEFUSE-INPUT: layer1.0.conv2.weight=uniform(-0.0416667,0.0416667)               // Conv2d weight: +-1/sqrt(fan-in 576)
// DEFUSE-INPUT: layer1.0.bn2.weight=uniform(0.8,1.2)                              // BatchNorm2d scale: near 1
// DEFUSE-INPUT: layer1.0.bn2.bias=normal(0,0.05)                                  // BatchNorm2d shift: small
// DEFUSE-INPUT: layer1.1.conv1.weight=uniform(-0.0416667,0.0416667)               // Conv2d weight: +-1/sqrt(fan-in 576)
// DEFUSE-INPUT: layer1.1.bn1.weight=uniform(0.8,1.2)                              // BatchNorm2d scale: near 1
// DEFUSE-INPUT: layer1.1.bn1.bias=normal(0,0.05)                                  // BatchNorm2d shift: small
// DEFUSE-INPUT: layer1.1.conv2.weight=uniform(-0.0416667,0.0416667)               // Conv2d weight: +-1/sqrt(fan-in 576)
// DEFUSE-INPUT: layer1.1.bn2.weight=uniform(0.8,1.2)                              // BatchNorm2d scale: near 1
// DEFUSE-INPUT: layer1.1.bn2.bias=normal(0,0.05)                                  // BatchNorm2d shift: small
// DEFUSE-INPUT: layer2.0.conv1.weight=uniform(-0.0416667,0.0416667)               // Conv2d weight: +-1/sqrt(fan-in 576)
// DEFUSE-INPUT: layer2.0.bn1.weight=uniform(0.8,1.2)                              // BatchNorm2d scale: near 1
// DEFUSE-INPUT: layer2.0.bn1.bias=normal(0,0.05)                                  // BatchNorm2d shift: small
// DEFUSE-INPUT: layer2.0.conv2.weight=uniform(-0.0294628,0.0294628)               // Conv2d weight: +-1/sqrt(fan-in 1152)
// DEFUSE-INPUT: layer2.0.bn2.weight=uniform(0.8,1.2)                              // BatchNorm2d scale: near 1
// DEFUSE-INPUT: layer2.0.bn2.bias=normal(0,0.05)                                  // BatchNorm2d shift: small
// DEFUSE-INPUT: layer2.0.downsample.0.weight=uniform(-0.125,0.125)                // Conv2d weight: +-1/sqrt(fan-in 64)
// DEFUSE-INPUT: layer2.0.downsample.1.weight=uniform(0.8,1.2)                     // BatchNorm2d scale: near 1
// DEFUSE-INPUT: layer2.0.downsample.1.bias=normal(0,0.05)                         // BatchNorm2d shift: small
// DEFUSE-INPUT: layer2.1.conv1.weight=uniform(-0.0294628,0.0294628)               // Conv2d weight: +-1/sqrt(fan-in 1152)
// DEFUSE-INPUT: layer2.1.bn1.weight=uniform(0.8,1.2)                              // BatchNorm2d scale: near 1
// DEFUSE-INPUT: layer2.1.bn1.bias=normal(0,0.05)                                  // BatchNorm2d shift: small
// DEFUSE-INPUT: layer2.1.conv2.weight=uniform(-0.0294628,0.0294628)               // Conv2d weight: +-1/sqrt(fan-in 1152)
// DEFUSE-INPUT: layer2.1.bn2.weight=uniform(0.8,1.2)                              // BatchNorm2d scale: near 1
// DEFUSE-INPUT: layer2.1.bn2.bias=normal(0,0.05)                                  // BatchNorm2d shift: small
// DEFUSE-INPUT: layer3.0.conv1.weight=uniform(-0.0294628,0.0294628)               // Conv2d weight: +-1/sqrt(fan-in 1152)
// DEFUSE-INPUT: layer3.0.bn1.weight=uniform(0.8,1.2)                              // BatchNorm2d scale: near 1
// DEFUSE-INPUT: layer3.0.bn1.bias=normal(0,0.05)                                  // BatchNorm2d shift: small
// DEFUSE-INPUT: layer3.0.conv2.weight=uniform(-0.0208333,0.0208333)               // Conv2d weight: +-1/sqrt(fan-in 2304)
// DEFUSE-INPUT: layer3.0.bn2.weight=uniform(0.8,1.2)                              // BatchNorm2d scale: near 1
// DEFUSE-INPUT: layer3.0.bn2.bias=normal(0,0.05)                                  // BatchNorm2d shift: small
// DEFUSE-INPUT: layer3.0.downsample.0.weight=uniform(-0.0883883,0.0883883)        // Conv2d weight: +-1/sqrt(fan-in 128)
// DEFUSE-INPUT: layer3.0.downsample.1.weight=uniform(0.8,1.2)                     // BatchNorm2d scale: near 1
// DEFUSE-INPUT: layer3.0.downsample.1.bias=normal(0,0.05)                         // BatchNorm2d shift: small
// DEFUSE-INPUT: layer3.1.conv1.weight=uniform(-0.0208333,0.0208333)               // Conv2d weight: +-1/sqrt(fan-in 2304)
// DEFUSE-INPUT: layer3.1.bn1.weight=uniform(0.8,1.2)                              // BatchNorm2d scale: near 1
// DEFUSE-INPUT: layer3.1.bn1.bias=normal(0,0.05)                                  // BatchNorm2d shift: small
// DEFUSE-INPUT: layer3.1.conv2.weight=uniform(-0.0208333,0.0208333)               // Conv2d weight: +-1/sqrt(fan-in 2304)
// DEFUSE-INPUT: layer3.1.bn2.weight=uniform(0.8,1.2)                              // BatchNorm2d scale: near 1
// DEFUSE-INPUT: layer3.1.bn2.bias=normal(0,0.05)                                  // BatchNorm2d shift: small
// DEFUSE-INPUT: layer4.0.conv1.weight=uniform(-0.0208333,0.0208333)               // Conv2d weight: +-1/sqrt(fan-in 2304)
// DEFUSE-INPUT: layer4.0.bn1.weight=uniform(0.8,1.2)                              // BatchNorm2d scale: near 1
// DEFUSE-INPUT: layer4.0.bn1.bias=normal(0,0.05)                                  // BatchNorm2d shift: small
// DEFUSE-INPUT: layer4.0.conv2.weight=uniform(-0.0147314,0.0147314)               // Conv2d weight: +-1/sqrt(fan-in 4608)
// DEFUSE-INPUT: layer4.0.bn2.weight=uniform(0.8,1.2)                              // BatchNorm2d scale: near 1
// DEFUSE-INPUT: layer4.0.bn2.bias=normal(0,0.05)                                  // BatchNorm2d shift: small
// DEFUSE-INPUT: layer4.0.downsample.0.weight=uniform(-0.0625,0.0625)              // Conv2d weight: +-1/sqrt(fan-in 256)
// DEFUSE-INPUT: layer4.0.downsample.1.weight=uniform(0.8,1.2)                     // BatchNorm2d scale: near 1
// DEFUSE-INPUT: layer4.0.downsample.1.bias=normal(0,0.05)                         // BatchNorm2d shift: small
// DEFUSE-INPUT: layer4.1.conv1.weight=uniform(-0.0147314,0.0147314)               // Conv2d weight: +-1/sqrt(fan-in 4608)
// DEFUSE-INPUT: layer4.1.bn1.weight=uniform(0.8,1.2)                              // BatchNorm2d scale: near 1
// DEFUSE-INPUT: layer4.1.bn1.bias=normal(0,0.05)                                  // BatchNorm2d shift: small
// DEFUSE-INPUT: layer4.1.conv2.weight=uniform(-0.0147314,0.0147314)               // Conv2d weight: +-1/sqrt(fan-in 4608)
// DEFUSE-INPUT: layer4.1.bn2.weight=uniform(0.8,1.2)                              // BatchNorm2d scale: near 1
// DEFUSE-INPUT: layer4.1.bn2.bias=normal(0,0.05)                                  // BatchNorm2d shift: small
// DEFUSE-INPUT: fc.weight=uniform(-0.0441942,0.0441942)                           // Linear weight: +-1/sqrt(fan-in 512)
// DEFUSE-INPUT: fc.bias=uniform(-0.0441942,0.0441942)                             // Linear bias: +-1/sqrt(fan-in 512)
// DEFUSE-INPUT: bn1.running_mean=normal(0,0.1)                                    // BatchNorm2d mean
// DEFUSE-INPUT: bn1.running_var=uniform(0.5,2)                                    // BatchNorm2d variance: positive
// DEFUSE-INPUT: bn1.num_batches_tracked=int(0,0)                                  // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: layer1.0.bn1.running_mean=normal(0,0.1)                           // BatchNorm2d mean
// DEFUSE-INPUT: layer1.0.bn1.running_var=uniform(0.5,2)                           // BatchNorm2d variance: positive
// DEFUSE-INPUT: layer1.0.bn1.num_batches_tracked=int(0,0)                         // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: layer1.0.bn2.running_mean=normal(0,0.1)                           // BatchNorm2d mean
// DEFUSE-INPUT: layer1.0.bn2.running_var=uniform(0.5,2)                           // BatchNorm2d variance: positive
// DEFUSE-INPUT: layer1.0.bn2.num_batches_tracked=int(0,0)                         // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: layer1.1.bn1.running_mean=normal(0,0.1)                           // BatchNorm2d mean
// DEFUSE-INPUT: layer1.1.bn1.running_var=uniform(0.5,2)                           // BatchNorm2d variance: positive
// DEFUSE-INPUT: layer1.1.bn1.num_batches_tracked=int(0,0)                         // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: layer1.1.bn2.running_mean=normal(0,0.1)                           // BatchNorm2d mean
// DEFUSE-INPUT: layer1.1.bn2.running_var=uniform(0.5,2)                           // BatchNorm2d variance: positive
// DEFUSE-INPUT: layer1.1.bn2.num_batches_tracked=int(0,0)                         // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: layer2.0.bn1.running_mean=normal(0,0.1)                           // BatchNorm2d mean
// DEFUSE-INPUT: layer2.0.bn1.running_var=uniform(0.5,2)                           // BatchNorm2d variance: positive
// DEFUSE-INPUT: layer2.0.bn1.num_batches_tracked=int(0,0)                         // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: layer2.0.bn2.running_mean=normal(0,0.1)                           // BatchNorm2d mean
// DEFUSE-INPUT: layer2.0.bn2.running_var=uniform(0.5,2)                           // BatchNorm2d variance: positive
// DEFUSE-INPUT: layer2.0.bn2.num_batches_tracked=int(0,0)                         // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: layer2.0.downsample.1.running_mean=normal(0,0.1)                  // BatchNorm2d mean
// DEFUSE-INPUT: layer2.0.downsample.1.running_var=uniform(0.5,2)                  // BatchNorm2d variance: positive
// DEFUSE-INPUT: layer2.0.downsample.1.num_batches_tracked=int(0,0)                // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: layer2.1.bn1.running_mean=normal(0,0.1)                           // BatchNorm2d mean
// DEFUSE-INPUT: layer2.1.bn1.running_var=uniform(0.5,2)                           // BatchNorm2d variance: positive
// DEFUSE-INPUT: layer2.1.bn1.num_batches_tracked=int(0,0)                         // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: layer2.1.bn2.running_mean=normal(0,0.1)                           // BatchNorm2d mean
// DEFUSE-INPUT: layer2.1.bn2.running_var=uniform(0.5,2)                           // BatchNorm2d variance: positive
// DEFUSE-INPUT: layer2.1.bn2.num_batches_tracked=int(0,0)                         // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: layer3.0.bn1.running_mean=normal(0,0.1)                           // BatchNorm2d mean
// DEFUSE-INPUT: layer3.0.bn1.running_var=uniform(0.5,2)                           // BatchNorm2d variance: positive
// DEFUSE-INPUT: layer3.0.bn1.num_batches_tracked=int(0,0)                         // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: layer3.0.bn2.running_mean=normal(0,0.1)                           // BatchNorm2d mean
// DEFUSE-INPUT: layer3.0.bn2.running_var=uniform(0.5,2)                           // BatchNorm2d variance: positive
// DEFUSE-INPUT: layer3.0.bn2.num_batches_tracked=int(0,0)                         // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: layer3.0.downsample.1.running_mean=normal(0,0.1)                  // BatchNorm2d mean
// DEFUSE-INPUT: layer3.0.downsample.1.running_var=uniform(0.5,2)                  // BatchNorm2d variance: positive
// DEFUSE-INPUT: layer3.0.downsample.1.num_batches_tracked=int(0,0)                // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: layer3.1.bn1.running_mean=normal(0,0.1)                           // BatchNorm2d mean
// DEFUSE-INPUT: layer3.1.bn1.running_var=uniform(0.5,2)                           // BatchNorm2d variance: positive
// DEFUSE-INPUT: layer3.1.bn1.num_batches_tracked=int(0,0)                         // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: layer3.1.bn2.running_mean=normal(0,0.1)                           // BatchNorm2d mean
// DEFUSE-INPUT: layer3.1.bn2.running_var=uniform(0.5,2)                           // BatchNorm2d variance: positive
// DEFUSE-INPUT: layer3.1.bn2.num_batches_tracked=int(0,0)                         // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: layer4.0.bn1.running_mean=normal(0,0.1)                           // BatchNorm2d mean
// DEFUSE-INPUT: layer4.0.bn1.running_var=uniform(0.5,2)                           // BatchNorm2d variance: positive
// DEFUSE-INPUT: layer4.0.bn1.num_batches_tracked=int(0,0)                         // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: layer4.0.bn2.running_mean=normal(0,0.1)                           // BatchNorm2d mean
// DEFUSE-INPUT: layer4.0.bn2.running_var=uniform(0.5,2)                           // BatchNorm2d variance: positive
// DEFUSE-INPUT: layer4.0.bn2.num_batches_tracked=int(0,0)                         // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: layer4.0.downsample.1.running_mean=normal(0,0.1)                  // BatchNorm2d mean
// DEFUSE-INPUT: layer4.0.downsample.1.running_var=uniform(0.5,2)                  // BatchNorm2d variance: positive
// DEFUSE-INPUT: layer4.0.downsample.1.num_batches_tracked=int(0,0)                // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: layer4.1.bn1.running_mean=normal(0,0.1)                           // BatchNorm2d mean
// DEFUSE-INPUT: layer4.1.bn1.running_var=uniform(0.5,2)                           // BatchNorm2d variance: positive
// DEFUSE-INPUT: layer4.1.bn1.num_batches_tracked=int(0,0)                         // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: layer4.1.bn2.running_mean=normal(0,0.1)                           // BatchNorm2d mean
// DEFUSE-INPUT: layer4.1.bn2.running_var=uniform(0.5,2)                           // BatchNorm2d variance: positive
// DEFUSE-INPUT: layer4.1.bn2.num_batches_tracked=int(0,0)                         // BatchNorm's step counter (unused in eval)
// DEFUSE-INPUT: x=normal(0,1)                                                     // model input
module {
  func.func @main(%arg0: tensor<64x3x7x7xf32> {defuse.name = "conv1.weight"}, %arg1: tensor<64xf32> {defuse.name = "bn1.weight"}, %arg2: tensor<64xf32> {defuse.name = "bn1.bias"}, %arg3: tensor<64x64x3x3xf32> {defuse.name = "layer1.0.conv1.weight"}, %arg4: tensor<64xf32> {defuse.name = "layer1.0.bn1.weight"}, %arg5: tensor<64xf32> {defuse.name = "layer1.0.bn1.bias"}, %arg6: tensor<64x64x3x3xf32> {defuse.name = "layer1.0.conv2.weight"}, %arg7: tensor<64xf32> {defuse.name = "layer1.0.bn2.weight"}, %arg8: tensor<64xf32> {defuse.name = "layer1.0.bn2.bias"}, %arg9: tensor<64x64x3x3xf32> {defuse.name = "layer1.1.conv1.weight"}, %arg10: tensor<64xf32> {defuse.name = "layer1.1.bn1.weight"}, %arg11: tensor<64xf32> {defuse.name = "layer1.1.bn1.bias"}, %arg12: tensor<64x64x3x3xf32> {defuse.name = "layer1.1.conv2.weight"}, %arg13: tensor<64xf32> {defuse.name = "layer1.1.bn2.weight"}, %arg14: tensor<64xf32> {defuse.name = "layer1.1.bn2.bias"}, %arg15: tensor<128x64x3x3xf32> {defuse.name = "layer2.0.conv1.weight"}, %arg16: tensor<128xf32> {defuse.name = "layer2.0.bn1.weight"}, %arg17: tensor<128xf32> {defuse.name = "layer2.0.bn1.bias"}, %arg18: tensor<128x128x3x3xf32> {defuse.name = "layer2.0.conv2.weight"}, %arg19: tensor<128xf32> {defuse.name = "layer2.0.bn2.weight"}, %arg20: tensor<128xf32> {defuse.name = "layer2.0.bn2.bias"}, %arg21: tensor<128x64x1x1xf32> {defuse.name = "layer2.0.downsample.0.weight"}, %arg22: tensor<128xf32> {defuse.name = "layer2.0.downsample.1.weight"}, %arg23: tensor<128xf32> {defuse.name = "layer2.0.downsample.1.bias"}, %arg24: tensor<128x128x3x3xf32> {defuse.name = "layer2.1.conv1.weight"}, %arg25: tensor<128xf32> {defuse.name = "layer2.1.bn1.weight"}, %arg26: tensor<128xf32> {defuse.name = "layer2.1.bn1.bias"}, %arg27: tensor<128x128x3x3xf32> {defuse.name = "layer2.1.conv2.weight"}, %arg28: tensor<128xf32> {defuse.name = "layer2.1.bn2.weight"}, %arg29: tensor<128xf32> {defuse.name = "layer2.1.bn2.bias"}, %arg30: tensor<256x128x3x3xf32> {defuse.name = "layer3.0.conv1.weight"}, %arg31: tensor<256xf32> {defuse.name = "layer3.0.bn1.weight"}, %arg32: tensor<256xf32> {defuse.name = "layer3.0.bn1.bias"}, %arg33: tensor<256x256x3x3xf32> {defuse.name = "layer3.0.conv2.weight"}, %arg34: tensor<256xf32> {defuse.name = "layer3.0.bn2.weight"}, %arg35: tensor<256xf32> {defuse.name = "layer3.0.bn2.bias"}, %arg36: tensor<256x128x1x1xf32> {defuse.name = "layer3.0.downsample.0.weight"}, %arg37: tensor<256xf32> {defuse.name = "layer3.0.downsample.1.weight"}, %arg38: tensor<256xf32> {defuse.name = "layer3.0.downsample.1.bias"}, %arg39: tensor<256x256x3x3xf32> {defuse.name = "layer3.1.conv1.weight"}, %arg40: tensor<256xf32> {defuse.name = "layer3.1.bn1.weight"}, %arg41: tensor<256xf32> {defuse.name = "layer3.1.bn1.bias"}, %arg42: tensor<256x256x3x3xf32> {defuse.name = "layer3.1.conv2.weight"}, %arg43: tensor<256xf32> {defuse.name = "layer3.1.bn2.weight"}, %arg44: tensor<256xf32> {defuse.name = "layer3.1.bn2.bias"}, %arg45: tensor<512x256x3x3xf32> {defuse.name = "layer4.0.conv1.weight"}, %arg46: tensor<512xf32> {defuse.name = "layer4.0.bn1.weight"}, %arg47: tensor<512xf32> {defuse.name = "layer4.0.bn1.bias"}, %arg48: tensor<512x512x3x3xf32> {defuse.name = "layer4.0.conv2.weight"}, %arg49: tensor<512xf32> {defuse.name = "layer4.0.bn2.weight"}, %arg50: tensor<512xf32> {defuse.name = "layer4.0.bn2.bias"}, %arg51: tensor<512x256x1x1xf32> {defuse.name = "layer4.0.downsample.0.weight"}, %arg52: tensor<512xf32> {defuse.name = "layer4.0.downsample.1.weight"}, %arg53: tensor<512xf32> {defuse.name = "layer4.0.downsample.1.bias"}, %arg54: tensor<512x512x3x3xf32> {defuse.name = "layer4.1.conv1.weight"}, %arg55: tensor<512xf32> {defuse.name = "layer4.1.bn1.weight"}, %arg56: tensor<512xf32> {defuse.name = "layer4.1.bn1.bias"}, %arg57: tensor<512x512x3x3xf32> {defuse.name = "layer4.1.conv2.weight"}, %arg58: tensor<512xf32> {defuse.name = "layer4.1.bn2.weight"}, %arg59: tensor<512xf32> {defuse.name = "layer4.1.bn2.bias"}, %arg60: tensor<10x512xf32> {defuse.name = "fc.weight"}, %arg61: tensor<10xf32> {defuse.name = "fc.bias"}, %arg62: tensor<64xf32> {defuse.name = "bn1.running_mean"}, %arg63: tensor<64xf32> {defuse.name = "bn1.running_var"}, %arg64: tensor<i64> {defuse.name = "bn1.num_batches_tracked"}, %arg65: tensor<64xf32> {defuse.name = "layer1.0.bn1.running_mean"}, %arg66: tensor<64xf32> {defuse.name = "layer1.0.bn1.running_var"}, %arg67: tensor<i64> {defuse.name = "layer1.0.bn1.num_batches_tracked"}, %arg68: tensor<64xf32> {defuse.name = "layer1.0.bn2.running_mean"}, %arg69: tensor<64xf32> {defuse.name = "layer1.0.bn2.running_var"}, %arg70: tensor<i64> {defuse.name = "layer1.0.bn2.num_batches_tracked"}, %arg71: tensor<64xf32> {defuse.name = "layer1.1.bn1.running_mean"}, %arg72: tensor<64xf32> {defuse.name = "layer1.1.bn1.running_var"}, %arg73: tensor<i64> {defuse.name = "layer1.1.bn1.num_batches_tracked"}, %arg74: tensor<64xf32> {defuse.name = "layer1.1.bn2.running_mean"}, %arg75: tensor<64xf32> {defuse.name = "layer1.1.bn2.running_var"}, %arg76: tensor<i64> {defuse.name = "layer1.1.bn2.num_batches_tracked"}, %arg77: tensor<128xf32> {defuse.name = "layer2.0.bn1.running_mean"}, %arg78: tensor<128xf32> {defuse.name = "layer2.0.bn1.running_var"}, %arg79: tensor<i64> {defuse.name = "layer2.0.bn1.num_batches_tracked"}, %arg80: tensor<128xf32> {defuse.name = "layer2.0.bn2.running_mean"}, %arg81: tensor<128xf32> {defuse.name = "layer2.0.bn2.running_var"}, %arg82: tensor<i64> {defuse.name = "layer2.0.bn2.num_batches_tracked"}, %arg83: tensor<128xf32> {defuse.name = "layer2.0.downsample.1.running_mean"}, %arg84: tensor<128xf32> {defuse.name = "layer2.0.downsample.1.running_var"}, %arg85: tensor<i64> {defuse.name = "layer2.0.downsample.1.num_batches_tracked"}, %arg86: tensor<128xf32> {defuse.name = "layer2.1.bn1.running_mean"}, %arg87: tensor<128xf32> {defuse.name = "layer2.1.bn1.running_var"}, %arg88: tensor<i64> {defuse.name = "layer2.1.bn1.num_batches_tracked"}, %arg89: tensor<128xf32> {defuse.name = "layer2.1.bn2.running_mean"}, %arg90: tensor<128xf32> {defuse.name = "layer2.1.bn2.running_var"}, %arg91: tensor<i64> {defuse.name = "layer2.1.bn2.num_batches_tracked"}, %arg92: tensor<256xf32> {defuse.name = "layer3.0.bn1.running_mean"}, %arg93: tensor<256xf32> {defuse.name = "layer3.0.bn1.running_var"}, %arg94: tensor<i64> {defuse.name = "layer3.0.bn1.num_batches_tracked"}, %arg95: tensor<256xf32> {defuse.name = "layer3.0.bn2.running_mean"}, %arg96: tensor<256xf32> {defuse.name = "layer3.0.bn2.running_var"}, %arg97: tensor<i64> {defuse.name = "layer3.0.bn2.num_batches_tracked"}, %arg98: tensor<256xf32> {defuse.name = "layer3.0.downsample.1.running_mean"}, %arg99: tensor<256xf32> {defuse.name = "layer3.0.downsample.1.running_var"}, %arg100: tensor<i64> {defuse.name = "layer3.0.downsample.1.num_batches_tracked"}, %arg101: tensor<256xf32> {defuse.name = "layer3.1.bn1.running_mean"}, %arg102: tensor<256xf32> {defuse.name = "layer3.1.bn1.running_var"}, %arg103: tensor<i64> {defuse.name = "layer3.1.bn1.num_batches_tracked"}, %arg104: tensor<256xf32> {defuse.name = "layer3.1.bn2.running_mean"}, %arg105: tensor<256xf32> {defuse.name = "layer3.1.bn2.running_var"}, %arg106: tensor<i64> {defuse.name = "layer3.1.bn2.num_batches_tracked"}, %arg107: tensor<512xf32> {defuse.name = "layer4.0.bn1.running_mean"}, %arg108: tensor<512xf32> {defuse.name = "layer4.0.bn1.running_var"}, %arg109: tensor<i64> {defuse.name = "layer4.0.bn1.num_batches_tracked"}, %arg110: tensor<512xf32> {defuse.name = "layer4.0.bn2.running_mean"}, %arg111: tensor<512xf32> {defuse.name = "layer4.0.bn2.running_var"}, %arg112: tensor<i64> {defuse.name = "layer4.0.bn2.num_batches_tracked"}, %arg113: tensor<512xf32> {defuse.name = "layer4.0.downsample.1.running_mean"}, %arg114: tensor<512xf32> {defuse.name = "layer4.0.downsample.1.running_var"}, %arg115: tensor<i64> {defuse.name = "layer4.0.downsample.1.num_batches_tracked"}, %arg116: tensor<512xf32> {defuse.name = "layer4.1.bn1.running_mean"}, %arg117: tensor<512xf32> {defuse.name = "layer4.1.bn1.running_var"}, %arg118: tensor<i64> {defuse.name = "layer4.1.bn1.num_batches_tracked"}, %arg119: tensor<512xf32> {defuse.name = "layer4.1.bn2.running_mean"}, %arg120: tensor<512xf32> {defuse.name = "layer4.1.bn2.running_var"}, %arg121: tensor<i64> {defuse.name = "layer4.1.bn2.num_batches_tracked"}, %arg122: tensor<1x3x32x32xf32> {defuse.name = "x"}) -> tensor<1x10xf32> {
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %1 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<64xf32>}> : () -> tensor<64xf32>
    %2 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %3 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<128xf32>}> : () -> tensor<128xf32>
    %4 = tosa.const_shape  {values = dense<[1, 7, 8, 64]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %5 = tosa.const_shape  {values = dense<0> : tensor<4xindex>} : () -> !tosa.shape<4>
    %6 = tosa.const_shape  {values = dense<[1, 7, 7, 64]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %7 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<256xf32>}> : () -> tensor<256xf32>
    %8 = tosa.const_shape  {values = dense<[1, 3, 4, 128]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %9 = tosa.const_shape  {values = dense<[1, 3, 3, 128]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %10 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<512xf32>}> : () -> tensor<512xf32>
    %11 = tosa.const_shape  {values = dense<[1, 512, 1, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %12 = tosa.const_shape  {values = dense<[1, 1, 2, 256]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %13 = tosa.const_shape  {values = dense<[1, 1, 1, 256]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %14 = tosa.const_shape  {values = dense<[1, 1, 512]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %15 = tosa.const_shape  {values = dense<[1, 512, 10]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %16 = tosa.const_shape  {values = dense<[1, 10]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %17 = "tosa.const"() <{values = dense<9.99999974E-6> : tensor<1xf32>}> : () -> tensor<1xf32>
    %18 = tosa.const_shape  {values = dense<[128, 1, 1, 64]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %19 = tosa.const_shape  {values = dense<[256, 1, 1, 128]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %20 = tosa.const_shape  {values = dense<[1, 1, 1, 512]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %21 = tosa.const_shape  {values = dense<[512, 1, 1, 256]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %22 = tosa.const_shape  {values = dense<[1, 1, 1, 64]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %23 = tosa.const_shape  {values = dense<[1, 1, 1, 128]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %24 = tosa.transpose %arg122 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x3x32x32xf32>) -> tensor<1x32x32x3xf32>
    %25 = tosa.transpose %arg0 {perms = array<i32: 0, 2, 3, 1>} : (tensor<64x3x7x7xf32>) -> tensor<64x7x7x3xf32>
    %26 = tosa.conv2d %24, %25, %1, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 3, 2, 3, 2>, stride = array<i64: 2, 2>} : (tensor<1x32x32x3xf32>, tensor<64x7x7x3xf32>, tensor<64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x16x64xf32>
    %27 = tosa.add %arg63, %17 : (tensor<64xf32>, tensor<1xf32>) -> tensor<64xf32>
    %28 = tosa.rsqrt %27 : (tensor<64xf32>) -> tensor<64xf32>
    %29 = tosa.reshape %arg62, %22 : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x1x1x64xf32>
    %30 = tosa.sub %26, %29 : (tensor<1x16x16x64xf32>, tensor<1x1x1x64xf32>) -> tensor<1x16x16x64xf32>
    %31 = tosa.reshape %28, %22 : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x1x1x64xf32>
    %32 = tosa.mul %30, %31, %2 : (tensor<1x16x16x64xf32>, tensor<1x1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x16x64xf32>
    %33 = tosa.reshape %arg1, %22 : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x1x1x64xf32>
    %34 = tosa.mul %32, %33, %2 : (tensor<1x16x16x64xf32>, tensor<1x1x1x64xf32>, tensor<1xi8>) -> tensor<1x16x16x64xf32>
    %35 = tosa.reshape %arg2, %22 : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x1x1x64xf32>
    %36 = tosa.add %34, %35 : (tensor<1x16x16x64xf32>, tensor<1x1x1x64xf32>) -> tensor<1x16x16x64xf32>
    %37 = tosa.clamp %36 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x16x16x64xf32>) -> tensor<1x16x16x64xf32>
    %38 = tosa.max_pool2d %37 {kernel = array<i64: 3, 3>, pad = array<i64: 1, 0, 1, 0>, stride = array<i64: 2, 2>} : (tensor<1x16x16x64xf32>) -> tensor<1x8x8x64xf32>
    %39 = tosa.transpose %arg3 {perms = array<i32: 0, 2, 3, 1>} : (tensor<64x64x3x3xf32>) -> tensor<64x3x3x64xf32>
    %40 = tosa.conv2d %38, %39, %1, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x64xf32>, tensor<64x3x3x64xf32>, tensor<64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x64xf32>
    %41 = tosa.add %arg66, %17 : (tensor<64xf32>, tensor<1xf32>) -> tensor<64xf32>
    %42 = tosa.rsqrt %41 : (tensor<64xf32>) -> tensor<64xf32>
    %43 = tosa.reshape %arg65, %22 : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x1x1x64xf32>
    %44 = tosa.sub %40, %43 : (tensor<1x8x8x64xf32>, tensor<1x1x1x64xf32>) -> tensor<1x8x8x64xf32>
    %45 = tosa.reshape %42, %22 : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x1x1x64xf32>
    %46 = tosa.mul %44, %45, %2 : (tensor<1x8x8x64xf32>, tensor<1x1x1x64xf32>, tensor<1xi8>) -> tensor<1x8x8x64xf32>
    %47 = tosa.reshape %arg4, %22 : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x1x1x64xf32>
    %48 = tosa.mul %46, %47, %2 : (tensor<1x8x8x64xf32>, tensor<1x1x1x64xf32>, tensor<1xi8>) -> tensor<1x8x8x64xf32>
    %49 = tosa.reshape %arg5, %22 : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x1x1x64xf32>
    %50 = tosa.add %48, %49 : (tensor<1x8x8x64xf32>, tensor<1x1x1x64xf32>) -> tensor<1x8x8x64xf32>
    %51 = tosa.clamp %50 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x8x8x64xf32>) -> tensor<1x8x8x64xf32>
    %52 = tosa.transpose %arg6 {perms = array<i32: 0, 2, 3, 1>} : (tensor<64x64x3x3xf32>) -> tensor<64x3x3x64xf32>
    %53 = tosa.conv2d %51, %52, %1, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x64xf32>, tensor<64x3x3x64xf32>, tensor<64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x64xf32>
    %54 = tosa.add %arg69, %17 : (tensor<64xf32>, tensor<1xf32>) -> tensor<64xf32>
    %55 = tosa.rsqrt %54 : (tensor<64xf32>) -> tensor<64xf32>
    %56 = tosa.reshape %arg68, %22 : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x1x1x64xf32>
    %57 = tosa.sub %53, %56 : (tensor<1x8x8x64xf32>, tensor<1x1x1x64xf32>) -> tensor<1x8x8x64xf32>
    %58 = tosa.reshape %55, %22 : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x1x1x64xf32>
    %59 = tosa.mul %57, %58, %2 : (tensor<1x8x8x64xf32>, tensor<1x1x1x64xf32>, tensor<1xi8>) -> tensor<1x8x8x64xf32>
    %60 = tosa.reshape %arg7, %22 : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x1x1x64xf32>
    %61 = tosa.mul %59, %60, %2 : (tensor<1x8x8x64xf32>, tensor<1x1x1x64xf32>, tensor<1xi8>) -> tensor<1x8x8x64xf32>
    %62 = tosa.reshape %arg8, %22 : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x1x1x64xf32>
    %63 = tosa.add %61, %62 : (tensor<1x8x8x64xf32>, tensor<1x1x1x64xf32>) -> tensor<1x8x8x64xf32>
    %64 = tosa.add %63, %38 : (tensor<1x8x8x64xf32>, tensor<1x8x8x64xf32>) -> tensor<1x8x8x64xf32>
    %65 = tosa.clamp %64 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x8x8x64xf32>) -> tensor<1x8x8x64xf32>
    %66 = tosa.transpose %arg9 {perms = array<i32: 0, 2, 3, 1>} : (tensor<64x64x3x3xf32>) -> tensor<64x3x3x64xf32>
    %67 = tosa.conv2d %65, %66, %1, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x64xf32>, tensor<64x3x3x64xf32>, tensor<64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x64xf32>
    %68 = tosa.add %arg72, %17 : (tensor<64xf32>, tensor<1xf32>) -> tensor<64xf32>
    %69 = tosa.rsqrt %68 : (tensor<64xf32>) -> tensor<64xf32>
    %70 = tosa.reshape %arg71, %22 : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x1x1x64xf32>
    %71 = tosa.sub %67, %70 : (tensor<1x8x8x64xf32>, tensor<1x1x1x64xf32>) -> tensor<1x8x8x64xf32>
    %72 = tosa.reshape %69, %22 : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x1x1x64xf32>
    %73 = tosa.mul %71, %72, %2 : (tensor<1x8x8x64xf32>, tensor<1x1x1x64xf32>, tensor<1xi8>) -> tensor<1x8x8x64xf32>
    %74 = tosa.reshape %arg10, %22 : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x1x1x64xf32>
    %75 = tosa.mul %73, %74, %2 : (tensor<1x8x8x64xf32>, tensor<1x1x1x64xf32>, tensor<1xi8>) -> tensor<1x8x8x64xf32>
    %76 = tosa.reshape %arg11, %22 : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x1x1x64xf32>
    %77 = tosa.add %75, %76 : (tensor<1x8x8x64xf32>, tensor<1x1x1x64xf32>) -> tensor<1x8x8x64xf32>
    %78 = tosa.clamp %77 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x8x8x64xf32>) -> tensor<1x8x8x64xf32>
    %79 = tosa.transpose %arg12 {perms = array<i32: 0, 2, 3, 1>} : (tensor<64x64x3x3xf32>) -> tensor<64x3x3x64xf32>
    %80 = tosa.conv2d %78, %79, %1, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x64xf32>, tensor<64x3x3x64xf32>, tensor<64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x64xf32>
    %81 = tosa.add %arg75, %17 : (tensor<64xf32>, tensor<1xf32>) -> tensor<64xf32>
    %82 = tosa.rsqrt %81 : (tensor<64xf32>) -> tensor<64xf32>
    %83 = tosa.reshape %arg74, %22 : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x1x1x64xf32>
    %84 = tosa.sub %80, %83 : (tensor<1x8x8x64xf32>, tensor<1x1x1x64xf32>) -> tensor<1x8x8x64xf32>
    %85 = tosa.reshape %82, %22 : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x1x1x64xf32>
    %86 = tosa.mul %84, %85, %2 : (tensor<1x8x8x64xf32>, tensor<1x1x1x64xf32>, tensor<1xi8>) -> tensor<1x8x8x64xf32>
    %87 = tosa.reshape %arg13, %22 : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x1x1x64xf32>
    %88 = tosa.mul %86, %87, %2 : (tensor<1x8x8x64xf32>, tensor<1x1x1x64xf32>, tensor<1xi8>) -> tensor<1x8x8x64xf32>
    %89 = tosa.reshape %arg14, %22 : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x1x1x64xf32>
    %90 = tosa.add %88, %89 : (tensor<1x8x8x64xf32>, tensor<1x1x1x64xf32>) -> tensor<1x8x8x64xf32>
    %91 = tosa.add %90, %65 : (tensor<1x8x8x64xf32>, tensor<1x8x8x64xf32>) -> tensor<1x8x8x64xf32>
    %92 = tosa.clamp %91 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x8x8x64xf32>) -> tensor<1x8x8x64xf32>
    %93 = tosa.transpose %arg15 {perms = array<i32: 0, 2, 3, 1>} : (tensor<128x64x3x3xf32>) -> tensor<128x3x3x64xf32>
    %94 = tosa.conv2d %92, %93, %3, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 0, 1, 0>, stride = array<i64: 2, 2>} : (tensor<1x8x8x64xf32>, tensor<128x3x3x64xf32>, tensor<128xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x128xf32>
    %95 = tosa.add %arg78, %17 : (tensor<128xf32>, tensor<1xf32>) -> tensor<128xf32>
    %96 = tosa.rsqrt %95 : (tensor<128xf32>) -> tensor<128xf32>
    %97 = tosa.reshape %arg77, %23 : (tensor<128xf32>, !tosa.shape<4>) -> tensor<1x1x1x128xf32>
    %98 = tosa.sub %94, %97 : (tensor<1x4x4x128xf32>, tensor<1x1x1x128xf32>) -> tensor<1x4x4x128xf32>
    %99 = tosa.reshape %96, %23 : (tensor<128xf32>, !tosa.shape<4>) -> tensor<1x1x1x128xf32>
    %100 = tosa.mul %98, %99, %2 : (tensor<1x4x4x128xf32>, tensor<1x1x1x128xf32>, tensor<1xi8>) -> tensor<1x4x4x128xf32>
    %101 = tosa.reshape %arg16, %23 : (tensor<128xf32>, !tosa.shape<4>) -> tensor<1x1x1x128xf32>
    %102 = tosa.mul %100, %101, %2 : (tensor<1x4x4x128xf32>, tensor<1x1x1x128xf32>, tensor<1xi8>) -> tensor<1x4x4x128xf32>
    %103 = tosa.reshape %arg17, %23 : (tensor<128xf32>, !tosa.shape<4>) -> tensor<1x1x1x128xf32>
    %104 = tosa.add %102, %103 : (tensor<1x4x4x128xf32>, tensor<1x1x1x128xf32>) -> tensor<1x4x4x128xf32>
    %105 = tosa.clamp %104 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x4x4x128xf32>) -> tensor<1x4x4x128xf32>
    %106 = tosa.transpose %arg18 {perms = array<i32: 0, 2, 3, 1>} : (tensor<128x128x3x3xf32>) -> tensor<128x3x3x128xf32>
    %107 = tosa.conv2d %105, %106, %3, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x4x4x128xf32>, tensor<128x3x3x128xf32>, tensor<128xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x128xf32>
    %108 = tosa.add %arg81, %17 : (tensor<128xf32>, tensor<1xf32>) -> tensor<128xf32>
    %109 = tosa.rsqrt %108 : (tensor<128xf32>) -> tensor<128xf32>
    %110 = tosa.reshape %arg80, %23 : (tensor<128xf32>, !tosa.shape<4>) -> tensor<1x1x1x128xf32>
    %111 = tosa.sub %107, %110 : (tensor<1x4x4x128xf32>, tensor<1x1x1x128xf32>) -> tensor<1x4x4x128xf32>
    %112 = tosa.reshape %109, %23 : (tensor<128xf32>, !tosa.shape<4>) -> tensor<1x1x1x128xf32>
    %113 = tosa.mul %111, %112, %2 : (tensor<1x4x4x128xf32>, tensor<1x1x1x128xf32>, tensor<1xi8>) -> tensor<1x4x4x128xf32>
    %114 = tosa.reshape %arg19, %23 : (tensor<128xf32>, !tosa.shape<4>) -> tensor<1x1x1x128xf32>
    %115 = tosa.mul %113, %114, %2 : (tensor<1x4x4x128xf32>, tensor<1x1x1x128xf32>, tensor<1xi8>) -> tensor<1x4x4x128xf32>
    %116 = tosa.reshape %arg20, %23 : (tensor<128xf32>, !tosa.shape<4>) -> tensor<1x1x1x128xf32>
    %117 = tosa.add %115, %116 : (tensor<1x4x4x128xf32>, tensor<1x1x1x128xf32>) -> tensor<1x4x4x128xf32>
    %118 = tosa.reshape %arg21, %18 : (tensor<128x64x1x1xf32>, !tosa.shape<4>) -> tensor<128x1x1x64xf32>
    %119 = tosa.slice %92, %5, %4 : (tensor<1x8x8x64xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x7x8x64xf32>
    %120 = tosa.slice %119, %5, %6 : (tensor<1x7x8x64xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x7x7x64xf32>
    %121 = tosa.conv2d %120, %118, %3, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x7x7x64xf32>, tensor<128x1x1x64xf32>, tensor<128xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x128xf32>
    %122 = tosa.add %arg84, %17 : (tensor<128xf32>, tensor<1xf32>) -> tensor<128xf32>
    %123 = tosa.rsqrt %122 : (tensor<128xf32>) -> tensor<128xf32>
    %124 = tosa.reshape %arg83, %23 : (tensor<128xf32>, !tosa.shape<4>) -> tensor<1x1x1x128xf32>
    %125 = tosa.sub %121, %124 : (tensor<1x4x4x128xf32>, tensor<1x1x1x128xf32>) -> tensor<1x4x4x128xf32>
    %126 = tosa.reshape %123, %23 : (tensor<128xf32>, !tosa.shape<4>) -> tensor<1x1x1x128xf32>
    %127 = tosa.mul %125, %126, %2 : (tensor<1x4x4x128xf32>, tensor<1x1x1x128xf32>, tensor<1xi8>) -> tensor<1x4x4x128xf32>
    %128 = tosa.reshape %arg22, %23 : (tensor<128xf32>, !tosa.shape<4>) -> tensor<1x1x1x128xf32>
    %129 = tosa.mul %127, %128, %2 : (tensor<1x4x4x128xf32>, tensor<1x1x1x128xf32>, tensor<1xi8>) -> tensor<1x4x4x128xf32>
    %130 = tosa.reshape %arg23, %23 : (tensor<128xf32>, !tosa.shape<4>) -> tensor<1x1x1x128xf32>
    %131 = tosa.add %129, %130 : (tensor<1x4x4x128xf32>, tensor<1x1x1x128xf32>) -> tensor<1x4x4x128xf32>
    %132 = tosa.add %117, %131 : (tensor<1x4x4x128xf32>, tensor<1x4x4x128xf32>) -> tensor<1x4x4x128xf32>
    %133 = tosa.clamp %132 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x4x4x128xf32>) -> tensor<1x4x4x128xf32>
    %134 = tosa.transpose %arg24 {perms = array<i32: 0, 2, 3, 1>} : (tensor<128x128x3x3xf32>) -> tensor<128x3x3x128xf32>
    %135 = tosa.conv2d %133, %134, %3, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x4x4x128xf32>, tensor<128x3x3x128xf32>, tensor<128xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x128xf32>
    %136 = tosa.add %arg87, %17 : (tensor<128xf32>, tensor<1xf32>) -> tensor<128xf32>
    %137 = tosa.rsqrt %136 : (tensor<128xf32>) -> tensor<128xf32>
    %138 = tosa.reshape %arg86, %23 : (tensor<128xf32>, !tosa.shape<4>) -> tensor<1x1x1x128xf32>
    %139 = tosa.sub %135, %138 : (tensor<1x4x4x128xf32>, tensor<1x1x1x128xf32>) -> tensor<1x4x4x128xf32>
    %140 = tosa.reshape %137, %23 : (tensor<128xf32>, !tosa.shape<4>) -> tensor<1x1x1x128xf32>
    %141 = tosa.mul %139, %140, %2 : (tensor<1x4x4x128xf32>, tensor<1x1x1x128xf32>, tensor<1xi8>) -> tensor<1x4x4x128xf32>
    %142 = tosa.reshape %arg25, %23 : (tensor<128xf32>, !tosa.shape<4>) -> tensor<1x1x1x128xf32>
    %143 = tosa.mul %141, %142, %2 : (tensor<1x4x4x128xf32>, tensor<1x1x1x128xf32>, tensor<1xi8>) -> tensor<1x4x4x128xf32>
    %144 = tosa.reshape %arg26, %23 : (tensor<128xf32>, !tosa.shape<4>) -> tensor<1x1x1x128xf32>
    %145 = tosa.add %143, %144 : (tensor<1x4x4x128xf32>, tensor<1x1x1x128xf32>) -> tensor<1x4x4x128xf32>
    %146 = tosa.clamp %145 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x4x4x128xf32>) -> tensor<1x4x4x128xf32>
    %147 = tosa.transpose %arg27 {perms = array<i32: 0, 2, 3, 1>} : (tensor<128x128x3x3xf32>) -> tensor<128x3x3x128xf32>
    %148 = tosa.conv2d %146, %147, %3, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x4x4x128xf32>, tensor<128x3x3x128xf32>, tensor<128xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x128xf32>
    %149 = tosa.add %arg90, %17 : (tensor<128xf32>, tensor<1xf32>) -> tensor<128xf32>
    %150 = tosa.rsqrt %149 : (tensor<128xf32>) -> tensor<128xf32>
    %151 = tosa.reshape %arg89, %23 : (tensor<128xf32>, !tosa.shape<4>) -> tensor<1x1x1x128xf32>
    %152 = tosa.sub %148, %151 : (tensor<1x4x4x128xf32>, tensor<1x1x1x128xf32>) -> tensor<1x4x4x128xf32>
    %153 = tosa.reshape %150, %23 : (tensor<128xf32>, !tosa.shape<4>) -> tensor<1x1x1x128xf32>
    %154 = tosa.mul %152, %153, %2 : (tensor<1x4x4x128xf32>, tensor<1x1x1x128xf32>, tensor<1xi8>) -> tensor<1x4x4x128xf32>
    %155 = tosa.reshape %arg28, %23 : (tensor<128xf32>, !tosa.shape<4>) -> tensor<1x1x1x128xf32>
    %156 = tosa.mul %154, %155, %2 : (tensor<1x4x4x128xf32>, tensor<1x1x1x128xf32>, tensor<1xi8>) -> tensor<1x4x4x128xf32>
    %157 = tosa.reshape %arg29, %23 : (tensor<128xf32>, !tosa.shape<4>) -> tensor<1x1x1x128xf32>
    %158 = tosa.add %156, %157 : (tensor<1x4x4x128xf32>, tensor<1x1x1x128xf32>) -> tensor<1x4x4x128xf32>
    %159 = tosa.add %158, %133 : (tensor<1x4x4x128xf32>, tensor<1x4x4x128xf32>) -> tensor<1x4x4x128xf32>
    %160 = tosa.clamp %159 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x4x4x128xf32>) -> tensor<1x4x4x128xf32>
    %161 = tosa.transpose %arg30 {perms = array<i32: 0, 2, 3, 1>} : (tensor<256x128x3x3xf32>) -> tensor<256x3x3x128xf32>
    %162 = tosa.conv2d %160, %161, %7, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 0, 1, 0>, stride = array<i64: 2, 2>} : (tensor<1x4x4x128xf32>, tensor<256x3x3x128xf32>, tensor<256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x256xf32>
    %163 = tosa.add %arg93, %17 : (tensor<256xf32>, tensor<1xf32>) -> tensor<256xf32>
    %164 = tosa.rsqrt %163 : (tensor<256xf32>) -> tensor<256xf32>
    %165 = tosa.reshape %arg92, %13 : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %166 = tosa.sub %162, %165 : (tensor<1x2x2x256xf32>, tensor<1x1x1x256xf32>) -> tensor<1x2x2x256xf32>
    %167 = tosa.reshape %164, %13 : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %168 = tosa.mul %166, %167, %2 : (tensor<1x2x2x256xf32>, tensor<1x1x1x256xf32>, tensor<1xi8>) -> tensor<1x2x2x256xf32>
    %169 = tosa.reshape %arg31, %13 : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %170 = tosa.mul %168, %169, %2 : (tensor<1x2x2x256xf32>, tensor<1x1x1x256xf32>, tensor<1xi8>) -> tensor<1x2x2x256xf32>
    %171 = tosa.reshape %arg32, %13 : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %172 = tosa.add %170, %171 : (tensor<1x2x2x256xf32>, tensor<1x1x1x256xf32>) -> tensor<1x2x2x256xf32>
    %173 = tosa.clamp %172 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x2x2x256xf32>) -> tensor<1x2x2x256xf32>
    %174 = tosa.transpose %arg33 {perms = array<i32: 0, 2, 3, 1>} : (tensor<256x256x3x3xf32>) -> tensor<256x3x3x256xf32>
    %175 = tosa.conv2d %173, %174, %7, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x2x2x256xf32>, tensor<256x3x3x256xf32>, tensor<256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x256xf32>
    %176 = tosa.add %arg96, %17 : (tensor<256xf32>, tensor<1xf32>) -> tensor<256xf32>
    %177 = tosa.rsqrt %176 : (tensor<256xf32>) -> tensor<256xf32>
    %178 = tosa.reshape %arg95, %13 : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %179 = tosa.sub %175, %178 : (tensor<1x2x2x256xf32>, tensor<1x1x1x256xf32>) -> tensor<1x2x2x256xf32>
    %180 = tosa.reshape %177, %13 : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %181 = tosa.mul %179, %180, %2 : (tensor<1x2x2x256xf32>, tensor<1x1x1x256xf32>, tensor<1xi8>) -> tensor<1x2x2x256xf32>
    %182 = tosa.reshape %arg34, %13 : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %183 = tosa.mul %181, %182, %2 : (tensor<1x2x2x256xf32>, tensor<1x1x1x256xf32>, tensor<1xi8>) -> tensor<1x2x2x256xf32>
    %184 = tosa.reshape %arg35, %13 : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %185 = tosa.add %183, %184 : (tensor<1x2x2x256xf32>, tensor<1x1x1x256xf32>) -> tensor<1x2x2x256xf32>
    %186 = tosa.reshape %arg36, %19 : (tensor<256x128x1x1xf32>, !tosa.shape<4>) -> tensor<256x1x1x128xf32>
    %187 = tosa.slice %160, %5, %8 : (tensor<1x4x4x128xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x3x4x128xf32>
    %188 = tosa.slice %187, %5, %9 : (tensor<1x3x4x128xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x3x3x128xf32>
    %189 = tosa.conv2d %188, %186, %7, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x3x3x128xf32>, tensor<256x1x1x128xf32>, tensor<256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x256xf32>
    %190 = tosa.add %arg99, %17 : (tensor<256xf32>, tensor<1xf32>) -> tensor<256xf32>
    %191 = tosa.rsqrt %190 : (tensor<256xf32>) -> tensor<256xf32>
    %192 = tosa.reshape %arg98, %13 : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %193 = tosa.sub %189, %192 : (tensor<1x2x2x256xf32>, tensor<1x1x1x256xf32>) -> tensor<1x2x2x256xf32>
    %194 = tosa.reshape %191, %13 : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %195 = tosa.mul %193, %194, %2 : (tensor<1x2x2x256xf32>, tensor<1x1x1x256xf32>, tensor<1xi8>) -> tensor<1x2x2x256xf32>
    %196 = tosa.reshape %arg37, %13 : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %197 = tosa.mul %195, %196, %2 : (tensor<1x2x2x256xf32>, tensor<1x1x1x256xf32>, tensor<1xi8>) -> tensor<1x2x2x256xf32>
    %198 = tosa.reshape %arg38, %13 : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %199 = tosa.add %197, %198 : (tensor<1x2x2x256xf32>, tensor<1x1x1x256xf32>) -> tensor<1x2x2x256xf32>
    %200 = tosa.add %185, %199 : (tensor<1x2x2x256xf32>, tensor<1x2x2x256xf32>) -> tensor<1x2x2x256xf32>
    %201 = tosa.clamp %200 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x2x2x256xf32>) -> tensor<1x2x2x256xf32>
    %202 = tosa.transpose %arg39 {perms = array<i32: 0, 2, 3, 1>} : (tensor<256x256x3x3xf32>) -> tensor<256x3x3x256xf32>
    %203 = tosa.conv2d %201, %202, %7, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x2x2x256xf32>, tensor<256x3x3x256xf32>, tensor<256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x256xf32>
    %204 = tosa.add %arg102, %17 : (tensor<256xf32>, tensor<1xf32>) -> tensor<256xf32>
    %205 = tosa.rsqrt %204 : (tensor<256xf32>) -> tensor<256xf32>
    %206 = tosa.reshape %arg101, %13 : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %207 = tosa.sub %203, %206 : (tensor<1x2x2x256xf32>, tensor<1x1x1x256xf32>) -> tensor<1x2x2x256xf32>
    %208 = tosa.reshape %205, %13 : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %209 = tosa.mul %207, %208, %2 : (tensor<1x2x2x256xf32>, tensor<1x1x1x256xf32>, tensor<1xi8>) -> tensor<1x2x2x256xf32>
    %210 = tosa.reshape %arg40, %13 : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %211 = tosa.mul %209, %210, %2 : (tensor<1x2x2x256xf32>, tensor<1x1x1x256xf32>, tensor<1xi8>) -> tensor<1x2x2x256xf32>
    %212 = tosa.reshape %arg41, %13 : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %213 = tosa.add %211, %212 : (tensor<1x2x2x256xf32>, tensor<1x1x1x256xf32>) -> tensor<1x2x2x256xf32>
    %214 = tosa.clamp %213 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x2x2x256xf32>) -> tensor<1x2x2x256xf32>
    %215 = tosa.transpose %arg42 {perms = array<i32: 0, 2, 3, 1>} : (tensor<256x256x3x3xf32>) -> tensor<256x3x3x256xf32>
    %216 = tosa.conv2d %214, %215, %7, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x2x2x256xf32>, tensor<256x3x3x256xf32>, tensor<256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x256xf32>
    %217 = tosa.add %arg105, %17 : (tensor<256xf32>, tensor<1xf32>) -> tensor<256xf32>
    %218 = tosa.rsqrt %217 : (tensor<256xf32>) -> tensor<256xf32>
    %219 = tosa.reshape %arg104, %13 : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %220 = tosa.sub %216, %219 : (tensor<1x2x2x256xf32>, tensor<1x1x1x256xf32>) -> tensor<1x2x2x256xf32>
    %221 = tosa.reshape %218, %13 : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %222 = tosa.mul %220, %221, %2 : (tensor<1x2x2x256xf32>, tensor<1x1x1x256xf32>, tensor<1xi8>) -> tensor<1x2x2x256xf32>
    %223 = tosa.reshape %arg43, %13 : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %224 = tosa.mul %222, %223, %2 : (tensor<1x2x2x256xf32>, tensor<1x1x1x256xf32>, tensor<1xi8>) -> tensor<1x2x2x256xf32>
    %225 = tosa.reshape %arg44, %13 : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %226 = tosa.add %224, %225 : (tensor<1x2x2x256xf32>, tensor<1x1x1x256xf32>) -> tensor<1x2x2x256xf32>
    %227 = tosa.add %226, %201 : (tensor<1x2x2x256xf32>, tensor<1x2x2x256xf32>) -> tensor<1x2x2x256xf32>
    %228 = tosa.clamp %227 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x2x2x256xf32>) -> tensor<1x2x2x256xf32>
    %229 = tosa.transpose %arg45 {perms = array<i32: 0, 2, 3, 1>} : (tensor<512x256x3x3xf32>) -> tensor<512x3x3x256xf32>
    %230 = tosa.conv2d %228, %229, %10, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 0, 1, 0>, stride = array<i64: 2, 2>} : (tensor<1x2x2x256xf32>, tensor<512x3x3x256xf32>, tensor<512xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x1x512xf32>
    %231 = tosa.reshape %230, %11 : (tensor<1x1x1x512xf32>, !tosa.shape<4>) -> tensor<1x512x1x1xf32>
    %232 = tosa.add %arg108, %17 : (tensor<512xf32>, tensor<1xf32>) -> tensor<512xf32>
    %233 = tosa.rsqrt %232 : (tensor<512xf32>) -> tensor<512xf32>
    %234 = tosa.reshape %arg107, %11 : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x512x1x1xf32>
    %235 = tosa.sub %231, %234 : (tensor<1x512x1x1xf32>, tensor<1x512x1x1xf32>) -> tensor<1x512x1x1xf32>
    %236 = tosa.reshape %233, %11 : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x512x1x1xf32>
    %237 = tosa.mul %235, %236, %2 : (tensor<1x512x1x1xf32>, tensor<1x512x1x1xf32>, tensor<1xi8>) -> tensor<1x512x1x1xf32>
    %238 = tosa.reshape %arg46, %11 : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x512x1x1xf32>
    %239 = tosa.mul %237, %238, %2 : (tensor<1x512x1x1xf32>, tensor<1x512x1x1xf32>, tensor<1xi8>) -> tensor<1x512x1x1xf32>
    %240 = tosa.reshape %arg47, %11 : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x512x1x1xf32>
    %241 = tosa.add %239, %240 : (tensor<1x512x1x1xf32>, tensor<1x512x1x1xf32>) -> tensor<1x512x1x1xf32>
    %242 = tosa.clamp %241 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x512x1x1xf32>) -> tensor<1x512x1x1xf32>
    %243 = tosa.reshape %242, %20 : (tensor<1x512x1x1xf32>, !tosa.shape<4>) -> tensor<1x1x1x512xf32>
    %244 = tosa.transpose %arg48 {perms = array<i32: 0, 2, 3, 1>} : (tensor<512x512x3x3xf32>) -> tensor<512x3x3x512xf32>
    %245 = tosa.conv2d %243, %244, %10, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x1x1x512xf32>, tensor<512x3x3x512xf32>, tensor<512xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x1x512xf32>
    %246 = tosa.reshape %245, %11 : (tensor<1x1x1x512xf32>, !tosa.shape<4>) -> tensor<1x512x1x1xf32>
    %247 = tosa.add %arg111, %17 : (tensor<512xf32>, tensor<1xf32>) -> tensor<512xf32>
    %248 = tosa.rsqrt %247 : (tensor<512xf32>) -> tensor<512xf32>
    %249 = tosa.reshape %arg110, %11 : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x512x1x1xf32>
    %250 = tosa.sub %246, %249 : (tensor<1x512x1x1xf32>, tensor<1x512x1x1xf32>) -> tensor<1x512x1x1xf32>
    %251 = tosa.reshape %248, %11 : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x512x1x1xf32>
    %252 = tosa.mul %250, %251, %2 : (tensor<1x512x1x1xf32>, tensor<1x512x1x1xf32>, tensor<1xi8>) -> tensor<1x512x1x1xf32>
    %253 = tosa.reshape %arg49, %11 : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x512x1x1xf32>
    %254 = tosa.mul %252, %253, %2 : (tensor<1x512x1x1xf32>, tensor<1x512x1x1xf32>, tensor<1xi8>) -> tensor<1x512x1x1xf32>
    %255 = tosa.reshape %arg50, %11 : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x512x1x1xf32>
    %256 = tosa.add %254, %255 : (tensor<1x512x1x1xf32>, tensor<1x512x1x1xf32>) -> tensor<1x512x1x1xf32>
    %257 = tosa.reshape %arg51, %21 : (tensor<512x256x1x1xf32>, !tosa.shape<4>) -> tensor<512x1x1x256xf32>
    %258 = tosa.slice %228, %5, %12 : (tensor<1x2x2x256xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x1x2x256xf32>
    %259 = tosa.slice %258, %5, %13 : (tensor<1x1x2x256xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x1x1x256xf32>
    %260 = tosa.conv2d %259, %257, %10, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x1x1x256xf32>, tensor<512x1x1x256xf32>, tensor<512xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x1x512xf32>
    %261 = tosa.reshape %260, %11 : (tensor<1x1x1x512xf32>, !tosa.shape<4>) -> tensor<1x512x1x1xf32>
    %262 = tosa.add %arg114, %17 : (tensor<512xf32>, tensor<1xf32>) -> tensor<512xf32>
    %263 = tosa.rsqrt %262 : (tensor<512xf32>) -> tensor<512xf32>
    %264 = tosa.reshape %arg113, %11 : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x512x1x1xf32>
    %265 = tosa.sub %261, %264 : (tensor<1x512x1x1xf32>, tensor<1x512x1x1xf32>) -> tensor<1x512x1x1xf32>
    %266 = tosa.reshape %263, %11 : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x512x1x1xf32>
    %267 = tosa.mul %265, %266, %2 : (tensor<1x512x1x1xf32>, tensor<1x512x1x1xf32>, tensor<1xi8>) -> tensor<1x512x1x1xf32>
    %268 = tosa.reshape %arg52, %11 : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x512x1x1xf32>
    %269 = tosa.mul %267, %268, %2 : (tensor<1x512x1x1xf32>, tensor<1x512x1x1xf32>, tensor<1xi8>) -> tensor<1x512x1x1xf32>
    %270 = tosa.reshape %arg53, %11 : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x512x1x1xf32>
    %271 = tosa.add %269, %270 : (tensor<1x512x1x1xf32>, tensor<1x512x1x1xf32>) -> tensor<1x512x1x1xf32>
    %272 = tosa.add %256, %271 : (tensor<1x512x1x1xf32>, tensor<1x512x1x1xf32>) -> tensor<1x512x1x1xf32>
    %273 = tosa.clamp %272 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x512x1x1xf32>) -> tensor<1x512x1x1xf32>
    %274 = tosa.reshape %273, %20 : (tensor<1x512x1x1xf32>, !tosa.shape<4>) -> tensor<1x1x1x512xf32>
    %275 = tosa.transpose %arg54 {perms = array<i32: 0, 2, 3, 1>} : (tensor<512x512x3x3xf32>) -> tensor<512x3x3x512xf32>
    %276 = tosa.conv2d %274, %275, %10, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x1x1x512xf32>, tensor<512x3x3x512xf32>, tensor<512xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x1x512xf32>
    %277 = tosa.reshape %276, %11 : (tensor<1x1x1x512xf32>, !tosa.shape<4>) -> tensor<1x512x1x1xf32>
    %278 = tosa.add %arg117, %17 : (tensor<512xf32>, tensor<1xf32>) -> tensor<512xf32>
    %279 = tosa.rsqrt %278 : (tensor<512xf32>) -> tensor<512xf32>
    %280 = tosa.reshape %arg116, %11 : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x512x1x1xf32>
    %281 = tosa.sub %277, %280 : (tensor<1x512x1x1xf32>, tensor<1x512x1x1xf32>) -> tensor<1x512x1x1xf32>
    %282 = tosa.reshape %279, %11 : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x512x1x1xf32>
    %283 = tosa.mul %281, %282, %2 : (tensor<1x512x1x1xf32>, tensor<1x512x1x1xf32>, tensor<1xi8>) -> tensor<1x512x1x1xf32>
    %284 = tosa.reshape %arg55, %11 : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x512x1x1xf32>
    %285 = tosa.mul %283, %284, %2 : (tensor<1x512x1x1xf32>, tensor<1x512x1x1xf32>, tensor<1xi8>) -> tensor<1x512x1x1xf32>
    %286 = tosa.reshape %arg56, %11 : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x512x1x1xf32>
    %287 = tosa.add %285, %286 : (tensor<1x512x1x1xf32>, tensor<1x512x1x1xf32>) -> tensor<1x512x1x1xf32>
    %288 = tosa.clamp %287 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x512x1x1xf32>) -> tensor<1x512x1x1xf32>
    %289 = tosa.reshape %288, %20 : (tensor<1x512x1x1xf32>, !tosa.shape<4>) -> tensor<1x1x1x512xf32>
    %290 = tosa.transpose %arg57 {perms = array<i32: 0, 2, 3, 1>} : (tensor<512x512x3x3xf32>) -> tensor<512x3x3x512xf32>
    %291 = tosa.conv2d %289, %290, %10, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x1x1x512xf32>, tensor<512x3x3x512xf32>, tensor<512xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x1x512xf32>
    %292 = tosa.reshape %291, %11 : (tensor<1x1x1x512xf32>, !tosa.shape<4>) -> tensor<1x512x1x1xf32>
    %293 = tosa.add %arg120, %17 : (tensor<512xf32>, tensor<1xf32>) -> tensor<512xf32>
    %294 = tosa.rsqrt %293 : (tensor<512xf32>) -> tensor<512xf32>
    %295 = tosa.reshape %arg119, %11 : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x512x1x1xf32>
    %296 = tosa.sub %292, %295 : (tensor<1x512x1x1xf32>, tensor<1x512x1x1xf32>) -> tensor<1x512x1x1xf32>
    %297 = tosa.reshape %294, %11 : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x512x1x1xf32>
    %298 = tosa.mul %296, %297, %2 : (tensor<1x512x1x1xf32>, tensor<1x512x1x1xf32>, tensor<1xi8>) -> tensor<1x512x1x1xf32>
    %299 = tosa.reshape %arg58, %11 : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x512x1x1xf32>
    %300 = tosa.mul %298, %299, %2 : (tensor<1x512x1x1xf32>, tensor<1x512x1x1xf32>, tensor<1xi8>) -> tensor<1x512x1x1xf32>
    %301 = tosa.reshape %arg59, %11 : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x512x1x1xf32>
    %302 = tosa.add %300, %301 : (tensor<1x512x1x1xf32>, tensor<1x512x1x1xf32>) -> tensor<1x512x1x1xf32>
    %303 = tosa.add %302, %273 : (tensor<1x512x1x1xf32>, tensor<1x512x1x1xf32>) -> tensor<1x512x1x1xf32>
    %304 = tosa.clamp %303 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x512x1x1xf32>) -> tensor<1x512x1x1xf32>
    %305 = tosa.transpose %arg60 {perms = array<i32: 1, 0>} : (tensor<10x512xf32>) -> tensor<512x10xf32>
    %306 = tosa.reshape %304, %14 : (tensor<1x512x1x1xf32>, !tosa.shape<3>) -> tensor<1x1x512xf32>
    %307 = tosa.reshape %305, %15 : (tensor<512x10xf32>, !tosa.shape<3>) -> tensor<1x512x10xf32>
    %308 = tosa.matmul %306, %307, %0, %0 : (tensor<1x1x512xf32>, tensor<1x512x10xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x10xf32>
    %309 = tosa.reshape %308, %16 : (tensor<1x1x10xf32>, !tosa.shape<2>) -> tensor<1x10xf32>
    %310 = tosa.reshape %arg61, %16 : (tensor<10xf32>, !tosa.shape<2>) -> tensor<1x10xf32>
    %311 = tosa.add %309, %310 : (tensor<1x10xf32>, tensor<1x10xf32>) -> tensor<1x10xf32>
    return %311 : tensor<1x10xf32>
  }
}
