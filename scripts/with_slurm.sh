#!/usr/bin/env bash
# Runs a command beside a single-node Slurm cluster of its own: munged with
# a fresh key, slurmctld and slurmd on 127.0.0.1 at free ports, all state in
# a temporary directory, SLURM_CONF exported to the command, and everything
# stopped and removed afterwards, whatever the command did.
#
#   scripts/with_slurm.sh COMMAND [ARGS...]
#
# Needs the slurmctld, slurmd, slurm-client and munge packages
# (scripts/setup.sh) and root: slurmd starts jobs as their users.
set -euo pipefail
for tool in munged slurmctld slurmd sbatch; do
  if ! command -v "$tool" >/dev/null && [ ! -x "/usr/sbin/$tool" ]; then
    echo "with_slurm.sh: $tool missing: install slurmctld slurmd slurm-client munge (scripts/setup.sh)" >&2
    exit 2
  fi
done
if [ "$(id -u)" -ne 0 ]; then
  echo "with_slurm.sh: slurmd must run as root" >&2
  exit 2
fi
PATH=$PATH:/usr/sbin
dir=$(mktemp -d /tmp/defuse-slurm-XXXXXX)
chmod 755 "$dir"
free_port() {
  python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}
stop() {
  for pidfile in slurmd.pid slurmctld.pid munge/munged.pid; do
    [ -f "$dir/$pidfile" ] && kill "$(cat "$dir/$pidfile")" 2>/dev/null || true
  done
  sleep 0.2
  for pidfile in slurmd.pid slurmctld.pid munge/munged.pid; do
    [ -f "$dir/$pidfile" ] && kill -9 "$(cat "$dir/$pidfile")" 2>/dev/null || true
  done
  rm -rf "$dir"
}
trap stop EXIT

# munge refuses keys in places others may write, and sockets in places
# others cannot reach.
mkdir -m 755 "$dir/munge"
head -c 1024 /dev/urandom >"$dir/munge/munge.key"
chmod 400 "$dir/munge/munge.key"
chown -R munge:munge "$dir/munge"
runuser -u munge -- munged --socket="$dir/munge/munge.sock" \
  --key-file="$dir/munge/munge.key" --pid-file="$dir/munge/munged.pid" \
  --log-file="$dir/munge/munged.log" --seed-file="$dir/munge/munged.seed"

host=$(hostname -s)
mkdir -p "$dir/state" "$dir/spool"
cat >"$dir/slurm.conf" <<CONF
ClusterName=defuse-test
SlurmctldHost=$host(127.0.0.1)
SlurmctldPort=$(free_port)
SlurmdPort=$(free_port)
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
AuthInfo=socket=$dir/munge/munge.sock
CredType=cred/munge
StateSaveLocation=$dir/state
SlurmdSpoolDir=$dir/spool
SlurmctldPidFile=$dir/slurmctld.pid
SlurmdPidFile=$dir/slurmd.pid
SlurmctldLogFile=$dir/slurmctld.log
SlurmdLogFile=$dir/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
SchedulerType=sched/builtin
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
ReturnToService=2
MpiDefault=none
NodeName=$host NodeAddr=127.0.0.1 CPUs=$(nproc) State=UNKNOWN
PartitionName=debug Nodes=$host Default=YES MaxTime=INFINITE State=UP
CONF
export SLURM_CONF=$dir/slurm.conf
slurmctld -i
slurmd
# Ready when the node takes jobs.
for _ in $(seq 1 100); do
  state=$(sinfo -h -N -o %t 2>/dev/null || true)
  case "$state" in idle*|mix*) break ;; esac
  sleep 0.1
done
case "$state" in
  idle*|mix*) ;;
  *) echo "with_slurm.sh: the node did not come up (state '$state')" >&2
     tail -5 "$dir/slurmctld.log" "$dir/slurmd.log" >&2
     exit 2 ;;
esac
set +e
"$@"
exit $?
