/*
 * playout_test.c — itk_game_random_action names exactly the action that
 * legal.a[pcg32_below(rng, legal.n)] would, from the same draws, in every
 * phase (games/itk/core/playout.c writes no list for the set-shaped phases), and
 * itk_game_random_step leaves the position itk_game_apply of that action does.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include <cmocka.h>

#include "tests/common/test_catalog.h"

#include "games/itk/core/playout.h"
#include "games/itk/data/catalog.h"


/* Play one game with both samplers in lockstep, and beside it the same game
 * by itk_game_random_step; returns the decisions checked. */
static long lockstep(const Layout *l, MotiveSet motives, Switches sw, uint64_t seed)
{
    Pcg32 deal, a, b, c;
    pcg32_seed(&deal, seed, 0);
    pcg32_seed(&a, seed, 1);
    b = a;
    c = a;
    Setup s;
    Game g, stepped;
    assert_int_equal(itk_deal_game(&g, &s, &test_catalog.deck, l, motives, sw, &deal), 0);
    stepped = g;
    long n = 0;
    ActionList legal;
    while (!game_over(&g)) {
        itk_game_legal(&g, &legal);
        Action listed = legal.a[pcg32_below(&b, (uint32_t)legal.n)];
        Action sampled = itk_game_random_action(&g, &a);
        if (sampled != listed)
            fail_msg("seed %llu phase %d: sampled %s %d %d, list says %s %d %d", (unsigned long long)seed,
                     g.phase, itk_action_kind_name(action_kind(sampled)), action_a(sampled), action_b(sampled),
                     itk_action_kind_name(action_kind(listed)), action_a(listed), action_b(listed));
        assert_memory_equal(&a, &b, sizeof a); /* the same number of draws */
        itk_game_apply(&g, sampled);
        itk_game_random_step(&stepped, &c);
        assert_memory_equal(&c, &a, sizeof c);
        assert_memory_equal(&stepped, &g, sizeof g); /* the same position, record included */
        n++;
    }
    return n;
}

static void test_sampler_matches_list_on_every_layout(void **state)
{
    (void)state;
    long decisions = 0;
    for (int i = 0; i < 6000; i++) {
        const Layout *l = &test_catalog.layout[i % test_catalog.n_layouts];
        /* every motive gets played: the layouts' full lists, then all 12 */
        MotiveSet motives = i % 3 == 2 ? (MotiveSet)((1u << MOTIVES) - 1) : l->motives;
        Switches sw = {.early_accusation = (uint8_t)(i % 4 == 1 ? 3 : 0),
                       .surveillance_ban = (uint8_t)(i % 5 == 1 ? 4 : 0)};
        decisions += lockstep(l, motives, sw, (uint64_t)i + 1);
    }
    assert_true(decisions > 6000 * 50);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_sampler_matches_list_on_every_layout),
    };
    return cmocka_run_group_tests(tests, test_catalog_load, NULL);
}
