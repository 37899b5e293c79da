/*
 * heuristic_geometry_test — noir_near_after_shift (games/noir/ai/noir_heuristic.c),
 * the grid geometry both heuristic sides score every shift with, which works
 * on bitboards.
 *
 *   hand_example   a 3x3 grid worked by hand: a row shift that wraps a card
 *                  round (N5) and moves the card asked about.
 *   plain_twin     every shift of positions from random games of every mode
 *                  and grid (collapsed grids included, N10), for both
 *                  identities and several sets, against the card-by-card
 *                  loop below: where each card lands, then its Chebyshev
 *                  distance to where the card asked about lands.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "games/noir/ai/noir_heuristic.h"
#include "games/noir/core/playout.h"

enum { GAMES_PER_MODE = 400 };

/* --- the plain twin: one card at a time ------------------------------------ */

static int plain_moved(const NoirGame *g, int cell, int line, int dir)
{
    int r = cell / 8, c = cell % 8;
    if (line < NOIR_COLUMN && r == line)
        c = dir ? (c + 1) % g->cols : (c + g->cols - 1) % g->cols;
    if (line >= NOIR_COLUMN && c == line - NOIR_COLUMN)
        r = dir ? (r + 1) % g->rows : (r + g->rows - 1) % g->rows;
    return 8 * r + c;
}

static int plain_near(const NoirGame *g, int me, NoirSuspects set, NoirAction x, int *sum)
{
    int line = noir_action_a(x), dir = noir_action_b(x), near = 0;
    int m = plain_moved(g, g->pos[me], line, dir);
    *sum = 0;
    for (int s = 0; s < NOIR_MAX_SUSPECTS; s++) {
        if (s == me || !(set >> s & 1) || g->pos[s] == NOIR_OFF)
            continue;
        int t = plain_moved(g, g->pos[s], line, dir);
        int dr = abs(t / 8 - m / 8), dc = abs(t % 8 - m % 8);
        int dist = dr > dc ? dr : dc;
        near += dist == 1;
        *sum += dist;
    }
    return near;
}

/* --- the tests ------------------------------------------------------------- */

/* Suspects 0..8 on a 3x3 grid in reading order; suspect 4 in the middle.
 * Row 1 moves right: 3 -> (1,1), 4 -> (1,2), 5 wraps to (1,0).  Next to 4 at
 * (1,2): 1, 2, 3, 7, 8.  Distances: 0 at (0,0) 2, 1 1, 2 1, 3 1, 5 at (1,0)
 * 2, 6 at (2,0) 2, 7 1, 8 1: 11. */
static void hand_example(void **state)
{
    (void)state;
    NoirGame g;
    memset(&g, 0, sizeof g);
    memset(g.pos, NOIR_OFF, sizeof g.pos);
    g.rows = g.cols = 3;
    for (int s = 0; s < 9; s++)
        g.pos[s] = (uint8_t)(8 * (s / 3) + s % 3);
    int sum = -1;
    assert_int_equal(noir_near_after_shift(&g, 4, noir_cells_of(&g, 0x1FF), NOIR_ACTION(NOIR_SHIFT, 1, 1), &sum), 5);
    assert_int_equal(sum, 11);
    /* Column 0 moves up: 0 wraps to (2,0), 3 -> (0,0), 6 -> (1,0).  Next to
     * 4 at (1,1): everyone but 4; distances all 1. */
    assert_int_equal(noir_near_after_shift(&g, 4, noir_cells_of(&g, 0x1FF), NOIR_ACTION(NOIR_SHIFT, NOIR_COLUMN, 0), &sum), 8);
    assert_int_equal(sum, 8);
    /* Only the set counts: {0, 5} after row 1 moves right, both at 2. */
    assert_int_equal(noir_near_after_shift(&g, 4, noir_cells_of(&g, 0x21), NOIR_ACTION(NOIR_SHIFT, 1, 1), &sum), 0);
    assert_int_equal(sum, 4);
}

static long check_position(const NoirGame *g, Pcg32 *rng)
{
    NoirActionList legal;
    noir_legal(g, &legal);
    /* The sets the heuristics pass are sets of suspects in the game, each on
     * a cell of its own. */
    NoirSuspects everyone = noir_everyone(g);
    NoirSuspects sets[3] = {g->alive, everyone, everyone & ((NoirSuspects)pcg32_next(rng) << 32 | pcg32_next(rng))};
    int identities[2] = {g->killer, g->inspector};
    long checked = 0;
    for (int i = 0; i < legal.n; i++) {
        if (noir_action_kind(legal.a[i]) != NOIR_SHIFT)
            continue;
        for (int k = 0; k < 2; k++)
            for (int j = 0; j < 3; j++) {
                int me = identities[k], fast_sum = -1, plain_sum;
                if (g->pos[me] == NOIR_OFF)
                    continue;
                NoirCells cells = noir_cells_of(g, sets[j]);
                int fast = noir_near_after_shift(g, me, cells, legal.a[i], &fast_sum);
                assert_int_equal(fast, plain_near(g, me, sets[j], legal.a[i], &plain_sum));
                assert_int_equal(fast_sum, plain_sum);
                assert_int_equal(noir_near_after_shift(g, me, cells, legal.a[i], NULL), fast);
                checked++;
            }
    }
    return checked;
}

static void plain_twin(void **state)
{
    (void)state;
    static const uint8_t sides[] = {4, 5, 6, 7};
    Pcg32 rng;
    pcg32_seed(&rng, 0x67656f6d, 1);
    long checked = 0, collapsed = 0;
    for (int mode = 0; mode < 3; mode++)
        for (int game = 0; game < GAMES_PER_MODE; game++) {
            NoirParams p = noir_params_default(sides[game % 4]);
            p.mode = (uint8_t)mode;
            NoirSetup setup;
            NoirGame g;
            noir_deal(&setup, &p, &rng);
            assert_int_equal(noir_init(&g, &setup), 0);
            while (!noir_over(&g)) {
                checked += check_position(&g, &rng);
                collapsed += g.rows < sides[game % 4] || g.cols < sides[game % 4];
                noir_apply(&g, noir_random_action(&g, &rng));
            }
        }
    assert_true(checked > 100000);
    assert_true(collapsed > 0); /* the twin saw shrunken grids (N10) */
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(hand_example),
        cmocka_unit_test(plain_twin),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
