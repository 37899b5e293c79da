/*
 * scene.h — hand-built positions for the rules tests: a deal with chosen
 * identities, every character parked on one tile, then the figures each
 * test names put where it says.
 */
#ifndef NOIRLAB_TENKILL_SCENE_H
#define NOIRLAB_TENKILL_SCENE_H

#include "games/tenkill/tenkill.h"

/* Seat q's hitman is hitman[q] and its targets targets[q][0..2] (ascending);
 * every character starts parked on `park`; the default parameters with
 * `players` seats unless p is given. */
void scene_start(TenkillGame *g, const TenkillParams *p, int players, const int hitman[], const int targets[][3],
                 int park);
/* Figures where the text puts them, in the reference's notation: "C3@5 C4@5
 * P@15" (a policeman from the supply, scene_police). */
void scene_set(TenkillGame *g, const char *where);
/* Character c (on the board) to tile t. */
void scene_put(TenkillGame *g, int c, int t);
/* The lowest policeman of the supply onto tile t, for a parked character
 * nobody holds taken off the board; returns the policeman's figure id. */
int scene_police(TenkillGame *g, int t);
/* Character c leaves the board dead, into seat `pile`'s pile, as a target
 * of its owner (T13's bookkeeping without the kill). */
void scene_dead_target(TenkillGame *g, int c, int pile);
/* The figures mask of a list ended by -1. */
uint32_t scene_mask(const int *figures);
/* Apply text actions ("select C3", "move C3 5", ...), each asserted legal. */
void scene_play(TenkillGame *g, const char *const *actions, int n);
/* 1 when the text action is legal now. */
int scene_legal(const TenkillGame *g, const char *action);

#endif
