#!/usr/bin/env bash
# Installs the compilers under test that come from PyPI into their own
# virtual environments under build/: every IREE release listed in
# target/iree/versions.txt as build/venv-iree-VERSION (iree-base-compiler
# and iree-base-runtime of that version), and every jax release listed in
# target/xla/versions.txt as build/venv-jax-VERSION (jax and jaxlib of that
# version, XLA:CPU inside). Each is a link to an environment every checkout
# on the machine shares (scripts/lib/shared_venv.sh). Safe to run repeatedly.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/shared_venv.sh

python=python3.11
command -v "$python" >/dev/null || python=python3
while read -r version; do
  case "$version" in ''|'#'*) continue ;; esac
  shared_venv "build/venv-iree-$version" "$python" \
    "iree-base-compiler==$version" "iree-base-runtime==$version" numpy
done < target/iree/versions.txt

# A Python of MAJOR.MINOR: on PATH, else pyenv's newest of that series.
python_of() {
  # pyenv's shims answer to every name but run only the selected versions.
  if "python$1" -c '' 2>/dev/null; then
    "python$1" -c 'import sys; print(sys.executable)'
    return
  fi
  local found
  found=$(ls -d "${PYENV_ROOT:-$HOME/.pyenv}/versions/$1".*/bin/python 2>/dev/null | sort -V | tail -n 1)
  [ -n "$found" ] || { echo "setup: no Python $1 (needed by jax $2)" >&2; exit 1; }
  echo "$found"
}

while read -r version pyversion; do
  case "$version" in ''|'#'*) continue ;; esac
  python=$(python_of "$pyversion" "$version")
  shared_venv "build/venv-jax-$version" "$python" "jax==$version" "jaxlib==$version" numpy
done < target/xla/versions.txt
