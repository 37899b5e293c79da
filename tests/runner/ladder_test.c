/*
 * ladder_test — round robins as campaigns (runner/ladder.c) and the tune
 * layers (runner/tune.c).
 *
 *   - a round robin is every detective against every murderer, all cells on
 *     the same seed (common random numbers, docs/campaign.md "Seeds");
 *   - a bad value is reported under the flag it came from, once;
 *   - the roles of a campaign's cells, a spec in both roles;
 *   - the tune grid: its size, its specs, its refusals;
 *   - successive halving: the schedule's arithmetic, and both searches find
 *     a planted best configuration of a synthetic objective (no games);
 *   - TuneRun: ranges of games equal a whole run of the same campaign, and
 *     two names of one configuration pair up level in every game.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "games/itk/runner/campaign_grid.h"
#include "runner/ladder.h"
#include "runner/memsink.h"
#include "runner/tune.h"

static Catalog cat;

static int setup(void **state)
{
    (void)state;
    char err[CATALOG_ERR_MAX];
    return itk_catalog_load(&cat, itk_catalog_default_dir(), err, sizeof err);
}

static int round_robin(Campaign *c, const char *const *det, int n_det, const char *const *mur, int n_mur,
                       const RoundRobin *extra, char *err, size_t errlen)
{
    RoundRobin rr = extra ? *extra : (RoundRobin){0};
    rr.n_det = n_det;
    rr.n_mur = n_mur;
    rr.det = det;
    rr.mur = mur;
    rr.det_flag = "--detectives";
    rr.mur_flag = "--murderers";
    return round_robin_campaign(c, &cat, &rr, err, errlen);
}

/* ---------------------------------------------------------------------------
 * Round robins
 * ------------------------------------------------------------------------- */

static void test_round_robin_is_every_pair_on_common_seeds(void **state)
{
    (void)state;
    const char *det[] = {"random", "heuristic", "heuristic:lie=0.2"};
    const char *mur[] = {"heuristic", "random"};
    Campaign c;
    char err[CAMPAIGN_ERR_MAX];
    RoundRobin rr = {.name = "rr", .games = "30", .seed = "9", .chunk = 10};
    if (round_robin(&c, det, 3, mur, 2, &rr, err, sizeof err))
        fail_msg("%s", err);
    assert_string_equal(c.name, "rr");
    assert_int_equal(c.n_cells, 6);
    assert_int_equal(c.games, 30);
    assert_int_equal(c.chunk, 10);
    assert_int_equal(c.master_seed, 9);
    for (int i = 0; i < 6; i++) {
        assert_string_equal(c.spec[c.cell[i].detective], det[i / 2]);
        assert_string_equal(c.spec[c.cell[i].murderer], mur[i % 2]);
        assert_true(c.cell[i].seed == c.cell[0].seed);
    }
    const ItkParams *p = itk_cell_params(&c, 0);
    assert_string_equal(p->layout->key, "beginner");
    assert_true(p->motives == p->layout->logic_motives);

    LadderRoles r;
    ladder_roles(&r, &c);
    assert_int_equal(r.n_det, 3);
    assert_int_equal(r.n_mur, 2);
    /* "random" and "heuristic" play both roles: one spec, two role indices. */
    assert_int_equal(r.det[0], r.mur[1]);
    for (int i = 0; i < 6; i++) {
        assert_int_equal(r.cell_det[i], i / 2);
        assert_int_equal(r.cell_mur[i], i % 2);
    }
    ladder_roles_free(&r);
    campaign_free(&c);
}

static void expect_refusal(const char *const *det, int n_det, const char *const *mur, int n_mur,
                           const RoundRobin *extra, const char *message)
{
    Campaign c;
    char err[CAMPAIGN_ERR_MAX];
    assert_int_equal(round_robin(&c, det, n_det, mur, n_mur, extra, err, sizeof err), -1);
    if (strncmp(err, message, strlen(message)) != 0)
        fail_msg("message '%s', expected it to start with '%s'", err, message);
    assert_null(strchr(err, '\n'));
    assert_null(strstr(err, "command line")); /* always a flag, never a place in a text */
}

static void test_bad_values_are_blamed_on_their_flag(void **state)
{
    (void)state;
    const char *ok[] = {"random"}, *bad_key[] = {"random", "heuristic:depth=3"}, *twice[] = {"random", "random"};
    const char *bad_name[] = {"randm"};
    expect_refusal(bad_key, 2, ok, 1, NULL, "--detectives: policy heuristic: unknown parameter 'depth'");
    expect_refusal(ok, 1, bad_name, 1, NULL, "--murderers: ");
    expect_refusal(twice, 2, ok, 1, NULL, "--detectives: policy 'random' given twice");
    /* Names by value: lie=0.3 and lie=0.30 are one rung. */
    /* A value one character over POLICY_VALUE_MAX - 1: "0.1", zeros, "1". */
    char long_spec[sizeof "heuristic:lie=" + POLICY_VALUE_MAX], long_msg[2 * POLICY_VALUE_MAX];
    snprintf(long_spec, sizeof long_spec, "heuristic:lie=0.1%0*d", POLICY_VALUE_MAX - 3, 1);
    snprintf(long_msg, sizeof long_msg, "--murderers: policy spec '%s': the value of 'lie' is longer than %d characters "
             "(the limit)", long_spec, POLICY_VALUE_MAX - 1);
    const char *by_value[] = {"heuristic:lie=0.3", "heuristic:lie=0.30"}, *long_value[] = {long_spec};
    expect_refusal(ok, 1, by_value, 2, NULL, "--murderers: policy 'heuristic:lie=0.3' given twice");
    expect_refusal(ok, 1, long_value, 1, NULL, long_msg);
    expect_refusal(ok, 1, ok, 1, &(RoundRobin){.scenario = "nowhere"}, "--scenario: unknown scenario 'nowhere'");
    expect_refusal(ok, 1, ok, 1, &(RoundRobin){.motives = "Sadistic"}, "--motives: motives: ");
    expect_refusal(ok, 1, ok, 1, &(RoundRobin){.games = "0"}, "--games: games must be");
    expect_refusal(ok, 1, ok, 1, &(RoundRobin){.seed = "x"}, "--seed: seed must be");
    expect_refusal(ok, 1, ok, 1, &(RoundRobin){.motives = "logic ; all"},
                   "--motives: motives: unknown motive 'logic ; all'");
}

static void test_split_specs(void **state)
{
    (void)state;
    char **list, err[256];
    assert_int_equal(split_specs("--detectives", " random ; ismcts:iterations=50,c=0.5;heuristic", &list, err,
                                 sizeof err),
                     3);
    assert_string_equal(list[0], "random");
    assert_string_equal(list[1], "ismcts:iterations=50,c=0.5");
    assert_string_equal(list[2], "heuristic");
    free(list);
    assert_int_equal(split_specs("--murderers", "random;;heuristic", &list, err, sizeof err), -1);
    assert_string_equal(err, "--murderers: has an empty SPEC in its list");
    assert_int_equal(split_specs("--murderers", "  ", &list, err, sizeof err), -1);
    assert_non_null(strstr(err, "needs at least one policy SPEC"));
}

/* ---------------------------------------------------------------------------
 * The tune grid
 * ------------------------------------------------------------------------- */

static void test_tune_space(void **state)
{
    (void)state;
    TuneSpace s;
    char err[512], spec[POLICY_SPEC_MAX];
    assert_int_equal(tune_space_init(&s, "ismcts:memory=8M", err, sizeof err), 0);
    assert_int_equal(tune_space_size(&s), 1);
    assert_int_equal(tune_space_add(&s, "iterations=10,20,40", err, sizeof err), 0);
    assert_int_equal(tune_space_add(&s, "c=0.5,1", err, sizeof err), 0);
    assert_int_equal(tune_space_size(&s), 6);
    tune_space_spec(&s, 0, spec, sizeof spec);
    assert_string_equal(spec, "ismcts:memory=8M,iterations=10,c=0.5");
    tune_space_spec(&s, 1, spec, sizeof spec); /* the last parameter changes fastest */
    assert_string_equal(spec, "ismcts:memory=8M,iterations=10,c=1");
    tune_space_spec(&s, 5, spec, sizeof spec);
    assert_string_equal(spec, "ismcts:memory=8M,iterations=40,c=1");
    assert_int_equal(tune_space_check(&s, SIDE_DETECTIVE, err, sizeof err), 0);

    assert_int_equal(tune_space_add(&s, "c=2", err, sizeof err), -1);
    assert_string_equal(err, "--param c=2: 'c' is swept twice");
    assert_int_equal(tune_space_add(&s, "memory=4M", err, sizeof err), -1);
    assert_string_equal(err, "--param memory=4M: 'memory' is already fixed in --policy");
    assert_int_equal(tune_space_add(&s, "depth=1,,2", err, sizeof err), -1);
    assert_string_equal(err, "--param depth=1,,2: bad value ''");
    assert_int_equal(tune_space_add(&s, "depth=1,1", err, sizeof err), -1);
    assert_string_equal(err, "--param depth=1,1: value '1' given twice");
    assert_int_equal(tune_space_add(&s, "depth", err, sizeof err), -1);
    assert_string_equal(err, "--param depth: expected key=v1,v2,...");

    assert_int_equal(tune_space_init(&s, "heuristic", err, sizeof err), 0);
    assert_int_equal(tune_space_add(&s, "lie=0.3,0.30", err, sizeof err), -1); /* one point by value */
    assert_string_equal(err, "--param lie=0.3,0.30: value '0.3' given twice");
    char long_param[sizeof "lie=" + POLICY_VALUE_MAX], long_msg[2 * POLICY_VALUE_MAX];
    snprintf(long_param, sizeof long_param, "lie=0.1%0*d", POLICY_VALUE_MAX - 3, 1);
    snprintf(long_msg, sizeof long_msg, "--param %s: the value '0.10000000000000...' is longer than %d characters "
             "(the limit)", long_param, POLICY_VALUE_MAX - 1);
    assert_int_equal(tune_space_add(&s, long_param, err, sizeof err), -1);
    assert_string_equal(err, long_msg);
    assert_int_equal(tune_space_add(&s, "lie=0.50,seven", err, sizeof err), 0);
    assert_int_equal(tune_space_check(&s, SIDE_MURDERER, err, sizeof err), -1);
    assert_non_null(strstr(err, "--param: configuration heuristic:lie=seven: "));
    tune_space_spec(&s, 0, spec, sizeof spec);
    assert_string_equal(spec, "heuristic:lie=0.5"); /* the point's name is its value's: 0.50 is 0.5 */
    assert_int_equal(tune_space_init(&s, "heuristic:lie", err, sizeof err), -1);
    assert_non_null(strstr(err, "--policy: "));
}

/* ---------------------------------------------------------------------------
 * Searches on a planted objective
 * ------------------------------------------------------------------------- */

/* Configuration k wins game g with probability 0.6 - 0.04 |k - best|,
 * decided by a hash of (k, g): the same answer however the games are asked. */
typedef struct Planted {
    int best;
    uint64_t asked;       /* games asked for, all configurations */
} Planted;

static int planted_objective(void *ctx, const int *configs, int n, uint32_t first, uint32_t count, uint64_t *wins,
                             char *err, size_t errlen)
{
    (void)err;
    (void)errlen;
    Planted *p = ctx;
    for (int i = 0; i < n; i++) {
        int k = configs[i];
        double pk = 0.6 - 0.04 * abs(k - p->best);
        for (uint32_t g = first; g < first + count; g++)
            wins[i] += (seed_mix(((uint64_t)k << 32) ^ g) >> 11) * 0x1p-53 < pk;
        p->asked += count;
    }
    return 0;
}

static void test_halving_schedule(void **state)
{
    (void)state;
    HalvingRound r[TUNE_MAX_ROUNDS];
    char err[512];
    /* 9 configurations: 4 rounds of 9, 5, 3, 2; budget 36000 / (n_r * 4) each, in units of 100. */
    assert_int_equal(tune_halving_schedule(9, 36000, 100, r, err, sizeof err), 4);
    const int survivors[4] = {9, 5, 3, 2};
    const uint32_t more[4] = {1000, 1800, 3000, 4500};
    uint32_t total = 0;
    uint64_t spent = 0;
    for (int i = 0; i < 4; i++) {
        total += more[i];
        spent += (uint64_t)survivors[i] * more[i];
        assert_int_equal(r[i].survivors, survivors[i]);
        assert_int_equal(r[i].games, total);
    }
    assert_true(spent <= 36000);
    assert_int_equal(tune_halving_schedule(1, 500, 100, r, err, sizeof err), 1);
    assert_int_equal(r[0].games, 500);
    assert_int_equal(tune_halving_schedule(9, 3599, 100, r, err, sizeof err), -1);
    assert_non_null(strstr(err, "--budget: 3599 games are too few for 9 configurations"));
}

static void test_searches_find_the_planted_best(void **state)
{
    (void)state;
    char err[512];
    for (int best = 0; best < 12; best += 5) {
        Planted p = {best, 0};
        TuneOutcome o;
        assert_int_equal(tune_grid(12, 3000, planted_objective, &p, &o, err, sizeof err), 0);
        assert_int_equal(o.best, best);
        assert_int_equal(abs(o.runner_up - best), 1);
        assert_int_equal(p.asked, 12 * 3000);
        tune_outcome_free(&o);

        HalvingRound r[TUNE_MAX_ROUNDS];
        int n = tune_halving_schedule(12, 36000, 100, r, err, sizeof err);
        assert_int_equal(n, 4);
        p.asked = 0;
        assert_int_equal(tune_halving(12, r, n, planted_objective, &p, &o, err, sizeof err), 0);
        assert_int_equal(o.best, best);
        assert_int_equal(o.rounds[best], 4);
        assert_true(p.asked <= 36000);
        assert_int_equal(o.games[best], r[3].games);
        for (int k = 0; k < 12; k++)
            assert_true(o.rounds[k] >= 1);
        tune_outcome_free(&o);
    }
}

/* ---------------------------------------------------------------------------
 * TuneRun: games through the runner
 * ------------------------------------------------------------------------- */

static void test_ranges_equal_a_whole_run(void **state)
{
    (void)state;
    const char *det[] = {"heuristic", "random", "heuristic:lie=0.5"}, *mur[] = {"heuristic"};
    Campaign c;
    char err[CAMPAIGN_ERR_MAX];
    RoundRobin rr = {.games = "60", .chunk = 20, .rows_all = 1};
    if (round_robin(&c, det, 3, mur, 1, &rr, err, sizeof err))
        fail_msg("%s", err);

    MemSink whole;
    memsink_init(&whole, &c);
    Sink sink = memsink_sink(&whole);
    RunOptions opt = {.threads = 2};
    RunStats stats;
    if (runner_run(&c, &sink, &opt, &stats, err, sizeof err))
        fail_msg("%s", err);

    /* The same games in pieces: cells 0 and 2 first, cell 1 later, into a store stand-in. */
    MemSink parts;
    memsink_init(&parts, &c);
    Sink store = memsink_sink(&parts);
    TuneRun t;
    if (tune_run_begin(&t, &c, &store, &opt, SIDE_DETECTIVE, 1, err, sizeof err))
        fail_msg("%s", err);
    const int first[] = {0, 2}, second[] = {1};
    if (tune_run_play(&t, first, 2, 0, 40, err, sizeof err) || tune_run_play(&t, first, 2, 40, 20, err, sizeof err) ||
        tune_run_play(&t, second, 1, 0, 60, err, sizeof err))
        fail_msg("%s", err);
    for (int i = 0; i < 3; i++) {
        assert_true(aggregate_equal(&whole.cell[i], &parts.cell[i]));
        assert_int_equal(t.games[i], 60);
        assert_int_equal(t.wins[i], whole.cell[i].detective_wins);
    }
    /* "heuristic" and "heuristic:lie=0.5" are one configuration: every pair level. */
    PairedGames g;
    tune_run_pairs(&t, 0, 2, 0, 60, &g);
    assert_int_equal(g.a_only + g.b_only, 0);
    assert_int_equal(g.both, whole.cell[0].detective_wins);
    assert_int_equal(g.both + g.neither, 60);
    tune_run_pairs(&t, 0, 1, 0, 60, &g);
    assert_int_equal(g.a_only + g.both, whole.cell[0].detective_wins);
    assert_int_equal(g.b_only + g.both, whole.cell[1].detective_wins);

    /* Not whole chunks: refused. */
    assert_int_equal(tune_run_play(&t, second, 1, 10, 20, err, sizeof err), -1);
    assert_non_null(strstr(err, "not whole chunks"));
    assert_int_equal(tune_run_end(&t, err, sizeof err), 0);
    memsink_free(&parts);
    memsink_free(&whole);
    campaign_free(&c);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_round_robin_is_every_pair_on_common_seeds),
        cmocka_unit_test(test_bad_values_are_blamed_on_their_flag),
        cmocka_unit_test(test_split_specs),
        cmocka_unit_test(test_tune_space),
        cmocka_unit_test(test_halving_schedule),
        cmocka_unit_test(test_searches_find_the_planted_best),
        cmocka_unit_test(test_ranges_equal_a_whole_run),
    };
    return cmocka_run_group_tests(tests, setup, NULL);
}
