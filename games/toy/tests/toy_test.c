/*
 * toy_test — the toy game of three seats (games/toy/) through every generic
 * layer: `noirlab run` from a campaign file and from flags, the store's seat
 * tables, `report`'s section of games of more seats, a Plackett-Luce
 * `ladder`, `tune` in one seat of three, and the game kept out of what
 * people see.  The figures pinned
 * here are the games of the seeds given; the consistency checks compare the
 * aggregates with the per-game log game by game.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "cli_fixture.h"
#include "store_fixture.h"

static const char ladder_file[] = "games/toy/tests/toy-ladder.ini";

/* Rows of cell_seat_ranks that differ from the ranks the per-game log gives
 * (ranked and counted with the seats sharing each rank, game by game). */
static const char ranks_mismatch_sql[] =
    "WITH g AS (SELECT cell, seat, rank, (SELECT count(*) FROM game_seats h WHERE h.cell = s.cell AND"
    " h.game = s.game AND h.rank = s.rank) AS shared FROM game_seats s)"
    " SELECT count(*) FROM (SELECT cell, seat, rank, shared, count(*) AS games FROM g GROUP BY cell, seat, rank,"
    " shared) x FULL JOIN cell_seat_ranks r USING (cell, seat, rank, shared) WHERE x.games IS NOT r.games";

/* Seats whose totals differ from their games in the log. */
static const char totals_mismatch_sql[] =
    "SELECT count(*) FROM cell_seat_results r JOIN (SELECT cell, seat, sum(score) AS score, sum(score * score) AS sq,"
    " sum(rank = 1 AND (SELECT count(*) FROM game_seats h WHERE h.cell = s.cell AND h.game = s.game AND h.rank = 1)"
    " = 1) AS wins FROM game_seats s GROUP BY cell, seat) g USING (cell, seat)"
    " WHERE r.score != g.score OR r.score_sq != g.sq OR r.wins != g.wins";

/* `noirlab CMD FLAG games/toy/tests/toy-ladder.ini` into the scratch database `name`. */
static void play_file(const char *cmd, const char *flag, const char *name, char *db, size_t dblen)
{
    fixture_path(name, db, dblen);
    NOIRLAB(cmd, flag, ladder_file, "--db", db, "--threads", "2", "--quiet");
    if (o.status != 0)
        fail_msg("%s: status %d: %s", cmd, o.status, o.err);
}

static void test_campaign_file(void **state)
{
    (void)state;
    char db[128];
    play_file("run", "--campaign", "file.db", db, sizeof db);
    /* rotate = seats: three cells, each policy once in every seat, on the same deals. */
    assert_int_equal(fixture_query(db, "SELECT count(*) FROM cells"), 3);
    assert_int_equal(fixture_query(db, "SELECT count(DISTINCT cell_seed) FROM cells"), 1);
    assert_int_equal(fixture_query(db, "SELECT count(*) FROM cell_seats"), 9);
    assert_int_equal(fixture_query(db, "SELECT count(DISTINCT policy) FROM cell_seats GROUP BY seat"), 3);
    assert_int_equal(fixture_query(db, "SELECT count(*) FROM cell_seats WHERE cell = 1 AND seat = 2 AND name = 'south'"
                                       " AND policy = 'toy_keep:at=5'"), 1);
    /* The aggregates are the per-game log's, seat by seat. */
    assert_int_equal(fixture_query(db, "SELECT count(*) FROM game_seats"), 3 * 3 * 300);
    assert_int_equal(fixture_query(db, ranks_mismatch_sql), 0);
    assert_int_equal(fixture_query(db, totals_mismatch_sql), 0);
    /* Every game hands out one first place, split among the seats that share it. */
    assert_int_equal(fixture_query(db, "SELECT count(*) FROM (SELECT cell, sum(games * 1.0 / shared) AS s FROM"
                                       " cell_seat_ranks WHERE rank = 1 GROUP BY cell) WHERE abs(s - 300) > 1e-9"), 0);
    /* The games of seed 7. */
    assert_int_equal(fixture_query(db, "SELECT score FROM cell_seat_results WHERE cell = 0 AND seat = 0"), 1274);
    assert_int_equal(fixture_query(db, "SELECT wins FROM cell_seat_results WHERE cell = 0 AND seat = 0"), 91);
    assert_int_equal(fixture_query(db, "SELECT score_sq FROM cell_seat_results WHERE cell = 2 AND seat = 1"), 6150);
    assert_int_equal(fixture_query(db, "SELECT games FROM cell_seat_ranks WHERE cell = 0 AND seat = 2 AND rank = 3"
                                       " AND shared = 1"),
                     fixture_query(db, "SELECT 300 - sum(games) FROM cell_seat_ranks WHERE cell = 0 AND seat = 2 AND"
                                       " NOT (rank = 3 AND shared = 1)"));
}

static void test_flags(void **state)
{
    (void)state;
    char db[128], rotated[128];
    fixture_path("flags.db", db, sizeof db);
    fixture_path("rotated.db", rotated, sizeof rotated);
    NOIRLAB("run", "--game", "toy", "--players", "4", "--north", "toy_keep", "--games", "100", "--seed", "5", "--db",
            db, "--quiet");
    if (o.status != 0)
        fail_msg("status %d: %s", o.status, o.err);
    assert_int_equal(fixture_query(db, "SELECT count(*) FROM cell_seats WHERE cell = 0"), 4);
    assert_int_equal(fixture_query(db, "SELECT count(*) FROM cell_seats WHERE name = 'west' AND policy = 'random'"), 1);
    assert_int_equal(fixture_query(db, "SELECT instr(configuration, 'cell 0 players=4 north=toy_keep east=random "
                                       "south=random west=random seed=') > 0 FROM runs"),
                     1);
    assert_int_equal(fixture_query(db, "SELECT sum(games) FROM cell_seat_ranks WHERE seat = 3"), 100);
    NOIRLAB("run", "--game", "toy", "--north", "toy_keep", "--rotate", "seats", "--games", "50", "--db", rotated,
            "--quiet");
    assert_int_equal(o.status, 0);
    assert_int_equal(fixture_query(rotated, "SELECT count(*) FROM cell_seats WHERE policy = 'toy_keep'"), 3);
    assert_int_equal(fixture_query(rotated, "SELECT count(DISTINCT seat) FROM cell_seats WHERE policy = 'toy_keep'"),
                     3);
    NOIRLAB("run", "--game", "toy", "--players", "5", "--db", db);
    cli_assert_refused("run", "/nonexistent", "--players: players: a whole number from 3 to 4");
    /* A seat's flag for a seat the parameters leave empty would never play: refused. */
    NOIRLAB("run", "--game", "toy", "--players", "3", "--west", "toy_keep", "--db", db);
    cli_assert_refused("run", "/nonexistent", "--west: the game has 3 seats here (north to south): seat west is empty");
    NOIRLAB("run", "--game", "toy", "--rotate", "sometimes", "--db", db);
    cli_assert_refused("run", "/nonexistent", "--rotate: rotate must be none or seats, not 'sometimes'");
    /* A rotation puts a SPEC in a seat it was not listed for: checked at load (a two-seat game). */
    NOIRLAB("run", "--detective", "heuristic:silenced=0.001", "--rotate", "seats", "--db", rotated);
    cli_assert_refused("run", "/nonexistent", "--rotate: rotate = seats puts 'heuristic:silenced=0.001' in seat "
                                              "murderer: policy heuristic: unknown parameter 'silenced'");
}

static void test_report(void **state)
{
    (void)state;
    char db[128], out[128], md[160];
    fixture_path("file.db", db, sizeof db);
    fixture_path("report", out, sizeof out);
    NOIRLAB("report", db, "--out", out);
    if (o.status != 0)
        fail_msg("status %d: %s", o.status, o.err);
    snprintf(md, sizeof md, "%s/report.md", out);
    FILE *f = fopen(md, "r");
    assert_non_null(f);
    static char text[1 << 16];
    text[fread(text, 1, sizeof text - 1, f)] = '\0';
    fclose(f);
    assert_non_null(strstr(text, "## the toy game of the tests"));
    assert_non_null(strstr(text, "| Seat | Policy | Games | Win share | 95% interval | Mean score | 95% interval | "
                                 "Rank 1 | Rank 2 | Rank 3 |"));
    /* Seat 0 of cell 0: 1274 points in 300 games, 91 wins alone and its shared first places. */
    assert_non_null(strstr(text, "| 0 north | toy_keep:at=5 | 300 | 41.4% | [36.0%, 47.1%] | 4.247 | "
                                 "[4.057, 4.436] | 53.7% | 25.7% | 20.7% |"));
    /* The seat advantage pools the three rotations (one setup): seat 0's 301 first places of 900 games (the
     * log's, ties split), 1/3 less, and the last seat's 299.5. */
    assert_non_null(strstr(text, "| players=3 | 3 | 900 | 33.4% | [30.4%, 36.6%] | +0.1 [-2.9, +3.3] | 33.3% | "
                                 "[30.3%, 36.4%] |"));
    /* How games end: the toy names no ending, so the table has the mean of its one shape metric, pooled over
     * the setup's three cells as cell_shape counts it. */
    assert_non_null(strstr(text, "| Setup | Games | Mean redraws |"));
    char row[128];
    snprintf(row, sizeof row, "| players=3 | 900 | %.2f |",
             fixture_query(db, "SELECT sum(value * games) FROM cell_shape WHERE metric = 'redraws'") / 900.0);
    assert_non_null(strstr(text, row));
}

static void test_ladder(void **state)
{
    (void)state;
    char db[128];
    play_file("ladder", "--config", "ladder.db", db, sizeof db);
    assert_non_null(strstr(o.out, "Plackett-Luce ratings"));
    assert_non_null(strstr(o.out, "| 1 | toy_keep:at=5 | 34.9 | [13.0, 56.8] | 900 | 42.06% |"));
    assert_non_null(strstr(o.out, "| 3 | random | -58.8 | [-81.2, -36.3] | 900 | 23.39% |"));
    assert_int_equal(fixture_query(db, "SELECT count(*) FROM ladder_ratings"), 3);
    assert_int_equal(fixture_query(db, "SELECT abs(avg(rating)) < 1e-9 FROM ladder_ratings"), 1);
    NOIRLAB("ladder", "--config", fixture_write("unlogged.ini", "[campaign]\ngame = toy\nseed = 1\ngames = 10\n"
                                                                 "[grid]\nnorth = random\neast = toy_keep\n"
                                                                 "south = toy_keep:at=2\n"),
            "--db", db);
    assert_int_equal(o.status, 2);
    assert_non_null(strstr(o.err, "give rows = all"));
}

/* `tune` in seat east of three, --vs in the other two: each configuration's
 * wins are the games it ranked first alone, as the store counts them for its
 * cell; the SPRT plays the same seat; a seat the parameters leave empty is
 * refused. */
static void test_tune(void **state)
{
    (void)state;
    char db[128];
    fixture_path("tune.db", db, sizeof db);
    NOIRLAB("tune", "--game", "toy", "--side", "east", "--policy", "toy_keep", "--param", "at=2,5", "--vs", "random",
            "--games", "200", "--seed", "3", "--db", db, "--quiet");
    if (o.status != 0)
        fail_msg("status %d: %s", o.status, o.err);
    assert_non_null(strstr(o.out, "tuning toy_keep as east against random: 2 configurations, 200 games each"));
    assert_non_null(strstr(o.out, "| 1 | toy_keep:at=5 | 200 | 74 | 37.0% | [30.6%, 43.9%] |"));
    assert_int_equal(fixture_query(db, "SELECT count(*) FROM cell_seats WHERE seat != 1 AND policy != 'random'"), 0);
    assert_int_equal(fixture_query(db, "SELECT count(*) FROM tune_configs t JOIN cell_seats s ON s.seat = 1 AND"
                                       " s.policy = t.policy JOIN cell_seat_results r ON r.cell = s.cell AND"
                                       " r.seat = 1 AND r.wins = t.wins WHERE t.side = 'east'"),
                     2);
    NOIRLAB("tune", "--game", "toy", "--side", "east", "--vs", "random", "--sprt", "toy_keep:at=2", "toy_keep:at=5",
            "--games", "2000", "--seed", "4", "--quiet");
    assert_int_equal(o.status, 0);
    assert_non_null(strstr(o.out, "result: H0 accepted after 400 pairs"));
    NOIRLAB("tune", "--game", "toy", "--side", "west", "--policy", "toy_keep", "--vs", "random", "--games", "10");
    cli_assert_refused("tune", "/nonexistent", "--side west: the game has 3 seats here (north to south)");
    NOIRLAB("tune", "--game", "toy", "--side", "up", "--policy", "toy_keep");
    cli_assert_refused("tune", "/nonexistent", "--side must be north, east, south or west, not 'up'");
}

/* A game for the tests stays out of what people read. */
static void test_hidden(void **state)
{
    (void)state;
    NOIRLAB("run", "--help");
    assert_int_equal(o.status, 0);
    assert_null(strstr(o.out, "--north"));
    assert_null(strstr(o.out, "toy")); /* not even as "(also toy)" beside another game's --players */
    NOIRLAB("policies");
    assert_null(strstr(o.out, "toy_keep"));
    NOIRLAB("engine", "--game", "nope");
    assert_non_null(strstr(o.err, "(itk, noir"));
    assert_null(strstr(o.err, "toy"));
}

/* A game of more seats with a text view but no names for its moves is
 * refused a person at once (play_game_human would name the moves). */
static void test_no_person(void **state)
{
    (void)state;
    NOIRLAB("play", "--game", "toy", "--human", "east", "--opponent", "random");
    assert_int_equal(o.status, 2);
    assert_non_null(strstr(o.err, "--human: game toy has no names for its moves or no records yet"));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_campaign_file), cmocka_unit_test(test_flags), cmocka_unit_test(test_report),
        cmocka_unit_test(test_ladder), cmocka_unit_test(test_tune), cmocka_unit_test(test_hidden),
        cmocka_unit_test(test_no_person),
    };
    return cmocka_run_group_tests(tests, cli_fixture_setup, cli_fixture_teardown);
}
