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
    {"|u1", ElementKind::I8, 1},  {"<u2", ElementKind::I16, 2},
    {"<u4", ElementKind::I32, 4}, {"<u8", ElementKind::I64, 8},
};
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
  bool isUnsigned = descr[1] == 'u';
  for (int64_t i = 0; i < t.numElements(); ++i) {
    uint64_t bits = 0;
    std::memcpy(&bits, &data[i * found->bytes], found->bytes);
    Scalar s;
    t.elementType().decode(bits, s.f, s.i);
    if (isUnsigned)
      s.i = static_cast<int64_t>(bits); // wrap() below keeps the bit pattern
    t.set(i, s);
  }
  out = std::move(t);
  return true;
}

bool defuse::writeNpy(const std::string &path, const Tensor &t,
                      std::string &error) {
  ElementType type = t.elementType();
  if (type.kind == ElementKind::BF16)
    type = ElementType{ElementKind::F32};
  if (type.kind == ElementKind::Index)
    type = ElementType{ElementKind::I64};
  const Descr *found = nullptr;
  for (const Descr &d : kDescrs)
    if (d.kind == type.kind && d.code[1] != 'u') {
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
  for (int64_t i = 0; i < t.numElements(); ++i) {
    Scalar s = t.get(i);
    uint64_t bits = type.encode(s.f, s.i);
    os.write(reinterpret_cast<const char *>(&bits), found->bytes);
  }
  return static_cast<bool>(os);
}
