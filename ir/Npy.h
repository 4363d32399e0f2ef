//===- Npy.h - NumPy .npy array files -------------------------------------===//
//
// Inputs may come from .npy files and outputs can be dumped as .npy, so that a
// user's own arrays (from a framework run) flow in and out unchanged. Only
// little-endian C-order arrays of the element types defuse models are read.
//
//===----------------------------------------------------------------------===//

#ifndef DEFUSE_IR_NPY_H
#define DEFUSE_IR_NPY_H

#include "ir/Tensor.h"

#include <string>

namespace defuse {

/// Reads `path` into an exact Tensor. On failure returns false and sets
/// `error` to a one-line reason.
bool readNpy(const std::string &path, Tensor &out, std::string &error);

/// Writes the reference values of `t` (no bounds) to `path`. bf16 is written
/// as float32, since NumPy has no bfloat16.
bool writeNpy(const std::string &path, const Tensor &t, std::string &error);

} // namespace defuse

#endif // DEFUSE_IR_NPY_H
