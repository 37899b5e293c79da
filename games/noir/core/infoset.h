/*
 * infoset.h — a side's information set as a position, and the public record
 * replayed on a board: what NOIR's policies see and what their beliefs
 * (games/noir/ai/belief.h) are computed on.
 *
 * A policy is handed its seat's view (seat_view.h, the game interface's view
 * type); noir_infoset turns it into a position with the opponent's secrets
 * blank (N13), as Intent to Kill's game_view does, for beliefs and search.  The
 * replay functions move a board (a NoirGame of which only the grid, the
 * positions and the living are kept up to date) through the public effect of
 * record entries, so that a belief can ask where the cards stood when an
 * entry was written.
 */
#ifndef NOIRLAB_NOIR_INFOSET_H
#define NOIRLAB_NOIR_INFOSET_H

#include "games/noir/core/game.h"
#include "games/noir/core/seat_view.h"

/* `side`'s seat view (seat_view.h): noir_view and the record as that side
 * reads it (noir_view_obs), the game's parameters. */
void noir_seat_view(const NoirGame *g, int side, NoirSeatView *out);

/*
 * The seat view's information set as a position (N13): the grid, the dead,
 * the marks, the pile, the turn and the record as the view has them; the
 * side's own identity (and, for the Inspector, the dealt four and the hand);
 * the opponent's identity NOIR_NOBODY; a deck of the view's count whose cards
 * are all NOIR_NOBODY (nobody sees its order).  Not a position the rules
 * core can play on until the hidden fields are filled in.
 */
void noir_infoset(const NoirSeatView *view, NoirGame *out);

/*
 * The public effect of record entry o on a board: a shift (N5), the deaths of
 * a kill (N6) and of a successful disguise (N8), then the collapse (N10).
 * Other fields of the board (marks, evidence, the turn) are left alone.
 */
void noir_public_step(NoirGame *board, NoirObs o);

/*
 * The reverse of noir_public_step for an entry whose turn collapsed nothing:
 * the shift undone, the dead brought back.  Used to find the dealt grid from
 * the first view a side gets (before it, at most one action, which cannot
 * collapse a grid of side 4 or more).
 */
void noir_public_unstep(NoirGame *board, NoirObs o);

#endif
