//===- Reproducer.cpp - A reduced failure as a self-contained lit test ----===//

#include "report/Reproducer.h"
#include "ir/InputSpec.h"

#include <sstream>

using namespace defuse;

/// The plugin defuse's own tree builds; lit knows where it is.
static const char kFaultPluginFile[] = "libDefuseFaultPlugin.so";

/// lit expands `%x` substitutions in RUN lines before the shell sees them;
/// `%%` is its escape for a literal percent sign.
static std::string escapeForLit(const std::string &s) {
  std::string out;
  for (char c : s) {
    out += c;
    if (c == '%')
      out += '%';
  }
  return out;
}

/// Single quotes for the shell (lit's internal shell reads them the same
/// way), closing and reopening around any quote inside.
static std::string quoted(const std::string &s) {
  std::string out = "'";
  for (char c : s)
    out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return escapeForLit(out + "'");
}

/// A word that needs no quotes stays bare, so that paths read naturally.
static std::string word(const std::string &s) {
  if (!s.empty() &&
      s.find_first_not_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
                          "0123456789_-+./=:@,") == std::string::npos)
    return escapeForLit(s);
  return quoted(s);
}

static std::string pluginArgument(const std::string &path) {
  size_t slash = path.find_last_of('/');
  std::string file = slash == std::string::npos ? path : path.substr(slash + 1);
  return file == kFaultPluginFile ? "%fault_plugin" : word(path);
}

/// The options `defuse check` and `defuse run` share: what to compile and
/// how. No seed: every input is spelled out in the file.
static std::string compileOptions(const ReproducerSpec &spec) {
  const Candidate &c = spec.candidate;
  std::string out;
  if (!c.passes.empty()) {
    std::string pipeline;
    for (const std::string &pass : c.passes)
      pipeline += (pipeline.empty() ? "" : ",") + pass;
    out += " --pipeline " + quoted(pipeline);
  }
  for (const std::string &plugin : spec.plugins)
    out += " --load-pass-plugin " + pluginArgument(plugin);
  if (!c.entry.empty())
    out += " --entry " + word(c.entry);
  if (c.llvmOptLevel != 2 && spec.targetFlags.empty())
    out += " --opt-level " + std::to_string(c.llvmOptLevel);
  if (!spec.targetFlags.empty())
    out += " " + spec.targetFlags;
  return out;
}

/// `defuse run`'s exit status for a verdict of `kind` (tools/Commands.h).
static int runExitCode(VerdictKind kind) {
  switch (kind) {
  case VerdictKind::Pass:
    return 0;
  case VerdictKind::CompileError:
    return 8;
  case VerdictKind::UndefinedBehaviour:
    return 9;
  default:
    return 1;
  }
}

static bool startsWith(const std::string &s, size_t at, const char *prefix) {
  return s.compare(at, std::char_traits<char>::length(prefix), prefix) == 0;
}

/// True for a comment line that lit, FileCheck or defuse would read as a
/// directive: only the reproducer's own may remain, or the origin's RUN
/// lines would run too and its DEFUSE-INPUT lines override the inputs.
static bool isDirectiveLine(const std::string &line) {
  size_t p = line.find_first_not_of(" \t");
  if (p == std::string::npos || !startsWith(line, p, "//"))
    return false;
  p = line.find_first_not_of(" \t", p + 2);
  if (p == std::string::npos)
    return false;
  for (const char *d : {"RUN:", "XFAIL:", "REQUIRES:", "UNSUPPORTED:",
                        "DEFUSE-INPUT:", "DEFUSE-INPUTS:"})
    if (startsWith(line, p, d))
      return true;
  if (!startsWith(line, p, "CHECK"))
    return false;
  // CHECK:, CHECK-NEXT:, CHECK-LABEL: ...
  size_t end = line.find_first_not_of("ABCDEFGHIJKLMNOPQRSTUVWXYZ-", p);
  return end != std::string::npos && line[end] == ':';
}

/// Title and notes are free text: break up anything in them that lit or
/// FileCheck would take for a directive.
static std::string defang(std::string s) {
  for (const char *d : {"RUN:", "XFAIL:", "REQUIRES:", "UNSUPPORTED:",
                        "DEFUSE-INPUT", "CHECK:", "CHECK-"}) {
    std::string directive = d;
    for (size_t at = s.find(directive); at != std::string::npos;
         at = s.find(directive, at + directive.size() + 1))
      s.insert(at + directive.find_first_of(":-", 1), " ");
  }
  return s;
}

static void commentLines(std::ostringstream &os, const std::string &text) {
  std::istringstream in(text);
  std::string line;
  while (std::getline(in, line))
    os << (line.empty() ? "//" : "// " + defang(line)) << "\n";
}

std::string defuse::renderReproducer(const ReproducerSpec &spec) {
  const Candidate &c = spec.candidate;
  std::string signature = spec.signature.str();
  std::string options = compileOptions(spec);
  std::ostringstream os;

  commentLines(os, spec.title.empty() ? "defuse reproducer: " + signature
                                      : spec.title);
  for (const std::string &note : spec.notes)
    commentLines(os, note);
  os << "//\n";
  if (spec.expect == Expectation::Miscompile) {
    os << "// expect: miscompile -- passes while the compiler still fails "
          "with "
       << signature << "; once it fails, the bug is fixed or no longer "
       << "reached.\n";
    os << "// RUN: %defuse check %s --signature " << quoted(signature)
       << (spec.signature.opCheck == OpCheck::Originates
               ? " --op-check originates"
               : "")
       << options << "\n";
    // For a human reading the log: the verdict `defuse run` prints.
    VerdictKind kind = spec.signature.kind;
    os << "// RUN: %expect_exit " << runExitCode(kind) << " %defuse run %s"
       << options << " | %FileCheck %s\n";
    os << "// CHECK: verdict " << verdictKindName(kind)
       << (isMiscompile(kind) ? " (miscompile)" : "") << "\n";
  } else {
    os << "// expect: correct -- passes only once the fix has landed: until "
          "then the compiled program fails with "
       << signature << ".\n";
    os << "// RUN: %defuse run %s" << options << "\n";
  }
  for (const std::string &line : spec.standaloneLines)
    os << "// " << line << "\n";
  for (size_t i = 0; i < c.inputs.size(); ++i)
    os << "// DEFUSE-INPUT: arg" << i << "=" << valuesSpecOf(c.inputs[i])
       << "\n";
  os << "\n";

  std::istringstream module(c.moduleText);
  std::string line;
  while (std::getline(module, line))
    if (!isDirectiveLine(line))
      os << line << "\n";
  return os.str();
}

