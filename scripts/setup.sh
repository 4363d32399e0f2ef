#!/usr/bin/env bash
# Installs defuse's dependencies from Debian's packages (when missing) and
# builds it into build/. Safe to run repeatedly.
set -euo pipefail
cd "$(dirname "$0")/.."

# python3-dev: torch.compile's C++ kernels include Python.h (the inductor
# target), wherever the front ends' environment takes its Python from.
packages=(cmake ninja-build g++ ccache python3 python3-dev
  libmlir-22-dev mlir-22-tools llvm-22-dev llvm-22-tools
  libboost-graph-dev libcli11-dev libabsl-dev nlohmann-json3-dev
  libgtest-dev libgmock-dev graphviz libsqlite3-dev libpq-dev pkg-config
  postgresql-15 slurmctld slurmd slurm-client munge)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  echo "setup: installing ${missing[*]}"
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO=sudo
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
fi

# ccache keys on paths relative to the checkout, so a fresh clone elsewhere
# reuses earlier objects.
export CCACHE_BASEDIR="$PWD" CCACHE_NOHASHDIR=true CCACHE_SLOPPINESS=include_file_mtime,include_file_ctime
jobs="${DEFUSE_JOBS:-$(nproc)}"
cmake -G Ninja -S . -B build -DCMAKE_BUILD_TYPE=Release >/dev/null
ninja -C build -j"$jobs"
