//===- StoreLocation.h - A fresh store for each test, on either backend ---===//
//
// The store tests run twice: on SQLite files (as every unit test runs), and
// under scripts/with_postgres.sh, which starts a real PostgreSQL server and
// names it in DEFUSE_TEST_POSTGRES; then each test gets a database of its
// own on that server.
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_TESTS_UNIT_STORELOCATION_H
#define DEFUSE_TESTS_UNIT_STORELOCATION_H

#include "store/Connection.h"

#include <gtest/gtest.h>

#include <atomic>
#include <cstdlib>
#include <string>

#include <unistd.h>

namespace defuse::storetest {

/// The server under test, or "" for SQLite.
inline std::string postgresUnderTest() {
  const char *uri = std::getenv("DEFUSE_TEST_POSTGRES");
  return uri ? uri : "";
}

/// A location no store has used yet: `sqlitePath` on SQLite, a new
/// database on the server under test.
inline std::string freshStoreLocation(const std::string &sqlitePath) {
  std::string server = postgresUnderTest();
  if (server.empty())
    return sqlitePath;
  static std::atomic<int> counter{0};
  std::string name = "defuse_test_" + std::to_string(getpid()) + "_" +
                     std::to_string(counter++);
  std::string error;
  std::unique_ptr<Connection> admin = Connection::open(server, error);
  EXPECT_TRUE(admin) << error;
  if (!admin)
    return sqlitePath;
  EXPECT_TRUE(succeeded(admin->script("CREATE DATABASE " + name)))
      << admin->lastError();
  // postgresql://user@host:port/postgres -> .../NAME
  return server.substr(0, server.rfind('/') + 1) + name;
}

} // namespace defuse::storetest

#endif // DEFUSE_TESTS_UNIT_STORELOCATION_H
