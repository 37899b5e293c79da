#!/usr/bin/env bash
# `noirlab play`: a game written as a record replays cleanly, the same flags
# give the same record, and a bad flag leaves no file behind.
set -u
bin=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

"$bin" play --detective heuristic --murderer random --seed 7 --game 12 --record "$dir/a.rec" 2>/dev/null ||
    fail "play exited $?"
"$bin" replay "$dir/a.rec" >/dev/null || fail "the written record does not replay"
"$bin" play --detective heuristic --murderer random --seed 7 --game 12 --record "$dir/b.rec" 2>/dev/null
cmp -s "$dir/a.rec" "$dir/b.rec" || fail "the same flags gave a different record"
"$bin" play --detective heuristic --murderer random --seed 7 --game 13 --record "$dir/c.rec" 2>/dev/null
cmp -s "$dir/a.rec" "$dir/c.rec" && fail "games 12 and 13 gave the same record"

"$bin" play --detective nosuch --record "$dir/d.rec" 2>"$dir/err"
[ $? -eq 2 ] || fail "an unknown policy should exit 2"
grep -q "nosuch" "$dir/err" || fail "the message should name the policy: $(cat "$dir/err")"
[ -e "$dir/d.rec" ] && fail "a refused play left a record"
ls "$dir" | grep -q tmp && fail "a temporary file was left behind"
"$bin" play --game -1 2>/dev/null
[ $? -eq 2 ] || fail "a negative game number should exit 2"
echo "1 passed, 0 failed"
