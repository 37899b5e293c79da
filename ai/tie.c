/*
 * tie.c — picking among candidates of equal score (tie.h).
 */
#include "ai/tie.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

static const char *const order_names[] = {"random", "first", "last"}; /* in TieOrder's order */

void tie_start(Tie *t, TieOrder order, Pcg32 *rng) { *t = (Tie){.order = order, .rng = rng}; }

int tie_compare(double a, double b)
{
    if (a == b)
        return 0;
    double scale = fmax(1, fmax(fabs(a), fabs(b)));
    if (fabs(a - b) <= 1e-12 * scale)
        return 0;
    return a > b ? 1 : -1;
}

int tie_offer_cmp(Tie *t, int cmp)
{
    if (t->tied == 0 || cmp > 0) {
        t->tied = 1;
        t->rank = 0;
        return 1;
    }
    if (cmp < 0)
        return 0;
    int take;
    switch (t->order) {
    case TIES_FIRST: take = 0; break;
    case TIES_LAST: take = 1; break;
    default: take = pcg32_below(t->rng, (uint32_t)(t->tied + 1)) == 0; break; /* reservoir sampling */
    }
    if (take)
        t->rank = t->tied;
    t->tied++;
    return take;
}

int tie_offer(Tie *t, double score)
{
    if (!tie_offer_cmp(t, t->tied ? tie_compare(score, t->best) : 1))
        return 0;
    t->best = score;
    return 1;
}

int tie_broken(const Tie *t)
{
    if (t->tied < 2)
        return GAME_TIE_NONE;
    return t->rank == 0 ? GAME_TIE_FIRST : t->rank == t->tied - 1 ? GAME_TIE_LAST : GAME_TIE_BETWEEN;
}

int tie_argmax(const double *score, int n, TieOrder order, Pcg32 *rng)
{
    Tie t;
    int best = 0;
    tie_start(&t, order, rng);
    for (int i = 0; i < n; i++)
        if (tie_offer(&t, score[i]))
            best = i;
    return best;
}

int tie_order_param(const PolicySpec *spec, TieOrder *order, char *err, size_t errlen)
{
    const char *v = policy_spec_str(spec, "ties", order_names[TIES_RANDOM]);
    for (int i = 0; i < 3; i++)
        if (strcmp(v, order_names[i]) == 0) {
            *order = (TieOrder)i;
            return 0;
        }
    snprintf(err, errlen, "policy %s: ties=%s is not one of random|first|last", spec->name, v);
    return -1;
}

const char *tie_order_name(TieOrder order) { return order_names[order]; }
