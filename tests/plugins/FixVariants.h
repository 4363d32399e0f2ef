//===- FixVariants.h - A rewrite, its bug, its fix and its wrong fixes ----===//
//
// Part of defuse's test suite. NOT a compiler component.
//
// The adversarial filter (`defuse filter`) must accept a correct fix of a
// faulty pass and reject every "fix" that only looks like one. To test it,
// each rewrite rule of FixCandidatesPlugin.cpp comes as one pass per
// variant, all built from the same three pieces (the rule's match, its
// correct rewrite, its buggy rewrite):
//
//   fixlab-RULE-faulty          the bug: the buggy rewrite in the bug case
//   fixlab-RULE-fixed           the correct fix
//   fixlab-RULE-disabled        wrong: does nothing at all
//   fixlab-RULE-shape-only      wrong: correct only at the reproducer's shape
//   fixlab-RULE-values-only     wrong: correct only for the reproducer's
//                               input value (a select on its exact bits)
//   fixlab-RULE-neighbour       wrong: leaves a neighbouring case broken (a
//                               dtype other than f32, or the rule's own)
//   fixlab-RULE-nondeterministic wrong: fixes each site on a coin toss
//   fixlab-RULE-slow            wrong: correct, but each rewritten value goes
//                               through 65536 serial integer steps that give
//                               it back unchanged
//
// The wrong ones hard-code what a careless author would copy out of the
// reproducer (its shape, its value): they were written before the filter's
// checks, from the reproducers alone.
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_TESTS_PLUGINS_FIXVARIANTS_H
#define DEFUSE_TESTS_PLUGINS_FIXVARIANTS_H

#include "mlir/IR/Builders.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Pass/Pass.h"
#include "llvm/ADT/StringRef.h"

#include <functional>
#include <string>
#include <vector>

namespace defuse_fixlab {

using namespace mlir;

enum class Variant {
  Faulty,
  Fixed,
  Disabled,
  ShapeOnly,
  ValuesOnly,
  Neighbour,
  Nondeterministic,
  Slow
};

/// Where a rule applies, and how.
struct Site {
  bool bugCase = false; // the case the faulty pass gets wrong
  Value key;            // the input value the bug depends on
};

/// One rewrite rule. `correct` and `buggy` return the value that replaces
/// the op's single result (the result itself: leave the op alone).
struct Rule {
  std::string name; // "pow-to-mul"
  std::string description;
  std::function<bool(Operation *, Site &)> match;
  std::function<Value(OpBuilder &, Operation *)> correct, buggy;
  /// The neighbouring case the `neighbour` wrong fix leaves broken; by
  /// default any element type other than f32.
  std::function<bool(Operation *)> neighbour;
  /// What the `neighbour` wrong fix computes there, when not `buggy`.
  std::function<Value(OpBuilder &, Operation *)> partial;
  /// Patterns that do the rest of the pass the rule replaces (an upstream
  /// pass's other expansions), run after the rule's own rewrites.
  std::function<void(RewritePatternSet &)> rest;
  /// The reproducer's particulars the wrong fixes copied.
  std::string reproShape; // "2x3"
  double reproValue = 0;
};

/// Registers one pass per variant of `rule` (fixlab-NAME-VARIANT); the
/// faulty variant only when `withFaulty` (a rule replacing an upstream pass
/// has its bug there already).
void registerVariants(const Rule &rule, bool withFaulty = true);

/// A float constant of `type`.
Value floatConstant(OpBuilder &b, Location loc, Type type, double v);
/// Whether `v` is a float constant (scalar, or splat), and its value.
bool isConstant(Value v, double &value);

} // namespace defuse_fixlab

#endif // DEFUSE_TESTS_PLUGINS_FIXVARIANTS_H
