/*
 * apply.h — the actions of the phases itk_game_random_step samples without a
 * list, one function each (internal to the rules core).  itk_game_random_step
 * calls them once it has drawn the action, instead of packing an Action for
 * itk_game_apply to dispatch on its kind again.  Each is exactly itk_game_apply's
 * case for that kind, and like itk_game_apply trusts its caller.
 */
#ifndef NOIRLAB_APPLY_H
#define NOIRLAB_APPLY_H

#include "games/itk/core/game.h"

void itk_apply_start(Game *g, int block);          /* ACT_START */
void itk_apply_intimidate(Game *g, int c);         /* ACT_INTIMIDATE */
void itk_apply_murder(Game *g, int c);             /* ACT_MURDER */
void itk_apply_refuse(Game *g);                    /* ACT_REFUSE */
void itk_apply_evacuate(Game *g, int building, int block); /* ACT_EVACUATE (R22) */
void itk_apply_benefactor(Game *g, int block);     /* ACT_BENEFACTOR (R19) */
void itk_apply_displace(Game *g, int c, int b);    /* ACT_DISPLACE */
void itk_apply_move(Game *g, int block);           /* ACT_MOVE */
void itk_apply_ask(Game *g, int c, int q);         /* ACT_ASK */
void itk_apply_draw(Game *g, int group);           /* ACT_DRAW */
void itk_apply_group_move(Game *g, int c, int b);  /* ACT_GROUP_MOVE */
void itk_apply_group_done(Game *g);                /* ACT_GROUP_DONE */
void itk_apply_accuse(Game *g, int c, int motive); /* ACT_ACCUSE */

/* The pieces of a murder that R20's bomb (bomb.c) shares: */
Obs *itk_apply_log_position(Game *g, int kind, int c); /* record the position c is murdered in */
void itk_apply_casualty(Game *g, int c);               /* c dies and leaves the board */
void itk_apply_victim(Game *g, int c);                 /* c dies into the next victim slot; initial response */

#endif
