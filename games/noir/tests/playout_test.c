/*
 * playout_test — the random playout's shortcut (playout.c names the k-th
 * legal action from counts) must draw exactly legal.a[pcg32_below(rng, n)] of
 * noir_legal's list, at every step of random games in every mode.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "games/noir/core/playout.h"

enum { GAMES_PER_MODE = 3000 };

static void test_random_action_is_the_lists(void **state)
{
    (void)state;
    for (int mode = 0; mode < NOIR_MODES; mode++)
        for (long i = 0; i < GAMES_PER_MODE; i++) {
            uint64_t s = seed_for_game(77, (uint64_t)mode, (uint64_t)i);
            Pcg32 rng;
            pcg32_seed(&rng, s, 0);
            NoirParams p = noir_params_default(NOIR_MIN_SIDE + (int)(i % 4));
            p.mode = (uint8_t)mode;
            p.first_kill_optional = i % 3 == 0;
            p.identity_first = i % 5 == 0;
            p.self_arrest = i % 7 != 0;
            NoirSetup setup;
            NoirGame g;
            noir_deal(&setup, &p, &rng);
            assert_int_equal(noir_init(&g, &setup), 0);
            while (!noir_over(&g)) {
                Pcg32 a = rng, b = rng;
                NoirActionList legal;
                noir_legal(&g, &legal);
                NoirAction from_list = legal.a[pcg32_below(&a, (uint32_t)legal.n)];
                NoirAction shortcut = noir_random_action(&g, &b);
                assert_int_equal(shortcut, from_list);
                assert_memory_equal(&a, &b, sizeof a); /* the same draws */
                noir_apply(&g, shortcut);
                rng = a;
            }
        }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_random_action_is_the_lists),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
