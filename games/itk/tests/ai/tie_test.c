/*
 * tie_test — how the policies pick among candidates of equal score (ai/tie.h),
 * the accusation's itk_belief_best (games/itk/ai/belief.h) among them:
 *   - with ties=random an exact tie is broken every way over seeds, each way
 *     with a frequency inside a binomial bound of the uniform one (5 standard
 *     deviations: a uniform draw leaves it with probability below 1e-6), and
 *     a candidate below the best is never picked;
 *   - a given seed always breaks it the same way;
 *   - no tie, no draw: the stream is left as it was (so a game without ties
 *     plays the same in every order);
 *   - first and last pick the first and the last offered, and every order
 *     says how the pick was made (GameTie);
 *   - scores equal up to rounding are a tie, scores further apart are not;
 *   - the SPEC key ties=random|first|last, and a bad value named.
 */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "ai/tie.h"
#include "games/itk/ai/belief.h"
#include "games/itk/ai/policy_class.h"

enum { SEEDS = 4000 };

/* |count - n p| within 5 standard deviations of Binomial(n, p). */
static void assert_binomial(long count, long n, double p)
{
    double sd = sqrt(n * p * (1 - p));
    if (fabs(count - n * p) > 5 * sd)
        fail_msg("%ld of %ld, expected %.0f +/- %.0f (5 sd)", count, n, n * p, 5 * sd);
}

static int pick_with_seed(const double *score, int n, uint64_t seed)
{
    Pcg32 rng;
    pcg32_seed(&rng, seed, 2);
    return tie_argmax(score, n, TIES_RANDOM, &rng);
}

/* Two and three candidates tied at the top, one below them in between. */
static void test_random_is_uniform(void **state)
{
    (void)state;
    static const double two[] = {0.25, 0.5, 0.1, 0.5};
    static const double three[] = {0.3, 0.3, 0.2, 0.3};
    long count2[4] = {0}, count3[4] = {0};
    for (uint64_t s = 0; s < SEEDS; s++) {
        count2[pick_with_seed(two, 4, s)]++;
        count3[pick_with_seed(three, 4, s)]++;
    }
    assert_int_equal(count2[0] + count2[2], 0);
    assert_binomial(count2[1], SEEDS, 0.5);
    assert_int_equal(count3[2], 0);
    for (int i = 0; i < 4; i += i == 1 ? 2 : 1)
        assert_binomial(count3[i], SEEDS, 1.0 / 3);
}

static void test_a_seed_breaks_it_one_way(void **state)
{
    (void)state;
    static const double two[] = {0.5, 0.5};
    for (uint64_t s = 0; s < 200; s++) {
        int first = pick_with_seed(two, 2, s);
        for (int again = 0; again < 3; again++)
            assert_int_equal(pick_with_seed(two, 2, s), first);
    }
}

static void test_no_tie_draws_nothing(void **state)
{
    (void)state;
    static const double one[] = {0.1, 0.7, 0.2};
    Pcg32 rng, before;
    pcg32_seed(&rng, 7, 2);
    before = rng;
    assert_int_equal(tie_argmax(one, 3, TIES_RANDOM, &rng), 1);
    assert_memory_equal(&rng, &before, sizeof rng);
}

static void test_first_and_last(void **state)
{
    (void)state;
    static const double three[] = {0.3, 0.1, 0.3, 0.3};
    assert_int_equal(tie_argmax(three, 4, TIES_FIRST, NULL), 0);
    assert_int_equal(tie_argmax(three, 4, TIES_LAST, NULL), 3);

    static const int broken[2][2] = {{TIES_FIRST, GAME_TIE_FIRST}, {TIES_LAST, GAME_TIE_LAST}};
    for (int k = 0; k < 2; k++) {
        Tie t;
        tie_start(&t, (TieOrder)broken[k][0], NULL);
        for (int i = 0; i < 4; i++)
            tie_offer(&t, three[i]);
        assert_int_equal(t.tied, 3);
        assert_int_equal(tie_broken(&t), broken[k][1]);
    }
    /* the middle one of three, and a pick with no equal */
    Tie t;
    Pcg32 rng;
    int between = 0;
    for (uint64_t s = 0; s < 64 && !between; s++) {
        pcg32_seed(&rng, s, 2);
        tie_start(&t, TIES_RANDOM, &rng);
        int pick = 0;
        for (int i = 0; i < 4; i++)
            pick = tie_offer(&t, three[i]) ? i : pick;
        between = pick == 2;
        assert_int_equal(tie_broken(&t), pick == 0 ? GAME_TIE_FIRST : pick == 3 ? GAME_TIE_LAST : GAME_TIE_BETWEEN);
    }
    assert_true(between);
    tie_start(&t, TIES_LAST, NULL);
    tie_offer(&t, 0.2);
    tie_offer(&t, 0.9);
    tie_offer(&t, 0.1);
    assert_int_equal(tie_broken(&t), GAME_TIE_NONE);
}

static void test_rounding(void **state)
{
    (void)state;
    double third = 1.0 / 3, sum = 0.1 + 0.2; /* 0.30000000000000004 */
    assert_int_equal(tie_compare(sum, 0.3), 0);
    assert_int_equal(tie_compare(third * 3e6, 1e6), 0); /* relative to the size */
    assert_int_equal(tie_compare(0.5 + 1e-9, 0.5), 1);
    assert_int_equal(tie_compare(0.5, 0.5 + 1e-9), -1);
    assert_int_equal(tie_compare(-INFINITY, -INFINITY), 0);
}

/* The accusation: (x, Vigilante) and (x, Spy) tied at 1/2, as the belief of a
 * Spy game often ends (Vigilante's index is the lower). */
static void test_accusation_tie(void **state)
{
    (void)state;
    static Belief b; /* zero but for the joint, all itk_belief_best reads */
    static const Game view = {.alive = (1u << CIVILIANS) - 1,
                              .motives = 1u << MOTIVE_VIGILANTE | 1u << MOTIVE_SPY | 1u << MOTIVE_MANIAC};
    b.joint[4][MOTIVE_VIGILANTE] = b.joint[4][MOTIVE_SPY] = 0.5;
    long spy = 0;
    for (uint64_t s = 0; s < SEEDS; s++) {
        int x, m, again_x, again_m;
        Pcg32 rng, same;
        pcg32_seed(&rng, s, 2);
        same = rng;
        Tie tie, again;
        tie_start(&tie, TIES_RANDOM, &rng);
        tie_start(&again, TIES_RANDOM, &same);
        assert_true(itk_belief_best(&b, &view, &tie, &x, &m) == 0.5);
        itk_belief_best(&b, &view, &again, &again_x, &again_m);
        assert_int_equal(x, 4);
        assert_true(m == MOTIVE_SPY || m == MOTIVE_VIGILANTE);
        assert_int_equal(m, again_m); /* a seed breaks it one way */
        assert_int_equal(tie_broken(&tie), m == MOTIVE_VIGILANTE ? GAME_TIE_FIRST : GAME_TIE_LAST);
        spy += m == MOTIVE_SPY;
    }
    assert_binomial(spy, SEEDS, 0.5);
}

static void test_spec_key(void **state)
{
    (void)state;
    static const char *const specs[] = {"heuristic", "heuristic:ties=random", "heuristic:ties=first",
                                        "heuristic:ties=last"};
    static const TieOrder want[] = {TIES_RANDOM, TIES_RANDOM, TIES_FIRST, TIES_LAST};
    char err[256];
    for (int i = 0; i < 4; i++) {
        PolicySpec spec;
        TieOrder order;
        assert_int_equal(policy_spec_parse(specs[i], &spec, err, sizeof err), 0);
        assert_int_equal(tie_order_param(&spec, &order, err, sizeof err), 0);
        assert_int_equal(order, want[i]);
        assert_string_equal(tie_order_name(order), i ? specs[i] + strlen("heuristic:ties=") : "random");
    }
    PolicySpec spec;
    TieOrder order;
    assert_int_equal(policy_spec_parse("heuristic:ties=lowest", &spec, err, sizeof err), 0);
    assert_int_equal(tie_order_param(&spec, &order, err, sizeof err), -1);
    assert_string_equal(err, "policy heuristic: ties=lowest is not one of random|first|last");
    /* every policy that breaks ties takes the key, and refuses a bad value */
    static const char *const takers[] = {"heuristic:ties=last", "bluff:ties=first", "ismcts:ties=first"};
    for (int i = 0; i < 3; i++) {
        Policy p;
        assert_int_equal(itk_policy_create(&p, takers[i], SIDE_MURDERER, err, sizeof err), 0);
        itk_policy_destroy(&p);
    }
    Policy p;
    assert_int_equal(itk_policy_create(&p, "ismcts:ties=none", SIDE_DETECTIVE, err, sizeof err), -1);
    assert_string_equal(err, "policy ismcts: ties=none is not one of random|first|last");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_random_is_uniform),  cmocka_unit_test(test_a_seed_breaks_it_one_way),
        cmocka_unit_test(test_no_tie_draws_nothing), cmocka_unit_test(test_first_and_last),
        cmocka_unit_test(test_rounding),           cmocka_unit_test(test_accusation_tie),
        cmocka_unit_test(test_spec_key),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
