#!/bin/sh
# toy_engine_test — `noirlab engine --game toy` for a game of three seats:
# chance deals at `new`, a policy per seat by `go`, a seat by its key or
# number, every seat's score and rank at the end.  The game is game 0 of
# `noirlab run --game toy --seed 3`.
set -eu
bin=$1
out=$(printf 'new --seed 3\nview north\nview 1 json\nview 7\ngo toy_keep play\ngo random play\nplay redraw\nquit\n' |
      "$bin" engine --game toy)
expect() {
    printf '%s\n' "$out" | grep -qxF -- "$1" || { printf 'missing line: %s\nin:\n%s\n' "$1" "$out"; exit 1; }
}
expect 'status decisions 3 to-move north'
expect 'card 2'
expect '{"side":"east","to_move":"north","params":{"players":3},"card":2,"legal":[]}'
expect 'error view: which seat? a seat'"'"'s name (north ...) or its number, 0 to 2'
expect 'played north redraw'
expect 'played south redraw'
expect 'over south'
expect 'info score north 1 rank 3'
expect 'info score east 2 rank 2'
expect 'info score south 3 rank 1'
# play writes the same game.
"$bin" play --game toy --north toy_keep --seed 3 | grep -qxF 'south redraw'
echo ok
