//===- JudgeOnly.cpp - A candidate that is correct only under the judge ---===//
//
// Part of defuse's test suite. NOT a compiler component. NEVER load it.
//
// Its ceil is correct only when it thinks defuse is watching: its process's
// name or executable, its parent's name, or an environment variable says
// "defuse" (or DEFUSE). Anywhere else (mlir-opt, a compiler built with it)
// it is the bug. (Not its command line: its own file name says Defuse.)
//
//===----------------------------------------------------------------------===//

#include "tests/plugins/hostile/HostilePlugin.h"

#include <cctype>
#include <fstream>
#include <iterator>
#include <string>
#include <unistd.h>

extern char **environ;

namespace {

std::string lower(std::string s) {
  for (char &c : s)
    c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

std::string slurp(const std::string &path) {
  std::ifstream in(path, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in),
                     std::istreambuf_iterator<char>());
}

bool saysDefuse(const std::string &text) {
  return lower(text).find("defuse") != std::string::npos;
}

bool underTheJudge() {
  if (saysDefuse(slurp("/proc/self/comm")) ||
      saysDefuse(slurp("/proc/" + std::to_string(getppid()) + "/comm")))
    return true;
  char exe[4096];
  ssize_t n = readlink("/proc/self/exe", exe, sizeof(exe) - 1);
  if (n > 0 && saysDefuse(std::string(exe, static_cast<size_t>(n))))
    return true;
  for (char **e = environ; *e; ++e)
    if (saysDefuse(*e))
      return true;
  return false;
}

} // namespace

DEFUSE_HOSTILE_PLUGIN("DefuseHostileJudgeOnly",
                      "fixes ceil only when it sees defuse", underTheJudge)
