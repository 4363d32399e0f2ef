#!/usr/bin/env python3
"""Prints the stress agent's extent (DIR/stress/extent.json) one program a
line, "AXIS | VARIATION | RESULT", for FileCheck."""
import json
import sys

with open(sys.argv[1]) as f:
    extent = json.load(f)["extent"]
for name, verdict in extent["pipeline_variants"].items():
    print("pipeline | %s | %s" % (name, verdict))
for row in extent["programs"]:
    print("%s | %s | %s" % (row["axis"], row["variation"], row["result"]))
