/*
 * ismcts_strength_test.c — how strong ISMCTS plays (games/itk/ai/ismcts_itk.h), on the
 * beginner setup, Detective win rates compared game by game: every row of a
 * seed plays the same deals (common random numbers) and a comparison is
 * Newcombe's paired 95% interval of the difference (analysis/stats.h).
 *
 * Every claim is checked on three master seeds (SEEDS), none of them chosen
 * for passing, and each assertion is sized from the effect measured over
 * 1,000 games (docs/ismcts.md) and the interval the test's games give: the
 * comments state the standard error and the chance of failing on a seed.
 * Where a seed's games cannot carry a claim, the claim is made on the three
 * seeds' games pooled (still paired: the same deals for every row), and each
 * seed checks only the sign of the difference where that is safe.
 *
 *   - the ISMCTS Detective gets stronger with iterations (10 -> 300) against
 *     the heuristic Murderer;
 *   - the ISMCTS Murderer with heuristic rollouts gets stronger with
 *     iterations (5 -> 40) against the heuristic Detective, and at 40 it
 *     beats the heuristic Murderer against the same Detective;
 *   - the heuristic's move as prior knowledge (bias) with a two-round horizon
 *     lifts the 300-iteration Detective, to within 0.15 of the heuristic
 *     Detective (over 1,000 games it is level: +0.006 [-0.028, +0.040]);
 *   - the model of the Murderer's intimidations (silenced) lifts the
 *     heuristic Detective, and the search with the model beats the search
 *     without it and is not more than 0.15 below the heuristic with it.
 *
 * Cost: the three 300-iteration Detectives and the 40-iteration Murderer
 * dominate, so they play EXPENSIVE_GAMES and MURDERER_GAMES games a seed;
 * the heuristic Detectives CHEAP_GAMES (127 user CPU-seconds in all on the
 * development machine, against 79 for the one-seed version).  The sanitizer and Debug builds play a few
 * games and check only that the rows were played (ISMCTS_STRENGTH_CHECK 0).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include <cmocka.h>

#include "analysis/stats.h"
#include "games/itk/ai/ismcts_itk.h"
#include "games/itk/data/catalog.h"

#ifndef EXPENSIVE_GAMES
#define EXPENSIVE_GAMES 100
#endif
#ifndef CHEAP_GAMES
#define CHEAP_GAMES 600
#endif
#ifndef MURDERER_GAMES
#define MURDERER_GAMES 60
#endif
#ifndef ISMCTS_STRENGTH_CHECK
#define ISMCTS_STRENGTH_CHECK 1
#endif

/* Master seeds: 23 and 5005 were the seeds of the earlier version of this
 * test, 24 the one on which its 'not below' claim failed. */
static const uint64_t SEEDS[] = {23, 24, 5005};
enum { N_SEEDS = sizeof SEEDS / sizeof SEEDS[0] };

/* Every search here is the one these claims were sized on (docs/ismcts.md):
 * without the opponent model (opponent=tree) and, for the Detective, with the
 * keys that were the defaults of either side then (c=0.7, random rollouts,
 * depth 0 unless given), not the Detective's own defaults now, whose
 * heuristic rollouts cost over ten times as much a game. */
#define SIZED "opponent=tree,c=0.7,rollout=random"
#define PRIOR_SPEC "ismcts:iterations=300,bias=10,depth=2," SIZED
#define MODEL_SPEC PRIOR_SPEC ",silenced=0.001"

/* The Detectives of the paired rows, all against the heuristic Murderer. */
enum { PRIOR, PLAIN300, MODEL, HEURISTIC, HEURISTIC_MODEL, PLAIN10, DETECTIVES };
static const char *const detective_spec[DETECTIVES] = {
    PRIOR_SPEC, "ismcts:iterations=300,depth=0," SIZED, MODEL_SPEC, "heuristic", "heuristic:silenced=0.001",
    "ismcts:iterations=10,depth=0," SIZED,
};
/* The 10-iteration row is compared with a 300-iteration one only: as many games. */
static const long detective_games[DETECTIVES] = {
    EXPENSIVE_GAMES, EXPENSIVE_GAMES, EXPENSIVE_GAMES, CHEAP_GAMES, CHEAP_GAMES, EXPENSIVE_GAMES,
};

/* The Murderers of the Murderer rows, all against the heuristic Detective. */
enum { MURDERER5, MURDERER40, MURDERER_HEURISTIC, MURDERERS };
static const char *const murderer_spec[MURDERERS] = {
    "ismcts:iterations=5,rollout=heuristic,opponent=tree", "ismcts:iterations=40,rollout=heuristic,opponent=tree",
    "heuristic",
};

static Catalog cat;
static uint8_t det_won[N_SEEDS][DETECTIVES][CHEAP_GAMES];
static StrengthRow det_rows[N_SEEDS][DETECTIVES];

static int setup(void **state)
{
    (void)state;
    char err[CATALOG_ERR_MAX];
    if (itk_catalog_load(&cat, itk_catalog_default_dir(), err, sizeof err)) {
        fprintf(stderr, "%s\n", err);
        return -1;
    }
    return 0;
}

static void play_row(StrengthRow *row, long games, uint64_t seed)
{
    const Layout *beginner = itk_catalog_layout(&cat, "beginner");
    MatchConfig cfg = {.deck = &cat.deck, .layout = beginner, .motives = beginner->logic_motives};
    assert_int_equal(itk_ismcts_strength(&cfg, games, seed, row, 1), 0);
    assert_int_equal(row->games, games);
    printf("  seed %-5llu %-52s vs %-40s %.3f [%.3f, %.3f]  n=%ld\n", (unsigned long long)seed, row->detective,
           row->murderer, row->rate, row->lo, row->hi, row->games);
}

/* The paired table of two rows over the games both played (the first n of the longer). */
typedef struct Pairs {
    uint64_t both, a_only, b_only, neither;
} Pairs;

static void add_pairs(Pairs *p, const StrengthRow *a, const StrengthRow *b)
{
    long n = a->games < b->games ? a->games : b->games;
    for (long i = 0; i < n; i++) {
        p->both += a->won[i] && b->won[i];
        p->a_only += a->won[i] && !b->won[i];
        p->b_only += !a->won[i] && b->won[i];
        p->neither += !a->won[i] && !b->won[i];
    }
}

static Interval difference(const Pairs *p, const char *what, const char *a, const char *b)
{
    uint64_t n = p->both + p->a_only + p->b_only + p->neither;
    double d = ((double)p->a_only - (double)p->b_only) / (double)n;
    Interval ci = newcombe_paired_difference(p->both, p->a_only, p->b_only, p->neither, Z95);
    printf("  %-9s %s minus %s: %+.3f [%+.3f, %+.3f] over %llu paired games (%llu won by the first only, %llu by "
           "the second only)\n",
           what, a, b, d, ci.lo, ci.hi, (unsigned long long)n, (unsigned long long)p->a_only,
           (unsigned long long)p->b_only);
    return ci;
}

/* Seed s's difference of Detectives a and b, or all seeds' pooled (s < 0). */
static Interval det_difference(int s, int a, int b)
{
    Pairs p = {0};
    char what[32];
    for (int k = 0; k < N_SEEDS; k++)
        if (s < 0 || k == s)
            add_pairs(&p, &det_rows[k][a], &det_rows[k][b]);
    if (s < 0)
        snprintf(what, sizeof what, "pooled");
    else
        snprintf(what, sizeof what, "seed %llu", (unsigned long long)SEEDS[s]);
    return difference(&p, what, detective_spec[a], detective_spec[b]);
}

static void check(int ok, const char *claim, Interval d)
{
    if (ISMCTS_STRENGTH_CHECK && !ok)
        fail_msg("%s: [%+.3f, %+.3f]", claim, d.lo, d.hi);
}

/* The interval lies above 0 / its centre is above 0 / it does not reach below -margin. */
static void expect_above(Interval d, const char *claim) { check(d.lo > 0, claim, d); }
static void expect_ahead(Interval d, const char *claim) { check(d.lo + d.hi > 0, claim, d); }
static void expect_within(Interval d, double margin, const char *claim) { check(d.lo > -margin, claim, d); }

/* Every Detective row on every seed, once (the tests below share them). */
static int play_detectives(void **state)
{
    if (setup(state))
        return -1;
    for (int s = 0; s < N_SEEDS; s++)
        for (int k = 0; k < DETECTIVES; k++) {
            det_rows[s][k] = (StrengthRow){.detective = detective_spec[k], .murderer = "heuristic",
                                           .won = det_won[s][k]};
            play_row(&det_rows[s][k], detective_games[k], SEEDS[s]);
        }
    return 0;
}

/*
 * 300 iterations against 10, on each seed: +0.34, +0.21, +0.22 (seeds 23,
 * 24, 5005; 0.27 against 0.02 on average); with 25% to 34% of the pairs
 * discordant the standard error at 100 games is about 0.045 and the
 * interval's lower end about 0.09 below the difference: it reaches 0 only if
 * the difference came out below +0.09, 3.5 standard errors under +0.25
 * (under 0.1% a seed).
 */
static void test_detective_grows_with_iterations(void **state)
{
    (void)state;
    for (int s = 0; s < N_SEEDS; s++)
        expect_above(det_difference(s, PLAIN300, PLAIN10), "300 iterations do not beat 10");
}

/*
 * The prior (bias, depth) against the plain 300-iteration search: +0.187
 * [+0.116, +0.255] on the three seeds' 300 games (+0.120, +0.200, +0.240 a
 * seed), 41% of the pairs discordant.  At 100 games a seed the standard
 * error is 0.061: the interval would reach 0 on some seed with probability
 * about 10%, so each seed checks the sign (3 standard errors: about 0.1%)
 * and the 300 pooled games the interval (standard error 0.035; it misses 0
 * only if the difference came out below +0.07, 3.3 standard errors down).
 *
 * Against the heuristic Detective it is level (+0.006 [-0.028, +0.040] over
 * 1,000 games; -0.017 [-0.083, +0.050] pooled here): "not more than 0.15
 * below" on the pooled games, whose lower end sits about 0.066 below the
 * difference: it fails only if the true difference were about -0.085 or
 * lower, 2.5 standard errors of the 1,000-game measurement below it.
 */
static void test_prior_lifts_the_detective_to_the_heuristic(void **state)
{
    (void)state;
    for (int s = 0; s < N_SEEDS; s++)
        expect_ahead(det_difference(s, PRIOR, PLAIN300), "the prior is not ahead of the plain search");
    expect_above(det_difference(-1, PRIOR, PLAIN300), "the prior does not lift the plain search");
    expect_within(det_difference(-1, PRIOR, HEURISTIC), 0.15, "the prior is more than 0.15 below the heuristic");
}

/*
 * The model of the Murderer's intimidations (silenced, itk_belief_weigh_intimidated):
 *   - the heuristic Detective with it against without: +0.141 [+0.119,
 *     +0.162] over 1,000 games, 15% of the pairs discordant: at 600 games a
 *     seed the standard error is 0.015, the lower end about +0.11 (0 is 9
 *     standard errors away);
 *   - the search with it against the search without (PRIOR): +0.170 [+0.123,
 *     +0.216] on the three seeds' 300 games, 20% of the pairs discordant:
 *     standard error 0.024 pooled (the lower end misses 0 only if the
 *     difference came out below +0.05, 5 standard errors down) and 0.041 a
 *     seed, where only the sign is checked (4 standard errors);
 *   - the search with it against the heuristic with it: level (+0.000
 *     [-0.064, +0.064] pooled; -0.085 [-0.167, -0.001] on 200 games of seed
 *     24 in the earlier version of this test, whose "not below 0" claim
 *     could not hold on every seed); "not more than 0.15 below" on the
 *     pooled games: the lower end sits about 0.065 below the difference, so
 *     it fails only if the true difference were about -0.085 or lower.
 * The search with the model against the plain heuristic (+0.131 [+0.095,
 * +0.166] over 1,000 games) is not asserted on its own: it follows from the
 * two above only within their margins.
 */
static void test_murderer_model(void **state)
{
    (void)state;
    for (int s = 0; s < N_SEEDS; s++) {
        expect_above(det_difference(s, HEURISTIC_MODEL, HEURISTIC), "the model does not lift the heuristic");
        expect_ahead(det_difference(s, MODEL, PRIOR), "the model is not ahead in the search");
    }
    expect_above(det_difference(-1, MODEL, PRIOR), "the model does not lift the search");
    expect_within(det_difference(-1, MODEL, HEURISTIC_MODEL), 0.15,
                  "the search with the model is more than 0.15 below the heuristic with it");
}

/*
 * The ISMCTS Murderer against the heuristic Detective, per seed (60 games):
 * the Detective wins +0.43 to +0.57 more against 5 iterations than against
 * 40 (seeds 23, 24, 5005), and +0.27 to +0.35 more against the heuristic
 * Murderer than against 40 iterations.  With 40% to 57% of the pairs
 * discordant the standard errors are about 0.07 and 0.075, the lower ends
 * about +0.30 and +0.16: 0 is more than 6 and 2.5 standard errors away
 * (under 1% a seed for the second).
 */
static void test_murderer_grows_and_beats_the_heuristic(void **state)
{
    (void)state;
    static uint8_t won[MURDERERS][MURDERER_GAMES];
    for (int s = 0; s < N_SEEDS; s++) {
        StrengthRow rows[MURDERERS];
        for (int k = 0; k < MURDERERS; k++) {
            rows[k] = (StrengthRow){.detective = "heuristic", .murderer = murderer_spec[k], .won = won[k]};
            play_row(&rows[k], MURDERER_GAMES, SEEDS[s]);
        }
        char what[32];
        snprintf(what, sizeof what, "seed %llu", (unsigned long long)SEEDS[s]);
        Pairs grows = {0}, beats = {0};
        add_pairs(&grows, &rows[MURDERER5], &rows[MURDERER40]);
        add_pairs(&beats, &rows[MURDERER_HEURISTIC], &rows[MURDERER40]);
        /* the stronger Murderer lets the Detective win less */
        expect_above(difference(&grows, what, "against 5 iterations", "against 40"),
                     "the 40-iteration Murderer is not stronger than the 5-iteration one");
        expect_above(difference(&beats, what, "against the heuristic Murderer", "against 40 iterations"),
                     "the 40-iteration Murderer does not beat the heuristic Murderer");
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_detective_grows_with_iterations),
        cmocka_unit_test(test_prior_lifts_the_detective_to_the_heuristic),
        cmocka_unit_test(test_murderer_model),
        cmocka_unit_test(test_murderer_grows_and_beats_the_heuristic),
    };
    return cmocka_run_group_tests(tests, play_detectives, NULL);
}
