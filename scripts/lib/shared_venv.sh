# Sourced by the setup scripts. shared_venv LINK PYTHON PIP-ARGUMENT...
#
# Makes LINK (build/venv-torch, say) a symbolic link to a virtual environment
# of PYTHON with `pip install PIP-ARGUMENT...` done, kept in a cache that
# every checkout on the machine shares: a clean clone (CI's) links to the
# environments an earlier one installed instead of downloading gigabytes
# again. An environment is named by what it holds: PYTHON's version, the
# arguments, and the contents of every argument that is a file (a
# requirements file), so checkouts pinned differently never share one. It is
# complete once its stamp (.defuse-complete) is written, last; one that is
# not is installed again. A lock keeps two setups from installing the same
# one at once. DEFUSE_ENVS_CACHE overrides the cache's place.
shared_venv() {
  local link=$1 python=$2
  shift 2
  local cache="${DEFUSE_ENVS_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/defuse/envs}"
  local identity arg
  identity=$("$python" -c 'import sys; print(sys.version)')
  for arg in "$@"; do
    identity+=$'\n'"$arg"
    [ -f "$arg" ] && identity+=$'\n'"$(cat "$arg")"
  done
  local key env
  key=$(printf '%s' "$identity" | sha256sum | cut -c1-16)
  env="$cache/$(basename "$link")-$key"
  mkdir -p "$cache" "$(dirname "$link")"
  (
    flock 9
    if ! [ -x "$env/bin/python" ] || ! [ -f "$env/.defuse-complete" ]; then
      echo "setup: installing $* into $env"
      rm -rf "$env"
      "$python" -m venv "$env"
      "$env/bin/pip" install -q --disable-pip-version-check "$@"
      printf '%s\n' "$identity" >"$env/.defuse-complete"
    fi
  ) 9>"$env.lock"
  if [ "$(readlink "$link" 2>/dev/null)" != "$env" ]; then
    rm -rf "$link"
    ln -s "$env" "$link"
  fi
}
