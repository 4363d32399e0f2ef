//===- Npy.cpp ------------------------------------------------------------===//
//
// Format: magic "\x93NUMPY", version, header length, then a Python dict
// literal {'descr': '<f4', 'fortran_order': False, 'shape': (2, 3), }.
//
//===----------------------------------------------------------------------===//

#include "ir/Npy.h"

#include <cstring>
#include <fstream>
#include <regex>
#include <sstream>

using namespace defuse;

namespace {
struct Descr {
  const char *code;
  ElementKind kind;
  unsigned bytes;
};
const Descr kDescrs[] = {
    {"<f2", ElementKind::F16, 2}, {"<f4", ElementKind::F32, 4},
    {"<f8", ElementKind::F64, 8}, {"|b1", ElementKind::I1, 1},
    {"|i1", ElementKind::I8, 1},  {"<i2", ElementKind::I16, 2},
    {"<i4", ElementKind::I32, 4}, {"<i8", ElementKind::I64, 8},
    {"|u1", ElementKind::U8, 1},  {"<u2", ElementKind::U16, 2},
    {"<u4", ElementKind::U32, 4}, {"<u8", ElementKind::U64, 8},
    {"<c8", ElementKind::C64, 8}, {"<c16", ElementKind::C128, 16},
};

/// The type a .npy file holds `type` as: NumPy has no bfloat16 and no
/// float8/6/4 types of its own (ml_dtypes' are not portable .npy), so their
/// values are written as float32, exactly; sub-byte integers as 8-bit ones
/// of their signedness, index as int64.
ElementType storedAs(ElementType type) {
  if (type.isFloat() && type.kind != ElementKind::F16 &&
      type.kind != ElementKind::F32 && type.kind != ElementKind::F64)
    return ElementType{ElementKind::F32};
  switch (type.kind) {
  case ElementKind::I2:
  case ElementKind::I4:
    return ElementType{ElementKind::I8};
  case ElementKind::U2:
  case ElementKind::U4:
    return ElementType{ElementKind::U8};
  case ElementKind::Index:
    return ElementType{ElementKind::I64};
  default:
    return type;
  }
}
} // namespace

bool defuse::readNpy(const std::string &path, Tensor &out, std::string &error) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    error = "cannot open file";
    return false;
  }
  char magic[8];
  if (!in.read(magic, 8) || std::memcmp(magic, "\x93NUMPY", 6) != 0) {
    error = "not a .npy file (bad magic)";
    return false;
  }
  uint32_t headerLen = 0;
  if (magic[6] == 1) {
    unsigned char b[2];
    in.read(reinterpret_cast<char *>(b), 2);
    headerLen = b[0] | (b[1] << 8);
  } else {
    unsigned char b[4];
    in.read(reinterpret_cast<char *>(b), 4);
    headerLen = b[0] | (b[1] << 8) | (b[2] << 16) | (uint32_t(b[3]) << 24);
  }
  std::string header(headerLen, '\0');
  if (!in.read(header.data(), headerLen)) {
    error = "truncated .npy header";
    return false;
  }
  std::smatch m;
  if (!std::regex_search(header, m, std::regex("'descr':\\s*'([^']+)'"))) {
    error = "no 'descr' in .npy header";
    return false;
  }
  std::string descr = m[1];
  const Descr *found = nullptr;
  for (const Descr &d : kDescrs)
    if (descr == d.code)
      found = &d;
  if (!found) {
    error = "unsupported .npy dtype '" + descr + "'";
    return false;
  }
  if (std::regex_search(header, std::regex("'fortran_order':\\s*True"))) {
    error = "Fortran-ordered .npy arrays are not supported";
    return false;
  }
  if (!std::regex_search(header, m, std::regex("'shape':\\s*\\(([^)]*)\\)"))) {
    error = "no 'shape' in .npy header";
    return false;
  }
  std::vector<int64_t> shape;
  std::stringstream dims(m[1].str());
  std::string item;
  while (std::getline(dims, item, ','))
    if (item.find_first_not_of(' ') != std::string::npos)
      shape.push_back(std::stoll(item));
  Tensor t(ElementType{found->kind}, shape);
  std::vector<unsigned char> data(t.numElements() * found->bytes);
  if (!in.read(reinterpret_cast<char *>(data.data()), data.size())) {
    error = "truncated .npy data";
    return false;
  }
  ElementType type = t.elementType();
  unsigned partBytes = type.isComplex() ? found->bytes / 2 : found->bytes;
  for (int64_t i = 0; i < t.numElements(); ++i) {
    uint64_t bits = 0, imagBits = 0;
    std::memcpy(&bits, &data[i * found->bytes], partBytes);
    Scalar s;
    type.decode(bits, s.f, s.i);
    if (type.isComplex()) {
      std::memcpy(&imagBits, &data[i * found->bytes + partBytes], partBytes);
      int64_t unused;
      type.decode(imagBits, s.im, unused);
    }
    t.set(i, s);
  }
  out = std::move(t);
  return true;
}

bool defuse::writeNpy(const std::string &path, const Tensor &t,
                      std::string &error) {
  ElementType own = t.elementType();
  ElementType type = storedAs(own);
  const Descr *found = nullptr;
  for (const Descr &d : kDescrs)
    if (d.kind == type.kind) {
      found = &d;
      break;
    }
  std::string shape = "(";
  for (int64_t d : t.shape())
    shape += std::to_string(d) + ", ";
  if (t.rank() == 1)
    shape.resize(shape.size() - 1);
  else if (t.rank() > 1)
    shape.resize(shape.size() - 2);
  shape += ")";
  std::string header = std::string("{'descr': '") + found->code +
                       "', 'fortran_order': False, 'shape': " + shape + ", }";
  size_t total = 10 + header.size() + 1;
  header.append((64 - total % 64) % 64, ' ');
  header += '\n';
  std::ofstream os(path, std::ios::binary);
  if (!os) {
    error = "cannot write file";
    return false;
  }
  os.write("\x93NUMPY\x01\x00", 8);
  unsigned char len[2] = {static_cast<unsigned char>(header.size() & 0xff),
                          static_cast<unsigned char>(header.size() >> 8)};
  os.write(reinterpret_cast<char *>(len), 2);
  os.write(header.data(), header.size());
  unsigned partBytes = type.isComplex() ? found->bytes / 2 : found->bytes;
  for (int64_t i = 0; i < t.numElements(); ++i) {
    Scalar s = t.get(i);
    // The value the program's own type holds (a bf16 result is a bf16
    // value, written exactly as float32), not the reference's double.
    double value = own.isFloat() ? own.roundToType(s.f) : s.f;
    uint64_t bits = type.encode(value, s.i);
    os.write(reinterpret_cast<const char *>(&bits), partBytes);
    if (type.isComplex()) {
      uint64_t imagBits = type.encode(s.im, 0);
      os.write(reinterpret_cast<const char *>(&imagBits), partBytes);
    }
  }
  return static_cast<bool>(os);
}
