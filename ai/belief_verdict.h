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
 * v holds the position; its motive, murderer and poi are overwritten.  After
 * the bomb (R20) in a position with its victim slot filled, a hypothesis
 * agrees when it does under some bomb branch still open for it (the
 * look-ahead's approximation of the branches; belief_prune is exact).
 */
void belief_verdict(const Belief *b, VictimCtx *v, int c, int per_victim_only, int want,
                    PoiSet out[CIVILIANS][MOTIVES]);

/* belief_verdict against the table `ok` in place of b->poi_ok (one bomb branch, R20). */
void belief_verdict_on(const PoiSet ok[CIVILIANS][MOTIVES], VictimCtx *v, int c, int per_victim_only, int want,
                       PoiSet out[CIVILIANS][MOTIVES]);

/*
 * R4, R6, R20: prune b's (x, m, p) by an OBS_MURDER, OBS_SURVEIL or OBS_BOMB
 * of g's record, per bomb branch once the bomb has gone off (belief_bomb.c).
 */
void belief_prune(Belief *b, const Game *g, const Obs *o);

/* belief_verdict once the bomb has gone off (R20): the union over its branches. */
void belief_bomb_verdict(const Belief *b, VictimCtx *v, int c, int per_victim_only, int want,
                         PoiSet out[CIVILIANS][MOTIVES]);

/* Copy the bomb branches of `from` (R20), for a scratch belief. */
void belief_bomb_copy(Belief *to, const Belief *from);

/* The answers' weight of murderer x summed over the Persons of Interest in
 * `pois` (a subset of poi_range[x]). */
double belief_sum_pois(const Belief *b, int x, PoiSet pois);

#endif
