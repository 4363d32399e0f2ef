//===- Variations.cpp - Programs that differ from one along one axis ------===//

#include "agents/Variations.h"

#include "fuzz/GraphMutator.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/Parser/Parser.h"
#include "llvm/ADT/STLExtras.h"

#include <regex>
#include <set>
#include <sstream>
#include <tuple>

using namespace defuse;

llvm::ArrayRef<llvm::StringRef> defuse::variationAxes() {
  static const llvm::StringRef axes[] = {"shape", "dtype", "values",
                                         "neighbour"};
  return axes;
}

namespace {

bool parses(mlir::MLIRContext &context, const std::string &text) {
  mlir::ScopedDiagnosticHandler quiet(
      &context, [](mlir::Diagnostic &) { return mlir::success(); });
  return static_cast<bool>(
      mlir::parseSourceString<mlir::ModuleOp>(text, &context));
}

/// `text` without its DEFUSE-INPUT lines, and those lines.
std::pair<std::string, std::string> splitInputs(const std::string &text) {
  std::istringstream in(text);
  std::string body, inputs;
  for (std::string line; std::getline(in, line);)
    (line.find("DEFUSE-INPUT:") != std::string::npos ? inputs : body) +=
        line + "\n";
  return {body, inputs};
}

/// The dimensions of a tensor type's shape text ("4x8" -> {4, 8}).
std::vector<int64_t> dimensionsOf(const std::string &shape) {
  std::vector<int64_t> dims;
  std::stringstream ss(shape);
  for (std::string d; std::getline(ss, d, 'x');)
    if (!d.empty())
      dims.push_back(std::stoll(d));
  return dims;
}

const std::regex &tensorType() {
  static const std::regex tensor("tensor<([0-9x]+)x([a-z][a-z0-9]*)>");
  return tensor;
}

} // namespace

std::string defuse::resizeDimension(const std::string &text, size_t rank,
                                    size_t position, int64_t from, int64_t to) {
  std::string out;
  auto last = text.cbegin();
  for (std::sregex_iterator it(text.begin(), text.end(), tensorType()), end;
       it != end; ++it) {
    std::vector<int64_t> dims = dimensionsOf((*it)[1]);
    out.append(last, (*it)[0].first);
    last = (*it)[0].second;
    if (dims.size() != rank || dims[position] != from) {
      out += (*it)[0].str();
      continue;
    }
    dims[position] = to;
    std::string shape;
    for (int64_t d : dims)
      shape += std::to_string(d) + "x";
    out += "tensor<" + shape + (*it)[2].str() + ">";
  }
  out.append(last, text.cend());
  return out;
}

namespace {

void shapeVariants(mlir::MLIRContext &context, const CaseProgram &p,
                   unsigned limit, std::vector<CaseProgram> &out) {
  // (rank, position, size) of every tensor type, highest ranks first.
  std::set<std::tuple<size_t, size_t, int64_t>, std::greater<>> places;
  for (std::sregex_iterator it(p.text.begin(), p.text.end(), tensorType()), end;
       it != end; ++it) {
    std::vector<int64_t> dims = dimensionsOf((*it)[1]);
    for (size_t i = 0; i < dims.size(); ++i)
      places.insert({dims.size(), i, dims[i]});
  }
  // The reproducer's exact values no longer fill the tensors: each argument
  // keeps its first value, everywhere.
  static const std::regex exact("values\\(([^,)]*)[^)]*\\)");
  std::set<std::string> seen;
  unsigned made = 0;
  for (int grow : {1, 2, 3})
    for (const auto &[rank, position, from] : places) {
      int64_t to = grow == 1 ? from + 1 : grow == 2 ? from * 2 + 3 : 16;
      if (made >= limit || to == from)
        continue;
      std::string changed = resizeDimension(p.text, rank, position, from, to);
      if (changed == p.text || !seen.insert(changed).second ||
          !parses(context, changed))
        continue;
      out.push_back(
          {std::regex_replace(changed, exact, "const($1)"), p.seed, "shape",
           "rank-" + std::to_string(rank) + " dim " + std::to_string(position) +
               ": " + std::to_string(from) + " -> " + std::to_string(to)});
      ++made;
    }
}

void dtypeVariants(mlir::MLIRContext &context, const CaseProgram &p,
                   unsigned limit, std::vector<CaseProgram> &out) {
  unsigned made = 0;
  auto [body, inputs] = splitInputs(p.text);
  for (const char *to : {"f16", "bf16", "f64"}) {
    if (made >= limit || body.find("f32") == std::string::npos)
      break;
    // f32 as an element type ("xf32") or a scalar type (": f32").
    static const std::regex f32("(x|[^A-Za-z0-9_])f32\\b");
    std::string changed = std::regex_replace(body, f32, std::string("$1") + to);
    if (!parses(context, changed))
      continue;
    // The same inputs, rounded to the new type.
    out.push_back(
        {inputs + changed, p.seed, "dtype", std::string("f32 -> ") + to});
    ++made;
  }
}

/// The assignments of DEFUSE-INPUT lines ("arg0", "values(1,2)"), in order.
std::vector<std::pair<std::string, std::string>>
inputAssignments(const std::string &inputs) {
  std::vector<std::pair<std::string, std::string>> out;
  static const std::regex assignment(
      "([A-Za-z0-9_.*]+)=([a-z]+(\\([^)]*\\))?)");
  for (std::sregex_iterator it(inputs.begin(), inputs.end(), assignment), end;
       it != end; ++it)
    if ((*it)[1] != "DEFUSE-INPUT")
      out.push_back({(*it)[1], (*it)[2]});
  return out;
}

void valueVariants(const CaseProgram &p, uint64_t seed, unsigned limit,
                   std::vector<CaseProgram> &out) {
  auto [body, inputs] = splitInputs(p.text);
  // Every special value alone (a bug keyed to one shows which), for all
  // arguments at once and for each argument while the others keep theirs;
  // the arguments' values rotated; then ranges under fresh seeds.
  static const char *specials[] = {"nan", "inf", "-inf",   "-0",   "0",
                                   "1",   "-1",  "3.0e38", "1e-40"};
  std::vector<std::pair<std::string, std::string>> given =
      inputAssignments(inputs);
  std::vector<std::string> arguments;
  for (auto &[name, spec] : given)
    if (llvm::StringRef(name).starts_with("arg") &&
        !llvm::is_contained(arguments, name))
      arguments.push_back(name);
  for (const char *v : specials) {
    std::string special = "const(" + std::string(v) + ")";
    out.push_back({"// DEFUSE-INPUT: all=" + special + "\n" + body, p.seed,
                   "values", "all=" + special});
    if (arguments.size() < 2)
      continue;
    for (const std::string &arg : arguments)
      out.push_back(
          {inputs + "// DEFUSE-INPUT: " + arg + "=" + special + "\n" + body,
           p.seed, "values", arg + "=" + special});
  }
  if (arguments.size() >= 2) {
    std::string rotated;
    for (size_t i = 0; i < given.size(); ++i)
      rotated +=
          " " + given[i].first + "=" + given[(i + 1) % given.size()].second;
    out.push_back({"// DEFUSE-INPUT:" + rotated + "\n" + body, p.seed, "values",
                   "arguments' values rotated"});
  }
  static const char *ranges[] = {"edges",          "uniform(-1,0)",
                                 "uniform(0,1)",   "uniform(-1000,1000)",
                                 "normal(0,1e-3)", "int(-3,3)"};
  unsigned made = 0;
  for (unsigned round = 0; made < limit; ++round)
    for (const char *spec : ranges) {
      if (made >= limit)
        break;
      uint64_t s = seed * 1000 + round * 16 + made + 1;
      out.push_back(
          {"// DEFUSE-INPUT: all=" + std::string(spec) + "\n" + body, s,
           "values",
           "all=" + std::string(spec) + " seed " + std::to_string(s)});
      ++made;
    }
}

/// Ops that can stand in for each other in a program's text: same operands,
/// same result, same spelling but the name.
const std::vector<std::vector<std::string>> &siblings() {
  static const std::vector<std::vector<std::string>> groups = {
      {"tosa.add", "tosa.sub", "tosa.maximum", "tosa.minimum", "tosa.pow"},
      {"tosa.abs", "tosa.ceil", "tosa.floor", "tosa.exp", "tosa.log",
       "tosa.tanh", "tosa.sigmoid", "tosa.erf", "tosa.sin", "tosa.cos",
       "tosa.reciprocal", "tosa.rsqrt"},
      {"arith.addf", "arith.subf", "arith.mulf", "arith.divf", "arith.maximumf",
       "arith.minimumf", "arith.maxnumf", "arith.minnumf"},
      {"math.absf", "math.ceil", "math.floor", "math.exp", "math.log",
       "math.tanh", "math.erf", "math.sin", "math.cos", "math.sqrt"},
      {"stablehlo.add", "stablehlo.subtract", "stablehlo.multiply",
       "stablehlo.divide", "stablehlo.maximum", "stablehlo.minimum"},
      {"stablehlo.abs", "stablehlo.ceil", "stablehlo.floor",
       "stablehlo.exponential", "stablehlo.log", "stablehlo.tanh",
       "stablehlo.logistic", "stablehlo.sine", "stablehlo.cosine"}};
  return groups;
}

void neighbourVariants(mlir::MLIRContext &context, const CaseProgram &p,
                       uint64_t seed, unsigned limit,
                       std::vector<CaseProgram> &out) {
  // Every op swapped for each of its siblings first: the neighbouring cases
  // a fix of one op most often leaves behind (maximum fixed, minimum not).
  std::set<std::string> seen;
  for (const std::vector<std::string> &group : siblings())
    for (const std::string &from : group) {
      std::regex use("\\b" +
                     std::regex_replace(from, std::regex("\\."), "\\.") +
                     "(?=[ (\"<{])");
      if (!std::regex_search(p.text, use))
        continue;
      for (const std::string &to : group) {
        if (to == from)
          continue;
        std::string changed = std::regex_replace(p.text, use, to);
        if (!parses(context, changed) || !seen.insert(changed).second)
          continue;
        out.push_back(
            {changed, p.seed, "neighbour", "every " + from + " as " + to});
      }
    }
  // Then the fuzzer's other mutations: an op inserted after a value, a value
  // through a lower precision.
  unsigned made = 0;
  std::set<std::string> mutations;
  for (uint64_t s = 0; s < limit * 4 && made < limit; ++s) {
    std::string error;
    llvm::FailureOr<MutatedProgram> m =
        mutateWorkload(context, "program", p.text, seed * 7919 + s, error);
    if (failed(m) || !mutations.insert(m->mutation).second ||
        llvm::StringRef(m->mutation).starts_with("shape") ||
        llvm::StringRef(m->mutation).starts_with("swap-op"))
      continue;
    out.push_back({m->text, p.seed, "neighbour", m->mutation});
    ++made;
  }
}

} // namespace

std::vector<CaseProgram>
defuse::variationsOf(mlir::MLIRContext &context, const CaseProgram &program,
                     uint64_t seed, unsigned perAxis,
                     llvm::ArrayRef<std::string> axes) {
  auto wanted = [&](llvm::StringRef axis) {
    return axes.empty() || llvm::is_contained(axes, axis.str());
  };
  std::vector<CaseProgram> out;
  if (wanted("shape"))
    shapeVariants(context, program, perAxis, out);
  if (wanted("dtype"))
    dtypeVariants(context, program, perAxis, out);
  if (wanted("values"))
    valueVariants(program, seed, perAxis, out);
  if (wanted("neighbour"))
    neighbourVariants(context, program, seed, perAxis, out);
  return out;
}
