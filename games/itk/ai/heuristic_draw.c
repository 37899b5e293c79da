/*
 * heuristic_draw.c — one hypothesis drawn from a belief (heuristic.h): the
 * bluff Murderer plays the choices the heuristic would make if a hypothesis
 * the Detective finds as likely as the truth were the truth.
 */
#include "games/itk/ai/heuristic.h"

/* A uniform double in [0, 1) from 32 random bits (enough for one draw). */
static double unit(Pcg32 *rng) { return pcg32_next(rng) / 4294967296.0; }

/* Does (x, p, s) make c a liar (R7)?  NOBODY asks for no condition. */
static int makes_liar(const Game *view, int c, int x, int p, int s)
{
    return c == NOBODY || c == x || c == p || view->group_of[c] == s;
}

/* The weight of (x, p, s) in b: P(x, p, s) up to a constant (belief.h: the
 * answers' likelihood times the motives that keep p). */
static double weight(const Belief *b, int x, int p, int s)
{
    if (!((b->supporters_ok >> s) & 1) || !b->motives_xp[x][p])
        return 0;
    return b->answers[x][p][s] * b->motives_xp[x][p];
}

/* Two passes over (x, p, s): the total, then the draw.  Returns 0 when no
 * hypothesis has weight. */
static int draw_xps(const Belief *b, const Game *view, int liar, Pcg32 *rng, int *xo, int *po, int *so)
{
    double total = 0;
    for (int pass = 0; pass < 2; pass++) {
        double u = pass ? unit(rng) * total : 0;
        for (int x = 0; x < CIVILIANS; x++)
            for (PoiSet t = b->poi_range[x]; t; t = bits_rest(t)) {
                int p = bits_first(t), pc = p == BELIEF_NO_POI ? NOBODY : p;
                for (int s = 0; s < GROUPS; s++) {
                    if (!makes_liar(view, liar, x, pc, s))
                        continue;
                    double w = weight(b, x, p, s);
                    if (w <= 0)
                        continue;
                    *xo = x, *po = p, *so = s;
                    if (pass == 0)
                        total += w;
                    else if ((u -= w) < 0)
                        return 1;
                }
            }
        if (total <= 0)
            return 0;
    }
    return 1; /* rounding left u at the very top: the last one */
}

int itk_heuristic_draw_hypothesis(const Belief *b, const Game *view, int liar, Pcg32 *rng, Hypothesis *h)
{
    int x = 0, p = 0, s = 0; /* draw_xps sets all three when it returns 1, which gcc cannot always see */
    if (!draw_xps(b, view, liar, rng, &x, &p, &s))
        return -1;
    MotiveSet motives = 0;
    for (int m = 0; m < MOTIVES; m++)
        if (b->poi_ok[x][m] & ((PoiSet)1u << p))
            motives |= (MotiveSet)(1u << m);
    h->murderer = x;
    h->motive = bits_nth(motives, pcg32_bounded(rng, (uint32_t)bits_count(motives)));
    h->liars = (CivSet)1u << x | view->group[s] | (p == BELIEF_NO_POI ? 0 : (CivSet)1u << p); /* R7 */
    return 0;
}
