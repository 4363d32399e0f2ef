#!/usr/bin/env bash
# Installs the compilers under test that come from PyPI into their own
# virtual environments under build/: every IREE release listed in
# target/iree/versions.txt as build/venv-iree-VERSION (iree-base-compiler
# and iree-base-runtime of that version). Safe to run repeatedly: an
# environment whose stamp matches is left alone; pip's cache keeps a
# reinstall cheap.
set -euo pipefail
cd "$(dirname "$0")/.."

python=python3.11
command -v "$python" >/dev/null || python=python3
mkdir -p build
while read -r version; do
  case "$version" in ''|'#'*) continue ;; esac
  venv="build/venv-iree-$version"
  want="iree-base-compiler==$version iree-base-runtime==$version numpy"
  if [ -x "$venv/bin/python" ] && [ "$(cat "$venv/.requirements" 2>/dev/null)" = "$want" ]; then
    continue
  fi
  echo "setup: installing IREE $version into $venv"
  rm -rf "$venv"
  "$python" -m venv "$venv"
  # shellcheck disable=SC2086
  "$venv/bin/pip" install -q --disable-pip-version-check $want
  echo "$want" > "$venv/.requirements"
done < target/iree/versions.txt
