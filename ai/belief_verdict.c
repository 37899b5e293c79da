/*
 * belief_verdict.c — R4/R6 verdicts per hypothesis, asked of the rules core.
 *
 * The verdict on a victim c depends on the hypothesis only where the rules
 * make it: the murderer x is never a legal victim, R5's completability counts
 * the pool "alive civilians other than x" for the motives with a series
 * condition, and the Cultist reads the Person of Interest.  Every other motive
 * gives one verdict for all x != c, so the core is asked once per motive
 * rather than once per (x, p); a series motive once per class of murderers
 * its count tells apart (victim_murderers_allowing).  tests/ai/belief_test.c
 * checks the shortcuts against asking for every (x, m, p).
 */
#include "belief_verdict.h"

#include <string.h>

/* R5 (docs/engine.md, "Completability"): the motives whose series can run out. */
static const MotiveSet series_motives =
    (1u << MOTIVE_MANIAC) | (1u << MOTIVE_TERRORIST) | (1u << MOTIVE_PSYCHOPATH) |
    (1u << MOTIVE_RADICAL) | (1u << MOTIVE_CANNIBAL) | (1u << MOTIVE_CULTIST);

static int allowed(VictimCtx *v, int c, int x, int p, int per_victim_only)
{
    v->murderer = (uint8_t)x;
    v->poi = (uint8_t)(p == BELIEF_NO_POI ? NOBODY : p);
    return victim_allowed(v, (CivSet)1u << c, per_victim_only) != 0;
}

/* The Cultist, judged per (murderer, Person of Interest). */
static void prune_cultist(PoiSet ok[CIVILIANS][MOTIVES], VictimCtx *v, int c, int per_victim_only, int want)
{
    for (int x = 0; x < CIVILIANS; x++) {
        PoiSet keep = 0;
        for (PoiSet t = ok[x][MOTIVE_CULTIST]; t; t = bits_rest(t)) {
            int p = bits_first(t);
            if (allowed(v, c, x, p, per_victim_only) == want)
                keep |= (PoiSet)1u << p;
        }
        ok[x][MOTIVE_CULTIST] = keep;
    }
}

void belief_verdict_prune(PoiSet ok[CIVILIANS][MOTIVES], VictimCtx *v, int c, int per_victim_only, int want)
{
    want = want != 0;
    CivSet live[MOTIVES] = {0}; /* per motive, the murderers some hypothesis still has: one pass in memory order */
    for (int x = 0; x < CIVILIANS; x++)
        for (int m = 0; m < MOTIVES; m++)
            live[m] |= (CivSet)(ok[x][m] != 0) << x;
    for (int m = 0; m < MOTIVES; m++) {
        if (!live[m])
            continue;
        v->motive = (uint8_t)m;
        if (m == MOTIVE_CULTIST) {
            prune_cultist(ok, v, c, per_victim_only, want);
            continue;
        }
        CivSet allowing;
        if (!per_victim_only && (series_motives & (1u << m))) {
            v->poi = NOBODY;
            allowing = victim_murderers_allowing(v, c, live[m], per_victim_only);
        } else { /* one verdict for every murderer but c (R4: never the murderer) */
            allowing = allowed(v, c, c == 0 ? 1 : 0, BELIEF_NO_POI, per_victim_only) ? live[m] & ~((CivSet)1u << c) : 0;
        }
        for (CivSet drop = want ? live[m] & ~allowing : allowing; drop; drop = bits_rest(drop))
            ok[bits_first(drop)][m] = 0;
    }
}

void belief_verdict(const Belief *b, VictimCtx *v, int c, int per_victim_only, int want,
                    PoiSet out[CIVILIANS][MOTIVES])
{
    memcpy(out, b->poi_ok, sizeof b->poi_ok);
    belief_verdict_prune(out, v, c, per_victim_only, want);
}
