/*
 * ismcts_test — the search for N seats on 10' to Kill (ai/ismcts_tenkill.h):
 * in games of 2, 3 and 4 players, the searcher in seat 0 against the
 * heuristic and random players, at every one of its decisions:
 *   - the search's move is legal (and its tree met no illegal action), its
 *     legal list the core's in ascending order;
 *   - every determinization is in the searcher's information set: the
 *     searcher's view of it is its view of the true game (§3, T23), each
 *     opponent's (hitman, targets) holds in the searcher's belief
 *     (belief.h), the identities are distinct (T4) and, with 4 players,
 *     cover the 16 characters; the position passes the core's checks;
 *     likewise through the backtracking draw alone (tries = 0);
 *   - every seat's reward after a rollout from a determinization is in
 *     [0, 1]: at least (1 - w) / k for the k seats ranked first, at most w
 *     for the others (the backup rule);
 * and a game is the same game again from the same seed.
 */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "games/tenkill/ai/ismcts_tenkill.h"
#include "games/tenkill/playout.h"
#include "games/tenkill/tenkill_class.h"

enum { ITERATIONS = 12, SAMPLES = 6, SEED = 4101 };

typedef struct Bench {
    TenkillSearch s;
    Ismcts *tree;
    long decisions, checked;
} Bench;

static void bench_init(Bench *b, int rollout)
{
    memset(b, 0, sizeof *b);
    b->s.score_weight = 0.1;
    b->s.tries = TENKILL_SAMPLE_TRIES;
    b->s.rollout = rollout;
    char err[200];
    for (int q = 0; q < TENKILL_SEATS_MAX; q++)
        if (game_policy_create(&b->s.heuristic[q], &tenkill_game_class, "heuristic", q, err, sizeof err))
            fail_msg("%s", err);
    IsmctsConfig cfg = {.iterations = ITERATIONS, .c = 0.7, .memory = 1 << 20, .seats = TENKILL_SEATS_MAX};
    b->tree = ismcts_create(&cfg, tenkill_ismcts_game.state_size);
    assert_non_null(b->tree);
}

static void bench_free(Bench *b)
{
    ismcts_destroy(b->tree);
    for (int q = 0; q < TENKILL_SEATS_MAX; q++)
        game_policy_destroy(&b->s.heuristic[q]);
}

/* A determinization d of the searcher's view v of the true game g. */
static void check_sample(const TenkillSearch *s, const TenkillGame *g, const TenkillSeatView *v, const TenkillGame *d)
{
    TenkillSeatView again;
    tenkill_seat_view(d, v->seat, &again);
    assert_memory_equal(&again, v, sizeof again); /* the same information set */
    assert_null(tenkill_check(d));
    TenkillMask all = 0;
    for (int q = 0; q < g->n; q++) {
        TenkillMask mine = (TenkillMask)(d->seat[q].targets | 1u << d->seat[q].hitman);
        assert_int_equal(__builtin_popcount(mine), 1 + TENKILL_TARGETS);
        assert_int_equal(all & mine, 0); /* distinct identities (T4) */
        all |= mine;
        if (q != v->seat && !tenkill_belief_holds(&s->root, q, d->seat[q].hitman, d->seat[q].targets))
            fail_msg("seat %d's sample gives p%d (C%d, %#x), outside its belief", v->seat, q, d->seat[q].hitman,
                     d->seat[q].targets);
    }
    if (g->n == TENKILL_SEATS_MAX)
        assert_int_equal(all, 0xFFFF); /* the 16 characters all dealt */
}

/* The backup rule: each reward in [0, 1]; a seat among k first has at least
 * (1 - w) / k, any other at most w (its score term alone). */
static void check_rewards(TenkillSearch *s, TenkillSearchState *st, Pcg32 *rng)
{
    double r[GAME_SEATS_MAX], w = s->score_weight;
    tenkill_ismcts_game.rollout(s, st, rng);
    assert_int_equal(tenkill_to_move(&st->g), TENKILL_NOBODY);
    tenkill_ismcts_game.rewards(s, st, r);
    uint8_t rank[TENKILL_SEATS_MAX];
    tenkill_ranks(&st->g, rank);
    int k = 0;
    for (int q = 0; q < st->g.n; q++)
        k += rank[q] == 1;
    for (int q = 0; q < st->g.n; q++) {
        assert_true(r[q] >= 0 && r[q] <= 1);
        assert_true(rank[q] == 1 ? r[q] >= (1 - w) / k - 1e-12 : r[q] <= w + 1e-12);
    }
}

/* The search's list: the core's actions, ascending (the search finds a
 * child by bisection). */
static void check_list(const TenkillGame *g)
{
    GameActions sorted;
    TenkillActions core;
    tenkill_search_legal(g, &sorted);
    tenkill_legal(g, &core);
    assert_int_equal(sorted.n, core.n);
    for (int i = 0; i < sorted.n; i++) {
        assert_true(i == 0 || sorted.a[i - 1] < sorted.a[i]);
        assert_true(tenkill_is_legal(g, sorted.a[i]));
    }
}

/* The searcher's checks at one decision, then its move. */
static GameAction searched(Bench *b, const TenkillGame *g, Pcg32 *rng)
{
    check_list(g);
    TenkillSeatView v;
    tenkill_seat_view(g, tenkill_to_move(g), &v);
    tenkill_search_prepare(&b->s, &v);
    for (int i = 0; i < SAMPLES; i++) {
        TenkillSearchState st;
        b->s.tries = i % 2 ? TENKILL_SAMPLE_TRIES : 0; /* every other one by backtracking alone */
        tenkill_ismcts_game.determinize(&b->s, &v, &st, rng);
        check_sample(&b->s, g, &v, &st.g);
        if (i == 0)
            check_rewards(&b->s, &st, rng);
    }
    b->s.tries = TENKILL_SAMPLE_TRIES;
    GameAction a = ismcts_search(b->tree, &tenkill_ismcts_game, &b->s, &v, rng);
    assert_true(tenkill_is_legal(g, a));
    assert_int_equal(ismcts_stats(b->tree)->illegal, 0);
    b->checked++;
    return a;
}

/* One game, the searcher in seat 0, the heuristic in seat 1, random players
 * elsewhere; its actions' hash. */
static uint64_t play(Bench *b, int players, uint64_t seed)
{
    TenkillParams p;
    tenkill_params_default(&p);
    p.players = (uint8_t)players;
    TenkillSetup setup;
    Pcg32 chance, rng;
    pcg32_seed(&chance, seed, 1);
    pcg32_seed(&rng, seed, 2);
    tenkill_deal(&p, &chance, &setup);
    TenkillGame g;
    assert_int_equal(tenkill_start(&g, &setup), 0);
    uint64_t hash = 1469598103934665603ull;
    GameActions legal;
    for (int who; (who = tenkill_to_move(&g)) != TENKILL_NOBODY;) {
        GameAction a;
        tenkill_search_legal(&g, &legal);
        if (who == 0 && legal.n > 1) {
            a = searched(b, &g, &rng);
        } else if (who == 1) {
            TenkillSeatView v;
            tenkill_seat_view(&g, who, &v);
            a = b->s.heuristic[1].cls->choose(b->s.heuristic[1].state, &v, &legal, &rng);
        } else {
            a = tenkill_random_action(&g, &rng);
        }
        tenkill_apply(&g, a);
        hash = (hash ^ a) * 1099511628211ull;
    }
    return hash;
}

static void test_search_plays_from_its_information_set(void **state)
{
    (void)state;
    Bench b;
    bench_init(&b, TENKILL_ROLLOUT_HEURISTIC);
    for (int players = 2; players <= TENKILL_SEATS_MAX; players++)
        play(&b, players, SEED + (uint64_t)players);
    assert_true(b.checked > 30);
    assert_int_equal(b.s.samples, b.checked * (SAMPLES + ITERATIONS + 1)); /* the root's own sample too */
    bench_free(&b);
}

static void test_same_seed_same_game(void **state)
{
    (void)state;
    Bench b, c;
    bench_init(&b, TENKILL_ROLLOUT_RANDOM);
    bench_init(&c, TENKILL_ROLLOUT_RANDOM);
    assert_true(play(&b, 3, SEED) == play(&c, 3, SEED));
    bench_free(&b);
    bench_free(&c);
}

int main(void)
{
    const struct CMUnitTest tests[] = {cmocka_unit_test(test_search_plays_from_its_information_set),
                                       cmocka_unit_test(test_same_seed_same_game)};
    return cmocka_run_group_tests(tests, NULL, NULL);
}
