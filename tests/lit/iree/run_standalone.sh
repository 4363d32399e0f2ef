#!/usr/bin/env bash
# run_standalone.sh REPRODUCER BINDIR SCRATCH: runs the RUN lines of an
# emitted reproducer that need only IREE's own tools (iree-compile,
# iree-run-module, FileCheck), with BINDIR's IREE first on PATH, the way lit
# would (%s the reproducer, %t a scratch path, `not` inverting one command,
# pipefail). Exits non-zero as soon as one line fails.
set -eo pipefail
reproducer=$1 bindir=$2 scratch=$3
not() { ! "$@"; }
export PATH="$bindir:/usr/lib/llvm-22/bin:$PATH"
sed -n 's|^// RUN: \(\(not \)\{0,1\}iree-.*\)$|\1|p' "$reproducer" \
  | sed -e "s|%s|$reproducer|g" -e "s|%t|$scratch|g" > "$scratch.sh"
test -s "$scratch.sh"
# shellcheck disable=SC1090
source "$scratch.sh"
