/*
 * bomb.h — R20, Touch of Evil's Homemade Bomb, in the rules core.
 *
 * The Murderer holds one bomb and must use it in one of the game's murders;
 * the last murder must use it when it is still held.  Instead of a single
 * murder the Murderer picks a block that is neither the Detective's nor the
 * murderer's own, and secretly designates one civilian there as the victim:
 * every civilian of the block dies, all into one victim slot.  The
 * designated victim must be legal as R4 states, with R5 evaluated after the
 * whole block has died; the others are no victims of the motive.  An
 * ACT_BOMB names the designated victim; its block is the victim's.
 */
#ifndef NOIRLAB_BOMB_H
#define NOIRLAB_BOMB_H

#include "games/itk/core/game.h"
#include "games/itk/core/victim.h"

/* Is the bomb still held when the game's last murder is due (R1: the fifth,
 * or any murder of round 6)?  Then the murder must use it. */
int itk_bomb_due(const Game *g);

/* The civilians the Murderer may designate as the bomb's victim now (0 when
 * the rule is off or the bomb is used); `live` is itk_victim_ctx_live(g). */
CivSet itk_bomb_victims(const Game *g, const VictimCtx *live);

/* The same for policies: the designated victims legal in position g. */
CivSet itk_game_bomb_victims(const Game *g);

/* Would the bomb with designated victim c be legal in the position of ctx v
 * (R4 in that position, R5 after `blast`, c's whole block, has died)?  v is
 * any VictimCtx (live or a snapshot under a hypothesis); it is left as it was. */
int itk_bomb_victim_allowed(VictimCtx *v, int c, CivSet blast);

/* The civilians who died before observation o and are not in a victim slot
 * of their own: the bomb's others (and, for the OBS_BOMB itself, those who
 * die with its victim o->civ, since R5 is judged after the blast). */
CivSet itk_bomb_dead_at(const Game *g, const Obs *o);

/* Movegen's hook: the PH_MURDER list when the rule is in force (R2, R17, R20).
 * Out of line, so that move generation without the rule stays as small. */
__attribute__((noinline, cold)) Action *itk_bomb_gen_murder(const Game *g, const VictimCtx *live, CivSet victims,
                                                        Action *p);

/* ACT_BOMB: the blast, one victim slot, the marker to the scene (R8).  Out
 * of line, as itk_bomb_gen_murder. */
__attribute__((noinline, cold)) void itk_apply_bomb(Game *g, int c);

/* itk_game_view's hook: the Detective does not see which casualty was the victim. */
void itk_bomb_hide(Game *view);

#endif
