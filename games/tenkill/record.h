/*
 * record.h — a game's record (T23): the whole deal, hidden identities
 * included, then one event a line, then "end N" (docs: the record format).
 *
 *   tenkill 1
 *   params players=4
 *   scopes 1 7 8 14
 *   tiles 5 3 0 ...          (C0..C15's starting tiles)
 *   seat 0 hitman 3 targets 5 9 12
 *   ...
 *   p0 move C3 5             (the actor, then the action: action.c)
 *   chance police P1
 *   end 2
 */
#ifndef NOIRLAB_TENKILL_RECORD_H
#define NOIRLAB_TENKILL_RECORD_H

#include <stdio.h>

#include "games/tenkill/tenkill.h"

void tenkill_record_header(FILE *out, const TenkillSetup *setup);
/* One event: the actor of g (before the action) and the action. */
void tenkill_record_event(FILE *out, const TenkillGame *g, TenkillAction a);
void tenkill_record_end(FILE *out, int n_events);

/* Read a whole record, each event checked legal in turn from the setup.
 * 0, or -1 with "NAME:LINE: problem" in err. */
int tenkill_record_read(FILE *in, const char *name, TenkillSetup *setup, TenkillAction *actions, int max_actions,
                        int *n_actions, char *err, size_t errlen);

#endif
