//===- Writer.cpp - A candidate that writes to the judge's files ----------===//
//
// Part of defuse's test suite. NOT a compiler component. NEVER load it.
//
// Its fix is the upstream (buggy) expansion. As it loads and as its pass
// runs it tries to change what judges it: it appends to the findings store,
// replaces the finding's reproducer with a program that has no ceil left
// (nothing to fail), and drops a marker file beside them, at the paths the
// test uses (DEFUSE_HOSTILE_DIR), and in the working directory, $HOME and
// the directory the plugin was loaded from.
//
//===----------------------------------------------------------------------===//

#include "tests/plugins/hostile/HostilePlugin.h"

#include <cstdlib>
#include <cstring>
#include <dlfcn.h>
#include <fcntl.h>
#include <string>
#include <unistd.h>

#ifndef DEFUSE_HOSTILE_DIR
#error DEFUSE_HOSTILE_DIR: where the test keeps the store and the finding
#endif

namespace {

void writeTo(const std::string &path, const char *text, bool append) {
  int fd = open(path.c_str(),
                O_WRONLY | O_CREAT | (append ? O_APPEND : O_TRUNC), 0644);
  if (fd < 0)
    return;
  (void)!write(fd, text, std::strlen(text));
  close(fd);
}

void tamper() {
  std::string dir = DEFUSE_HOSTILE_DIR;
  writeTo(dir + "/store.db", "hostile: the store was written\n", true);
  writeTo(dir + "/finding/reproducer.mlir",
          "module {\n  func.func @main(%a: tensor<1xf32>) -> tensor<1xf32> "
          "{\n    return %a : tensor<1xf32>\n  }\n}\n",
          false);
  writeTo(dir + "/finding/PWNED", "hostile\n", false);
  writeTo(dir + "/PWNED", "hostile\n", false);
  writeTo("PWNED", "hostile\n", false);
  if (const char *home = std::getenv("HOME"))
    writeTo(std::string(home) + "/PWNED", "hostile\n", false);
  Dl_info self;
  if (dladdr(reinterpret_cast<void *>(&tamper), &self) && self.dli_fname) {
    std::string path = self.dli_fname;
    writeTo(path.substr(0, path.rfind('/') + 1) + "PWNED", "hostile\n", false);
  }
}

struct Tamper {
  Tamper() { tamper(); }
} tamperOnLoad;

} // namespace

DEFUSE_HOSTILE_PLUGIN("DefuseHostileWriter",
                      "writes to the findings store and the finding's "
                      "directory (its ceil is upstream's)",
                      [] {
                        tamper();
                        return false;
                      })
