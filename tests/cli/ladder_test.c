/*
 * ladder_test — `noirlab ladder` and `noirlab tune` as programs: every bad
 * flag or file gets one line on stderr, exit status 2 and no database; a
 * small ladder writes its tables, its folder and the ladder tables of the
 * database, and a resume of it gives the same ratings; a sweep runs end to
 * end; the SPRT accepts H1 for configurations that really differ, and H0 for
 * the reverse order and for one configuration spelled two ways.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>
#include <sqlite3.h>

#include "tests/analysis/store_fixture.h"
#include "tests/common/cli_capture.h"
#include "tests/common/cli_fixture.h"

static void write_file(const char *name, const char *text, char *path, size_t pathlen)
{
    snprintf(path, pathlen, "%s", fixture_write(name, text));
}

static void test_ladder_refusals(void **state)
{
    (void)state;
    char db[128], bad[128], split[128], out[128];
    fixture_path("refused.db", db, sizeof db);
    fixture_path("file", out, sizeof out);
    write_file("file", "not a folder\n", out, sizeof out);
    write_file("bad.ini", "[campaign]\nseed = 1\ngames = 10\n[grid]\nscenario = beginner\nmotives = logic\n"
                          "detective = random\ndetective = heuristic:depth=2\nmurderer = random\n",
               bad, sizeof bad);
    write_file("split.ini", "[campaign]\nseed = 1\ngames = 10\n[grid]\nscenario = beginner\nmotives = logic\n"
                            "detective = random\nmurderer = random\n[grid]\nscenario = beginner\nmotives = logic\n"
                            "detective = heuristic\nmurderer = heuristic\n",
               split, sizeof split);
    NOIRLAB("ladder", "--db", db);
    cli_assert_refused("ladder", db, "give --config FILE, or both --detectives and --murderers");
    NOIRLAB("ladder", "--detectives", "random;heuristic:depth=2", "--murderers", "random", "--db", db);
    cli_assert_refused("ladder", db, "--detectives: policy heuristic: unknown parameter 'depth'");
    NOIRLAB("ladder", "--detectives", "random;;heuristic", "--murderers", "random", "--db", db);
    cli_assert_refused("ladder", db, "--detectives: has an empty SPEC");
    NOIRLAB("ladder", "--detectives", "random", "--murderers", "random", "--motives", "Sadistic", "--db", db);
    cli_assert_refused("ladder", db, "--motives: motives: unknown motive 'Sadistic'");
    NOIRLAB("ladder", "--detectives", "random", "--murderers", "random", "--games", "many", "--db", db);
    cli_assert_refused("ladder", db, "--games: games must be a whole number");
    NOIRLAB("ladder", "--detectives", "random", "--murderers", "random", "--threads", "0", "--db", db);
    cli_assert_refused("ladder", db, "--threads must be a whole number from 1 to 1024");
    NOIRLAB("ladder", "--detectives", "random", "--murderers", "random", "--out", out, "--db", db);
    cli_assert_refused("ladder", db, "exists and is not a noirlab report; choose another --out");
    NOIRLAB("ladder", "--config", bad, "--db", db);
    cli_assert_refused("ladder", db, "bad.ini:8: policy heuristic: unknown parameter 'depth'");
    NOIRLAB("ladder", "--config", bad, "--scenario", "t-men", "--db", db);
    cli_assert_refused("ladder", db, "--scenario cannot be combined with --config");
    NOIRLAB("ladder", "--config", split, "--db", db);
    cli_assert_refused("ladder", db, "detective 'heuristic' plays no game linking it to detective 'random'");
    NOIRLAB("ladder", "--detectives", "random", "--murderers", "random", "--colour", "red", "--db", db);
    cli_assert_refused("ladder", db, "unknown option '--colour'");
}

static void test_small_ladder(void **state)
{
    (void)state;
    char db[128], outdir[128], file[160];
    fixture_path("small.db", db, sizeof db);
    fixture_path("small", outdir, sizeof outdir);
    NOIRLAB("ladder", "--detectives", "random;heuristic;heuristic:lie=0.5", "--murderers", "random;heuristic",
            "--games", "60", "--seed", "3", "--threads", "2", "--db", db, "--out", outdir, "--quiet");
    if (o.status != 0)
        fail_msg("status %d: %s", o.status, o.err);
    assert_non_null(strstr(o.out, "### Detectives"));
    assert_non_null(strstr(o.out, "### Matchups"));
    assert_int_equal(fixture_query(db, "SELECT count(*) FROM ladder_ratings"), 5);
    assert_int_equal(fixture_query(db, "SELECT count(*) FROM ladder_ratings WHERE side = 'detective'"), 3);
    assert_int_equal(fixture_query(db, "SELECT count(*) FROM ladder_fit"), 1);
    assert_int_equal(fixture_query(db, "SELECT count(*) FROM ladder_matchups"), 6);
    assert_int_equal(fixture_query(db, "SELECT sum(games) FROM ladder_matchups"), 360);
    /* Built from flags, the campaign keeps a row per game, so adjacent rungs are paired game by game. */
    assert_int_equal(fixture_query(db, "SELECT count(*) FROM games"), 360);
    assert_non_null(strstr(o.out, "### Adjacent rungs, paired on common deals"));
    assert_null(strstr(o.out, "No per-game log"));
    /* The same configuration under two names: the same rating to the last digit. */
    assert_int_equal(fixture_query(db, "SELECT count(DISTINCT rating) FROM ladder_ratings WHERE policy LIKE 'heuristic%'"
                               " AND side = 'detective'"),
                     1);
    /* The murderers' ratings average 0. */
    assert_int_equal(fixture_query(db, "SELECT abs(avg(rating)) < 1e-9 FROM ladder_ratings WHERE side = 'murderer'"), 1);
    static const char *const files[] = {"ladder.md", "ratings.csv", "matrix.csv", "matrix.dat", "matrix.gp",
                                        "matrix.png", "matrix.svg"};
    for (size_t i = 0; i < sizeof files / sizeof files[0]; i++) {
        snprintf(file, sizeof file, "%s/%s", outdir, files[i]);
        if (!cli_exists(file))
            fail_msg("%s missing", file);
    }
    char first[65536];
    snprintf(first, sizeof first, "%s", o.out);

    /* Again into the same database: refused without --resume, same tables with it. */
    NOIRLAB("ladder", "--detectives", "random;heuristic;heuristic:lie=0.5", "--murderers", "random;heuristic",
            "--games", "60", "--seed", "3", "--db", db, "--quiet");
    assert_int_equal(o.status, 1);
    assert_non_null(strstr(o.err, "add --resume"));
    NOIRLAB("ladder", "--detectives", "random;heuristic;heuristic:lie=0.5", "--murderers", "random;heuristic",
            "--games", "60", "--seed", "3", "--db", db, "--quiet", "--resume");
    assert_int_equal(o.status, 0);
    /* The tables are the same; only the closing line (games played now) differs. */
    char *end_first = strstr(first, db), *end_again = strstr(o.out, db);
    assert_non_null(end_first);
    assert_non_null(end_again);
    *end_first = *end_again = '\0';
    assert_string_equal(first, o.out);
}

/* Whole configurations as tic labels: the picture is sized for them, and
 * gnuplot has nothing to warn about (it once said "Terminal canvas area too
 * small to hold plot" for the model rows of docs/ismcts.md). */
static void test_long_names_fit_the_plot(void **state)
{
    (void)state;
    char db[128], outdir[128], file[160];
    fixture_path("long-names.db", db, sizeof db);
    fixture_path("long-names", outdir, sizeof outdir);
    NOIRLAB("ladder", "--detectives", "heuristic:lie=0.5000000000,silenced=0.99900000000000000;heuristic",
            "--murderers", "heuristic:lie=0.5000000000000000000000000000000000;random", "--games", "4", "--seed",
            "1", "--threads", "1", "--db", db, "--out", outdir, "--quiet");
    if (o.status != 0)
        fail_msg("status %d: %s", o.status, o.err);
    if (strstr(o.err, "warning"))
        fail_msg("gnuplot warned: %s", o.err);
    snprintf(file, sizeof file, "%s/matrix.png", outdir);
    assert_true(cli_exists(file));
}

static void test_tune_refusals(void **state)
{
    (void)state;
    char db[128];
    fixture_path("tune-refused.db", db, sizeof db);
    NOIRLAB("tune", "--policy", "heuristic", "--param", "lie=0.1", "--db", db);
    cli_assert_refused("tune", db, "--side detective|murderer is required");
    NOIRLAB("tune", "--policy", "heuristic", "--side", "detective", "--param", "lie=0.1,x", "--db", db);
    cli_assert_refused("tune", db, "--param: configuration heuristic:lie=x: ");
    NOIRLAB("tune", "--policy", "heuristic", "--side", "murderer", "--param", "lie=0.1,0.2", "--budget", "100",
            "--db", db);
    cli_assert_refused("tune", db, "--budget: 100 games are too few for 2 configurations");
    NOIRLAB("tune", "--sprt", "heuristic", "--side", "detective", "--db", db);
    cli_assert_refused("tune", db, "--sprt needs two values");
    NOIRLAB("tune", "--sprt", "heuristic", "heuristic", "--side", "detective", "--db", db);
    cli_assert_refused("tune", db, "A and B are the same configuration");
    NOIRLAB("tune", "--sprt", "heuristic", "random", "--side", "detective", "--alpha", "0.7", "--db", db);
    cli_assert_refused("tune", db, "--alpha must be between 0 and 0.5");
    NOIRLAB("tune", "--sprt", "heuristic", "random", "--side", "detective", "--vs", "nobody", "--db", db);
    cli_assert_refused("tune", db, "--vs: unknown policy 'nobody'");
}

/* The text of sprt_tests.result in db ("" when there is none). */
static const char *sprt_result(const char *db)
{
    static char text[64];
    text[0] = '\0';
    sqlite3 *h;
    sqlite3_stmt *st;
    if (sqlite3_open_v2(db, &h, SQLITE_OPEN_READONLY, NULL) == SQLITE_OK &&
        sqlite3_prepare_v2(h, "SELECT result FROM sprt_tests", -1, &st, NULL) == SQLITE_OK) {
        if (sqlite3_step(st) == SQLITE_ROW)
            snprintf(text, sizeof text, "%s", (const char *)sqlite3_column_text(st, 0));
        sqlite3_finalize(st);
    }
    sqlite3_close(h);
    return text;
}

static void test_tune_sweep_and_sprt(void **state)
{
    (void)state;
    char db[128], db2[128];
    fixture_path("sweep.db", db, sizeof db);
    fixture_path("sprt.db", db2, sizeof db2);
    NOIRLAB("tune", "--policy", "heuristic", "--side", "murderer", "--param", "lie=0.1,0.5,0.9", "--budget", "800",
            "--threads", "2", "--db", db, "--quiet");
    if (o.status != 0)
        fail_msg("status %d: %s", o.status, o.err);
    assert_non_null(strstr(o.out, "best: heuristic:lie="));
    assert_non_null(strstr(o.out, "runner-up: "));
    assert_int_equal(fixture_query(db, "SELECT count(*) FROM tune_configs"), 3);
    assert_int_equal(fixture_query(db, "SELECT rounds FROM tune_configs WHERE rank = 1"), 2);
    assert_int_equal(fixture_query(db, "SELECT sum(games) FROM tune_configs"), fixture_query(db, "SELECT sum(games) FROM chunks"));

    /* Two spellings of one configuration (lie=0.5 is the default): every pair
     * is a draw, H0 (no gain) is accepted. */
    NOIRLAB("tune", "--sprt", "heuristic", "heuristic:lie=0.5", "--side", "detective", "--threads", "2", "--db", db2,
            "--quiet");
    if (o.status != 0)
        fail_msg("status %d: %s", o.status, o.err);
    assert_non_null(strstr(o.out, "result: H0 accepted"));
    assert_int_equal(fixture_query(db2, "SELECT a_only + b_only FROM sprt_tests"), 0);
    assert_string_equal(sprt_result(db2), "H0 accepted");
    assert_int_equal(fixture_query(db2, "SELECT count(*) FROM sprt_steps"), fixture_query(db2, "SELECT count(*) FROM chunks") / 4);
}

/*
 * Configurations that really differ: against the heuristic Murderer the
 * heuristic Detective wins about 0.47 of its games and the random one about
 * 0.01 (noirlab bench), so A wins nearly every decided pair: H1 (A gains
 * 10 Elo or more) is accepted for heuristic over random, and H0 when the two
 * are given the other way round.  Both stop within the first batches: an
 * Elo gap of several hundred against the 0 / 10 Elo hypotheses.
 */
static void test_sprt_real_difference(void **state)
{
    (void)state;
    char db[128], db2[128];
    fixture_path("sprt-h1.db", db, sizeof db);
    fixture_path("sprt-h0.db", db2, sizeof db2);
    NOIRLAB("tune", "--sprt", "heuristic", "random", "--side", "detective", "--threads", "2", "--db", db, "--quiet");
    if (o.status != 0)
        fail_msg("status %d: %s", o.status, o.err);
    assert_non_null(strstr(o.out, "result: H1 accepted"));
    assert_string_equal(sprt_result(db), "H1 accepted");
    assert_true(fixture_query(db, "SELECT a_only > 10 * b_only FROM sprt_tests") == 1);

    NOIRLAB("tune", "--sprt", "random", "heuristic", "--side", "detective", "--threads", "2", "--db", db2, "--quiet");
    if (o.status != 0)
        fail_msg("status %d: %s", o.status, o.err);
    assert_non_null(strstr(o.out, "result: H0 accepted"));
    assert_string_equal(sprt_result(db2), "H0 accepted");
    assert_true(fixture_query(db2, "SELECT b_only > 10 * a_only FROM sprt_tests") == 1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_ladder_refusals),
        cmocka_unit_test(test_small_ladder),
        cmocka_unit_test(test_long_names_fit_the_plot),
        cmocka_unit_test(test_tune_refusals),
        cmocka_unit_test(test_tune_sweep_and_sprt),
        cmocka_unit_test(test_sprt_real_difference),
    };
    return cmocka_run_group_tests(tests, cli_fixture_setup, cli_fixture_teardown);
}
