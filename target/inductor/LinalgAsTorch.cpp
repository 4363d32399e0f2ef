//===- LinalgAsTorch.cpp - linalg-on-tensors ops as PyTorch ---------------===//
//
// What torch-mlir's linalg path writes (and the fuzzer's unsigned matmul):
// a linalg.generic becomes tensors over its loops. Each input is viewed on
// the iteration space (indexed by its map, permuted to the loops' order,
// with size-1 axes where it does not vary), each op of the body becomes the
// ATen call that computes it elementwise on those views (broadcasting does
// the rest), and each result is the yielded value laid out by its output's
// map. A reduction's body must combine its output with a value the output
// does not feed (out = out + f(ins), max, min, product, and, or): that is a
// torch reduction of f over the reduction loops, combined with the init.
// The first-index-of-the-maximum pattern torch-mlir writes for argmax and
// max(dim) is computed exactly as its loop does, NaN included.
//
//===----------------------------------------------------------------------===//

#include "target/inductor/TorchEmitter.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/AffineMap.h"

#include "llvm/ADT/StringSwitch.h"

#include <functional>

using namespace mlir;

namespace defuse::torch_program {

namespace {

/// torch's dtype of a value of a generic's body: index values are int64.
std::string bodyDtype(Type t) {
  if (t.isIndex())
    return "torch.int64";
  return torchDtype(t);
}

unsigned widthOf(Type t) {
  return t.isIndex() ? 64 : t.getIntOrFloatBitWidth();
}

/// The loops each result of `map` reads (-1 for a constant 0), or none
/// when a result is another expression.
std::optional<SmallVector<int64_t>> loopsOf(AffineMap map) {
  SmallVector<int64_t> loops;
  for (AffineExpr e : map.getResults()) {
    if (auto d = dyn_cast<AffineDimExpr>(e)) {
      if (llvm::is_contained(loops, int64_t(d.getPosition())))
        return std::nullopt;
      loops.push_back(d.getPosition());
    } else if (auto c = dyn_cast<AffineConstantExpr>(e);
               c && c.getValue() == 0) {
      loops.push_back(-1);
    } else {
      return std::nullopt;
    }
  }
  return loops;
}

/// `tensor`, indexed by `map`, as a tensor over the loops `ranges`: its
/// axes in the loops' order, size 1 on the loops it does not vary along.
std::optional<std::string> loopView(const std::string &tensor, AffineMap map,
                                    ArrayRef<int64_t> ranges) {
  std::optional<SmallVector<int64_t>> loops = loopsOf(map);
  if (!loops)
    return std::nullopt;
  std::string view = tensor;
  SmallVector<int64_t> kept;
  std::string index;
  bool constants = false;
  for (int64_t l : *loops) {
    index += std::string(index.empty() ? "" : ", ") + (l < 0 ? "0" : ":");
    constants |= l < 0;
    if (l >= 0)
      kept.push_back(l);
  }
  if (constants)
    view += "[" + index + "]";
  SmallVector<int64_t> order(kept.size());
  for (size_t i = 0; i < order.size(); ++i)
    order[i] = i;
  llvm::sort(order, [&](int64_t a, int64_t b) { return kept[a] < kept[b]; });
  if (!llvm::is_sorted(kept))
    view += ".permute(" + listOf(order) + ")";
  if (kept.size() != ranges.size()) {
    SmallVector<int64_t> shape(ranges.size(), 1);
    for (int64_t l : kept)
      shape[l] = ranges[l];
    view += ".reshape(" + listOf(shape) + ")";
  }
  return view;
}

/// A tensor over the loops (size 1 on the loops it was reduced or not
/// varied along) laid out as `type` by the output map `map`.
std::optional<std::string> outputOf(const std::string &overLoops, AffineMap map,
                                    RankedTensorType type,
                                    ArrayRef<int64_t> ranges,
                                    ArrayRef<bool> reduced) {
  std::optional<SmallVector<int64_t>> loops = loopsOf(map);
  if (!loops)
    return std::nullopt;
  SmallVector<int64_t> order;
  for (int64_t l : *loops)
    if (l >= 0)
      order.push_back(l);
  for (int64_t l = 0; l < int64_t(ranges.size()); ++l) {
    if (llvm::is_contained(order, l))
      continue;
    // A parallel loop the output does not index would be written more
    // than once.
    if (!reduced[l] && ranges[l] != 1)
      return std::nullopt;
    order.push_back(l);
  }
  std::string out = overLoops;
  if (!llvm::is_sorted(order))
    out += ".permute(" + listOf(order) + ")";
  if (type.getRank() != int64_t(ranges.size()) ||
      llvm::any_of(*loops, [](int64_t l) { return l < 0; }))
    out += ".reshape(" + listOf(type.getShape()) + ")";
  return out;
}

std::string dims(ArrayRef<int64_t> loops) {
  if (loops.size() == 1)
    return std::to_string(loops.front());
  std::string s = "(";
  for (int64_t l : loops)
    s += std::to_string(l) + ", ";
  return s + ")";
}

/// The ATen call of a one-to-one arith or math op of a body.
std::optional<std::string> scalarCall(StringRef name, Type element) {
  bool isBool = element && element.isInteger(1);
  std::string call =
      llvm::StringSwitch<std::string>(name)
          .Cases({"arith.addf", "arith.addi"}, "torch.add")
          .Cases({"arith.subf", "arith.subi"}, "torch.sub")
          .Cases({"arith.mulf", "arith.muli"}, "torch.mul")
          .Case("arith.divf", "torch.div")
          .Cases({"arith.remf", "arith.remsi"}, "torch.fmod")
          .Case("arith.negf", "torch.neg")
          .Cases({"arith.maximumf", "arith.maxsi"}, "torch.maximum")
          .Cases({"arith.minimumf", "arith.minsi"}, "torch.minimum")
          .Case("arith.maxnumf", "torch.fmax")
          .Case("arith.minnumf", "torch.fmin")
          .Case("arith.andi", "torch.bitwise_and")
          .Case("arith.ori", "torch.bitwise_or")
          .Case("arith.xori", "torch.bitwise_xor")
          .Case("arith.shli", "torch.bitwise_left_shift")
          .Case("arith.shrsi", "torch.bitwise_right_shift")
          .Case("arith.select", "torch.where")
          .Cases({"math.absf", "math.absi"}, "torch.abs")
          .Case("math.exp", "torch.exp")
          .Case("math.exp2", "torch.exp2")
          .Case("math.expm1", "torch.expm1")
          .Case("math.log", "torch.log")
          .Case("math.log2", "torch.log2")
          .Case("math.log10", "torch.log10")
          .Case("math.log1p", "torch.log1p")
          .Case("math.sqrt", "torch.sqrt")
          .Case("math.rsqrt", "torch.rsqrt")
          .Case("math.tanh", "torch.tanh")
          .Case("math.sinh", "torch.sinh")
          .Case("math.cosh", "torch.cosh")
          .Case("math.sin", "torch.sin")
          .Case("math.cos", "torch.cos")
          .Case("math.tan", "torch.tan")
          .Case("math.asin", "torch.asin")
          .Case("math.acos", "torch.acos")
          .Case("math.atan", "torch.atan")
          .Case("math.asinh", "torch.asinh")
          .Case("math.acosh", "torch.acosh")
          .Case("math.atanh", "torch.atanh")
          .Case("math.atan2", "torch.atan2")
          .Case("math.erf", "torch.erf")
          .Case("math.erfc", "torch.erfc")
          .Case("math.ceil", "torch.ceil")
          .Case("math.floor", "torch.floor")
          .Case("math.trunc", "torch.trunc")
          .Case("math.roundeven", "torch.round")
          .Case("math.copysign", "torch.copysign")
          .Cases({"math.powf", "math.fpowi", "math.ipowi"}, "torch.pow")
          .Case("math.isnan", "torch.isnan")
          .Case("math.isinf", "torch.isinf")
          .Case("math.isfinite", "torch.isfinite")
          .Default("");
  // On i1, add and subtract are exclusive or, multiply is and.
  if (isBool && (call == "torch.add" || call == "torch.sub"))
    return std::string("torch.bitwise_xor");
  if (isBool && call == "torch.mul")
    return std::string("torch.bitwise_and");
  if (call.empty())
    return std::nullopt;
  return call;
}

/// An ATen comparison of `a` and `b` by arith.cmpf's predicate: the
/// ordered ones are false, the unordered ones true, where either is NaN.
std::optional<std::string> floatCompare(arith::CmpFPredicate p,
                                        const std::string &a,
                                        const std::string &b) {
  using P = arith::CmpFPredicate;
  auto call = [&](const char *f) {
    return std::string(f) + "(" + a + ", " + b + ")";
  };
  auto negated = [&](const char *f) {
    return "torch.logical_not(" + call(f) + ")";
  };
  std::string unordered =
      "torch.logical_or(torch.isnan(" + a + "), torch.isnan(" + b + "))";
  switch (p) {
  case P::OEQ:
    return call("torch.eq");
  case P::OGT:
    return call("torch.gt");
  case P::OGE:
    return call("torch.ge");
  case P::OLT:
    return call("torch.lt");
  case P::OLE:
    return call("torch.le");
  case P::ONE:
    return "torch.logical_or(" + call("torch.lt") + ", " + call("torch.gt") +
           ")";
  case P::ORD:
    return "torch.logical_not(" + unordered + ")";
  case P::UEQ:
    return "torch.logical_or(" + call("torch.eq") + ", " + unordered + ")";
  case P::UGT:
    return negated("torch.le");
  case P::UGE:
    return negated("torch.lt");
  case P::ULT:
    return negated("torch.ge");
  case P::ULE:
    return negated("torch.gt");
  case P::UNE:
    return call("torch.ne");
  case P::UNO:
    return unordered;
  case P::AlwaysFalse:
  case P::AlwaysTrue:
    return std::nullopt;
  }
  return std::nullopt;
}

/// The reduction that folds a body's combiner over loops, and how its
/// result combines with the output's init.
struct Reduction {
  const char *reduce;  // over the loops, keeping them as size 1
  const char *combine; // with the init
};

std::optional<Reduction> reductionOf(StringRef combiner, Type element) {
  bool isBool = element && element.isInteger(1);
  if (combiner == "arith.addf" || (combiner == "arith.addi" && !isBool))
    return Reduction{"torch.sum", "torch.add"};
  if (combiner == "arith.mulf" || (combiner == "arith.muli" && !isBool))
    return Reduction{"torch.prod", "torch.mul"};
  if (combiner == "arith.maximumf" || combiner == "arith.maxsi")
    return Reduction{"torch.amax", "torch.maximum"};
  if (combiner == "arith.minimumf" || combiner == "arith.minsi")
    return Reduction{"torch.amin", "torch.minimum"};
  if (isBool && combiner == "arith.ori")
    return Reduction{"torch.any", "torch.logical_or"};
  if (isBool && combiner == "arith.andi")
    return Reduction{"torch.all", "torch.logical_and"};
  return std::nullopt;
}

/// Convolutions and pools of NCHW inputs (Emitter::emitWindowed).
bool isWindowed(Operation *op) {
  return isa<linalg::Conv2DNchwFchwOp, linalg::DepthwiseConv2DNchwChwOp,
             linalg::PoolingNchwMaxOp, linalg::PoolingNchwSumOp>(op);
}

/// Whether `v` is computed, within `body`, from one of `outs`.
bool readsOutputs(Value v, Block &body, ArrayRef<BlockArgument> outs) {
  if (auto arg = dyn_cast<BlockArgument>(v))
    return llvm::is_contained(outs, arg);
  Operation *def = v.getDefiningOp();
  if (!def || def->getBlock() != &body)
    return false;
  return llvm::any_of(def->getOperands(),
                      [&](Value o) { return readsOutputs(o, body, outs); });
}

/// The named linalg ops written as a PyTorch call of their own (the rest
/// are written as the generic they generalize to).
bool hasTorchForm(Operation *op) {
  return isa<linalg::FillOp, linalg::MatmulOp, linalg::BatchMatmulOp,
             linalg::TransposeOp, linalg::BroadcastOp, linalg::CopyOp>(op) ||
         isWindowed(op);
}

} // namespace

void generalizeNamedOps(func::FuncOp fn) {
  SmallVector<linalg::LinalgOp> named;
  fn.walk([&](linalg::LinalgOp op) {
    if (!isa<linalg::GenericOp>(op.getOperation()) && !hasTorchForm(op))
      named.push_back(op);
  });
  IRRewriter rewriter(fn.getContext());
  for (linalg::LinalgOp op : named) {
    rewriter.setInsertionPoint(op);
    // One that does not generalize stays, and is refused by name.
    (void)linalg::generalizeNamedOp(rewriter, op);
  }
}

std::string Emitter::tensorName(Value v) {
  if (!literals.contains(v))
    return name(v);
  return "torch.tensor(" + name(v) + ", dtype=" + bodyDtype(v.getType()) + ")";
}

LogicalResult Emitter::emitLinalgOnTensors(Operation *op, bool &handled) {
  handled = true;
  if (auto fill = dyn_cast<linalg::FillOp>(op))
    return emitFill(fill);
  if (auto matmul = dyn_cast<linalg::MatmulOp>(op))
    return emitMatmul(matmul);
  if (auto matmul = dyn_cast<linalg::BatchMatmulOp>(op))
    return emitBatchMatmul(matmul);
  if (auto generic = dyn_cast<linalg::GenericOp>(op))
    return emitGeneric(generic);
  if (isWindowed(op))
    return emitWindowed(op);
  if (isa<tensor::ExtractSliceOp, tensor::InsertSliceOp>(op))
    return emitSlice(op);
  if (isa<tensor::PadOp>(op))
    return emitPad(op);
  if (!isa<linalg::TransposeOp, linalg::BroadcastOp, linalg::CopyOp,
           tensor::ExpandShapeOp, tensor::CollapseShapeOp, tensor::CastOp,
           tensor::ConcatOp>(op)) {
    handled = false;
    return failure();
  }
  if (op->getNumResults() != 1)
    return refuse(op, "an op of other than one result");
  auto [type, dtype] = tensorOf(op->getResult(0));
  if (!type)
    return refuse(op, "a result that is not a statically shaped tensor");
  std::string input = read(op->getOperand(0), op);
  if (auto transpose = dyn_cast<linalg::TransposeOp>(op))
    return assign(op, op->getResult(0),
                  input + ".permute(" + listOf(transpose.getPermutation()) +
                      ")");
  if (auto broadcast = dyn_cast<linalg::BroadcastOp>(op)) {
    // The input's axes are the result's less `dimensions`.
    SmallVector<int64_t> shape(type.getShape());
    for (int64_t d : broadcast.getDimensions())
      shape[d] = 1;
    return assign(op, op->getResult(0),
                  input + ".reshape(" + listOf(shape) + ").expand(" +
                      listOf(type.getShape()) + ")");
  }
  if (auto concat = dyn_cast<tensor::ConcatOp>(op)) {
    std::string parts;
    for (Value v : op->getOperands())
      parts += (parts.empty() ? "" : ", ") + read(v, op);
    return assign(op, op->getResult(0),
                  "torch.cat([" + parts +
                      "], dim=" + std::to_string(concat.getDim()) + ")");
  }
  if (isa<linalg::CopyOp>(op))
    return assign(op, op->getResult(0), input + ".clone()");
  // Reshapes of static shapes: the row-major order of the elements kept.
  return assign(op, op->getResult(0),
                input + ".reshape(" + listOf(type.getShape()) + ")");
}

LogicalResult Emitter::emitWindowed(Operation *op) {
  auto structured = cast<linalg::LinalgOp>(op);
  auto [type, dtype] = tensorOf(op->getResult(0));
  if (!type || !isa<FloatType>(type.getElementType()) ||
      structured.getNumDpsInputs() != 2 || op->getNumResults() != 1)
    return refuse(op, "a convolution or pool that is not of floats");
  auto stride = op->getAttrOfType<DenseIntElementsAttr>("strides");
  auto dilation = op->getAttrOfType<DenseIntElementsAttr>("dilations");
  if (!stride || !dilation)
    return refuse(op, "a convolution or pool without strides or dilations");
  auto ints = [](DenseIntElementsAttr a) {
    SmallVector<int64_t> v;
    for (const APInt &i : a.getValues<APInt>())
      v.push_back(i.getSExtValue());
    return listOf(v);
  };
  std::string input = read(op->getOperand(0), op) + ".to(" + dtype + ")";
  std::string init = read(structured.getDpsInitOperand(0)->get(), op);
  std::string window =
      ", stride=" + ints(stride) + ", dilation=" + ints(dilation);
  auto windowShape = cast<ShapedType>(op->getOperand(1).getType()).getShape();
  // The ops accumulate into their init, as the structured op does.
  if (isa<linalg::Conv2DNchwFchwOp>(op))
    return assign(op, op->getResult(0),
                  init + " + torch.nn.functional.conv2d(" + input + ", " +
                      read(op->getOperand(1), op) + ".to(" + dtype + ")" +
                      window + ")");
  if (isa<linalg::DepthwiseConv2DNchwChwOp>(op))
    return assign(op, op->getResult(0),
                  init + " + torch.nn.functional.conv2d(" + input + ", " +
                      read(op->getOperand(1), op) + ".to(" + dtype +
                      ").unsqueeze(1)" + window +
                      ", groups=" + std::to_string(windowShape[0]) + ")");
  std::string kernel = listOf(windowShape);
  if (isa<linalg::PoolingNchwMaxOp>(op))
    return assign(op, op->getResult(0),
                  "torch.maximum(" + init +
                      ", torch.nn.functional.max_pool2d(" + input + ", " +
                      kernel + window + "))");
  if (ints(dilation) != listOf({1, 1}))
    return refuse(op, "a sum pool with dilation");
  return assign(op, op->getResult(0),
                init + " + torch.nn.functional.avg_pool2d(" + input + ", " +
                    kernel + ", stride=" + ints(stride) +
                    ", divisor_override=1)");
}

LogicalResult Emitter::emitSlice(Operation *op) {
  auto slice = cast<OffsetSizeAndStrideOpInterface>(op);
  if (ShapedType::isDynamicShape(slice.getStaticOffsets()) ||
      ShapedType::isDynamicShape(slice.getStaticSizes()) ||
      ShapedType::isDynamicShape(slice.getStaticStrides()))
    return refuse(op, "a slice of offsets, sizes or strides not constant");
  auto [type, dtype] = tensorOf(op->getResult(0));
  if (!type)
    return refuse(op, "a result that is not a statically shaped tensor");
  std::string index;
  SmallVector<int64_t> shape;
  for (auto [offset, size, stride] :
       llvm::zip(slice.getStaticOffsets(), slice.getStaticSizes(),
                 slice.getStaticStrides())) {
    index += (index.empty() ? "" : ", ") + std::to_string(offset) + ":" +
             std::to_string(offset + (size - 1) * stride + 1) + ":" +
             std::to_string(stride);
    shape.push_back(size);
  }
  if (auto extract = dyn_cast<tensor::ExtractSliceOp>(op))
    // A rank-reducing slice drops size-1 axes: the reshape does.
    return assign(op, op->getResult(0),
                  read(extract.getSource(), op) + "[" + index + "].reshape(" +
                      listOf(type.getShape()) + ")");
  auto insert = cast<tensor::InsertSliceOp>(op);
  std::string into = temporary(op, read(insert.getDest(), op) + ".clone()");
  line(op, indent + into + "[" + index + "] = " + read(insert.getSource(), op) +
               ".reshape(" + listOf(shape) + ")");
  names[op->getResult(0)] = into;
  return success();
}

LogicalResult Emitter::emitPad(Operation *op) {
  auto pad = cast<tensor::PadOp>(op);
  auto [type, dtype] = tensorOf(pad.getResult());
  if (!type || ShapedType::isDynamicShape(pad.getStaticLow()) ||
      ShapedType::isDynamicShape(pad.getStaticHigh()))
    return refuse(op, "a pad of amounts that are not constant");
  Value padding = pad.getConstantPaddingValue();
  if (Operation *def = padding ? padding.getDefiningOp() : nullptr;
      def && isa<arith::ConstantOp>(def) && !names.count(padding) &&
      failed(emitOp(def)))
    return failure();
  if (!padding || !names.count(padding))
    return refuse(op, "a pad whose value is not one constant");
  SmallVector<int64_t> amounts; // the last axis first, as torch takes them
  for (size_t d = type.getRank(); d-- > 0;) {
    amounts.push_back(pad.getStaticLow()[d]);
    amounts.push_back(pad.getStaticHigh()[d]);
  }
  return assign(op, pad.getResult(),
                "torch.nn.functional.pad(" + read(pad.getSource(), op) + ", " +
                    listOf(amounts) + ", value=" + name(padding) + ")");
}

LogicalResult Emitter::emitFill(linalg::FillOp fill) {
  Operation *op = fill.getOperation();
  if (fill.getInputs().size() != 1 || fill->getNumResults() != 1)
    return refuse(op, "a fill of other than one value into one result");
  auto [type, dtype] = tensorOf(fill->getResult(0));
  if (!type)
    return refuse(op, "a fill of no statically shaped tensor");
  Value value = fill.getInputs()[0];
  if (!literals.contains(value))
    return refuse(op, "a fill of a value that is not a constant");
  return assign(op, fill->getResult(0),
                "torch.full(" + listOf(type.getShape()) + ", " + name(value) +
                    ", dtype=" + dtype + ")");
}

LogicalResult Emitter::emitMatmul(linalg::MatmulOp matmul) {
  Operation *op = matmul.getOperation();
  if (matmul.hasUserDefinedMaps())
    return refuse(op, "a matmul with indexing maps of its own");
  if (matmul.getInputs().size() != 2 || matmul.getOutputs().size() != 1 ||
      op->getNumResults() != 1)
    return refuse(op, "a matmul on other than two inputs into one output");
  auto [type, dtype] = tensorOf(op->getResult(0));
  if (!type)
    return refuse(op, "a result that is not a statically shaped tensor");
  bool isUnsigned = matmul.getCast() == linalg::TypeFn::cast_unsigned;
  Value init = matmul.getOutputs()[0];
  std::string accumulated = read(init, op);
  if (isa<FloatType>(type.getElementType())) {
    if (isUnsigned)
      return refuse(op, "a float matmul of unsigned inputs");
    // init + a @ b, as the op accumulates into its output (the sign of a
    // zero included).
    return assign(op, op->getResult(0),
                  accumulated + " + torch.matmul(" +
                      read(matmul.getInputs()[0], op) + ".to(" + dtype + "), " +
                      read(matmul.getInputs()[1], op) + ".to(" + dtype + "))");
  }
  // Integers: each input extended to 64 bits (as unsigned or signed), the
  // product wrapped to the output's width, as the op computes it.
  auto widened = [&](Value v) {
    std::string wide = read(v, op) + ".long()";
    Type element = elementOf(v);
    if (!isUnsigned || !element || element.getIntOrFloatBitWidth() >= 64)
      return wide;
    return "torch.bitwise_and(" + wide + ", " +
           std::to_string((int64_t{1} << element.getIntOrFloatBitWidth()) - 1) +
           ")";
  };
  return assign(op, op->getResult(0),
                "(" + accumulated + ".long() + torch.matmul(" +
                    widened(matmul.getInputs()[0]) + ", " +
                    widened(matmul.getInputs()[1]) + ")).to(" + dtype + ")");
}

LogicalResult Emitter::emitBatchMatmul(linalg::BatchMatmulOp matmul) {
  Operation *op = matmul.getOperation();
  if (matmul.hasUserDefinedMaps())
    return refuse(op, "a batch matmul with indexing maps of its own");
  auto [type, dtype] = tensorOf(op->getResult(0));
  if (!type || !isa<FloatType>(type.getElementType()))
    return refuse(op, "a batch matmul that is not of floats");
  return assign(op, op->getResult(0),
                read(matmul.getOutputs()[0], op) + " + torch.bmm(" +
                    read(matmul.getInputs()[0], op) + ".to(" + dtype + "), " +
                    read(matmul.getInputs()[1], op) + ".to(" + dtype + "))");
}

LogicalResult Emitter::emitGeneric(linalg::GenericOp generic) {
  Operation *op = generic.getOperation();
  SmallVector<int64_t> ranges = generic.getStaticLoopRanges();
  if (ShapedType::isDynamicShape(ranges))
    return refuse(op, "a generic of loops whose ranges are not static");
  SmallVector<bool> reduced;
  SmallVector<int64_t> reductionLoops;
  for (auto [l, kind] : llvm::enumerate(generic.getIteratorTypesArray())) {
    reduced.push_back(kind == utils::IteratorType::reduction);
    if (reduced.back())
      reductionLoops.push_back(l);
  }
  Block &body = generic.getRegion().front();
  for (OpOperand &operand : op->getOpOperands()) {
    BlockArgument arg = body.getArgument(operand.getOperandNumber());
    if (!isa<RankedTensorType>(operand.get().getType())) {
      names[arg] = name(operand.get()); // a scalar input
      if (literals.contains(operand.get()))
        literals.insert(arg);
      continue;
    }
    if (arg.use_empty())
      continue;
    std::optional<std::string> view =
        loopView(read(operand.get(), op),
                 generic.getMatchingIndexingMap(&operand), ranges);
    if (!view)
      return refuse(op, "an operand indexed by other than its loops");
    names[arg] = *view == name(operand.get()) ? *view : temporary(op, *view);
  }

  // In a reduction, what reads the outputs is the combiner of each (out =
  // f(ins) <op> out), or the argmax pattern; the rest is elementwise.
  SmallVector<BlockArgument> outs(
      body.getArguments().drop_front(generic.getNumDpsInputs()));
  auto yield = cast<linalg::YieldOp>(body.getTerminator());
  for (Operation &bodyOp : body.without_terminator()) {
    if (!reductionLoops.empty() &&
        llvm::any_of(bodyOp.getResults(),
                     [&](Value r) { return readsOutputs(r, body, outs); }))
      continue; // written below, with the reduction it belongs to
    if (failed(emitBodyOp(&bodyOp, op, ranges)))
      return failure();
  }

  // Whether a body value varies along every loop: it needs no expand.
  auto isFull = [&](Value v) {
    if (auto arg = dyn_cast<BlockArgument>(v); arg && arg.getOwner() == &body) {
      OpOperand &operand = op->getOpOperand(arg.getArgNumber());
      auto type = dyn_cast<RankedTensorType>(operand.get().getType());
      return type && type.getShape() == ArrayRef<int64_t>(ranges) &&
             generic.getMatchingIndexingMap(&operand).isIdentity();
    }
    return false;
  };
  std::function<bool(Value)> covers = [&](Value v) {
    if (isFull(v))
      return true;
    Operation *def = v.getDefiningOp();
    return def && def->getBlock() == &body && !isa<tensor::ExtractOp>(def) &&
           llvm::any_of(def->getOperands(), covers);
  };
  auto full = [&](Value v) {
    if (literals.contains(v))
      return "torch.full(" + listOf(ranges) + ", " + name(v) +
             ", dtype=" + bodyDtype(v.getType()) + ")";
    if (covers(v))
      return name(v);
    return name(v) + ".expand(" + listOf(ranges) + ")";
  };
  auto result = [&](unsigned k, const std::string &overLoops) {
    OpOperand *init = generic.getDpsInitOperand(k);
    auto type = cast<RankedTensorType>(op->getResult(k).getType());
    std::optional<std::string> out = outputOf(
        overLoops, generic.getMatchingIndexingMap(init), type, ranges, reduced);
    if (!out)
      return refuse(op, "an output indexed by other than the loops");
    if (*out == overLoops) { // laid out as the loops are: no statement
      names[op->getResult(k)] = overLoops;
      return success();
    }
    return assign(op, op->getResult(k), *out);
  };
  auto initView = [&](unsigned k) -> std::optional<std::string> {
    OpOperand *init = generic.getDpsInitOperand(k);
    return loopView(read(init->get(), op), generic.getMatchingIndexingMap(init),
                    ranges);
  };

  if (reductionLoops.empty()) {
    for (auto [k, y] : llvm::enumerate(yield.getOperands())) {
      std::string overLoops = full(y);
      if (overLoops != name(y))
        overLoops = temporary(op, overLoops);
      if (failed(result(k, overLoops)))
        return failure();
    }
    return success();
  }

  // The first index of the maximum (or minimum): value and index outputs
  // updated where the element is strictly greater than the running value.
  if (outs.size() == 2 && reductionLoops.size() == 1) {
    Operation *best = yield.getOperand(0).getDefiningOp();
    auto select = yield.getOperand(1).getDefiningOp<arith::SelectOp>();
    Operation *compare =
        select ? select.getCondition().getDefiningOp() : nullptr;
    if (best && select && compare && select.getFalseValue() == outs[1] &&
        compare->getNumOperands() == 2 && compare->getOperand(1) == outs[0] &&
        best->getNumOperands() == 2 &&
        llvm::is_contained(best->getOperands(), outs[0])) {
      Value x = compare->getOperand(0);
      Value position = select.getTrueValue();
      bool isMax = false, known = false;
      if (auto f = dyn_cast<arith::CmpFOp>(compare)) {
        known = f.getPredicate() == arith::CmpFPredicate::OGT ||
                f.getPredicate() == arith::CmpFPredicate::OLT;
        isMax = f.getPredicate() == arith::CmpFPredicate::OGT;
      } else if (auto i = dyn_cast<arith::CmpIOp>(compare)) {
        known = i.getPredicate() == arith::CmpIPredicate::sgt ||
                i.getPredicate() == arith::CmpIPredicate::slt;
        isMax = i.getPredicate() == arith::CmpIPredicate::sgt;
      }
      StringRef combiner = best->getName().getStringRef();
      bool matches =
          isMax ? (combiner == "arith.maximumf" || combiner == "arith.maxsi")
                : (combiner == "arith.minimumf" || combiner == "arith.minsi");
      Value other = best->getOperand(0) == outs[0] ? best->getOperand(1)
                                                   : best->getOperand(0);
      if (known && matches && other == x && !readsOutputs(x, body, outs) &&
          !readsOutputs(position, body, outs)) {
        std::optional<std::string> init0 = initView(0), init1 = initView(1);
        if (!init0 || !init1)
          return refuse(op, "an output indexed by other than the loops");
        std::string r = std::to_string(reductionLoops.front());
        std::string values = temporary(op, full(x));
        // After a NaN the running value is NaN and no comparison holds:
        // only the elements before the first NaN can be chosen.
        std::string candidates = values;
        if (isa<FloatType>(x.getType()))
          candidates =
              temporary(op, "torch.where(torch.isnan(" + values + ").cumsum(" +
                                r + ") > 0, float('" + (isMax ? "-" : "") +
                                "inf'), " + values + ")");
        const char *extreme = isMax ? "torch.amax" : "torch.amin";
        const char *arg = isMax ? "torch.argmax" : "torch.argmin";
        std::string chosen = temporary(op, std::string(arg) + "(" + candidates +
                                               ", " + r + ", keepdim=True)");
        std::string better = temporary(
            op, std::string(isMax ? "torch.gt(" : "torch.lt(") + extreme + "(" +
                    candidates + ", " + r + ", keepdim=True), " + *init0 + ")");
        if (failed(result(
                0, temporary(op, std::string(isMax ? "torch.maximum("
                                                   : "torch.minimum(") +
                                     *init0 + ", " + extreme + "(" + values +
                                     ", " + r + ", keepdim=True))"))))
          return failure();
        return result(1, temporary(op, "torch.where(" + better +
                                           ", torch.gather(" + full(position) +
                                           ", " + r + ", " + chosen + "), " +
                                           *init1 + ")"));
      }
    }
  }

  for (auto [k, y] : llvm::enumerate(yield.getOperands())) {
    Operation *combiner = y.getDefiningOp();
    // A combiner reads its output, a block argument: it is in the body.
    if (!combiner || combiner->getNumOperands() != 2 ||
        !llvm::is_contained(combiner->getOperands(), outs[k]))
      return refuse(op, "a reduction whose body is not out = f(ins) <op> out");
    Value folded = combiner->getOperand(0) == outs[k] ? combiner->getOperand(1)
                                                      : combiner->getOperand(0);
    std::optional<Reduction> reduction =
        reductionOf(combiner->getName().getStringRef(), y.getType());
    if (!reduction || readsOutputs(folded, body, outs))
      return refuse(op, "a reduction by " +
                            combiner->getName().getStringRef().str() +
                            " that has no torch reduction");
    std::optional<std::string> init = initView(k);
    if (!init)
      return refuse(op, "an output indexed by other than the loops");
    std::string over = full(folded);
    std::string reducedValue;
    if (StringRef(reduction->reduce) == "torch.sum")
      // Accumulated in the element type (torch.sum widens integers).
      reducedValue = std::string(reduction->reduce) + "(" + over + ", " +
                     dims(reductionLoops) +
                     ", keepdim=True, dtype=" + bodyDtype(y.getType()) + ")";
    else if (reductionLoops.size() == 1 ||
             StringRef(reduction->reduce) == "torch.amax" ||
             StringRef(reduction->reduce) == "torch.amin")
      reducedValue = std::string(reduction->reduce) + "(" + over + ", " +
                     dims(reductionLoops) + ", keepdim=True)";
    else {
      // prod, any and all take one axis: the reduced loops moved last and
      // flattened into one.
      SmallVector<int64_t> order, kept;
      for (int64_t l = 0; l < int64_t(ranges.size()); ++l)
        if (!reduced[l]) {
          order.push_back(l);
          kept.push_back(ranges[l]);
        }
      order.append(reductionLoops);
      SmallVector<int64_t> keptShape(ranges), flat(kept);
      for (int64_t l : reductionLoops)
        keptShape[l] = 1;
      flat.push_back(-1);
      reducedValue = std::string(reduction->reduce) + "(" + over + ".permute(" +
                     listOf(order) + ").reshape(" + listOf(flat) +
                     "), -1).reshape(" + listOf(keptShape) + ")";
    }
    if (failed(result(k, temporary(op, std::string(reduction->combine) + "(" +
                                           *init + ", " + reducedValue + ")"))))
      return failure();
  }
  return success();
}

LogicalResult Emitter::emitBodyOp(Operation *op, Operation *generic,
                                  ArrayRef<int64_t> ranges) {
  StringRef opName = op->getName().getStringRef();
  if (isa<arith::ConstantOp>(op))
    return emitOp(op); // a literal
  if (op->getNumResults() != 1)
    return refuse(op, "a body op of other than one result");
  for (Value v : op->getOperands())
    if (!names.count(v))
      return refuse(op, "an operand the translation has no value of");
  Value result = op->getResult(0);
  Type type = result.getType();
  std::string dtype = bodyDtype(type);
  if (dtype.empty())
    return refuse(op, "an element type PyTorch has no dtype of");
  auto value = [&](const std::string &expression) {
    return assign(generic, result, expression);
  };
  if (auto index = dyn_cast<linalg::IndexOp>(op)) {
    SmallVector<int64_t> shape(ranges.size(), 1);
    shape[index.getDim()] = ranges[index.getDim()];
    return value("torch.arange(" + std::to_string(ranges[index.getDim()]) +
                 ").reshape(" + listOf(shape) + ")");
  }
  if (auto extract = dyn_cast<tensor::ExtractOp>(op)) {
    // Gathers: the indices are tensors over the loops, or constants.
    std::string indices;
    for (Value i : extract.getIndices())
      indices += (indices.empty() ? "" : ", ") + name(i);
    return value(name(extract.getTensor()) + "[" + indices + "]");
  }
  Type in = op->getNumOperands() ? op->getOperand(0).getType() : Type();
  auto operand = [&](unsigned i) {
    return i == 0 ? tensorName(op->getOperand(0)) : name(op->getOperand(i));
  };
  // Unsigned reads: the bits of an integer narrower than 64 as int64.
  auto unsignedOf = [&](unsigned i) -> std::optional<std::string> {
    Type t = op->getOperand(i).getType();
    if (t.isInteger(1))
      return tensorName(op->getOperand(i)) + ".long()";
    if (widthOf(t) >= 64)
      return std::nullopt;
    return "torch.bitwise_and(" + tensorName(op->getOperand(i)) + ".long(), " +
           std::to_string((int64_t{1} << widthOf(t)) - 1) + ")";
  };
  if (isa<arith::ExtFOp, arith::TruncFOp, arith::SIToFPOp, arith::FPToSIOp,
          arith::ExtSIOp, arith::TruncIOp, arith::IndexCastOp>(op)) {
    if (in.isInteger(1) && isa<arith::ExtSIOp, arith::SIToFPOp>(op))
      // A set i1 is -1 when read as signed.
      return value("torch.neg(" + operand(0) + ".long()).to(" + dtype + ")");
    if (type.isInteger(1) && isa<arith::TruncIOp, arith::IndexCastOp>(op))
      return value("torch.bitwise_and(" + operand(0) + ", 1).to(" + dtype +
                   ")");
    return value(operand(0) + ".to(" + dtype + ")");
  }
  if (isa<arith::ExtUIOp, arith::UIToFPOp, arith::IndexCastUIOp>(op)) {
    std::optional<std::string> bits = unsignedOf(0);
    if (!bits)
      return refuse(op, "an unsigned read of 64 bits");
    return value(*bits + ".to(" + dtype + ")");
  }
  if (isa<arith::BitcastOp>(op))
    return value(operand(0) + ".view(" + dtype + ")");
  if (isa<arith::DivSIOp, arith::FloorDivSIOp>(op))
    return value("torch.div(" + operand(0) + ", " + operand(1) +
                 ", rounding_mode='" +
                 (isa<arith::DivSIOp>(op) ? "trunc" : "floor") + "')");
  if (isa<arith::DivUIOp, arith::RemUIOp, arith::ShRUIOp, arith::MaxUIOp,
          arith::MinUIOp>(op)) {
    std::optional<std::string> a = unsignedOf(0), b = unsignedOf(1);
    if (!a || !b)
      return refuse(op, "an unsigned op on 64 bits");
    std::string wide =
        llvm::StringSwitch<std::string>(opName)
            .Case("arith.divui",
                  "torch.div(" + *a + ", " + *b + ", rounding_mode='trunc')")
            .Case("arith.remui", "torch.fmod(" + *a + ", " + *b + ")")
            .Case("arith.shrui",
                  "torch.bitwise_right_shift(" + *a + ", " + *b + ")")
            .Case("arith.maxui", "torch.maximum(" + *a + ", " + *b + ")")
            .Default("torch.minimum(" + *a + ", " + *b + ")");
    return value(wide + ".to(" + dtype + ")");
  }
  if (auto cmp = dyn_cast<arith::CmpFOp>(op)) {
    std::optional<std::string> compared = floatCompare(
        cmp.getPredicate(), operand(0), tensorName(op->getOperand(1)));
    if (!compared)
      return value("torch.full_like(" + operand(0) + ", " +
                   (cmp.getPredicate() == arith::CmpFPredicate::AlwaysTrue
                        ? "True"
                        : "False") +
                   ", dtype=torch.bool)");
    return value(*compared);
  }
  if (auto cmp = dyn_cast<arith::CmpIOp>(op)) {
    using P = arith::CmpIPredicate;
    P p = cmp.getPredicate();
    std::string a = operand(0), b = operand(1);
    if (!in.isInteger(1) &&
        (p == P::ult || p == P::ule || p == P::ugt || p == P::uge)) {
      // Unsigned order is the signed order with the sign bit flipped.
      std::string sign = "-" + std::to_string(uint64_t{1} << (widthOf(in) - 1));
      if (widthOf(in) == 64)
        sign = "-9223372036854775808";
      a = "torch.bitwise_xor(" + a + ", " + sign + ")";
      b = "torch.bitwise_xor(" + tensorName(op->getOperand(1)) + ", " + sign +
          ")";
    }
    const char *call = "torch.eq";
    switch (p) {
    case P::eq:
      call = "torch.eq";
      break;
    case P::ne:
      call = "torch.ne";
      break;
    case P::slt:
    case P::ult:
      call = "torch.lt";
      break;
    case P::sle:
    case P::ule:
      call = "torch.le";
      break;
    case P::sgt:
    case P::ugt:
      call = "torch.gt";
      break;
    case P::sge:
    case P::uge:
      call = "torch.ge";
      break;
    }
    return value(std::string(call) + "(" + a + ", " + b + ")");
  }
  if (isa<math::RoundOp>(op)) {
    // Half away from zero: the truncation (its zero's sign kept), one more
    // where the part cut off is at least a half (exact in floats).
    std::string x = temporary(generic, operand(0));
    std::string truncated = temporary(generic, "torch.trunc(" + x + ")");
    return value("torch.where(torch.abs(" + x + " - " + truncated +
                 ") >= 0.5, " + truncated + " + torch.sign(" + x + "), " +
                 truncated + ")");
  }
  if (isa<math::FmaOp>(op))
    return value("torch.add(torch.mul(" + operand(0) + ", " + operand(1) +
                 "), " + name(op->getOperand(2)) + ")");
  std::optional<std::string> call = scalarCall(opName, in);
  if (!call)
    return refuse(op, "no translation of this op yet");
  // These take no Python number for their second operand.
  bool tensorsOnly = *call == "torch.maximum" || *call == "torch.minimum" ||
                     *call == "torch.fmax" || *call == "torch.fmin" ||
                     *call == "torch.atan2";
  std::string args;
  if (auto select = dyn_cast<arith::SelectOp>(op)) {
    // Two literals would make a tensor of torch's default dtype.
    bool both = literals.contains(select.getTrueValue()) &&
                literals.contains(select.getFalseValue());
    args = tensorName(select.getCondition()) + ", " +
           (both ? tensorName(select.getTrueValue())
                 : name(select.getTrueValue())) +
           ", " + name(select.getFalseValue());
  } else {
    for (unsigned i = 0; i < op->getNumOperands(); ++i)
      args += (i ? ", " : "") +
              (tensorsOnly ? tensorName(op->getOperand(i)) : operand(i));
  }
  return value(*call + "(" + args + ")");
}

} // namespace defuse::torch_program
