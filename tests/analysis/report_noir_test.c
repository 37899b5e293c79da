/*
 * report_noir_test — the report's NOIR section (analysis/report_games.c) on a
 * small real NOIR campaign whose counts are then set by hand, so every
 * number the section prints or draws is computed here beforehand; and the report of a
 * database of one game never shows the other game's sections.
 *
 * The four cells: mode classic / standard x no_disguise 0 / 1 (N15).
 *   classic, off: 100 games, Killer 30, Inspector 70; endings arrest 70,
 *                 Inspector killed 25, kill target 5 (N7, N6, N11);
 *                 deaths 4 in every game, turns 8 and 12 in 50 games each.
 *   classic, on:  200 games, Killer 81, Inspector 117, unfinished 2 (N14);
 *                 endings 117, 61, 20 and turn limit 2; deaths 3 and 6 in 100
 *                 each, turns 7 in 150 and 20 in 50.
 *   standard, off: 50 games (fewer than the report's 100: no rate).
 *   standard, on:  no games.
 *
 * Hand computations (z = 1.959964, Wilson: centre (p + z^2/2n)/(1 + z^2/n),
 * half z/(1 + z^2/n) sqrt(p(1-p)/n + z^2/4n^2)):
 *   30/100:  p 0.30,  centre 0.307399, half 0.088450 -> [21.89%, 39.58%]
 *   70/100:  p 0.70,  centre 0.692601, half 0.088450 -> [60.42%, 78.11%]
 *   81/200:  p 0.405, centre 0.406790, half 0.067413 -> [33.94%, 47.42%]
 *   Newcombe's hybrid difference, on - off = 0.405 - 0.30 = +10.50 points:
 *     lo = 0.105 - sqrt((0.405 - 0.339378)^2 + (0.395849 - 0.30)^2) = -0.011160
 *     hi = 0.105 + sqrt((0.474203 - 0.405)^2 + (0.30 - 0.218949)^2) = +0.211576
 *   (unpaired: this campaign keeps no per-game rows).
 *
 * A second database, rows = all: classic x no_disguise 0 / 1, 100 games each,
 * its per-game rows set by hand so that of the 100 deals the Killer wins 25
 * with the switch on and off, 15 only on, 5 only off, 55 neither:
 *   on 40/100: centre 0.404700, half 0.094298 -> [30.94%, 49.80%]; off 30/100 as above.
 *   phi = (25*55 - 15*5 - 100/2) / sqrt(40*60*30*70) = 1250 / 2244.99 = 0.556794
 *   d = +0.10; lo = 0.10 - sqrt(0.090599^2 - 2 phi 0.090599 0.095849 + 0.095849^2) = +0.012108
 *              hi = 0.10 + sqrt(0.097997^2 - 2 phi 0.097997 0.081051 + 0.081051^2) = +0.185602
 *   (the unpaired interval of the same counts would be [-3.19, +22.72]).
 *   Means: deaths 4.00 and (300 + 600)/200 = 4.50; turns (400 + 600)/100 =
 *   10.00 and (1050 + 1000)/200 = 10.25; the median is the smallest value
 *   with at least half of the games at or below it: 4, 8; 3, 7.
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
#include "tests/analysis/store_fixture.h"

static const char noir_campaign[] = "[campaign]\nname = noir-report\nseed = 3\ngames = 20\ngame = noir\n"
                                    "[grid]\nmode = classic, standard\nno_disguise = 0, 1\n"
                                    "inspector = random\nkiller = random\n";

static const char itk_campaign[] = "[campaign]\nname = itk-report\nseed = 3\ngames = 200\n"
                                   "[grid]\nscenario = beginner\nmotives = logic\n"
                                   "detective = random\nmurderer = random\n";

/* The counts above, by cell: the setup's mode and no_disguise, then SQL. */
static const char hand_counts[] =
    "DELETE FROM cell_shape;\n"
    "CREATE TEMP TABLE hand(mode TEXT, nd INTEGER, games INTEGER, det INTEGER, mur INTEGER, unf INTEGER);\n"
    "INSERT INTO hand VALUES ('classic', 0, 100, 70, 30, 0), ('classic', 1, 200, 117, 81, 2),"
    " ('standard', 0, 50, 25, 25, 0), ('standard', 1, 0, 0, 0, 0);\n"
    "CREATE TEMP TABLE which(mode TEXT, nd INTEGER, cell INTEGER);\n"
    "INSERT INTO which SELECT h.mode, h.nd, c.id FROM hand h JOIN cells c ON c.setup LIKE"
    " 'mode=' || h.mode || ',%,no_disguise=' || h.nd || ',%';\n"
    "UPDATE cell_totals SET (games, unfinished) = (SELECT h.games, h.unf FROM hand h JOIN which w"
    " ON w.mode = h.mode AND w.nd = h.nd WHERE w.cell = cell_totals.cell);\n"
    "UPDATE cell_seat_results SET score = (SELECT CASE cell_seat_results.seat WHEN 1 THEN h.det ELSE h.mur END"
    " FROM hand h JOIN which w ON w.mode = h.mode AND w.nd = h.nd WHERE w.cell = cell_seat_results.cell);\n"
    "UPDATE cell_seat_results SET wins = score;\n"
    "DELETE FROM chunks;\n" /* the ledger holds what the totals count (store_check.h) */
    "INSERT INTO chunks SELECT cell, 0, games FROM cell_totals WHERE games > 0;\n"
    "CREATE TEMP TABLE shape(mode TEXT, nd INTEGER, metric TEXT, value INTEGER, games INTEGER);\n"
    "INSERT INTO shape VALUES"
    " ('classic', 0, 'ending', 1, 70), ('classic', 0, 'ending', 3, 25), ('classic', 0, 'ending', 4, 5),"
    " ('classic', 0, 'deaths', 4, 100), ('classic', 0, 'turns', 8, 50), ('classic', 0, 'turns', 12, 50),"
    " ('classic', 1, 'ending', 1, 117), ('classic', 1, 'ending', 3, 61), ('classic', 1, 'ending', 4, 20),"
    " ('classic', 1, 'ending', 5, 2), ('classic', 1, 'deaths', 3, 100), ('classic', 1, 'deaths', 6, 100),"
    " ('classic', 1, 'turns', 7, 150), ('classic', 1, 'turns', 20, 50),"
    " ('standard', 0, 'ending', 1, 25), ('standard', 0, 'ending', 3, 25), ('standard', 0, 'deaths', 2, 50),"
    " ('standard', 0, 'turns', 5, 50);\n"
    "INSERT INTO cell_shape (cell, metric, value, games) SELECT w.cell, s.metric, s.value, s.games"
    " FROM shape s JOIN which w ON w.mode = s.mode AND w.nd = s.nd;\n" STORE_TWO_SEAT_RANKS_SQL;

static const char paired_campaign[] = "[campaign]\nname = noir-paired\nseed = 3\ngames = 100\ngame = noir\n"
                                      "rows = all\n[grid]\nmode = classic\nno_disguise = 0, 1\n"
                                      "inspector = random\nkiller = random\n";

/* The per-game rows above: cell 0 is no_disguise = 0, cell 1 no_disguise = 1
 * (the grid's order); the Killer wins games 0-24 in both, 25-29 with the
 * switch off only, 30-44 with it on only. */
static const char hand_rows[] =
    "UPDATE game_seats SET score = CASE WHEN game < 25 THEN 1 WHEN game < 30 THEN cell = 0"
    " WHEN game < 45 THEN cell = 1 ELSE 0 END WHERE seat = 0;\n"
    "UPDATE game_seats SET score = 1 - (SELECT h.score FROM game_seats h WHERE h.cell = game_seats.cell"
    " AND h.game = game_seats.game AND h.seat = 0) WHERE seat = 1;\n"
    "UPDATE game_seats SET rank = 2 - score;\n"
    "UPDATE cell_seat_results SET score = (SELECT sum(score) FROM game_seats g WHERE g.cell = cell_seat_results.cell"
    " AND g.seat = cell_seat_results.seat);\n"
    "UPDATE cell_seat_results SET wins = score;\n"
    "DELETE FROM chunks;\n" /* the ledger holds what the totals count (store_check.h) */
    "INSERT INTO chunks SELECT cell, 0, games FROM cell_totals WHERE games > 0;\n"
    "UPDATE cell_totals SET unfinished = 0;\n" STORE_TWO_SEAT_RANKS_SQL;

static char noir_db[512], itk_db[512], paired_db[512];

static int set_hand_counts(const char *db, const char *sql)
{
    sqlite3 *h;
    char *msg = NULL;
    int rc = sqlite3_open(db, &h) == SQLITE_OK && sqlite3_exec(h, sql, NULL, NULL, &msg) == SQLITE_OK;
    if (!rc)
        fprintf(stderr, "%s: %s\n", db, msg ? msg : sqlite3_errmsg(h));
    sqlite3_free(msg);
    sqlite3_close(h);
    return rc ? 0 : -1;
}

static int setup(void **state)
{
    (void)state;
    return fixture_setup() || fixture_run_text(noir_campaign, "noir.db", 1, noir_db, sizeof noir_db) ||
           set_hand_counts(noir_db, hand_counts) ||
           fixture_run_text(itk_campaign, "itk.db", 1, itk_db, sizeof itk_db) ||
           fixture_run_text(paired_campaign, "paired.db", 1, paired_db, sizeof paired_db) ||
           set_hand_counts(paired_db, hand_rows);
}

static int teardown(void **state)
{
    (void)state;
    fixture_teardown();
    return 0;
}

/* The line, whole, appears in md after the heading `after`. */
static void has_line(const char *md, const char *after, const char *line)
{
    const char *from = strstr(md, after);
    if (!from)
        fail_msg("no '%s' in the report", after);
    char want[1024];
    snprintf(want, sizeof want, "\n%s\n", line);
    if (!strstr(from, want))
        fail_msg("no line '%s' after '%s'", line, after);
}

static void test_hand_counts_are_in_place(void **state)
{
    (void)state;
    assert_int_equal(fixture_query(noir_db, "SELECT sum(games) FROM game_outcomes WHERE game = 'noir'"), 350);
    assert_int_equal(fixture_query(noir_db, "SELECT count(DISTINCT cell) FROM cell_shape"), 3);
}

static void test_killer_win_rate_per_setup(void **state)
{
    (void)state;
    char *md = fixture_report_md(noir_db, "noir-report");
    has_line(md, "## NOIR: Killer vs Inspector",
             "4 cells of game noir, 350 games. The rates are the Killer's (the hider seat's) unless a column says "
             "otherwise, each with its Wilson 95% interval; a cell with fewer than 100 games shows \"too few "
             "games\".");
    const char *rates = "### The Killer's win rate";
    has_line(md, rates, "#### Inspector random, Killer random");
    has_line(md, rates, "| mode | Games | Killer wins | Killer win rate | 95% interval | Inspector win rate | "
                        "Unfinished |");
    has_line(md, rates, "| classic | 100 | 30 | 30.00% | [21.89%, 39.58%] | 70.00% [60.42%, 78.11%] | 0 |");
    has_line(md, rates, "| standard | 50 | 25 | too few games | - | too few games | 0 |");
    assert_non_null(strstr(md, "![The Killer's win rate per setup (the axes' values joined by /"));
    free(md);
    /* The figure's numbers: one series (the pair), classic's bar with its
     * Wilson interval (30/100 above: 0.307399 -/+ 0.088450), standard's
     * empty (too few games). */
    char path[700], dat[4096] = "";
    fixture_path("noir-report/figures/noir-win.dat", path, sizeof path);
    FILE *f = fopen(path, "r");
    assert_non_null(f);
    assert_true(fread(dat, 1, sizeof dat - 1, f) > 0);
    fclose(f);
    assert_non_null(strstr(dat, "# series 0: random vs random\n"));
    assert_non_null(strstr(dat, "\n0 30.0000 21.8949 39.5849\n"));
    assert_non_null(strstr(dat, "\n1 NaN"));
}

/* N15's no_disguise shares deals (one seed per mode), but without per-game
 * rows the difference is the unpaired one, marked so. */
static void test_switch_difference_is_unpaired_newcombe(void **state)
{
    (void)state;
    assert_int_equal(fixture_query(noir_db, "SELECT count(DISTINCT cell_seed) FROM cells"), 2);
    char *md = fixture_report_md(noir_db, "noir-switch");
    const char *sw = "### What each switch does";
    has_line(md, sw, "| no_disguise | classic | random | random | 30.00% [21.89%, 39.58%] | 40.50% [33.94%, 47.42%] | "
                     "+10.50 | [-1.12, +21.16] (unpaired) |");
    has_line(md, sw, "| no_disguise | standard | random | random | too few games | no games | too few games | - |");
    assert_non_null(strstr(md, "Intervals marked \"unpaired\" are Newcombe's hybrid score interval"));
    free(md);
}

/* With every game of both cells logged (rows = all) the difference is paired
 * game by game: Newcombe's paired interval, narrower than the unpaired one. */
static void test_switch_difference_is_paired_with_rows(void **state)
{
    (void)state;
    assert_int_equal(fixture_query(paired_db, "SELECT count(DISTINCT cell_seed) FROM cells"), 1);
    assert_int_equal(fixture_query(paired_db, "SELECT count(*) FROM games"), 200);
    char *md = fixture_report_md(paired_db, "noir-paired");
    const char *sw = "### What each switch does";
    has_line(md, sw, "| no_disguise | random | random | 30.00% [21.89%, 39.58%] | 40.00% [30.94%, 49.80%] | "
                     "+10.00 | [+1.21, +18.56] |");
    assert_null(strstr(md, "unpaired"));
    free(md);
}

/* N6, N7, N11, N14: the endings; N11's deaths and N14's turns. */
static void test_endings_and_length(void **state)
{
    (void)state;
    char *md = fixture_report_md(noir_db, "noir-end");
    const char *end = "### How games end";
    has_line(md, end, "| mode | Switches | Games | arrest | Inspector killed | kill target | turn limit |");
    has_line(md, end, "| classic | none | 100 | 70.00% | 25.00% | 5.00% | 0.00% |");
    has_line(md, end, "| classic | no_disguise | 200 | 58.50% | 30.50% | 10.00% | 1.00% |");
    const char *len = "### How long games last";
    has_line(md, len, "| mode | Switches | Games | Mean deaths | Median deaths | Mean turns | Median turns |");
    has_line(md, len, "| classic | none | 100 | 4.00 | 4 | 10.00 | 8 |");
    has_line(md, len, "| classic | no_disguise | 200 | 4.50 | 3 | 10.25 | 7 |");
    has_line(md, len, "| standard | no_disguise | 0 | - | - | - | - |");
    free(md);
}

/* A NOIR database has no Intent to Kill cells: none of its sections. */
static void test_noir_database_has_no_itk_sections(void **state)
{
    (void)state;
    char *md = fixture_report_md(noir_db, "noir-only");
    static const char *const itk[] = {"Detective win rate", "motive", "Motive", "Murderer", "Skill levels",
                                      "How to read this report", "At a glance", "scenario"};
    for (size_t i = 0; i < sizeof itk / sizeof *itk; i++)
        if (strstr(md, itk[i]))
            fail_msg("the NOIR report says '%s'", itk[i]);
    has_line(md, "# NoirLab balance report: noir-report", "## Run");
    free(md);
}

/* An Intent to Kill database: its sections, and no other game's. */
static void test_itk_database_has_no_game_section(void **state)
{
    (void)state;
    char *md = fixture_report_md(itk_db, "itk-only");
    assert_non_null(strstr(md, "\n## Detective win rate per cell\n"));
    assert_non_null(strstr(md, "\n## How to read this report\n"));
    assert_null(strstr(md, "NOIR"));
    assert_null(strstr(md, "Inspector"));
    free(md);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_hand_counts_are_in_place),
        cmocka_unit_test(test_killer_win_rate_per_setup),
        cmocka_unit_test(test_switch_difference_is_unpaired_newcombe),
        cmocka_unit_test(test_switch_difference_is_paired_with_rows),
        cmocka_unit_test(test_endings_and_length),
        cmocka_unit_test(test_noir_database_has_no_itk_sections),
        cmocka_unit_test(test_itk_database_has_no_game_section),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
