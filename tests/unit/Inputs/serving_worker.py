"""A compiler's script as target/ResidentWorker.h runs it, for
ResidentWorkerTest: `serving_worker.py COMMAND ARGS...` runs one command,
`serving_worker.py serve` serves them (the protocol of xla_tools.py serve).
Its commands end a request every way a compiler's can:

  pid            prints the worker's process id
  slowpid S      prints it after S seconds
  exit N         exits the request with status N (a worker lives on)
  sigkill        the process kills itself with SIGKILL
  hang           never answers
  compiled PATH  creates PATH (a compiler's "compiled" marker), then hangs
  allocate N     allocates N bytes
  stderr TEXT    writes TEXT on stderr and fails the request
"""
import json
import os
import signal
import sys
import time


def run(command, args):
    try:
        if command == "pid":
            print(os.getpid())
        elif command == "slowpid":
            time.sleep(float(args[0]))
            print(os.getpid())
        elif command == "exit":
            return int(args[0])
        elif command == "sigkill":
            os.kill(os.getpid(), signal.SIGKILL)
        elif command == "hang":
            time.sleep(3600)
        elif command == "compiled":
            open(args[0], "w").close()
            time.sleep(3600)
        elif command == "allocate":
            block = bytearray(int(args[0]))
            print(len(block))
        elif command == "stderr":
            sys.stderr.write(" ".join(args) + "\n")
            return 1
    except MemoryError:
        sys.stderr.write("MemoryError: out of memory\n")
        return 1
    return 0


def serve():
    answers = os.fdopen(3, "w", buffering=1)
    answers.write(json.dumps({"ready": True}) + "\n")
    while True:
        line = sys.stdin.readline()
        if not line:
            return
        request = json.loads(line)
        for fd, key in ((1, "stdout"), (2, "stderr")):
            f = os.open(request[key], os.O_WRONLY | os.O_CREAT | os.O_TRUNC)
            os.dup2(f, fd)
            os.close(f)
        rc = run(request["args"][0], request["args"][1:])
        sys.stdout.flush()
        sys.stderr.flush()
        answers.write(json.dumps({"rc": rc}) + "\n")


if sys.argv[1] == "serve":
    serve()
else:
    sys.exit(run(sys.argv[1], sys.argv[2:]))
