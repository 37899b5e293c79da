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
    {-2.859694, 0.843934, -0.102171, 0.008574, 0.015251, 0.070736, -0.526050, -0.237485, 4.046028},
    {-2.945714, 0.806674, -0.041292, -0.193086, 1.544119, 0.042804, -1.348226, -0.408513, 1.074589},
    {-2.330136, -0.179421, -0.102863, -0.119002, 2.027877, 0.045976, -0.400614, -1.247358, -0.283621},
    {-1.521530, 0.583221, -0.216006, -0.178731, 0.611586, 0.169561, -0.567960, -1.106246, 3.477515},
    {1.107394, -0.288185, -0.616472, -0.150934, 0.539955, 0.050569, -2.649390, -1.176375, 1.170419},
    {-3.035541, -0.158700, -0.092230, -0.141783, 2.146901, 0.046329, -0.418531, -1.163010, 1.289291},
    {-0.384529, 1.675039, 0.222949, -0.381859, 0.012602, 0.108653, -0.189190, -1.477627, 1.516072},
    {-1.948480, 1.613835, 0.497640, -0.547034, 1.960157, 0.060944, -1.486337, -1.289960, 0.151447},
    {-2.077595, -1.072678, -0.395617, -0.077335, 2.324680, 0.065054, -0.213274, -0.355020, 4.439696},
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
