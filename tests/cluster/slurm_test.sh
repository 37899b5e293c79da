#!/usr/bin/env bash
# slurm_test.sh — the Slurm workflow of cluster/ on a real one-node Slurm
# (docs/cluster.md, "Testing the Slurm scripts").
#
#   tests/cluster/slurm_test.sh [NOIRLAB]     (as root, from the repository root)
#
# Needs NOIRLAB_SLURM_TEST=1, Debian's slurm-wlm (slurmctld, slurmd, munge) and
# sqlite3, and root (slurmd runs jobs as their user); without them it exits 77,
# which ctest (cluster_slurm) reports as skipped.  The test:
#   1. starts munged, slurmctld and slurmd from a temporary folder, on a
#      private munge socket and private ports, so an installed Slurm or munge
#      is not touched;
#   2. submits a campaign with cluster/submit.sh as 3 array tasks and the
#      dependent merge job;
#   3. requeues task 1 while it runs (scontrol requeue: the task is killed
#      and started again), which must resume its shard;
#   4. waits for the merge job and checks that OUTDIR/merged.db holds exactly
#      what a single-process run of the campaign holds: cells, chunk ledger,
#      every aggregate table and the per-game rows;
#   5. cancels what is left and stops the daemons it started.
# KEEP=1 keeps the temporary folder (daemon logs, job logs, databases).
set -euo pipefail
noirlab=$(realpath "${1:-build/noirlab}")
. tests/cluster/compare.sh

skip() {
    echo "slurm_test: skipped: $*"
    exit 77
}
# It starts daemons and takes about 20 s, so the suite runs it only on request.
[ "${NOIRLAB_SLURM_TEST:-0}" = 1 ] || skip "set NOIRLAB_SLURM_TEST=1 to run it"
for tool in munged slurmctld slurmd sbatch squeue scontrol sinfo sqlite3; do
    command -v "$tool" >/dev/null || skip "$tool not found (apt-get install slurm-wlm sqlite3)"
done
[ "$(id -u)" -eq 0 ] || skip "slurmd must run as root"

work=$(mktemp -d /tmp/noirlab-slurm.XXXXXX)
chmod 755 "$work" # munged wants every folder above its socket searchable
mkdir -p "$work/munge" "$work/state" "$work/spool" "$work/log"
chmod 755 "$work/munge"
export SLURM_CONF=$work/slurm.conf
node=$(hostname -s)
daemons=()

fail() {
    echo "FAIL: $*" >&2
    for f in "$work"/log/*; do
        echo "--- $f" >&2
        tail -n 15 "$f" >&2
    done
    exit 1
}

stop_all() {
    if [ -e "$SLURM_CONF" ] && squeue -h -o %A 2>/dev/null | grep -q .; then
        squeue -h -o %A | sort -u | xargs -r scancel --quiet 2>/dev/null || true
        for _ in $(seq 50); do
            squeue -h 2>/dev/null | grep -q . || break
            sleep 0.2
        done
    fi
    local i
    for ((i = ${#daemons[@]} - 1; i >= 0; i--)); do
        kill "${daemons[i]}" 2>/dev/null || true
        wait "${daemons[i]}" 2>/dev/null || true
    done
    if [ "${KEEP:-0}" = 1 ]; then
        echo "slurm_test: kept $work"
    else
        rm -rf "$work"
    fi
}
trap stop_all EXIT

# until SECONDS COMMAND...: run COMMAND every 0.2 s until it succeeds.
until_true() {
    local limit=$(($1 * 5)) i
    shift
    for ((i = 0; i < limit; i++)); do
        "$@" && return 0
        sleep 0.2
    done
    return 1
}

# --- 1. munge and Slurm -----------------------------------------------------

dd if=/dev/urandom of="$work/munge/munge.key" bs=1024 count=1 status=none
chmod 400 "$work/munge/munge.key"
munged --foreground --socket="$work/munge/socket" --key-file="$work/munge/munge.key" \
    --log-file="$work/log/munged.log" --pid-file="$work/munge/pid" --seed-file="$work/munge/seed" \
    >"$work/log/munged.out" 2>&1 &
daemons+=($!)
until_true 10 test -S "$work/munge/socket" || fail "munged did not start"

# Two ports of our own, away from Slurm's 6817/6818.
port=$((20000 + ($$ % 10000) * 2))
cat >"$SLURM_CONF" <<EOF
ClusterName=noirlabtest
SlurmctldHost=$node(127.0.0.1)
SlurmctldPort=$port
SlurmdPort=$((port + 1))
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
AuthInfo=socket=$work/munge/socket
CredType=cred/munge
MailProg=/bin/true
StateSaveLocation=$work/state
SlurmdSpoolDir=$work/spool
SlurmctldPidFile=$work/slurmctld.pid
SlurmdPidFile=$work/slurmd.pid
SlurmctldLogFile=$work/log/slurmctld.log
SlurmdLogFile=$work/log/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
MpiDefault=none
ReturnToService=2
NodeName=$node NodeAddr=127.0.0.1 CPUs=$(nproc) State=UNKNOWN
PartitionName=test Nodes=$node Default=YES MaxTime=INFINITE State=UP
EOF
slurmctld -D >"$work/log/slurmctld.out" 2>&1 &
daemons+=($!)
slurmd -D >"$work/log/slurmd.out" 2>&1 &
daemons+=($!)
node_idle() { [ "$(sinfo -h -n "$node" -o %t 2>/dev/null)" = idle ]; }
until_true 60 node_idle || fail "the node did not come up idle"
echo "== Slurm $(sinfo -V | cut -d' ' -f2) up: node $node, $(nproc) CPUs, ports $port-$((port + 1))"

# --- 2. submit --------------------------------------------------------------

# Heuristic Detectives make a task last a few seconds: long enough to requeue
# it while it runs.
cat >"$work/campaign.ini" <<EOF
[campaign]
name = slurm-test
seed = 11
games = 12000
chunk = 200
rows = sample=0.05

[grid]
scenario = beginner
motives = logic
motives = Maniac, Sadist, Killer
detective = heuristic
murderer = random
EOF
NOIRLAB=$noirlab cluster/submit.sh "$work/campaign.ini" 3 "$work/out" >"$work/submit.out" ||
    fail "submit.sh: $(cat "$work/submit.out")"
cat "$work/submit.out"
array=$(awk '/^array job/ { sub(":", "", $3); print $3 }' "$work/submit.out")
merge=$(awk '/^merge job/ { sub(":", "", $3); print $3 }' "$work/submit.out")
[ -n "$array" ] && [ -n "$merge" ] || fail "no job ids in the output of submit.sh"

# --- 3. requeue task 1 while it runs ----------------------------------------

task=${array}_1
shard=$work/out/shard-2.db
chunks_of() { sqlite3 -readonly "$1" "SELECT count(*) FROM chunks" 2>/dev/null || echo 0; }
task_state() { squeue -h -j "$task" -o %T 2>/dev/null || true; }
running_with_chunks() {
    [ "$(task_state)" = RUNNING ] && [ -s "$shard" ] && [ "$(chunks_of "$shard")" -gt 0 ]
}
until_true 120 running_with_chunks || fail "task $task never ran with chunks stored (state '$(task_state)')"
scontrol requeue "$task"
echo "== requeued task $task while running, with $(chunks_of "$shard") chunks stored"
# A requeued job waits two minutes before it may start again; not here.
requeued() { [ "$(task_state)" = PENDING ]; }
until_true 60 requeued || fail "task $task not pending after the requeue (state '$(task_state)')"
scontrol update jobid="$task" StartTime=now

# --- 4. wait, then compare with one process ---------------------------------

# job_state ID: the states of the job's tasks, each once, e.g. "COMPLETED ".
job_state() {
    scontrol show job -o "$1" 2>/dev/null | sed -n 's/.*JobState=\([A-Z_]*\).*/\1/p' | sort -u | tr '\n' ' '
}
merge_ended() { [[ $(job_state "$merge") =~ ^(COMPLETED|FAILED|CANCELLED|TIMEOUT|NODE_FAIL)\ $ ]]; }
until_true 400 merge_ended ||
    fail "the merge job did not end (array: $(job_state "$array"), merge: $(job_state "$merge"))"
[ "$(job_state "$array")" = "COMPLETED " ] || fail "array tasks ended $(job_state "$array")"
[ "$(job_state "$merge")" = "COMPLETED " ] ||
    fail "merge job ended $(job_state "$merge"): $(cat "$work/out/logs/merge.log")"
cat "$work/out/logs/merge.log"

restarts=$(scontrol show job "$task" | sed -n 's/.*Restarts=\([0-9]*\).*/\1/p')
[ "$restarts" -ge 1 ] || fail "task $task was not restarted"
[ "$(grep -c "^noirlab.sbatch: job" "$work/out/logs/task-1.log")" -eq 2 ] ||
    fail "task 1 should have started twice: $(cat "$work/out/logs/task-1.log")"
grep -q "chunks were already stored; shard 2/3" "$work/out/logs/task-1.log" ||
    fail "task 1 did not resume its shard: $(cat "$work/out/logs/task-1.log")"
echo "== task 1 ran twice; the second run resumed:" \
     "$(grep -o '[0-9]* chunks were already stored' "$work/out/logs/task-1.log")"

"$noirlab" run --campaign "$work/campaign.ini" --db "$work/single.db" --quiet >/dev/null
same_results "$work/single.db" "$work/out/merged.db" || fail "merged.db differs from a single-process run"
run=$(sqlite3 "$work/out/merged.db" "SELECT shard, shard_count, merged_from, finished IS NOT NULL FROM runs")
[ "$run" = "1|1|3|1" ] ||
    fail "merged.db's run is not a finished merge of 3 shards"

# A merge job that runs again leaves the merged database alone.
bash cluster/merge.sbatch "$noirlab" 3 "$work/out" | grep -q "exists already" || fail "merge.sbatch ran twice"

echo "ok: merged.db of 3 array tasks (one requeued mid-run) equals a single-process run"
