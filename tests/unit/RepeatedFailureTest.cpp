//===- RepeatedFailureTest.cpp - A failure that shows now and then --------===//
//
// A compiler under test whose compiled program is wrong only on some runs
// (uninitialized memory, a race) is simulated here: a smaller program keeps
// such a failure only when it fails in every one of FailureSignature::runs
// runs, each a real run, never the cache's answer to the first.
//
//===----------------------------------------------------------------------===//

#include "bisect/ProbeRunner.h"
#include "reduce/Interestingness.h"

#include "target/mlir/Context.h"

#include "SimulatedExp.h"

#include <gtest/gtest.h>

#include <cstring>

using namespace defuse;

namespace {

/// exp(x), plus one on the runs `wrongRuns` names (the first run is 0).
class IntermittentCompiler final : public Target {
public:
  explicit IntermittentCompiler(std::vector<bool> wrongRuns)
      : wrongRuns(std::move(wrongRuns)) {}
  mutable unsigned runs = 0;

  llvm::StringRef name() const override { return "intermittent"; }
  std::string description() const override {
    return "a compiler whose program is wrong on some runs";
  }
  TargetControls controls() const override { return TargetControls(); }
  ProbeResult run(const ProbeRequest &request, const ProbeLimits &,
                  const std::atomic<bool> *) const override {
    return runInProcess(request);
  }
  ProbeResult runInProcess(const ProbeRequest &request) const override {
    bool wrong = runs < wrongRuns.size() && wrongRuns[runs];
    ++runs;
    ProbeResult r;
    r.status = ProbeStatus::Ok;
    r.outputs = {simulatedExp(request.inputs[0], wrong)};
    return r;
  }
  std::string commandLineFlags() const override { return "--target sim"; }

private:
  std::vector<bool> wrongRuns;
};

class RepeatedFailureTest : public ::testing::Test {
protected:
  std::unique_ptr<mlir::MLIRContext> context = makeContext();

  Candidate program() const {
    Candidate c;
    c.moduleText = kSimulatedExpProgram;
    c.entry = "main";
    Tensor x(ElementType{ElementKind::F32}, {4});
    for (int64_t i = 0; i < 4; ++i)
      x.setFloat(i, 0.25 * static_cast<double>(i));
    c.inputs = {x};
    return c;
  }

  static FailureSignature corruption(unsigned runs) {
    FailureSignature s;
    s.kind = VerdictKind::Corruption;
    s.runs = runs;
    return s;
  }

  /// Both ways a reduction asks: a batch of candidates, and the first
  /// interesting one of a sequence.
  std::pair<bool, bool> interesting(const IntermittentCompiler &batch,
                                    const IntermittentCompiler &sequence,
                                    unsigned runs) {
    Candidate c = program();
    ProbeRunner batchProbes(ProbeLimits{}, 2, batch);
    std::vector<Candidate> batchOfOne = {c};
    bool inBatch = testInterestingness(*context, batchProbes, batchOfOne,
                                       corruption(runs))[0]
                       .interesting;
    ProbeRunner sequenceProbes(ProbeLimits{}, 2, sequence);
    FirstInteresting first = findFirstInteresting(
        *context, sequenceProbes, 1, [&](size_t) { return &c; },
        corruption(runs));
    return {inBatch, first.index.has_value()};
  }
};

TEST_F(RepeatedFailureTest, OneRunTakesTheFirstFailure) {
  IntermittentCompiler a({true, false, true}), b({true, false, true});
  EXPECT_EQ(interesting(a, b, 1), std::make_pair(true, true));
  EXPECT_EQ(a.runs, 1u);
  EXPECT_EQ(b.runs, 1u);
}

TEST_F(RepeatedFailureTest, AFailureMustRepeatInEveryRun) {
  // The second run is right: the program does not keep the failure.
  IntermittentCompiler a({true, false, true}), b({true, false, true});
  EXPECT_EQ(interesting(a, b, 3), std::make_pair(false, false));
  EXPECT_EQ(a.runs, 2u);
  EXPECT_EQ(b.runs, 2u);

  // Wrong on every run: three real runs, not one and the cache's answer.
  IntermittentCompiler c({true, true, true}), d({true, true, true});
  EXPECT_EQ(interesting(c, d, 3), std::make_pair(true, true));
  EXPECT_EQ(c.runs, 3u);
  EXPECT_EQ(d.runs, 3u);
}

TEST_F(RepeatedFailureTest, ARightFirstRunEndsTheTest) {
  IntermittentCompiler a({false, true, true}), b({false, true, true});
  EXPECT_EQ(interesting(a, b, 3), std::make_pair(false, false));
  EXPECT_EQ(a.runs, 1u);
  EXPECT_EQ(b.runs, 1u);
}

} // namespace
