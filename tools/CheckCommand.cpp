//===- CheckCommand.cpp - defuse check: an interestingness test -----------===//
//
// Other reducers (llvm-reduce style scripts, C-Reduce, mlir-reduce) call
// this on each candidate they make; it answers with the same oracle defuse's
// own reducer uses (reduce/Interestingness.h), so that the two can be
// compared on the same test.
//
//===----------------------------------------------------------------------===//

#include "tools/Commands.h"
#include "tools/Session.h"

#include "bisect/ProbeRunner.h"
#include "reduce/Interestingness.h"
#include "target/mlir/PassPipeline.h"

#include <cstdio>

using namespace defuse;

/// The exit code of a candidate that does not fail with the signature.
static constexpr int kNotInteresting = 1;

int defuse::checkCommand(const CommonOptions &o, const CheckOptions &c) {
  // Under mlir-reduce's convention any non-zero exit keeps the candidate:
  // every way of not reproducing, errors included, must exit 0 there.
  auto uninteresting = [&](int code) {
    return c.mlirReduceConvention ? 0 : code;
  };
  auto interesting = [&] { return c.mlirReduceConvention ? 1 : 0; };
  std::string error;
  auto signature = FailureSignature::parse(c.signature, error);
  if (!signature) {
    cli::printError("--signature", error);
    return uninteresting(kExitUsage);
  }
  signature->opCheck = opCheckByName(c.opCheck).value_or(OpCheck::Reaches);
  cli::Session s;
  int code = kExitInternal;
  if (!cli::prepare(o, s, code, /*needPipeline=*/true))
    return uninteresting(code);

  Candidate candidate;
  candidate.moduleText = s.workload->text();
  candidate.entry = s.workload->entryName();
  candidate.inputs = s.inputs;
  candidate.llvmOptLevel = o.optLevel;
  if (!splitPipeline(s.pipeline, candidate.passes)) {
    cli::printError("--pipeline", "unbalanced brackets");
    return uninteresting(kExitBadPipeline);
  }
  // The culprit is the last step running the signature's pass: earlier
  // runs of the same pass must then leave the program correct.
  std::vector<size_t> steps = stepsRunning(candidate.passes, signature->pass);
  if (!signature->pass.empty() && !steps.empty())
    candidate.culprit = steps.back();

  ProbeRunner probes(cli::probeLimits(o), 1, *s.target);
  InterestingnessResult r =
      testInterestingness(*s.context, probes, candidate, *signature);
  if (!c.quiet)
    std::fprintf(stderr, "defuse check: %s: %s\n", o.workload.c_str(),
                 r.interesting ? ("fails with " + signature->str()).c_str()
                               : ("not interesting: " + r.reason).c_str());
  return r.interesting ? interesting() : uninteresting(kNotInteresting);
}
