"""A compiler's script as target/ResidentWorker.h runs it, for
ResidentWorkerTest: `serving_worker.py COMMAND ARGS...` runs one command,
`serving_worker.py serve` serves them through the serving loop
xla_tools.py serve uses (target/resident_serve.py).
Its commands end a request every way a compiler's can:

  pid            prints the worker's process id
  slowpid S      prints it after S seconds
  exit N         exits the request with status N (a worker lives on)
  sigkill        the process kills itself with SIGKILL
  hang           never answers
  compiled PATH  creates PATH (a compiler's "compiled" marker), then hangs
  allocate N     allocates N bytes
  stderr TEXT    writes TEXT on stderr and fails the request
  spent          prints the worker's process id and asks it to retire (as
                 a compile that ran out of memory does)
"""
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
        elif command == "spent":
            print(os.getpid())
            serving = sys.modules.get("resident_serve")
            if serving is not None:
                serving.retire()
        elif command == "stderr":
            sys.stderr.write(" ".join(args) + "\n")
            return 1
    except MemoryError:
        sys.stderr.write("MemoryError: out of memory\n")
        return 1
    return 0


if sys.argv[1] == "serve":
    # The product's own serving loop (target/resident_serve.py).
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                    "..", "..", "..", "target"))
    import resident_serve
    resident_serve.serve(run)
else:
    sys.exit(run(sys.argv[1], sys.argv[2:]))
