//===- PassPipeline.cpp ---------------------------------------------------===//

#include "bisect/PassPipeline.h"

#include <utility>

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

/// Where the option block of an element's pass lies: the first `{` (anchors
/// take none) and its matching `}`, or npos for both.
std::pair<size_t, size_t> optionBlock(const std::string &element) {
  size_t open = element.find('{');
  if (open == std::string::npos)
    return {std::string::npos, std::string::npos};
  int depth = 0;
  bool quoted = false;
  for (size_t i = open; i < element.size(); ++i) {
    char c = element[i];
    if (c == '"')
      quoted = !quoted;
    if (quoted)
      continue;
    if (c == '{')
      ++depth;
    else if (c == '}' && --depth == 0)
      return {open, i};
  }
  return {std::string::npos, std::string::npos};
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

std::vector<std::string> defuse::passOptions(const std::string &element) {
  auto [open, close] = optionBlock(element);
  std::vector<std::string> options;
  if (open == std::string::npos)
    return options;
  // Options are separated by blanks outside quotes and nested brackets
  // (list values such as `tile-sizes=4,8` or `{a b}` stay whole).
  int depth = 0;
  bool quoted = false;
  std::string current;
  for (size_t i = open + 1; i < close; ++i) {
    char c = element[i];
    if (c == '"')
      quoted = !quoted;
    if (!quoted && (c == '{' || c == '[' || c == '('))
      ++depth;
    if (!quoted && (c == '}' || c == ']' || c == ')'))
      --depth;
    if (c == ' ' && !quoted && depth == 0) {
      if (!current.empty())
        options.push_back(current);
      current.clear();
      continue;
    }
    current += c;
  }
  if (!current.empty())
    options.push_back(current);
  return options;
}

std::string defuse::withPassOptions(const std::string &element,
                                    const std::vector<std::string> &options) {
  auto [open, close] = optionBlock(element);
  std::string block;
  for (const std::string &option : options)
    block += (block.empty() ? "" : " ") + option;
  if (!block.empty())
    block = "{" + block + "}";
  if (open == std::string::npos) {
    // The pass name ends at the first `)` closing an anchor.
    size_t end = element.find(')');
    return end == std::string::npos
               ? element + block
               : element.substr(0, end) + block + element.substr(end);
  }
  return element.substr(0, open) + block + element.substr(close + 1);
}
