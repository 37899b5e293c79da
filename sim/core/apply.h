/*
 * apply.h — the actions game_apply plays most often in random games, one
 * function each (internal to the rules core).  game_random_step calls them
 * directly once it has drawn the action, instead of packing an Action for
 * game_apply to dispatch on its kind again.  Each is exactly game_apply's
 * case for that kind, and like game_apply trusts its caller.
 */
#ifndef NOIRLAB_APPLY_H
#define NOIRLAB_APPLY_H

#include "game.h"

void apply_intimidate(Game *g, int c);     /* ACT_INTIMIDATE */
void apply_murder(Game *g, int c);         /* ACT_MURDER */
void apply_refuse(Game *g);                /* ACT_REFUSE */
void apply_draw(Game *g, int group);       /* ACT_DRAW */
void apply_group_move(Game *g, int c, int b); /* ACT_GROUP_MOVE */
void apply_group_done(Game *g);            /* ACT_GROUP_DONE */

#endif
