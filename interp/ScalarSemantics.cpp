//===- ScalarSemantics.cpp - arith and math ops on one element ------------===//
//
// Each op is a small lambda over Scalars. Float ops compute their value in
// double and their bound with the rules of ErrorModel.h; integer ops are exact
// with wraparound at the op's width; undefined behaviour (division by zero,
// out-of-range shifts and conversions) yields an unbounded element, which the
// oracle reports as unverifiable rather than judging it.
//
//===----------------------------------------------------------------------===//

#include "interp/ScalarSemantics.h"
#include "interp/ErrorModel.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Operation.h"
#include "mlir/IR/TypeUtilities.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/ADT/StringSwitch.h"

#include <cmath>
#include <cstring>

using namespace defuse;
using namespace mlir;
using errors::anyUncertain;
using errors::kUnbounded;
using errors::kZeroSignUnspecified;
using errors::roundedResult;
using errors::signedValue;
using errors::uncertainBool;

namespace {

ElementType elementTypeOf(Type type) {
  if (auto shaped = dyn_cast<ShapedType>(type))
    type = shaped.getElementType();
  return ElementType::fromMlir(type).value_or(ElementType{ElementKind::F32});
}

//===----------------------------------------------------------------------===//
// Float arithmetic
//===----------------------------------------------------------------------===//

ScalarKernel binaryFloat(ElementType t, StringRef name) {
  if (name == "arith.addf" || name == "arith.subf") {
    bool sub = name == "arith.subf";
    return [t, sub](const Scalar *o, Scalar *r) {
      Scalar b = o[1];
      if (sub)
        b.f = -b.f;
      r[0] = errors::sumOfTwo(t, o[0], b);
    };
  }
  if (name == "arith.mulf")
    return [t](const Scalar *o, Scalar *r) {
      r[0] = errors::productOf(t, o[0], o[1]);
    };
  if (name == "arith.divf")
    return [t](const Scalar *o, Scalar *r) {
      r[0] = errors::quotientOf(t, o[0], o[1]);
    };
  if (name == "arith.remf")
    return [t](const Scalar *o, Scalar *r) {
      double a = o[0].f, b = o[1].f;
      double v = std::fmod(a, b); // exact in IEEE arithmetic
      double prop = 0.0;
      if (errors::mayBeNonFinite(o[0].err) || errors::mayBeZero(b, o[1].err))
        prop = errors::kMayBeNaN; // fmod(inf, y), fmod(x, 0) are NaN
      else if (o[0].err != 0.0 || o[1].err != 0.0) {
        double q = a / b;
        double qSpread = (o[0].err + std::fabs(q) * o[1].err) /
                         std::fmax(std::fabs(b) - o[1].err, 0.0);
        bool crossesMultiple =
            std::trunc(q - qSpread) != std::trunc(q + qSpread);
        prop = crossesMultiple ? std::fabs(b) + o[1].err
                               : o[0].err + std::fabs(std::trunc(q)) * o[1].err;
      }
      r[0] = roundedResult(t, v, prop, true);
    };
  // max/min: exact and 1-Lipschitz. They differ only on NaN and signed zero.
  bool isMax = name.contains("max");
  bool nanPropagating = name == "arith.maximumf" || name == "arith.minimumf";
  return [isMax, nanPropagating](const Scalar *o, Scalar *r) {
    double a = o[0].f, b = o[1].f;
    double err = std::isnan(o[0].err) || std::isnan(o[1].err)
                     ? errors::kMayBeNaN
                     : std::fmax(o[0].err, o[1].err);
    if (std::isnan(a) || std::isnan(b)) {
      if (nanPropagating || (std::isnan(a) && std::isnan(b)))
        r[0] = Scalar::ofFloat(std::nan(""), 0.0);
      else
        r[0] = std::isnan(a) ? o[1] : o[0];
      return;
    }
    if (a == 0.0 && b == 0.0 && std::signbit(a) != std::signbit(b)) {
      if (nanPropagating) // maximumf/minimumf order -0 < +0
        r[0] = Scalar::ofFloat(isMax ? 0.0 : -0.0, err);
      else // maxnum/minnum may return either zero
        r[0] = Scalar::ofFloat(0.0, std::fmax(err, kZeroSignUnspecified));
      return;
    }
    r[0] = Scalar::ofFloat(isMax ? std::fmax(a, b) : std::fmin(a, b), err);
  };
}

} // namespace

Scalar defuse::compareFloats(arith::CmpFPredicate pred, const Scalar &a,
                             const Scalar &b) {
  using P = arith::CmpFPredicate;
  bool unordered = std::isnan(a.f) || std::isnan(b.f);
  if (pred == P::AlwaysFalse)
    return Scalar::ofInt(0);
  if (pred == P::AlwaysTrue)
    return Scalar::ofInt(1);
  if (pred == P::ORD)
    return Scalar::ofInt(!unordered);
  if (pred == P::UNO)
    return Scalar::ofInt(unordered);
  bool isUnorderedPred = pred == P::UEQ || pred == P::UGT || pred == P::UGE ||
                         pred == P::ULT || pred == P::ULE || pred == P::UNE;
  if (unordered) {
    (void)mc::compareUndecided(a.f - b.f); // keeps the record in step
    return Scalar::ofInt(isUnorderedPred);
  }
  bool result = false;
  switch (pred) {
  case P::OEQ:
  case P::UEQ:
    result = a.f == b.f;
    break;
  case P::OGT:
  case P::UGT:
    result = a.f > b.f;
    break;
  case P::OGE:
  case P::UGE:
    result = a.f >= b.f;
    break;
  case P::OLT:
  case P::ULT:
    result = a.f < b.f;
    break;
  case P::OLE:
  case P::ULE:
    result = a.f <= b.f;
    break;
  case P::ONE:
  case P::UNE:
    result = a.f != b.f;
    break;
  default:
    break;
  }
  // A decision point of the statistical tier; in a noise lane an
  // undecided outcome taints the result.
  if (mc::compareUndecided(a.f - b.f) && mc::noiseLane())
    return Scalar::ofInt(result, kUnbounded);
  double spread = a.err + b.err;
  if (spread > 0.0 && !(std::fabs(a.f - b.f) > spread))
    return uncertainBool(result);
  return Scalar::ofInt(result);
}

namespace {

//===----------------------------------------------------------------------===//
// Integer arithmetic
//===----------------------------------------------------------------------===//

using errors::poison;

int64_t signedMin(ElementType t) {
  unsigned w = t.bitWidth();
  return w >= 64 ? INT64_MIN : -(int64_t(1) << (w - 1));
}

ScalarKernel binaryInt(ElementType t, StringRef name) {
  using Fn = std::function<Scalar(int64_t, int64_t)>;
  Fn fn;
  auto u = [t](int64_t v) { return t.asUnsigned(v); };
  auto s = [t](int64_t v) { return signedValue(t, v); };
  auto w = [t](int64_t v) { return Scalar::ofInt(t.wrap(v)); };
  auto wu = [t](uint64_t v) {
    return Scalar::ofInt(t.wrap(static_cast<int64_t>(v)));
  };
  unsigned width = t.bitWidth();
  if (name == "arith.addi")
    fn = [u, wu](int64_t a, int64_t b) { return wu(u(a) + u(b)); };
  else if (name == "arith.subi")
    fn = [u, wu](int64_t a, int64_t b) { return wu(u(a) - u(b)); };
  else if (name == "arith.muli")
    fn = [u, wu](int64_t a, int64_t b) { return wu(u(a) * u(b)); };
  else if (name == "arith.andi")
    fn = [w](int64_t a, int64_t b) { return w(a & b); };
  else if (name == "arith.ori")
    fn = [w](int64_t a, int64_t b) { return w(a | b); };
  else if (name == "arith.xori")
    fn = [w](int64_t a, int64_t b) { return w(a ^ b); };
  else if (name == "arith.maxsi")
    fn = [s, w](int64_t a, int64_t b) { return w(s(a) >= s(b) ? a : b); };
  else if (name == "arith.minsi")
    fn = [s, w](int64_t a, int64_t b) { return w(s(a) <= s(b) ? a : b); };
  else if (name == "arith.maxui")
    fn = [u, w](int64_t a, int64_t b) { return w(u(a) >= u(b) ? a : b); };
  else if (name == "arith.minui")
    fn = [u, w](int64_t a, int64_t b) { return w(u(a) <= u(b) ? a : b); };
  else if (name == "arith.shli")
    fn = [u, wu, width](int64_t a, int64_t b) {
      return u(b) >= width ? poison() : wu(u(a) << u(b));
    };
  else if (name == "arith.shrui")
    fn = [u, wu, width](int64_t a, int64_t b) {
      return u(b) >= width ? poison() : wu(u(a) >> u(b));
    };
  else if (name == "arith.shrsi")
    fn = [u, s, w, width](int64_t a, int64_t b) {
      return u(b) >= width ? poison() : w(s(a) >> u(b));
    };
  else if (name == "arith.divui" || name == "arith.remui" ||
           name == "arith.ceildivui") {
    bool rem = name == "arith.remui", ceil = name == "arith.ceildivui";
    fn = [u, wu, rem, ceil](int64_t a, int64_t b) {
      if (u(b) == 0)
        return poison();
      if (rem)
        return wu(u(a) % u(b));
      uint64_t q = u(a) / u(b);
      if (ceil && u(a) % u(b) != 0)
        ++q;
      return wu(q);
    };
  } else {
    // Signed division family: divsi, remsi, ceildivsi, floordivsi.
    bool rem = name == "arith.remsi";
    int mode = name == "arith.ceildivsi"    ? 1
               : name == "arith.floordivsi" ? -1
                                            : 0;
    int64_t minVal = signedMin(t);
    fn = [s, w, rem, mode, minVal](int64_t a, int64_t b) {
      int64_t x = s(a), y = s(b);
      if (y == 0 || (x == minVal && y == -1))
        return poison();
      if (rem)
        return w(x % y);
      int64_t q = x / y, r = x % y;
      if (r != 0 && mode == 1 && ((r > 0) == (y > 0)))
        ++q;
      if (r != 0 && mode == -1 && ((r > 0) != (y > 0)))
        --q;
      return w(q);
    };
  }
  bool additive = name == "arith.addi" || name == "arith.subi";
  return [fn, additive](const Scalar *o, Scalar *r) {
    r[0] = fn(o[0].i, o[1].i);
    if (anyUncertain(o, 2) && r[0].err == 0.0)
      r[0].err = additive ? o[0].err + o[1].err : kUnbounded;
  };
}

} // namespace

Scalar defuse::compareInts(ElementType t, arith::CmpIPredicate pred,
                           const Scalar &a, const Scalar &b) {
  using P = arith::CmpIPredicate;
  int64_t sa = signedValue(t, a.i), sb = signedValue(t, b.i);
  uint64_t ua = t.asUnsigned(a.i), ub = t.asUnsigned(b.i);
  bool r = false;
  switch (pred) {
  case P::eq:
    r = a.i == b.i;
    break;
  case P::ne:
    r = a.i != b.i;
    break;
  case P::slt:
    r = sa < sb;
    break;
  case P::sle:
    r = sa <= sb;
    break;
  case P::sgt:
    r = sa > sb;
    break;
  case P::sge:
    r = sa >= sb;
    break;
  case P::ult:
    r = ua < ub;
    break;
  case P::ule:
    r = ua <= ub;
    break;
  case P::ugt:
    r = ua > ub;
    break;
  case P::uge:
    r = ua >= ub;
    break;
  }
  double spread = a.err + b.err;
  if (spread > 0.0 && !(std::fabs(double(sa) - double(sb)) > spread))
    return uncertainBool(r);
  return Scalar::ofInt(r);
}

namespace {

//===----------------------------------------------------------------------===//
// Conversions
//===----------------------------------------------------------------------===//

ScalarKernel floatToInt(ElementType from, ElementType to, bool isUnsigned) {
  (void)from;
  unsigned width = to.bitWidth();
  double lo = isUnsigned ? 0.0 : -std::ldexp(1.0, width - 1);
  double hi = isUnsigned ? std::ldexp(1.0, width) : std::ldexp(1.0, width - 1);
  if (to.kind == ElementKind::I1) {
    lo = isUnsigned ? 0.0 : -1.0;
    hi = isUnsigned ? 2.0 : 1.0;
  }
  return [to, lo, hi, isUnsigned](const Scalar *o, Scalar *r) {
    double x = o[0].f;
    double tx = std::trunc(x);
    // A step at every integer: a decision point of the statistical tier.
    if (mc::stepUndecided(x, /*atHalves=*/false) && mc::noiseLane()) {
      r[0] = Scalar::ofInt(0, kUnbounded);
      return;
    }
    if (!(tx >= lo && tx < hi)) { // NaN or out of range: poison
      r[0] = poison();
      return;
    }
    int64_t v = isUnsigned ? static_cast<int64_t>(static_cast<uint64_t>(tx))
                           : static_cast<int64_t>(tx);
    if (to.kind == ElementKind::I1 && !isUnsigned)
      v = -v; // -1 as signed i1 is stored as 1
    double err = 0.0;
    if (o[0].err != 0.0) {
      double a = std::trunc(x - o[0].err), b = std::trunc(x + o[0].err);
      if (!(a >= lo && b < hi))
        err = kUnbounded;
      else
        err = std::fmax(tx - a, b - tx);
    }
    r[0] = Scalar::ofInt(to.wrap(v), err);
  };
}

ScalarKernel intToFloat(ElementType from, ElementType to, bool isUnsigned) {
  return [from, to, isUnsigned](const Scalar *o, Scalar *r) {
    double v;
    bool exact;
    if (isUnsigned) {
      uint64_t u = from.asUnsigned(o[0].i);
      v = static_cast<double>(u);
      exact = u < (uint64_t(1) << 53);
    } else {
      int64_t s = signedValue(from, o[0].i);
      v = static_cast<double>(s);
      exact = s > -(int64_t(1) << 53) && s < (int64_t(1) << 53);
    }
    r[0] = errors::convertedResult(to, v, o[0].err, exact);
  };
}

//===----------------------------------------------------------------------===//
// math dialect library functions
//===----------------------------------------------------------------------===//

struct LibraryFunction {
  double (*fn)(double);
  bool monotone;
  double lipschitz; // used when not monotone
};

const llvm::StringMap<LibraryFunction> &libraryFunctions() {
  static const llvm::StringMap<LibraryFunction> table = {
      {"math.exp", {[](double x) { return std::exp(x); }, true, 0}},
      {"math.exp2", {[](double x) { return std::exp2(x); }, true, 0}},
      {"math.expm1", {[](double x) { return std::expm1(x); }, true, 0}},
      {"math.log", {[](double x) { return std::log(x); }, true, 0}},
      {"math.log2", {[](double x) { return std::log2(x); }, true, 0}},
      {"math.log10", {[](double x) { return std::log10(x); }, true, 0}},
      {"math.log1p", {[](double x) { return std::log1p(x); }, true, 0}},
      {"math.sqrt", {[](double x) { return std::sqrt(x); }, true, 0}},
      {"math.rsqrt", {[](double x) { return 1.0 / std::sqrt(x); }, true, 0}},
      {"math.cbrt", {[](double x) { return std::cbrt(x); }, true, 0}},
      {"math.tanh", {[](double x) { return std::tanh(x); }, true, 0}},
      {"math.sinh", {[](double x) { return std::sinh(x); }, true, 0}},
      {"math.asinh", {[](double x) { return std::asinh(x); }, true, 0}},
      {"math.atanh", {[](double x) { return std::atanh(x); }, true, 0}},
      {"math.acosh", {[](double x) { return std::acosh(x); }, true, 0}},
      {"math.atan", {[](double x) { return std::atan(x); }, true, 0}},
      {"math.asin", {[](double x) { return std::asin(x); }, true, 0}},
      {"math.acos", {[](double x) { return std::acos(x); }, true, 0}},
      {"math.erf", {[](double x) { return std::erf(x); }, true, 0}},
      {"math.erfc", {[](double x) { return std::erfc(x); }, true, 0}},
      {"math.sin", {[](double x) { return std::sin(x); }, false, 1.0}},
      {"math.cos", {[](double x) { return std::cos(x); }, false, 1.0}},
      {"math.cosh", {[](double x) { return std::cosh(x); }, false, 0}},
      {"math.tan", {[](double x) { return std::tan(x); }, false, 0}},
  };
  return table;
}

ScalarKernel unaryLibrary(ElementType t, StringRef name) {
  const LibraryFunction &lib = libraryFunctions().find(name)->second;
  double ulps = libraryFunctionUlps(name.str().c_str(), t);
  double floor = libraryFunctionMagnitudeFloor(name.str().c_str());
  return [t, lib, ulps, floor](const Scalar *o, Scalar *r) {
    r[0] = errors::libraryResult(t, lib.fn, o[0].f, o[0].err, lib.monotone,
                                 lib.lipschitz, ulps, floor);
  };
}

ScalarKernel roundingFunction(StringRef name) {
  double (*fn)(double) =
      llvm::StringSwitch<double (*)(double)>(name)
          .Case("math.ceil", [](double x) { return std::ceil(x); })
          .Case("math.floor", [](double x) { return std::floor(x); })
          .Case("math.trunc", [](double x) { return std::trunc(x); })
          .Case("math.round", [](double x) { return std::round(x); })
          .Default([](double x) { return std::nearbyint(x); });
  // floor, ceil and trunc step at integers; round and roundeven at halves.
  bool atHalves = name == "math.round" || name == "math.roundeven";
  return [fn, atHalves](const Scalar *o, Scalar *r) {
    r[0] = errors::integralRounding(fn, o[0].f, o[0].err, atHalves);
  };
}

ScalarKernel powKernel(ElementType t) {
  double ulps = libraryFunctionUlps("math.powf", t);
  return [t, ulps](const Scalar *o, Scalar *r) {
    double x = o[0].f, y = o[1].f;
    double v = std::pow(x, y);
    double prop = 0.0;
    if (o[0].err != 0.0 || o[1].err != 0.0) {
      if (x - o[0].err <= 0.0 && o[1].err != 0.0)
        prop = errors::kMayBeNaN; // negative bases need integral exponents
      else {
        double xs[2] = {x - o[0].err, x + o[0].err};
        double ys[2] = {y - o[1].err, y + o[1].err};
        for (double a : xs)
          for (double b : ys) {
            double c = std::pow(a, b);
            prop = std::isnan(c) || std::isnan(prop)
                       ? errors::kMayBeNaN
                       : std::fmax(prop, std::fabs(c - v));
          }
      }
    }
    bool exact = (y == 0.0) || (x == 1.0) || (y == 1.0 && o[1].err == 0.0) ||
                 (std::isinf(v) && o[0].err == 0.0 && o[1].err == 0.0);
    r[0] = roundedResult(t, v, prop, exact, exact ? 0.5 : ulps);
  };
}

int64_t ipow(int64_t base, int64_t exp, ElementType t) {
  if (exp < 0)
    return base == 1 ? 1 : (base == -1 ? ((exp & 1) ? -1 : 1) : 0);
  uint64_t result = 1, b = static_cast<uint64_t>(base);
  while (exp) {
    if (exp & 1)
      result *= b;
    b *= b;
    exp >>= 1;
  }
  return t.wrap(static_cast<int64_t>(result));
}

} // namespace

double defuse::libraryFunctionUlps(const char *name, ElementType type) {
  // Accuracy requirements per function, in ULPs of the result, follow the
  // OpenCL C specification's single-precision table (the accuracy contract
  // MLIR's polynomial approximations are written against). Half-precision
  // types are computed through f32 and rounded once: one ULP of the narrow
  // type covers that.
  if (type.kind == ElementKind::F16 || type.kind == ElementKind::BF16)
    return 1.0;
  static const llvm::StringMap<double> ulps = {
      {"math.exp", 3},   {"math.exp2", 3},   {"math.expm1", 3},
      {"math.log", 3},   {"math.log2", 3},   {"math.log10", 3},
      {"math.log1p", 2}, {"math.sqrt", 0.5}, {"math.rsqrt", 2},
      {"math.cbrt", 2},  {"math.tanh", 5},   {"math.sinh", 4},
      {"math.cosh", 4},  {"math.asinh", 4},  {"math.acosh", 4},
      {"math.atanh", 5}, {"math.atan", 5},   {"math.atan2", 6},
      {"math.asin", 4},  {"math.acos", 4},   {"math.erf", 16},
      {"math.erfc", 16}, {"math.sin", 4},    {"math.cos", 4},
      {"math.tan", 5},   {"math.powf", 16},  {"math.fpowi", 16},
  };
  auto it = ulps.find(name);
  return it == ulps.end() ? 4.0 : it->second;
}

double defuse::libraryFunctionMagnitudeFloor(const char *name) {
  static const llvm::StringSet<> bounded = {
      "math.tanh", "math.sin",  "math.cos", "math.erf",
      "math.atan", "math.asin", "math.acos"};
  return bounded.contains(name) ? 1.0 : 0.0;
}

Scalar defuse::scalarFromAttribute(Attribute attr) {
  if (auto f = dyn_cast<FloatAttr>(attr))
    return Scalar::ofFloat(f.getValueAsDouble());
  if (auto i = dyn_cast<IntegerAttr>(attr)) {
    if (i.getType().isInteger(1))
      return Scalar::ofInt(i.getValue().getZExtValue());
    return Scalar::ofInt(i.getValue().getSExtValue());
  }
  if (auto b = dyn_cast<BoolAttr>(attr))
    return Scalar::ofInt(b.getValue() ? 1 : 0);
  return Scalar::ofInt(0, kUnbounded);
}

bool defuse::isScalarOp(Operation *op) {
  StringRef ns = op->getDialect() ? op->getDialect()->getNamespace() : "";
  if (ns != "arith" && ns != "math")
    return false;
  return op->getNumRegions() == 0 && op->getNumResults() >= 1;
}

std::optional<ScalarKernel> defuse::scalarKernelByName(StringRef name,
                                                       ElementType operandType,
                                                       ElementType resultType) {
  // Float binary ops.
  if (llvm::is_contained({"arith.addf", "arith.subf", "arith.mulf",
                          "arith.divf", "arith.remf", "arith.maximumf",
                          "arith.minimumf", "arith.maxnumf", "arith.minnumf"},
                         name))
    return binaryFloat(resultType, name);
  if (llvm::is_contained(
          {"arith.addi",  "arith.subi",  "arith.muli",      "arith.andi",
           "arith.ori",   "arith.xori",  "arith.maxsi",     "arith.minsi",
           "arith.maxui", "arith.minui", "arith.shli",      "arith.shrui",
           "arith.shrsi", "arith.divui", "arith.remui",     "arith.ceildivui",
           "arith.divsi", "arith.remsi", "arith.ceildivsi", "arith.floordivsi"},
          name))
    return binaryInt(resultType, name);

  if (name == "arith.negf")
    return ScalarKernel([](const Scalar *o, Scalar *r) {
      r[0] = Scalar::ofFloat(-o[0].f, o[0].err);
    });
  if (name == "math.absf")
    return ScalarKernel([](const Scalar *o, Scalar *r) {
      r[0] = Scalar::ofFloat(std::fabs(o[0].f), o[0].err);
    });
  if (name == "math.copysign")
    return ScalarKernel([](const Scalar *o, Scalar *r) {
      // An inexact sign source near zero may flip the sign.
      bool signKnown = o[1].err == 0.0 || std::fabs(o[1].f) > o[1].err;
      double v = std::copysign(o[0].f, o[1].f);
      double err = o[0].err;
      if (!signKnown)
        err = std::fmax(err, 2.0 * std::fabs(o[0].f) + o[0].err);
      r[0] = Scalar::ofFloat(v, err);
    });
  if (name == "math.absi")
    return ScalarKernel([resultType](const Scalar *o, Scalar *r) {
      int64_t v = signedValue(resultType, o[0].i);
      r[0] = Scalar::ofInt(
          resultType.wrap(v < 0 ? -static_cast<uint64_t>(v) : v), o[0].err);
    });
  if (name == "arith.extf")
    return ScalarKernel([](const Scalar *o, Scalar *r) { r[0] = o[0]; });
  if (name == "arith.truncf")
    return ScalarKernel([resultType](const Scalar *o, Scalar *r) {
      r[0] = errors::convertedResult(resultType, o[0].f, o[0].err, true);
    });
  if (name == "arith.fptosi" || name == "arith.fptoui")
    return floatToInt(operandType, resultType, name == "arith.fptoui");
  if (name == "arith.sitofp" || name == "arith.uitofp")
    return intToFloat(operandType, resultType, name == "arith.uitofp");
  if (name == "arith.extsi" || name == "arith.index_cast" ||
      name == "arith.trunci")
    return ScalarKernel([operandType, resultType](const Scalar *o, Scalar *r) {
      r[0] = Scalar::ofInt(resultType.wrap(signedValue(operandType, o[0].i)),
                           o[0].err);
    });
  if (name == "arith.extui" || name == "arith.index_castui")
    return ScalarKernel([operandType, resultType](const Scalar *o, Scalar *r) {
      r[0] = Scalar::ofInt(
          resultType.wrap(static_cast<int64_t>(operandType.asUnsigned(o[0].i))),
          o[0].err);
    });
  if (name == "arith.bitcast")
    return ScalarKernel([operandType, resultType](const Scalar *o, Scalar *r) {
      if (o[0].err != 0.0) { // unknown bits: a NaN, for a float
        r[0] = Scalar::ofInt(0, resultType.isFloat() ? errors::kMayBeNaN
                                                     : kUnbounded);
        r[0].f = 0.0;
        return;
      }
      uint64_t bits = operandType.encode(o[0].f, o[0].i);
      Scalar s;
      resultType.decode(bits, s.f, s.i);
      r[0] = s;
    });

  if (libraryFunctions().count(name))
    return unaryLibrary(resultType, name);
  if (llvm::is_contained({"math.ceil", "math.floor", "math.trunc", "math.round",
                          "math.roundeven"},
                         name))
    return roundingFunction(name);
  if (name == "math.powf")
    return powKernel(resultType);
  if (name == "math.ipowi")
    return ScalarKernel([resultType](const Scalar *o, Scalar *r) {
      // An unsigned exponent is never negative.
      int64_t exponent =
          resultType.isUnsigned()
              ? static_cast<int64_t>(std::min<uint64_t>(
                    resultType.asUnsigned(o[1].i), uint64_t(INT64_MAX)))
              : signedValue(resultType, o[1].i);
      r[0] = Scalar::ofInt(ipow(o[0].i, exponent, resultType),
                           anyUncertain(o, 2) ? kUnbounded : 0.0);
    });
  if (name == "math.atan2")
    return ScalarKernel([resultType](const Scalar *o, Scalar *r) {
      double v = std::atan2(o[0].f, o[1].f);
      double prop = 0.0;
      if (anyUncertain(o, 2)) {
        double rr = std::hypot(o[0].f, o[1].f) - o[0].err - o[1].err;
        prop = rr <= 0.0 ? kUnbounded : (o[0].err + o[1].err) / rr;
      }
      r[0] = roundedResult(resultType, v, prop, false,
                           libraryFunctionUlps("math.atan2", resultType));
    });
  if (name == "math.fma")
    return ScalarKernel([resultType](const Scalar *o, Scalar *r) {
      double a = o[0].f, b = o[1].f, c = o[2].f;
      double prod = a * b;
      double v = std::fma(a, b, c);
      double prop = errors::productBound(a, o[0].err, b, o[1].err) + o[2].err;
      // A lowering may split fma into mul + add: allow the product's
      // rounding as well, and its overflow when it may reach the largest
      // finite value (the fused result can be finite where the split
      // product is inf). An infinite exact product is the same either way.
      if (std::isfinite(prod)) {
        double prodMag = std::fabs(prod) + prop;
        prop = prodMag >= resultType.maxFinite()
                   ? kUnbounded
                   : prop + resultType.unitRoundoff() * prodMag;
      }
      r[0] = roundedResult(resultType, v, prop, false);
    });
  if (name == "math.isnan" || name == "math.isinf" || name == "math.isfinite")
    return ScalarKernel([which = name.str()](const Scalar *o, Scalar *r) {
      bool v = which == "math.isnan"   ? std::isnan(o[0].f)
               : which == "math.isinf" ? std::isinf(o[0].f)
                                       : std::isfinite(o[0].f);
      r[0] = Scalar::ofInt(v, std::isfinite(o[0].err) ? 0.0 : 1.0);
    });
  if (name == "math.ctpop" || name == "math.ctlz" || name == "math.cttz")
    return ScalarKernel(
        [which = name.str(), resultType](const Scalar *o, Scalar *r) {
          uint64_t u = resultType.asUnsigned(o[0].i);
          unsigned w = resultType.bitWidth();
          int64_t v = 0;
          if (which == "math.ctpop")
            v = __builtin_popcountll(u);
          else if (which == "math.ctlz")
            v = u == 0 ? w : __builtin_clzll(u) - (64 - w);
          else
            v = u == 0 ? w : __builtin_ctzll(u);
          r[0] = Scalar::ofInt(v, o[0].err ? kUnbounded : 0.0);
        });
  return std::nullopt;
}

FailureOr<ScalarKernel> defuse::compileScalarOp(Operation *op) {
  StringRef name = op->getName().getStringRef();
  auto unsupported = [&]() -> FailureOr<ScalarKernel> {
    return emitError(op->getLoc())
           << "the reference interpreter does not support '" << name << "'";
  };
  if (op->getNumResults() != 1)
    return unsupported();
  ElementType resultType = elementTypeOf(op->getResult(0).getType());
  ElementType operandType = op->getNumOperands()
                                ? elementTypeOf(op->getOperand(0).getType())
                                : resultType;
  if (!ElementType::fromMlir(getElementTypeOrSelf(op->getResult(0).getType())))
    return emitError(op->getLoc())
           << "the reference interpreter does not support element type "
           << getElementTypeOrSelf(op->getResult(0).getType()) << " of '"
           << name << "'";

  if (auto cmp = dyn_cast<arith::CmpFOp>(op)) {
    auto pred = cmp.getPredicate();
    return ScalarKernel([pred](const Scalar *o, Scalar *r) {
      r[0] = compareFloats(pred, o[0], o[1]);
    });
  }
  if (auto cmp = dyn_cast<arith::CmpIOp>(op)) {
    auto pred = cmp.getPredicate();
    return ScalarKernel([operandType, pred](const Scalar *o, Scalar *r) {
      r[0] = compareInts(operandType, pred, o[0], o[1]);
    });
  }
  if (name == "arith.select") {
    bool isFloat = resultType.isFloat();
    return ScalarKernel([isFloat](const Scalar *o, Scalar *r) {
      r[0] = errors::select(o[0], o[1], o[2], isFloat);
    });
  }
  if (name == "arith.constant")
    return ScalarKernel(
        [s = scalarFromAttribute(cast<arith::ConstantOp>(op).getValue())](
            const Scalar *, Scalar *r) { r[0] = s; });

  if (name == "math.fpowi")
    return ScalarKernel([k = powKernel(resultType),
                         operandType =
                             elementTypeOf(op->getOperand(1).getType())](
                            const Scalar *o, Scalar *r) {
      Scalar args[2] = {
          o[0],
          Scalar::ofFloat(double(signedValue(operandType, o[1].i)), o[1].err)};
      k(args, r);
    });
  if (std::optional<ScalarKernel> kernel =
          scalarKernelByName(name, operandType, resultType))
    return *kernel;
  return unsupported();
}
