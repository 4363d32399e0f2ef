//===- CompilerPassStageTest.cpp - A compiler's own passes, bisected ------===//
//
// A compiler under test is simulated here so that the stage's logic can be
// held to exact answers: its modules after each pass, some of which the
// reference cannot read, and its runs, wrong unless a named pass is left
// out.
//
//===----------------------------------------------------------------------===//

#include "bisect/Triage.h"

#include "interp/Reference.h"
#include "ir/Workload.h"
#include "target/mlir/Context.h"

#include "SimulatedExp.h"

#include <gtest/gtest.h>

#include <algorithm>

using namespace defuse;

namespace {

/// Four passes: the first leaves a module the reference reads (the
/// program itself), the others leave modules it cannot; the run is off by
/// one unless every one of `culprits` is left out. A compile that leaves out
/// "emit" fails.
class SimulatedCompiler final : public Target {
public:
  /// The passes that must all be left out for the run to be right.
  std::vector<std::string> culprits = {"layout"};
  /// A pass whose removal the run happens to survive, except in a process
  /// of its own: a failure that comes and goes (garbage a resident worker
  /// repeats), in which one passing run names nothing.
  std::string cureByChance;
  mutable unsigned runs = 0;

  llvm::StringRef name() const override { return "simulated"; }
  std::string description() const override { return "a simulated compiler"; }
  TargetControls controls() const override {
    TargetControls c;
    c.passTrace = true;
    c.passRemoval = true;
    return c;
  }
  ProbeResult run(const ProbeRequest &request, const ProbeLimits &,
                  const std::atomic<bool> *) const override {
    return runInProcess(request);
  }
  ProbeResult runInProcess(const ProbeRequest &request) const override {
    ++runs;
    ProbeResult r;
    r.status = ProbeStatus::Ok;
    const std::vector<std::string> &off = request.options.disabledPasses;
    if (request.options.tracePasses) {
      r.snapshotPasses = {"canonicalize", "fusion", "layout", "emit"};
      r.snapshots = {request.moduleText, "", "", ""};
      return r;
    }
    if (std::count(off.begin(), off.end(), "emit")) {
      r.status = ProbeStatus::PassFailure;
      r.message = "cannot emit";
      return r;
    }
    bool wrong = false;
    for (const std::string &c : culprits)
      wrong |= !std::count(off.begin(), off.end(), c);
    if (!cureByChance.empty() && !request.options.freshProcess &&
        std::count(off.begin(), off.end(), cureByChance))
      wrong = false;
    r.outputs = {simulatedExp(request.inputs[0], wrong)};
    return r;
  }
  std::string commandLineFlags() const override { return "--target sim"; }
};

struct Triaged {
  std::unique_ptr<mlir::MLIRContext> context = makeContext();
  mlir::FailureOr<Workload> workload;
  std::unique_ptr<ProbeRunner> probes;
  TriageState state;
  StageReport report;

  explicit Triaged(const SimulatedCompiler &compiler,
                   bool nondeterministic = false) {
    workload = Workload::parse(*context, kSimulatedExpProgram, "sim.mlir");
    probes = std::make_unique<ProbeRunner>(ProbeLimits{}, 1, compiler);
    state.context = context.get();
    state.workload = &*workload;
    Tensor x(ElementType{ElementKind::F32}, {4});
    for (int64_t i = 0; i < 4; ++i)
      x.setFloat(i, 0.5 * static_cast<double>(i));
    state.inputs = {x};
    auto reference = computeReference(*workload, state.inputs);
    state.reference = reference->outputs;
    state.probes = probes.get();
    state.verdict.kind = VerdictKind::Corruption;
    state.nondeterministic = nondeterministic;
    auto stage = createCompilerPassStage();
    stage->run(state, report);
  }
};

TEST(CompilerPassStage, PastTheReadableModulesThePassLeftOutIsNamed) {
  SimulatedCompiler compiler;
  Triaged t(compiler);
  ASSERT_TRUE(t.state.compilerPass.has_value());
  const CompilerPassFinding &f = *t.state.compilerPass;
  EXPECT_EQ(t.report.outcome, "found") << t.report.summary;
  ASSERT_TRUE(f.found);
  EXPECT_EQ(f.method, "removal");
  EXPECT_EQ(f.removed, std::vector<std::string>{"layout"});
  EXPECT_EQ(f.name(), "layout");
  EXPECT_EQ(f.frontier, 1u);
}

TEST(CompilerPassStage, AFailureNoRemovalCuresStaysUnnamed) {
  SimulatedCompiler compiler;
  compiler.culprits = {"code generation"}; // no pass to leave out
  Triaged t(compiler);
  EXPECT_EQ(t.report.outcome, "clean") << t.report.summary;
  ASSERT_TRUE(t.state.compilerPass.has_value());
  EXPECT_FALSE(t.state.compilerPass->found);
}

// Neither pass alone, both together: a minimal set by delta debugging,
// around a pass the compiler cannot do without.
TEST(CompilerPassStage, ASetOfPassesIsMinimizedAroundRequiredOnes) {
  SimulatedCompiler compiler;
  compiler.culprits = {"fusion", "layout"};
  Triaged t(compiler);
  EXPECT_EQ(t.report.outcome, "found") << t.report.summary;
  ASSERT_TRUE(t.state.compilerPass.has_value());
  EXPECT_EQ(t.state.compilerPass->removed,
            (std::vector<std::string>{"fusion", "layout"}));
}

// A failure the confirm stage saw change between runs: a removal after which
// one run passes names no pass unless as many fresh runs pass too.
TEST(CompilerPassStage, AFailureThatComesAndGoesIsCuredInEveryRun) {
  SimulatedCompiler compiler;
  compiler.cureByChance = "fusion";
  Triaged once(compiler);
  ASSERT_TRUE(once.state.compilerPass.has_value());
  EXPECT_EQ(once.state.compilerPass->removed,
            std::vector<std::string>{"fusion"});

  Triaged repeated(compiler, /*nondeterministic=*/true);
  ASSERT_TRUE(repeated.state.compilerPass.has_value());
  EXPECT_EQ(repeated.report.outcome, "found") << repeated.report.summary;
  EXPECT_EQ(repeated.state.compilerPass->removed,
            std::vector<std::string>{"layout"});
}

} // namespace
