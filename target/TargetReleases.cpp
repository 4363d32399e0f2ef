//===- TargetReleases.cpp -------------------------------------------------===//

#include "target/TargetReleases.h"
#include "target/ChildTool.h"
#include "target/UserCache.h"

#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"

#include <algorithm>
#include <cstdlib>
#include <fcntl.h>
#include <fstream>
#include <sys/file.h>
#include <unistd.h>

#ifndef DEFUSE_TARGETS_DIR
#define DEFUSE_TARGETS_DIR "build"
#endif
#ifndef DEFUSE_XLA_VERSIONS
#define DEFUSE_XLA_VERSIONS ""
#endif
#ifndef DEFUSE_IREE_VERSIONS
#define DEFUSE_IREE_VERSIONS ""
#endif

using namespace defuse;

namespace {

/// The stamp of a finished install: the packages pip installed.
constexpr llvm::StringLiteral kStamp = ".requirements";

std::string prefixOf(ReleaseKind kind) {
  return kind == ReleaseKind::Jax ? "jax-" : "iree-";
}

std::string setupPython(ReleaseKind kind, const std::string &version) {
  return std::string(DEFUSE_TARGETS_DIR) + "/venv-" + prefixOf(kind) + version +
         "/bin/python";
}

std::string cacheDir(ReleaseKind kind, const std::string &version) {
  return targetReleasesCache() + "/" + prefixOf(kind) + version;
}

std::string requirements(ReleaseKind kind, const std::string &version) {
  return kind == ReleaseKind::Jax
             ? "jax==" + version + " jaxlib==" + version + " numpy"
             : "iree-base-compiler==" + version +
                   " iree-base-runtime==" + version + " numpy";
}

/// Versions are what PyPI's releases are named: digits, letters, dots,
/// dashes and pluses, nothing a path or pip could read otherwise.
bool plausibleVersion(const std::string &version) {
  return !version.empty() && llvm::isDigit(version.front()) &&
         std::all_of(version.begin(), version.end(), [](char c) {
           return llvm::isAlnum(c) || c == '.' || c == '-' || c == '+';
         });
}

int run(const std::vector<std::string> &argv, const std::string &logPath) {
  llvm::SmallVector<llvm::StringRef> args(argv.begin(), argv.end());
  std::optional<llvm::StringRef> redirects[] = {
      llvm::StringRef(""), llvm::StringRef(logPath), llvm::StringRef(logPath)};
  return llvm::sys::ExecuteAndWait(argv.front(), args, std::nullopt, redirects);
}

/// A Python MAJOR.MINOR this machine has: on PATH, else pyenv's newest of
/// that series (pyenv's shims answer to every name but run only the
/// versions selected, so each is tried).
std::string pythonOf(const std::string &series) {
  std::string devNull = "/dev/null";
  if (auto onPath = llvm::sys::findProgramByName("python" + series))
    if (run({*onPath, "-c", ""}, devNull) == 0)
      return *onPath;
  const char *root = std::getenv("PYENV_ROOT");
  std::string versions =
      (root ? std::string(root)
            : std::string(std::getenv("HOME") ? std::getenv("HOME") : "") +
                  "/.pyenv") +
      "/versions";
  std::string best;
  int bestPatch = -1;
  std::error_code ec;
  for (llvm::sys::fs::directory_iterator it(versions, ec), end;
       !ec && it != end; it.increment(ec)) {
    llvm::StringRef name = llvm::sys::path::filename(it->path());
    int patch = 0;
    if (!name.consume_front(series + ".") || name.getAsInteger(10, patch))
      continue;
    std::string python = it->path() + "/bin/python";
    if (patch > bestPatch && llvm::sys::fs::can_execute(python)) {
      best = python;
      bestPatch = patch;
    }
  }
  return best;
}

/// The last line of `text` that says what went wrong.
std::string lastErrorLine(llvm::StringRef text) {
  llvm::SmallVector<llvm::StringRef> lines;
  text.split(lines, '\n', -1, false);
  for (auto it = lines.rbegin(); it != lines.rend(); ++it)
    if (it->contains("ERROR") || it->contains("rror:"))
      return it->trim().str();
  return lines.empty() ? "" : lines.back().trim().str();
}

} // namespace

bool defuse::parseReleaseKind(const std::string &name, ReleaseKind &kind) {
  if (name == "jax" || name == "xla" || name == "jaxlib") {
    kind = ReleaseKind::Jax;
    return true;
  }
  if (name == "iree") {
    kind = ReleaseKind::Iree;
    return true;
  }
  return false;
}

const char *defuse::releaseKindName(ReleaseKind kind) {
  return kind == ReleaseKind::Jax ? "jax" : "iree";
}

std::string defuse::targetReleasesCache() {
  llvm::SmallString<128> dir;
  if (const char *set = std::getenv("DEFUSE_TARGETS_CACHE"); set && *set)
    dir = set;
  else
    return userCacheDirectory("targets");
  // The environments' Pythons are named by absolute paths wherever the
  // command that uses them runs.
  llvm::sys::fs::make_absolute(dir);
  return dir.str().str();
}

std::string defuse::releasePython(ReleaseKind kind,
                                  const std::string &version) {
  if (!plausibleVersion(version))
    return "";
  std::string setup = setupPython(kind, version);
  if (llvm::sys::fs::can_execute(setup))
    return setup;
  std::string dir = cacheDir(kind, version);
  if (llvm::sys::fs::exists(dir + "/" + kStamp.str()) &&
      llvm::sys::fs::can_execute(dir + "/bin/python"))
    return dir + "/bin/python";
  return "";
}

std::vector<InstalledRelease> defuse::installedReleases() {
  std::vector<InstalledRelease> releases;
  for (ReleaseKind kind : {ReleaseKind::Jax, ReleaseKind::Iree}) {
    llvm::SmallVector<llvm::StringRef> listed;
    llvm::StringRef(kind == ReleaseKind::Jax ? DEFUSE_XLA_VERSIONS
                                             : DEFUSE_IREE_VERSIONS)
        .split(listed, ' ', -1, false);
    for (llvm::StringRef v : listed)
      if (llvm::sys::fs::can_execute(setupPython(kind, v.str())))
        releases.push_back({kind, v.str(), setupPython(kind, v.str()), true});
    std::vector<InstalledRelease> cached;
    std::error_code ec;
    for (llvm::sys::fs::directory_iterator it(targetReleasesCache(), ec), end;
         !ec && it != end; it.increment(ec)) {
      llvm::StringRef name = llvm::sys::path::filename(it->path());
      if (!name.consume_front(prefixOf(kind)))
        continue;
      std::string python = releasePython(kind, name.str());
      if (!python.empty() && python != setupPython(kind, name.str()))
        cached.push_back({kind, name.str(), python, false});
    }
    std::sort(cached.begin(), cached.end(),
              [](const InstalledRelease &a, const InstalledRelease &b) {
                return a.version < b.version;
              });
    releases.insert(releases.end(), cached.begin(), cached.end());
  }
  return releases;
}

std::string defuse::installAdvice(ReleaseKind kind,
                                  const std::string &version) {
  return std::string("`defuse targets install ") + releaseKindName(kind) + " " +
         version + "` installs it";
}

llvm::LogicalResult defuse::installRelease(ReleaseKind kind,
                                           const std::string &version,
                                           llvm::raw_ostream &log,
                                           std::string &error) {
  const char *name = releaseKindName(kind);
  if (!plausibleVersion(version)) {
    error = "'" + version + "' is not a release's version";
    return llvm::failure();
  }
  if (std::string python = releasePython(kind, version); !python.empty()) {
    log << name << " " << version << " is installed: " << python << "\n";
    return llvm::success();
  }
  std::string dir = cacheDir(kind, version);
  if (std::error_code ec = llvm::sys::fs::create_directories(
          llvm::sys::path::parent_path(dir))) {
    error = "cannot create " + targetReleasesCache() + ": " + ec.message();
    return llvm::failure();
  }
  // One install of a release at a time, across processes.
  int lock = open((dir + ".lock").c_str(), O_CREAT | O_RDWR | O_CLOEXEC, 0644);
  if (lock < 0 || flock(lock, LOCK_EX) != 0) {
    error = "cannot lock " + dir + ".lock";
    if (lock >= 0)
      close(lock);
    return llvm::failure();
  }
  auto unlock = llvm::make_scope_exit([&] { close(lock); });
  if (std::string python = releasePython(kind, version); !python.empty()) {
    log << name << " " << version << " is installed: " << python << "\n";
    return llvm::success();
  }
  // jax 0.11 and later need Python 3.12; IREE's wheels lag behind new
  // Pythons. Each is tried, the preferred first, until PyPI has the
  // release for one.
  std::vector<std::string> series =
      kind == ReleaseKind::Jax ? std::vector<std::string>{"3.12", "3.11"}
                               : std::vector<std::string>{"3.11", "3.12"};
  std::string logPath = dir + ".log";
  std::vector<std::string> tried;
  std::string pipSaid;
  for (const std::string &s : series) {
    std::string interpreter = pythonOf(s);
    if (interpreter.empty())
      continue;
    tried.push_back(s);
    llvm::sys::fs::remove_directories(dir);
    log << "installing " << name << " " << version << " with Python " << s
        << " into " << dir << "\n";
    log.flush();
    if (run({interpreter, "-m", "venv", dir}, logPath) != 0) {
      error = "cannot create a Python " + s + " environment in " + dir + ": " +
              lastErrorLine(readFile(logPath));
      return llvm::failure();
    }
    std::vector<std::string> pip = {
        dir + "/bin/python", "-m", "pip",
        "install",           "-q", "--disable-pip-version-check"};
    llvm::SmallVector<llvm::StringRef> packages;
    std::string wanted = requirements(kind, version);
    llvm::StringRef(wanted).split(packages, ' ');
    for (llvm::StringRef p : packages)
      pip.push_back(p.str());
    if (run(pip, logPath) == 0) {
      std::string stamp = dir + "/" + kStamp.str();
      std::ofstream(stamp) << wanted << "\n";
      if (!llvm::sys::fs::exists(stamp)) {
        error = "cannot write " + stamp;
        return llvm::failure();
      }
      llvm::sys::fs::remove(logPath);
      log << name << " " << version << " is installed: " << dir
          << "/bin/python\n";
      return llvm::success();
    }
    std::string said = readFile(logPath);
    pipSaid = lastErrorLine(said);
    // Any other failure (the network, a build) is not the release's
    // absence: another Python would fail the same way.
    if (said.find("No matching distribution") == std::string::npos &&
        said.find("Could not find a version") == std::string::npos) {
      error =
          "pip could not install " + wanted + " (" + logPath + "): " + pipSaid;
      llvm::sys::fs::remove_directories(dir);
      return llvm::failure();
    }
  }
  llvm::sys::fs::remove_directories(dir);
  llvm::sys::fs::remove(logPath);
  if (tried.empty()) {
    error = "no Python " + llvm::join(series, " or ") +
            " on this machine (PATH or pyenv) to install " + name + " " +
            version + " with";
    return llvm::failure();
  }
  error = std::string("PyPI has no ") + name + " " + version + " for Python " +
          llvm::join(tried, " or ") + " (pip: " + pipSaid + ")";
  return llvm::failure();
}
