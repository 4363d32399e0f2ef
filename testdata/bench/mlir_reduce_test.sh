#!/usr/bin/env bash
# mlir_reduce_test.sh: the interestingness test that scripts/bench_reduce.sh
# gives mlir-reduce (-reduction-tree='test=THIS test-arg=CONFIG').
#
# How mlir-reduce (LLVM 22) calls it (measured, see testdata/bench/README.md):
#   THIS [TEST-ARG...] CANDIDATE
# every test-arg first (split at commas: a pipeline cannot be one), the
# candidate last: a temporary file /tmp/mlir-reduce-XXXXXX.mlir that it
# deletes after the call, printed without comments or locations. Exit status
# 0 means NOT interesting; any other status means interesting. Candidates
# that fail the verifier are never passed here.
#
# CONFIG is a shell file (written by bench_reduce.sh) that sets:
#   DEFUSE     defuse binary           WORKLOAD  the original workload (for
#   PIPELINE   pipeline (text/file)              its DEFUSE-INPUT(S) lines)
#   PLUGIN     pass plugin or ""       SIGNATURE kind@pass:opkind
#   MODE       check | stand-in        COUNTER   file, one line per call
#   CALL_TIMEOUT  seconds per oracle call (0: none)
#   SAVE_DIR   when set, the last interesting candidate is kept there
# MODE check:    `defuse check CAND --pipeline P --signature SIG`, exit 0 =
#                still fails with SIG (interesting).
# MODE stand-in: `defuse run CAND --pipeline P --json`: interesting when it
#                miscompiles (exit 1) with SIG's verdict kind (the pass and
#                op parts of SIG are not checked: that needs a triage).
set -u
[ $# -ge 2 ] || { echo "mlir_reduce_test.sh: usage: $0 CONFIG CANDIDATE" >&2; exit 0; }
config=$1
candidate=${!#}
# shellcheck disable=SC1090
. "$config"

tmp=$(mktemp -d "${TMPDIR:-/tmp}/bench-reduce-test.XXXXXX")
trap 'rm -rf "$tmp"' EXIT

# mlir-reduce prints the module without comments: the input specs of the
# original workload (// DEFUSE-INPUTS: ...) are put back on top. Arguments
# keep their numbering (mlir-reduce never changes a function's signature).
{ grep -E '^[[:space:]]*//[[:space:]]*DEFUSE-INPUTS?:' "$WORKLOAD"; cat "$candidate"; } >"$tmp/candidate.mlir"

plugin_args=()
[ -n "$PLUGIN" ] && plugin_args=(--load-pass-plugin "$PLUGIN")
limit=()
[ "${CALL_TIMEOUT:-0}" != 0 ] && limit=(timeout "$CALL_TIMEOUT")

start=$(date +%s.%N)
interesting=0
case "$MODE" in
  check)
    "${limit[@]}" "$DEFUSE" check "$tmp/candidate.mlir" --pipeline "$PIPELINE" \
      --signature "$SIGNATURE" "${plugin_args[@]}" >"$tmp/out" 2>&1
    rc=$?
    [ "$rc" -eq 0 ] && interesting=1
    ;;
  stand-in)
    "${limit[@]}" "$DEFUSE" run "$tmp/candidate.mlir" --pipeline "$PIPELINE" \
      "${plugin_args[@]}" --json >"$tmp/out" 2>"$tmp/err"
    rc=$?
    if [ "$rc" -eq 1 ]; then
      kind=${SIGNATURE%%@*}
      # The JSON's top-level "verdict" (kind, or an object with a kind).
      got=$(python3 -c '
import json, sys
d = json.load(open(sys.argv[1]))
v = d.get("verdict")
if isinstance(v, dict):
    v = v.get("kind") or v.get("name")
print(v or "")' "$tmp/out" 2>/dev/null)
      [ "$got" = "$kind" ] && interesting=1
    fi
    ;;
  *)
    echo "mlir_reduce_test.sh: unknown MODE '$MODE'" >&2
    exit 0
    ;;
esac
end=$(date +%s.%N)

ops=$(grep -cE '^[[:space:]]*%' "$candidate")
printf '%s rc=%s interesting=%s seconds=%.3f lines_with_results=%s\n' \
  "$end" "$rc" "$interesting" "$(awk -v a="$start" -v b="$end" 'BEGIN { print b - a }')" \
  "$ops" >>"$COUNTER"
if [ "$interesting" = 1 ] && [ -n "${SAVE_DIR:-}" ]; then
  cp "$tmp/candidate.mlir" "$SAVE_DIR/last-interesting.mlir"
fi
# mlir-reduce: non-zero = interesting.
[ "$interesting" = 1 ] && exit 1
exit 0
