//===- PassPipeline.cpp ---------------------------------------------------===//

#include "target/mlir/PassPipeline.h"

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

namespace {

std::string trimmed(const std::string &s) {
  size_t begin = s.find_first_not_of(" \t\r\n");
  if (begin == std::string::npos)
    return "";
  size_t end = s.find_last_not_of(" \t\r\n");
  return s.substr(begin, end - begin + 1);
}

/// `text` without the quotes a shell would have removed around all of it.
std::string unquoted(std::string text) {
  while (text.size() >= 2 && (text.front() == '\'' || text.front() == '"') &&
         text.back() == text.front())
    text = trimmed(text.substr(1, text.size() - 2));
  return text;
}

/// Whether `text` is one anchor with its parenthesis closing at the very end:
/// `builtin.module(a,b)` but not `builtin.module(a),b`.
bool isOneAnchoredList(const std::string &text, const std::string &anchor) {
  if (text.rfind(anchor + "(", 0) != 0 || text.back() != ')')
    return false;
  int depth = 0;
  for (size_t i = anchor.size(); i < text.size(); ++i) {
    char c = text[i];
    if (c == '(' || c == '{' || c == '[')
      ++depth;
    else if ((c == ')' || c == '}' || c == ']') && --depth == 0)
      return i + 1 == text.size();
  }
  return false;
}

/// `text` without blanks outside option blocks, where MLIR's parser ignores
/// them too.
std::string withoutBlanks(const std::string &text) {
  std::string out;
  int braces = 0;
  for (char c : text) {
    if (c == '{')
      ++braces;
    else if (c == '}')
      --braces;
    if (braces == 0 && (c == ' ' || c == '\t' || c == '\n' || c == '\r'))
      continue;
    out += c;
  }
  return out;
}

} // namespace

std::string defuse::normalizePipeline(const std::string &text) {
  std::string s = unquoted(trimmed(text));
  for (const char *flag : {"--pass-pipeline=", "-pass-pipeline=",
                           "--pass-pipeline ", "-pass-pipeline ", "-p ", "-p="})
    if (s.rfind(flag, 0) == 0) {
      s = unquoted(trimmed(s.substr(std::string(flag).size())));
      break;
    }
  s = withoutBlanks(s);
  for (const char *anchor : {"builtin.module", "any"})
    if (isOneAnchoredList(s, anchor)) {
      s = s.substr(std::string(anchor).size() + 1,
                   s.size() - std::string(anchor).size() - 2);
      break;
    }
  return s;
}

std::string defuse::pipelineFromFileText(const std::string &contents) {
  std::string text;
  int braces = 0;
  size_t pos = 0;
  while (pos <= contents.size()) {
    size_t end = contents.find('\n', pos);
    if (end == std::string::npos)
      end = contents.size();
    std::string line = trimmed(contents.substr(pos, end - pos));
    pos = end + 1;
    if (line.empty() || line[0] == '#' || line.rfind("//", 0) == 0)
      continue;
    if (!text.empty()) {
      char last = text.back(), first = line.front();
      bool separated = last == ',' || last == '(' || first == ',' ||
                       first == ')' || first == '}' || last == '{';
      if (braces > 0)
        text += ' '; // options of one pass, spread over lines
      else if (!separated)
        text += ',';
    }
    for (char c : line)
      braces += c == '{' ? 1 : c == '}' ? -1 : 0;
    text += line;
  }
  return normalizePipeline(text);
}
