#!/usr/bin/env bash
# One rule for every reader of a session's lines (base/line.h): both engines
# (`noirlab engine`, `noirlab engine --game noir`) and the human prompt
# (`play --human`).  A line with a NUL byte, or longer than the limit, is
# refused whole with one message naming the limit; nothing of it is acted on
# (neither the part before the NUL nor the tail after the cut), and the
# session goes on in step: the next line is the next command.  The engines'
# commands read their flags by the command line's rules (a flag twice, a bad
# number, a stray word are refused as `noirlab run` refuses them).
set -u
bin=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
passed=0
pad=$(head -c 5000 /dev/zero | tr '\0' ' ')
long="#${pad:0:4095} new --seed 5" # its tail, after 4096 characters, is a command

# The session of a NUL line, a long line, then status: the two are refused and
# no game was started by either.
session() { printf 'new --seed 5\0 --game 2\n%s\nstatus\nquit\n' "$long"; }
expect_session() { # ENGINE-ARGS EXPECTED-STATUS-ERROR
    session | "$bin" engine $1 >"$dir/out" 2>&1 || fail "engine $1 exited $?"
    printf '%s\n' "noirlab-engine 1 0.1.0" \
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
