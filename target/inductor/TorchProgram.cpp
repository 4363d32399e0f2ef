//===- TorchProgram.cpp - A TOSA workload as a PyTorch program ------------===//

#include "target/inductor/TorchProgram.h"
#include "target/inductor/TorchEmitter.h"

#include "ir/Workload.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectResourceBlobManager.h"
#include "mlir/IR/OwningOpRef.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/raw_ostream.h"

#include <cmath>
#include <cstdio>

using namespace mlir;

namespace defuse::torch_program {

/// torch's name of an element type; empty when it has none.
std::string torchDtype(Type t) {
  if (t.isF32())
    return "torch.float32";
  if (t.isF16())
    return "torch.float16";
  if (t.isBF16())
    return "torch.bfloat16";
  if (t.isF64())
    return "torch.float64";
  if (t.isInteger(1))
    return "torch.bool";
  if (t.isSignlessInteger(8))
    return "torch.int8";
  if (t.isSignlessInteger(16))
    return "torch.int16";
  if (t.isSignlessInteger(32))
    return "torch.int32";
  if (t.isSignlessInteger(64))
    return "torch.int64";
  return "";
}

/// The element type of a tensor value; null for any other value.
Type elementOf(Value v) {
  auto shaped = dyn_cast<ShapedType>(v.getType());
  return shaped ? shaped.getElementType() : Type();
}

std::string listOf(ArrayRef<int64_t> values) {
  std::string s = "[";
  for (size_t i = 0; i < values.size(); ++i)
    s += (i ? ", " : "") + std::to_string(values[i]);
  return s + "]";
}

std::string pythonFloat(double v) {
  if (std::isnan(v))
    return "float('nan')";
  if (std::isinf(v))
    return v < 0 ? "float('-inf')" : "float('inf')";
  // "%.17g" writes -0.0 as "-0", which Python reads as the integer 0.
  if (v == 0)
    return std::signbit(v) ? "-0.0" : "0.0";
  char buffer[40];
  std::snprintf(buffer, sizeof(buffer), "%.17g", v);
  return buffer;
}

std::optional<SmallVector<int64_t>> Emitter::shapeOf(Value v) {
  auto it = shapes.find(v);
  if (it == shapes.end())
    return std::nullopt;
  return it->second;
}

std::optional<double> Emitter::scalarOf(Value v) {
  Operation *def = v.getDefiningOp();
  if (!def || def->getName().getStringRef() != "tosa.const")
    return std::nullopt;
  auto dense = dyn_cast_or_null<DenseElementsAttr>(def->getAttr("values"));
  if (!dense || !(dense.isSplat() || dense.getNumElements() == 1))
    return std::nullopt;
  if (isa<FloatType>(dense.getElementType()))
    return (*dense.value_begin<APFloat>()).convertToDouble();
  if (dense.getElementType().isInteger(1))
    return *dense.value_begin<bool>() ? 1.0 : 0.0;
  return static_cast<double>((*dense.value_begin<APInt>()).getSExtValue());
}

std::optional<std::string> Emitter::constantTensor(Operation *op,
                                                   Attribute value, Type type) {
  auto dense = dyn_cast_or_null<DenseElementsAttr>(value);
  auto shaped = dyn_cast<RankedTensorType>(type);
  std::string dtype = shaped ? torchDtype(shaped.getElementType()) : "";
  if (auto resource = dyn_cast_or_null<DenseResourceElementsAttr>(value);
      resource && shaped && !dtype.empty() &&
      !shaped.getElementType().isInteger(1)) {
    // An imported model's constant: its bytes, little-endian, as MLIR
    // keeps them.
    AsmResourceBlob *blob = resource.getRawHandle().getBlob();
    if (!blob) {
      (void)refuse(op, "a dense_resource constant without its data");
      return std::nullopt;
    }
    ArrayRef<char> bytes = blob->getData();
    std::string hex;
    hex.reserve(bytes.size() * 2);
    static const char *digits = "0123456789abcdef";
    for (char c : bytes) {
      hex += digits[(static_cast<unsigned char>(c) >> 4) & 15];
      hex += digits[static_cast<unsigned char>(c) & 15];
    }
    return "torch.frombuffer(bytearray.fromhex('" + hex + "'), dtype=" + dtype +
           ").clone().reshape(" + listOf(shaped.getShape()) + ")";
  }
  if (!dense || !shaped || dtype.empty()) {
    (void)refuse(op, "a constant that is not dense elements of a known type");
    return std::nullopt;
  }
  std::string values;
  auto append = [&](const std::string &v) {
    values += (values.empty() ? "" : ", ") + v;
  };
  int64_t count = dense.isSplat() ? 1 : dense.getNumElements();
  Type element = dense.getElementType();
  for (int64_t i = 0; i < count; ++i) {
    if (isa<FloatType>(element))
      append(pythonFloat(dense.getValues<APFloat>()[i].convertToDouble()));
    else if (element.isInteger(1))
      append(dense.getValues<bool>()[i] ? "True" : "False");
    else
      append(std::to_string(dense.getValues<APInt>()[i].getSExtValue()));
  }
  std::string shape = listOf(shaped.getShape());
  if (dense.isSplat())
    return "torch.full(" + shape + ", " + values + ", dtype=" + dtype + ")";
  return "torch.tensor([" + values + "], dtype=" + dtype + ").reshape(" +
         shape + ")";
}

namespace {

/// One-to-one elementwise ops: the ATen call of each.
std::optional<std::string> elementwiseCall(StringRef name) {
  std::string call = llvm::StringSwitch<std::string>(name)
                         .Case("tosa.add", "torch.add")
                         .Case("tosa.sub", "torch.sub")
                         .Case("tosa.pow", "torch.pow")
                         .Case("tosa.equal", "torch.eq")
                         .Case("tosa.greater", "torch.gt")
                         .Case("tosa.greater_equal", "torch.ge")
                         .Case("tosa.logical_and", "torch.logical_and")
                         .Case("tosa.logical_or", "torch.logical_or")
                         .Case("tosa.logical_xor", "torch.logical_xor")
                         .Case("tosa.logical_not", "torch.logical_not")
                         .Case("tosa.bitwise_and", "torch.bitwise_and")
                         .Case("tosa.bitwise_or", "torch.bitwise_or")
                         .Case("tosa.bitwise_xor", "torch.bitwise_xor")
                         .Case("tosa.bitwise_not", "torch.bitwise_not")
                         .Case("tosa.abs", "torch.abs")
                         .Case("tosa.exp", "torch.exp")
                         .Case("tosa.log", "torch.log")
                         .Case("tosa.tanh", "torch.tanh")
                         .Case("tosa.erf", "torch.erf")
                         .Case("tosa.rsqrt", "torch.rsqrt")
                         .Case("tosa.sin", "torch.sin")
                         .Case("tosa.cos", "torch.cos")
                         .Case("tosa.sigmoid", "torch.sigmoid")
                         .Case("tosa.reciprocal", "torch.reciprocal")
                         .Case("tosa.ceil", "torch.ceil")
                         .Case("tosa.floor", "torch.floor")
                         .Case("tosa.select", "torch.where")
                         .Case("tosa.identity", "torch.clone")
                         .Default("");
  if (call.empty())
    return std::nullopt;
  return call;
}

/// The reduction of `name`, keeping the axis as TOSA does.
std::optional<std::string> reductionCall(StringRef name) {
  std::string call = llvm::StringSwitch<std::string>(name)
                         .Case("tosa.reduce_sum", "torch.sum")
                         .Case("tosa.reduce_product", "torch.prod")
                         .Case("tosa.reduce_max", "torch.amax")
                         .Case("tosa.reduce_min", "torch.amin")
                         .Case("tosa.reduce_all", "torch.all")
                         .Case("tosa.reduce_any", "torch.any")
                         .Default("");
  if (call.empty())
    return std::nullopt;
  return call;
}

/// [a, b, c, d] of NHWC padding [top, bottom, left, right] as
/// torch.nn.functional.pad takes it on NCHW (last dimension first).
std::string nchwPad(ArrayRef<int64_t> pad) {
  return listOf({pad[2], pad[3], pad[0], pad[1]});
}

bool ignoresNaN(Operation *op) {
  Attribute mode = op->getAttr("nan_mode");
  if (!mode)
    return false;
  std::string text;
  llvm::raw_string_ostream os(text);
  mode.print(os);
  return StringRef(text).contains("IGNORE");
}

} // namespace

LogicalResult Emitter::emitOp(Operation *op) {
  StringRef opName = op->getName().getStringRef();
  if (opName == "func.return") {
    std::string values;
    for (Value v : op->getOperands())
      values += name(v) + ", ";
    line(nullptr, indent + "return (" + values + ")");
    return success();
  }
  if (opName == "tosa.yield")
    return emitYield(op);
  if (auto constant = dyn_cast<arith::ConstantOp>(op);
      constant && !isa<ShapedType>(constant.getType())) {
    // A scalar (a fill's value): a Python literal where it is used.
    Attribute value = constant.getValue();
    literals.insert(op->getResult(0));
    if (auto f = dyn_cast<FloatAttr>(value))
      names[op->getResult(0)] = pythonFloat(f.getValueAsDouble());
    else if (auto i = dyn_cast<IntegerAttr>(value);
             i && i.getType().isInteger(1))
      names[op->getResult(0)] = i.getValue().isZero() ? "False" : "True";
    else if (i)
      names[op->getResult(0)] = std::to_string(i.getValue().getSExtValue());
    else
      return refuse(op, "a scalar constant that is no number");
    return success();
  }
  if (opName == "tosa.const_shape") {
    auto dense = dyn_cast_or_null<DenseIntElementsAttr>(op->getAttr("values"));
    if (!dense)
      return refuse(op, "a shape that is not dense integers");
    SmallVector<int64_t> values;
    for (const APInt &v : dense.getValues<APInt>())
      values.push_back(v.getSExtValue());
    shapes[op->getResult(0)] = values;
    return success();
  }
  for (Value v : op->getOperands())
    if (!names.count(v) && !shapes.count(v))
      return refuse(op, "an operand the translation has no value of");
  if (opName == "tosa.cond_if")
    return emitCondIf(op);
  if (opName == "tosa.while_loop")
    return emitWhileLoop(op);
  bool handled = false;
  if (LogicalResult written = emitLinalgOnTensors(op, handled); handled)
    return written;
  if (op->getNumRegions())
    return refuse(op, "an op with regions");
  if (op->getNumResults() != 1)
    return refuse(op, "an op of " + std::to_string(op->getNumResults()) +
                          " results");
  Value result = op->getResult(0);
  auto resultType = dyn_cast<RankedTensorType>(result.getType());
  if (!resultType || !resultType.hasStaticShape())
    return refuse(op, "a result that is not a statically shaped tensor");
  std::string dtype = torchDtype(resultType.getElementType());
  if (dtype.empty())
    return refuse(op, "an element type PyTorch has no dtype of");
  std::string out = "v" + std::to_string(next++);
  names[result] = out;
  auto operand = [&](unsigned i) { return read(op->getOperand(i), op); };
  auto emit = [&](const std::string &expression) {
    line(op, indent + out + " = " + expression);
    return success();
  };
  Type inElement = op->getNumOperands() ? elementOf(op->getOperand(0)) : Type();
  bool floatIn = inElement && isa<FloatType>(inElement);

  if (opName == "tensor.empty")
    return emit("torch.empty(" + listOf(resultType.getShape()) +
                ", dtype=" + dtype + ")");
  if (opName == "tosa.const" || isa<arith::ConstantOp>(op)) {
    std::optional<std::string> t = constantTensor(
        op, op->getAttr(opName == "tosa.const" ? "values" : "value"),
        result.getType());
    if (!t)
      return failure();
    std::string buffer = "c" + std::to_string(constants.size());
    names[result] = "constants." + buffer;
    constants.push_back("self.register_buffer('" + buffer + "', " + *t + ")");
    return success();
  }
  if (opName == "tosa.maximum" || opName == "tosa.minimum") {
    bool max = opName == "tosa.maximum";
    // PROPAGATE (the default) returns NaN when either is; IGNORE the other.
    std::string call = ignoresNaN(op)
                           ? (max ? "torch.fmax" : "torch.fmin")
                           : (max ? "torch.maximum" : "torch.minimum");
    return emit(call + "(" + operand(0) + ", " + operand(1) + ")");
  }
  if (opName == "tosa.mul") {
    if (!floatIn) {
      std::optional<double> shift =
          op->getNumOperands() > 2 ? scalarOf(op->getOperand(2)) : 0.0;
      if (!shift || *shift != 0)
        return refuse(op, "an integer multiply with a shift");
    }
    return emit("torch.mul(" + operand(0) + ", " + operand(1) + ")");
  }
  if (opName == "tosa.logical_left_shift")
    return emit("torch.bitwise_left_shift(" + operand(0) + ", " + operand(1) +
                ")");
  if (opName == "tosa.arithmetic_right_shift") {
    // Signed dtypes shift arithmetically in ATen. With `round`, TOSA adds
    // the last bit shifted out.
    std::string shifted =
        "torch.bitwise_right_shift(" + operand(0) + ", " + operand(1) + ")";
    auto round = op->getAttrOfType<BoolAttr>("round");
    if (!round || !round.getValue())
      return emit(shifted);
    return emit(shifted + " + torch.where(" + operand(1) +
                " > 0, torch.bitwise_and(torch.bitwise_right_shift(" +
                operand(0) + ", torch.clamp(" + operand(1) +
                " - 1, min=0)), 1), 0)");
  }
  if (opName == "tosa.intdiv")
    return emit("torch.div(" + operand(0) + ", " + operand(1) +
                ", rounding_mode='trunc')");
  if (opName == "tosa.negate") {
    if (!floatIn)
      for (unsigned i = 1; i < op->getNumOperands(); ++i)
        if (std::optional<double> zp = scalarOf(op->getOperand(i));
            !zp || *zp != 0)
          return refuse(op, "an integer negate with a zero point");
    return emit("torch.neg(" + operand(0) + ")");
  }
  if (std::optional<std::string> call = elementwiseCall(opName)) {
    std::string args;
    for (Value v : op->getOperands())
      args += (args.empty() ? "" : ", ") + name(v);
    return emit(*call + "(" + args + ")");
  }
  if (opName == "tosa.clamp") {
    if (ignoresNaN(op))
      return refuse(op, "a clamp that ignores NaN");
    auto bound = [&](StringRef attr) -> std::optional<std::string> {
      Attribute a = op->getAttr(attr);
      if (auto f = dyn_cast_or_null<FloatAttr>(a))
        return pythonFloat(f.getValueAsDouble());
      if (auto i = dyn_cast_or_null<IntegerAttr>(a))
        return std::to_string(i.getValue().getSExtValue());
      return std::nullopt;
    };
    std::optional<std::string> lo = bound("min_val"), hi = bound("max_val");
    if (!lo || !hi)
      return refuse(op, "a clamp without both bounds");
    return emit("torch.clamp(" + operand(0) + ", " + *lo + ", " + *hi + ")");
  }
  if (opName == "tosa.cast") {
    Type to = resultType.getElementType();
    if (to.isInteger(1))
      return emit("torch.ne(" + operand(0) + ", 0)");
    if (floatIn && isa<IntegerType>(to)) {
      // Round to nearest even, then saturate (the interpreter's fpToInt).
      unsigned width = to.getIntOrFloatBitWidth();
      std::string lo = "-" + pythonFloat(std::ldexp(1.0, width - 1));
      std::string hi = pythonFloat(std::ldexp(1.0, width - 1) - 1);
      return emit("torch.clamp(torch.round(" + operand(0) + ".double()), " +
                  lo + ", " + hi + ").to(" + dtype + ")");
    }
    return emit(operand(0) + ".to(" + dtype + ")");
  }
  if (std::optional<std::string> call = reductionCall(opName)) {
    auto axis = op->getAttrOfType<IntegerAttr>("axis");
    if (!axis)
      return refuse(op, "a reduction without an axis");
    return emit(*call + "(" + operand(0) +
                ", dim=" + std::to_string(axis.getInt()) + ", keepdim=True)");
  }
  if (opName == "tosa.argmax") {
    auto axis = op->getAttrOfType<IntegerAttr>("axis");
    if (!axis || ignoresNaN(op))
      return refuse(op, "an argmax without an axis, or that ignores NaN");
    return emit("torch.argmax(" + operand(0) + ", dim=" +
                std::to_string(axis.getInt()) + ").to(" + dtype + ")");
  }
  if (opName == "tosa.reshape") {
    std::optional<SmallVector<int64_t>> shape =
        op->getNumOperands() > 1 ? shapeOf(op->getOperand(1)) : std::nullopt;
    if (!shape)
      return refuse(op, "a reshape to a shape that is not constant");
    return emit(operand(0) + ".reshape(" + listOf(resultType.getShape()) + ")");
  }
  if (opName == "tosa.transpose") {
    auto perms = op->getAttrOfType<DenseI32ArrayAttr>("perms");
    if (!perms)
      return refuse(op, "a transpose without perms");
    SmallVector<int64_t> p(perms.asArrayRef().begin(),
                           perms.asArrayRef().end());
    return emit(operand(0) + ".permute(" + listOf(p) + ")");
  }
  if (opName == "tosa.slice") {
    std::optional<SmallVector<int64_t>> start = shapeOf(op->getOperand(1)),
                                        size = shapeOf(op->getOperand(2));
    if (!start || !size)
      return refuse(op, "a slice whose start or size is not constant");
    std::string index;
    for (size_t d = 0; d < start->size(); ++d)
      index += (d ? ", " : "") + std::to_string((*start)[d]) + ":" +
               std::to_string((*start)[d] + (*size)[d]);
    return emit(operand(0) + "[" + index + "]");
  }
  if (opName == "tosa.concat") {
    auto axis = op->getAttrOfType<IntegerAttr>("axis");
    std::string parts;
    for (Value v : op->getOperands())
      parts += (parts.empty() ? "" : ", ") + name(v);
    return emit("torch.cat([" + parts +
                "], dim=" + std::to_string(axis ? axis.getInt() : 0) + ")");
  }
  if (opName == "tosa.tile") {
    std::optional<SmallVector<int64_t>> multiples = shapeOf(op->getOperand(1));
    if (!multiples)
      return refuse(op, "a tile whose multiples are not constant");
    return emit(operand(0) + ".repeat(" + listOf(*multiples) + ")");
  }
  if (opName == "tosa.reverse") {
    auto axis = op->getAttrOfType<IntegerAttr>("axis");
    return emit("torch.flip(" + operand(0) + ", [" +
                std::to_string(axis ? axis.getInt() : 0) + "])");
  }
  if (opName == "tosa.pad") {
    std::optional<SmallVector<int64_t>> padding = shapeOf(op->getOperand(1));
    std::optional<double> value =
        op->getNumOperands() > 2 ? scalarOf(op->getOperand(2)) : 0.0;
    if (!padding || !value)
      return refuse(op, "a pad whose padding or value is not constant");
    SmallVector<int64_t> reversed;
    for (size_t d = padding->size() / 2; d-- > 0;) {
      reversed.push_back((*padding)[2 * d]);
      reversed.push_back((*padding)[2 * d + 1]);
    }
    return emit("torch.nn.functional.pad(" + operand(0) + ", " +
                listOf(reversed) + ", value=" + pythonFloat(*value) + ")");
  }
  if (opName == "tosa.gather") {
    // values [N, K, C], indices [N, W] -> [N, W, C].
    return emit("torch.gather(" + operand(0) + ", 1, " + operand(1) +
                ".long().unsqueeze(-1).expand(" +
                listOf(resultType.getShape()) + "))");
  }
  if (opName == "tosa.matmul") {
    Type out = resultType.getElementType();
    if (!floatIn)
      return emit("torch.matmul(" + operand(0) + ".long(), " + operand(1) +
                  ".long()).to(" + dtype + ")");
    if (out != inElement)
      return emit("torch.matmul(" + operand(0) + ".to(" + dtype + "), " +
                  operand(1) + ".to(" + dtype + "))");
    return emit("torch.matmul(" + operand(0) + ", " + operand(1) + ")");
  }
  if (opName == "tosa.conv2d" || opName == "tosa.depthwise_conv2d") {
    if (!floatIn || resultType.getElementType() != inElement)
      return refuse(op, "a convolution that is not float in and out of one "
                        "type");
    auto pad = op->getAttrOfType<DenseI64ArrayAttr>("pad");
    auto stride = op->getAttrOfType<DenseI64ArrayAttr>("stride");
    auto dilation = op->getAttrOfType<DenseI64ArrayAttr>("dilation");
    if (!pad || !stride || !dilation)
      return refuse(op, "a convolution without pad, stride or dilation");
    auto weightType = dyn_cast<ShapedType>(op->getOperand(1).getType());
    if (!weightType || weightType.getRank() != 4)
      return refuse(op, "a convolution whose weights are not of rank 4");
    std::string weight, groups = "1";
    if (opName == "tosa.conv2d") {
      weight = operand(1) + ".permute(0, 3, 1, 2)"; // OHWI -> OIHW
    } else {
      // [KH, KW, C, M] -> [C * M, 1, KH, KW]: output channel c * M + m.
      ArrayRef<int64_t> w = weightType.getShape();
      weight = operand(1) + ".permute(2, 3, 0, 1).reshape(" +
               listOf({w[2] * w[3], 1, w[0], w[1]}) + ")";
      groups = std::to_string(w[2]);
    }
    return emit("torch.nn.functional.conv2d(torch.nn.functional.pad(" +
                operand(0) + ".permute(0, 3, 1, 2), " +
                nchwPad(pad.asArrayRef()) + "), " + weight + ", " + operand(2) +
                ", stride=" + listOf(stride.asArrayRef()) +
                ", dilation=" + listOf(dilation.asArrayRef()) +
                ", groups=" + groups + ").permute(0, 2, 3, 1)");
  }
  if (opName == "tosa.max_pool2d") {
    auto kernel = op->getAttrOfType<DenseI64ArrayAttr>("kernel");
    auto stride = op->getAttrOfType<DenseI64ArrayAttr>("stride");
    auto pad = op->getAttrOfType<DenseI64ArrayAttr>("pad");
    if (!kernel || !stride || !pad || !floatIn)
      return refuse(op, "a max pool without kernel, stride or pad");
    return emit("torch.nn.functional.max_pool2d(torch.nn.functional.pad(" +
                operand(0) + ".permute(0, 3, 1, 2), " +
                nchwPad(pad.asArrayRef()) + ", value=float('-inf')), " +
                listOf(kernel.asArrayRef()) + ", " +
                listOf(stride.asArrayRef()) + ").permute(0, 2, 3, 1)");
  }
  if (opName == "tosa.avg_pool2d") {
    auto kernel = op->getAttrOfType<DenseI64ArrayAttr>("kernel");
    auto stride = op->getAttrOfType<DenseI64ArrayAttr>("stride");
    auto pad = op->getAttrOfType<DenseI64ArrayAttr>("pad");
    if (!kernel || !stride || !pad || !floatIn ||
        resultType.getElementType() != inElement)
      return refuse(op, "an average pool that is not float in and out of "
                        "one type");
    // The divisor counts the elements in bounds (the interpreter's
    // avgPoolCount): count_include_pad=False, which torch takes only for
    // padding equal on both sides and at most half the kernel.
    ArrayRef<int64_t> p = pad.asArrayRef(), k = kernel.asArrayRef();
    if (p[0] != p[1] || p[2] != p[3] || 2 * p[0] > k[0] || 2 * p[2] > k[1])
      return refuse(op, "an average pool padded unevenly");
    return emit("torch.nn.functional.avg_pool2d(" + operand(0) +
                ".permute(0, 3, 1, 2), " + listOf(k) + ", " +
                listOf(stride.asArrayRef()) + ", " + listOf({p[0], p[2]}) +
                ", count_include_pad=False).permute(0, 2, 3, 1)");
  }
  return refuse(op, "no translation of this op yet");
}

LogicalResult Emitter::emitBlock(Block &block) {
  for (Operation &op : block)
    if (failed(emitOp(&op)))
      return failure();
  return success();
}

LogicalResult Emitter::emitNestedFunction(Operation *op, Region &region,
                                          const std::string &function,
                                          YieldForm form) {
  if (!region.hasOneBlock())
    return refuse(op, "a region of more than one block");
  Block &block = region.front();
  std::string parameters;
  for (BlockArgument a : block.getArguments()) {
    std::string n = function + "_arg" + std::to_string(a.getArgNumber());
    names[a] = n;
    parameters += (parameters.empty() ? "" : ", ") + n;
  }
  line(nullptr, indent + "def " + function + "(" + parameters + "):");
  std::string outerIndent = indent;
  YieldForm outerForm = yieldForm;
  indent += "    ";
  yieldForm = form;
  LogicalResult written = emitBlock(block);
  indent = outerIndent;
  yieldForm = outerForm;
  return written;
}

LogicalResult Emitter::emitYield(Operation *op) {
  // torch.cond and while_loop refuse a function that returns one of its
  // inputs (or a constant of the program) as it is: such a value is
  // returned as a copy.
  auto returned = [&](Value v) {
    Operation *def = v.getDefiningOp();
    bool computed = def && def->getBlock() == op->getBlock() &&
                    def->getName().getStringRef() != "tosa.const";
    return name(v) + (computed ? "" : ".clone()");
  };
  if (yieldForm == YieldForm::Predicate) {
    if (op->getNumOperands() != 1)
      return refuse(op, "a loop condition of other than one value");
    line(nullptr,
         indent + "return " + name(op->getOperand(0)) + ".reshape([])");
    return success();
  }
  if (yieldForm == YieldForm::Value) {
    if (op->getNumOperands() != 1)
      return refuse(op, "a branch that yields " +
                            std::to_string(op->getNumOperands()) + " values");
    line(nullptr, indent + "return " + returned(op->getOperand(0)));
    return success();
  }
  std::string values;
  for (Value v : op->getOperands())
    values += returned(v) + ", ";
  line(nullptr, indent + "return (" + values + ")");
  return success();
}

LogicalResult Emitter::emitCondIf(Operation *op) {
  if (op->getNumResults() != 1 || op->getNumRegions() != 2 ||
      op->getNumOperands() < 1)
    return refuse(op, "a conditional of other than one result");
  if (!tensorOf(op->getResult(0)).first)
    return refuse(op, "a result that is not a statically shaped tensor");
  std::string branches[2];
  unsigned id = next++;
  for (unsigned r = 0; r < 2; ++r) {
    if (op->getRegion(r).hasOneBlock() &&
        op->getRegion(r).front().getNumArguments() != op->getNumOperands() - 1)
      return refuse(op, "a branch whose arguments are not the operands");
    branches[r] = "branch" + std::to_string(id) + (r ? "_else" : "_then");
    if (failed(emitNestedFunction(op, op->getRegion(r), branches[r],
                                  YieldForm::Value)))
      return failure();
  }
  std::string operands;
  for (unsigned i = 1; i < op->getNumOperands(); ++i)
    operands += read(op->getOperand(i), op) + ", ";
  // torch.cond takes the predicate as a tensor of one element.
  return assign(op, op->getResult(0),
                "torch.cond(" + read(op->getOperand(0), op) + ".reshape([]), " +
                    branches[0] + ", " + branches[1] + ", (" + operands + "))");
}

LogicalResult Emitter::emitWhileLoop(Operation *op) {
  if (op->getNumRegions() != 2 || op->getNumResults() != op->getNumOperands())
    return refuse(op, "a loop whose results are not its carried values");
  for (Value r : op->getResults())
    if (!tensorOf(r).first)
      return refuse(op, "a result that is not a statically shaped tensor");
  std::string loop = "loop" + std::to_string(next++);
  whileLoops = true;
  if (failed(emitNestedFunction(op, op->getRegion(0), loop + "_cond",
                                YieldForm::Predicate)) ||
      failed(emitNestedFunction(op, op->getRegion(1), loop + "_body",
                                YieldForm::Values)))
    return failure();
  std::string carried;
  for (Value v : op->getOperands())
    carried += read(v, op) + ", ";
  std::string results =
      temporary(op, "torch._higher_order_ops.while_loop(" + loop + "_cond, " +
                        loop + "_body, (" + carried + "))");
  for (auto [i, r] : llvm::enumerate(op->getResults()))
    names[r] = results + "[" + std::to_string(i) + "]";
  return success();
}

FailureOr<TorchProgram> Emitter::emit(func::FuncOp entry) {
  std::string parameters;
  for (BlockArgument a : entry.getArguments()) {
    std::string n = "arg" + std::to_string(a.getArgNumber());
    names[a] = n;
    parameters += (parameters.empty() ? "" : ", ") + n;
  }
  if (failed(emitBlock(entry.getBody().front())))
    return failure();

  TorchProgram program;
  unsigned lines = 0;
  auto add = [&](const std::string &text) {
    program.source += text + "\n";
    return ++lines;
  };
  add("import torch");
  if (whileLoops)
    add("import torch._higher_order_ops");
  add("");
  if (barriers) {
    // Defined once per process; a program run again finds it.
    add("if not hasattr(torch.ops.defuse, 'barrier'):");
    add("    @torch.library.custom_op('defuse::barrier', mutates_args=())");
    add("    def defuse_barrier(x: torch.Tensor) -> torch.Tensor:");
    add("        return x.clone()");
    add("");
    add("    @defuse_barrier.register_fake");
    add("    def _(x):");
    add("        return torch.empty_like(x)");
    add("");
  }
  if (!constants.empty()) {
    add("");
    add("class Constants(torch.nn.Module):");
    add("    def __init__(self):");
    add("        super().__init__()");
    for (const std::string &c : constants)
      add("        " + c);
    add("");
    add("");
    add("constants = Constants()");
  }
  add("");
  add("");
  add("def program(" + parameters + "):");
  for (const auto &[op, statement] : body) {
    unsigned at = add(statement);
    if (op)
      program.lineOps[at] = Workload::identities(op->getLoc());
  }
  return program;
}

std::pair<RankedTensorType, std::string> tensorOf(Value v) {
  auto type = dyn_cast<RankedTensorType>(v.getType());
  if (!type || !type.hasStaticShape())
    return {};
  std::string dtype = torchDtype(type.getElementType());
  if (dtype.empty())
    return {};
  return {type, dtype};
}

} // namespace defuse::torch_program

FailureOr<defuse::TorchProgram>
defuse::emitTorchProgram(func::FuncOp entry, std::string &error,
                         const std::vector<std::string> &separatedEdges) {
  if (!entry.getBody().hasOneBlock()) {
    error = "@" + entry.getSymName().str() +
            ": the inductor target takes an entry of one block";
    return failure();
  }
  // Written from a copy whose named linalg ops this translation has no
  // form of are generic ones (locations, and so op identities, kept).
  OwningOpRef<func::FuncOp> copy(entry.clone());
  torch_program::generalizeNamedOps(*copy);
  torch_program::Emitter emitter(error, separatedEdges);
  return emitter.emit(*copy);
}
