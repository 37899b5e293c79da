/*
 * number_test — base/number.h, the one reader of numbers from text.
 * Expected values are written out by hand: 2^64-1 = 18446744073709551615,
 * 0x2a = 42, and the texts strtoull/strtod would have taken ("-1" wraps to
 * 2^64-1, " 7" skips the space, "1e400" is inf, "0x1p3" is 8) are refused.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "base/number.h"

static uint64_t whole(const char *text, uint64_t min, uint64_t max)
{
    uint64_t v = 12345;
    assert_int_equal(number_whole(text, min, max, &v), 0);
    return v;
}

static void refused_whole(const char *text, uint64_t min, uint64_t max)
{
    uint64_t v = 12345;
    if (number_whole(text, min, max, &v) != -1)
        fail_msg("'%s' was read as %llu", text ? text : "(null)", (unsigned long long)v);
    assert_true(v == 12345); /* untouched */
}

static void test_whole_accepted(void **state)
{
    (void)state;
    assert_true(whole("0", 0, 10) == 0);
    assert_true(whole("10", 0, 10) == 10);
    assert_true(whole("007", 0, 10) == 7);
    assert_true(whole("0x2a", 0, 100) == 42);
    assert_true(whole("0XFF", 0, 1000) == 255);
    assert_true(whole("18446744073709551615", 0, UINT64_MAX) == UINT64_MAX);
    assert_true(whole("0xffffffffffffffff", 0, UINT64_MAX) == UINT64_MAX);
    assert_true(whole("4294967295", 1, UINT32_MAX) == 4294967295u);
}

static void test_whole_refused(void **state)
{
    (void)state;
    refused_whole(NULL, 0, 10);
    refused_whole("", 0, 10);                              /* empty (play --game '') */
    refused_whole(" 7", 0, 10);                            /* space before */
    refused_whole("7 ", 0, 10);                            /* space after */
    refused_whole("+7", 0, 10);                            /* sign */
    refused_whole("-1", 0, UINT64_MAX);                    /* strtoull: 2^64-1 */
    refused_whole("10x", 0, 100);                          /* trailing junk */
    refused_whole("1e3", 0, 10000);                        /* not a whole number */
    refused_whole("0x", 0, 10);                            /* no hex digits */
    refused_whole("0xg", 0, 10);
    refused_whole("11", 0, 10);                            /* above max */
    refused_whole("0", 1, 10);                             /* below min */
    refused_whole("18446744073709551616", 0, UINT64_MAX);  /* 2^64: no wrap to 0 */
    refused_whole("99999999999999999999", 0, UINT64_MAX);  /* no clamp to 2^64-1 */
    refused_whole("0x10000000000000000", 0, UINT64_MAX);
    refused_whole("4294967297", 1, 2147483647);            /* --shard's old wrap to 1 */
}

static double real(const char *text, double min, double max)
{
    double v = -7;
    assert_int_equal(number_real(text, min, max, &v), 0);
    return v;
}

static void refused_real(const char *text, double min, double max)
{
    double v = -7;
    if (number_real(text, min, max, &v) != -1)
        fail_msg("'%s' was read as %g", text ? text : "(null)", v);
    assert_true(v == -7);
}

static void test_real_accepted(void **state)
{
    (void)state;
    assert_true(real("0.5", 0, 1) == 0.5);
    assert_true(real(".5", 0, 1) == 0.5);
    assert_true(real("5.", 0, 10) == 5.0);
    assert_true(real("5e-3", 0, 1) == 0.005);
    assert_true(real("2E2", 0, 1000) == 200.0);
    assert_true(real("1e+2", 0, 1000) == 100.0);
    assert_true(real("-10", -2000, 2000) == -10.0); /* a sign where the range is negative */
    assert_true(real("1", 0.001, 1) == 1.0);
}

static void test_real_refused(void **state)
{
    (void)state;
    refused_real(NULL, 0, 1);
    refused_real("", 0, 1);
    refused_real(".", 0, 1);
    refused_real("-0.5", 0, 1);    /* no sign where the range has no negative numbers */
    refused_real("+0.5", -1, 1);   /* never '+' */
    refused_real(" 0.5", 0, 1);
    refused_real("0.5 ", 0, 1);
    refused_real("nan", 0, 1);
    refused_real("inf", 0, 1e308);
    refused_real("0x1p3", 0, 10);  /* strtod: 8 */
    refused_real("1e", 0, 10);
    refused_real("1e+", 0, 10);
    refused_real("1e400", 0, 1e308);  /* beyond a double */
    refused_real("1e-400", 0, 1);     /* below its precision */
    refused_real("1.5", 0, 1);
    refused_real("0.0005", 0.001, 0.999);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_whole_accepted),
        cmocka_unit_test(test_whole_refused),
        cmocka_unit_test(test_real_accepted),
        cmocka_unit_test(test_real_refused),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
