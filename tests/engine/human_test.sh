#!/usr/bin/env bash
# `noirlab play --human detective` driven like a person at a terminal: tmux
# runs it in a pseudo-terminal, the script reads the screen (capture-pane) and
# types (send-keys) until the game is over.  Checks:
#  - the screen shows the city (buildings, the DET marker, crime scenes,
#    intimidated civilians), the notebook, the --explain panel, the
#    opponent's moves with the supporters kept secret;
#  - a typed event ("start 5") and a number (then always the last listed
#    move: 'end' and 'group-done' keep the game short) both play a move; a
#    bad one is answered and asked again;
#  - the saved record replays, with the outcome the screen showed, and
#    `explain` reads it;
#  - the accusation (R13) is two choices read from a pipe: the murderer among
#    the suspects, then the motive ("back" returns to the suspects, a name
#    picks one, a whole event is read too), under --explain after the
#    likeliest (murderer, motive) pairs; the record holds the pair chosen;
#  - a campaign file's cell (--campaign FILE --cell N) is dealt as `play
#    --campaign` deals it, its other seat the cell's policy or --opponent;
#  - at the end of input nothing is saved and the exit status is 1; a bad
#    flag or an existing --record file is refused with exit 2, one line and
#    no record (these run without tmux; without it the test then reports
#    itself skipped).
set -u
bin=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
dir=$(mktemp -d)
sock="noirlab-test-$$"
echo "set -g history-limit 100000" >"$dir/tmux.conf" # the whole game stays readable
t() { tmux -L "$sock" -f "$dir/tmux.conf" "$@"; }
trap 't kill-server 2>/dev/null; rm -rf "$dir"' EXIT
fail() { echo "FAIL: $*"; [ -f "$dir/screen" ] && tail -15 "$dir/screen"; exit 1; }
export TERM=${TERM:-xterm}
[ "$TERM" = dumb ] && export TERM=xterm

cd "$dir"
# --- end of input: abandoned, nothing saved ----------------------------------------
printf '1\n1\n' | "$bin" play --human murderer --seed 5 --game 1 --record eof.rec >eof.out 2>&1
status=$?
[ $status -eq 1 ] || fail "end of input: exit $status, expected 1"
grep -q "The game was abandoned after [0-9]* decisions; nothing was saved." eof.out || fail "no abandon message"
[ -e eof.rec ] && fail "an abandoned game left a record"
ls | grep -q tmp- && fail "a temporary file was left behind"
# --- the accusation as two choices, from a pipe ---------------------------------------
play=("$bin" play --human detective --seed 5 --game 1 --explain)
yes 1 | head -500 | "${play[@]}" --record first.rec >first.out 2>&1 || fail "a game of 1s did not end"
before=$(sed '/who is the murderer?/q' first.out | grep -o 'your move (' | wc -l)
[ "$before" -gt 10 ] || fail "no accusation prompt after the investigation"
{ yes 1 | head -$before; printf '2\nback\njudge\n4\n'; } | "${play[@]}" --record two.rec >two.out 2>&1 ||
    fail "the accusation in two choices did not end the game: $(tail -3 two.out)"
for shown in "the likeliest accusations (what the Detective could deduce):" \
             "your accusation (round 5): who is the murderer? (then the motive)" \
             "your move (1-15 or an event; b board, q quit) > the motive of the Professor?" \
             "your move (1-6 or an event, or back; b board, q quit) > the likeliest accusations" \
             "> the motive of the Judge?" "  you: D accuse Judge Vigilante"; do
    grep -qF -- "$shown" two.out || fail "the accusation never showed '$shown'"
done
grep -qE '^  1\. [A-Z][A-Za-z ]* as [A-Z][a-z]* [0-9]+\.[0-9]%$' two.out || fail "no likeliest pair with its probability"
[ "$(grep -c '^D accuse' two.rec)" = 1 ] && grep -q '^D accuse Judge Vigilante$' two.rec ||
    fail "the record's accusation: $(grep accuse two.rec)"
{ yes 1 | head -$before; echo "accuse Ballplayer Terrorist"; } | "${play[@]}" --record event.rec >/dev/null 2>&1
grep -q '^D accuse Ballplayer Terrorist$' event.rec || fail "a whole accusation event was not read"
# --- a campaign file's cell: dealt as `play --campaign` deals it -----------------------
# Cell 3 is t-men with the surveillance ban (a switch no flag gives), the
# heuristic Detective against the random Murderer; the person's record starts
# from the same deal, and the seat left to the lab plays the cell's policy
# unless --opponent is given.
printf '%s\n' '[campaign]' 'seed = 7' 'games = 10' '[grid]' 'scenario = beginner, t-men' 'motives = logic' \
    'surveillance_ban = 0, 5' 'detective = heuristic' 'murderer = random' >cells.ini
setup() { sed '/^[MDC] /,$d' "$1"; } # a record's header: the deal, before the first event
"$bin" play --campaign cells.ini --cell 3 --number 2 --record bot.rec 2>/dev/null || fail "play --campaign: exit $?"
yes 1 | head -500 | "$bin" play --human detective --campaign cells.ini --cell 3 --number 2 --record cell.rec \
    >cell.out 2>&1 || fail "a person's game of cell 3 did not end: $(tail -3 cell.out)"
grep -q '^switches: .*surveillance_ban=5' cell.rec || fail "cell 3's switch: $(grep switches cell.rec)"
[ "$(setup cell.rec)" = "$(setup bot.rec)" ] || fail "cell 3's deal differs: $(diff <(setup bot.rec) <(setup cell.rec))"
grep -qF "You are the Detective; the Murderer is played by random." cell.out || fail "not the cell's Murderer"
echo q | "$bin" play --human murderer --campaign cells.ini --cell 3 --opponent random >cell.out 2>&1
grep -qF "You are the Murderer; the Detective is played by random." cell.out || fail "--opponent: $(head -1 cell.out)"
# --record over an existing file is refused before the game starts.
echo "noirlab-record 1" >mine.rec
"$bin" play --human murderer --record mine.rec </dev/null >/dev/null 2>&1
[ $? -eq 2 ] || fail "--record over an existing file should exit 2"
[ "$(cat mine.rec)" = "noirlab-record 1" ] || fail "--record overwrote a file"
# Bad flags: exit 2 with a message naming the problem.
for bad in "--human robot|--human must be detective or murderer, not 'robot'" \
           "--human detective --opponent nosuch|unknown policy 'nosuch'" \
           "--human detective --murderer heuristic|with --human the other side is --opponent" \
           "--opponent random|--opponent goes with --human" \
           "--human detective --game x|--game must be a whole number" \
           "--human detective --scenario nosuch|unknown scenario 'nosuch'" \
           "--human detective --seed|--seed needs a value" \
           "--human detective --campaign cells.ini --cell 4|--cell 4: cells.ini has cells 0 to 3" \
           "--human killer --campaign cells.ini --cell 0|--human must be detective or murderer, not 'killer'" \
           "--human detective --campaign nosuch.ini --cell 0|nosuch.ini: cannot open"; do
    "$bin" play ${bad%%|*} </dev/null >/dev/null 2>err
    status=$?
    [ $status -eq 2 ] || fail "play ${bad%%|*}: exit $status, expected 2"
    grep -qF -- "${bad#*|}" err || fail "play ${bad%%|*}: $(head -1 err)"
    [ "$(wc -l <err)" = 1 ] && ! ls game-* 2>/dev/null || fail "play ${bad%%|*}: more than one line, or a record"
done
# --- a whole game in tmux ------------------------------------------------------
command -v tmux >/dev/null || { echo "SKIP: tmux is not installed (the other checks passed)"; exit 77; }
t new-session -d -s game -x 150 -y 60 \
    "'$bin' play --human detective --seed 5 --game 1 --explain --record h.rec; echo EXIT=\$?; sleep 60"
screen() { t capture-pane -p -t game >"$dir/screen"; }
# Ready for input: the last line on the screen is the prompt, nothing typed after it.
ready() { grep -v '^$' "$dir/screen" | tail -1 | grep -q 'your move (1-[0-9]* or an event[a-z, ]*; b board, q quit) >$'; }
deadline=$((SECONDS + 120))
typed=0
while :; do
    screen
    grep -q '^EXIT=' "$dir/screen" && break
    if ready && ! cmp -s "$dir/screen" "$dir/previous" 2>/dev/null; then
        case $typed in
            0) keys="start 99" ;; # refused: asked again
            1) keys="start 5" ;;  # a typed event
            2) keys="b" ;;        # redraw the city
            *) # the last listed move (end, group-done, ...): few inputs a round
               keys=$(grep -v '^$' "$dir/screen" | tail -1 | sed 's/.*your move (1-\([0-9]*\) .*/\1/') ;;
        esac
        cp "$dir/screen" "$dir/previous"
        t send-keys -t game -l "$keys"
        t send-keys -t game Enter
        typed=$((typed + 1))
    fi
    [ $SECONDS -lt $deadline ] || fail "no end of game within 120 s ($typed inputs)"
    sleep 0.05
done
t capture-pane -p -t game -S - -E - >transcript # everything the terminal showed
grep -q '^EXIT=0$' transcript || fail "play --human exited $(grep EXIT= transcript)"
[ "$typed" -ge 10 ] || fail "a whole game in only $typed inputs"
for shown in "You are the Detective; the Murderer is played by heuristic." \
             "  Murderer: M supporters (secret)" "'99' is not a block 0-15" "  you: D start 5" \
             "DET" "CRIME SCENE 1" "Police" "Diner" "Hospital" "Fire" "notebook:" \
             "what the Detective could deduce:" "  likeliest:" "the truth, now the game is over:" \
             "The game is saved in h.rec: noirlab replay h.rec, or noirlab explain h.rec"; do
    grep -qF -- "$shown" transcript || fail "the screen never showed '$shown'"
done
grep -q '^| .*[A-Za-z]\*' transcript || fail "no intimidated civilian (*) was drawn"
grep -q '^  Murderer: M murder ' transcript || fail "the Murderer's murders were not shown"
grep -q '^      -> ' transcript || fail "no observation was shown"
outcome=$(grep '^game over: ' transcript | tail -1)
[ -n "$outcome" ] || fail "no outcome on the screen"
"$bin" replay h.rec >replay.out 2>&1 || fail "the saved record does not replay: $(head -3 replay.out)"
grep -qF -- "${outcome%% (*}" replay.out || fail "replay's outcome differs from '$outcome'"
"$bin" explain h.rec >/dev/null 2>&1 || fail "explain does not read the saved record"
grep -q '^D start 5$' h.rec || fail "the typed event is not in the record"

echo "2 passed, 0 failed ($typed inputs)"
