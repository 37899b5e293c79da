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

/* noir_search fitsetups 2000 46 (games/noir/tests/search_test.c): 2,000
 * games of each of the 21 setups, one fit a mode; the held-out Brier scores
 * per setup are in games/noir/docs/noir.md. */
static const double setups_weights[NOIR_MODES][NOIR_SETUPS_FEATURES] = {
    {-1.988158, 0.016339, -0.366056, 0.307503, -0.546184, 0.043391, 0.320986, 3.065219, -1.428622, -1.362729, 0.379222, -0.045077},
    {-0.975931, -0.552507, -0.397084, 0.190361, -0.026883, 0.071513, -1.206225, 2.829702, -0.962965, -1.019282, 0.029567, 0.351529},
    {-1.119807, 0.981730, 0.132519, 0.043217, -0.639366, 0.053236, -3.079965, 2.274072, -0.969272, 0.447349, 0.042648, -0.750842},
};

void noir_leaf_setups_features(const NoirSearchState *st, double x[NOIR_SETUPS_FEATURES])
{
    const NoirGame *g = &st->g;
    int k = at_least_one(noir_count(st->b[NOIR_INSPECTOR].killer));
    int left = g->p.kill_target - g->deaths;
    double side = g->p.side - 5;
    x[NOIR_SETUPS_ONE] = 1;
    x[NOIR_SETUPS_RACE] = noir_search_inspector_chance(st);
    x[NOIR_SETUPS_LOG_K] = log(k);
    x[NOIR_SETUPS_LOG_J] = log(at_least_one(noir_count(st->b[NOIR_KILLER].inspector)));
    x[NOIR_SETUPS_LEFT] = (double)left / at_least_one(g->p.kill_target);
    x[NOIR_SETUPS_INSPECTOR] = noir_to_move(g) == NOIR_INSPECTOR;
    x[NOIR_SETUPS_TURNS] = (double)g->turns / at_least_one(g->p.max_turns);
    x[NOIR_SETUPS_SLACK] = (double)left / at_least_one(noir_count(g->alive) - 1);
    x[NOIR_SETUPS_ARREST] = 1.0 / k;
    x[NOIR_SETUPS_SIDE] = side;
    x[NOIR_SETUPS_SIDE_LOG_K] = side * x[NOIR_SETUPS_LOG_K];
    x[NOIR_SETUPS_SIDE_LEFT] = side * x[NOIR_SETUPS_LEFT];
}

const double *noir_leaf_setups_weights(int mode) { return setups_weights[mode]; }

double noir_leaf_setups_chance(const NoirSearchState *st)
{
    double x[NOIR_SETUPS_FEATURES];
    noir_leaf_setups_features(st, x);
    return logistic_predict(setups_weights[st->g.p.mode], x, NOIR_SETUPS_FEATURES);
}
