//===- StablehloLinearAlgebra.cpp - triangular_solve and cholesky ---------===//
//
// Both over the leading batch dimensions, on real and complex types.
//
// triangular_solve solves op(a) x = b (left_side) or x op(a) = b, op being
// the identity, the transpose or the adjoint, reading only the `lower` (or
// upper) triangle of a, with a unit diagonal when unit_diagonal. Bound of x
// (componentwise, first order; Higham, "Accuracy and Stability of Numerical
// Algorithms", 8.2): substitution is backward stable with |dT| <= g_n |T|,
// so |x - x*| <= |T^-1| (e_b + E_T |x| + g_n |T| |x|), E_T the operands'
// bounds on T and g_n = n u / (1 - n u) in the result type.
//
// cholesky factors a Hermitian positive-definite a = L L^H (lower) or
// U^H U. Bound of every element of the factor (normwise, Sun's first-order
// perturbation bound, Higham 10.1): ||dL||_F <= ||L^-1||_2^2 ||L||_2 ||dA||_F
// / sqrt(2) with dA the operand's bounds plus the backward error
// g_(n+1) |L||L^H|; the 2-norms are taken as Frobenius norms (larger), the
// bound doubled for the second-order terms, and unbounded when that
// product is not small. The other triangle of the result is
// implementation-defined (unjudged), and so is every element when a is not
// positive definite.
//
// Noise lanes run the substitution and the factorization themselves, every
// product and sum rounded stochastically: legal executions.
//
//===----------------------------------------------------------------------===//

#include "interp/ComplexErrorModel.h"
#include "interp/StablehloAttributes.h"
#include "interp/StablehloCommon.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Operation.h"

#include <cmath>

using namespace defuse;
using namespace defuse::stablehlo;
using namespace mlir;
using errors::Complex;

namespace {

/// A square or rectangular matrix of one batch, row-major, with bounds.
struct Matrix {
  int64_t rows = 0, cols = 0;
  std::vector<Complex> v;
  std::vector<double> e;

  Matrix(int64_t r, int64_t c) : rows(r), cols(c), v(r * c), e(r * c) {}
  Complex &at(int64_t i, int64_t j) { return v[i * cols + j]; }
  Complex at(int64_t i, int64_t j) const { return v[i * cols + j]; }
  double &err(int64_t i, int64_t j) { return e[i * cols + j]; }
  double err(int64_t i, int64_t j) const { return e[i * cols + j]; }
};

/// Batch `b` of the trailing two dimensions of `t`.
Matrix batchOf(const Tensor &t, int64_t b) {
  int64_t rank = t.rank();
  Matrix m(t.shape()[rank - 2], t.shape()[rank - 1]);
  int64_t base = b * m.rows * m.cols;
  for (int64_t k = 0; k < m.rows * m.cols; ++k) {
    Scalar s = t.get(base + k);
    m.v[k] = t.elementType().isComplex() ? Complex(s.f, s.im) : Complex(s.f);
    m.e[k] = s.err;
  }
  return m;
}

void storeBatch(Tensor &t, int64_t b, const Matrix &m) {
  int64_t base = b * m.rows * m.cols;
  bool isComplex = t.elementType().isComplex();
  for (int64_t k = 0; k < m.rows * m.cols; ++k)
    t.set(base + k,
          isComplex ? Scalar::ofComplex(m.v[k].real(), m.v[k].imag(), m.e[k])
                    : Scalar::ofFloat(m.v[k].real(), m.e[k]));
}

int64_t batchCount(const Tensor &t) {
  int64_t n = 1;
  for (int64_t d = 0; d + 2 < t.rank(); ++d)
    n *= t.shape()[d];
  return n;
}

/// `x` rounded into the part type in a noise lane (each part).
Complex laneRound(mc::Lane *lane, ElementType part, Complex x) {
  if (!lane)
    return x;
  return {lane->round(part, x.real()), lane->round(part, x.imag())};
}

/// Solves T x = b in place for every column of `b`, T lower or upper
/// triangular (its other triangle ignored), in the lane's arithmetic.
void substitute(const Matrix &t, bool lower, bool unitDiagonal, Matrix &b,
                mc::Lane *lane, ElementType part) {
  int64_t n = t.rows;
  for (int64_t c = 0; c < b.cols; ++c)
    for (int64_t step = 0; step < n; ++step) {
      int64_t i = lower ? step : n - 1 - step;
      Complex sum = b.at(i, c);
      for (int64_t k = 0; k < n; ++k) {
        bool before = lower ? k < i : k > i;
        if (before)
          sum = laneRound(lane, part,
                          sum - laneRound(lane, part, t.at(i, k) * b.at(k, c)));
      }
      b.at(i, c) = unitDiagonal ? sum : laneRound(lane, part, sum / t.at(i, i));
    }
}

/// op(a): `a` itself, its transpose or its adjoint.
Matrix applyTranspose(const Matrix &a, const std::string &transpose) {
  if (transpose == "NO_TRANSPOSE")
    return a;
  Matrix t(a.cols, a.rows);
  for (int64_t i = 0; i < a.rows; ++i)
    for (int64_t j = 0; j < a.cols; ++j) {
      t.at(j, i) = transpose == "ADJOINT" ? std::conj(a.at(i, j)) : a.at(i, j);
      t.err(j, i) = a.err(i, j);
    }
  return t;
}

LogicalResult evalTriangularSolve(Operation *op,
                                  ArrayRef<const Tensor *> operands,
                                  SmallVectorImpl<Tensor> &results,
                                  Interpreter &) {
  FailureOr<Tensor> out = resultTensor(op);
  if (failed(out))
    return failure();
  const Tensor &a = *operands[0], &b = *operands[1];
  auto flag = [&](StringRef name) {
    auto attr = dyn_cast_or_null<BoolAttr>(op->getAttr(name));
    return attr && attr.getValue();
  };
  bool leftSide = flag("left_side"), lowerOfA = flag("lower"),
       unitDiagonal = flag("unit_diagonal");
  FailureOr<std::string> transpose = enumKeyword(op->getAttr("transpose_a"));
  std::string mode = succeeded(transpose) ? *transpose : "NO_TRANSPOSE";
  if (a.rank() < 2 || b.rank() != a.rank() ||
      a.shape()[a.rank() - 1] != a.shape()[a.rank() - 2])
    return unsupported(op) << "triangular_solve of " << a.shapeString()
                           << " and " << b.shapeString();
  ElementType type = out->elementType(), part = type.partType();
  // A transpose swaps the triangle; a right-side solve x T = b is the
  // left-side T^T x^T = b^T.
  bool lower = mode == "NO_TRANSPOSE" ? lowerOfA : !lowerOfA;
  if (!leftSide)
    lower = !lower;
  mc::Lane *lane = mc::noiseLane();
  for (int64_t batch = 0, n = batchCount(b); batch < n; ++batch) {
    Matrix t = applyTranspose(batchOf(a, batch), mode);
    Matrix rhs = batchOf(b, batch);
    if (!leftSide) {
      t = applyTranspose(t, "TRANSPOSE");
      rhs = applyTranspose(rhs, "TRANSPOSE");
    }
    int64_t m = t.rows;
    // Only the triangle read counts: zero the other, and the diagonal
    // when it is taken as ones.
    for (int64_t i = 0; i < m; ++i)
      for (int64_t j = 0; j < m; ++j) {
        bool read = i == j ? !unitDiagonal : (lower ? j < i : j > i);
        if (!read) {
          t.at(i, j) = i == j ? 1.0 : 0.0;
          t.err(i, j) = 0.0;
        }
      }
    Matrix x = rhs;
    substitute(t, lower, unitDiagonal, x, lane, part);
    if (lane) {
      // A tainted element of T taints every solution element.
      bool tainted = false;
      for (double e : t.e)
        tainted |= mc::tainted(e);
      if (tainted)
        std::fill(x.e.begin(), x.e.end(), errors::kUnbounded);
    } else {
      // |T^-1| (e_b + E_T |x| + g_m |T||x|), column by column.
      Matrix inverse(m, m);
      for (int64_t i = 0; i < m; ++i)
        inverse.at(i, i) = 1.0;
      substitute(t, lower, unitDiagonal, inverse, nullptr, part);
      double u = part.unitRoundoff() + errors::kReferenceUnitRoundoff;
      double gamma = m * u < 1.0 ? m * u / (1.0 - m * u) : errors::kUnbounded;
      for (int64_t c = 0; c < x.cols; ++c) {
        std::vector<double> r(m, 0.0);
        for (int64_t i = 0; i < m; ++i) {
          r[i] = rhs.err(i, c);
          for (int64_t k = 0; k < m; ++k)
            r[i] += (t.err(i, k) + gamma * std::abs(t.at(i, k))) *
                    std::abs(x.at(k, c));
        }
        for (int64_t i = 0; i < m; ++i) {
          double bound = 0.0;
          for (int64_t k = 0; k < m; ++k)
            bound += std::abs(inverse.at(i, k)) * r[k];
          bool finite = std::isfinite(bound) && errors::isFinite(x.at(i, c));
          x.err(i, c) =
              finite ? bound + u * std::abs(x.at(i, c)) : errors::kMayBeNaN;
        }
      }
    }
    if (!leftSide)
      x = applyTranspose(x, "TRANSPOSE");
    storeBatch(*out, batch, x);
  }
  results.push_back(std::move(*out));
  return success();
}

double frobenius(const Matrix &m) {
  double s = 0.0;
  for (Complex z : m.v)
    s += std::norm(z);
  return std::sqrt(s);
}

LogicalResult evalCholesky(Operation *op, ArrayRef<const Tensor *> operands,
                           SmallVectorImpl<Tensor> &results, Interpreter &) {
  FailureOr<Tensor> out = resultTensor(op);
  if (failed(out))
    return failure();
  const Tensor &a = *operands[0];
  auto lowerAttr = dyn_cast_or_null<BoolAttr>(op->getAttr("lower"));
  bool lower = lowerAttr && lowerAttr.getValue();
  if (a.rank() < 2 || a.shape()[a.rank() - 1] != a.shape()[a.rank() - 2])
    return unsupported(op) << "cholesky of " << a.shapeString();
  ElementType part = out->elementType().partType();
  mc::Lane *lane = mc::noiseLane();
  for (int64_t batch = 0, count = batchCount(a); batch < count; ++batch) {
    Matrix m = batchOf(a, batch);
    int64_t n = m.rows;
    // L from the lower triangle (the upper factor is its adjoint, read
    // from the upper triangle).
    Matrix l(n, n);
    bool definite = true;
    for (int64_t j = 0; j < n && definite; ++j) {
      Complex d = m.at(j, j);
      for (int64_t k = 0; k < j; ++k)
        d = laneRound(
            lane, part,
            d - laneRound(lane, part, l.at(j, k) * std::conj(l.at(j, k))));
      if (!(d.real() > 0.0)) {
        definite = false;
        break;
      }
      l.at(j, j) = laneRound(lane, part, std::sqrt(d.real()));
      for (int64_t i = j + 1; i < n; ++i) {
        Complex s = lower ? m.at(i, j) : std::conj(m.at(j, i));
        for (int64_t k = 0; k < j; ++k)
          s = laneRound(
              lane, part,
              s - laneRound(lane, part, l.at(i, k) * std::conj(l.at(j, k))));
        l.at(i, j) = laneRound(lane, part, s / l.at(j, j));
      }
    }
    double bound = errors::kMayBeNaN;
    if (lane) {
      bound = 0.0;
      for (double e : m.e)
        if (mc::tainted(e))
          bound = errors::kUnbounded;
    } else if (definite) {
      Matrix inverse(n, n);
      for (int64_t i = 0; i < n; ++i)
        inverse.at(i, i) = 1.0;
      substitute(l, /*lower=*/true, /*unitDiagonal=*/false, inverse, nullptr,
                 part);
      double u = part.unitRoundoff() + errors::kReferenceUnitRoundoff;
      double gamma = (n + 1) * u / (1.0 - (n + 1) * u);
      // ||dA||_F: the operand's bounds (of the triangle read) and the
      // backward error g_(n+1) |L||L^H|.
      double dA = 0.0;
      for (int64_t i = 0; i < n; ++i)
        for (int64_t j = 0; j < n; ++j) {
          double backward = 0.0;
          for (int64_t k = 0; k < n; ++k)
            backward += std::abs(l.at(i, k)) * std::abs(l.at(j, k));
          double e = (lower ? (j <= i ? m.err(i, j) : m.err(j, i))
                            : (j >= i ? m.err(i, j) : m.err(j, i))) +
                     gamma * backward;
          dA += e * e;
        }
      dA = std::sqrt(dA);
      double inv = frobenius(inverse), norm = frobenius(l);
      double first = inv * inv * norm * dA / std::sqrt(2.0);
      // First order only while the perturbation is small against L.
      if (std::isfinite(first) && inv * inv * dA < 0.25)
        bound = 2.0 * first;
    }
    Matrix result(n, n);
    for (int64_t i = 0; i < n; ++i)
      for (int64_t j = 0; j < n; ++j) {
        bool inTriangle = lower ? j <= i : j >= i;
        // The other triangle is implementation-defined: unjudged.
        result.at(i, j) = !inTriangle ? m.at(i, j)
                          : lower     ? l.at(i, j)
                                      : std::conj(l.at(j, i));
        result.err(i, j) = !definite || !inTriangle
                               ? (lane ? errors::kUnbounded : errors::kMayBeNaN)
                               : bound;
      }
    storeBatch(*out, batch, result);
  }
  results.push_back(std::move(*out));
  return success();
}

} // namespace

void defuse::registerStablehloLinearAlgebraSemantics(
    SemanticsRegistry &registry) {
  registry.add("stablehlo.triangular_solve", evalTriangularSolve);
  registry.add("stablehlo.cholesky", evalCholesky);
}
