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

using namespace defuse;

namespace {

/// exp(x), plus one on the runs `wrongRuns` names (the first run is 0);
/// with `rightWhenFresh`, never in a process of its own: a resident worker
/// whose memory's garbage repeats run after run, where a fresh process's
/// does not.
class IntermittentCompiler final : public Target {
public:
  explicit IntermittentCompiler(std::vector<bool> wrongRuns,
                                bool rightWhenFresh = false)
      : wrongRuns(std::move(wrongRuns)), rightWhenFresh(rightWhenFresh) {}
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
    bool wrong = runs < wrongRuns.size() && wrongRuns[runs] &&
                 !(rightWhenFresh && request.options.freshProcess);
    ++runs;
    ProbeResult r;
    r.status = ProbeStatus::Ok;
    r.outputs = {simulatedExp(request.inputs[0], wrong)};
    return r;
  }
  std::string commandLineFlags() const override { return "--target sim"; }

private:
  std::vector<bool> wrongRuns;
  bool rightWhenFresh;
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

  static FailureSignature corruption(unsigned runs, bool freshRuns = false) {
    FailureSignature s;
    s.kind = VerdictKind::Corruption;
    s.runs = runs;
    s.freshRuns = freshRuns;
    return s;
  }

  /// How a candidate fares when a compiler is wrong on the runs
  /// `wrongRuns` names and the signature asks `runs` runs: asked both ways a
  /// reduction asks (a batch of candidates, the first interesting one of a
  /// sequence), each of a fresh compiler, with the runs each one took.
  struct Judged {
    bool inBatch, inSequence;
    unsigned batchRuns, sequenceRuns;
  };
  Judged judge(const std::vector<bool> &wrongRuns, unsigned runs,
               bool rightWhenFresh = false, bool freshRuns = false) {
    Candidate c = program();
    IntermittentCompiler batch(wrongRuns, rightWhenFresh),
        sequence(wrongRuns, rightWhenFresh);
    ProbeRunner batchProbes(ProbeLimits{}, 2, batch);
    std::vector<Candidate> batchOfOne = {c};
    bool inBatch = testInterestingness(*context, batchProbes, batchOfOne,
                                       corruption(runs, freshRuns))[0]
                       .interesting;
    ProbeRunner sequenceProbes(ProbeLimits{}, 2, sequence);
    FirstInteresting first = findFirstInteresting(
        *context, sequenceProbes, 1, [&](size_t) { return &c; },
        corruption(runs, freshRuns));
    return {inBatch, first.index.has_value(), batch.runs, sequence.runs};
  }

  static void expectJudged(const Judged &j, bool interesting, unsigned runs) {
    EXPECT_EQ(j.inBatch, interesting);
    EXPECT_EQ(j.inSequence, interesting);
    EXPECT_EQ(j.batchRuns, runs);
    EXPECT_EQ(j.sequenceRuns, runs);
  }
};

TEST_F(RepeatedFailureTest, OneRunTakesTheFirstFailure) {
  expectJudged(judge({true, false, true}, 1), true, 1);
}

TEST_F(RepeatedFailureTest, AFailureMustRepeatInEveryRun) {
  // The second run is right: the program does not keep the failure.
  expectJudged(judge({true, false, true}, 3), false, 2);
  // Wrong on every run: three real runs, not one and the cache's answer.
  expectJudged(judge({true, true, true}, 3), true, 3);
}

TEST_F(RepeatedFailureTest, FreshRunsAreRunsInProcessesOfTheirOwn) {
  // A worker that repeats its garbage fails every run it is asked...
  expectJudged(judge({true, true, true}, 3, /*rightWhenFresh=*/true), true, 3);
  // ... and the program keeps no failure where the runs after the first
  // must each be a process of its own.
  expectJudged(judge({true, true, true}, 3, /*rightWhenFresh=*/true,
                     /*freshRuns=*/true),
               false, 2);
}

TEST_F(RepeatedFailureTest, ARightFirstRunEndsTheTest) {
  expectJudged(judge({false, true, true}, 3), false, 1);
}

} // namespace
