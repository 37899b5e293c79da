/*
 * belief_verdict.h — inside the belief engine: which hypotheses a murder or a
 * surveillance answer in a given position agrees with (belief.c for the
 * record, belief_info.c for look-ahead).
 */
#ifndef NOIRLAB_BELIEF_VERDICT_H
#define NOIRLAB_BELIEF_VERDICT_H

#include "../sim/core/victim.h"
#include "belief.h"

/*
 * out[x][m] = the Persons of Interest p of b->poi_ok[x][m] under which "c is a
 * legal victim in position v" (R4; R5 unless per_victim_only) equals `want`.
 * v holds the position; its motive, murderer and poi are overwritten.
 */
void belief_verdict(const Belief *b, VictimCtx *v, int c, int per_victim_only, int want,
                    PoiSet out[CIVILIANS][MOTIVES]);

/* The same in place: ok[x][m] loses the Persons of Interest under which the
 * verdict differs from `want`. */
void belief_verdict_prune(PoiSet ok[CIVILIANS][MOTIVES], VictimCtx *v, int c, int per_victim_only, int want);

/* belief_verdict_prune in three steps, so that the middle one, which asks the
 * rules core and reads nothing of the hypotheses left, can be remembered:
 *   live      per motive of `motives`, the murderers x with some ok[x][m];
 *   allowing  per motive of v->g->motives but the Cultist, the murderers of
 *             murderers[m] under whom c is a legal victim (R4; R5 unless
 *             per_victim_only);
 *   apply     ok[x][m] kept where that verdict is `want` (the Cultist, whose
 *             verdict reads p, judged here per (x, p)), and live brought up
 *             to date. */
void belief_verdict_live(const PoiSet ok[CIVILIANS][MOTIVES], MotiveSet motives, CivSet live[MOTIVES]);
void belief_verdict_allowing(VictimCtx *v, int c, int per_victim_only, const CivSet murderers[MOTIVES],
                             CivSet allowing[MOTIVES]);
void belief_verdict_apply(PoiSet ok[CIVILIANS][MOTIVES], CivSet live[MOTIVES], const CivSet allowing[MOTIVES],
                          VictimCtx *v, int c, int per_victim_only, int want);

/* The answers' weight of murderer x summed over the Persons of Interest in
 * `pois` (a subset of poi_range[x]). */
double belief_sum_pois(const Belief *b, int x, PoiSet pois);

#endif
