//===- Tensor.h - Reference values with per-element error bounds ----------===//
//
// A Tensor is the interpreter's value: a shape, an element type, and for every
// element a reference value plus an absolute error bound. The bound says how
// far any legal execution of the program under test may be from the reference
// value (see docs/ERROR-MODEL.md). Floats keep their reference in double;
// integers in int64 (sign-extended from their width). A bound of 0 means the
// value is exact; for integers and i1 a non-zero bound means "any value within
// that distance may legally come out" (e.g. a compare of two nearly equal,
// inexact floats).
//
// Scalars are rank-0 tensors.
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_IR_TENSOR_H
#define DEFUSE_IR_TENSOR_H

#include "ir/ElementType.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace defuse {

/// One element while it is being computed. Which of `f`/`i` is meaningful
/// depends on the element type of the value it belongs to; a complex
/// element is `f` + `im` i, its bound a bound on the modulus of its error.
struct Scalar {
  double f = 0.0;
  int64_t i = 0;
  double err = 0.0;
  double im = 0.0;

  static Scalar ofFloat(double v, double e = 0.0) { return {v, 0, e, 0.0}; }
  static Scalar ofInt(int64_t v, double e = 0.0) { return {0.0, v, e, 0.0}; }
  static Scalar ofComplex(double re, double imag, double e = 0.0) {
    return {re, 0, e, imag};
  }
};

class Tensor {
public:
  Tensor() = default;
  Tensor(ElementType type, std::vector<int64_t> shape);

  ElementType elementType() const { return type; }
  const std::vector<int64_t> &shape() const { return dims; }
  int64_t rank() const { return static_cast<int64_t>(dims.size()); }
  int64_t numElements() const { return count; }
  /// Row-major strides of this tensor's dense storage.
  std::vector<int64_t> strides() const;
  int64_t linearIndex(const std::vector<int64_t> &index) const;
  std::vector<int64_t> multiIndex(int64_t linear) const;

  Scalar get(int64_t linear) const {
    if (type.isFloat())
      return Scalar::ofFloat(fvals[linear], errs[linear]);
    if (type.isComplex())
      return Scalar::ofComplex(fvals[linear], imvals[linear], errs[linear]);
    return Scalar::ofInt(ivals[linear], errs[linear]);
  }
  void set(int64_t linear, const Scalar &s) {
    if (type.isFloat()) {
      fvals[linear] = s.f;
    } else if (type.isComplex()) {
      fvals[linear] = s.f;
      imvals[linear] = s.im;
    } else {
      ivals[linear] = type.wrap(s.i);
    }
    errs[linear] = s.err;
  }

  /// The value of a float element, or the real part of a complex one.
  double floatAt(int64_t linear) const { return fvals[linear]; }
  double imagAt(int64_t linear) const { return imvals[linear]; }
  int64_t intAt(int64_t linear) const { return ivals[linear]; }
  double errAt(int64_t linear) const { return errs[linear]; }
  void setFloat(int64_t linear, double v, double e = 0.0) {
    fvals[linear] = v;
    errs[linear] = e;
  }
  void setInt(int64_t linear, int64_t v, double e = 0.0) {
    ivals[linear] = type.wrap(v);
    errs[linear] = e;
  }

  /// The statistical tier's datum (docs/ERROR-MODEL.md): per element, the
  /// scale of legal execution noise, the root-mean-square deviation of
  /// noiseLanes() Monte Carlo lanes from the reference value; NaN where the
  /// element is unjudged (a decision near its tie, a lane that went another
  /// way). Empty when not estimated (the sound bound alone judges).
  bool hasNoise() const { return !noise.empty(); }
  double noiseAt(int64_t linear) const { return noise[linear]; }
  unsigned noiseLanes() const { return lanes; }
  void setNoise(std::vector<double> scales, unsigned laneCount) {
    noise = std::move(scales);
    lanes = laneCount;
  }

  /// A tuple of values (StableHLO's tuple, a token as the empty tuple):
  /// the interpreter's value of a tuple-typed SSA value. A tuple has no
  /// elements of its own.
  static Tensor tuple(std::vector<Tensor> parts);
  bool isTuple() const { return tupleParts != nullptr; }
  const std::vector<Tensor> &parts() const { return *tupleParts; }

  /// Largest error bound over all elements (0 for exact data).
  double maxError() const;
  /// Same elements under a new shape with the same element count.
  Tensor reshaped(std::vector<int64_t> newShape) const;

  std::string shapeString() const;

private:
  ElementType type;
  std::vector<int64_t> dims;
  int64_t count = 1;
  std::vector<double> fvals;
  std::vector<int64_t> ivals;
  std::vector<double> imvals; // complex elements' imaginary parts
  std::vector<double> errs;
  std::vector<double> noise;
  unsigned lanes = 0;
  std::shared_ptr<const std::vector<Tensor>> tupleParts;
};

} // namespace defuse

#endif // DEFUSE_IR_TENSOR_H
