//===- FrameworkReference.cpp - the framework's own outputs as a reference ===//

#include "tools/FrameworkReference.h"

#include "ir/Npy.h"
#include "target/Probe.h"
#include "target/mlir/MlirTarget.h"

#include <nlohmann/json.hpp>

#include <fstream>

using namespace defuse;
using json = nlohmann::json;

bool defuse::loadFrameworkReference(const std::string &dir,
                                    FrameworkReference &out,
                                    std::string &error) {
  std::string path = dir + "/manifest.json";
  std::ifstream in(path);
  if (!in) {
    error = path + ": cannot read the framework reference's manifest";
    return false;
  }
  json manifest = json::parse(in, nullptr, /*allow_exceptions=*/false);
  if (manifest.is_discarded() || !manifest.is_object() ||
      !manifest.contains("inputs") || !manifest.contains("outputs") ||
      !manifest["inputs"].is_array() || !manifest["outputs"].is_array()) {
    error = path + ": not a framework reference manifest (inputs and "
                   "outputs lists expected)";
    return false;
  }
  out.dir = dir;
  out.framework = manifest.value("framework", "");
  out.source = manifest.value("source", "");
  out.precision = manifest.value("precision", "float64");
  for (const json &f : manifest["inputs"])
    out.inputFiles.push_back(dir + "/" + f.get<std::string>());
  for (const json &f : manifest["outputs"]) {
    std::string file = dir + "/" + f.get<std::string>();
    Tensor t;
    std::string why;
    if (!readNpy(file, t, why)) {
      error = file + ": " + why;
      return false;
    }
    out.outputs.push_back(std::move(t));
  }
  return true;
}

namespace {

/// The framework's value as the output type holds it: floats rounded to
/// nearest, integers as they are. Shapes must agree element for element.
Tensor asOutputType(const Tensor &framework, const Tensor &reference) {
  Tensor t(reference.elementType(), reference.shape());
  ElementType et = reference.elementType();
  for (int64_t i = 0; i < t.numElements(); ++i) {
    if (et.isFloat()) {
      double v = framework.elementType().isFloat()
                     ? framework.floatAt(i)
                     : static_cast<double>(framework.intAt(i));
      t.setFloat(i, et.roundToType(v));
    } else {
      t.setInt(i, framework.elementType().isFloat()
                      ? static_cast<int64_t>(framework.floatAt(i))
                      : framework.intAt(i));
    }
  }
  return t;
}

} // namespace

Verdict defuse::judgeFrameworkOutputs(const std::vector<Tensor> &reference,
                                      const FrameworkReference &framework) {
  ProbeResult asRun;
  asRun.status = ProbeStatus::Ok;
  for (size_t i = 0; i < reference.size() && i < framework.outputs.size();
       ++i) {
    const Tensor &f = framework.outputs[i];
    if (f.shape() != reference[i].shape()) {
      Verdict v;
      v.kind = VerdictKind::Corruption;
      v.message = "framework output #" + std::to_string(i) + " has shape " +
                  f.shapeString() + ", the workload's " +
                  reference[i].shapeString();
      return v;
    }
    asRun.outputs.push_back(Buffer::fromTensor(asOutputType(f, reference[i])));
  }
  if (framework.outputs.size() != reference.size()) {
    Verdict v;
    v.kind = VerdictKind::Corruption;
    v.message = "the framework returned " +
                std::to_string(framework.outputs.size()) +
                " outputs, the workload " + std::to_string(reference.size());
    return v;
  }
  return judge(reference, asRun);
}
