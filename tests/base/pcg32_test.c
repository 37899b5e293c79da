/*
 * pcg32_test — base/pcg32.c against published reference outputs and
 * against Debian's libpcg-cpp-dev (O'Neill's C++ pcg32), run through the
 * helper tests/base/pcg_cpp_reference.cpp whose path CMake passes in
 * PCG_CPP_REFERENCE.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "base/pcg32.h"

/* ---- Published outputs of pcg32-demo (pcg-c-basic, seed 42, stream 54) ---- */

static void test_demo_seed_state(void **state)
{
    (void)state;
    Pcg32 rng;
    pcg32_seed(&rng, 42u, 54u);
    /* The demo's state dump: increment 54*2+1, state after seeding. */
    assert_int_equal(rng.inc, 109u);
    assert_true(rng.state == 1753877967969059832ULL);
}

static void test_demo_outputs(void **state)
{
    (void)state;
    static const uint32_t want[6] = {0xa15c02b7, 0x7b47f409, 0xba1d3330,
                                     0x83d2f293, 0xbfa4784b, 0xcbed606e};
    Pcg32 rng;
    pcg32_seed(&rng, 42u, 54u);
    for (int i = 0; i < 6; i++)
        assert_int_equal(pcg32_next(&rng), want[i]);
}

/* Round 1 of pcg32-demo goes on with 65 coin flips, 33 dice and a shuffle of
 * 52 cards, all with pcg32_boundedrand_r. */
static void test_demo_coins_dice_cards(void **state)
{
    (void)state;
    static const char coins[] = "HHTTTHTHHHTHTTTHHHHHTTTHHHTHTHTHTTHTTTHHHHHHTTTTHHTTTTTHTTTTTTTHT";
    static const char dice[] = "3 4 1 1 2 2 3 2 4 3 2 4 3 3 5 2 3 1 3 1 5 1 4 1 5 6 4 6 6 2 6 3 3";
    static const char cards[] =
        "Qd Ks 6d 3s 3d 4c 3h Td Kc 5c Jh Kd Jd As 4s 4h Ad Th Ac Jc 7s Qs "
        "2s 7h Kh 2d 6c Ah 4d Qh 9h 6s 5s 2c 9c Ts 8d 9s 3c 8c Js 5d 2h 6h "
        "7d 8s 9d 5h 8h Qc 7c Tc";
    char got[256];
    Pcg32 rng;
    pcg32_seed(&rng, 42u, 54u);
    for (int i = 0; i < 6; i++)
        pcg32_next(&rng);

    for (int i = 0; i < 65; i++)
        got[i] = pcg32_bounded(&rng, 2) ? 'H' : 'T';
    got[65] = '\0';
    assert_string_equal(got, coins);

    size_t len = 0;
    for (int i = 0; i < 33; i++)
        len += (size_t)snprintf(got + len, sizeof got - len, "%s%u", i ? " " : "",
                                1 + pcg32_bounded(&rng, 6));
    assert_string_equal(got, dice);

    int deck[52];
    for (int i = 0; i < 52; i++)
        deck[i] = i;
    for (int i = 52; i > 1; i--) {
        int chosen = (int)pcg32_bounded(&rng, (uint32_t)i);
        int card = deck[chosen];
        deck[chosen] = deck[i - 1];
        deck[i - 1] = card;
    }
    len = 0;
    for (int i = 0; i < 52; i++)
        len += (size_t)snprintf(got + len, sizeof got - len, "%s%c%c", i ? " " : "",
                                "A23456789TJQK"[deck[i] / 4], "hcds"[deck[i] % 4]);
    assert_string_equal(got, cards);
}

/* ---- advance ---- */

static void test_advance_equals_steps(void **state)
{
    (void)state;
    static const uint64_t deltas[] = {0, 1, 2, 3, 64, 1000, 12345};
    for (size_t i = 0; i < sizeof deltas / sizeof deltas[0]; i++) {
        Pcg32 stepped, jumped;
        pcg32_seed(&stepped, 0x853c49e6748fea9bULL, 0xda3e39cb94b95bdbULL);
        jumped = stepped;
        for (uint64_t n = 0; n < deltas[i]; n++)
            pcg32_next(&stepped);
        pcg32_advance(&jumped, deltas[i]);
        assert_true(jumped.state == stepped.state);
        assert_true(jumped.inc == stepped.inc);
    }
}

/* The LCG has period 2^64, so advancing by 2^64 - n goes back n steps. */
static void test_advance_backwards(void **state)
{
    (void)state;
    Pcg32 rng, start;
    pcg32_seed(&rng, 7u, 11u);
    start = rng;
    uint32_t first = pcg32_next(&rng);
    for (int i = 0; i < 99; i++)
        pcg32_next(&rng);
    pcg32_advance(&rng, (uint64_t)0 - 100u);
    assert_true(rng.state == start.state);
    assert_int_equal(pcg32_next(&rng), first);
}

/* ---- bounded draws ---- */

static void test_bounded_in_range(void **state)
{
    (void)state;
    static const uint32_t bounds[] = {1, 2, 3, 6, 20, 54, 0x80000001u, 0xffffffffu};
    Pcg32 rng;
    pcg32_seed(&rng, 1u, 2u);
    for (size_t b = 0; b < sizeof bounds / sizeof bounds[0]; b++)
        for (int i = 0; i < 1000; i++)
            assert_true(pcg32_bounded(&rng, bounds[b]) < bounds[b]);
}

/* With bound 2^31 + 1 the reference rejects r < 2^32 mod bound = 2^31 - 1,
 * about half the draws: a bounded draw then consumes more than one output. */
static void test_bounded_rejects_low_values(void **state)
{
    (void)state;
    const uint32_t bound = 0x80000001u, threshold = 0x7fffffffu;
    Pcg32 rng, raw;
    pcg32_seed(&rng, 3u, 5u);
    raw = rng;
    int rejected = 0;
    for (int i = 0; i < 200; i++) {
        uint32_t r;
        while ((r = pcg32_next(&raw)) < threshold)
            rejected++;
        assert_int_equal(pcg32_bounded(&rng, bound), r % bound);
    }
    assert_true(rejected > 0);
    assert_true(rng.state == raw.state);
}

/* ---- seeds of games ---- */

/* seed_mix is SplitMix64's output function: seed_mix(k * gamma) is the
 * (k+1)-th output of SplitMix64 seeded with 0 (Vigna's reference values). */
static void test_seed_mix_is_splitmix64(void **state)
{
    (void)state;
    const uint64_t gamma = 0x9E3779B97F4A7C15ULL;
    assert_true(seed_mix(0) == 0xe220a8397b1dcdafULL);
    assert_true(seed_mix(gamma) == 0x6e789e6aa1b965f4ULL);
    assert_true(seed_mix(2 * gamma) == 0x06c45d188009454fULL);
}

static void test_seed_for_game_deterministic(void **state)
{
    (void)state;
    uint64_t s = seed_for_game(42, 3, 1000);
    assert_true(seed_for_game(42, 3, 1000) == s);
    assert_true(seed_for_game(43, 3, 1000) != s);
    assert_true(seed_for_game(42, 4, 1000) != s);
    assert_true(seed_for_game(42, 3, 1001) != s);
    /* Cell and game are not interchangeable. */
    assert_true(seed_for_game(42, 1000, 3) != s);
    /* Pinned (computed independently from the SplitMix64 definition): game
     * records name their seeds, so these values must never move. */
    assert_true(seed_for_game(0, 0, 0) == 0x238275bc38fcbe91ULL);
    assert_true(seed_for_game(1, 2, 3) == 0xd0734750fde362b3ULL);
}

/* ---- against libpcg-cpp ---- */

/* Run the C++ reference with args and check each of its lines against
 * want(i), the C implementation's i-th number. */
static void compare_with_cpp(const char *args, uint32_t (*want)(Pcg32 *rng, void *ctx), Pcg32 *rng,
                             void *ctx, int lines)
{
    char cmd[512], line[64];
    snprintf(cmd, sizeof cmd, "'%s' %s", PCG_CPP_REFERENCE, args);
    FILE *p = popen(cmd, "r");
    assert_non_null(p);
    int n = 0;
    while (fgets(line, sizeof line, p) != NULL) {
        unsigned long got = strtoul(line, NULL, 10);
        uint32_t mine = want(rng, ctx);
        if (got != mine)
            fail_msg("pcg_cpp_reference %s: line %d is %lu, pcg32.c gives %u", args, n + 1, got,
                     mine);
        n++;
    }
    assert_int_equal(pclose(p), 0);
    assert_int_equal(n, lines);
}

static uint32_t c_next(Pcg32 *rng, void *ctx)
{
    (void)ctx;
    return pcg32_next(rng);
}

static uint32_t c_bounded(Pcg32 *rng, void *ctx)
{
    return pcg32_bounded(rng, *(const uint32_t *)ctx);
}

/* The seeds compared: the demo's, zeros, all ones (only 63 stream bits
 * count), and a seed as the campaign runner derives them. */
static const uint64_t cpp_seeds[][2] = {
    {42u, 54u},
    {0u, 0u},
    {0xffffffffffffffffULL, 0xffffffffffffffffULL},
    {0x853c49e6748fea9bULL, 0xda3e39cb94b95bdbULL},
};
enum { CPP_SEEDS = sizeof cpp_seeds / sizeof cpp_seeds[0] };

/* libpcg-cpp's pcg32(seed, stream) seeds exactly like pcg32_srandom_r. */
static void test_cpp_seeding(void **state)
{
    (void)state;
    for (int s = 0; s < CPP_SEEDS; s++) {
        char cmd[512], inc[32], st[32];
        Pcg32 rng;
        pcg32_seed(&rng, cpp_seeds[s][0], cpp_seeds[s][1]);
        snprintf(cmd, sizeof cmd, "'%s' state %llu %llu", PCG_CPP_REFERENCE,
                 (unsigned long long)cpp_seeds[s][0], (unsigned long long)cpp_seeds[s][1]);
        FILE *p = popen(cmd, "r");
        assert_non_null(p);
        assert_non_null(fgets(inc, sizeof inc, p));
        assert_non_null(fgets(st, sizeof st, p));
        assert_int_equal(pclose(p), 0);
        assert_true(strtoull(inc, NULL, 10) == rng.inc);
        assert_true(strtoull(st, NULL, 10) == rng.state);
    }
}

static void test_cpp_outputs(void **state)
{
    (void)state;
    for (int s = 0; s < CPP_SEEDS; s++) {
        char args[128];
        Pcg32 rng;
        pcg32_seed(&rng, cpp_seeds[s][0], cpp_seeds[s][1]);
        snprintf(args, sizeof args, "next %llu %llu 1000", (unsigned long long)cpp_seeds[s][0],
                 (unsigned long long)cpp_seeds[s][1]);
        compare_with_cpp(args, c_next, &rng, NULL, 1000);
    }
}

/* libpcg-cpp's operator()(bound) is pcg_extras::bounded_rand, the same
 * rejection method; 2^31 + 1 rejects about half of all outputs. */
static void test_cpp_bounded(void **state)
{
    (void)state;
    static const uint32_t bounds[] = {1, 2, 6, 20, 54, 1000003, 0x80000001u, 0xffffffffu};
    for (size_t b = 0; b < sizeof bounds / sizeof bounds[0]; b++) {
        char args[128];
        uint32_t bound = bounds[b];
        Pcg32 rng;
        pcg32_seed(&rng, 42u, 54u);
        snprintf(args, sizeof args, "bounded 42 54 %u 300", bound);
        compare_with_cpp(args, c_bounded, &rng, &bound, 300);
    }
}

static void test_cpp_advance(void **state)
{
    (void)state;
    static const uint64_t deltas[] = {1, 12345, 1ULL << 40, 0xffffffffffffffffULL};
    for (size_t d = 0; d < sizeof deltas / sizeof deltas[0]; d++) {
        char args[128];
        Pcg32 rng;
        pcg32_seed(&rng, 42u, 54u);
        pcg32_advance(&rng, deltas[d]);
        snprintf(args, sizeof args, "advance 42 54 %llu 20", (unsigned long long)deltas[d]);
        compare_with_cpp(args, c_next, &rng, NULL, 20);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_demo_seed_state),
        cmocka_unit_test(test_demo_outputs),
        cmocka_unit_test(test_demo_coins_dice_cards),
        cmocka_unit_test(test_advance_equals_steps),
        cmocka_unit_test(test_advance_backwards),
        cmocka_unit_test(test_bounded_in_range),
        cmocka_unit_test(test_bounded_rejects_low_values),
        cmocka_unit_test(test_seed_mix_is_splitmix64),
        cmocka_unit_test(test_seed_for_game_deterministic),
        cmocka_unit_test(test_cpp_seeding),
        cmocka_unit_test(test_cpp_outputs),
        cmocka_unit_test(test_cpp_bounded),
        cmocka_unit_test(test_cpp_advance),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
