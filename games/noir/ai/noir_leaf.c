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
