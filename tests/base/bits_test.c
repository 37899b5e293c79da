/*
 * bits_test.c — bits_nth (base/bits.h) names the k-th set bit, as a loop
 * clearing k low bits does, for every k of every 20-bit set and of 100,000
 * random words.  Built twice: `bits` as the default build compiles it (the
 * byte table) and `bits_pdep` with BMI2 (pdep, as a build for x86-64-v3 or
 * later compiles it), which is skipped (exit 77) on a processor without BMI2.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include <cmocka.h>

#include "base/bits.h"
#include "base/pcg32.h"

#if defined(BITS_TEST_PDEP) && !defined(BITS_NTH_PDEP)
#error "bits_pdep is built to check the pdep path of bits_nth, which this compilation does not take"
#endif

/* The k-th set bit the slow way: clear k low bits. */
static int nth_bit_by_loop(uint32_t x, uint32_t k)
{
    while (k--)
        x = bits_rest(x);
    return bits_first(x);
}

static void check_every_k(uint32_t x)
{
    for (uint32_t k = 0; k < (uint32_t)bits_count(x); k++)
        if (bits_nth(x, k) != nth_bit_by_loop(x, k))
            fail_msg("bits_nth(0x%08x, %u) = %d, expected %d", x, k, bits_nth(x, k), nth_bit_by_loop(x, k));
}

/* The samplers name the k-th member of a set with bits_nth. */
static void test_nth_bit_matches_loop(void **state)
{
    (void)state;
    for (uint32_t x = 0; x < (1u << 20); x++)
        check_every_k(x);
    Pcg32 rng;
    pcg32_seed(&rng, 7, 0);
    for (int i = 0; i < 100000; i++)
        check_every_k(pcg32_next(&rng));
    check_every_k(0xFFFFFFFFu);
    check_every_k(0x80000001u);
}

int main(void)
{
#ifdef BITS_TEST_PDEP
    if (!__builtin_cpu_supports("bmi2")) {
        puts("bits_pdep: this processor has no BMI2; skipped");
        return 77;
    }
#endif
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_nth_bit_matches_loop),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
