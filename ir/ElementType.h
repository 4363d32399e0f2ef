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
  double minSubnormal;      // the smallest positive value
  double overflowThreshold; // maxFinite + half an ULP: rounds past maxFinite
  unsigned bits;            // storage width
  bool hasInfinity;
  bool hasNaN;
  bool hasNegativeZero; // false for the FNUZ types (and f8E8M0FNU)
  bool hasZero;         // false for f8E8M0FNU, whose values are powers of 2
  bool isSigned;        // false for f8E8M0FNU
  bool hasSubnormals;
};

/// The kinds of element. Floats come first, in the order of kFloatFormats;
/// then the complex kinds (whose parts are f32 and f64), then integers.
enum class ElementKind : uint8_t {
  F16,
  BF16,
  F32,
  F64,
  // The narrow floats of OCP FP8/MX and of the accelerators that use them.
  F8E5M2,
  F8E4M3,
  F8E4M3FN,
  F8E3M4,
  F8E5M2FNUZ,
  F8E4M3FNUZ,
  F8E4M3B11FNUZ,
  F8E8M0FNU,
  F6E2M3FN,
  F6E3M2FN,
  F4E2M1FN,
  // Complex numbers of two f32 or two f64 parts.
  C64,
  C128,
  // Signless integers (signed in StableHLO), then unsigned ones.
  I1,
  I2,
  I4,
  I8,
  I16,
  I32,
  I64,
  Index,
  U2,
  U4,
  U8,
  U16,
  U32,
  U64,
};

constexpr unsigned kNumFloatKinds =
    static_cast<unsigned>(ElementKind::F4E2M1FN) + 1;

/// Indexed by ElementKind, for the float kinds.
extern const FloatFormat kFloatFormats[kNumFloatKinds];

/// The floating-point environment of the compiled code: whether it flushes
/// subnormal results to zero and reads subnormal operands as zero (FTZ and
/// DAZ, as IREE's CPU runtime and XLA:CPU run by default). The compiler
/// under test says so (TargetControls::flushesSubnormals); the reference's
/// error model and noise lanes follow (docs/ERROR-MODEL.md).
void setFlushSubnormals(bool flush);
bool flushesSubnormals();

struct ElementType {
  ElementKind kind = ElementKind::F32;

  bool isFloat() const { return kind <= ElementKind::F4E2M1FN; }
  bool isComplex() const {
    return kind == ElementKind::C64 || kind == ElementKind::C128;
  }
  bool isInteger() const { return kind >= ElementKind::I1; }
  bool isUnsigned() const { return kind >= ElementKind::U2; }
  /// f16, bf16, f32, f64 and the signless integers up to 64 bits and index:
  /// the types the arith, math, TOSA and linalg semantics are written for.
  bool isClassic() const {
    return kind <= ElementKind::F64 || kind == ElementKind::I1 ||
           (kind >= ElementKind::I8 && kind <= ElementKind::Index);
  }
  /// The type of each part of a complex type (the type itself otherwise).
  ElementType partType() const {
    return kind == ElementKind::C64    ? ElementType{ElementKind::F32}
           : kind == ElementKind::C128 ? ElementType{ElementKind::F64}
                                       : *this;
  }
  /// The complex type whose parts are of this float type (f32 or f64).
  std::optional<ElementType> complexOf() const;
  /// Bit width of the value (index is 64-bit on the hosts we target; a
  /// complex number is twice its part).
  unsigned bitWidth() const;
  /// Bytes one element takes in a buffer: sub-byte types take one byte each,
  /// as NumPy (ml_dtypes), XLA and IREE hold them unpacked.
  unsigned storageBytes() const {
    unsigned w = bitWidth();
    return w <= 8 ? 1 : w / 8;
  }
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
  /// Past the largest finite value: an infinity where the type has one,
  /// else NaN (what IEEE rounding leaves undefined there: the caller treats
  /// it as such). Negative values and zero of f8E8M0FNU are NaN.
  double roundToType(double x) const;
  /// Whether `x` is a value of this float type (NaN and the infinities
  /// included where the type has them).
  bool represents(double x) const;
  /// Whether every value of the float type `narrow` is a value of this one
  /// (a conversion from it is exact).
  bool holdsEveryValueOf(ElementType narrow) const;
  /// Wrap an integer to this width and sign-extend it back to 64 bits.
  int64_t wrap(int64_t v) const;
  /// Same value read as unsigned of this width.
  uint64_t asUnsigned(int64_t v) const;

  /// The smallest and largest value of this integer type, signed or not
  /// (as stored: an unsigned 64-bit maximum is stored as -1).
  int64_t minInt() const;
  int64_t maxInt() const;

  /// Encodes a value as this type's bit pattern (little-endian storage). A
  /// complex number takes its real part's pattern here; buffers write both
  /// parts (encodeParts).
  uint64_t encode(double f, int64_t i) const;
  /// Decodes a bit pattern into a float value (floats) or an integer as
  /// stored (sign-extended for signed types, zero-extended for unsigned).
  void decode(uint64_t bits, double &f, int64_t &i) const;

  std::string str() const;
  static std::optional<ElementType> fromMlir(mlir::Type type);
  static std::optional<ElementType> fromName(const std::string &name);

  /// The float format (a complex type's part's; f64's for integer types,
  /// whose callers ignore it).
  const FloatFormat &format() const {
    if (isFloat())
      return kFloatFormats[static_cast<int>(kind)];
    return kFloatFormats[kind == ElementKind::C64 ? 2 : 3];
  }

  bool operator==(ElementType o) const { return kind == o.kind; }
  bool operator!=(ElementType o) const { return kind != o.kind; }
};

} // namespace defuse

#endif // DEFUSE_IR_ELEMENTTYPE_H
