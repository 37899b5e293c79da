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
    {-2.012811, 1.304758, -0.039050, -0.165136, 1.169337, 0.072389, -0.781029, -0.457973, 3.541220, 0.007467, -2.203488},
    {-1.574840, 0.946689, -0.041125, -0.200824, 2.257662, 0.042225, -1.356141, -0.414325, 0.869969, 0.017959, -2.553944},
    {-2.355423, 0.041903, -0.059625, -0.160974, 2.428223, 0.048473, -0.385609, -1.179626, -0.566497, 0.082253, -0.632505},
    {-1.211527, 0.828726, -0.151560, -0.217274, 1.705696, 0.156899, -0.952905, -1.162549, 2.997267, 0.025650, -1.678920},
    {1.165686, -0.047052, -0.502462, -0.215863, 1.399797, 0.043661, -2.657518, -1.280681, 0.765598, -0.005715, -1.055371},
    {-2.633658, 0.104968, -0.038159, -0.187401, 2.641254, 0.047814, -0.408302, -1.118317, 0.956246, 0.079549, -1.254197},
    {0.185435, 2.032021, 0.256289, -0.530804, 0.956165, 0.113032, -0.454150, -1.693520, 1.164804, 0.011383, -1.584206},
    {-1.393683, 1.053276, 0.028719, 0.044978, 2.711961, 0.022117, -1.394974, -0.045939, 0.078324, 0.404341, -2.816691},
    {-3.191832, -0.832317, -0.354646, -0.119644, 2.398229, 0.066148, -0.236034, -0.286551, 4.278227, 0.131363, 0.790720},
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
    x[NOIR_SETUPS_HAND] = noir_count(g->hand);
    x[NOIR_SETUPS_DECK] = (double)(g->n_deck - g->top) / (g->p.side * g->p.side);
}

double noir_leaf_setups_chance(const NoirSearchState *st)
{
    double x[NOIR_SETUPS_FEATURES];
    noir_leaf_setups_features(st, x);
    return logistic_predict(setups_weights[noir_leaf_setups_family(&st->g.p)], x, NOIR_SETUPS_FEATURES);
}
