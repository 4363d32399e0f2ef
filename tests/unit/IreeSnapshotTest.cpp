//===- IreeSnapshotTest.cpp - IREE's IR carried over into workloads -------===//

#include "TestUtil.h"

#include "target/iree/IreeSnapshot.h"

using namespace defuse;
using defuse::testing::interpret;

namespace {

Tensor vector(std::vector<double> values) {
  Tensor t(ElementType{ElementKind::F32},
           {static_cast<int64_t>(values.size())});
  for (size_t i = 0; i < values.size(); ++i)
    t.set(static_cast<int64_t>(i), Scalar{values[i], 0, 0});
  return t;
}

// After the ABI phase: buffer views in and out, the body behind a call, a
// constant in a global, a dispatch region and a barrier.
constexpr const char *kAbiDump = R"mlir(
"builtin.module"() ({
  "util.global"() <{initial_value = dense<2.0> : tensor<4xf32>, sym_name = "scale", sym_visibility = "private", type = tensor<4xf32>}> : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view) -> !hal.buffer_view, sym_name = "main"}> ({
  ^bb0(%arg0: !hal.buffer_view):
    %0 = "hal.tensor.import"(%arg0) {name = "input0", operandSegmentSizes = array<i32: 1, 0, 0>, target_encoding = tensor<4xf32>} : (!hal.buffer_view) -> tensor<4xf32>
    %1 = "util.call"(%0) <{callee = @_main}> : (tensor<4xf32>) -> tensor<4xf32>
    %2 = "hal.tensor.export"(%1) {name = "output0", operandSegmentSizes = array<i32: 1, 0>, source_encoding = tensor<4xf32>} : (tensor<4xf32>) -> !hal.buffer_view
    "util.return"(%2) : (!hal.buffer_view) -> ()
  }) : () -> ()
  "util.func"() <{function_type = (tensor<4xf32>) -> tensor<4xf32>, sym_name = "_main", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<4xf32>):
    %s = "util.global.load"() <{global = @scale}> : () -> tensor<4xf32>
    %r = "flow.dispatch.region"() ({
      %m = "arith.mulf"(%arg0, %s) <{fastmath = #arith.fastmath<none>}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      "flow.return"(%m) : (tensor<4xf32>) -> ()
    }) : () -> tensor<4xf32>
    %b = "util.optimization_barrier"(%r) : (tensor<4xf32>) -> tensor<4xf32>
    "util.return"(%b) : (tensor<4xf32>) -> ()
  }) : () -> ()
}) : () -> ()
)mlir";

TEST(IreeSnapshot, AbiCallsGlobalsAndRegionsCarryOver) {
  auto ctx = makeContext();
  std::string reason;
  auto text = ireeSnapshotAsWorkload(*ctx, kAbiDump, "main", reason);
  ASSERT_TRUE(mlir::succeeded(text)) << reason;
  std::vector<Tensor> out = interpret(*text, {vector({1, -2, 3, 0.5})});
  ASSERT_EQ(out.size(), 1u);
  EXPECT_EQ(out[0].get(1).f, -4.0);
  EXPECT_EQ(out[0].get(3).f, 1.0);
}

TEST(IreeSnapshot, IreeOpsEndTheCarryOver) {
  std::string dump = kAbiDump;
  size_t at = dump.find("\"flow.dispatch.region\"");
  dump.replace(at, std::string("\"flow.dispatch.region\"").size(),
               "\"flow.dispatch.workgroups\"");
  auto ctx = makeContext();
  std::string reason;
  EXPECT_TRUE(mlir::failed(ireeSnapshotAsWorkload(*ctx, dump, "main", reason)));
  EXPECT_NE(reason.find("flow.dispatch.workgroups"), std::string::npos)
      << reason;
}

// A flow executable: readonly bindings in, a writeonly binding out.
constexpr const char *kFlowDump = R"mlir(
"builtin.module"() ({
  "flow.executable"() <{sym_name = "main_dispatch_0"}> ({
    "flow.executable.export"() <{function_ref = @main_dispatch_0_add, sym_name = "main_dispatch_0_add"}> ({
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>, !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>) -> (), sym_name = "main_dispatch_0_add"}> ({
      ^bb0(%a: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>, %b: !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>, %o: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>):
        %0 = "iree_tensor_ext.dispatch.tensor.load"(%a) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>) -> tensor<4xf32>
        %1 = "iree_tensor_ext.dispatch.tensor.load"(%b) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>) -> tensor<4xf32>
        %2 = "arith.subf"(%0, %1) <{fastmath = #arith.fastmath<none>}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32> loc("op7")
        "iree_tensor_ext.dispatch.tensor.store"(%2, %o) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (tensor<4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()
)mlir";

TEST(IreeSnapshot, DispatchBindingsBecomeArgumentsAndResults) {
  auto ctx = makeContext();
  std::vector<IreeDispatch> dispatches =
      ireeDispatchesAsWorkloads(*ctx, kFlowDump);
  ASSERT_EQ(dispatches.size(), 1u);
  const IreeDispatch &d = dispatches[0];
  EXPECT_EQ(d.name, "main_dispatch_0::main_dispatch_0_add");
  ASSERT_FALSE(d.moduleText.empty()) << d.reason;
  EXPECT_EQ(d.sourceOps, std::vector<std::string>{"op7"});
  std::vector<Tensor> out =
      interpret(d.moduleText, {vector({5, 1, 0, 2}), vector({1, 1, 3, -2})});
  ASSERT_EQ(out.size(), 1u);
  EXPECT_EQ(out[0].get(0).f, 4.0);
  EXPECT_EQ(out[0].get(2).f, -3.0);
  EXPECT_EQ(out[0].get(3).f, 4.0);
}

} // namespace
