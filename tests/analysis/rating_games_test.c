/*
 * rating_games_test — a small ladder of real games through the runner and
 * the fit: a configuration rated against itself is even.
 *
 * "heuristic" and "heuristic:lie=0.5" are two names of one configuration
 * (lie defaults to 0.5, games/itk/ai/heuristic.c), so on common random numbers they
 * play identical games: equal aggregates cell by cell, equal ratings, and an
 * interval for their difference that contains 0.  The random Detective is
 * rated far below both, with an interval of the difference excluding 0.
 */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "analysis/rating.h"
#include "games/itk/data/catalog.h"
#include "runner/ladder.h"
#include "runner/memsink.h"
#include "runner/runner.h"
#include "tests/common/test_near.h"

static Catalog cat;

static void test_same_configuration_rates_even(void **state)
{
    (void)state;
    char err[CAMPAIGN_ERR_MAX];
    if (itk_catalog_load(&cat, itk_catalog_default_dir(), err, sizeof err))
        fail_msg("%s", err);
    const char *det[] = {"heuristic", "random", "heuristic:lie=0.5"};
    const char *mur[] = {"random", "heuristic"};
    RoundRobin rr = {.games = "120", .seed = "7", .chunk = 40, .n_det = 3, .n_mur = 2, .det = det, .mur = mur,
                     .det_flag = "--detectives", .mur_flag = "--murderers"};
    Campaign c;
    if (round_robin_campaign(&c, &cat, &rr, err, sizeof err))
        fail_msg("%s", err);
    MemSink m;
    memsink_init(&m, &c);
    Sink sink = memsink_sink(&m);
    RunOptions opt = {.threads = 2};
    RunStats stats;
    if (runner_run(&c, &sink, &opt, &stats, err, sizeof err))
        fail_msg("%s", err);

    LadderRoles roles;
    ladder_roles(&roles, &c);
    assert_int_equal(roles.n_det, 3);
    assert_int_equal(roles.n_mur, 2);
    RatingGames g[6];
    for (int i = 0; i < c.n_cells; i++)
        g[i] = (RatingGames){roles.cell_det[i], roles.cell_mur[i], m.cell[i].games, m.cell[i].detective_wins};
    /* Cells are detective-major: cell 2d + j is detective d against murderer j. */
    for (int j = 0; j < 2; j++)
        assert_true(aggregate_equal(&m.cell[j], &m.cell[4 + j]));

    Ratings r;
    if (rating_fit(3, 2, g, 6, RATING_PRIOR_DEFAULT, &r, err, sizeof err))
        fail_msg("%s", err);
    assert_near(r.elo[0], r.elo[2], 1e-9);
    double diff;
    Interval ci = rating_difference(&r, 0, 2, Z95, &diff);
    assert_true(ci.lo <= 0 && 0 <= ci.hi);
    ci = rating_difference(&r, 0, 1, Z95, &diff);
    assert_true(diff > 200 && ci.lo > 0);

    ratings_free(&r);
    ladder_roles_free(&roles);
    memsink_free(&m);
    campaign_free(&c);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_same_configuration_rates_even),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
