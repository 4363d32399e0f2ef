//===- ElementType.cpp ----------------------------------------------------===//

#include "ir/ElementType.h"

#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/APFloat.h"

#include <cmath>
#include <cstring>
#include <limits>

using namespace defuse;

namespace {
FloatFormat makeFormat(unsigned precision, int minNormalExp, double maxFinite) {
  double maxUlp =
      std::ldexp(1.0, std::ilogb(maxFinite) - static_cast<int>(precision) + 1);
  return {precision,
          minNormalExp,
          maxFinite,
          std::ldexp(1.0, -static_cast<int>(precision)),
          std::ldexp(1.0, minNormalExp - static_cast<int>(precision) + 1),
          maxFinite + 0.5 * maxUlp};
}

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
} // namespace

const FloatFormat defuse::kFloatFormats[4] = {
    makeFormat(11, -14, 65504.0),
    makeFormat(8, -126, 3.38953138925153547590470800371487866880e+38),
    makeFormat(24, -126, std::numeric_limits<float>::max()),
    makeFormat(53, -1022, std::numeric_limits<double>::max()),
};

unsigned ElementType::bitWidth() const {
  switch (kind) {
  case ElementKind::F16:
  case ElementKind::BF16:
  case ElementKind::I16:
    return 16;
  case ElementKind::F32:
  case ElementKind::I32:
    return 32;
  case ElementKind::F64:
  case ElementKind::I64:
  case ElementKind::Index:
    return 64;
  case ElementKind::I1:
    return 1;
  case ElementKind::I8:
    return 8;
  }
  return 64;
}

unsigned ElementType::precision() const {
  return isFloat() ? formatOf(kind).precision : bitWidth();
}

double ElementType::ulp(double x) const {
  const FloatFormat &f = formatOf(kind);
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
    return x;
  case ElementKind::F32:
    return static_cast<double>(static_cast<float>(x));
  case ElementKind::F16:
  case ElementKind::BF16: {
    if (!std::isfinite(x) || x == 0.0)
      return x;
    const FloatFormat &f = formatOf(kind);
    int exp = std::ilogb(x);
    if (exp < f.minNormalExp)
      exp = f.minNormalExp;
    // Scale so that the last kept bit has weight 1, round to nearest even in
    // double (exact: at most 53 significant bits), and scale back.
    int shift = static_cast<int>(f.precision) - 1 - exp;
    double r = std::ldexp(std::nearbyint(std::ldexp(x, shift)), -shift);
    // Overflow threshold: values at or beyond max + ulp/2 round to infinity.
    double limit = f.maxFinite + std::ldexp(1.0, -shift) * 0.5;
    if (std::fabs(x) >= limit || std::fabs(r) > f.maxFinite)
      return std::copysign(std::numeric_limits<double>::infinity(), x);
    return r;
  }
  default:
    return x;
  }
}

int64_t ElementType::wrap(int64_t v) const {
  unsigned w = bitWidth();
  if (w >= 64)
    return v;
  if (w == 1)
    return v & 1; // i1 is kept as 0/1; its signed reading is done by users
  uint64_t mask = (uint64_t(1) << w) - 1;
  uint64_t u = static_cast<uint64_t>(v) & mask;
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

uint64_t ElementType::encode(double f, int64_t i) const {
  switch (kind) {
  case ElementKind::F64: {
    uint64_t b;
    std::memcpy(&b, &f, 8);
    return b;
  }
  case ElementKind::F32: {
    float v = static_cast<float>(f);
    uint32_t b;
    std::memcpy(&b, &v, 4);
    return b;
  }
  case ElementKind::F16:
  case ElementKind::BF16: {
    llvm::APFloat ap(f);
    bool lost;
    ap.convert(kind == ElementKind::F16 ? llvm::APFloat::IEEEhalf()
                                        : llvm::APFloat::BFloat(),
               llvm::APFloat::rmNearestTiesToEven, &lost);
    return ap.bitcastToAPInt().getZExtValue();
  }
  default:
    return asUnsigned(i);
  }
}

void ElementType::decode(uint64_t bits, double &f, int64_t &i) const {
  switch (kind) {
  case ElementKind::F64:
    std::memcpy(&f, &bits, 8);
    return;
  case ElementKind::F32: {
    uint32_t b = static_cast<uint32_t>(bits);
    float v;
    std::memcpy(&v, &b, 4);
    f = v;
    return;
  }
  case ElementKind::F16:
  case ElementKind::BF16: {
    llvm::APFloat ap(kind == ElementKind::F16 ? llvm::APFloat::IEEEhalf()
                                              : llvm::APFloat::BFloat(),
                     llvm::APInt(16, bits & 0xffff));
    bool lost;
    ap.convert(llvm::APFloat::IEEEdouble(), llvm::APFloat::rmNearestTiesToEven,
               &lost);
    f = ap.convertToDouble();
    return;
  }
  default:
    i = wrap(static_cast<int64_t>(bits));
    return;
  }
}

std::string ElementType::str() const {
  switch (kind) {
  case ElementKind::F16:
    return "f16";
  case ElementKind::BF16:
    return "bf16";
  case ElementKind::F32:
    return "f32";
  case ElementKind::F64:
    return "f64";
  case ElementKind::I1:
    return "i1";
  case ElementKind::I8:
    return "i8";
  case ElementKind::I16:
    return "i16";
  case ElementKind::I32:
    return "i32";
  case ElementKind::I64:
    return "i64";
  case ElementKind::Index:
    return "index";
  }
  return "?";
}

std::optional<ElementType> ElementType::fromMlir(mlir::Type type) {
  if (type.isF16())
    return ElementType{ElementKind::F16};
  if (type.isBF16())
    return ElementType{ElementKind::BF16};
  if (type.isF32())
    return ElementType{ElementKind::F32};
  if (type.isF64())
    return ElementType{ElementKind::F64};
  if (type.isIndex())
    return ElementType{ElementKind::Index};
  if (auto it = mlir::dyn_cast<mlir::IntegerType>(type)) {
    switch (it.getWidth()) {
    case 1:
      return ElementType{ElementKind::I1};
    case 8:
      return ElementType{ElementKind::I8};
    case 16:
      return ElementType{ElementKind::I16};
    case 32:
      return ElementType{ElementKind::I32};
    case 64:
      return ElementType{ElementKind::I64};
    default:
      return std::nullopt;
    }
  }
  return std::nullopt;
}

std::optional<ElementType> ElementType::fromName(const std::string &name) {
  for (auto k :
       {ElementKind::F16, ElementKind::BF16, ElementKind::F32, ElementKind::F64,
        ElementKind::I1, ElementKind::I8, ElementKind::I16, ElementKind::I32,
        ElementKind::I64, ElementKind::Index}) {
    if (ElementType{k}.str() == name)
      return ElementType{k};
  }
  return std::nullopt;
}

namespace {
bool flushSetting = false;
} // namespace

void defuse::setFlushSubnormals(bool flush) { flushSetting = flush; }
bool defuse::flushesSubnormals() { return flushSetting; }
