/*
 * store.h — the SQLite database of a run: a runner Sink, the merge of shard
 * databases, and a bulk-insert benchmark.
 *
 * The schema is documented in docs/schema.md; readers should use the tables
 * and views listed there (the view win_rates above all) and nothing else.
 *
 * Durability: the database is in WAL mode with synchronous=NORMAL.  Each chunk
 * (its aggregate, its per-game rows and its line in the `chunks` ledger) is
 * one transaction, so a process killed at any moment leaves whole chunks
 * only, and `--resume` plays exactly the chunks missing from the ledger.
 */
#ifndef NOIRLAB_STORE_H
#define NOIRLAB_STORE_H

#include <stddef.h>
#include <stdint.h>

#include <sqlite3.h>

#include "runner/sink.h"

/* 2: cells.scenario_rules, rules, rules_not_simulated; 3: cells.game, setup,
 * cell_results.murderer_wins, unfinished, the game_outcomes view; 4: the
 * per-game log of every game (games.murderer_won, ending, deaths, turns); 5:
 * the long form, a row per seat and per metric (cell_seats, cell_totals,
 * cell_seat_results, game_seats, game_metrics; cell_results a view); 6:
 * games of any number of seats (cell_seat_results.score_sq,
 * cell_seat_ranks).  A version 2 to 5 database is upgraded when a writer
 * opens it, after a copy of it as it was is kept beside it (PATH.vN.bak). */
enum { STORE_SCHEMA_VERSION = 6 };

/* Version 6's per-seat counts of two-seat win/loss cells, from their
 * cell_seat_results and cell_totals: a score's square is the score (0 or
 * 1); a seat's wins rank 1 alone, the unfinished games rank both seats 1
 * shared by 2, the rest rank it 2.  The upgrade from version 5 runs it, and
 * so do tests that set those counts by hand. */
#define STORE_TWO_SEAT_RANKS_SQL                                                                               \
    "UPDATE cell_seat_results SET score_sq = score;\n"                                                         \
    "DELETE FROM cell_seat_ranks;\n"                                                                           \
    "INSERT INTO cell_seat_ranks SELECT * FROM (\n"                                                            \
    "  SELECT s.cell, s.seat, 1 AS rank, 1 AS shared, s.wins AS games FROM cell_seat_results s\n"              \
    "  UNION ALL SELECT s.cell, s.seat, 1, 2, t.unfinished FROM cell_seat_results s JOIN cell_totals t USING (cell)\n" \
    "  UNION ALL SELECT s.cell, s.seat, 2, 1, t.games - s.wins - t.unfinished\n"                              \
    "    FROM cell_seat_results s JOIN cell_totals t USING (cell))\n"                                            \
    "  WHERE games > 0 ORDER BY cell, seat, rank, shared;\n"

typedef struct Store Store;

/* Open the database at path.  Refuses a file that is not a SQLite database
 * or not one of ours, a folder, and a symbolic link to nothing.  A database
 * of schema version 2 to 4 is first copied to PATH.vN.bak (refused when that
 * file exists), then upgraded in place in one transaction; stderr says so.  When path
 * does not exist, nothing is created yet: begin() builds the run in a
 * temporary file of its own and links it into place (owned.h), so a new
 * database appears only once it holds a run, and a run refused before that
 * leaves nothing to remove.  Returns NULL with "PATH: problem" in err. */
Store *store_open(const char *path, char *err, size_t errlen);

/* Close.  Never removes anything. */
void store_close(Store *s);

/* The Sink that writes a run into s (sink.h).  begin() creates the schema and
 * the run, or, with info->resume, checks that the database holds the same
 * configuration and shard. */
Sink store_sink(Store *s);

/* The underlying connection, for readers and tests (do not close it); NULL
 * before begin() when the database was new. */
sqlite3 *store_db(Store *s);

/* The Sink that writes a campaign beside the database's run, which must be
 * there: a run of its own (runs.id > 1, found by the campaign's name) whose
 * cells follow every cell there (docs/schema.md, "Runs beside the first").
 * begin() adds it, or finds it of the same configuration (refused
 * otherwise); stored() reports its chunks; chunk_done() stores a chunk as
 * for the database's run, one transaction each; so runner_run with
 * RunOptions.resume plays only what it lacks.  Its cell k is the database's
 * cell store_first_cell(s) + k (after begin()). */
Sink store_part_sink(Store *s);
int store_first_cell(const Store *s);

/* Each run beside the first of the database at path (runs.id > 1, in
 * order) as each(ctx, campaign, configuration), which stops the reading
 * with a non-zero return (then -1).  A file that does not exist, or has no
 * runs, has none.  Read only: never creates or upgrades.  0, or -1 (with a
 * message in err unless each() stopped it). */
typedef int (*StorePartFn)(void *ctx, const char *campaign, const char *configuration);
int store_parts_read(const char *path, StorePartFn each, void *ctx, char *err, size_t errlen);

/* Games and Detective wins of each cell as stored (after a resume this
 * includes chunks of earlier sessions).  games and wins have n_cells entries. */
int store_cell_totals(Store *s, int n_cells, uint64_t *games, uint64_t *wins, char *err, size_t errlen);

/* The per-game log of one cell (rows = all or sample): won[g] = 1 when the
 * Detective won game g, 0 when it lost, for g < games; a game not logged
 * stays STORE_NOT_LOGGED.  Returns how many were logged, or -1 with a message. */
enum { STORE_NOT_LOGGED = 2 };
long store_cell_outcomes(Store *s, int cell, uint64_t games, uint8_t *won, char *err, size_t errlen);

/* What a merge found. */
typedef struct MergeInfo {
    int shard_count;          /* N of the shards' I/N */
    int64_t chunks;           /* chunks in the merged database */
    int64_t chunks_expected;  /* chunks of the whole campaign */
} MergeInfo;

/*
 * Combine shard databases of one run (same configuration hash and shard
 * count, distinct shards) into a new database `out` by summing their
 * aggregates and concatenating their ledgers and per-game rows.  Refuses an
 * existing `out` and names the file that does not fit.  `out` appears
 * atomically (built in a temporary file in the same folder, then linked into
 * place) or not at all.  The result is a run of shard 1/1: if chunks are
 * missing (a subset of the shards, or an unfinished one), `noirlab run
 * --resume` on it with the same campaign plays exactly those.
 */
int store_merge(const char *out, char *const *shards, int n_shards, MergeInfo *info, char *err,
                size_t errlen);

/*
 * For `noirlab bench`: insert n synthetic per-game rows into a temporary
 * database in `dir` through the same prepared statement and transaction size
 * a run uses (batches of 100,000 rows), and return the rows per second of
 * this thread's CPU time in *rows_per_s (the time the disk makes it wait is
 * not counted).  The file is removed afterwards.
 */
int store_bench_rows(const char *dir, uint64_t n, double *rows_per_s, char *err, size_t errlen);

#endif
