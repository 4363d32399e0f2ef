#!/usr/bin/env bash
# bench_reduce.sh: defuse's reducer against LLVM's mlir-reduce on large
# workloads with one known miscompile each (testdata/bench/reduce-cases.txt).
#
# For every case:
#  (i)  `defuse reduce WORKLOAD --pipeline P [--load-pass-plugin X]
#       --signature SIG --json --emit DIR -j N`: wall time, oracle calls, ops
#       left in the entry function, passes left in the pipeline. Both tools
#       are given the case's signature (mlir-reduce through its test); with
#       --triage, defuse finds it itself (confirm at -O2, pass bisection);
#  (ii) mlir-reduce -reduction-tree='traversal-mode=0 test=T test-arg=CFG'
#       where T (testdata/bench/mlir_reduce_test.sh) asks
#       `defuse check CAND --pipeline P --signature SIG` (or, with
#       --stand-in / while `defuse check` does not exist, `defuse run` and the
#       verdict kind). T appends a line per call to a counter file. A
#       wall-clock cap stops runs that take too long ("timeout" in the table).
#       mlir-reduce does not touch the pipeline: its length stays the full one.
# Ops are the top-level ops of the entry function (the return excluded),
# counted the same way for every file after mlir-opt reprints it.
#
# Usage: scripts/bench_reduce.sh [--cases FILE] [--only NAME[,NAME...]]
#                                [--cap SECONDS] [--jobs N] [--keep DIR]
#                                [--stand-in] [--call-timeout SECONDS]
#                                [--skip-defuse] [--skip-mlir-reduce]
#                                [--triage]
#   --cases FILE     cases file (default testdata/bench/reduce-cases.txt):
#                    one case a line, `NAME WORKLOAD PIPELINE PLUGIN SIGNATURE`
#                    separated by blanks; PIPELINE a .pipeline file or text
#                    without blanks; PLUGIN a .so or `none`; # comments
#   --only NAMES     run only these cases (comma-separated)
#   --cap SECONDS    wall-clock cap per tool and case (default 600)
#   --jobs N         parallel probes of `defuse reduce` (-j N; default 2).
#                    mlir-reduce calls its test one candidate at a time.
#   --keep DIR       keep every output, log and counter in DIR
#   --stand-in       drive mlir-reduce with `defuse run` + verdict kind even
#                    when `defuse check` exists
#   --call-timeout S cap on one oracle call of mlir-reduce's test (default 120)
#   --skip-defuse / --skip-mlir-reduce   run one side only
#   --triage         do not give defuse reduce the signature: it confirms the
#                    failure at -O2 and bisects the passes to find it, as
#                    `defuse triage` does (mlir-reduce's test still gets it)
# Environment: DEFUSE (default build/bin/defuse), MLIR_REDUCE (default
# mlir-reduce-22 on PATH, else /usr/lib/llvm-22/bin/mlir-reduce), MLIR_OPT
# (likewise mlir-opt), FAULT_PLUGIN (replaces the plugin path of every case
# whose PLUGIN is not `none`).
# Exit: 0 when every case ran on every side asked for (a timeout counts as
# ran), 1 when some case failed, 2 on bad usage, 3 when a tool is missing.
set -euo pipefail

# The whole script is one function, parsed before it runs: editing the file
# while a benchmark runs cannot change what that run executes.
main() {
cd "$(dirname "$0")/.."
root=$(pwd)

cases=testdata/bench/reduce-cases.txt
only="" cap=600 jobs=2 keep="" stand_in=0 call_timeout=120
skip_defuse=0 skip_mr=0 triage=0
die() { echo "bench_reduce.sh: $*" >&2; exit 2; }
while [ $# -gt 0 ]; do
  case "$1" in
    --cases) [ $# -ge 2 ] || die "--cases needs a file"; cases=$2; shift 2 ;;
    --only) [ $# -ge 2 ] || die "--only needs names"; only=$2; shift 2 ;;
    --cap) [ $# -ge 2 ] || die "--cap needs seconds"; cap=$2; shift 2 ;;
    --jobs|-j) [ $# -ge 2 ] || die "--jobs needs a number"; jobs=$2; shift 2 ;;
    --keep) [ $# -ge 2 ] || die "--keep needs a directory"; keep=$2; shift 2 ;;
    --stand-in) stand_in=1; shift ;;
    --call-timeout) [ $# -ge 2 ] || die "--call-timeout needs seconds"; call_timeout=$2; shift 2 ;;
    --skip-defuse) skip_defuse=1; shift ;;
    --skip-mlir-reduce) skip_mr=1; shift ;;
    --triage) triage=1; shift ;;
    -h|--help) sed -n '2,46p' "$0"; exit 0 ;;
    *) die "unknown argument '$1' (see --help)" ;;
  esac
done
[[ "$cap" =~ ^[0-9]+$ ]] && [ "$cap" -gt 0 ] || die "--cap must be a positive integer"
[[ "$jobs" =~ ^[0-9]+$ ]] && [ "$jobs" -gt 0 ] || die "--jobs must be a positive integer"
[[ "$call_timeout" =~ ^[0-9]+$ ]] || die "--call-timeout must be an integer"
[ -r "$cases" ] || die "cases file '$cases' not readable"

find_tool() { # NAME-22 on PATH, else /usr/lib/llvm-22/bin/NAME
  if command -v "$1-22" >/dev/null 2>&1; then command -v "$1-22"
  elif [ -x "/usr/lib/llvm-22/bin/$1" ]; then echo "/usr/lib/llvm-22/bin/$1"
  else echo ""; fi
}
DEFUSE=${DEFUSE:-build/bin/defuse}
MLIR_REDUCE=${MLIR_REDUCE:-$(find_tool mlir-reduce)}
MLIR_OPT=${MLIR_OPT:-$(find_tool mlir-opt)}
TEST_SCRIPT=$root/testdata/bench/mlir_reduce_test.sh
missing() { echo "bench_reduce.sh: $*" >&2; exit 3; }
[ -x "$DEFUSE" ] || missing "$DEFUSE not found (build first: cmake --build build --target defuse)"
[ -n "$MLIR_OPT" ] && [ -x "$MLIR_OPT" ] || missing "mlir-opt (LLVM 22) not found; set MLIR_OPT"
if [ "$skip_mr" = 0 ]; then
  [ -n "$MLIR_REDUCE" ] && [ -x "$MLIR_REDUCE" ] || missing "mlir-reduce (LLVM 22) not found; set MLIR_REDUCE"
  [ -x "$TEST_SCRIPT" ] || missing "$TEST_SCRIPT missing or not executable"
fi
case "$DEFUSE" in /*) ;; *) DEFUSE=$root/$DEFUSE ;; esac

if [ -n "$keep" ]; then mkdir -p "$keep"; work=$(cd "$keep" && pwd)
else work=$(mktemp -d "${TMPDIR:-/tmp}/bench-reduce.XXXXXX"); fi
# Each capped run is `timeout`, which puts itself and everything below it in a
# process group of its own (and so out of reach of a terminal's Ctrl-C): an
# interrupted benchmark ends that group itself.
capped_group=""
cleanup() {
  if [ -n "$capped_group" ]; then kill -TERM -- "-$capped_group" 2>/dev/null || true; fi
  if [ -z "$keep" ]; then rm -rf "$work"; fi
}
trap cleanup EXIT
trap 'echo "bench_reduce.sh: interrupted" >&2; exit 130' INT TERM
# run_capped OUT ERR CMD...: CMD under the wall-clock cap; sets rc (124 or
# 137: the cap was hit).
run_capped() {
  local out=$1 err=$2
  shift 2
  timeout --kill-after=10 "$cap" "$@" >"$out" 2>"$err" &
  capped_group=$!
  rc=0
  wait "$capped_group" || rc=$?
  capped_group=""
}
# Private copies of defuse and the plugins: a rebuild of build/ during a
# benchmark (a shared machine) must not pull the binary from under it.
mkdir -p "$work/bin"
snapshot() { # SRC DEST: copy SRC, retrying while a link is rewriting it
  local tries=0
  until cp "$1" "$2.tmp" 2>/dev/null && chmod +x "$2.tmp" && mv "$2.tmp" "$2" \
        && { [ "${3:-}" != run ] || "$2" --help >/dev/null 2>&1; }; do
    tries=$((tries + 1))
    [ "$tries" -lt 10 ] || missing "cannot copy a working $1"
    sleep 6
  done
}
snapshot "$DEFUSE" "$work/bin/defuse" run
DEFUSE=$work/bin/defuse
has_subcommand() { "$DEFUSE" --help 2>&1 | grep -qE "^[[:space:]]+$1([[:space:]]|\$)"; }
have_reduce=0; has_subcommand reduce && have_reduce=1
oracle=stand-in
if [ "$stand_in" = 0 ] && has_subcommand check; then oracle=check; fi
if [ "$skip_defuse" = 0 ] && [ "$have_reduce" = 0 ]; then
  echo "bench_reduce.sh: '$DEFUSE' has no 'reduce' subcommand yet: defuse columns are n/a" >&2
fi
if [ "$skip_mr" = 0 ] && [ "$oracle" = stand-in ]; then
  echo "bench_reduce.sh: mlir-reduce's test uses the stand-in oracle (defuse run + verdict kind)" >&2
fi

results=$work/results.tsv
: >"$results"

now() { date +%s.%N; }
elapsed() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", b - a }'; }

# ---- the only places that know file formats -------------------------------

# count_ops FILE ENTRY: top-level ops of func @ENTRY (return excluded), after
# mlir-opt reprints FILE (module at indent 0, funcs at 2, their ops at 4).
count_ops() {
  "$MLIR_OPT" "$1" 2>/dev/null | python3 -c '
import re, sys
entry = sys.argv[1]
lines = sys.stdin.read().split("\n")
count, inside, found = 0, False, False
for line in lines:
    if not inside:
        if re.match(r"\s*func\.func (\w+ )?@" + re.escape(entry) + r"\(", line):
            inside, found = True, True
            indent = len(line) - len(line.lstrip()) + 2
        continue
    stripped = line.lstrip()
    depth = len(line) - len(stripped)
    if depth < indent and stripped.startswith("}"):
        break
    if depth == indent and stripped and stripped[0] not in "}^" \
            and not re.match(r"(func\.)?return\b", stripped):
        count += 1
print(count if found else "n/a")' "$2"
}

# entry_name FILE: the first func.func's name (the generated workloads have one).
entry_name() {
  grep -m1 -oE 'func\.func[[:space:]]+(public[[:space:]]+|private[[:space:]]+)?@[A-Za-z0-9_.$]+' "$1" \
    | sed -E 's/.*@//'
}

# pipeline_len PIPELINE: leaf passes of a pipeline text or .pipeline file.
pipeline_len() {
  python3 -c '
import os, re, sys
p = sys.argv[1]
if os.path.isfile(p):
    p = "".join(l for l in open(p) if not l.lstrip().startswith("#"))
p = re.sub(r"\s+", "", p)
depth, n, name, brace = 0, 0, "", 0
for ch in p + ",":
    if brace:
        brace += ch == "{"
        brace -= ch == "}"
        continue
    if ch == "{":
        brace = 1
    elif ch == "(":
        name = ""          # an anchor (func.func(...)), not a pass
    elif ch in ",)":
        n += bool(name)
        name = ""
    else:
        name += ch
print(n)' "$1"
}

# defuse_json FILE: "oracle_calls ops_after pipeline_len signature probes" from
# `defuse reduce --json`. Field names: edit DEFUSE_FIELDS only.
defuse_json() {
  python3 -c '
import json, sys
DEFUSE_FIELDS = {   # first path that exists wins
    "oracle_calls": ["reduction.oracle_calls", "reduction.probes", "probes"],
    "ops_after":    ["reduction.ops_after"],
    "passes":       ["reduction.passes", "reduction.pipeline"],
    "signature":    ["reduction.signature", "signature"],
    "probes":       ["probes"],   # compile-and-runs of the whole command (triage included)
}
def get(d, path):
    for key in path.split("."):
        if not isinstance(d, dict) or key not in d:
            return None
        d = d[key]
    return d
try:
    d = json.load(open(sys.argv[1]))
except (OSError, ValueError):
    print("n/a n/a n/a n/a n/a"); sys.exit(0)
out = {}
for field, paths in DEFUSE_FIELDS.items():
    out[field] = next((v for v in (get(d, p) for p in paths) if v is not None), None)
passes = out["passes"]
if isinstance(passes, list):
    plen = len(passes)
elif isinstance(passes, str):
    plen = "str:" + passes   # a pipeline text: counted by the caller
else:
    plen = "n/a"
def s(v):
    return "n/a" if v is None else str(v).replace(" ", "_")
print(s(out["oracle_calls"]), s(out["ops_after"]), s(plen), s(out["signature"]),
      s(out["probes"]))' "$1"
}

# ---- the cases --------------------------------------------------------------

local -a names=() workloads=() pipelines=() plugins=() sigs=()
lineno=0
while IFS= read -r line || [ -n "$line" ]; do
  lineno=$((lineno + 1))
  line=${line%%#*}
  [ -z "${line//[[:space:]]/}" ] && continue
  read -r n w p x s extra <<<"$line"
  [ -n "${s:-}" ] && [ -z "${extra:-}" ] || die "$cases:$lineno: expected NAME WORKLOAD PIPELINE PLUGIN SIGNATURE"
  if [ -n "$only" ] && [[ ",$only," != *",$n,"* ]]; then continue; fi
  [ -r "$w" ] || die "$cases:$lineno: workload '$w' not readable"
  if [ "$x" != none ]; then
    x=${FAULT_PLUGIN:-$x}
    [ -r "$x" ] || missing "$cases:$lineno: plugin '$x' not found (build it: cmake --build build)"
    copy=$work/bin/plugin-$(printf '%s' "$x" | cksum | cut -d' ' -f1)-$(basename "$x")
    [ -e "$copy" ] || snapshot "$x" "$copy"
    x=$copy
  fi
  names+=("$n"); workloads+=("$w"); pipelines+=("$p"); plugins+=("$x"); sigs+=("$s")
done <"$cases"
[ "${#names[@]}" -gt 0 ] || die "no case selected from $cases"

status=0
for i in "${!names[@]}"; do
  name=${names[$i]} w=${workloads[$i]} p=${pipelines[$i]} x=${plugins[$i]} sig=${sigs[$i]}
  cdir=$work/$name; mkdir -p "$cdir"
  entry=$(entry_name "$w")
  ops_before=$(count_ops "$w" "$entry")
  plen_full=$(pipeline_len "$p")
  plugin_args=(); [ "$x" != none ] && plugin_args=(--load-pass-plugin "$x")
  echo "== $name: $w (@$entry, $ops_before ops), $plen_full passes, $sig" >&2

  # ---- (i) defuse reduce ----
  d_s=n/a d_calls=n/a d_ops=n/a d_plen=n/a d_probes=n/a d_note=""
  if [ "$skip_defuse" = 1 ]; then d_note=skipped
  elif [ "$have_reduce" = 0 ]; then d_note="no defuse reduce"
  else
    sig_args=(--signature "$sig"); [ "$triage" = 1 ] && sig_args=()
    t0=$(now)
    run_capped "$cdir/defuse.json" "$cdir/defuse.err" \
      "$DEFUSE" reduce "$w" --pipeline "$p" "${plugin_args[@]}" "${sig_args[@]}" --json --emit "$cdir/defuse" -j "$jobs"
    t1=$(now); d_s=$(elapsed "$t0" "$t1")
    if [ "$rc" = 124 ] || [ "$rc" = 137 ]; then d_note=timeout; d_s=">$cap"
    else
      read -r d_calls d_ops d_plen d_sig d_probes < <(defuse_json "$cdir/defuse.json")
      case "$d_plen" in str:*) d_plen=$(pipeline_len "${d_plen#str:}") ;; esac
      # Count the emitted workload like every other file, when there is one.
      emitted=$(find "$cdir/defuse" -name '*.mlir' 2>/dev/null | sort | head -1)
      if [ -n "$emitted" ]; then
        e_entry=$(entry_name "$emitted"); c=$(count_ops "$emitted" "${e_entry:-$entry}")
        if [ "$c" != n/a ] && [ "$c" != "$d_ops" ]; then
          d_note="ops_after $d_ops in the JSON, $c in $(basename "$emitted")"; d_ops=$c
        fi
      fi
      if [ "$d_calls" = n/a ]; then
        d_note="exit $rc, no JSON (see $cdir/defuse.err)"; status=1
        echo "bench_reduce.sh: $name: defuse reduce exit $rc:" >&2; tail -5 "$cdir/defuse.err" >&2
      elif [ "$d_sig" != n/a ] && [ "$d_sig" != "$sig" ]; then
        d_note="${d_note:+$d_note; }signature $d_sig"
      fi
    fi
  fi

  # ---- (ii) mlir-reduce ----
  m_s=n/a m_calls=n/a m_ops=n/a m_plen=n/a m_note=""
  if [ "$skip_mr" = 1 ]; then m_note=skipped
  else
    cfg=$cdir/test.cfg counter=$cdir/mlir-reduce.calls
    : >"$counter"
    {
      printf 'DEFUSE=%q\n' "$DEFUSE"
      printf 'WORKLOAD=%q\n' "$root/$w"
      printf 'PIPELINE=%q\n' "$(case "$p" in /*) echo "$p" ;; *) [ -f "$p" ] && echo "$root/$p" || echo "$p" ;; esac)"
      printf 'PLUGIN=%q\n' "$(case "$x" in none) ;; /*) echo "$x" ;; *) echo "$root/$x" ;; esac)"
      printf 'SIGNATURE=%q\n' "$sig"
      printf 'MODE=%q\n' "$oracle"
      printf 'COUNTER=%q\n' "$counter"
      printf 'CALL_TIMEOUT=%q\n' "$call_timeout"
      printf 'SAVE_DIR=%q\n' "$cdir"
    } >"$cfg"
    t0=$(now)
    # At the cap, timeout signals its whole process group: mlir-reduce, the
    # test script and the defuse it runs.
    run_capped "$cdir/mlir-reduce.out" "$cdir/mlir-reduce.err" \
      "$MLIR_REDUCE" "$w" "-reduction-tree=traversal-mode=0 test=$TEST_SCRIPT test-arg=$cfg" \
      -o "$cdir/mlir-reduce.mlir"
    t1=$(now); m_s=$(elapsed "$t0" "$t1")
    m_calls=$(wc -l <"$counter" | tr -d ' ')
    m_hits=$(grep -c 'interesting=1' "$counter" || true)
    m_plen=$plen_full
    if [ "$rc" = 124 ] || [ "$rc" = 137 ]; then
      m_note="timeout after $m_calls calls"; m_s=">$cap"
      # Best reduction it had reached: the last interesting candidate.
      [ -f "$cdir/last-interesting.mlir" ] && m_ops=$(count_ops "$cdir/last-interesting.mlir" "$entry")
    elif [ "$rc" != 0 ] || [ ! -s "$cdir/mlir-reduce.mlir" ]; then
      m_note="exit $rc"; status=1
      # mlir-reduce stops silently (exit 1) when its first call, on the
      # unmodified input, is not interesting.
      if [ "$m_calls" = 1 ] && [ "$m_hits" = 0 ]; then m_note="input not interesting to the test"; fi
      grep -q 'Error running interestingness test' "$cdir/mlir-reduce.err" \
        && m_note="the test crashed or could not run"
      echo "bench_reduce.sh: $name: mlir-reduce: $m_note; see $cdir/mlir-reduce.err" >&2
      grep -v 'null operand\|no terminator' "$cdir/mlir-reduce.err" | tail -3 >&2 || true
    else
      m_ops=$(count_ops "$cdir/mlir-reduce.mlir" "$entry")
      m_note="$m_hits of $m_calls calls interesting"
    fi
  fi
  [ "$oracle" = stand-in ] && [ "$skip_mr" = 0 ] && m_note="${m_note:+$m_note; }stand-in oracle"

  printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$name" "$ops_before" "$plen_full" \
    "$d_s" "$d_calls" "$d_probes" "$d_ops" "$d_plen" "$m_s" "$m_calls" "$m_ops" "$m_plen" "$d_note" "$m_note" \
    >>"$results"
  echo "   defuse: ${d_s} s, ${d_calls} calls (${d_probes} probes), ${d_ops} ops, ${d_plen} passes${d_note:+ ($d_note)};" \
       "mlir-reduce: ${m_s} s, ${m_calls} calls, ${m_ops} ops, ${m_plen} passes${m_note:+ ($m_note)}" >&2
done

python3 - "$results" <<'EOF'
import sys
rows = [l.rstrip("\n").split("\t") for l in open(sys.argv[1]) if l.strip()]
head = ["case", "ops", "passes", "defuse s", "d.calls", "d.probes", "d.ops", "d.passes",
        "mlir-reduce s", "m.calls", "m.ops", "m.passes", "speedup"]
table = []
notes = []
for r in rows:
    name, ops0, plen0, ds, dc, dpr, dops, dpl, ms, mc, mops, mpl, dnote, mnote = r
    def num(x):
        try:
            return float(x.lstrip(">"))
        except ValueError:
            return None
    a, b = num(ds), num(ms)
    if a and b:
        sp = f"{b / a:.1f}x" if not ms.startswith(">") else f">{b / a:.1f}x"
        if ds.startswith(">"):
            sp = "n/a"
    else:
        sp = "n/a"
    table.append([name, ops0, plen0, ds, dc, dpr, dops, dpl, ms, mc, mops, mpl, sp])
    if dnote:
        notes.append(f"{name}: defuse: {dnote}")
    if mnote:
        notes.append(f"{name}: mlir-reduce: {mnote}")
    if mops == ops0:
        notes.append(f"{name}: mlir-reduce removed no op: its time is that of a search that "
                     "found nothing, not of a reduction")
w = [max(len(str(x)) for x in col) for col in zip(head, *table)]
fmt = lambda row: " | ".join(str(x).ljust(w[i]) if i == 0 else str(x).rjust(w[i])
                             for i, x in enumerate(row))
print()
print(fmt(head))
print("-+-".join("-" * x for x in w))
for row in table:
    print(fmt(row))
if notes:
    print()
    for n in notes:
        print("note: " + n)
print("\nops / passes: the input's top-level ops in the entry function and pipeline passes;"
      "\nd.* defuse reduce, m.* mlir-reduce: oracle calls, ops and passes left;"
      "\nd.probes: every compile-and-run of defuse reduce, its triage included;"
      "\nspeedup: mlir-reduce seconds / defuse seconds.")
EOF
exit "$status"
}

main "$@"
