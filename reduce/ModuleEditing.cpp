//===- ModuleEditing.cpp - Parse, edit and print candidates quietly -------===//

#include "reduce/ModuleEditing.h"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Parser/Parser.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallPtrSet.h"

#include <regex>

using namespace defuse;
using namespace mlir;

OwningOpRef<ModuleOp> defuse::parseQuietly(MLIRContext &context,
                                           StringRef text) {
  ScopedDiagnosticHandler silence(&context,
                                  [](Diagnostic &) { return success(); });
  OwningOpRef<ModuleOp> module =
      parseSourceString<ModuleOp>(text, ParserConfig(&context));
  if (!module || failed(verify(*module)))
    return nullptr;
  return module;
}

std::string defuse::identityOf(Operation *op) {
  std::vector<std::string> ids = Workload::identities(op->getLoc());
  return ids.empty() ? std::string() : ids.front();
}

func::FuncOp defuse::findEntry(ModuleOp module, StringRef name) {
  return module.lookupSymbol<func::FuncOp>(name);
}

ParsedCandidate defuse::parseCandidate(MLIRContext &context,
                                       const Candidate &c) {
  ParsedCandidate parsed;
  parsed.module = parseQuietly(context, c.moduleText);
  if (parsed.module)
    parsed.entry = findEntry(*parsed.module, c.entry);
  return parsed;
}

std::string defuse::printWithLocations(ModuleOp module) {
  std::string s;
  llvm::raw_string_ostream os(s);
  module->print(os, OpPrintingFlags().enableDebugInfo(true, false));
  return s;
}

std::vector<Operation *> defuse::entryOps(func::FuncOp entry) {
  std::vector<Operation *> ops;
  for (Operation &op : entry.getBody().front().without_terminator())
    ops.push_back(&op);
  return ops;
}

void defuse::eraseDeadOps(func::FuncOp entry) {
  bool erased = true;
  while (erased) {
    erased = false;
    std::vector<Operation *> ops = entryOps(entry);
    for (Operation *op : llvm::reverse(ops))
      if (op->use_empty() && isMemoryEffectFree(op)) {
        op->erase();
        erased = true;
      }
  }
}

bool defuse::isUncomputed(Value value) {
  Operation *def = value.getDefiningOp();
  return !def || def->getNumOperands() == 0;
}

std::vector<Value> defuse::operandsComputedOutside(ArrayRef<Operation *> ops) {
  llvm::SmallPtrSet<Operation *, 16> inside(ops.begin(), ops.end());
  llvm::SetVector<Value> outside;
  for (Operation *op : ops)
    for (Value operand : op->getOperands())
      if (Operation *def = operand.getDefiningOp())
        if (!inside.count(def))
          outside.insert(operand);
  return {outside.begin(), outside.end()};
}

bool defuse::returnValues(func::FuncOp entry, ArrayRef<Value> values) {
  Operation *ret = entry.getBody().front().getTerminator();
  SmallVector<Value> results(ret->getOperands());
  size_t before = results.size();
  for (Value value : values)
    if (!llvm::is_contained(results, value))
      results.push_back(value);
  if (results.size() == before)
    return false;
  ret->setOperands(results);
  entry.setType(FunctionType::get(entry.getContext(), entry.getArgumentTypes(),
                                  ValueRange(results).getTypes()));
  return true;
}

void defuse::returnOrphans(func::FuncOp entry, ArrayRef<Value> values) {
  SmallVector<Value> orphans;
  llvm::copy_if(values, std::back_inserter(orphans),
                [](Value value) { return value.use_empty(); });
  returnValues(entry, orphans);
}

void defuse::dropUnusedArguments(func::FuncOp entry,
                                 std::vector<Tensor> &inputs) {
  llvm::BitVector unused(entry.getNumArguments());
  std::vector<Tensor> kept;
  for (BlockArgument arg : entry.getArguments()) {
    if (arg.use_empty())
      unused.set(arg.getArgNumber());
    else if (arg.getArgNumber() < inputs.size())
      kept.push_back(inputs[arg.getArgNumber()]);
  }
  if (unused.none() || failed(entry.eraseArguments(unused)))
    return;
  inputs = std::move(kept);
}

bool defuse::inputsMatch(func::FuncOp entry,
                         const std::vector<Tensor> &inputs) {
  if (entry.getNumArguments() != inputs.size())
    return false;
  for (auto [arg, input] : llvm::zip(entry.getArguments(), inputs)) {
    std::optional<TensorSpec> spec = tensorSpecOf(arg.getType());
    if (!spec || !(spec->type == input.elementType()) ||
        spec->shape != input.shape())
      return false;
  }
  return true;
}

std::string defuse::replaceDimensionSize(const std::string &text, int64_t from,
                                         int64_t to) {
  static const std::regex tensorType(R"(tensor<((?:\d+x)+)([^<>]*)>)");
  static const std::regex shapeList(
      R"((dense<\[)([0-9, ]+)(\]> : tensor<\d+xindex>)|(output_shape \[)([0-9, ]+)(\]))");
  static const std::regex number(R"(\d+)");
  std::string want = std::to_string(from), with = std::to_string(to);
  // Rewrites every match of `re` in `text` with `rewrite(match)`.
  auto rewriteAll = [](const std::string &text, const std::regex &re,
                       auto rewrite) {
    std::string out;
    auto tail = text.cbegin();
    for (std::sregex_iterator m(text.begin(), text.end(), re), end; m != end;
         ++m) {
      out.append(tail, (*m)[0].first);
      out += rewrite(*m);
      tail = (*m)[0].second;
    }
    out.append(tail, text.cend());
    return out;
  };
  auto swapNumbers = [&](const std::string &list) {
    return rewriteAll(list, number, [&](const std::smatch &n) {
      return n.str() == want ? with : n.str();
    });
  };
  std::string types = rewriteAll(text, tensorType, [&](const std::smatch &m) {
    if (m[2].str() == "index")
      return m.str();
    return "tensor<" + swapNumbers(m[1].str()) + m[2].str() + ">";
  });
  return rewriteAll(types, shapeList, [&](const std::smatch &m) {
    if (m[1].matched)
      return m[1].str() + swapNumbers(m[2].str()) + m[3].str();
    return m[4].str() + swapNumbers(m[5].str()) + m[6].str();
  });
}
