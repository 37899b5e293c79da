/*
 * report_ties_test — how accusations broke ties, stored (cell_ties,
 * docs/schema.md) and reported ("Ties at the accusation",
 * analysis/report_ties.c), on a small real campaign: the heuristic Detective
 * with ties=first, the default and ties=last against the heuristic Murderer,
 * on the beginner layout with Spy (whose belief often ends tied with
 * Vigilante's).  cell_ties adds up to cell_motive; ties=first breaks every
 * tie to the first pair and ties=last to the last; the report's rows are the
 * table's counts with their Wilson intervals; and a motive is marked as
 * depending on ties exactly when its x - y (its win rate minus the other
 * motives' of the cell), computed here from cell_motive, has one sign with
 * ties=first and the other with ties=last.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "analysis/stats.h"
#include "tests/analysis/store_fixture.h"

static const char campaign[] =
    "[campaign]\nname = ties-test\nseed = 11\ngames = 1200\nchunk = 600\nrows = none\n"
    "[grid]\nscenario = beginner\nmotives = Spy, Cutthroat, Sadist, Vigilante, Killer, Maniac\n"
    "detective = heuristic:ties=first\ndetective = heuristic\ndetective = heuristic:ties=last\n"
    "murderer = heuristic\n";
static const char *const motives[] = {"Maniac", "Sadist", "Cutthroat", "Vigilante", "Killer", "Spy"};

static char db[512];

static int setup(void **state)
{
    (void)state;
    return fixture_setup() || fixture_run_text(campaign, "ties.db", 2, db, sizeof db);
}

static int teardown(void **state)
{
    (void)state;
    fixture_teardown();
    return 0;
}

static long long query(const char *fmt, int cell, const char *motive)
{
    char sql[512];
    snprintf(sql, sizeof sql, fmt, cell, motive);
    return fixture_query(db, sql);
}

/* Cells 0, 1, 2: ties=first, the default, ties=last. */
static void test_ties_are_stored(void **state)
{
    (void)state;
    for (int cell = 0; cell < 3; cell++)
        for (int m = 0; m < 6; m++) {
            long long games = query("SELECT games FROM cell_motive WHERE cell = %d AND motive = '%s'", cell,
                                    motives[m]);
            assert_int_equal(query("SELECT coalesce(sum(games), 0) FROM cell_ties WHERE cell = %d AND motive = '%s'",
                                   cell, motives[m]),
                             games);
        }
    assert_int_equal(fixture_query(db, "SELECT count(*) FROM cell_ties WHERE cell = 0 AND tie NOT IN (0, 1)"), 0);
    assert_int_equal(fixture_query(db, "SELECT count(*) FROM cell_ties WHERE cell = 2 AND tie NOT IN (0, 2)"), 0);
    /* the default breaks ties both ways; every order meets some */
    for (int tie = 1; tie <= 2; tie++)
        assert_true(query("SELECT sum(games) FROM cell_ties WHERE cell = %d AND tie = %s", 1, tie == 1 ? "1" : "2") >
                    10);
    assert_true(fixture_query(db, "SELECT sum(games) FROM cell_ties WHERE cell = 0 AND tie = 1") > 50);
}

/* x - y of a motive in a cell as the report prints it, and its sign. */
static int difference(int cell, const char *motive, char *out, size_t len)
{
    uint64_t k1 = (uint64_t)query("SELECT detective_wins FROM cell_motive WHERE cell = %d AND motive = '%s'", cell,
                                  motive),
             n1 = (uint64_t)query("SELECT games FROM cell_motive WHERE cell = %d AND motive = '%s'", cell, motive);
    /* the cell's totals (the motive only fills the query's second blank) */
    uint64_t k = (uint64_t)query("SELECT detective_wins FROM cell_results WHERE cell = %d AND '%s' <> ''", cell,
                                 motive),
             n = (uint64_t)query("SELECT games FROM cell_results WHERE cell = %d AND '%s' <> ''", cell, motive);
    Interval w = wilson_interval(k1, n1, Z95), d = newcombe_difference(k1, n1, k - k1, n - n1, Z95);
    double x = 100.0 * ((double)k1 / (double)n1 - (double)(k - k1) / (double)(n - n1));
    snprintf(out, len, "%.2f%% [%.2f%%, %.2f%%]; %+.1f [%+.1f, %+.1f]", 100.0 * (double)k1 / (double)n1, 100 * w.lo,
             100 * w.hi, x, 100 * d.lo, 100 * d.hi);
    double cross = (double)k1 * (double)(n - n1) - (double)(k - k1) * (double)n1;
    return cross > 0 ? 1 : cross < 0 ? -1 : 0;
}

static void test_the_report_reads_them(void **state)
{
    (void)state;
    char *md = fixture_report_md(db, "ties-report");
    const char *section = strstr(md, "## Ties at the accusation");
    assert_non_null(section);
    /* the share of tied accusations with ties=first, motive Spy */
    long long n = query("SELECT games FROM cell_motive WHERE cell = %d AND motive = '%s'", 0, "Spy");
    long long tied = query("SELECT sum(games) FROM cell_ties WHERE cell = %d AND motive = '%s' AND tie > 0", 0, "Spy");
    Interval w = wilson_interval((uint64_t)tied, (uint64_t)n, Z95);
    char want[1024];
    snprintf(want, sizeof want,
             "| heuristic:ties=first | heuristic | Spy | %lld | %.2f%% | [%.2f%%, %.2f%%] | 100.0%% | 0.0%% | 0.0%% |",
             n, 100.0 * (double)tied / (double)n, 100 * w.lo, 100 * w.hi);
    if (!strstr(section, want))
        fail_msg("no row\n%s\nin\n%.4000s", want, section);
    /* which verdicts depend on ties */
    int flips = 0;
    for (int m = 0; m < 6; m++) {
        char first[256], random[256], last[256];
        int s1 = difference(0, motives[m], first, sizeof first);
        difference(1, motives[m], random, sizeof random);
        int s2 = difference(2, motives[m], last, sizeof last);
        snprintf(want, sizeof want, "| heuristic | heuristic | %s | %s | %s | %s | %s |", motives[m], first, random,
                 last, s1 * s2 < 0 ? "DEPENDS ON TIES: the sign flips" : "no");
        if (!strstr(section, want))
            fail_msg("no row\n%s\nin\n%.6000s", want, section);
        flips += s1 * s2 < 0;
    }
    assert_true(flips > 0); /* the campaign has a verdict that depends on ties (Spy's, on these deals) */
    free(md);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_ties_are_stored),
        cmocka_unit_test(test_the_report_reads_them),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
