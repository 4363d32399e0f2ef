//===- FrameworkReference.h - the framework's own outputs as a reference --===//
//
// `defuse import` saves, beside the workload it writes, the framework's
// float64 outputs on one draw of the workload's inputs (WORKLOAD.framework/:
// manifest.json, inputN.npy, outputN.npy). They are a second reference,
// independent of defuse's interpreter and of the exporter: where the two
// disagree, the exported MLIR does not compute what the model computes (an
// export bug), or the interpreter is wrong.
//
// The framework's float64 execution is one more legal execution of the
// program, more precise than any the output type allows: its outputs,
// rounded to the output type, are judged by the same oracle as a compiled
// output (both tiers), so the comparison needs no tolerance of its own.
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_TOOLS_FRAMEWORKREFERENCE_H
#define DEFUSE_TOOLS_FRAMEWORKREFERENCE_H

#include "ir/Tensor.h"
#include "oracle/Oracle.h"

#include <string>
#include <vector>

namespace defuse {

struct FrameworkReference {
  std::string dir;
  std::string framework; // "torch 2.15.0, torch-mlir 20261001"
  std::string source;    // what was imported
  std::string precision; // "float64", or "float32, onnx.reference"
  std::vector<std::string> inputFiles; // one per entry argument, in order
  std::vector<Tensor> outputs;         // float64 (or integer) as saved
};

/// Reads DIR/manifest.json and the outputs it lists. On failure returns
/// false with a one-line reason naming the file.
bool loadFrameworkReference(const std::string &dir, FrameworkReference &out,
                            std::string &error);

/// Judges the framework's outputs against the reference outputs of the
/// workload run on the framework's inputs. A count or shape mismatch is a
/// failed output of kind value-drift with `failing` = every element.
Verdict judgeFrameworkOutputs(const std::vector<Tensor> &reference,
                              const FrameworkReference &framework);

} // namespace defuse

#endif // DEFUSE_TOOLS_FRAMEWORKREFERENCE_H
