#!/usr/bin/env python3
"""defuse, with every store a test names as a file moved to the PostgreSQL
server in DEFUSE_TEST_POSTGRES: how the findings, agents and review tests run
against the server backend (lit --param store=postgres, the ctest
lit-store-postgres). A file path given to --db or --from becomes a database
of its own on the server, named after the path, created on first use; a
campaign's findings directory stays where the file store would have put it
(DB.findings). Everything else reaches defuse as the test wrote it.

    store_on_server.py DEFUSE ARGS...
"""
import hashlib
import os
import subprocess
import sys

server = os.environ.get("DEFUSE_TEST_POSTGRES")
if not server:
    sys.exit("store_on_server.py: DEFUSE_TEST_POSTGRES is not set "
             "(run under scripts/with_postgres.sh)")
defuse, args = sys.argv[1], sys.argv[2:]


def on_server(path):
    if path.startswith(("postgresql://", "postgres://")):
        return path
    name = "lit_" + hashlib.sha1(os.path.abspath(path).encode()).hexdigest()[:24]
    created = subprocess.run(["psql", server, "-qc", f"CREATE DATABASE {name}"],
                             capture_output=True, text=True)
    if created.returncode != 0 and "already exists" not in created.stderr:
        sys.exit("store_on_server.py: " + created.stderr.strip())
    return server.rsplit("/", 1)[0] + "/" + name


out, file_store = [], None
i = 0
while i < len(args):
    arg = args[i]
    for flag in ("--db", "--from"):
        if arg == flag and i + 1 < len(args):
            if flag == "--db":
                file_store = args[i + 1]
            out += [flag, on_server(args[i + 1])]
            i += 2
            break
        if arg.startswith(flag + "="):
            value = arg[len(flag) + 1:]
            if flag == "--db":
                file_store = value
            out.append(flag + "=" + on_server(value))
            i += 1
            break
    else:
        out.append(arg)
        i += 1
if (file_store and out and out[0] == "fuzz" and
        not any(a == "--findings-dir" or a.startswith("--findings-dir=")
                for a in out) and
        not file_store.startswith(("postgresql://", "postgres://"))):
    out += ["--findings-dir", file_store + ".findings"]
os.execv(defuse, [defuse] + out)
