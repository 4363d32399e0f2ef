//===- Tensor.cpp ---------------------------------------------------------===//

#include "ir/Tensor.h"

#include <algorithm>
#include <cassert>

using namespace defuse;

Tensor::Tensor(ElementType type, std::vector<int64_t> shape)
    : type(type), dims(std::move(shape)) {
  count = 1;
  for (int64_t d : dims)
    count *= d;
  if (type.isFloat() || type.isComplex())
    fvals.assign(count, 0.0);
  else
    ivals.assign(count, 0);
  if (type.isComplex())
    imvals.assign(count, 0.0);
  errs.assign(count, 0.0);
}

Tensor Tensor::tuple(std::vector<Tensor> parts) {
  Tensor t;
  t.count = 0;
  t.tupleParts = std::make_shared<const std::vector<Tensor>>(std::move(parts));
  return t;
}

std::vector<int64_t> Tensor::strides() const {
  std::vector<int64_t> s(dims.size(), 1);
  for (int64_t d = rank() - 2; d >= 0; --d)
    s[d] = s[d + 1] * dims[d + 1];
  return s;
}

int64_t Tensor::linearIndex(const std::vector<int64_t> &index) const {
  int64_t linear = 0;
  for (size_t d = 0; d < dims.size(); ++d)
    linear = linear * dims[d] + index[d];
  return linear;
}

std::vector<int64_t> Tensor::multiIndex(int64_t linear) const {
  std::vector<int64_t> index(dims.size());
  for (int64_t d = rank() - 1; d >= 0; --d) {
    index[d] = linear % dims[d];
    linear /= dims[d];
  }
  return index;
}

double Tensor::maxError() const {
  double m = 0.0;
  for (double e : errs)
    m = std::max(m, e);
  return m;
}

Tensor Tensor::reshaped(std::vector<int64_t> newShape) const {
  Tensor t = *this;
  t.dims = std::move(newShape);
  return t;
}

std::string Tensor::shapeString() const {
  std::string s;
  for (int64_t d : dims)
    s += std::to_string(d) + "x";
  return s + type.str();
}
