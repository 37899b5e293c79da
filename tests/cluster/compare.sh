# compare.sh — sourced by the cluster tests: compare two result databases.
#
# same_results A.db B.db: every table a run's results live in (docs/schema.md)
# holds the same rows in A and B: the cells, the ledger of chunks, every
# aggregate table, the per-game rows and the win_rates view.  Row order is
# not part of a result (chunks arrive in any order), so rows are sorted.
# Prints the first difference and returns 1 when they differ.

RESULT_QUERIES=(
    "SELECT * FROM cells ORDER BY id"
    "SELECT * FROM chunks ORDER BY cell, chunk"
    "SELECT * FROM cell_seats ORDER BY cell, seat"
    "SELECT * FROM cell_totals ORDER BY cell"
    "SELECT * FROM cell_seat_results ORDER BY cell, seat"
    "SELECT * FROM cell_seat_ranks ORDER BY cell, seat, rank, shared"
    "SELECT * FROM cell_results ORDER BY cell"
    "SELECT * FROM cell_motive ORDER BY cell, motive"
    "SELECT * FROM cell_confusion ORDER BY cell, true_motive, accused_motive"
    "SELECT * FROM cell_shape ORDER BY cell, metric, value"
    "SELECT * FROM games ORDER BY cell, game"
    "SELECT * FROM game_seats ORDER BY cell, game, seat"
    "SELECT * FROM game_metrics ORDER BY cell, game, metric"
    "SELECT * FROM win_rates ORDER BY cell, motive"
    "SELECT campaign, configuration, config_hash, master_seed, games_per_cell, chunk_size, row_log FROM runs"
)

same_results() {
    local a=$1 b=$2 q
    for q in "${RESULT_QUERIES[@]}"; do
        if ! diff <(sqlite3 -readonly "$a" "$q") <(sqlite3 -readonly "$b" "$q") >/dev/null; then
            echo "FAIL: $a and $b differ in: $q" >&2
            diff <(sqlite3 -readonly "$a" "$q") <(sqlite3 -readonly "$b" "$q") | head -5 >&2
            return 1
        fi
    done
    # Guard against comparing two empty databases.
    local games
    games=$(sqlite3 -readonly "$a" "SELECT sum(games) FROM cell_results")
    if [ -z "$games" ] || [ "$games" -eq 0 ]; then
        echo "FAIL: $a holds no games" >&2
        return 1
    fi
}
