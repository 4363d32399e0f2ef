//===- ExternalGenerator.h - Programs from a generator defuse runs --------===//
//
// A program source outside defuse: any command that speaks the generator
// protocol. `CMD --list-families` prints one family name a line;
// `CMD --family F --seed N` prints one workload on stdout (a module headed
// by `// DEFUSE-GENERATED:` and `// DEFUSE-INPUT:` lines, and `//
// DEFUSE-SPECIAL-VALUES` when its inputs hold NaN, Inf and -0 on purpose),
// a pure function of family and seed. The fuzzer draws such programs
// beside its own families: a compiler with another input language (XLA's
// StableHLO, written by jax: target/xla/jax_programs.py) or a team's own
// generator of the programs its users write.
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_FUZZ_EXTERNALGENERATOR_H
#define DEFUSE_FUZZ_EXTERNALGENERATOR_H

#include "fuzz/ProgramGenerator.h"

#include <string>
#include <vector>

namespace defuse {

/// The families `command` (program and arguments) generates.
llvm::FailureOr<std::vector<std::string>>
externalFamilies(const std::vector<std::string> &command, std::string &error);

/// Program `seed` of `family` from `command`; fails with `error` (one line)
/// when the command fails, times out or prints no module.
llvm::FailureOr<GeneratedProgram>
generateExternal(const std::vector<std::string> &command,
                 llvm::StringRef family, uint64_t seed, std::string &error);

} // namespace defuse

#endif // DEFUSE_FUZZ_EXTERNALGENERATOR_H
