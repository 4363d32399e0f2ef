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
returns at the end of stdin: the caller is gone.
"""
import json
import os
import sys
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


def serve(run):
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
