/*
 * view.h — a seat's information set (§3, T23): the position with what the
 * seat may not know blanked, and that view for a person or a program.
 */
#ifndef NOIRLAB_TENKILL_VIEW_H
#define NOIRLAB_TENKILL_VIEW_H

#include <stdio.h>

#include "games/tenkill/tenkill.h"

typedef struct TenkillSeatView {
    uint8_t seat;
    /* Public everything; of the identities only the seat's own hitman and
     * targets and the revealed ones (lost hitmen, dead targets, T13/T16);
     * other roles read TENKILL_ROLE_ASIDE with owner TENKILL_NOBODY, other
     * seats' unrevealed hitman TENKILL_NOBODY. */
    TenkillGame g;
} TenkillSeatView;

void tenkill_seat_view(const TenkillGame *g, int seat, TenkillSeatView *out);
/* names[c] names character c (c < n_names; else "C<c>"). */
void tenkill_view_text(FILE *out, const TenkillSeatView *v, const char *const *names, int n_names);
void tenkill_view_json(FILE *out, const TenkillSeatView *v, const char *const *names, int n_names);

#endif
