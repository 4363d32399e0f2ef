//===- StablehloSemantics.cpp - StableHLO: element-wise, data, control ----===//
//
// Reference semantics of StableHLO (the specification at
// openxla/stablehlo docs/spec.md), read without the dialect: element-wise
// arithmetic, compare, select, clamp, convert, bitcast_convert, constants,
// iota, data movement (broadcast_in_dim, reshape, transpose, slice,
// dynamic_slice, dynamic_update_slice, concatenate, pad, reverse), and
// control flow (while, case, if, optimization_barrier). Contractions,
// reductions, windows, gather and scatter are in StablehloContractions.cpp.
//
// Element-wise ops mean what the arith or math op of the same meaning
// means (ScalarSemantics: stablehlo.add on floats is arith.addf, its error
// bound included), except where the specification differs:
//  * maximum/minimum propagate NaN and leave the sign of a zero from -0 and
//    +0 open (XLA selects on a compare);
//  * shifts by the element width or more are defined: shift_left and
//    shift_right_logical give 0, shift_right_arithmetic the sign;
//  * integer division and remainder by zero, and MIN / -1, are left to the
//    implementation by the specification: unbounded (unverifiable);
//  * convert to i1 is x != 0, from i1 is 0 or 1; float to integer rounds
//    toward zero and is implementation-defined out of range (unbounded);
//  * compare's FLOAT type is IEEE (NE is true on NaN, the others false);
//    TOTALORDER orders -NaN < -inf < ... < -0 < +0 < ... < +inf < +NaN.
// chlo.erf, chlo.erfc, chlo.tan and the hyperbolic and inverse chlo
// functions, which jax emits beside StableHLO, are their math functions;
// chlo.square is x * x.
//
//===----------------------------------------------------------------------===//

#include "interp/ElementsAttr.h"
#include "interp/ErrorModel.h"
#include "interp/Interpreter.h"
#include "interp/ScalarSemantics.h"
#include "interp/StablehloAttributes.h"
#include "interp/StablehloCommon.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Operation.h"
#include "llvm/ADT/StringMap.h"

#include <cmath>
#include <cstring>

using namespace defuse;
using namespace defuse::stablehlo;
using namespace mlir;
using errors::kUnbounded;

namespace {

constexpr int64_t kMaxLoopIterations = int64_t(1) << 24;

//===----------------------------------------------------------------------===//
// Element-wise
//===----------------------------------------------------------------------===//

/// Maps `kernel` over operands of the result's shape (a rank-0 operand
/// broadcasts: select's predicate, clamp's bounds).
LogicalResult mapOver(Operation *op, ArrayRef<const Tensor *> operands,
                      SmallVectorImpl<Tensor> &results,
                      const ScalarKernel &kernel) {
  FailureOr<Tensor> out = resultTensor(op);
  if (failed(out))
    return failure();
  for (const Tensor *t : operands)
    if (t->numElements() != out->numElements() && t->numElements() != 1)
      return emitError(op->getLoc()) << "operand shapes of '" << op->getName()
                                     << "' do not match its result";
  SmallVector<Scalar, 4> in(operands.size());
  Scalar r;
  for (int64_t i = 0, e = out->numElements(); i < e; ++i) {
    for (size_t k = 0; k < operands.size(); ++k)
      in[k] = operands[k]->get(operands[k]->numElements() == 1 ? 0 : i);
    kernel(in.data(), &r);
    out->set(i, r);
  }
  results.push_back(std::move(*out));
  return success();
}

struct Meaning {
  const char *onFloats, *onIntegers; // arith/math names; null: undefined
};

/// StableHLO (and chlo) element-wise ops that mean an arith or math op.
const llvm::StringMap<Meaning> &meanings() {
  static const llvm::StringMap<Meaning> table = {
      {"stablehlo.add", {"arith.addf", "arith.addi"}},
      {"stablehlo.subtract", {"arith.subf", "arith.subi"}},
      {"stablehlo.multiply", {"arith.mulf", "arith.muli"}},
      {"stablehlo.divide", {"arith.divf", "arith.divsi"}},
      {"stablehlo.remainder", {"arith.remf", "arith.remsi"}},
      {"stablehlo.power", {"math.powf", "math.ipowi"}},
      {"stablehlo.atan2", {"math.atan2", nullptr}},
      {"stablehlo.and", {nullptr, "arith.andi"}},
      {"stablehlo.or", {nullptr, "arith.ori"}},
      {"stablehlo.xor", {nullptr, "arith.xori"}},
      {"stablehlo.abs", {"math.absf", "math.absi"}},
      {"stablehlo.exponential", {"math.exp", nullptr}},
      {"stablehlo.exponential_minus_one", {"math.expm1", nullptr}},
      {"stablehlo.log", {"math.log", nullptr}},
      {"stablehlo.log_plus_one", {"math.log1p", nullptr}},
      {"stablehlo.sqrt", {"math.sqrt", nullptr}},
      {"stablehlo.rsqrt", {"math.rsqrt", nullptr}},
      {"stablehlo.cbrt", {"math.cbrt", nullptr}},
      {"stablehlo.tanh", {"math.tanh", nullptr}},
      {"stablehlo.sine", {"math.sin", nullptr}},
      {"stablehlo.cosine", {"math.cos", nullptr}},
      {"stablehlo.tan", {"math.tan", nullptr}},
      {"stablehlo.floor", {"math.floor", nullptr}},
      {"stablehlo.ceil", {"math.ceil", nullptr}},
      {"stablehlo.round_nearest_afz", {"math.round", nullptr}},
      {"stablehlo.round_nearest_even", {"math.roundeven", nullptr}},
      {"stablehlo.is_finite", {"math.isfinite", nullptr}},
      {"stablehlo.popcnt", {nullptr, "math.ctpop"}},
      {"stablehlo.count_leading_zeros", {nullptr, "math.ctlz"}},
      {"chlo.erf", {"math.erf", nullptr}},
      {"chlo.erfc", {"math.erfc", nullptr}},
      {"chlo.tan", {"math.tan", nullptr}},
      {"chlo.asin", {"math.asin", nullptr}},
      {"chlo.acos", {"math.acos", nullptr}},
      {"chlo.atan", {"math.atan", nullptr}},
      {"chlo.asinh", {"math.asinh", nullptr}},
      {"chlo.acosh", {"math.acosh", nullptr}},
      {"chlo.atanh", {"math.atanh", nullptr}},
  };
  return table;
}

/// The arith op an integer StableHLO op means on `t`: unsigned types divide,
/// take remainders and compare without sign; on booleans add is logical OR
/// and multiply logical AND (the specification's semantics of add and
/// multiply).
const char *integerMeaning(const char *signedMeaning, ElementType t) {
  StringRef m = signedMeaning;
  if (t.kind == ElementKind::I1) {
    if (m == "arith.addi")
      return "arith.ori";
    if (m == "arith.muli")
      return "arith.andi";
  }
  if (!t.isUnsigned())
    return signedMeaning;
  if (m == "arith.divsi")
    return "arith.divui";
  if (m == "arith.remsi")
    return "arith.remui";
  return signedMeaning;
}

/// The `width`-bit pattern `bits` read as a signed number.
int64_t signExtended(uint64_t bits, unsigned width) {
  if (width >= 64)
    return static_cast<int64_t>(bits);
  uint64_t sign = uint64_t(1) << (width - 1);
  return static_cast<int64_t>((bits ^ sign) - sign);
}

/// An integer result that is defined only when every operand is exact.
Scalar exactInt(ElementType t, int64_t v, const Scalar *o, unsigned n) {
  return Scalar::ofInt(t.wrap(v),
                       errors::anyUncertain(o, n) ? kUnbounded : 0.0);
}

/// The kernel of an element-wise op that is not an arith/math op by
/// another name, or none.
std::optional<ScalarKernel> ownKernel(StringRef name, ElementType in,
                                      ElementType out) {
  unsigned width = in.bitWidth();
  bool isBool = in.kind == ElementKind::I1;
  if (name == "stablehlo.maximum" || name == "stablehlo.minimum") {
    bool isMax = name == "stablehlo.maximum";
    if (in.isFloat())
      return ScalarKernel([isMax](const Scalar *o, Scalar *r) {
        r[0] = floatExtremum(o[0], o[1], isMax);
      });
    if (in.isUnsigned())
      return ScalarKernel([isMax, in](const Scalar *o, Scalar *r) {
        uint64_t a = in.asUnsigned(o[0].i), b = in.asUnsigned(o[1].i);
        r[0] = exactInt(
            in, static_cast<int64_t>(isMax ? std::max(a, b) : std::min(a, b)),
            o, 2);
      });
    return ScalarKernel([isMax, in, isBool](const Scalar *o, Scalar *r) {
      int64_t a = o[0].i, b = o[1].i;
      int64_t v = isBool ? (isMax ? (a | b) : (a & b))
                         : (isMax ? std::max(a, b) : std::min(a, b));
      r[0] = exactInt(in, v, o, 2);
    });
  }
  if (name == "stablehlo.negate") {
    if (in.isFloat())
      return ScalarKernel([](const Scalar *o, Scalar *r) {
        r[0] = Scalar::ofFloat(-o[0].f, o[0].err);
      });
    return ScalarKernel([in](const Scalar *o, Scalar *r) {
      r[0] = exactInt(
          in, static_cast<int64_t>(0 - static_cast<uint64_t>(o[0].i)), o, 1);
    });
  }
  if (name == "stablehlo.not")
    return ScalarKernel([in, isBool](const Scalar *o, Scalar *r) {
      r[0] = exactInt(in, isBool ? !o[0].i : ~o[0].i, o, 1);
    });
  if (name == "stablehlo.sign") {
    if (in.isFloat())
      return ScalarKernel([](const Scalar *o, Scalar *r) {
        double x = o[0].f, e = o[0].err;
        if (std::isnan(x)) {
          r[0] = Scalar::ofFloat(x, std::isfinite(e) ? 0.0 : errors::kMayBeNaN);
          return;
        }
        double v = x > 0 ? 1.0 : x < 0 ? -1.0 : x; // keeps the zero's sign
        // A value whose interval holds zero may have any sign.
        bool certain = e == 0.0 || std::fabs(x) > e;
        r[0] = Scalar::ofFloat(
            v, certain ? 0.0 : (std::isfinite(e) ? 2.0 : errors::kMayBeNaN));
      });
    return ScalarKernel([in](const Scalar *o, Scalar *r) {
      int64_t x = o[0].i;
      r[0] = exactInt(in, x > 0 ? 1 : x < 0 ? -1 : 0, o, 1);
    });
  }
  if (name == "stablehlo.shift_left" ||
      name == "stablehlo.shift_right_logical" ||
      name == "stablehlo.shift_right_arithmetic") {
    int kind = name == "stablehlo.shift_left"            ? 0
               : name == "stablehlo.shift_right_logical" ? 1
                                                         : 2;
    return ScalarKernel([kind, in, width](const Scalar *o, Scalar *r) {
      uint64_t bits = in.asUnsigned(o[0].i);
      uint64_t amount = in.asUnsigned(o[1].i);
      int64_t v;
      if (amount >= width)
        v = kind == 2 && signExtended(bits, width) < 0 ? -1 : 0;
      else if (kind == 0)
        v = static_cast<int64_t>(bits << amount);
      else if (kind == 1)
        v = static_cast<int64_t>(bits >> amount);
      else // on the bit pattern, whatever the type's signedness
        v = signExtended(bits, width) >> amount;
      r[0] = exactInt(in, v, o, 2);
    });
  }
  if (name == "chlo.square") {
    if (in.isFloat())
      return ScalarKernel([out](const Scalar *o, Scalar *r) {
        r[0] = errors::productOf(out, o[0], o[0]);
      });
    return ScalarKernel([in](const Scalar *o, Scalar *r) {
      r[0] = exactInt(in,
                      static_cast<int64_t>(static_cast<uint64_t>(o[0].i) *
                                           static_cast<uint64_t>(o[0].i)),
                      o, 1);
    });
  }
  if (name == "chlo.sinh" || name == "chlo.cosh") {
    // XLA decomposes them through exp(|x| + log(1/2)): the argument's own
    // rounding grows the error with |x| (7 ULPs of f32 and 14 of f64 at
    // |x| = 20, measured against jaxlib), beyond the 4 ULPs of a library
    // sinh: 2 + |x| ULPs. sinh is monotone; cosh is monotone on either side
    // of 0, its smallest value 1.
    bool isSinh = name == "chlo.sinh";
    return ScalarKernel([out, isSinh](const Scalar *o, Scalar *r) {
      double x = o[0].f, e = o[0].err;
      double ulps = 2.0 + std::fmin(std::fabs(x) + e, 1024.0);
      double (*fn)(double) = isSinh ? [](double v) { return std::sinh(v); }
                                    : [](double v) { return std::cosh(v); };
      r[0] = errors::libraryResult(out, fn, x, e, /*monotone=*/true,
                                   /*lipschitz=*/0.0, ulps, 0.0);
      if (!isSinh && std::fabs(x) <= e && std::isfinite(r[0].err))
        r[0].err = std::fmax(r[0].err, std::cosh(x) - 1.0);
    });
  }
  if (name == "stablehlo.logistic") {
    // 1 / (1 + exp(-x)) has exp's allowance plus half an ULP for the add
    // and the divide, relative; 0.5 + 0.5 tanh(x / 2), as XLA may compute
    // it, is accurate to an absolute error near 0 (it is 0 where the
    // exact value is a subnormal): counted against max(|v|, 1), as for the
    // other functions bounded by a small constant.
    double ulps = libraryFunctionUlps("math.exp", out) + 1.0;
    return ScalarKernel([out, ulps](const Scalar *o, Scalar *r) {
      r[0] = errors::libraryResult(
          out, [](double x) { return 1.0 / (1.0 + std::exp(-x)); }, o[0].f,
          o[0].err, /*monotone=*/true, 0.0, ulps, /*magnitudeFloor=*/1.0);
    });
  }
  (void)out;
  return std::nullopt;
}

LogicalResult evalElementwise(Operation *op, ArrayRef<const Tensor *> operands,
                              SmallVectorImpl<Tensor> &results, Interpreter &) {
  if (operands.empty())
    return unsupported(op) << "'" << op->getName() << "' without operands";
  FailureOr<ElementType> in = elementTypeOf(op, op->getOperand(0).getType());
  FailureOr<ElementType> out = elementTypeOf(op, op->getResult(0).getType());
  if (failed(in) || failed(out))
    return failure();
  std::string applied = appliedOpName(op);
  StringRef name = applied;
  if (in->isComplex() || out->isComplex()) {
    if (name == "stablehlo.remainder")
      return unsupported(op) << "'stablehlo.remainder' on complex numbers, "
                                "which the specification leaves TBD "
                                "(openxla/stablehlo#997)";
    std::optional<ScalarKernel> kernel = complexElementwise(name, *in, *out);
    if (!kernel)
      return unsupported(op) << "'" << name << "' on " << in->str();
    return mapOver(op, operands, results, *kernel);
  }
  if (name == "chlo.conj") // of a real number: itself
    return mapOver(op, operands, results,
                   [](const Scalar *o, Scalar *r) { r[0] = o[0]; });
  std::optional<ScalarKernel> kernel = ownKernel(name, *in, *out);
  if (!kernel) {
    auto it = meanings().find(name);
    const char *meaning = it == meanings().end() ? nullptr
                          : in->isFloat()        ? it->second.onFloats
                                                 : it->second.onIntegers;
    if (meaning && in->isInteger())
      meaning = integerMeaning(meaning, *in);
    if (meaning)
      kernel = scalarKernelByName(meaning, *in, *out);
  }
  if (!kernel)
    return unsupported(op) << "'" << name << "' on " << in->str();
  return mapOver(op, operands, results, *kernel);
}

/// compare: comparison_direction and compare_type (FLOAT, TOTALORDER,
/// SIGNED, UNSIGNED; by default what the element type says).
LogicalResult evalCompare(Operation *op, ArrayRef<const Tensor *> operands,
                          SmallVectorImpl<Tensor> &results, Interpreter &) {
  FailureOr<ElementType> in = elementTypeOf(op, op->getOperand(0).getType());
  FailureOr<std::string> direction =
      enumKeyword(op->getAttr("comparison_direction"));
  if (failed(in) || failed(direction))
    return failed(in) ? failure()
                      : unsupported(op) << "a compare without its direction";
  std::string type = in->isFloat() ? "FLOAT"
                     : in->kind == ElementKind::I1 || in->isUnsigned()
                         ? "UNSIGNED"
                         : "SIGNED";
  if (Attribute t = op->getAttr("compare_type")) {
    FailureOr<std::string> k = enumKeyword(t);
    if (failed(k))
      return unsupported(op) << "compare_type " << t;
    type = *k;
  }
  const std::string &d = *direction;
  if (in->isComplex()) {
    if (d != "EQ" && d != "NE")
      return unsupported(op)
             << "an ordered compare (" << d << ") of complex numbers";
    bool equal = d == "EQ";
    return mapOver(op, operands, results, [equal](const Scalar *o, Scalar *r) {
      r[0] = complexCompare(equal, o[0], o[1]);
    });
  }
  if (op->getOperand(0) == op->getOperand(1) && type != "TOTALORDER") {
    // A value compared with itself (x != x is jax's isnan): only NaN
    // decides, however inexact the value.
    bool isFloat = in->isFloat();
    return mapOver(
        op, operands, results, [d, isFloat](const Scalar *o, Scalar *r) {
          bool nan = isFloat && std::isnan(o[0].f);
          bool v =
              d == "NE" ? nan : (d == "EQ" || d == "GE" || d == "LE") && !nan;
          bool mayBeNaN = isFloat && std::isnan(o[0].err);
          r[0] = mayBeNaN ? errors::uncertainBool(v) : Scalar::ofInt(v);
        });
  }
  if (type == "FLOAT") {
    using P = arith::CmpFPredicate;
    P pred = d == "EQ"   ? P::OEQ
             : d == "NE" ? P::UNE
             : d == "GE" ? P::OGE
             : d == "GT" ? P::OGT
             : d == "LE" ? P::OLE
                         : P::OLT;
    return mapOver(op, operands, results, [pred](const Scalar *o, Scalar *r) {
      r[0] = compareFloats(pred, o[0], o[1]);
    });
  }
  if (type == "TOTALORDER") {
    // Compares the bit patterns as sign-magnitude integers.
    ElementType t = *in;
    auto key = [t](double f) {
      int64_t unused = 0;
      uint64_t bits = t.encode(f, unused);
      unsigned w = t.bitWidth();
      bool negative = (bits >> (w - 1)) & 1;
      uint64_t magnitude = bits & ((uint64_t(1) << (w - 1)) - 1);
      return negative ? -static_cast<int64_t>(magnitude) - 1
                      : static_cast<int64_t>(magnitude);
    };
    return mapOver(op, operands, results, [key, d](const Scalar *o, Scalar *r) {
      int64_t a = key(o[0].f), b = key(o[1].f);
      bool v = d == "EQ"   ? a == b
               : d == "NE" ? a != b
               : d == "GE" ? a >= b
               : d == "GT" ? a > b
               : d == "LE" ? a <= b
                           : a < b;
      // Inexact operands decide the order only when their intervals are
      // apart (as for a FLOAT compare); a decision of the statistical tier.
      double margin = o[0].f - o[1].f;
      if (mc::compareUndecided(margin) && mc::noiseLane()) {
        r[0] = Scalar::ofInt(v, errors::kUnbounded);
        return;
      }
      double spread = o[0].err + o[1].err;
      bool certain = spread == 0.0 ||
                     (std::isfinite(spread) && std::fabs(margin) > spread);
      r[0] = certain ? Scalar::ofInt(v) : errors::uncertainBool(v);
    });
  }
  bool isUnsigned = type == "UNSIGNED";
  using P = arith::CmpIPredicate;
  P pred = d == "EQ"   ? P::eq
           : d == "NE" ? P::ne
           : d == "GE" ? (isUnsigned ? P::uge : P::sge)
           : d == "GT" ? (isUnsigned ? P::ugt : P::sgt)
           : d == "LE" ? (isUnsigned ? P::ule : P::sle)
                       : (isUnsigned ? P::ult : P::slt);
  ElementType t = *in;
  return mapOver(op, operands, results, [t, pred](const Scalar *o, Scalar *r) {
    r[0] = compareInts(t, pred, o[0], o[1]);
  });
}

LogicalResult evalSelect(Operation *op, ArrayRef<const Tensor *> operands,
                         SmallVectorImpl<Tensor> &results, Interpreter &) {
  FailureOr<ElementType> out = elementTypeOf(op, op->getResult(0).getType());
  if (failed(out))
    return failure();
  if (out->isComplex())
    return mapOver(op, operands, results, [](const Scalar *o, Scalar *r) {
      r[0] = complexSelect(o[0], o[1], o[2]);
    });
  bool isFloat = out->isFloat();
  return mapOver(op, operands, results, [isFloat](const Scalar *o, Scalar *r) {
    r[0] = errors::select(o[0], o[1], o[2], isFloat);
  });
}

/// clamp(min, operand, max) = minimum(maximum(operand, min), max); min and
/// max may be rank-0.
LogicalResult evalClamp(Operation *op, ArrayRef<const Tensor *> operands,
                        SmallVectorImpl<Tensor> &results, Interpreter &interp) {
  FailureOr<ElementType> t = elementTypeOf(op, op->getResult(0).getType());
  if (failed(t))
    return failure();
  auto maxK = ownKernel("stablehlo.maximum", *t, *t);
  auto minK = ownKernel("stablehlo.minimum", *t, *t);
  return mapOver(op, operands, results,
                 [maxK, minK](const Scalar *o, Scalar *r) {
                   Scalar lo[2] = {o[1], o[0]}, raised;
                   (*maxK)(lo, &raised);
                   Scalar hi[2] = {raised, o[2]};
                   (*minK)(hi, r);
                 });
  (void)interp;
}

/// convert between any two modelled element types.
LogicalResult evalConvert(Operation *op, ArrayRef<const Tensor *> operands,
                          SmallVectorImpl<Tensor> &results, Interpreter &) {
  FailureOr<ElementType> from = elementTypeOf(op, op->getOperand(0).getType());
  FailureOr<ElementType> to = elementTypeOf(op, op->getResult(0).getType());
  if (failed(from) || failed(to))
    return failure();
  ElementType a = *from, b = *to;
  bool fromBool = a.kind == ElementKind::I1, toBool = b.kind == ElementKind::I1;
  ScalarKernel kernel;
  if (a.isComplex() || b.isComplex()) {
    kernel = complexConversion(a, b);
  } else if (toBool) {
    // x != 0; a NaN is nonzero.
    kernel = [a](const Scalar *o, Scalar *r) {
      bool v = a.isFloat() ? o[0].f != 0.0 : o[0].i != 0;
      bool mayBeZero =
          a.isFloat() ? errors::mayBeZero(o[0].f, o[0].err) && o[0].err != 0.0
                      : o[0].err != 0.0;
      r[0] = mayBeZero ? errors::uncertainBool(v) : Scalar::ofInt(v);
    };
  } else if (fromBool) {
    kernel = [b](const Scalar *o, Scalar *r) {
      double e = o[0].err == 0.0 ? 0.0 : 1.0;
      r[0] = b.isFloat() ? Scalar::ofFloat(o[0].i ? 1.0 : 0.0, e)
                         : Scalar::ofInt(o[0].i ? 1 : 0, e);
    };
  } else if (a.isFloat() && b.isFloat()) {
    kernel = *scalarKernelByName(
        b.holdsEveryValueOf(a) ? "arith.extf" : "arith.truncf", a, b);
  } else if (a.isFloat()) {
    kernel = *scalarKernelByName(
        b.isUnsigned() ? "arith.fptoui" : "arith.fptosi", a, b);
  } else if (b.isFloat()) {
    kernel = *scalarKernelByName(
        a.isUnsigned() ? "arith.uitofp" : "arith.sitofp", a, b);
  } else {
    // Out of range the specification leaves it open; every implementation
    // (XLA, the specification's interpreter) wraps modulo 2^n, and JAX's
    // random bits (threefry's ui64 to ui32) rely on it.
    kernel = *scalarKernelByName(a.isUnsigned() ? "arith.extui" : "arith.extsi",
                                 a, b);
  }
  return mapOver(op, operands, results, kernel);
}

/// reduce_precision's rounding of a value of `t` to a float of `exponentBits`
/// and `mantissaBits`: the mantissa rounded to nearest even at `t`'s own
/// exponent granularity, then values past the reduced exponent range made
/// infinities and values below its smallest normal zeros (the
/// specification's, which XLA implements on the bit pattern).
double reducedPrecision(double x, ElementType t, int exponentBits,
                        int mantissaBits) {
  if (std::isnan(x)) // stays NaN (XLA; the specification's interpreter
    return x;        // makes it inf when mantissaBits is 0)
  if (std::isinf(x) || x == 0.0)
    return x;
  int ownMantissa = static_cast<int>(t.precision()) - 1;
  int ownExponent = static_cast<int>(t.bitWidth()) - ownMantissa - 1;
  double r = x;
  if (mantissaBits < ownMantissa) {
    int exp = std::max(std::ilogb(x), t.format().minNormalExp);
    int shift = mantissaBits - exp;
    r = std::ldexp(std::nearbyint(std::ldexp(x, shift)), -shift);
    if (std::fabs(r) > t.maxFinite())
      return std::copysign(INFINITY, x);
  }
  if (exponentBits < ownExponent && r != 0.0) {
    int bias = (1 << (exponentBits - 1)) - 1;
    int exp = std::ilogb(r);
    if (exp > bias)
      return std::copysign(INFINITY, x);
    if (exp < 1 - bias)
      return std::copysign(0.0, x);
  }
  return r;
}

/// reduce_precision: a monotone rounding, bounded as a conversion is (the
/// rounding of the ends of the operand's interval).
LogicalResult evalReducePrecision(Operation *op,
                                  ArrayRef<const Tensor *> operands,
                                  SmallVectorImpl<Tensor> &results,
                                  Interpreter &) {
  FailureOr<ElementType> t = elementTypeOf(op, op->getResult(0).getType());
  if (failed(t))
    return failure();
  int exponentBits = static_cast<int>(integer(op, "exponent_bits", -1));
  int mantissaBits = static_cast<int>(integer(op, "mantissa_bits", -1));
  if (!t->isFloat() || exponentBits < 1 || mantissaBits < 0)
    return unsupported(op) << "reduce_precision to " << exponentBits
                           << " exponent and " << mantissaBits
                           << " mantissa bits of " << t->str();
  ElementType type = *t;
  auto rp = [=](double x) {
    return reducedPrecision(x, type, exponentBits, mantissaBits);
  };
  return mapOver(op, operands, results, [rp](const Scalar *o, Scalar *r) {
    double x = o[0].f, e = o[0].err;
    double v = rp(x);
    if (e == 0.0 || mc::noiseLane()) {
      r[0] = Scalar::ofFloat(v, e);
      return;
    }
    if (!std::isfinite(e)) {
      r[0] = Scalar::ofFloat(v, errors::unboundedLike(e));
      return;
    }
    double lo = rp(x - e), hi = rp(x + e);
    double bound = std::fmax(std::fabs(v - lo), std::fabs(hi - v));
    r[0] =
        Scalar::ofFloat(v, std::isfinite(bound) ? bound : errors::kUnbounded);
  });
}

/// bitcast_convert: the bits of the whole operand read as the result's
/// type; between widths a narrower result has one more (last) dimension,
/// the lower bits of each operand element first (the little-endian layout
/// of XLA's CPU and GPU buffers; the specification leaves the layout to
/// the implementation). Bits of an inexact element are unknown: such a
/// result element may be anything (a float NaN too).
LogicalResult evalBitcastConvert(Operation *op,
                                 ArrayRef<const Tensor *> operands,
                                 SmallVectorImpl<Tensor> &results,
                                 Interpreter &) {
  FailureOr<Tensor> out = resultTensor(op);
  if (failed(out))
    return failure();
  const Tensor &in = *operands[0];
  ElementType from = in.elementType(), to = out->elementType();
  if (from.bitWidth() == to.bitWidth() && !from.isComplex() && !to.isComplex())
    return mapOver(op, operands, results,
                   *scalarKernelByName("arith.bitcast", from, to));
  unsigned inWidth = from.bitWidth(), outWidth = to.bitWidth();
  if (in.numElements() * inWidth != out->numElements() * outWidth)
    return unsupported(op) << "bitcast_convert from " << in.shapeString()
                           << " to " << out->shapeString();
  // The operand's bits, least significant first, element after element.
  std::vector<uint8_t> bits;
  bits.reserve(in.numElements() * inWidth);
  auto push = [&](uint64_t v, unsigned width) {
    for (unsigned b = 0; b < width; ++b)
      bits.push_back((v >> b) & 1);
  };
  for (int64_t i = 0; i < in.numElements(); ++i) {
    Scalar x = in.get(i);
    if (from.isComplex()) {
      unsigned part = inWidth / 2;
      push(from.encode(x.f, 0), part);
      push(from.encode(x.im, 0), part);
    } else {
      push(from.encode(x.f, x.i), inWidth);
    }
  }
  auto take = [&](size_t first, unsigned width) {
    uint64_t v = 0;
    for (unsigned b = 0; b < width; ++b)
      v |= static_cast<uint64_t>(bits[first + b]) << b;
    return v;
  };
  for (int64_t k = 0; k < out->numElements(); ++k) {
    size_t first = static_cast<size_t>(k) * outWidth;
    bool uncertain = false;
    for (int64_t i = first / inWidth; i * inWidth < first + outWidth; ++i)
      uncertain |= in.errAt(i) != 0.0;
    Scalar s;
    if (to.isComplex()) {
      unsigned part = outWidth / 2;
      int64_t unused;
      to.decode(take(first, part), s.f, unused);
      to.decode(take(first + part, part), s.im, unused);
    } else {
      to.decode(take(first, outWidth), s.f, s.i);
    }
    if (uncertain)
      s.err = to.isInteger() ? errors::kUnbounded : errors::kMayBeNaN;
    out->set(k, s);
  }
  results.push_back(std::move(*out));
  return success();
}

//===----------------------------------------------------------------------===//
// Constants and data movement
//===----------------------------------------------------------------------===//

LogicalResult evalConstant(Operation *op, ArrayRef<const Tensor *>,
                           SmallVectorImpl<Tensor> &results, Interpreter &) {
  return evaluateConstantOp(op, "value", results);
}

LogicalResult evalIota(Operation *op, ArrayRef<const Tensor *>,
                       SmallVectorImpl<Tensor> &results, Interpreter &) {
  FailureOr<Tensor> out = resultTensor(op);
  if (failed(out))
    return failure();
  if (failed(fillIota(op, integer(op, "iota_dimension", 0), *out)))
    return failure();
  results.push_back(std::move(*out));
  return success();
}

/// Copies `in` into `out` where out[index] = in[source(index)]; `source`
/// fills the operand's multi-index from the result's.
template <typename Source>
void gatherElements(const Tensor &in, Tensor &out, Source source) {
  std::vector<int64_t> inStrides = stridesOf(in.shape());
  std::vector<int64_t> from(in.shape().size());
  int64_t linear = 0;
  forEachIndex(out.shape(), [&](const std::vector<int64_t> &index) {
    source(index, from);
    int64_t at = 0;
    for (size_t d = 0; d < from.size(); ++d)
      at += from[d] * inStrides[d];
    out.set(linear++, in.get(at));
  });
}

LogicalResult evalBroadcastInDim(Operation *op,
                                 ArrayRef<const Tensor *> operands,
                                 SmallVectorImpl<Tensor> &results,
                                 Interpreter &) {
  FailureOr<Tensor> out = resultTensor(op);
  if (failed(out))
    return failure();
  if (failed(broadcastInto(op, *operands[0],
                           integerList(op, "broadcast_dimensions"), *out)))
    return failure();
  results.push_back(std::move(*out));
  return success();
}

LogicalResult evalReshape(Operation *op, ArrayRef<const Tensor *> operands,
                          SmallVectorImpl<Tensor> &results, Interpreter &) {
  FailureOr<Tensor> out = resultTensor(op);
  if (failed(out))
    return failure();
  if (out->numElements() != operands[0]->numElements())
    return unsupported(op) << "a reshape that changes the element count";
  results.push_back(operands[0]->reshaped(out->shape()));
  return success();
}

LogicalResult evalTranspose(Operation *op, ArrayRef<const Tensor *> operands,
                            SmallVectorImpl<Tensor> &results, Interpreter &) {
  FailureOr<Tensor> out = resultTensor(op);
  if (failed(out))
    return failure();
  std::vector<int64_t> perm = integerList(op, "permutation");
  if (perm.size() != operands[0]->shape().size())
    return unsupported(op) << "a permutation of the wrong length";
  gatherElements(
      *operands[0], *out,
      [&](const std::vector<int64_t> &index, std::vector<int64_t> &from) {
        for (size_t d = 0; d < perm.size(); ++d)
          from[perm[d]] = index[d];
      });
  results.push_back(std::move(*out));
  return success();
}

LogicalResult evalSlice(Operation *op, ArrayRef<const Tensor *> operands,
                        SmallVectorImpl<Tensor> &results, Interpreter &) {
  FailureOr<Tensor> out = resultTensor(op);
  if (failed(out))
    return failure();
  std::vector<int64_t> start = integerList(op, "start_indices");
  std::vector<int64_t> strides =
      integerList(op, "strides", std::vector<int64_t>(start.size(), 1));
  if (start.size() != operands[0]->shape().size() ||
      strides.size() != start.size())
    return unsupported(op) << "slice indices of the wrong length";
  gatherElements(
      *operands[0], *out,
      [&](const std::vector<int64_t> &index, std::vector<int64_t> &from) {
        for (size_t d = 0; d < start.size(); ++d)
          from[d] = start[d] + index[d] * strides[d];
      });
  results.push_back(std::move(*out));
  return success();
}

/// The start indices of dynamic_slice / dynamic_update_slice: one rank-0
/// operand each from `first`, clamped into [0, dim - size] as the
/// specification says; `spans` gets, per dimension, how far either way an
/// inexact index may legally go (0 for an exact one, -1 for unbounded).
FailureOr<std::vector<int64_t>>
clampedStarts(Operation *op, ArrayRef<const Tensor *> operands, size_t first,
              ArrayRef<int64_t> shape, ArrayRef<int64_t> sizes,
              std::vector<int64_t> &spans) {
  std::vector<int64_t> starts;
  spans.clear();
  for (size_t d = 0; d < shape.size(); ++d) {
    if (first + d >= operands.size())
      return unsupported(op) << "too few start indices";
    const Tensor &t = *operands[first + d];
    if (!t.elementType().isInteger())
      return unsupported(op) << "a float index in '" << op->getName() << "'";
    double err = t.errAt(0);
    starts.push_back(std::clamp<int64_t>(
        indexValue(t.elementType(), t.intAt(0)), 0, shape[d] - sizes[d]));
    spans.push_back(
        !std::isfinite(err) ? -1 : static_cast<int64_t>(std::floor(err)));
  }
  return starts;
}

/// Whether any start index is inexact.
bool anyUncertain(ArrayRef<int64_t> spans) {
  return llvm::any_of(spans, [](int64_t s) { return s != 0; });
}

/// Each element of `out` (a slice of `in` at `starts`) widened to the hull of
/// the elements every legal start puts there.
void widenToCandidateStarts(const Tensor &in, Tensor &out,
                            ArrayRef<int64_t> starts, ArrayRef<int64_t> spans) {
  std::vector<int64_t> lo, counts;
  int64_t combinations = 1;
  for (size_t d = 0; d < starts.size(); ++d) {
    int64_t last = in.shape()[d] - out.shape()[d];
    int64_t a = spans[d] < 0 ? 0 : std::max<int64_t>(starts[d] - spans[d], 0);
    int64_t b = spans[d] < 0 ? last : std::min(starts[d] + spans[d], last);
    lo.push_back(a);
    counts.push_back(b - a + 1);
    combinations *= counts.back();
  }
  bool isFloat = in.elementType().isFloat();
  std::vector<int64_t> strides = stridesOf(in.shape());
  int64_t linear = 0;
  forEachIndex(out.shape(), [&](const std::vector<int64_t> &index) {
    Scalar v = out.get(linear);
    if (combinations > 4096) {
      v.err = isFloat ? errors::kMayBeNaN : errors::kUnbounded;
    } else {
      forEachIndex(counts, [&](const std::vector<int64_t> &k) {
        int64_t at = 0;
        for (size_t d = 0; d < index.size(); ++d)
          at += (lo[d] + k[d] + index[d]) * strides[d];
        v = errors::hull(v, in.get(at), isFloat);
      });
    }
    out.set(linear++, v);
  });
}

/// Every element of `t` unbounded (or, in a noise lane, tainted).
void unsettle(Tensor &t) {
  for (int64_t i = 0; i < t.numElements(); ++i) {
    Scalar v = t.get(i);
    v.err = t.elementType().isFloat() && !mc::noiseLane() ? errors::kMayBeNaN
                                                          : errors::kUnbounded;
    t.set(i, v);
  }
}

LogicalResult evalDynamicSlice(Operation *op, ArrayRef<const Tensor *> operands,
                               SmallVectorImpl<Tensor> &results,
                               Interpreter &) {
  FailureOr<Tensor> out = resultTensor(op);
  if (failed(out))
    return failure();
  std::vector<int64_t> spans;
  FailureOr<std::vector<int64_t>> starts =
      clampedStarts(op, operands, 1, operands[0]->shape(), out->shape(), spans);
  if (failed(starts))
    return failure();
  gatherElements(
      *operands[0], *out,
      [&](const std::vector<int64_t> &index, std::vector<int64_t> &from) {
        for (size_t d = 0; d < index.size(); ++d)
          from[d] = (*starts)[d] + index[d];
      });
  if (anyUncertain(spans)) {
    if (mc::noiseLane())
      unsettle(*out);
    else
      widenToCandidateStarts(*operands[0], *out, *starts, spans);
  }
  results.push_back(std::move(*out));
  return success();
}

/// dynamic_update_slice; an inexact start leaves where the update lands
/// open, and the reference gives up on the whole result.
LogicalResult evalDynamicUpdateSlice(Operation *op,
                                     ArrayRef<const Tensor *> operands,
                                     SmallVectorImpl<Tensor> &results,
                                     Interpreter &) {
  Tensor out = *operands[0];
  const Tensor &update = *operands[1];
  std::vector<int64_t> spans;
  FailureOr<std::vector<int64_t>> starts =
      clampedStarts(op, operands, 2, out.shape(), update.shape(), spans);
  if (failed(starts))
    return failure();
  std::vector<int64_t> strides = stridesOf(out.shape());
  int64_t linear = 0;
  forEachIndex(update.shape(), [&](const std::vector<int64_t> &index) {
    int64_t at = 0;
    for (size_t d = 0; d < index.size(); ++d)
      at += ((*starts)[d] + index[d]) * strides[d];
    out.set(at, update.get(linear++));
  });
  if (anyUncertain(spans))
    unsettle(out);
  results.push_back(std::move(out));
  return success();
}

LogicalResult evalConcatenate(Operation *op, ArrayRef<const Tensor *> operands,
                              SmallVectorImpl<Tensor> &results, Interpreter &) {
  FailureOr<Tensor> out = resultTensor(op);
  if (failed(out))
    return failure();
  int64_t dim = integer(op, "dimension", 0);
  if (dim < 0 || dim >= out->rank())
    return unsupported(op) << "concatenate dimension " << dim;
  std::vector<int64_t> strides = stridesOf(out->shape());
  int64_t offset = 0;
  for (const Tensor *in : operands) {
    int64_t linear = 0;
    forEachIndex(in->shape(), [&](const std::vector<int64_t> &index) {
      int64_t at = 0;
      for (size_t d = 0; d < index.size(); ++d)
        at += (index[d] + (static_cast<int64_t>(d) == dim ? offset : 0)) *
              strides[d];
      out->set(at, in->get(linear++));
    });
    offset += in->shape()[dim];
  }
  results.push_back(std::move(*out));
  return success();
}

/// pad: edge_padding_low/high (negative values cut), interior_padding.
LogicalResult evalPad(Operation *op, ArrayRef<const Tensor *> operands,
                      SmallVectorImpl<Tensor> &results, Interpreter &) {
  FailureOr<Tensor> out = resultTensor(op);
  if (failed(out))
    return failure();
  const Tensor &in = *operands[0];
  Scalar value = operands[1]->get(0);
  std::vector<int64_t> low = integerList(op, "edge_padding_low");
  std::vector<int64_t> interior = integerList(
      op, "interior_padding", std::vector<int64_t>(in.shape().size(), 0));
  if (low.size() != in.shape().size() || interior.size() != low.size())
    return unsupported(op) << "padding of the wrong length";
  padInto(in, value, low, interior, *out);
  results.push_back(std::move(*out));
  return success();
}

LogicalResult evalReverse(Operation *op, ArrayRef<const Tensor *> operands,
                          SmallVectorImpl<Tensor> &results, Interpreter &) {
  FailureOr<Tensor> out = resultTensor(op);
  if (failed(out))
    return failure();
  std::vector<int64_t> dims = integerList(op, "dimensions");
  const Tensor &in = *operands[0];
  gatherElements(
      in, *out,
      [&](const std::vector<int64_t> &index, std::vector<int64_t> &from) {
        from = index;
        for (int64_t d : dims)
          from[d] = in.shape()[d] - 1 - index[d];
      });
  results.push_back(std::move(*out));
  return success();
}

/// optimization_barrier: every operand, unchanged.
LogicalResult evalIdentity(Operation *, ArrayRef<const Tensor *> operands,
                           SmallVectorImpl<Tensor> &results, Interpreter &) {
  for (const Tensor *t : operands)
    results.push_back(*t);
  return success();
}

//===----------------------------------------------------------------------===//
// Control flow
//===----------------------------------------------------------------------===//

FailureOr<bool> exactCondition(Operation *op, const Tensor &t) {
  if (t.numElements() != 1)
    return unsupported(op) << "a condition that is not a scalar";
  if (t.errAt(0) != 0.0)
    return emitError(op->getLoc())
           << "the condition of '" << op->getName()
           << "' depends on values the reference cannot decide exactly";
  return t.intAt(0) != 0;
}

LogicalResult evalWhile(Operation *op, ArrayRef<const Tensor *> operands,
                        SmallVectorImpl<Tensor> &results, Interpreter &interp) {
  if (op->getNumRegions() != 2)
    return unsupported(op) << "a while without cond and body";
  std::vector<Tensor> state;
  for (const Tensor *t : operands)
    state.push_back(*t);
  for (int64_t i = 0;; ++i) {
    if (i >= kMaxLoopIterations)
      return emitError(op->getLoc())
             << "while ran " << kMaxLoopIterations << " iterations";
    auto cond = interp.evaluateBlock(op->getRegion(0).front(), state);
    if (failed(cond) || cond->size() != 1)
      return failure();
    FailureOr<bool> go = exactCondition(op, (*cond)[0]);
    if (failed(go))
      return failure();
    if (!*go)
      break;
    auto next = interp.evaluateBlock(op->getRegion(1).front(), state);
    if (failed(next))
      return failure();
    state = std::move(*next);
  }
  results.append(state.begin(), state.end());
  return success();
}

/// case: the branch `index` names, the last one when it is out of range.
LogicalResult evalCase(Operation *op, ArrayRef<const Tensor *> operands,
                       SmallVectorImpl<Tensor> &results, Interpreter &interp) {
  FailureOr<int64_t> index = exactIndex(op, *operands[0]);
  if (failed(index))
    return failure();
  int64_t n = op->getNumRegions();
  int64_t branch = *index < 0 || *index >= n ? n - 1 : *index;
  auto out = interp.evaluateBlock(op->getRegion(branch).front(), {});
  if (failed(out))
    return failure();
  results.append(out->begin(), out->end());
  return success();
}

LogicalResult evalIf(Operation *op, ArrayRef<const Tensor *> operands,
                     SmallVectorImpl<Tensor> &results, Interpreter &interp) {
  FailureOr<bool> pred = exactCondition(op, *operands[0]);
  if (failed(pred))
    return failure();
  auto out = interp.evaluateBlock(op->getRegion(*pred ? 0 : 1).front(), {});
  if (failed(out))
    return failure();
  results.append(out->begin(), out->end());
  return success();
}

} // namespace

void defuse::registerStablehloSemantics(SemanticsRegistry &registry) {
  for (const auto &entry : meanings())
    registry.add(entry.getKey(), evalElementwise);
  for (const char *name :
       {"stablehlo.maximum", "stablehlo.minimum", "stablehlo.negate",
        "stablehlo.not", "stablehlo.sign", "stablehlo.shift_left",
        "stablehlo.shift_right_logical", "stablehlo.shift_right_arithmetic",
        "stablehlo.logistic", "chlo.square", "chlo.sinh", "chlo.cosh"})
    registry.add(name, evalElementwise);
  registry.add("stablehlo.compare", evalCompare);
  registry.add("stablehlo.select", evalSelect);
  registry.add("stablehlo.clamp", evalClamp);
  registry.add("stablehlo.convert", evalConvert);
  registry.add("stablehlo.bitcast_convert", evalBitcastConvert);
  registry.add("stablehlo.reduce_precision", evalReducePrecision);
  registry.add("stablehlo.constant", evalConstant);
  registry.add("stablehlo.iota", evalIota);
  registry.add("stablehlo.broadcast_in_dim", evalBroadcastInDim);
  registry.add("stablehlo.reshape", evalReshape);
  registry.add("stablehlo.transpose", evalTranspose);
  registry.add("stablehlo.slice", evalSlice);
  registry.add("stablehlo.dynamic_slice", evalDynamicSlice);
  registry.add("stablehlo.dynamic_update_slice", evalDynamicUpdateSlice);
  registry.add("stablehlo.concatenate", evalConcatenate);
  registry.add("stablehlo.pad", evalPad);
  registry.add("stablehlo.reverse", evalReverse);
  registry.add("stablehlo.optimization_barrier", evalIdentity);
  registry.add("stablehlo.while", evalWhile);
  registry.add("stablehlo.case", evalCase);
  registry.add("stablehlo.if", evalIf);
  registry.add("chlo.conj", evalElementwise);
  registerStablehloContractionSemantics(registry);
  registerStablehloComplexSemantics(registry);
  registerStablehloSortSemantics(registry);
  registerStablehloBatchNormSemantics(registry);
  registerStablehloLinearAlgebraSemantics(registry);
  registerStablehloDynamicSemantics(registry);
  registerStablehloRegionSemantics(registry);
  registerStablehloRandomSemantics(registry);
  registerStablehloStructureSemantics(registry);
  registerStablehloProcessGridSemantics(registry);
  registerStablehloFftSemantics(registry);
}
