//===- InstallationQueryTest.cpp - What an installation said, kept --------===//
//
// queryInstallation against a stand-in for a Python environment: a shell
// script that answers the installation's fingerprint from one file and the
// query itself from another, counting how often it was asked the query
// (what costs a framework's import in a real one).
//
//===----------------------------------------------------------------------===//

#include "target/PythonQuery.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"

#include <gtest/gtest.h>

#include <fstream>

using namespace defuse;

namespace {

class InstallationQueryTest : public ::testing::Test {
protected:
  void SetUp() override {
    ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("installation", dir));
    setenv("DEFUSE_CACHE", (dir + "/cache").str().c_str(), 1);
    python = (dir + "/python").str();
    // The fingerprint's script is the one that lists distributions.
    write(python, "#!/bin/sh\n"
                  "case \"$2\" in\n"
                  "*distributions*) cat '" +
                      path("fingerprint") +
                      "' ;;\n"
                      "*) echo >> '" +
                      path("asked") + "'; cat '" + path("answer") +
                      "' ;;\n"
                      "esac\n");
    llvm::sys::fs::setPermissions(python, llvm::sys::fs::all_read |
                                              llvm::sys::fs::all_exe |
                                              llvm::sys::fs::owner_write);
    write(path("fingerprint"), "{\"dists\": [[\"torch\", \"2.15.0\"]]}\n");
    write(path("answer"), "{\"torch\": \"2.15.0\"}\n");
    write(path("tools.py"), "print('version')\n");
  }
  void TearDown() override {
    unsetenv("DEFUSE_CACHE");
    llvm::sys::fs::remove_directories(dir);
  }

  std::string path(const std::string &name) const {
    return (dir + "/" + name).str();
  }
  static void write(const std::string &file, const std::string &text) {
    std::ofstream(file) << text;
  }
  /// How many times the stand-in was asked the query itself.
  int asked() const {
    auto text = llvm::MemoryBuffer::getFile(path("asked"));
    return text ? static_cast<int>((*text)->getBuffer().count('\n')) : 0;
  }
  nlohmann::json query() {
    std::string error;
    auto j = queryInstallation(python, {path("tools.py"), "version"}, error);
    EXPECT_TRUE(llvm::succeeded(j)) << error;
    return llvm::succeeded(j) ? *j : nlohmann::json();
  }

  llvm::SmallString<128> dir;
  std::string python;
};

TEST_F(InstallationQueryTest, TheSameInstallationIsAskedOnce) {
  EXPECT_EQ(query()["torch"], "2.15.0");
  EXPECT_EQ(query()["torch"], "2.15.0");
  EXPECT_EQ(asked(), 1);
}

TEST_F(InstallationQueryTest, AChangedInstallationIsAskedAgain) {
  query();
  write(path("fingerprint"), "{\"dists\": [[\"torch\", \"2.16.0\"]]}\n");
  write(path("answer"), "{\"torch\": \"2.16.0\"}\n");
  EXPECT_EQ(query()["torch"], "2.16.0");
  EXPECT_EQ(asked(), 2);
}

TEST_F(InstallationQueryTest, AChangedScriptIsAskedAgain) {
  query();
  write(path("tools.py"), "print('another version')\n");
  query();
  EXPECT_EQ(asked(), 2);
}

TEST_F(InstallationQueryTest, ABrokenInstallationIsAskedEachTime) {
  write(path("answer"), "{\"error\": \"ImportError: no torch\"}\n");
  EXPECT_TRUE(query().contains("error"));
  EXPECT_TRUE(query().contains("error"));
  EXPECT_EQ(asked(), 2);
}

TEST_F(InstallationQueryTest, NoFingerprintNoCache) {
  write(path("fingerprint"), "not JSON\n");
  query();
  query();
  EXPECT_EQ(asked(), 2);
}

TEST_F(InstallationQueryTest, AnInterpreterThatDoesNotStartIsAnError) {
  std::string error;
  EXPECT_TRUE(llvm::failed(queryInstallation("/bin/false", {"-c", ""}, error)));
  EXPECT_NE(error.find("/bin/false does not start"), std::string::npos)
      << error;
}

} // namespace
