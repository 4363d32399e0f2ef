//===- Workload.cpp -------------------------------------------------------===//

#include "ir/Workload.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Location.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

using namespace defuse;
using namespace mlir;

int64_t TensorSpec::numElements() const {
  int64_t n = 1;
  for (int64_t d : shape)
    n *= d;
  return n;
}

std::string TensorSpec::str() const {
  std::string s = "tensor<";
  for (int64_t d : shape)
    s += std::to_string(d) + "x";
  return s + type.str() + ">";
}

static constexpr llvm::StringLiteral kIdentityPrefix = "op";

static bool isIdentity(StringRef name) {
  if (!name.consume_front(kIdentityPrefix) || name.empty())
    return false;
  return llvm::all_of(name, [](char c) { return c >= '0' && c <= '9'; });
}

static void collectIdentities(Location loc, std::vector<std::string> &out) {
  if (auto name = dyn_cast<NameLoc>(loc)) {
    if (isIdentity(name.getName().getValue())) {
      out.push_back(name.getName().str());
      return;
    }
    collectIdentities(name.getChildLoc(), out);
  } else if (auto fused = dyn_cast<FusedLoc>(loc)) {
    for (Location inner : fused.getLocations())
      collectIdentities(inner, out);
  } else if (auto callSite = dyn_cast<CallSiteLoc>(loc)) {
    collectIdentities(callSite.getCallee(), out);
  }
}

std::vector<std::string> Workload::identities(Location loc) {
  std::vector<std::string> out;
  collectIdentities(loc, out);
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

std::vector<std::string> Workload::identitiesWithin(Operation *op) {
  std::vector<std::string> out;
  op->walk([&](Operation *inner) { collectIdentities(inner->getLoc(), out); });
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

std::string Workload::sourcePosition(Location loc) {
  std::string found;
  loc->walk([&](Location inner) {
    if (auto file = dyn_cast<FileLineColLoc>(inner)) {
      found = (file.getFilename().getValue() + ":" + Twine(file.getLine()) +
               ":" + Twine(file.getColumn()))
                  .str();
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return found.empty() ? "unknown" : found;
}

std::optional<TensorSpec> defuse::tensorSpecOf(Type type) {
  auto ranked = dyn_cast<RankedTensorType>(type);
  if (!ranked || !ranked.hasStaticShape())
    return std::nullopt;
  auto elem = ElementType::fromMlir(ranked.getElementType());
  if (!elem)
    return std::nullopt;
  return TensorSpec{*elem, ranked.getShape().vec()};
}

/// Why `type` is not one tensorSpecOf accepts: its shape or its element
/// type, named.
static std::string whyNotATensorSpec(Type type) {
  auto ranked = dyn_cast<RankedTensorType>(type);
  if (!ranked)
    return "defuse needs ranked tensors of static shape";
  if (!ranked.hasStaticShape())
    return "defuse needs tensors of static shape";
  std::string elem;
  llvm::raw_string_ostream os(elem);
  os << ranked.getElementType();
  return "the reference does not model element type " + elem;
}

static LogicalResult finishLoad(OwningOpRef<ModuleOp> &module,
                                StringRef entryName, OwningOpRef<ModuleOp> &dst,
                                std::string &entrySymbol,
                                std::vector<TensorSpec> &args,
                                std::vector<TensorSpec> &results) {
  if (failed(verify(*module)))
    return failure();
  // Ops of dialects MLIR 22 does not have parse only in generic form, as
  // unregistered ops; the reference reads StableHLO (and the chlo ops jax
  // emits beside it) so, and nothing else.
  Operation *unknown = nullptr;
  module->walk([&](Operation *op) {
    StringRef dialect = op->getName().getDialectNamespace();
    if (!unknown && !op->isRegistered() && dialect != "stablehlo" &&
        dialect != "chlo")
      unknown = op;
  });
  if (unknown)
    return emitError(unknown->getLoc())
           << "'" << unknown->getName() << "' is of a dialect defuse does not "
           << "read (func, tosa, linalg, tensor, arith, math, stablehlo)";
  func::FuncOp entry;
  if (!entryName.empty()) {
    entry = module->lookupSymbol<func::FuncOp>(entryName);
    if (!entry || entry.isExternal())
      return emitError(module->getLoc())
             << "no function named '" << entryName << "' with a body";
  } else {
    for (auto fn : module->getOps<func::FuncOp>()) {
      if (!fn.isPublic() || fn.isExternal())
        continue;
      if (entry)
        return emitError(fn.getLoc())
               << "more than one public function ('" << entry.getSymName()
               << "', '" << fn.getSymName() << "'); choose one with --entry";
      entry = fn;
    }
    if (!entry)
      return emitError(module->getLoc()) << "no public function with a body";
  }
  for (auto [i, type] : llvm::enumerate(entry.getArgumentTypes())) {
    auto spec = tensorSpecOf(type);
    if (!spec)
      return emitError(entry.getLoc())
             << "entry argument #" << i << " has type " << type << "; "
             << whyNotATensorSpec(type);
    args.push_back(*spec);
  }
  for (auto [i, type] : llvm::enumerate(entry.getResultTypes())) {
    auto spec = tensorSpecOf(type);
    if (!spec)
      return emitError(entry.getLoc())
             << "entry result #" << i << " has type " << type << "; "
             << whyNotATensorSpec(type);
    results.push_back(*spec);
  }
  entrySymbol = entry.getSymName().str();

  // Stamp identities on ops that have none yet (re-loading keeps them).
  unsigned next = 0;
  module->walk([&](Operation *op) {
    for (const std::string &id : Workload::identities(op->getLoc())) {
      unsigned n = 0;
      if (!StringRef(id).drop_front(kIdentityPrefix.size()).getAsInteger(10, n))
        next = std::max(next, n + 1);
    }
  });
  MLIRContext *ctx = module->getContext();
  module->walk([&](Operation *op) {
    if (isa<ModuleOp>(op) || !Workload::identities(op->getLoc()).empty())
      return;
    op->setLoc(NameLoc::get(
        StringAttr::get(ctx, kIdentityPrefix + Twine(next++)), op->getLoc()));
  });
  dst = std::move(module);
  return success();
}

FailureOr<Workload> Workload::parse(MLIRContext &context, StringRef text,
                                    StringRef bufferName, StringRef entryName) {
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(
      llvm::MemoryBuffer::getMemBufferCopy(text, bufferName), llvm::SMLoc());
  OwningOpRef<ModuleOp> module = parseSourceFile<ModuleOp>(sourceMgr, &context);
  if (!module)
    return failure();
  Workload w;
  w.sourcePath = bufferName.str();
  if (failed(finishLoad(module, entryName, w.moduleOp, w.entrySymbol,
                        w.argSpecs, w.resultSpecs)))
    return failure();
  return w;
}

FailureOr<Workload> Workload::load(MLIRContext &context, StringRef path,
                                   StringRef entryName) {
  auto buffer = llvm::MemoryBuffer::getFileOrSTDIN(path);
  if (!buffer)
    return emitError(FileLineColLoc::get(&context, path, 0, 0))
           << "cannot read file: " << buffer.getError().message();
  return parse(context, (*buffer)->getBuffer(), path, entryName);
}

std::vector<std::string> Workload::argumentNames() const {
  std::vector<std::string> names(argSpecs.size());
  func::FuncOp f = entry();
  if (!f)
    return names;
  for (unsigned i = 0; i < names.size() && i < f.getNumArguments(); ++i)
    if (auto name = f.getArgAttrOfType<StringAttr>(i, kArgumentNameAttr))
      names[i] = name.str();
  return names;
}

std::string Workload::describeArgument(unsigned index) const {
  std::string out = "argument #" + std::to_string(index);
  std::vector<std::string> names = argumentNames();
  if (index < names.size() && !names[index].empty())
    out += " (" + names[index] + ")";
  return out + " of @" + entrySymbol;
}

func::FuncOp Workload::entry() const {
  return module().lookupSymbol<func::FuncOp>(entrySymbol);
}

std::string Workload::text() const {
  std::string s;
  llvm::raw_string_ostream os(s);
  module()->print(os, OpPrintingFlags().enableDebugInfo(true, false));
  return s;
}
