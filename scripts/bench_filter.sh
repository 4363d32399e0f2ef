#!/usr/bin/env bash
# What the filter's checks cost with and without shared compiles: the same
# `defuse filter` (the test plugin's correct fix of a finding, every check)
# run side by side, each request its own probe (DEFUSE_SHARED_COMPILES=0)
# and requests that differ only in their inputs sharing one compile (the
# default, bisect/ProbeRunner.h). Each check's seconds and the whole run's
# are printed for both, and a first run's on a finding whose extent is not
# mapped yet (as each filter test's first run); the verdicts must be the same.
#
#   scripts/bench_filter.sh [RULE] [ROUNDS]    (default: mul-identity 2)
set -euo pipefail
cd "$(dirname "$0")/.."
rule=${1:-mul-identity}
rounds=${2:-2}
plugin=build/tests/plugins/libDefuseFixCandidatesPlugin.so
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
cp -r "testdata/fix-candidates/findings/$rule" "$scratch/finding"
filter() {
  build/bin/defuse filter --load-pass-plugin "$plugin" --fix "$plugin" \
    --regressions testdata/regressions --models testdata/workloads \
    --budget 4 "$scratch/finding" --fix-pass "fixlab-$rule-fixed" 2>&1
}
seconds() { date +%s.%N; }
for round in $(seq "$rounds"); do
  for shared in 0 1; do
    label=$([ "$shared" = 1 ] && echo shared || echo "one each")
    echo "round $round, compiles $label:"
    # The finding's extent, mapped afresh (the stress agent; a filter run
    # on a finding without its stress corpus does it first).
    rm -rf "$scratch/finding"
    cp -r "testdata/fix-candidates/findings/$rule" "$scratch/finding"
    start=$(seconds)
    DEFUSE_SHARED_COMPILES=$shared filter > /dev/null
    mapped=$(echo "$(seconds) - $start" | bc)
    DEFUSE_SHARED_COMPILES=$shared filter |
      sed -n 's/^  \(pass\|FAIL\)  \([a-z-]*\) .*(\([0-9.]* s\))$/  \2 \3/p; s/^verdict *\(.*\)/  verdict \1/p'
    printf '  a first run (the extent mapped, then every check): %.1f s\n' "$mapped"
  done
done
