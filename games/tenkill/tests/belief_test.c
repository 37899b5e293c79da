/*
 * belief_test — the per-opponent belief (ai/belief.h) against brute force:
 * in random games of 2, 3 and 4 players, at sampled turns, every seat's
 * belief about every opponent holds exactly the (hitman, targets) pairs that
 * an enumeration of all 16 x C(15,3) pairs keeps against the true deal and
 * the public record kept here by the test itself: S(V) of each kill from the
 * position before it (§3, T8-T11), T13/T16 reveals, "no" answers (T16), the
 * seat's own tiles (T4).  The counts and both marginals must match too.
 */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "games/tenkill/ai/belief.h"
#include "games/tenkill/playout.h"

enum { MASTER_SEED = 3011, GAMES_PER_COUNT = 12, SAMPLE_EVERY = 7 };

/* The public record, as the test keeps it. */
typedef struct Record {
    TenkillMask by_kills[TENKILL_SEATS_MAX]; /* the intersection of S(V) over q's kills */
    TenkillMask no[TENKILL_SEATS_MAX];       /* characters q answered "no" about */
} Record;

static int n_triples;
static TenkillMask triples[560];
static long kills_seen, noes_seen, narrowed;

static int fits(const TenkillGame *g, const Record *r, int me, int q, int h, TenkillMask t)
{
    TenkillMask mine = (TenkillMask)(g->seat[me].targets | 1u << g->seat[me].hitman);
    if ((mine >> h & 1) || (t & mine) || (t >> h & 1))
        return 0;
    for (int c = 0; c < TENKILL_CHARS; c++) {
        if (g->pile[c] == TENKILL_NOBODY)
            continue; /* alive: nothing revealed */
        int ours = g->owner[c] == q;
        if (ours && g->role[c] == TENKILL_ROLE_HITMAN ? h != c
            : ours && g->role[c] == TENKILL_ROLE_TARGET ? !(t >> c & 1)
                                                         : (h == c || (t >> c & 1)))
            return 0;
    }
    return (r->by_kills[q] >> h & 1) && !(r->no[q] >> h & 1);
}

static void compare(const TenkillGame *g, const Record *r, int me, int q, const TenkillBelief *b)
{
    double count = 0, ph[TENKILL_CHARS] = {0}, pt[TENKILL_CHARS] = {0};
    for (int h = 0; h < TENKILL_CHARS; h++)
        for (int i = 0; i < n_triples; i++) {
            TenkillMask t = triples[i];
            int truth = fits(g, r, me, q, h, t);
            if (truth != tenkill_belief_holds(b, q, h, t))
                fail_msg("seat %d on p%d: (C%d, %#x) brute %d, belief %d", me, q, h, t, truth, !truth);
            if (!truth)
                continue;
            count++;
            ph[h]++;
            for (int c = 0; c < TENKILL_CHARS; c++)
                pt[c] += t >> c & 1;
        }
    const TenkillOpponent *o = &b->opp[q];
    if (count != o->pairs)
        fail_msg("seat %d on p%d: %.0f pairs by brute force, %.0f in the belief", me, q, count, o->pairs);
    assert_true(count >= 1); /* the truth is always among them */
    for (int c = 0; c < TENKILL_CHARS; c++)
        if (fabs(ph[c] / count - o->p_hitman[c]) > 1e-9 || fabs(pt[c] / count - o->p_target[c]) > 1e-9)
            fail_msg("seat %d on p%d: C%d marginals %g/%g vs %g/%g", me, q, c, ph[c] / count, pt[c] / count,
                     o->p_hitman[c], o->p_target[c]);
    narrowed += __builtin_popcount(o->hitmen) < 8;
}

static void check_all(const TenkillGame *g, const Record *r)
{
    for (int me = 0; me < g->n; me++) {
        TenkillSeatView v;
        TenkillBelief b;
        tenkill_seat_view(g, me, &v);
        tenkill_belief(&v, &b);
        for (int q = 0; q < g->n; q++)
            if (q != me)
                compare(g, r, me, q, &b);
    }
}

static void play(int players, long game)
{
    TenkillParams p;
    tenkill_params_default(&p);
    p.players = (uint8_t)players;
    Pcg32 rng;
    pcg32_seed(&rng, MASTER_SEED, (uint64_t)(players * 1000 + game));
    TenkillSetup setup;
    TenkillGame g;
    tenkill_deal(&p, &rng, &setup);
    assert_int_equal(tenkill_start(&g, &setup), 0);
    Record r;
    memset(&r, 0, sizeof r);
    memset(r.by_kills, 0xFF, sizeof r.by_kills);
    for (int step = 0; g.phase != TENKILL_PH_OVER; step++) {
        if (g.phase == TENKILL_PH_TURN && step % SAMPLE_EVERY == 0)
            check_all(&g, &r);
        TenkillAction a = tenkill_random_action(&g, &rng);
        int x = TENKILL_ARG_A(a), y = TENKILL_ARG_B(a);
        if (TENKILL_KIND(a) == TENKILL_KILL) {
            r.by_kills[g.to_act] &= tenkill_suspects(&g, x);
            kills_seen++;
        } else if (TENKILL_KIND(a) == TENKILL_INVESTIGATE && g.seat[y].hitman != x) {
            r.no[y] |= (TenkillMask)(1u << x);
            noes_seen++;
        }
        tenkill_apply(&g, a);
    }
    check_all(&g, &r);
}

static void test_belief_is_brute_force(void **state)
{
    (void)state;
    for (unsigned m = 0; m < 1u << TENKILL_CHARS; m++)
        if (__builtin_popcount(m) == TENKILL_TARGETS)
            triples[n_triples++] = (TenkillMask)m;
    for (int players = 2; players <= TENKILL_SEATS_MAX; players++)
        for (long game = 0; game < GAMES_PER_COUNT; game++)
            play(players, game);
    /* the games exercised every deduction */
    assert_true(kills_seen > 20 && noes_seen > 20 && narrowed > 20);
}

int main(void)
{
    const struct CMUnitTest tests[] = {cmocka_unit_test(test_belief_is_brute_force)};
    return cmocka_run_group_tests(tests, NULL, NULL);
}
