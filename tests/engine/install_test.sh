#!/usr/bin/env bash
# Install the build into a scratch prefix, build tests/engine/install_example.c
# with `pkg-config --cflags --libs noirlab` against it (nothing else: the run
# path comes from noirlab.pc), run it and the installed noirlab with
# LD_LIBRARY_PATH unset, and check
#  - both run (a library the loader cannot find is exit 127),
#  - the installed library exports only nl_ symbols,
#  - the program's game (random vs random, seed 21, game 5) has the record
#    and the winner `noirlab play` gives,
#  - its protocol command got a protocol answer,
#  - with the installed data ($NOIRLAB_DATA), the same, and its 10' to Kill
#    game (names file installed beside the scenarios) has the scores of
#    `noirlab play --game tenkill`'s, and a person's view of
#    it names the characters;
#  - without $NOIRLAB_DATA, the program and the library read the installed
#    data, not the source tree's.
set -u
build=$1 cc=$2
unset LD_LIBRARY_PATH
here=$(cd "$(dirname "$0")" && pwd)
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

cmake --install "$build" --prefix "$dir/prefix" >"$dir/install.log" 2>&1 || fail "cmake --install: $(tail -3 "$dir/install.log")"
pc=$(find "$dir/prefix" -name noirlab.pc)
[ -n "$pc" ] || fail "no noirlab.pc installed"
[ -f "$dir/prefix/include/noirlab.h" ] || fail "no include/noirlab.h installed"
export PKG_CONFIG_PATH=$(dirname "$pc")
flags=$(pkg-config --cflags --libs noirlab) || fail "pkg-config does not know noirlab"
libdir=$(pkg-config --variable=libdir noirlab)
"$cc" -std=c11 -Wall -Wextra -Werror "$here/install_example.c" $flags -o "$dir/example" ||
    fail "the example does not build against the installed library"

bin=$dir/prefix/bin/noirlab
[ -x "$bin" ] || fail "no bin/noirlab installed"

exported=$(nm -D --defined-only "$libdir/libnoirlab.so" | awk '{print $3}' | grep -v '^nl_')
[ -z "$exported" ] || fail "libnoirlab exports more than nl_ symbols: $(echo $exported | head -c 200)"

"$dir/example" 21 5 "$dir/lib.rec" >"$dir/out" 2>"$dir/err" || fail "the example exited $?: $(cat "$dir/err")"
"$bin" play --seed 21 --game 5 --record "$dir/play.rec" 2>"$dir/play.err" || fail "play exited $?"
cmp -s "$dir/lib.rec" "$dir/play.rec" || fail "the library's game differs from noirlab play's"
winner=$(grep -o 'the [A-Za-z]* wins' "$dir/play.err" | awk '{print tolower($2)}')
[ "$(head -1 "$dir/out" | cut -d' ' -f1)" = "$winner" ] || fail "winner $(head -1 "$dir/out"), play says $winner"
grep -q '^status round .* to-move none ' "$dir/out" && grep -qx ok "$dir/out" ||
    fail "nl_command(\"status\") answered: $(tail -3 "$dir/out")"
export NOIRLAB_DATA=$dir/prefix/share/noirlab/scenarios
"$dir/example" 21 5 "$dir/lib2.rec" >"$dir/out2" 2>"$dir/err" || fail "with the installed data: $(cat "$dir/err")"
cmp -s "$dir/lib.rec" "$dir/lib2.rec" || fail "the installed data gives another game"
"$bin" play --game tenkill --players 4 --seed 21 --number 5 --p0 heuristic --p1 heuristic --p2 heuristic \
    --p3 heuristic --record "$dir/tk.rec" 2>"$dir/tk.err" || fail "play --game tenkill exited $?"
scores=$(sed -n 's/.*; scores \([0-9 ]*\)).*/\1/p' "$dir/tk.err")
[ -n "$scores" ] && grep -qx "tenkill $scores" "$dir/out2" ||
    fail "10' to Kill: the library's $(grep tenkill "$dir/out2"), play's scores '$scores'"
# 10' to Kill's names file is found from the installed data folder as from
# the tree's (names_file is relative to it): a person's view names C0.
printf 'q\n' | "$bin" play --game tenkill --players 2 --human p0 >"$dir/tenkill.out" 2>&1
grep -q "C0 Giraffe" "$dir/tenkill.out" || fail "the installed data has no 10' to Kill names: $(head -2 "$dir/tenkill.out")"
# Without $NOIRLAB_DATA both the program and the library read the installed
# copy (base/data_dir.h), not the source tree's: with the installed
# civilians.csv taken away, each names the installed file it cannot open.
unset NOIRLAB_DATA
mv "$dir/prefix/share/noirlab/scenarios/civilians.csv" "$dir/civilians.csv"
"$bin" play --seed 1 >/dev/null 2>"$dir/nodata.err" && fail "play ran without the installed civilians.csv"
grep -q "$dir/prefix/share/noirlab/scenarios/civilians.csv" "$dir/nodata.err" ||
    fail "play did not read the installed data: $(cat "$dir/nodata.err")"
"$dir/example" 21 5 "$dir/lib3.rec" >/dev/null 2>"$dir/nodata.err" && fail "the library ran without civilians.csv"
grep -q "$dir/prefix/share/noirlab/scenarios/civilians.csv" "$dir/nodata.err" ||
    fail "the library did not read the installed data: $(cat "$dir/nodata.err")"
echo "3 passed, 0 failed"
