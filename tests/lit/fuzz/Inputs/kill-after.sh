#!/bin/sh
# kill-after.sh DEFUSE DB N COMMAND...: runs COMMAND in the background and
# kills it with SIGKILL once the findings store DB has N programs recorded
# (or after 300 s). Exits 0 when the kill happened while it was running.
defuse=$1 db=$2 n=$3
shift 3
"$@" &
pid=$!
i=0
while [ $i -lt 1500 ]; do
  count=$("$defuse" findings --db "$db" campaigns 2>/dev/null |
          sed -n 's/^campaign [0-9]* seed [0-9]*: \([0-9]*\) programs.*/\1/p')
  if [ -n "$count" ] && [ "$count" -ge "$n" ]; then
    kill -9 $pid
    wait $pid
    exit 0
  fi
  if ! kill -0 $pid 2>/dev/null; then
    echo "kill-after: the campaign ended before $n programs" >&2
    exit 1
  fi
  sleep 0.2
  i=$((i + 1))
done
kill -9 $pid
exit 1
