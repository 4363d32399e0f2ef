//===- GraphBuilder.h - Valid-by-construction tensor programs -------------===//
//
// The fuzzer's generator decides *what* to build; GraphBuilder knows *how*:
// it creates TOSA and linalg ops with MLIR's builders, computes their result
// types (broadcasting, reductions, reshapes, slices), and tracks an interval
// for every value so that the generator can keep the reference finite (exp
// only sees bounded arguments, log and rsqrt only positive ones, pow a
// negative base only with an integer exponent). A program that the
// generator builds through it verifies by construction.
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_FUZZ_GRAPHBUILDER_H
#define DEFUSE_FUZZ_GRAPHBUILDER_H

#include "ir/ElementType.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"
#include "mlir/IR/Value.h"

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace mlir::func {
class FuncOp;
} // namespace mlir::func

namespace defuse {

/// The values an element may take: [lo, hi] for floats and integers alike.
struct Interval {
  double lo = -1, hi = 1;
  double magnitude() const { return std::max(-lo, hi); }
  bool mayBeNegative() const { return lo < 0; }
  bool mayBeZero() const { return lo <= 0 && hi >= 0; }
};

/// A value of the program being built, with what the builder knows of it.
struct Node {
  mlir::Value value;
  Interval range;
  std::vector<int64_t> shape() const;
  ElementType type() const;
  int64_t rank() const { return static_cast<int64_t>(shape().size()); }
};

enum class UnaryKind {
  Abs,
  Negate,
  Exp,
  Log,
  Tanh,
  Sigmoid,
  Ceil,
  Floor,
  Reciprocal,
  Rsqrt,
  Sin,
  Cos,
  Erf,
};
enum class BinaryKind {
  Add,
  Sub,
  Mul,
  Maximum,
  Minimum,
  Pow,
  IntDiv,
  BitwiseAnd,
  BitwiseOr,
  BitwiseXor,
  ArithmeticRightShift,
  LogicalLeftShift,
};
enum class ReduceKind { Sum, Max, Min };

const char *unaryKindName(UnaryKind k);
const char *binaryKindName(BinaryKind k);

class GraphBuilder {
public:
  GraphBuilder(mlir::MLIRContext &context, const std::string &functionName);

  /// A new entry argument, fed by `inputSpec` (InputSpec syntax), whose
  /// values lie in `range`.
  Node argument(const std::vector<int64_t> &shape, ElementType type,
                const std::string &inputSpec, Interval range);
  /// A splat tosa.const.
  Node splat(const std::vector<int64_t> &shape, ElementType type, double v);

  Node unary(UnaryKind kind, const Node &x);
  /// Element-wise with TOSA broadcasting (equal ranks, size-1 dimensions
  /// stretch). Integer ops need integer operands of one type.
  Node binary(BinaryKind kind, const Node &a, const Node &b);
  Node clamp(const Node &x, double lo, double hi);
  Node reduce(ReduceKind kind, const Node &x, int64_t axis);
  /// tosa.argmax: the index (i32) of the first largest element along
  /// `axis`, which the result drops.
  Node argmax(const Node &x, int64_t axis);
  Node transpose(const Node &x, const std::vector<int32_t> &perms);
  Node reshape(const Node &x, const std::vector<int64_t> &shape);
  Node slice(const Node &x, const std::vector<int64_t> &start,
             const std::vector<int64_t> &size);
  Node concat(const std::vector<Node> &xs, int64_t axis);
  Node tile(const Node &x, const std::vector<int64_t> &multiples);
  Node cast(const Node &x, ElementType to);
  /// tosa.matmul [N,H,C] x [N,C,W]; f32/f16/bf16 accumulate in f32 (f16
  /// may also accumulate in f16: `accumulator`), i8 in i32.
  Node matmul(const Node &a, const Node &b, ElementType accumulator);
  /// linalg.matmul [M,K] x [K,N] of i8 read as unsigned, into i32.
  Node unsignedMatmul(const Node &a, const Node &b);

  /// tosa.cond_if on `cond` (a rank-0 tensor<i1>) over `operands`; each
  /// branch is built by its callback from the branch's block arguments and
  /// returns the value it yields (both of one type).
  using Branch = std::function<Node(GraphBuilder &, std::vector<Node>)>;
  Node condIf(const Node &cond, const std::vector<Node> &operands,
              const Branch &thenBranch, const Branch &elseBranch);

  /// Finishes the function returning `results` and returns the module.
  mlir::OwningOpRef<mlir::ModuleOp> finish(const std::vector<Node> &results);

  /// The input spec of every argument so far, in order.
  const std::vector<std::string> &inputSpecs() const { return specs; }
  unsigned opCount() const { return ops; }

private:
  mlir::Type tensorType(const std::vector<int64_t> &shape,
                        ElementType type) const;
  mlir::Value shapeConstant(const std::vector<int64_t> &values);
  mlir::Value zeroPoint(ElementType type);
  mlir::Value shiftZero();
  mlir::Location nextLoc();

  mlir::MLIRContext &context;
  mlir::OwningOpRef<mlir::ModuleOp> module;
  mlir::Operation *functionOp = nullptr;
  mlir::OpBuilder builder;
  std::vector<std::string> specs;
  unsigned ops = 0;
};

} // namespace defuse

#endif // DEFUSE_FUZZ_GRAPHBUILDER_H
