#!/usr/bin/env bash
# `noirlab play --game tenkill --players 3 --human SEAT` with the moves typed
# on stdin (cli/play_game_human.c through the game interface alone):
#  - a whole game: a typed action name and numbers play moves, a move not
#    legal now is answered and asked again; the screen shows the seat's view
#    (the tiles and who stands on them, the policemen, the supply, the piles
#    and scores, the person's own hitman and targets, §3) and the other seats'
#    public moves; the record is written at the end, is the game `noirlab
#    play` deals for the same flags, and `noirlab replay` reads it;
#  - quitting saves nothing (exit 1);
#  - bad seats and player counts: one message each, exit 2, no record.
set -u
bin=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
cd "$dir"

# --- a whole game: the person is p0 (3 players), p2 is random -------------------
{ echo "select C0"; echo "move C0 99"; echo "b"; for _ in $(seq 1 600); do echo 1; done; } >typed
"$bin" play --game tenkill --players 3 --human p0 --p2 random --seed 3 --number 2 --record h.tenkill \
    <typed >screen 2>&1
status=$?
[ $status -eq 0 ] || fail "a finished game: exit $status: $(tail -3 screen)"
for shown in "You are player 1 (p0); player 2 (p1) is played by heuristic, player 3 (p2) by random." \
             "round 1 of at most 40; p0's turn, 2 action(s) left" "tiles (* scope):" "  tile  1: " \
             "policemen in the supply: 8 of 8" "  p0 (you): score 2, own targets dead 0, hitman on the board (C" \
             "you are p0: your hitman C" "; your targets: C" "  you: select C0" \
             "'move C0 99' is not one of your moves now" "game over: " \
             "The game is saved in h.tenkill: noirlab replay h.tenkill"; do
    grep -qF -- "$shown" screen || fail "the screen never showed '$shown'"
done
drawn() { grep -q "$1" screen || fail "$2"; } # a line of the screen matching $1, else fail with $2
drawn '^  p[12]: \(select\|move\|kill\|investigate\|flee\)' "the other seats' moves were not shown"
drawn '^      pile: C[0-9]* [A-Za-z]* (' "no pile was shown"
drawn '^  tile [ 0-9]*:.* P[0-7]' "no policeman was shown on a tile"
drawn '^   0   1\*  2   3$' "no map of the tiles with the scope tiles starred"
[ "$(grep -c '^  p0 moves C0 [A-Za-z]* from tile 15: to which tile?$' screen)" -eq 2 ] ||
    fail "the selected figure's placement was not drawn, and drawn again for 'b'"
[ "$(grep -c '^your moves (Player 1):' screen)" -ge 10 ] || fail "a whole game in fewer than 10 decisions"
"$bin" replay h.tenkill >replay.out 2>&1 || fail "replay refuses the record: $(head -3 replay.out)"
grep -q '^p0 select C0$' h.tenkill || fail "the typed action is not in the record"
# The deal is the one `noirlab play` gives these flags: the record's header (everything before the events).
"$bin" play --game tenkill --players 3 --seed 3 --number 2 --record bot.tenkill 2>/dev/null || fail "play exited $?"
[ "$(grep -v '^p[0-9] \|^end ' h.tenkill)" = "$(grep -v '^p[0-9] \|^end ' bot.tenkill)" ] ||
    fail "the person's game was dealt otherwise than play's"
outcome=$(grep '^game over: ' screen)
scores=${outcome##*scores }
grep -q "^p0: .* points" replay.out || fail "replay gives no scores"
[ "$(sed -n 's/^p[0-9]: \(-*[0-9]*\) points.*/\1/p' replay.out | tr '\n' ' ')" = "${scores%)} " ] ||
    fail "replay's scores differ from the screen's ($scores)"

# --- quitting: nothing saved --------------------------------------------------
printf '1\nq\n' | "$bin" play --game tenkill --players 3 --human 2 --record q.tenkill >quit.out 2>&1
status=$?
[ $status -eq 1 ] || fail "quit: exit $status, expected 1"
grep -qF "You are player 3 (p2)" quit.out || fail "--human 2 is not seat p2: $(head -1 quit.out)"
grep -qF "The game was abandoned; nothing was saved." quit.out || fail "no abandon message"
[ -e q.tenkill ] && fail "an abandoned game left a record"

# --- refusals: exit 2, one line naming the problem, no record -----------------
for bad in "--game tenkill --players 3 --human p5|--human must be a seat of this 3-seat game of tenkill: p0, p1, p2 (or its number, 0 to 2), not 'p5'" \
           "--game tenkill --players 3 --human 3|not '3'" \
           "--game tenkill --players 5 --human p0|--players: players must be 2, 3 or 4, not '5'" \
           "--game noir --players 3 --human killer|--players: not a flag of game noir (a flag of tenkill: add --game tenkill)" \
           "--game tenkill --players 3 --human p1 --p1 random|--p1: that is your seat (--human p1)" \
           "--game tenkill --players 3 --human p0 --p3 random|--p3: not a seat of this 3-seat game of tenkill (p0, p1, p2)"; do
    "$bin" play ${bad%%|*} --record r.tenkill </dev/null >/dev/null 2>err
    status=$?
    [ $status -eq 2 ] || fail "play ${bad%%|*}: exit $status, expected 2"
    [ "$(wc -l <err)" -eq 1 ] && grep -qF -- "${bad#*|}" err || fail "play ${bad%%|*}: $(cat err)"
    [ -e r.tenkill ] && fail "play ${bad%%|*} left a record"
done
echo "3 passed, 0 failed"
