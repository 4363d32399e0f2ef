//===- ElementType.h - Element types the reference interpreter models ----===//
//
// The interpreter works on a closed set of element types. Keeping them in a
// small enum (instead of passing mlir::Type around) keeps MLIR headers out of
// the value model and makes per-element loops cheap.
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_IR_ELEMENTTYPE_H
#define DEFUSE_IR_ELEMENTTYPE_H

#include <cmath>
#include <cstdint>
#include <optional>
#include <string>

namespace mlir {
class Type;
} // namespace mlir

namespace defuse {

/// Constants of one float format, computed once (the interpreter asks for
/// them per element, so the accessors below are inline table reads).
struct FloatFormat {
  unsigned precision; // significand bits including the implicit bit
  int minNormalExp;   // exponent of the smallest normal number
  double maxFinite;
  double unitRoundoff;
  double minSubnormal;
  double overflowThreshold; // maxFinite + half an ULP: rounds to infinity
};

/// Indexed by ElementKind: f16, bf16, f32, f64.
extern const FloatFormat kFloatFormats[4];

enum class ElementKind : uint8_t {
  F16,
  BF16,
  F32,
  F64,
  I1,
  I8,
  I16,
  I32,
  I64,
  Index,
};

/// The floating-point environment of the compiled code: whether it flushes
/// subnormal results to zero and reads subnormal operands as zero (FTZ and
/// DAZ, as IREE's CPU runtime and XLA:CPU run by default). The compiler
/// under test says so (TargetControls::flushesSubnormals); the reference's
/// error model and noise lanes follow (docs/ERROR-MODEL.md).
void setFlushSubnormals(bool flush);
bool flushesSubnormals();

struct ElementType {
  ElementKind kind = ElementKind::F32;

  bool isFloat() const { return kind <= ElementKind::F64; }
  bool isInteger() const { return !isFloat(); }
  /// Bit width as stored in memory (index is 64-bit on the hosts we target).
  unsigned bitWidth() const;
  /// Number of significand bits including the implicit one (p).
  unsigned precision() const;
  /// Unit roundoff u = 2^-p: the relative error of one correctly rounded op.
  double unitRoundoff() const {
    return isFloat() ? format().unitRoundoff : 0.0;
  }
  /// Smallest positive subnormal; half of it bounds the absolute error of a
  /// rounding into the subnormal range.
  double minSubnormal() const { return format().minSubnormal; }
  /// Smallest positive normal number.
  double minNormal() const { return std::ldexp(1.0, format().minNormalExp); }
  /// The absolute error one rounding may add near zero: the smallest
  /// subnormal (twice the most a correct rounding adds), or, where the
  /// compiled code flushes subnormals to zero (flushesSubnormals()), the
  /// smallest normal number.
  double underflowError() const {
    return flushesSubnormals() ? minNormal() : minSubnormal();
  }
  /// Whether `v` is one a flush-to-zero execution replaces by zero.
  bool flushedToZero(double v) const {
    return flushesSubnormals() && isFloat() && v != 0.0 &&
           std::fabs(v) < minNormal();
  }
  double maxFinite() const { return format().maxFinite; }
  /// Values of this magnitude or more round to infinity.
  double overflowThreshold() const { return format().overflowThreshold; }
  /// Distance between adjacent representable numbers around |x|.
  double ulp(double x) const;
  /// Round a double to the nearest value of this float type (ties to even).
  double roundToType(double x) const;
  /// Wrap an integer to this width and sign-extend it back to 64 bits.
  int64_t wrap(int64_t v) const;
  /// Same value read as unsigned of this width.
  uint64_t asUnsigned(int64_t v) const;

  /// Encodes a value as this type's bit pattern (little-endian storage).
  uint64_t encode(double f, int64_t i) const;
  /// Decodes a bit pattern into a float value (floats) or a sign-extended
  /// integer (integers).
  void decode(uint64_t bits, double &f, int64_t &i) const;

  std::string str() const;
  static std::optional<ElementType> fromMlir(mlir::Type type);
  static std::optional<ElementType> fromName(const std::string &name);

  /// The float format (f64's for integer types, whose callers ignore it).
  const FloatFormat &format() const {
    return kFloatFormats[isFloat() ? static_cast<int>(kind) : 3];
  }

  bool operator==(ElementType o) const { return kind == o.kind; }
  bool operator!=(ElementType o) const { return kind != o.kind; }
};

} // namespace defuse

#endif // DEFUSE_IR_ELEMENTTYPE_H
