#!/usr/bin/env python3
"""One campaign on a PostgreSQL store, run by three `defuse fuzz` workers at
once, one of them killed with SIGKILL in the middle of a triage (the work
item that reduces a finding some shard filed); and the same campaign run by one
worker into another database. Prints what the two stores hold, for
FileCheck, and exits non-zero when they disagree.

    shared_campaign.py DEFUSE OUTDIR PROGRAMS FUZZ-ARGS...

Runs beside a server of its own (scripts/with_postgres.sh names it in
DEFUSE_TEST_POSTGRES).
"""
import json
import os
import re
import signal
import subprocess
import sys
import time

defuse, outdir, programs, *fuzz_args = sys.argv[1:]
programs = int(programs)
server = os.environ["DEFUSE_TEST_POSTGRES"]
os.makedirs(outdir, exist_ok=True)
problems = []


def database(name):
    subprocess.run(["psql", server, "-qc", f"CREATE DATABASE {name}"],
                   check=True)
    return server.rsplit("/", 1)[0] + "/" + name


def sql(uri, query):
    out = subprocess.run(["psql", uri, "-AtF", "|", "-c", query], check=True,
                         capture_output=True, text=True).stdout
    return [line.split("|") for line in out.splitlines() if line]


def fuzz(uri, findings_dir):
    return [defuse, "fuzz", "--db", uri, "--findings-dir", findings_dir,
            "--max-programs", str(programs), "--shard-programs", "8",
            "--lease", "3", *fuzz_args]


def findings(uri):
    out = subprocess.run([defuse, "findings", "--db", uri, "list", "--json"],
                         check=True, capture_output=True, text=True).stdout
    return {f["signature"]: f for f in json.loads(out)}


# The same campaign by one worker: what three must add up to.
alone = database("alone")
subprocess.run(fuzz(alone, f"{outdir}/alone") + ["-q"], check=True,
               stdout=subprocess.DEVNULL)

shared = database("shared")
workers, logs = [], []
for k in range(3):
    log = open(f"{outdir}/worker{k}.err", "w")
    logs.append(f"{outdir}/worker{k}.err")
    workers.append(subprocess.Popen(fuzz(shared, f"{outdir}/worker{k}"),
                                    stdout=subprocess.DEVNULL, stderr=log))

# Kill the first worker that takes a finding's triage, at once: it is
# triaging it again or reducing it when the signal lands.
victim, finding = None, None
deadline = time.time() + 600
while victim is None and time.time() < deadline:
    for k, path in enumerate(logs):
        match = re.search(r"fuzz: running finding-triage triage:finding=(\d+) ",
                          open(path).read())
        if match:
            os.kill(workers[k].pid, signal.SIGKILL)
            victim, finding = k, match.group(1)
            break
    else:
        if all(w.poll() is not None for w in workers):
            break
        time.sleep(0.02)
if victim is None:
    sys.exit("no worker triaged a finding: the campaign finds nothing")
workers[victim].wait()
log = open(logs[victim]).read()
in_reduction = f"F{finding} reduced" not in log
print(f"killed worker {victim} while it triaged F{finding}: "
      f"{'yes' if in_reduction else 'no, the reduction had finished'}")
if not in_reduction:
    problems.append("the kill landed after the reduction")

for k, w in enumerate(workers):
    if k != victim and w.wait(timeout=900) != 0:
        problems.append(f"worker {k} exited {w.returncode}")

items = sql(shared, "SELECT item_key, state, attempts, kind FROM work_items "
                    "ORDER BY id")
for kind in ("fuzz-shard", "finding-triage"):
    of_kind = [i for i in items if i[3] == kind]
    done = [i for i in of_kind if i[1] == "done"]
    print(f"{kind}: {len(done)} of {len(of_kind)} done")
    if len(done) != len(of_kind):
        problems.append(f"{kind} items not done: {of_kind}")
retried = [f"{i[0]} at attempt {i[2]}" for i in items if int(i[2]) > 1]
print(f"items taken over after the kill: {', '.join(retried) or 'none'}")

recorded = sql(shared, "SELECT count(*), count(DISTINCT idx) FROM programs")[0]
counted = sql(shared, "SELECT programs FROM campaigns")[0][0]
print(f"programs: {recorded[0]} rows, {recorded[1]} distinct, "
      f"campaign counts {counted}")
if not recorded[0] == recorded[1] == counted == str(programs):
    problems.append("programs not recorded exactly once")

one, three = findings(alone), findings(shared)
same = {s: f["hits"] for s, f in one.items()} == \
       {s: f["hits"] for s, f in three.items()}
print(f"findings: {len(three)} signatures, the same with the same hits as "
      f"one worker: {'yes' if same else 'no'}")
if not same:
    problems.append(f"one worker: {sorted((s, f['hits']) for s, f in one.items())}; "
                    f"three: {sorted((s, f['hits']) for s, f in three.items())}")
states = {s: f["state"] for s, f in one.items()} == \
         {s: f["state"] for s, f in three.items()}
print(f"every finding in the state one worker left it: "
      f"{'yes' if states else 'no'}")
if not states:
    problems.append(f"one worker: {sorted((s, f['state']) for s, f in one.items())}; "
                    f"three: {sorted((s, f['state']) for s, f in three.items())}")
triages = {i[0] for i in items if i[3] == "finding-triage"}
silent = {f"triage:finding={f['id']}" for f in three.values()
          if f["rank"] == 0}
print(f"a triage item for every silent finding, and no other: "
      f"{'yes' if triages == silent else 'no'}")
if triages != silent:
    problems.append(f"triage items {sorted(triages)}, silent findings {sorted(silent)}")
taken = [f for f in three.values() if str(f["id"]) == finding]
print(f"F{finding} after the takeover: "
      f"{taken[0]['state'] if taken else 'missing'}")

for p in problems:
    print("problem:", p)
sys.exit(1 if problems else 0)
