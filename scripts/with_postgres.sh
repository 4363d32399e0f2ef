#!/usr/bin/env bash
# Runs a command beside a fresh PostgreSQL 15 server of its own: initdb into
# a temporary directory, the server on 127.0.0.1 at a free port (no other
# address, no Unix socket outside that directory), the command with
# DEFUSE_TEST_POSTGRES=postgresql://defuse@127.0.0.1:PORT/postgres, then the
# server stopped and its directory removed, whatever the command did.
#
#   scripts/with_postgres.sh COMMAND [ARGS...]
#
# initdb refuses to run as root: as root the server runs as the postgres
# user. fsync is off: the tests kill clients, not the server.
set -euo pipefail
bin=/usr/lib/postgresql/15/bin
if [ ! -x "$bin/initdb" ]; then
  echo "with_postgres.sh: $bin/initdb missing: install postgresql-15 (scripts/setup.sh)" >&2
  exit 2
fi
# Not under $TMPDIR: lit and others make that private to the user running
# them, where the server (as the postgres user) could not reach its files.
dir=$(mktemp -d /tmp/defuse-postgres-XXXXXX)
as_server=()
if [ "$(id -u)" -eq 0 ]; then
  chown postgres "$dir"
  as_server=(runuser -u postgres --)
fi
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
stop() {
  "${as_server[@]}" "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap stop EXIT
"${as_server[@]}" "$bin/initdb" -D "$dir/data" -A trust -U defuse >"$dir/initdb.log" 2>&1 ||
  { cat "$dir/initdb.log" >&2; exit 2; }
"${as_server[@]}" "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 30 \
  -o "-c listen_addresses=127.0.0.1 -p $port -k $dir -c fsync=off -c max_connections=300" \
  start >/dev/null || { cat "$dir/server.log" >&2; exit 2; }
export DEFUSE_TEST_POSTGRES="postgresql://defuse@127.0.0.1:$port/postgres"
set +e
"$@"
status=$?
exit $status
