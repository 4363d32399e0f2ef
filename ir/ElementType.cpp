//===- ElementType.cpp ----------------------------------------------------===//

#include "ir/ElementType.h"

#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/APFloat.h"

#include <cmath>
#include <cstring>
#include <limits>

using namespace defuse;

namespace {

/// Where a float format's rules differ from IEEE 754's binary formats.
struct Quirks {
  bool hasInfinity = true, hasNaN = true, hasNegativeZero = true;
  bool hasZero = true, isSigned = true, hasSubnormals = true;
};

FloatFormat makeFormat(unsigned bits, unsigned precision, int minNormalExp,
                       double maxFinite, Quirks q = {}) {
  double maxUlp =
      std::ldexp(1.0, std::ilogb(maxFinite) - static_cast<int>(precision) + 1);
  double smallest =
      q.hasSubnormals
          ? std::ldexp(1.0, minNormalExp - static_cast<int>(precision) + 1)
          : std::ldexp(1.0, minNormalExp);
  return {precision,      minNormalExp,
          maxFinite,      std::ldexp(1.0, -static_cast<int>(precision)),
          smallest,       maxFinite + 0.5 * maxUlp,
          bits,           q.hasInfinity,
          q.hasNaN,       q.hasNegativeZero,
          q.hasZero,      q.isSigned,
          q.hasSubnormals};
}

/// The float8 "FN" types: no infinities, NaN where the exponent and
/// mantissa are all ones. "FNUZ": one NaN where -0 would be, no -0.
constexpr Quirks kFiniteAndNaN{false, true, true, true, true, true};
constexpr Quirks kFiniteNaNNoNegativeZero{false, true, false, true, true, true};
/// The MX types f6/f4: finite values only.
constexpr Quirks kFiniteOnly{false, false, true, true, true, true};
/// f8E8M0FNU: 2^-127 .. 2^127 and NaN; no sign, no zero.
constexpr Quirks kScaleOnly{false, true, false, false, false, false};

const FloatFormat &formatOf(ElementKind kind) {
  return ElementType{kind}.format();
}

/// 2^e for the exponents ULPs take, without a library call.
double exp2Int(int e) {
  if (e < -1022 || e > 1023)
    return std::ldexp(1.0, e);
  uint64_t bits = static_cast<uint64_t>(e + 1023) << 52;
  double d;
  std::memcpy(&d, &bits, sizeof(d));
  return d;
}

const llvm::fltSemantics &semanticsOf(ElementKind kind) {
  using llvm::APFloat;
  switch (kind) {
  case ElementKind::F16:
    return APFloat::IEEEhalf();
  case ElementKind::BF16:
    return APFloat::BFloat();
  case ElementKind::F32:
  case ElementKind::C64:
    return APFloat::IEEEsingle();
  case ElementKind::F8E5M2:
    return APFloat::Float8E5M2();
  case ElementKind::F8E4M3:
    return APFloat::Float8E4M3();
  case ElementKind::F8E4M3FN:
    return APFloat::Float8E4M3FN();
  case ElementKind::F8E3M4:
    return APFloat::Float8E3M4();
  case ElementKind::F8E5M2FNUZ:
    return APFloat::Float8E5M2FNUZ();
  case ElementKind::F8E4M3FNUZ:
    return APFloat::Float8E4M3FNUZ();
  case ElementKind::F8E4M3B11FNUZ:
    return APFloat::Float8E4M3B11FNUZ();
  case ElementKind::F8E8M0FNU:
    return APFloat::Float8E8M0FNU();
  case ElementKind::F6E2M3FN:
    return APFloat::Float6E2M3FN();
  case ElementKind::F6E3M2FN:
    return APFloat::Float6E3M2FN();
  case ElementKind::F4E2M1FN:
    return APFloat::Float4E2M1FN();
  default:
    return APFloat::IEEEdouble();
  }
}

struct KindName {
  ElementKind kind;
  const char *name;
};

/// Names as MLIR spells the types (StableHLO's si8 is MLIR's i8).
constexpr KindName kNames[] = {
    {ElementKind::F16, "f16"},
    {ElementKind::BF16, "bf16"},
    {ElementKind::F32, "f32"},
    {ElementKind::F64, "f64"},
    {ElementKind::F8E5M2, "f8E5M2"},
    {ElementKind::F8E4M3, "f8E4M3"},
    {ElementKind::F8E4M3FN, "f8E4M3FN"},
    {ElementKind::F8E3M4, "f8E3M4"},
    {ElementKind::F8E5M2FNUZ, "f8E5M2FNUZ"},
    {ElementKind::F8E4M3FNUZ, "f8E4M3FNUZ"},
    {ElementKind::F8E4M3B11FNUZ, "f8E4M3B11FNUZ"},
    {ElementKind::F8E8M0FNU, "f8E8M0FNU"},
    {ElementKind::F6E2M3FN, "f6E2M3FN"},
    {ElementKind::F6E3M2FN, "f6E3M2FN"},
    {ElementKind::F4E2M1FN, "f4E2M1FN"},
    {ElementKind::C64, "complex<f32>"},
    {ElementKind::C128, "complex<f64>"},
    {ElementKind::I1, "i1"},
    {ElementKind::I2, "i2"},
    {ElementKind::I4, "i4"},
    {ElementKind::I8, "i8"},
    {ElementKind::I16, "i16"},
    {ElementKind::I32, "i32"},
    {ElementKind::I64, "i64"},
    {ElementKind::Index, "index"},
    {ElementKind::U2, "ui2"},
    {ElementKind::U4, "ui4"},
    {ElementKind::U8, "ui8"},
    {ElementKind::U16, "ui16"},
    {ElementKind::U32, "ui32"},
    {ElementKind::U64, "ui64"},
};

} // namespace

const FloatFormat defuse::kFloatFormats[kNumFloatKinds] = {
    makeFormat(16, 11, -14, 65504.0),
    makeFormat(16, 8, -126, 3.38953138925153547590470800371487866880e+38),
    makeFormat(32, 24, -126, std::numeric_limits<float>::max()),
    makeFormat(64, 53, -1022, std::numeric_limits<double>::max()),
    makeFormat(8, 3, -14, 57344.0),                           // E5M2
    makeFormat(8, 4, -6, 240.0),                              // E4M3
    makeFormat(8, 4, -6, 448.0, kFiniteAndNaN),               // E4M3FN
    makeFormat(8, 5, -2, 15.5),                               // E3M4
    makeFormat(8, 3, -15, 57344.0, kFiniteNaNNoNegativeZero), // E5M2FNUZ
    makeFormat(8, 4, -7, 240.0, kFiniteNaNNoNegativeZero),    // E4M3FNUZ
    makeFormat(8, 4, -10, 30.0, kFiniteNaNNoNegativeZero),    // B11FNUZ
    makeFormat(8, 1, -127, std::ldexp(1.0, 127), kScaleOnly), // E8M0FNU
    makeFormat(6, 4, 0, 7.5, kFiniteOnly),                    // E2M3FN
    makeFormat(6, 3, -2, 28.0, kFiniteOnly),                  // E3M2FN
    makeFormat(4, 2, 0, 6.0, kFiniteOnly),                    // E2M1FN
};

std::optional<ElementType> ElementType::complexOf() const {
  if (kind == ElementKind::F32)
    return ElementType{ElementKind::C64};
  if (kind == ElementKind::F64)
    return ElementType{ElementKind::C128};
  return std::nullopt;
}

unsigned ElementType::bitWidth() const {
  if (isFloat())
    return format().bits;
  switch (kind) {
  case ElementKind::C64:
    return 64;
  case ElementKind::C128:
    return 128;
  case ElementKind::I1:
    return 1;
  case ElementKind::I2:
  case ElementKind::U2:
    return 2;
  case ElementKind::I4:
  case ElementKind::U4:
    return 4;
  case ElementKind::I8:
  case ElementKind::U8:
    return 8;
  case ElementKind::I16:
  case ElementKind::U16:
    return 16;
  case ElementKind::I32:
  case ElementKind::U32:
    return 32;
  default:
    return 64;
  }
}

unsigned ElementType::precision() const {
  return isFloat() || isComplex() ? format().precision : bitWidth();
}

double ElementType::ulp(double x) const {
  const FloatFormat &f = format();
  x = std::fabs(x);
  if (!std::isfinite(x))
    return std::numeric_limits<double>::infinity();
  int exp = x == 0.0 ? f.minNormalExp : std::ilogb(x);
  if (exp < f.minNormalExp)
    exp = f.minNormalExp;
  return exp2Int(exp - static_cast<int>(f.precision) + 1);
}

double ElementType::roundToType(double x) const {
  switch (kind) {
  case ElementKind::F64:
  case ElementKind::C128:
    return x;
  case ElementKind::F32:
  case ElementKind::C64:
    return static_cast<double>(static_cast<float>(x));
  default:
    break;
  }
  if (!isFloat())
    return x;
  const FloatFormat &f = format();
  if (std::isnan(x))
    return x;
  if (!f.isSigned && (x < 0.0 || (x == 0.0 && std::signbit(x))))
    return std::numeric_limits<double>::quiet_NaN();
  if (std::isinf(x))
    return f.hasInfinity ? x : std::numeric_limits<double>::quiet_NaN();
  if (x == 0.0) {
    if (!f.hasZero)
      return std::numeric_limits<double>::quiet_NaN();
    return f.hasNegativeZero ? x : 0.0;
  }
  double r;
  int exp = std::ilogb(x);
  if (!f.hasSubnormals && exp < f.minNormalExp) {
    // Below the smallest normal value only it and (where the type has one)
    // zero are left: the nearer of the two, the ties to the even zero.
    double smallest = std::ldexp(1.0, f.minNormalExp);
    r = f.hasZero && std::fabs(x) <= 0.5 * smallest ? 0.0 : smallest;
    r = std::copysign(r, x);
  } else {
    if (exp < f.minNormalExp)
      exp = f.minNormalExp;
    // Scale so that the last kept bit has weight 1, round to nearest even
    // in double (exact: at most 53 significant bits), and scale back.
    int shift = static_cast<int>(f.precision) - 1 - exp;
    r = std::ldexp(std::nearbyint(std::ldexp(x, shift)), -shift);
  }
  // Past the largest finite value after rounding (max + ulp/2 rounds to
  // the even neighbour: up in the IEEE types, down to 448 in f8E4M3FN,
  // whose next pattern is its NaN).
  if (std::fabs(r) > f.maxFinite)
    return f.hasInfinity
               ? std::copysign(std::numeric_limits<double>::infinity(), x)
               : std::numeric_limits<double>::quiet_NaN();
  if (r == 0.0 && !f.hasNegativeZero)
    return 0.0;
  return r;
}

bool ElementType::represents(double x) const {
  if (!isFloat() && !isComplex())
    return false;
  const FloatFormat &f = format();
  if (std::isnan(x))
    return f.hasNaN;
  if (std::isinf(x))
    return f.hasInfinity;
  if (x == 0.0 && (!f.hasZero || (std::signbit(x) && !f.hasNegativeZero)))
    return false;
  return roundToType(x) == x;
}

bool ElementType::holdsEveryValueOf(ElementType narrow) const {
  if (!isFloat() || !narrow.isFloat())
    return false;
  const FloatFormat &w = format(), &n = narrow.format();
  return w.precision >= n.precision && w.minSubnormal <= n.minSubnormal &&
         w.maxFinite >= n.maxFinite && (w.hasInfinity || !n.hasInfinity) &&
         (w.hasNaN || !n.hasNaN) && (w.hasNegativeZero || !n.hasNegativeZero) &&
         (w.isSigned || !n.isSigned) && (w.hasZero || !n.hasZero);
}

int64_t ElementType::wrap(int64_t v) const {
  unsigned w = bitWidth();
  if (w >= 64)
    return v;
  uint64_t mask = (uint64_t(1) << w) - 1;
  uint64_t u = static_cast<uint64_t>(v) & mask;
  // i1 is kept as 0/1 (its signed reading is done by users), unsigned
  // types zero-extended, signed ones sign-extended.
  if (w == 1 || isUnsigned())
    return static_cast<int64_t>(u);
  if (u & (uint64_t(1) << (w - 1)))
    u |= ~mask;
  return static_cast<int64_t>(u);
}

uint64_t ElementType::asUnsigned(int64_t v) const {
  unsigned w = bitWidth();
  if (w >= 64)
    return static_cast<uint64_t>(v);
  return static_cast<uint64_t>(v) & ((uint64_t(1) << w) - 1);
}

int64_t ElementType::minInt() const {
  unsigned w = bitWidth();
  if (isUnsigned() || w == 1)
    return 0;
  return w >= 64 ? std::numeric_limits<int64_t>::min()
                 : -(int64_t(1) << (w - 1));
}

int64_t ElementType::maxInt() const {
  unsigned w = bitWidth();
  if (w == 1)
    return 1;
  if (isUnsigned())
    return w >= 64 ? -1 : static_cast<int64_t>((uint64_t(1) << w) - 1);
  return w >= 64 ? std::numeric_limits<int64_t>::max()
                 : (int64_t(1) << (w - 1)) - 1;
}

uint64_t ElementType::encode(double f, int64_t i) const {
  switch (kind) {
  case ElementKind::F64:
  case ElementKind::C128: {
    uint64_t b;
    std::memcpy(&b, &f, 8);
    return b;
  }
  case ElementKind::F32:
  case ElementKind::C64: {
    float v = static_cast<float>(f);
    uint32_t b;
    std::memcpy(&b, &v, 4);
    return b;
  }
  default:
    break;
  }
  if (!isFloat())
    return asUnsigned(i);
  const FloatFormat &fmt = format();
  const llvm::fltSemantics &sem = semanticsOf(kind);
  double r = roundToType(f);
  if (std::isnan(r)) {
    // The type's own NaN; a type without one has no pattern for it (zero).
    if (!fmt.hasNaN)
      return 0;
    if (kind == ElementKind::F8E8M0FNU)
      return 0xff;
    return llvm::APFloat::getQNaN(sem).bitcastToAPInt().getZExtValue();
  }
  if (kind == ElementKind::F8E8M0FNU)
    return static_cast<uint64_t>(std::ilogb(r) + 127);
  llvm::APFloat ap(r);
  bool lost;
  ap.convert(sem, llvm::APFloat::rmNearestTiesToEven, &lost);
  return ap.bitcastToAPInt().getZExtValue();
}

void ElementType::decode(uint64_t bits, double &f, int64_t &i) const {
  switch (kind) {
  case ElementKind::F64:
  case ElementKind::C128:
    std::memcpy(&f, &bits, 8);
    return;
  case ElementKind::F32:
  case ElementKind::C64: {
    uint32_t b = static_cast<uint32_t>(bits);
    float v;
    std::memcpy(&v, &b, 4);
    f = v;
    return;
  }
  default:
    break;
  }
  if (!isFloat()) {
    i = wrap(static_cast<int64_t>(bits));
    return;
  }
  unsigned w = format().bits;
  bits &= w >= 64 ? ~uint64_t(0) : (uint64_t(1) << w) - 1;
  if (kind == ElementKind::F8E8M0FNU) {
    f = bits == 0xff ? std::numeric_limits<double>::quiet_NaN()
                     : std::ldexp(1.0, static_cast<int>(bits) - 127);
    return;
  }
  llvm::APFloat ap(semanticsOf(kind), llvm::APInt(w, bits));
  if (ap.isNaN()) {
    f = std::numeric_limits<double>::quiet_NaN();
    return;
  }
  bool lost;
  ap.convert(llvm::APFloat::IEEEdouble(), llvm::APFloat::rmNearestTiesToEven,
             &lost);
  f = ap.convertToDouble();
}

std::string ElementType::str() const {
  for (const KindName &n : kNames)
    if (n.kind == kind)
      return n.name;
  return "?";
}

std::optional<ElementType> ElementType::fromMlir(mlir::Type type) {
  if (type.isIndex())
    return ElementType{ElementKind::Index};
  if (auto complex = mlir::dyn_cast<mlir::ComplexType>(type)) {
    std::optional<ElementType> part = fromMlir(complex.getElementType());
    return part ? part->complexOf() : std::nullopt;
  }
  if (auto it = mlir::dyn_cast<mlir::IntegerType>(type)) {
    bool isUnsigned = it.isUnsigned();
    switch (it.getWidth()) {
    case 1:
      if (isUnsigned)
        return std::nullopt;
      return ElementType{ElementKind::I1};
    case 2:
      return ElementType{isUnsigned ? ElementKind::U2 : ElementKind::I2};
    case 4:
      return ElementType{isUnsigned ? ElementKind::U4 : ElementKind::I4};
    case 8:
      return ElementType{isUnsigned ? ElementKind::U8 : ElementKind::I8};
    case 16:
      return ElementType{isUnsigned ? ElementKind::U16 : ElementKind::I16};
    case 32:
      return ElementType{isUnsigned ? ElementKind::U32 : ElementKind::I32};
    case 64:
      return ElementType{isUnsigned ? ElementKind::U64 : ElementKind::I64};
    default:
      return std::nullopt;
    }
  }
  if (auto ft = mlir::dyn_cast<mlir::FloatType>(type)) {
    const llvm::fltSemantics &sem = ft.getFloatSemantics();
    for (unsigned k = 0; k < kNumFloatKinds; ++k)
      if (&semanticsOf(static_cast<ElementKind>(k)) == &sem)
        return ElementType{static_cast<ElementKind>(k)};
  }
  return std::nullopt;
}

std::optional<ElementType> ElementType::fromName(const std::string &name) {
  for (const KindName &n : kNames)
    if (name == n.name)
      return ElementType{n.kind};
  return std::nullopt;
}

namespace {
bool flushSetting = false;
} // namespace

void defuse::setFlushSubnormals(bool flush) { flushSetting = flush; }
bool defuse::flushesSubnormals() { return flushSetting; }
