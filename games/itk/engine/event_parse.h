/*
 * event_parse.h — an event line typed or sent in the middle of a game ("D
 * move 6", or "move 6" for the side to move) read as an action legal now:
 * the engine's `play` (itk_dialect.c) and the moves typed at `play --human`
 * (games/itk/cli/person_itk.c).  The words are a record's
 * (games/itk/docs/records.md).
 */
#ifndef NOIRLAB_ITK_EVENT_PARSE_H
#define NOIRLAB_ITK_EVENT_PARSE_H

#include <stddef.h>

#include "sim/game_class.h"

enum { EVENT_ERR_MAX = 1024 }; /* room for any message of itk_event_parse */

/* The event line `text` as an action legal in position `state` (a Game) of
 * a game of these parameters (ItkParams: the catalog names the civilians,
 * groups and motives); its side letter may be left out (it is then the side
 * to move's).  0, or -1 with the problem in err: a syntax error, an unknown
 * name (itk_record_parse_event), or why the rules refuse it
 * (itk_record_check_event).  Both dialects' `parse` (EngineDialect,
 * PersonDialect). */
int itk_event_parse(const void *params, const void *state, const char *text, GameAction *a, char *err,
                    size_t errlen);

#endif
