// The forms torch-mlir's linalg path writes, each in a linalg.generic or a
// tensor op the inductor target writes as PyTorch. Every result depends on
// a form, so a wrong translation fails the run.
//
// DEFUSE-INPUT: codes=int(0,15)
// DEFUSE-INPUT: x=normal(0,1)
// DEFUSE-INPUT: table=normal(0,1)
#id = affine_map<(d0, d1) -> (d0, d1)>
#transposed = affine_map<(d0, d1) -> (d1, d0)>
#rows = affine_map<(d0, d1) -> (d0)>
#rows_kept = affine_map<(d0, d1) -> (d0, 0)>
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#middle = affine_map<(d0, d1, d2) -> (d1)>
module {
  func.func @main(%x: tensor<6x10xf32> {defuse.name = "x"},
                  %codes: tensor<6x10xi32> {defuse.name = "codes"},
                  %table: tensor<4x10xf32> {defuse.name = "table"})
      -> (tensor<6xf32>, tensor<6xi64>, tensor<10x6xf32>, tensor<6x1xf32>,
          tensor<5xf32>, tensor<6x10xf32>, tensor<10x14xf32>) {
    %zero = arith.constant 0.0 : f32
    %one = arith.constant 1.0 : f32
    %ninf = arith.constant 0xFF800000 : f32
    %c0 = arith.constant 0 : i64
    %half = arith.constant 0.5 : f32
    %two = arith.constant 2 : i32
    %empty = tensor.empty() : tensor<6x10xf32>

    // x where codes != 0, NaN where codes == 0 (0 / 0).
    %laced = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
        ins(%x, %codes : tensor<6x10xf32>, tensor<6x10xi32>) outs(%empty : tensor<6x10xf32>) {
    ^bb0(%v: f32, %c: i32, %out: f32):
      %f = arith.sitofp %c : i32 to f32
      %q = arith.divf %f, %f : f32
      %m = arith.mulf %v, %q : f32
      linalg.yield %m : f32
    } -> tensor<6x10xf32>

    // max(dim=1) as torch-mlir writes it: the first index of the running
    // maximum, frozen by the first NaN.
    %vinit = tensor.empty() : tensor<6xf32>
    %vfill = linalg.fill ins(%ninf : f32) outs(%vinit : tensor<6xf32>) -> tensor<6xf32>
    %iinit = tensor.empty() : tensor<6xi64>
    %ifill = linalg.fill ins(%c0 : i64) outs(%iinit : tensor<6xi64>) -> tensor<6xi64>
    %max:2 = linalg.generic {indexing_maps = [#id, #rows, #rows], iterator_types = ["parallel", "reduction"]}
        ins(%laced : tensor<6x10xf32>) outs(%vfill, %ifill : tensor<6xf32>, tensor<6xi64>) {
    ^bb0(%in: f32, %best: f32, %at: i64):
      %j = linalg.index 1 : index
      %jj = arith.index_cast %j : index to i64
      %m = arith.maximumf %in, %best : f32
      %gt = arith.cmpf ogt, %in, %best : f32
      %s = arith.select %gt, %jj, %at : i64
      linalg.yield %m, %s : f32, i64
    } -> (tensor<6xf32>, tensor<6xi64>)

    // Rounded half away from zero, written transposed by the output's map.
    %tempty = tensor.empty() : tensor<10x6xf32>
    %rounded = linalg.generic {indexing_maps = [#id, #transposed], iterator_types = ["parallel", "parallel"]}
        ins(%x : tensor<6x10xf32>) outs(%tempty : tensor<10x6xf32>) {
    ^bb0(%v: f32, %out: f32):
      %s = arith.constant 2.5 : f32
      %m = arith.mulf %v, %s : f32
      %r = math.round %m : f32
      linalg.yield %r : f32
    } -> tensor<10x6xf32>

    // A product over each row into a kept axis (the output map's 0).
    %pempty = tensor.empty() : tensor<6x1xf32>
    %pfill = linalg.fill ins(%one : f32) outs(%pempty : tensor<6x1xf32>) -> tensor<6x1xf32>
    %prod = linalg.generic {indexing_maps = [#id, #rows_kept], iterator_types = ["parallel", "reduction"]}
        ins(%x : tensor<6x10xf32>) outs(%pfill : tensor<6x1xf32>) {
    ^bb0(%v: f32, %acc: f32):
      %a = arith.addf %v, %one : f32
      %p = arith.mulf %a, %acc : f32
      linalg.yield %p : f32
    } -> tensor<6x1xf32>

    // A sum over two loops of three: the middle one kept.
    %cube = tensor.expand_shape %x [[0, 1], [2]] output_shape [2, 3, 10] : tensor<6x10xf32> into tensor<2x3x10xf32>
    %cube5 = tensor.extract_slice %cube[0, 0, 0] [2, 3, 5] [1, 1, 2] : tensor<2x3x10xf32> to tensor<2x3x5xf32>
    %sempty0 = tensor.empty() : tensor<2x5x3xf32>
    %moved = linalg.transpose ins(%cube5 : tensor<2x3x5xf32>) outs(%sempty0 : tensor<2x5x3xf32>) permutation = [0, 2, 1]
    %sempty = tensor.empty() : tensor<5xf32>
    %sfill = linalg.fill ins(%zero : f32) outs(%sempty : tensor<5xf32>) -> tensor<5xf32>
    %sum = linalg.generic {indexing_maps = [#id3, #middle], iterator_types = ["reduction", "parallel", "reduction"]}
        ins(%moved : tensor<2x5x3xf32>) outs(%sfill : tensor<5xf32>) {
    ^bb0(%v: f32, %acc: f32):
      %a = arith.addf %v, %acc : f32
      linalg.yield %a : f32
    } -> tensor<5xf32>

    // A gather (the table's row codes[i, j] % 4, column j), and an unsigned
    // comparison choosing between two constants: codes - 2 is negative,
    // and so larger than 1 when read unsigned, for codes 0 and 1.
    %gathered = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
        ins(%codes : tensor<6x10xi32>) outs(%empty : tensor<6x10xf32>) {
    ^bb0(%c: i32, %out: f32):
      %four = arith.constant 4 : i32
      %wrapped = arith.remsi %c, %four : i32
      %row = arith.index_cast %wrapped : i32 to index
      %col = linalg.index 1 : index
      %t = tensor.extract %table[%row, %col] : tensor<4x10xf32>
      %d = arith.subi %c, %two : i32
      %big = arith.cmpi ugt, %d, %two : i32
      %sign = arith.select %big, %one, %half : f32
      %g = arith.mulf %t, %sign : f32
      linalg.yield %g : f32
    } -> tensor<6x10xf32>

    // Rows 1..2 replaced by the rounded values' first two rows, then
    // padded with halves and concatenated with itself.
    %part = tensor.extract_slice %rounded[0, 0] [2, 6] [1, 1] : tensor<10x6xf32> to tensor<2x6xf32>
    %wide = tensor.pad %part low[0, 2] high[0, 2] {
    ^bb0(%i: index, %j: index):
      tensor.yield %half : f32
    } : tensor<2x6xf32> to tensor<2x10xf32>
    %replaced = tensor.insert_slice %wide into %gathered[1, 0] [2, 10] [1, 1] : tensor<2x10xf32> into tensor<6x10xf32>
    %flat = tensor.collapse_shape %replaced [[0, 1]] : tensor<6x10xf32> into tensor<60xf32>
    %back = tensor.expand_shape %flat [[0, 1]] output_shape [10, 6] : tensor<60xf32> into tensor<10x6xf32>
    %joined = tensor.concat dim(1) %back, %back : (tensor<10x6xf32>, tensor<10x6xf32>) -> tensor<10x12xf32>
    %framed = tensor.pad %joined low[0, 1] high[0, 1] {
    ^bb0(%i: index, %j: index):
      tensor.yield %zero : f32
    } : tensor<10x12xf32> to tensor<10x14xf32>
    return %max#0, %max#1, %rounded, %prod, %sum, %gathered, %framed
        : tensor<6xf32>, tensor<6xi64>, tensor<10x6xf32>, tensor<6x1xf32>, tensor<5xf32>, tensor<6x10xf32>, tensor<10x14xf32>
  }
}
