#!/usr/bin/env bash
# mpi_test.sh — `mpirun -np K noirlab run` writes the database a single
# process writes (docs/cluster.md, "MPI").
#
#   tests/cluster/mpi_test.sh NOIRLAB
#
# NOIRLAB is a binary built with -DNOIRLAB_MPI=ON; run from the repository
# root.  ctest runs it as cluster_mpi in such a build.  On
# tests/cluster/campaign.ini (per-game rows on, chunks of 100 games):
#   1. mpirun -np 2 gives the cells, ledger, aggregates and per-game rows of
#      one process, and both ranks took part;
#   2. a run with a third of its chunks stored, continued by mpirun -np 3
#      --resume, plays exactly the missing chunks and ends equal;
#   3. a job whose ranks are killed mid-run (kill -9) and that is resumed
#      ends equal, the chunks stored before the kill counted once;
#   4. ranks that read different campaigns are refused by rank 0, with one
#      message, and leave no database;
#   5. --shard with more than one rank is refused (the ranks split the
#      campaign already), and leaves no database;
#   6. an existing database without --resume is refused, with one message,
#      and left as it was.
set -euo pipefail
noirlab=$(realpath "$1")
campaign=tests/cluster/campaign.ini
. tests/cluster/compare.sh

work=$(mktemp -d /tmp/noirlab-mpi.XXXXXX)
trap 'rm -rf "$work"' EXIT

# 3 ranks on 2 cores need --oversubscribe; without --bind-to none Open MPI
# binds each rank to one core and its OpenMP threads would share it.
mpirun=(mpirun --oversubscribe --bind-to none)
[ "$(id -u)" -ne 0 ] || mpirun+=(--allow-run-as-root)
# Containers often forbid the cross-memory attach that Open MPI's shared-memory
# transport uses for large messages; copying through shared memory always works.
export OMPI_MCA_btl_vader_single_copy_mechanism=none
fail() {
    echo "FAIL: $*" >&2
    exit 1
}
# mpi NP ARGS...: noirlab run on NP ranks; a hang is a failure too.
mpi() {
    local np=$1
    shift
    timeout 120 "${mpirun[@]}" -np "$np" "$noirlab" run "$@"
}
# once TEXT FILE: TEXT appears on exactly one line of FILE.
once() {
    local n
    n=$(grep -c -- "$1" "$2" || true)
    [ "$n" -eq 1 ] || fail "'$1' appears $n times in $2 (once expected): $(cat "$2")"
}

echo "== reference: one process"
"$noirlab" run --campaign $campaign --db "$work/single.db" --quiet >/dev/null

echo "== mpirun -np 2 equals one process"
mpi 2 --campaign $campaign --db "$work/mpi.db" --threads 1 --quiet >"$work/mpi.out"
same_results "$work/single.db" "$work/mpi.db"
# One thread per rank: rank 0 counts 2 only if rank 1 ended its part well.
grep -q "12000 games played in .* 2 threads)" "$work/mpi.out" || fail "summary: $(tail -1 "$work/mpi.out")"

echo "== resume: a third stored, the rest by mpirun -np 3 --resume"
"$noirlab" run --campaign $campaign --shard 1/3 --db "$work/third.db" --quiet >/dev/null
"$noirlab" merge "$work/partial.db" "$work/third.db" >/dev/null 2>&1
stored=$(sqlite3 "$work/partial.db" "SELECT count(*) FROM chunks")
[ "$stored" -eq 40 ] || fail "shard 1/3 of 120 chunks stored $stored"
mpi 3 --campaign $campaign --db "$work/partial.db" --resume --threads 1 --quiet >"$work/resume.out"
grep -q "8000 games played in .*; 40 chunks were already stored" "$work/resume.out" ||
    fail "resume summary: $(tail -1 "$work/resume.out")"
same_results "$work/single.db" "$work/partial.db"

echo "== a job whose ranks are killed mid-run (kill -9), resumed by mpirun -np 2 --resume"
timeout 120 "${mpirun[@]}" -np 2 "$noirlab" run --campaign $campaign --db "$work/killed.db" --threads 1 \
    --quiet >/dev/null 2>&1 &
job=$!
chunks() { sqlite3 -readonly "$1" "SELECT count(*) FROM chunks" 2>/dev/null || echo 0; }
for _ in $(seq 600); do
    [ -s "$work/killed.db" ] && [ "$(chunks "$work/killed.db")" -ge 5 ] && break
    sleep 0.05
done
# The ranks are the children of mpirun, itself the child of timeout.
kill -KILL $(pgrep -P "$(pgrep -P $job)") 2>/dev/null || true
wait "$job" || true
left=$(chunks "$work/killed.db")
[ "$left" -ge 5 ] && [ "$left" -lt 120 ] || fail "the kill did not land mid-run ($left of 120 chunks stored)"
mpi 2 --campaign $campaign --db "$work/killed.db" --resume --quiet >"$work/killed.out"
grep -q "; $left chunks were already stored" "$work/killed.out" || fail "resume summary: $(tail -1 "$work/killed.out")"
same_results "$work/single.db" "$work/killed.db"

echo "== ranks with different campaigns are refused"
if timeout 120 "${mpirun[@]}" -np 1 "$noirlab" run --campaign $campaign --db "$work/mixed.db" --quiet : \
    -np 1 "$noirlab" run --campaign $campaign --seed 8 --db "$work/mixed.db" --quiet \
    >/dev/null 2>"$work/mixed.err"; then
    fail "a job of two different campaigns succeeded"
fi
once "noirlab run: rank 1 read another campaign than rank 0" "$work/mixed.err"
[ ! -e "$work/mixed.db" ] || fail "the refused job left $work/mixed.db"

echo "== --shard with more than one rank is refused"
if mpi 2 --campaign $campaign --shard 1/2 --db "$work/shard.db" --quiet >/dev/null 2>"$work/shard.err"; then
    fail "mpirun -np 2 with --shard 1/2 succeeded"
fi
once "noirlab run: --shard 1/2: the 2 ranks of this job already split the campaign" "$work/shard.err"
[ ! -e "$work/shard.db" ] || fail "the refused job left $work/shard.db"

echo "== an existing database without --resume is refused"
if mpi 2 --campaign $campaign --db "$work/mpi.db" --quiet >/dev/null 2>"$work/again.err"; then
    fail "a second run into $work/mpi.db succeeded without --resume"
fi
once "mpi.db: already holds a run of campaign 'cluster-test'; add --resume" "$work/again.err"
same_results "$work/single.db" "$work/mpi.db"

echo "ok"
