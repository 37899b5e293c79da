/*
 * movegen.h — pieces of move generation that apply.c needs too (internal to
 * the rules core; policies use itk_game_legal).
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

/* R18: civilians the stakeout token may be moved onto now (once it has been used). */
CivSet itk_movegen_stakeout_targets(const Game *g);

#endif
