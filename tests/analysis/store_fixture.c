#include "tests/analysis/store_fixture.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "analysis/report.h"

Catalog fixture_catalog;
static char dir[] = "/tmp/noirlab-store-XXXXXX";

int fixture_setup(void)
{
    char err[CATALOG_ERR_MAX];
    if (!mkdtemp(dir))
        return -1;
    if (itk_catalog_load(&fixture_catalog, "scenarios", err, sizeof err)) {
        fprintf(stderr, "%s\n", err);
        return -1;
    }
    return 0;
}

void fixture_teardown(void)
{
    char cmd[128];
    snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
    if (system(cmd) != 0)
        fprintf(stderr, "could not remove %s\n", dir);
}

int fixture_teardown_campaign(Campaign *c)
{
    campaign_free(c);
    fixture_teardown();
    return 0;
}

void fixture_path(const char *name, char *out, size_t outlen)
{
    snprintf(out, outlen, "%s/%s", dir, name);
}

const char *fixture_write(const char *name, const char *text)
{
    static char path[512];
    fixture_path(name, path, sizeof path);
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    fputs(text, f);
    fclose(f);
    return path;
}

void fixture_campaign(Campaign *c, const char *text)
{
    char err[CAMPAIGN_ERR_MAX];
    const char *path = fixture_write("campaign.ini", text);
    if (campaign_load(c, &fixture_catalog, path, NULL, err, sizeof err))
        fail_msg("%s", err);
}

int fixture_run(const Campaign *c, const char *db, const RunOptions *opt, char *err, size_t errlen)
{
    Store *s = store_open(db, err, errlen);
    if (!s)
        return -1;
    Sink sink = store_sink(s);
    RunStats stats;
    int rc = runner_run(c, &sink, opt, &stats, err, errlen);
    store_close(s);
    return rc;
}

static const char *const dump_sql[] = {
    "SELECT config_hash, configuration FROM runs",
    "SELECT * FROM cells ORDER BY id",
    "SELECT * FROM chunks ORDER BY cell, chunk",
    "SELECT * FROM cell_seats ORDER BY cell, seat",
    "SELECT * FROM cell_totals ORDER BY cell",
    "SELECT * FROM cell_seat_results ORDER BY cell, seat",
    "SELECT * FROM cell_seat_ranks ORDER BY cell, seat, rank, shared",
    "SELECT * FROM cell_results ORDER BY cell",
    "SELECT * FROM cell_motive ORDER BY cell, motive",
    "SELECT * FROM cell_confusion ORDER BY cell, true_motive, accused_motive",
    "SELECT * FROM cell_shape ORDER BY cell, metric, value",
    "SELECT * FROM games ORDER BY cell, game",
    "SELECT * FROM game_seats ORDER BY cell, game, seat",
    "SELECT * FROM game_metrics ORDER BY cell, game, metric",
    "SELECT * FROM win_rates ORDER BY cell, motive",
    "SELECT * FROM game_outcomes ORDER BY cell",
};

char *fixture_dump(const char *db)
{
    return fixture_dump_queries(db, dump_sql, sizeof dump_sql / sizeof dump_sql[0]);
}

char *fixture_dump_queries(const char *db, const char *const *queries, size_t n)
{
    sqlite3 *h;
    assert_int_equal(sqlite3_open_v2(db, &h, SQLITE_OPEN_READONLY, NULL), SQLITE_OK);
    char *text = NULL;
    size_t len = 0;
    FILE *out = open_memstream(&text, &len);
    for (size_t q = 0; q < n; q++) {
        sqlite3_stmt *st;
        if (sqlite3_prepare_v2(h, queries[q], -1, &st, NULL) != SQLITE_OK)
            fail_msg("%s: %s", db, sqlite3_errmsg(h));
        fprintf(out, "-- %s\n", queries[q]);
        while (sqlite3_step(st) == SQLITE_ROW) {
            for (int i = 0; i < sqlite3_column_count(st); i++) {
                const unsigned char *v = sqlite3_column_text(st, i);
                fprintf(out, "%s%s", i ? "|" : "", v ? (const char *)v : "NULL");
            }
            fputc('\n', out);
        }
        sqlite3_finalize(st);
    }
    fclose(out);
    sqlite3_close(h);
    return text;
}

long long fixture_query(const char *db, const char *sql)
{
    sqlite3 *h;
    sqlite3_stmt *st;
    long long v = -1;
    if (sqlite3_open_v2(db, &h, SQLITE_OPEN_READONLY, NULL) == SQLITE_OK &&
        sqlite3_prepare_v2(h, sql, -1, &st, NULL) == SQLITE_OK) {
        if (sqlite3_step(st) == SQLITE_ROW)
            v = sqlite3_column_int64(st, 0);
        sqlite3_finalize(st);
    }
    sqlite3_close(h);
    return v;
}

int fixture_run_text(const char *text, const char *name, int threads, char *db, size_t dblen)
{
    Campaign c;
    char err[1024];
    fixture_campaign(&c, text);
    fixture_path(name, db, dblen);
    int rc = fixture_run(&c, db, &(RunOptions){.threads = threads}, err, sizeof err);
    campaign_free(&c);
    if (rc)
        fprintf(stderr, "%s\n", err);
    return rc;
}

char *fixture_report_md(const char *db, const char *name)
{
    char out[600], path[700], err[1024];
    fixture_path(name, out, sizeof out);
    if (report_write(db, out, &(ReportOptions){0}, err, sizeof err))
        fail_msg("%s", err);
    snprintf(path, sizeof path, "%s/report.md", out);
    FILE *f = fopen(path, "rb");
    assert_non_null(f);
    char *md = calloc(1, 1 << 20);
    assert_non_null(md);
    assert_true(fread(md, 1, (1 << 20) - 1, f) > 0);
    fclose(f);
    return md;
}
