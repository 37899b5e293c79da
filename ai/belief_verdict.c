/*
 * belief_verdict.c — R4/R6 verdicts per hypothesis, asked of the rules core.
 *
 * The verdict on a victim c depends on the hypothesis only where the rules
 * make it: the murderer x is never a legal victim, R5's completability counts
 * the pool "alive civilians other than x" for the motives with a series
 * condition, and the Cultist reads the Person of Interest.  Every other motive
 * gives one verdict for all x != c, so the core is asked once per motive
 * rather than once per (x, p).  tests/ai/belief_test.c checks the shortcut
 * against asking for every (x, m, p).
 */
#include "belief_verdict.h"

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

/* One motive whose verdict is the same for every murderer other than c. */
static void verdict_shared(const PoiSet ok[CIVILIANS][MOTIVES], VictimCtx *v, int c, int m, int per_victim_only,
                           int want, PoiSet out[CIVILIANS][MOTIVES])
{
    int other = c == 0 ? 1 : 0; /* any murderer but c */
    int verdict = allowed(v, c, other, BELIEF_NO_POI, per_victim_only);
    for (int x = 0; x < CIVILIANS; x++) {
        int here = x == c ? 0 : verdict; /* R4: never the murderer */
        out[x][m] = here == want ? ok[x][m] : 0;
    }
}

/* One motive judged per murderer, and per Person of Interest for the Cultist. */
static void verdict_each(const PoiSet ok_table[CIVILIANS][MOTIVES], VictimCtx *v, int c, int m, int per_victim_only,
                         int want, PoiSet out[CIVILIANS][MOTIVES])
{
    for (int x = 0; x < CIVILIANS; x++) {
        PoiSet ok = ok_table[x][m], keep = 0;
        if (m != MOTIVE_CULTIST) {
            keep = ok && allowed(v, c, x, BELIEF_NO_POI, per_victim_only) == want ? ok : 0;
        } else {
            for (PoiSet t = ok; t; t = bits_rest(t)) {
                int p = bits_first(t);
                if (allowed(v, c, x, p, per_victim_only) == want)
                    keep |= (PoiSet)1u << p;
            }
        }
        out[x][m] = keep;
    }
}

void belief_verdict(const Belief *b, VictimCtx *v, int c, int per_victim_only, int want,
                    PoiSet out[CIVILIANS][MOTIVES])
{
    if (b->bomb_branches && v->n_victims > b->bomb_slot) { /* R20 */
        belief_bomb_verdict(b, v, c, per_victim_only, want, out);
        return;
    }
    belief_verdict_on(b->poi_ok, v, c, per_victim_only, want, out);
}

void belief_verdict_on(const PoiSet ok[CIVILIANS][MOTIVES], VictimCtx *v, int c, int per_victim_only, int want,
                       PoiSet out[CIVILIANS][MOTIVES])
{
    want = want != 0;
    MotiveSet live = 0; /* the motives some hypothesis still has, in one pass in memory order */
    for (int x = 0; x < CIVILIANS; x++)
        for (int m = 0; m < MOTIVES; m++)
            live |= (MotiveSet)(ok[x][m] != 0) << m;
    for (int m = 0; m < MOTIVES; m++) {
        if (!(live & (1u << m))) {
            for (int x = 0; x < CIVILIANS; x++)
                out[x][m] = 0;
            continue;
        }
        v->motive = (uint8_t)m;
        int per_hypothesis = m == MOTIVE_CULTIST || (!per_victim_only && (series_motives & (1u << m)));
        if (per_hypothesis)
            verdict_each(ok, v, c, m, per_victim_only, want, out);
        else
            verdict_shared(ok, v, c, m, per_victim_only, want, out);
    }
}
