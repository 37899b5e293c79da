/*
 * bomb.h — R20, Touch of Evil's Homemade Bomb, in the plain implementation:
 * who may be the bomb's designated victim, and whether the last murder must
 * use it.
 */
#ifndef NOIRLAB_PLAIN_BOMB_H
#define NOIRLAB_PLAIN_BOMB_H

#include "games/itk/plain/plain.h"

/* The bomb is still held and this murder is the game's last (R1): it must be a bomb. */
int itk_plain_bomb_due(const PlainGame *g);

/* Push ACT_BOMB c for every civilian c the Murderer may designate now. */
void itk_plain_bomb_legal(const PlainGame *g, ActionList *out);

/* Every civilian in c's block other than c dies (no victim slot of their own). */
void itk_plain_bomb_blast(PlainGame *g, int c);

#endif
