#!/usr/bin/env bash
# Regenerates the JAX production zoo: every factory of
# testdata/models/src/jax_production_zoo.py (MODELS there) lowered by jax
# through `defuse import` into testdata/models/stablehlo/NAME.mlir, with
# NAME.framework/ (jax's outputs on one draw of the inputs) beside it. The
# workload's header names the jax and jaxlib that lowered it: the default
# XLA environment (the first of target/xla/versions.txt), or the one
# DEFUSE_PYTHON names (e.g. build/venv-jax-0.10.2/bin/python).
#
# Before the lowering, the source checks itself with that jax (each program
# under jax.jit, twice, gives the same outputs) and prints the StableHLO/
# CHLO ops and element types of each program.
#
# `defuse import` writes the files first, then computes the reference on
# the framework's inputs and judges jax's outputs against it. A program the
# reference cannot run yet (exit 4) or whose check disagrees (exit 13) is
# still written, and said so; only a front-end failure (no files) fails
# this script.
#
# Usage: scripts/gen_jax_production_zoo.sh [NAME...]
set -uo pipefail
cd "$(dirname "$0")/.."

defuse=${DEFUSE:-build/bin/defuse}
source=testdata/models/src/jax_production_zoo.py
out=testdata/models/stablehlo
python=${DEFUSE_PYTHON:-build/venv-jax-$(awk '!/^#/ && NF { print $1; exit }' target/xla/versions.txt)/bin/python}

[ -x "$defuse" ] || { echo "gen: no $defuse (scripts/test.sh builds it)" >&2; exit 2; }
[ -x "$python" ] || { echo "gen: no $python (scripts/setup_targets.sh installs jax)" >&2; exit 2; }

"$python" "$source" || { echo "gen: $source does not run under $python" >&2; exit 1; }

if [ $# -gt 0 ]; then
  models=("$@")
else
  mapfile -t models < <("$python" -c "
import sys; sys.path.insert(0, 'testdata/models/src')
import jax_production_zoo; print('\n'.join(jax_production_zoo.MODELS))")
fi

failed=0
stamp=$(mktemp)
trap 'rm -f "$stamp"' EXIT
for name in "${models[@]}"; do
  touch "$stamp"
  sleep 0.01
  log=$(DEFUSE_PYTHON="$python" "$defuse" import "$source:$name" -o "$out/$name.mlir" 2>&1)
  rc=$?
  written=0
  [ "$out/$name.mlir" -nt "$stamp" ] && [ "$out/$name.framework/manifest.json" -nt "$stamp" ] && written=1
  case $rc in
    0) echo "gen: $name: written; the reference agrees with jax" ;;
    4) echo "gen: $name: written; the reference cannot run it yet: $(grep -m1 'error' <<<"$log")" ;;
    13) echo "gen: $name: written; the reference and jax disagree (exit 13)" ;;
    *)
      if [ $written = 1 ] && [ $rc != 12 ] && [ $rc != 2 ]; then
        echo "gen: $name: written; defuse's check ended with exit $rc: $(grep -m1 'error' <<<"$log")"
      else
        echo "gen: $name: FAILED (exit $rc)"; echo "$log" | sed 's/^/  /'; failed=1
      fi ;;
  esac
done
exit $failed
