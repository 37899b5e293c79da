/*
 * differential_test — the bitboard core and the plain implementation
 * (plain/) play the same random games side by side and must agree at every
 * step: the seat to move, the legal list, every figure's tile, every seat's
 * score, each kill's suspects S(V) and one character's at every step, and
 * at the end how the game ended, the
 * rounds and the ranks.  The
 * core's invariants (tenkill_check) hold after every step, and its random
 * draw (playout.c) names the same action as the list.
 *
 * TENKILL_DIFF_GAMES games (a compile definition, fewer under the
 * sanitizers), each with parameters drawn from the seed: 2-4 players, the
 * four layouts (one with holes), 0-16 scopes placed every way, every switch
 * on with probability 1/3, a short round cap one game in six.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "games/tenkill/params_text.h"
#include "games/tenkill/plain/plain.h"
#include "games/tenkill/playout.h"
#include "games/tenkill/tenkill.h"

#ifndef TENKILL_DIFF_GAMES
#define TENKILL_DIFF_GAMES 3000
#endif

enum { MASTER_SEED = 20261128 };

/* What the games exercised: a narrowing of the games fails the test. */
static long kinds[TENKILL_SELECT + 1], endings[TENKILL_END_CAP + 1], arrests, police_killed, lone;

/* A 16-cell piece with holes (T1): rows of a 5 x 5 with cells missing. */
static const char *const holed = "00/01/02/04/10/12/13/14/20/24/30/31/32/34/42/44";

static int one_in(Pcg32 *rng, uint32_t n) { return pcg32_below(rng, n) == 0; }

static TenkillParams random_params(Pcg32 *rng)
{
    TenkillParams p;
    char err[160];
    tenkill_params_default(&p);
    p.players = (uint8_t)(2 + pcg32_below(rng, 3));
    switch (pcg32_below(rng, 6)) {
    case 0: tenkill_layout_named(&p, TENKILL_RECT2X8); break;
    case 1: tenkill_layout_named(&p, TENKILL_LINE16); break;
    case 2: assert_int_equal(tenkill_params_set_text(&p, "layout", holed, err, sizeof err), 0); break;
    default: break;
    }
    if (one_in(rng, 2)) {
        p.scopes = (uint8_t)pcg32_below(rng, 17);
        p.scope_place = one_in(rng, 3) ? TENKILL_SCOPE_LIST : TENKILL_SCOPE_RANDOM;
        p.scope_list = 0;
        while (__builtin_popcount(p.scope_list) < p.scopes)
            p.scope_list |= (TenkillMask)(1u << pcg32_below(rng, 16));
    }
    p.police = one_in(rng, 4) ? TENKILL_POLICE_EDITION2 : (uint8_t)(one_in(rng, 2) ? 8 : pcg32_below(rng, 9));
    uint8_t *switches[] = {&p.move_adjacent, &p.pass, &p.sniper_block, &p.police_kill, &p.flee_adjacent,
                           &p.police_flee, &p.other_target_zero, &p.tiebreak_targets};
    for (size_t i = 0; i < sizeof switches / sizeof switches[0]; i++)
        *switches[i] = (uint8_t)one_in(rng, 3);
    p.sniper_gaps = (uint8_t)!one_in(rng, 3);
    p.self_suspect = (uint8_t)!one_in(rng, 3);
    p.police_empty = (uint8_t)pcg32_below(rng, 3);
    if (one_in(rng, 6))
        p.max_rounds = (uint16_t)(1 + pcg32_below(rng, 8));
    return p;
}

static void same_position(const TenkillGame *g, const TenkillPlain *pl, long game, int step)
{
    for (int f = 0; f < TENKILL_FIGURES; f++)
        if ((g->pos[f] == TENKILL_OFF ? -1 : g->pos[f]) != pl->tile_of[f])
            fail_msg("game %ld step %d: figure %d on %d (core) vs %d (plain)", game, step, f, g->pos[f],
                     pl->tile_of[f]);
    for (int s = 0; s < g->n; s++)
        if (tenkill_score(g, s) != tenkill_plain_score(pl, s))
            fail_msg("game %ld step %d: seat %d scores %d (core) vs %d (plain)", game, step, s, tenkill_score(g, s),
                     tenkill_plain_score(pl, s));
}

static void same_lists(const TenkillGame *g, const TenkillPlain *pl, long game, int step)
{
    static TenkillActions a, b;
    tenkill_legal(g, &a);
    tenkill_plain_legal(pl, &b);
    if (a.n != b.n || memcmp(a.a, b.a, (size_t)a.n * sizeof a.a[0]) != 0)
        fail_msg("game %ld step %d: %d legal actions (core) vs %d (plain)", game, step, a.n, b.n);
    if (tenkill_to_move(g) != tenkill_plain_to_move(pl))
        fail_msg("game %ld step %d: seat to move differs", game, step);
}

static void play_one(long game)
{
    Pcg32 rng;
    pcg32_seed(&rng, seed_for_game(MASTER_SEED, 0, (uint64_t)game), 0);
    TenkillParams p = random_params(&rng);
    if (tenkill_params_check(&p))
        fail_msg("game %ld: drawn parameters not playable: %s", game, tenkill_params_check(&p));
    TenkillSetup setup;
    TenkillGame g;
    static TenkillPlain pl;
    tenkill_deal(&p, &rng, &setup);
    assert_int_equal(tenkill_start(&g, &setup), 0);
    tenkill_plain_start(&pl, &setup);
    for (int step = 0; g.phase != TENKILL_PH_OVER; step++) {
        same_lists(&g, &pl, game, step);
        Pcg32 twin = rng;
        TenkillAction a = tenkill_random_action(&g, &rng);
        TenkillActions l;
        tenkill_legal(&g, &l);
        if (a != l.a[pcg32_below(&twin, (uint32_t)l.n)])
            fail_msg("game %ld step %d: the random draw differs from the list's", game, step);
        int c = step % TENKILL_CHARS; /* S(V) of one character a step, killed now or not (§3) */
        if (g.pos[c] != TENKILL_OFF && tenkill_suspects(&g, c) != tenkill_plain_suspects(&pl, c))
            fail_msg("game %ld step %d: S(C%d) %#x (core) vs %#x (plain)", game, step, c, tenkill_suspects(&g, c),
                     tenkill_plain_suspects(&pl, c));
        kinds[TENKILL_KIND(a)]++;
        if (TENKILL_KIND(a) == TENKILL_KILL && TENKILL_ARG_A(a) < TENKILL_CHARS) {
            int v = TENKILL_ARG_A(a);
            TenkillMask s = tenkill_suspects(&g, v);
            if (s != tenkill_plain_suspects(&pl, v))
                fail_msg("game %ld step %d: S(C%d) %#x (core) vs %#x (plain)", game, step, v, s,
                         tenkill_plain_suspects(&pl, v));
            lone += __builtin_popcount(s) == 1;
            assert_int_equal(tenkill_suspects_upto(&g, v, 2), s & tenkill_suspects_upto(&g, v, 2));
        }
        police_killed += TENKILL_KIND(a) == TENKILL_KILL && TENKILL_ARG_A(a) >= TENKILL_CHARS;
        tenkill_apply(&g, a);
        tenkill_plain_apply(&pl, a);
        const char *why = tenkill_check(&g);
        if (why)
            fail_msg("game %ld step %d: %s", game, step, why);
        same_position(&g, &pl, game, step);
    }
    assert_int_equal(pl.phase, TENKILL_PH_OVER);
    assert_int_equal(g.end, pl.end);
    assert_int_equal(g.round, pl.round);
    uint8_t ra[TENKILL_SEATS_MAX], rb[TENKILL_SEATS_MAX];
    tenkill_ranks(&g, ra);
    tenkill_plain_ranks(&pl, rb);
    assert_memory_equal(ra, rb, g.n);
    endings[g.end]++;
    arrests += g.arrests;
}

static void test_core_and_plain_agree(void **state)
{
    (void)state;
    for (long i = 0; i < TENKILL_DIFF_GAMES; i++)
        play_one(i);
    for (int k = TENKILL_MOVE; k <= TENKILL_SELECT; k++)
        if (kinds[k] == 0)
            fail_msg("no action of kind %d was played", k);
    for (int e = TENKILL_END_TARGETS; e <= TENKILL_END_CAP; e++)
        if (endings[e] == 0)
            fail_msg("no game ended by %d", e);
    assert_true(arrests > 0 && police_killed > 0 && lone > 0);
}

/* The signature the bench quotes: equal for the two implementations. */
static void test_signatures_agree(void **state)
{
    (void)state;
    TenkillParams p;
    tenkill_params_default(&p);
    for (int players = 2; players <= TENKILL_SEATS_MAX; players++) {
        p.players = (uint8_t)players;
        long a = 0, b = 0;
        assert_true(tenkill_random_games(&p, 7, 50, &a) == tenkill_plain_random_games(&p, 7, 50, &b));
        assert_int_equal(a, b);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_core_and_plain_agree),
        cmocka_unit_test(test_signatures_agree),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
