//===- Reference.cpp ------------------------------------------------------===//

#include "interp/Reference.h"

#include "interp/ErrorModel.h"
#include "interp/Interpreter.h"
#include "ir/Workload.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Diagnostics.h"

using namespace defuse;
using namespace mlir;

FailureOr<Reference> defuse::computeReference(const Workload &workload,
                                              ArrayRef<Tensor> inputs) {
  Interpreter interp(workload.module());
  errors::UndefinedBehaviour::count() = 0;
  auto outputs = interp.call(workload.entry(), inputs);
  if (failed(outputs))
    return failure();
  return Reference{std::move(*outputs), errors::UndefinedBehaviour::count()};
}

FailureOr<Reference> defuse::computeReferenceQuietly(MLIRContext &context,
                                                     StringRef moduleText,
                                                     StringRef entry,
                                                     ArrayRef<Tensor> inputs) {
  ScopedDiagnosticHandler silence(&context,
                                  [](Diagnostic &) { return success(); });
  auto w = Workload::parse(context, moduleText, "intermediate", entry);
  if (failed(w))
    return failure();
  return computeReference(*w, inputs);
}
