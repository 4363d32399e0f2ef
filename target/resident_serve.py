"""The Python side of a resident worker (target/ResidentWorker.h): a
compiler's script calls serve() for its `serve` command.

serve(run) writes {"ready": true} on fd 3, then for each JSON line on stdin
({"args": [COMMAND, ...], "stdout": PATH, "stderr": PATH}) points fds 1
and 2 at those files, calls run(COMMAND, ARGS) and answers
{"rc": EXIT_STATUS} on fd 3: what run returns (None is 0), or the status
the interpreter would exit with (SystemExit; 1 and the traceback on
stderr for any other exception), and {"retire": true} beside it when the
request called retire(): its worker is spent (a compile that ran out of
memory may leave the process near its limit) and serves no more. It
returns at the end of stdin: the caller is gone. `warm`, if given, is
called once before the worker says it is ready (what must happen in the
worker's own process: a backend's thread pools).

A fork server (target/ForkServer.h): started with DEFUSE_FORK_SERVER=SOCKET
in its environment, serve() listens on that Unix socket instead, with the
script's modules imported once, and forks a worker for each connection:
the connection brings the worker's stdin, answer pipe, stdout and stderr
(SCM_RIGHTS) and {"cwd": DIR, "env": ["NAME=VALUE", ...]}, the
client's own (clients whose environments differ only where no module
reads as it imports share a server); the server answers {"pid": PID},
and {"status": WAIT_STATUS} once that worker has ended. It exits after
DEFUSE_FORK_SERVER_IDLE seconds (600) with no worker and no connection.
"""
import fcntl
import json
import os
import resource
import select
import signal
import socket
import sys
import time
import traceback


_retiring = False


def retire():
    """Asks that this worker serve no request after the current one."""
    global _retiring
    _retiring = True


def _exit_status(e):
    """The status `python` exits with on SystemExit `e`."""
    if e.code is None or isinstance(e.code, int):
        return e.code or 0
    sys.stderr.write("%s\n" % e.code)
    return 1


def _become_worker(fds, request):
    """In the forked child: the connection's files as its stdin, answer
    pipe (fd 3), stdout and stderr, and a process group of its own, as a
    worker the client starts itself has."""
    os.setpgid(0, 0)
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
    signal.signal(signal.SIGCHLD, signal.SIG_DFL)
    # Above every fd the dup2s below write, so none overwrites another.
    high = [fcntl.fcntl(fd, fcntl.F_DUPFD, 10) for fd in fds]
    for fd in fds:
        os.close(fd)
    for fd, to in zip(high, (0, 3, 1, 2)):
        os.dup2(fd, to)
        os.close(fd)
    os.chdir(request["cwd"])
    os.environ.clear()
    os.environ.update(e.split("=", 1) for e in request["env"] if "=" in e)


def _fork_server(path):
    """Serves forks until idle; returns only in a forked worker."""
    idle_limit = float(os.environ.pop("DEFUSE_FORK_SERVER_IDLE", "600"))
    os.environ.pop("DEFUSE_FORK_SERVER", None)
    listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    listener.bind(path + ".new")
    os.rename(path + ".new", path)
    listener.listen(64)
    workers = {}  # pid -> the connection that asked for it
    idle_since = time.monotonic()
    while True:
        while workers:
            try:
                pid, status = os.waitpid(-1, os.WNOHANG)
            except ChildProcessError:
                break
            if pid == 0:
                break
            connection = workers.pop(pid, None)
            if connection is not None:
                try:
                    connection.sendall(
                        (json.dumps({"status": status}) + "\n").encode())
                except OSError:
                    pass
                connection.close()
        if workers:
            idle_since = time.monotonic()
        elif time.monotonic() - idle_since > idle_limit:
            try:
                if os.stat(path).st_ino == os.fstat(listener.fileno()).st_ino:
                    os.unlink(path)
            except OSError:
                pass
            sys.exit(0)
        ready, _, _ = select.select([listener], [], [], 0.05)
        if not ready:
            continue
        connection, _ = listener.accept()
        idle_since = time.monotonic()
        fds = []
        try:
            # struct ucred: pid, uid, gid.
            peer = connection.getsockopt(socket.SOL_SOCKET,
                                         socket.SO_PEERCRED, 12)
            if int.from_bytes(peer[4:8], sys.byteorder) != os.getuid():
                raise OSError("another user")
            connection.settimeout(10)
            message, fds, _, _ = socket.recv_fds(connection, 65536, 4)
            while message and not message.endswith(b"\n"):
                more = connection.recv(65536)
                if not more:
                    break
                message += more
            request = json.loads(message.decode())
            if len(fds) != 4:
                raise OSError("%d files, not 4" % len(fds))
        except (OSError, ValueError):
            for fd in fds:
                os.close(fd)
            connection.close()
            continue
        sys.stdout.flush()
        sys.stderr.flush()
        pid = os.fork()
        if pid == 0:
            for other in list(workers.values()) + [connection, listener]:
                other.close()
            _become_worker(fds, request)
            return
        for fd in fds:
            os.close(fd)
        try:
            connection.sendall((json.dumps({"pid": pid}) + "\n").encode())
            workers[pid] = connection
        except OSError:
            connection.close()


def serve(run, warm=None):
    server = os.environ.get("DEFUSE_FORK_SERVER")
    if server:
        _fork_server(server)
    if warm is not None:
        warm()
    answers = os.fdopen(3, "w", buffering=1)
    answers.write(json.dumps({"ready": True}) + "\n")
    while True:
        line = sys.stdin.readline()
        if not line:
            return
        request = json.loads(line)
        sys.stdout.flush()
        sys.stderr.flush()
        for fd, key in ((1, "stdout"), (2, "stderr")):
            f = os.open(request[key], os.O_WRONLY | os.O_CREAT | os.O_TRUNC,
                        0o644)
            os.dup2(f, fd)
            os.close(f)
        try:
            rc = run(request["args"][0], request["args"][1:]) or 0
        except SystemExit as e:
            rc = _exit_status(e)
        except BaseException:
            traceback.print_exc()
            rc = 1
        sys.stdout.flush()
        sys.stderr.flush()
        answer = {"rc": rc}
        if _retiring:
            answer["retire"] = True
        answers.write(json.dumps(answer) + "\n")
