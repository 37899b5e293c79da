#!/usr/bin/env bash
# submit.sh — run a campaign on a Slurm cluster: N array tasks, then the merge.
#
#   cluster/submit.sh CAMPAIGN N OUTDIR [SBATCH OPTION...]
#
# Submits a job array of N tasks (cluster/noirlab.sbatch; task i plays shard
# i+1/N of CAMPAIGN into OUTDIR/shard-(i+1).db) and a merge job
# (cluster/merge.sbatch) that starts once every task has succeeded and writes
# OUTDIR/merged.db.  Logs go to OUTDIR/logs/.  SBATCH OPTIONs (--partition=P,
# --time=8:00:00, --cpus-per-task=T for T threads per task, ...) go to both
# jobs.  The binary is $NOIRLAB, by default build/noirlab of this checkout;
# the game data is found as by any noirlab run (NOIRLAB_DATA, else the
# checkout's scenarios/), so both must be on a file system every node sees.
#
# Submitting again with the same arguments is safe: every task resumes its
# shard, and finished shards end at once.  docs/cluster.md has the workflow.
set -euo pipefail

usage() {
    echo "usage: cluster/submit.sh CAMPAIGN N OUTDIR [SBATCH OPTION...]   (docs/cluster.md)" >&2
    exit 2
}
die() {
    echo "submit.sh: $*" >&2
    exit 2
}

[ $# -ge 3 ] || usage
campaign=$1 shards=$2 outdir=$3
shift 3
here=$(cd "$(dirname "$0")" && pwd)
noirlab=${NOIRLAB:-$here/../build/noirlab}

[ -r "$campaign" ] || die "$campaign: cannot read the campaign file"
[[ $shards =~ ^[1-9][0-9]*$ ]] || die "N must be a whole number from 1, not '$shards'"
[ -x "$noirlab" ] || die "$noirlab: no noirlab binary (build it with ./lab build, or set NOIRLAB)"
command -v sbatch >/dev/null || die "sbatch not found: is this a Slurm login node?"

mkdir -p "$outdir/logs"
campaign=$(realpath "$campaign")
outdir=$(realpath "$outdir")
noirlab=$(realpath "$noirlab")

# --parsable prints "JOBID" or "JOBID;CLUSTER".
array=$(sbatch --parsable --array="0-$((shards - 1))" --output="$outdir/logs/task-%a.log" "$@" \
        "$here/noirlab.sbatch" "$noirlab" "$campaign" "$shards" "$outdir")
array=${array%%;*}
if ! merge=$(sbatch --parsable --dependency="afterok:$array" --kill-on-invalid-dep=yes \
        --output="$outdir/logs/merge.log" "$@" "$here/merge.sbatch" "$noirlab" "$shards" "$outdir"); then
    echo "submit.sh: array job $array is queued, but the merge job was refused; once the array is done, run" \
         "bash $here/merge.sbatch $noirlab $shards $outdir" >&2
    exit 1
fi
merge=${merge%%;*}

echo "array job $array: $shards tasks, shard i+1 in $outdir/shard-(i+1).db, log $outdir/logs/task-i.log"
echo "merge job $merge: writes $outdir/merged.db once every task has succeeded"
echo "watch with: squeue -j $array,$merge"
