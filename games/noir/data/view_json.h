/*
 * view_json.h — a NOIR side's view (seat_view.h) as JSON for a program
 * (`noirlab engine --game noir`, `view SIDE json`; the keys are listed in
 * docs/protocol.md): the grid, the suspects, the side's own cards and the
 * whole record as that side may read it, the opponent's secrets null (N13).
 * Part of the I/O around the core (library noir_record).
 */
#ifndef NOIRLAB_NOIR_VIEW_JSON_H
#define NOIRLAB_NOIR_VIEW_JSON_H

#include <stdio.h>

#include "games/noir/core/seat_view.h"

/* The members of one JSON object, without its braces (GameClass.view_json);
 * names[s] names suspect s (s < n_names), null beyond. */
void noir_view_json(FILE *out, const NoirSeatView *sv, const char *const *names, int n_names);

#endif
