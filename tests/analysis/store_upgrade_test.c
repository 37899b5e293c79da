/*
 * store_upgrade_test — databases of earlier schema versions (analysis/store.c,
 * docs/schema.md, "Upgrading").  Two version 4 databases written by the
 * release before version 5 are committed beside this file as SQL text (v4/,
 * `sqlite3 DB .dump`, with the campaigns that made them), loaded into a
 * scratch database for each test: shard 1/2 of an Intent to Kill campaign and a
 * NOIR campaign, every game logged.  A writer opening one keeps a copy of it
 * as it was (PATH.v4.bak), upgrades it, and the stable views and version 4's
 * cell_results then hold the same rows as before; the per-game log becomes a
 * row per game and seat and per game and metric; the upgraded shard resumes
 * and merges with a shard written by this version.  Versions 2 and 3 (taken
 * down from the committed database by hand) upgrade to the same database.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "tests/analysis/store_fixture.h"

#define V4_DIR "tests/analysis/v4/" /* the dumps (.sql) and the campaigns that wrote them */
#define V5_DIR "tests/analysis/v5/"

static Campaign itk, noir, noir5;

static void load(Campaign *c, const char *path)
{
    char err[CAMPAIGN_ERR_MAX];
    if (campaign_load(c, &fixture_catalog, path, NULL, err, sizeof err))
        fail_msg("%s", err);
}

static int setup(void **state)
{
    (void)state;
    if (fixture_setup())
        return -1;
    load(&itk, V4_DIR "itk.ini");
    load(&noir, V4_DIR "noir.ini");
    load(&noir5, V5_DIR "noir.ini");
    return 0;
}

static int teardown(void **state)
{
    (void)state;
    campaign_free(&itk);
    campaign_free(&noir);
    campaign_free(&noir5);
    fixture_teardown();
    return 0;
}

/* The committed dump `from` (sqlite3 .dump of the version 4 file, with its
 * application id) loaded into a new database `name` in the scratch folder. */
static void load_dump(const char *from, const char *name, char *out, size_t outlen)
{
    fixture_path(name, out, outlen);
    FILE *in = fopen(from, "rb");
    assert_non_null(in);
    assert_int_equal(fseek(in, 0, SEEK_END), 0);
    long size = ftell(in);
    assert_true(size > 0);
    rewind(in);
    char *sql = malloc((size_t)size + 1);
    assert_non_null(sql);
    assert_int_equal(fread(sql, 1, (size_t)size, in), (size_t)size);
    sql[size] = '\0';
    fclose(in);
    unlink(out);
    sqlite3 *h;
    assert_int_equal(sqlite3_open(out, &h), SQLITE_OK);
    char *err = NULL;
    if (sqlite3_exec(h, sql, NULL, NULL, &err) != SQLITE_OK)
        fail_msg("%s: %s", from, err);
    sqlite3_close(h);
    free(sql);
}

/* What version 4 promised its readers, as text: the stable views, version
 * 4's per-cell tables (cell_results is a view from version 5 on) and the run. */
static const char *const promised_sql[] = {
    "SELECT * FROM win_rates ORDER BY cell, motive",
    "SELECT * FROM game_outcomes ORDER BY cell",
    "SELECT * FROM cell_results ORDER BY cell",
    "SELECT * FROM cell_motive ORDER BY cell, motive",
    "SELECT * FROM cell_confusion ORDER BY cell, true_motive, accused_motive",
    "SELECT * FROM cell_shape ORDER BY cell, metric, value",
    "SELECT * FROM cells ORDER BY id",
    "SELECT * FROM chunks ORDER BY cell, chunk",
    "SELECT campaign, configuration, config_hash, master_seed, games_per_cell, chunk_size, row_log, shard,"
    " shard_count FROM runs",
};

static char *promised(const char *db)
{
    return fixture_dump_queries(db, promised_sql, sizeof promised_sql / sizeof promised_sql[0]);
}

static void assert_same_text(const char *a, const char *b, const char *what)
{
    if (strcmp(a, b) != 0)
        fail_msg("%s differ:\n%s\n----\n%s", what, a, b);
}

static void run_ok(const Campaign *c, const char *db, RunOptions opt)
{
    char err[2048];
    if (fixture_run(c, db, &opt, err, sizeof err))
        fail_msg("%s: %s", db, err);
}

/* Upgrade a copy of the committed database `from` by resuming `c` on it;
 * checks the copy kept and the promised rows, and leaves the path in db. */
static void assert_upgrades(const char *from, int version, const char *name, const Campaign *c, RunOptions opt,
                            char *db, size_t dblen)
{
    char bak[600];
    load_dump(from, name, db, dblen);
    char *before = promised(db);
    assert_int_equal(fixture_query(db, "SELECT version FROM schema_version"), version);
    assert_int_equal(fixture_query(db, "SELECT count(*) FROM game_outcomes WHERE games > 0"), c->n_cells);
    opt.resume = 1;
    run_ok(c, db, opt); /* every chunk of it is stored: plays nothing */
    assert_int_equal(fixture_query(db, "SELECT version FROM schema_version"), STORE_SCHEMA_VERSION);
    assert_int_equal(fixture_query(db, "SELECT resumed FROM runs"), 1);
    char *after = promised(db);
    assert_same_text(before, after, "the promised rows before and after the upgrade");
    /* The copy is the database as it was. */
    snprintf(bak, sizeof bak, "%s.v%d.bak", db, version);
    assert_int_equal(fixture_query(bak, "SELECT version FROM schema_version"), version);
    char *kept = promised(bak);
    assert_same_text(before, kept, "the database and its copy");
    assert_int_equal(fixture_query(bak, "SELECT count(*) FROM pragma_table_info('games')"), version == 4 ? 14 : 3);
    free(before);
    free(after);
    free(kept);
}

/* The per-game log in long form: two seats a game, the winner scoring 1 and
 * ranked 1, the loser 0 and 2, adding up to the cell's totals; a row per
 * metric of the game's class, by name. */
static void assert_long_form(const char *db, const Campaign *c)
{
    long long games = fixture_query(db, "SELECT count(*) FROM games");
    assert_true(games > 0);
    assert_int_equal(fixture_query(db, "SELECT count(*) FROM game_seats"), 2 * games);
    assert_int_equal(fixture_query(db, "SELECT count(*) FROM game_seats WHERE score + rank <> 2"), 0);
    assert_int_equal(fixture_query(db, "SELECT count(*) FROM game_outcomes o WHERE detective_wins <>"
                                       " (SELECT sum(score) FROM game_seats s WHERE s.cell = o.cell AND seat = 1)"
                                       " OR murderer_wins <> (SELECT sum(score) FROM game_seats s"
                                       " WHERE s.cell = o.cell AND seat = 0)"),
                     0);
    assert_int_equal(fixture_query(db, "SELECT count(*) FROM cell_seat_results r WHERE score <> wins OR score <>"
                                       " (SELECT sum(score) FROM game_seats s WHERE s.cell = r.cell AND"
                                       " s.seat = r.seat)"),
                     0);
    assert_int_equal(fixture_query(db, "SELECT count(*) FROM game_metrics"), c->game->n_metrics * games);
    for (int m = 0; m < c->game->n_metrics; m++) {
        char sql[256];
        snprintf(sql, sizeof sql, "SELECT count(*) FROM game_metrics WHERE metric = '%s'", c->game->metric[m].name);
        assert_int_equal(fixture_query(db, sql), games);
    }
    for (int seat = 0; seat < GAME_SEATS; seat++) {
        char sql[256];
        snprintf(sql, sizeof sql, "SELECT count(*) FROM cell_seats WHERE seat = %d AND name = '%s'", seat,
                 c->game->seat_name[seat]);
        assert_int_equal(fixture_query(db, sql), c->n_cells);
    }
}

/* Shard 1/2 of Intent to Kill's campaign: upgraded by its resume, then merged
 * with shard 2/2 written by this version into the whole campaign. */
static void test_version_4_shard_upgrades_resumes_and_merges(void **state)
{
    (void)state;
    char db[512], second[512], merged[512], err[2048];
    assert_upgrades(V4_DIR "itk-shard-1-of-2.sql", 4, "itk-1.db", &itk, (RunOptions){.threads = 1, .shard = 1, .shards = 2},
                    db, sizeof db);
    assert_long_form(db, &itk);
    fixture_path("itk-2.db", second, sizeof second);
    run_ok(&itk, second, (RunOptions){.threads = 2, .shard = 2, .shards = 2});
    fixture_path("itk-merged.db", merged, sizeof merged);
    MergeInfo info;
    if (store_merge(merged, (char *[]){db, second}, 2, &info, err, sizeof err))
        fail_msg("%s", err);
    assert_int_equal(info.chunks, info.chunks_expected);
    /* Every row of win_rates is the sum of the shards' rows. */
    char sql[1024];
    snprintf(sql, sizeof sql,
             "SELECT count(*) FROM win_rates m JOIN a.win_rates x USING (cell, motive) JOIN b.win_rates y"
             " USING (cell, motive) WHERE m.games = x.games + y.games AND m.detective_wins = x.detective_wins +"
             " y.detective_wins AND m.games > 0");
    sqlite3 *h;
    assert_int_equal(sqlite3_open_v2(merged, &h, SQLITE_OPEN_READWRITE, NULL), SQLITE_OK);
    char *attach = sqlite3_mprintf("ATTACH %Q AS a; ATTACH %Q AS b", db, second);
    assert_int_equal(sqlite3_exec(h, attach, NULL, NULL, NULL), SQLITE_OK);
    sqlite3_free(attach);
    sqlite3_stmt *st;
    assert_int_equal(sqlite3_prepare_v2(h, sql, -1, &st, NULL), SQLITE_OK);
    assert_int_equal(sqlite3_step(st), SQLITE_ROW);
    assert_int_equal(sqlite3_column_int(st, 0), 6 + 2 + 2); /* two cells' motives and their 'all' rows */
    sqlite3_finalize(st);
    sqlite3_close(h);
    assert_int_equal(fixture_query(merged, "SELECT sum(games) FROM game_outcomes"), 2 * 200);
    assert_int_equal(fixture_query(merged, "SELECT count(*) FROM game_seats"), 2 * 2 * 200);
}

/* NOIR's campaign: its seats' names, its metrics, and the same report rows. */
static void test_version_4_noir_upgrades(void **state)
{
    (void)state;
    char db[512];
    assert_upgrades(V4_DIR "noir.sql", 4, "noir.db", &noir, (RunOptions){.threads = 2}, db, sizeof db);
    assert_long_form(db, &noir);
    assert_int_equal(fixture_query(db, "SELECT count(*) FROM cell_seats WHERE name IN ('killer', 'inspector')"), 4);
}

/* Version 6's seat tables, as text. */
static const char *const seats_sql[] = {
    "SELECT * FROM cell_seat_results ORDER BY cell, seat",
    "SELECT * FROM cell_seat_ranks ORDER BY cell, seat, rank, shared",
    "SELECT * FROM game_seats ORDER BY cell, game, seat",
};

/* A version 5 database of NOIR (won and unfinished games: the turn limit of
 * one cell is 6, N14) upgrades with the promised rows unchanged, and its
 * seat tables are those a run of this version writes for the same campaign:
 * the ranks derived from the wins and unfinished games are the games'. */
static void test_version_5_upgrades(void **state)
{
    (void)state;
    char db[512], fresh[512];
    assert_upgrades(V5_DIR "noir.sql", 5, "noir5.db", &noir5, (RunOptions){.threads = 2}, db, sizeof db);
    assert_true(fixture_query(db, "SELECT sum(unfinished) FROM cell_totals") > 0);
    assert_int_equal(fixture_query(db, "SELECT count(*) FROM cell_seat_results WHERE score_sq <> score"), 0);
    fixture_path("noir5-fresh.db", fresh, sizeof fresh);
    run_ok(&noir5, fresh, (RunOptions){.threads = 2});
    char *upgraded = fixture_dump_queries(db, seats_sql, sizeof seats_sql / sizeof seats_sql[0]);
    char *written = fixture_dump_queries(fresh, seats_sql, sizeof seats_sql / sizeof seats_sql[0]);
    assert_same_text(upgraded, written, "the seat tables of the upgraded and of a new database");
    free(upgraded);
    free(written);
}

/* A second upgrade never overwrites the first one's copy: it is refused and
 * the database stays as it was.  Readers leave an old database untouched:
 * merge refuses it and names the command that upgrades it. */
static void test_old_copies_and_readers(void **state)
{
    (void)state;
    char db[512], bak[600], out[512], err[2048];
    load_dump(V4_DIR "noir.sql", "again.db", db, sizeof db);
    snprintf(bak, sizeof bak, "%s.v4.bak", db);
    fclose(fopen(bak, "w"));
    assert_null(store_open(db, err, sizeof err));
    assert_non_null(strstr(err, "again.db.v4.bak: File exists (move it away, then run again)"));
    assert_int_equal(fixture_query(db, "SELECT version FROM schema_version"), 4);
    fixture_path("refused-merge.db", out, sizeof out);
    MergeInfo info;
    assert_int_equal(store_merge(out, (char *[]){db}, 1, &info, err, sizeof err), -1);
    assert_non_null(strstr(err, "schema version 4; `noirlab run --db"));
    assert_non_null(strstr(err, "again.db.v4.bak"));
    assert_int_equal(access(out, F_OK), -1);
    assert_int_equal(fixture_query(db, "SELECT version FROM schema_version"), 4);
}

/* Versions 2 and 3, taken down from the committed version 4 database by
 * hand, upgrade to the database version 4 upgrades to. */
#define DOWNGRADE_TO_3_SQL                                                                                     \
    "ALTER TABLE games DROP COLUMN murderer_won; ALTER TABLE games DROP COLUMN ending;\n"                      \
    "ALTER TABLE games DROP COLUMN deaths; ALTER TABLE games DROP COLUMN turns;\n"
static const char downgrade_3_sql[] = DOWNGRADE_TO_3_SQL "UPDATE schema_version SET version = 3;\n";
static const char downgrade_2_sql[] =
    DOWNGRADE_TO_3_SQL
    "DROP VIEW game_outcomes; DROP VIEW win_rates;\n"
    "ALTER TABLE cells DROP COLUMN game; ALTER TABLE cells DROP COLUMN setup;\n"
    "ALTER TABLE cell_results DROP COLUMN murderer_wins; ALTER TABLE cell_results DROP COLUMN unfinished;\n"
    "CREATE VIEW win_rates AS\n"
    "  SELECT c.scenario AS scenario, c.motive_set AS motive_set, m.motive AS motive,\n"
    "         c.detective AS detective, c.murderer AS murderer, m.games AS games,\n"
    "         m.detective_wins AS detective_wins, c.switches AS switches, c.id AS cell\n"
    "    FROM cells c JOIN cell_motive m ON m.cell = c.id\n"
    "  UNION ALL\n"
    "  SELECT c.scenario, c.motive_set, 'all', c.detective, c.murderer, r.games,\n"
    "         r.detective_wins, c.switches, c.id\n"
    "    FROM cells c JOIN cell_results r ON r.cell = c.id;\n"
    "UPDATE schema_version SET version = 2;\n";

static void assert_older_upgrades(const char *name, const char *downgrade, int version)
{
    char want[512], want_name[64], db[512], bak[600];
    RunOptions opt = {.threads = 1, .shard = 1, .shards = 2, .resume = 1};
    snprintf(want_name, sizeof want_name, "%s-from-4.db", name);
    load_dump(V4_DIR "itk-shard-1-of-2.sql", want_name, want, sizeof want);
    run_ok(&itk, want, opt);
    load_dump(V4_DIR "itk-shard-1-of-2.sql", name, db, sizeof db);
    sqlite3 *h;
    assert_int_equal(sqlite3_open(db, &h), SQLITE_OK);
    assert_int_equal(sqlite3_exec(h, downgrade, NULL, NULL, NULL), SQLITE_OK);
    sqlite3_close(h);
    assert_int_equal(fixture_query(db, "SELECT version FROM schema_version"), version);
    run_ok(&itk, db, opt);
    snprintf(bak, sizeof bak, "%s.v%d.bak", db, version);
    assert_int_equal(fixture_query(bak, "SELECT version FROM schema_version"), version);
    char *a = fixture_dump(want), *b = fixture_dump(db);
    assert_same_text(a, b, "the upgrades from version 4 and from an older one");
    free(a);
    free(b);
}

static void test_versions_2_and_3_upgrade(void **state)
{
    (void)state;
    assert_older_upgrades("itk-v3.db", downgrade_3_sql, 3);
    assert_older_upgrades("itk-v2.db", downgrade_2_sql, 2);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_version_4_shard_upgrades_resumes_and_merges),
        cmocka_unit_test(test_version_4_noir_upgrades),
        cmocka_unit_test(test_old_copies_and_readers),
        cmocka_unit_test(test_versions_2_and_3_upgrade),
        cmocka_unit_test(test_version_5_upgrades),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
