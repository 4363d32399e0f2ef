//===- TestPasses.cpp - MLIR's own test passes, as mlir-opt registers them
//-===//
//
// Debian's MLIR 22 ships the test passes mlir-opt-22 runs
// (`test-math-polynomial-approximation`, `test-linalg-elementwise-fusion`,
// ...) as static libraries without headers; mlir-opt declares their
// registration functions itself, and so does this file. Real bugs live
// behind some of them (the polynomial approximations of sin, cos and erf
// that IREE and others run are only reachable through
// `test-math-polynomial-approximation`), so a pipeline a compiler team runs
// through mlir-opt-22 runs through defuse unchanged.
//
//===----------------------------------------------------------------------===//

#include "target/mlir/TestPasses.h"

#include "mlir/IR/DialectRegistry.h"

namespace mlir {
void registerCloneTestPasses();
void registerConvertToTargetEnvPass();
void registerLazyLoadingTestPasses();
void registerLoopLikeInterfaceTestPasses();
void registerPassManagerTestPass();
void registerPrintSpirvAvailabilityPass();
void registerPrintTosaAvailabilityPass();
void registerRegionTestPasses();
void registerShapeFunctionTestPasses();
void registerSideEffectTestPasses();
void registerSliceAnalysisTestPass();
void registerSymbolTestPasses();
void registerTestAffineAccessAnalysisPass();
void registerTestAffineDataCopyPass();
void registerTestAffineLoopUnswitchingPass();
void registerTestAffineReifyValueBoundsPass();
void registerTestAffineWalk();
void registerTestBytecodeRoundtripPasses();
void registerTestDecomposeAffineOpPass();
void registerTestFromLLVMIR();
void registerTestFunc();
void registerTestGpuLoweringPasses();
void registerTestGpuMemoryPromotionPass();
void registerTestLoopPermutationPass();
void registerTestMatchers();
void registerTestOperationEqualPass();
void registerTestPreserveUseListOrders();
void registerTestPrintDefUsePass();
void registerTestPrintInvalidPass();
void registerTestPrintNestingPass();
void registerTestReducer();
void registerTestSpirvEntryPointABIPass();
void registerTestSpirvModuleCombinerPass();
void registerTestToLLVMIR();
void registerTestTraitsPass();
void registerTosaTestQuantUtilAPIPass();
void registerVectorizerTestPass();
namespace test {
void registerCommutativityUtils();
void registerConvertCallOpPass();
void registerConvertFuncOpPass();
void registerInliner();
void registerInlinerCallback();
void registerMemRefBoundCheck();
void registerPatternsTestPass();
void registerSimpleParametricTilingPass();
void registerTestAffineLoopParametricTilingPass();
void registerTestAliasAnalysisPass();
void registerTestArithEmulateWideIntPass();
void registerTestBuiltinAttributeInterfaces();
void registerTestBuiltinDistinctAttributes();
void registerTestCFGLoopInfoPass();
void registerTestCallGraphPass();
void registerTestCfAssertPass();
void registerTestComposeSubView();
void registerTestCompositePass();
void registerTestControlFlowSink();
void registerTestConvertToSPIRVPass();
void registerTestDataLayoutPropagation();
void registerTestDataLayoutQuery();
void registerTestDeadCodeAnalysisPass();
void registerTestDecomposeCallGraphTypes();
void registerTestDiagnosticsMetadataPass();
void registerTestDiagnosticsPass();
void registerTestDialectConversionPasses();
void registerTestDominancePass();
void registerTestDynamicPipelinePass();
void registerTestEmulateNarrowTypePass();
void registerTestFooAnalysisPass();
void registerTestGenericIRVisitorsPass();
void registerTestIRVisitorsPass();
void registerTestInterfaces();
void registerTestIrdlTestDialectConversionPass();
void registerTestLLVMLegalizePatternsPass();
void registerTestLastModifiedPass();
void registerTestLinalgDecomposeOps();
void registerTestLinalgDropUnitDims();
void registerTestLinalgElementwiseFusion();
void registerTestLinalgGreedyFusion();
void registerTestLinalgRankReduceContractionOps();
void registerTestLinalgTransforms();
void registerTestLivenessAnalysisPass();
void registerTestLivenessPass();
void registerTestLoopFusion();
void registerTestLoopMappingPass();
void registerTestLoopUnrollingPass();
void registerTestLowerToArmSME();
void registerTestLowerToLLVM();
void registerTestMakeIsolatedFromAbovePass();
void registerTestMatchReductionPass();
void registerTestMathAlgebraicSimplificationPass();
void registerTestMathPolynomialApproximationPass();
void registerTestMathToVCIXPass();
void registerTestMemRefDependenceCheck();
void registerTestMemRefStrideCalculation();
void registerTestMemRefToLLVMWithTransforms();
void registerTestMultiBuffering();
void registerTestNVGPULowerings();
void registerTestNextAccessPass();
void registerTestOneShotModuleBufferizePass();
void registerTestOpLoweringPasses();
void registerTestOpaqueLoc();
void registerTestOpenACC();
void registerTestOpenACCSupportPass();
void registerTestPDLByteCodePass();
void registerTestPDLLPasses();
void registerTestPadFusion();
void registerTestParallelLoopUnrollingPass();
void registerTestPassStateExtensionCommunication();
void registerTestPointerLikeTypeInterfacePass();
void registerTestRecipePopulatePass();
void registerTestRecursiveTypesPass();
void registerTestRemarkPass();
void registerTestReshardingPartitionPass();
void registerTestSCFUpliftWhileToFor();
void registerTestSCFUtilsPass();
void registerTestSCFWhileOpBuilderPass();
void registerTestSCFWrapInZeroTripCheckPasses();
void registerTestSPIRVCPURunnerPipeline();
void registerTestSPIRVFuncSignatureConversion();
void registerTestSPIRVVectorUnrolling();
void registerTestShapeMappingPass();
void registerTestShardSimplificationsPass();
void registerTestSingleFold();
void registerTestSliceAnalysisPass();
void registerTestStridedMetadataRangeAnalysisPass();
void registerTestTensorCopyInsertionPass();
void registerTestTensorLikeAndBufferLikePass();
void registerTestTensorTransforms();
void registerTestTopologicalSortAnalysisPass();
void registerTestTransformDialectEraseSchedulePass();
void registerTestVectorLowerings();
void registerTestVectorReductionToSPIRVDotProd();
void registerTestVulkanRunnerPipeline();
void registerTestWrittenToPass();
void registerTestXeGPULowerings();
} // namespace test
} // namespace mlir

namespace test {
void registerTestDialect(mlir::DialectRegistry &);
void registerTestDynDialect(mlir::DialectRegistry &);
void registerIrdlTestDialect(mlir::DialectRegistry &);
void registerTestTransformDialectExtension(mlir::DialectRegistry &);
void registerTestTransformsTransformDialectExtension(mlir::DialectRegistry &);
void registerTestTilingInterfaceTransformDialectExtension(
    mlir::DialectRegistry &);
} // namespace test

void defuse::registerMlirTestPasses() {
  mlir::registerCloneTestPasses();
  mlir::registerConvertToTargetEnvPass();
  mlir::registerLazyLoadingTestPasses();
  mlir::registerLoopLikeInterfaceTestPasses();
  mlir::registerPassManagerTestPass();
  mlir::registerPrintSpirvAvailabilityPass();
  mlir::registerPrintTosaAvailabilityPass();
  mlir::registerRegionTestPasses();
  mlir::registerShapeFunctionTestPasses();
  mlir::registerSideEffectTestPasses();
  mlir::registerSliceAnalysisTestPass();
  mlir::registerSymbolTestPasses();
  mlir::registerTestAffineAccessAnalysisPass();
  mlir::registerTestAffineDataCopyPass();
  mlir::registerTestAffineLoopUnswitchingPass();
  mlir::registerTestAffineReifyValueBoundsPass();
  mlir::registerTestAffineWalk();
  mlir::registerTestBytecodeRoundtripPasses();
  mlir::registerTestDecomposeAffineOpPass();
  mlir::registerTestFromLLVMIR();
  mlir::registerTestFunc();
  mlir::registerTestGpuLoweringPasses();
  mlir::registerTestGpuMemoryPromotionPass();
  mlir::registerTestLoopPermutationPass();
  mlir::registerTestMatchers();
  mlir::registerTestOperationEqualPass();
  mlir::registerTestPreserveUseListOrders();
  mlir::registerTestPrintDefUsePass();
  mlir::registerTestPrintInvalidPass();
  mlir::registerTestPrintNestingPass();
  mlir::registerTestReducer();
  mlir::registerTestSpirvEntryPointABIPass();
  mlir::registerTestSpirvModuleCombinerPass();
  mlir::registerTestToLLVMIR();
  mlir::registerTestTraitsPass();
  mlir::registerTosaTestQuantUtilAPIPass();
  mlir::registerVectorizerTestPass();
  mlir::test::registerCommutativityUtils();
  mlir::test::registerConvertCallOpPass();
  mlir::test::registerConvertFuncOpPass();
  mlir::test::registerInliner();
  mlir::test::registerInlinerCallback();
  mlir::test::registerMemRefBoundCheck();
  mlir::test::registerPatternsTestPass();
  mlir::test::registerSimpleParametricTilingPass();
  mlir::test::registerTestAffineLoopParametricTilingPass();
  mlir::test::registerTestAliasAnalysisPass();
  mlir::test::registerTestArithEmulateWideIntPass();
  mlir::test::registerTestBuiltinAttributeInterfaces();
  mlir::test::registerTestBuiltinDistinctAttributes();
  mlir::test::registerTestCFGLoopInfoPass();
  mlir::test::registerTestCallGraphPass();
  mlir::test::registerTestCfAssertPass();
  mlir::test::registerTestComposeSubView();
  mlir::test::registerTestCompositePass();
  mlir::test::registerTestControlFlowSink();
  mlir::test::registerTestConvertToSPIRVPass();
  mlir::test::registerTestDataLayoutPropagation();
  mlir::test::registerTestDataLayoutQuery();
  mlir::test::registerTestDeadCodeAnalysisPass();
  mlir::test::registerTestDecomposeCallGraphTypes();
  mlir::test::registerTestDiagnosticsMetadataPass();
  mlir::test::registerTestDiagnosticsPass();
  mlir::test::registerTestDialectConversionPasses();
  mlir::test::registerTestDominancePass();
  mlir::test::registerTestDynamicPipelinePass();
  mlir::test::registerTestEmulateNarrowTypePass();
  mlir::test::registerTestFooAnalysisPass();
  mlir::test::registerTestGenericIRVisitorsPass();
  mlir::test::registerTestIRVisitorsPass();
  mlir::test::registerTestInterfaces();
  mlir::test::registerTestIrdlTestDialectConversionPass();
  mlir::test::registerTestLLVMLegalizePatternsPass();
  mlir::test::registerTestLastModifiedPass();
  mlir::test::registerTestLinalgDecomposeOps();
  mlir::test::registerTestLinalgDropUnitDims();
  mlir::test::registerTestLinalgElementwiseFusion();
  mlir::test::registerTestLinalgGreedyFusion();
  mlir::test::registerTestLinalgRankReduceContractionOps();
  mlir::test::registerTestLinalgTransforms();
  mlir::test::registerTestLivenessAnalysisPass();
  mlir::test::registerTestLivenessPass();
  mlir::test::registerTestLoopFusion();
  mlir::test::registerTestLoopMappingPass();
  mlir::test::registerTestLoopUnrollingPass();
  mlir::test::registerTestLowerToArmSME();
  mlir::test::registerTestLowerToLLVM();
  mlir::test::registerTestMakeIsolatedFromAbovePass();
  mlir::test::registerTestMatchReductionPass();
  mlir::test::registerTestMathAlgebraicSimplificationPass();
  mlir::test::registerTestMathPolynomialApproximationPass();
  mlir::test::registerTestMathToVCIXPass();
  mlir::test::registerTestMemRefDependenceCheck();
  mlir::test::registerTestMemRefStrideCalculation();
  mlir::test::registerTestMemRefToLLVMWithTransforms();
  mlir::test::registerTestMultiBuffering();
  mlir::test::registerTestNVGPULowerings();
  mlir::test::registerTestNextAccessPass();
  mlir::test::registerTestOneShotModuleBufferizePass();
  mlir::test::registerTestOpLoweringPasses();
  mlir::test::registerTestOpaqueLoc();
  mlir::test::registerTestOpenACC();
  mlir::test::registerTestOpenACCSupportPass();
  mlir::test::registerTestPDLByteCodePass();
  mlir::test::registerTestPDLLPasses();
  mlir::test::registerTestPadFusion();
  mlir::test::registerTestParallelLoopUnrollingPass();
  mlir::test::registerTestPassStateExtensionCommunication();
  mlir::test::registerTestPointerLikeTypeInterfacePass();
  mlir::test::registerTestRecipePopulatePass();
  mlir::test::registerTestRecursiveTypesPass();
  mlir::test::registerTestRemarkPass();
  mlir::test::registerTestReshardingPartitionPass();
  mlir::test::registerTestSCFUpliftWhileToFor();
  mlir::test::registerTestSCFUtilsPass();
  mlir::test::registerTestSCFWhileOpBuilderPass();
  mlir::test::registerTestSCFWrapInZeroTripCheckPasses();
  mlir::test::registerTestSPIRVCPURunnerPipeline();
  mlir::test::registerTestSPIRVFuncSignatureConversion();
  mlir::test::registerTestSPIRVVectorUnrolling();
  mlir::test::registerTestShapeMappingPass();
  mlir::test::registerTestShardSimplificationsPass();
  mlir::test::registerTestSingleFold();
  mlir::test::registerTestSliceAnalysisPass();
  mlir::test::registerTestStridedMetadataRangeAnalysisPass();
  mlir::test::registerTestTensorCopyInsertionPass();
  mlir::test::registerTestTensorLikeAndBufferLikePass();
  mlir::test::registerTestTensorTransforms();
  mlir::test::registerTestTopologicalSortAnalysisPass();
  mlir::test::registerTestTransformDialectEraseSchedulePass();
  mlir::test::registerTestVectorLowerings();
  mlir::test::registerTestVectorReductionToSPIRVDotProd();
  mlir::test::registerTestVulkanRunnerPipeline();
  mlir::test::registerTestWrittenToPass();
  mlir::test::registerTestXeGPULowerings();
}

void defuse::registerMlirTestDialects(mlir::DialectRegistry &registry) {
  ::test::registerTestDialect(registry);
  ::test::registerTestDynDialect(registry);
  ::test::registerIrdlTestDialect(registry);
  ::test::registerTestTransformDialectExtension(registry);
  ::test::registerTestTransformsTransformDialectExtension(registry);
  ::test::registerTestTilingInterfaceTransformDialectExtension(registry);
}
