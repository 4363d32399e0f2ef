# review-workers.test's script: DEFUSE FIX-PLUGIN TESTDATA OUTDIR, beside a
# server named in DEFUSE_TEST_POSTGRES. Runs from the source root, where the
# findings' reports name their workloads.
set -eu
defuse=$1
plugin=$2
testdata=$3
out=$4
psql "$DEFUSE_TEST_POSTGRES" -qc "CREATE DATABASE review"
db="${DEFUSE_TEST_POSTGRES%/*}/review"
cd "$testdata/.."
filter() {
  "$defuse" filter --load-pass-plugin "$plugin" --fix "$plugin" \
    --regressions "$testdata/regressions" --models "$testdata/workloads" \
    --budget 4 -q "$out/finding" --db "$db" "$@"
}
echo "== enqueue"
filter --fix-pass fixlab-mul-identity-fixed --enqueue
filter --fix-pass fixlab-mul-identity-disabled --fail-fast --enqueue
filter --fix-pass fixlab-mul-identity-fixed --enqueue
"$defuse" agents "$out/finding" --agent repro --db "$db" --budget 2 \
  --load-pass-plugin "$plugin" --enqueue
"$defuse" campaign status --db "$db" | grep '^queue'
echo "== workers"
"$defuse" worker --db "$db" --queue review --max-items 2 --idle-exit 1 -q > "$out/w1.out" &
"$defuse" worker --db "$db" --idle-exit 1 -q > "$out/w2.out"
wait
cat "$out/w1.out" "$out/w2.out" | sed 's/^worker [^ ]*: /worker: /' | sort
echo "== review"
"$defuse" review --db "$db" list
pending=$("$defuse" review --db "$db" list --state pending-review --json |
  python3 -c 'import json, sys; print(json.load(sys.stdin)[0]["id"])')
"$defuse" review --db "$db" accept "$pending" --note "keeps x*0"
"$defuse" review --db "$db" list --state accepted
echo "== status"
"$defuse" campaign status --db "$db" | grep '^queue'
