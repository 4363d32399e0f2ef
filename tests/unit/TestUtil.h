//===- TestUtil.h - Shared helpers of the unit tests ----------------------===//

#ifndef DEFUSE_TESTS_UNIT_TESTUTIL_H
#define DEFUSE_TESTS_UNIT_TESTUTIL_H

#include "interp/Interpreter.h"
#include "ir/Workload.h"
#include "target/mlir/Context.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/MLIRContext.h"

#include <gtest/gtest.h>

namespace defuse::testing {

/// Parses `text` as a workload and evaluates its entry on `args`.
inline std::vector<Tensor> interpret(const std::string &text,
                                     const std::vector<Tensor> &args) {
  auto ctx = makeContext();
  auto w = Workload::parse(*ctx, text, "test.mlir");
  EXPECT_TRUE(mlir::succeeded(w));
  if (mlir::failed(w))
    return {};
  Interpreter interp(w->module());
  auto out = interp.call(w->entry(), args);
  EXPECT_TRUE(mlir::succeeded(out));
  return mlir::succeeded(out) ? *out : std::vector<Tensor>{};
}

} // namespace defuse::testing

#endif
