//===- LinalgSemantics.cpp - Every structured linalg op
//---------------------===//
//
// All linalg structured ops (generic and the named ops: matmul with its cast
// attributes, convolutions, poolings, fill, copy, transpose, broadcast, reduce,
// map, elementwise, ...) carry indexing maps, iterator types and a payload
// region, so one evaluator serves them all through the LinalgOp interface.
//
// The payload is compiled once into a flat list of scalar kernels over a
// register file; operand offsets are linear in the loop indices whenever the
// indexing maps are (always, for the ops TOSA lowers to), so the loop nest
// walks them with additions only.
//
// Reductions whose payload combines with arith.addf get the reassociation
// bound: a compiler may legally sum the n terms in any order (vectorization,
// tiling, FMA contraction), and any order's error is at most
// gamma_n * sum|term| with gamma_n = n*u / (1 - n*u) (Higham, Accuracy and
// Stability of Numerical Algorithms, 2nd ed., eq. 4.4).
//
//===----------------------------------------------------------------------===//

#include "interp/ErrorModel.h"
#include "interp/Interpreter.h"
#include "interp/ScalarSemantics.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/AffineExprVisitor.h"

using namespace defuse;
using namespace mlir;

namespace {

int64_t evaluateAffine(AffineExpr expr, ArrayRef<int64_t> dims) {
  switch (expr.getKind()) {
  case AffineExprKind::Constant:
    return cast<AffineConstantExpr>(expr).getValue();
  case AffineExprKind::DimId:
    return dims[cast<AffineDimExpr>(expr).getPosition()];
  default:
    break;
  }
  auto bin = cast<AffineBinaryOpExpr>(expr);
  int64_t l = evaluateAffine(bin.getLHS(), dims);
  int64_t r = evaluateAffine(bin.getRHS(), dims);
  switch (expr.getKind()) {
  case AffineExprKind::Add:
    return l + r;
  case AffineExprKind::Mul:
    return l * r;
  case AffineExprKind::Mod:
    return r == 0 ? 0 : ((l % r) + r) % r;
  case AffineExprKind::FloorDiv:
    return r == 0 ? 0 : (l / r - ((l % r != 0) && ((l < 0) != (r < 0))));
  case AffineExprKind::CeilDiv:
    return r == 0 ? 0 : (l / r + ((l % r != 0) && ((l < 0) == (r < 0))));
  default:
    return 0;
  }
}

bool isLinear(AffineMap map) {
  bool linear = true;
  for (AffineExpr e : map.getResults())
    e.walk([&](AffineExpr sub) {
      auto k = sub.getKind();
      if (k == AffineExprKind::Mod || k == AffineExprKind::FloorDiv ||
          k == AffineExprKind::CeilDiv || k == AffineExprKind::SymbolId)
        linear = false;
      if (k == AffineExprKind::Mul) {
        auto bin = cast<AffineBinaryOpExpr>(sub);
        if (!isa<AffineConstantExpr>(bin.getLHS()) &&
            !isa<AffineConstantExpr>(bin.getRHS()))
          linear = false;
      }
    });
  return linear;
}

/// How one operand's element offset follows the loop indices.
struct OperandAccess {
  AffineMap map;
  std::vector<int64_t> tensorStrides;
  std::vector<int64_t> tensorShape;
  bool linear = true;
  int64_t base = 0;
  std::vector<int64_t> coeff; // per loop dim

  void init(AffineMap m, const Tensor &t, unsigned numLoops) {
    map = m;
    tensorStrides = t.strides();
    tensorShape = t.shape();
    linear = isLinear(m);
    if (!linear)
      return;
    std::vector<int64_t> zero(numLoops, 0);
    base = offsetAt(zero);
    coeff.assign(numLoops, 0);
    for (unsigned d = 0; d < numLoops; ++d) {
      zero[d] = 1;
      coeff[d] = offsetAt(zero) - base;
      zero[d] = 0;
    }
  }
  /// Offset of the element at loop point `idx`, or -1 when it falls outside
  /// the tensor (which a verified op never does).
  int64_t offsetAt(ArrayRef<int64_t> idx) const {
    int64_t off = 0;
    for (unsigned r = 0; r < map.getNumResults(); ++r) {
      int64_t i = evaluateAffine(map.getResult(r), idx);
      if (i < 0 || i >= tensorShape[r])
        return -1;
      off += i * tensorStrides[r];
    }
    return off;
  }
};

/// The payload compiled to straight-line code over a register file.
struct BodyProgram {
  enum class Kind { Kernel, Index, Extract };
  struct Instr {
    Kind kind;
    ScalarKernel kernel;
    SmallVector<unsigned, 4> in;
    unsigned out = 0;
    unsigned dim = 0;
    const Tensor *tensor = nullptr;
  };
  unsigned numRegs = 0;
  std::vector<Scalar> initialRegs; // constants captured from outside
  std::vector<Instr> instrs;
  std::vector<unsigned> yieldRegs;
  /// Per output: the register holding the term an addf combiner adds to the
  /// accumulator, or -1 when the output is written directly.
  std::vector<int> sumTermReg;
  std::vector<bool> argUsed;
  /// A contraction's body, `acc + x * y` with x and y inputs (or their
  /// extf): evaluated without the register machinery (the hot loop of every
  /// generalized matmul and convolution), with the same semantics.
  struct MultiplyAccumulate {
    unsigned lhs = 0, rhs = 0; // input operands
    ElementType type;          // of the product
  };
  std::optional<MultiplyAccumulate> multiplyAccumulate;
};

/// The input a payload value reads, through an extf (exact) or directly.
std::optional<unsigned> inputReadBy(Value v, unsigned numInputs) {
  if (auto ext = v.getDefiningOp<arith::ExtFOp>())
    v = ext.getIn();
  auto arg = dyn_cast<BlockArgument>(v);
  if (!arg || arg.getArgNumber() >= numInputs)
    return std::nullopt;
  return arg.getArgNumber();
}

/// Whether the payload is exactly a multiply-accumulate into its one output
/// (and extf of its operands).
std::optional<BodyProgram::MultiplyAccumulate>
matchMultiplyAccumulate(linalg::LinalgOp op, Operation *combiner, Value term) {
  auto mul = term.getDefiningOp<arith::MulFOp>();
  Block *body = op.getBlock();
  if (!mul || mul->getBlock() != body || op.getNumDpsInits() != 1)
    return std::nullopt;
  unsigned numInputs = op.getNumDpsInputs();
  std::optional<unsigned> lhs = inputReadBy(mul.getLhs(), numInputs),
                          rhs = inputReadBy(mul.getRhs(), numInputs);
  if (!lhs || !rhs)
    return std::nullopt;
  for (Operation &inner : body->without_terminator())
    if (&inner != combiner && &inner != mul.getOperation() &&
        !(isa<arith::ExtFOp>(inner) && (inner.getResult(0) == mul.getLhs() ||
                                        inner.getResult(0) == mul.getRhs())))
      return std::nullopt;
  auto type = ElementType::fromMlir(mul.getType());
  if (!type)
    return std::nullopt;
  return BodyProgram::MultiplyAccumulate{*lhs, *rhs, *type};
}

FailureOr<BodyProgram> compileBody(linalg::LinalgOp op, Interpreter &interp) {
  BodyProgram prog;
  Block *body = op.getBlock();
  DenseMap<Value, unsigned> regs;
  auto newReg = [&](Scalar init = {}) {
    prog.initialRegs.push_back(init);
    return prog.numRegs++;
  };
  for (BlockArgument arg : body->getArguments()) {
    regs[arg] = newReg();
    prog.argUsed.push_back(!arg.use_empty());
  }
  unsigned numInputs = op.getNumDpsInputs();
  bool hasReduction = op.getNumReductionLoops() > 0;
  auto *yield = body->getTerminator();

  // Find addf combiners: yield(addf(acc, term)) where the accumulator and
  // the addf have no other uses.
  DenseSet<Operation *> combiners;
  prog.sumTermReg.assign(op.getNumDpsInits(), -1);
  std::vector<Value> combinerTerms(op.getNumDpsInits());
  if (hasReduction) {
    for (unsigned k = 0; k < op.getNumDpsInits(); ++k) {
      Value acc = body->getArgument(numInputs + k);
      Operation *def = yield->getOperand(k).getDefiningOp();
      if (!def || def->getName().getStringRef() != "arith.addf" ||
          !def->hasOneUse() || !acc.hasOneUse() || def->getBlock() != body)
        continue;
      Value term = def->getOperand(0) == acc   ? def->getOperand(1)
                   : def->getOperand(1) == acc ? def->getOperand(0)
                                               : Value();
      if (!term || term == acc)
        continue;
      combiners.insert(def);
      combinerTerms[k] = term;
      prog.multiplyAccumulate = matchMultiplyAccumulate(op, def, term);
    }
  }

  auto regOf = [&](Value v, Operation *user) -> FailureOr<unsigned> {
    auto it = regs.find(v);
    if (it != regs.end())
      return it->second;
    const Tensor *captured = interp.lookup(v);
    if (!captured || captured->rank() != 0)
      return emitError(user->getLoc())
             << "the reference interpreter does not support a non-scalar "
                "value captured by a linalg payload";
    unsigned r = newReg(captured->get(0));
    regs[v] = r;
    return r;
  };

  for (Operation &inner : body->without_terminator()) {
    if (combiners.contains(&inner))
      continue;
    BodyProgram::Instr instr;
    if (auto index = dyn_cast<linalg::IndexOp>(inner)) {
      instr.kind = BodyProgram::Kind::Index;
      instr.dim = index.getDim();
    } else if (auto extract = dyn_cast<tensor::ExtractOp>(inner)) {
      instr.kind = BodyProgram::Kind::Extract;
      instr.tensor = interp.lookup(extract.getTensor());
      if (!instr.tensor)
        return emitError(inner.getLoc())
               << "tensor.extract inside a linalg payload reads a tensor "
                  "defined in the payload";
      for (Value idx : extract.getIndices()) {
        auto r = regOf(idx, &inner);
        if (failed(r))
          return failure();
        instr.in.push_back(*r);
      }
    } else if (isScalarOp(&inner)) {
      auto kernel = compileScalarOp(&inner);
      if (failed(kernel))
        return failure();
      instr.kind = BodyProgram::Kind::Kernel;
      instr.kernel = std::move(*kernel);
      for (Value v : inner.getOperands()) {
        auto r = regOf(v, &inner);
        if (failed(r))
          return failure();
        instr.in.push_back(*r);
      }
    } else {
      return emitError(inner.getLoc())
             << "the reference interpreter does not support '"
             << inner.getName() << "' inside a linalg payload";
    }
    if (inner.getNumResults() != 1)
      return emitError(inner.getLoc())
             << "payload op with " << inner.getNumResults() << " results";
    instr.out = newReg();
    regs[inner.getResult(0)] = instr.out;
    prog.instrs.push_back(std::move(instr));
  }
  for (unsigned k = 0; k < op.getNumDpsInits(); ++k) {
    if (combinerTerms[k]) {
      auto r = regOf(combinerTerms[k], yield);
      if (failed(r))
        return failure();
      prog.sumTermReg[k] = *r;
      prog.yieldRegs.push_back(0);
      continue;
    }
    auto r = regOf(yield->getOperand(k), yield);
    if (failed(r))
      return failure();
    prog.yieldRegs.push_back(*r);
  }
  return prog;
}

/// Per accumulator element of an addf reduction: what the reassociation
/// bound needs. Only finite, bounded terms (the init included) enter absSum
/// and errSum; the others are recorded in `special`, because an order the
/// compiler may choose can turn them into a different result than the
/// reference's own double accumulation: +inf plus finite terms whose partial
/// sum overflows to -inf is NaN, and a NaN whose bound is unbounded (a
/// poisoned term, say) need not be NaN at all.
struct SumState {
  enum : uint8_t { PosInf = 1, NegInf = 2, NaN = 4, Unbounded = 8 };
  std::vector<double> absSum, errSum;
  std::vector<int64_t> terms;
  std::vector<uint8_t> special;

  void add(int64_t i, const Scalar &s) {
    if (!std::isfinite(s.err))
      special[i] |= Unbounded;
    else if (std::isnan(s.f))
      special[i] |= NaN;
    else if (std::isinf(s.f))
      special[i] |= s.f > 0 ? PosInf : NegInf;
    else {
      absSum[i] += std::fabs(s.f);
      errSum[i] += s.err;
    }
  }
};

LogicalResult evaluateLinalg(Operation *rawOp,
                             ArrayRef<const Tensor *> operands,
                             SmallVectorImpl<Tensor> &results,
                             Interpreter &interp) {
  auto op = cast<linalg::LinalgOp>(rawOp);
  if (!op.hasPureTensorSemantics())
    return emitError(rawOp->getLoc())
           << "the reference interpreter evaluates linalg ops on tensors only";
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  for (int64_t r : ranges)
    if (ShapedType::isDynamic(r))
      return emitError(rawOp->getLoc())
             << "the reference interpreter needs static loop ranges";
  FailureOr<BodyProgram> compiled = compileBody(op, interp);
  if (failed(compiled))
    return failure();
  BodyProgram &prog = *compiled;

  unsigned numLoops = ranges.size();
  unsigned numInputs = op.getNumDpsInputs();
  unsigned numOutputs = op.getNumDpsInits();
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  // Operands of a linalg op are inputs then inits, in operand order.
  std::vector<Tensor> outs;
  for (unsigned k = 0; k < numOutputs; ++k)
    outs.push_back(*operands[numInputs + k]);
  std::vector<const Tensor *> access(numInputs + numOutputs);
  for (unsigned i = 0; i < numInputs; ++i)
    access[i] = operands[i];
  for (unsigned k = 0; k < numOutputs; ++k)
    access[numInputs + k] = &outs[k];

  std::vector<OperandAccess> acc(access.size());
  bool allLinear = true;
  for (unsigned i = 0; i < access.size(); ++i) {
    acc[i].init(maps[i], *access[i], numLoops);
    allLinear &= acc[i].linear;
  }

  std::vector<SumState> sums(numOutputs);
  for (unsigned k = 0; k < numOutputs; ++k) {
    if (prog.sumTermReg[k] < 0)
      continue;
    int64_t n = outs[k].numElements();
    sums[k].absSum.assign(n, 0.0);
    sums[k].errSum.assign(n, 0.0);
    sums[k].terms.assign(n, 0);
    sums[k].special.assign(n, 0);
    for (int64_t i = 0; i < n; ++i)
      sums[k].add(i, outs[k].get(i));
  }

  int64_t total = 1;
  for (int64_t r : ranges)
    total *= r;
  std::vector<Scalar> regs = prog.initialRegs;
  mc::Lane *lane = mc::noiseLane(); // a noise lane rounds each sum's steps
  std::vector<int64_t> idx(numLoops, 0);
  std::vector<int64_t> offs(access.size());
  for (unsigned i = 0; i < access.size(); ++i)
    offs[i] = allLinear ? acc[i].base : 0;

  // Advances the odometer over the loop nest (last loop fastest).
  auto advance = [&](std::vector<int64_t> &idx, std::vector<int64_t> &offs) {
    for (int64_t d = static_cast<int64_t>(numLoops) - 1; d >= 0; --d) {
      if (++idx[d] < ranges[d]) {
        if (allLinear)
          for (unsigned i = 0; i < access.size(); ++i)
            offs[i] += acc[i].coeff[d];
        return;
      }
      idx[d] = 0;
      if (allLinear)
        for (unsigned i = 0; i < access.size(); ++i)
          offs[i] -= acc[i].coeff[d] * (ranges[d] - 1);
    }
  };
  const std::optional<BodyProgram::MultiplyAccumulate> &mac =
      prog.multiplyAccumulate;
  if (mac && allLinear) {
    // The reduction dims outermost: each output still takes its terms in
    // the same order, and the innermost loop walks the operands' rows
    // instead of striding down their columns.
    SmallVector<unsigned> order;
    SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
    for (bool reduction : {true, false})
      for (unsigned d = 0; d < numLoops; ++d)
        if ((iterators[d] == utils::IteratorType::reduction) == reduction)
          order.push_back(d);
    const Tensor &x = *access[mac->lhs], &y = *access[mac->rhs];
    Tensor &out = outs[0];
    ElementType t = out.elementType();
    std::vector<int64_t> at(numLoops, 0);
    int64_t xo = acc[mac->lhs].base, yo = acc[mac->rhs].base,
            oo = acc[numInputs].base;
    if (lane && op.getNumReductionLoops() > 0) {
      // A noise lane sums in its own order: the outermost reduction dim
      // starts at a random point and wraps round (mc::Lane::rotation).
      unsigned d = order[0];
      at[0] = lane->rotation(ranges[d]);
      xo += acc[mac->lhs].coeff[d] * at[0];
      yo += acc[mac->rhs].coeff[d] * at[0];
      oo += acc[numInputs].coeff[d] * at[0];
    }
    for (int64_t point = 0; point < total; ++point) {
      Scalar term;
      if (lane) { // each step rounded to nearest, the product fused
        Scalar a = x.get(xo), b = y.get(yo);
        term = Scalar::ofFloat(a.f * b.f, a.err + b.err);
        out.setFloat(oo, lane->roundNearest(t, out.floatAt(oo) + term.f),
                     out.errAt(oo));
      } else {
        // The term `x * y`, as the mulf kernel would compute it.
        term = errors::productOf(mac->type, x.get(xo), y.get(yo));
        out.setFloat(oo, out.floatAt(oo) + term.f, out.errAt(oo));
      }
      sums[0].add(oo, term);
      sums[0].terms[oo] += 1;
      for (unsigned p = numLoops; p-- > 0;) {
        unsigned d = order[p];
        if (++at[p] < ranges[d]) {
          xo += acc[mac->lhs].coeff[d];
          yo += acc[mac->rhs].coeff[d];
          oo += acc[numInputs].coeff[d];
          break;
        }
        at[p] = 0;
        xo -= acc[mac->lhs].coeff[d] * (ranges[d] - 1);
        yo -= acc[mac->rhs].coeff[d] * (ranges[d] - 1);
        oo -= acc[numInputs].coeff[d] * (ranges[d] - 1);
      }
    }
    total = 0; // done: the general loop below has nothing left to do
  }
  for (int64_t point = 0; point < total; ++point) {
    if (!allLinear)
      for (unsigned i = 0; i < access.size(); ++i)
        offs[i] = acc[i].offsetAt(idx);
    for (unsigned i = 0; i < access.size(); ++i) {
      if (!prog.argUsed[i])
        continue;
      if (offs[i] < 0)
        return emitError(rawOp->getLoc()) << "indexing map reads out of bounds";
      regs[i] = access[i]->get(offs[i]);
    }
    for (const BodyProgram::Instr &in : prog.instrs) {
      switch (in.kind) {
      case BodyProgram::Kind::Kernel: {
        Scalar ops[4];
        const Scalar *src = ops;
        SmallVector<Scalar, 8> many;
        if (in.in.size() <= 4) {
          for (unsigned j = 0; j < in.in.size(); ++j)
            ops[j] = regs[in.in[j]];
        } else {
          for (unsigned r : in.in)
            many.push_back(regs[r]);
          src = many.data();
        }
        in.kernel(src, &regs[in.out]);
        break;
      }
      case BodyProgram::Kind::Index:
        regs[in.out] = Scalar::ofInt(idx[in.dim]);
        break;
      case BodyProgram::Kind::Extract: {
        const Tensor &t = *in.tensor;
        int64_t linear = 0;
        bool uncertain = false, outOfBounds = false;
        for (unsigned d = 0; d < in.in.size(); ++d) {
          const Scalar &s = regs[in.in[d]];
          uncertain |= s.err != 0.0;
          outOfBounds |= s.i < 0 || s.i >= t.shape()[d];
          linear = linear * t.shape()[d] + s.i;
        }
        if (outOfBounds) // undefined behaviour in the program itself
          regs[in.out] = errors::poison();
        else if (uncertain) // the index itself is not known exactly
          regs[in.out] = Scalar{0.0, 0, errors::kUnbounded};
        else
          regs[in.out] = t.get(linear);
        break;
      }
      }
    }
    for (unsigned k = 0; k < numOutputs; ++k) {
      int64_t o = offs[numInputs + k];
      if (prog.sumTermReg[k] < 0) {
        outs[k].set(o, regs[prog.yieldRegs[k]]);
        continue;
      }
      const Scalar &term = regs[prog.sumTermReg[k]];
      // A noise lane rounds each step at random, in the loop's order.
      double sum = outs[k].floatAt(o) + term.f;
      outs[k].setFloat(o, lane ? lane->round(outs[k].elementType(), sum) : sum,
                       outs[k].errAt(o));
      sums[k].add(o, term);
      sums[k].terms[o] += 1;
      // Keep the accumulator register current for payloads that also read it.
      regs[numInputs + k] = outs[k].get(o);
    }
    advance(idx, offs);
  }

  for (unsigned k = 0; k < numOutputs; ++k) {
    if (prog.sumTermReg[k] < 0)
      continue;
    ElementType t = outs[k].elementType();
    for (int64_t i = 0; i < outs[k].numElements(); ++i) {
      int64_t n = sums[k].terms[i];
      if (n == 0)
        continue;
      double v = outs[k].floatAt(i);
      double prop = sums[k].errSum[i];
      double mag = sums[k].absSum[i] + prop;
      uint8_t special = sums[k].special[i];
      // Whether some order's partial sums of the finite terms may overflow.
      bool mayOverflow = mag >= t.maxFinite();
      double e;
      if ((special & SumState::NaN) ||
          ((special & SumState::PosInf) && (special & SumState::NegInf))) {
        v = std::nan(""); // NaN in every order
        e = 0.0;
      } else if (special & SumState::Unbounded) {
        e = errors::kMayBeNaN; // unbounded terms may be infinities of both
                               // signs
      } else if (special) {
        // One infinity, in every order unless a partial sum of the finite
        // terms overflows to the other one (then NaN).
        v = (special & SumState::PosInf) ? errors::kUnbounded
                                         : -errors::kUnbounded;
        e = mayOverflow ? errors::kMayBeNaN : 0.0;
      } else {
        e = errors::sumResult(t, v, sums[k].absSum[i], prop, n).err;
      }
      outs[k].setFloat(i, v, e);
    }
  }
  for (Tensor &t : outs)
    results.push_back(std::move(t));
  return success();
}

bool isLinalgStructuredOp(Operation *op) { return isa<linalg::LinalgOp>(op); }

} // namespace

void defuse::registerLinalgSemantics(SemanticsRegistry &registry) {
  registry.addFallback(isLinalgStructuredOp, evaluateLinalg);
}
