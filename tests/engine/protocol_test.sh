#!/usr/bin/env bash
# The engine protocol (docs/protocol.md) driven by a script:
#  1. `go random play` for both sides until the game ends gives the outcome and the
#     record `noirlab play` gives for the same seed and game (two games, one
#     with a Fire-station draw so that automatic chance draws are covered);
#  2. every error case gets exactly one line "error ..." and the next command
#     is still answered;
#  3. undo puts the random streams back: replaying after an undo gives the
#     same game;
#  4. one rule for every reader of a session's lines (base/line.h), in both
#     engines (`engine`, `engine --game noir`) and at the human prompt
#     (`play --human`): a line with a NUL byte, or longer than the limit, is
#     refused whole with one message naming the limit; nothing of it is acted
#     on (neither the part before the NUL nor the tail after the cut), and the
#     next line is the next command; the engines' commands read their flags
#     by the command line's rules (a flag twice, a bad number, a stray word).
set -u
bin=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
passed=0

# --- 1. go random play x 2 == noirlab play ----------------------------------------
for case in "3 1" "11 40"; do
    set -- $case
    seed=$1 game=$2
    { echo "new --seed $seed --game $game"
      for _ in $(seq 600); do echo "go random play"; done
      echo "record $dir/engine-$seed-$game.rec"
      echo quit; } | "$bin" engine >"$dir/out" || fail "engine exited $?"
    head -1 "$dir/out" | grep -Eq '^noirlab-engine 2 [0-9.]+$' || fail "no handshake: $(head -1 "$dir/out")"
    "$bin" play --seed "$seed" --game "$game" --record "$dir/play-$seed-$game.rec" 2>"$dir/play.err" ||
        fail "play exited $?"
    cmp -s "$dir/engine-$seed-$game.rec" "$dir/play-$seed-$game.rec" ||
        fail "seed $seed game $game: the engine's record differs from play's"
    # The outcome line: play says "the Murderer wins", the engine "over murderer".
    winner=$(grep -o 'the [A-Za-z]* wins' "$dir/play.err" | awk '{print tolower($2)}')
    [ "$(grep -c '^over ' "$dir/out")" -eq 1 ] || fail "expected one 'over' line"
    grep -qx "over $winner" "$dir/out" || fail "play's winner is $winner, the engine says $(grep '^over' "$dir/out")"
    # Every go after the end is refused with one error line.
    n_go=$(grep -c '^played [MD] ' "$dir/out")
    n_err=$(grep -c '^error the game is over$' "$dir/out")
    [ $((n_go + n_err)) -ge 600 ] || fail "600 go commands, $n_go moves and $n_err errors"
    passed=$((passed + 1))
done
grep -q '^played C draw ' "$dir/out" || fail "game 40 of seed 11 should have a chance draw"
grep -q '^observed ' "$dir/out" || fail "no 'observed' line in a whole game"

# --- 2. error cases: one error line each, the session goes on ------------------
echo "noirlab-record 1" >"$dir/exists.rec"
printf 'not a record\n' >"$dir/bad.rec"
long=$(head -c 5000 /dev/zero | tr '\0' x)
# COMMAND <tab> the start of its one-line answer.  After each command the
# script sends `help`, whose answer must come next: the session went on.
cat >"$dir/cases" <<IN
legal	error no game: start one with 'new' or 'load'
undo	error no game: start one with 'new' or 'load'
view detective	error no game: start one with 'new' or 'load'
play D start 3	error no game: start one with 'new' or 'load'
go random	error no game: start one with 'new' or 'load'
record	error no game: start one with 'new' or 'load'
hypotheses	error no game: start one with 'new' or 'load'
new --scenario nosuch	error --scenario: unknown scenario 'nosuch'
new --motives Maniac,Nope	error --motives: motives: unknown motive 'Nope'
new --seed banana	error --seed: seed must be a whole number
new --game -1	error new: --game must be a whole number from 0 to 18446744073709551615, not '-1'
new --colour red	error new: unknown option '--colour' (help lists them)
new --seed	error new: --seed needs a value (help lists them)
load $dir/none.rec	error $dir/none.rec: cannot open: No such file or directory
load $dir/bad.rec	error $dir/bad.rec:1: not a noirlab record
load $dir/bad.rec --seed x	error load: --seed must be a whole number from 0 to 18446744073709551615, not 'x'
load	error usage: load FILE [--seed S]
new --seed 5 --game 2	status round 1 phase supporters to-move murderer
frobnicate	error unknown command 'frobnicate' (help lists them)
play	error usage: play EVENT
play D	error event without an action
play D start 99	error '99' is not a block 0-15
play D fly 3	error unknown action 'fly'
play M murder Nobody	error unknown civilian 'Nobody'
play M murder Nurse	error 'Nurse' is not one of the 20 civilians of this game
play D start 3	error illegal event: it is the Murderer's turn, not the Detective's
play M supporters "Jet Set	error unterminated quote
undo	error nothing to undo
view	error usage: view detective|murderer [json]
view chance	error usage: view detective|murderer [json]
view detective xml	error usage: view detective|murderer [json]
go	error usage: go SPEC [iterations N] [time SECONDS] [play]
go nosuch	error unknown policy 'nosuch'
go random:depth=3	error policy random: unknown parameter 'depth'
go random bananas 3	error go: unknown option 'bananas'
go random play extra	error go: unknown option 'play' (iterations N, time SECONDS, play)
go ismcts iterations 0	error policy ismcts: iterations=0 is not a whole number
hypotheses 0	error usage: hypotheses [N] (N in 1..8)
hypotheses 1 2	error usage: hypotheses [N] (N in 1..8)
record $dir/exists.rec	error $dir/exists.rec: already exists
record $dir/no/such/dir/g.rec	error $dir/no/such/dir/g.rec: cannot write
record a b	error usage: record [FILE]
$long	error a line longer than 4096 characters (the limit): refused whole
IN
{ cut -f1 "$dir/cases" | while IFS= read -r line; do printf '%s\nhelp\n' "$line"; done; echo quit; } |
    "$bin" engine >"$dir/errors.out" 2>"$dir/errors.err" || fail "engine exited $?"
[ -s "$dir/errors.err" ] && fail "the engine wrote to stderr: $(head -3 "$dir/errors.err")"
# Cut the answers apart: an answer is one "error" line, or lines up to "ok".
awk 'NR == 1 {next} /^error /{print; next} {a = a (a ? "\\n" : "") $0} /^ok$/{print a; a = ""}' \
    "$dir/errors.out" >"$dir/answers"
i=0
while IFS=$'\t' read -r command expected; do
    i=$((i + 1))
    answer=$(sed -n "$((2 * i - 1))p" "$dir/answers")
    after=$(sed -n "$((2 * i))p" "$dir/answers")
    case "$answer" in "$expected"*) ;; *) fail "'${command:0:40}' answered '$answer', expected '$expected...'" ;; esac
    case "$after" in "info new "*) ;; *) fail "after '${command:0:40}' the session did not go on: '$after'" ;; esac
done <"$dir/cases"
[ "$(wc -l <"$dir/answers")" -eq $((2 * i + 1)) ] || fail "expected $((2 * i + 1)) answers"
[ "$(cat "$dir/exists.rec")" = "noirlab-record 1" ] || fail "record overwrote an existing file"
ls "$dir" | grep -q tmp- && fail "a temporary file was left behind"
passed=$((passed + 1))

# --- 3. undo restores the streams ----------------------------------------------
{ echo "new --seed 9 --game 4"; for _ in $(seq 30); do echo "go random play"; done
  echo "record"; echo quit; } | "$bin" engine | sed -n '/^noirlab-record/,/^ok$/p' >"$dir/straight"
{ echo "new --seed 9 --game 4"; for _ in $(seq 20); do echo "go random play"; done
  for _ in $(seq 5); do echo "undo"; done
  for _ in $(seq 15); do echo "go random play"; done
  echo "record"; echo quit; } | "$bin" engine >"$dir/undo.out"
sed -n '/^noirlab-record/,/^ok$/p' "$dir/undo.out" >"$dir/undone"
[ "$(grep -c '^undone ' "$dir/undo.out")" -ge 5 ] || fail "5 undos took back fewer than 5 decisions"
cmp -s "$dir/straight" "$dir/undone" || fail "20 moves, 5 undos and 15 moves differ from 30 moves"
passed=$((passed + 1))

# --- 3b. go answers bestmove (protocol 2): the search's info, nothing played --
# In both engines: `go ismcts` prints its iterations and root moves by visits,
# then `bestmove EVENT`; the game has not moved (status as before), and
# `play EVENT` of that event is legal; `go random` (no search) has no search
# line.
bestmove() { # ENGINE-ARGS NEW-LINE SPEC
    printf '%s\ngo %s\ngo random\nstatus\nquit\n' "$2" "$3" | "$bin" engine $1 >"$dir/go.out" ||
        fail "engine $1 exited $?"
    grep -q '^info search iterations 200 nodes [0-9]*$' "$dir/go.out" || fail "engine $1: no search line"
    moves=$(grep -c '^info move .* visits [0-9]* value [01]\.[0-9]\{4\}$' "$dir/go.out")
    [ "$moves" -ge 2 ] && [ "$moves" -le 5 ] || fail "engine $1: $moves root moves listed"
    [ "$(grep -c '^info search ' "$dir/go.out")" -eq 1 ] || fail "engine $1: go random printed a search"
    [ "$(grep -c '^bestmove ' "$dir/go.out")" -eq 2 ] || fail "engine $1: expected two bestmove lines"
    grep -q '^played ' "$dir/go.out" && fail "engine $1: go without play played: $(grep '^played' "$dir/go.out")"
    best=$(grep -m1 '^bestmove ' "$dir/go.out" | cut -d' ' -f2-)
    top=$(grep -m1 '^info move ' "$dir/go.out" | sed 's/^info move \(.*\) visits .*/\1/')
    [ "$best" = "$top" ] || fail "engine $1: bestmove '$best' is not the most visited move '$top'"
    [ "$(grep '^status ' "$dir/go.out" | sort -u | wc -l)" -eq 1 ] || fail "engine $1: the status changed"
    printf '%s\nplay %s\nquit\n' "$2" "$best" | "$bin" engine $1 | grep -qxF "played $best" ||
        fail "engine $1: 'play $best' was refused"
    passed=$((passed + 1))
}
bestmove "" "new --seed 3" "ismcts iterations 200"
bestmove "--game noir" "new --seed 2" "ismcts iterations 200" # go's option words: one parser (engine/protocol.c)

pad=$(head -c 5000 /dev/zero | tr '\0' ' ')
long="#${pad:0:4095} new --seed 5" # its tail, after 4096 characters, is a command

# --- 4. lines refused whole; flags by the command line's rules ---------------
# The session of a NUL line, a long line, then status: the two are refused and
# no game was started by either.
session() { printf 'new --seed 5\0 --game 2\n%s\nstatus\nquit\n' "$long"; }
expect_session() { # ENGINE-ARGS EXPECTED-STATUS-ERROR
    session | "$bin" engine $1 >"$dir/out" 2>&1 || fail "engine $1 exited $?"
    printf '%s\n' "noirlab-engine 2 0.1.0" \
        "error a line with a NUL byte: refused whole (text only)" \
        "error a line longer than 4096 characters (the limit): refused whole" \
        "$2" ok >"$dir/want"
    diff "$dir/want" "$dir/out" >"$dir/diff" || fail "engine $1: $(cat "$dir/diff")"
    passed=$((passed + 1))
}
expect_session "" "error no game: start one with 'new' or 'load'"
expect_session "--game noir" "error status: no game started (new or load)"

# Flags by the command line's rules (cli/options.h), in both engines.
flags() { # ENGINE-ARGS COMMAND EXPECTED
    printf '%s\nquit\n' "$2" | "$bin" engine $1 | sed -n 2p >"$dir/got"
    [ "$(cat "$dir/got")" = "$3" ] || fail "engine $1: '$2' answered '$(cat "$dir/got")', expected '$3'"
    passed=$((passed + 1))
}
ff=$(printf '\f') # a line of white space that is neither blank nor a word (found by fuzz_engine)
flags "" "$ff" "error unknown command '$ff' (help lists them)"
flags "--game noir" "$ff" "error $ff: no game started (new or load)"
flags "" "new --seed 3 --seed 4" "error new: --seed given twice"
flags "" "new --seed" "error new: --seed needs a value (help lists them)"
flags "" "new --game 1 extra" "error new: unexpected 'extra' (help lists them)"
flags "" "new --game=-1" "error new: --game must be a whole number from 0 to 18446744073709551615, not '-1'"
flags "" "load a.rec --seed 1 --seed 2" "error load: --seed given twice"
flags "--game noir" "new --seed 3 --seed 4" "error new: --seed given twice"
flags "--game noir" "new --mode classic --mode standard" "error new: --mode given twice"
flags "--game noir" "new --number x" "error new: --number must be a whole number from 0 to 4294967294, not 'x'"
flags "--game noir" "new --seed 3 --colour red" "error new: unknown option '--colour' (help lists them)"
flags "--game noir" "load a.rec b.rec" "error load: usage: load FILE [--seed S]"
flags "--game noir" "view $(seq -s ' ' 41)" "error more than 40 words on a line"

# The human prompt: a NUL line whose start is move 1, a long line whose tail
# is move 1; neither plays, and the end of input abandons the game untouched.
{ printf '1\0\n%s1\n' "${pad:0:520}"; } | "$bin" play --human murderer --seed 5 --game 1 >"$dir/human" 2>&1
grep -c 'a line with a NUL byte: refused whole' "$dir/human" | grep -qx 1 || fail "prompt: no NUL refusal"
grep -c 'a line longer than 510 characters (the limit): refused whole' "$dir/human" | grep -qx 1 ||
    fail "prompt: no long-line refusal"
grep -q 'abandoned after 0 decisions' "$dir/human" || fail "prompt: a refused line played: $(tail -2 "$dir/human")"
passed=$((passed + 1))
echo "$passed passed, 0 failed"
