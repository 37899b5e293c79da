/*
 * store_fixture.h — helpers shared by the store and `noirlab run` tests: a
 * scratch folder, campaigns from text, runs into a database, and a text dump
 * of every result table for comparing two databases.
 */
#ifndef NOIRLAB_STORE_FIXTURE_H
#define NOIRLAB_STORE_FIXTURE_H

#include "analysis/store.h"
#include "games/itk/data/catalog.h"
#include "runner/runner.h"

extern Catalog fixture_catalog;

/* Load scenarios/ and make a scratch folder; 0 or -1. */
int fixture_setup(void);

/* Remove the scratch folder. */
void fixture_teardown(void);

/* Free the campaign c, then fixture_teardown(); 0, for a cmocka teardown. */
int fixture_teardown_campaign(Campaign *c);

/* DIR/name in out. */
void fixture_path(const char *name, char *out, size_t outlen);

/* Write text to DIR/name; returns the path (static buffer, overwritten by the next call). */
const char *fixture_write(const char *name, const char *text);

/* A campaign from its file text; fails the test on a bad one. */
void fixture_campaign(Campaign *c, const char *text);

/* Open db, run the campaign into it, close.  Returns runner_run's result; the
 * message is in err. */
int fixture_run(const Campaign *c, const char *db, const RunOptions *opt, char *err, size_t errlen);

/* Every row of every result table and view of schema version 5 (cells,
 * chunks, cell_seats, cell_totals, cell_seat_results, cell_results,
 * cell_motive, cell_confusion, cell_shape, games, game_seats, game_metrics,
 * win_rates, game_outcomes) and the run's configuration hash, as text in a
 * fixed order.  Free with free(). */
char *fixture_dump(const char *db);

/* The rows of each of n queries on db, as text in the same form. */
char *fixture_dump_queries(const char *db, const char *const *queries, size_t n);

/* Run the campaign text into the scratch folder's `name` (its path in db)
 * with `threads` threads.  Returns 0, or -1 with the message on stderr. */
int fixture_run_text(const char *text, const char *name, int threads, char *db, size_t dblen);

/* Write db's report into the scratch folder's `name` and return its
 * report.md (free() it); the test fails when the report cannot be written. */
char *fixture_report_md(const char *db, const char *name);

/* A single number from a query on db (-1 on error). */
long long fixture_query(const char *db, const char *sql);

#endif
