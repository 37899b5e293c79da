/*
 * movegen.h — pieces of move generation that apply.c and the random playout
 * (playout.c) need too (internal to the rules core; policies use itk_game_legal).
 */
#ifndef NOIRLAB_MOVEGEN_H
#define NOIRLAB_MOVEGEN_H

#include "games/itk/core/game.h"

/* Blocks a civilian may enter: not a crime scene, fewer than 3 civilians (R8, R11). */
BlockSet itk_movegen_open_blocks(const Game *g);

/* Civilians the Murderer may flip now (R3, pairs in index order). */
CivSet itk_movegen_intimidation_choices(const Game *g);

/* Where the civilian being displaced from the new crime scene may go (R8). */
BlockSet itk_movegen_displace_targets(const Game *g);

/*
 * The investigation's legal actions (R8-R10, R18), as one set per kind of
 * action, itk_investigate_kind[i]: the blocks to move to (ACT_MOVE), the
 * civilians a building or the stakeout targets, and {0} or {} for the
 * actions without an argument.  itk_game_legal lists them set by set in
 * ascending order, so the k-th action is the k-th member of the sets taken
 * in turn.
 */
enum { INVESTIGATE_SEGMENTS = 9 };
extern const uint8_t itk_investigate_kind[INVESTIGATE_SEGMENTS];
void itk_movegen_investigate_choices(const Game *g, uint32_t set[INVESTIGATE_SEGMENTS]);

/* R18: civilians the stakeout token may be moved onto now (once it has been used). */
CivSet itk_movegen_stakeout_targets(const Game *g);

#endif
