//===- OpRemoval.cpp - Replacing ops by arguments that carry their values -===//

#include "reduce/OpRemoval.h"
#include "reduce/ModuleEditing.h"

#include "mlir/IR/Diagnostics.h"

using namespace defuse;
using namespace mlir;

namespace {

/// The values an op's result holds once compiled: the reference's, rounded
/// to the element type (the reference keeps doubles; an f32 that underflows
/// to 0 must arrive as 0) and exact, as a new argument feeds them.
Tensor exactValues(const Tensor &t) { return Buffer::fromTensor(t).toTensor(); }

} // namespace

std::unique_ptr<EvaluatedCandidate>
defuse::evaluateCandidate(MLIRContext &context, const Candidate &current) {
  ScopedDiagnosticHandler silence(&context,
                                  [](Diagnostic &) { return success(); });
  auto workload =
      Workload::parse(context, current.moduleText, "candidate", current.entry);
  if (failed(workload))
    return nullptr;
  // On the heap, so that the program's reference to its workload stays
  // valid wherever the result goes.
  auto evaluated = std::unique_ptr<EvaluatedCandidate>(
      new EvaluatedCandidate{std::move(*workload), std::nullopt});
  auto program = SourceProgram::evaluate(evaluated->workload, current.inputs);
  if (failed(program))
    return nullptr;
  evaluated->program = std::move(*program);
  return evaluated;
}

std::vector<unsigned> defuse::removableOps(const SourceProgram &program) {
  std::vector<unsigned> removable;
  for (auto [position, op] : llvm::enumerate(program.ops())) {
    bool tensors = op->getNumResults() > 0;
    for (Type t : op->getResultTypes())
      tensors &= tensorSpecOf(t).has_value();
    if (tensors)
      removable.push_back(position);
  }
  return removable;
}

std::optional<Variant>
defuse::replaceOpsByArguments(MLIRContext &context, const Candidate &current,
                              const SourceProgram &program,
                              ArrayRef<unsigned> positions, Orphans orphans) {
  Variant v{current, ""};
  ParsedCandidate parsed = parseCandidate(context, current);
  func::FuncOp entry = parsed.entry;
  if (!entry || positions.empty())
    return std::nullopt;
  std::vector<Operation *> ops = entryOps(entry);
  std::vector<Value> kept;
  if (orphans == Orphans::Return) {
    std::vector<Operation *> removed;
    for (unsigned p : positions)
      removed.push_back(ops[p]);
    kept = operandsComputedOutside(removed);
  }
  for (unsigned p : llvm::reverse(positions)) {
    Operation *op = ops[p];
    for (OpResult r : op->getResults()) {
      if (failed(entry.insertArgument(entry.getNumArguments(), r.getType(), {},
                                      op->getLoc())))
        return std::nullopt;
      r.replaceAllUsesWith(entry.getArguments().back());
      v.candidate.inputs.push_back(
          exactValues(program.value(ValueSite{p, r.getResultNumber()})));
    }
    op->erase();
  }
  if (orphans == Orphans::Return)
    returnOrphans(entry, kept);
  eraseDeadOps(entry);
  dropUnusedArguments(entry, v.candidate.inputs);
  v.candidate.moduleText = parsed.print();
  v.granularity = positions.size();
  v.change = "replaced " + std::to_string(positions.size()) +
             " ops by arguments (" +
             program.ops()[positions.front()]->getName().getStringRef().str() +
             (positions.size() > 1 ? ", ..." : "") + ")";
  return v;
}
