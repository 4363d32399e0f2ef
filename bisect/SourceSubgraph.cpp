//===- SourceSubgraph.cpp -------------------------------------------------===//

#include "bisect/SourceSubgraph.h"

#include "interp/Interpreter.h"
#include "ir/Workload.h"
#include "target/mlir/MlirTarget.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"

#include <set>

using namespace defuse;
using namespace mlir;

FailureOr<SourceProgram> SourceProgram::evaluate(const Workload &workload,
                                                 ArrayRef<Tensor> inputs) {
  SourceProgram p;
  p.source = &workload;
  Block &body = workload.entry().getBody().front();
  for (Operation &op : body.without_terminator()) {
    unsigned position = p.topLevel.size();
    p.opPositions[&op] = position;
    p.topLevel.push_back(&op);
    op.walk([&](Operation *inner) {
      for (const std::string &id : Workload::identities(inner->getLoc()))
        p.idPositions.try_emplace(id, position);
    });
  }
  p.arguments.assign(inputs.begin(), inputs.end());
  p.results.resize(p.topLevel.size());
  Interpreter interp(workload.module());
  interp.setObserver([&](Operation *op, ArrayRef<Tensor> values) {
    if (op->getBlock() != &body)
      return;
    int position = p.positionOf(op);
    if (position >= 0)
      p.results[position].assign(values.begin(), values.end());
  });
  if (failed(interp.call(workload.entry(), inputs)))
    return failure();
  return p;
}

int SourceProgram::positionOf(StringRef id) const {
  auto it = idPositions.find(id);
  return it == idPositions.end() ? -1 : static_cast<int>(it->second);
}

int SourceProgram::positionOf(Operation *op) const {
  auto it = opPositions.find(op);
  return it == opPositions.end() ? -1 : static_cast<int>(it->second);
}

std::optional<ValueSite> SourceProgram::siteOf(Value v) const {
  Block &body = source->entry().getBody().front();
  if (auto arg = dyn_cast<BlockArgument>(v)) {
    if (arg.getOwner() != &body)
      return std::nullopt;
    return ValueSite{ValueSite::kArgument, arg.getArgNumber()};
  }
  int position = positionOf(v.getDefiningOp());
  if (position < 0)
    return std::nullopt;
  return ValueSite{unsigned(position), cast<OpResult>(v).getResultNumber()};
}

const Tensor &SourceProgram::value(const ValueSite &site) const {
  if (site.position == ValueSite::kArgument)
    return arguments[site.index];
  return results[site.position][site.index];
}

FailureOr<Subgraph> defuse::outlineSubgraph(const SourceProgram &program,
                                            ArrayRef<unsigned> positions) {
  const Workload &w = program.workload();
  OwningOpRef<ModuleOp> module(cast<ModuleOp>(w.module()->clone()));
  auto entry = module->lookupSymbol<func::FuncOp>(w.entryName());
  if (!entry)
    return failure();
  Block &body = entry.getBody().front();
  std::vector<Operation *> ops;
  llvm::DenseMap<Operation *, unsigned> positionOf;
  for (Operation &op : body.without_terminator()) {
    positionOf[&op] = ops.size();
    ops.push_back(&op);
  }
  std::set<unsigned> selected(positions.begin(), positions.end());
  if (selected.empty() || *selected.rbegin() >= ops.size())
    return failure();

  // The site of a value of the entry block, or nullopt for values defined
  // inside the outlined ops themselves.
  auto siteOf = [&](Value v) -> std::optional<ValueSite> {
    if (auto arg = dyn_cast<BlockArgument>(v)) {
      if (arg.getOwner() != &body)
        return std::nullopt;
      return ValueSite{ValueSite::kArgument, arg.getArgNumber()};
    }
    Operation *def = v.getDefiningOp();
    auto it = positionOf.find(def);
    if (it == positionOf.end())
      return std::nullopt;
    return ValueSite{it->second, cast<OpResult>(v).getResultNumber()};
  };
  auto isCopiedIn = [&](Operation *op) {
    return op->getNumOperands() == 0 && op->getNumRegions() == 0;
  };

  // Values read from outside: copy operand-free producers in, turn the rest
  // into arguments (first use first).
  Subgraph g;
  g.entry = w.entryName();
  std::vector<Value> external;
  std::set<unsigned> kept = selected;
  for (unsigned p : selected) {
    ops[p]->walk([&](Operation *inner) {
      for (Value v : inner->getOperands()) {
        std::optional<ValueSite> site = siteOf(v);
        if (!site || kept.count(site->position))
          continue;
        if (site->position != ValueSite::kArgument &&
            isCopiedIn(ops[site->position])) {
          kept.insert(site->position);
          continue;
        }
        if (llvm::is_contained(external, v))
          continue;
        external.push_back(v);
        g.arguments.push_back(*site);
      }
    });
  }
  // Values read from the outlined ops by the rest of the program. A
  // tensor.empty's are none: its contents are unspecified (compiled code
  // hands back whatever memory held, the reference zeros), so no value of
  // it could be wrong; its readers copy it in.
  auto unspecified = [](OpResult r) {
    return isa<tensor::EmptyOp>(r.getOwner());
  };
  std::vector<Value> outputs;
  for (unsigned p : selected) {
    for (OpResult r : ops[p]->getResults()) {
      if (unspecified(r))
        continue;
      bool usedOutside = llvm::any_of(r.getUsers(), [&](Operation *user) {
        Operation *top = body.findAncestorOpInBlock(*user);
        auto it = positionOf.find(top);
        return it == positionOf.end() || !selected.count(it->second);
      });
      // Scalars (constants the rest also reads) are no results: an entry
      // returns tensors.
      if (usedOutside && isa<RankedTensorType>(r.getType())) {
        outputs.push_back(r);
        g.results.push_back({p, r.getResultNumber()});
      }
    }
  }
  if (outputs.empty()) {
    unsigned last = *selected.rbegin();
    for (OpResult r : ops[last]->getResults()) {
      if (unspecified(r))
        continue;
      outputs.push_back(r);
      g.results.push_back({last, r.getResultNumber()});
    }
  }
  if (outputs.empty())
    return failure();

  // Rewire: new arguments replace the external values inside the outlined
  // ops, a new return yields the outputs, everything else goes.
  unsigned oldArgs = body.getNumArguments();
  auto insideKept = [&](OpOperand &use) {
    Operation *top = body.findAncestorOpInBlock(*use.getOwner());
    auto it = positionOf.find(top);
    return it != positionOf.end() && kept.count(it->second);
  };
  for (Value v : external) {
    BlockArgument arg = body.addArgument(v.getType(), v.getLoc());
    v.replaceUsesWithIf(arg, insideKept);
  }
  Operation *oldReturn = body.getTerminator();
  OpBuilder builder(oldReturn);
  func::ReturnOp::create(builder, oldReturn->getLoc(), outputs);
  oldReturn->erase();
  for (auto it = ops.rbegin(); it != ops.rend(); ++it) {
    if (kept.count(positionOf[*it]))
      continue;
    (*it)->dropAllUses();
    (*it)->erase();
  }
  for (unsigned i = 0; i < oldArgs; ++i) {
    body.getArgument(0).dropAllUses();
    body.eraseArgument(0);
  }
  SmallVector<Type> argTypes(body.getArgumentTypes()), resultTypes;
  for (Value v : outputs)
    resultTypes.push_back(v.getType());
  entry.setFunctionType(
      FunctionType::get(module->getContext(), argTypes, resultTypes));
  entry.removeArgAttrsAttr();
  entry.removeResAttrsAttr();

  llvm::raw_string_ostream os(g.moduleText);
  module->print(os, OpPrintingFlags().enableDebugInfo(true, false));
  g.positions.assign(selected.begin(), selected.end());
  // The compiled subgraph sees these exact bits; so does its reference.
  for (const ValueSite &site : g.arguments)
    g.inputs.push_back(Buffer::fromTensor(program.value(site)).toTensor());
  return g;
}
