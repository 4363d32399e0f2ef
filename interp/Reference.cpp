//===- Reference.cpp ------------------------------------------------------===//

#include "interp/Reference.h"

#include "interp/ErrorModel.h"
#include "interp/Interpreter.h"
#include "interp/MonteCarlo.h"
#include "ir/Workload.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Diagnostics.h"
#include "llvm/ADT/Hashing.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <optional>
#include <thread>

using namespace defuse;
using namespace mlir;

ReferenceMemory defuse::estimateReferenceMemory(const Workload &workload) {
  ReferenceMemory m{0, UnknownLoc::get(workload.module().getContext()), "", 0};
  auto count = [&](Value v) {
    auto type = dyn_cast<RankedTensorType>(v.getType());
    if (!type || !type.hasStaticShape())
      return;
    // In double: a shape's element count may not fit 64 bits.
    double elements = 1;
    for (int64_t d : type.getShape())
      elements *= static_cast<double>(d);
    double bytes = elements * ReferenceMemory::kBytesPerElement;
    uint64_t exact =
        bytes >= 0x1p64 ? UINT64_MAX : static_cast<uint64_t>(bytes);
    m.bytes = exact > UINT64_MAX - m.bytes ? UINT64_MAX : m.bytes + exact;
    if (exact > m.largestBytes) {
      m.largestBytes = exact;
      m.largest = v.getLoc();
      std::string text;
      llvm::raw_string_ostream os(text);
      os << type;
      m.largestType = text;
    }
  };
  workload.module()->walk([&](Operation *op) {
    for (Region &region : op->getRegions())
      for (Block &block : region)
        for (BlockArgument arg : block.getArguments())
          count(arg);
    for (Value v : op->getResults())
      count(v);
  });
  return m;
}

namespace {

unsigned &laneSetting() {
  static unsigned lanes = kDefaultNoiseLanes;
  return lanes;
}

/// Per element of `reference`, the RMS deviation of the lanes' values from
/// it, or NaN where some lane is tainted, went another way (NaN, an
/// infinity, another integer where the reference has none) or lost its
/// place in the record.
std::vector<double> laneSpread(const Tensor &reference,
                               const std::vector<const Tensor *> &lanes) {
  int64_t n = reference.numElements();
  // Complex outputs are judged by the sound tier alone (counted so).
  if (reference.elementType().isComplex() || reference.isTuple())
    return std::vector<double>(n, std::nan(""));
  std::vector<double> spread(n, 0.0);
  bool isFloat = reference.elementType().isFloat();
  for (int64_t i = 0; i < n; ++i) {
    double v = isFloat ? reference.floatAt(i)
                       : static_cast<double>(reference.intAt(i));
    double squares = 0.0;
    bool judged = true;
    for (const Tensor *lane : lanes) {
      if (!lane || mc::tainted(lane->errAt(i))) {
        judged = false;
        break;
      }
      double y =
          isFloat ? lane->floatAt(i) : static_cast<double>(lane->intAt(i));
      if (std::isnan(v) || std::isnan(y) || std::isinf(v) || std::isinf(y)) {
        // Special values are judged exactly, when every lane agrees.
        bool same = std::isnan(v) ? std::isnan(y) : y == v;
        judged &= same;
        continue;
      }
      if (!isFloat && y != v) {
        judged = false; // an integer that depends on noise
        break;
      }
      squares += (y - v) * (y - v);
    }
    spread[i] = judged ? std::sqrt(squares / static_cast<double>(lanes.size()))
                       : std::nan("");
  }
  return spread;
}

/// A NaN the program makes of finite inputs is not judged: it is the
/// inputs' fault more often than the compiler's (Reference).
void markNaNsOfFiniteInputs(ArrayRef<Tensor> inputs, Reference &result) {
  for (const Tensor &t : inputs)
    if (t.elementType().isFloat())
      for (int64_t i = 0; i < t.numElements(); ++i)
        if (!std::isfinite(t.floatAt(i)))
          return;
  for (Tensor &t : result.outputs)
    if (t.elementType().isFloat())
      for (int64_t i = 0; i < t.numElements(); ++i)
        // A NaN the reference already leaves open (a conversion past a
        // type's range) is not the inputs' doing.
        if (std::isnan(t.floatAt(i)) && !std::isnan(t.errAt(i))) {
          t.setFloat(i, t.floatAt(i), errors::kMayBeNaN);
          ++result.nanFromFiniteInputs;
        }
}

/// Inputs as a flush-to-zero execution may read them (DAZ): each subnormal
/// element known only to within its own magnitude (`asZero` false), or read
/// as a zero of its sign, as every noise lane reads it (`asZero` true).
std::vector<Tensor> readAsFlushed(ArrayRef<Tensor> inputs, bool asZero) {
  std::vector<Tensor> out(inputs.begin(), inputs.end());
  for (Tensor &t : out) {
    if (!t.elementType().isFloat())
      continue;
    for (int64_t i = 0; i < t.numElements(); ++i) {
      Scalar s = t.get(i);
      if (!t.elementType().flushedToZero(s.f))
        continue;
      if (asZero)
        s.f = std::copysign(0.0, s.f);
      else
        s.err = std::fmax(s.err, std::fabs(s.f));
      t.set(i, s);
    }
  }
  return out;
}

/// The reference lane, then `lanes` noise lanes on as many threads as the
/// machine has cores; each output tensor gets its noise scale.
FailureOr<Reference> evaluateLanes(ModuleOp module, func::FuncOp entry,
                                   ArrayRef<Tensor> givenInputs,
                                   unsigned lanes) {
  std::vector<Tensor> bounded, zeroed;
  ArrayRef<Tensor> inputs = givenInputs, laneInputs = givenInputs;
  if (flushesSubnormals()) {
    bounded = readAsFlushed(givenInputs, /*asZero=*/false);
    zeroed = readAsFlushed(givenInputs, /*asZero=*/true);
    inputs = bounded;
    laneInputs = zeroed;
  }
  std::vector<mc::Record> record;
  uint64_t seed = llvm::hash_value(entry.getSymName());
  Reference result;
  {
    mc::Lane referenceLane(0, seed, lanes ? &record : nullptr);
    mc::ScopedLane scope(lanes ? &referenceLane : nullptr);
    Interpreter interp(module);
    errors::UndefinedBehaviour::count() = 0;
    auto outputs = interp.call(entry, inputs);
    if (failed(outputs))
      return failure();
    result =
        Reference{std::move(*outputs), errors::UndefinedBehaviour::count()};
  }
  if (lanes == 0)
    return result;

  // A lane's own failures (a data-dependent error the reference did not
  // meet) leave its outputs out, which makes every element unjudged.
  std::vector<std::optional<std::vector<Tensor>>> laneOutputs(lanes);
  auto runLane = [&](unsigned k) {
    mc::Lane lane(k + 1, seed, &record);
    mc::ScopedLane scope(&lane);
    Interpreter interp(module);
    auto outputs = interp.call(entry, laneInputs);
    if (succeeded(outputs) && !lane.diverged())
      laneOutputs[k] = std::move(*outputs);
  };
  {
    // Diagnostics of a lane are not the user's: the reference lane has
    // already reported what the program itself does wrong.
    ScopedDiagnosticHandler silence(module.getContext(),
                                    [](Diagnostic &) { return success(); });
    unsigned workers =
        std::max(1u, std::min(lanes, std::thread::hardware_concurrency()));
    std::vector<std::thread> threads;
    std::atomic<unsigned> nextLane{0};
    for (unsigned w = 0; w < workers; ++w)
      threads.emplace_back([&] {
        for (unsigned k; (k = nextLane++) < lanes;)
          runLane(k);
      });
    for (std::thread &t : threads)
      t.join();
  }
  for (size_t o = 0; o < result.outputs.size(); ++o) {
    std::vector<const Tensor *> values;
    for (const auto &outputs : laneOutputs)
      values.push_back(outputs && o < outputs->size() ? &(*outputs)[o]
                                                      : nullptr);
    result.outputs[o].setNoise(laneSpread(result.outputs[o], values), lanes);
  }
  return result;
}

} // namespace

void defuse::setNoiseLanes(unsigned lanes) { laneSetting() = lanes; }

static std::atomic<bool> zeroSignOpenSetting{false};
void defuse::setMinMaxZeroSignOpen(bool open) { zeroSignOpenSetting = open; }
bool defuse::minMaxZeroSignOpen() { return zeroSignOpenSetting; }
unsigned defuse::noiseLanes() { return laneSetting(); }

FailureOr<Reference> defuse::computeReference(const Workload &workload,
                                              ArrayRef<Tensor> inputs) {
  FailureOr<Reference> result =
      evaluateLanes(workload.module(), workload.entry(), inputs, noiseLanes());
  // Only the user's workload: in an intermediate module, a NaN its inputs
  // do not explain is what a pass broke.
  if (succeeded(result))
    markNaNsOfFiniteInputs(inputs, *result);
  return result;
}

FailureOr<Reference> defuse::computeReferenceQuietly(MLIRContext &context,
                                                     StringRef moduleText,
                                                     StringRef entry,
                                                     ArrayRef<Tensor> inputs,
                                                     unsigned lanes) {
  ScopedDiagnosticHandler silence(&context,
                                  [](Diagnostic &) { return success(); });
  auto w = Workload::parse(context, moduleText, "intermediate", entry);
  if (failed(w))
    return failure();
  return evaluateLanes(w->module(), w->entry(), inputs, lanes);
}
