//===- StablehloComplex.cpp - StableHLO on complex numbers ----------------===//
//
// The element-wise ops of the specification on complex<f32> and
// complex<f64> (arithmetic, the library functions as the specification
// names them: exponential, log, sine, ..., power), the ops that build and
// take apart complex numbers (complex, real, imag) and conversions to and
// from them. Bounds follow ComplexErrorModel.h.
//
// Allowances of the library functions, in ULPs of max(|v|, 1): 4 for
// exponential, log, sqrt and the like (two real functions and a product per
// part), 8 for the ones built from several such (tan, tanh, power,
// logistic). A quotient is allowed 8 ULPs of max(|v|, 1) while the
// textbook formula cannot overflow or underflow (every part of both operands
// within [2^-(E/2), 2^(E/2)] of the part type's exponent range E); outside
// it implementations scale differently (Smith's algorithm, XLA's own) and
// the element is unjudged.
//
//===----------------------------------------------------------------------===//

#include "interp/ComplexErrorModel.h"
#include "interp/StablehloCommon.h"

#include "mlir/IR/Operation.h"
#include "llvm/ADT/StringMap.h"

using namespace defuse;
using namespace defuse::stablehlo;
using namespace mlir;
using errors::Complex;
using errors::complexOf;

namespace {

using ComplexFn = Complex (*)(Complex);

struct LibraryFunction {
  ComplexFn fn;
  double ulps;
};

Complex logistic(Complex z) { return 1.0 / (1.0 + std::exp(-z)); }

/// The principal cube root in polar form: std::pow(z, 1/3) goes through
/// exp(log(z) / 3), which loses digits at large moduli.
Complex principalCubeRoot(Complex z) {
  return std::polar(std::cbrt(std::abs(z)), std::arg(z) / 3.0);
}

/// atan2(a, b) = -i log((b + i a) / sqrt(b^2 + a^2)), which is atan2 of the
/// parts where both are real.
Complex complexAtan2(Complex a, Complex b) {
  const Complex i(0.0, 1.0);
  return -i * std::log((b + i * a) / std::sqrt(b * b + a * a));
}

/// maximum and minimum of complex numbers: lexicographic on (real,
/// imaginary); the result is one operand, exactly, unless their bounds
/// leave the order open.
Scalar complexExtremum(const Scalar &a, const Scalar &b, bool isMax) {
  bool aFirst = a.f != b.f ? (a.f > b.f) == isMax : (a.im > b.im) == isMax;
  const Scalar &chosen = aFirst ? a : b, &other = aFirst ? b : a;
  double spread = a.err + b.err;
  bool certain = spread == 0.0 || (std::fabs(a.f - b.f) > spread);
  Scalar condition = certain ? Scalar::ofInt(1) : errors::uncertainBool(true);
  return complexSelect(condition, chosen, other);
}

const llvm::StringMap<LibraryFunction> &libraryFunctions() {
  static const llvm::StringMap<LibraryFunction> table = {
      {"stablehlo.exponential", {[](Complex z) { return std::exp(z); }, 4}},
      {"stablehlo.exponential_minus_one",
       {[](Complex z) { return std::exp(z) - 1.0; }, 4}},
      {"stablehlo.log", {[](Complex z) { return std::log(z); }, 4}},
      {"stablehlo.log_plus_one",
       {[](Complex z) { return std::log(1.0 + z); }, 4}},
      {"stablehlo.sqrt", {[](Complex z) { return std::sqrt(z); }, 4}},
      {"stablehlo.rsqrt", {[](Complex z) { return 1.0 / std::sqrt(z); }, 8}},
      {"stablehlo.cbrt", {principalCubeRoot, 8}},
      {"stablehlo.sine", {[](Complex z) { return std::sin(z); }, 4}},
      {"stablehlo.cosine", {[](Complex z) { return std::cos(z); }, 4}},
      {"stablehlo.tan", {[](Complex z) { return std::tan(z); }, 8}},
      {"chlo.tan", {[](Complex z) { return std::tan(z); }, 8}},
      {"stablehlo.tanh", {[](Complex z) { return std::tanh(z); }, 8}},
      {"stablehlo.logistic", {logistic, 8}},
      {"chlo.sinh", {[](Complex z) { return std::sinh(z); }, 4}},
      {"chlo.cosh", {[](Complex z) { return std::cosh(z); }, 4}},
      {"chlo.asin", {[](Complex z) { return std::asin(z); }, 8}},
      {"chlo.acos", {[](Complex z) { return std::acos(z); }, 8}},
      {"chlo.atan", {[](Complex z) { return std::atan(z); }, 8}},
      {"chlo.asinh", {[](Complex z) { return std::asinh(z); }, 8}},
      {"chlo.acosh", {[](Complex z) { return std::acosh(z); }, 8}},
      {"chlo.atanh", {[](Complex z) { return std::atanh(z); }, 8}},
  };
  return table;
}

/// Whether every part of `z` lies where the textbook quotient formula
/// neither overflows nor underflows in `part`.
bool withinScaling(ElementType part, Complex z) {
  double lo = std::ldexp(1.0, part.format().minNormalExp / 2);
  double hi = std::sqrt(part.maxFinite()) * 0.5;
  for (double x : {z.real(), z.imag()})
    if (x != 0.0 && !(std::fabs(x) >= lo && std::fabs(x) <= hi))
      return false;
  return true;
}

Scalar quotient(ElementType t, const Scalar &a, const Scalar &b) {
  Complex x = complexOf(a), y = complexOf(b);
  Complex v = x / y;
  double denom = std::abs(y) - b.err;
  if (std::abs(y) == 0.0 || !withinScaling(t.partType(), x) ||
      !withinScaling(t.partType(), y))
    return Scalar::ofComplex(v.real(), v.imag(), errors::kMayBeNaN);
  double prop = 0.0;
  if (a.err != 0.0 || b.err != 0.0)
    prop = denom <= 0.0 ? errors::kMayBeNaN
                        : (a.err + std::abs(v) * b.err) / denom;
  return errors::complexRounded(t, v, prop, 8.0, 1.0, false);
}

/// |z|: hypot, 1-Lipschitz, accurate to an ULP of the part type.
Scalar modulus(ElementType part, const Scalar &a) {
  double v = std::hypot(a.f, a.im);
  return errors::roundedResult(part, v, a.err, false, 1.0);
}

/// sign(z) = z / |z|, 0 at 0; unbounded where the operand's disc holds 0.
Scalar complexSign(ElementType t, const Scalar &a) {
  Complex z = complexOf(a);
  double m = std::abs(z);
  // z / |z| with a NaN part is NaN in both (the specification's formula).
  if (std::isnan(z.real()) || std::isnan(z.imag()))
    return Scalar::ofComplex(std::nan(""), std::nan(""),
                             std::isfinite(a.err) ? 0.0 : errors::kMayBeNaN);
  if (std::isinf(m))
    return Scalar::ofComplex(z.real(), z.imag(), errors::kMayBeNaN);
  if (m == 0.0)
    return Scalar::ofComplex(0.0, 0.0, a.err == 0.0 ? 0.0 : 2.0);
  if (a.err != 0.0 && a.err >= m)
    return Scalar::ofComplex(z.real() / m, z.imag() / m, 2.0);
  double prop = a.err == 0.0 ? 0.0 : 2.0 * a.err / (m - a.err);
  return errors::complexRounded(t, z / m, prop, 2.0, 0.0, false);
}

Scalar library(ElementType t, const LibraryFunction &lib, const Scalar &a) {
  Complex z = complexOf(a);
  Complex v = lib.fn(z);
  double prop = errors::analyticSpread(lib.fn, z, a.err);
  return errors::complexRounded(t, v, prop, lib.ulps, 1.0, false);
}

Scalar power(ElementType t, const Scalar &a, const Scalar &b) {
  Complex x = complexOf(a), y = complexOf(b);
  Complex v = std::pow(x, y);
  double prop = 0.0;
  if (a.err != 0.0 || b.err != 0.0) {
    // Moves in either operand, each over its own circle.
    double px = errors::analyticSpread(
        [y](Complex w) { return std::pow(w, y); }, x, a.err);
    double py = errors::analyticSpread(
        [x](Complex w) { return std::pow(x, w); }, y, b.err);
    prop = px + py;
  }
  return errors::complexRounded(t, v, prop, 8.0, 1.0, false);
}

} // namespace

std::optional<ScalarKernel>
stablehlo::complexElementwise(StringRef name, ElementType in, ElementType out) {
  if (name == "stablehlo.add" || name == "stablehlo.subtract") {
    bool sub = name == "stablehlo.subtract";
    return ScalarKernel([out, sub](const Scalar *o, Scalar *r) {
      Scalar b = o[1];
      if (sub) {
        b.f = -b.f;
        b.im = -b.im;
      }
      r[0] = errors::complexSum(out, o[0], b);
    });
  }
  if (name == "stablehlo.multiply")
    return ScalarKernel([out](const Scalar *o, Scalar *r) {
      r[0] = errors::complexProduct(out, o[0], o[1]);
    });
  if (name == "stablehlo.divide")
    return ScalarKernel([out](const Scalar *o, Scalar *r) {
      r[0] = quotient(out, o[0], o[1]);
    });
  if (name == "stablehlo.negate")
    return ScalarKernel([](const Scalar *o, Scalar *r) {
      r[0] = Scalar::ofComplex(-o[0].f, -o[0].im, o[0].err);
    });
  if (name == "stablehlo.abs")
    return ScalarKernel(
        [out](const Scalar *o, Scalar *r) { r[0] = modulus(out, o[0]); });
  if (name == "stablehlo.sign")
    return ScalarKernel(
        [out](const Scalar *o, Scalar *r) { r[0] = complexSign(out, o[0]); });
  if (name == "stablehlo.power")
    return ScalarKernel(
        [out](const Scalar *o, Scalar *r) { r[0] = power(out, o[0], o[1]); });
  if (name == "stablehlo.atan2")
    return ScalarKernel([out](const Scalar *o, Scalar *r) {
      Complex a = complexOf(o[0]), b = complexOf(o[1]);
      double prop = 0.0;
      if (o[0].err != 0.0 || o[1].err != 0.0)
        prop = errors::analyticSpread(
                   [b](Complex w) { return complexAtan2(w, b); }, a, o[0].err) +
               errors::analyticSpread(
                   [a](Complex w) { return complexAtan2(a, w); }, b, o[1].err);
      r[0] = errors::complexRounded(out, complexAtan2(a, b), prop, 8.0, 1.0,
                                    false);
    });
  if (name == "stablehlo.maximum" || name == "stablehlo.minimum") {
    bool isMax = name == "stablehlo.maximum";
    return ScalarKernel([isMax](const Scalar *o, Scalar *r) {
      r[0] = complexExtremum(o[0], o[1], isMax);
    });
  }
  if (name == "chlo.square")
    return ScalarKernel([out](const Scalar *o, Scalar *r) {
      r[0] = errors::complexProduct(out, o[0], o[0]);
    });
  if (name == "chlo.conj")
    return ScalarKernel([](const Scalar *o, Scalar *r) {
      r[0] = Scalar::ofComplex(o[0].f, -o[0].im, o[0].err);
    });
  auto it = libraryFunctions().find(name);
  if (it != libraryFunctions().end()) {
    LibraryFunction lib = it->second;
    return ScalarKernel([out, lib](const Scalar *o, Scalar *r) {
      r[0] = library(out, lib, o[0]);
    });
  }
  (void)in;
  return std::nullopt;
}

ScalarKernel stablehlo::complexConversion(ElementType from, ElementType to) {
  if (from.isComplex() && to.isComplex()) {
    ElementType part = to.partType();
    return [part](const Scalar *o, Scalar *r) {
      Scalar re = errors::convertedResult(part, o[0].f, o[0].err, true);
      Scalar im = errors::convertedResult(part, o[0].im, o[0].err, true);
      r[0] = Scalar::ofComplex(re.f, im.f, re.err + im.err);
    };
  }
  if (to.isComplex()) {
    // The imaginary part is zero; the real part converts as a float does.
    ElementType part = to.partType();
    return [from, part](const Scalar *o, Scalar *r) {
      double x = from.isFloat() ? o[0].f
                 : from.isUnsigned()
                     ? static_cast<double>(from.asUnsigned(o[0].i))
                     : static_cast<double>(errors::signedValue(from, o[0].i));
      Scalar re = errors::convertedResult(part, x, o[0].err, true);
      r[0] = Scalar::ofComplex(re.f, 0.0, re.err);
    };
  }
  // The imaginary part is dropped; the real part converts as a float does.
  ElementType part = from.partType();
  ScalarKernel real =
      to.kind == ElementKind::I1 ? ScalarKernel([](const Scalar *o, Scalar *r) {
        bool v = o[0].f != 0.0;
        r[0] = errors::mayBeZero(o[0].f, o[0].err) && o[0].err != 0.0
                   ? errors::uncertainBool(v)
                   : Scalar::ofInt(v);
      })
      : to.isFloat()
          ? *scalarKernelByName(to.holdsEveryValueOf(part) ? "arith.extf"
                                                           : "arith.truncf",
                                part, to)
          : *scalarKernelByName(
                to.isUnsigned() ? "arith.fptoui" : "arith.fptosi", part, to);
  return [real](const Scalar *o, Scalar *r) {
    Scalar re = Scalar::ofFloat(o[0].f, o[0].err);
    real(&re, r);
  };
}

Scalar stablehlo::complexSum(ElementType t, llvm::ArrayRef<Scalar> values) {
  mc::Lane *lane = mc::noiseLane();
  ElementType part = t.partType();
  double re = 0, im = 0, abs = 0, err = 0;
  int64_t n = static_cast<int64_t>(values.size());
  auto add = [&](int64_t k) {
    re = errors::accumulate(lane, part, re, values[k].f);
    im = errors::accumulate(lane, part, im, values[k].im);
    abs += errors::finiteAbs(values[k].f) + errors::finiteAbs(values[k].im);
    err += values[k].err;
  };
  if (lane) {
    mc::forEachRotated(n, lane->rotation(n), add);
    return Scalar::ofComplex(re, im, err);
  }
  for (int64_t k = 0; k < n; ++k)
    add(k);
  // Each part has the reassociation bound of a real sum; the modulus is at
  // most their sum.
  Scalar bound =
      errors::sumResult(part, std::abs(Complex(re, im)), abs, err, n);
  if (!errors::isFinite(Complex(re, im)) && std::isfinite(bound.err))
    bound.err = errors::kMayBeNaN;
  return Scalar::ofComplex(re, im, bound.err);
}

Scalar stablehlo::complexCompare(bool equal, const Scalar &a, const Scalar &b) {
  Complex x = complexOf(a), y = complexOf(b);
  bool v = equal ? x == y : x != y;
  double margin = std::abs(x - y);
  if (mc::compareUndecided(margin) && mc::noiseLane())
    return Scalar::ofInt(v, errors::kUnbounded);
  double spread = a.err + b.err;
  if (spread > 0.0 && !(margin > spread))
    return errors::uncertainBool(v);
  return Scalar::ofInt(v);
}

Scalar stablehlo::complexSelect(const Scalar &condition, const Scalar &onTrue,
                                const Scalar &onFalse) {
  const Scalar &chosen = condition.i ? onTrue : onFalse;
  const Scalar &other = condition.i ? onFalse : onTrue;
  double apart = std::abs(complexOf(chosen) - complexOf(other));
  bool taint = mc::selectTainted(mc::tainted(condition.err), 0.0, apart);
  Scalar r = chosen;
  if (mc::noiseLane()) {
    if (taint)
      r.err = errors::kUnbounded;
    return r;
  }
  if (condition.err != 0.0)
    r.err = std::isnan(apart) ? errors::kMayBeNaN
                              : std::fmax(chosen.err, apart + other.err);
  return r;
}

namespace {

/// complex(lhs, rhs): the bound of the modulus is at most the sum of the
/// parts' bounds.
LogicalResult evalComplex(Operation *op, ArrayRef<const Tensor *> operands,
                          SmallVectorImpl<Tensor> &results, Interpreter &) {
  FailureOr<Tensor> out = resultTensor(op);
  if (failed(out))
    return failure();
  if (!out->elementType().isComplex() || operands.size() != 2)
    return unsupported(op) << "'" << op->getName()
                           << "' without a complex result and two operands";
  for (int64_t i = 0, e = out->numElements(); i < e; ++i) {
    Scalar re = operands[0]->get(i), im = operands[1]->get(i);
    out->set(i, Scalar::ofComplex(re.f, im.f, re.err + im.err));
  }
  results.push_back(std::move(*out));
  return success();
}

/// real and imag of a float operand: itself and zero.
LogicalResult evalRealImag(Operation *op, ArrayRef<const Tensor *> operands,
                           SmallVectorImpl<Tensor> &results, Interpreter &) {
  FailureOr<Tensor> out = resultTensor(op);
  if (failed(out))
    return failure();
  const Tensor &in = *operands[0];
  bool real = op->getName().getStringRef() == "stablehlo.real";
  for (int64_t i = 0, e = out->numElements(); i < e; ++i) {
    Scalar z = in.get(i);
    if (in.elementType().isComplex())
      out->set(i, Scalar::ofFloat(real ? z.f : z.im, z.err));
    else
      out->set(i, real ? z : Scalar::ofFloat(0.0, 0.0));
  }
  results.push_back(std::move(*out));
  return success();
}

} // namespace

void defuse::registerStablehloComplexSemantics(SemanticsRegistry &registry) {
  registry.add("stablehlo.complex", evalComplex);
  registry.add("stablehlo.real", evalRealImag);
  registry.add("stablehlo.imag", evalRealImag);
}
