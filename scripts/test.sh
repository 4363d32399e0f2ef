#!/usr/bin/env bash
# Builds defuse and runs every test: unit tests (GoogleTest) and the lit
# suite (FileCheck tests, the pipeline zoo, upstream bugs, fault plugins,
# interpreter conformance, bad input).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
cd build
ctest --output-on-failure --no-tests=error -j"${DEFUSE_JOBS:-$(nproc)}"
