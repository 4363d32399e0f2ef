//===- RemoveOps.cpp - Replace ops by arguments carrying their values -----===//
//
// An op is removed by making each of its results a new entry argument fed
// with the value the reference computed for it. Everything downstream then
// sees exactly the values it saw before, so a failure that does not need the
// op itself survives its removal; ops left without users die with it.
// Chunks of consecutive ops are tried first, halving down to single ops, as
// in ddmin.
//
//===----------------------------------------------------------------------===//

#include "reduce/Chunks.h"
#include "reduce/ModuleEditing.h"
#include "reduce/Reducer.h"

#include "bisect/SourceSubgraph.h"

#include "mlir/IR/Diagnostics.h"

using namespace defuse;
using namespace mlir;

namespace {

/// The values an op's result holds once compiled: the reference's, rounded
/// to the element type (the reference keeps doubles; an f32 that underflows
/// to 0 must arrive as 0) and exact, as a new argument feeds them.
Tensor exactValues(const Tensor &t) { return Buffer::fromTensor(t).toTensor(); }

class RemoveOps : public ReductionStrategy {
public:
  StringRef name() const override { return "remove-ops"; }

  std::vector<Variant> propose(MLIRContext &context, const Candidate &current,
                               const Verdict &) override {
    ScopedDiagnosticHandler silence(&context,
                                    [](Diagnostic &) { return success(); });
    auto workload = Workload::parse(context, current.moduleText, "candidate",
                                    current.entry);
    if (failed(workload))
      return {};
    auto program = SourceProgram::evaluate(*workload, current.inputs);
    if (failed(program))
      return {};
    std::vector<unsigned> removable;
    for (auto [position, op] : llvm::enumerate(program->ops())) {
      bool tensors = op->getNumResults() > 0;
      for (Type t : op->getResultTypes())
        tensors &= tensorSpecOf(t).has_value();
      if (tensors)
        removable.push_back(position);
    }
    std::vector<Variant> variants;
    for (auto range : ddminChunks(removable.size(), memory.largest()))
      if (auto v =
              removeOps(context, current, *program, chunkOf(removable, range)))
        variants.push_back(std::move(*v));
    return variants;
  }

  void kept(const Variant &variant) override {
    memory.kept(variant.granularity);
  }
  void restart() override { memory.restart(); }

private:
  ChunkMemory memory;

  static std::optional<Variant> removeOps(MLIRContext &context,
                                          const Candidate &current,
                                          const SourceProgram &program,
                                          llvm::ArrayRef<unsigned> positions) {
    Variant v{current, ""};
    ParsedCandidate parsed = parseCandidate(context, current);
    func::FuncOp entry = parsed.entry;
    if (!entry)
      return std::nullopt;
    std::vector<Operation *> ops = entryOps(entry);
    for (unsigned p : llvm::reverse(positions)) {
      Operation *op = ops[p];
      for (OpResult r : op->getResults()) {
        if (failed(entry.insertArgument(entry.getNumArguments(), r.getType(),
                                        {}, op->getLoc())))
          return std::nullopt;
        r.replaceAllUsesWith(entry.getArguments().back());
        v.candidate.inputs.push_back(
            exactValues(program.value(ValueSite{p, r.getResultNumber()})));
      }
      op->erase();
    }
    eraseDeadOps(entry);
    dropUnusedArguments(entry, v.candidate.inputs);
    v.candidate.moduleText = parsed.print();
    v.granularity = positions.size();
    v.change =
        "replaced " + std::to_string(positions.size()) + " ops by arguments (" +
        program.ops()[positions.front()]->getName().getStringRef().str() +
        (positions.size() > 1 ? ", ..." : "") + ")";
    return v;
  }
};

} // namespace

std::unique_ptr<ReductionStrategy> defuse::createRemoveOpsStrategy() {
  return std::make_unique<RemoveOps>();
}
