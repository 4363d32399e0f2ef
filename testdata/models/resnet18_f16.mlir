// Imported by `defuse import` from /work/main/testdata/models/src/zoo.py:resnet18_f16 (torch 2.15.0, torch-mlir 20261001).
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
  func.func @main(%arg0: tensor<64x3x7x7xf16> {defuse.name = "conv1.weight"}, %arg1: tensor<64xf16> {defuse.name = "bn1.weight"}, %arg2: tensor<64xf16> {defuse.name = "bn1.bias"}, %arg3: tensor<64x64x3x3xf16> {defuse.name = "layer1.0.conv1.weight"}, %arg4: tensor<64xf16> {defuse.name = "layer1.0.bn1.weight"}, %arg5: tensor<64xf16> {defuse.name = "layer1.0.bn1.bias"}, %arg6: tensor<64x64x3x3xf16> {defuse.name = "layer1.0.conv2.weight"}, %arg7: tensor<64xf16> {defuse.name = "layer1.0.bn2.weight"}, %arg8: tensor<64xf16> {defuse.name = "layer1.0.bn2.bias"}, %arg9: tensor<64x64x3x3xf16> {defuse.name = "layer1.1.conv1.weight"}, %arg10: tensor<64xf16> {defuse.name = "layer1.1.bn1.weight"}, %arg11: tensor<64xf16> {defuse.name = "layer1.1.bn1.bias"}, %arg12: tensor<64x64x3x3xf16> {defuse.name = "layer1.1.conv2.weight"}, %arg13: tensor<64xf16> {defuse.name = "layer1.1.bn2.weight"}, %arg14: tensor<64xf16> {defuse.name = "layer1.1.bn2.bias"}, %arg15: tensor<128x64x3x3xf16> {defuse.name = "layer2.0.conv1.weight"}, %arg16: tensor<128xf16> {defuse.name = "layer2.0.bn1.weight"}, %arg17: tensor<128xf16> {defuse.name = "layer2.0.bn1.bias"}, %arg18: tensor<128x128x3x3xf16> {defuse.name = "layer2.0.conv2.weight"}, %arg19: tensor<128xf16> {defuse.name = "layer2.0.bn2.weight"}, %arg20: tensor<128xf16> {defuse.name = "layer2.0.bn2.bias"}, %arg21: tensor<128x64x1x1xf16> {defuse.name = "layer2.0.downsample.0.weight"}, %arg22: tensor<128xf16> {defuse.name = "layer2.0.downsample.1.weight"}, %arg23: tensor<128xf16> {defuse.name = "layer2.0.downsample.1.bias"}, %arg24: tensor<128x128x3x3xf16> {defuse.name = "layer2.1.conv1.weight"}, %arg25: tensor<128xf16> {defuse.name = "layer2.1.bn1.weight"}, %arg26: tensor<128xf16> {defuse.name = "layer2.1.bn1.bias"}, %arg27: tensor<128x128x3x3xf16> {defuse.name = "layer2.1.conv2.weight"}, %arg28: tensor<128xf16> {defuse.name = "layer2.1.bn2.weight"}, %arg29: tensor<128xf16> {defuse.name = "layer2.1.bn2.bias"}, %arg30: tensor<256x128x3x3xf16> {defuse.name = "layer3.0.conv1.weight"}, %arg31: tensor<256xf16> {defuse.name = "layer3.0.bn1.weight"}, %arg32: tensor<256xf16> {defuse.name = "layer3.0.bn1.bias"}, %arg33: tensor<256x256x3x3xf16> {defuse.name = "layer3.0.conv2.weight"}, %arg34: tensor<256xf16> {defuse.name = "layer3.0.bn2.weight"}, %arg35: tensor<256xf16> {defuse.name = "layer3.0.bn2.bias"}, %arg36: tensor<256x128x1x1xf16> {defuse.name = "layer3.0.downsample.0.weight"}, %arg37: tensor<256xf16> {defuse.name = "layer3.0.downsample.1.weight"}, %arg38: tensor<256xf16> {defuse.name = "layer3.0.downsample.1.bias"}, %arg39: tensor<256x256x3x3xf16> {defuse.name = "layer3.1.conv1.weight"}, %arg40: tensor<256xf16> {defuse.name = "layer3.1.bn1.weight"}, %arg41: tensor<256xf16> {defuse.name = "layer3.1.bn1.bias"}, %arg42: tensor<256x256x3x3xf16> {defuse.name = "layer3.1.conv2.weight"}, %arg43: tensor<256xf16> {defuse.name = "layer3.1.bn2.weight"}, %arg44: tensor<256xf16> {defuse.name = "layer3.1.bn2.bias"}, %arg45: tensor<512x256x3x3xf16> {defuse.name = "layer4.0.conv1.weight"}, %arg46: tensor<512xf16> {defuse.name = "layer4.0.bn1.weight"}, %arg47: tensor<512xf16> {defuse.name = "layer4.0.bn1.bias"}, %arg48: tensor<512x512x3x3xf16> {defuse.name = "layer4.0.conv2.weight"}, %arg49: tensor<512xf16> {defuse.name = "layer4.0.bn2.weight"}, %arg50: tensor<512xf16> {defuse.name = "layer4.0.bn2.bias"}, %arg51: tensor<512x256x1x1xf16> {defuse.name = "layer4.0.downsample.0.weight"}, %arg52: tensor<512xf16> {defuse.name = "layer4.0.downsample.1.weight"}, %arg53: tensor<512xf16> {defuse.name = "layer4.0.downsample.1.bias"}, %arg54: tensor<512x512x3x3xf16> {defuse.name = "layer4.1.conv1.weight"}, %arg55: tensor<512xf16> {defuse.name = "layer4.1.bn1.weight"}, %arg56: tensor<512xf16> {defuse.name = "layer4.1.bn1.bias"}, %arg57: tensor<512x512x3x3xf16> {defuse.name = "layer4.1.conv2.weight"}, %arg58: tensor<512xf16> {defuse.name = "layer4.1.bn2.weight"}, %arg59: tensor<512xf16> {defuse.name = "layer4.1.bn2.bias"}, %arg60: tensor<10x512xf16> {defuse.name = "fc.weight"}, %arg61: tensor<10xf16> {defuse.name = "fc.bias"}, %arg62: tensor<64xf16> {defuse.name = "bn1.running_mean"}, %arg63: tensor<64xf16> {defuse.name = "bn1.running_var"}, %arg64: tensor<i64> {defuse.name = "bn1.num_batches_tracked"}, %arg65: tensor<64xf16> {defuse.name = "layer1.0.bn1.running_mean"}, %arg66: tensor<64xf16> {defuse.name = "layer1.0.bn1.running_var"}, %arg67: tensor<i64> {defuse.name = "layer1.0.bn1.num_batches_tracked"}, %arg68: tensor<64xf16> {defuse.name = "layer1.0.bn2.running_mean"}, %arg69: tensor<64xf16> {defuse.name = "layer1.0.bn2.running_var"}, %arg70: tensor<i64> {defuse.name = "layer1.0.bn2.num_batches_tracked"}, %arg71: tensor<64xf16> {defuse.name = "layer1.1.bn1.running_mean"}, %arg72: tensor<64xf16> {defuse.name = "layer1.1.bn1.running_var"}, %arg73: tensor<i64> {defuse.name = "layer1.1.bn1.num_batches_tracked"}, %arg74: tensor<64xf16> {defuse.name = "layer1.1.bn2.running_mean"}, %arg75: tensor<64xf16> {defuse.name = "layer1.1.bn2.running_var"}, %arg76: tensor<i64> {defuse.name = "layer1.1.bn2.num_batches_tracked"}, %arg77: tensor<128xf16> {defuse.name = "layer2.0.bn1.running_mean"}, %arg78: tensor<128xf16> {defuse.name = "layer2.0.bn1.running_var"}, %arg79: tensor<i64> {defuse.name = "layer2.0.bn1.num_batches_tracked"}, %arg80: tensor<128xf16> {defuse.name = "layer2.0.bn2.running_mean"}, %arg81: tensor<128xf16> {defuse.name = "layer2.0.bn2.running_var"}, %arg82: tensor<i64> {defuse.name = "layer2.0.bn2.num_batches_tracked"}, %arg83: tensor<128xf16> {defuse.name = "layer2.0.downsample.1.running_mean"}, %arg84: tensor<128xf16> {defuse.name = "layer2.0.downsample.1.running_var"}, %arg85: tensor<i64> {defuse.name = "layer2.0.downsample.1.num_batches_tracked"}, %arg86: tensor<128xf16> {defuse.name = "layer2.1.bn1.running_mean"}, %arg87: tensor<128xf16> {defuse.name = "layer2.1.bn1.running_var"}, %arg88: tensor<i64> {defuse.name = "layer2.1.bn1.num_batches_tracked"}, %arg89: tensor<128xf16> {defuse.name = "layer2.1.bn2.running_mean"}, %arg90: tensor<128xf16> {defuse.name = "layer2.1.bn2.running_var"}, %arg91: tensor<i64> {defuse.name = "layer2.1.bn2.num_batches_tracked"}, %arg92: tensor<256xf16> {defuse.name = "layer3.0.bn1.running_mean"}, %arg93: tensor<256xf16> {defuse.name = "layer3.0.bn1.running_var"}, %arg94: tensor<i64> {defuse.name = "layer3.0.bn1.num_batches_tracked"}, %arg95: tensor<256xf16> {defuse.name = "layer3.0.bn2.running_mean"}, %arg96: tensor<256xf16> {defuse.name = "layer3.0.bn2.running_var"}, %arg97: tensor<i64> {defuse.name = "layer3.0.bn2.num_batches_tracked"}, %arg98: tensor<256xf16> {defuse.name = "layer3.0.downsample.1.running_mean"}, %arg99: tensor<256xf16> {defuse.name = "layer3.0.downsample.1.running_var"}, %arg100: tensor<i64> {defuse.name = "layer3.0.downsample.1.num_batches_tracked"}, %arg101: tensor<256xf16> {defuse.name = "layer3.1.bn1.running_mean"}, %arg102: tensor<256xf16> {defuse.name = "layer3.1.bn1.running_var"}, %arg103: tensor<i64> {defuse.name = "layer3.1.bn1.num_batches_tracked"}, %arg104: tensor<256xf16> {defuse.name = "layer3.1.bn2.running_mean"}, %arg105: tensor<256xf16> {defuse.name = "layer3.1.bn2.running_var"}, %arg106: tensor<i64> {defuse.name = "layer3.1.bn2.num_batches_tracked"}, %arg107: tensor<512xf16> {defuse.name = "layer4.0.bn1.running_mean"}, %arg108: tensor<512xf16> {defuse.name = "layer4.0.bn1.running_var"}, %arg109: tensor<i64> {defuse.name = "layer4.0.bn1.num_batches_tracked"}, %arg110: tensor<512xf16> {defuse.name = "layer4.0.bn2.running_mean"}, %arg111: tensor<512xf16> {defuse.name = "layer4.0.bn2.running_var"}, %arg112: tensor<i64> {defuse.name = "layer4.0.bn2.num_batches_tracked"}, %arg113: tensor<512xf16> {defuse.name = "layer4.0.downsample.1.running_mean"}, %arg114: tensor<512xf16> {defuse.name = "layer4.0.downsample.1.running_var"}, %arg115: tensor<i64> {defuse.name = "layer4.0.downsample.1.num_batches_tracked"}, %arg116: tensor<512xf16> {defuse.name = "layer4.1.bn1.running_mean"}, %arg117: tensor<512xf16> {defuse.name = "layer4.1.bn1.running_var"}, %arg118: tensor<i64> {defuse.name = "layer4.1.bn1.num_batches_tracked"}, %arg119: tensor<512xf16> {defuse.name = "layer4.1.bn2.running_mean"}, %arg120: tensor<512xf16> {defuse.name = "layer4.1.bn2.running_var"}, %arg121: tensor<i64> {defuse.name = "layer4.1.bn2.num_batches_tracked"}, %arg122: tensor<1x3x32x32xf16> {defuse.name = "x"}) -> tensor<1x10xf16> {
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf16>}> : () -> tensor<1xf16>
    %1 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %2 = tosa.const_shape  {values = dense<[64, 1, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %3 = tosa.const_shape  {values = dense<[1, 64, 1, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %4 = tosa.const_shape  {values = dense<[128, 1, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %5 = tosa.const_shape  {values = dense<[1, 128, 1, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %6 = tosa.const_shape  {values = dense<[1, 7, 8, 64]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %7 = tosa.const_shape  {values = dense<0> : tensor<4xindex>} : () -> !tosa.shape<4>
    %8 = tosa.const_shape  {values = dense<[1, 7, 7, 64]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %9 = tosa.const_shape  {values = dense<[256, 1, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %10 = tosa.const_shape  {values = dense<[1, 256, 1, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %11 = tosa.const_shape  {values = dense<[1, 3, 4, 128]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %12 = tosa.const_shape  {values = dense<[1, 3, 3, 128]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %13 = tosa.const_shape  {values = dense<[512, 1, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %14 = tosa.const_shape  {values = dense<[1, 512, 1, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %15 = tosa.const_shape  {values = dense<[1, 1, 2, 256]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %16 = tosa.const_shape  {values = dense<[1, 1, 1, 256]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %17 = tosa.const_shape  {values = dense<[1, 512]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %18 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %19 = tosa.const_shape  {values = dense<[1, 1, 512]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %20 = tosa.const_shape  {values = dense<[1, 512, 10]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %21 = tosa.const_shape  {values = dense<[1, 10]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %22 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<64xf16>}> : () -> tensor<64xf16>
    %23 = "tosa.const"() <{values = dense<9.99999974E-6> : tensor<1xf32>}> : () -> tensor<1xf32>
    %24 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<128xf16>}> : () -> tensor<128xf16>
    %25 = tosa.const_shape  {values = dense<[128, 1, 1, 64]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %26 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<256xf16>}> : () -> tensor<256xf16>
    %27 = tosa.const_shape  {values = dense<[256, 1, 1, 128]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %28 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<512xf16>}> : () -> tensor<512xf16>
    %29 = tosa.const_shape  {values = dense<[1, 1, 1, 512]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %30 = tosa.const_shape  {values = dense<[512, 1, 1, 256]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %31 = tosa.transpose %arg122 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x3x32x32xf16>) -> tensor<1x32x32x3xf16>
    %32 = tosa.transpose %arg0 {perms = array<i32: 0, 2, 3, 1>} : (tensor<64x3x7x7xf16>) -> tensor<64x7x7x3xf16>
    %33 = tosa.conv2d %31, %32, %22, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 3, 2, 3, 2>, stride = array<i64: 2, 2>} : (tensor<1x32x32x3xf16>, tensor<64x7x7x3xf16>, tensor<64xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x16x16x64xf16>
    %34 = tosa.transpose %33 {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x16x16x64xf16>) -> tensor<1x64x16x16xf16>
    %35 = tosa.cast %arg62 : (tensor<64xf16>) -> tensor<64xf32>
    %36 = tosa.cast %arg63 : (tensor<64xf16>) -> tensor<64xf32>
    %37 = tosa.add %36, %23 : (tensor<64xf32>, tensor<1xf32>) -> tensor<64xf32>
    %38 = tosa.rsqrt %37 : (tensor<64xf32>) -> tensor<64xf32>
    %39 = tosa.reshape %35, %3 : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x64x1x1xf32>
    %40 = tosa.cast %34 : (tensor<1x64x16x16xf16>) -> tensor<1x64x16x16xf32>
    %41 = tosa.sub %40, %39 : (tensor<1x64x16x16xf32>, tensor<1x64x1x1xf32>) -> tensor<1x64x16x16xf32>
    %42 = tosa.reshape %38, %3 : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x64x1x1xf32>
    %43 = tosa.mul %41, %42, %1 : (tensor<1x64x16x16xf32>, tensor<1x64x1x1xf32>, tensor<1xi8>) -> tensor<1x64x16x16xf32>
    %44 = tosa.reshape %arg1, %3 : (tensor<64xf16>, !tosa.shape<4>) -> tensor<1x64x1x1xf16>
    %45 = tosa.cast %44 : (tensor<1x64x1x1xf16>) -> tensor<1x64x1x1xf32>
    %46 = tosa.mul %43, %45, %1 : (tensor<1x64x16x16xf32>, tensor<1x64x1x1xf32>, tensor<1xi8>) -> tensor<1x64x16x16xf32>
    %47 = tosa.reshape %arg2, %2 : (tensor<64xf16>, !tosa.shape<3>) -> tensor<64x1x1xf16>
    %48 = tosa.cast %47 : (tensor<64x1x1xf16>) -> tensor<64x1x1xf32>
    %49 = tosa.reshape %48, %3 : (tensor<64x1x1xf32>, !tosa.shape<4>) -> tensor<1x64x1x1xf32>
    %50 = tosa.add %46, %49 : (tensor<1x64x16x16xf32>, tensor<1x64x1x1xf32>) -> tensor<1x64x16x16xf32>
    %51 = tosa.cast %50 : (tensor<1x64x16x16xf32>) -> tensor<1x64x16x16xf16>
    %52 = tosa.clamp %51 {max_val = 6.550400e+04 : f16, min_val = 0.000000e+00 : f16} : (tensor<1x64x16x16xf16>) -> tensor<1x64x16x16xf16>
    %53 = tosa.transpose %52 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x64x16x16xf16>) -> tensor<1x16x16x64xf16>
    %54 = tosa.max_pool2d %53 {kernel = array<i64: 3, 3>, pad = array<i64: 1, 0, 1, 0>, stride = array<i64: 2, 2>} : (tensor<1x16x16x64xf16>) -> tensor<1x8x8x64xf16>
    %55 = tosa.transpose %54 {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x8x8x64xf16>) -> tensor<1x64x8x8xf16>
    %56 = tosa.transpose %arg3 {perms = array<i32: 0, 2, 3, 1>} : (tensor<64x64x3x3xf16>) -> tensor<64x3x3x64xf16>
    %57 = tosa.conv2d %54, %56, %22, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x64xf16>, tensor<64x3x3x64xf16>, tensor<64xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x8x8x64xf16>
    %58 = tosa.transpose %57 {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x8x8x64xf16>) -> tensor<1x64x8x8xf16>
    %59 = tosa.cast %arg65 : (tensor<64xf16>) -> tensor<64xf32>
    %60 = tosa.cast %arg66 : (tensor<64xf16>) -> tensor<64xf32>
    %61 = tosa.add %60, %23 : (tensor<64xf32>, tensor<1xf32>) -> tensor<64xf32>
    %62 = tosa.rsqrt %61 : (tensor<64xf32>) -> tensor<64xf32>
    %63 = tosa.reshape %59, %3 : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x64x1x1xf32>
    %64 = tosa.cast %58 : (tensor<1x64x8x8xf16>) -> tensor<1x64x8x8xf32>
    %65 = tosa.sub %64, %63 : (tensor<1x64x8x8xf32>, tensor<1x64x1x1xf32>) -> tensor<1x64x8x8xf32>
    %66 = tosa.reshape %62, %3 : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x64x1x1xf32>
    %67 = tosa.mul %65, %66, %1 : (tensor<1x64x8x8xf32>, tensor<1x64x1x1xf32>, tensor<1xi8>) -> tensor<1x64x8x8xf32>
    %68 = tosa.reshape %arg4, %3 : (tensor<64xf16>, !tosa.shape<4>) -> tensor<1x64x1x1xf16>
    %69 = tosa.cast %68 : (tensor<1x64x1x1xf16>) -> tensor<1x64x1x1xf32>
    %70 = tosa.mul %67, %69, %1 : (tensor<1x64x8x8xf32>, tensor<1x64x1x1xf32>, tensor<1xi8>) -> tensor<1x64x8x8xf32>
    %71 = tosa.reshape %arg5, %2 : (tensor<64xf16>, !tosa.shape<3>) -> tensor<64x1x1xf16>
    %72 = tosa.cast %71 : (tensor<64x1x1xf16>) -> tensor<64x1x1xf32>
    %73 = tosa.reshape %72, %3 : (tensor<64x1x1xf32>, !tosa.shape<4>) -> tensor<1x64x1x1xf32>
    %74 = tosa.add %70, %73 : (tensor<1x64x8x8xf32>, tensor<1x64x1x1xf32>) -> tensor<1x64x8x8xf32>
    %75 = tosa.cast %74 : (tensor<1x64x8x8xf32>) -> tensor<1x64x8x8xf16>
    %76 = tosa.clamp %75 {max_val = 6.550400e+04 : f16, min_val = 0.000000e+00 : f16} : (tensor<1x64x8x8xf16>) -> tensor<1x64x8x8xf16>
    %77 = tosa.transpose %76 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x64x8x8xf16>) -> tensor<1x8x8x64xf16>
    %78 = tosa.transpose %arg6 {perms = array<i32: 0, 2, 3, 1>} : (tensor<64x64x3x3xf16>) -> tensor<64x3x3x64xf16>
    %79 = tosa.conv2d %77, %78, %22, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x64xf16>, tensor<64x3x3x64xf16>, tensor<64xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x8x8x64xf16>
    %80 = tosa.transpose %79 {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x8x8x64xf16>) -> tensor<1x64x8x8xf16>
    %81 = tosa.cast %arg68 : (tensor<64xf16>) -> tensor<64xf32>
    %82 = tosa.cast %arg69 : (tensor<64xf16>) -> tensor<64xf32>
    %83 = tosa.add %82, %23 : (tensor<64xf32>, tensor<1xf32>) -> tensor<64xf32>
    %84 = tosa.rsqrt %83 : (tensor<64xf32>) -> tensor<64xf32>
    %85 = tosa.reshape %81, %3 : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x64x1x1xf32>
    %86 = tosa.cast %80 : (tensor<1x64x8x8xf16>) -> tensor<1x64x8x8xf32>
    %87 = tosa.sub %86, %85 : (tensor<1x64x8x8xf32>, tensor<1x64x1x1xf32>) -> tensor<1x64x8x8xf32>
    %88 = tosa.reshape %84, %3 : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x64x1x1xf32>
    %89 = tosa.mul %87, %88, %1 : (tensor<1x64x8x8xf32>, tensor<1x64x1x1xf32>, tensor<1xi8>) -> tensor<1x64x8x8xf32>
    %90 = tosa.reshape %arg7, %3 : (tensor<64xf16>, !tosa.shape<4>) -> tensor<1x64x1x1xf16>
    %91 = tosa.cast %90 : (tensor<1x64x1x1xf16>) -> tensor<1x64x1x1xf32>
    %92 = tosa.mul %89, %91, %1 : (tensor<1x64x8x8xf32>, tensor<1x64x1x1xf32>, tensor<1xi8>) -> tensor<1x64x8x8xf32>
    %93 = tosa.reshape %arg8, %2 : (tensor<64xf16>, !tosa.shape<3>) -> tensor<64x1x1xf16>
    %94 = tosa.cast %93 : (tensor<64x1x1xf16>) -> tensor<64x1x1xf32>
    %95 = tosa.reshape %94, %3 : (tensor<64x1x1xf32>, !tosa.shape<4>) -> tensor<1x64x1x1xf32>
    %96 = tosa.add %92, %95 : (tensor<1x64x8x8xf32>, tensor<1x64x1x1xf32>) -> tensor<1x64x8x8xf32>
    %97 = tosa.cast %96 : (tensor<1x64x8x8xf32>) -> tensor<1x64x8x8xf16>
    %98 = tosa.add %97, %55 : (tensor<1x64x8x8xf16>, tensor<1x64x8x8xf16>) -> tensor<1x64x8x8xf16>
    %99 = tosa.clamp %98 {max_val = 6.550400e+04 : f16, min_val = 0.000000e+00 : f16} : (tensor<1x64x8x8xf16>) -> tensor<1x64x8x8xf16>
    %100 = tosa.transpose %99 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x64x8x8xf16>) -> tensor<1x8x8x64xf16>
    %101 = tosa.transpose %arg9 {perms = array<i32: 0, 2, 3, 1>} : (tensor<64x64x3x3xf16>) -> tensor<64x3x3x64xf16>
    %102 = tosa.conv2d %100, %101, %22, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x64xf16>, tensor<64x3x3x64xf16>, tensor<64xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x8x8x64xf16>
    %103 = tosa.transpose %102 {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x8x8x64xf16>) -> tensor<1x64x8x8xf16>
    %104 = tosa.cast %arg71 : (tensor<64xf16>) -> tensor<64xf32>
    %105 = tosa.cast %arg72 : (tensor<64xf16>) -> tensor<64xf32>
    %106 = tosa.add %105, %23 : (tensor<64xf32>, tensor<1xf32>) -> tensor<64xf32>
    %107 = tosa.rsqrt %106 : (tensor<64xf32>) -> tensor<64xf32>
    %108 = tosa.reshape %104, %3 : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x64x1x1xf32>
    %109 = tosa.cast %103 : (tensor<1x64x8x8xf16>) -> tensor<1x64x8x8xf32>
    %110 = tosa.sub %109, %108 : (tensor<1x64x8x8xf32>, tensor<1x64x1x1xf32>) -> tensor<1x64x8x8xf32>
    %111 = tosa.reshape %107, %3 : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x64x1x1xf32>
    %112 = tosa.mul %110, %111, %1 : (tensor<1x64x8x8xf32>, tensor<1x64x1x1xf32>, tensor<1xi8>) -> tensor<1x64x8x8xf32>
    %113 = tosa.reshape %arg10, %3 : (tensor<64xf16>, !tosa.shape<4>) -> tensor<1x64x1x1xf16>
    %114 = tosa.cast %113 : (tensor<1x64x1x1xf16>) -> tensor<1x64x1x1xf32>
    %115 = tosa.mul %112, %114, %1 : (tensor<1x64x8x8xf32>, tensor<1x64x1x1xf32>, tensor<1xi8>) -> tensor<1x64x8x8xf32>
    %116 = tosa.reshape %arg11, %2 : (tensor<64xf16>, !tosa.shape<3>) -> tensor<64x1x1xf16>
    %117 = tosa.cast %116 : (tensor<64x1x1xf16>) -> tensor<64x1x1xf32>
    %118 = tosa.reshape %117, %3 : (tensor<64x1x1xf32>, !tosa.shape<4>) -> tensor<1x64x1x1xf32>
    %119 = tosa.add %115, %118 : (tensor<1x64x8x8xf32>, tensor<1x64x1x1xf32>) -> tensor<1x64x8x8xf32>
    %120 = tosa.cast %119 : (tensor<1x64x8x8xf32>) -> tensor<1x64x8x8xf16>
    %121 = tosa.clamp %120 {max_val = 6.550400e+04 : f16, min_val = 0.000000e+00 : f16} : (tensor<1x64x8x8xf16>) -> tensor<1x64x8x8xf16>
    %122 = tosa.transpose %121 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x64x8x8xf16>) -> tensor<1x8x8x64xf16>
    %123 = tosa.transpose %arg12 {perms = array<i32: 0, 2, 3, 1>} : (tensor<64x64x3x3xf16>) -> tensor<64x3x3x64xf16>
    %124 = tosa.conv2d %122, %123, %22, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x64xf16>, tensor<64x3x3x64xf16>, tensor<64xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x8x8x64xf16>
    %125 = tosa.transpose %124 {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x8x8x64xf16>) -> tensor<1x64x8x8xf16>
    %126 = tosa.cast %arg74 : (tensor<64xf16>) -> tensor<64xf32>
    %127 = tosa.cast %arg75 : (tensor<64xf16>) -> tensor<64xf32>
    %128 = tosa.add %127, %23 : (tensor<64xf32>, tensor<1xf32>) -> tensor<64xf32>
    %129 = tosa.rsqrt %128 : (tensor<64xf32>) -> tensor<64xf32>
    %130 = tosa.reshape %126, %3 : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x64x1x1xf32>
    %131 = tosa.cast %125 : (tensor<1x64x8x8xf16>) -> tensor<1x64x8x8xf32>
    %132 = tosa.sub %131, %130 : (tensor<1x64x8x8xf32>, tensor<1x64x1x1xf32>) -> tensor<1x64x8x8xf32>
    %133 = tosa.reshape %129, %3 : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x64x1x1xf32>
    %134 = tosa.mul %132, %133, %1 : (tensor<1x64x8x8xf32>, tensor<1x64x1x1xf32>, tensor<1xi8>) -> tensor<1x64x8x8xf32>
    %135 = tosa.reshape %arg13, %3 : (tensor<64xf16>, !tosa.shape<4>) -> tensor<1x64x1x1xf16>
    %136 = tosa.cast %135 : (tensor<1x64x1x1xf16>) -> tensor<1x64x1x1xf32>
    %137 = tosa.mul %134, %136, %1 : (tensor<1x64x8x8xf32>, tensor<1x64x1x1xf32>, tensor<1xi8>) -> tensor<1x64x8x8xf32>
    %138 = tosa.reshape %arg14, %2 : (tensor<64xf16>, !tosa.shape<3>) -> tensor<64x1x1xf16>
    %139 = tosa.cast %138 : (tensor<64x1x1xf16>) -> tensor<64x1x1xf32>
    %140 = tosa.reshape %139, %3 : (tensor<64x1x1xf32>, !tosa.shape<4>) -> tensor<1x64x1x1xf32>
    %141 = tosa.add %137, %140 : (tensor<1x64x8x8xf32>, tensor<1x64x1x1xf32>) -> tensor<1x64x8x8xf32>
    %142 = tosa.cast %141 : (tensor<1x64x8x8xf32>) -> tensor<1x64x8x8xf16>
    %143 = tosa.add %142, %99 : (tensor<1x64x8x8xf16>, tensor<1x64x8x8xf16>) -> tensor<1x64x8x8xf16>
    %144 = tosa.clamp %143 {max_val = 6.550400e+04 : f16, min_val = 0.000000e+00 : f16} : (tensor<1x64x8x8xf16>) -> tensor<1x64x8x8xf16>
    %145 = tosa.transpose %144 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x64x8x8xf16>) -> tensor<1x8x8x64xf16>
    %146 = tosa.transpose %arg15 {perms = array<i32: 0, 2, 3, 1>} : (tensor<128x64x3x3xf16>) -> tensor<128x3x3x64xf16>
    %147 = tosa.conv2d %145, %146, %24, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 0, 1, 0>, stride = array<i64: 2, 2>} : (tensor<1x8x8x64xf16>, tensor<128x3x3x64xf16>, tensor<128xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x4x4x128xf16>
    %148 = tosa.transpose %147 {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x4x4x128xf16>) -> tensor<1x128x4x4xf16>
    %149 = tosa.cast %arg77 : (tensor<128xf16>) -> tensor<128xf32>
    %150 = tosa.cast %arg78 : (tensor<128xf16>) -> tensor<128xf32>
    %151 = tosa.add %150, %23 : (tensor<128xf32>, tensor<1xf32>) -> tensor<128xf32>
    %152 = tosa.rsqrt %151 : (tensor<128xf32>) -> tensor<128xf32>
    %153 = tosa.reshape %149, %5 : (tensor<128xf32>, !tosa.shape<4>) -> tensor<1x128x1x1xf32>
    %154 = tosa.cast %148 : (tensor<1x128x4x4xf16>) -> tensor<1x128x4x4xf32>
    %155 = tosa.sub %154, %153 : (tensor<1x128x4x4xf32>, tensor<1x128x1x1xf32>) -> tensor<1x128x4x4xf32>
    %156 = tosa.reshape %152, %5 : (tensor<128xf32>, !tosa.shape<4>) -> tensor<1x128x1x1xf32>
    %157 = tosa.mul %155, %156, %1 : (tensor<1x128x4x4xf32>, tensor<1x128x1x1xf32>, tensor<1xi8>) -> tensor<1x128x4x4xf32>
    %158 = tosa.reshape %arg16, %5 : (tensor<128xf16>, !tosa.shape<4>) -> tensor<1x128x1x1xf16>
    %159 = tosa.cast %158 : (tensor<1x128x1x1xf16>) -> tensor<1x128x1x1xf32>
    %160 = tosa.mul %157, %159, %1 : (tensor<1x128x4x4xf32>, tensor<1x128x1x1xf32>, tensor<1xi8>) -> tensor<1x128x4x4xf32>
    %161 = tosa.reshape %arg17, %4 : (tensor<128xf16>, !tosa.shape<3>) -> tensor<128x1x1xf16>
    %162 = tosa.cast %161 : (tensor<128x1x1xf16>) -> tensor<128x1x1xf32>
    %163 = tosa.reshape %162, %5 : (tensor<128x1x1xf32>, !tosa.shape<4>) -> tensor<1x128x1x1xf32>
    %164 = tosa.add %160, %163 : (tensor<1x128x4x4xf32>, tensor<1x128x1x1xf32>) -> tensor<1x128x4x4xf32>
    %165 = tosa.cast %164 : (tensor<1x128x4x4xf32>) -> tensor<1x128x4x4xf16>
    %166 = tosa.clamp %165 {max_val = 6.550400e+04 : f16, min_val = 0.000000e+00 : f16} : (tensor<1x128x4x4xf16>) -> tensor<1x128x4x4xf16>
    %167 = tosa.transpose %166 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x128x4x4xf16>) -> tensor<1x4x4x128xf16>
    %168 = tosa.transpose %arg18 {perms = array<i32: 0, 2, 3, 1>} : (tensor<128x128x3x3xf16>) -> tensor<128x3x3x128xf16>
    %169 = tosa.conv2d %167, %168, %24, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x4x4x128xf16>, tensor<128x3x3x128xf16>, tensor<128xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x4x4x128xf16>
    %170 = tosa.transpose %169 {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x4x4x128xf16>) -> tensor<1x128x4x4xf16>
    %171 = tosa.cast %arg80 : (tensor<128xf16>) -> tensor<128xf32>
    %172 = tosa.cast %arg81 : (tensor<128xf16>) -> tensor<128xf32>
    %173 = tosa.add %172, %23 : (tensor<128xf32>, tensor<1xf32>) -> tensor<128xf32>
    %174 = tosa.rsqrt %173 : (tensor<128xf32>) -> tensor<128xf32>
    %175 = tosa.reshape %171, %5 : (tensor<128xf32>, !tosa.shape<4>) -> tensor<1x128x1x1xf32>
    %176 = tosa.cast %170 : (tensor<1x128x4x4xf16>) -> tensor<1x128x4x4xf32>
    %177 = tosa.sub %176, %175 : (tensor<1x128x4x4xf32>, tensor<1x128x1x1xf32>) -> tensor<1x128x4x4xf32>
    %178 = tosa.reshape %174, %5 : (tensor<128xf32>, !tosa.shape<4>) -> tensor<1x128x1x1xf32>
    %179 = tosa.mul %177, %178, %1 : (tensor<1x128x4x4xf32>, tensor<1x128x1x1xf32>, tensor<1xi8>) -> tensor<1x128x4x4xf32>
    %180 = tosa.reshape %arg19, %5 : (tensor<128xf16>, !tosa.shape<4>) -> tensor<1x128x1x1xf16>
    %181 = tosa.cast %180 : (tensor<1x128x1x1xf16>) -> tensor<1x128x1x1xf32>
    %182 = tosa.mul %179, %181, %1 : (tensor<1x128x4x4xf32>, tensor<1x128x1x1xf32>, tensor<1xi8>) -> tensor<1x128x4x4xf32>
    %183 = tosa.reshape %arg20, %4 : (tensor<128xf16>, !tosa.shape<3>) -> tensor<128x1x1xf16>
    %184 = tosa.cast %183 : (tensor<128x1x1xf16>) -> tensor<128x1x1xf32>
    %185 = tosa.reshape %184, %5 : (tensor<128x1x1xf32>, !tosa.shape<4>) -> tensor<1x128x1x1xf32>
    %186 = tosa.add %182, %185 : (tensor<1x128x4x4xf32>, tensor<1x128x1x1xf32>) -> tensor<1x128x4x4xf32>
    %187 = tosa.cast %186 : (tensor<1x128x4x4xf32>) -> tensor<1x128x4x4xf16>
    %188 = tosa.reshape %arg21, %25 : (tensor<128x64x1x1xf16>, !tosa.shape<4>) -> tensor<128x1x1x64xf16>
    %189 = tosa.slice %145, %7, %6 : (tensor<1x8x8x64xf16>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x7x8x64xf16>
    %190 = tosa.slice %189, %7, %8 : (tensor<1x7x8x64xf16>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x7x7x64xf16>
    %191 = tosa.conv2d %190, %188, %24, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x7x7x64xf16>, tensor<128x1x1x64xf16>, tensor<128xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x4x4x128xf16>
    %192 = tosa.transpose %191 {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x4x4x128xf16>) -> tensor<1x128x4x4xf16>
    %193 = tosa.cast %arg83 : (tensor<128xf16>) -> tensor<128xf32>
    %194 = tosa.cast %arg84 : (tensor<128xf16>) -> tensor<128xf32>
    %195 = tosa.add %194, %23 : (tensor<128xf32>, tensor<1xf32>) -> tensor<128xf32>
    %196 = tosa.rsqrt %195 : (tensor<128xf32>) -> tensor<128xf32>
    %197 = tosa.reshape %193, %5 : (tensor<128xf32>, !tosa.shape<4>) -> tensor<1x128x1x1xf32>
    %198 = tosa.cast %192 : (tensor<1x128x4x4xf16>) -> tensor<1x128x4x4xf32>
    %199 = tosa.sub %198, %197 : (tensor<1x128x4x4xf32>, tensor<1x128x1x1xf32>) -> tensor<1x128x4x4xf32>
    %200 = tosa.reshape %196, %5 : (tensor<128xf32>, !tosa.shape<4>) -> tensor<1x128x1x1xf32>
    %201 = tosa.mul %199, %200, %1 : (tensor<1x128x4x4xf32>, tensor<1x128x1x1xf32>, tensor<1xi8>) -> tensor<1x128x4x4xf32>
    %202 = tosa.reshape %arg22, %5 : (tensor<128xf16>, !tosa.shape<4>) -> tensor<1x128x1x1xf16>
    %203 = tosa.cast %202 : (tensor<1x128x1x1xf16>) -> tensor<1x128x1x1xf32>
    %204 = tosa.mul %201, %203, %1 : (tensor<1x128x4x4xf32>, tensor<1x128x1x1xf32>, tensor<1xi8>) -> tensor<1x128x4x4xf32>
    %205 = tosa.reshape %arg23, %4 : (tensor<128xf16>, !tosa.shape<3>) -> tensor<128x1x1xf16>
    %206 = tosa.cast %205 : (tensor<128x1x1xf16>) -> tensor<128x1x1xf32>
    %207 = tosa.reshape %206, %5 : (tensor<128x1x1xf32>, !tosa.shape<4>) -> tensor<1x128x1x1xf32>
    %208 = tosa.add %204, %207 : (tensor<1x128x4x4xf32>, tensor<1x128x1x1xf32>) -> tensor<1x128x4x4xf32>
    %209 = tosa.cast %208 : (tensor<1x128x4x4xf32>) -> tensor<1x128x4x4xf16>
    %210 = tosa.add %187, %209 : (tensor<1x128x4x4xf16>, tensor<1x128x4x4xf16>) -> tensor<1x128x4x4xf16>
    %211 = tosa.clamp %210 {max_val = 6.550400e+04 : f16, min_val = 0.000000e+00 : f16} : (tensor<1x128x4x4xf16>) -> tensor<1x128x4x4xf16>
    %212 = tosa.transpose %211 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x128x4x4xf16>) -> tensor<1x4x4x128xf16>
    %213 = tosa.transpose %arg24 {perms = array<i32: 0, 2, 3, 1>} : (tensor<128x128x3x3xf16>) -> tensor<128x3x3x128xf16>
    %214 = tosa.conv2d %212, %213, %24, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x4x4x128xf16>, tensor<128x3x3x128xf16>, tensor<128xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x4x4x128xf16>
    %215 = tosa.transpose %214 {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x4x4x128xf16>) -> tensor<1x128x4x4xf16>
    %216 = tosa.cast %arg86 : (tensor<128xf16>) -> tensor<128xf32>
    %217 = tosa.cast %arg87 : (tensor<128xf16>) -> tensor<128xf32>
    %218 = tosa.add %217, %23 : (tensor<128xf32>, tensor<1xf32>) -> tensor<128xf32>
    %219 = tosa.rsqrt %218 : (tensor<128xf32>) -> tensor<128xf32>
    %220 = tosa.reshape %216, %5 : (tensor<128xf32>, !tosa.shape<4>) -> tensor<1x128x1x1xf32>
    %221 = tosa.cast %215 : (tensor<1x128x4x4xf16>) -> tensor<1x128x4x4xf32>
    %222 = tosa.sub %221, %220 : (tensor<1x128x4x4xf32>, tensor<1x128x1x1xf32>) -> tensor<1x128x4x4xf32>
    %223 = tosa.reshape %219, %5 : (tensor<128xf32>, !tosa.shape<4>) -> tensor<1x128x1x1xf32>
    %224 = tosa.mul %222, %223, %1 : (tensor<1x128x4x4xf32>, tensor<1x128x1x1xf32>, tensor<1xi8>) -> tensor<1x128x4x4xf32>
    %225 = tosa.reshape %arg25, %5 : (tensor<128xf16>, !tosa.shape<4>) -> tensor<1x128x1x1xf16>
    %226 = tosa.cast %225 : (tensor<1x128x1x1xf16>) -> tensor<1x128x1x1xf32>
    %227 = tosa.mul %224, %226, %1 : (tensor<1x128x4x4xf32>, tensor<1x128x1x1xf32>, tensor<1xi8>) -> tensor<1x128x4x4xf32>
    %228 = tosa.reshape %arg26, %4 : (tensor<128xf16>, !tosa.shape<3>) -> tensor<128x1x1xf16>
    %229 = tosa.cast %228 : (tensor<128x1x1xf16>) -> tensor<128x1x1xf32>
    %230 = tosa.reshape %229, %5 : (tensor<128x1x1xf32>, !tosa.shape<4>) -> tensor<1x128x1x1xf32>
    %231 = tosa.add %227, %230 : (tensor<1x128x4x4xf32>, tensor<1x128x1x1xf32>) -> tensor<1x128x4x4xf32>
    %232 = tosa.cast %231 : (tensor<1x128x4x4xf32>) -> tensor<1x128x4x4xf16>
    %233 = tosa.clamp %232 {max_val = 6.550400e+04 : f16, min_val = 0.000000e+00 : f16} : (tensor<1x128x4x4xf16>) -> tensor<1x128x4x4xf16>
    %234 = tosa.transpose %233 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x128x4x4xf16>) -> tensor<1x4x4x128xf16>
    %235 = tosa.transpose %arg27 {perms = array<i32: 0, 2, 3, 1>} : (tensor<128x128x3x3xf16>) -> tensor<128x3x3x128xf16>
    %236 = tosa.conv2d %234, %235, %24, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x4x4x128xf16>, tensor<128x3x3x128xf16>, tensor<128xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x4x4x128xf16>
    %237 = tosa.transpose %236 {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x4x4x128xf16>) -> tensor<1x128x4x4xf16>
    %238 = tosa.cast %arg89 : (tensor<128xf16>) -> tensor<128xf32>
    %239 = tosa.cast %arg90 : (tensor<128xf16>) -> tensor<128xf32>
    %240 = tosa.add %239, %23 : (tensor<128xf32>, tensor<1xf32>) -> tensor<128xf32>
    %241 = tosa.rsqrt %240 : (tensor<128xf32>) -> tensor<128xf32>
    %242 = tosa.reshape %238, %5 : (tensor<128xf32>, !tosa.shape<4>) -> tensor<1x128x1x1xf32>
    %243 = tosa.cast %237 : (tensor<1x128x4x4xf16>) -> tensor<1x128x4x4xf32>
    %244 = tosa.sub %243, %242 : (tensor<1x128x4x4xf32>, tensor<1x128x1x1xf32>) -> tensor<1x128x4x4xf32>
    %245 = tosa.reshape %241, %5 : (tensor<128xf32>, !tosa.shape<4>) -> tensor<1x128x1x1xf32>
    %246 = tosa.mul %244, %245, %1 : (tensor<1x128x4x4xf32>, tensor<1x128x1x1xf32>, tensor<1xi8>) -> tensor<1x128x4x4xf32>
    %247 = tosa.reshape %arg28, %5 : (tensor<128xf16>, !tosa.shape<4>) -> tensor<1x128x1x1xf16>
    %248 = tosa.cast %247 : (tensor<1x128x1x1xf16>) -> tensor<1x128x1x1xf32>
    %249 = tosa.mul %246, %248, %1 : (tensor<1x128x4x4xf32>, tensor<1x128x1x1xf32>, tensor<1xi8>) -> tensor<1x128x4x4xf32>
    %250 = tosa.reshape %arg29, %4 : (tensor<128xf16>, !tosa.shape<3>) -> tensor<128x1x1xf16>
    %251 = tosa.cast %250 : (tensor<128x1x1xf16>) -> tensor<128x1x1xf32>
    %252 = tosa.reshape %251, %5 : (tensor<128x1x1xf32>, !tosa.shape<4>) -> tensor<1x128x1x1xf32>
    %253 = tosa.add %249, %252 : (tensor<1x128x4x4xf32>, tensor<1x128x1x1xf32>) -> tensor<1x128x4x4xf32>
    %254 = tosa.cast %253 : (tensor<1x128x4x4xf32>) -> tensor<1x128x4x4xf16>
    %255 = tosa.add %254, %211 : (tensor<1x128x4x4xf16>, tensor<1x128x4x4xf16>) -> tensor<1x128x4x4xf16>
    %256 = tosa.clamp %255 {max_val = 6.550400e+04 : f16, min_val = 0.000000e+00 : f16} : (tensor<1x128x4x4xf16>) -> tensor<1x128x4x4xf16>
    %257 = tosa.transpose %256 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x128x4x4xf16>) -> tensor<1x4x4x128xf16>
    %258 = tosa.transpose %arg30 {perms = array<i32: 0, 2, 3, 1>} : (tensor<256x128x3x3xf16>) -> tensor<256x3x3x128xf16>
    %259 = tosa.conv2d %257, %258, %26, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 0, 1, 0>, stride = array<i64: 2, 2>} : (tensor<1x4x4x128xf16>, tensor<256x3x3x128xf16>, tensor<256xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x2x2x256xf16>
    %260 = tosa.transpose %259 {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x2x2x256xf16>) -> tensor<1x256x2x2xf16>
    %261 = tosa.cast %arg92 : (tensor<256xf16>) -> tensor<256xf32>
    %262 = tosa.cast %arg93 : (tensor<256xf16>) -> tensor<256xf32>
    %263 = tosa.add %262, %23 : (tensor<256xf32>, tensor<1xf32>) -> tensor<256xf32>
    %264 = tosa.rsqrt %263 : (tensor<256xf32>) -> tensor<256xf32>
    %265 = tosa.reshape %261, %10 : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x256x1x1xf32>
    %266 = tosa.cast %260 : (tensor<1x256x2x2xf16>) -> tensor<1x256x2x2xf32>
    %267 = tosa.sub %266, %265 : (tensor<1x256x2x2xf32>, tensor<1x256x1x1xf32>) -> tensor<1x256x2x2xf32>
    %268 = tosa.reshape %264, %10 : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x256x1x1xf32>
    %269 = tosa.mul %267, %268, %1 : (tensor<1x256x2x2xf32>, tensor<1x256x1x1xf32>, tensor<1xi8>) -> tensor<1x256x2x2xf32>
    %270 = tosa.reshape %arg31, %10 : (tensor<256xf16>, !tosa.shape<4>) -> tensor<1x256x1x1xf16>
    %271 = tosa.cast %270 : (tensor<1x256x1x1xf16>) -> tensor<1x256x1x1xf32>
    %272 = tosa.mul %269, %271, %1 : (tensor<1x256x2x2xf32>, tensor<1x256x1x1xf32>, tensor<1xi8>) -> tensor<1x256x2x2xf32>
    %273 = tosa.reshape %arg32, %9 : (tensor<256xf16>, !tosa.shape<3>) -> tensor<256x1x1xf16>
    %274 = tosa.cast %273 : (tensor<256x1x1xf16>) -> tensor<256x1x1xf32>
    %275 = tosa.reshape %274, %10 : (tensor<256x1x1xf32>, !tosa.shape<4>) -> tensor<1x256x1x1xf32>
    %276 = tosa.add %272, %275 : (tensor<1x256x2x2xf32>, tensor<1x256x1x1xf32>) -> tensor<1x256x2x2xf32>
    %277 = tosa.cast %276 : (tensor<1x256x2x2xf32>) -> tensor<1x256x2x2xf16>
    %278 = tosa.clamp %277 {max_val = 6.550400e+04 : f16, min_val = 0.000000e+00 : f16} : (tensor<1x256x2x2xf16>) -> tensor<1x256x2x2xf16>
    %279 = tosa.transpose %278 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x256x2x2xf16>) -> tensor<1x2x2x256xf16>
    %280 = tosa.transpose %arg33 {perms = array<i32: 0, 2, 3, 1>} : (tensor<256x256x3x3xf16>) -> tensor<256x3x3x256xf16>
    %281 = tosa.conv2d %279, %280, %26, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x2x2x256xf16>, tensor<256x3x3x256xf16>, tensor<256xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x2x2x256xf16>
    %282 = tosa.transpose %281 {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x2x2x256xf16>) -> tensor<1x256x2x2xf16>
    %283 = tosa.cast %arg95 : (tensor<256xf16>) -> tensor<256xf32>
    %284 = tosa.cast %arg96 : (tensor<256xf16>) -> tensor<256xf32>
    %285 = tosa.add %284, %23 : (tensor<256xf32>, tensor<1xf32>) -> tensor<256xf32>
    %286 = tosa.rsqrt %285 : (tensor<256xf32>) -> tensor<256xf32>
    %287 = tosa.reshape %283, %10 : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x256x1x1xf32>
    %288 = tosa.cast %282 : (tensor<1x256x2x2xf16>) -> tensor<1x256x2x2xf32>
    %289 = tosa.sub %288, %287 : (tensor<1x256x2x2xf32>, tensor<1x256x1x1xf32>) -> tensor<1x256x2x2xf32>
    %290 = tosa.reshape %286, %10 : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x256x1x1xf32>
    %291 = tosa.mul %289, %290, %1 : (tensor<1x256x2x2xf32>, tensor<1x256x1x1xf32>, tensor<1xi8>) -> tensor<1x256x2x2xf32>
    %292 = tosa.reshape %arg34, %10 : (tensor<256xf16>, !tosa.shape<4>) -> tensor<1x256x1x1xf16>
    %293 = tosa.cast %292 : (tensor<1x256x1x1xf16>) -> tensor<1x256x1x1xf32>
    %294 = tosa.mul %291, %293, %1 : (tensor<1x256x2x2xf32>, tensor<1x256x1x1xf32>, tensor<1xi8>) -> tensor<1x256x2x2xf32>
    %295 = tosa.reshape %arg35, %9 : (tensor<256xf16>, !tosa.shape<3>) -> tensor<256x1x1xf16>
    %296 = tosa.cast %295 : (tensor<256x1x1xf16>) -> tensor<256x1x1xf32>
    %297 = tosa.reshape %296, %10 : (tensor<256x1x1xf32>, !tosa.shape<4>) -> tensor<1x256x1x1xf32>
    %298 = tosa.add %294, %297 : (tensor<1x256x2x2xf32>, tensor<1x256x1x1xf32>) -> tensor<1x256x2x2xf32>
    %299 = tosa.cast %298 : (tensor<1x256x2x2xf32>) -> tensor<1x256x2x2xf16>
    %300 = tosa.reshape %arg36, %27 : (tensor<256x128x1x1xf16>, !tosa.shape<4>) -> tensor<256x1x1x128xf16>
    %301 = tosa.slice %257, %7, %11 : (tensor<1x4x4x128xf16>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x3x4x128xf16>
    %302 = tosa.slice %301, %7, %12 : (tensor<1x3x4x128xf16>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x3x3x128xf16>
    %303 = tosa.conv2d %302, %300, %26, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x3x3x128xf16>, tensor<256x1x1x128xf16>, tensor<256xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x2x2x256xf16>
    %304 = tosa.transpose %303 {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x2x2x256xf16>) -> tensor<1x256x2x2xf16>
    %305 = tosa.cast %arg98 : (tensor<256xf16>) -> tensor<256xf32>
    %306 = tosa.cast %arg99 : (tensor<256xf16>) -> tensor<256xf32>
    %307 = tosa.add %306, %23 : (tensor<256xf32>, tensor<1xf32>) -> tensor<256xf32>
    %308 = tosa.rsqrt %307 : (tensor<256xf32>) -> tensor<256xf32>
    %309 = tosa.reshape %305, %10 : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x256x1x1xf32>
    %310 = tosa.cast %304 : (tensor<1x256x2x2xf16>) -> tensor<1x256x2x2xf32>
    %311 = tosa.sub %310, %309 : (tensor<1x256x2x2xf32>, tensor<1x256x1x1xf32>) -> tensor<1x256x2x2xf32>
    %312 = tosa.reshape %308, %10 : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x256x1x1xf32>
    %313 = tosa.mul %311, %312, %1 : (tensor<1x256x2x2xf32>, tensor<1x256x1x1xf32>, tensor<1xi8>) -> tensor<1x256x2x2xf32>
    %314 = tosa.reshape %arg37, %10 : (tensor<256xf16>, !tosa.shape<4>) -> tensor<1x256x1x1xf16>
    %315 = tosa.cast %314 : (tensor<1x256x1x1xf16>) -> tensor<1x256x1x1xf32>
    %316 = tosa.mul %313, %315, %1 : (tensor<1x256x2x2xf32>, tensor<1x256x1x1xf32>, tensor<1xi8>) -> tensor<1x256x2x2xf32>
    %317 = tosa.reshape %arg38, %9 : (tensor<256xf16>, !tosa.shape<3>) -> tensor<256x1x1xf16>
    %318 = tosa.cast %317 : (tensor<256x1x1xf16>) -> tensor<256x1x1xf32>
    %319 = tosa.reshape %318, %10 : (tensor<256x1x1xf32>, !tosa.shape<4>) -> tensor<1x256x1x1xf32>
    %320 = tosa.add %316, %319 : (tensor<1x256x2x2xf32>, tensor<1x256x1x1xf32>) -> tensor<1x256x2x2xf32>
    %321 = tosa.cast %320 : (tensor<1x256x2x2xf32>) -> tensor<1x256x2x2xf16>
    %322 = tosa.add %299, %321 : (tensor<1x256x2x2xf16>, tensor<1x256x2x2xf16>) -> tensor<1x256x2x2xf16>
    %323 = tosa.clamp %322 {max_val = 6.550400e+04 : f16, min_val = 0.000000e+00 : f16} : (tensor<1x256x2x2xf16>) -> tensor<1x256x2x2xf16>
    %324 = tosa.transpose %323 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x256x2x2xf16>) -> tensor<1x2x2x256xf16>
    %325 = tosa.transpose %arg39 {perms = array<i32: 0, 2, 3, 1>} : (tensor<256x256x3x3xf16>) -> tensor<256x3x3x256xf16>
    %326 = tosa.conv2d %324, %325, %26, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x2x2x256xf16>, tensor<256x3x3x256xf16>, tensor<256xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x2x2x256xf16>
    %327 = tosa.transpose %326 {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x2x2x256xf16>) -> tensor<1x256x2x2xf16>
    %328 = tosa.cast %arg101 : (tensor<256xf16>) -> tensor<256xf32>
    %329 = tosa.cast %arg102 : (tensor<256xf16>) -> tensor<256xf32>
    %330 = tosa.add %329, %23 : (tensor<256xf32>, tensor<1xf32>) -> tensor<256xf32>
    %331 = tosa.rsqrt %330 : (tensor<256xf32>) -> tensor<256xf32>
    %332 = tosa.reshape %328, %10 : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x256x1x1xf32>
    %333 = tosa.cast %327 : (tensor<1x256x2x2xf16>) -> tensor<1x256x2x2xf32>
    %334 = tosa.sub %333, %332 : (tensor<1x256x2x2xf32>, tensor<1x256x1x1xf32>) -> tensor<1x256x2x2xf32>
    %335 = tosa.reshape %331, %10 : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x256x1x1xf32>
    %336 = tosa.mul %334, %335, %1 : (tensor<1x256x2x2xf32>, tensor<1x256x1x1xf32>, tensor<1xi8>) -> tensor<1x256x2x2xf32>
    %337 = tosa.reshape %arg40, %10 : (tensor<256xf16>, !tosa.shape<4>) -> tensor<1x256x1x1xf16>
    %338 = tosa.cast %337 : (tensor<1x256x1x1xf16>) -> tensor<1x256x1x1xf32>
    %339 = tosa.mul %336, %338, %1 : (tensor<1x256x2x2xf32>, tensor<1x256x1x1xf32>, tensor<1xi8>) -> tensor<1x256x2x2xf32>
    %340 = tosa.reshape %arg41, %9 : (tensor<256xf16>, !tosa.shape<3>) -> tensor<256x1x1xf16>
    %341 = tosa.cast %340 : (tensor<256x1x1xf16>) -> tensor<256x1x1xf32>
    %342 = tosa.reshape %341, %10 : (tensor<256x1x1xf32>, !tosa.shape<4>) -> tensor<1x256x1x1xf32>
    %343 = tosa.add %339, %342 : (tensor<1x256x2x2xf32>, tensor<1x256x1x1xf32>) -> tensor<1x256x2x2xf32>
    %344 = tosa.cast %343 : (tensor<1x256x2x2xf32>) -> tensor<1x256x2x2xf16>
    %345 = tosa.clamp %344 {max_val = 6.550400e+04 : f16, min_val = 0.000000e+00 : f16} : (tensor<1x256x2x2xf16>) -> tensor<1x256x2x2xf16>
    %346 = tosa.transpose %345 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x256x2x2xf16>) -> tensor<1x2x2x256xf16>
    %347 = tosa.transpose %arg42 {perms = array<i32: 0, 2, 3, 1>} : (tensor<256x256x3x3xf16>) -> tensor<256x3x3x256xf16>
    %348 = tosa.conv2d %346, %347, %26, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x2x2x256xf16>, tensor<256x3x3x256xf16>, tensor<256xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x2x2x256xf16>
    %349 = tosa.transpose %348 {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x2x2x256xf16>) -> tensor<1x256x2x2xf16>
    %350 = tosa.cast %arg104 : (tensor<256xf16>) -> tensor<256xf32>
    %351 = tosa.cast %arg105 : (tensor<256xf16>) -> tensor<256xf32>
    %352 = tosa.add %351, %23 : (tensor<256xf32>, tensor<1xf32>) -> tensor<256xf32>
    %353 = tosa.rsqrt %352 : (tensor<256xf32>) -> tensor<256xf32>
    %354 = tosa.reshape %350, %10 : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x256x1x1xf32>
    %355 = tosa.cast %349 : (tensor<1x256x2x2xf16>) -> tensor<1x256x2x2xf32>
    %356 = tosa.sub %355, %354 : (tensor<1x256x2x2xf32>, tensor<1x256x1x1xf32>) -> tensor<1x256x2x2xf32>
    %357 = tosa.reshape %353, %10 : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x256x1x1xf32>
    %358 = tosa.mul %356, %357, %1 : (tensor<1x256x2x2xf32>, tensor<1x256x1x1xf32>, tensor<1xi8>) -> tensor<1x256x2x2xf32>
    %359 = tosa.reshape %arg43, %10 : (tensor<256xf16>, !tosa.shape<4>) -> tensor<1x256x1x1xf16>
    %360 = tosa.cast %359 : (tensor<1x256x1x1xf16>) -> tensor<1x256x1x1xf32>
    %361 = tosa.mul %358, %360, %1 : (tensor<1x256x2x2xf32>, tensor<1x256x1x1xf32>, tensor<1xi8>) -> tensor<1x256x2x2xf32>
    %362 = tosa.reshape %arg44, %9 : (tensor<256xf16>, !tosa.shape<3>) -> tensor<256x1x1xf16>
    %363 = tosa.cast %362 : (tensor<256x1x1xf16>) -> tensor<256x1x1xf32>
    %364 = tosa.reshape %363, %10 : (tensor<256x1x1xf32>, !tosa.shape<4>) -> tensor<1x256x1x1xf32>
    %365 = tosa.add %361, %364 : (tensor<1x256x2x2xf32>, tensor<1x256x1x1xf32>) -> tensor<1x256x2x2xf32>
    %366 = tosa.cast %365 : (tensor<1x256x2x2xf32>) -> tensor<1x256x2x2xf16>
    %367 = tosa.add %366, %323 : (tensor<1x256x2x2xf16>, tensor<1x256x2x2xf16>) -> tensor<1x256x2x2xf16>
    %368 = tosa.clamp %367 {max_val = 6.550400e+04 : f16, min_val = 0.000000e+00 : f16} : (tensor<1x256x2x2xf16>) -> tensor<1x256x2x2xf16>
    %369 = tosa.transpose %368 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x256x2x2xf16>) -> tensor<1x2x2x256xf16>
    %370 = tosa.transpose %arg45 {perms = array<i32: 0, 2, 3, 1>} : (tensor<512x256x3x3xf16>) -> tensor<512x3x3x256xf16>
    %371 = tosa.conv2d %369, %370, %28, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 0, 1, 0>, stride = array<i64: 2, 2>} : (tensor<1x2x2x256xf16>, tensor<512x3x3x256xf16>, tensor<512xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x1x1x512xf16>
    %372 = tosa.reshape %371, %14 : (tensor<1x1x1x512xf16>, !tosa.shape<4>) -> tensor<1x512x1x1xf16>
    %373 = tosa.cast %arg107 : (tensor<512xf16>) -> tensor<512xf32>
    %374 = tosa.cast %arg108 : (tensor<512xf16>) -> tensor<512xf32>
    %375 = tosa.add %374, %23 : (tensor<512xf32>, tensor<1xf32>) -> tensor<512xf32>
    %376 = tosa.rsqrt %375 : (tensor<512xf32>) -> tensor<512xf32>
    %377 = tosa.reshape %373, %14 : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x512x1x1xf32>
    %378 = tosa.cast %372 : (tensor<1x512x1x1xf16>) -> tensor<1x512x1x1xf32>
    %379 = tosa.sub %378, %377 : (tensor<1x512x1x1xf32>, tensor<1x512x1x1xf32>) -> tensor<1x512x1x1xf32>
    %380 = tosa.reshape %376, %14 : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x512x1x1xf32>
    %381 = tosa.mul %379, %380, %1 : (tensor<1x512x1x1xf32>, tensor<1x512x1x1xf32>, tensor<1xi8>) -> tensor<1x512x1x1xf32>
    %382 = tosa.reshape %arg46, %14 : (tensor<512xf16>, !tosa.shape<4>) -> tensor<1x512x1x1xf16>
    %383 = tosa.cast %382 : (tensor<1x512x1x1xf16>) -> tensor<1x512x1x1xf32>
    %384 = tosa.mul %381, %383, %1 : (tensor<1x512x1x1xf32>, tensor<1x512x1x1xf32>, tensor<1xi8>) -> tensor<1x512x1x1xf32>
    %385 = tosa.reshape %arg47, %13 : (tensor<512xf16>, !tosa.shape<3>) -> tensor<512x1x1xf16>
    %386 = tosa.cast %385 : (tensor<512x1x1xf16>) -> tensor<512x1x1xf32>
    %387 = tosa.reshape %386, %14 : (tensor<512x1x1xf32>, !tosa.shape<4>) -> tensor<1x512x1x1xf32>
    %388 = tosa.add %384, %387 : (tensor<1x512x1x1xf32>, tensor<1x512x1x1xf32>) -> tensor<1x512x1x1xf32>
    %389 = tosa.cast %388 : (tensor<1x512x1x1xf32>) -> tensor<1x512x1x1xf16>
    %390 = tosa.clamp %389 {max_val = 6.550400e+04 : f16, min_val = 0.000000e+00 : f16} : (tensor<1x512x1x1xf16>) -> tensor<1x512x1x1xf16>
    %391 = tosa.reshape %390, %29 : (tensor<1x512x1x1xf16>, !tosa.shape<4>) -> tensor<1x1x1x512xf16>
    %392 = tosa.transpose %arg48 {perms = array<i32: 0, 2, 3, 1>} : (tensor<512x512x3x3xf16>) -> tensor<512x3x3x512xf16>
    %393 = tosa.conv2d %391, %392, %28, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x1x1x512xf16>, tensor<512x3x3x512xf16>, tensor<512xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x1x1x512xf16>
    %394 = tosa.reshape %393, %14 : (tensor<1x1x1x512xf16>, !tosa.shape<4>) -> tensor<1x512x1x1xf16>
    %395 = tosa.cast %arg110 : (tensor<512xf16>) -> tensor<512xf32>
    %396 = tosa.cast %arg111 : (tensor<512xf16>) -> tensor<512xf32>
    %397 = tosa.add %396, %23 : (tensor<512xf32>, tensor<1xf32>) -> tensor<512xf32>
    %398 = tosa.rsqrt %397 : (tensor<512xf32>) -> tensor<512xf32>
    %399 = tosa.reshape %395, %14 : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x512x1x1xf32>
    %400 = tosa.cast %394 : (tensor<1x512x1x1xf16>) -> tensor<1x512x1x1xf32>
    %401 = tosa.sub %400, %399 : (tensor<1x512x1x1xf32>, tensor<1x512x1x1xf32>) -> tensor<1x512x1x1xf32>
    %402 = tosa.reshape %398, %14 : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x512x1x1xf32>
    %403 = tosa.mul %401, %402, %1 : (tensor<1x512x1x1xf32>, tensor<1x512x1x1xf32>, tensor<1xi8>) -> tensor<1x512x1x1xf32>
    %404 = tosa.reshape %arg49, %14 : (tensor<512xf16>, !tosa.shape<4>) -> tensor<1x512x1x1xf16>
    %405 = tosa.cast %404 : (tensor<1x512x1x1xf16>) -> tensor<1x512x1x1xf32>
    %406 = tosa.mul %403, %405, %1 : (tensor<1x512x1x1xf32>, tensor<1x512x1x1xf32>, tensor<1xi8>) -> tensor<1x512x1x1xf32>
    %407 = tosa.reshape %arg50, %13 : (tensor<512xf16>, !tosa.shape<3>) -> tensor<512x1x1xf16>
    %408 = tosa.cast %407 : (tensor<512x1x1xf16>) -> tensor<512x1x1xf32>
    %409 = tosa.reshape %408, %14 : (tensor<512x1x1xf32>, !tosa.shape<4>) -> tensor<1x512x1x1xf32>
    %410 = tosa.add %406, %409 : (tensor<1x512x1x1xf32>, tensor<1x512x1x1xf32>) -> tensor<1x512x1x1xf32>
    %411 = tosa.cast %410 : (tensor<1x512x1x1xf32>) -> tensor<1x512x1x1xf16>
    %412 = tosa.reshape %arg51, %30 : (tensor<512x256x1x1xf16>, !tosa.shape<4>) -> tensor<512x1x1x256xf16>
    %413 = tosa.slice %369, %7, %15 : (tensor<1x2x2x256xf16>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x1x2x256xf16>
    %414 = tosa.slice %413, %7, %16 : (tensor<1x1x2x256xf16>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x1x1x256xf16>
    %415 = tosa.conv2d %414, %412, %28, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x1x1x256xf16>, tensor<512x1x1x256xf16>, tensor<512xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x1x1x512xf16>
    %416 = tosa.reshape %415, %14 : (tensor<1x1x1x512xf16>, !tosa.shape<4>) -> tensor<1x512x1x1xf16>
    %417 = tosa.cast %arg113 : (tensor<512xf16>) -> tensor<512xf32>
    %418 = tosa.cast %arg114 : (tensor<512xf16>) -> tensor<512xf32>
    %419 = tosa.add %418, %23 : (tensor<512xf32>, tensor<1xf32>) -> tensor<512xf32>
    %420 = tosa.rsqrt %419 : (tensor<512xf32>) -> tensor<512xf32>
    %421 = tosa.reshape %417, %14 : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x512x1x1xf32>
    %422 = tosa.cast %416 : (tensor<1x512x1x1xf16>) -> tensor<1x512x1x1xf32>
    %423 = tosa.sub %422, %421 : (tensor<1x512x1x1xf32>, tensor<1x512x1x1xf32>) -> tensor<1x512x1x1xf32>
    %424 = tosa.reshape %420, %14 : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x512x1x1xf32>
    %425 = tosa.mul %423, %424, %1 : (tensor<1x512x1x1xf32>, tensor<1x512x1x1xf32>, tensor<1xi8>) -> tensor<1x512x1x1xf32>
    %426 = tosa.reshape %arg52, %14 : (tensor<512xf16>, !tosa.shape<4>) -> tensor<1x512x1x1xf16>
    %427 = tosa.cast %426 : (tensor<1x512x1x1xf16>) -> tensor<1x512x1x1xf32>
    %428 = tosa.mul %425, %427, %1 : (tensor<1x512x1x1xf32>, tensor<1x512x1x1xf32>, tensor<1xi8>) -> tensor<1x512x1x1xf32>
    %429 = tosa.reshape %arg53, %13 : (tensor<512xf16>, !tosa.shape<3>) -> tensor<512x1x1xf16>
    %430 = tosa.cast %429 : (tensor<512x1x1xf16>) -> tensor<512x1x1xf32>
    %431 = tosa.reshape %430, %14 : (tensor<512x1x1xf32>, !tosa.shape<4>) -> tensor<1x512x1x1xf32>
    %432 = tosa.add %428, %431 : (tensor<1x512x1x1xf32>, tensor<1x512x1x1xf32>) -> tensor<1x512x1x1xf32>
    %433 = tosa.cast %432 : (tensor<1x512x1x1xf32>) -> tensor<1x512x1x1xf16>
    %434 = tosa.add %411, %433 : (tensor<1x512x1x1xf16>, tensor<1x512x1x1xf16>) -> tensor<1x512x1x1xf16>
    %435 = tosa.clamp %434 {max_val = 6.550400e+04 : f16, min_val = 0.000000e+00 : f16} : (tensor<1x512x1x1xf16>) -> tensor<1x512x1x1xf16>
    %436 = tosa.reshape %435, %29 : (tensor<1x512x1x1xf16>, !tosa.shape<4>) -> tensor<1x1x1x512xf16>
    %437 = tosa.transpose %arg54 {perms = array<i32: 0, 2, 3, 1>} : (tensor<512x512x3x3xf16>) -> tensor<512x3x3x512xf16>
    %438 = tosa.conv2d %436, %437, %28, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x1x1x512xf16>, tensor<512x3x3x512xf16>, tensor<512xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x1x1x512xf16>
    %439 = tosa.reshape %438, %14 : (tensor<1x1x1x512xf16>, !tosa.shape<4>) -> tensor<1x512x1x1xf16>
    %440 = tosa.cast %arg116 : (tensor<512xf16>) -> tensor<512xf32>
    %441 = tosa.cast %arg117 : (tensor<512xf16>) -> tensor<512xf32>
    %442 = tosa.add %441, %23 : (tensor<512xf32>, tensor<1xf32>) -> tensor<512xf32>
    %443 = tosa.rsqrt %442 : (tensor<512xf32>) -> tensor<512xf32>
    %444 = tosa.reshape %440, %14 : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x512x1x1xf32>
    %445 = tosa.cast %439 : (tensor<1x512x1x1xf16>) -> tensor<1x512x1x1xf32>
    %446 = tosa.sub %445, %444 : (tensor<1x512x1x1xf32>, tensor<1x512x1x1xf32>) -> tensor<1x512x1x1xf32>
    %447 = tosa.reshape %443, %14 : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x512x1x1xf32>
    %448 = tosa.mul %446, %447, %1 : (tensor<1x512x1x1xf32>, tensor<1x512x1x1xf32>, tensor<1xi8>) -> tensor<1x512x1x1xf32>
    %449 = tosa.reshape %arg55, %14 : (tensor<512xf16>, !tosa.shape<4>) -> tensor<1x512x1x1xf16>
    %450 = tosa.cast %449 : (tensor<1x512x1x1xf16>) -> tensor<1x512x1x1xf32>
    %451 = tosa.mul %448, %450, %1 : (tensor<1x512x1x1xf32>, tensor<1x512x1x1xf32>, tensor<1xi8>) -> tensor<1x512x1x1xf32>
    %452 = tosa.reshape %arg56, %13 : (tensor<512xf16>, !tosa.shape<3>) -> tensor<512x1x1xf16>
    %453 = tosa.cast %452 : (tensor<512x1x1xf16>) -> tensor<512x1x1xf32>
    %454 = tosa.reshape %453, %14 : (tensor<512x1x1xf32>, !tosa.shape<4>) -> tensor<1x512x1x1xf32>
    %455 = tosa.add %451, %454 : (tensor<1x512x1x1xf32>, tensor<1x512x1x1xf32>) -> tensor<1x512x1x1xf32>
    %456 = tosa.cast %455 : (tensor<1x512x1x1xf32>) -> tensor<1x512x1x1xf16>
    %457 = tosa.clamp %456 {max_val = 6.550400e+04 : f16, min_val = 0.000000e+00 : f16} : (tensor<1x512x1x1xf16>) -> tensor<1x512x1x1xf16>
    %458 = tosa.reshape %457, %29 : (tensor<1x512x1x1xf16>, !tosa.shape<4>) -> tensor<1x1x1x512xf16>
    %459 = tosa.transpose %arg57 {perms = array<i32: 0, 2, 3, 1>} : (tensor<512x512x3x3xf16>) -> tensor<512x3x3x512xf16>
    %460 = tosa.conv2d %458, %459, %28, %0, %0 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x1x1x512xf16>, tensor<512x3x3x512xf16>, tensor<512xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x1x1x512xf16>
    %461 = tosa.reshape %460, %14 : (tensor<1x1x1x512xf16>, !tosa.shape<4>) -> tensor<1x512x1x1xf16>
    %462 = tosa.cast %arg119 : (tensor<512xf16>) -> tensor<512xf32>
    %463 = tosa.cast %arg120 : (tensor<512xf16>) -> tensor<512xf32>
    %464 = tosa.add %463, %23 : (tensor<512xf32>, tensor<1xf32>) -> tensor<512xf32>
    %465 = tosa.rsqrt %464 : (tensor<512xf32>) -> tensor<512xf32>
    %466 = tosa.reshape %462, %14 : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x512x1x1xf32>
    %467 = tosa.cast %461 : (tensor<1x512x1x1xf16>) -> tensor<1x512x1x1xf32>
    %468 = tosa.sub %467, %466 : (tensor<1x512x1x1xf32>, tensor<1x512x1x1xf32>) -> tensor<1x512x1x1xf32>
    %469 = tosa.reshape %465, %14 : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x512x1x1xf32>
    %470 = tosa.mul %468, %469, %1 : (tensor<1x512x1x1xf32>, tensor<1x512x1x1xf32>, tensor<1xi8>) -> tensor<1x512x1x1xf32>
    %471 = tosa.reshape %arg58, %14 : (tensor<512xf16>, !tosa.shape<4>) -> tensor<1x512x1x1xf16>
    %472 = tosa.cast %471 : (tensor<1x512x1x1xf16>) -> tensor<1x512x1x1xf32>
    %473 = tosa.mul %470, %472, %1 : (tensor<1x512x1x1xf32>, tensor<1x512x1x1xf32>, tensor<1xi8>) -> tensor<1x512x1x1xf32>
    %474 = tosa.reshape %arg59, %13 : (tensor<512xf16>, !tosa.shape<3>) -> tensor<512x1x1xf16>
    %475 = tosa.cast %474 : (tensor<512x1x1xf16>) -> tensor<512x1x1xf32>
    %476 = tosa.reshape %475, %14 : (tensor<512x1x1xf32>, !tosa.shape<4>) -> tensor<1x512x1x1xf32>
    %477 = tosa.add %473, %476 : (tensor<1x512x1x1xf32>, tensor<1x512x1x1xf32>) -> tensor<1x512x1x1xf32>
    %478 = tosa.cast %477 : (tensor<1x512x1x1xf32>) -> tensor<1x512x1x1xf16>
    %479 = tosa.add %478, %435 : (tensor<1x512x1x1xf16>, tensor<1x512x1x1xf16>) -> tensor<1x512x1x1xf16>
    %480 = tosa.clamp %479 {max_val = 6.550400e+04 : f16, min_val = 0.000000e+00 : f16} : (tensor<1x512x1x1xf16>) -> tensor<1x512x1x1xf16>
    %481 = tosa.reshape %480, %17 : (tensor<1x512x1x1xf16>, !tosa.shape<2>) -> tensor<1x512xf16>
    %482 = tosa.transpose %arg60 {perms = array<i32: 1, 0>} : (tensor<10x512xf16>) -> tensor<512x10xf16>
    %483 = tosa.cast %arg61 : (tensor<10xf16>) -> tensor<10xf32>
    %484 = tosa.cast %481 : (tensor<1x512xf16>) -> tensor<1x512xf32>
    %485 = tosa.cast %482 : (tensor<512x10xf16>) -> tensor<512x10xf32>
    %486 = tosa.reshape %484, %19 : (tensor<1x512xf32>, !tosa.shape<3>) -> tensor<1x1x512xf32>
    %487 = tosa.reshape %485, %20 : (tensor<512x10xf32>, !tosa.shape<3>) -> tensor<1x512x10xf32>
    %488 = tosa.matmul %486, %487, %18, %18 : (tensor<1x1x512xf32>, tensor<1x512x10xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x10xf32>
    %489 = tosa.reshape %488, %21 : (tensor<1x1x10xf32>, !tosa.shape<2>) -> tensor<1x10xf32>
    %490 = tosa.reshape %483, %21 : (tensor<10xf32>, !tosa.shape<2>) -> tensor<1x10xf32>
    %491 = tosa.add %489, %490 : (tensor<1x10xf32>, tensor<1x10xf32>) -> tensor<1x10xf32>
    %492 = tosa.cast %491 : (tensor<1x10xf32>) -> tensor<1x10xf16>
    return %492 : tensor<1x10xf16>
  }
}
