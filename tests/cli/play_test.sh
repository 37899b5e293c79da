#!/usr/bin/env bash
# `noirlab play`: a game written as a record replays cleanly, the same flags
# give the same record, a bad flag leaves no file behind, and any cell of a
# campaign can be played: its rules off, its switches, its number.
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

# Any cell of a campaign: --scenario-rules (REFERENCE §7) and --campaign FILE
# --cell N, whose games are the ones `run` stored for that cell.
"$bin" play --scenario doa --scenario-rules 0 --seed 3 --number 2 --record "$dir/off.rec" 2>/dev/null ||
    fail "play --scenario-rules 0 exited $?"
grep -q 'no_scenario_rules=1' "$dir/off.rec" && grep -qx 'rules: none' "$dir/off.rec" ||
    fail "the rules-off record does not say so: $(grep -E 'switches|rules' "$dir/off.rec")"
"$bin" replay "$dir/off.rec" >/dev/null || fail "the rules-off record does not replay"
cat >"$dir/cells.ini" <<'INI'
[campaign]
name = cells
seed = 11
games = 6
rows = all
[grid]
scenario = doa
motives = logic
surveillance_ban = 0, 5
scenario_rules = 1, 0
detective = heuristic
murderer = heuristic
INI
"$bin" run --campaign "$dir/cells.ini" --db "$dir/cells.db" --threads 1 --quiet >/dev/null || fail "run exited $?"
for cell in 0 1 2 3; do
    for game in 0 5; do
        said=$("$bin" play --campaign "$dir/cells.ini" --cell $cell --number $game --record "$dir/cell.rec" 2>&1) ||
            fail "play --cell $cell exited $?: $said"
        # the long-form log (docs/schema.md): the Detective is seat 1; murders, refusals, rounds are metrics
        stored=$(sqlite3 "$dir/cells.db" "WITH m(metric, value) AS (SELECT metric, value FROM game_metrics
                 WHERE cell = $cell AND game = $game)
                 SELECT CASE score WHEN 1 THEN 'the Detective' ELSE 'the Murderer' END
                 || ' wins (' || (SELECT value FROM m WHERE metric = 'murders') || ' murders, '
                 || (SELECT value FROM m WHERE metric = 'refusals') || ' refusals, '
                 || (SELECT value FROM m WHERE metric = 'rounds') || ' rounds)'
                 FROM game_seats WHERE cell = $cell AND game = $game AND seat = 1")
        [ "$said" = "cell $cell, game $game: $stored" ] || fail "cell $cell game $game: play says '$said', run stored '$stored'"
    done
done
off=$(sqlite3 "$dir/cells.db" "SELECT id FROM cells WHERE scenario_rules = 0 AND surveillance_ban = 0")
"$bin" play --campaign "$dir/cells.ini" --cell "$off" --number 4 --record "$dir/by-cell.rec" 2>/dev/null
"$bin" play --scenario doa --scenario-rules 0 --detective heuristic --murderer heuristic --seed 11 --number 4 \
    --record "$dir/by-flags.rec" 2>/dev/null
cmp -s "$dir/by-cell.rec" "$dir/by-flags.rec" || fail "cell $off and the same cell by flags gave different records"
"$bin" play --cell 1 2>"$dir/err"
[ $? -eq 2 ] && grep -q -- '--cell goes with --campaign' "$dir/err" || fail "--cell alone: $(cat "$dir/err")"
"$bin" play --campaign "$dir/cells.ini" --cell 4 2>"$dir/err"
[ $? -eq 2 ] && grep -q 'has cells 0 to 3' "$dir/err" || fail "--cell 4 of 4 cells: $(cat "$dir/err")"
"$bin" play --campaign "$dir/cells.ini" --cell 0 --scenario t-men 2>"$dir/err"
[ $? -eq 2 ] && grep -q 'cannot be combined with a campaign file' "$dir/err" || fail "--scenario: $(cat "$dir/err")"
echo "1 passed, 0 failed"
