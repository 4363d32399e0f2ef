//===- TosaConvolution.cpp - TOSA contractions, windows and resize --------===//
//
// The TOSA ops whose elements combine many inputs: matmul, conv2d, conv3d,
// depthwise_conv2d, transpose_conv2d, avg_pool2d, max_pool2d, and resize.
// Conventions and the list of places where the reference follows MLIR 22's
// lowering rather than the TOSA 1.0 text are in TosaSemantics.cpp; the ones
// specific to these ops are marked "Lowering:" below.
//
// Float sums get the reassociation bound of LinalgSemantics.cpp: a compiler
// may sum the terms in any order and contract products into FMAs, and any
// such evaluation of bias + sum_i x_i * w_i over n products is within
// gamma_{n+1} * (|bias| + sum_i |x_i * w_i|) of the exact value, gamma_k =
// k*u / (1 - k*u) with u the unit roundoff of the accumulator type (Higham,
// Accuracy and Stability of Numerical Algorithms, 2nd ed., sec. 3.1).
//
// The loops read the operands once into flat arrays and walk them by
// precomputed offsets: no per-element allocation or indirect calls.
//
//===----------------------------------------------------------------------===//

#include "interp/ErrorModel.h"
#include "interp/Interpreter.h"

#include "mlir/Dialect/Tosa/IR/TosaOps.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Operation.h"

#include <cmath>
#include <limits>

using namespace defuse;
using namespace mlir;
using errors::kUnbounded;
using errors::roundedResult;

namespace {

//===----------------------------------------------------------------------===//
// Helpers (the same conventions as TosaSemantics.cpp)
//===----------------------------------------------------------------------===//

InFlightDiagnostic unsupported(Operation *op) {
  return emitError(op->getLoc())
         << "the reference interpreter does not support ";
}

FailureOr<Tensor> resultTensor(Operation *op, unsigned i = 0) {
  Type type = op->getResult(i).getType();
  Type elem = getElementTypeOrSelf(type);
  std::optional<ElementType> et;
  if (!elem.isUnsignedInteger())
    et = ElementType::fromMlir(elem);
  if (!et)
    return unsupported(op) << "element type " << elem << " in '"
                           << op->getName() << "'";
  auto ranked = dyn_cast<RankedTensorType>(type);
  if (!ranked || !ranked.hasStaticShape())
    return unsupported(op) << "'" << op->getName()
                           << "' on a dynamic or unranked shape (" << type
                           << ")";
  return Tensor(*et, ranked.getShape().vec());
}

LogicalResult checkOperands(Operation *op, ArrayRef<const Tensor *> operands,
                            size_t n) {
  if (operands.size() < n)
    return emitError(op->getLoc())
           << "'" << op->getName() << "' expects " << n << " operands";
  return success();
}

/// A zero point operand: integers exactly, floats must be 0 (the lowering
/// rejects others).
FailureOr<int64_t> zeroPoint(Operation *op, const Tensor &t, StringRef what) {
  if (t.numElements() < 1)
    return emitError(op->getLoc()) << what << " operand is empty";
  if (t.errAt(0) != 0.0)
    return unsupported(op) << "an inexact " << what;
  if (t.elementType().isFloat()) {
    if (t.floatAt(0) != 0.0)
      return unsupported(op) << "a non-zero float " << what;
    return 0;
  }
  return t.intAt(0);
}

int64_t signedMin(unsigned width) {
  return width >= 64 ? std::numeric_limits<int64_t>::min()
                     : -(int64_t(1) << (width - 1));
}
int64_t signedMax(unsigned width) {
  return width >= 64 ? std::numeric_limits<int64_t>::max()
                     : (int64_t(1) << (width - 1)) - 1;
}

/// The accumulator element type of a convolution or pooling op.
FailureOr<ElementType> accTypeOf(Operation *op, ElementType fallback) {
  auto attr = op->getAttrOfType<TypeAttr>("acc_type");
  if (!attr)
    return fallback;
  Type t = attr.getValue();
  if (t.isInteger(48))
    return unsupported(op) << "the i48 accumulator of '" << op->getName()
                           << "'";
  std::optional<ElementType> et = ElementType::fromMlir(t);
  if (!et)
    return unsupported(op) << "accumulator type " << t;
  return *et;
}

/// A float accumulator rounded into the result type when the two differ.
Scalar toResultType(ElementType acc, ElementType res, const Scalar &s) {
  if (acc == res || res.precision() >= acc.precision())
    return s;
  // A conversion: a decision point of the statistical tier, where a noise
  // lane converts as the target does (to nearest), not at random.
  double converted = mc::convert(res, s.f);
  if (mc::noiseLane())
    return Scalar::ofFloat(converted, s.err);
  return roundedResult(res, s.f, s.err, true);
}

/// tosa.apply_scale (SINGLE_ROUND) as tosa-to-arith lowers it.
std::optional<int64_t> applyScale(int64_t value, int64_t multiplier,
                                  int64_t shift) {
  if (shift < 0 || shift >= 64)
    return std::nullopt;
  uint64_t product =
      static_cast<uint64_t>(value) * static_cast<uint64_t>(multiplier);
  uint64_t round = shift == 0 ? 0 : (uint64_t(1) << (shift - 1));
  int64_t shifted = static_cast<int64_t>(product + round) >> shift;
  return ElementType{ElementKind::I32}.wrap(shifted);
}

/// Flat copies of a tensor's values and bounds.
struct Flat {
  std::vector<double> f;
  std::vector<int64_t> i;
  std::vector<double> err;
  bool anyErr = false;
  bool isFloat = false;

  explicit Flat(const Tensor &t) : isFloat(t.elementType().isFloat()) {
    int64_t n = t.numElements();
    if (isFloat)
      f.resize(n);
    else
      i.resize(n);
    err.resize(n);
    for (int64_t k = 0; k < n; ++k) {
      if (isFloat)
        f[k] = t.floatAt(k);
      else
        i[k] = t.intAt(k);
      err[k] = t.errAt(k);
      anyErr |= err[k] != 0.0;
    }
  }
};

/// Reads the int64 array attribute `name` of `op` with `n` entries.
FailureOr<SmallVector<int64_t>> arrayAttr(Operation *op, StringRef name,
                                          size_t n) {
  auto attr = op->getAttrOfType<DenseI64ArrayAttr>(name);
  if (!attr || static_cast<size_t>(attr.size()) != n)
    return emitError(op->getLoc()) << "'" << op->getName() << "' needs a " << n
                                   << "-element '" << name << "'";
  return SmallVector<int64_t>(attr.asArrayRef());
}

//===----------------------------------------------------------------------===//
// tosa.matmul
//===----------------------------------------------------------------------===//

/// out[n, h, w] = sum_c (a[n, h, c] - a_zp) * (b[n, c, w] - b_zp).
/// Lowering: linalg.batch_matmul (or quantized_batch_matmul) into a zero-
/// filled tensor of the result type: the result type is the accumulator.
LogicalResult evalMatMul(Operation *op, ArrayRef<const Tensor *> operands,
                         SmallVectorImpl<Tensor> &results, Interpreter &) {
  if (failed(checkOperands(op, operands, 2)))
    return failure();
  const Tensor &a = *operands[0], &b = *operands[1];
  FailureOr<Tensor> out = resultTensor(op);
  if (failed(out))
    return failure();
  if (a.rank() != 3 || b.rank() != 3 || out->rank() != 3)
    return emitError(op->getLoc()) << "'tosa.matmul' expects rank-3 operands";
  int64_t n = a.shape()[0], h = a.shape()[1], c = a.shape()[2];
  int64_t w = b.shape()[2];
  if (b.shape()[0] != n || b.shape()[1] != c || out->shape()[0] != n ||
      out->shape()[1] != h || out->shape()[2] != w)
    return emitError(op->getLoc()) << "'tosa.matmul' shapes do not match";
  int64_t aZp = 0, bZp = 0;
  if (operands.size() >= 4) {
    FailureOr<int64_t> za = zeroPoint(op, *operands[2], "a_zp");
    FailureOr<int64_t> zb = zeroPoint(op, *operands[3], "b_zp");
    if (failed(za) || failed(zb))
      return failure();
    aZp = *za;
    bZp = *zb;
  }
  ElementType t = out->elementType();
  if (a.elementType().isFloat() != t.isFloat() ||
      b.elementType().isFloat() != t.isFloat())
    return unsupported(op) << "'tosa.matmul' from " << a.elementType().str()
                           << " to " << t.str();
  Flat fa(a), fb(b);
  if (!t.isFloat()) {
    std::vector<uint64_t> acc(w);
    bool uncertain = fa.anyErr || fb.anyErr;
    for (int64_t bi = 0; bi < n; ++bi)
      for (int64_t hi = 0; hi < h; ++hi) {
        std::fill(acc.begin(), acc.end(), 0);
        for (int64_t ci = 0; ci < c; ++ci) {
          uint64_t av =
              static_cast<uint64_t>(fa.i[(bi * h + hi) * c + ci] - aZp);
          const int64_t *brow = &fb.i[(bi * c + ci) * w];
          for (int64_t wi = 0; wi < w; ++wi)
            acc[wi] += av * static_cast<uint64_t>(brow[wi] - bZp);
        }
        for (int64_t wi = 0; wi < w; ++wi)
          out->setInt((bi * h + hi) * w + wi, static_cast<int64_t>(acc[wi]),
                      uncertain ? kUnbounded : 0.0);
      }
    results.push_back(std::move(*out));
    return success();
  }
  std::vector<double> sum(w), abs(w), err(w);
  bool withErr = fa.anyErr || fb.anyErr;
  mc::Lane *lane = mc::noiseLane();
  int64_t rotation = lane ? lane->rotation(c) : 0;
  for (int64_t bi = 0; bi < n; ++bi)
    for (int64_t hi = 0; hi < h; ++hi) {
      std::fill(sum.begin(), sum.end(), 0.0);
      std::fill(abs.begin(), abs.end(), 0.0);
      std::fill(err.begin(), err.end(), 0.0);
      for (int64_t step = 0; step < c; ++step) {
        int64_t ci = step;
        int64_t ai = (bi * h + hi) * c + ci;
        double av = fa.f[ai];
        const double *brow = &fb.f[(bi * c + ci) * w];
        if (lane) { // a noise lane: in its order, each step rounded
          ci = (ci + rotation) % c;
          ai = (bi * h + hi) * c + ci;
          av = fa.f[ai];
          brow = &fb.f[(bi * c + ci) * w];
          for (int64_t wi = 0; wi < w; ++wi)
            sum[wi] = errors::accumulate(lane, t, sum[wi], av * brow[wi]);
        } else {
          for (int64_t wi = 0; wi < w; ++wi) {
            double p = av * brow[wi];
            sum[wi] += p;
            abs[wi] += errors::finiteAbs(p);
          }
        }
        if (withErr) {
          double ae = fa.err[ai];
          const double *berr = &fb.err[(bi * c + ci) * w];
          for (int64_t wi = 0; wi < w; ++wi)
            err[wi] += std::fabs(av) * berr[wi] + std::fabs(brow[wi]) * ae +
                       ae * berr[wi];
        }
      }
      for (int64_t wi = 0; wi < w; ++wi) {
        // NaN: a factor that may be infinite met one that may be 0.
        double e = std::isnan(err[wi]) ? errors::kMayBeNaN : err[wi];
        out->set((bi * h + hi) * w + wi,
                 errors::sumResult(t, sum[wi], abs[wi], e, c));
      }
    }
  results.push_back(std::move(*out));
  return success();
}

//===----------------------------------------------------------------------===//
// Convolutions
//===----------------------------------------------------------------------===//

/// Geometry of a convolution with up to three spatial dimensions (2-D ones
/// have a unit depth). Layouts: input [N, D, H, W, C], output [N, OD, OH, OW,
/// OC]; the weight layout depends on the op.
struct ConvGeometry {
  int64_t n = 1, id = 1, ih = 1, iw = 1, ic = 1;
  int64_t od = 1, oh = 1, ow = 1, oc = 1;
  int64_t kd = 1, kh = 1, kw = 1;
  int64_t padD = 0, padT = 0, padL = 0;
  bool padded = false; // any padding at all
  int64_t sd = 1, sh = 1, sw = 1;
  int64_t dd = 1, dh = 1, dw = 1;
};

/// One kernel tap of one output position.
struct Tap {
  int64_t inOffset; // offset of the input pixel (channel 0)
  int64_t tapIndex; // (kd * KH + kh) * KW + kw
};

/// The taps of output position (od, oh, ow): `inside` reads the input,
/// `outside` falls on the zero padding.
void collectTaps(const ConvGeometry &g, int64_t b, int64_t z, int64_t y,
                 int64_t x, SmallVectorImpl<Tap> &inside,
                 SmallVectorImpl<int64_t> &outside) {
  inside.clear();
  outside.clear();
  for (int64_t kz = 0; kz < g.kd; ++kz) {
    int64_t iz = z * g.sd - g.padD + kz * g.dd;
    for (int64_t ky = 0; ky < g.kh; ++ky) {
      int64_t iy = y * g.sh - g.padT + ky * g.dh;
      for (int64_t kx = 0; kx < g.kw; ++kx) {
        int64_t ix = x * g.sw - g.padL + kx * g.dw;
        int64_t tap = (kz * g.kh + ky) * g.kw + kx;
        if (iz < 0 || iz >= g.id || iy < 0 || iy >= g.ih || ix < 0 ||
            ix >= g.iw) {
          outside.push_back(tap);
          continue;
        }
        inside.push_back(
            {(((b * g.id + iz) * g.ih + iy) * g.iw + ix) * g.ic, tap});
      }
    }
  }
}

/// conv2d and conv3d: input [N, (D,) H, W, IC], weight [OC, (KD,) KH, KW, IC],
/// bias [OC] or [1], pad / stride / dilation attributes, acc_type.
///
/// Lowering: the input is padded with input_zp, a linalg.conv_*_q (with zero
/// points) or linalg.conv_* accumulates into the bias broadcast to acc_type,
/// and a tosa.cast rounds the accumulator to the result type. So for floats
/// a padded position still multiplies 0 by its weight: an infinite or NaN
/// weight there makes the output NaN, as it is modelled here.
LogicalResult evalConv(Operation *op, ArrayRef<const Tensor *> operands,
                       SmallVectorImpl<Tensor> &results, Interpreter &) {
  if (failed(checkOperands(op, operands, 5)))
    return failure();
  const Tensor &input = *operands[0], &weight = *operands[1],
               &bias = *operands[2];
  FailureOr<Tensor> out = resultTensor(op);
  if (failed(out))
    return failure();
  bool is3d = input.rank() == 5;
  int64_t spatial = is3d ? 3 : 2;
  if (input.rank() != spatial + 2 || weight.rank() != spatial + 2 ||
      out->rank() != spatial + 2 || bias.rank() != 1)
    return emitError(op->getLoc())
           << "'" << op->getName() << "' operands have the wrong rank";
  FailureOr<SmallVector<int64_t>> pad = arrayAttr(op, "pad", 2 * spatial);
  FailureOr<SmallVector<int64_t>> stride = arrayAttr(op, "stride", spatial);
  FailureOr<SmallVector<int64_t>> dilation = arrayAttr(op, "dilation", spatial);
  FailureOr<int64_t> inZp = zeroPoint(op, *operands[3], "input_zp");
  FailureOr<int64_t> wZp = zeroPoint(op, *operands[4], "weight_zp");
  if (failed(pad) || failed(stride) || failed(dilation) || failed(inZp) ||
      failed(wZp))
    return failure();
  ConvGeometry g;
  auto in = input.shape(), ws = weight.shape(), os = out->shape();
  g.n = in[0];
  g.ic = in.back();
  g.oc = ws[0];
  if (is3d) {
    g.id = in[1];
    g.od = os[1];
    g.kd = ws[1];
    g.padD = (*pad)[0];
    g.sd = (*stride)[0];
    g.dd = (*dilation)[0];
  }
  int64_t s0 = is3d ? 1 : 0; // index of the H entry in stride / dilation
  g.ih = in[1 + s0];
  g.iw = in[2 + s0];
  g.oh = os[1 + s0];
  g.ow = os[2 + s0];
  g.kh = ws[1 + s0];
  g.kw = ws[2 + s0];
  g.padT = (*pad)[2 * s0];
  g.padL = (*pad)[2 * s0 + 2];
  g.sh = (*stride)[s0];
  g.sw = (*stride)[s0 + 1];
  g.dh = (*dilation)[s0];
  g.dw = (*dilation)[s0 + 1];
  for (int64_t p : *pad)
    g.padded |= p != 0;
  if (ws.back() != g.ic || os[0] != g.n || os.back() != g.oc ||
      (bias.numElements() != g.oc && bias.numElements() != 1))
    return emitError(op->getLoc())
           << "'" << op->getName() << "' shapes do not match";
  if (g.sd <= 0 || g.sh <= 0 || g.sw <= 0 || g.dd <= 0 || g.dh <= 0 ||
      g.dw <= 0)
    return emitError(op->getLoc()) << "'" << op->getName()
                                   << "' has a non-positive stride or "
                                      "dilation";
  ElementType res = out->elementType();
  FailureOr<ElementType> acc = accTypeOf(op, res);
  mc::Lane *lane = mc::noiseLane(); // a noise lane rounds each step
  if (failed(acc))
    return failure();
  if (input.elementType().isFloat() != res.isFloat() ||
      acc->isFloat() != res.isFloat() ||
      weight.elementType().isFloat() != res.isFloat() ||
      bias.elementType().isFloat() != res.isFloat())
    return unsupported(op) << "'" << op->getName() << "' from "
                           << input.elementType().str() << " to " << res.str();
  Flat x(input), wt(weight), bs(bias);
  int64_t taps = g.kd * g.kh * g.kw;
  int64_t wStrideOc = taps * g.ic;
  SmallVector<Tap, 64> inside;
  SmallVector<int64_t, 64> outside;
  bool withErr = x.anyErr || wt.anyErr;
  // Per output channel: does its filter hold a non-finite weight?
  std::vector<char> nonFinite(g.oc, 0);
  if (res.isFloat())
    for (int64_t o = 0; o < g.oc; ++o)
      for (int64_t k = 0; k < wStrideOc; ++k)
        nonFinite[o] |= !std::isfinite(wt.f[o * wStrideOc + k]);
  int64_t outIndex = 0;
  for (int64_t b = 0; b < g.n; ++b)
    for (int64_t z = 0; z < g.od; ++z)
      for (int64_t y = 0; y < g.oh; ++y)
        for (int64_t xx = 0; xx < g.ow; ++xx) {
          collectTaps(g, b, z, y, xx, inside, outside);
          for (int64_t o = 0; o < g.oc; ++o, ++outIndex) {
            int64_t bi = bias.numElements() == 1 ? 0 : o;
            const int64_t wBase = o * wStrideOc;
            if (!res.isFloat()) {
              uint64_t sum = static_cast<uint64_t>(bs.i[bi]);
              for (const Tap &t : inside) {
                const int64_t *xp = &x.i[t.inOffset];
                const int64_t *wp = &wt.i[wBase + t.tapIndex * g.ic];
                for (int64_t c = 0; c < g.ic; ++c)
                  sum += static_cast<uint64_t>(xp[c] - *inZp) *
                         static_cast<uint64_t>(wp[c] - *wZp);
              }
              bool uncertain = withErr || bs.err[bi] != 0.0;
              out->setInt(outIndex, static_cast<int64_t>(sum),
                          uncertain ? kUnbounded : 0.0);
              continue;
            }
            double sum = bs.f[bi], abs = errors::finiteAbs(sum),
                   err = bs.err[bi];
            for (const Tap &t : inside) {
              const double *xp = &x.f[t.inOffset];
              const double *wp = &wt.f[wBase + t.tapIndex * g.ic];
              if (lane) // a noise lane: in its order, each step rounded
                mc::forEachRotated(g.ic, lane->rotation(g.ic), [&](int64_t c) {
                  sum = errors::accumulate(lane, *acc, sum, xp[c] * wp[c]);
                });
              else
                for (int64_t c = 0; c < g.ic; ++c) {
                  double p = xp[c] * wp[c];
                  sum += p;
                  abs += errors::finiteAbs(p);
                }
              if (withErr) {
                const double *xe = &x.err[t.inOffset];
                const double *we = &wt.err[wBase + t.tapIndex * g.ic];
                for (int64_t c = 0; c < g.ic; ++c)
                  err += std::fabs(xp[c]) * we[c] + std::fabs(wp[c]) * xe[c] +
                         xe[c] * we[c];
              }
            }
            if (nonFinite[o] && g.padded)
              for (int64_t tap : outside)
                for (int64_t c = 0; c < g.ic; ++c)
                  if (!std::isfinite(wt.f[wBase + tap * g.ic + c]))
                    sum = std::nan("");
            if (std::isnan(err)) // 0 * inf among the terms' bounds
              err = errors::kMayBeNaN;
            int64_t terms = static_cast<int64_t>(inside.size()) * g.ic;
            Scalar s = errors::sumResult(*acc, sum, abs, err, terms + 1);
            out->set(outIndex, toResultType(*acc, res, s));
          }
        }
  results.push_back(std::move(*out));
  return success();
}

/// depthwise_conv2d: input [N, H, W, C], weight [KH, KW, C, M], bias [C*M]
/// or [1]; out[..., c*M + m] = bias + sum input[.., c] * weight[.., c, m].
///
/// Lowering: the convolution accumulates from 0 in acc_type, is cast to the
/// result type, and the bias is added afterwards in the result type (a
/// second rounding for floats; the spec adds the bias in the accumulator).
LogicalResult evalDepthwiseConv(Operation *op,
                                ArrayRef<const Tensor *> operands,
                                SmallVectorImpl<Tensor> &results,
                                Interpreter &) {
  if (failed(checkOperands(op, operands, 5)))
    return failure();
  const Tensor &input = *operands[0], &weight = *operands[1],
               &bias = *operands[2];
  FailureOr<Tensor> out = resultTensor(op);
  if (failed(out))
    return failure();
  if (input.rank() != 4 || weight.rank() != 4 || out->rank() != 4 ||
      bias.rank() != 1)
    return emitError(op->getLoc()) << "'tosa.depthwise_conv2d' operands have "
                                      "the wrong rank";
  FailureOr<SmallVector<int64_t>> pad = arrayAttr(op, "pad", 4);
  FailureOr<SmallVector<int64_t>> stride = arrayAttr(op, "stride", 2);
  FailureOr<SmallVector<int64_t>> dilation = arrayAttr(op, "dilation", 2);
  FailureOr<int64_t> inZp = zeroPoint(op, *operands[3], "input_zp");
  FailureOr<int64_t> wZp = zeroPoint(op, *operands[4], "weight_zp");
  if (failed(pad) || failed(stride) || failed(dilation) || failed(inZp) ||
      failed(wZp))
    return failure();
  ConvGeometry g;
  auto in = input.shape(), ws = weight.shape(), os = out->shape();
  g.n = in[0];
  g.ih = in[1];
  g.iw = in[2];
  g.ic = in[3];
  g.kh = ws[0];
  g.kw = ws[1];
  int64_t mult = ws[3];
  g.oh = os[1];
  g.ow = os[2];
  g.oc = g.ic * mult;
  g.padT = (*pad)[0];
  g.padL = (*pad)[2];
  for (int64_t p : *pad)
    g.padded |= p != 0;
  g.sh = (*stride)[0];
  g.sw = (*stride)[1];
  g.dh = (*dilation)[0];
  g.dw = (*dilation)[1];
  if (ws[2] != g.ic || os[0] != g.n || os[3] != g.oc ||
      (bias.numElements() != g.oc && bias.numElements() != 1))
    return emitError(op->getLoc()) << "'tosa.depthwise_conv2d' shapes do not "
                                      "match";
  if (g.sh <= 0 || g.sw <= 0 || g.dh <= 0 || g.dw <= 0)
    return emitError(op->getLoc()) << "'tosa.depthwise_conv2d' has a "
                                      "non-positive stride or dilation";
  ElementType res = out->elementType();
  FailureOr<ElementType> acc = accTypeOf(op, res);
  mc::Lane *lane = mc::noiseLane(); // a noise lane rounds each step
  if (failed(acc))
    return failure();
  if (input.elementType().isFloat() != res.isFloat() ||
      acc->isFloat() != res.isFloat() ||
      weight.elementType().isFloat() != res.isFloat() ||
      bias.elementType().isFloat() != res.isFloat())
    return unsupported(op) << "'tosa.depthwise_conv2d' from "
                           << input.elementType().str() << " to " << res.str();
  Flat x(input), wt(weight), bs(bias);
  bool withErr = x.anyErr || wt.anyErr;
  SmallVector<Tap, 64> inside;
  SmallVector<int64_t, 64> outside;
  int64_t outIndex = 0;
  for (int64_t b = 0; b < g.n; ++b)
    for (int64_t y = 0; y < g.oh; ++y)
      for (int64_t xx = 0; xx < g.ow; ++xx) {
        collectTaps(g, b, 0, y, xx, inside, outside);
        for (int64_t c = 0; c < g.ic; ++c)
          for (int64_t m = 0; m < mult; ++m, ++outIndex) {
            int64_t bi = bias.numElements() == 1 ? 0 : c * mult + m;
            // weight[kh, kw, c, m] = tap * (C * M) + c * M + m
            int64_t wOff = c * mult + m, wStep = g.ic * mult;
            if (!res.isFloat()) {
              uint64_t sum = 0;
              for (const Tap &t : inside)
                sum += static_cast<uint64_t>(x.i[t.inOffset + c] - *inZp) *
                       static_cast<uint64_t>(wt.i[t.tapIndex * wStep + wOff] -
                                             *wZp);
              sum += static_cast<uint64_t>(bs.i[bi]);
              bool uncertain = withErr || bs.err[bi] != 0.0;
              out->setInt(outIndex, static_cast<int64_t>(sum),
                          uncertain ? kUnbounded : 0.0);
              continue;
            }
            double sum = 0.0, abs = 0.0, err = 0.0;
            for (const Tap &t : inside) {
              double xv = x.f[t.inOffset + c];
              double wv = wt.f[t.tapIndex * wStep + wOff];
              double p = xv * wv;
              // A noise lane rounds each step at random (a short sum over
              // taps, in the loop's order).
              sum = lane ? lane->round(*acc, sum + p) : sum + p;
              abs += errors::finiteAbs(p);
              if (withErr) {
                double xe = x.err[t.inOffset + c];
                double we = wt.err[t.tapIndex * wStep + wOff];
                err += std::fabs(xv) * we + std::fabs(wv) * xe + xe * we;
              }
            }
            if (g.padded)
              for (int64_t tap : outside)
                if (!std::isfinite(wt.f[tap * wStep + wOff]))
                  sum = std::nan("");
            if (std::isnan(err)) // 0 * inf among the terms' bounds
              err = errors::kMayBeNaN;
            Scalar s = errors::sumResult(*acc, sum, abs, err,
                                         static_cast<int64_t>(inside.size()));
            s = toResultType(*acc, res, s);
            double v = s.f + bs.f[bi];
            bool exact = std::isfinite(v) && (v - s.f == bs.f[bi]) &&
                         (v - bs.f[bi] == s.f);
            out->set(outIndex, roundedResult(res, v, s.err + bs.err[bi],
                                             exact && s.err == 0.0));
          }
      }
  results.push_back(std::move(*out));
  return success();
}

/// transpose_conv2d: input [N, IH, IW, IC], weight [OC, KH, KW, IC], bias,
/// out_pad [top, bottom, left, right], stride. Per the spec, input pixel
/// (iy, ix) and tap (ky, kx) add into output (iy * sy + top + ky,
/// ix * sx + left + kx) when that lies inside the output.
///
/// Lowering: MLIR 22 has no direct lowering; tosa-optional-decompositions
/// rewrites the op into tosa.conv2d with the same products, plus zeros that
/// IEEE arithmetic can see:
///  * stride 1: a conv2d over the input zero-padded by K - 1 + out_pad with
///    the kernel reversed, the bias in the accumulator. Every tap of every
///    output is computed; a tap off the input is 0 * weight.
///  * stride > 1: the kernel is zero-padded to a multiple of the stride (A =
///    ceil(KH / sy) rows per sub-kernel) and split into sy * sx sub-kernels,
///    the input is zero-padded by A - 1 (B - 1) on each side, and a conv2d
///    with a zero bias computes, for Y = y - top = u * sy + p, the sum over
///    a < A of input[u - a] * kernel[a * sy + p] (likewise in x). Its result
///    is interleaved, sliced / zero-padded to the output size, cast to the
///    result type, and the bias is added by a separate tosa.add.
/// So a zero from either padding times an infinite or NaN value makes the
/// output NaN where the spec skips the tap (as for conv2d's padding), and
/// with stride > 1 the bias is added after rounding to the result type.
/// Integer results are the spec's: both paddings use the zero points.
LogicalResult evalTransposeConv(Operation *op,
                                ArrayRef<const Tensor *> operands,
                                SmallVectorImpl<Tensor> &results,
                                Interpreter &) {
  if (failed(checkOperands(op, operands, 5)))
    return failure();
  const Tensor &input = *operands[0], &weight = *operands[1],
               &bias = *operands[2];
  FailureOr<Tensor> out = resultTensor(op);
  if (failed(out))
    return failure();
  if (input.rank() != 4 || weight.rank() != 4 || out->rank() != 4 ||
      bias.rank() != 1)
    return emitError(op->getLoc()) << "'tosa.transpose_conv2d' operands have "
                                      "the wrong rank";
  FailureOr<SmallVector<int64_t>> outPad = arrayAttr(op, "out_pad", 4);
  FailureOr<SmallVector<int64_t>> stride = arrayAttr(op, "stride", 2);
  FailureOr<int64_t> inZp = zeroPoint(op, *operands[3], "input_zp");
  FailureOr<int64_t> wZp = zeroPoint(op, *operands[4], "weight_zp");
  if (failed(outPad) || failed(stride) || failed(inZp) || failed(wZp))
    return failure();
  auto in = input.shape(), ws = weight.shape(), os = out->shape();
  int64_t n = in[0], ih = in[1], iw = in[2], ic = in[3];
  int64_t oc = ws[0], kh = ws[1], kw = ws[2];
  int64_t oh = os[1], ow = os[2];
  int64_t sy = (*stride)[0], sx = (*stride)[1];
  int64_t top = (*outPad)[0], left = (*outPad)[2];
  if (ws[3] != ic || os[0] != n || os[3] != oc ||
      (bias.numElements() != oc && bias.numElements() != 1))
    return emitError(op->getLoc()) << "'tosa.transpose_conv2d' shapes do not "
                                      "match";
  if (sy <= 0 || sx <= 0)
    return emitError(op->getLoc()) << "'tosa.transpose_conv2d' has a "
                                      "non-positive stride";
  ElementType res = out->elementType();
  FailureOr<ElementType> acc = accTypeOf(op, res);
  mc::Lane *lane = mc::noiseLane(); // a noise lane rounds each step
  if (failed(acc))
    return failure();
  if (input.elementType().isFloat() != res.isFloat() ||
      acc->isFloat() != res.isFloat() ||
      weight.elementType().isFloat() != res.isFloat() ||
      bias.elementType().isFloat() != res.isFloat())
    return unsupported(op) << "'tosa.transpose_conv2d' from "
                           << input.elementType().str() << " to " << res.str();
  Flat x(input), wt(weight), bs(bias);
  bool withErr = x.anyErr || wt.anyErr;
  bool strided = sy != 1 || sx != 1;
  // Non-finite values that a zero from the decomposition's padding may hit:
  // per (output channel, tap) of the kernel, and per input pixel.
  int64_t taps = kh * kw;
  std::vector<char> tapNonFinite, pixelNonFinite;
  bool anyTapNonFinite = false, anyPixelNonFinite = false;
  if (res.isFloat()) {
    tapNonFinite.assign(oc * taps, 0);
    for (int64_t i = 0, e = oc * taps * ic; i < e; ++i)
      if (!std::isfinite(wt.f[i])) {
        tapNonFinite[i / ic] = 1;
        anyTapNonFinite = true;
      }
    pixelNonFinite.assign(n * ih * iw, 0);
    for (int64_t i = 0, e = n * ih * iw * ic; i < e; ++i)
      if (!std::isfinite(x.f[i])) {
        pixelNonFinite[i / ic] = 1;
        anyPixelNonFinite = true;
      }
  }
  // Rows / columns of a sub-kernel, and the extent of the strided conv2d's
  // interleaved result.
  int64_t subH = (kh + sy - 1) / sy, subW = (kw + sx - 1) / sx;
  int64_t convH = (ih + subH - 1) * sy, convW = (iw + subW - 1) * sx;
  // Does the decomposition compute 0 * (infinite or NaN) for output (b, y,
  // xx) and output channel o?
  auto zeroTimesNonFinite = [&](int64_t b, int64_t y, int64_t xx, int64_t o) {
    auto inInput = [&](int64_t iy, int64_t ix) {
      return iy >= 0 && iy < ih && ix >= 0 && ix < iw;
    };
    if (!strided) {
      if (!anyTapNonFinite)
        return false;
      for (int64_t ky = 0; ky < kh; ++ky)
        for (int64_t kx = 0; kx < kw; ++kx)
          if (!inInput(y - top - ky, xx - left - kx) &&
              tapNonFinite[o * taps + ky * kw + kx])
            return true;
      return false;
    }
    int64_t ry = y - top, rx = xx - left;
    if (ry < 0 || ry >= convH || rx < 0 || rx >= convW)
      return false; // the zero padding of the result
    int64_t u = ry / sy, p = ry % sy, v = rx / sx, q = rx % sx;
    for (int64_t a = 0; a < subH; ++a)
      for (int64_t c = 0; c < subW; ++c) {
        int64_t iy = u - a, ix = v - c, ky = a * sy + p, kx = c * sx + q;
        bool input = inInput(iy, ix), kernel = ky < kh && kx < kw;
        if (input && !kernel && pixelNonFinite[(b * ih + iy) * iw + ix])
          return true;
        if (!input && kernel && tapNonFinite[o * taps + ky * kw + kx])
          return true;
      }
    return false;
  };
  SmallVector<Tap, 64> inside;
  int64_t outIndex = 0;
  for (int64_t b = 0; b < n; ++b)
    for (int64_t y = 0; y < oh; ++y)
      for (int64_t xx = 0; xx < ow; ++xx) {
        // Contributing (iy, ky): y = iy * sy + top + ky.
        inside.clear();
        for (int64_t ky = 0; ky < kh; ++ky) {
          int64_t ty = y - top - ky;
          if (ty < 0 || ty % sy != 0 || ty / sy >= ih)
            continue;
          for (int64_t kx = 0; kx < kw; ++kx) {
            int64_t tx = xx - left - kx;
            if (tx < 0 || tx % sx != 0 || tx / sx >= iw)
              continue;
            inside.push_back(
                {((b * ih + ty / sy) * iw + tx / sx) * ic, ky * kw + kx});
          }
        }
        for (int64_t o = 0; o < oc; ++o, ++outIndex) {
          int64_t bi = bias.numElements() == 1 ? 0 : o;
          int64_t wBase = o * kh * kw * ic;
          if (!res.isFloat()) {
            uint64_t sum = static_cast<uint64_t>(bs.i[bi]);
            for (const Tap &t : inside)
              for (int64_t c = 0; c < ic; ++c)
                sum += static_cast<uint64_t>(x.i[t.inOffset + c] - *inZp) *
                       static_cast<uint64_t>(wt.i[wBase + t.tapIndex * ic + c] -
                                             *wZp);
            bool uncertain = withErr || bs.err[bi] != 0.0;
            out->setInt(outIndex, static_cast<int64_t>(sum),
                        uncertain ? kUnbounded : 0.0);
            continue;
          }
          // Stride 1: the bias starts the accumulator; stride > 1: the
          // conv2d starts from zero and the bias is added afterwards.
          double sum = strided ? 0.0 : bs.f[bi];
          double abs = errors::finiteAbs(sum), err = strided ? 0.0 : bs.err[bi];
          for (const Tap &t : inside) {
            const double *xp = &x.f[t.inOffset];
            const double *wp = &wt.f[wBase + t.tapIndex * ic];
            if (lane) // a noise lane: in its order, each step rounded
              mc::forEachRotated(ic, lane->rotation(ic), [&](int64_t c) {
                sum = errors::accumulate(lane, *acc, sum, xp[c] * wp[c]);
              });
            else
              for (int64_t c = 0; c < ic; ++c) {
                double p = xp[c] * wp[c];
                sum += p;
                abs += errors::finiteAbs(p);
              }
            if (withErr) {
              const double *xe = &x.err[t.inOffset];
              const double *we = &wt.err[wBase + t.tapIndex * ic];
              for (int64_t c = 0; c < ic; ++c)
                err += std::fabs(xp[c]) * we[c] + std::fabs(wp[c]) * xe[c] +
                       xe[c] * we[c];
            }
          }
          if ((anyTapNonFinite || anyPixelNonFinite) &&
              zeroTimesNonFinite(b, y, xx, o))
            sum = std::nan("");
          if (std::isnan(err)) // 0 * inf among the terms' bounds
            err = errors::kMayBeNaN;
          int64_t terms = static_cast<int64_t>(inside.size()) * ic;
          Scalar s = errors::sumResult(*acc, sum, abs, err, terms + 1);
          s = toResultType(*acc, res, s);
          if (strided) {
            double v = s.f + bs.f[bi];
            bool exact = std::isfinite(v) && (v - s.f == bs.f[bi]) &&
                         (v - bs.f[bi] == s.f);
            s = roundedResult(res, v, s.err + bs.err[bi],
                              exact && s.err == 0.0);
          }
          out->set(outIndex, s);
        }
      }
  results.push_back(std::move(*out));
  return success();
}

//===----------------------------------------------------------------------===//
// Pooling
//===----------------------------------------------------------------------===//

struct PoolGeometry {
  int64_t n, ih, iw, c, oh, ow, kh, kw, sy, sx, top, bottom, left, right;
};

FailureOr<PoolGeometry> poolGeometry(Operation *op, const Tensor &input,
                                     const Tensor &out) {
  FailureOr<SmallVector<int64_t>> kernel = arrayAttr(op, "kernel", 2);
  FailureOr<SmallVector<int64_t>> stride = arrayAttr(op, "stride", 2);
  FailureOr<SmallVector<int64_t>> pad = arrayAttr(op, "pad", 4);
  if (failed(kernel) || failed(stride) || failed(pad))
    return failure();
  if (input.rank() != 4 || out.rank() != 4 ||
      input.shape()[0] != out.shape()[0] || input.shape()[3] != out.shape()[3])
    return emitError(op->getLoc())
           << "'" << op->getName() << "' shapes do not match";
  PoolGeometry g{input.shape()[0], input.shape()[1], input.shape()[2],
                 input.shape()[3], out.shape()[1],   out.shape()[2],
                 (*kernel)[0],     (*kernel)[1],     (*stride)[0],
                 (*stride)[1],     (*pad)[0],        (*pad)[1],
                 (*pad)[2],        (*pad)[3]};
  if (g.sy <= 0 || g.sx <= 0 || g.kh <= 0 || g.kw <= 0)
    return emitError(op->getLoc())
           << "'" << op->getName() << "' has a non-positive kernel or stride";
  return g;
}

/// The divisor of avg_pool2d as the lowering computes it: the kernel size
/// minus the padding it overlaps, measured from either end of the output
/// (equal to the spec's count of in-bounds elements for ops that pass the
/// verifier, whose output sizes divide exactly), at least 1.
int64_t avgPoolCount(int64_t pos, int64_t outSize, int64_t stride,
                     int64_t kernel, int64_t padBefore, int64_t padAfter) {
  int64_t valid = kernel;
  if (padBefore != 0)
    valid += std::min<int64_t>(pos * stride - padBefore, 0);
  if (padAfter != 0)
    valid += std::min<int64_t>((outSize - 1 - pos) * stride - padAfter, 0);
  return std::max<int64_t>(1, valid);
}

/// avg_pool2d. Floats: the in-bounds elements are summed in acc_type
/// (linalg.pooling_nhwc_sum over the zero-padded input), divided by the count
/// in acc_type and rounded to the result type. Integers: the sum in i32 minus
/// count * input_zp, scaled by the spec's reciprocal_scale(count) through
/// apply_scale, plus output_zp, clipped to the result type.
LogicalResult evalAvgPool(Operation *op, ArrayRef<const Tensor *> operands,
                          SmallVectorImpl<Tensor> &results, Interpreter &) {
  if (failed(checkOperands(op, operands, 1)))
    return failure();
  const Tensor &input = *operands[0];
  FailureOr<Tensor> out = resultTensor(op);
  if (failed(out))
    return failure();
  FailureOr<PoolGeometry> geo = poolGeometry(op, input, *out);
  if (failed(geo))
    return failure();
  const PoolGeometry &g = *geo;
  int64_t inZp = 0, outZp = 0;
  if (operands.size() >= 3) {
    FailureOr<int64_t> a = zeroPoint(op, *operands[1], "input_zp");
    FailureOr<int64_t> b = zeroPoint(op, *operands[2], "output_zp");
    if (failed(a) || failed(b))
      return failure();
    inZp = *a;
    outZp = *b;
  }
  ElementType res = out->elementType();
  FailureOr<ElementType> acc = accTypeOf(op, res);
  mc::Lane *lane = mc::noiseLane(); // a noise lane rounds each step
  if (failed(acc))
    return failure();
  if (input.elementType().isFloat() != res.isFloat() ||
      acc->isFloat() != res.isFloat())
    return unsupported(op) << "'tosa.avg_pool2d' from "
                           << input.elementType().str() << " to " << res.str();
  if (!res.isFloat() && acc->kind != ElementKind::I32)
    return unsupported(op) << "'tosa.avg_pool2d' with a " << acc->str()
                           << " accumulator";
  Flat x(input);
  int64_t outIndex = 0;
  for (int64_t b = 0; b < g.n; ++b)
    for (int64_t y = 0; y < g.oh; ++y) {
      int64_t y0 = y * g.sy - g.top;
      int64_t cy = avgPoolCount(y, g.oh, g.sy, g.kh, g.top, g.bottom);
      for (int64_t xx = 0; xx < g.ow; ++xx) {
        int64_t x0 = xx * g.sx - g.left;
        int64_t cx = avgPoolCount(xx, g.ow, g.sx, g.kw, g.left, g.right);
        int64_t count = cy * cx;
        for (int64_t c = 0; c < g.c; ++c, ++outIndex) {
          double sum = 0.0, abs = 0.0, err = 0.0;
          uint64_t isum = 0;
          int64_t terms = 0;
          for (int64_t ky = 0; ky < g.kh; ++ky) {
            int64_t iy = y0 + ky;
            if (iy < 0 || iy >= g.ih)
              continue;
            for (int64_t kx = 0; kx < g.kw; ++kx) {
              int64_t ix = x0 + kx;
              if (ix < 0 || ix >= g.iw)
                continue;
              int64_t i = ((b * g.ih + iy) * g.iw + ix) * g.c + c;
              ++terms;
              err += x.err[i];
              if (x.isFloat) {
                sum = lane ? lane->round(*acc, sum + x.f[i]) : sum + x.f[i];
                abs += errors::finiteAbs(x.f[i]);
              } else {
                isum += static_cast<uint64_t>(x.i[i]);
              }
            }
          }
          if (!res.isFloat()) {
            if (err != 0.0) {
              out->setInt(outIndex, 0, kUnbounded);
              continue;
            }
            ElementType i32{ElementKind::I32};
            int64_t v = i32.wrap(static_cast<int64_t>(
                isum - static_cast<uint64_t>(count * inZp)));
            // reciprocal_scale(count): k = 32 - clz(count - 1),
            // multiplier = ((1 << 30) + 1) << k) / count, shift = 30 + k.
            uint32_t cm1 = static_cast<uint32_t>(count - 1);
            int64_t k = 32 - (cm1 == 0 ? 32 : __builtin_clz(cm1));
            int64_t multiplier =
                i32.wrap(static_cast<int64_t>((((uint64_t(1) << 30) + 1) << k) /
                                              static_cast<uint64_t>(count)));
            std::optional<int64_t> s = applyScale(v, multiplier, 30 + k);
            if (!s) {
              out->setInt(outIndex, 0, kUnbounded);
              continue;
            }
            v = i32.wrap(*s + outZp);
            unsigned w = res.bitWidth();
            out->setInt(outIndex,
                        std::min(signedMax(w), std::max(signedMin(w), v)));
            continue;
          }
          if (std::isnan(err)) // 0 * inf among the terms' bounds
            err = errors::kMayBeNaN;
          Scalar s = errors::sumResult(*acc, sum, abs, err, terms);
          double cnt = static_cast<double>(count);
          double v = s.f / cnt;
          bool exact = std::isfinite(v) && v * cnt == s.f;
          s = roundedResult(*acc, v, s.err / cnt, exact);
          out->set(outIndex, toResultType(*acc, res, s));
        }
      }
    }
  results.push_back(std::move(*out));
  return success();
}

/// max_pool2d. Lowering: the input is padded with -largest (floats) or the
/// signed minimum, and linalg.pooling_nhwc_max (arith.maximumf: NaN wins,
/// -0 < +0) reduces from that same value. nan_mode = IGNORE keeps the running
/// value when the input is NaN, so an all-NaN window yields -largest (the
/// spec says NaN).
LogicalResult evalMaxPool(Operation *op, ArrayRef<const Tensor *> operands,
                          SmallVectorImpl<Tensor> &results, Interpreter &) {
  if (failed(checkOperands(op, operands, 1)))
    return failure();
  const Tensor &input = *operands[0];
  FailureOr<Tensor> out = resultTensor(op);
  if (failed(out))
    return failure();
  FailureOr<PoolGeometry> geo = poolGeometry(op, input, *out);
  if (failed(geo))
    return failure();
  const PoolGeometry &g = *geo;
  ElementType t = out->elementType();
  if (input.elementType() != t)
    return emitError(op->getLoc()) << "'tosa.max_pool2d' changes the element "
                                      "type";
  bool ignoreNaN = false;
  if (auto nan = op->getAttrOfType<tosa::NanPropagationModeAttr>("nan_mode"))
    ignoreNaN = nan.getValue() == tosa::NanPropagationMode::IGNORE;
  Flat x(input);
  int64_t outIndex = 0;
  for (int64_t b = 0; b < g.n; ++b)
    for (int64_t y = 0; y < g.oh; ++y)
      for (int64_t xx = 0; xx < g.ow; ++xx)
        for (int64_t c = 0; c < g.c; ++c, ++outIndex) {
          int64_t y0 = y * g.sy - g.top, x0 = xx * g.sx - g.left;
          if (!t.isFloat()) {
            int64_t best = signedMin(t.bitWidth());
            double lo = double(best), hi = double(best);
            for (int64_t ky = 0; ky < g.kh; ++ky)
              for (int64_t kx = 0; kx < g.kw; ++kx) {
                int64_t iy = y0 + ky, ix = x0 + kx;
                if (iy < 0 || iy >= g.ih || ix < 0 || ix >= g.iw)
                  continue;
                int64_t i = ((b * g.ih + iy) * g.iw + ix) * g.c + c;
                best = std::max(best, x.i[i]);
                lo = std::fmax(lo, x.i[i] - x.err[i]);
                hi = std::fmax(hi, x.i[i] + x.err[i]);
              }
            out->setInt(outIndex, best,
                        std::fmax(double(best) - lo, hi - double(best)));
            continue;
          }
          double init = -t.maxFinite();
          double best = init, lo = init, hi = init;
          bool nan = false, infiniteErr = false, anyErr = false, nanErr = false;
          for (int64_t ky = 0; ky < g.kh; ++ky)
            for (int64_t kx = 0; kx < g.kw; ++kx) {
              int64_t iy = y0 + ky, ix = x0 + kx;
              if (iy < 0 || iy >= g.ih || ix < 0 || ix >= g.iw)
                continue;
              int64_t i = ((b * g.ih + iy) * g.iw + ix) * g.c + c;
              double v = x.f[i], e = x.err[i];
              infiniteErr |= !std::isfinite(e);
              nanErr |= std::isnan(e);
              anyErr |= e != 0.0;
              if (std::isnan(v)) {
                nan |= !ignoreNaN;
                continue;
              }
              if (v == 0.0 && best == 0.0)
                best = std::signbit(best) ? v : best;
              else
                best = std::fmax(best, v);
              lo = std::fmax(lo, v - e);
              hi = std::fmax(hi, v + e);
            }
          if (nan) {
            out->setFloat(outIndex, std::nan(""),
                          infiniteErr ? errors::kMayBeNaN : 0.0);
            continue;
          }
          double err = !anyErr       ? 0.0
                       : nanErr      ? errors::kMayBeNaN
                       : infiniteErr ? kUnbounded
                                     : std::fmax(best - lo, hi - best);
          out->setFloat(outIndex, best, std::isnan(err) ? kUnbounded : err);
        }
  results.push_back(std::move(*out));
  return success();
}

//===----------------------------------------------------------------------===//
// tosa.resize
//===----------------------------------------------------------------------===//

/// Source coordinates of one output row or column, as the lowering computes
/// them: v = out * scale_d + offset; float mode: index = floordiv(v, n),
/// delta = sitofp(remsi(v, n)) / uitofp(n) in the element type `t` (the
/// spec's (resize_t)remainder / (resize_t)scale_n; negative at a negative
/// v: harmless, both taps clamp to 0 there); integer mode: index = divsi(v,
/// n) (truncating), delta = v - index * n. Nearest: index + (2 * delta >= n).
/// An input extent of 1 takes index 0, delta 0.
struct Axis {
  int64_t i0 = 0, i1 = 0; // clamped taps
  int64_t nearest = 0;    // clamped nearest index
  int64_t delta = 0;      // integer delta (numerator over scale_n)
  double frac = 0.0;      // float delta
};

std::vector<Axis> resizeAxis(int64_t outSize, int64_t inSize, int64_t scaleN,
                             int64_t scaleD, int64_t offset, bool floatMode,
                             ElementType t) {
  std::vector<Axis> axes(outSize);
  for (int64_t o = 0; o < outSize; ++o) {
    Axis &a = axes[o];
    if (inSize == 1)
      continue;
    ElementType i32{ElementKind::I32};
    int64_t v = i32.wrap(o * scaleD + offset);
    int64_t rem = v % scaleN;
    int64_t index = floatMode ? (v / scaleN - (rem != 0 && v < 0)) : v / scaleN;
    a.delta = floatMode ? rem : v - index * scaleN;
    // Each conversion and the division round in t (bf16 holds integers up
    // to 256 only). Dividing in double first is innocuous: 53 >= 2p + 2.
    if (floatMode)
      a.frac = t.roundToType(t.roundToType(static_cast<double>(rem)) /
                             t.roundToType(static_cast<double>(scaleN)));
    auto clampIdx = [inSize](int64_t i) {
      return std::min<int64_t>(inSize - 1, std::max<int64_t>(0, i));
    };
    a.i0 = clampIdx(index);
    a.i1 = clampIdx(index + 1);
    a.nearest = clampIdx(index + (2 * a.delta >= scaleN ? 1 : 0));
  }
  return axes;
}

/// One linear interpolation step a * (1 - d) + b * d as the lowering rounds
/// it in type t: d is the lowering's own fraction (resizeAxis), then fl(1 -
/// d), two products and a sum. With D = |d| + |1 - d| the rounding error is
/// at most (even if d itself were off by one rounding)
///   u * (|a| (D + |1-d|) + 2 |b| |d| + |result|) + O(u^2)
/// which 3u * D * (|a| + |b|) + u * |result| covers with room for the O(u^2)
/// terms; operand bounds propagate with weights |1 - d| and |d|.
Scalar lerp(ElementType t, const Scalar &a, const Scalar &b, double d) {
  double v = a.f * (1.0 - d) + b.f * d;
  double prop = std::fabs(1.0 - d) * a.err + std::fabs(d) * b.err;
  if (mc::Lane *lane = mc::noiseLane())
    return Scalar::ofFloat(lane->round(t, v), prop);
  // Operands that may be infinite may meet as inf - inf.
  if (!std::isfinite(v) || !std::isfinite(prop))
    return Scalar::ofFloat(v, std::isfinite(prop) ? 0.0 : errors::kMayBeNaN);
  double u = t.unitRoundoff() * 1.01 + errors::kReferenceUnitRoundoff * 4;
  double dd = std::fabs(d) + std::fabs(1.0 - d);
  double mag = std::fabs(a.f) + a.err + std::fabs(b.f) + b.err;
  double e = prop + 3.0 * u * dd * mag + u * (std::fabs(v) + prop) +
             4.0 * t.underflowError();
  if (mag * dd >= t.maxFinite())
    e = kUnbounded;
  return Scalar::ofFloat(v, e);
}

/// tosa.resize, NEAREST_NEIGHBOR or BILINEAR, on f16/bf16/f32 (float mode) or
/// i8/i16 (integer mode: nearest keeps the type, bilinear i8 -> i32 computes
/// sum v * weight_y * weight_x with weights over scale_n, unnormalised).
///
/// Lowering: in integer mode a negative source coordinate truncates towards
/// zero, so the bilinear taps (0, 1) get weights (n + |d|, -|d|): an
/// extrapolation where the spec (floor) reads tap 0 twice. The border
/// operand only fixes the output size.
LogicalResult evalResize(Operation *op, ArrayRef<const Tensor *> operands,
                         SmallVectorImpl<Tensor> &results, Interpreter &) {
  auto resize = dyn_cast<tosa::ResizeOp>(op);
  if (!resize || failed(checkOperands(op, operands, 3)))
    return failure();
  const Tensor &input = *operands[0];
  FailureOr<Tensor> out = resultTensor(op);
  if (failed(out))
    return failure();
  if (input.rank() != 4 || out->rank() != 4 ||
      input.shape()[0] != out->shape()[0] ||
      input.shape()[3] != out->shape()[3])
    return emitError(op->getLoc()) << "'tosa.resize' shapes do not match";
  const Tensor &scaleT = *operands[1], &offsetT = *operands[2];
  if (scaleT.numElements() != 4 || offsetT.numElements() != 2 ||
      scaleT.maxError() != 0.0 || offsetT.maxError() != 0.0 ||
      scaleT.elementType().isFloat() || offsetT.elementType().isFloat())
    return unsupported(op) << "these 'tosa.resize' scale / offset operands";
  int64_t yn = scaleT.intAt(0), yd = scaleT.intAt(1), xn = scaleT.intAt(2),
          xd = scaleT.intAt(3);
  if (yn <= 0 || yd <= 0 || xn <= 0 || xd <= 0)
    return emitError(op->getLoc()) << "'tosa.resize' scale must be positive";
  bool bilinear = resize.getMode() == tosa::ResizeMode::BILINEAR;
  if (!bilinear && resize.getMode() != tosa::ResizeMode::NEAREST_NEIGHBOR)
    return unsupported(op) << "this 'tosa.resize' mode";
  ElementType in = input.elementType(), res = out->elementType();
  bool floatMode = res.kind == ElementKind::F16 ||
                   res.kind == ElementKind::BF16 ||
                   res.kind == ElementKind::F32;
  if (res.isFloat()
          ? (!floatMode || in != res)
          : (in.isFloat() || (bilinear ? !(in.kind == ElementKind::I8 &&
                                           res.kind == ElementKind::I32)
                                       : in != res)))
    return unsupported(op) << "'tosa.resize' from " << in.str() << " to "
                           << res.str();
  int64_t n = input.shape()[0], ih = input.shape()[1], iw = input.shape()[2],
          c = input.shape()[3];
  int64_t oh = out->shape()[1], ow = out->shape()[2];
  std::vector<Axis> ys =
      resizeAxis(oh, ih, yn, yd, offsetT.intAt(0), floatMode, res);
  std::vector<Axis> xs =
      resizeAxis(ow, iw, xn, xd, offsetT.intAt(1), floatMode, res);
  Flat x(input);
  auto at = [&](int64_t b, int64_t y, int64_t xx, int64_t ch) {
    return ((b * ih + y) * iw + xx) * c + ch;
  };
  ElementType i32{ElementKind::I32};
  int64_t outIndex = 0;
  for (int64_t b = 0; b < n; ++b)
    for (int64_t y = 0; y < oh; ++y)
      for (int64_t xx = 0; xx < ow; ++xx)
        for (int64_t ch = 0; ch < c; ++ch, ++outIndex) {
          const Axis &ay = ys[y], &ax = xs[xx];
          if (!bilinear) {
            int64_t i = at(b, ay.nearest, ax.nearest, ch);
            if (x.isFloat)
              out->setFloat(outIndex, x.f[i], x.err[i]);
            else
              out->setInt(outIndex, x.i[i], x.err[i]);
            continue;
          }
          int64_t i00 = at(b, ay.i0, ax.i0, ch), i01 = at(b, ay.i0, ax.i1, ch),
                  i10 = at(b, ay.i1, ax.i0, ch), i11 = at(b, ay.i1, ax.i1, ch);
          if (!x.isFloat) {
            bool uncertain = x.err[i00] != 0.0 || x.err[i01] != 0.0 ||
                             x.err[i10] != 0.0 || x.err[i11] != 0.0;
            auto interp = [&](int64_t v0, int64_t v1, int64_t d, int64_t scale,
                              int64_t size) -> uint64_t {
              if (size == 1)
                return static_cast<uint64_t>(v0) * scale;
              return static_cast<uint64_t>(v0) * (scale - d) +
                     static_cast<uint64_t>(v1) * static_cast<uint64_t>(d);
            };
            uint64_t top = interp(x.i[i00], x.i[i01], ax.delta, xn, iw);
            uint64_t bottom = interp(x.i[i10], x.i[i11], ax.delta, xn, iw);
            uint64_t v = interp(static_cast<int64_t>(top),
                                static_cast<int64_t>(bottom), ay.delta, yn, ih);
            out->setInt(outIndex, i32.wrap(static_cast<int64_t>(v)),
                        uncertain ? kUnbounded : 0.0);
            continue;
          }
          auto value = [&](int64_t i) {
            return Scalar::ofFloat(x.f[i], x.err[i]);
          };
          Scalar top =
              iw == 1 ? value(i00) : lerp(res, value(i00), value(i01), ax.frac);
          Scalar bottom =
              iw == 1 ? value(i10) : lerp(res, value(i10), value(i11), ax.frac);
          Scalar v = ih == 1 ? top : lerp(res, top, bottom, ay.frac);
          out->set(outIndex, v);
        }
  results.push_back(std::move(*out));
  return success();
}

} // namespace

namespace defuse {
void registerTosaConvolutionSemantics(SemanticsRegistry &registry) {
  registry.add("tosa.matmul", evalMatMul);
  registry.add("tosa.conv2d", evalConv);
  registry.add("tosa.conv3d", evalConv);
  registry.add("tosa.depthwise_conv2d", evalDepthwiseConv);
  registry.add("tosa.transpose_conv2d", evalTransposeConv);
  registry.add("tosa.avg_pool2d", evalAvgPool);
  registry.add("tosa.max_pool2d", evalMaxPool);
  registry.add("tosa.resize", evalResize);
}
} // namespace defuse
