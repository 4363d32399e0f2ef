#!/usr/bin/env bash
# Installs the front ends' frameworks (frontends/requirements.txt: torch,
# torch-mlir, torchvision, onnx, pinned) into build/venv-torch, where
# `defuse import` runs them: a link to an environment every checkout on the
# machine shares (scripts/lib/shared_venv.sh). Safe to run repeatedly.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/shared_venv.sh

python=python3.11
command -v "$python" >/dev/null || python=python3
shared_venv build/venv-torch "$python" -r frontends/requirements.txt
