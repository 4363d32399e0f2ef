// A quantized head's checksum as torch-mlir's linalg path writes
// torch.sum(codes, dim=1, dtype=torch.int8): each int8 row summed, wrapping
// in int8 as the addition does.
//
// DEFUSE-INPUT: codes=int(-128,127)
#id = affine_map<(d0, d1) -> (d0, d1)>
#rows = affine_map<(d0, d1) -> (d0)>
module {
  func.func @main(%codes: tensor<4x37xi8> {defuse.name = "codes"}) -> tensor<4xi8> {
    %zero = arith.constant 0 : i8
    %init = tensor.empty() : tensor<4xi8>
    %fill = linalg.fill ins(%zero : i8) outs(%init : tensor<4xi8>) -> tensor<4xi8>
    %sum = linalg.generic {indexing_maps = [#id, #rows], iterator_types = ["parallel", "reduction"]}
        ins(%codes : tensor<4x37xi8>) outs(%fill : tensor<4xi8>) {
    ^bb0(%c: i8, %acc: i8):
      %s = arith.addi %c, %acc : i8
      linalg.yield %s : i8
    } -> tensor<4xi8>
    return %sum : tensor<4xi8>
  }
}
