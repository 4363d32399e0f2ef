#!/usr/bin/env python3
"""expect_exit CODE CMD...: run CMD, pass its stdout and stderr through, and
succeed only if it exits with exactly CODE (lit's `not` accepts any failure;
defuse's exit codes are part of its interface)."""
import subprocess
import sys

want = int(sys.argv[1])
proc = subprocess.run(sys.argv[2:])
if proc.returncode != want:
    sys.stderr.write(f"expect_exit: wanted exit code {want}, got {proc.returncode}\n")
    sys.exit(1)
