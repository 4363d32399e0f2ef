#!/usr/bin/env python3
"""registered_like_mlir_opt PASSES.json MLIR_OPT_HELP: every pass and pass
pipeline `mlir-opt --help` lists (its entries at six blanks' indent) must be
in `defuse passes --json`. Prints the count, or the missing names and fails."""
import json
import re
import sys

ours = {entry["name"] for entry in json.load(open(sys.argv[1]))}
theirs = set()
for line in open(sys.argv[2]):
    match = re.match(r"^      --([a-z0-9][a-z0-9._-]*)", line)
    if match:
        theirs.add(match.group(1))
missing = sorted(theirs - ours)
if missing:
    sys.exit("missing from defuse passes: " + " ".join(missing))
print(f"every pass and pipeline of mlir-opt-22 is registered ({len(theirs)} of {len(ours)})")
