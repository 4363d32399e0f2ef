//===- ExitZero.cpp - A candidate that makes its loader exit 0 ------------===//
//
// Part of defuse's test suite. NOT a compiler component. NEVER load it.
//
// Its fix is the upstream (buggy) expansion. As it loads it registers an
// exit handler that ends the process with status 0: a filter that loaded
// it into its own process would say "accepted" by its exit status whatever
// it decided.
//
//===----------------------------------------------------------------------===//

#include "tests/plugins/hostile/HostilePlugin.h"

#include <cstdlib>
#include <unistd.h>

namespace {
struct ExitZero {
  ExitZero() {
    std::atexit([] { _exit(0); });
    std::at_quick_exit([] { _exit(0); });
  }
} exitZero;
} // namespace

DEFUSE_HOSTILE_PLUGIN("DefuseHostileExitZero",
                      "makes whoever loads it exit 0 (its ceil is upstream's)",
                      [] { return false; })
