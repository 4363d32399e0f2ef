//===- TestPasses.h - MLIR's own test passes ------------------------------===//
//
// mlir-opt-22 registers MLIR's test passes and test dialects besides the
// upstream ones; these two calls do the same for defuse (TestPasses.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_TARGET_TESTPASSES_H
#define DEFUSE_TARGET_TESTPASSES_H

namespace mlir {
class DialectRegistry;
} // namespace mlir

namespace defuse {

/// Registers every test pass and pass pipeline mlir-opt-22 registers.
void registerMlirTestPasses();

/// Adds the test dialects their passes and tests use (`test`, `test_dyn`,
/// `test_irdl_to_cpp`, the test transform extensions).
void registerMlirTestDialects(mlir::DialectRegistry &registry);

} // namespace defuse

#endif // DEFUSE_TARGET_TESTPASSES_H
