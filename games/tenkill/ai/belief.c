/*
 * belief.c — the per-opponent belief (belief.h): masks from the view, then
 * counts in closed form: with F the open characters and r targets to find,
 * hitman h has C(|F \ h|, r) completions, so no pair is enumerated.
 */
#include "games/tenkill/ai/belief.h"

#include <string.h>

static double choose(int n, int k)
{
    if (k < 0 || k > n)
        return 0;
    double c = 1;
    for (int i = 0; i < k; i++)
        c = c * (n - i) / (i + 1);
    return c;
}

/* The characters whose identity the seat knows: its own tiles and every
 * revealed one (a view keeps a role only for those, view.c). */
static TenkillMask known_roles(const TenkillGame *g)
{
    TenkillMask m = 0;
    for (int c = 0; c < TENKILL_CHARS; c++)
        if (g->owner[c] != TENKILL_NOBODY || g->pile[c] != TENKILL_NOBODY)
            m |= (TenkillMask)(1u << c);
    return m;
}

static void opponent(const TenkillGame *g, int q, TenkillMask taken, TenkillOpponent *o)
{
    const TenkillSeat *s = &g->seat[q];
    memset(o, 0, sizeof *o);
    o->known = s->targets; /* a view keeps only the revealed ones of others */
    o->need = TENKILL_TARGETS - __builtin_popcount(o->known);
    TenkillMask hidden = (TenkillMask)(g->on_board & ~taken);
    o->hitmen = s->status != TENKILL_HM_ON ? (TenkillMask)(1u << s->hitman)
                                             : (TenkillMask)(hidden & s->suspects & ~s->cleared);
    o->open = hidden;
    int nf = __builtin_popcount(o->open);
    for (TenkillMask m = o->hitmen; m; m &= (TenkillMask)(m - 1)) {
        int h = __builtin_ctz(m), in = o->open >> h & 1;
        double w = choose(nf - in, o->need);
        o->p_hitman[h] = w;
        o->pairs += w;
        /* each open t != h is a target in C(|F \ h| - 1, r - 1) of h's completions */
        double wt = choose(nf - in - 1, o->need - 1);
        for (TenkillMask f = (TenkillMask)(o->open & ~(1u << h)); f; f &= (TenkillMask)(f - 1))
            o->p_target[__builtin_ctz(f)] += wt;
    }
    if (o->pairs > 0)
        for (int c = 0; c < TENKILL_CHARS; c++) {
            o->p_hitman[c] /= o->pairs;
            o->p_target[c] /= o->pairs;
        }
    for (TenkillMask k = o->known; k; k &= (TenkillMask)(k - 1))
        o->p_target[__builtin_ctz(k)] = 1;
}

void tenkill_belief(const TenkillSeatView *v, TenkillBelief *b)
{
    const TenkillGame *g = &v->g;
    memset(b, 0, sizeof *b);
    b->seat = v->seat;
    b->n = g->n;
    TenkillMask taken = known_roles(g);
    for (int q = 0; q < g->n; q++)
        if (q != v->seat)
            opponent(g, q, taken, &b->opp[q]);
}

int tenkill_belief_holds(const TenkillBelief *b, int q, int h, TenkillMask targets)
{
    const TenkillOpponent *o = &b->opp[q];
    TenkillMask rest = (TenkillMask)(targets & ~o->known);
    return __builtin_popcount(targets) == TENKILL_TARGETS && (o->hitmen >> h & 1) && !(targets >> h & 1) &&
           (targets & o->known) == o->known && (rest & ~o->open) == 0;
}
