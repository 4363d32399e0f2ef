//===- ReducerTest.cpp - Signatures, the oracle, strategies, the driver ---===//
//
// Failure signatures as text; the interestingness oracle on a real failing
// workload (tosa.sub then tosa.exp, compiled with the fault plugin's
// swap-operands pass: real parsing, real probes through ProbeRunner); each
// strategy's proposals on a hand-written module; and the whole reduction of
// a workload with more ops and passes than the failure needs.
//
//===----------------------------------------------------------------------===//

#include "reduce/Reducer.h"
#include "reduce/Chunks.h"
#include "reduce/CulpritOp.h"
#include "reduce/Interestingness.h"
#include "reduce/ModuleEditing.h"
#include "reduce/Signature.h"

#include "bisect/ProbeRunner.h"
#include "bisect/SourceSubgraph.h"
#include "interp/Reference.h"
#include "ir/Workload.h"
#include "target/mlir/Context.h"
#include "target/mlir/PassPipeline.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstring>

using namespace defuse;

namespace {

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

Tensor f32(std::vector<int64_t> shape, const std::vector<double> &values) {
  Tensor t(ElementType{ElementKind::F32}, std::move(shape));
  EXPECT_EQ(t.numElements(), static_cast<int64_t>(values.size()));
  for (size_t i = 0; i < values.size(); ++i)
    t.setFloat(static_cast<int64_t>(i), values[i]);
  return t;
}

std::vector<double> valuesOf(const Tensor &t) {
  std::vector<double> v;
  for (int64_t i = 0; i < t.numElements(); ++i)
    v.push_back(t.floatAt(i));
  return v;
}

/// Same element type, shape and bit-identical values.
bool sameTensor(const Tensor &a, const Tensor &b) {
  if (!(a.elementType() == b.elementType()) || a.shape() != b.shape())
    return false;
  for (int64_t i = 0; i < a.numElements(); ++i) {
    Scalar x = a.get(i), y = b.get(i);
    bool same = a.elementType().isFloat()
                    ? std::memcmp(&x.f, &y.f, sizeof x.f) == 0
                    : x.i == y.i;
    if (!same)
      return false;
  }
  return true;
}

struct Parsed {
  mlir::OwningOpRef<mlir::ModuleOp> module;
  mlir::func::FuncOp entry;
};

/// Parses a variant's module; `entry` is null when it does not parse.
Parsed parse(mlir::MLIRContext &context, const std::string &text) {
  Parsed p;
  p.module = parseQuietly(context, text);
  if (p.module)
    p.entry = findEntry(*p.module, "main");
  return p;
}

std::vector<std::string> opNames(mlir::func::FuncOp entry) {
  std::vector<std::string> names;
  for (mlir::Operation *op : entryOps(entry))
    names.push_back(op->getName().getStringRef().str());
  return names;
}

std::string typeString(mlir::Type t) {
  std::string s;
  llvm::raw_string_ostream os(s);
  t.print(os);
  return s;
}

std::vector<std::string> argTypes(mlir::func::FuncOp entry) {
  std::vector<std::string> types;
  for (mlir::Type t : entry.getArgumentTypes())
    types.push_back(typeString(t));
  return types;
}

std::vector<std::string> resultTypes(mlir::func::FuncOp entry) {
  std::vector<std::string> types;
  for (mlir::Type t : entry.getResultTypes())
    types.push_back(typeString(t));
  return types;
}

Candidate candidateOf(const std::string &text, std::vector<Tensor> inputs) {
  Candidate c;
  c.moduleText = text;
  c.entry = "main";
  c.inputs = std::move(inputs);
  return c;
}

bool contains(const std::string &haystack, const std::string &needle) {
  return haystack.find(needle) != std::string::npos;
}

//===----------------------------------------------------------------------===//
// 1. Failure signatures as text
//===----------------------------------------------------------------------===//

TEST(SignatureTest, ParsesAllThreeParts) {
  std::string error;
  auto s = FailureSignature::parse(
      "signed-zero-mismatch@math-expand-ops:tosa.ceil", error);
  ASSERT_TRUE(s.has_value()) << error;
  EXPECT_EQ(s->kind, VerdictKind::SignedZeroMismatch);
  EXPECT_EQ(s->pass, "math-expand-ops");
  EXPECT_EQ(s->opKind, "tosa.ceil");
  EXPECT_EQ(s->str(), "signed-zero-mismatch@math-expand-ops:tosa.ceil");
}

TEST(SignatureTest, RoundTripsEveryFailingKindAndEmptyParts) {
  const VerdictKind kinds[] = {VerdictKind::Drift,
                               VerdictKind::Corruption,
                               VerdictKind::NanMismatch,
                               VerdictKind::InfMismatch,
                               VerdictKind::SignedZeroMismatch,
                               VerdictKind::Crash,
                               VerdictKind::Timeout,
                               VerdictKind::CompileError};
  for (VerdictKind k : kinds)
    for (const char *pass : {"", "defuse-fault-swap-operands"})
      for (const char *op : {"", "tosa.sub"}) {
        FailureSignature s;
        s.kind = k;
        s.pass = pass;
        s.opKind = op;
        std::string error;
        auto back = FailureSignature::parse(s.str(), error);
        ASSERT_TRUE(back.has_value()) << s.str() << ": " << error;
        EXPECT_EQ(back->kind, k) << s.str();
        EXPECT_EQ(back->pass, pass) << s.str();
        EXPECT_EQ(back->opKind, op) << s.str();
        EXPECT_EQ(back->str(), s.str());
      }
}

TEST(SignatureTest, EmptyPassAndOpParts) {
  std::string error;
  auto bare = FailureSignature::parse("drift", error);
  ASSERT_TRUE(bare.has_value()) << error;
  EXPECT_EQ(bare->kind, VerdictKind::Drift);
  EXPECT_EQ(bare->pass, "");
  EXPECT_EQ(bare->opKind, "");
  EXPECT_EQ(bare->str(), "drift@:");

  auto noPass = FailureSignature::parse("nan-mismatch@:tosa.exp", error);
  ASSERT_TRUE(noPass.has_value()) << error;
  EXPECT_EQ(noPass->kind, VerdictKind::NanMismatch);
  EXPECT_EQ(noPass->pass, "");
  EXPECT_EQ(noPass->opKind, "tosa.exp");

  auto noOp = FailureSignature::parse("corruption@cse:", error);
  ASSERT_TRUE(noOp.has_value()) << error;
  EXPECT_EQ(noOp->kind, VerdictKind::Corruption);
  EXPECT_EQ(noOp->pass, "cse");
  EXPECT_EQ(noOp->opKind, "");

  auto passOnly = FailureSignature::parse("crash@canonicalize", error);
  ASSERT_TRUE(passOnly.has_value()) << error;
  EXPECT_EQ(passOnly->kind, VerdictKind::Crash);
  EXPECT_EQ(passOnly->pass, "canonicalize");
  EXPECT_EQ(passOnly->opKind, "");
}

TEST(SignatureTest, RejectsUnknownAndPassingKinds) {
  for (const char *text : {"bogus@cse:tosa.add", "pass@cse:tosa.add", "pass",
                           "", "@cse:tosa.add", "Drift@cse:"}) {
    std::string error;
    EXPECT_FALSE(FailureSignature::parse(text, error).has_value()) << text;
    EXPECT_FALSE(error.empty()) << text;
  }
  std::string error;
  FailureSignature::parse("bogus@cse:tosa.add", error);
  EXPECT_TRUE(contains(error, "'bogus'")) << error;
}

TEST(SignatureTest, VerdictKindsByName) {
  EXPECT_EQ(verdictKindByName("drift"), VerdictKind::Drift);
  EXPECT_EQ(verdictKindByName("signed-zero-mismatch"),
            VerdictKind::SignedZeroMismatch);
  EXPECT_EQ(verdictKindByName("undefined-behaviour"),
            VerdictKind::UndefinedBehaviour);
  EXPECT_FALSE(verdictKindByName("drifting").has_value());
}

//===----------------------------------------------------------------------===//
// 2. Which verdict kinds count as the same failure
//===----------------------------------------------------------------------===//

TEST(SignatureTest, DriftAndCorruptionAreOneFailureKind) {
  EXPECT_TRUE(sameFailureKind(VerdictKind::Drift, VerdictKind::Corruption));
  EXPECT_TRUE(sameFailureKind(VerdictKind::Corruption, VerdictKind::Drift));
  EXPECT_TRUE(sameFailureKind(VerdictKind::Drift, VerdictKind::Drift));
  EXPECT_TRUE(
      sameFailureKind(VerdictKind::NanMismatch, VerdictKind::NanMismatch));
  EXPECT_FALSE(sameFailureKind(VerdictKind::NanMismatch, VerdictKind::Drift));
  EXPECT_FALSE(sameFailureKind(VerdictKind::Drift, VerdictKind::NanMismatch));
  EXPECT_FALSE(
      sameFailureKind(VerdictKind::Corruption, VerdictKind::InfMismatch));
  EXPECT_FALSE(sameFailureKind(VerdictKind::Drift, VerdictKind::Pass));
  EXPECT_FALSE(sameFailureKind(VerdictKind::Crash, VerdictKind::Timeout));
}

//===----------------------------------------------------------------------===//
// 3. The oracle on a real miscompile
//===----------------------------------------------------------------------===//

// a - b then exp: fused into one kernel whose subf the fault swaps.
const char *kSubExp = R"(
func.func @main(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %d = tosa.sub %a, %b : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %e = tosa.exp %d : (tensor<4xf32>) -> tensor<4xf32>
  return %e : tensor<4xf32>
}
)";

// tests/lit/faults/lit.local.cfg's %generalize_fuse, then the fault.
const char *kGeneralizeFuseSwap =
    "func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,"
    "tosa-to-tensor),func.func(linalg-generalize-named-ops),"
    "linalg-fold-unit-extent-dims,linalg-fuse-elementwise-ops,canonicalize,"
    "cse,func.func(defuse-fault-swap-operands)";

const char *kSwap = "defuse-fault-swap-operands";

std::vector<std::string> split(const std::string &pipeline) {
  std::vector<std::string> passes;
  EXPECT_TRUE(splitPipeline(pipeline, passes)) << pipeline;
  return passes;
}

size_t indexOfPass(const std::vector<std::string> &passes,
                   const std::string &name) {
  for (size_t i = 0; i < passes.size(); ++i)
    if (passName(passes[i]) == name)
      return i;
  return Candidate::kNoCulprit;
}

FailureSignature swapSignature(VerdictKind kind = VerdictKind::Drift) {
  FailureSignature s;
  s.kind = kind;
  s.pass = kSwap;
  s.opKind = "tosa.sub";
  return s;
}

class ReducerTest : public ::testing::Test {
protected:
  static void SetUpTestSuite() {
    initializeCompilerInfrastructure();
    std::string error;
    ASSERT_TRUE(loadPassPlugin(DEFUSE_FAULT_PLUGIN, error)) << error;
  }

  /// kSubExp with inputs whose difference is not symmetric.
  static Candidate subExp() {
    Candidate c = candidateOf(
        kSubExp, {f32({4}, {1, 2, 3, 4}), f32({4}, {0.5, 0.25, -1, 2})});
    c.passes = split(kGeneralizeFuseSwap);
    c.culprit = indexOfPass(c.passes, kSwap);
    return c;
  }

  std::unique_ptr<mlir::MLIRContext> context = makeContext();
  ProbeRunner probes{ProbeLimits{}, 2};
};

TEST_F(ReducerTest, SwappedOperandsAreInteresting) {
  Candidate c = subExp();
  ASSERT_EQ(c.culprit, c.passes.size() - 1);
  InterestingnessResult r =
      testInterestingness(*context, probes, c, swapSignature());
  EXPECT_TRUE(r.interesting) << r.reason;
  EXPECT_TRUE(r.reason.empty()) << r.reason;
  EXPECT_TRUE(sameFailureKind(VerdictKind::Drift, r.verdict.kind))
      << verdictKindName(r.verdict.kind);
  ASSERT_EQ(r.verdict.outputs.size(), 1u);
  EXPECT_EQ(r.verdict.outputs[0].failing, 4);
  // One run with all passes, one without the culprit.
  EXPECT_EQ(probes.started(), 2u);

  // Corruption stands for drift; a NaN mismatch does not.
  EXPECT_TRUE(testInterestingness(*context, probes, c,
                                  swapSignature(VerdictKind::Corruption))
                  .interesting);
  InterestingnessResult nan = testInterestingness(
      *context, probes, c, swapSignature(VerdictKind::NanMismatch));
  EXPECT_FALSE(nan.interesting);
  EXPECT_TRUE(contains(nan.reason, "verdict")) << nan.reason;

  // The op after the broken one feeds the failing output too.
  FailureSignature exp = swapSignature();
  exp.opKind = "tosa.exp";
  EXPECT_TRUE(testInterestingness(*context, probes, c, exp).interesting);
}

TEST_F(ReducerTest, NotInterestingWhenTheSignaturePassIsAnother) {
  FailureSignature s = swapSignature();
  s.pass = "cse";
  InterestingnessResult r = testInterestingness(*context, probes, subExp(), s);
  EXPECT_FALSE(r.interesting);
  EXPECT_TRUE(contains(r.reason, "culprit")) << r.reason;
}

TEST_F(ReducerTest, NotInterestingWithoutTheOpKind) {
  FailureSignature s = swapSignature();
  s.opKind = "tosa.ceil";
  InterestingnessResult r = testInterestingness(*context, probes, subExp(), s);
  EXPECT_FALSE(r.interesting);
  EXPECT_TRUE(contains(r.reason, "tosa.ceil")) << r.reason;
  // Decided before anything is compiled.
  EXPECT_EQ(probes.started(), 0u);
}

TEST_F(ReducerTest, NotInterestingWithTheWrongCulpritIndex) {
  for (size_t culprit : {size_t(0), subExp().passes.size() - 2,
                         subExp().passes.size(), Candidate::kNoCulprit}) {
    Candidate c = subExp();
    c.culprit = culprit;
    InterestingnessResult r =
        testInterestingness(*context, probes, c, swapSignature());
    EXPECT_FALSE(r.interesting) << culprit;
    EXPECT_TRUE(contains(r.reason, "culprit")) << culprit << ": " << r.reason;
  }
}

TEST_F(ReducerTest, NotInterestingWhenInputsDoNotMatch) {
  Candidate missing = subExp();
  missing.inputs.pop_back();
  Candidate wrongShape = subExp();
  wrongShape.inputs[1] = f32({3}, {0.5, 0.25, -1});
  Candidate extra = subExp();
  extra.inputs.push_back(f32({4}, {1, 1, 1, 1}));
  for (const Candidate &c : {missing, wrongShape, extra}) {
    InterestingnessResult r =
        testInterestingness(*context, probes, c, swapSignature());
    EXPECT_FALSE(r.interesting);
    EXPECT_TRUE(contains(r.reason, "invalid")) << r.reason;
  }
}

TEST_F(ReducerTest, NotInterestingWhenTheModuleIsInvalid) {
  Candidate garbage = subExp();
  garbage.moduleText = "func.func @main(%a: tensor<4xf32> {";
  // Parses, but does not verify: the result is not of the declared type.
  Candidate unverified = subExp();
  unverified.moduleText = R"(
func.func @main(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<3xf32> {
  %d = tosa.sub %a, %b : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %d : tensor<4xf32>
}
)";
  Candidate noEntry = subExp();
  noEntry.entry = "nothing";
  for (const Candidate &c : {garbage, unverified, noEntry}) {
    InterestingnessResult r =
        testInterestingness(*context, probes, c, swapSignature());
    EXPECT_FALSE(r.interesting);
    EXPECT_TRUE(contains(r.reason, "invalid")) << r.reason;
  }
  EXPECT_EQ(probes.started(), 0u);
}

TEST_F(ReducerTest, NotInterestingWhenTheSwapChangesNothing) {
  // a == b: b - a == a - b, the compiled program is right.
  Candidate c = subExp();
  c.inputs[1] = c.inputs[0];
  InterestingnessResult r =
      testInterestingness(*context, probes, c, swapSignature());
  EXPECT_FALSE(r.interesting);
  EXPECT_EQ(r.verdict.kind, VerdictKind::Pass);
  EXPECT_TRUE(contains(r.reason, "verdict")) << r.reason;
}

TEST_F(ReducerTest, NotInterestingWhenItFailsWithoutTheCulprit) {
  // The culprit claimed is cse, after the fault: the program already fails
  // without it.
  Candidate c = subExp();
  c.passes.push_back("cse");
  c.culprit = c.passes.size() - 1;
  FailureSignature s = swapSignature();
  s.pass = "cse";
  InterestingnessResult r = testInterestingness(*context, probes, c, s);
  EXPECT_FALSE(r.interesting);
  EXPECT_TRUE(contains(r.reason, "without cse")) << r.reason;
}

// Four additive reductions: two sums, a matmul and a sum of the matmul.
// defuse-fault-wrong-reduction{skip=1} breaks the second, a sum.
const char *kSumsThenMatmul = R"(
func.func @main(%x: tensor<1x2x4xf32>, %y: tensor<1x2x4xf32>,
                %a: tensor<1x2x4xf32>, %b: tensor<1x4x2xf32>)
    -> (tensor<1x2x1xf32>, tensor<1x2x1xf32>, tensor<1x2x1xf32>) {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %r1 = tosa.reduce_sum %x {axis = 2 : i32} : (tensor<1x2x4xf32>) -> tensor<1x2x1xf32>
  %r2 = tosa.reduce_sum %y {axis = 2 : i32} : (tensor<1x2x4xf32>) -> tensor<1x2x1xf32>
  %m = tosa.matmul %a, %b, %zp, %zp : (tensor<1x2x4xf32>, tensor<1x4x2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2xf32>
  %r3 = tosa.reduce_sum %m {axis = 2 : i32} : (tensor<1x2x2xf32>) -> tensor<1x2x1xf32>
  return %r1, %r2, %r3 : tensor<1x2x1xf32>, tensor<1x2x1xf32>, tensor<1x2x1xf32>
}
)";

Candidate sumsThenMatmul() {
  std::vector<double> ramp = {1, -2, 3, 0.5, -1, 2.5, 4, -3};
  Candidate c = candidateOf(kSumsThenMatmul,
                            {f32({1, 2, 4}, ramp), f32({1, 2, 4}, ramp),
                             f32({1, 2, 4}, ramp), f32({1, 4, 2}, ramp)});
  c.passes = split("func.func(tosa-to-linalg-named,tosa-to-linalg),"
                   "func.func(linalg-generalize-named-ops),"
                   "func.func(defuse-fault-wrong-reduction{skip=1 limit=1})");
  c.culprit = indexOfPass(c.passes, "defuse-fault-wrong-reduction");
  return c;
}

FailureSignature wrongSumSignature() {
  FailureSignature s;
  s.kind = VerdictKind::Drift;
  s.pass = "defuse-fault-wrong-reduction";
  s.opKind = "tosa.reduce_sum";
  return s;
}

/// sumsThenMatmul without its first sum (a max now, which the fault does
/// not count): the second site is the matmul, and the last sum carries its
/// wrong value out. With `returnMatmul`, the matmul's value is returned too.
Candidate slippedToTheMatmul(bool returnMatmul) {
  Candidate c = sumsThenMatmul();
  auto replace = [&](const std::string &from, const std::string &to) {
    size_t at = c.moduleText.find(from);
    EXPECT_NE(at, std::string::npos) << from;
    if (at != std::string::npos)
      c.moduleText.replace(at, from.size(), to);
  };
  replace("tosa.reduce_sum %x", "tosa.reduce_max %x");
  if (returnMatmul) {
    replace("return %r1, %r2, %r3 : tensor<1x2x1xf32>, tensor<1x2x1xf32>, "
            "tensor<1x2x1xf32>",
            "return %r1, %r2, %r3, %m : tensor<1x2x1xf32>, tensor<1x2x1xf32>, "
            "tensor<1x2x1xf32>, tensor<1x2x2xf32>");
    replace("tensor<1x2x1xf32>) {", "tensor<1x2x1xf32>, tensor<1x2x2xf32>) {");
  }
  return c;
}

TEST_F(ReducerTest, ASumFedByAWrongMatmulDoesNotOriginate) {
  FailureSignature s = wrongSumSignature();
  InterestingnessResult reaches =
      testInterestingness(*context, probes, slippedToTheMatmul(false), s);
  EXPECT_TRUE(reaches.interesting) << reaches.reason;
  EXPECT_FALSE(reaches.originates);
  s.opCheck = OpCheck::Originates;
  InterestingnessResult strict =
      testInterestingness(*context, probes, slippedToTheMatmul(false), s);
  EXPECT_FALSE(strict.interesting);
  EXPECT_TRUE(contains(strict.reason, "right operands")) << strict.reason;

  // With the matmul's value returned, the sum is seen to read it wrong, and
  // the matmul to compute it wrong from its arguments.
  Candidate exposed = slippedToTheMatmul(true);
  InterestingnessResult sum = testInterestingness(*context, probes, exposed, s);
  EXPECT_FALSE(sum.interesting);
  EXPECT_TRUE(contains(sum.reason, "right operands")) << sum.reason;
  s.opKind = "tosa.matmul";
  InterestingnessResult matmul =
      testInterestingness(*context, probes, exposed, s);
  EXPECT_TRUE(matmul.interesting) << matmul.reason;
  EXPECT_TRUE(matmul.originates);
}

TEST_F(ReducerTest, ExposingTheOpKindLetsItsOperandsBeJudged) {
  Candidate c = slippedToTheMatmul(false);
  FailureSignature matmul = wrongSumSignature();
  matmul.opKind = "tosa.matmul";
  InterestingnessResult reaches =
      testInterestingness(*context, probes, c, matmul);
  ASSERT_TRUE(reaches.interesting) << reaches.reason;
  EXPECT_FALSE(reaches.originates);

  std::optional<Candidate> exposed =
      exposeOpKind(*context, c, reaches.verdict, "tosa.matmul");
  ASSERT_TRUE(exposed);
  Parsed p = parse(*context, exposed->moduleText);
  ASSERT_TRUE(p.entry);
  EXPECT_EQ(resultTypes(p.entry).back(), "tensor<1x2x2xf32>");
  matmul.opCheck = OpCheck::Originates;
  InterestingnessResult strict =
      testInterestingness(*context, probes, *exposed, matmul);
  EXPECT_TRUE(strict.interesting) << strict.reason;
  // Its operands are arguments: nothing more to return.
  EXPECT_FALSE(exposeOpKind(*context, *exposed, strict.verdict, "tosa.matmul"));
}

TEST_F(ReducerTest, HeldToReachingWhenExposingUndoesTheFailure) {
  // The fault swaps a subtraction fused with its consumer; returning the
  // difference keeps the two kernels apart, and the program right.
  Candidate c = subExp();
  InterestingnessResult reaches =
      testInterestingness(*context, probes, c, swapSignature());
  ASSERT_TRUE(reaches.interesting) << reaches.reason;
  std::optional<Candidate> exposed =
      exposeOpKind(*context, c, reaches.verdict, "tosa.sub");
  ASSERT_TRUE(exposed);
  FailureSignature strict = swapSignature();
  strict.opCheck = OpCheck::Originates;
  EXPECT_FALSE(
      testInterestingness(*context, probes, *exposed, strict).interesting);

  std::vector<std::string> progress;
  ReducerOptions options;
  options.maxRounds = 1;
  options.progress = [&](const std::string &line) { progress.push_back(line); };
  auto result = reduceCandidate(*context, probes, c, swapSignature(),
                                createAllStrategies(), options);
  ASSERT_TRUE(mlir::succeeded(result));
  ASSERT_FALSE(progress.empty());
  EXPECT_TRUE(
      contains(progress.front(), "held only to feeding a failing output"))
      << progress.front();
}

TEST_F(ReducerTest, ReductionKeepsTheWrongValueStartingAtTheOpKind) {
  FailureSignature s = wrongSumSignature();
  std::vector<std::string> progress;
  ReducerOptions options;
  options.progress = [&](const std::string &line) { progress.push_back(line); };
  auto result = reduceCandidate(*context, probes, sumsThenMatmul(), s,
                                createAllStrategies(), options);
  ASSERT_TRUE(mlir::succeeded(result));
  // The start shows the second sum going wrong on its own: held to that.
  EXPECT_EQ(result->signature.opCheck, OpCheck::Originates);
  const Candidate &reduced = result->reduced;
  EXPECT_FALSE(contains(reduced.moduleText, "tosa.matmul"))
      << reduced.moduleText;
  ProbeRunner fresh(ProbeLimits{}, 2);
  InterestingnessResult again =
      testInterestingness(*context, fresh, reduced, result->signature);
  EXPECT_TRUE(again.interesting) << again.reason << "\n" << reduced.moduleText;
  EXPECT_TRUE(again.originates);
}

TEST_F(ReducerTest, BatchAnswersInOrder) {
  Candidate good = subExp();
  Candidate equal = subExp();
  equal.inputs[1] = equal.inputs[0];
  Candidate wrongCulprit = subExp();
  wrongCulprit.culprit = 0;
  std::vector<InterestingnessResult> r = testInterestingness(
      *context, probes, {equal, good, wrongCulprit, good}, swapSignature());
  ASSERT_EQ(r.size(), 4u);
  EXPECT_FALSE(r[0].interesting);
  EXPECT_TRUE(r[1].interesting) << r[1].reason;
  EXPECT_FALSE(r[2].interesting);
  EXPECT_TRUE(contains(r[2].reason, "culprit")) << r[2].reason;
  EXPECT_TRUE(r[3].interesting) << r[3].reason;
}

/// kSubExp with `extra` more exps of `a` returned alongside: the same
/// failure, slower to compile.
Candidate subExpWithExtraOps(int extra) {
  std::string types = "tensor<4xf32>", body, values = "%e";
  for (int i = 0; i < extra; ++i) {
    body += "  %x" + std::to_string(i) +
            " = tosa.exp %a : (tensor<4xf32>) -> tensor<4xf32>\n";
    values += ", %x" + std::to_string(i);
    types += ", tensor<4xf32>";
  }
  std::string text =
      "func.func @main(%a: tensor<4xf32>, %b: tensor<4xf32>) -> (" + types +
      ") {\n  %d = tosa.sub %a, %b : (tensor<4xf32>, tensor<4xf32>) -> "
      "tensor<4xf32>\n  %e = tosa.exp %d : (tensor<4xf32>) -> "
      "tensor<4xf32>\n" +
      body + "  return " + values + " : " + types + "\n}\n";
  Candidate c =
      candidateOf(text, {f32({4}, {1, 2, 3, 4}), f32({4}, {0.5, 0.25, -1, 2})});
  c.passes = split(kGeneralizeFuseSwap);
  c.culprit = indexOfPass(c.passes, kSwap);
  return c;
}

TEST_F(ReducerTest, FirstInterestingIsTheEarliestWhicheverProbeEndsFirst) {
  Candidate equal = subExp();
  equal.inputs[1] = equal.inputs[0];
  Candidate slow = subExpWithExtraOps(80);
  Candidate fast = subExp();
  // 0 fails to fail, 1 is skipped, 2 and 3 are interesting. With two
  // probes at a time, 3 starts when 0 ends and, far smaller, ends long
  // before 2: the answer is still 2.
  std::vector<const Candidate *> list{&equal, nullptr, &slow, &fast};
  std::vector<size_t> asked;
  FirstInteresting found = findFirstInteresting(
      *context, probes, list.size(),
      [&](size_t i) {
        asked.push_back(i);
        return list[i];
      },
      swapSignature());
  ASSERT_TRUE(found.index.has_value());
  EXPECT_EQ(*found.index, 2u);
  EXPECT_TRUE(found.result.interesting);
  EXPECT_EQ(found.result.verdict.kind, VerdictKind::Drift);
  EXPECT_EQ(found.tested, (std::vector<size_t>{0, 2}));
  // Candidates are built in order, each once.
  EXPECT_EQ(asked, (std::vector<size_t>{0, 1, 2, 3}));

  // None interesting: every candidate tested is reported.
  FirstInteresting none = findFirstInteresting(
      *context, probes, 3, [&](size_t i) { return i == 1 ? nullptr : &equal; },
      swapSignature());
  EXPECT_FALSE(none.index.has_value());
  EXPECT_EQ(none.tested, (std::vector<size_t>{0, 2}));
}

//===----------------------------------------------------------------------===//
// 4. Strategies
//===----------------------------------------------------------------------===//

/// A strategy's variants with every deferred one built, as the driver
/// builds those it reaches.
std::vector<Variant> proposeBuilt(ReductionStrategy &strategy,
                                  mlir::MLIRContext &context,
                                  const Candidate &current,
                                  const FailureToKeep &failure) {
  std::vector<Variant> built;
  for (Variant &v : strategy.propose(context, current, failure))
    if (materialize(v))
      built.push_back(std::move(v));
  return built;
}

class StrategyTest : public ::testing::Test {
protected:
  static void SetUpTestSuite() { initializeCompilerInfrastructure(); }
  std::unique_ptr<mlir::MLIRContext> context = makeContext();
  Verdict none;
};

TEST_F(StrategyTest, DropResultsKeepsTheFailingResultFirst) {
  const char *text = R"(
func.func @main(%a: tensor<4xf32>, %b: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %x = tosa.exp %a : (tensor<4xf32>) -> tensor<4xf32>
  %y = tosa.abs %b : (tensor<4xf32>) -> tensor<4xf32>
  return %x, %y : tensor<4xf32>, tensor<4xf32>
}
)";
  Tensor a = f32({4}, {1, 2, 3, 4}), b = f32({4}, {-1, -2, -3, -4});
  auto strategy = createDropResultsStrategy();
  EXPECT_EQ(strategy->name(), "drop-results");
  // Output 1 fails: keeping it alone goes first, then chunks of results
  // are dropped (result 0, then result 1).
  Verdict failing;
  failing.kind = VerdictKind::Corruption;
  failing.outputs.resize(2);
  failing.outputs[1].index = 1;
  failing.outputs[1].kind = VerdictKind::Corruption;
  std::vector<Variant> v =
      proposeBuilt(*strategy, *context, candidateOf(text, {a, b}), failing);
  ASSERT_EQ(v.size(), 3u);
  struct Expect {
    std::string op;
    Tensor input;
  };
  std::vector<Expect> expect{{"tosa.abs", b}, {"tosa.abs", b}, {"tosa.exp", a}};
  for (size_t i = 0; i < v.size(); ++i) {
    Parsed p = parse(*context, v[i].candidate.moduleText);
    ASSERT_TRUE(p.entry) << i;
    EXPECT_EQ(p.entry.getNumResults(), 1u) << i;
    EXPECT_EQ(opNames(p.entry), std::vector<std::string>{expect[i].op}) << i;
    ASSERT_EQ(v[i].candidate.inputs.size(), 1u) << i;
    EXPECT_TRUE(sameTensor(v[i].candidate.inputs[0], expect[i].input)) << i;
    EXPECT_TRUE(inputsMatch(p.entry, v[i].candidate.inputs)) << i;
  }
  EXPECT_TRUE(contains(v[0].change, "kept only result 1")) << v[0].change;
  // Without a failing output to go by, only the drops are proposed.
  EXPECT_EQ(
      proposeBuilt(*strategy, *context, candidateOf(text, {a, b}), none).size(),
      2u);

  // A single result has nothing to drop.
  const char *one = R"(
func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  %x = tosa.exp %a : (tensor<4xf32>) -> tensor<4xf32>
  return %x : tensor<4xf32>
}
)";
  EXPECT_TRUE(
      proposeBuilt(*strategy, *context, candidateOf(one, {a}), none).empty());
}

TEST_F(StrategyTest, DropResultsDropsReturnedArgumentsAndConstantsAtOnce) {
  const char *text = R"(
func.func @main(%a: tensor<4xf32>, %b: tensor<4xf32>)
    -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %c = "tosa.const"() <{values = dense<1.0> : tensor<4xf32>}> : () -> tensor<4xf32>
  %x = tosa.exp %a : (tensor<4xf32>) -> tensor<4xf32>
  %y = tosa.abs %b : (tensor<4xf32>) -> tensor<4xf32>
  return %b, %x, %c, %y : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}
)";
  Tensor a = f32({4}, {1, 2, 3, 4}), b = f32({4}, {-1, -2, -3, -4});
  auto strategy = createDropResultsStrategy();
  // Output 1 fails. After keeping it alone, the argument and the constant
  // go in one variant, the abs staying.
  Verdict failing;
  failing.kind = VerdictKind::Corruption;
  failing.outputs.resize(4);
  for (unsigned i = 0; i < 4; ++i)
    failing.outputs[i].index = i;
  failing.outputs[1].kind = VerdictKind::Corruption;
  std::vector<Variant> v =
      proposeBuilt(*strategy, *context, candidateOf(text, {a, b}), failing);
  ASSERT_GE(v.size(), 2u);
  EXPECT_TRUE(contains(v[0].change, "kept only result 1")) << v[0].change;
  EXPECT_TRUE(contains(v[1].change, "nothing computes")) << v[1].change;
  Parsed p = parse(*context, v[1].candidate.moduleText);
  ASSERT_TRUE(p.entry);
  EXPECT_EQ(p.entry.getNumResults(), 2u);
  EXPECT_EQ(opNames(p.entry),
            (std::vector<std::string>{"tosa.exp", "tosa.abs"}));
  EXPECT_TRUE(inputsMatch(p.entry, v[1].candidate.inputs));

  // When the failing output is itself an argument, it stays.
  failing.outputs[1].kind = VerdictKind::Pass;
  failing.outputs[0].kind = VerdictKind::Corruption;
  for (const Variant &variant :
       proposeBuilt(*strategy, *context, candidateOf(text, {a, b}), failing))
    if (contains(variant.change, "nothing computes")) {
      Parsed q = parse(*context, variant.candidate.moduleText);
      ASSERT_TRUE(q.entry);
      EXPECT_EQ(q.entry.getNumResults(), 3u);
    }
}

const char *kChain = R"(
func.func @main(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = tosa.exp %a : (tensor<4xf32>) -> tensor<4xf32>
  %1 = tosa.abs %0 : (tensor<4xf32>) -> tensor<4xf32>
  %2 = tosa.add %1, %b : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %3 = tosa.floor %2 : (tensor<4xf32>) -> tensor<4xf32>
  return %3 : tensor<4xf32>
}
)";

TEST_F(StrategyTest, RemoveOpsFollowsDdminChunks) {
  Tensor a = f32({4}, {0.5, -1, 2, 0}), b = f32({4}, {0.25, 3, -7.5, 1});
  Candidate c = candidateOf(kChain, {a, b});
  auto strategy = createRemoveOpsStrategy();
  std::vector<Variant> v = proposeBuilt(*strategy, *context, c, none);
  auto chunks = ddminChunks(4);
  ASSERT_EQ(v.size(), chunks.size()); // 4, 2+2, 1+1+1+1
  for (size_t i = 0; i < v.size(); ++i) {
    Parsed p = parse(*context, v[i].candidate.moduleText);
    ASSERT_TRUE(p.entry) << i;
    EXPECT_TRUE(inputsMatch(p.entry, v[i].candidate.inputs)) << i;
    // The ops after the chunk stay; those before it fed only the chunk.
    EXPECT_EQ(opNames(p.entry).size(), 4 - chunks[i].second) << i;
  }

  // The reference values the removed ops computed become the inputs.
  auto workload = Workload::parse(*context, kChain, "chain.mlir", "main");
  ASSERT_TRUE(mlir::succeeded(workload));
  auto program = SourceProgram::evaluate(*workload, c.inputs);
  ASSERT_TRUE(mlir::succeeded(program));

  // Everything removed: the value of the floor is returned as it comes.
  {
    Parsed p = parse(*context, v[0].candidate.moduleText);
    ASSERT_TRUE(p.entry);
    EXPECT_TRUE(opNames(p.entry).empty());
    ASSERT_EQ(v[0].candidate.inputs.size(), 1u);
    EXPECT_EQ(valuesOf(v[0].candidate.inputs[0]),
              valuesOf(program->value(ValueSite{3, 0})));
  }

  // Only the exp (chunk [0, 1)): %a dies, a new argument carries exp(a).
  ASSERT_EQ(chunks[3], std::make_pair(size_t(0), size_t(1)));
  const Candidate &noExp = v[3].candidate;
  Parsed p = parse(*context, noExp.moduleText);
  ASSERT_TRUE(p.entry);
  EXPECT_EQ(opNames(p.entry),
            (std::vector<std::string>{"tosa.abs", "tosa.add", "tosa.floor"}));
  ASSERT_EQ(noExp.inputs.size(), 2u);
  EXPECT_TRUE(sameTensor(noExp.inputs[0], b));
  // As f32 values: what the compiled exp hands on is rounded to f32.
  std::vector<double> expA = valuesOf(program->value(ValueSite{0, 0}));
  for (double &x : expA)
    x = ElementType{ElementKind::F32}.roundToType(x);
  EXPECT_EQ(valuesOf(noExp.inputs[1]), expA);
  for (int64_t i = 0; i < 4; ++i) {
    EXPECT_NEAR(noExp.inputs[1].floatAt(i), std::exp(a.floatAt(i)),
                1e-6 * std::exp(a.floatAt(i)));
    // An argument carries exact data, not the reference's error bound.
    EXPECT_EQ(noExp.inputs[1].errAt(i), 0.0);
  }
  // The new argument feeds the abs: the values downstream are unchanged.
  mlir::Operation *abs = entryOps(p.entry)[0];
  EXPECT_EQ(abs->getOperand(0), p.entry.getArgument(1));
  EXPECT_TRUE(contains(v[3].change, "tosa.exp")) << v[3].change;

  // The program with the argument computes what the original did.
  auto reduced = Workload::parse(*context, noExp.moduleText, "v.mlir", "main");
  ASSERT_TRUE(mlir::succeeded(reduced));
  auto again = SourceProgram::evaluate(*reduced, noExp.inputs);
  ASSERT_TRUE(mlir::succeeded(again));
  EXPECT_EQ(valuesOf(again->value(ValueSite{2, 0})),
            valuesOf(program->value(ValueSite{3, 0})));
}

TEST(ChunksTest, GoOnWhereTheKeptChunkWas) {
  // Chunks of 2 from position 4, then single elements from the start.
  std::vector<std::pair<size_t, size_t>> chunks = ddminChunks(8, 2, 4);
  ASSERT_EQ(chunks.size(), 2u + 8u);
  EXPECT_EQ(chunks[0], std::make_pair(size_t(4), size_t(6)));
  EXPECT_EQ(chunks[1], std::make_pair(size_t(6), size_t(8)));
  EXPECT_EQ(chunks[2], std::make_pair(size_t(0), size_t(1)));

  ChunkMemory memory;
  std::vector<std::string> keys{"op0", "op1", "op5", "op6"};
  EXPECT_EQ(memory.from(keys), 0u); // nothing kept yet
  memory.kept(2, "op5");
  EXPECT_EQ(memory.largest(), 2u);
  EXPECT_EQ(memory.from(keys), 2u); // found by key, not by position
  memory.kept(2, "op9");
  EXPECT_EQ(memory.from(keys), 0u); // gone: start over at this size
  memory.kept(1, "");
  EXPECT_EQ(memory.from(keys), keys.size()); // the kept chunk was the last
  EXPECT_TRUE(memory.chunks(keys).empty());  // nothing after it this round
  // The next round starts at the start of the list, at the size that last
  // worked; after a round that kept nothing, at single elements; a new
  // reduction (round 1) from the whole list.
  memory.restart(2);
  EXPECT_EQ(memory.largest(), 1u);
  EXPECT_EQ(memory.from(keys), 0u);
  memory.kept(2, "op6");
  memory.restart(3);
  EXPECT_EQ(memory.largest(), 2u);
  EXPECT_EQ(memory.from(keys), 0u);
  memory.restart(4);
  EXPECT_EQ(memory.largest(), 1u);
  EXPECT_EQ(memory.chunks(keys).front().range,
            std::make_pair(size_t(0), size_t(1)));
  memory.restart(1);
  EXPECT_EQ(memory.largest(), 0u);
  EXPECT_EQ(memory.from(keys), 0u);
}

std::vector<std::pair<size_t, size_t>>
rangesOf(const std::vector<Chunk> &chunks) {
  std::vector<std::pair<size_t, size_t>> ranges;
  for (const Chunk &chunk : chunks)
    ranges.push_back(chunk.range);
  return ranges;
}

TEST(ChunksTest, ChunksGoOnFromTheKeptChunkAtItsSize) {
  std::vector<std::string> keys{"r0", "r1", "r2", "r3", "r4", "r5", "r6"};
  ChunkMemory memory;
  EXPECT_EQ(rangesOf(memory.chunks(keys)), ddminChunks(keys.size()));
  memory.kept(2, "r3");
  EXPECT_EQ(rangesOf(memory.chunks(keys)), ddminChunks(7, 2, 3));
  memory.kept(1, "r6");
  EXPECT_EQ(rangesOf(memory.chunks(keys)), ddminChunks(7, 1, 6));
}

TEST(ChunksTest, ARoundStartsAtTheElementsAddedSinceTheLastOne) {
  std::vector<std::string> keys{"r0", "r1", "r2"};
  ChunkMemory memory;
  memory.restart(1);
  ASSERT_EQ(memory.chunks(keys).front().level, 3u); // the whole list
  memory.kept(1, "r2");
  // The list did not grow: single elements, as the last kept chunk was.
  memory.restart(2);
  EXPECT_EQ(memory.chunks(keys).front().level, 1u);
  // Another strategy added six results in between: chunks of six first.
  for (int i = 3; i < 9; ++i)
    keys.push_back("r" + std::to_string(i));
  memory.restart(3);
  std::vector<Chunk> grown = memory.chunks(keys);
  EXPECT_EQ(grown.front().level, 6u);
  EXPECT_EQ(grown.front().range, std::make_pair(size_t(0), size_t(6)));
  // Only at the start of a round: within it, the kept size rules.
  memory.kept(1, "r4");
  EXPECT_EQ(memory.chunks(keys).front().level, 1u);
}

TEST(ChunksTest, AChunkCutShortByTheEndKeepsItsLevel) {
  // Eleven elements in chunks of 5: the third is [10, 11), one element.
  std::vector<Chunk> chunks = ddminLevels(11, 5);
  ASSERT_EQ(chunks[2].range, std::make_pair(size_t(10), size_t(11)));
  EXPECT_EQ(chunks[2].level, 5u);
  EXPECT_EQ(chunks[3].range, std::make_pair(size_t(0), size_t(2)));
  EXPECT_EQ(chunks[3].level, 2u);

  // Keeping that last chunk goes on at the levels below 5, from the start:
  // chunks of 2 are still to come, not only single elements.
  std::vector<std::string> keys;
  for (int i = 0; i < 10; ++i)
    keys.push_back("e" + std::to_string(i));
  ChunkMemory memory;
  memory.kept(chunks[2].level, "");
  std::vector<Chunk> next = memory.chunks(keys);
  ASSERT_FALSE(next.empty());
  EXPECT_EQ(next.front().range, std::make_pair(size_t(0), size_t(2)));
  EXPECT_EQ(next.front().level, 2u);
}

// Eight independent ops, each returned: any chunk can go on its own.
const char *kEightIndependent = R"(
func.func @main(%a: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %0 = tosa.exp %a : (tensor<4xf32>) -> tensor<4xf32>
  %1 = tosa.abs %a : (tensor<4xf32>) -> tensor<4xf32>
  %2 = tosa.floor %a : (tensor<4xf32>) -> tensor<4xf32>
  %3 = tosa.ceil %a : (tensor<4xf32>) -> tensor<4xf32>
  %4 = tosa.cos %a : (tensor<4xf32>) -> tensor<4xf32>
  %5 = tosa.sigmoid %a : (tensor<4xf32>) -> tensor<4xf32>
  %6 = tosa.tanh %a : (tensor<4xf32>) -> tensor<4xf32>
  %7 = tosa.sin %a : (tensor<4xf32>) -> tensor<4xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}
)";

TEST_F(StrategyTest, RemoveOpsGoesOnAfterTheKeptChunk) {
  // The candidate carries op identities, as every real one does.
  auto workload =
      Workload::parse(*context, kEightIndependent, "eight.mlir", "main");
  ASSERT_TRUE(mlir::succeeded(workload));
  Candidate c = candidateOf(workload->text(), {f32({4}, {0.5, -1, 2, 0.25})});
  auto strategy = createRemoveOpsStrategy();
  std::vector<Variant> v = proposeBuilt(*strategy, *context, c, none);
  ASSERT_EQ(v.size(), ddminChunks(8).size()); // 1 + 2 + 4 + 8
  // Chunk [2, 4) of size 2 (floor, ceil) was kept.
  const Variant &kept = v[1 + 2 + 1];
  ASSERT_EQ(kept.granularity, 2u);
  ASSERT_TRUE(contains(kept.change, "tosa.floor")) << kept.change;
  strategy->kept(kept);

  // Next: chunks of 2 from the op after it (cos, sigmoid), then single
  // ops; [exp, abs] was just found needed and is not tried again.
  std::vector<Variant> next =
      proposeBuilt(*strategy, *context, kept.candidate, none);
  ASSERT_EQ(next.size(), 2u + 6u);
  EXPECT_TRUE(contains(next[0].change, "replaced 2 ops")) << next[0].change;
  EXPECT_TRUE(contains(next[0].change, "tosa.cos")) << next[0].change;
  EXPECT_TRUE(contains(next[1].change, "tosa.tanh")) << next[1].change;
  EXPECT_TRUE(
      contains(next[2].change, "replaced 1 ops by arguments (tosa.exp)"))
      << next[2].change;

  // The next round starts over at chunks of the size kept last (the list is
  // near-minimal by then), a new reduction from the whole list.
  strategy->restart(2);
  std::vector<Variant> round2 =
      proposeBuilt(*strategy, *context, kept.candidate, none);
  ASSERT_EQ(round2.size(), 3u + 6u);
  EXPECT_EQ(round2[0].granularity, 2u); // [exp, abs], not all six
  EXPECT_TRUE(
      contains(round2[0].change, "replaced 2 ops by arguments (tosa.exp"))
      << round2[0].change;
  strategy->restart(1);
  std::vector<Variant> fresh =
      proposeBuilt(*strategy, *context, kept.candidate, none);
  EXPECT_EQ(fresh.size(), ddminChunks(6).size());
  EXPECT_EQ(fresh[0].granularity, 6u);
}

TEST_F(StrategyTest, RemoveOpKindsRemovesEachRepeatedKindAtOnce) {
  const char *text = R"(
func.func @main(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = tosa.exp %a : (tensor<4xf32>) -> tensor<4xf32>
  %1 = tosa.add %0, %b : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %2 = tosa.exp %1 : (tensor<4xf32>) -> tensor<4xf32>
  %3 = tosa.add %2, %b : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %4 = tosa.abs %3 : (tensor<4xf32>) -> tensor<4xf32>
  %5 = tosa.add %4, %a : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %5 : tensor<4xf32>
}
)";
  Tensor a = f32({4}, {0.5, -1, 2, 0}), b = f32({4}, {0.25, 3, -7.5, 1});
  Candidate c = candidateOf(text, {a, b});
  auto strategy = createRemoveOpKindsStrategy();
  EXPECT_EQ(strategy->name(), "remove-op-kinds");
  // The three adds first, then the two exps; the single abs is remove-ops'.
  std::vector<Variant> v = proposeBuilt(*strategy, *context, c, none);
  ASSERT_EQ(v.size(), 2u);
  EXPECT_EQ(v[0].change, "replaced all 3 tosa.add by arguments");
  EXPECT_EQ(v[1].change, "replaced all 2 tosa.exp by arguments");
  for (const Variant &x : v) {
    Parsed p = parse(*context, x.candidate.moduleText);
    ASSERT_TRUE(p.entry) << x.change;
    EXPECT_TRUE(inputsMatch(p.entry, x.candidate.inputs)) << x.change;
  }
  // Without the adds, the returned value is an argument: nothing is left.
  Parsed noAdds = parse(*context, v[0].candidate.moduleText);
  EXPECT_TRUE(opNames(noAdds.entry).empty());
  // Without the exps, the second exp's argument carries what it computed;
  // the first add fed only that exp and dies with it.
  Parsed noExps = parse(*context, v[1].candidate.moduleText);
  EXPECT_EQ(opNames(noExps.entry),
            (std::vector<std::string>{"tosa.add", "tosa.abs", "tosa.add"}));

  // The exps went, so the adds (tried before) are needed: not again until
  // the next round.
  strategy->kept(v[1]);
  EXPECT_TRUE(proposeBuilt(*strategy, *context, v[1].candidate, none).empty());
  strategy->restart(2);
  std::vector<Variant> again =
      proposeBuilt(*strategy, *context, v[1].candidate, none);
  ASSERT_EQ(again.size(), 1u);
  EXPECT_EQ(again[0].change, "replaced all 2 tosa.add by arguments");
}

TEST_F(StrategyTest, CutOpKindsKeepsWhatFedTheCutOps) {
  // Three exps, strung together by two adds: a pass that fails at its third
  // exp needs all three, and removing the adds takes the first two along.
  const char *text = R"(
func.func @main(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = tosa.exp %a : (tensor<4xf32>) -> tensor<4xf32>
  %1 = tosa.exp %b : (tensor<4xf32>) -> tensor<4xf32>
  %2 = tosa.add %0, %1 : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %3 = tosa.exp %2 : (tensor<4xf32>) -> tensor<4xf32>
  %4 = tosa.add %3, %a : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %4 : tensor<4xf32>
}
)";
  Tensor a = f32({4}, {0.5, -1, 2, 0}), b = f32({4}, {0.25, 3, -7.5, 1});
  Candidate c = candidateOf(text, {a, b});
  // Kinds with the most ops first: the exps, then the adds.
  std::vector<Variant> removed =
      proposeBuilt(*createRemoveOpKindsStrategy(), *context, c, none);
  ASSERT_EQ(removed.size(), 2u);
  EXPECT_EQ(removed[1].change, "replaced all 2 tosa.add by arguments");
  EXPECT_TRUE(
      opNames(parse(*context, removed[1].candidate.moduleText).entry).empty());

  auto strategy = createCutOpKindsStrategy();
  EXPECT_EQ(strategy->name(), "cut-op-kinds");
  std::vector<Variant> cut = proposeBuilt(*strategy, *context, c, none);
  ASSERT_EQ(cut.size(), 2u);
  EXPECT_EQ(cut[0].change,
            "replaced all 3 tosa.exp by arguments, keeping what fed them");
  EXPECT_EQ(cut[1].change,
            "replaced all 2 tosa.add by arguments, keeping what fed them");
  Parsed p = parse(*context, cut[1].candidate.moduleText);
  ASSERT_TRUE(p.entry);
  EXPECT_TRUE(inputsMatch(p.entry, cut[1].candidate.inputs));
  // The exps stay, each returned: the old result (now an argument carrying
  // the last add's value), then the orphans in program order, %0, %1, %3.
  EXPECT_EQ(opNames(p.entry),
            (std::vector<std::string>{"tosa.exp", "tosa.exp", "tosa.exp"}));
  EXPECT_EQ(p.entry.getNumResults(), 4u);
  // That argument carries what the add computed, rounded to f32.
  auto ref = computeReferenceQuietly(*context, cut[1].candidate.moduleText,
                                     "main", cut[1].candidate.inputs);
  auto before = computeReferenceQuietly(*context, text, "main", {a, b});
  ASSERT_TRUE(succeeded(ref) && succeeded(before));
  for (int64_t i = 0; i < 4; ++i)
    EXPECT_EQ(ref->outputs[0].get(i).f,
              double(float(before->outputs[0].get(i).f)))
        << i;
}

TEST_F(StrategyTest, OpKindsGoAllButTheSignaturesAtOnceWhileTheyGoEasily) {
  // Two kinds besides the signature's tosa.sub: both at once goes first,
  // then each kind, most numerous first; the subs are never proposed.
  const char *text = R"(
func.func @main(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = tosa.exp %a : (tensor<4xf32>) -> tensor<4xf32>
  %1 = tosa.exp %b : (tensor<4xf32>) -> tensor<4xf32>
  %2 = tosa.exp %0 : (tensor<4xf32>) -> tensor<4xf32>
  %3 = tosa.sub %1, %2 : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %4 = tosa.sub %3, %a : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %5 = tosa.add %4, %b : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %6 = tosa.add %5, %0 : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %6 : tensor<4xf32>
}
)";
  Tensor a = f32({4}, {0.5, -1, 2, 0}), b = f32({4}, {0.25, 3, -7.5, 1});
  Candidate c = candidateOf(text, {a, b});
  FailureToKeep failure(none, swapSignature());
  auto strategy = createCutOpKindsStrategy();
  strategy->restart(1);
  std::vector<Variant> v = proposeBuilt(*strategy, *context, c, failure);
  ASSERT_EQ(v.size(), 3u);
  EXPECT_EQ(v[0].change, "replaced every op but the tosa.sub by arguments, "
                         "keeping what fed them");
  EXPECT_EQ(opNames(parse(*context, v[0].candidate.moduleText).entry),
            (std::vector<std::string>{"tosa.sub", "tosa.sub"}));
  EXPECT_EQ(v[1].change,
            "replaced all 3 tosa.exp by arguments, keeping what fed them");
  EXPECT_EQ(v[2].change,
            "replaced all 2 tosa.add by arguments, keeping what fed them");
  // Without an op kind to spare, kinds go one at a time only, the subs too.
  std::vector<Variant> any = proposeBuilt(*strategy, *context, c, none);
  ASSERT_EQ(any.size(), 3u);
  EXPECT_EQ(any[2].change,
            "replaced all 2 tosa.sub by arguments, keeping what fed them");

  // The first kind proposed was kept: all at once is tried again.
  strategy->propose(*context, c, failure);
  strategy->kept(v[1]);
  EXPECT_EQ(proposeBuilt(*strategy, *context, c, failure).front().change,
            v[0].change);
  // A later kind was kept, so the first is needed: one kind at a time, and
  // not the needed one.
  strategy->kept(v[2]);
  std::vector<Variant> w = proposeBuilt(*strategy, *context, c, failure);
  ASSERT_EQ(w.size(), 1u);
  EXPECT_EQ(w[0].change, v[2].change);
  // A new round starts over with all at once.
  strategy->restart(2);
  EXPECT_EQ(proposeBuilt(*strategy, *context, c, failure).front().change,
            v[0].change);
}

TEST_F(StrategyTest, RemoveOpsFeedsValuesRoundedToTheElementType) {
  // The reference computes 1e-30 * 1e-30 = 1e-60 in double; in f32 the
  // product underflows to 0, and that 0 is what the op downstream sees once
  // compiled. The argument standing in for the mul must carry the 0, or the
  // reduced program fails where the original did not (or the reverse).
  const char *text = R"(
func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {
  %s = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.mul %a, %a, %s : (tensor<2xf32>, tensor<2xf32>, tensor<1xi8>) -> tensor<2xf32>
  %1 = tosa.reciprocal %0 : (tensor<2xf32>) -> tensor<2xf32>
  return %1 : tensor<2xf32>
}
)";
  Candidate c = candidateOf(text, {f32({2}, {1e-30, 2})});
  auto strategy = createRemoveOpsStrategy();
  bool sawMulRemoved = false;
  for (const Variant &v : proposeBuilt(*strategy, *context, c, none)) {
    Parsed p = parse(*context, v.candidate.moduleText);
    ASSERT_TRUE(p.entry);
    if (opNames(p.entry) != std::vector<std::string>{"tosa.reciprocal"})
      continue;
    sawMulRemoved = true;
    ASSERT_EQ(v.candidate.inputs.size(), 1u);
    EXPECT_EQ(valuesOf(v.candidate.inputs[0]), (std::vector<double>{0, 4}));
    EXPECT_FALSE(std::signbit(v.candidate.inputs[0].floatAt(0)));
  }
  EXPECT_TRUE(sawMulRemoved);
}

TEST_F(StrategyTest, BypassOpsRoutesTheWidestOperandOn) {
  // A residual x + f(x), x listed first: bypassing the add through f(x)
  // leaves nothing without a use (f(x) reads x); through x it leaves f,
  // which the entry then returns as an extra result.
  const char *text = R"(
func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  %x = tosa.exp %a : (tensor<4xf32>) -> tensor<4xf32>
  %f = tosa.abs %x : (tensor<4xf32>) -> tensor<4xf32>
  %r = tosa.add %x, %f : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
)";
  Tensor a = f32({4}, {1, 2, 3, 4});
  auto strategy = createBypassOpsStrategy();
  std::vector<Variant> v =
      proposeBuilt(*strategy, *context, candidateOf(text, {a}), none);
  // Chunks of the three bypassable ops (the exp through %a) kind by kind
  // [all, abs, add, exp], then the add through its other operand.
  ASSERT_EQ(v.size(), 5u);
  Parsed addOnly = parse(*context, v[2].candidate.moduleText);
  ASSERT_TRUE(addOnly.entry);
  EXPECT_TRUE(contains(v[2].change, "tosa.add")) << v[2].change;
  EXPECT_EQ(opNames(addOnly.entry),
            (std::vector<std::string>{"tosa.exp", "tosa.abs"}));
  EXPECT_EQ(addOnly.entry.getNumResults(), 1u);
  Parsed other = parse(*context, v[4].candidate.moduleText);
  ASSERT_TRUE(other.entry);
  EXPECT_TRUE(contains(v[4].change, "tosa.add")) << v[4].change;
  EXPECT_EQ(opNames(other.entry),
            (std::vector<std::string>{"tosa.exp", "tosa.abs"}));
  EXPECT_EQ(other.entry.getNumResults(), 2u);
}

TEST_F(StrategyTest, BypassOpsChunksOpsKindByKind) {
  // Two adds between two exps: chunks of one kind come before mixed ones,
  // each kind in program order.
  const char *text = R"(
func.func @main(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = tosa.exp %a : (tensor<4xf32>) -> tensor<4xf32>
  %1 = tosa.add %0, %b : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %2 = tosa.exp %1 : (tensor<4xf32>) -> tensor<4xf32>
  %3 = tosa.add %2, %b : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %3 : tensor<4xf32>
}
)";
  Tensor a = f32({4}, {1, 2, 3, 4}), b = f32({4}, {5, 6, 7, 8});
  auto strategy = createBypassOpsStrategy();
  std::vector<Variant> v =
      proposeBuilt(*strategy, *context, candidateOf(text, {a, b}), none);
  // [all four], then halves: the two adds, the two exps.
  ASSERT_GE(v.size(), 3u);
  Parsed adds = parse(*context, v[1].candidate.moduleText);
  ASSERT_TRUE(adds.entry);
  EXPECT_EQ(opNames(adds.entry),
            (std::vector<std::string>{"tosa.exp", "tosa.exp"}));
  Parsed exps = parse(*context, v[2].candidate.moduleText);
  ASSERT_TRUE(exps.entry);
  EXPECT_EQ(opNames(exps.entry),
            (std::vector<std::string>{"tosa.add", "tosa.add"}));
}

TEST_F(StrategyTest, BypassOpsPrefersComputedOperands) {
  // The add's block argument comes first among its operands; the computed
  // one must still be tried first.
  const char *text = R"(
func.func @main(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = tosa.exp %a : (tensor<4xf32>) -> tensor<4xf32>
  %1 = tosa.add %b, %0 : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}
)";
  Tensor a = f32({4}, {1, 2, 3, 4}), b = f32({4}, {5, 6, 7, 8});
  auto strategy = createBypassOpsStrategy();
  std::vector<Variant> v =
      proposeBuilt(*strategy, *context, candidateOf(text, {a, b}), none);
  // Chunks of the two ops kind by kind [both, add, exp], then the add
  // through %b.
  ASSERT_EQ(v.size(), 4u);
  std::vector<std::vector<std::string>> ops;
  for (const Variant &x : v) {
    Parsed p = parse(*context, x.candidate.moduleText);
    ASSERT_TRUE(p.entry) << x.change;
    EXPECT_TRUE(inputsMatch(p.entry, x.candidate.inputs)) << x.change;
    ops.push_back(opNames(p.entry));
  }
  EXPECT_TRUE(ops[0].empty());
  ASSERT_EQ(v[0].candidate.inputs.size(), 1u);
  EXPECT_TRUE(sameTensor(v[0].candidate.inputs[0], a));

  // The add bypassed through its computed operand: exp(a) is returned.
  EXPECT_EQ(ops[1], std::vector<std::string>{"tosa.exp"});
  ASSERT_EQ(v[1].candidate.inputs.size(), 1u);
  EXPECT_TRUE(sameTensor(v[1].candidate.inputs[0], a));
  EXPECT_TRUE(contains(v[1].change, "tosa.add")) << v[1].change;

  EXPECT_EQ(ops[2], std::vector<std::string>{"tosa.add"});
  EXPECT_EQ(v[2].candidate.inputs.size(), 2u);

  // Then through the argument: %b is returned, and so is the exp it
  // leaves without a use.
  EXPECT_EQ(ops[3], std::vector<std::string>{"tosa.exp"});
  ASSERT_EQ(v[3].candidate.inputs.size(), 2u);
  Parsed last = parse(*context, v[3].candidate.moduleText);
  ASSERT_TRUE(last.entry);
  EXPECT_EQ(last.entry.getNumResults(), 2u);
}

TEST_F(StrategyTest, ReturnIntermediateChangesTheResultType) {
  const char *text = R"(
func.func @main(%a: tensor<4xf32>) -> tensor<1xf32> {
  %0 = tosa.exp %a : (tensor<4xf32>) -> tensor<4xf32>
  %1 = tosa.reduce_sum %0 {axis = 0 : i32} : (tensor<4xf32>) -> tensor<1xf32>
  %2 = tosa.abs %1 : (tensor<1xf32>) -> tensor<1xf32>
  return %2 : tensor<1xf32>
}
)";
  Tensor a = f32({4}, {1, 2, 3, 4});
  auto strategy = createReturnIntermediateStrategy();
  std::vector<Variant> v =
      proposeBuilt(*strategy, *context, candidateOf(text, {a}), none);
  // The exp and the sum; the abs is returned already.
  ASSERT_EQ(v.size(), 2u);
  Parsed first = parse(*context, v[0].candidate.moduleText);
  ASSERT_TRUE(first.entry);
  EXPECT_EQ(resultTypes(first.entry),
            std::vector<std::string>{"tensor<4xf32>"});
  EXPECT_EQ(opNames(first.entry), std::vector<std::string>{"tosa.exp"});
  EXPECT_TRUE(inputsMatch(first.entry, v[0].candidate.inputs));

  Parsed second = parse(*context, v[1].candidate.moduleText);
  ASSERT_TRUE(second.entry);
  EXPECT_EQ(resultTypes(second.entry),
            std::vector<std::string>{"tensor<1xf32>"});
  EXPECT_EQ(opNames(second.entry),
            (std::vector<std::string>{"tosa.exp", "tosa.reduce_sum"}));
  EXPECT_TRUE(contains(v[1].change, "tosa.reduce_sum")) << v[1].change;
}

TEST_F(StrategyTest, ReturnValuesAppendsEachOnceAndKeepsResultAttributes) {
  const char *text = R"(
func.func @main(%a: tensor<4xf32>) -> (tensor<4xf32> {defuse.note = "out"}) {
  %x = tosa.exp %a : (tensor<4xf32>) -> tensor<4xf32>
  %y = tosa.abs %x : (tensor<4xf32>) -> tensor<4xf32>
  return %y : tensor<4xf32>
}
)";
  Parsed p = parse(*context, text);
  ASSERT_TRUE(p.entry);
  mlir::Operation *ret = p.entry.getBody().front().getTerminator();
  mlir::Value x = entryOps(p.entry)[0]->getResult(0);
  mlir::Value y = ret->getOperand(0);
  // y is returned already, x twice over: x is appended once.
  EXPECT_TRUE(returnValues(p.entry, {y, x, x}));
  EXPECT_EQ(p.entry.getNumResults(), 2u);
  EXPECT_EQ(ret->getOperand(1), x);
  EXPECT_TRUE(mlir::succeeded(mlir::verify(*p.module)));
  // The result attributes grew with the results.
  EXPECT_TRUE(p.entry.getResultAttr(0, "defuse.note"));
  EXPECT_FALSE(p.entry.getResultAttr(1, "defuse.note"));
  // Nothing new to return.
  EXPECT_FALSE(returnValues(p.entry, {x, y}));
  EXPECT_EQ(p.entry.getNumResults(), 2u);
}

TEST_F(StrategyTest, DropArgumentsErasesOnlyUnusedOnes) {
  const char *text = R"(
func.func @main(%a: tensor<4xf32>, %b: tensor<2xf32>, %c: tensor<4xf32>) -> tensor<4xf32> {
  %0 = tosa.add %a, %c : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
)";
  Tensor a = f32({4}, {1, 2, 3, 4}), b = f32({2}, {9, 9}),
         c = f32({4}, {5, 6, 7, 8});
  auto strategy = createDropArgumentsStrategy();
  std::vector<Variant> v =
      proposeBuilt(*strategy, *context, candidateOf(text, {a, b, c}), none);
  ASSERT_EQ(v.size(), 1u);
  Parsed p = parse(*context, v[0].candidate.moduleText);
  ASSERT_TRUE(p.entry);
  EXPECT_EQ(argTypes(p.entry),
            (std::vector<std::string>{"tensor<4xf32>", "tensor<4xf32>"}));
  ASSERT_EQ(v[0].candidate.inputs.size(), 2u);
  EXPECT_TRUE(sameTensor(v[0].candidate.inputs[0], a));
  EXPECT_TRUE(sameTensor(v[0].candidate.inputs[1], c));
  EXPECT_TRUE(contains(v[0].change, "1 unused")) << v[0].change;

  // Nothing unused: nothing to propose.
  EXPECT_TRUE(proposeBuilt(*strategy, *context, v[0].candidate, none).empty());
}

TEST_F(StrategyTest, DropPassesKeepsTheCulpritIndexRight) {
  Candidate c = candidateOf(kSubExp, {});
  c.passes = {"func.func(tosa-to-linalg)",
              "canonicalize",
              "linalg-fuse-elementwise-ops",
              "func.func(defuse-fault-swap-operands)",
              "cse",
              "symbol-dce"};
  c.culprit = 3;
  auto strategy = createDropPassesStrategy();
  std::vector<Variant> v = proposeBuilt(*strategy, *context, c, none);
  // Everything after the culprit first, then ddmin over the five others.
  ASSERT_EQ(v.size(), 1 + ddminChunks(5).size());
  EXPECT_EQ(v[0].candidate.passes,
            (std::vector<std::string>{c.passes.begin(), c.passes.begin() + 4}));
  EXPECT_EQ(v[0].candidate.culprit, 3u);
  // All five others at once.
  EXPECT_EQ(v[1].candidate.passes,
            std::vector<std::string>{"func.func(defuse-fault-swap-operands)"});
  EXPECT_EQ(v[1].candidate.culprit, 0u);
  for (const Variant &x : v) {
    const Candidate &d = x.candidate;
    EXPECT_LT(d.passes.size(), c.passes.size()) << x.change;
    ASSERT_LT(d.culprit, d.passes.size()) << x.change;
    EXPECT_EQ(d.passes[d.culprit], c.passes[3]) << x.change;
    EXPECT_TRUE(std::is_sorted(d.passes.begin(), d.passes.end(),
                               [&](const std::string &l, const std::string &r) {
                                 return indexOfPass(c.passes, passName(l)) <
                                        indexOfPass(c.passes, passName(r));
                               }))
        << x.change;
  }
  // A single pass before the culprit dropped: the culprit moves down one.
  auto single = std::find_if(v.begin(), v.end(), [](const Variant &x) {
    return x.change == "dropped pass canonicalize";
  });
  ASSERT_NE(single, v.end());
  EXPECT_EQ(single->candidate.culprit, 2u);
  EXPECT_EQ(single->candidate.passes.size(), 5u);
  // One after it: the culprit stays.
  auto after = std::find_if(v.begin(), v.end(), [](const Variant &x) {
    return x.change == "dropped pass symbol-dce";
  });
  ASSERT_NE(after, v.end());
  EXPECT_EQ(after->candidate.culprit, 3u);

  // Without a culprit, every pass may go and none is special.
  Candidate free = c;
  free.passes.resize(3);
  free.culprit = Candidate::kNoCulprit;
  std::vector<Variant> w = proposeBuilt(*strategy, *context, free, none);
  ASSERT_EQ(w.size(), ddminChunks(3).size());
  EXPECT_TRUE(w[0].candidate.passes.empty());
  for (const Variant &x : w)
    EXPECT_EQ(x.candidate.culprit, Candidate::kNoCulprit) << x.change;
}

TEST_F(StrategyTest, SimplifyConstantsSplatsThenZeros) {
  const char *text = R"(
func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  %c = "tosa.const"() <{values = dense<[1.5, 2.0, 3.0, 4.0]> : tensor<4xf32>}> : () -> tensor<4xf32>
  %z = "tosa.const"() <{values = dense<0.0> : tensor<4xf32>}> : () -> tensor<4xf32>
  %s = "tosa.const"() <{values = dense<2.5> : tensor<4xf32>}> : () -> tensor<4xf32>
  %0 = tosa.add %a, %c : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %1 = tosa.add %0, %z : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %2 = tosa.add %1, %s : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %2 : tensor<4xf32>
}
)";
  auto strategy = createSimplifyConstantsStrategy();
  std::vector<Variant> v = proposeBuilt(
      *strategy, *context, candidateOf(text, {f32({4}, {1, 2, 3, 4})}), none);
  // The non-splat: splat of 1.5, zeros; the zero splat: nothing; the 2.5
  // splat: zeros.
  ASSERT_EQ(v.size(), 3u);
  // The payloads of the three constants, as splat values (NaN: not splat).
  auto splats = [&](const Variant &x) {
    Parsed p = parse(*context, x.candidate.moduleText);
    std::vector<double> out;
    EXPECT_TRUE(p.entry) << x.change;
    if (!p.entry)
      return out;
    std::vector<mlir::Operation *> ops = entryOps(p.entry);
    for (size_t i = 0; i < 3; ++i) {
      auto dense =
          mlir::cast<mlir::DenseElementsAttr>(ops[i]->getAttr("values"));
      out.push_back(dense.isSplat()
                        ? dense.getSplatValue<llvm::APFloat>().convertToDouble()
                        : NAN);
    }
    return out;
  };
  std::vector<double> first = splats(v[0]), second = splats(v[1]),
                      third = splats(v[2]);
  ASSERT_EQ(first.size(), 3u);
  ASSERT_EQ(second.size(), 3u);
  ASSERT_EQ(third.size(), 3u);
  EXPECT_EQ(first, (std::vector<double>{1.5, 0.0, 2.5}));
  EXPECT_EQ(second, (std::vector<double>{0.0, 0.0, 2.5}));
  EXPECT_TRUE(std::isnan(third[0]));
  EXPECT_EQ(third[1], 0.0);
  EXPECT_EQ(third[2], 0.0);
  EXPECT_TRUE(contains(v[0].change, "splat")) << v[0].change;
  EXPECT_TRUE(contains(v[1].change, "zeros")) << v[1].change;
}

// Weights as exporters write them: dense_resource blobs, which simplify to
// splats as dense constants do (torch-mlir's weights-as-constants import).
TEST_F(StrategyTest, SimplifyConstantsSplatsResourceBlobs) {
  const char *text = R"(
func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  %c = arith.constant dense_resource<weights> : tensor<4xf32>
  %0 = arith.addf %a, %c : tensor<4xf32>
  return %0 : tensor<4xf32>
}
{-# dialect_resources: { builtin: { weights: "0x040000000000C03F000000400000404000008040" } } #-}
)";
  auto strategy = createSimplifyConstantsStrategy();
  std::vector<Variant> v = proposeBuilt(
      *strategy, *context, candidateOf(text, {f32({4}, {1, 2, 3, 4})}), none);
  ASSERT_EQ(v.size(), 2u);
  std::vector<double> splat;
  for (const Variant &x : v) {
    Parsed p = parse(*context, x.candidate.moduleText);
    ASSERT_TRUE(p.entry) << x.change;
    auto dense = mlir::dyn_cast<mlir::DenseElementsAttr>(
        entryOps(p.entry)[0]->getAttr("value"));
    ASSERT_TRUE(dense && dense.isSplat()) << x.change;
    splat.push_back(dense.getSplatValue<llvm::APFloat>().convertToDouble());
  }
  EXPECT_EQ(splat, (std::vector<double>{1.5, 0.0}));
  EXPECT_TRUE(contains(v[0].change, "splat of its first element"))
      << v[0].change;
}

// A reshape whose shape constant spells the sizes too; its type,
// tensor<2xindex>, spells the rank 2, which must not shrink with size 2.
const char *kReshape = R"(
func.func @main(%a: tensor<8x2xf32>) -> tensor<2x8xf32> {
  %s = tosa.const_shape {values = dense<[2, 8]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.exp %a : (tensor<8x2xf32>) -> tensor<8x2xf32>
  %1 = tosa.reshape %0, %s : (tensor<8x2xf32>, !tosa.shape<2>) -> tensor<2x8xf32>
  return %1 : tensor<2x8xf32>
}
)";

TEST_F(StrategyTest, ShrinkShapesRewritesEverySizeConsistently) {
  std::vector<double> ramp;
  for (int i = 0; i < 16; ++i)
    ramp.push_back(i);
  Candidate c = candidateOf(kReshape, {f32({8, 2}, ramp)});
  auto strategy = createShrinkShapesStrategy();
  std::vector<Variant> v = proposeBuilt(*strategy, *context, c, none);
  // 8 -> 1, 2, 4; then 2 -> 1 (once).
  ASSERT_EQ(v.size(), 4u);
  struct Expect {
    std::string arg, result, shape;
    std::vector<int64_t> inputShape;
    std::vector<double> input;
  };
  std::vector<Expect> expect{
      {"tensor<1x2xf32>", "tensor<2x1xf32>", "[2, 1]", {1, 2}, {0, 1}},
      {"tensor<2x2xf32>", "tensor<2x2xf32>", "[2, 2]", {2, 2}, {0, 1, 2, 3}},
      {"tensor<4x2xf32>",
       "tensor<2x4xf32>",
       "[2, 4]",
       {4, 2},
       {0, 1, 2, 3, 4, 5, 6, 7}},
      {"tensor<8x1xf32>",
       "tensor<1x8xf32>",
       "[1, 8]",
       {8, 1},
       {0, 2, 4, 6, 8, 10, 12, 14}},
  };
  for (size_t i = 0; i < v.size(); ++i) {
    const Candidate &d = v[i].candidate;
    Parsed p = parse(*context, d.moduleText);
    ASSERT_TRUE(p.entry) << v[i].change;
    EXPECT_EQ(argTypes(p.entry), std::vector<std::string>{expect[i].arg})
        << v[i].change;
    EXPECT_EQ(resultTypes(p.entry), std::vector<std::string>{expect[i].result})
        << v[i].change;
    // The exp follows the argument; the shape constant follows the result.
    mlir::Operation *exp = entryOps(p.entry)[1];
    EXPECT_EQ(typeString(exp->getResult(0).getType()), expect[i].arg);
    EXPECT_TRUE(contains(d.moduleText,
                         "dense<" + expect[i].shape + "> : tensor<2xindex>"))
        << d.moduleText;
    EXPECT_FALSE(contains(d.moduleText, "tensor<1xindex>")) << d.moduleText;
    ASSERT_EQ(d.inputs.size(), 1u);
    EXPECT_EQ(d.inputs[0].shape(), expect[i].inputShape) << v[i].change;
    EXPECT_EQ(valuesOf(d.inputs[0]), expect[i].input) << v[i].change;
    EXPECT_TRUE(inputsMatch(p.entry, d.inputs)) << v[i].change;
  }
  EXPECT_EQ(v[0].change, "size 8 -> 1");
  EXPECT_EQ(v[3].change, "size 2 -> 1");
}

TEST_F(StrategyTest, ShrinkShapesDropsSizesThatNoLongerAgree) {
  // 8x2 reshaped to 16: no single size can shrink without breaking the
  // element count of the reshape.
  const char *text = R"(
func.func @main(%a: tensor<8x2xf32>) -> tensor<16xf32> {
  %s = tosa.const_shape {values = dense<16> : tensor<1xindex>} : () -> !tosa.shape<1>
  %0 = tosa.reshape %a, %s : (tensor<8x2xf32>, !tosa.shape<1>) -> tensor<16xf32>
  return %0 : tensor<16xf32>
}
)";
  std::vector<double> ramp(16, 1.0);
  auto strategy = createShrinkShapesStrategy();
  std::vector<Variant> v = proposeBuilt(
      *strategy, *context, candidateOf(text, {f32({8, 2}, ramp)}), none);
  for (const Variant &x : v)
    ADD_FAILURE() << x.change << "\n" << x.candidate.moduleText;
}

TEST_F(StrategyTest, SimplifyInputsLeavesArgumentsOnlyReturned) {
  // %b is only returned: no op reads it, and drop-results takes it away.
  const char *text = R"(
func.func @main(%a: tensor<4xf32>, %b: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %0 = tosa.exp %a : (tensor<4xf32>) -> tensor<4xf32>
  return %0, %b : tensor<4xf32>, tensor<4xf32>
}
)";
  Tensor ones = f32({4}, {1, 1, 1, 1});
  std::vector<Variant> v =
      proposeBuilt(*createSimplifyInputsStrategy(), *context,
                   candidateOf(text, {ones, ones}), none);
  ASSERT_EQ(v.size(), 1u);
  EXPECT_EQ(v[0].change, "argument 0: zeros");
  EXPECT_TRUE(sameTensor(v[0].candidate.inputs[1], ones));
}

TEST_F(StrategyTest, SimplifyInputsProposesOnlySimplerPatterns) {
  auto strategy = createSimplifyInputsStrategy();
  Tensor ones = f32({4}, {1, 1, 1, 1});
  Tensor other = f32({4}, {0.3, -1.7, 2.5, 9.1});
  // All ones: only zeros is simpler, for both arguments at once first.
  std::vector<Variant> v = proposeBuilt(
      *strategy, *context, candidateOf(kSubExp, {ones, ones}), none);
  ASSERT_EQ(v.size(), 3u);
  EXPECT_EQ(v[0].change, "arguments 0..1 (2): zeros");
  EXPECT_EQ(v[0].granularity, 2u);
  for (size_t a = 0; a < 2; ++a)
    EXPECT_EQ(valuesOf(v[0].candidate.inputs[a]),
              (std::vector<double>{0, 0, 0, 0}));
  v.erase(v.begin());
  for (size_t a = 0; a < 2; ++a) {
    EXPECT_EQ(valuesOf(v[a].candidate.inputs[a]),
              (std::vector<double>{0, 0, 0, 0}));
    EXPECT_TRUE(sameTensor(v[a].candidate.inputs[1 - a], ones));
    EXPECT_TRUE(contains(v[a].change, "zeros")) << v[a].change;
    EXPECT_TRUE(contains(v[a].change, "argument " + std::to_string(a)))
        << v[a].change;
  }

  // Zeros: nothing simpler.
  Tensor zeros = f32({4}, {0, 0, 0, 0});
  EXPECT_EQ(proposeBuilt(*strategy, *context,
                         candidateOf(kSubExp, {zeros, zeros}), none)
                .size(),
            0u);

  // A ramp: only zeros and ones, whichever way they come (element 0 or 1
  // everywhere is zeros or ones too).
  Tensor ramp = f32({4}, {0, 1, 2, 3});
  v = proposeBuilt(*strategy, *context, candidateOf(kSubExp, {ramp, zeros}),
                   none);
  ASSERT_GE(v.size(), 2u);
  EXPECT_EQ(valuesOf(v[0].candidate.inputs[0]),
            (std::vector<double>{0, 0, 0, 0}));
  EXPECT_EQ(valuesOf(v[1].candidate.inputs[0]),
            (std::vector<double>{1, 1, 1, 1}));
  for (const Variant &x : v) {
    std::vector<double> in = valuesOf(x.candidate.inputs[0]);
    EXPECT_TRUE(in == std::vector<double>(4, 0.0) ||
                in == std::vector<double>(4, 1.0))
        << x.change;
  }

  // Arbitrary values, with output 0 failing worst at [2]: zeros, ones, the
  // ramp, element 2 everywhere first, then each element everywhere, then
  // rounded.
  Verdict failing;
  failing.kind = VerdictKind::Drift;
  OutputVerdict out;
  out.index = 0;
  out.kind = VerdictKind::Drift;
  out.spec = TensorSpec{ElementType{ElementKind::F32}, {4}};
  out.worst.index = {2};
  failing.outputs.push_back(out);
  v = proposeBuilt(*strategy, *context, candidateOf(kSubExp, {other, zeros}),
                   failing);
  ASSERT_GE(v.size(), 8u);
  EXPECT_EQ(valuesOf(v[0].candidate.inputs[0]),
            (std::vector<double>{0, 0, 0, 0}));
  EXPECT_EQ(valuesOf(v[2].candidate.inputs[0]),
            (std::vector<double>{0, 1, 2, 3}));
  EXPECT_EQ(valuesOf(v[3].candidate.inputs[0]),
            std::vector<double>(4, other.floatAt(2)));
  EXPECT_TRUE(contains(v[3].change, "element 2")) << v[3].change;
  EXPECT_EQ(valuesOf(v.back().candidate.inputs[0]),
            (std::vector<double>{0, -2, 3, 9}));
  EXPECT_TRUE(contains(v.back().change, "rounded")) << v.back().change;
  for (const Variant &x : v)
    EXPECT_TRUE(sameTensor(x.candidate.inputs[1], zeros)) << x.change;
}

//===----------------------------------------------------------------------===//
// 5. The whole reduction
//===----------------------------------------------------------------------===//

// An add before and a mul after the failing sub: neither is needed.
const char *kLonger = R"(
func.func @main(%a: tensor<4xf32>, %b: tensor<4xf32>, %c: tensor<4xf32>) -> tensor<4xf32> {
  %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %s = tosa.add %a, %c : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %d = tosa.sub %s, %b : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %e = tosa.exp %d : (tensor<4xf32>) -> tensor<4xf32>
  %m = tosa.mul %e, %c, %shift : (tensor<4xf32>, tensor<4xf32>, tensor<1xi8>) -> tensor<4xf32>
  return %m : tensor<4xf32>
}
)";

Candidate longer() {
  Candidate c = candidateOf(kLonger, {f32({4}, {1, 2, 3, 4}),
                                      f32({4}, {0.5, 0.25, -1, 2}),
                                      f32({4}, {0.5, 1.5, 2, -0.5})});
  c.passes = split("func.func(tosa-to-linalg),canonicalize,"
                   "linalg-fuse-elementwise-ops,"
                   "func.func(defuse-fault-swap-operands),cse");
  c.culprit = 3;
  return c;
}

TEST_F(StrategyTest, SimplifyPassOptionsTriesDefaultsThenEachOptionThenHalves) {
  Candidate c = longer();
  c.passes[c.culprit] = "func.func(defuse-fault-swap-operands{skip=5 limit=1})";
  auto strategy = createSimplifyPassOptionsStrategy();
  EXPECT_EQ(strategy->name(), "simplify-pass-options");
  EXPECT_TRUE(strategy->revisit());
  std::vector<Variant> v = proposeBuilt(*strategy, *context, c, none);
  ASSERT_EQ(v.size(), 4u);
  std::vector<std::pair<std::string, std::string>> expected = {
      {"ran defuse-fault-swap-operands with its defaults",
       "func.func(defuse-fault-swap-operands)"},
      {"dropped option skip of defuse-fault-swap-operands",
       "func.func(defuse-fault-swap-operands{limit=1})"},
      {"dropped option limit of defuse-fault-swap-operands",
       "func.func(defuse-fault-swap-operands{skip=5})"},
      {"halved defuse-fault-swap-operands's skip to 2",
       "func.func(defuse-fault-swap-operands{skip=2 limit=1})"}};
  for (size_t i = 0; i < v.size(); ++i) {
    EXPECT_EQ(v[i].change, expected[i].first);
    EXPECT_EQ(v[i].candidate.passes[c.culprit], expected[i].second);
    EXPECT_EQ(v[i].candidate.culprit, c.culprit);
    EXPECT_EQ(v[i].candidate.moduleText, c.moduleText);
  }
  // Passes without options offer nothing.
  EXPECT_TRUE(proposeBuilt(*strategy, *context, longer(), none).empty());
}

/// Proposes nothing, asks to be revisited, and records the size of the
/// program each time the driver asks it, by round.
class RecordingRevisit : public ReductionStrategy {
public:
  llvm::StringRef name() const override { return "recording-revisit"; }
  bool revisit() const override { return true; }
  void restart(unsigned r) override { round = r; }
  std::vector<Variant> propose(mlir::MLIRContext &context,
                               const Candidate &current,
                               const FailureToKeep &) override {
    asked.push_back({round, countEntryOps(context, current)});
    return {};
  }
  unsigned round = 0;
  std::vector<std::pair<unsigned, int>> asked;
};

TEST_F(ReducerTest, RevisitsAStrategyEachTimeTheProgramHalves) {
  std::vector<std::unique_ptr<ReductionStrategy>> strategies;
  auto recording = std::make_unique<RecordingRevisit>();
  RecordingRevisit &recorded = *recording;
  strategies.push_back(std::move(recording));
  strategies.push_back(createBypassOpsStrategy());
  strategies.push_back(createRemoveOpsStrategy());
  auto result = reduceCandidate(*context, probes, longer(), swapSignature(),
                                strategies, {});
  ASSERT_TRUE(mlir::succeeded(result));
  ASSERT_LE(result->opsAfter * 2, 5u) << "the removals halve the program";
  // Asked first at 5 ops, and again within round 1 once the removals had
  // halved it; a round that changes nothing asks once.
  ASSERT_GE(recorded.asked.size(), 3u);
  EXPECT_EQ(recorded.asked[0], (std::pair<unsigned, int>{1, 5}));
  EXPECT_EQ(recorded.asked[1].first, 1u);
  EXPECT_LE(recorded.asked[1].second * 2, 5);
  EXPECT_EQ(recorded.asked.back().first, result->rounds);
  EXPECT_EQ(std::count_if(recorded.asked.begin(), recorded.asked.end(),
                          [&](auto &a) { return a.first == result->rounds; }),
            1);
}

TEST_F(ReducerTest, ReducesToFewerOpsAndPassesKeepingTheSignature) {
  Candidate start = longer();
  ASSERT_EQ(start.passes.size(), 5u);
  ASSERT_EQ(passName(start.passes[start.culprit]), kSwap);
  auto strategies = createAllStrategies();
  ASSERT_EQ(strategies.size(), 12u);
  std::vector<std::string> progress;
  ReducerOptions options;
  options.progress = [&](const std::string &line) { progress.push_back(line); };
  auto started = std::chrono::steady_clock::now();
  auto result = reduceCandidate(*context, probes, start, swapSignature(),
                                strategies, options);
  double elapsed =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - started)
          .count();
  ASSERT_TRUE(mlir::succeeded(result));
  const Candidate &reduced = result->reduced;

  int before = countEntryOps(*context, start);
  EXPECT_EQ(before, 5);
  EXPECT_EQ(static_cast<int>(result->opsAfter),
            countEntryOps(*context, reduced));
  EXPECT_LT(static_cast<int>(result->opsAfter), before);
  EXPECT_LT(reduced.passes.size(), start.passes.size());
  // Passes that cannot matter are gone: cse after the culprit, canonicalize.
  for (const std::string &p : reduced.passes) {
    EXPECT_NE(p, "cse");
    EXPECT_NE(p, "canonicalize");
  }
  ASSERT_LT(reduced.culprit, reduced.passes.size());
  EXPECT_EQ(passName(reduced.passes[reduced.culprit]), kSwap);
  EXPECT_GT(result->oracleCalls, 0u);
  EXPECT_GE(result->rounds, 1u);
  EXPECT_EQ(result->signature.str(), swapSignature().str());
  EXPECT_TRUE(sameFailureKind(VerdictKind::Drift, result->verdict.kind));

  // Every kept change is logged once, and reported; the strategies' times
  // add up to no more than the reduction's, and one that tested something
  // took time to.
  unsigned kept = 0;
  double seconds = 0;
  for (const StrategyReport &s : result->strategies) {
    EXPECT_LE(s.kept, s.tested) << s.name;
    EXPECT_LE(s.tested, s.proposed) << s.name;
    if (s.tested > 0)
      EXPECT_GT(s.seconds, 0.0) << s.name;
    kept += s.kept;
    seconds += s.seconds;
  }
  EXPECT_LE(seconds, elapsed);
  EXPECT_EQ(kept, result->log.size());
  EXPECT_FALSE(result->log.empty());
  EXPECT_FALSE(progress.empty());

  // The reduced candidate still fails the same way, on its own.
  Parsed p = parse(*context, reduced.moduleText);
  ASSERT_TRUE(p.entry);
  EXPECT_TRUE(inputsMatch(p.entry, reduced.inputs));
  EXPECT_TRUE(contains(reduced.moduleText, "tosa.sub"));
  ProbeRunner fresh(ProbeLimits{}, 2);
  InterestingnessResult again =
      testInterestingness(*context, fresh, reduced, swapSignature());
  EXPECT_TRUE(again.interesting) << again.reason << "\n" << reduced.moduleText;
}

TEST_F(ReducerTest, ReductionIsDeterministic) {
  auto strategies = createAllStrategies();
  auto run = [&]() {
    ProbeRunner own(ProbeLimits{}, 2);
    return reduceCandidate(*context, own, longer(), swapSignature(), strategies,
                           ReducerOptions{});
  };
  auto first = run();
  auto second = run();
  ASSERT_TRUE(mlir::succeeded(first));
  ASSERT_TRUE(mlir::succeeded(second));
  EXPECT_EQ(first->reduced.moduleText, second->reduced.moduleText);
  EXPECT_EQ(first->reduced.passes, second->reduced.passes);
  EXPECT_EQ(first->reduced.culprit, second->reduced.culprit);
  ASSERT_EQ(first->reduced.inputs.size(), second->reduced.inputs.size());
  for (size_t i = 0; i < first->reduced.inputs.size(); ++i)
    EXPECT_TRUE(sameTensor(first->reduced.inputs[i], second->reduced.inputs[i]))
        << i;
  EXPECT_EQ(first->log, second->log);
  EXPECT_EQ(first->oracleCalls, second->oracleCalls);
}

/// remove-ops, counting the variants the driver builds.
class CountingRemoveOps : public ReductionStrategy {
public:
  llvm::StringRef name() const override { return "counting-remove-ops"; }
  std::vector<Variant> propose(mlir::MLIRContext &context,
                               const Candidate &current,
                               const FailureToKeep &failure) override {
    std::vector<Variant> variants = inner->propose(context, current, failure);
    proposed += variants.size();
    for (Variant &v : variants) {
      EXPECT_TRUE(v.build) << "remove-ops builds its variants lazily";
      v.build = [this, build = std::move(v.build)](Variant &self) {
        ++built;
        return build(self);
      };
    }
    return variants;
  }
  void kept(const Variant &v) override { inner->kept(v); }
  void restart(unsigned round) override { inner->restart(round); }

  std::unique_ptr<ReductionStrategy> inner = createRemoveOpsStrategy();
  size_t proposed = 0, built = 0;
};

TEST_F(ReducerTest, BuildsOnlyTheVariantsItTests) {
  std::vector<std::unique_ptr<ReductionStrategy>> strategies;
  strategies.push_back(std::make_unique<CountingRemoveOps>());
  auto *counting = static_cast<CountingRemoveOps *>(strategies[0].get());
  auto result = reduceCandidate(*context, probes, longer(), swapSignature(),
                                strategies, ReducerOptions{});
  ASSERT_TRUE(mlir::succeeded(result));
  EXPECT_LT(result->opsAfter, 5u);
  // Every chunk list is rebuilt after a kept chunk; only the chunks the
  // driver reaches are printed: those it tests, and those it finds tested
  // already.
  EXPECT_GE(counting->built, result->strategies[0].tested);
  EXPECT_LT(counting->built, counting->proposed);
}

TEST_F(ReducerTest, RefusesAStartThatDoesNotFailThatWay) {
  Candidate start = longer();
  FailureSignature s = swapSignature(VerdictKind::NanMismatch);
  std::vector<std::string> progress;
  ReducerOptions options;
  options.progress = [&](const std::string &line) { progress.push_back(line); };
  auto result = reduceCandidate(*context, probes, start, s,
                                createAllStrategies(), options);
  EXPECT_TRUE(mlir::failed(result));
  ASSERT_EQ(progress.size(), 1u);
  EXPECT_TRUE(contains(progress[0], "does not fail")) << progress[0];
}

} // namespace
