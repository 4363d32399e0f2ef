#!/usr/bin/env bash
# Installs the front ends' frameworks (frontends/requirements.txt: torch,
# torch-mlir, torchvision, onnx, pinned) into build/venv-torch, where
# `defuse import` runs them. Safe to run repeatedly: a venv whose installed
# set matches the pins is left alone; pip's cache keeps a reinstall cheap.
set -euo pipefail
cd "$(dirname "$0")/.."

venv=build/venv-torch
requirements=frontends/requirements.txt
stamp="$venv/.requirements"
if [ -x "$venv/bin/python" ] && [ -f "$stamp" ] && cmp -s "$stamp" "$requirements"; then
  exit 0
fi
python=python3.11
command -v "$python" >/dev/null || python=python3
mkdir -p build
"$python" -m venv "$venv"
echo "setup: installing the front ends' frameworks into $venv (torch, torch-mlir)"
"$venv/bin/pip" install -q --disable-pip-version-check -r "$requirements"
cp "$requirements" "$stamp"
