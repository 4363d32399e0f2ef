//===- Variations.cpp - Programs that differ from one along one axis ------===//

#include "agents/Variations.h"

#include "fuzz/GraphMutator.h"
#include "reduce/ModuleEditing.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/Parser/Parser.h"
#include "llvm/ADT/STLExtras.h"

#include <regex>
#include <set>
#include <sstream>

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

/// Dimension sizes of the ranked tensor types of `text`, distinct.
std::vector<int64_t> dimensionSizes(const std::string &text) {
  std::set<int64_t> sizes;
  static const std::regex tensor("tensor<([0-9x]+)x[a-z]");
  for (std::sregex_iterator it(text.begin(), text.end(), tensor), end;
       it != end; ++it) {
    std::string dims = (*it)[1];
    std::stringstream ss(dims);
    for (std::string d; std::getline(ss, d, 'x');)
      if (!d.empty())
        sizes.insert(std::stoll(d));
  }
  return {sizes.begin(), sizes.end()};
}

void shapeVariants(mlir::MLIRContext &context, const CaseProgram &p,
                   unsigned limit, std::vector<CaseProgram> &out) {
  unsigned made = 0;
  for (int64_t from : dimensionSizes(p.text))
    for (int64_t to : {from + 1, from * 2 + 1, int64_t(7), int64_t(16)}) {
      if (made >= limit || to == from)
        continue;
      std::string changed = replaceDimensionSize(p.text, from, to);
      if (changed == p.text || !parses(context, changed))
        continue;
      // The reproducer's exact values no longer fill the tensors: each
      // argument keeps its first value, everywhere.
      static const std::regex exact("values\\(([^,)]*)[^)]*\\)");
      out.push_back({std::regex_replace(changed, exact, "const($1)"), p.seed,
                     "shape",
                     "size " + std::to_string(from) + " -> " +
                         std::to_string(to)});
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
    std::string changed =
        std::regex_replace(body, std::regex("\\bf32\\b"), to);
    if (!parses(context, changed))
      continue;
    // The same inputs, rounded to the new type.
    out.push_back({inputs + changed, p.seed, "dtype",
                   std::string("f32 -> ") + to});
    ++made;
  }
}

void valueVariants(const CaseProgram &p, uint64_t seed, unsigned limit,
                   std::vector<CaseProgram> &out) {
  auto [body, inputs] = splitInputs(p.text);
  // Every special value alone (a bug keyed to one shows which), then ranges
  // under fresh seeds.
  static const char *specials[] = {"nan",  "inf",    "-inf",    "-0",
                                   "0",    "1",      "-1",      "3.0e38",
                                   "1e-40"};
  for (const char *v : specials)
    out.push_back({"// DEFUSE-INPUT: all=const(" + std::string(v) + ")\n" +
                       body,
                   p.seed, "values", "all=const(" + std::string(v) + ")"});
  static const char *ranges[] = {"edges",        "uniform(-1,0)",
                                 "uniform(0,1)", "uniform(-1000,1000)",
                                 "normal(0,1e-3)", "int(-3,3)"};
  unsigned made = 0;
  for (unsigned round = 0; made < limit; ++round)
    for (const char *spec : ranges) {
      if (made >= limit)
        break;
      uint64_t s = seed * 1000 + round * 16 + made + 1;
      out.push_back({"// DEFUSE-INPUT: all=" + std::string(spec) + "\n" + body,
                     s, "values",
                     "all=" + std::string(spec) + " seed " +
                         std::to_string(s)});
      ++made;
    }
}

void neighbourVariants(mlir::MLIRContext &context, const CaseProgram &p,
                       uint64_t seed, unsigned limit,
                       std::vector<CaseProgram> &out) {
  std::set<std::string> seen;
  for (uint64_t s = 0; s < limit * 4 && seen.size() < limit; ++s) {
    std::string error;
    llvm::FailureOr<MutatedProgram> m =
        mutateWorkload(context, "program", p.text, seed * 7919 + s, error);
    if (failed(m) || !seen.insert(m->mutation).second ||
        llvm::StringRef(m->mutation).starts_with("shape"))
      continue;
    out.push_back({m->text, p.seed, "neighbour", m->mutation});
  }
}

} // namespace

std::vector<CaseProgram> defuse::variationsOf(mlir::MLIRContext &context,
                                              const CaseProgram &program,
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
