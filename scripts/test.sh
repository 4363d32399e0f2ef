#!/usr/bin/env bash
# Builds defuse and runs every test: unit tests (GoogleTest) and the lit
# suite (FileCheck tests, the pipeline zoo, upstream bugs, fault plugins,
# interpreter conformance, bad input, imports from PyTorch and ONNX: the
# front ends' frameworks are installed first), and the compilers under
# test from PyPI (IREE releases).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
scripts/setup_frontends.sh
scripts/setup_targets.sh
cd build
ctest --output-on-failure --no-tests=error -j"${DEFUSE_JOBS:-$(nproc)}"
