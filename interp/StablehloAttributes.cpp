//===- StablehloAttributes.cpp --------------------------------------------===//

#include "interp/StablehloAttributes.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Operation.h"
#include "llvm/ADT/StringExtras.h"

using namespace defuse;
using namespace mlir;

namespace {

/// The text of an attribute of the unregistered "stablehlo" dialect.
FailureOr<StringRef> opaqueText(Attribute attr) {
  auto opaque = dyn_cast_or_null<OpaqueAttr>(attr);
  // CHLO's attributes (#chlo<comparison_direction LT>) read the same way.
  if (!opaque || (opaque.getDialectNamespace() != "stablehlo" &&
                  opaque.getDialectNamespace() != "chlo"))
    return failure();
  return opaque.getAttrData();
}

/// "[1, 2]" or "3" as integers.
FailureOr<std::vector<int64_t>> integersOf(StringRef text) {
  text = text.trim();
  std::vector<int64_t> out;
  if (text.consume_front("[")) {
    if (!text.consume_back("]"))
      return failure();
    SmallVector<StringRef> items;
    text.split(items, ',', -1, false);
    for (StringRef item : items) {
      int64_t v = 0;
      if (item.trim().getAsInteger(10, v))
        return failure();
      out.push_back(v);
    }
    return out;
  }
  int64_t v = 0;
  if (text.getAsInteger(10, v))
    return failure();
  out.push_back(v);
  return out;
}

} // namespace

FailureOr<std::string> stablehlo::enumKeyword(Attribute attr) {
  FailureOr<StringRef> text = opaqueText(attr);
  if (failed(text))
    return failure();
  // "comparison_direction LT" (or "<comparison_direction LT>" as some
  // printers keep the brackets).
  StringRef body = text->trim();
  body.consume_front("<");
  body.consume_back(">");
  StringRef keyword = body.rsplit(' ').second;
  if (keyword.empty())
    return failure();
  return keyword.str();
}

FailureOr<std::map<std::string, std::vector<int64_t>>>
stablehlo::structFields(Attribute attr, StringRef kind) {
  FailureOr<StringRef> text = opaqueText(attr);
  if (failed(text))
    return failure();
  StringRef body = text->trim();
  if (!body.consume_front(kind) || !body.consume_front("<") ||
      !body.consume_back(">"))
    return failure();
  std::map<std::string, std::vector<int64_t>> fields;
  // Fields are "name = value" separated by commas outside brackets.
  size_t depth = 0, start = 0;
  for (size_t i = 0; i <= body.size(); ++i) {
    char c = i < body.size() ? body[i] : ',';
    if (c == '[')
      ++depth;
    else if (c == ']')
      --depth;
    if (c != ',' || depth != 0)
      continue;
    StringRef field = body.slice(start, i).trim();
    start = i + 1;
    if (field.empty())
      continue;
    auto [name, value] = field.split('=');
    FailureOr<std::vector<int64_t>> values = integersOf(value);
    if (failed(values))
      return failure();
    fields[name.trim().str()] = std::move(*values);
  }
  return fields;
}

FailureOr<stablehlo::ConvDimensions> stablehlo::convDimensions(Attribute attr) {
  FailureOr<StringRef> text = opaqueText(attr);
  if (failed(text))
    return failure();
  StringRef body = text->trim();
  if (!body.consume_front("conv<") || !body.consume_back(">"))
    return failure();
  // "[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]"
  auto [operands, output] = body.split("->");
  auto [input, kernel] = operands.split("]x[");
  auto roles = [](StringRef list) {
    list = list.trim();
    list.consume_front("[");
    list.consume_back("]");
    SmallVector<StringRef> items;
    list.split(items, ',', -1, false);
    std::vector<std::string> out;
    for (StringRef item : items)
      out.push_back(item.trim().str());
    return out;
  };
  ConvDimensions d;
  auto place = [](const std::vector<std::string> &list, char a, int64_t &first,
                  char b, int64_t &second, std::vector<int64_t> &spatial) {
    std::map<int64_t, int64_t> spatialAt;
    bool sawA = false, sawB = false;
    for (size_t i = 0; i < list.size(); ++i) {
      const std::string &r = list[i];
      if (r.size() == 1 && r[0] == a) {
        first = static_cast<int64_t>(i);
        sawA = true;
      } else if (r.size() == 1 && r[0] == b) {
        second = static_cast<int64_t>(i);
        sawB = true;
      } else {
        int64_t s = 0;
        if (StringRef(r).getAsInteger(10, s) || spatialAt.count(s))
          return false;
        spatialAt[s] = static_cast<int64_t>(i);
      }
    }
    for (size_t s = 0; s < spatialAt.size(); ++s) {
      if (!spatialAt.count(static_cast<int64_t>(s)))
        return false;
      spatial.push_back(spatialAt[static_cast<int64_t>(s)]);
    }
    return sawA && sawB;
  };
  std::string in = (input + "]").str(), ker = ("[" + kernel).str();
  if (!place(roles(in), 'b', d.inputBatch, 'f', d.inputFeature,
             d.inputSpatial) ||
      !place(roles(ker), 'i', d.kernelInput, 'o', d.kernelOutput,
             d.kernelSpatial) ||
      !place(roles(output), 'b', d.outputBatch, 'f', d.outputFeature,
             d.outputSpatial) ||
      d.inputSpatial.size() != d.kernelSpatial.size() ||
      d.inputSpatial.size() != d.outputSpatial.size())
    return failure();
  return d;
}

std::vector<int64_t> stablehlo::integerList(Operation *op, StringRef name,
                                            std::vector<int64_t> fallback) {
  Attribute attr = op->getAttr(name);
  if (!attr)
    return fallback;
  if (auto dense = dyn_cast<DenseI64ArrayAttr>(attr))
    return std::vector<int64_t>(dense.asArrayRef().begin(),
                                dense.asArrayRef().end());
  if (auto dense = dyn_cast<DenseBoolArrayAttr>(attr)) {
    std::vector<int64_t> out;
    for (bool b : dense.asArrayRef())
      out.push_back(b);
    return out;
  }
  if (auto elements = dyn_cast<DenseIntElementsAttr>(attr)) {
    std::vector<int64_t> out;
    for (const APInt &v : elements.getValues<APInt>())
      out.push_back(v.getSExtValue());
    return out;
  }
  if (auto array = dyn_cast<ArrayAttr>(attr)) {
    std::vector<int64_t> out;
    for (Attribute a : array)
      if (auto i = dyn_cast<IntegerAttr>(a))
        out.push_back(i.getInt());
    return out;
  }
  return fallback;
}

int64_t stablehlo::integer(Operation *op, StringRef name, int64_t fallback) {
  if (auto i = dyn_cast_or_null<IntegerAttr>(op->getAttr(name)))
    return i.getInt();
  return fallback;
}
