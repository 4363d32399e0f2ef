# store-commands.test's script: DEFUSE OUTDIR, beside a server named in
# DEFUSE_TEST_POSTGRES.
set -eu
defuse=$1
out=$2
base=${DEFUSE_TEST_POSTGRES%/*}
for db in campaign imported; do psql "$DEFUSE_TEST_POSTGRES" -qc "CREATE DATABASE $db"; done
fuzz_args="--seed 3 --max-programs 16 -j 2 -q --no-reduce --variant elementwise-fusion --variant math-expansion"

echo "== campaign"
$defuse fuzz --db "$base/campaign" --shard-programs 8 --findings-dir "$out/f" $fuzz_args
echo "== findings"
$defuse findings --db "$base/campaign" list | tr -s ' '
echo "== status"
$defuse campaign status --db "$base/campaign"
echo "== status json"
$defuse campaign status --db "$base/campaign" --json
echo "== mark"
$defuse findings --db "$base/campaign" mark 1 not-a-bug --note "checked"
$defuse findings --db "$base/campaign" show 1 | grep "^signature"
echo "== review"
$defuse review --db "$base/campaign" list --json
echo "== import"
$defuse fuzz --db "$out/file.db" $fuzz_args > /dev/null
$defuse findings --db "$base/imported" import --from "$out/file.db"
$defuse findings --db "$base/imported" list | tr -s ' '
echo "== import again"
set +e
$defuse findings --db "$base/imported" import --from "$out/file.db" 2>&1
echo "exit $?"
