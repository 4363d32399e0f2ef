//===- GraphMutator.cpp ---------------------------------------------------===//

#include "fuzz/GraphMutator.h"

#include "ir/SplitMix64.h"
#include "ir/Workload.h"
#include "reduce/ModuleEditing.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Verifier.h"

#include <functional>
#include <set>
#include <sstream>

using namespace defuse;
using namespace mlir;

namespace {

/// The ops a mutation swaps, inserts and converts with, in the dialect of
/// the graph being mutated (TOSA, or StableHLO read in generic form).
struct OpPools {
  // Same arity, no attributes, any float type: each can stand in for
  // another.
  std::vector<StringRef> unaryFloat, binary;
  // Inserted after a float value: each keeps the value finite when it was.
  std::vector<StringRef> inserted;
  StringRef convert;
  // Whether a dimension size may change throughout the text: StableHLO's
  // attributes (broadcast dimensions, slice limits) are not rewritten.
  bool reshapes = true;
};

const OpPools &poolsFor(ModuleOp module) {
  static const OpPools tosa = {
      {"tosa.abs", "tosa.ceil", "tosa.floor", "tosa.exp", "tosa.tanh",
       "tosa.sigmoid", "tosa.erf", "tosa.sin", "tosa.cos"},
      {"tosa.add", "tosa.sub", "tosa.maximum", "tosa.minimum"},
      {"tosa.abs", "tosa.ceil", "tosa.floor", "tosa.tanh", "tosa.sigmoid"},
      "tosa.cast",
      true};
  static const OpPools stablehlo = {
      {"stablehlo.abs", "stablehlo.ceil", "stablehlo.floor",
       "stablehlo.exponential", "stablehlo.tanh", "stablehlo.logistic",
       "stablehlo.sine", "stablehlo.cosine", "stablehlo.negate"},
      {"stablehlo.add", "stablehlo.subtract", "stablehlo.multiply",
       "stablehlo.maximum", "stablehlo.minimum"},
      {"stablehlo.abs", "stablehlo.ceil", "stablehlo.floor", "stablehlo.tanh",
       "stablehlo.logistic"},
      "stablehlo.convert",
      false};
  bool isStablehlo = false;
  module->walk([&](Operation *op) {
    isStablehlo |= op->getName().getDialectNamespace() == "stablehlo";
  });
  return isStablehlo ? stablehlo : tosa;
}

template <typename T> const T &oneOf(SplitMix64 &rng, const std::vector<T> &v) {
  return v[rng.below(v.size())];
}

bool isFloatTensor(Type t) {
  auto r = dyn_cast<RankedTensorType>(t);
  return r && r.hasStaticShape() && isa<FloatType>(r.getElementType());
}

std::string where(Operation *op) {
  return Workload::sourcePosition(op->getLoc());
}

Operation *replaceByName(OpBuilder &b, Operation *op, StringRef name) {
  b.setInsertionPoint(op);
  OperationState state(op->getLoc(), name);
  state.addOperands(op->getOperands());
  state.addTypes(op->getResultTypes());
  Operation *created = b.create(state);
  op->replaceAllUsesWith(created);
  op->erase();
  return created;
}

/// Routes every use of `v` (but the new ops') through `make(v)`.
void insertAfter(OpBuilder &b, Value v,
                 const std::function<Value(OpBuilder &, Value)> &make) {
  if (Operation *def = v.getDefiningOp())
    b.setInsertionPointAfter(def);
  else
    b.setInsertionPointToStart(cast<BlockArgument>(v).getOwner());
  Value out = make(b, v);
  std::set<Operation *> fresh;
  for (Value w = out; w != v;) {
    Operation *def = w.getDefiningOp();
    fresh.insert(def);
    w = def->getOperand(0);
  }
  v.replaceUsesWithIf(
      out, [&](OpOperand &use) { return !fresh.count(use.getOwner()); });
}

Value createUnary(OpBuilder &b, Location loc, StringRef name, Value x,
                  Type resultType) {
  OperationState state(loc, name);
  state.addOperands(x);
  state.addTypes(resultType);
  return b.create(state)->getResult(0);
}

using Mutation =
    std::function<std::string(ModuleOp, func::FuncOp, SplitMix64 &)>;

std::string swapOp(ModuleOp module, func::FuncOp entry, SplitMix64 &rng) {
  const OpPools &pools = poolsFor(module);
  std::vector<Operation *> unary, binary;
  entry.walk([&](Operation *op) {
    StringRef n = op->getName().getStringRef();
    if (llvm::is_contained(pools.unaryFloat, n) &&
        isFloatTensor(op->getResult(0).getType()))
      unary.push_back(op);
    if (llvm::is_contained(pools.binary, n))
      binary.push_back(op);
  });
  bool useUnary = !unary.empty() && (binary.empty() || rng.chance(0.5));
  if (unary.empty() && binary.empty())
    return "";
  Operation *op = useUnary ? oneOf(rng, unary) : oneOf(rng, binary);
  const std::vector<StringRef> &pool =
      useUnary ? pools.unaryFloat : pools.binary;
  StringRef from = op->getName().getStringRef(), to = from;
  while (to == from)
    to = oneOf(rng, pool);
  std::string desc =
      "swap-op " + from.str() + " -> " + to.str() + " at " + where(op);
  OpBuilder b(op->getContext());
  replaceByName(b, op, to);
  return desc;
}

std::vector<Value> floatValues(func::FuncOp entry) {
  std::vector<Value> values;
  for (BlockArgument a : entry.getArguments())
    if (isFloatTensor(a.getType()))
      values.push_back(a);
  // Not constants: ops such as conv2d need their zero points (and TOSA its
  // shift and shape operands) to stay constants.
  entry.walk([&](Operation *op) {
    if (op->getNumResults() == 1 && isFloatTensor(op->getResult(0).getType()) &&
        !isa<func::FuncOp>(op) && op->getParentOp() == entry.getOperation() &&
        !op->hasTrait<OpTrait::ConstantLike>())
      values.push_back(op->getResult(0));
  });
  return values;
}

std::string insertOp(ModuleOp module, func::FuncOp entry, SplitMix64 &rng) {
  std::vector<Value> values = floatValues(entry);
  if (values.empty())
    return "";
  Value v = oneOf(rng, values);
  StringRef name = oneOf(rng, poolsFor(module).inserted);
  std::string desc = "insert-op " + name.str() + " after " +
                     (v.getDefiningOp() ? where(v.getDefiningOp())
                                        : std::string("an argument"));
  OpBuilder b(entry.getContext());
  insertAfter(b, v, [&](OpBuilder &b, Value x) {
    return createUnary(b, x.getLoc(), name, x, x.getType());
  });
  return desc;
}

std::string lowerPrecision(ModuleOp module, func::FuncOp entry,
                           SplitMix64 &rng) {
  StringRef convert = poolsFor(module).convert;
  std::vector<Value> values;
  for (Value v : floatValues(entry))
    if (cast<RankedTensorType>(v.getType()).getElementType().isF32())
      values.push_back(v);
  if (values.empty())
    return "";
  Value v = oneOf(rng, values);
  OpBuilder b(entry.getContext());
  Type low = rng.chance(0.5) ? Type(b.getBF16Type()) : Type(b.getF16Type());
  std::string lowName = low.isBF16() ? "bf16" : "f16";
  std::string desc = "dtype f32 -> " + lowName + " -> f32 after " +
                     (v.getDefiningOp() ? where(v.getDefiningOp())
                                        : std::string("an argument"));
  insertAfter(b, v, [&](OpBuilder &b, Value x) {
    auto t = cast<RankedTensorType>(x.getType());
    Value down = createUnary(b, x.getLoc(), convert, x, t.clone(low));
    return createUnary(b, x.getLoc(), convert, down, t);
  });
  return desc;
}

} // namespace

llvm::ArrayRef<llvm::StringRef> defuse::mutationKinds() {
  static const std::vector<StringRef> kinds = {"swap-op", "insert-op", "dtype",
                                               "shape"};
  return kinds;
}

/// One dimension size of the arguments changed everywhere.
static std::optional<std::string>
changeShape(MLIRContext &context, StringRef text, func::FuncOp entry,
            SplitMix64 &rng, std::string &desc) {
  std::vector<int64_t> sizes;
  for (Type t : entry.getArgumentTypes())
    if (auto r = dyn_cast<RankedTensorType>(t))
      for (int64_t d : r.getShape())
        if (d > 1 && !llvm::is_contained(sizes, d))
          sizes.push_back(d);
  for (int attempt = 0; attempt < 4 && !sizes.empty(); ++attempt) {
    int64_t from = oneOf(rng, sizes);
    std::vector<int64_t> targets = {from + 1, from * 2, 16, 17, 1};
    if (from > 2)
      targets.push_back(from - 1);
    int64_t to = oneOf(rng, targets);
    if (to == from)
      continue;
    std::string changed = replaceDimensionSize(text.str(), from, to);
    if (parseQuietly(context, changed)) {
      desc = "shape " + std::to_string(from) + " -> " + std::to_string(to);
      return changed;
    }
  }
  return std::nullopt;
}

llvm::FailureOr<MutatedProgram>
defuse::mutateWorkload(MLIRContext &context, StringRef path, StringRef text,
                       uint64_t seed, std::string &error) {
  OwningOpRef<ModuleOp> module = parseQuietly(context, text);
  // The single public function, as Workload picks it.
  func::FuncOp entry;
  unsigned publicFunctions = 0;
  if (module)
    for (auto f : module->getOps<func::FuncOp>())
      if (f.isPublic() && !f.isExternal() && publicFunctions++ == 0)
        entry = f;
  if (publicFunctions != 1)
    entry = nullptr;
  if (!entry) {
    error = path.str() + ": does not parse, or has no single entry function";
    return failure();
  }
  SplitMix64 rng{seed * 0x9e3779b97f4a7c15ULL + 17};
  static const std::vector<Mutation> inPlace = {swapOp, insertOp,
                                                lowerPrecision};
  size_t first = rng.below(mutationKinds().size());
  std::string desc, body;
  for (size_t k = 0; k < mutationKinds().size() && desc.empty(); ++k) {
    size_t kind = (first + k) % mutationKinds().size();
    if (kind < inPlace.size()) {
      desc = inPlace[kind](*module, entry, rng);
      if (!desc.empty()) {
        if (failed(verify(*module))) {
          error = path.str() + ": mutation '" + desc + "' does not verify";
          return failure();
        }
        llvm::raw_string_ostream os(body);
        module->print(os);
      }
    } else if (!poolsFor(*module).reshapes) {
      continue;
    } else if (auto changed = changeShape(context, text, entry, rng, desc)) {
      // Printed again so that the mutant carries no stale locations.
      OwningOpRef<ModuleOp> reparsed = parseQuietly(context, *changed);
      llvm::raw_string_ostream os(body);
      reparsed->print(os);
    }
  }
  if (desc.empty()) {
    error = path.str() + ": no mutation applies";
    return failure();
  }
  MutatedProgram m;
  m.mutation = desc;
  m.text = "// A mutant of " + path.str() + " made by defuse's fuzzer.\n" +
           "// DEFUSE-MUTATED: from=" + path.str() +
           " seed=" + std::to_string(seed) + " mutation=" + desc + "\n";
  std::istringstream lines(text.str());
  for (std::string line; std::getline(lines, line);)
    if (line.find("DEFUSE-INPUT") != std::string::npos)
      m.text += line + "\n";
  m.text += body;
  return m;
}
