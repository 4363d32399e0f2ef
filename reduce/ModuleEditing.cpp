//===- ModuleEditing.cpp - Parse, edit and print candidates quietly -------===//

#include "reduce/ModuleEditing.h"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Parser/Parser.h"

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
