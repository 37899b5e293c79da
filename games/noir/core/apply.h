/*
 * apply.h — one function per kind of action, for noir_apply and the random
 * playout (which dispatches on the phase only once).  Each assumes its
 * action is legal.
 */
#ifndef NOIRLAB_NOIR_APPLY_H
#define NOIRLAB_NOIR_APPLY_H

#include "games/noir/core/board.h"

void noir_apply_choose(NoirGame *g, int s);
void noir_apply_kill(NoirGame *g, int s);
void noir_apply_disguise(NoirGame *g);
void noir_apply_shift(NoirGame *g, int line, int dir);
/* noir_apply_shift on a grid of shape sh, the position's (board.h's BoardShape:
 * the random playout passes it as a constant). */
void noir_apply_shift_in(NoirGame *g, BoardShape sh, int line, int dir);
void noir_apply_arrest(NoirGame *g, int s);
void noir_apply_exonerate(NoirGame *g);
void noir_apply_discard(NoirGame *g, int d);
void noir_apply_citizen(NoirGame *g, int d, int s);

#endif
