// linalg.generic with no loops at all
//
// linalg-fold-unit-extent-dims turns the init of a reduction over a 1-sized
// tensor into a generic with `iterator_types = []` and a scalar input (a
// fill of rank 0). Its loop space has exactly one point; the interpreter
// once walked it with an unsigned loop counter and crashed (found by
// defuse fuzz on a softmax). Both functions are compiled by MLIR 22's own
// lowering and run.

// RUN: %defuse run %s --input all=edges \
// RUN:   --entry rank0_fill_f32 --entry rank0_then_reduce_f32

#scalar = affine_map<() -> ()>
#id = affine_map<(d0) -> (d0)>
#to_scalar = affine_map<(d0) -> ()>

func.func @rank0_fill_f32(%x: tensor<f32>) -> tensor<f32> {
  %lowest = arith.constant -3.40282347E+38 : f32
  %init = tensor.empty() : tensor<f32>
  %r = linalg.generic {indexing_maps = [#scalar, #scalar],
                       iterator_types = []}
      ins(%lowest : f32) outs(%init : tensor<f32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<f32>
  return %r : tensor<f32>
}

func.func @rank0_then_reduce_f32(%x: tensor<4xf32>) -> tensor<f32> {
  %lowest = arith.constant -3.40282347E+38 : f32
  %init = tensor.empty() : tensor<f32>
  %filled = linalg.generic {indexing_maps = [#scalar, #scalar],
                            iterator_types = []}
      ins(%lowest : f32) outs(%init : tensor<f32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<f32>
  %max = linalg.generic {indexing_maps = [#id, #to_scalar],
                         iterator_types = ["reduction"]}
      ins(%x : tensor<4xf32>) outs(%filled : tensor<f32>) {
  ^bb0(%in: f32, %acc: f32):
    %m = arith.maximumf %in, %acc : f32
    linalg.yield %m : f32
  } -> tensor<f32>
  return %max : tensor<f32>
}
