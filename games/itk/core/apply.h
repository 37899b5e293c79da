/*
 * apply.h — the actions of the phases game_random_step samples without a
 * list, one function each (internal to the rules core).  game_random_step
 * calls them once it has drawn the action, instead of packing an Action for
 * game_apply to dispatch on its kind again.  Each is exactly game_apply's
 * case for that kind, and like game_apply trusts its caller.
 */
#ifndef NOIRLAB_APPLY_H
#define NOIRLAB_APPLY_H

#include "games/itk/core/game.h"

void apply_start(Game *g, int block);          /* ACT_START */
void apply_intimidate(Game *g, int c);         /* ACT_INTIMIDATE */
void apply_murder(Game *g, int c);             /* ACT_MURDER */
void apply_refuse(Game *g);                    /* ACT_REFUSE */
void apply_evacuate(Game *g, int building, int block); /* ACT_EVACUATE (R22) */
void apply_benefactor(Game *g, int block);     /* ACT_BENEFACTOR (R19) */
void apply_displace(Game *g, int c, int b);    /* ACT_DISPLACE */
void apply_ask(Game *g, int c, int q);         /* ACT_ASK */
void apply_draw(Game *g, int group);           /* ACT_DRAW */
void apply_group_move(Game *g, int c, int b);  /* ACT_GROUP_MOVE */
void apply_group_done(Game *g);                /* ACT_GROUP_DONE */
void apply_accuse(Game *g, int c, int motive); /* ACT_ACCUSE */

/* The pieces of a murder that R20's bomb (bomb.c) shares: */
Obs *apply_log_position(Game *g, int kind, int c); /* record the position c is murdered in */
void apply_casualty(Game *g, int c);               /* c dies and leaves the board */
void apply_victim(Game *g, int c);                 /* c dies into the next victim slot; initial response */

#endif
