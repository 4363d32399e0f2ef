//===- Workload.h - A tensor-level program and its entry function ---------===//
//
// A workload is an MLIR module at tensor level with one entry function. On
// load every op is stamped with a stable identity, a NameLoc "opN" wrapped
// around its source location. MLIR passes carry locations through rewrites
// (fusion builds FusedLocs of the fused ops' locations), so after any pipeline
// the source ops behind a kernel can still be named.
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_IR_WORKLOAD_H
#define DEFUSE_IR_WORKLOAD_H

#include "ir/ElementType.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"

#include <optional>
#include <string>
#include <vector>

namespace mlir {
class Location;
namespace func {
class FuncOp;
} // namespace func
} // namespace mlir

namespace defuse {

/// Shape and element type of one entry argument or result.
struct TensorSpec {
  ElementType type;
  std::vector<int64_t> shape;
  int64_t numElements() const;
  std::string str() const;
};

/// The spec of a statically shaped tensor type of a supported element type;
/// nullopt for any other type.
std::optional<TensorSpec> tensorSpecOf(mlir::Type type);

/// The entry-argument attribute that names an argument.
inline constexpr llvm::StringLiteral kArgumentNameAttr = "defuse.name";

class Workload {
public:
  /// Parses and verifies `path`, picks the entry function (the single public
  /// function unless `entryName` is given) and stamps op identities. Errors
  /// are emitted as diagnostics on `context`.
  static llvm::FailureOr<Workload> load(mlir::MLIRContext &context,
                                        llvm::StringRef path,
                                        llvm::StringRef entryName = "");
  /// Same from text already in memory (`bufferName` names it in diagnostics).
  static llvm::FailureOr<Workload> parse(mlir::MLIRContext &context,
                                         llvm::StringRef text,
                                         llvm::StringRef bufferName,
                                         llvm::StringRef entryName = "");

  mlir::ModuleOp module() const { return moduleOp.get(); }
  mlir::func::FuncOp entry() const;
  const std::string &entryName() const { return entrySymbol; }
  const std::string &path() const { return sourcePath; }
  const std::vector<TensorSpec> &arguments() const { return argSpecs; }
  const std::vector<TensorSpec> &results() const { return resultSpecs; }
  /// Each entry argument's name: its `defuse.name` attribute (what
  /// `defuse import` writes: "layer1.0.bn1.running_var", "input_ids"), or ""
  /// when it has none.
  std::vector<std::string> argumentNames() const;
  /// "argument #I of @entry", with its name when it has one.
  std::string describeArgument(unsigned index) const;
  /// The module as text, locations included, so that a child process or a
  /// later stage re-parses exactly the same program.
  std::string text() const;

  /// The identities ("opN") a location carries: one for a source op, several
  /// for a fused op.
  static std::vector<std::string> identities(mlir::Location loc);
  /// The identities of `op` and of every op nested in it: for a fused
  /// kernel, the source ops whose payloads it carries (fusion keeps the
  /// payload ops' locations).
  static std::vector<std::string> identitiesWithin(mlir::Operation *op);
  /// "file:line:col" of the first file location inside `loc`, or "unknown".
  static std::string sourcePosition(mlir::Location loc);

private:
  mlir::OwningOpRef<mlir::ModuleOp> moduleOp;
  std::string entrySymbol;
  std::string sourcePath;
  std::vector<TensorSpec> argSpecs;
  std::vector<TensorSpec> resultSpecs;
};

} // namespace defuse

#endif // DEFUSE_IR_WORKLOAD_H
