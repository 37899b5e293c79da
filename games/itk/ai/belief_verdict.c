/*
 * belief_verdict.c — R4/R6 verdicts per hypothesis, asked of the rules core.
 *
 * The verdict on a victim c depends on the hypothesis only where the rules
 * make it: the murderer x is never a legal victim, R5's completability counts
 * the pool "alive civilians other than x" for the motives with a series
 * condition, and the Cultist reads the Person of Interest.  Every other motive
 * gives one verdict for all x != c, so the core is asked once per motive
 * rather than once per (x, p); a series motive once per class of murderers
 * its count tells apart (itk_victim_murderers_allowing).  games/itk/tests/ai/belief_test.c
 * checks the shortcuts against asking for every (x, m, p).
 */
#include "games/itk/ai/belief_verdict.h"

#include <string.h>

/* R5 (docs/engine.md, "Completability"): the motives whose series can run out. */
static const MotiveSet series_motives =
    (1u << MOTIVE_MANIAC) | (1u << MOTIVE_TERRORIST) | (1u << MOTIVE_PSYCHOPATH) |
    (1u << MOTIVE_RADICAL) | (1u << MOTIVE_CANNIBAL) | (1u << MOTIVE_CULTIST);

static int allowed(VictimCtx *v, int c, int x, int p, int per_victim_only)
{
    v->murderer = (uint8_t)x;
    v->poi = (uint8_t)(p == BELIEF_NO_POI ? NOBODY : p);
    return itk_victim_allowed(v, (CivSet)1u << c, per_victim_only) != 0;
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

void itk_belief_verdict_allowing(VictimCtx *v, int c, int per_victim_only, const CivSet murderers[MOTIVES],
                             CivSet allowing[MOTIVES])
{
    for (uint32_t u = v->g->motives & ~(1u << MOTIVE_CULTIST); u; u = bits_rest(u)) {
        int m = bits_first(u);
        allowing[m] = 0;
        if (!murderers[m])
            continue;
        v->motive = (uint8_t)m;
        v->poi = NOBODY;
        if (!per_victim_only && (series_motives & (1u << m)))
            allowing[m] = itk_victim_murderers_allowing(v, c, murderers[m], per_victim_only);
        else /* one verdict for every murderer but c (R4: never the murderer) */
            allowing[m] = allowed(v, c, c == 0 ? 1 : 0, BELIEF_NO_POI, per_victim_only) ? murderers[m] & ~((CivSet)1u << c) : 0;
    }
}

void itk_belief_verdict_live(const PoiSet ok[CIVILIANS][MOTIVES], MotiveSet motives, CivSet live[MOTIVES])
{
    memset(live, 0, sizeof(CivSet) * MOTIVES);
    for (int x = 0; x < CIVILIANS; x++)
        for (uint32_t u = motives; u; u = bits_rest(u))
            live[bits_first(u)] |= (CivSet)(ok[x][bits_first(u)] != 0) << x;
}

void itk_belief_verdict_apply(PoiSet ok[CIVILIANS][MOTIVES], CivSet live[MOTIVES], const CivSet allowing[MOTIVES],
                          VictimCtx *v, int c, int per_victim_only, int want)
{
    want = want != 0;
    for (uint32_t u = v->g->motives; u; u = bits_rest(u)) {
        int m = bits_first(u);
        if (!live[m])
            continue;
        if (m == MOTIVE_CULTIST) {
            v->motive = (uint8_t)m;
            prune_cultist(ok, v, c, per_victim_only, want);
            for (CivSet t = live[m]; t; t = bits_rest(t))
                live[m] &= ok[bits_first(t)][m] ? ~(CivSet)0 : ~((CivSet)1u << bits_first(t));
            continue;
        }
        CivSet drop = live[m] & (want ? ~allowing[m] : allowing[m]);
        live[m] &= ~drop;
        for (; drop; drop = bits_rest(drop))
            ok[bits_first(drop)][m] = 0;
    }
}

void itk_belief_verdict_prune(PoiSet ok[CIVILIANS][MOTIVES], VictimCtx *v, int c, int per_victim_only, int want)
{
    CivSet live[MOTIVES], allowing[MOTIVES];
    itk_belief_verdict_live((const PoiSet(*)[MOTIVES])ok, v->g->motives, live);
    itk_belief_verdict_allowing(v, c, per_victim_only, live, allowing);
    itk_belief_verdict_apply(ok, live, allowing, v, c, per_victim_only, want);
}

void itk_belief_verdict(const Belief *b, VictimCtx *v, int c, int per_victim_only, int want,
                    PoiSet out[CIVILIANS][MOTIVES])
{
    if (b->bomb_branches && v->n_victims > b->bomb_slot) { /* R20 */
        itk_belief_bomb_verdict(b, v, c, per_victim_only, want, out);
        return;
    }
    memcpy(out, b->poi_ok, sizeof b->poi_ok);
    itk_belief_verdict_prune(out, v, c, per_victim_only, want);
}
