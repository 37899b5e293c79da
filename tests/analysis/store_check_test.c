/*
 * store_check_test — impossible database contents (analysis/store_check.c):
 * wins above games, a negative count, a count that is not an integer, and a
 * chunk counted twice in the totals are refused by `report`, `merge` and
 * `--resume` alike, each message naming the file, the table and the row, and
 * nothing is written (no report folder, no merged file, no resume counted);
 * a run stopped and resumed passes them; cells of a game this noirlab does
 * not have are refused by `report` in one line.
 */
#include <setjmp.h>
#include <signal.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "analysis/report.h"
#include "tests/analysis/store_fixture.h"

/* 2 cells x 200 games in chunks of 50, no per-game log. */
static const char campaign_text[] =
    "[campaign]\nname = check\nseed = 9\ngames = 200\nchunk = 50\n"
    "[grid]\nscenario = beginner\nmotives = logic\nmotives = Maniac,Killer\ndetective = random\nmurderer = random\n";
static Campaign campaign;
static char good[512];

/* The scratch folder and the good database every test plants a problem in. */
static int setup(void **state)
{
    (void)state;
    char err[CAMPAIGN_ERR_MAX];
    if (fixture_setup())
        return -1;
    const char *path = fixture_write("check.ini", campaign_text);
    fixture_path("good.db", good, sizeof good);
    if (campaign_load(&campaign, &fixture_catalog, path, NULL, err, sizeof err) ||
        fixture_run(&campaign, good, &(RunOptions){.threads = 1}, err, sizeof err)) {
        fprintf(stderr, "%s\n", err);
        return -1;
    }
    return 0;
}

static int teardown(void **state)
{
    (void)state;
    return fixture_teardown_campaign(&campaign);
}

/* A copy of the good database with `sql` applied. */
static void planted(const char *name, const char *sql, char *out, size_t outlen)
{
    char cmd[2048];
    fixture_path(name, out, outlen);
    snprintf(cmd, sizeof cmd, "cp '%s' '%s'", good, out);
    assert_int_equal(system(cmd), 0);
    sqlite3 *h;
    assert_int_equal(sqlite3_open(out, &h), SQLITE_OK);
    if (sqlite3_exec(h, sql, NULL, NULL, NULL) != SQLITE_OK)
        fail_msg("%s: %s", sql, sqlite3_errmsg(h));
    sqlite3_close(h);
}

/* One line naming the database and the problem. */
static void assert_says(const char *err, const char *db, const char *problem)
{
    if (!strstr(err, db) || !strstr(err, problem) || strchr(err, '\n'))
        fail_msg("'%s' is not one line naming %s and '%s'", err, db, problem);
}

/* report, merge and --resume each refuse the planted database. */
static void assert_refused(const char *name, const char *sql, const char *problem)
{
    char db[512], out[600], err[2048];
    planted(name, sql, db, sizeof db);

    snprintf(out, sizeof out, "%s-report", db);
    assert_int_equal(report_write(db, out, &(ReportOptions){0}, err, sizeof err), -1);
    assert_says(err, name, problem);
    assert_int_equal(access(out, F_OK), -1);

    snprintf(out, sizeof out, "%s-merged.db", db);
    MergeInfo info;
    assert_int_equal(store_merge(out, (char *[]){db}, 1, &info, err, sizeof err), -1);
    assert_says(err, name, problem);
    assert_int_equal(access(out, F_OK), -1);

    assert_int_equal(fixture_run(&campaign, db, &(RunOptions){.threads = 1, .resume = 1}, err, sizeof err), -1);
    assert_says(err, name, problem);
    assert_int_equal(fixture_query(db, "SELECT resumed FROM runs"), 0);
}

static void test_good_database_passes(void **state)
{
    (void)state;
    char err[2048], out[600];
    snprintf(out, sizeof out, "%s-report", good);
    if (report_write(good, out, &(ReportOptions){0}, err, sizeof err))
        fail_msg("%s", err);
}

static void test_wins_above_games(void **state)
{
    (void)state;
    assert_refused("wins.db", "UPDATE cell_seat_results SET wins = 999, score = 999 WHERE cell = 1 AND seat = 1",
                   "cell_seat_results, cell 1, seat 1: 999 wins of 200 games");
    assert_refused("motive-wins.db",
                   "UPDATE cell_motive SET detective_wins = games + 1 WHERE cell = 0 AND motive = 'Sadist'",
                   "cell_motive, cell 0, motive Sadist:");
    assert_refused("ranks.db", "UPDATE cell_seat_ranks SET games = games - 10 WHERE cell = 1 AND seat = 0 AND rank = 2",
                   "cell_seat_ranks, cell 1, seat 0: ");
}

static void test_negative_and_non_integer_counts(void **state)
{
    (void)state;
    assert_refused("negative.db", "UPDATE cell_motive SET games = -5 WHERE cell = 0 AND motive = 'Maniac'",
                   "cell_motive, cell 0, motive Maniac: games = -5 is not a count");
    assert_refused("real.db", "INSERT OR REPLACE INTO cell_shape VALUES (1, 'rounds', 6, 2.5)",
                   "cell_shape, cell 1, rounds = 6: games = 2.5 is not a count");
    assert_refused("text.db", "UPDATE cell_totals SET decisions = 'many' WHERE cell = 0",
                   "cell_totals, cell 0: decisions = 'many' is not a count");
}

/* A chunk of cell 0 counted a second time (issue 29's planted bug: a resumed
 * chunk stored twice): its totals exceed its ledger. */
static void test_chunk_counted_twice(void **state)
{
    (void)state;
    assert_refused("twice.db",
                   "UPDATE cell_totals SET games = games + 50 WHERE cell = 0;"
                   "UPDATE cell_motive SET games = games + 50 WHERE cell = 0 AND motive = 'Killer'",
                   "cell_totals, cell 0: 250 games, but its chunks in the ledger hold 200");
}

static volatile sig_atomic_t stop;

static void stop_now(void *ctx, const RunProgress *p)
{
    (void)ctx, (void)p;
    stop = SIGINT;
}

/* A run stopped after its first chunk, then resumed, passes the checks and
 * holds every game once (issue 29's planted bug, a resumed chunk counted
 * twice, is refused by the next report). */
static void test_resumed_run_passes(void **state)
{
    (void)state;
    char db[512], out[600], err[2048];
    fixture_path("resumed.db", db, sizeof db);
    stop = 0;
    RunOptions first = {.threads = 1, .stop = &stop, .progress = stop_now};
    assert_int_equal(fixture_run(&campaign, db, &first, err, sizeof err), -1);
    assert_int_equal(fixture_query(db, "SELECT count(*) FROM chunks"), 1);
    if (fixture_run(&campaign, db, &(RunOptions){.threads = 1, .resume = 1}, err, sizeof err))
        fail_msg("%s", err);
    snprintf(out, sizeof out, "%s-report", db);
    if (report_write(db, out, &(ReportOptions){0}, err, sizeof err))
        fail_msg("%s", err);
    assert_int_equal(fixture_query(db, "SELECT sum(games) FROM cell_totals"), 400);
}

/* A broken schema, which SQLite's message quotes across lines (found by
 * fuzz_store): each refusal is still one line naming the file. */
static void test_broken_schema_is_refused_in_one_line(void **state)
{
    (void)state;
    char db[512], out[600], err[2048];
    planted("schema.db",
            "PRAGMA writable_schema = ON;"
            "UPDATE sqlite_schema SET sql = 'CREATE TABLE cells (id INTEGER, `name' || char(10) || 'TEXT)'"
            " WHERE name = 'cells'",
            db, sizeof db);
    const char *problem = "malformed database schema (cells)";
    snprintf(out, sizeof out, "%s-report", db);
    assert_int_equal(report_write(db, out, &(ReportOptions){0}, err, sizeof err), -1);
    assert_says(err, "schema.db", problem);
    assert_int_equal(access(out, F_OK), -1);
    snprintf(out, sizeof out, "%s-merged.db", db);
    MergeInfo info;
    assert_int_equal(store_merge(out, (char *[]){db}, 1, &info, err, sizeof err), -1);
    assert_says(err, "schema.db", problem);
    assert_int_equal(access(out, F_OK), -1);
    assert_int_equal(fixture_run(&campaign, db, &(RunOptions){.threads = 1, .resume = 1}, err, sizeof err), -1);
    assert_says(err, "schema.db", problem);
}

/* Every cell named for a game this noirlab does not have, so the report
 * reads no cell of its own before rows naming them (found by fuzz_store:
 * the lookup searched an empty, unallocated list): refused in one line. */
static void test_cells_of_no_known_game(void **state)
{
    (void)state;
    char db[512], out[600], err[2048];
    planted("unknown-game.db", "UPDATE cells SET game = 'rio'", db, sizeof db);
    snprintf(out, sizeof out, "%s-report", db);
    assert_int_equal(report_write(db, out, &(ReportOptions){0}, err, sizeof err), -1);
    assert_says(err, "unknown-game.db", "which the cells table does not list");
    assert_int_equal(access(out, F_OK), -1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_good_database_passes),
        cmocka_unit_test(test_wins_above_games),
        cmocka_unit_test(test_negative_and_non_integer_counts),
        cmocka_unit_test(test_chunk_counted_twice),
        cmocka_unit_test(test_resumed_run_passes),
        cmocka_unit_test(test_broken_schema_is_refused_in_one_line),
        cmocka_unit_test(test_cells_of_no_known_game),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
