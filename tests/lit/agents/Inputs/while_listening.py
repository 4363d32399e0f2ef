#!/usr/bin/env python3
"""Runs a command while listening on 127.0.0.1:PORT, and says how many
connections reached the port meanwhile (a sandboxed candidate must reach
none). Exits with the command's status.

    while_listening.py PORT -- COMMAND..."""
import socket
import subprocess
import sys
import threading

port = int(sys.argv[1])
command = sys.argv[sys.argv.index("--") + 1:]
server = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
server.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
server.bind(("127.0.0.1", port))
server.listen(8)
server.settimeout(0.2)
connections = []
done = threading.Event()


def accept():
    while not done.is_set():
        try:
            conn, _ = server.accept()
        except socket.timeout:
            continue
        connections.append(conn.recv(256))
        conn.sendall(b"fixed")
        conn.close()


thread = threading.Thread(target=accept)
thread.start()
result = subprocess.run(command)
done.set()
thread.join()
server.close()
sys.stdout.flush()
print("connections to 127.0.0.1:%d: %d" % (port, len(connections)))
sys.exit(result.returncode)
