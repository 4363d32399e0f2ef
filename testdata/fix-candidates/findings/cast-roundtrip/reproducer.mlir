// fixlab-cast-roundtrip-faulty miscompiles tosa.cast (drift)
// Reduced by defuse 0.4.0 (baa527f) from cast_roundtrip.mlir (6 ops, 6 passes) to 2 ops and 3 passes in 20 oracle calls.
// Signature: drift@fixlab-cast-roundtrip-faulty:tosa.cast
//
// expect: miscompile -- passes while the compiler still fails with drift@fixlab-cast-roundtrip-faulty:tosa.cast; once it fails, the bug is fixed or no longer reached.
// RUN: %defuse check %s --signature 'drift@fixlab-cast-roundtrip-faulty:tosa.cast' --pipeline 'func.func(tosa-to-linalg),linalg-fuse-elementwise-ops,func.func(fixlab-cast-roundtrip-faulty)' --load-pass-plugin build/tests/plugins/libDefuseFixCandidatesPlugin.so --entry f16_roundtrip
// RUN: %expect_exit 1 %defuse run %s --pipeline 'func.func(tosa-to-linalg),linalg-fuse-elementwise-ops,func.func(fixlab-cast-roundtrip-faulty)' --load-pass-plugin build/tests/plugins/libDefuseFixCandidatesPlugin.so --entry f16_roundtrip | %FileCheck %s
// CHECK: verdict drift (miscompile)
// DEFUSE-INPUT: arg0=values(0.022105167)

module {
  func.func @f16_roundtrip(%arg0: tensor<1x1xf32>) -> tensor<1x1xf32> {
    %0 = tosa.cast %arg0 : (tensor<1x1xf32>) -> tensor<1x1xf16>
    %1 = tosa.cast %0 : (tensor<1x1xf16>) -> tensor<1x1xf32>
    return %1 : tensor<1x1xf32>
  }
}
