/*
 * report_test — `noirlab report` as a library (analysis/report.h) on a small
 * real campaign: every figure drawn and non-empty; the numbers of the
 * Markdown tables and of "At a glance" equal direct SQL over the database
 * (the win_rates view, cell_motive and cell_confusion); confusion squares of
 * motives that never share a set left blank; cells or whole databases
 * without games reported as such;
 * bad input and a missing or failing gnuplot refused with one message and no
 * output folder; an earlier report replaced, any other folder left alone.
 */
#include <dirent.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cmocka.h>
#include <sqlite3.h>

#include "analysis/glance.h"
#include "analysis/report.h"
#include "analysis/stats.h"
#include "tests/analysis/store_fixture.h"

/* 2 layouts x 2 surveillance settings x 2 Detectives = 8 cells of 300 games:
 * the shared motives of the two Logic sets get about 100 games per pair, the
 * others about 50, so tables hold both rates and "too few games".  One pair
 * has a random player (no verdict), the other is the heuristic pair, the
 * strongest level, which "At a glance" describes. */
static const char campaign_text[] = "[campaign]\n"
                                    "name = report-test\n"
                                    "seed = 11\n"
                                    "games = 300\n"
                                    "chunk = 150\n"
                                    "[grid]\n"
                                    "scenario = beginner, t-men\n"
                                    "motives = logic\n"
                                    "surveillance_ban = 0, 5\n"
                                    "detective = random\n"
                                    "detective = heuristic\n"
                                    "murderer = heuristic\n";

static char db[512];

static int setup(void **state)
{
    (void)state;
    if (fixture_setup())
        return -1;
    Campaign c;
    fixture_campaign(&c, campaign_text);
    fixture_path("small.db", db, sizeof db);
    char err[1024];
    RunOptions opt = {.threads = 2};
    int rc = fixture_run(&c, db, &opt, err, sizeof err);
    campaign_free(&c);
    if (rc)
        fprintf(stderr, "%s\n", err);
    return rc;
}

static int teardown(void **state)
{
    (void)state;
    fixture_teardown();
    return 0;
}

/* ---------------------------------------------------------------------------
 * Helpers: files, the Markdown, SQL
 * ------------------------------------------------------------------------- */

static char *slurp(const char *path)
{
    FILE *f = fopen(path, "rb");
    assert_non_null(f);
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *s = malloc((size_t)n + 1);
    assert_non_null(s);
    assert_int_equal(fread(s, 1, (size_t)n, f), (size_t)n);
    s[n] = '\0';
    fclose(f);
    return s;
}

static int exists(const char *path)
{
    return access(path, F_OK) == 0;
}

static long file_size(const char *path)
{
    struct stat sb;
    return stat(path, &sb) == 0 ? (long)sb.st_size : -1;
}

/* Write the report of `from` into scratch/NAME; returns report_write's result. */
static int report(const char *from, const char *name, const ReportOptions *opt, char *out, size_t outlen, char *err,
                  size_t errlen)
{
    fixture_path(name, out, outlen);
    return report_write(from, out, opt ? opt : &(ReportOptions){0}, err, errlen);
}

static char *report_md(const char *dir)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/report.md", dir);
    return slurp(path);
}

/* Does the scratch folder hold anything named PREFIX.tmp-* or PREFIX.old-*? */
static int leftovers(const char *prefix)
{
    char dir[512];
    fixture_path("", dir, sizeof dir);
    DIR *d = opendir(dir);
    assert_non_null(d);
    struct dirent *e;
    int found = 0;
    size_t n = strlen(prefix);
    while ((e = readdir(d)) != NULL)
        found |= strncmp(e->d_name, prefix, n) == 0 &&
                 (strncmp(e->d_name + n, ".tmp-", 5) == 0 || strncmp(e->d_name + n, ".old-", 5) == 0);
    closedir(d);
    return found;
}

enum { MAX_ROWS = 64, MAX_COLS = 16 };

typedef struct MdTable {
    int rows, cols;                 /* rows below the header */
    char cell[MAX_ROWS + 1][MAX_COLS][256];
} MdTable;

/* The first pipe table after the line "heading" (and after `sub`, when given). */
static void md_table(const char *md, const char *heading, const char *sub, MdTable *t)
{
    const char *p = strstr(md, heading);
    assert_non_null(p);
    if (sub) {
        p = strstr(p, sub);
        assert_non_null(p);
    }
    p = strstr(p, "\n|");
    assert_non_null(p);
    p++;
    memset(t, 0, sizeof *t);
    int r = 0;
    while (*p == '|') {
        const char *end = strchr(p, '\n');
        assert_non_null(end);
        if (strncmp(p, "|---", 4) != 0) {
            assert_true(r <= MAX_ROWS);
            int c = 0;
            const char *q = p + 1;
            while (q < end) {
                const char *bar = memchr(q, '|', (size_t)(end - q));
                assert_non_null(bar);
                const char *a = q, *b = bar;
                while (a < b && *a == ' ')
                    a++;
                while (b > a && b[-1] == ' ')
                    b--;
                assert_true(c < MAX_COLS);
                snprintf(t->cell[r][c++], 256, "%.*s", (int)(b - a), a);
                q = bar + 1;
            }
            t->cols = c;
            r++;
        }
        p = end + 1;
    }
    t->rows = r - 1;
    assert_true(t->rows > 0);
}

static int column(const MdTable *t, const char *name)
{
    for (int c = 0; c < t->cols; c++)
        if (strcmp(t->cell[0][c], name) == 0)
            return c;
    fail_msg("no column '%s'", name);
    return -1;
}

/* Two counts from one SQL query with up to four text parameters. */
static void sql_counts(const char *sql, const char *const *params, int n_params, uint64_t *a, uint64_t *b)
{
    sqlite3 *h;
    sqlite3_stmt *st;
    assert_int_equal(sqlite3_open_v2(db, &h, SQLITE_OPEN_READONLY, NULL), SQLITE_OK);
    assert_int_equal(sqlite3_prepare_v2(h, sql, -1, &st, NULL), SQLITE_OK);
    for (int i = 0; i < n_params; i++)
        sqlite3_bind_text(st, i + 1, params[i], -1, SQLITE_STATIC);
    assert_int_equal(sqlite3_step(st), SQLITE_ROW);
    *a = (uint64_t)sqlite3_column_int64(st, 0);
    if (b)
        *b = (uint64_t)sqlite3_column_int64(st, 1);
    sqlite3_finalize(st);
    sqlite3_close(h);
}

static uint64_t number(const char *text)
{
    char *end;
    unsigned long long v = strtoull(text, &end, 10);
    assert_true(end != text && *end == '\0');
    return v;
}

/* The row's games and wins equal SQL's, and its rate and interval are the
 * Wilson figures of those counts (or say why there are none). */
static void check_rate_row(const MdTable *t, int r, uint64_t games, uint64_t wins)
{
    assert_int_equal(number(t->cell[r][column(t, "Games")]), games);
    assert_int_equal(number(t->cell[r][column(t, "Detective wins")]), wins);
    const char *rate = t->cell[r][column(t, "Win rate")], *ci = t->cell[r][column(t, "95% interval")];
    if (games < REPORT_MIN_GAMES) {
        assert_string_equal(rate, games ? "too few games" : "no games");
        assert_string_equal(ci, "-");
        return;
    }
    char want[64], want_ci[64];
    Interval w = wilson_interval(wins, games, Z95);
    snprintf(want, sizeof want, "%.2f%%", 100.0 * (double)wins / (double)games);
    snprintf(want_ci, sizeof want_ci, "[%.2f%%, %.2f%%]", 100.0 * w.lo, 100.0 * w.hi);
    assert_string_equal(rate, want);
    assert_string_equal(ci, want_ci);
}

/* ---------------------------------------------------------------------------
 * The report of a real database
 * ------------------------------------------------------------------------- */

static void test_every_figure_is_drawn(void **state)
{
    (void)state;
    char out[512], err[1024];
    assert_int_equal(report(db, "full", NULL, out, sizeof out, err, sizeof err), 0);
    char *md = report_md(out), path[1024];
    /* Each figure the Markdown shows has its PNG, SVG, script and data, none empty. */
    int figures = 0;
    for (const char *p = md; (p = strstr(p, "](figures/")) != NULL; p++) {
        char name[128];
        assert_int_equal(sscanf(p, "](figures/%127[^.)]", name), 1);
        static const char *const ext[] = {"png", "svg", "gp", "dat"};
        for (int i = 0; i < 4; i++) {
            snprintf(path, sizeof path, "%s/figures/%s.%s", out, name, ext[i]);
            assert_true(file_size(path) > 0);
        }
        figures += strstr(p, ".png)") == p + strlen("](figures/") + strlen(name);
    }
    /* advice (the heuristic pair only: random players give no verdict); motive,
     * set, scenario and switches, each once for the heuristic pair and once for
     * the random one; pairs; confusion (2 pairs); shape (3 metrics) */
    assert_int_equal(figures, 15);
    assert_non_null(strstr(md, "](figures/win-motive-random.png)"));
    assert_non_null(strstr(md, "](figures/advice-2.png)"));
    assert_null(strstr(md, "](figures/advice-1.png)"));
    /* Heat maps are drawn as vector squares, bars with a 50% line. */
    snprintf(path, sizeof path, "%s/figures/policy-pairs.gp", out);
    char *gp = slurp(path);
    assert_non_null(strstr(gp, "with boxxyerror fs solid 1.0 noborder lc palette"));
    free(gp);
    snprintf(path, sizeof path, "%s/figures/win-scenario.gp", out);
    gp = slurp(path);
    assert_non_null(strstr(gp, "set arrow from graph 0, first 50.0000 to graph 1, first 50.0000"));
    free(gp);
    /* No gnuplot log is left after a success, and the HTML embeds every SVG. */
    snprintf(path, sizeof path, "%s/figures/win-motive.log", out);
    assert_false(exists(path));
    snprintf(path, sizeof path, "%s/index.html", out);
    char *html = slurp(path);
    int embedded = 0;
    for (const char *p = html; (p = strstr(p, "data:image/svg+xml;base64,")) != NULL; p++)
        embedded++;
    assert_int_equal(embedded, 15);
    assert_non_null(strstr(html, "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"));
    assert_non_null(strstr(html, "<div class=\"scroll\"><table>"));
    assert_null(strstr(html, "http://"));
    assert_null(strstr(html, "https://"));
    free(html);
    free(md);
}

static void test_cell_table_equals_sql(void **state)
{
    (void)state;
    char out[512], err[1024];
    assert_int_equal(report(db, "cells", NULL, out, sizeof out, err, sizeof err), 0);
    char *md = report_md(out);
    MdTable t;
    md_table(md, "## Detective win rate per cell", NULL, &t);
    assert_int_equal(t.rows, 8);
    for (int r = 1; r <= t.rows; r++) {
        uint64_t games, wins;
        const char *cell = t.cell[r][column(&t, "Cell")];
        sql_counts("SELECT games, detective_wins FROM win_rates WHERE motive = 'all' AND cell = ?",
                   (const char *const[]){cell}, 1, &games, &wins);
        check_rate_row(&t, r, games, wins);
        assert_int_equal(games, 300);
    }
    free(md);
}

/* A grouped table: one row per (pair, label) SQL finds, with SQL's sums. */
static void check_grouped(const char *md, const char *heading, const char *label_column, const char *sql_sum,
                          const char *sql_groups)
{
    MdTable t;
    md_table(md, heading, NULL, &t);
    uint64_t groups;
    sql_counts(sql_groups, NULL, 0, &groups, NULL);
    assert_int_equal(t.rows, groups);
    int rates = 0;
    for (int r = 1; r <= t.rows; r++) {
        const char *params[] = {t.cell[r][column(&t, "Detective")], t.cell[r][column(&t, "Murderer")],
                                t.cell[r][column(&t, label_column)]};
        uint64_t games, wins;
        sql_counts(sql_sum, params, 3, &games, &wins);
        check_rate_row(&t, r, games, wins);
        rates += games >= REPORT_MIN_GAMES;
    }
    assert_true(rates > 0);
}

static void test_grouped_tables_equal_sql(void **state)
{
    (void)state;
    char out[512], err[1024];
    assert_int_equal(report(db, "groups", NULL, out, sizeof out, err, sizeof err), 0);
    char *md = report_md(out);
    check_grouped(md, "## Detective win rate per scenario", "Scenario",
                  "SELECT sum(games), sum(detective_wins) FROM win_rates WHERE motive = 'all' AND detective = ?1"
                  " AND murderer = ?2 AND scenario = ?3",
                  "SELECT count(*) FROM (SELECT DISTINCT detective, murderer, scenario FROM win_rates)");
    check_grouped(md, "## Detective win rate per motive set", "Motive set",
                  "SELECT sum(games), sum(detective_wins) FROM win_rates WHERE motive = 'all' AND detective = ?1"
                  " AND murderer = ?2 AND motive_set = ?3",
                  "SELECT count(*) FROM (SELECT DISTINCT detective, murderer, motive_set FROM win_rates)");
    check_grouped(md, "## Detective win rate per switch setting", "Switches",
                  "SELECT sum(games), sum(detective_wins) FROM win_rates WHERE motive = 'all' AND detective = ?1"
                  " AND murderer = ?2 AND switches = ?3",
                  "SELECT count(*) FROM (SELECT DISTINCT detective, murderer, switches FROM win_rates)");
    check_grouped(md, "## Detective win rate per true motive", "True motive",
                  "SELECT sum(games), sum(detective_wins) FROM win_rates WHERE motive = ?3 AND detective = ?1"
                  " AND murderer = ?2",
                  "SELECT count(*) FROM (SELECT DISTINCT detective, murderer, motive FROM win_rates"
                  " WHERE motive <> 'all')");
    /* The per-motive table has both kinds of row (about 100 and about 50 games). */
    MdTable t;
    md_table(md, "## Detective win rate per true motive", NULL, &t);
    int few = 0;
    for (int r = 1; r <= t.rows; r++)
        few += strcmp(t.cell[r][column(&t, "Win rate")], "too few games") == 0;
    assert_true(few > 0 && few < t.rows);
    /* The policy pairs: one row each, all games of the pair. */
    md_table(md, "## Detective win rate per policy pair", NULL, &t);
    assert_int_equal(t.rows, 2);
    for (int r = 1; r <= t.rows; r++) {
        uint64_t games, wins;
        sql_counts("SELECT sum(games), sum(detective_wins) FROM win_rates WHERE motive = 'all' AND detective = ?1"
                   " AND murderer = ?2",
                   (const char *const[]){t.cell[r][0], t.cell[r][1]}, 2, &games, &wins);
        check_rate_row(&t, r, games, wins);
        assert_int_equal(games, 1200);
    }
    free(md);
}

/* The confusion table: each percentage is the pair's cell_confusion count over the row's games. */
static void test_confusion_table_equals_sql(void **state)
{
    (void)state;
    char out[512], err[1024];
    assert_int_equal(report(db, "confusion", NULL, out, sizeof out, err, sizeof err), 0);
    char *md = report_md(out);
    MdTable t;
    md_table(md, "## Which motive the Detective names", "### Detective random, Murderer heuristic", &t);
    /* Maniac is only in the beginner set, Spy only in T-Men's: the heuristic
     * Detective names motives of the set only, so that square is blank. */
    MdTable h;
    md_table(md, "## Which motive the Detective names", "### Detective heuristic, Murderer heuristic", &h);
    int blank = 0;
    for (int r = 1; r <= h.rows; r++)
        if (strcmp(h.cell[r][0], "Maniac") == 0)
            blank = strcmp(h.cell[r][column(&h, "Spy")], "-") == 0;
    assert_true(blank);
    const char *base = "SELECT coalesce(sum(x.games), 0), 0 FROM cell_confusion x JOIN cells c ON c.id = x.cell"
                       " WHERE c.detective = 'random' AND c.murderer = 'heuristic' AND x.true_motive = ?1";
    char with_accused[512];
    snprintf(with_accused, sizeof with_accused, "%s AND x.accused_motive = ?2", base);
    int checked = 0;
    for (int r = 1; r <= t.rows; r++) {
        const char *truth = t.cell[r][0];
        uint64_t n;
        sql_counts(base, &truth, 1, &n, NULL);
        assert_int_equal(number(t.cell[r][1]), n);
        for (int c = 2; c < t.cols; c++) {
            const char *accused = strcmp(t.cell[0][c], "no accusation") == 0 ? "none" : t.cell[0][c];
            uint64_t k;
            sql_counts(with_accused, (const char *const[]){truth, accused}, 2, &k, NULL);
            if (n < REPORT_MIN_GAMES)
                continue;
            if (strcmp(t.cell[r][c], "-") == 0) {
                assert_int_equal(k, 0); /* blank: no game, and no cell has both in its set */
                continue;
            }
            char want[32];
            snprintf(want, sizeof want, "%.1f%%", 100.0 * (double)k / (double)n);
            assert_string_equal(t.cell[r][c], want);
            checked++;
        }
    }
    assert_true(checked > 10);
    free(md);
}

static void test_min_games_option(void **state)
{
    (void)state;
    char out[512], err[1024];
    assert_int_equal(report(db, "strict", &(ReportOptions){.min_games = 100000}, out, sizeof out, err, sizeof err), 0);
    char *md = report_md(out);
    MdTable t;
    md_table(md, "## Detective win rate per cell", NULL, &t);
    for (int r = 1; r <= t.rows; r++)
        assert_string_equal(t.cell[r][column(&t, "Win rate")], "too few games");
    /* Nothing to draw: each figure is replaced by a sentence saying why. */
    assert_null(strstr(md, "](figures/"));
    assert_non_null(strstr(md, "No figure: no group has 100000 games or more yet."));
    free(md);
}

/* ---------------------------------------------------------------------------
 * At a glance
 * ------------------------------------------------------------------------- */

/* The heuristic pair's cells, as SQL sees them. */
#define HEURISTIC_CELLS "SELECT id FROM cells WHERE detective = 'heuristic' AND murderer = 'heuristic'"

/* "(k of n games)" with k and n, and before it the rate and Wilson interval of k / n. */
static void check_counts(const char *text, uint64_t k, uint64_t n)
{
    char want[256];
    snprintf(want, sizeof want, "(%llu of %llu games)", (unsigned long long)k, (unsigned long long)n);
    if (!strstr(text, want))
        fail_msg("expected %s in: %s", want, text);
    Interval w = wilson_interval(k, n, Z95);
    snprintf(want, sizeof want, "%.2f%% [%.2f%%, %.2f%%]", 100.0 * (double)k / (double)n, 100.0 * w.lo, 100.0 * w.hi);
    if (!strstr(text, want))
        fail_msg("expected %s in: %s", want, text);
}

static void check_scenario(const char *text, const char *scenario)
{
    uint64_t n, k;
    sql_counts("SELECT sum(games), sum(detective_wins) FROM win_rates WHERE motive = 'all' AND detective = "
               "'heuristic' AND murderer = 'heuristic' AND scenario = ?1",
               &scenario, 1, &n, &k);
    check_counts(text, k, n);
}

/* Every sentence of "At a glance" with counts, checked; returns how many. */
static int check_glance_item(const char *item)
{
    char a[64], b[64];
    uint64_t n, k;
    const char *p;
    if (strstr(item, "Over all its cells")) {
        sql_counts("SELECT sum(games), sum(detective_wins) FROM win_rates WHERE motive = 'all' AND detective = "
                   "'heuristic' AND murderer = 'heuristic'",
                   NULL, 0, &n, &k);
        assert_int_equal(n, 1200);
        check_counts(item, k, n);
        return 1;
    }
    if (strncmp(item, "Scenario ", 9) == 0 && (p = strstr(item, " (")) && sscanf(p, " (%63[^)])", a) == 1) {
        check_scenario(item, a);
        return 1;
    }
    if (strncmp(item, "Even within", 11) == 0 || strncmp(item, "Too close", 9) == 0) {
        /* "...: key rate [lo, hi] (k of n games); key ..." */
        int checked = 0;
        for (p = strstr(item, ": ") + 2; p; p = strstr(p, "; ")) {
            p += p[0] == ';' ? 2 : 0;
            assert_int_equal(sscanf(p, "%63s", a), 1);
            const char *end = strstr(p, "games)");
            char one[256];
            snprintf(one, sizeof one, "%.*s", (int)(end - p) + 6, p);
            check_scenario(one, a);
            checked++;
        }
        return checked;
    }
    if ((p = strstr(item, "motive to identify: ")) && sscanf(p + 20, "%63[^,]", a) == 1) {
        const char *params[] = {a};
        sql_counts("SELECT (SELECT sum(games) FROM cell_confusion WHERE true_motive = ?1 AND accused_motive = ?1 AND "
                   "cell IN (" HEURISTIC_CELLS ")), (SELECT sum(games) FROM cell_motive WHERE motive = ?1 AND cell IN ("
                   HEURISTIC_CELLS "))",
                   params, 1, &k, &n);
        check_counts(item, k, n);
        return 1;
    }
    if ((p = strstr(item, "Motives most often confused (")) && sscanf(strstr(p, "): ") + 3, "%63s and %63[^,]", a, b) == 2) {
        const char *params[] = {a, b};
        /* the cells of the pair whose set has both */
#define BOTH HEURISTIC_CELLS " AND ',' || motive_set || ',' LIKE '%,' || ?1 || ',%' AND ',' || motive_set || ',' LIKE '%,' || ?2 || ',%'"
        sql_counts("SELECT (SELECT coalesce(sum(games), 0) FROM cell_confusion WHERE ((true_motive = ?1 AND "
                   "accused_motive = ?2) OR (true_motive = ?2 AND accused_motive = ?1)) AND cell IN (" BOTH ")), "
                   "(SELECT sum(games) FROM cell_motive WHERE motive IN (?1, ?2) AND cell IN (" BOTH "))",
                   params, 2, &k, &n);
#undef BOTH
        check_counts(item, k, n);
        return 1;
    }
    fail_msg("a sentence of At a glance this test does not know: %s", item);
    return 0;
}

/* A row of the verdict table, "| Name (key) | verdict | R% [L%, H%] | n | pair (level 1) |", checked
 * against the scenario's games at the heuristic pair; returns 1. */
static int check_verdict_row(const char *row)
{
    char key[64], verdict[64], rate[64], level[128];
    unsigned long long games;
    const char *p = strstr(row, " (");
    if (!p || sscanf(p, " (%63[^)]) | %63[^|]| %63[^|]| %llu | %127[^|]|", key, verdict, rate, &games, level) != 5)
        fail_msg("a row of the verdict table this test cannot read: %s", row);
    uint64_t n, k;
    const char *params[] = {key};
    sql_counts("SELECT sum(games), sum(detective_wins) FROM win_rates WHERE motive = 'all' AND detective = "
               "'heuristic' AND murderer = 'heuristic' AND scenario = ?1",
               params, 1, &n, &k);
    assert_int_equal(games, n);
    Interval w = wilson_interval(k, n, Z95);
    char want[128];
    snprintf(want, sizeof want, "%.2f%% [%.2f%%, %.2f%%] ", 100.0 * (double)k / (double)n, 100.0 * w.lo,
             100.0 * w.hi);
    assert_string_equal(rate, want);
    snprintf(want, sizeof want, "%s ", balance_name(balance_of(k, n, 100, GLANCE_TOLERANCE_POINTS)));
    assert_string_equal(verdict, want);
    assert_string_equal(level, "heuristic vs heuristic (heuristic pair, no skill basis) ");
    return 1;
}

/* The text of the section under "## heading", up to the next one (to free). */
static char *section_text(const char *md, const char *heading)
{
    char want[256];
    snprintf(want, sizeof want, "\n## %s\n", heading);
    const char *start = strstr(md, want);
    if (!start) {
        fail_msg("no section %s", heading);
        return NULL; /* fail_msg does not return; gcc cannot always tell (a profile-guided build warns) */
    }
    const char *end = strstr(start + 1, "\n## ");
    size_t n = end ? (size_t)(end - start) : strlen(start);
    char *text = malloc(n + 1);
    assert_non_null(text);
    memcpy(text, start, n);
    text[n] = '\0';
    return text;
}

/* The bulleted items of a section, each checked; counts into *items. */
static int check_items(const char *section, int *items, int *motives, int *pairs)
{
    int checked = 0;
    for (const char *line = strstr(section, "\n- "); line; line = strstr(line + 1, "\n- ")) {
        const char *eol = strchr(line + 1, '\n');
        char item[4096];
        snprintf(item, sizeof item, "%.*s", eol ? (int)(eol - line - 3) : (int)strlen(line + 3), line + 3);
        if (strstr(item, "Motive sets: each scenario") || strstr(item, "\"Findings in full\" below"))
            continue; /* no numbers: the default sets are the scenarios' own; a pointer */
        checked += check_glance_item(item);
        *motives += strstr(item, "motive to identify") != NULL;
        *pairs += strstr(item, "most often confused") != NULL;
        (*items)++;
    }
    return checked;
}

static void test_at_a_glance_equals_sql(void **state)
{
    (void)state;
    char out[512], err[1024];
    assert_int_equal(report(db, "glance", NULL, out, sizeof out, err, sizeof err), 0);
    char *md = report_md(out);
    /* The first section: a row per scenario, then the overall rate; then how to read it. */
    /* At a glance is the first section, and how to read it the next. */
    const char *first = strstr(md, "\n## ");
    assert_ptr_equal(first, strstr(md, "\n## At a glance\n"));
    assert_ptr_equal(strstr(first + 1, "\n## "), strstr(md, "\n## How to read this report\n"));
    char *glance = section_text(md, "At a glance");
    assert_non_null(strstr(glance, "Verdicts at heuristic vs heuristic, heuristic pair, no skill basis ("));
    int rows = 0;
    for (const char *line = strstr(glance, "\n| "); line; line = strstr(line + 1, "\n| "))
        if (strncmp(line, "\n| Scenario |", 13) != 0)
            rows += check_verdict_row(line + 1);
    assert_int_equal(rows, 2); /* beginner and T-Men */
    int items = 0, motives = 0, pairs = 0;
    assert_int_equal(check_items(glance, &items, &motives, &pairs), 1);
    free(glance);
    /* The findings in full. */
    char *findings = section_text(md, "Findings in full");
    items = 0;
    int checked = check_items(findings, &items, &motives, &pairs);
    free(findings);
    /* beginner and T-Men, 2 hardest and 2 easiest motives, 3 pairs */
    assert_true(checked >= 2 + 4 + 3);
    assert_int_equal(motives, 4);
    assert_int_equal(pairs, 3);
    assert_true(items >= 7);
    /* The tolerance is the report's: with 40 points every scenario is even. */
    assert_int_equal(report(db, "glance-wide", &(ReportOptions){.tolerance = 40}, out, sizeof out, err, sizeof err),
                     0);
    free(md);
    md = report_md(out);
    assert_non_null(strstr(md, "Even within 50 +/- 40 points (heuristic pair, no skill basis), 2 scenarios: "));
    assert_non_null(strstr(md, " | even | "));
    free(md);
}

/* ---------------------------------------------------------------------------
 * Databases with missing cells or no games
 * ------------------------------------------------------------------------- */

/* A copy of the database with some rows deleted. */
/* A copy of the database named `name` in the scratch folder, with `sql` run on it. */
static void copy_with(const char *name, const char *sql, char *out, size_t outlen)
{
    fixture_path(name, out, outlen);
    char vacuum[1024];
    snprintf(vacuum, sizeof vacuum, "VACUUM INTO '%s'", out);
    sqlite3 *h;
    assert_int_equal(sqlite3_open(db, &h), SQLITE_OK);
    assert_int_equal(sqlite3_exec(h, vacuum, NULL, NULL, NULL), SQLITE_OK);
    sqlite3_close(h);
    assert_int_equal(sqlite3_open(out, &h), SQLITE_OK);
    assert_int_equal(sqlite3_exec(h, sql, NULL, NULL, NULL), SQLITE_OK);
    sqlite3_close(h);
}

/* A copy without the results of the cells `where` selects. */
static void copy_without(const char *name, const char *where, char *out, size_t outlen)
{
    char sql[1024];
    snprintf(sql, sizeof sql,
             "DELETE FROM cell_totals WHERE %s; DELETE FROM cell_seat_results WHERE %s; DELETE FROM cell_motive"
             " WHERE %s; DELETE FROM cell_confusion WHERE %s; DELETE FROM cell_shape WHERE %s; DELETE FROM chunks"
             " WHERE %s;",
             where, where, where, where, where, where);
    copy_with(name, sql, out, outlen);
}

/*
 * The interval the table prints against published values, not against
 * wilson_interval: two cells' counts are set to two examples of Newcombe
 * (1998, "Two-sided confidence intervals for the single proportion",
 * Statistics in Medicine 17:857-872, Table II, method 3): 81 of 263 ->
 * 0.2553, 0.3662 and 15 of 148 -> 0.0624, 0.1605, printed to 2 decimals of a
 * percent (the unrounded values, 25.529/36.621 and 6.239/16.049, are not near
 * a rounding edge).  A Wilson interval computed with n + 1 prints
 * [25.54%, 36.61%] and [6.25%, 16.03%].
 */
static void test_interval_against_published_values(void **state)
{
    (void)state;
    char edited[512], out[512], err[1024];
    copy_with("published.db",
              "UPDATE cell_totals SET games = 263 WHERE cell = 0; UPDATE cell_totals SET games = 148 WHERE cell = 1;"
              "UPDATE cell_seat_results SET wins = 81, score = 81 WHERE cell = 0 AND seat = 1;"
              "UPDATE cell_seat_results SET wins = 15, score = 15 WHERE cell = 1 AND seat = 1;"
              "UPDATE cell_seat_results SET wins = 182, score = 182 WHERE cell = 0 AND seat = 0;"
              "UPDATE cell_seat_results SET wins = 133, score = 133 WHERE cell = 1 AND seat = 0;"
              "DELETE FROM chunks WHERE cell IN (0, 1); INSERT INTO chunks VALUES (0, 0, 263), (1, 0, 148);"
              STORE_TWO_SEAT_RANKS_SQL,
              edited, sizeof edited);
    assert_int_equal(report(edited, "published", NULL, out, sizeof out, err, sizeof err), 0);
    char *md = report_md(out);
    MdTable t;
    md_table(md, "## Detective win rate per cell", NULL, &t);
    assert_string_equal(t.cell[1][column(&t, "Cell")], "0");
    assert_string_equal(t.cell[1][column(&t, "Win rate")], "30.80%");
    assert_string_equal(t.cell[1][column(&t, "95% interval")], "[25.53%, 36.62%]");
    assert_string_equal(t.cell[2][column(&t, "Cell")], "1");
    assert_string_equal(t.cell[2][column(&t, "Win rate")], "10.14%");
    assert_string_equal(t.cell[2][column(&t, "95% interval")], "[6.24%, 16.05%]");
    free(md);
}

static void test_missing_cells_are_reported(void **state)
{
    (void)state;
    char partial[512], out[512], err[1024];
    copy_without("partial.db", "cell IN (0, 5)", partial, sizeof partial);
    assert_int_equal(report(partial, "partial", NULL, out, sizeof out, err, sizeof err), 0);
    char *md = report_md(out);
    assert_non_null(strstr(md, "2 of the 8 cells have no games yet (cells 0, 5)"));
    MdTable t;
    md_table(md, "## Detective win rate per cell", NULL, &t);
    assert_int_equal(t.rows, 8);
    assert_string_equal(t.cell[1][column(&t, "Win rate")], "no games");
    assert_string_equal(t.cell[1][column(&t, "Games")], "0");
    assert_string_equal(t.cell[2][column(&t, "Games")], "300");
    assert_non_null(strstr(md, "](figures/win-scenario.png)"));
    free(md);
}

static void test_zero_games_are_reported(void **state)
{
    (void)state;
    char empty[512], out[512], err[1024];
    copy_without("empty.db", "1", empty, sizeof empty);
    assert_int_equal(report(empty, "empty", NULL, out, sizeof out, err, sizeof err), 0);
    char *md = report_md(out);
    assert_non_null(strstr(md, "No games are stored yet"));
    assert_non_null(strstr(md, "8 cells, 0 games"));
    assert_null(strstr(md, "](figures/"));
    MdTable t;
    md_table(md, "## Detective win rate per cell", NULL, &t);
    for (int r = 1; r <= t.rows; r++)
        assert_string_equal(t.cell[r][column(&t, "Win rate")], "no games");
    free(md);
}

/* ---------------------------------------------------------------------------
 * Refusals: one message, no output folder, nothing left beside it
 * ------------------------------------------------------------------------- */

static void expect_refusal(const char *from, const char *name, const ReportOptions *opt, const char *message)
{
    char out[512], err[1024] = "";
    assert_int_equal(report(from, name, opt, out, sizeof out, err, sizeof err), -1);
    if (!strstr(err, message))
        fail_msg("expected '%s' in: %s", message, err);
    assert_null(strchr(err, '\n'));
    assert_false(exists(out));
    assert_false(leftovers(name));
}

static void test_bad_databases_are_refused(void **state)
{
    (void)state;
    char missing[512], text[512], other[512], msg[1100];
    fixture_path("missing.db", missing, sizeof missing);
    snprintf(msg, sizeof msg, "%s: cannot open: No such file or directory", missing);
    expect_refusal(missing, "out-missing", NULL, msg);

    snprintf(text, sizeof text, "%s", fixture_write("notes.db", "not a database, just some text\n"));
    snprintf(msg, sizeof msg, "%s: not a SQLite database", text);
    expect_refusal(text, "out-text", NULL, msg);

    fixture_path("other.db", other, sizeof other);
    sqlite3 *h;
    assert_int_equal(sqlite3_open(other, &h), SQLITE_OK);
    assert_int_equal(sqlite3_exec(h, "CREATE TABLE t (x)", NULL, NULL, NULL), SQLITE_OK);
    sqlite3_close(h);
    snprintf(msg, sizeof msg, "%s: a SQLite database, but not a noirlab one", other);
    expect_refusal(other, "out-other", NULL, msg);

    char folder[512];
    fixture_path("", folder, sizeof folder);
    expect_refusal(folder, "out-folder", NULL, "is a directory, not a database");
}

static void test_gnuplot_missing_or_failing(void **state)
{
    (void)state;
    expect_refusal(db, "out-nognuplot", &(ReportOptions){.gnuplot = "/nonexistent/gnuplot"},
                   "cannot run gnuplot ('/nonexistent/gnuplot')");
    expect_refusal(db, "out-false", &(ReportOptions){.gnuplot = "false"}, "gnuplot failed on ");
}

static void test_output_folder_rules(void **state)
{
    (void)state;
    char out[512], err[1024], keep[1024];
    /* A folder that is not a report is never replaced. */
    fixture_path("mine", out, sizeof out);
    assert_int_equal(mkdir(out, 0755), 0);
    snprintf(keep, sizeof keep, "%s/thesis.txt", out);
    FILE *f = fopen(keep, "w");
    assert_non_null(f);
    fputs("precious\n", f);
    fclose(f);
    assert_int_equal(report(db, "mine", NULL, out, sizeof out, err, sizeof err), -1);
    assert_non_null(strstr(err, "exists and is not a noirlab report"));
    assert_int_equal(file_size(keep), 9);
    /* A folder inside a folder that does not exist is refused, not made. */
    char deep[512];
    fixture_path("no/such/place", deep, sizeof deep);
    assert_int_equal(report_write(db, deep, &(ReportOptions){0}, err, sizeof err), -1);
    assert_non_null(strstr(err, "no/such/place: the folder it goes in does not exist"));
    assert_false(exists(deep));
    assert_false(leftovers("mine"));
    /* An earlier report is replaced whole, and a failed report leaves it as it was. */
    assert_int_equal(report(db, "again", NULL, out, sizeof out, err, sizeof err), 0);
    char md[1100];
    snprintf(md, sizeof md, "%s/report.md", out);
    long before = file_size(md);
    assert_int_equal(report(db, "again", &(ReportOptions){.gnuplot = "false"}, out, sizeof out, err, sizeof err), -1);
    assert_int_equal(file_size(md), before);
    assert_int_equal(report(db, "again", &(ReportOptions){.min_games = 100000}, out, sizeof out, err, sizeof err), 0);
    assert_true(file_size(md) != before);
    assert_false(leftovers("again"));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_figure_is_drawn),
        cmocka_unit_test(test_cell_table_equals_sql),
        cmocka_unit_test(test_interval_against_published_values),
        cmocka_unit_test(test_grouped_tables_equal_sql),
        cmocka_unit_test(test_confusion_table_equals_sql),
        cmocka_unit_test(test_min_games_option),
        cmocka_unit_test(test_at_a_glance_equals_sql),
        cmocka_unit_test(test_missing_cells_are_reported),
        cmocka_unit_test(test_zero_games_are_reported),
        cmocka_unit_test(test_bad_databases_are_refused),
        cmocka_unit_test(test_gnuplot_missing_or_failing),
        cmocka_unit_test(test_output_folder_rules),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
