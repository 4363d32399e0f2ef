#!/usr/bin/env python3
"""A scripted stand-in for an external fix agent, speaking defuse's task
bundle protocol: it reads task.json in the bundle ($DEFUSE_TASK) and answers
$DEFUSE_CANDIDATE. Its first answer is a "fix" that special-cases the
reproducer's shape; once the filter's feedback names the checks that failed,
it answers the correct fix. The plugin is the test plugin ($FIX_PLUGIN), so
no compiler is needed here; its build command only records that it ran."""
import json
import os
import sys

bundle = os.environ["DEFUSE_TASK"]
with open(os.path.join(bundle, "task.json")) as f:
    task = json.load(f)
rule = task["culprit_pass"][len("fixlab-"):-len("-faulty")]
feedback = task["feedback"]
if feedback is None:
    variant = "shape-only"
else:
    with open(os.path.join(bundle, "feedback.json")) as f:
        evidence = json.load(f)
    failed = evidence["failed_checks"]
    print("feedback: rejected by " + ", ".join(failed))
    if not failed:
        sys.exit("feedback without a failed check")
    variant = "fixed"
with open(os.environ["DEFUSE_CANDIDATE"], "w") as f:
    json.dump({"plugin": os.environ["FIX_PLUGIN"],
               "pass": "fixlab-%s-%s" % (rule, variant),
               "build_command": "echo built > build.log"}, f)
