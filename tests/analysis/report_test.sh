#!/usr/bin/env bash
# `noirlab report`: every figure drawn, the tables' numbers equal direct SQL over
# the database, an empty or partial database reported as such, bad input refused.
set -u
bin=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
passed=0
ok() { passed=$((passed + 1)); }

"$bin" run --campaign tests/analysis/report_small.ini --db "$dir/s.db" --quiet >/dev/null || fail "run"
"$bin" report "$dir/s.db" --out "$dir/rep" >/dev/null || fail "report exited $?"
for f in index.html report.md; do [ -s "$dir/rep/$f" ] || fail "$f is missing or empty"; done
n=0
for f in "$dir"/rep/figures/*.png "$dir"/rep/figures/*.svg; do
    [ -s "$f" ] || fail "empty figure $f"
    n=$((n + 1))
done
[ "$n" -ge 12 ] || fail "only $n figure files"
grep -q 'data:image/svg+xml' "$dir/rep/index.html" || fail "the HTML does not embed its figures"
ok

# Every row of the per-scenario table against SQL over the stable view.
rows=0
while IFS='|' read -r _ pair scenario games wins _; do
    pair=$(echo $pair) scenario=$(echo $scenario) games=$(echo $games) wins=$(echo $wins)
    det=${pair%% vs *} mur=${pair##* vs }
    want=$(sqlite3 "$dir/s.db" "SELECT sum(games) || ' ' || sum(detective_wins) FROM win_rates
        WHERE motive = 'all' AND scenario = '$scenario' AND detective = '$det' AND murderer = '$mur'")
    [ "$want" = "$games $wins" ] || fail "$pair on $scenario: report says $games $wins, SQL says $want"
    rows=$((rows + 1))
done < <(sed -n '/^## Win rate by scenario/,/^!\[/p' "$dir/rep/report.md" | grep '^| [a-z]' | grep -v '^| Detective')
[ "$rows" -eq 4 ] || fail "expected 4 rows in the scenario table, read $rows"
# And the per-motive rates: games and wins of each true motive, all cells of a pair pooled.
while IFS='|' read -r _ pair motive games wins rate _; do
    pair=$(echo $pair) motive=$(echo $motive) games=$(echo $games) wins=$(echo $wins)
    det=${pair%% vs *} mur=${pair##* vs }
    want=$(sqlite3 "$dir/s.db" "SELECT sum(games) || ' ' || sum(detective_wins) FROM win_rates
        WHERE motive = '$motive' AND detective = '$det' AND murderer = '$mur'")
    [ "$want" = "$games $wins" ] || fail "$pair, $motive: report says $games $wins, SQL says $want"
    if [ "$games" -lt 100 ]; then
        echo "$rate" | grep -q "too few games" || fail "$pair, $motive: $games games shown as a rate"
    fi
done < <(sed -n '/^## Win rate by true motive/,/^!\[/p' "$dir/rep/report.md" | grep '^| [a-z]' | grep -v '^| Detective')
ok

# A database whose cells have no games yet: said, not failed.
cp "$dir/s.db" "$dir/empty.db"
sqlite3 "$dir/empty.db" "DELETE FROM cell_results; DELETE FROM cell_motive; DELETE FROM cell_confusion;
    DELETE FROM cell_shape;" || fail "sqlite3"
"$bin" report "$dir/empty.db" --out "$dir/rep-empty" >/dev/null || fail "a report of an empty database failed"
grep -q "holds no games" "$dir/rep-empty/report.md" || fail "the empty report does not say so"
# One cell missing: the others are reported.
cp "$dir/s.db" "$dir/partial.db"
sqlite3 "$dir/partial.db" "DELETE FROM cell_results WHERE cell = 0; DELETE FROM cell_motive WHERE cell = 0;
    DELETE FROM cell_confusion WHERE cell = 0; DELETE FROM cell_shape WHERE cell = 0;"
"$bin" report "$dir/partial.db" --out "$dir/rep-partial" >/dev/null || fail "a partial database failed"
grep -q "no games" "$dir/rep-partial/report.md" || fail "the missing cell is not reported as having no games"
ok

# Bad input: one message, status 1, no output folder (and nothing left beside it).
echo "not a database" > "$dir/bad.db"
"$bin" report "$dir/bad.db" --out "$dir/rep-bad" 2>"$dir/err" >/dev/null
[ $? -eq 1 ] || fail "a bad database should exit 1"
[ "$(wc -l < "$dir/err")" -eq 1 ] || fail "expected one message, got: $(cat "$dir/err")"
grep -q "bad.db" "$dir/err" || fail "the message should name the file: $(cat "$dir/err")"
ls "$dir" | grep -q "rep-bad" && fail "a failed report left a folder"
"$bin" report "$dir/none.db" --out "$dir/rep-none" 2>/dev/null >/dev/null
[ $? -eq 1 ] || fail "a missing database should exit 1"
"$bin" report "$dir/s.db" 2>/dev/null
[ $? -eq 2 ] || fail "a missing --out should exit 2"
# An existing report is replaced only by a complete one.
"$bin" report "$dir/bad.db" --out "$dir/rep" 2>/dev/null
[ -s "$dir/rep/report.md" ] || fail "a failed report damaged the previous one"
ok

echo "$passed passed, 0 failed"
