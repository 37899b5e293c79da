#!/usr/bin/env bash
# `noirlab bench --quick`: every per-core rate (unit ".../core") is timed by
# the measuring thread's CPU time, in the text (its clock column) and in the
# JSON (its key listed in "thread_cpu_time"); the signatures, outcomes of
# fixed-seed games (the ISMCTS searches' moves among them), are the same in
# both runs whatever their timing; every figure README's Benchmarks section
# names is in the JSON.
#
# With a second argument "json-only" (the sanitizer builds, where a run
# costs half a minute) only the JSON run is made: it still runs every bench
# section under the sanitizers, and the Release build checks the rest.
set -u
bin=$1
mode=${2:-both}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

"$bin" bench --quick --json >"$dir/json" || fail "bench --json exited $?"
# The figures README's Benchmarks section names are a stable interface (a
# key is added, never renamed): every one of them is in the JSON.
readme=$(dirname "$0")/../../README.md
named=$(awk '/^## Benchmarks/ {on = 1; next} /^## / {on = 0} on' "$readme" | grep -o '`[a-z0-9_]*`' | tr -d '`' |
    grep -E '^signature$|_(per_s|ratio|cpu_s|signature|agrees)$' | sort -u)
[ "$(echo "$named" | wc -w)" -ge 20 ] || fail "README's Benchmarks section names too few figures: $named"
for key in $named; do
    grep -q "\"$key\": " "$dir/json" || fail "README names $key, which the JSON does not have"
done
if [ "$mode" = json-only ]; then
    grep -q '"thread_cpu_time": \[' "$dir/json" || fail "the JSON lists no thread_cpu_time keys"
    for sig in signature ismcts_signature ismcts_game_signature noir_signature noir_search_game_signature; do
        grep -q "\"$sig\": \"[0-9a-f]\{16\}\"" "$dir/json" || fail "the JSON has no $sig"
    done
    echo "1 passed, 0 failed"
    exit 0
fi
"$bin" bench --quick >"$dir/text" || fail "bench exited $?"

per_core=$(awk '$3 ~ /\/core$/ {print $1}' "$dir/text")
[ "$(echo "$per_core" | wc -w)" -ge 10 ] || fail "too few per-core rates: $per_core"
awk '$3 ~ /\/core$/ && !($4 == "thread" && $5 == "CPU") {print; bad = 1} END {exit bad}' "$dir/text" ||
    fail "a per-core rate is not labelled thread CPU"
cpu_keys=$(sed 's/.*"thread_cpu_time": \[\([^]]*\)\].*/\1/' "$dir/json")
for key in $per_core; do
    echo "$cpu_keys" | grep -q "\"$key\"" || fail "$key is missing from the JSON's thread_cpu_time: $cpu_keys"
done
for sig in signature ismcts_signature ismcts_game_signature noir_signature noir_search_game_signature; do
    text=$(awk -v k=$sig '$1 == k {print $2}' "$dir/text")
    json=$(sed "s/.*\"$sig\": \"\([0-9a-f]*\)\".*/\1/" "$dir/json")
    [ -n "$text" ] && [ "$text" = "$json" ] || fail "$sig differs between the runs: '$text' and '$json'"
done
echo "1 passed, 0 failed"
