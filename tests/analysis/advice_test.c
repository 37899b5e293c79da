/*
 * advice_test.c — the verdict rule of `noirlab advice` (analysis/advice.h) on
 * synthetic figures: the Newcombe 95% interval of A - B decides.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "analysis/advice.h"

static void test_a_clearly_larger_is_supported(void **state)
{
    (void)state;
    assert_int_equal(advice_verdict(600, 1000, 500, 1000), VERDICT_SUPPORTED);
}

static void test_a_clearly_smaller_is_not_supported(void **state)
{
    (void)state;
    assert_int_equal(advice_verdict(400, 1000, 500, 1000), VERDICT_NOT_SUPPORTED);
}

static void test_a_difference_inside_the_noise_is_inconclusive(void **state)
{
    (void)state;
    assert_int_equal(advice_verdict(510, 1000, 500, 1000), VERDICT_INCONCLUSIVE);
    assert_int_equal(advice_verdict(5, 10, 5, 10), VERDICT_INCONCLUSIVE);
    /* the same 10-point gap decides with 10,000 games a side but not with 100 */
    assert_int_equal(advice_verdict(55, 100, 45, 100), VERDICT_INCONCLUSIVE);
    assert_int_equal(advice_verdict(5500, 10000, 4500, 10000), VERDICT_SUPPORTED);
}

static void test_a_side_without_games_has_no_data(void **state)
{
    (void)state;
    assert_int_equal(advice_verdict(0, 0, 5, 10), VERDICT_NO_DATA);
    assert_int_equal(advice_verdict(5, 10, 0, 0), VERDICT_NO_DATA);
    assert_string_equal(advice_verdict_name(VERDICT_NO_DATA), "no data");
    assert_string_equal(advice_verdict_name(VERDICT_SUPPORTED), "supported");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_clearly_larger_is_supported),
        cmocka_unit_test(test_a_clearly_smaller_is_not_supported),
        cmocka_unit_test(test_a_difference_inside_the_noise_is_inconclusive),
        cmocka_unit_test(test_a_side_without_games_has_no_data),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
