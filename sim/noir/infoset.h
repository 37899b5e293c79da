/*
 * infoset.h — a side's information set as a position, and the public record
 * replayed on a board: what NOIR's policies see and what their beliefs
 * (ai/noir/belief.h) are computed on.
 *
 * noir_infoset gives a copy of the position with the opponent's secrets
 * blanked (N13), as Intent to Kill's game_view does: the policies' view.  The
 * replay functions move a board (a NoirGame of which only the grid, the
 * positions and the living are kept up to date) through the public effect of
 * record entries, so that a belief can ask where the cards stood when an
 * entry was written.
 */
#ifndef NOIRLAB_NOIR_INFOSET_H
#define NOIRLAB_NOIR_INFOSET_H

#include "game.h"

/*
 * `side`'s information set (N13): a copy of g in which the deck's order is
 * blanked (NOIR_NOBODY) for both sides; for the Killer the Inspector's
 * identity, dealt cards and hand are blank (NOIR_NOBODY, 0, 0), and so are
 * CHOOSE and EXONERATE draws in the record; for the Inspector the Killer's
 * identity and the card a successful disguise drew.  The deck's and the
 * pile's counts, the marks, the deaths and every answer stay.  Not a
 * position the rules core can play on.
 */
void noir_infoset(const NoirGame *g, int side, NoirGame *out);

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
