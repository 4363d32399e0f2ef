//===- ShellQuote.h - A word of a shell command line
//-----------------------===//
//
// Every verdict is reproduced by a printed command; a flag's value may hold
// what a POSIX shell would split or expand (a Python literal's quotes, a
// comma list), so each word is quoted where it needs to be.
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_IR_SHELLQUOTE_H
#define DEFUSE_IR_SHELLQUOTE_H

#include <string>

namespace defuse {

/// `s` as one word of a POSIX shell command line (quoted only if needed),
/// for the commands that reproduce a verdict.
std::string shellQuote(const std::string &s);

} // namespace defuse

#endif // DEFUSE_IR_SHELLQUOTE_H
