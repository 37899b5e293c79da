/*
 * belief_batch_test — itk_belief_pairs_after (games/itk/ai/belief_batch.c) against the
 * belief engine's own update: from a root belief of a prefix of a random
 * game's record, the joint P(x, m) of a longer prefix must be belief_update's
 * on a copy of the root, to rounding, every pair it leaves out must have
 * probability 0 there, the pairs must come in ascending order, and the root
 * must not change.
 *
 * The games cycle through the catalog's layouts and several motive sets
 * (the Cultist's Person of Interest among them), switches on in half of them,
 * with the rules' liar model (lie = 0.5), a skewed one (0.2) and a root weighed
 * by the model of the Murderer (itk_belief_weigh_intimidated), so that every
 * branch of the batch sum runs: answers false about a murderer or not, the
 * witness among the Persons of Interest, draws removing supporters, murders
 * and surveillance answers pruning, and the Homemade Bomb's branches (R20) in
 * the layout of Touch of Evil.
 */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "tests/common/test_catalog.h"

#include "games/itk/ai/belief.h"
#include "games/itk/core/playout.h"

#ifndef BATCH_GAMES
#define BATCH_GAMES 2000
#endif

enum { MASTER_SEED = 7117 };

#define M(x) (1u << MOTIVE_##x)
static const MotiveSet motive_sets[] = {
    M(MANIAC) | M(SADIST) | M(CUTTHROAT) | M(VIGILANTE) | M(KILLER) | M(TERRORIST), /* first Logic game */
    (MotiveSet)((1u << MOTIVES) - 1),                                              /* all 12 */
    M(CULTIST) | M(RADICAL) | M(CANNIBAL),
};
#undef M
enum { MOTIVE_SETS = sizeof motive_sets / sizeof motive_sets[0] };

static void deal(long i, Game *g, Pcg32 *rng)
{
    pcg32_seed(rng, seed_for_game(MASTER_SEED, 0, (uint64_t)i), 0);
    const Layout *layout = &test_catalog.layout[i % test_catalog.n_layouts];
    MotiveSet motives = motive_sets[(i / test_catalog.n_layouts) % MOTIVE_SETS];
    Switches sw = {0};
    if (i % 2) {
        sw.no_poi = (uint8_t)(i / 2 % 2);
        sw.early_accusation = (uint8_t)(i / 6 % 2 ? 3 : 0);
    }
    Setup s;
    assert_int_equal(itk_deal_game(g, &s, &test_catalog.deck, layout, motives, sw, rng), 0);
}

typedef struct Counts {
    long compared, with_answers, with_draws, with_murders, with_bombs;
} Counts;

/* Root at `from` observations, compared at `to`. */
static void compare(const Game *view, int from, int to, double lie, double silenced, Counts *counts)
{
    static Belief root, copy, scratch, before;
    Game prefix = *view;
    prefix.n_obs = (uint8_t)from;
    itk_belief_init(&root, &prefix, lie);
    itk_belief_weigh_intimidated(&root, &prefix, silenced);
    prefix.n_obs = (uint8_t)to;
    memcpy(&before, &root, sizeof root);
    memcpy(&copy, &root, sizeof root);
    itk_belief_update(&copy, &prefix);

    static BeliefBatch batch; /* zeroed once; each root a new generation */
    itk_belief_batch_root(&batch, &root);
    for (int pass = 0; pass < 3; pass++) { /* without the batch; with it, the verdicts judged; remembered */
        BeliefPairs pairs;
        itk_belief_pairs_after(&root, pass ? &batch : NULL, &prefix, &scratch, &pairs);
        assert_memory_equal(&root, &before, sizeof root); /* the root is left alone */
        double joint[CIVILIANS][MOTIVES] = {{0}};
        for (int i = 0; i < pairs.n; i++) {
            if (i > 0) /* ascending (x, m): no pair twice */
                assert_true(pairs.x[i - 1] * MOTIVES + pairs.m[i - 1] < pairs.x[i] * MOTIVES + pairs.m[i]);
            joint[pairs.x[i]][pairs.m[i]] = pairs.p[i];
        }
        for (int x = 0; x < CIVILIANS; x++)
            for (int m = 0; m < MOTIVES; m++)
                if (fabs(joint[x][m] - copy.joint[x][m]) > 1e-9) {
                    print_error("game record %d..%d, lie %g, silenced %g, pass %d: P(%d, %d) %.17g, belief_update "
                                "%.17g\n",
                                from, to, lie, silenced, pass, x, m, joint[x][m], copy.joint[x][m]);
                    fail();
                }
    }
    counts->compared++;
    for (int i = from; i < to; i++) {
        counts->with_answers += view->obs[i].kind == OBS_ANSWER;
        counts->with_draws += view->obs[i].kind == OBS_DRAW;
        counts->with_murders += view->obs[i].kind == OBS_MURDER;
        counts->with_bombs += view->obs[i].kind == OBS_BOMB;
    }
}

static void test_batch_equals_update(void **state)
{
    (void)state;
    Counts counts = {0};
    static const double lies[] = {BELIEF_LIE_DEFAULT, 0.2};
    for (long i = 0; i < BATCH_GAMES; i++) {
        Game g, view;
        Pcg32 rng;
        deal(i, &g, &rng);
        itk_game_random_playout(&g, &rng);
        itk_game_view(&g, SIDE_DETECTIVE, &view);
        int n = view.n_obs;
        /* A root somewhere in the game, then a few observations on and to the end. */
        int from = (int)pcg32_bounded(&rng, (uint32_t)n + 1);
        int near = from + (int)pcg32_bounded(&rng, (uint32_t)(n - from) + 1);
        double lie = lies[i % 2], silenced = i % 3 == 0 ? 0.01 : 1;
        compare(&view, from, near, lie, silenced, &counts);
        compare(&view, from, n, lie, silenced, &counts);
        compare(&view, 0, n, lie, silenced, &counts);
    }
    /* the comparisons did exercise the evidence */
    assert_true(counts.with_answers > BATCH_GAMES);
    assert_true(counts.with_draws > 0);
    assert_true(counts.with_murders > BATCH_GAMES);
    assert_true(counts.with_bombs > 0); /* R20: Touch of Evil's layout, the batch's exact path */
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_batch_equals_update),
    };
    return cmocka_run_group_tests(tests, test_catalog_load, NULL);
}
