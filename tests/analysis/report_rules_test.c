/*
 * report_rules_test — the report's "Scenario rules" section
 * (games/itk/report/report_rules.c, REFERENCE §7) on a small real campaign: T-Men
 * with and without its stakeout rule (R18) on the same deals.  The database's
 * cells say whether the rules were on; the section names the rules each
 * scenario was played with and the printed ones not simulated; the rule's
 * row holds the two cells' Wilson figures and the paired difference, its
 * 2x2 table counted here game by game from the games table (not with the
 * report's join); without logged games the difference is the unpaired one.
 * "At a glance" quotes the same difference with the same interval.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>
#include <sqlite3.h>

#include "analysis/report.h"
#include "analysis/stats.h"
#include "tests/analysis/store_fixture.h"

#define CAMPAIGN(rows)                                                                                           \
    "[campaign]\nname = rules-test\nseed = 5\ngames = 400\nchunk = 200\nrows = " rows "\n"                     \
    "[grid]\nscenario = t-men, beginner\nmotives = logic\nscenario_rules = 0, 1\n"                               \
    "detective = heuristic\nmurderer = heuristic\n"

static char paired_db[512], unpaired_db[512];

static int setup(void **state)
{
    (void)state;
    return fixture_setup() || fixture_run_text(CAMPAIGN("all"), "paired.db", 2, paired_db, sizeof paired_db) ||
           fixture_run_text(CAMPAIGN("none"), "unpaired.db", 2, unpaired_db, sizeof unpaired_db);
}

static int teardown(void **state)
{
    (void)state;
    fixture_teardown();
    return 0;
}

/* The outcomes of a cell's games in game order, into won[] (400 games). */
static void outcomes(const char *db, int cell, int *won, int n)
{
    sqlite3 *h;
    sqlite3_stmt *st;
    assert_int_equal(sqlite3_open_v2(db, &h, SQLITE_OPEN_READONLY, NULL), SQLITE_OK);
    assert_int_equal(sqlite3_prepare_v2(h, "SELECT game, score FROM game_seats WHERE cell = ? AND seat = 1 ORDER BY game", -1,
                                        &st, NULL),
                     SQLITE_OK);
    sqlite3_bind_int(st, 1, cell);
    int i = 0;
    while (sqlite3_step(st) == SQLITE_ROW) {
        assert_true(i < n);
        assert_int_equal(sqlite3_column_int(st, 0), i);
        won[i++] = sqlite3_column_int(st, 1);
    }
    assert_int_equal(i, n);
    sqlite3_finalize(st);
    sqlite3_close(h);
}

/* The cells: 0 t-men rules off, 1 t-men rules on, 2 beginner (one cell: no rules of its own). */
static void test_cells_say_whether_the_rules_were_on(void **state)
{
    (void)state;
    assert_int_equal(fixture_query(paired_db, "SELECT count(*) FROM cells"), 3);
    assert_int_equal(fixture_query(paired_db, "SELECT scenario_rules FROM cells WHERE id = 0"), 0);
    assert_int_equal(fixture_query(paired_db, "SELECT scenario_rules FROM cells WHERE id = 1"), 1);
    assert_int_equal(fixture_query(paired_db, "SELECT count(*) FROM cells WHERE id = 1 AND rules = 'stakeout'"), 1);
    assert_int_equal(fixture_query(paired_db, "SELECT count(*) FROM cells WHERE id = 0 AND rules = 'none'"), 1);
    assert_int_equal(fixture_query(paired_db, "SELECT count(*) FROM cells WHERE rules_not_simulated LIKE "
                                              "'%Murderer card%' AND scenario = 't-men'"),
                     2);
    /* the same deals: one cell seed */
    assert_int_equal(fixture_query(paired_db, "SELECT count(DISTINCT cell_seed) FROM cells WHERE scenario = 't-men'"),
                     1);
}

static void test_rule_row_is_the_paired_difference(void **state)
{
    (void)state;
    enum { N = 400 };
    int on[N], off[N];
    outcomes(paired_db, 1, on, N);
    outcomes(paired_db, 0, off, N);
    uint64_t k_on = 0, k_off = 0, table[4] = {0}; /* both, on only, off only, neither */
    for (int i = 0; i < N; i++) {
        k_on += (uint64_t)on[i];
        k_off += (uint64_t)off[i];
        table[on[i] && off[i] ? 0 : on[i] ? 1 : off[i] ? 2 : 3]++;
    }
    Interval w_on = wilson_interval(k_on, N, Z95), w_off = wilson_interval(k_off, N, Z95);
    Interval d = newcombe_paired_difference(table[0], table[1], table[2], table[3], Z95);
    char want[1024];
    snprintf(want, sizeof want,
             "| stakeout | T-Men | Sadist,Cutthroat,Vigilante,Terrorist,Psychopath,Spy | heuristic | heuristic | 400 | "
             "%.2f%% | [%.2f%%, %.2f%%] | %.2f%% | [%.2f%%, %.2f%%] | %+.2f points | [%+.2f, %+.2f] |",
             100.0 * (double)k_on / N, 100 * w_on.lo, 100 * w_on.hi, 100.0 * (double)k_off / N, 100 * w_off.lo,
             100 * w_off.hi, 100.0 * ((double)k_on - (double)k_off) / N, 100 * d.lo, 100 * d.hi);
    char *md = fixture_report_md(paired_db, "paired-report");
    const char *section = strstr(md, "### What each scenario rule does");
    assert_non_null(section);
    if (!strstr(section, want))
        fail_msg("no row\n%s\nin\n%.3000s", want, section);
    assert_null(strstr(section, "unpaired"));
    /* "At a glance" gives the same difference with the same paired interval. */
    snprintf(want, sizeof want,
             "The scenario rules of T-Men (t-men) change the Detective's win rate by %+.2f points [%+.2f, %+.2f] "
             "(paired game by game)",
             100.0 * ((double)k_on - (double)k_off) / N, 100 * d.lo, 100 * d.hi);
    if (!strstr(md, want))
        fail_msg("no '%s' in the report", want);
    /* The scenarios' rules, simulated and not. */
    assert_non_null(strstr(md, "| T-Men | stakeout | 1 | the Murderer's starting Murderer card (Intuition mode) |"));
    assert_non_null(strstr(md, "| Beginner | none | 0 | - |"));
    free(md);
}

static void test_without_games_the_difference_is_unpaired(void **state)
{
    (void)state;
    long long k_on = fixture_query(unpaired_db, "SELECT detective_wins FROM cell_results WHERE cell = 1");
    long long k_off = fixture_query(unpaired_db, "SELECT detective_wins FROM cell_results WHERE cell = 0");
    Interval d = newcombe_difference((uint64_t)k_on, 400, (uint64_t)k_off, 400, Z95);
    char want[256];
    snprintf(want, sizeof want, "| %+.2f points (unpaired) | [%+.2f, %+.2f] |", 100.0 * (double)(k_on - k_off) / 400,
             100 * d.lo, 100 * d.hi);
    char *md = fixture_report_md(unpaired_db, "unpaired-report");
    if (!strstr(md, want))
        fail_msg("no '%s' in the report", want);
    snprintf(want, sizeof want,
             "change the Detective's win rate by %+.2f points [%+.2f, %+.2f] (unpaired: the games are not logged)",
             100.0 * (double)(k_on - k_off) / 400, 100 * d.lo, 100 * d.hi);
    if (!strstr(md, want))
        fail_msg("no '%s' in the report", want);
    free(md);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_cells_say_whether_the_rules_were_on),
        cmocka_unit_test(test_rule_row_is_the_paired_difference),
        cmocka_unit_test(test_without_games_the_difference_is_unpaired),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
