#!/usr/bin/env bash
# `noirlab bench --signatures` gives the signatures README.md's Benchmarks
# section quotes: the lab's ("signatures `HEX`"), `ismcts_signature` `HEX`,
# `noir_signature` `HEX` and `tenkill_signature` `HEX`, the first of each in
# the section.  A change of
# behaviour that changes a signature updates the README, and only the README.
set -u
bin=$1 readme=$2
fail() { echo "FAIL: $*"; exit 1; }

section=$(awk '/^## / {inside = ($0 == "## Benchmarks")} inside' "$readme")
[ -n "$section" ] || fail "$readme has no Benchmarks section"
quoted() { echo "$section" | grep -o -m1 "$1 \`[0-9a-f]\{16\}\`" | head -1 | grep -o '[0-9a-f]\{16\}'; }
declare -A want=([signature]=$(quoted 'signatures\?') [ismcts_signature]=$(quoted '`ismcts_signature`')
                 [noir_signature]=$(quoted '`noir_signature`') [tenkill_signature]=$(quoted '`tenkill_signature`'))

out=$("$bin" bench --signatures) || fail "bench --signatures exited $?"
for key in signature ismcts_signature noir_signature tenkill_signature; do
    [ -n "${want[$key]}" ] || fail "$readme's Benchmarks section quotes no $key"
    got=$(echo "$out" | awk -v k="$key" '$1 == k {print $2}')
    [ "$got" = "${want[$key]}" ] || fail "$key: bench gives '$got', $readme says ${want[$key]}"
done
echo "1 passed, 0 failed"
