/*
 * test_beginner.c — the beginner setup and policy creation (test_beginner.h).
 */
#include "tests/common/test_beginner.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <math.h>

#include "tests/common/test_catalog.h"

MatchConfig test_beginner;

int test_beginner_load(void **state)
{
    if (test_catalog_load(state))
        return -1;
    const Layout *l = itk_catalog_layout(&test_catalog, "beginner");
    test_beginner = (MatchConfig){&test_catalog.deck, l, l->logic_motives, {0}};
    return 0;
}

void test_policy_create(Policy *p, const char *spec, int side)
{
    char err[256];
    if (itk_policy_create(p, spec, side, err, sizeof err))
        fail_msg("%s", err);
}

void test_play_to_end(Policy *det, Policy *mur, uint64_t seed, Game *final)
{
    GameResult r;
    assert_int_equal(itk_match_play_final(&test_beginner, det, mur, seed, &r, final), 0);
}

void test_play_mixed(long games, uint64_t seed, uint64_t stream, void (*visit)(void *ctx, const Game *final, long i),
                     void *ctx)
{
    Policy det, mur, rnd_det, rnd_mur;
    test_policy_create(&det, "heuristic", SIDE_DETECTIVE);
    test_policy_create(&mur, "heuristic", SIDE_MURDERER);
    test_policy_create(&rnd_det, "random", SIDE_DETECTIVE);
    test_policy_create(&rnd_mur, "random", SIDE_MURDERER);
    static Game final;
    for (long i = 0; i < games; i++) {
        int heuristic = i % 3 != 2;
        test_play_to_end(heuristic ? &det : &rnd_det, heuristic ? &mur : &rnd_mur,
                         seed_for_game(seed, stream, (uint64_t)i), &final);
        visit(ctx, &final, i);
    }
    itk_policy_destroy(&det);
    itk_policy_destroy(&mur);
    itk_policy_destroy(&rnd_det);
    itk_policy_destroy(&rnd_mur);
}

void test_assert_posterior(const double got[CIVILIANS][MOTIVES], const double want[CIVILIANS][MOTIVES], const Game *g)
{
    double total = 0;
    for (int x = 0; x < CIVILIANS; x++)
        for (int m = 0; m < MOTIVES; m++)
            total += want[x][m];
    assert_true(total > 0);
    for (int x = 0; x < CIVILIANS; x++)
        for (int m = 0; m < MOTIVES; m++)
            if (fabs(got[x][m] - want[x][m] / total) > 1e-9)
                fail_msg("P(x=%d, m=%d) = %.12f, brute force %.12f", x, m, got[x][m], want[x][m] / total);
    assert_true(got[g->murderer][g->motive] > 0); /* the truth is never ruled out */
}
