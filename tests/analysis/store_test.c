/*
 * store_test — the SQLite store (analysis/store.c, docs/schema.md): one run
 * stored with 1 thread, with 2 threads, and as 3 shards merged gives the same
 * database; a database refuses a second run, a resume of another
 * configuration or shard, and a merge of shards that do not belong together;
 * the win_rates view adds up; a cell's row names its setup and every motive
 * of its set (earlier schema versions: store_upgrade_test.c).
 */
#include <glob.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cmocka.h>

#include "tests/analysis/store_fixture.h"

/* 3 cells x 1,200 games in chunks of 100, three games in ten logged. */
#define CAMPAIGN_TEXT(seed)                                                                                  \
    "[campaign]\nname = store\nseed = " seed "\ngames = 1200\nchunk = 100\nrows = sample=0.3\n"             \
    "[grid]\nscenario = beginner\nmotives = logic\nmotives = Maniac,Killer\n"                              \
    "detective = random\nmurderer = random\n"                                                             \
    "[grid]\nscenario = t-men\nmotives = logic\nsurveillance_ban = 5\ndetective = random\nmurderer = random\n"
static const char campaign_text[] = CAMPAIGN_TEXT("5");
static Campaign campaign;
static char reference[512]; /* the run with 1 thread */

static int setup(void **state)
{
    (void)state;
    if (fixture_setup())
        return -1;
    return 0;
}

static int teardown(void **state)
{
    (void)state;
    campaign_free(&campaign);
    fixture_teardown();
    return 0;
}

static void run_ok(const Campaign *c, const char *db, RunOptions opt)
{
    char err[2048];
    if (fixture_run(c, db, &opt, err, sizeof err))
        fail_msg("%s: %s", db, err);
}

static void assert_same_database(const char *a, const char *b)
{
    char *da = fixture_dump(a), *db = fixture_dump(b);
    if (strcmp(da, db) != 0)
        fail_msg("%s and %s differ", a, b);
    free(da);
    free(db);
}

static int exists(const char *path)
{
    return access(path, F_OK) == 0;
}

/* ---- one run, three ways ---- */

static void test_threads_and_merged_shards_give_the_same_database(void **state)
{
    (void)state;
    char two[512], shard[3][512], merged[512], err[2048];
    fixture_campaign(&campaign, campaign_text);
    assert_int_equal(campaign.n_cells, 3);
    fixture_path("one-thread.db", reference, sizeof reference);
    fixture_path("two-threads.db", two, sizeof two);
    fixture_path("merged.db", merged, sizeof merged);
    run_ok(&campaign, reference, (RunOptions){.threads = 1});
    run_ok(&campaign, two, (RunOptions){.threads = 2});
    for (int i = 0; i < 3; i++) {
        char name[32];
        snprintf(name, sizeof name, "shard%d.db", i + 1);
        fixture_path(name, shard[i], sizeof shard[i]);
        run_ok(&campaign, shard[i], (RunOptions){.threads = 2, .shard = i + 1, .shards = 3});
        assert_int_equal(fixture_query(shard[i], "SELECT count(*) FROM chunks"), 12);
    }
    char *paths[3] = {shard[2], shard[0], shard[1]}; /* any order */
    MergeInfo info;
    if (store_merge(merged, paths, 3, &info, err, sizeof err))
        fail_msg("%s", err);
    assert_int_equal(info.shard_count, 3);
    assert_int_equal(info.chunks, 36);
    assert_int_equal(info.chunks_expected, 36);

    assert_same_database(reference, two);
    assert_same_database(reference, merged);

    /* What the tables hold, checked directly. */
    assert_int_equal(fixture_query(reference, "SELECT sum(games) FROM cell_results"), 3 * 1200);
    assert_int_equal(fixture_query(reference, "SELECT sum(games) FROM chunks"), 3 * 1200);
    long long rows = fixture_query(reference, "SELECT count(*) FROM games");
    assert_in_range(rows, 3 * 1200 * 0.3 - 150, 3 * 1200 * 0.3 + 150);
    assert_int_equal(fixture_query(reference, "SELECT count(*) FROM runs WHERE finished IS NOT NULL"), 1);
    assert_int_equal(fixture_query(merged, "SELECT merged_from * 100 + shard * 10 + shard_count FROM runs"), 311);
    assert_int_equal(fixture_query(merged, "SELECT count(*) FROM runs WHERE finished IS NOT NULL"), 1);
    assert_int_equal(fixture_query(shard[1], "SELECT shard * 10 + shard_count FROM runs"), 23);
}

/* win_rates: a row per cell and true motive, and one per cell with motive
 * 'all' that is their sum. */
static void test_win_rates_view_adds_up(void **state)
{
    (void)state;
    /* cells 0 and 2 have the 6 Logic motives, cell 1 has Maniac and Killer */
    assert_int_equal(fixture_query(reference, "SELECT count(*) FROM win_rates WHERE motive <> 'all'"), 6 + 2 + 6);
    assert_int_equal(fixture_query(reference, "SELECT count(*) FROM win_rates WHERE motive = 'all'"), 3);
    assert_int_equal(fixture_query(reference,
                                   "SELECT count(*) FROM win_rates a WHERE motive = 'all' AND"
                                   " games = (SELECT sum(games) FROM win_rates b WHERE b.cell = a.cell AND"
                                   " b.motive <> 'all') AND detective_wins = (SELECT sum(detective_wins)"
                                   " FROM win_rates b WHERE b.cell = a.cell AND b.motive <> 'all')"),
                     3);
    assert_int_equal(fixture_query(reference, "SELECT count(*) FROM win_rates WHERE scenario = 't-men' AND"
                                              " switches = 'surveillance_ban=5' AND detective = 'random' AND"
                                              " murderer = 'random' AND motive = 'all' AND games = 1200"),
                     1);
    assert_int_equal(fixture_query(reference, "SELECT count(*) FROM win_rates WHERE motive_set = 'Maniac,Killer'"),
                     3);
    /* Every game has a confusion cell and a bin in each histogram. */
    assert_int_equal(fixture_query(reference, "SELECT sum(games) FROM cell_confusion"), 3600);
    assert_int_equal(fixture_query(reference, "SELECT sum(games) FROM cell_shape WHERE metric = 'murders'"), 3600);
    assert_int_equal(fixture_query(reference, "SELECT sum(games) FROM cell_shape WHERE metric = 'refusals'"), 3600);
    assert_int_equal(fixture_query(reference, "SELECT sum(games) FROM cell_shape WHERE metric = 'rounds'"), 3600);
    /* The per-game log agrees with the aggregates it samples. */
    assert_int_equal(fixture_query(reference, "SELECT count(*) FROM game_metrics g JOIN motives m ON m.id = g.value"
                                              " WHERE g.metric = 'motive' AND m.name NOT IN (SELECT motive"
                                              " FROM cell_motive c WHERE c.cell = g.cell)"),
                     0);
    assert_true(fixture_query(reference, "SELECT count(*) FROM game_metrics WHERE metric = 'motive'") > 0);
}

/* Every table and view the store creates has a section in docs/schema.md
 * ("### `name`", or its signature "name(" for a view) and every column is
 * described there (as `column`, or in a view's signature). */
static void test_schema_is_documented(void **state)
{
    (void)state;
    FILE *f = fopen("docs/schema.md", "r");
    assert_non_null(f);
    static char doc[65536];
    doc[fread(doc, 1, sizeof doc - 1, f)] = '\0';
    fclose(f);
    sqlite3 *h;
    sqlite3_stmt *tables, *cols;
    assert_int_equal(sqlite3_open_v2(reference, &h, SQLITE_OPEN_READONLY, NULL), SQLITE_OK);
    assert_int_equal(sqlite3_prepare_v2(h, "SELECT name FROM sqlite_schema WHERE type IN ('table', 'view')", -1,
                                        &tables, NULL),
                     SQLITE_OK);
    int checked = 0;
    while (sqlite3_step(tables) == SQLITE_ROW) {
        char want[128];
        const char *table = (const char *)sqlite3_column_text(tables, 0);
        char signature[128];
        snprintf(want, sizeof want, "### `%s`", table);
        snprintf(signature, sizeof signature, "\n%s(", table);
        if (!strstr(doc, want) && !strstr(doc, signature))
            fail_msg("docs/schema.md does not describe %s", table);
        assert_int_equal(sqlite3_prepare_v2(h, "SELECT name FROM pragma_table_info(?)", -1, &cols, NULL), SQLITE_OK);
        sqlite3_bind_text(cols, 1, table, -1, SQLITE_TRANSIENT);
        while (sqlite3_step(cols) == SQLITE_ROW) {
            const char *col = (const char *)sqlite3_column_text(cols, 0);
            snprintf(want, sizeof want, "`%s`", col);
            char listed[128];
            snprintf(listed, sizeof listed, "%s,", col); /* in a view's signature */
            if (!strstr(doc, want) && !strstr(doc, listed))
                fail_msg("docs/schema.md does not describe %s.%s", table, col);
            checked++;
        }
        sqlite3_finalize(cols);
    }
    sqlite3_finalize(tables);
    sqlite3_close(h);
    assert_true(checked > 50);
}

/* A cell's row names its scenario, motive set and switches in the words of
 * Intent to Kill's CAMPAIGN hook (runner/cell_setup.h), and every motive of
 * its set shows in cell_motive, with 0 for one no game was dealt: one game
 * of the six Logic motives deals one. */
static void test_cells_name_their_setup_and_every_motive(void **state)
{
    (void)state;
    char db[512];
    assert_int_equal(fixture_run_text("[campaign]\nname = one\nseed = 3\ngames = 1\n[grid]\nscenario = touch-of-evil\n"
                                      "motives = logic\nscenario_rules = 0\nsurveillance_ban = 4\n"
                                      "detective = random\nmurderer = random\n",
                                      "one.db", 1, db, sizeof db),
                     0);
    static const struct {
        const char *sql;
        long long want;
    } check[] = {
        {"SELECT count(*) FROM cell_motive WHERE cell = 0", 6},
        {"SELECT count(*) FROM cell_motive WHERE cell = 0 AND games = 0", 5},
        {"SELECT count(*) FROM cells WHERE scenario = 'touch-of-evil' AND motive_count = 6 AND switches ="
         " 'surveillance_ban=4,scenario_rules=0' AND surveillance_ban = 4 AND scenario_rules = 0 AND rules = 'none'"
         " AND game = 'itk'",
         1},
    };
    for (size_t i = 0; i < sizeof check / sizeof check[0]; i++)
        if (fixture_query(db, check[i].sql) != check[i].want)
            fail_msg("%s: %lld, not %lld", check[i].sql, fixture_query(db, check[i].sql), check[i].want);
}

/* ---- refusals ---- */

static void test_second_run_and_foreign_resume_are_refused(void **state)
{
    (void)state;
    char err[2048], *before = fixture_dump(reference);
    Campaign other;
    fixture_campaign(&other, CAMPAIGN_TEXT("6"));

    assert_int_equal(fixture_run(&campaign, reference, &(RunOptions){0}, err, sizeof err), -1);
    assert_non_null(strstr(err, "already holds a run of campaign 'store'; add --resume"));
    assert_int_equal(fixture_run(&other, reference, &(RunOptions){.resume = 1}, err, sizeof err), -1);
    assert_non_null(strstr(err, "holds a run of another configuration"));
    assert_int_equal(fixture_run(&campaign, reference, &(RunOptions){.resume = 1, .shard = 1, .shards = 2}, err,
                                 sizeof err),
                     -1);
    assert_non_null(strstr(err, "holds shard 1/1; resume it with --shard 1/1"));

    char *after = fixture_dump(reference);
    assert_string_equal(before, after); /* nothing was written */
    free(before);
    free(after);
    assert_int_equal(fixture_query(reference, "SELECT resumed FROM runs"), 0);

    /* A resume of a finished run plays nothing and changes no result. */
    run_ok(&campaign, reference, (RunOptions){.resume = 1});
    assert_int_equal(fixture_query(reference, "SELECT resumed FROM runs"), 1);
    assert_int_equal(fixture_query(reference, "SELECT sum(games) FROM cell_results"), 3600);
    campaign_free(&other);
}

static void test_files_that_are_not_ours_are_refused_untouched(void **state)
{
    (void)state;
    char err[2048], db[512];
    const char *text = fixture_write("notes.txt", "these are not the results you are looking for\n");
    assert_null(store_open(text, err, sizeof err));
    assert_non_null(strstr(err, "notes.txt: not a SQLite database"));
    FILE *f = fopen(text, "r");
    char line[128];
    assert_non_null(fgets(line, sizeof line, f));
    fclose(f);
    assert_string_equal(line, "these are not the results you are looking for\n");

    fixture_path("foreign.db", db, sizeof db);
    sqlite3 *h;
    assert_int_equal(sqlite3_open(db, &h), SQLITE_OK);
    assert_int_equal(sqlite3_exec(h, "CREATE TABLE recipes (name TEXT)", NULL, NULL, NULL), SQLITE_OK);
    sqlite3_close(h);
    assert_null(store_open(db, err, sizeof err));
    assert_non_null(strstr(err, "not a noirlab one"));
    assert_int_equal(fixture_query(db, "SELECT count(*) FROM sqlite_schema"), 1);
}

/* A new database appears only once it holds a run: opening and closing
 * without one creates nothing (so nothing has to be removed, store.h). */
static void test_unused_new_database_is_removed(void **state)
{
    (void)state;
    char err[256], db[512];
    fixture_path("unused.db", db, sizeof db);
    Store *s = store_open(db, err, sizeof err);
    assert_non_null(s);
    store_close(s);
    assert_false(exists(db));
}

/* ---- merge refusals ---- */

static void assert_merge_refused(char **paths, int n, const char *out, const char *message)
{
    char err[2048];
    MergeInfo info;
    assert_int_equal(store_merge(out, paths, n, &info, err, sizeof err), -1);
    if (!strstr(err, message))
        fail_msg("merge message '%s' lacks '%s'", err, message);
}

static void test_mismatched_merges_are_refused(void **state)
{
    (void)state;
    char out[512], s1[512], s2[512], s3[512], other[512], half[512];
    fixture_path("refused.db", out, sizeof out);
    fixture_path("shard1.db", s1, sizeof s1);
    fixture_path("shard2.db", s2, sizeof s2);
    fixture_path("shard3.db", s3, sizeof s3);
    fixture_path("other-seed.db", other, sizeof other);
    fixture_path("half.db", half, sizeof half);

    Campaign c;
    fixture_campaign(&c, CAMPAIGN_TEXT("6"));
    run_ok(&c, other, (RunOptions){.shard = 2, .shards = 3});
    run_ok(&campaign, half, (RunOptions){.shard = 2, .shards = 2});
    campaign_free(&c);

    assert_merge_refused((char *[]){s1, other}, 2, out, "other-seed.db: a run of another configuration than");
    assert_merge_refused((char *[]){s1, half}, 2, out, "half.db: shard 2/2, but");
    assert_merge_refused((char *[]){s1, s2, s1}, 3, out, "shard1.db: shard 1/3, the same as");
    assert_merge_refused((char *[]){s1, out}, 2, out, "refused.db: cannot open");
    const char *notes = fixture_write("notes2.txt", "not a database\n");
    assert_merge_refused((char *[]){s1, (char *)notes}, 2, out, "notes2.txt: not a SQLite database");
    assert_false(exists(out));

    /* An existing output is never replaced. */
    assert_merge_refused((char *[]){s1, s2, s3}, 3, reference, "already exists");
    assert_int_equal(fixture_query(reference, "SELECT merged_from FROM runs"), 0);

    /* No temporary file is left behind by the refusals. */
    char pattern[512];
    glob_t found;
    fixture_path("*.tmp-*", pattern, sizeof pattern);
    assert_int_equal(glob(pattern, 0, NULL, &found), GLOB_NOMATCH);
}

/* Merging some of the shards gives an unfinished run of shard 1/1; a resume
 * of it plays the missing chunks and ends equal to the whole run. */
static void test_partial_merge_then_resume(void **state)
{
    (void)state;
    char out[512], s1[512], s3[512], err[2048];
    fixture_path("partial.db", out, sizeof out);
    fixture_path("shard1.db", s1, sizeof s1);
    fixture_path("shard3.db", s3, sizeof s3);
    MergeInfo info;
    if (store_merge(out, (char *[]){s1, s3}, 2, &info, err, sizeof err))
        fail_msg("%s", err);
    assert_int_equal(info.chunks, 24);
    assert_int_equal(info.chunks_expected, 36);
    assert_int_equal(fixture_query(out, "SELECT count(*) FROM runs WHERE finished IS NULL"), 1);
    run_ok(&campaign, out, (RunOptions){.threads = 2, .resume = 1});
    assert_same_database(reference, out);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_threads_and_merged_shards_give_the_same_database),
        cmocka_unit_test(test_win_rates_view_adds_up),
        cmocka_unit_test(test_schema_is_documented),
        cmocka_unit_test(test_cells_name_their_setup_and_every_motive),
        cmocka_unit_test(test_second_run_and_foreign_resume_are_refused),
        cmocka_unit_test(test_files_that_are_not_ours_are_refused_untouched),
        cmocka_unit_test(test_unused_new_database_is_removed),
        cmocka_unit_test(test_mismatched_merges_are_refused),
        cmocka_unit_test(test_partial_merge_then_resume),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
