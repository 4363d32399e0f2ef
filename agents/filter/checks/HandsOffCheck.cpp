//===- HandsOffCheck.cpp - The fix leaves the judges alone ----------------===//
//
// A candidate that passes by changing what judges it is no fix. The filter
// never runs an oracle, a tolerance or a test the candidate provides: its
// references are interpreted in its own process, which never loads a
// candidate, and the candidate's code runs only in sandboxed workers started
// by exec (target/mlir/SandboxedTarget.h). When the
// candidate came as a source patch, the patch must not touch tests, test
// data, oracles or tolerances, nor mark a test as expected to fail.
//
//===----------------------------------------------------------------------===//

#include "agents/filter/checks/Checks.h"

#include <regex>
#include <set>
#include <sstream>

using namespace defuse;

namespace {

/// Paths a fix has no business changing.
bool isProtected(const std::string &path) {
  static const std::regex judged(
      "(^|/)(test|tests|testdata|unittests|lit)(/|$)|\\.test$|"
      "(Test|_test|Tests)\\.(cpp|cc|py)$|lit\\.(site\\.)?cfg|FileCheck|"
      "(^|/)oracle/|(^|/)interp/|[Tt]olerance|ERROR-MODEL",
      std::regex::extended);
  return std::regex_search(path, judged);
}

class HandsOffCheck : public FilterCheck {
public:
  llvm::StringRef name() const override { return "hands-off"; }
  llvm::StringRef description() const override {
    return "the candidate touches no test, oracle or tolerance";
  }
  CheckResult run(FilterContext &c) override {
    CheckResult r;
    if (c.fix.patch.empty()) {
      r.passed = true;
      r.summary = "a pass plugin: the filter's oracle and programs are its "
                  "own, the candidate runs only in sandboxed workers";
      r.evidence = {{"patch", nullptr}};
      return r;
    }
    std::optional<std::string> patch = readTextFile(c.fix.patch);
    if (!patch) {
      r.summary = c.fix.patch + ": cannot read the patch";
      return r;
    }
    std::istringstream in(*patch);
    std::set<std::string> touched, offending;
    std::vector<std::string> markers;
    static const std::regex header("^(\\+\\+\\+|---) (a/|b/)?([^\t ]+)");
    static const std::regex marker("^\\+.*(XFAIL|UNSUPPORTED:|DISABLED_|"
                                   "GTEST_SKIP|REQUIRES:)");
    for (std::string line; std::getline(in, line);) {
      std::smatch m;
      if (std::regex_search(line, m, header)) {
        std::string path = m[3];
        if (path != "/dev/null")
          touched.insert(path);
        if (isProtected(path))
          offending.insert(path);
      } else if (std::regex_search(line, marker)) {
        markers.push_back(line.substr(0, 120));
      }
    }
    r.evidence = {{"patch", c.fix.patch},
                  {"files", touched},
                  {"protected_files", offending},
                  {"test_markers_added", markers}};
    r.passed = offending.empty() && markers.empty() && !touched.empty();
    if (touched.empty())
      r.summary = c.fix.patch + ": no file in the patch";
    else if (!offending.empty())
      r.summary = "the patch changes " + *offending.begin() +
                  (offending.size() > 1
                       ? " and " + std::to_string(offending.size() - 1) +
                             " more judged files"
                       : std::string());
    else if (!markers.empty())
      r.summary = "the patch marks a test as expected to fail or skipped";
    else
      r.summary = std::to_string(touched.size()) +
                  " files changed, none of them a test, an oracle or a "
                  "tolerance";
    return r;
  }
};

} // namespace

std::unique_ptr<FilterCheck> defuse::makeHandsOffCheck() {
  return std::make_unique<HandsOffCheck>();
}
