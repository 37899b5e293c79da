/*
 * belief_verdict.h — inside the belief engine: which hypotheses a murder or a
 * surveillance answer in a given position agrees with (belief.c for the
 * record, belief_info.c for look-ahead).
 */
#ifndef NOIRLAB_BELIEF_VERDICT_H
#define NOIRLAB_BELIEF_VERDICT_H

#include "games/itk/ai/belief.h"
#include "games/itk/core/victim.h"

/*
 * out[x][m] = the Persons of Interest p of b->poi_ok[x][m] under which "c is a
 * legal victim in position v" (R4; R5 unless per_victim_only) equals `want`.
 * v holds the position; its motive, murderer and poi are overwritten.  After
 * the bomb (R20) in a position with its victim slot filled, a hypothesis
 * agrees when it does under some bomb branch still open for it (the
 * look-ahead's approximation of the branches; itk_belief_prune is exact).
 */
void itk_belief_verdict(const Belief *b, VictimCtx *v, int c, int per_victim_only, int want,
                    PoiSet out[CIVILIANS][MOTIVES]);

/* The same in place: ok[x][m] loses the Persons of Interest under which the
 * verdict differs from `want`. */
void itk_belief_verdict_prune(PoiSet ok[CIVILIANS][MOTIVES], VictimCtx *v, int c, int per_victim_only, int want);

/* itk_belief_verdict_prune in three steps, so that the middle one, which asks the
 * rules core and reads nothing of the hypotheses left, can be remembered:
 *   live      per motive of `motives`, the murderers x with some ok[x][m];
 *   allowing  per motive of v->g->motives but the Cultist, the murderers of
 *             murderers[m] under whom c is a legal victim (R4; R5 unless
 *             per_victim_only);
 *   apply     ok[x][m] kept where that verdict is `want` (the Cultist, whose
 *             verdict reads p, judged here per (x, p)), and live brought up
 *             to date. */
void itk_belief_verdict_live(const PoiSet ok[CIVILIANS][MOTIVES], MotiveSet motives, CivSet live[MOTIVES]);
void itk_belief_verdict_allowing(VictimCtx *v, int c, int per_victim_only, const CivSet murderers[MOTIVES],
                             CivSet allowing[MOTIVES]);
void itk_belief_verdict_apply(PoiSet ok[CIVILIANS][MOTIVES], CivSet live[MOTIVES], const CivSet allowing[MOTIVES],
                          VictimCtx *v, int c, int per_victim_only, int want);

/*
 * R4, R6, R20: prune b's (x, m, p) by an OBS_MURDER, OBS_SURVEIL or OBS_BOMB
 * of g's record, per bomb branch once the bomb has gone off (belief_bomb.c).
 */
void itk_belief_prune(Belief *b, const Game *g, const Obs *o);

/* itk_belief_verdict once the bomb has gone off (R20): the union over its branches. */
void itk_belief_bomb_verdict(const Belief *b, VictimCtx *v, int c, int per_victim_only, int want,
                         PoiSet out[CIVILIANS][MOTIVES]);

/* Copy the bomb branches of `from` (R20), for a scratch belief. */
void itk_belief_bomb_copy(Belief *to, const Belief *from);

/* The answers' weight of murderer x summed over the Persons of Interest in
 * `pois` (a subset of poi_range[x]). */
double itk_belief_sum_pois(const Belief *b, int x, PoiSet pois);

#endif
