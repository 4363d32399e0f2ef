//===- StablehloFft.cpp - StableHLO fft -----------------------------------===//
//
// fft of type FFT, IFFT, RFFT and IRFFT over the trailing len(fft_length)
// dimensions, as the specification defines them: the discrete Fourier
// transform y[k] = sum_n x[n] exp(-2 pi i n k / N) per dimension (IFFT with
// the opposite sign and a factor 1/N), RFFT keeping the N/2 + 1 first
// outputs of the innermost dimension's transform of a real operand, IRFFT
// its inverse (the missing outputs are the conjugates of their mirrors, and
// the imaginary parts of outputs 0 and N/2 are ignored). The reference
// transforms one dimension after the other in double with exact twiddles.
//
// Bound of each output of a one-dimensional transform of length N, in the
// modulus: the operands' bounds summed (each twiddle has modulus 1), plus
// 16 (ceil(log2 N) + 1) u sum_n |x[n]| for the implementation's own
// rounding, u the part type's unit roundoff. A radix-2 FFT adds about 5u of
// each partial sum's magnitude per level (a twiddle product and a sum);
// mixed-radix and Bluestein transforms (which XLA's DUCC FFT uses for other
// lengths) take a few more steps per level; 16 per level covers them with
// room. The inverse transforms scale all of it by 1/N.
//
// A noise lane computes each transform as a legal execution: the direct sum
// over n, every product and every partial sum rounded stochastically in the
// part type.
//
//===----------------------------------------------------------------------===//

#include "interp/ComplexErrorModel.h"
#include "interp/StablehloAttributes.h"
#include "interp/StablehloCommon.h"

#include "mlir/IR/Operation.h"

#include <cmath>

using namespace defuse;
using namespace defuse::stablehlo;
using namespace mlir;

namespace {

enum class Direction { Forward, Inverse, RealForward, RealInverse };

struct Element {
  double re = 0, im = 0, err = 0;
};

/// exp(sign 2 pi i m / n) for an exact m in [0, n).
std::complex<double> twiddle(int64_t m, int64_t n, int sign) {
  double angle = 2.0 * M_PI * static_cast<double>(m) / static_cast<double>(n);
  return {std::cos(angle), sign * std::sin(angle)};
}

/// One transform of a line `x` (already extended to length n for the real
/// inverse) into `count` outputs.
std::vector<Element> transformLine(const std::vector<Element> &x, int64_t n,
                                   int64_t count, Direction direction,
                                   ElementType part) {
  int sign =
      direction == Direction::Forward || direction == Direction::RealForward
          ? -1
          : 1;
  bool inverse =
      direction == Direction::Inverse || direction == Direction::RealInverse;
  double scale = inverse ? 1.0 / static_cast<double>(n) : 1.0;
  mc::Lane *lane = mc::noiseLane();
  double levels = std::ceil(std::log2(static_cast<double>(n))) + 1.0;
  double rel =
      16.0 * levels * (part.unitRoundoff() + errors::kReferenceUnitRoundoff);
  std::vector<Element> y(count);
  for (int64_t k = 0; k < count; ++k) {
    double re = 0, im = 0, abs = 0, err = 0;
    for (int64_t j = 0; j < n; ++j) {
      std::complex<double> w = twiddle((j * k) % n, n, sign);
      double pr = x[j].re * w.real() - x[j].im * w.imag();
      double pi = x[j].re * w.imag() + x[j].im * w.real();
      if (lane) {
        pr = lane->round(part, pr);
        pi = lane->round(part, pi);
      }
      re = errors::accumulate(lane, part, re, pr);
      im = errors::accumulate(lane, part, im, pi);
      abs += std::hypot(x[j].re, x[j].im);
      err += x[j].err;
    }
    if (lane) {
      y[k] = {lane->round(part, re * scale), lane->round(part, im * scale),
              err};
      continue;
    }
    double bound = (err + rel * abs) * scale;
    if (inverse && (n & (n - 1)) != 0) // 1/n is not exact
      bound += 2.0 * part.unitRoundoff() * std::hypot(re, im) * scale;
    if (!std::isfinite(abs) || !std::isfinite(err))
      bound = errors::kMayBeNaN;
    y[k] = {re * scale, im * scale, bound};
  }
  return y;
}

/// Transforms `data` (row-major, of `shape`) along `axis` in place; the
/// axis's length becomes the transform's output count.
void transformAxis(std::vector<Element> &data, std::vector<int64_t> &shape,
                   int64_t axis, int64_t n, Direction direction,
                   ElementType part) {
  int64_t inLength = shape[axis];
  int64_t outLength = direction == Direction::RealForward   ? n / 2 + 1
                      : direction == Direction::RealInverse ? n
                                                            : n;
  std::vector<int64_t> outShape = shape;
  outShape[axis] = outLength;
  std::vector<int64_t> inStrides = stridesOf(shape),
                       outStrides = stridesOf(outShape);
  int64_t total = 1;
  for (int64_t d : outShape)
    total *= d;
  std::vector<Element> out(total);
  std::vector<int64_t> outer = shape;
  outer[axis] = 1;
  forEachIndex(outer, [&](const std::vector<int64_t> &index) {
    int64_t inBase = 0, outBase = 0;
    for (size_t d = 0; d < index.size(); ++d) {
      inBase += index[d] * inStrides[d];
      outBase += index[d] * outStrides[d];
    }
    std::vector<Element> line(n);
    for (int64_t j = 0; j < std::min(inLength, n); ++j)
      line[j] = data[inBase + j * inStrides[axis]];
    if (direction == Direction::RealInverse) {
      // Outputs 0 and n/2 of a real signal's transform are real; the rest
      // are the conjugates of their mirrors.
      line[0].im = 0;
      if (n % 2 == 0)
        line[n / 2].im = 0;
      for (int64_t j = n / 2 + 1; j < n; ++j)
        line[j] = {line[n - j].re, -line[n - j].im, line[n - j].err};
    }
    std::vector<Element> y = transformLine(line, n, outLength, direction, part);
    for (int64_t k = 0; k < outLength; ++k)
      out[outBase + k * outStrides[axis]] = y[k];
  });
  data = std::move(out);
  shape = std::move(outShape);
}

LogicalResult evalFft(Operation *op, ArrayRef<const Tensor *> operands,
                      SmallVectorImpl<Tensor> &results, Interpreter &) {
  FailureOr<Tensor> result = resultTensor(op);
  if (failed(result))
    return failure();
  FailureOr<std::string> type = enumKeyword(op->getAttr("fft_type"));
  std::vector<int64_t> lengths = integerList(op, "fft_length");
  const Tensor &in = *operands[0];
  int64_t rank = in.rank();
  int64_t dims = static_cast<int64_t>(lengths.size());
  if (failed(type) || dims == 0 || dims > 3 || dims > rank)
    return unsupported(op) << "fft of type " << op->getAttr("fft_type")
                           << " over " << dims << " dimensions";
  Direction direction = *type == "FFT"    ? Direction::Forward
                        : *type == "IFFT" ? Direction::Inverse
                        : *type == "RFFT" ? Direction::RealForward
                                          : Direction::RealInverse;
  if (*type != "FFT" && *type != "IFFT" && *type != "RFFT" && *type != "IRFFT")
    return unsupported(op) << "fft_type " << *type;
  for (int64_t length : lengths)
    if (length <= 0)
      return unsupported(op) << "an fft_length of " << length;
  ElementType part = result->elementType().partType();
  std::vector<Element> data(in.numElements());
  for (int64_t i = 0; i < in.numElements(); ++i) {
    Scalar s = in.get(i);
    data[i] = {s.f, in.elementType().isComplex() ? s.im : 0.0, s.err};
  }
  std::vector<int64_t> shape = in.shape();
  int64_t innermost = rank - 1;
  // The real transforms' innermost dimension goes first (RFFT) or last
  // (IRFFT); the others are complex transforms either way.
  if (direction == Direction::RealForward)
    transformAxis(data, shape, innermost, lengths.back(),
                  Direction::RealForward, part);
  for (int64_t d = 0; d < dims; ++d) {
    int64_t axis = rank - dims + d;
    if ((direction == Direction::RealForward ||
         direction == Direction::RealInverse) &&
        axis == innermost)
      continue;
    transformAxis(data, shape, axis, lengths[d],
                  direction == Direction::Forward ||
                          direction == Direction::RealForward
                      ? Direction::Forward
                      : Direction::Inverse,
                  part);
  }
  if (direction == Direction::RealInverse)
    transformAxis(data, shape, innermost, lengths.back(),
                  Direction::RealInverse, part);
  if (shape != result->shape())
    return unsupported(op) << "an fft whose result is not of shape "
                           << result->shapeString();
  bool complexResult = result->elementType().isComplex();
  for (int64_t i = 0; i < result->numElements(); ++i)
    result->set(i, complexResult
                       ? Scalar::ofComplex(data[i].re, data[i].im, data[i].err)
                       : Scalar::ofFloat(data[i].re, data[i].err));
  results.push_back(std::move(*result));
  return success();
}

} // namespace

void defuse::registerStablehloFftSemantics(SemanticsRegistry &registry) {
  registry.add("stablehlo.fft", evalFft);
}
