//===- ProgramGenerator.cpp -----------------------------------------------===//

#include "fuzz/ProgramGenerator.h"

#include "fuzz/GraphBuilder.h"
#include "ir/SplitMix64.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"

#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <optional>
#include <sstream>

using namespace defuse;

namespace {

const ElementType kF32{ElementKind::F32}, kF16{ElementKind::F16},
    kBF16{ElementKind::BF16}, kI32{ElementKind::I32}, kI8{ElementKind::I8};

std::string fmt(double v) {
  std::ostringstream os;
  os << v;
  return os.str();
}

std::string shapeText(const std::vector<int64_t> &shape) {
  std::string s;
  for (int64_t d : shape)
    s += (s.empty() ? "" : "x") + std::to_string(d);
  return s;
}

/// Builds one program: the random choices, on top of GraphBuilder's
/// mechanics. Every helper keeps the values it makes inside ranges where
/// the reference stays finite and defined.
class Generator {
public:
  Generator(mlir::MLIRContext &ctx, uint64_t seed)
      : g(ctx, "main"), rng{seed * 0x2545f4914f6cdd1dULL + 0x9e37} {}

  GraphBuilder g;
  SplitMix64 rng;
  std::vector<Node> pool; // computed values, newest last
  std::vector<std::string> steps;

  template <typename T> const T &oneOf(const std::vector<T> &v) {
    return v[rng.below(v.size())];
  }
  int64_t dim() { return oneOf<int64_t>({1, 2, 3, 4, 5, 6, 8, 12, 16, 32}); }

  std::vector<int64_t> shape(unsigned rank, int64_t maxElements = 2048) {
    std::vector<int64_t> s;
    int64_t n = 1;
    for (unsigned i = 0; i < rank; ++i) {
      int64_t d = dim();
      while (d > 1 && n * d > maxElements)
        d /= 2;
      s.push_back(d);
      n *= d;
    }
    return s;
  }

  Node keep(Node n, const std::string &step) {
    pool.push_back(n);
    steps.push_back(step);
    return n;
  }

  Node floatArg(const std::vector<int64_t> &s, ElementType t = kF32) {
    static const std::vector<std::pair<double, double>> ranges = {
        {-1, 1}, {-1, 1}, {-4, 4}, {-1, 0}, {0.5, 2}, {-2, -0.5}, {-8, 8}};
    auto [lo, hi] = oneOf(ranges);
    std::string spec = "uniform(" + fmt(lo) + "," + fmt(hi) + ")";
    steps.push_back("arg " + shapeText(s) + t.str() + " " + spec);
    return g.argument(s, t, spec, {lo, hi});
  }

  Node intArg(const std::vector<int64_t> &s, ElementType t, int64_t lo,
              int64_t hi) {
    std::string spec =
        "int(" + std::to_string(lo) + "," + std::to_string(hi) + ")";
    steps.push_back("arg " + shapeText(s) + t.str() + " " + spec);
    return g.argument(s, t, spec,
                      {static_cast<double>(lo), static_cast<double>(hi)});
  }

  /// NaN, +-Inf, +-0, extremes and ordinary values mixed.
  Node edgesArg(const std::vector<int64_t> &s) {
    steps.push_back("arg " + shapeText(s) + "f32 edges");
    return g.argument(s, kF32, "edges", {-3.4e38, 3.4e38});
  }

  /// A value the next op reads: mostly the newest, sometimes an older one.
  Node pick() {
    if (pool.size() > 1 && rng.chance(0.3))
      return pool[rng.below(pool.size())];
    return pool.back();
  }

  /// A partner for a binary op on `x`: an existing value of a broadcast-
  /// compatible shape, or a new argument with some dimensions set to 1.
  Node partner(const Node &x) {
    std::vector<int64_t> s = x.shape();
    std::vector<Node> compatible;
    for (const Node &n : pool)
      if (n.value != x.value && n.type() == x.type() && n.rank() == x.rank() &&
          std::equal(s.begin(), s.end(), n.shape().begin(),
                     [](int64_t a, int64_t b) { return a == b || b == 1; }))
        compatible.push_back(n);
    if (!compatible.empty() && rng.chance(0.5))
      return oneOf(compatible);
    std::vector<int64_t> b = s;
    for (int64_t &d : b)
      if (rng.chance(0.4))
        d = 1;
    if (x.type().isFloat() && rng.chance(0.25))
      return keep(g.splat(b, x.type(), oneOf<double>({0.5, 2, -1, 0.125, 3})),
                  "splat " + shapeText(b));
    if (x.type().isInteger())
      return intArg(b, x.type(), -100, 100);
    return floatArg(b, x.type());
  }

  /// x, clamped so that exp and friends stay finite.
  Node bounded(const Node &x, double limit) {
    if (x.range.magnitude() <= limit)
      return x;
    return keep(g.clamp(x, -limit, limit), "clamp " + fmt(limit));
  }

  /// x mapped to a positive range: |x| + 0.5, or exp(bounded x).
  Node positive(const Node &x) {
    if (x.range.lo >= 0.25)
      return x;
    if (rng.chance(0.5)) {
      Node e = keep(g.unary(UnaryKind::Exp, bounded(x, 6)), "exp");
      return e;
    }
    Node a = keep(g.unary(UnaryKind::Abs, x), "abs");
    Node half = g.splat(std::vector<int64_t>(x.rank(), 1), x.type(), 0.5);
    return keep(g.binary(BinaryKind::Add, a, half), "add 0.5");
  }

  Node floatUnary(Node x) {
    static const std::vector<UnaryKind> kinds = {
        UnaryKind::Abs,   UnaryKind::Negate, UnaryKind::Exp,
        UnaryKind::Log,   UnaryKind::Tanh,   UnaryKind::Sigmoid,
        UnaryKind::Ceil,  UnaryKind::Floor,  UnaryKind::Reciprocal,
        UnaryKind::Rsqrt, UnaryKind::Sin,    UnaryKind::Cos,
        UnaryKind::Erf,   UnaryKind::Tanh,   UnaryKind::Ceil};
    UnaryKind k = oneOf(kinds);
    switch (k) {
    case UnaryKind::Exp:
      x = bounded(x, 8);
      break;
    case UnaryKind::Log:
    case UnaryKind::Rsqrt:
    case UnaryKind::Reciprocal:
      x = positive(x);
      break;
    case UnaryKind::Sin:
    case UnaryKind::Cos:
      x = bounded(x, 100);
      break;
    default:
      break;
    }
    if (x.type() != kF32 && x.range.magnitude() > 200)
      x = bounded(x, 200);
    return keep(g.unary(k, x), unaryKindName(k));
  }

  Node floatBinary(Node x) {
    static const std::vector<BinaryKind> kinds = {
        BinaryKind::Add,     BinaryKind::Sub,     BinaryKind::Mul,
        BinaryKind::Maximum, BinaryKind::Minimum, BinaryKind::Pow,
        BinaryKind::Sub,     BinaryKind::Mul};
    BinaryKind k = oneOf(kinds);
    if (k == BinaryKind::Pow) {
      // A negative base only with an integer exponent: its power is real.
      std::vector<int64_t> s(x.rank(), 1);
      if (rng.chance(0.5))
        s = x.shape();
      x = bounded(x, 4);
      double e = x.range.mayBeNegative() ? oneOf<double>({2, 3})
                                         : oneOf<double>({0.5, 1.5, 2, 3, 2.5});
      Node exponent = g.splat(s, x.type(), e);
      return keep(g.binary(k, x, exponent), "pow " + fmt(e));
    }
    Node y = partner(x);
    if (k == BinaryKind::Mul && x.range.magnitude() * y.range.magnitude() > 1e6)
      x = bounded(x, 100), y = bounded(y, 100);
    if (rng.chance(0.3))
      std::swap(x, y);
    return keep(g.binary(k, x, y), binaryKindName(k));
  }

  Node transposeStep(const Node &x) {
    std::vector<int32_t> perms(x.rank());
    for (int32_t i = 0; i < x.rank(); ++i)
      perms[i] = i;
    for (size_t i = perms.size(); i > 1; --i)
      std::swap(perms[i - 1], perms[rng.below(i)]);
    std::string p;
    for (int32_t v : perms)
      p += std::to_string(v);
    return keep(g.transpose(x, perms), "transpose " + p);
  }

  Node elementwiseStep() {
    Node x = pick();
    if (x.type().isInteger())
      x = pool.back();
    double r = rng.unit();
    if (r < 0.45)
      return floatUnary(x);
    if (r < 0.9)
      return floatBinary(x);
    if (x.rank() > 1)
      return transposeStep(x);
    return floatUnary(x);
  }

  /// softmax, layer norm or RMS norm along `axis` of x.
  Node normalization(Node x, int64_t axis) {
    double n = static_cast<double>(x.shape()[axis]);
    std::vector<int64_t> ones(x.rank(), 1);
    unsigned which = rng.below(3);
    if (which == 0) {
      steps.push_back("softmax axis " + std::to_string(axis));
      x = bounded(x, 30);
      Node m = keep(g.reduce(ReduceKind::Max, x, axis), "reduce_max");
      Node d = keep(g.binary(BinaryKind::Sub, x, m), "sub");
      Node e = keep(g.unary(UnaryKind::Exp, d), "exp");
      Node s = keep(g.reduce(ReduceKind::Sum, e, axis), "reduce_sum");
      Node r = keep(g.unary(UnaryKind::Reciprocal, s), "reciprocal");
      return keep(g.binary(BinaryKind::Mul, e, r), "mul");
    }
    Node inv = g.splat(ones, x.type(), 1.0 / n);
    Node eps = g.splat(ones, x.type(), 1e-5);
    x = bounded(x, 100);
    Node centred = x;
    if (which == 1) {
      steps.push_back("layernorm axis " + std::to_string(axis));
      Node s = keep(g.reduce(ReduceKind::Sum, x, axis), "reduce_sum");
      Node mean = keep(g.binary(BinaryKind::Mul, s, inv), "mul 1/n");
      centred = keep(g.binary(BinaryKind::Sub, x, mean), "sub");
    } else {
      steps.push_back("rmsnorm axis " + std::to_string(axis));
    }
    Node sq = keep(g.binary(BinaryKind::Mul, centred, centred), "mul");
    Node ss = keep(g.reduce(ReduceKind::Sum, sq, axis), "reduce_sum");
    Node ms = keep(g.binary(BinaryKind::Mul, ss, inv), "mul 1/n");
    Node var = keep(g.binary(BinaryKind::Add, ms, eps), "add eps");
    Node rs = keep(g.unary(UnaryKind::Rsqrt, var), "rsqrt");
    Node y = keep(g.binary(BinaryKind::Mul, centred, rs), "mul");
    if (rng.chance(0.6)) {
      std::vector<int64_t> gs = ones;
      gs[axis] = x.shape()[axis];
      Node gamma = floatArg(gs, x.type());
      y = keep(g.binary(BinaryKind::Mul, y, gamma), "mul gamma");
    }
    return y;
  }

  /// A [1|N, H, C] x [N, C, W] product of x (reshaped to rank 3) and a
  /// weight argument, in `t`, accumulated in f32 (or f16 for f16).
  Node contraction(Node x, ElementType t) {
    std::vector<int64_t> s = x.shape();
    if (s.size() != 3) {
      int64_t n = 1;
      for (int64_t d : s)
        n *= d;
      int64_t c = s.back();
      x = keep(g.reshape(x, {1, n / c, c}), "reshape");
      s = x.shape();
    }
    if (x.type() != t)
      x = keep(g.cast(bounded(x, 100), t), "cast " + t.str());
    int64_t w = dim();
    // Weights in f32 cast down (the usual mixed-precision form), or stored
    // in the low precision, sometimes transposed as frontends emit them.
    ElementType stored = t != kF32 && rng.chance(0.6) ? kF32 : t;
    bool transposed = rng.chance(0.3);
    Node weights = floatArg(transposed ? std::vector<int64_t>{s[0], w, s[2]}
                                       : std::vector<int64_t>{s[0], s[2], w},
                            stored);
    if (transposed)
      weights = keep(g.transpose(weights, {0, 2, 1}), "transpose 021");
    if (stored != t)
      weights = keep(g.cast(weights, t), "cast " + t.str());
    ElementType acc = t == kF16 && rng.chance(0.3) ? kF16 : kF32;
    return keep(g.matmul(x, weights, acc),
                "matmul " + t.str() + "->" + acc.str());
  }

  Node epilogue(Node y) {
    std::vector<int64_t> bias(y.rank(), 1);
    bias.back() = y.shape().back();
    if (rng.chance(0.7))
      y = keep(g.binary(BinaryKind::Add, y, floatArg(bias, y.type())),
               "add bias");
    switch (rng.below(4)) {
    case 0:
      return keep(g.clamp(y, 0, 6), "relu6");
    case 1:
      return keep(g.unary(UnaryKind::Tanh, y), "tanh");
    case 2: {
      Node s = keep(g.unary(UnaryKind::Sigmoid, y), "sigmoid");
      return keep(g.binary(BinaryKind::Mul, y, s), "silu mul");
    }
    default:
      return keep(g.clamp(y, -1e4, 1e4), "clamp");
    }
  }

  /// A reshape, slice, tile or concat of x.
  Node movementStep(Node x) {
    std::vector<int64_t> s = x.shape();
    switch (rng.below(4)) {
    case 0: {
      // Merge two adjacent dimensions or split one.
      std::vector<int64_t> t = s;
      if (t.size() > 1 && rng.chance(0.5)) {
        size_t i = rng.below(t.size() - 1);
        t[i] *= t[i + 1];
        t.erase(t.begin() + i + 1);
        t.insert(t.begin(), 1); // keep the rank for later broadcasts
      } else {
        size_t i = rng.below(t.size());
        if (t[i] % 2 == 0 && t.size() < 4) {
          t[i] /= 2;
          t.insert(t.begin() + i, 2);
        } else {
          t.insert(t.begin(), 1);
          if (t.size() > 4)
            return floatUnary(x);
        }
      }
      return keep(g.reshape(x, t), "reshape " + shapeText(t));
    }
    case 1: {
      std::vector<int64_t> start(s.size(), 0), size = s;
      for (size_t i = 0; i < s.size(); ++i)
        if (s[i] > 1 && rng.chance(0.6)) {
          size[i] = 1 + static_cast<int64_t>(rng.below(s[i]));
          start[i] = static_cast<int64_t>(rng.below(s[i] - size[i] + 1));
        }
      return keep(g.slice(x, start, size), "slice " + shapeText(size));
    }
    case 2: {
      std::vector<int64_t> m(s.size(), 1);
      m[rng.below(s.size())] = 2;
      return keep(g.tile(x, m), "tile");
    }
    default: {
      int64_t axis = static_cast<int64_t>(rng.below(s.size()));
      Node other = x;
      if (rng.chance(0.5)) {
        std::vector<int64_t> o = s;
        o[axis] = 1 + static_cast<int64_t>(rng.below(4));
        other = x.type().isFloat() ? floatArg(o, x.type())
                                   : intArg(o, x.type(), -50, 50);
      }
      return keep(g.concat({x, other}, axis),
                  "concat axis " + std::to_string(axis));
    }
    }
  }

  Node integerStep(Node x) {
    double r = rng.unit();
    if (r < 0.35) {
      static const std::vector<BinaryKind> kinds = {
          BinaryKind::Add,       BinaryKind::Sub,       BinaryKind::Mul,
          BinaryKind::Maximum,   BinaryKind::Minimum,   BinaryKind::BitwiseAnd,
          BinaryKind::BitwiseOr, BinaryKind::BitwiseXor};
      BinaryKind k = oneOf(kinds);
      return keep(g.binary(k, x, partner(x)), binaryKindName(k));
    }
    std::vector<int64_t> ones(x.rank(), 1);
    if (r < 0.5) {
      double amount = static_cast<double>(rng.below(8));
      bool right = rng.chance(0.6);
      Node s = g.splat(ones, x.type(), amount);
      BinaryKind k = right ? BinaryKind::ArithmeticRightShift
                           : BinaryKind::LogicalLeftShift;
      return keep(g.binary(k, x, s),
                  std::string(binaryKindName(k)) + " " + fmt(amount));
    }
    if (r < 0.6) {
      double d = oneOf<double>({3, -7, 16, 5});
      return keep(g.binary(BinaryKind::IntDiv, x, g.splat(ones, x.type(), d)),
                  "intdiv " + fmt(d));
    }
    if (r < 0.75) {
      double lo = -static_cast<double>(rng.below(128)),
             hi = static_cast<double>(rng.below(128));
      if (x.type() != kI32)
        return keep(g.clamp(x, lo, hi), "clamp");
      // TOSA's profiles have no i32 clamp (tosa-validate rejects it): the
      // same bounds as maximum and minimum with constants.
      std::vector<int64_t> ones(x.rank(), 1);
      Node low = keep(g.binary(BinaryKind::Maximum, x, g.splat(ones, kI32, lo)),
                      "maximum " + fmt(lo));
      return keep(g.binary(BinaryKind::Minimum, low, g.splat(ones, kI32, hi)),
                  "minimum " + fmt(hi));
    }
    if (r < 0.85)
      return keep(g.unary(UnaryKind::Abs, bounded(x, 1e9)), "abs");
    return keep(g.unary(UnaryKind::Negate, bounded(x, 1e9)), "negate");
  }

  /// A reduction along one axis of an integer value: its largest, its
  /// smallest, or where its largest is.
  Node integerReduction(Node x) {
    int64_t axis = static_cast<int64_t>(rng.below(x.rank()));
    double r = rng.unit();
    if (r < 0.35)
      return keep(g.reduce(ReduceKind::Max, x, axis), "reduce_max");
    if (r < 0.6)
      return keep(g.reduce(ReduceKind::Min, x, axis), "reduce_min");
    return keep(g.argmax(x, axis), "argmax");
  }

  /// Up to three results: the newest value and older ones nothing reads.
  std::vector<Node> results() {
    std::vector<Node> out = {pool.back()};
    for (size_t i = pool.size(); i-- > 1 && out.size() < 3;) {
      const Node &n = pool[i - 1];
      if (n.value.use_empty() && !llvm::isa<mlir::BlockArgument>(n.value) &&
          rng.chance(0.5))
        out.push_back(n);
    }
    return out;
  }
};

using FamilyBody = std::function<bool(Generator &)>;

/// Element-wise chains with broadcasts and transposes.
bool elementwise(Generator &gen) {
  gen.pool.push_back(gen.floatArg(gen.shape(2 + gen.rng.below(3))));
  unsigned n = 3 + gen.rng.below(9);
  for (unsigned i = 0; i < n; ++i)
    gen.elementwiseStep();
  return false;
}

/// Reductions feeding broadcasts: softmax and norms, with element-wise ops
/// before and after.
bool softmaxNorm(Generator &gen) {
  Node x = gen.floatArg(gen.shape(2 + gen.rng.below(2)));
  gen.pool.push_back(x);
  if (gen.rng.chance(0.5))
    gen.elementwiseStep();
  for (unsigned k = 0, n = 1 + gen.rng.below(2); k < n; ++k) {
    Node y = gen.pool.back();
    gen.normalization(y, static_cast<int64_t>(gen.rng.below(y.rank())));
    for (unsigned i = 0, m = gen.rng.below(4); i < m; ++i)
      gen.elementwiseStep();
  }
  return false;
}

/// Matmuls with epilogues (bias, activation, residual).
bool contraction(Generator &gen) {
  Node x = gen.floatArg(gen.shape(3, 512));
  gen.pool.push_back(x);
  if (gen.rng.chance(0.4))
    gen.elementwiseStep();
  Node y = gen.epilogue(gen.contraction(gen.pool.back(), kF32));
  if (gen.rng.chance(0.4))
    y = gen.epilogue(gen.contraction(y, kF32));
  for (unsigned i = 0, m = gen.rng.below(3); i < m; ++i)
    gen.elementwiseStep();
  return false;
}

/// Reshapes, slices, tiles and concats between element-wise ops.
bool reshapeSlice(Generator &gen) {
  gen.pool.push_back(gen.floatArg(gen.shape(2 + gen.rng.below(2), 512)));
  for (unsigned i = 0, n = 3 + gen.rng.below(6); i < n; ++i) {
    if (gen.rng.chance(0.5))
      gen.movementStep(gen.pool.back());
    else
      gen.elementwiseStep();
  }
  return false;
}

/// Integer paths: i32 arithmetic, shifts, bit operations, clamps, an i8
/// zero-point shift that wraps, i8 x i8 -> i32 matmuls, and a quantized
/// head's reductions (a row's largest or smallest code, its class).
bool integer(Generator &gen) {
  std::vector<int64_t> s = gen.shape(2 + gen.rng.below(2));
  double start = gen.rng.unit();
  std::optional<Node> codes; // i8 values, where the program has them
  if (start < 0.3) {
    gen.pool.push_back(gen.intArg(s, kI32, -100000, 100000));
  } else if (start < 0.6) {
    codes = gen.intArg(s, kI8, -128, 127);
    gen.keep(gen.g.cast(*codes, kI32), "cast i32");
  } else {
    // Requantization: shift i8 codes by a zero point (wrapping i8 add, as
    // tosa.add lowers to arith.addi), clamp to the activation range.
    Node q = gen.intArg(s, kI8, -128, 127);
    Node zp = gen.g.splat(std::vector<int64_t>(s.size(), 1), kI8,
                          gen.oneOf<double>({100, -50, 27}));
    Node shifted = gen.keep(gen.g.binary(BinaryKind::Add, q, zp), "add zp");
    Node clamped = gen.keep(gen.g.clamp(shifted, -100, 50), "clamp");
    codes = clamped;
    gen.keep(gen.g.cast(clamped, kI32), "cast i32");
  }
  if (gen.rng.chance(0.3)) {
    // A quantized matmul: i8 codes, i32 accumulators.
    std::vector<int64_t> a = {1, gen.dim(), gen.dim()};
    Node lhs = gen.intArg(a, kI8, -128, 127);
    Node rhs = gen.intArg({1, a[2], gen.dim()}, kI8, -128, 127);
    gen.keep(gen.g.matmul(lhs, rhs, kI32), "matmul i8->i32");
  }
  for (unsigned i = 0, n = 3 + gen.rng.below(7); i < n; ++i)
    gen.integerStep(gen.pool.back());
  if (gen.rng.chance(0.3)) {
    Node y = gen.pool.back();
    gen.keep(gen.g.cast(y, kF32), "cast f32");
  }
  if (gen.rng.chance(0.4))
    gen.integerReduction(codes && gen.rng.chance(0.6) ? *codes
                                                      : gen.pool.back());
  return false;
}

/// Unsigned contractions: linalg.matmul {cast_unsigned} of u8 data.
bool unsignedContraction(Generator &gen) {
  int64_t m = gen.dim(), k = gen.dim(), n = gen.dim();
  Node a = gen.intArg({m, k}, kI8, -128, 127);
  Node b = gen.intArg({k, n}, kI8, -128, 127);
  Node acc = gen.keep(gen.g.unsignedMatmul(a, b), "matmul u8->i32");
  if (gen.rng.chance(0.5)) {
    Node bias = gen.intArg({1, n}, kI32, -1000, 1000);
    acc = gen.keep(gen.g.binary(BinaryKind::Add, acc, bias), "add bias");
  }
  if (gen.rng.chance(0.6)) {
    Node f = gen.keep(gen.g.cast(acc, kF32), "cast f32");
    Node scale = gen.g.splat({1, 1}, kF32, 1.0 / 4096);
    gen.keep(gen.g.binary(BinaryKind::Mul, f, scale), "mul scale");
    for (unsigned i = 0, r = gen.rng.below(3); i < r; ++i)
      gen.elementwiseStep();
  }
  return false;
}

/// Mixed precision: bf16/f16 casts around element-wise ops and matmuls.
bool mixedPrecision(Generator &gen) {
  ElementType low = gen.rng.chance(0.5) ? kBF16 : kF16;
  Node x = gen.floatArg(gen.shape(3, 512));
  gen.pool.push_back(x);
  if (gen.rng.chance(0.6)) {
    Node y = gen.contraction(x, low);
    gen.epilogue(y);
  } else {
    gen.keep(gen.g.cast(x, low), "cast " + low.str());
  }
  for (unsigned i = 0, n = 2 + gen.rng.below(5); i < n; ++i) {
    Node y = gen.pool.back();
    if (gen.rng.chance(0.3))
      gen.keep(gen.g.cast(gen.bounded(y, 1000), y.type() == kF32 ? low : kF32),
               "cast");
    else
      gen.elementwiseStep();
  }
  Node last = gen.pool.back();
  if (last.type() != kF32)
    gen.keep(gen.g.cast(last, kF32), "cast f32");
  return false;
}

/// Control flow: tosa.cond_if on a data-independent condition (an i1
/// argument) choosing between two element-wise subgraphs, with element-wise
/// ops before and after, so that fusion meets region boundaries.
bool controlFlow(Generator &gen) {
  Node x = gen.floatArg(gen.shape(2 + gen.rng.below(2)));
  gen.pool.push_back(x);
  if (gen.rng.chance(0.6))
    gen.elementwiseStep();
  Node a = gen.pool.back();
  Node b = gen.partner(a);
  if (b.shape() != a.shape())
    b = gen.keep(
        gen.g.binary(BinaryKind::Add, b, gen.g.splat(a.shape(), a.type(), 0.5)),
        "add (broadcast)");
  gen.steps.push_back("arg i1 int(0,1)");
  Node cond =
      gen.g.argument({}, ElementType{ElementKind::I1}, "int(0,1)", {0, 1});
  // Each branch: one or two element-wise ops on the block arguments.
  auto branch = [&](const char *name) {
    return [&gen, name](GraphBuilder &g, std::vector<Node> args) {
      static const std::vector<BinaryKind> binary = {
          BinaryKind::Add, BinaryKind::Sub, BinaryKind::Mul,
          BinaryKind::Maximum};
      static const std::vector<UnaryKind> unary = {
          UnaryKind::Tanh, UnaryKind::Abs, UnaryKind::Sigmoid, UnaryKind::Ceil};
      BinaryKind k = gen.oneOf(binary);
      Node y =
          g.binary(k, gen.bounded(args[0], 100), gen.bounded(args[1], 100));
      std::string step = std::string(name) + " " + binaryKindName(k);
      if (gen.rng.chance(0.6)) {
        UnaryKind u = gen.oneOf(unary);
        y = g.unary(u, y);
        step += std::string(", ") + unaryKindName(u);
      }
      gen.steps.push_back(step);
      return y;
    };
  };
  Node r = gen.g.condIf(cond, {a, b}, branch("then"), branch("else"));
  gen.keep(r, "cond_if");
  for (unsigned i = 0, n = gen.rng.below(3); i < n; ++i)
    gen.elementwiseStep();
  return false;
}

/// NaN, Inf and -0 in the inputs; ops whose handling of them differs
/// between correct lowerings and wrong ones.
bool specialValues(Generator &gen) {
  std::vector<int64_t> s = gen.shape(2);
  Node x = gen.edgesArg(s);
  gen.pool.push_back(x);
  static const std::vector<UnaryKind> unary = {
      UnaryKind::Ceil, UnaryKind::Floor, UnaryKind::Abs, UnaryKind::Negate};
  static const std::vector<BinaryKind> binary = {
      BinaryKind::Maximum, BinaryKind::Minimum, BinaryKind::Mul,
      BinaryKind::Add};
  for (unsigned i = 0, n = 2 + gen.rng.below(6); i < n; ++i) {
    Node y = gen.pick();
    double r = gen.rng.unit();
    if (r < 0.45) {
      UnaryKind k = gen.oneOf(unary);
      gen.keep(gen.g.unary(k, y), unaryKindName(k));
    } else if (r < 0.85) {
      BinaryKind k = gen.oneOf(binary);
      Node other = gen.rng.chance(0.5)
                       ? gen.g.splat(std::vector<int64_t>(2, 1), kF32,
                                     gen.oneOf<double>({0.0, -0.0, 1.0, -1.0}))
                       : gen.edgesArg(y.shape());
      gen.keep(gen.g.binary(k, y, other), binaryKindName(k));
    } else if (r < 0.93) {
      gen.keep(gen.g.clamp(y, -1, 1), "clamp");
    } else {
      Node e = gen.g.splat(std::vector<int64_t>(2, 1), kF32,
                           gen.oneOf<double>({2, 3}));
      gen.keep(gen.g.binary(BinaryKind::Pow, y, e), "pow");
    }
  }
  return true;
}

/// Every family, in the order programFamilies() lists them.
const std::vector<std::pair<llvm::StringRef, FamilyBody>> &families() {
  static const std::vector<std::pair<llvm::StringRef, FamilyBody>> table = {
      {"elementwise", elementwise},
      {"softmax-norm", softmaxNorm},
      {"contraction", contraction},
      {"reshape-slice", reshapeSlice},
      {"integer", integer},
      {"unsigned", unsignedContraction},
      {"mixed-precision", mixedPrecision},
      {"special-values", specialValues},
      {"control-flow", controlFlow},
  };
  return table;
}

} // namespace

llvm::ArrayRef<llvm::StringRef> defuse::programFamilies() {
  static const std::vector<llvm::StringRef> names = [] {
    std::vector<llvm::StringRef> n;
    for (const auto &[name, body] : families())
      n.push_back(name);
    return n;
  }();
  return names;
}

llvm::FailureOr<GeneratedProgram>
defuse::generateProgram(mlir::MLIRContext &context, llvm::StringRef family,
                        uint64_t seed, std::string &error) {
  auto it = llvm::find_if(families(),
                          [&](const auto &f) { return f.first == family; });
  if (it == families().end()) {
    error = "unknown program family '" + family.str() + "'";
    return llvm::failure();
  }
  Generator gen(context, seed ^ std::hash<std::string>{}(family.str()));
  GeneratedProgram p;
  p.family = family.str();
  p.seed = seed;
  p.specialValues = it->second(gen);
  if (family == "control-flow")
    p.pipelinePrefix = "func.func(tosa-to-scf)";
  auto module = gen.g.finish(gen.results());

  std::string diagnostics;
  {
    mlir::ScopedDiagnosticHandler handler(&context, [&](mlir::Diagnostic &d) {
      diagnostics += d.str() + "; ";
      return mlir::success();
    });
    if (failed(mlir::verify(*module))) {
      error = "generated " + p.family + " program " + std::to_string(seed) +
              " does not verify: " + diagnostics;
      return llvm::failure();
    }
  }
  std::string body;
  llvm::raw_string_ostream os(body);
  module->print(os);
  std::string header = "// A program of defuse's fuzzer (reproduce with "
                       "`defuse generate --family " +
                       p.family + " --seed " + std::to_string(seed) + "`).\n";
  header += "// DEFUSE-GENERATED: family=" + p.family +
            " seed=" + std::to_string(seed) + "\n";
  if (!p.pipelinePrefix.empty())
    header += "// Every pipeline must start with " + p.pipelinePrefix + ".\n";
  for (size_t i = 0; i < gen.g.inputSpecs().size(); ++i)
    header += "// DEFUSE-INPUT: arg" + std::to_string(i) + "=" +
              gen.g.inputSpecs()[i] + "\n";
  p.text = header + body;
  for (const std::string &s : gen.steps)
    p.recipe += (p.recipe.empty() ? "" : "; ") + s;
  p.ops = gen.g.opCount();
  return p;
}
