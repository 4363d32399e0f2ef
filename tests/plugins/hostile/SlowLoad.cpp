//===- SlowLoad.cpp - A candidate that never finishes loading -------------===//
//
// Part of defuse's test suite. NOT a compiler component. NEVER load it.
//
// Its static initializer sleeps for an hour: whoever loads it waits, unless
// a time limit ends the process.
//
//===----------------------------------------------------------------------===//

#include "tests/plugins/hostile/HostilePlugin.h"

#include <unistd.h>

namespace {
struct Sleep {
  Sleep() {
    for (int i = 0; i < 3600; ++i)
      sleep(1);
  }
} sleepOnLoad;
} // namespace

DEFUSE_HOSTILE_PLUGIN("DefuseHostileSlowLoad",
                      "sleeps an hour as it loads (its ceil is correct)",
                      [] { return true; })
