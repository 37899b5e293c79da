/*
 * noir_leaf.c — the fitted score of a horizon's leaf (noir_leaf.h).
 */
#include "games/noir/ai/noir_leaf.h"

#include <math.h>

#include "ai/logistic.h"

/* noir_search fit 20000 27 (games/noir/tests/search_test.c): 1317528
 * positions of 20000 games, 7 Newton steps; Brier score on 328511 positions
 * of 5000 games held out: race 0.2578, fit 0.1422, the Inspector's share of
 * wins alone 0.1449. */
static const double weights[NOIR_LEAF_FEATURES] = {-2.840890, -0.197290, -0.033338, 0.075422,
                                                   1.769746,  0.044453,  -0.570876};

static int at_least_one(int n) { return n > 0 ? n : 1; }

void noir_leaf_features(const NoirSearchState *st, double x[NOIR_LEAF_FEATURES])
{
    const NoirGame *g = &st->g;
    x[NOIR_LEAF_ONE] = 1;
    x[NOIR_LEAF_RACE] = noir_search_inspector_chance(st);
    x[NOIR_LEAF_LOG_K] = log(at_least_one(noir_count(st->b[NOIR_INSPECTOR].killer)));
    x[NOIR_LEAF_LOG_J] = log(at_least_one(noir_count(st->b[NOIR_KILLER].inspector)));
    x[NOIR_LEAF_LEFT] = (double)(g->p.kill_target - g->deaths) / at_least_one(g->p.kill_target);
    x[NOIR_LEAF_INSPECTOR] = noir_to_move(g) == NOIR_INSPECTOR;
    x[NOIR_LEAF_TURNS] = (double)g->turns / at_least_one(g->p.max_turns);
}

double noir_leaf_fitted_chance(const NoirSearchState *st)
{
    double x[NOIR_LEAF_FEATURES];
    noir_leaf_features(st, x);
    return logistic_predict(weights, x, NOIR_LEAF_FEATURES);
}

/* noir_search fitsetups 8000 46 (games/noir/tests/search_test.c): 8,000
 * games of each of the 21 setups, 2,000 more held out, one fit a family;
 * the held-out Brier scores are in games/noir/docs/noir.md. */
static const double setups_weights[NOIR_SETUPS_FAMILIES][NOIR_SETUPS_FEATURES] = {
    {-3.127822, 1.241689, 0.017845, -0.102115, 0.291212, 0.071728, 4.001587, -0.689067, -0.578968, 3.793613},
    {-2.798149, 0.720484, -0.074098, -0.175299, 1.439288, 0.042750, -0.658877, -1.336184, -0.335875, 1.126232},
    {-2.476682, -0.157344, -0.097863, -0.107475, 2.118224, 0.045995, 0.373073, -0.394434, -1.198422, -0.351805},
    {-1.878999, 0.622621, -0.209659, -0.141721, 1.020967, 0.176001, 6.328549, -0.663062, -1.202932, 3.258521},
    {1.660611, -0.444380, -0.694244, -0.126046, 0.022649, 0.052218, -3.158957, -2.697449, -0.993719, 1.430397},
    {-3.122062, -0.145166, -0.089206, -0.134970, 2.199787, 0.046376, 0.220545, -0.415687, -1.133888, 1.248886},
    {-0.274636, 1.639212, 0.209428, -0.383573, -0.073709, 0.107755, -1.403955, -0.192483, -1.435687, 1.555967},
    {0.916444, 0.730308, 0.027959, -0.383179, -0.551029, 0.063144, -13.931700, -1.555067, -0.350892, 1.378108},
    {-2.301942, -1.044301, -0.390451, -0.054877, 2.450202, 0.065011, 0.641036, -0.212417, -0.281752, 4.333956},
};

int noir_leaf_setups_family(const NoirParams *p)
{
    int grid = p->side <= 4 ? 0 : p->side == 5 ? 1 : 2;
    return p->mode * NOIR_SETUPS_GRIDS + grid;
}

void noir_leaf_setups_features(const NoirSearchState *st, double x[NOIR_SETUPS_FEATURES])
{
    const NoirGame *g = &st->g;
    int k = at_least_one(noir_count(st->b[NOIR_INSPECTOR].killer));
    int j = at_least_one(noir_count(st->b[NOIR_KILLER].inspector));
    x[NOIR_SETUPS_ONE] = 1;
    x[NOIR_SETUPS_RACE] = noir_search_inspector_chance(st);
    x[NOIR_SETUPS_LOG_K] = log(k);
    x[NOIR_SETUPS_LOG_J] = log(j);
    x[NOIR_SETUPS_LEFT] = (double)(g->p.kill_target - g->deaths) / at_least_one(g->p.kill_target);
    x[NOIR_SETUPS_INSPECTOR] = noir_to_move(g) == NOIR_INSPECTOR;
    x[NOIR_SETUPS_TURNS] = (double)g->turns / at_least_one(g->p.max_turns);
    x[NOIR_SETUPS_ARREST] = 1.0 / k;
    x[NOIR_SETUPS_KILL] = 1.0 / j;
    x[NOIR_SETUPS_TARGET] = (double)g->p.kill_target / (g->p.side * g->p.side);
}

double noir_leaf_setups_chance(const NoirSearchState *st)
{
    double x[NOIR_SETUPS_FEATURES];
    noir_leaf_setups_features(st, x);
    return logistic_predict(setups_weights[noir_leaf_setups_family(&st->g.p)], x, NOIR_SETUPS_FEATURES);
}
