/*
 * movegen.h — pieces of move generation that apply.c needs too (internal to
 * the rules core; policies use game_legal).
 */
#ifndef NOIRLAB_MOVEGEN_H
#define NOIRLAB_MOVEGEN_H

#include "games/itk/core/game.h"

/* Blocks a civilian may enter: not a crime scene, fewer than 3 civilians (R8, R11). */
BlockSet movegen_open_blocks(const Game *g);

/* Civilians the Murderer may flip now (R3, pairs in index order). */
CivSet movegen_intimidation_choices(const Game *g);

/* Where the civilian being displaced from the new crime scene may go (R8). */
BlockSet movegen_displace_targets(const Game *g);

/* R18: civilians the stakeout token may be moved onto now (once it has been used). */
CivSet movegen_stakeout_targets(const Game *g);

#endif
