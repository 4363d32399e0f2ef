#!/usr/bin/env bash
# run_standalone.sh REPRODUCER PYTHON: runs the RUN lines of an emitted
# reproducer that need only jax (python3 with jax and jaxlib, FileCheck),
# with PYTHON's environment first on PATH, the way lit would (%s the
# reproducer, pipefail). Exits non-zero as soon as one line fails.
set -eo pipefail
reproducer=$1 python=$2
export PATH="$(dirname "$python"):/usr/lib/llvm-22/bin:$PATH"
lines=$(sed -n "s|^// RUN: \(python3 -c .*\)$|\1|p" "$reproducer")
test -n "$lines"
while IFS= read -r line; do
  eval "${line//%s/\"$reproducer\"}"
done <<< "$lines"
