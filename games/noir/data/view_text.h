/*
 * view_text.h — a NOIR side's view (seat_view.h) drawn as text for a person
 * (`noirlab play --game noir --human`): the grid with each suspect's number
 * and name, the side's own cards and the newest record entries, the
 * opponent's secrets kept (N13).  Part of the I/O around the core (library
 * noir_record).
 */
#ifndef NOIRLAB_NOIR_VIEW_TEXT_H
#define NOIRLAB_NOIR_VIEW_TEXT_H

#include <stdio.h>

#include "games/noir/core/seat_view.h"

/* names[s] names suspect s (s < n_names; scenarios/noir/suspects.txt); a
 * suspect without a name is shown by number alone. */
void noir_view_text(FILE *out, const NoirSeatView *sv, const char *const *names, int n_names);

/* "TITLE: [3 Ada] [12 Mara]\n": the suspects of `set`, named as above. */
void noir_view_text_set(FILE *out, const char *title, uint64_t set, const char *const *names, int n_names);

#endif
