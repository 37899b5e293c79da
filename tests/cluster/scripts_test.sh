#!/usr/bin/env bash
# scripts_test.sh — the Slurm scripts of cluster/ without Slurm: what
# submit.sh asks sbatch for, and the job scripts played by hand as Slurm
# would play them (docs/cluster.md).
#
#   tests/cluster/scripts_test.sh NOIRLAB     (from the repository root)
#
# ctest runs it as cluster_scripts.  It checks:
#   1. submit.sh submits an array of N tasks (0..N-1) running noirlab.sbatch
#      with absolute paths, then merge.sbatch with afterok on that array,
#      passing extra sbatch options to both (a stand-in sbatch records them);
#   2. the N tasks (one of them run twice, as after a requeue) and the merge
#      job give merged.db equal to a single-process run; a second merge job
#      leaves it alone;
#   3. bad input: no arguments, a bad N, a missing campaign, a missing binary,
#      no sbatch, a task outside an array, a merge with a shard missing: each
#      gets one message, a non-zero status, and submits or writes nothing.
set -euo pipefail
noirlab=$(realpath "$1")
campaign=tests/cluster/campaign.ini
. tests/cluster/compare.sh

work=$(mktemp -d /tmp/noirlab-scripts.XXXXXX)
trap 'rm -rf "$work"' EXIT
fail() {
    echo "FAIL: $*" >&2
    exit 1
}

# A stand-in for sbatch: writes its arguments, one per line, to
# $work/sbatch.N for its N-th call and answers as `sbatch --parsable` does.
mkdir "$work/bin"
cat >"$work/bin/sbatch" <<SBATCH
#!/usr/bin/env bash
n=\$(( \$(ls "$work"/sbatch.* 2>/dev/null | wc -l) + 1 ))
printf '%s\n' "\$@" >"$work/sbatch.\$n"
echo "\$((40 + n));testcluster"
SBATCH
chmod +x "$work/bin/sbatch"
export PATH=$work/bin:$PATH

# has CALL ARG: the CALL-th call of sbatch had the argument ARG.
has() {
    grep -qxF -- "$2" "$work/sbatch.$1" || fail "sbatch call $1 lacks '$2': $(tr '\n' ' ' <"$work/sbatch.$1")"
}

echo "== submit.sh: what it asks of sbatch"
out=$work/out
NOIRLAB=$noirlab cluster/submit.sh $campaign 3 "$out" --partition=night --time=1:00:00 >"$work/submit.out"
[ "$(ls "$work"/sbatch.* | wc -l)" -eq 2 ] || fail "submit.sh called sbatch $(ls "$work"/sbatch.* | wc -l) times"
has 1 --array=0-2
has 1 "--output=$out/logs/task-%a.log"
has 1 --partition=night
has 1 --time=1:00:00
has 1 "$PWD/cluster/noirlab.sbatch"
[ "$(tail -n 4 "$work/sbatch.1" | tr '\n' ' ')" = "$noirlab $PWD/$campaign 3 $out " ] ||
    fail "array job arguments: $(tail -n 4 "$work/sbatch.1" | tr '\n' ' ')"
has 2 --dependency=afterok:41
has 2 --kill-on-invalid-dep=yes
has 2 "--output=$out/logs/merge.log"
has 2 --partition=night
[ "$(tail -n 4 "$work/sbatch.2" | tr '\n' ' ')" = "$PWD/cluster/merge.sbatch $noirlab 3 $out " ] ||
    fail "merge job arguments: $(tail -n 4 "$work/sbatch.2" | tr '\n' ' ')"
grep -q "^array job 41: 3 tasks" "$work/submit.out" || fail "submit.sh output: $(cat "$work/submit.out")"
grep -q "^merge job 42: writes $out/merged.db" "$work/submit.out" || fail "submit.sh output: $(cat "$work/submit.out")"

echo "== the jobs, played as Slurm would, with task 1 run twice"
for task in 0 1 2 1; do
    SLURM_ARRAY_JOB_ID=41 SLURM_ARRAY_TASK_ID=$task bash cluster/noirlab.sbatch "$noirlab" "$PWD/$campaign" 3 \
        "$out" >>"$out/logs/task-$task.log" || fail "task $task: $(cat "$out/logs/task-$task.log")"
done
grep -q "; 40 chunks were already stored; shard 2/3" "$out/logs/task-1.log" ||
    fail "task 1 run again did not resume: $(cat "$out/logs/task-1.log")"
bash cluster/merge.sbatch "$noirlab" 3 "$out" >"$out/logs/merge.log"
"$noirlab" run --campaign $campaign --db "$work/single.db" --quiet >/dev/null
same_results "$work/single.db" "$out/merged.db"
bash cluster/merge.sbatch "$noirlab" 3 "$out" | grep -q "merged.db exists already" || fail "a second merge job"
same_results "$work/single.db" "$out/merged.db"

echo "== bad input"
# refused STATUS MESSAGE COMMAND...: COMMAND exits STATUS with MESSAGE on one
# line of stderr, calls no sbatch and creates no $work/bad.
refused() {
    local status=$1 message=$2 rc=0
    shift 2
    rm -f "$work"/sbatch.*
    "$@" >/dev/null 2>"$work/err" || rc=$?
    [ "$rc" -eq "$status" ] || fail "$* exited $rc, not $status: $(cat "$work/err")"
    [ "$(grep -cF -- "$message" "$work/err")" -eq 1 ] || fail "$*: expected '$message', got: $(cat "$work/err")"
    [ ! -e "$work/bad" ] || fail "$* created $work/bad"
    ! ls "$work"/sbatch.* >/dev/null 2>&1 || fail "$* called sbatch"
}
refused 2 "usage: cluster/submit.sh CAMPAIGN N OUTDIR" cluster/submit.sh $campaign 3
refused 2 "N must be a whole number from 1, not '0'" cluster/submit.sh $campaign 0 "$work/bad"
refused 2 "N must be a whole number from 1, not 'x3'" cluster/submit.sh $campaign x3 "$work/bad"
refused 2 "$work/none.ini: cannot read the campaign file" cluster/submit.sh "$work/none.ini" 3 "$work/bad"
refused 2 "$work/noirlab: no noirlab binary" env NOIRLAB="$work/noirlab" cluster/submit.sh $campaign 3 "$work/bad"
# A PATH with dirname (which submit.sh needs first) and no sbatch.
mkdir "$work/nosbatch"
ln -s "$(command -v dirname)" "$work/nosbatch/dirname"
refused 2 "sbatch not found" env PATH="$work/nosbatch" NOIRLAB="$noirlab" "$BASH" cluster/submit.sh $campaign 3 \
    "$work/bad"
refused 2 "noirlab.sbatch: submit as a job array" \
    env -u SLURM_ARRAY_TASK_ID bash cluster/noirlab.sbatch "$noirlab" "$PWD/$campaign" 3 "$work/bad"
mv "$out/shard-3.db" "$work/shard-3.db"
rm "$out/merged.db"
refused 1 "$out/shard-3.db: cannot open" bash cluster/merge.sbatch "$noirlab" 3 "$out"
[ ! -e "$out/merged.db" ] || fail "a failed merge left $out/merged.db"

echo "ok"
