/*
 * report_cli_test — `noirlab report` and `noirlab advice` as programs: exit
 * statuses, one message per bad input and nothing written by it; advice with
 * other policies, its verdict table, refusal without --resume and resume.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>
#include <glob.h>
#include <sqlite3.h>

#include "tests/common/cli_capture.h"

static char out[65536], err[65536];

static int run(const char *subcommand, const char *fmt, ...)
{
    char args[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(args, sizeof args, fmt, ap);
    va_end(ap);
    return cli_capture(NOIRLAB_BIN, subcommand, args, out, sizeof out, err, sizeof err);
}

static int lines(const char *s)
{
    int n = 0;
    for (; *s; s++)
        n += *s == '\n';
    return n;
}

static int exists(const char *name)
{
    char path[512];
    snprintf(path, sizeof path, "%s/%s", cli_scratch(), name);
    return access(path, F_OK) == 0;
}

static void test_report_refuses_bad_input(void **state)
{
    (void)state;
    const char *s = cli_scratch();
    char path[512];
    snprintf(path, sizeof path, "%s/text.db", s);
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    fputs("hello\n", f);
    fclose(f);

    assert_int_equal(run("report", "%s/text.db --out %s/r1", s, s), 1);
    assert_int_equal(lines(err), 1);
    assert_non_null(strstr(err, "noirlab report: "));
    assert_non_null(strstr(err, "text.db: not a SQLite database"));
    assert_false(exists("r1"));

    assert_int_equal(run("report", "%s/absent.db --out %s/r2", s, s), 1);
    assert_int_equal(lines(err), 1);
    assert_non_null(strstr(err, "absent.db: cannot open: No such file or directory"));
    assert_false(exists("r2"));

    /* Usage errors: status 2 and the problem. */
    assert_int_equal(run("report", "%s/absent.db", s), 2);
    assert_non_null(strstr(err, "--out DIR is missing"));
    assert_int_equal(run("report", "--out %s/r3", s), 2);
    assert_non_null(strstr(err, "DB is missing"));
    assert_int_equal(run("report", "%s/absent.db --out %s/r3 --min-games many", s, s), 2);
    assert_string_equal(err, "noirlab report: --min-games must be a whole number from 1 to 4294967295, not 'many'\n");
    assert_int_equal(run("report", "%s/absent.db --out %s/r3 --tolerance 50", s, s), 2);
    assert_string_equal(err, "noirlab report: --tolerance must be a number from 0.1 to 49.9, not '50'\n");
    assert_int_equal(run("report", "%s/absent.db --out %s/r3 --tolerance 5pp", s, s), 2);
    assert_int_equal(run("report", "%s/absent.db --out %s/r3 --colour", s, s), 2);
    assert_false(exists("r3"));
    assert_int_equal(run("report", "--help"), 0);
    assert_non_null(strstr(out, "usage: noirlab report DB --out DIR"));
}

static void test_advice_refuses_bad_flags(void **state)
{
    (void)state;
    const char *s = cli_scratch();
    assert_int_equal(run("advice", "--detective nosuch --db %s/a0.db --out %s/a0", s, s), 2);
    assert_int_equal(lines(err), 1);
    assert_non_null(strstr(err, "noirlab advice: --detective: "));
    assert_non_null(strstr(err, "nosuch"));
    assert_int_equal(run("advice", "--games --db %s/a0.db", s), 2);
    assert_int_equal(run("advice", "--speed 3"), 2);
    assert_non_null(strstr(err, "unknown option '--speed'"));
    assert_int_equal(run("advice", "--tolerance 0 --db %s/a0.db --out %s/a0", s, s), 2);
    assert_non_null(strstr(err, "noirlab advice: --tolerance must be a number from 0.1 to 49.9, not '0'"));
    assert_false(exists("a0.db"));
    assert_false(exists("a0"));
}

static long long cells_with(const char *db, const char *sql)
{
    sqlite3 *h;
    sqlite3_stmt *st;
    assert_int_equal(sqlite3_open_v2(db, &h, SQLITE_OPEN_READONLY, NULL), SQLITE_OK);
    assert_int_equal(sqlite3_prepare_v2(h, sql, -1, &st, NULL), SQLITE_OK);
    assert_int_equal(sqlite3_step(st), SQLITE_ROW);
    long long n = sqlite3_column_int64(st, 0);
    sqlite3_finalize(st);
    sqlite3_close(h);
    return n;
}

/* Copies of the advice campaign that itk_cmd_advice writes for other policies. */
static size_t campaign_copies(void)
{
    glob_t g;
    size_t n = glob("/tmp/noirlab-advice-*", 0, NULL, &g) == 0 ? g.gl_pathc : 0;
    globfree(&g);
    return n;
}

/* A generic player (the mixture, docs/equilibrium.md) is a Detective or a
 * Murderer for advice as for run: advice once checked its flags against
 * Intent to Kill's own players alone and refused it. */
static void test_advice_with_a_mixture(void **state)
{
    (void)state;
    const char *s = cli_scratch();
    char mix[512], db[512];
    snprintf(mix, sizeof mix, "%s/random.mix", s);
    FILE *f = fopen(mix, "w");
    assert_non_null(f);
    fputs("1 random\n", f);
    fclose(f);
    snprintf(db, sizeof db, "%s/a2.db", s);
    assert_int_equal(run("advice", "--games 5 --detective mixture:file=%s --murderer random --quiet --db %s --out %s/a2",
                         mix, db, s),
                     0);
    assert_int_equal(cells_with(db, "SELECT count(*) FROM cells WHERE detective LIKE 'mixture:file=%'"), 12);
}

static void test_advice_with_other_policies(void **state)
{
    (void)state;
    const char *s = cli_scratch();
    char db[512], md[512];
    snprintf(db, sizeof db, "%s/a1.db", s);
    size_t copies = campaign_copies();
    assert_int_equal(run("advice", "--games 400 --detective random --murderer random --threads 2 --quiet --db %s "
                                   "--out %s/a1",
                         db, s),
                     0);
    assert_int_equal(cells_with(db, "SELECT count(*) FROM cells WHERE detective = 'random' AND murderer = 'random'"),
                     12);
    assert_int_equal(cells_with(db, "SELECT sum(games) FROM cell_results"), 12 * 400);
    snprintf(md, sizeof md, "%s/a1/report.md", s);
    FILE *f = fopen(md, "r");
    assert_non_null(f);
    char line[8192];
    int claims = 0, advice = 0;
    while (fgets(line, sizeof line, f)) {
        advice |= strncmp(line, "## The rulebook's advice, tested", 32) == 0;
        claims += strncmp(line, "| A", 3) == 0 && strstr(line, "| no verdict (random players) |");
    }
    fclose(f);
    assert_true(advice);
    /* 400 games a cell measure every claim, but random players give no
     * verdict: each claim says so in the summary and in the pair's table. */
    assert_int_equal(claims, 2 * 13);
    /* The verdict table is on the terminal too, with the one level. */
    assert_non_null(strstr(out, "L1 = random vs random (random players: no verdict)"));
    assert_non_null(strstr(out, "| A1 Psychopath-Cannibal confusion | x - y >= +3 |"));
    assert_int_equal(campaign_copies(), copies); /* the temporary copy is gone */

    /* Again without --resume: refused by run, the database untouched. */
    assert_int_equal(run("advice", "--games 400 --detective random --murderer random --quiet --db %s --out %s/a1",
                         db, s),
                     1);
    assert_non_null(strstr(err, "add --resume"));
    /* With --resume: nothing left to play, the report is written again. */
    assert_int_equal(run("advice", "--games 400 --detective random --murderer random --quiet --resume --db %s "
                                   "--out %s/a1",
                         db, s),
                     0);
    assert_non_null(strstr(out, "chunks were already stored"));
    /* A folder named with a trailing '/' is the folder: its files are
     * announced as a1/index.html, not a1//index.html. */
    assert_int_equal(run("report", "%s --out %s/a1/", db, s), 0);
    char want[1200];
    snprintf(want, sizeof want, "report written to %s/a1/index.html and %s/a1/report.md\n", s, s);
    assert_string_equal(out, want);
    /* A --skill database without a basis, or not a database: one line
     * naming it, status 1, no folder (docs/report.md, "Skill levels"). */
    assert_int_equal(run("report", "%s --out %s/a2 --skill %s", db, s, db), 1);
    assert_int_equal(lines(err), 1);
    assert_non_null(strstr(err, "a1.db: holds neither an equilibrium nor ladder ratings"));
    assert_int_equal(run("report", "%s --out %s/a2 --skill %s", db, s, md), 1);
    assert_int_equal(lines(err), 1);
    assert_non_null(strstr(err, "report.md: not a SQLite database"));
    assert_false(exists("a2"));
    /* Other policies are another configuration: refused even with --resume. */
    assert_int_equal(run("advice", "--games 400 --quiet --resume --db %s --out %s/a1", db, s), 1);
    assert_non_null(strstr(err, "another configuration"));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_report_refuses_bad_input),
        cmocka_unit_test(test_advice_refuses_bad_flags),
        cmocka_unit_test(test_advice_with_other_policies),
        cmocka_unit_test(test_advice_with_a_mixture),
    };
    return cmocka_run_group_tests(tests, cli_scratch_make, cli_scratch_remove);
}
