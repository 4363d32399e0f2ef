//===- FuzzTest.cpp - Generator, mutator and scheduler of the fuzzer ------===//
//
// The generator's programs verify, interpret without undefined behaviour
// and keep a finite reference (for the families that promise it), are a
// function of their seed, and cover what fusion rewrites; the mutator's
// mutants verify and differ from their production graph; the scheduler
// moves its budget toward the arms that find silent miscompiles.
//
//===----------------------------------------------------------------------===//

#include "fuzz/GraphMutator.h"
#include "fuzz/ProgramGenerator.h"
#include "fuzz/Scheduler.h"

#include "interp/Reference.h"
#include "ir/InputSpec.h"
#include "ir/Workload.h"
#include "target/mlir/Context.h"

#include "mlir/IR/MLIRContext.h"

#include <gtest/gtest.h>

#include <cmath>
#include <fstream>
#include <map>
#include <set>
#include <sstream>

using namespace defuse;

namespace {

constexpr uint64_t kSeedsPerFamily = 40;

bool finite(const std::vector<Tensor> &outputs) {
  for (const Tensor &t : outputs)
    if (t.elementType().isFloat())
      for (int64_t i = 0; i < t.numElements(); ++i)
        if (!std::isfinite(t.floatAt(i)))
          return false;
  return true;
}

std::string readFile(const std::string &path) {
  std::ifstream in(path);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

TEST(ProgramGenerator, EveryFamilyGivesCheckablePrograms) {
  auto context = makeContext();
  for (llvm::StringRef family : programFamilies()) {
    unsigned finiteCount = 0;
    for (uint64_t seed = 1; seed <= kSeedsPerFamily; ++seed) {
      SCOPED_TRACE(family.str() + " seed " + std::to_string(seed));
      std::string error;
      auto program = generateProgram(*context, family, seed, error);
      ASSERT_TRUE(succeeded(program)) << error;
      EXPECT_GE(program->ops, 1u);
      auto workload = Workload::parse(*context, program->text, "gen.mlir");
      ASSERT_TRUE(succeeded(workload)) << program->text;
      bool ok = true;
      InputPlan plan =
          InputPlan::forWorkload(*workload, program->text, error, ok);
      ASSERT_TRUE(ok) << error;
      std::vector<Tensor> inputs;
      ASSERT_TRUE(plan.generate(*workload, seed, inputs, error)) << error;
      auto reference = computeReference(*workload, inputs);
      ASSERT_TRUE(succeeded(reference)) << program->text;
      EXPECT_EQ(reference->undefinedElements, 0u) << program->text;
      finiteCount += finite(reference->outputs);
    }
    // The interval tracking keeps exp, log, rsqrt and pow in their domains;
    // only special-values means to produce NaN and Inf.
    if (family != "special-values")
      EXPECT_GE(finiteCount, kSeedsPerFamily * 9 / 10) << family.str();
  }
}

TEST(ProgramGenerator, ProgramIsAFunctionOfFamilyAndSeed) {
  auto a = makeContext(), b = makeContext();
  std::string error;
  std::set<std::string> distinct;
  for (uint64_t seed = 1; seed <= 10; ++seed) {
    auto x = generateProgram(*a, "softmax-norm", seed, error);
    auto y = generateProgram(*b, "softmax-norm", seed, error);
    ASSERT_TRUE(succeeded(x) && succeeded(y)) << error;
    EXPECT_EQ(x->text, y->text);
    EXPECT_EQ(x->recipe, y->recipe);
    EXPECT_NE(x->text.find("DEFUSE-GENERATED: family=softmax-norm seed=" +
                           std::to_string(seed)),
              std::string::npos);
    distinct.insert(x->text);
  }
  EXPECT_GE(distinct.size(), 9u);
  EXPECT_TRUE(failed(generateProgram(*a, "no-such-family", 1, error)));
  EXPECT_NE(error.find("no-such-family"), std::string::npos);
}

// What fusion and its neighbours rewrite, as it shows in program text.
const char *const kExpectedConstructs[] = {"tosa.ceil",
                                           "tosa.pow",
                                           "tosa.matmul",
                                           "linalg.matmul",
                                           "cast_unsigned",
                                           "tosa.reduce_sum",
                                           "tosa.reduce_max",
                                           "tosa.transpose",
                                           "tosa.reshape",
                                           "tosa.slice",
                                           "tosa.concat",
                                           "tosa.tile",
                                           "bf16",
                                           "f16>",
                                           "tosa.arithmetic_right_shift",
                                           "tosa.bitwise_xor",
                                           "tosa.intdiv",
                                           "tosa.clamp",
                                           "tosa.rsqrt",
                                           "edges",
                                           "tosa.cond_if"};

TEST(ProgramGenerator, CoversWhatFusionRewrites) {
  auto context = makeContext();
  std::map<std::string, unsigned> seen;
  std::string error;
  for (llvm::StringRef family : programFamilies())
    for (uint64_t seed = 1; seed <= kSeedsPerFamily; ++seed) {
      auto program = generateProgram(*context, family, seed, error);
      ASSERT_TRUE(succeeded(program)) << error;
      for (const char *construct : kExpectedConstructs)
        if (program->text.find(construct) != std::string::npos)
          ++seen[construct];
    }
  for (const char *construct : kExpectedConstructs)
    EXPECT_GE(seen[construct], 3u)
        << construct << " is (almost) never generated";
}

TEST(GraphMutator, MutantsVerifyDifferAndSayHow) {
  auto context = makeContext();
  std::map<std::string, unsigned> kinds;
  for (const char *name : {"mlp", "transformer_encoder", "rmsnorm_swiglu",
                           "int8_quant_mlp", "gru_cell"}) {
    std::string path = std::string(DEFUSE_SOURCE_DIR) + "/testdata/workloads/" +
                       name + ".mlir";
    std::string text = readFile(path);
    ASSERT_FALSE(text.empty()) << path;
    for (uint64_t seed = 1; seed <= 12; ++seed) {
      SCOPED_TRACE(std::string(name) + " seed " + std::to_string(seed));
      std::string error;
      auto mutant = mutateWorkload(*context, path, text, seed, error);
      ASSERT_TRUE(succeeded(mutant)) << error;
      EXPECT_NE(mutant->text.find("DEFUSE-MUTATED: from=" + path),
                std::string::npos);
      auto workload = Workload::parse(*context, mutant->text, "mutant.mlir");
      ASSERT_TRUE(succeeded(workload)) << mutant->mutation;
      auto original = Workload::parse(*context, text, path);
      ASSERT_TRUE(succeeded(original));
      EXPECT_NE(workload->text(), original->text()) << mutant->mutation;
      ++kinds[mutant->mutation.substr(0, mutant->mutation.find(' '))];
      // Again, same seed: the same mutant.
      auto again = mutateWorkload(*context, path, text, seed, error);
      ASSERT_TRUE(succeeded(again));
      EXPECT_EQ(again->text, mutant->text);
    }
  }
  for (llvm::StringRef kind : mutationKinds())
    EXPECT_GE(kinds[kind.str()], 3u) << kind.str();
  std::string error;
  EXPECT_TRUE(
      failed(mutateWorkload(*context, "bad.mlir", "func.func @f(", 1, error)));
  EXPECT_NE(error.find("bad.mlir"), std::string::npos);
}

TEST(Scheduler, BudgetFollowsSilentFindings) {
  Scheduler s({"gen:a", "gen:b", "gen:c"}, {"v1", "v2", "v3", "v4"});
  SplitMix64 rng{7};
  std::map<std::string, unsigned> before;
  for (int i = 0; i < 3000; ++i)
    ++before[s.pickSource(rng)];
  // Untried arms share the budget evenly.
  for (const char *arm : {"gen:a", "gen:b", "gen:c"}) {
    EXPECT_GT(before[arm], 850u) << arm;
    EXPECT_LT(before[arm], 1150u) << arm;
  }
  // b finds a new silent miscompile, c only compile errors.
  for (int i = 0; i < 20; ++i) {
    s.record("gen:a", ArmOutcome::Nothing);
    s.record("gen:b", i == 3 ? ArmOutcome::SilentNew : ArmOutcome::Nothing);
    s.record("gen:c", ArmOutcome::CompileError);
  }
  std::map<std::string, unsigned> after;
  for (int i = 0; i < 3000; ++i)
    ++after[s.pickSource(rng)];
  EXPECT_GT(after["gen:b"], 3 * after["gen:a"]);
  EXPECT_GT(after["gen:b"], 3 * after["gen:c"]);
  // A loud finding is worth more than a compile error, less than silence.
  EXPECT_LT(Scheduler::rewardOf(ArmOutcome::CompileError),
            Scheduler::rewardOf(ArmOutcome::Loud));
  EXPECT_LT(Scheduler::rewardOf(ArmOutcome::Loud),
            Scheduler::rewardOf(ArmOutcome::Silent));
  EXPECT_LT(Scheduler::rewardOf(ArmOutcome::Silent),
            Scheduler::rewardOf(ArmOutcome::SilentNew));

  // Restoring the same history gives the same weights (a resumed campaign).
  Scheduler t({"gen:a", "gen:b", "gen:c"}, {"v1", "v2", "v3", "v4"});
  t.restore("gen:b", 20, Scheduler::rewardOf(ArmOutcome::SilentNew));
  EXPECT_DOUBLE_EQ(t.weight("gen:b"), s.weight("gen:b"));

  std::vector<std::string> v = s.pickVariants(rng, 3);
  EXPECT_EQ(std::set<std::string>(v.begin(), v.end()).size(), 3u);
  EXPECT_EQ(s.pickVariants(rng, 9).size(), 4u);
}

} // namespace
