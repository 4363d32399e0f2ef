#!/usr/bin/env python3
"""A fix agent that answers a hostile candidate: the plugin in
$HOSTILE_PLUGIN, whose pass is hostile-math-expand-ops (tests/plugins/
hostile/)."""
import json
import os

with open(os.environ["DEFUSE_CANDIDATE"], "w") as f:
    json.dump({"plugin": os.environ["HOSTILE_PLUGIN"],
               "pass": "hostile-math-expand-ops"}, f)
