//===- PassPipeline.cpp ---------------------------------------------------===//

#include "bisect/PassPipeline.h"

using namespace defuse;

namespace {

/// Splits `text` at commas outside any (), {} or [] nesting.
bool splitTopLevel(const std::string &text, std::vector<std::string> &out) {
  int depth = 0;
  std::string current;
  for (char c : text) {
    if (c == '(' || c == '{' || c == '[')
      ++depth;
    if (c == ')' || c == '}' || c == ']')
      if (--depth < 0)
        return false;
    if (c == ',' && depth == 0) {
      out.push_back(current);
      current.clear();
      continue;
    }
    if (c != ' ' || depth > 0)
      current += c;
  }
  if (depth != 0)
    return false;
  if (!current.empty())
    out.push_back(current);
  return true;
}

bool flatten(const std::string &element, const std::string &prefix,
             const std::string &suffix, std::vector<std::string> &out) {
  // `anchor(inner)` where the parenthesis is not inside an option block.
  size_t open = std::string::npos;
  int braces = 0;
  for (size_t i = 0; i < element.size(); ++i) {
    if (element[i] == '{')
      ++braces;
    else if (element[i] == '}')
      --braces;
    else if (element[i] == '(' && braces == 0) {
      open = i;
      break;
    }
  }
  if (open == std::string::npos || element.back() != ')') {
    out.push_back(prefix + element + suffix);
    return true;
  }
  std::string anchor = element.substr(0, open);
  std::string inner = element.substr(open + 1, element.size() - open - 2);
  std::vector<std::string> parts;
  if (!splitTopLevel(inner, parts))
    return false;
  for (const std::string &p : parts)
    if (!flatten(p, prefix + anchor + "(", ")" + suffix, out))
      return false;
  return true;
}

} // namespace

bool defuse::splitPipeline(const std::string &text,
                           std::vector<std::string> &passes) {
  std::vector<std::string> top;
  if (!splitTopLevel(text, top))
    return false;
  for (const std::string &element : top)
    if (!flatten(element, "", "", passes))
      return false;
  return true;
}

std::string defuse::joinPipeline(const std::vector<std::string> &passes,
                                 size_t count) {
  std::string out;
  for (size_t i = 0; i < count && i < passes.size(); ++i)
    out += (i ? "," : "") + passes[i];
  return out;
}

std::vector<size_t> defuse::stepsRunning(const std::vector<std::string> &passes,
                                         const std::string &name) {
  std::vector<size_t> steps;
  for (size_t i = 0; i < passes.size(); ++i)
    if (passName(passes[i]) == name)
      steps.push_back(i);
  return steps;
}

std::string defuse::passName(const std::string &element) {
  std::string s = element;
  // Strip anchors: the innermost "(...)" content.
  size_t open;
  while ((open = s.find('(')) != std::string::npos && s.find('{') > open &&
         s.back() == ')')
    s = s.substr(open + 1, s.size() - open - 2);
  return s.substr(0, s.find('{'));
}
