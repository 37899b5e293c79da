#!/usr/bin/env bash
# Nothing left behind, and files the team can read (README "Reliability"):
#  1. a report killed with kill -9 while gnuplot runs leaves its temporary
#     folder, which the very next report removes, though the gnuplot it
#     started still runs (the folder's lock is not inherited by gnuplot);
#  2. a report (and advice's) only reads its database: no -wal or -shm file
#     is left beside it;
#  3. advice with its own --detective leaves nothing in /tmp, killed or not
#     (no copy of the campaign file is made);
#  4. databases, records and models are created with the user's umask.
set -u
bin=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
dir=$(mktemp -d)
gp_pid=""
trap '[ -n "$gp_pid" ] && kill "$gp_pid" 2>/dev/null; rm -rf "$dir"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
passed=0
cd "$dir"
"$bin" run --games 400 --db r.db --quiet >/dev/null 2>&1 || fail "run exited $?"

# --- 1. kill -9 during gnuplot; the next report cleans up ----------------------------
printf '#!/bin/sh\necho $$ >"%s/gp.pid"\nexec sleep 60\n' "$dir" >slow-gnuplot
chmod +x slow-gnuplot
NOIRLAB_GNUPLOT=$dir/slow-gnuplot "$bin" report r.db --out rep >/dev/null 2>&1 &
report=$!
for _ in $(seq 200); do [ -s gp.pid ] && break; sleep 0.1; done
[ -s gp.pid ] || fail "the report never ran gnuplot"
gp_pid=$(cat gp.pid)
kill -9 "$report"
wait "$report" 2>/dev/null
ls -d rep.tmp-* >/dev/null 2>&1 || fail "kill -9 left no temporary folder (nothing was tested)"
kill -0 "$gp_pid" 2>/dev/null || fail "the slow gnuplot is gone already (nothing was tested)"
NOIRLAB_GNUPLOT=/bin/false "$bin" report r.db --out rep >/dev/null 2>&1 # fails at its figures, after the sweep
leftover=$(ls -d rep.tmp-* 2>/dev/null)
[ -z "$leftover" ] || fail "the next report left $leftover (its gnuplot child kept the lock?)"
kill "$gp_pid" 2>/dev/null
gp_pid=""
passed=$((passed + 1))

# --- 2. readers leave no -wal/-shm ------------------------------------------------------
rm -f r.db-wal r.db-shm
NOIRLAB_GNUPLOT=/bin/true "$bin" report r.db --out rep2 >/dev/null 2>&1
ls r.db-* 2>/dev/null | grep -q . && fail "report left $(ls r.db-* | tr '\n' ' ')beside the database it read"
passed=$((passed + 1))

# --- 3. advice leaves nothing in /tmp -----------------------------------------------------
ls /tmp | grep '^noirlab-advice' >before
"$bin" advice --games 2 --detective random --db a.db --out adv --quiet >/dev/null 2>&1 &
advice=$!
sleep 0.3
kill -9 "$advice"
wait "$advice" 2>/dev/null
ls /tmp | grep '^noirlab-advice' >after
cmp -s before after || fail "advice left $(comm -13 before after | head -1) in /tmp"
passed=$((passed + 1))

# --- 4. the user's umask ---------------------------------------------------------------------
(
    umask 002
    "$bin" run --games 20 --db u.db --quiet >/dev/null 2>&1
    "$bin" play --seed 1 --record u.rec >/dev/null 2>&1
    "$bin" play --game noir --seed 1 --record u.noir >/dev/null 2>&1
    "$bin" learn --murderer random --games 20 --out u.model >/dev/null 2>&1
    printf 'new --seed 1\nrecord e.rec\nquit\n' | "$bin" engine >/dev/null
)
for f in u.db u.rec u.noir u.model e.rec; do
    [ -f "$f" ] || fail "$f was not written"
    [ "$(stat -c %a "$f")" = 664 ] || fail "$f has mode $(stat -c %a "$f") under umask 002, expected 664"
done
[ "$(stat -c %a r.db)" = "$(printf '%o' $((0666 & ~0$(umask))))" ] || fail "r.db has mode $(stat -c %a r.db)"
passed=$((passed + 1))
echo "$passed passed, 0 failed"
