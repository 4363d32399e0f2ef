//===- ShellQuote.cpp -----------------------------------------------------===//

#include "ir/ShellQuote.h"

std::string defuse::shellQuote(const std::string &s) {
  if (!s.empty() && s.find_first_of(" '\"(){}$*?;&|<>,=") == std::string::npos)
    return s;
  std::string out = "'";
  for (char c : s)
    out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return out + "'";
}
