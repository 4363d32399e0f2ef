# slurm-array.test's script: DEFUSE SBATCH-SCRIPT OUTDIR, beside a server
# (DEFUSE_TEST_POSTGRES) and a cluster (SLURM_CONF).
set -eu
defuse=$1
script=$2
out=$3
psql "$DEFUSE_TEST_POSTGRES" -qc "CREATE DATABASE slurm"
export DEFUSE_DB="${DEFUSE_TEST_POSTGRES%/*}/slurm" DEFUSE="$defuse"
job=$(sbatch --parsable --array=0-1 --cpus-per-task=1 \
  --output="$out/task-%a.out" --error="$out/task-%a.err" "$script" \
  --seed 3 --max-programs 16 --shard-programs 4 --no-reduce \
  --findings-dir "$out/findings" --variant elementwise-fusion --variant math-expansion)
# Both tasks finish within minutes; the array leaves the queue when they do.
for _ in $(seq 1 1200); do
  [ -z "$(squeue -h -j "$job" 2>/dev/null)" ] && break
  sleep 0.25
done
echo "== tasks"
for task in 0 1; do
  sed "s/^/task $task: /" "$out/task-$task.out"
done
echo "== status"
"$defuse" campaign status --db "$DEFUSE_DB"
echo "== shards by worker"
psql "$DEFUSE_DB" -At -c "SELECT sum(items_done) FROM workers"
