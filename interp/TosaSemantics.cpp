//===- TosaSemantics.cpp - The TOSA dialect (TOSA 1.0, MLIR 22) -----------===//
//
// Reference semantics of the TOSA ops: element-wise arithmetic, casts,
// rescale, table, reductions, data movement, gather/scatter, constants, the
// !tosa.shape ops and cond_if/while_loop. The tensor-level ops with a window
// or a contraction (matmul, convolutions, pooling, resize) live in
// TosaConvolution.cpp.
//
// Every op follows the TOSA 1.0 specification *and* what MLIR 22's
// tosa-to-linalg(-named) / tosa-to-arith / tosa-to-tensor lower it to. Where
// the two disagree the lowering wins (the reference judges compiled code, and
// a lowering that departs from the spec on purpose is not a miscompile) and a
// comment marked "Lowering:" says so. The departures:
//
//  * reduce_max / reduce_min / argmax start from -/+ the largest finite value,
//    not from -/+inf, so reduce_max of all -inf is -FLT_MAX (spec: -inf).
//  * cast float -> int rounds half to even and saturates as the spec says;
//    NaN (unspecified by the spec) becomes INT_MIN (f16 -> i32/i64), INT_MAX
//    (when the mantissa cannot hold INT_MAX, e.g. f32 -> i32) or poison (when
//    it can, e.g. f32 -> i8), following the three code paths of the lowering.
//  * mul with shift != 0 on non-i32 integers extends to i32, applies the
//    shift and truncates (the spec allows a shift for i32 only).
//  * rescale with rounding_mode INEXACT_ROUND, double rounding without
//    scale32, and a shift above 63 are not lowered; shift > 63 becomes
//    multiplier 0 / shift 0 in the lowering and is modelled so.
//  * In TosaConvolution.cpp: max_pool2d with nan_mode IGNORE yields -largest
//    for an all-NaN window (spec: NaN); depthwise_conv2d adds the bias after
//    rounding to the result type (spec: in the accumulator); convolutions
//    multiply the zero padding by the weights (0 * inf = NaN); integer
//    bilinear resize truncates negative source coordinates (spec: floor);
//    transpose_conv2d, which only lowers through tosa-optional-decompositions,
//    also multiplies that rewrite's zero padding of the input and of the
//    kernel by infinities and, with a stride above 1, adds the bias after
//    rounding to the result type.
//
// Undefined behaviour of the lowered code (integer division by zero,
// out-of-range shifts, out-of-range gather indices, NaN to a narrow integer)
// yields an element with an unbounded error: the oracle reports it as
// unverifiable instead of judging it.
//
// Error bounds follow ErrorModel.h: exact ops (data movement, negation, abs,
// max/min, select, compare) carry bounds unchanged or through interval
// reasoning; rounding ops use errors::roundedResult; library functions get
// libraryFunctionUlps() of the math op they lower to; sums use the
// reassociation bound gamma_n * sum|terms| of LinalgSemantics.cpp.
//
//===----------------------------------------------------------------------===//

#include "interp/ElementsAttr.h"
#include "interp/ErrorModel.h"
#include "interp/Interpreter.h"
#include "interp/Reference.h"
#include "interp/ScalarSemantics.h"

#include "mlir/Dialect/Tosa/IR/TosaOps.h"
#include "mlir/IR/AsmState.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinDialect.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectResourceBlobManager.h"
#include "mlir/IR/Operation.h"
#include "llvm/ADT/StringMap.h"

#include <array>
#include <cmath>
#include <cstring>
#include <limits>

using namespace defuse;
using namespace mlir;
using errors::kUnbounded;
using errors::roundedResult;

namespace defuse {
// Defined in TosaConvolution.cpp.
void registerTosaConvolutionSemantics(SemanticsRegistry &registry);
} // namespace defuse

namespace {

/// Upper bound on tosa.while_loop iterations before the reference gives up.
constexpr int64_t kMaxLoopIterations = int64_t(1) << 24;

//===----------------------------------------------------------------------===//
// Common helpers
//===----------------------------------------------------------------------===//

InFlightDiagnostic unsupported(Operation *op) {
  return emitError(op->getLoc())
         << "the reference interpreter does not support ";
}

/// The element type of a tensor type, if the interpreter models it. Unsigned
/// integer types (ui8, ...) are rejected: TOSA 1.0 carries signedness in
/// attributes, and ElementType has signless integers only.
FailureOr<ElementType> elementTypeOf(Operation *op, Type type) {
  Type elem = getElementTypeOrSelf(type);
  std::optional<ElementType> et;
  if (!elem.isUnsignedInteger())
    et = ElementType::fromMlir(elem);
  if (!et)
    return unsupported(op) << "element type " << elem << " in '"
                           << op->getName() << "'";
  return *et;
}

FailureOr<std::vector<int64_t>> staticShapeOf(Operation *op, Type type) {
  auto ranked = dyn_cast<RankedTensorType>(type);
  if (!ranked || !ranked.hasStaticShape())
    return unsupported(op) << "'" << op->getName()
                           << "' on a dynamic or unranked shape (" << type
                           << ")";
  return ranked.getShape().vec();
}

/// A zero-filled tensor of the type of result `i`.
FailureOr<Tensor> resultTensor(Operation *op, unsigned i = 0) {
  Type type = op->getResult(i).getType();
  FailureOr<ElementType> et = elementTypeOf(op, type);
  if (failed(et))
    return failure();
  FailureOr<std::vector<int64_t>> shape = staticShapeOf(op, type);
  if (failed(shape))
    return failure();
  return Tensor(*et, std::move(*shape));
}

LogicalResult checkOperands(Operation *op, ArrayRef<const Tensor *> operands,
                            size_t n) {
  if (operands.size() < n)
    return emitError(op->getLoc())
           << "'" << op->getName() << "' expects " << n << " operands";
  return success();
}

/// Element 0 of a scalar-like operand (zero points, shift, pad value) as an
/// exact integer.
FailureOr<int64_t> exactScalarInt(Operation *op, const Tensor &t,
                                  StringRef what) {
  if (t.numElements() < 1)
    return emitError(op->getLoc()) << what << " operand is empty";
  if (t.errAt(0) != 0.0)
    return unsupported(op) << "an inexact " << what << " operand";
  if (t.elementType().isFloat()) {
    double f = t.floatAt(0);
    if (f != std::trunc(f))
      return unsupported(op) << "a non-integral " << what;
    return static_cast<int64_t>(f);
  }
  return t.intAt(0);
}

/// All elements of a rank-1 !tosa.shape or integer operand, exactly.
FailureOr<std::vector<int64_t>> exactInts(Operation *op, const Tensor &t,
                                          StringRef what) {
  std::vector<int64_t> out;
  out.reserve(t.numElements());
  for (int64_t i = 0; i < t.numElements(); ++i) {
    if (t.errAt(i) != 0.0 || t.elementType().isFloat())
      return unsupported(op) << "a " << what << " operand that is not exact";
    out.push_back(t.intAt(i));
  }
  return out;
}

int64_t signedMin(unsigned width) {
  return width >= 64 ? std::numeric_limits<int64_t>::min()
                     : -(int64_t(1) << (width - 1));
}
int64_t signedMax(unsigned width) {
  return width >= 64 ? std::numeric_limits<int64_t>::max()
                     : (int64_t(1) << (width - 1)) - 1;
}

using errors::floatPoison;
using errors::poison;
using errors::signedValue;
using errors::uncertainBool;

/// An exactly computed integer result; uncertain operands make it unknown.
Scalar exactInt(ElementType t, int64_t v, const Scalar *o, unsigned n) {
  return Scalar::ofInt(t.wrap(v),
                       errors::anyUncertain(o, n) ? kUnbounded : 0.0);
}

/// Width-bounded integer interval [v - e, v + e] mapped through a monotone
/// function; the result's bound covers the images of both ends.
template <typename Fn>
Scalar monotoneInt(ElementType t, const Scalar &x, Fn fn) {
  int64_t v = fn(x.i);
  if (x.err == 0.0)
    return Scalar::ofInt(t.wrap(v));
  if (!std::isfinite(x.err) || x.err > 0x1p52)
    return Scalar::ofInt(t.wrap(v), kUnbounded);
  int64_t e = static_cast<int64_t>(std::ceil(x.err));
  int64_t lo = fn(x.i - e), hi = fn(x.i + e);
  double err = std::fmax(std::fabs(double(v) - double(lo)),
                         std::fabs(double(hi) - double(v)));
  return Scalar::ofInt(t.wrap(v), err);
}

/// tosa.apply_scale as tosa-to-arith lowers it (and as the spec's
/// apply_scale_32 / apply_scale_16 define it):
///   (value * multiplier + round) >> shift, round = 1 << (shift - 1),
///   plus +-(1 << 30) for double rounding when shift > 31, truncated to i32.
/// A shift of 64 or more is poison in the lowered code.
std::optional<int64_t> applyScale(int64_t value, int64_t multiplier,
                                  int64_t shift, bool doubleRound) {
  if (shift < 0 || shift >= 64)
    return std::nullopt;
  uint64_t product =
      static_cast<uint64_t>(value) * static_cast<uint64_t>(multiplier);
  uint64_t round = shift == 0 ? 0 : (uint64_t(1) << (shift - 1));
  if (doubleRound && shift > 31)
    round += value >= 0 ? (uint64_t(1) << 30) : -(uint64_t(1) << 30);
  int64_t sum = static_cast<int64_t>(product + round);
  int64_t shifted = sum >> shift;
  return ElementType{ElementKind::I32}.wrap(shifted);
}

/// Data movement keeps the element type; a verified op never changes it, but
/// the reference must not read one kind of storage as the other.
LogicalResult checkSameType(Operation *op, const Tensor &a, const Tensor &b) {
  if (a.elementType() != b.elementType())
    return unsupported(op) << "'" << op->getName() << "' from "
                           << a.elementType().str() << " to "
                           << b.elementType().str();
  return success();
}

LogicalResult checkIntegerIndices(Operation *op, const Tensor &t) {
  if (t.elementType().isFloat())
    return unsupported(op) << "'" << op->getName() << "' with float indices";
  return success();
}

/// Copies one element (value and bound) between tensors of the same type.
inline void copyElement(const Tensor &src, int64_t s, Tensor &dst, int64_t d,
                        bool isFloat) {
  if (isFloat)
    dst.setFloat(d, src.floatAt(s), src.errAt(s));
  else
    dst.setInt(d, src.intAt(s), src.errAt(s));
}

/// Copies the box `shape` from `src` (starting at offset srcBase, stepping by
/// srcStrides per dimension) into `dst` (dstBase, dstStrides). Strides may be
/// negative (reverse) or permuted (transpose).
void stridedCopy(const Tensor &src, int64_t srcBase,
                 ArrayRef<int64_t> srcStrides, Tensor &dst, int64_t dstBase,
                 ArrayRef<int64_t> dstStrides, ArrayRef<int64_t> shape) {
  int64_t total = 1;
  for (int64_t d : shape)
    total *= d;
  if (total == 0)
    return;
  bool isFloat = src.elementType().isFloat();
  int64_t rank = shape.size();
  SmallVector<int64_t, 6> idx(rank, 0);
  int64_t s = srcBase, d = dstBase;
  for (int64_t n = 0; n < total; ++n) {
    copyElement(src, s, dst, d, isFloat);
    for (int64_t k = rank - 1; k >= 0; --k) {
      if (++idx[k] < shape[k]) {
        s += srcStrides[k];
        d += dstStrides[k];
        break;
      }
      s -= srcStrides[k] * (shape[k] - 1);
      d -= dstStrides[k] * (shape[k] - 1);
      idx[k] = 0;
    }
  }
}

//===----------------------------------------------------------------------===//
// Element-wise machinery
//===----------------------------------------------------------------------===//

/// Strides of `in` read through a TOSA broadcast into `outShape`: size-1
/// dimensions broadcast (stride 0); an operand of lower rank is aligned to the
/// trailing dimensions, as the lowering's rank expansion does.
bool broadcastStrides(const Tensor &in, ArrayRef<int64_t> outShape,
                      SmallVectorImpl<int64_t> &strides) {
  int64_t rank = outShape.size(), inRank = in.rank();
  if (inRank > rank)
    return false;
  strides.assign(rank, 0);
  std::vector<int64_t> inStrides = in.strides();
  for (int64_t d = 0; d < inRank; ++d) {
    int64_t od = d + rank - inRank;
    int64_t size = in.shape()[d];
    if (size == outShape[od])
      strides[od] = size == 1 ? 0 : inStrides[d];
    else if (size != 1)
      return false;
  }
  return true;
}

/// Evaluates out[i] = fn(in_0[i'], ..., in_{N-1}[i']) with broadcasting.
template <unsigned N, typename Fn>
LogicalResult mapElements(Operation *op, ArrayRef<const Tensor *> ins,
                          Tensor &out, Fn fn) {
  const std::vector<int64_t> &shape = out.shape();
  int64_t total = out.numElements();
  std::array<Scalar, N> in;
  bool same = true;
  for (unsigned k = 0; k < N; ++k)
    same &= ins[k]->shape() == shape;
  if (same) {
    for (int64_t i = 0; i < total; ++i) {
      for (unsigned k = 0; k < N; ++k)
        in[k] = ins[k]->get(i);
      out.set(i, fn(in.data()));
    }
    return success();
  }
  std::array<SmallVector<int64_t, 6>, N> strides;
  for (unsigned k = 0; k < N; ++k)
    if (!broadcastStrides(*ins[k], shape, strides[k]))
      return emitError(op->getLoc())
             << "operand " << k << " of '" << op->getName() << "' ("
             << ins[k]->shapeString() << ") does not broadcast to its result ("
             << out.shapeString() << ")";
  int64_t rank = shape.size();
  SmallVector<int64_t, 6> idx(rank, 0);
  std::array<int64_t, N> off{};
  for (int64_t i = 0; i < total; ++i) {
    for (unsigned k = 0; k < N; ++k)
      in[k] = ins[k]->get(off[k]);
    out.set(i, fn(in.data()));
    for (int64_t d = rank - 1; d >= 0; --d) {
      if (++idx[d] < shape[d]) {
        for (unsigned k = 0; k < N; ++k)
          off[k] += strides[k][d];
        break;
      }
      for (unsigned k = 0; k < N; ++k)
        off[k] -= strides[k][d] * (shape[d] - 1);
      idx[d] = 0;
    }
  }
  return success();
}

/// What an element kernel may need besides its operands.
struct Ctx {
  ElementType out;   // result element type
  ElementType in;    // element type of the data operand
  bool flag = false; // nan_mode = IGNORE, or arithmetic_right_shift round
  double ulps = 0.5; // library accuracy of the math function lowered to
  double magnitudeFloor = 0.0; // see libraryFunctionMagnitudeFloor
};

using Kernel = Scalar (*)(const Ctx &, const Scalar *);

/// The math-dialect function a TOSA op lowers to, for its ULP allowance.
const char *mathFunctionOf(StringRef tosaName) {
  static const llvm::StringMap<const char *> table = {
      {"tosa.exp", "math.exp"},     {"tosa.log", "math.log"},
      {"tosa.tanh", "math.tanh"},   {"tosa.erf", "math.erf"},
      {"tosa.rsqrt", "math.rsqrt"}, {"tosa.sin", "math.sin"},
      {"tosa.cos", "math.cos"},     {"tosa.pow", "math.powf"},
      {"tosa.sigmoid", "math.exp"},
  };
  auto it = table.find(tosaName);
  return it == table.end() ? nullptr : it->second;
}

/// Element-wise op over the first N operands. The element type of the data
/// operand (operand 0, or 1 for select) chooses between the float and the
/// integer kernel; a null kernel means the op is undefined for that class.
template <unsigned N, Kernel FloatK, Kernel IntK>
LogicalResult evalElementwise(Operation *op, ArrayRef<const Tensor *> operands,
                              SmallVectorImpl<Tensor> &results, Interpreter &) {
  if (failed(checkOperands(op, operands, N)))
    return failure();
  FailureOr<Tensor> out = resultTensor(op);
  if (failed(out))
    return failure();
  for (unsigned k = 0; k < N; ++k)
    if (failed(elementTypeOf(op, op->getOperand(k).getType())))
      return failure();
  Ctx c;
  c.out = out->elementType();
  c.in = operands[N == 3 ? 1 : 0]->elementType();
  if (auto round = op->getAttrOfType<BoolAttr>("round"))
    c.flag = round.getValue();
  if (auto nan = op->getAttrOfType<tosa::NanPropagationModeAttr>("nan_mode"))
    c.flag = nan.getValue() == tosa::NanPropagationMode::IGNORE;
  if (const char *fn = mathFunctionOf(op->getName().getStringRef())) {
    c.ulps = libraryFunctionUlps(fn, c.out);
    c.magnitudeFloor = libraryFunctionMagnitudeFloor(fn);
  }
  LogicalResult r = failure();
  if (c.in.isFloat()) {
    if constexpr (FloatK != nullptr)
      r = mapElements<N>(op, operands, *out,
                         [&c](const Scalar *o) { return FloatK(c, o); });
    else
      return unsupported(op)
             << "'" << op->getName() << "' on " << c.in.str() << " elements";
  } else {
    if constexpr (IntK != nullptr)
      r = mapElements<N>(op, operands, *out,
                         [&c](const Scalar *o) { return IntK(c, o); });
    else
      return unsupported(op)
             << "'" << op->getName() << "' on " << c.in.str() << " elements";
  }
  if (failed(r))
    return failure();
  results.push_back(std::move(*out));
  return success();
}

//===----------------------------------------------------------------------===//
// Float kernels
//===----------------------------------------------------------------------===//

Scalar addF(ElementType t, const Scalar &a, const Scalar &b, bool sub) {
  Scalar negated = b;
  if (sub)
    negated.f = -b.f;
  return errors::sumOfTwo(t, a, negated);
}

Scalar mulF(ElementType t, const Scalar &a, const Scalar &b) {
  return errors::productOf(t, a, b);
}

Scalar divF(ElementType t, const Scalar &a, const Scalar &b) {
  return errors::quotientOf(t, a, b);
}

Scalar fAdd(const Ctx &c, const Scalar *o) {
  return addF(c.out, o[0], o[1], false);
}
Scalar fSub(const Ctx &c, const Scalar *o) {
  return addF(c.out, o[0], o[1], true);
}

/// tosa.reciprocal lowers to arith.divf(1, x): correctly rounded.
Scalar fReciprocal(const Ctx &c, const Scalar *o) {
  return divF(c.out, Scalar::ofFloat(1.0), o[0]);
}

/// arith.maximumf / arith.minimumf (NaN-propagating, -0 < +0, unless the
/// compiler under test leaves that sign open: minMaxZeroSignOpen); with
/// nan_mode = IGNORE the lowering selects the non-NaN operand.
Scalar maxMinF(const Ctx &c, const Scalar *o, bool isMax) {
  const Scalar &a = o[0], &b = o[1];
  bool nanA = std::isnan(a.f), nanB = std::isnan(b.f);
  if (nanA || nanB) {
    if (c.flag && !(nanA && nanB))
      return nanA ? b : a;
    double err =
        std::isfinite(a.err) && std::isfinite(b.err) ? 0.0 : errors::kMayBeNaN;
    return Scalar::ofFloat(std::nan(""), err);
  }
  double v;
  if (a.f == 0.0 && b.f == 0.0) {
    v = isMax ? (std::signbit(a.f) ? b.f : a.f)
              : (std::signbit(a.f) ? a.f : b.f);
    if (std::signbit(a.f) != std::signbit(b.f) && minMaxZeroSignOpen())
      return Scalar::ofFloat(v, errors::kZeroSignUnspecified);
  } else
    v = isMax ? std::fmax(a.f, b.f) : std::fmin(a.f, b.f);
  if (a.err == 0.0 && b.err == 0.0)
    return Scalar::ofFloat(v);
  // An operand that may be NaN makes the result so (maximumf / minimumf
  // propagate it); an unbounded one leaves it unbounded. Its interval
  // cannot be taken either: -inf + inf is NaN, and fmax / fmin drop it.
  if (std::isnan(a.err) || std::isnan(b.err))
    return Scalar::ofFloat(v, errors::kMayBeNaN);
  if (!std::isfinite(a.err) || !std::isfinite(b.err))
    return Scalar::ofFloat(v, kUnbounded);
  // Interval image of a 1-Lipschitz monotone function of both operands.
  double lo = isMax ? std::fmax(a.f - a.err, b.f - b.err)
                    : std::fmin(a.f - a.err, b.f - b.err);
  double hi = isMax ? std::fmax(a.f + a.err, b.f + b.err)
                    : std::fmin(a.f + a.err, b.f + b.err);
  double err = std::fmax(v - lo, hi - v);
  if (std::isnan(err))
    err = kUnbounded;
  return Scalar::ofFloat(v, err);
}
Scalar fMaximum(const Ctx &c, const Scalar *o) { return maxMinF(c, o, true); }
Scalar fMinimum(const Ctx &c, const Scalar *o) { return maxMinF(c, o, false); }

/// Ordered float comparisons (arith.cmpf oeq/ogt/oge): NaN compares false. A
/// comparison of values whose bounds overlap may legally go either way.
template <int Pred> // 0: equal, 1: greater, 2: greater_equal
Scalar fCompare(const Ctx &, const Scalar *o) {
  const Scalar &a = o[0], &b = o[1];
  // A decision point of the statistical tier: in a noise lane an
  // undecided outcome taints the result.
  bool undecided = mc::compareUndecided(a.f - b.f);
  bool certain = std::isfinite(a.err) && std::isfinite(b.err);
  if (std::isnan(a.f) || std::isnan(b.f))
    return certain && !undecided ? Scalar::ofInt(0) : uncertainBool(false);
  bool r = Pred == 0 ? a.f == b.f : Pred == 1 ? a.f > b.f : a.f >= b.f;
  if (undecided && mc::noiseLane())
    return Scalar::ofInt(r, kUnbounded);
  double spread = a.err + b.err;
  if (spread > 0.0 && !(std::fabs(a.f - b.f) > spread))
    return uncertainBool(r);
  return Scalar::ofInt(r);
}

Scalar fAbs(const Ctx &, const Scalar *o) {
  return Scalar::ofFloat(std::fabs(o[0].f), o[0].err);
}
Scalar fNegate(const Ctx &, const Scalar *o) {
  return Scalar::ofFloat(-o[0].f, o[0].err);
}

template <bool IsCeil> Scalar fRound(const Ctx &, const Scalar *o) {
  auto fn = [](double x) { return IsCeil ? std::ceil(x) : std::floor(x); };
  return errors::integralRounding(fn, o[0].f, o[0].err,
                                  /*stepsAtHalves=*/false);
}

/// A math-library function of one argument with the op's ULP allowance.
/// Monotone functions propagate a bound through both interval ends; sin and
/// cos are 1-Lipschitz and bounded by 1.
template <double (*Fn)(double), bool Monotone>
Scalar fLibrary(const Ctx &c, const Scalar *o) {
  return errors::libraryResult(c.out, Fn, o[0].f, o[0].err, Monotone,
                               Monotone ? 0.0 : 1.0, c.ulps, c.magnitudeFloor);
}

double expFn(double x) { return std::exp(x); }
double logFn(double x) { return std::log(x); }
double tanhFn(double x) { return std::tanh(x); }
double erfFn(double x) { return std::erf(x); }
double rsqrtFn(double x) { return 1.0 / std::sqrt(x); }
double sinFn(double x) { return std::sin(x); }
double cosFn(double x) { return std::cos(x); }
double sigmoidFn(double x) { return 1.0 / (1.0 + std::exp(-x)); }

/// tosa.sigmoid lowers to 1 / (1 + exp(-x)): exp's allowance plus half an
/// ULP for each of the add and the divide. A relative error of exp carries
/// over to the result undiminished at worst:
///   v = 1/(1+E), dE/E <= k ulps  =>  dv/v <= dE/(1+E) <= k ulps.
Scalar fSigmoid(const Ctx &c, const Scalar *o) {
  double x = o[0].f, e = o[0].err;
  double v = sigmoidFn(x);
  double prop = errors::monotoneSpread(sigmoidFn, x, e, v);
  Scalar r = roundedResult(c.out, v, prop, false, c.ulps + 1.0, 1.0);
  // Lowering: exp(-x) overflows the type for x < -log(max), and 1/(1+inf)
  // flushes to 0 where the exact sigmoid is still a (sub)normal number.
  if (std::isfinite(r.err) && -(x - e) > std::log(c.out.maxFinite()))
    r.err = std::fmax(r.err, std::fabs(v) + prop);
  return r;
}

/// tosa.pow lowers to math.powf.
Scalar fPow(const Ctx &c, const Scalar *o) {
  double x = o[0].f, y = o[1].f;
  double v = std::pow(x, y);
  double prop = 0.0;
  if (o[0].err != 0.0 || o[1].err != 0.0) {
    if (x - o[0].err <= 0.0 && o[1].err != 0.0) {
      prop = errors::kMayBeNaN; // negative bases need integral exponents
    } else {
      double xs[2] = {x - o[0].err, x + o[0].err};
      double ys[2] = {y - o[1].err, y + o[1].err};
      for (double a : xs)
        for (double b : ys) {
          double p = std::pow(a, b);
          prop = std::isnan(p) || std::isnan(prop)
                     ? errors::kMayBeNaN
                     : std::fmax(prop, std::fabs(p - v));
        }
    }
  }
  bool exact = y == 0.0 || x == 1.0 || (y == 1.0 && o[1].err == 0.0) ||
               (std::isinf(v) && o[0].err == 0.0 && o[1].err == 0.0);
  return roundedResult(c.out, v, prop, exact, exact ? 0.5 : c.ulps);
}

//===----------------------------------------------------------------------===//
// Integer kernels (exact, wrapping at the result width)
//===----------------------------------------------------------------------===//

/// add/sub: the bound of the operands adds up, unless the interval may wrap.
Scalar additiveInt(ElementType t, const Scalar &a, const Scalar &b, bool sub) {
  uint64_t ua = static_cast<uint64_t>(a.i), ub = static_cast<uint64_t>(b.i);
  int64_t v = t.wrap(static_cast<int64_t>(sub ? ua - ub : ua + ub));
  double err = a.err + b.err;
  if (err != 0.0) {
    double exact = sub ? double(a.i) - double(b.i) : double(a.i) + double(b.i);
    unsigned w = t.bitWidth();
    if (exact - err < double(signedMin(w)) ||
        exact + err > double(signedMax(w)))
      err = kUnbounded;
  }
  return Scalar::ofInt(v, err);
}
Scalar iAdd(const Ctx &c, const Scalar *o) {
  return additiveInt(c.out, o[0], o[1], false);
}
Scalar iSub(const Ctx &c, const Scalar *o) {
  return additiveInt(c.out, o[0], o[1], true);
}

/// tosa.intdiv lowers to arith.divsi: truncating, poison on x/0 and MIN/-1.
Scalar iIntDiv(const Ctx &c, const Scalar *o) {
  int64_t x = o[0].i, y = o[1].i;
  if (y == 0 || (x == signedMin(c.out.bitWidth()) && y == -1))
    return poison();
  return exactInt(c.out, x / y, o, 2);
}

template <bool IsMax> Scalar iMaxMin(const Ctx &c, const Scalar *o) {
  int64_t a = signedValue(c.in, o[0].i), b = signedValue(c.in, o[1].i);
  int64_t v = IsMax ? std::max(a, b) : std::min(a, b);
  if (!errors::anyUncertain(o, 2))
    return Scalar::ofInt(c.out.wrap(signedValue(c.in, v)));
  double lo = IsMax ? std::fmax(a - o[0].err, b - o[1].err)
                    : std::fmin(a - o[0].err, b - o[1].err);
  double hi = IsMax ? std::fmax(a + o[0].err, b + o[1].err)
                    : std::fmin(a + o[0].err, b + o[1].err);
  return Scalar::ofInt(c.out.wrap(signedValue(c.in, v)),
                       std::fmax(double(v) - lo, hi - double(v)));
}

template <int Op> // 0 and, 1 or, 2 xor
Scalar iBitwise(const Ctx &c, const Scalar *o) {
  int64_t a = o[0].i, b = o[1].i;
  int64_t v = Op == 0 ? (a & b) : Op == 1 ? (a | b) : (a ^ b);
  if (c.out.kind == ElementKind::I1) {
    // Logical ops on uncertain booleans: either value may come out, unless
    // a certain operand decides (false and x, true or x).
    if (!errors::anyUncertain(o, 2))
      return Scalar::ofInt(v & 1);
    bool decided =
        (Op == 0 && ((o[0].err == 0 && a == 0) || (o[1].err == 0 && b == 0))) ||
        (Op == 1 && ((o[0].err == 0 && a == 1) || (o[1].err == 0 && b == 1)));
    return decided ? Scalar::ofInt(v & 1) : uncertainBool(v & 1);
  }
  return exactInt(c.out, v, o, 2);
}

Scalar iBitwiseNot(const Ctx &c, const Scalar *o) {
  if (c.out.kind == ElementKind::I1)
    return o[0].err != 0.0 ? uncertainBool(!(o[0].i & 1))
                           : Scalar::ofInt(!(o[0].i & 1));
  return exactInt(c.out, ~o[0].i, o, 1);
}

/// logical_left_shift / logical_right_shift lower to arith.shli / shrui:
/// poison for a shift amount outside [0, width).
template <bool Left> Scalar iLogicalShift(const Ctx &c, const Scalar *o) {
  unsigned w = c.out.bitWidth();
  uint64_t amount = c.in.asUnsigned(o[1].i);
  if (amount >= w)
    return poison();
  uint64_t a = c.in.asUnsigned(o[0].i);
  uint64_t v = Left ? a << amount : a >> amount;
  return exactInt(c.out, static_cast<int64_t>(v), o, 2);
}

/// arithmetic_right_shift lowers to arith.shrsi, plus, with round = true,
/// the last bit shifted out: (a >> b) + (b > 0 && ((a >> (b - 1)) & 1)).
Scalar iArithmeticRightShift(const Ctx &c, const Scalar *o) {
  unsigned w = c.out.bitWidth();
  uint64_t amount = c.in.asUnsigned(o[1].i);
  if (amount >= w)
    return poison();
  int64_t a = o[0].i;
  int64_t v = a >> amount;
  if (c.flag && amount > 0)
    v += (a >> (amount - 1)) & 1;
  return exactInt(c.out, v, o, 2);
}

/// abs lowers to maxsi(x, 0 - x): the minimum value stays itself.
Scalar iAbs(const Ctx &c, const Scalar *o) {
  int64_t x = o[0].i;
  int64_t v =
      x < 0 ? c.out.wrap(static_cast<int64_t>(-static_cast<uint64_t>(x))) : x;
  double err = o[0].err;
  if (err != 0.0 && double(x) - err <= double(signedMin(c.out.bitWidth())))
    err = kUnbounded;
  return Scalar::ofInt(v, err);
}

Scalar iClz(const Ctx &c, const Scalar *o) {
  unsigned w = c.out.bitWidth();
  uint64_t u = c.in.asUnsigned(o[0].i);
  int64_t v = u == 0 ? w : __builtin_clzll(u) - (64 - w);
  return exactInt(c.out, v, o, 1);
}

template <int Pred> // 0: equal, 1: greater, 2: greater_equal (signed)
Scalar iCompare(const Ctx &c, const Scalar *o) {
  int64_t a = signedValue(c.in, o[0].i), b = signedValue(c.in, o[1].i);
  bool r = Pred == 0 ? a == b : Pred == 1 ? a > b : a >= b;
  double spread = o[0].err + o[1].err;
  if (spread > 0.0 && !(std::fabs(double(a) - double(b)) > spread))
    return uncertainBool(r);
  return Scalar::ofInt(r);
}

Scalar selectK(const Ctx &c, const Scalar *o) {
  return errors::select(o[0], o[1], o[2], c.out.isFloat());
}

} // namespace

//===----------------------------------------------------------------------===//
// Element-wise ops with operands or attributes of their own
//===----------------------------------------------------------------------===//

namespace {

/// Allocates the result, maps `fn` over the first N operands, appends it.
template <unsigned N, typename Fn>
LogicalResult mapInto(Operation *op, ArrayRef<const Tensor *> operands,
                      SmallVectorImpl<Tensor> &results, Fn fn) {
  if (failed(checkOperands(op, operands, N)))
    return failure();
  FailureOr<Tensor> out = resultTensor(op);
  if (failed(out) || failed(mapElements<N>(op, operands, *out, fn)))
    return failure();
  results.push_back(std::move(*out));
  return success();
}

/// tosa.mul: the third operand is the i8 shift.
LogicalResult evalMul(Operation *op, ArrayRef<const Tensor *> operands,
                      SmallVectorImpl<Tensor> &results, Interpreter &) {
  if (failed(checkOperands(op, operands, 2)))
    return failure();
  FailureOr<ElementType> outType =
      elementTypeOf(op, op->getResult(0).getType());
  if (failed(outType))
    return failure();
  ElementType t = *outType;
  ElementType in = operands[0]->elementType();
  int64_t shift = 0;
  if (operands.size() >= 3) {
    FailureOr<int64_t> s = exactScalarInt(op, *operands[2], "shift");
    if (failed(s))
      return failure();
    shift = *s;
  }
  if (in.isFloat()) {
    if (shift != 0)
      return unsupported(op) << "a float 'tosa.mul' with a non-zero shift";
    return mapInto<2>(op, operands, results,
                      [t](const Scalar *o) { return mulF(t, o[0], o[1]); });
  }
  if (shift > 0) {
    // Lowering: the operands are extended to i32 and combined by
    // tosa.apply_scale(SINGLE_ROUND); the result is truncated to its type.
    if (in.bitWidth() > 32)
      return unsupported(op) << "a shifted 'tosa.mul' on " << in.str();
    return mapInto<2>(op, operands, results, [t, shift](const Scalar *o) {
      std::optional<int64_t> v = applyScale(o[0].i, o[1].i, shift, false);
      return v ? exactInt(t, *v, o, 2) : poison();
    });
  }
  // Lowering: operands narrower than the result are sign-extended; the
  // product wraps at the result width.
  return mapInto<2>(op, operands, results, [t](const Scalar *o) {
    uint64_t p = static_cast<uint64_t>(o[0].i) * static_cast<uint64_t>(o[1].i);
    return exactInt(t, static_cast<int64_t>(p), o, 2);
  });
}

/// tosa.negate with its input / output zero points.
LogicalResult evalNegate(Operation *op, ArrayRef<const Tensor *> operands,
                         SmallVectorImpl<Tensor> &results, Interpreter &) {
  if (failed(checkOperands(op, operands, 1)))
    return failure();
  ElementType in = operands[0]->elementType();
  if (in.isFloat())
    return mapInto<1>(op, operands, results,
                      [](const Scalar *o) { return fNegate(Ctx{}, o); });
  int64_t inZp = 0, outZp = 0;
  if (operands.size() >= 3) {
    FailureOr<int64_t> a = exactScalarInt(op, *operands[1], "input1_zp");
    FailureOr<int64_t> b = exactScalarInt(op, *operands[2], "output_zp");
    if (failed(a) || failed(b))
      return failure();
    inZp = *a;
    outZp = *b;
  }
  unsigned w = in.bitWidth();
  if (w > 32) {
    // Lowering: (inZp + outZp) - x in i64, where the clamp to the i64 range
    // is a no-op: it wraps.
    uint64_t zpAdd = static_cast<uint64_t>(inZp) + static_cast<uint64_t>(outZp);
    return mapInto<1>(op, operands, results, [in, zpAdd](const Scalar *o) {
      int64_t v = static_cast<int64_t>(zpAdd - static_cast<uint64_t>(o[0].i));
      return Scalar::ofInt(in.wrap(v), o[0].err != 0.0 ? kUnbounded : 0.0);
    });
  }
  // (inZp + outZp) - x in a wider type, clamped to the input range (also
  // with zero points 0: negate(-128:i8) = 127, as the spec says).
  int64_t zpAdd = inZp + outZp, lo = signedMin(w), hi = signedMax(w);
  return mapInto<1>(op, operands, results, [=](const Scalar *o) {
    return monotoneInt(in, o[0], [=](int64_t x) {
      return std::min(hi, std::max(lo, zpAdd - x));
    });
  });
}

/// tosa.clamp: min_val / max_val attributes, nan_mode.
LogicalResult evalClamp(Operation *op, ArrayRef<const Tensor *> operands,
                        SmallVectorImpl<Tensor> &results, Interpreter &) {
  if (failed(checkOperands(op, operands, 1)))
    return failure();
  FailureOr<ElementType> outType =
      elementTypeOf(op, op->getResult(0).getType());
  if (failed(outType))
    return failure();
  ElementType t = *outType;
  Attribute minAttr = op->getAttr("min_val"), maxAttr = op->getAttr("max_val");
  bool ignoreNaN = false;
  if (auto nan = op->getAttrOfType<tosa::NanPropagationModeAttr>("nan_mode"))
    ignoreNaN = nan.getValue() == tosa::NanPropagationMode::IGNORE;
  if (t.isFloat()) {
    auto minF = dyn_cast_or_null<FloatAttr>(minAttr);
    auto maxF = dyn_cast_or_null<FloatAttr>(maxAttr);
    if (!minF || !maxF)
      return unsupported(op) << "'tosa.clamp' bounds that are not floats";
    // Lowering: the bounds are converted to the element type (to nearest
    // even), then maximumf(minimumf(x, max), min); with nan_mode = IGNORE a
    // NaN input yields min.
    double lo = t.roundToType(minF.getValueAsDouble());
    double hi = t.roundToType(maxF.getValueAsDouble());
    auto clampF = [lo, hi](double x) {
      double m = (x == 0.0 && hi == 0.0) ? (std::signbit(x) ? x : hi)
                                         : std::fmin(x, hi);
      if (std::isnan(x) || std::isnan(hi))
        m = std::nan("");
      if (m == 0.0 && lo == 0.0)
        return std::signbit(m) ? lo : m;
      if (std::isnan(m) || std::isnan(lo))
        return std::nan("");
      return std::fmax(m, lo);
    };
    return mapInto<1>(op, operands, results, [=](const Scalar *o) {
      double x = o[0].f, e = o[0].err;
      if (std::isnan(x)) {
        if (ignoreNaN)
          return Scalar::ofFloat(lo);
        return Scalar::ofFloat(x, std::isfinite(e) ? 0.0 : errors::kMayBeNaN);
      }
      double v = clampF(x);
      if (e == 0.0)
        return Scalar::ofFloat(v);
      if (!std::isfinite(e)) // may be NaN in the target only if `x` may
        return Scalar::ofFloat(v, errors::unboundedLike(e));
      double err = std::fmax(v - clampF(x - e), clampF(x + e) - v);
      return Scalar::ofFloat(v, std::isnan(err) ? kUnbounded : err);
    });
  }
  auto minI = dyn_cast_or_null<IntegerAttr>(minAttr);
  auto maxI = dyn_cast_or_null<IntegerAttr>(maxAttr);
  if (!minI || !maxI)
    return unsupported(op) << "'tosa.clamp' bounds that are not integers";
  // Lowering: the bounds are clamped to the type's signed range, then
  // minsi(max, maxsi(min, x)).
  unsigned w = t.bitWidth();
  int64_t lo = std::clamp<int64_t>(minI.getValue().getSExtValue(), signedMin(w),
                                   signedMax(w));
  int64_t hi = std::clamp<int64_t>(maxI.getValue().getSExtValue(), signedMin(w),
                                   signedMax(w));
  return mapInto<1>(op, operands, results, [=](const Scalar *o) {
    return monotoneInt(
        t, o[0], [=](int64_t x) { return std::min(hi, std::max(lo, x)); });
  });
}

/// Exponent of the largest finite value of a float type.
int maxExponent(ElementType t) {
  switch (t.kind) {
  case ElementKind::F16:
    return 15;
  case ElementKind::F64:
    return 1023;
  default:
    return 127;
  }
}

enum class FpToIntNaN { IntMin, Poison, IntMax };

/// Float -> integer as the lowering emits it: math.roundeven, then
/// saturation; NaN depends on the code path (see the file comment).
std::optional<int64_t> fpToInt(double x, unsigned width, FpToIntNaN nan) {
  if (std::isnan(x)) {
    if (nan == FpToIntNaN::Poison)
      return std::nullopt;
    return nan == FpToIntNaN::IntMin ? signedMin(width) : signedMax(width);
  }
  double r = std::nearbyint(x); // ties to even in the default rounding mode
  if (r >= std::ldexp(1.0, width - 1))
    return signedMax(width);
  if (r <= -std::ldexp(1.0, width - 1))
    return signedMin(width);
  return static_cast<int64_t>(r);
}

/// tosa.cast between any two of the modelled types.
LogicalResult evalCast(Operation *op, ArrayRef<const Tensor *> operands,
                       SmallVectorImpl<Tensor> &results, Interpreter &) {
  if (failed(checkOperands(op, operands, 1)))
    return failure();
  FailureOr<ElementType> toType = elementTypeOf(op, op->getResult(0).getType());
  FailureOr<ElementType> fromType =
      elementTypeOf(op, op->getOperand(0).getType());
  if (failed(toType) || failed(fromType))
    return failure();
  ElementType from = *fromType, to = *toType;
  bool toBool = to.kind == ElementKind::I1;
  bool fromBool = from.kind == ElementKind::I1;
  if (from == to)
    return mapInto<1>(op, operands, results,
                      [](const Scalar *o) { return o[0]; });
  if (from.isFloat() && to.isFloat()) {
    if (to.precision() >= from.precision() &&
        to.maxFinite() >= from.maxFinite()) // arith.extf: exact
      return mapInto<1>(op, operands, results,
                        [](const Scalar *o) { return o[0]; });
    // arith.truncf: one rounding.
    return mapInto<1>(op, operands, results, [to](const Scalar *o) {
      return errors::convertedResult(to, o[0].f, o[0].err, true);
    });
  }
  if (from.isInteger() && to.isFloat()) {
    // i1 -> arith.uitofp (true is 1.0); others -> arith.sitofp.
    return mapInto<1>(op, operands, results, [to](const Scalar *o) {
      double v = static_cast<double>(o[0].i);
      bool exact = std::fabs(v) < 0x1p53;
      return errors::convertedResult(to, v, o[0].err, exact);
    });
  }
  if (from.isFloat() && toBool) {
    // Lowering: arith.cmpf une, x, 0.0 (NaN is true).
    return mapInto<1>(op, operands, results, [](const Scalar *o) {
      double x = o[0].f, e = o[0].err;
      bool v = x != 0.0;
      if (mc::compareUndecided(x) && mc::noiseLane())
        return Scalar::ofInt(v, kUnbounded);
      if (e == 0.0)
        return Scalar::ofInt(v);
      if (!std::isfinite(e) || std::fabs(x) <= e)
        return uncertainBool(v);
      return Scalar::ofInt(v);
    });
  }
  if (from.isFloat()) {
    unsigned w = to.bitWidth();
    FpToIntNaN nan;
    if (static_cast<int>(w) - 1 > maxExponent(from))
      nan = FpToIntNaN::IntMin; // cmpf ueq +-inf selects, +inf first
    else if (static_cast<int>(from.precision()) >= static_cast<int>(w) - 1)
      nan = FpToIntNaN::Poison; // minimumf/maximumf clamp, then fptosi
    else
      nan = FpToIntNaN::IntMax; // cmpf uge 2^(w-1) selects INT_MAX
    return mapInto<1>(op, operands, results, [=](const Scalar *o) {
      double x = o[0].f, e = o[0].err;
      // Rounds to nearest even: a step at every half, a decision point.
      bool undecided = mc::stepUndecided(x, /*atHalves=*/true);
      std::optional<int64_t> v = fpToInt(x, w, nan);
      if (!v)
        return poison();
      if (undecided && mc::noiseLane())
        return Scalar::ofInt(to.wrap(*v), kUnbounded);
      if (e == 0.0)
        return Scalar::ofInt(to.wrap(*v));
      std::optional<int64_t> lo = fpToInt(x - e, w, nan);
      std::optional<int64_t> hi = fpToInt(x + e, w, nan);
      if (!std::isfinite(e) || !lo || !hi)
        return Scalar::ofInt(to.wrap(*v), kUnbounded);
      return Scalar::ofInt(to.wrap(*v), std::fmax(double(*v) - double(*lo),
                                                  double(*hi) - double(*v)));
    });
  }
  // Integer -> integer.
  if (toBool) // arith.cmpi ne, x, 0
    return mapInto<1>(op, operands, results, [](const Scalar *o) {
      bool v = o[0].i != 0;
      if (o[0].err != 0.0 && std::fabs(double(o[0].i)) <= o[0].err)
        return uncertainBool(v);
      return Scalar::ofInt(v);
    });
  if (fromBool) // arith.extui: 0 / 1
    return mapInto<1>(op, operands, results, [](const Scalar *o) {
      return Scalar::ofInt(o[0].i & 1, o[0].err);
    });
  bool widening = to.bitWidth() >= from.bitWidth();
  unsigned w = to.bitWidth();
  // arith.extsi / arith.trunci (wraps).
  return mapInto<1>(op, operands, results, [=](const Scalar *o) {
    int64_t x = o[0].i;
    double err = o[0].err;
    if (err != 0.0 && !widening &&
        (double(x) - err < double(signedMin(w)) ||
         double(x) + err > double(signedMax(w))))
      err = kUnbounded;
    return Scalar::ofInt(to.wrap(x), err);
  });
}

/// tosa.table: i8 -> table[x + 128]; i16 -> interpolation between
/// table[(x + 32768) >> 7] and the next entry by the low 7 bits (i32 result).
LogicalResult evalTable(Operation *op, ArrayRef<const Tensor *> operands,
                        SmallVectorImpl<Tensor> &results, Interpreter &) {
  if (failed(checkOperands(op, operands, 2)))
    return failure();
  const Tensor &table = *operands[1];
  FailureOr<ElementType> outType =
      elementTypeOf(op, op->getResult(0).getType());
  if (failed(outType))
    return failure();
  ElementType in = operands[0]->elementType(), t = *outType;
  if (in.kind == ElementKind::I8 &&
      table.elementType().kind == ElementKind::I8 &&
      t.kind == ElementKind::I8) {
    if (table.numElements() < 256)
      return emitError(op->getLoc()) << "an i8 'tosa.table' needs 256 entries";
    return mapInto<1>(op, operands, results, [&table](const Scalar *o) {
      if (o[0].err != 0.0)
        return poison();
      int64_t idx = o[0].i + 128;
      return Scalar::ofInt(table.intAt(idx), table.errAt(idx));
    });
  }
  if (in.kind == ElementKind::I16 &&
      table.elementType().kind == ElementKind::I16 &&
      t.kind == ElementKind::I32) {
    if (table.numElements() < 513)
      return emitError(op->getLoc()) << "an i16 'tosa.table' needs 513 entries";
    if (table.maxError() != 0.0)
      return unsupported(op) << "an inexact i16 table";
    return mapInto<1>(op, operands, results, [&table, t](const Scalar *o) {
      if (o[0].err != 0.0)
        return poison();
      int64_t v = o[0].i + 32768;
      int64_t idx = v >> 7, frac = v & 127;
      int64_t base = table.intAt(idx), next = table.intAt(idx + 1);
      return Scalar::ofInt(t.wrap((base << 7) + (next - base) * frac));
    });
  }
  return unsupported(op) << "'tosa.table' from " << in.str() << " to "
                         << t.str() << " with a " << table.elementType().str()
                         << " table";
}

/// tosa.rescale, as the lowering computes it (the spec's RESCALE with
/// apply_scale_32 / apply_scale_16):
///   v = extend(x, input_unsigned) - extend(input_zp, input_unsigned)   (i32)
///   v = apply_scale(v, multiplier[c], shift[c], double_round)           (i32)
///   v = v + extend(output_zp, output_unsigned)                          (i32)
///   out = clip(v, range of the output type, signed or unsigned)
/// with c the last-dimension index when per_channel.
LogicalResult evalRescale(Operation *op, ArrayRef<const Tensor *> operands,
                          SmallVectorImpl<Tensor> &results, Interpreter &) {
  auto rescale = dyn_cast<tosa::RescaleOp>(op);
  if (!rescale || failed(checkOperands(op, operands, 5)))
    return failure();
  FailureOr<Tensor> out = resultTensor(op);
  if (failed(out))
    return failure();
  const Tensor &input = *operands[0];
  ElementType in = input.elementType(), t = out->elementType();
  tosa::RoundingMode mode = rescale.getRoundingMode();
  bool scale32 = rescale.getScale32();
  if (mode == tosa::RoundingMode::INEXACT_ROUND)
    return unsupported(op) << "'tosa.rescale' with INEXACT_ROUND";
  if (mode == tosa::RoundingMode::DOUBLE_ROUND && !scale32)
    return unsupported(op) << "'tosa.rescale' with DOUBLE_ROUND and "
                              "scale32 = false";
  if (in.isFloat() || t.isFloat() || in.bitWidth() > 32 || t.bitWidth() > 32 ||
      in.kind == ElementKind::I1 || t.kind == ElementKind::I1)
    return unsupported(op) << "'tosa.rescale' from " << in.str() << " to "
                           << t.str();
  bool inUnsigned = rescale.getInputUnsigned();
  bool outUnsigned = rescale.getOutputUnsigned();
  if (outUnsigned && t.bitWidth() >= 32)
    return unsupported(op) << "'tosa.rescale' to unsigned i32";
  FailureOr<std::vector<int64_t>> mults =
      exactInts(op, *operands[1], "multiplier");
  FailureOr<std::vector<int64_t>> shifts = exactInts(op, *operands[2], "shift");
  FailureOr<int64_t> inZpRaw = exactScalarInt(op, *operands[3], "input_zp");
  FailureOr<int64_t> outZpRaw = exactScalarInt(op, *operands[4], "output_zp");
  if (failed(mults) || failed(shifts) || failed(inZpRaw) || failed(outZpRaw))
    return failure();
  int64_t channels =
      rescale.getPerChannel() && input.rank() > 0 ? input.shape().back() : 1;
  if (static_cast<int64_t>(mults->size()) < channels ||
      static_cast<int64_t>(shifts->size()) < channels || mults->empty() ||
      shifts->empty())
    return emitError(op->getLoc())
           << "'tosa.rescale' has fewer multipliers/shifts than channels";
  // Lowering: a shift above 63 becomes multiplier 0, shift 0.
  for (size_t c = 0; c < mults->size() && c < shifts->size(); ++c)
    if ((*shifts)[c] > 63) {
      (*shifts)[c] = 0;
      (*mults)[c] = 0;
    }
  bool doubleRound = mode == tosa::RoundingMode::DOUBLE_ROUND;
  ElementType i32{ElementKind::I32};
  ElementType inZpType = operands[3]->elementType();
  ElementType outZpType = operands[4]->elementType();
  int64_t inZp = inUnsigned
                     ? static_cast<int64_t>(inZpType.asUnsigned(*inZpRaw))
                     : *inZpRaw;
  int64_t outZp = outUnsigned
                      ? static_cast<int64_t>(outZpType.asUnsigned(*outZpRaw))
                      : *outZpRaw;
  unsigned w = t.bitWidth();
  int64_t lo = outUnsigned ? 0 : signedMin(w);
  int64_t hi = outUnsigned ? (int64_t(1) << w) - 1 : signedMax(w);
  for (int64_t i = 0, e = out->numElements(); i < e; ++i) {
    if (input.errAt(i) != 0.0) {
      out->set(i, poison());
      continue;
    }
    int64_t c = channels > 1 ? i % channels : 0;
    int64_t x = input.intAt(i);
    if (inUnsigned)
      x = static_cast<int64_t>(in.asUnsigned(x));
    int64_t v = i32.wrap(x - inZp);
    std::optional<int64_t> s =
        applyScale(v, (*mults)[c], (*shifts)[c], doubleRound);
    if (!s) {
      out->set(i, poison());
      continue;
    }
    v = i32.wrap(*s + outZp);
    out->setInt(i, std::min(hi, std::max(lo, v)));
  }
  results.push_back(std::move(*out));
  return success();
}

} // namespace

//===----------------------------------------------------------------------===//
// Reductions
//===----------------------------------------------------------------------===//

namespace {

/// An input viewed as [outer, K, inner] around the reduced axis.
struct AxisView {
  int64_t outer = 1, k = 1, inner = 1;
};

FailureOr<AxisView> axisView(Operation *op, const Tensor &in, int64_t axis) {
  if (axis < 0 || axis >= in.rank())
    return emitError(op->getLoc())
           << "axis " << axis << " is out of range for '" << op->getName()
           << "'";
  AxisView v;
  for (int64_t d = 0; d < axis; ++d)
    v.outer *= in.shape()[d];
  v.k = in.shape()[axis];
  for (int64_t d = axis + 1; d < in.rank(); ++d)
    v.inner *= in.shape()[d];
  return v;
}

int64_t axisAttr(Operation *op) {
  auto a = op->getAttrOfType<IntegerAttr>("axis");
  return a ? a.getInt() : 0;
}

/// Common driver: checks the result against the input with `axis` reduced.
FailureOr<Tensor> reductionResult(Operation *op,
                                  ArrayRef<const Tensor *> operands,
                                  AxisView &view) {
  if (failed(checkOperands(op, operands, 1)))
    return failure();
  FailureOr<AxisView> v = axisView(op, *operands[0], axisAttr(op));
  if (failed(v))
    return failure();
  view = *v;
  FailureOr<Tensor> out = resultTensor(op);
  if (failed(out))
    return failure();
  if (out->numElements() != view.outer * view.inner)
    return emitError(op->getLoc())
           << "result of '" << op->getName() << "' has the wrong size";
  if (failed(checkSameType(op, *operands[0], *out)))
    return failure();
  return out;
}

/// reduce_sum: float sums with the reassociation bound (the lowering is a
/// linalg.reduce of arith.addf from 0 in the element type), integer sums wrap.
LogicalResult evalReduceSum(Operation *op, ArrayRef<const Tensor *> operands,
                            SmallVectorImpl<Tensor> &results, Interpreter &) {
  AxisView v;
  FailureOr<Tensor> out = reductionResult(op, operands, v);
  if (failed(out))
    return failure();
  const Tensor &in = *operands[0];
  ElementType t = out->elementType();
  int64_t n = v.inner;
  if (t.isFloat()) {
    std::vector<double> sum(n), abs(n), err(n);
    mc::Lane *lane = mc::noiseLane();
    for (int64_t o = 0; o < v.outer; ++o) {
      std::fill(sum.begin(), sum.end(), 0.0);
      std::fill(abs.begin(), abs.end(), 0.0);
      std::fill(err.begin(), err.end(), 0.0);
      for (int64_t step = 0; step < v.k; ++step) {
        // A noise lane sums in its own order, each step rounded.
        int64_t k = lane ? (step + lane->rotation(v.k)) % v.k : step;
        int64_t base = (o * v.k + k) * n;
        for (int64_t i = 0; i < n; ++i) {
          double x = in.floatAt(base + i);
          sum[i] = errors::accumulate(lane, t, sum[i], x);
          abs[i] += errors::finiteAbs(x);
          err[i] += in.errAt(base + i);
        }
      }
      for (int64_t i = 0; i < n; ++i)
        out->set(o * n + i, errors::sumResult(t, sum[i], abs[i], err[i], v.k));
    }
  } else {
    std::vector<uint64_t> sum(n);
    std::vector<double> err(n);
    for (int64_t o = 0; o < v.outer; ++o) {
      std::fill(sum.begin(), sum.end(), 0);
      std::fill(err.begin(), err.end(), 0.0);
      for (int64_t k = 0; k < v.k; ++k) {
        int64_t base = (o * v.k + k) * n;
        for (int64_t i = 0; i < n; ++i) {
          sum[i] += static_cast<uint64_t>(in.intAt(base + i));
          err[i] += in.errAt(base + i);
        }
      }
      for (int64_t i = 0; i < n; ++i)
        out->setInt(o * n + i, static_cast<int64_t>(sum[i]),
                    err[i] != 0.0 ? kUnbounded : 0.0);
    }
  }
  results.push_back(std::move(*out));
  return success();
}

/// reduce_product. Floats: errors::productOfAll, valid in any order.
LogicalResult evalReduceProduct(Operation *op,
                                ArrayRef<const Tensor *> operands,
                                SmallVectorImpl<Tensor> &results,
                                Interpreter &) {
  AxisView v;
  FailureOr<Tensor> out = reductionResult(op, operands, v);
  if (failed(out))
    return failure();
  const Tensor &in = *operands[0];
  ElementType t = out->elementType();
  for (int64_t o = 0; o < v.outer; ++o) {
    for (int64_t i = 0; i < v.inner; ++i) {
      int64_t base = o * v.k * v.inner + i;
      if (!t.isFloat()) {
        uint64_t p = 1;
        bool uncertain = false;
        for (int64_t k = 0; k < v.k; ++k) {
          p *= static_cast<uint64_t>(in.intAt(base + k * v.inner));
          uncertain |= in.errAt(base + k * v.inner) != 0.0;
        }
        out->setInt(o * v.inner + i, static_cast<int64_t>(p),
                    uncertain ? kUnbounded : 0.0);
        continue;
      }
      out->set(o * v.inner + i, errors::productOfAll(t, v.k, [&](int64_t k) {
                 return in.get(base + k * v.inner);
               }));
    }
  }
  results.push_back(std::move(*out));
  return success();
}

/// reduce_max / reduce_min. Lowering: linalg.reduce of arith.maximumf /
/// minimumf from -/+ the largest finite value (so the all -inf maximum is
/// -max, the spec says -inf); nan_mode = IGNORE skips NaN inputs and yields
/// NaN only when all inputs are NaN. Integers use maxsi / minsi.
template <bool IsMax>
LogicalResult evalReduceMaxMin(Operation *op, ArrayRef<const Tensor *> operands,
                               SmallVectorImpl<Tensor> &results,
                               Interpreter &) {
  AxisView v;
  FailureOr<Tensor> out = reductionResult(op, operands, v);
  if (failed(out))
    return failure();
  const Tensor &in = *operands[0];
  ElementType t = out->elementType();
  bool ignoreNaN = false;
  if (auto nan = op->getAttrOfType<tosa::NanPropagationModeAttr>("nan_mode"))
    ignoreNaN = nan.getValue() == tosa::NanPropagationMode::IGNORE;
  for (int64_t o = 0; o < v.outer; ++o) {
    for (int64_t i = 0; i < v.inner; ++i) {
      int64_t base = o * v.k * v.inner + i;
      if (!t.isFloat()) {
        unsigned w = t.bitWidth();
        int64_t best = IsMax ? signedMin(w) : signedMax(w);
        double lo = double(best), hi = double(best);
        for (int64_t k = 0; k < v.k; ++k) {
          int64_t x = in.intAt(base + k * v.inner);
          double e = in.errAt(base + k * v.inner);
          best = IsMax ? std::max(best, x) : std::min(best, x);
          lo = IsMax ? std::fmax(lo, x - e) : std::fmin(lo, x - e);
          hi = IsMax ? std::fmax(hi, x + e) : std::fmin(hi, x + e);
        }
        out->setInt(o * v.inner + i, best,
                    std::fmax(double(best) - lo, hi - double(best)));
        continue;
      }
      double init = IsMax ? -t.maxFinite() : t.maxFinite();
      double best = init, lo = init, hi = init;
      bool sawNaN = false, allNaN = true, infiniteErr = false, anyErr = false,
           nanErr = false;
      for (int64_t k = 0; k < v.k; ++k) {
        double x = in.floatAt(base + k * v.inner);
        double e = in.errAt(base + k * v.inner);
        infiniteErr |= !std::isfinite(e);
        nanErr |= std::isnan(e);
        anyErr |= e != 0.0;
        if (std::isnan(x)) {
          sawNaN = true;
          continue;
        }
        allNaN = false;
        if (x == 0.0 && best == 0.0)
          best = IsMax ? (std::signbit(best) ? x : best)
                       : (std::signbit(best) ? best : x);
        else
          best = IsMax ? std::fmax(best, x) : std::fmin(best, x);
        lo = IsMax ? std::fmax(lo, x - e) : std::fmin(lo, x - e);
        hi = IsMax ? std::fmax(hi, x + e) : std::fmin(hi, x + e);
      }
      int64_t idx = o * v.inner + i;
      if ((sawNaN && !ignoreNaN) || (ignoreNaN && allNaN && v.k > 0)) {
        out->setFloat(idx, std::nan(""), infiniteErr ? errors::kMayBeNaN : 0.0);
        continue;
      }
      double err = !anyErr       ? 0.0
                   : nanErr      ? errors::kMayBeNaN
                   : infiniteErr ? kUnbounded
                                 : std::fmax(best - lo, hi - best);
      if (std::isnan(err))
        err = kUnbounded;
      out->setFloat(idx, best, err);
    }
  }
  results.push_back(std::move(*out));
  return success();
}

/// reduce_all / reduce_any on i1.
template <bool IsAll>
LogicalResult
evalReduceLogical(Operation *op, ArrayRef<const Tensor *> operands,
                  SmallVectorImpl<Tensor> &results, Interpreter &) {
  AxisView v;
  FailureOr<Tensor> out = reductionResult(op, operands, v);
  if (failed(out))
    return failure();
  const Tensor &in = *operands[0];
  for (int64_t o = 0; o < v.outer; ++o) {
    for (int64_t i = 0; i < v.inner; ++i) {
      int64_t base = o * v.k * v.inner + i;
      // The absorbing value (false for all, true for any) decides if any
      // certain element has it; uncertain elements make the rest uncertain.
      bool result = IsAll, decided = false, uncertain = false;
      for (int64_t k = 0; k < v.k; ++k) {
        bool x = in.intAt(base + k * v.inner) & 1;
        bool exact = in.errAt(base + k * v.inner) == 0.0;
        if (x != IsAll) {
          result = !IsAll;
          decided |= exact;
        }
        uncertain |= !exact;
      }
      out->setInt(o * v.inner + i, result, uncertain && !decided ? 1.0 : 0.0);
    }
  }
  results.push_back(std::move(*out));
  return success();
}

/// argmax. Lowering: a linalg.generic from (index 0, -largest / INT_MIN)
/// that takes a new element when `x ugt best && best is ordered` (PROPAGATE:
/// the first NaN wins and stays), or `x ogt best` (IGNORE: NaN never wins);
/// integers use sgt. Ties keep the first index.
LogicalResult evalArgMax(Operation *op, ArrayRef<const Tensor *> operands,
                         SmallVectorImpl<Tensor> &results, Interpreter &) {
  if (failed(checkOperands(op, operands, 1)))
    return failure();
  const Tensor &in = *operands[0];
  FailureOr<AxisView> view = axisView(op, in, axisAttr(op));
  FailureOr<Tensor> out = resultTensor(op);
  if (failed(view) || failed(out))
    return failure();
  AxisView v = *view;
  if (out->numElements() != v.outer * v.inner)
    return emitError(op->getLoc()) << "result of 'tosa.argmax' has the wrong "
                                      "size";
  if (out->elementType().isFloat())
    return unsupported(op) << "a float result of 'tosa.argmax'";
  ElementType it = in.elementType();
  bool ignoreNaN = false;
  if (auto nan = op->getAttrOfType<tosa::NanPropagationModeAttr>("nan_mode"))
    ignoreNaN = nan.getValue() == tosa::NanPropagationMode::IGNORE;
  for (int64_t o = 0; o < v.outer; ++o) {
    for (int64_t i = 0; i < v.inner; ++i) {
      int64_t base = o * v.k * v.inner + i;
      int64_t bestIdx = 0;
      double bestErr = 0.0;
      bool anyErr = false;
      if (it.isFloat()) {
        double best = -it.maxFinite();
        for (int64_t k = 0; k < v.k; ++k) {
          double x = in.floatAt(base + k * v.inner);
          anyErr |= in.errAt(base + k * v.inner) != 0.0;
          bool take =
              ignoreNaN ? x > best : (!(x <= best) && !std::isnan(best));
          if (take) {
            best = x;
            bestIdx = k;
            bestErr = in.errAt(base + k * v.inner);
          }
        }
        // A decision point of the statistical tier: the winner's lead over
        // the runner-up.
        double second = -errors::kUnbounded;
        for (int64_t k = 0; k < v.k; ++k)
          if (k != bestIdx)
            second = std::fmax(second, in.floatAt(base + k * v.inner));
        bool undecided = mc::argMaxUndecided(best - second, bestIdx);
        if (mc::noiseLane()) {
          bool taint = undecided || anyErr;
          out->setInt(o * v.inner + i, bestIdx, taint ? kUnbounded : 0.0);
          continue;
        }
        double err = 0.0;
        if (anyErr) {
          // Any element whose interval reaches the winner's may win instead.
          if (std::isnan(best) || !std::isfinite(bestErr)) {
            err = kUnbounded;
          } else {
            for (int64_t k = 0; k < v.k; ++k) {
              double x = in.floatAt(base + k * v.inner);
              double e = in.errAt(base + k * v.inner);
              if (!std::isfinite(e) || (!ignoreNaN && std::isnan(x))) {
                err = kUnbounded;
                break;
              }
              if (k != bestIdx && x + e >= best - bestErr)
                err = std::fmax(err, std::fabs(double(k - bestIdx)));
            }
          }
        }
        out->setInt(o * v.inner + i, bestIdx, err);
        continue;
      }
      int64_t best = signedMin(it.bitWidth());
      for (int64_t k = 0; k < v.k; ++k) {
        int64_t x = signedValue(it, in.intAt(base + k * v.inner));
        anyErr |= in.errAt(base + k * v.inner) != 0.0;
        if (x > best) {
          best = x;
          bestIdx = k;
        }
      }
      out->setInt(o * v.inner + i, bestIdx, anyErr ? kUnbounded : 0.0);
    }
  }
  results.push_back(std::move(*out));
  return success();
}

} // namespace

//===----------------------------------------------------------------------===//
// Constants and !tosa.shape values
//===----------------------------------------------------------------------===//

namespace {

LogicalResult evalConst(Operation *op, ArrayRef<const Tensor *>,
                        SmallVectorImpl<Tensor> &results, Interpreter &) {
  return evaluateConstantOp(op, "values", results);
}

/// tosa.const_shape: a rank-1 index tensor of the shape's values.
LogicalResult evalConstShape(Operation *op, ArrayRef<const Tensor *>,
                             SmallVectorImpl<Tensor> &results, Interpreter &) {
  auto values = op->getAttrOfType<DenseIntElementsAttr>("values");
  if (!values)
    return unsupported(op) << "this 'tosa.const_shape'";
  Tensor out(ElementType{ElementKind::Index}, {values.getNumElements()});
  int64_t i = 0;
  for (APInt v : values.getValues<APInt>())
    out.setInt(i++, v.getSExtValue());
  results.push_back(std::move(out));
  return success();
}

Tensor shapeTensor(ArrayRef<int64_t> values) {
  Tensor out(ElementType{ElementKind::Index},
             {static_cast<int64_t>(values.size())});
  for (size_t i = 0; i < values.size(); ++i)
    out.setInt(i, values[i]);
  return out;
}

/// The element-wise !tosa.shape ops (add_shape, ...). The spec makes these
/// shape computations exact; a division by zero or a log of a non-positive
/// value is an error of the program.
template <int Op>
LogicalResult evalShapeBinary(Operation *op, ArrayRef<const Tensor *> operands,
                              SmallVectorImpl<Tensor> &results, Interpreter &) {
  constexpr bool unary = Op >= 8;
  if (failed(checkOperands(op, operands, unary ? 1 : 2)))
    return failure();
  FailureOr<std::vector<int64_t>> a = exactInts(op, *operands[0], "shape");
  if (failed(a))
    return failure();
  std::vector<int64_t> b;
  if (!unary) {
    FailureOr<std::vector<int64_t>> bb = exactInts(op, *operands[1], "shape");
    if (failed(bb))
      return failure();
    b = std::move(*bb);
    if (b.size() != a->size())
      return emitError(op->getLoc()) << "shape operands differ in rank";
  }
  std::vector<int64_t> out(a->size());
  for (size_t i = 0; i < a->size(); ++i) {
    int64_t x = (*a)[i], y = unary ? 0 : b[i];
    if ((Op == 3 || Op == 4 || Op == 5) && y == 0)
      return emitError(op->getLoc())
             << "division by zero in '" << op->getName() << "'";
    if (Op >= 9 && x <= 0)
      return emitError(op->getLoc())
             << "logarithm of " << x << " in '" << op->getName() << "'";
    switch (Op) {
    case 0:
      out[i] = x + y;
      break;
    case 1:
      out[i] = x - y;
      break;
    case 2:
      out[i] = x * y;
      break;
    case 3:
      out[i] = x / y - ((x % y != 0) && ((x < 0) != (y < 0)));
      break;
    case 4:
      out[i] = x / y + ((x % y != 0) && ((x < 0) == (y < 0)));
      break;
    case 5:
      out[i] = x % y;
      break;
    case 6:
      out[i] = std::max(x, y);
      break;
    case 7:
      out[i] = std::min(x, y);
      break;
    case 8:
      if (x < 0 || x > 62)
        return emitError(op->getLoc()) << "exp2_shape of " << x;
      out[i] = int64_t(1) << x;
      break;
    case 9:
      out[i] = 63 - __builtin_clzll(static_cast<uint64_t>(x));
      break;
    case 10:
      out[i] = x == 1 ? 0 : 64 - __builtin_clzll(static_cast<uint64_t>(x - 1));
      break;
    }
  }
  results.push_back(shapeTensor(out));
  return success();
}

LogicalResult evalConcatShape(Operation *op, ArrayRef<const Tensor *> operands,
                              SmallVectorImpl<Tensor> &results, Interpreter &) {
  std::vector<int64_t> out;
  for (const Tensor *t : operands) {
    FailureOr<std::vector<int64_t>> v = exactInts(op, *t, "shape");
    if (failed(v))
      return failure();
    out.insert(out.end(), v->begin(), v->end());
  }
  results.push_back(shapeTensor(out));
  return success();
}

LogicalResult evalSliceShape(Operation *op, ArrayRef<const Tensor *> operands,
                             SmallVectorImpl<Tensor> &results, Interpreter &) {
  if (failed(checkOperands(op, operands, 3)))
    return failure();
  FailureOr<std::vector<int64_t>> v = exactInts(op, *operands[0], "shape");
  FailureOr<int64_t> start = exactScalarInt(op, *operands[1], "start");
  FailureOr<int64_t> size = exactScalarInt(op, *operands[2], "size");
  if (failed(v) || failed(start) || failed(size))
    return failure();
  if (*start < 0 || *size < 0 ||
      *start + *size > static_cast<int64_t>(v->size()))
    return emitError(op->getLoc()) << "'tosa.slice_shape' out of range";
  results.push_back(shapeTensor(ArrayRef<int64_t>(*v).slice(*start, *size)));
  return success();
}

LogicalResult evalDim(Operation *op, ArrayRef<const Tensor *> operands,
                      SmallVectorImpl<Tensor> &results, Interpreter &) {
  if (failed(checkOperands(op, operands, 1)))
    return failure();
  int64_t axis = axisAttr(op);
  if (axis < 0 || axis >= operands[0]->rank())
    return emitError(op->getLoc()) << "'tosa.dim' axis out of range";
  results.push_back(shapeTensor({operands[0]->shape()[axis]}));
  return success();
}

//===----------------------------------------------------------------------===//
// Data movement
//===----------------------------------------------------------------------===//

LogicalResult evalIdentity(Operation *op, ArrayRef<const Tensor *> operands,
                           SmallVectorImpl<Tensor> &results, Interpreter &) {
  for (const Tensor *t : operands)
    results.push_back(*t);
  if (results.size() != op->getNumResults())
    return emitError(op->getLoc()) << "'tosa.identity' arity mismatch";
  return success();
}

LogicalResult evalReshape(Operation *op, ArrayRef<const Tensor *> operands,
                          SmallVectorImpl<Tensor> &results, Interpreter &) {
  if (failed(checkOperands(op, operands, 1)))
    return failure();
  FailureOr<std::vector<int64_t>> shape =
      staticShapeOf(op, op->getResult(0).getType());
  if (failed(shape))
    return failure();
  int64_t count = 1;
  for (int64_t d : *shape)
    count *= d;
  if (count != operands[0]->numElements())
    return emitError(op->getLoc()) << "'tosa.reshape' changes the element "
                                      "count";
  results.push_back(operands[0]->reshaped(*shape));
  return success();
}

LogicalResult evalTranspose(Operation *op, ArrayRef<const Tensor *> operands,
                            SmallVectorImpl<Tensor> &results, Interpreter &) {
  if (failed(checkOperands(op, operands, 1)))
    return failure();
  auto perms = op->getAttrOfType<DenseI32ArrayAttr>("perms");
  FailureOr<Tensor> out = resultTensor(op);
  if (!perms || failed(out))
    return failure();
  const Tensor &in = *operands[0];
  if (failed(checkSameType(op, in, *out)))
    return failure();
  if (static_cast<int64_t>(perms.size()) != in.rank() ||
      out->rank() != in.rank())
    return emitError(op->getLoc()) << "'tosa.transpose' perms do not match "
                                      "the rank";
  std::vector<int64_t> inStrides = in.strides();
  SmallVector<int64_t, 6> srcStrides;
  for (int64_t d = 0; d < in.rank(); ++d) {
    int32_t p = perms[d];
    if (p < 0 || p >= in.rank() || in.shape()[p] != out->shape()[d])
      return emitError(op->getLoc()) << "'tosa.transpose' perms are invalid";
    srcStrides.push_back(inStrides[p]);
  }
  stridedCopy(in, 0, srcStrides, *out, 0, out->strides(), out->shape());
  results.push_back(std::move(*out));
  return success();
}

LogicalResult evalSlice(Operation *op, ArrayRef<const Tensor *> operands,
                        SmallVectorImpl<Tensor> &results, Interpreter &) {
  if (failed(checkOperands(op, operands, 3)))
    return failure();
  const Tensor &in = *operands[0];
  FailureOr<std::vector<int64_t>> start = exactInts(op, *operands[1], "start");
  FailureOr<Tensor> out = resultTensor(op);
  if (failed(start) || failed(out) || failed(checkSameType(op, in, *out)))
    return failure();
  if (static_cast<int64_t>(start->size()) != in.rank() ||
      out->rank() != in.rank())
    return emitError(op->getLoc()) << "'tosa.slice' start does not match the "
                                      "rank";
  std::vector<int64_t> inStrides = in.strides();
  int64_t base = 0;
  for (int64_t d = 0; d < in.rank(); ++d) {
    int64_t s = (*start)[d];
    if (s < 0 || s + out->shape()[d] > in.shape()[d])
      return emitError(op->getLoc()) << "'tosa.slice' reads out of bounds";
    base += s * inStrides[d];
  }
  stridedCopy(in, base, inStrides, *out, 0, out->strides(), out->shape());
  results.push_back(std::move(*out));
  return success();
}

LogicalResult evalTile(Operation *op, ArrayRef<const Tensor *> operands,
                       SmallVectorImpl<Tensor> &results, Interpreter &) {
  if (failed(checkOperands(op, operands, 1)))
    return failure();
  const Tensor &in = *operands[0];
  FailureOr<Tensor> out = resultTensor(op);
  if (failed(out) || failed(checkSameType(op, in, *out)))
    return failure();
  int64_t rank = in.rank();
  if (out->rank() != rank)
    return emitError(op->getLoc()) << "'tosa.tile' changes the rank";
  SmallVector<int64_t, 6> multiples;
  for (int64_t d = 0; d < rank; ++d) {
    if (in.shape()[d] == 0 || out->shape()[d] % in.shape()[d] != 0)
      return emitError(op->getLoc()) << "'tosa.tile' result is not a multiple "
                                        "of its input";
    multiples.push_back(out->shape()[d] / in.shape()[d]);
  }
  // One strided copy of the whole input per tile.
  std::vector<int64_t> outStrides = out->strides(), inStrides = in.strides();
  int64_t tiles = 1;
  for (int64_t m : multiples)
    tiles *= m;
  SmallVector<int64_t, 6> t(rank, 0);
  for (int64_t n = 0; n < tiles; ++n) {
    int64_t base = 0;
    for (int64_t d = 0; d < rank; ++d)
      base += t[d] * in.shape()[d] * outStrides[d];
    stridedCopy(in, 0, inStrides, *out, base, outStrides, in.shape());
    for (int64_t d = rank - 1; d >= 0; --d) {
      if (++t[d] < multiples[d])
        break;
      t[d] = 0;
    }
  }
  results.push_back(std::move(*out));
  return success();
}

/// tosa.pad: `padding` holds [low_0, high_0, low_1, high_1, ...], pad_const a
/// single value of the element type (tosa-to-tensor: tensor.pad).
LogicalResult evalPad(Operation *op, ArrayRef<const Tensor *> operands,
                      SmallVectorImpl<Tensor> &results, Interpreter &) {
  if (failed(checkOperands(op, operands, 3)))
    return failure();
  const Tensor &in = *operands[0];
  const Tensor &padConst = *operands[2];
  FailureOr<std::vector<int64_t>> padding =
      exactInts(op, *operands[1], "padding");
  FailureOr<Tensor> out = resultTensor(op);
  if (failed(padding) || failed(out) || failed(checkSameType(op, in, *out)))
    return failure();
  int64_t rank = in.rank();
  if (static_cast<int64_t>(padding->size()) != 2 * rank ||
      out->rank() != rank || padConst.numElements() < 1)
    return emitError(op->getLoc()) << "'tosa.pad' operands do not match the "
                                      "rank";
  Scalar fill = padConst.get(0);
  for (int64_t i = 0; i < out->numElements(); ++i)
    out->set(i, fill);
  std::vector<int64_t> outStrides = out->strides();
  int64_t base = 0;
  for (int64_t d = 0; d < rank; ++d) {
    int64_t lo = (*padding)[2 * d], hi = (*padding)[2 * d + 1];
    if (lo < 0 || hi < 0)
      return unsupported(op) << "negative padding in 'tosa.pad'";
    if (lo + in.shape()[d] + hi != out->shape()[d])
      return emitError(op->getLoc()) << "'tosa.pad' result shape does not "
                                        "match its padding";
    base += lo * outStrides[d];
  }
  stridedCopy(in, 0, in.strides(), *out, base, outStrides, in.shape());
  results.push_back(std::move(*out));
  return success();
}

LogicalResult evalConcat(Operation *op, ArrayRef<const Tensor *> operands,
                         SmallVectorImpl<Tensor> &results, Interpreter &) {
  FailureOr<Tensor> out = resultTensor(op);
  if (failed(out))
    return failure();
  int64_t axis = axisAttr(op);
  if (axis < 0 || axis >= out->rank())
    return emitError(op->getLoc()) << "'tosa.concat' axis out of range";
  std::vector<int64_t> outStrides = out->strides();
  int64_t offset = 0;
  for (const Tensor *t : operands) {
    if (failed(checkSameType(op, *t, *out)))
      return failure();
    if (t->rank() != out->rank() ||
        offset + t->shape()[axis] > out->shape()[axis])
      return emitError(op->getLoc()) << "'tosa.concat' operand shapes do not "
                                        "match its result";
    stridedCopy(*t, 0, t->strides(), *out, offset * outStrides[axis],
                outStrides, t->shape());
    offset += t->shape()[axis];
  }
  if (offset != out->shape()[axis])
    return emitError(op->getLoc()) << "'tosa.concat' operands do not fill its "
                                      "result";
  results.push_back(std::move(*out));
  return success();
}

LogicalResult evalReverse(Operation *op, ArrayRef<const Tensor *> operands,
                          SmallVectorImpl<Tensor> &results, Interpreter &) {
  if (failed(checkOperands(op, operands, 1)))
    return failure();
  const Tensor &in = *operands[0];
  int64_t axis = axisAttr(op);
  if (axis < 0 || axis >= in.rank())
    return emitError(op->getLoc()) << "'tosa.reverse' axis out of range";
  Tensor out(in.elementType(), in.shape());
  std::vector<int64_t> strides = in.strides();
  std::vector<int64_t> srcStrides = strides;
  srcStrides[axis] = -strides[axis];
  int64_t base = (in.shape()[axis] - 1) * strides[axis];
  if (in.numElements() > 0)
    stridedCopy(in, base, srcStrides, out, 0, strides, in.shape());
  results.push_back(std::move(out));
  return success();
}

/// Marks elements [begin, end) of `t` as unknown (undefined behaviour).
void makeUnknown(Tensor &t, int64_t begin, int64_t end) {
  errors::UndefinedBehaviour::count() += end - begin;
  for (int64_t i = begin; i < end; ++i) {
    Scalar s = t.get(i);
    s.err = t.elementType().isFloat() ? errors::kMayBeNaN : kUnbounded;
    t.set(i, s);
  }
}

/// tosa.gather: out[n, w, c] = values[n, indices[n, w], c]. An index out of
/// range is a tensor.extract out of bounds in the lowering: undefined.
LogicalResult evalGather(Operation *op, ArrayRef<const Tensor *> operands,
                         SmallVectorImpl<Tensor> &results, Interpreter &) {
  if (failed(checkOperands(op, operands, 2)))
    return failure();
  const Tensor &values = *operands[0], &indices = *operands[1];
  FailureOr<Tensor> out = resultTensor(op);
  if (failed(out) || failed(checkSameType(op, values, *out)) ||
      failed(checkIntegerIndices(op, indices)))
    return failure();
  if (values.rank() != 3 || indices.rank() != 2 || out->rank() != 3)
    return emitError(op->getLoc()) << "'tosa.gather' expects rank 3/2/3";
  int64_t n = values.shape()[0], k = values.shape()[1], c = values.shape()[2];
  int64_t w = indices.shape()[1];
  if (indices.shape()[0] != n || out->shape()[0] != n || out->shape()[1] != w ||
      out->shape()[2] != c)
    return emitError(op->getLoc()) << "'tosa.gather' shapes do not match";
  bool isFloat = values.elementType().isFloat();
  for (int64_t b = 0; b < n; ++b)
    for (int64_t j = 0; j < w; ++j) {
      int64_t idx = indices.intAt(b * w + j);
      int64_t dst = (b * w + j) * c;
      if (indices.errAt(b * w + j) != 0.0 || idx < 0 || idx >= k) {
        for (int64_t ch = 0; ch < c; ++ch)
          out->set(dst + ch, isFloat ? floatPoison() : poison());
        continue;
      }
      int64_t src = (b * k + idx) * c;
      for (int64_t ch = 0; ch < c; ++ch)
        copyElement(values, src + ch, *out, dst + ch, isFloat);
    }
  results.push_back(std::move(*out));
  return success();
}

/// tosa.scatter: out = values_in; out[n, indices[n, w], c] = input[n, w, c].
/// The spec requires the indices of one batch to be distinct; the lowering
/// (tosa-to-scf) writes in order, so with duplicates the last write wins.
/// An index out of range or not known exactly makes the batch unknown.
LogicalResult evalScatter(Operation *op, ArrayRef<const Tensor *> operands,
                          SmallVectorImpl<Tensor> &results, Interpreter &) {
  if (failed(checkOperands(op, operands, 3)))
    return failure();
  const Tensor &valuesIn = *operands[0], &indices = *operands[1],
               &input = *operands[2];
  if (failed(checkSameType(op, input, valuesIn)) ||
      failed(checkIntegerIndices(op, indices)))
    return failure();
  if (valuesIn.rank() != 3 || indices.rank() != 2 || input.rank() != 3)
    return emitError(op->getLoc()) << "'tosa.scatter' expects rank 3/2/3";
  int64_t n = valuesIn.shape()[0], k = valuesIn.shape()[1],
          c = valuesIn.shape()[2], w = indices.shape()[1];
  if (indices.shape()[0] != n || input.shape()[0] != n ||
      input.shape()[1] != w || input.shape()[2] != c)
    return emitError(op->getLoc()) << "'tosa.scatter' shapes do not match";
  Tensor out = valuesIn;
  bool isFloat = valuesIn.elementType().isFloat();
  for (int64_t b = 0; b < n; ++b) {
    bool bad = false;
    for (int64_t j = 0; j < w; ++j) {
      int64_t idx = indices.intAt(b * w + j);
      if (indices.errAt(b * w + j) != 0.0 || idx < 0 || idx >= k) {
        bad = true;
        continue;
      }
      int64_t dst = (b * k + idx) * c, src = (b * w + j) * c;
      for (int64_t ch = 0; ch < c; ++ch)
        copyElement(input, src + ch, out, dst + ch, isFloat);
    }
    if (bad)
      makeUnknown(out, b * k * c, (b + 1) * k * c);
  }
  results.push_back(std::move(out));
  return success();
}

//===----------------------------------------------------------------------===//
// Control flow
//===----------------------------------------------------------------------===//

/// Exact value of a boolean condition tensor.
FailureOr<bool> exactCondition(Operation *op, const Tensor &t) {
  if (t.numElements() != 1)
    return emitError(op->getLoc())
           << "condition of '" << op->getName() << "' is not a single element";
  if (t.errAt(0) != 0.0)
    return unsupported(op) << "'" << op->getName()
                           << "' whose condition depends on rounding";
  return t.elementType().isFloat() ? t.floatAt(0) != 0.0 : t.intAt(0) != 0;
}

/// Runs a single-block region: binds its arguments (if it declares them) to
/// `args` and returns the values of its tosa.yield.
FailureOr<std::vector<Tensor>> runRegion(Operation *op, Region &region,
                                         ArrayRef<Tensor> args,
                                         Interpreter &interp) {
  if (!region.hasOneBlock())
    return emitError(op->getLoc())
           << "region of '" << op->getName() << "' must have one block";
  Block &block = region.front();
  if (block.getNumArguments() != 0 && block.getNumArguments() != args.size())
    return emitError(op->getLoc())
           << "region of '" << op->getName() << "' takes "
           << block.getNumArguments() << " arguments, got " << args.size();
  return interp.evaluateBlock(
      block, block.getNumArguments() ? args : ArrayRef<Tensor>());
}

LogicalResult evalCondIf(Operation *op, ArrayRef<const Tensor *> operands,
                         SmallVectorImpl<Tensor> &results,
                         Interpreter &interp) {
  if (failed(checkOperands(op, operands, 1)) || op->getNumRegions() != 2)
    return failure();
  FailureOr<bool> cond = exactCondition(op, *operands[0]);
  if (failed(cond))
    return failure();
  std::vector<Tensor> args;
  for (const Tensor *t : operands.drop_front())
    args.push_back(*t);
  FailureOr<std::vector<Tensor>> out =
      runRegion(op, op->getRegion(*cond ? 0 : 1), args, interp);
  if (failed(out))
    return failure();
  results.append(out->begin(), out->end());
  return success();
}

LogicalResult evalWhileLoop(Operation *op, ArrayRef<const Tensor *> operands,
                            SmallVectorImpl<Tensor> &results,
                            Interpreter &interp) {
  if (op->getNumRegions() != 2)
    return failure();
  std::vector<Tensor> state;
  for (const Tensor *t : operands)
    state.push_back(*t);
  for (int64_t iter = 0;; ++iter) {
    if (iter >= kMaxLoopIterations)
      return unsupported(op) << "'tosa.while_loop' running more than "
                             << kMaxLoopIterations << " iterations";
    FailureOr<std::vector<Tensor>> c =
        runRegion(op, op->getRegion(0), state, interp);
    if (failed(c))
      return failure();
    if (c->size() != 1)
      return emitError(op->getLoc()) << "cond_graph must yield one value";
    FailureOr<bool> go = exactCondition(op, c->front());
    if (failed(go))
      return failure();
    if (!*go)
      break;
    FailureOr<std::vector<Tensor>> next =
        runRegion(op, op->getRegion(1), state, interp);
    if (failed(next))
      return failure();
    if (next->size() != state.size())
      return emitError(op->getLoc()) << "body_graph yields " << next->size()
                                     << " values for " << state.size();
    state = std::move(*next);
  }
  results.append(state.begin(), state.end());
  return success();
}

} // namespace

//===----------------------------------------------------------------------===//
// Registration
//===----------------------------------------------------------------------===//

void defuse::registerTosaSemantics(SemanticsRegistry &registry) {
  // Element-wise binary ops (broadcasting).
  registry.add("tosa.add", evalElementwise<2, fAdd, iAdd>);
  registry.add("tosa.sub", evalElementwise<2, fSub, iSub>);
  registry.add("tosa.mul", evalMul);
  registry.add("tosa.intdiv", evalElementwise<2, nullptr, iIntDiv>);
  registry.add("tosa.pow", evalElementwise<2, fPow, nullptr>);
  registry.add("tosa.maximum", evalElementwise<2, fMaximum, iMaxMin<true>>);
  registry.add("tosa.minimum", evalElementwise<2, fMinimum, iMaxMin<false>>);
  registry.add("tosa.bitwise_and", evalElementwise<2, nullptr, iBitwise<0>>);
  registry.add("tosa.bitwise_or", evalElementwise<2, nullptr, iBitwise<1>>);
  registry.add("tosa.bitwise_xor", evalElementwise<2, nullptr, iBitwise<2>>);
  registry.add("tosa.logical_and", evalElementwise<2, nullptr, iBitwise<0>>);
  registry.add("tosa.logical_or", evalElementwise<2, nullptr, iBitwise<1>>);
  registry.add("tosa.logical_xor", evalElementwise<2, nullptr, iBitwise<2>>);
  registry.add("tosa.logical_left_shift",
               evalElementwise<2, nullptr, iLogicalShift<true>>);
  registry.add("tosa.logical_right_shift",
               evalElementwise<2, nullptr, iLogicalShift<false>>);
  registry.add("tosa.arithmetic_right_shift",
               evalElementwise<2, nullptr, iArithmeticRightShift>);
  registry.add("tosa.equal", evalElementwise<2, fCompare<0>, iCompare<0>>);
  registry.add("tosa.greater", evalElementwise<2, fCompare<1>, iCompare<1>>);
  registry.add("tosa.greater_equal",
               evalElementwise<2, fCompare<2>, iCompare<2>>);
  registry.add("tosa.select", evalElementwise<3, selectK, selectK>);

  // Element-wise unary ops.
  registry.add("tosa.abs", evalElementwise<1, fAbs, iAbs>);
  registry.add("tosa.bitwise_not", evalElementwise<1, nullptr, iBitwiseNot>);
  registry.add("tosa.logical_not", evalElementwise<1, nullptr, iBitwiseNot>);
  registry.add("tosa.clz", evalElementwise<1, nullptr, iClz>);
  registry.add("tosa.ceil", evalElementwise<1, fRound<true>, nullptr>);
  registry.add("tosa.floor", evalElementwise<1, fRound<false>, nullptr>);
  registry.add("tosa.exp", evalElementwise<1, fLibrary<expFn, true>, nullptr>);
  registry.add("tosa.log", evalElementwise<1, fLibrary<logFn, true>, nullptr>);
  registry.add("tosa.tanh",
               evalElementwise<1, fLibrary<tanhFn, true>, nullptr>);
  registry.add("tosa.erf", evalElementwise<1, fLibrary<erfFn, true>, nullptr>);
  registry.add("tosa.rsqrt",
               evalElementwise<1, fLibrary<rsqrtFn, true>, nullptr>);
  registry.add("tosa.sin", evalElementwise<1, fLibrary<sinFn, false>, nullptr>);
  registry.add("tosa.cos", evalElementwise<1, fLibrary<cosFn, false>, nullptr>);
  registry.add("tosa.sigmoid", evalElementwise<1, fSigmoid, nullptr>);
  registry.add("tosa.reciprocal", evalElementwise<1, fReciprocal, nullptr>);
  registry.add("tosa.negate", evalNegate);
  registry.add("tosa.identity", evalIdentity);
  registry.add("tosa.clamp", evalClamp);
  registry.add("tosa.cast", evalCast);
  registry.add("tosa.table", evalTable);
  registry.add("tosa.rescale", evalRescale);

  // Reductions.
  registry.add("tosa.reduce_sum", evalReduceSum);
  registry.add("tosa.reduce_product", evalReduceProduct);
  registry.add("tosa.reduce_max", evalReduceMaxMin<true>);
  registry.add("tosa.reduce_min", evalReduceMaxMin<false>);
  registry.add("tosa.reduce_all", evalReduceLogical<true>);
  registry.add("tosa.reduce_any", evalReduceLogical<false>);
  registry.add("tosa.argmax", evalArgMax);

  // Data movement.
  registry.add("tosa.const", evalConst);
  registry.add("tosa.reshape", evalReshape);
  registry.add("tosa.transpose", evalTranspose);
  registry.add("tosa.slice", evalSlice);
  registry.add("tosa.tile", evalTile);
  registry.add("tosa.pad", evalPad);
  registry.add("tosa.concat", evalConcat);
  registry.add("tosa.reverse", evalReverse);
  registry.add("tosa.gather", evalGather);
  registry.add("tosa.scatter", evalScatter);

  // !tosa.shape values.
  registry.add("tosa.const_shape", evalConstShape);
  registry.add("tosa.add_shape", evalShapeBinary<0>);
  registry.add("tosa.sub_shape", evalShapeBinary<1>);
  registry.add("tosa.mul_shape", evalShapeBinary<2>);
  registry.add("tosa.div_floor_shape", evalShapeBinary<3>);
  registry.add("tosa.div_ceil_shape", evalShapeBinary<4>);
  registry.add("tosa.mod_shape", evalShapeBinary<5>);
  registry.add("tosa.max_shape", evalShapeBinary<6>);
  registry.add("tosa.min_shape", evalShapeBinary<7>);
  registry.add("tosa.exp2_shape", evalShapeBinary<8>);
  registry.add("tosa.log2_floor_shape", evalShapeBinary<9>);
  registry.add("tosa.log2_ceil_shape", evalShapeBinary<10>);
  registry.add("tosa.concat_shape", evalConcatShape);
  registry.add("tosa.slice_shape", evalSliceShape);
  registry.add("tosa.dim", evalDim);

  // Control flow.
  registry.add("tosa.cond_if", evalCondIf);
  registry.add("tosa.while_loop", evalWhileLoop);

  registerTosaConvolutionSemantics(registry);
}
