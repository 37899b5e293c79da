/*
 * event_parse.c — an event line read as an action legal now (event_parse.h).
 */
#include "games/itk/engine/event_parse.h"

#include <stdio.h>

#include "games/itk/data/record.h"
#include "games/itk/itk_class.h"

int itk_event_parse(const void *params, const void *state, const char *text, GameAction *a, char *err,
                    size_t errlen)
{
    const Catalog *cat = ((const ItkParams *)params)->cat;
    const Game *g = state;
    /* The side may be left out: it is the side to move's. */
    char line[RECORD_ACTION_TEXT_MAX * 4];
    while (*text == ' ' || *text == '\t')
        text++;
    int has_side = (text[0] == 'M' || text[0] == 'D' || text[0] == 'C') && (text[1] == ' ' || text[1] == '\0');
    if (has_side)
        snprintf(line, sizeof line, "%s", text);
    else
        snprintf(line, sizeof line, "%c %s", itk_record_side_letter(itk_game_to_move(g)), text);
    RecordEvent e;
    char why[EVENT_ERR_MAX / 2];
    if (itk_record_parse_event(cat, g, line, &e, err, errlen) < 0)
        return -1;
    if (itk_record_check_event(g, cat, &e, why, sizeof why) < 0)
        return snprintf(err, errlen, "illegal event: %s", why), -1;
    *a = e.action;
    return 0;
}
