/*
 * params_text.h — the parameters as text: the keys of the reference's table,
 * set one by one from text and written as canonical "key=value,..." text.
 */
#ifndef NOIRLAB_TENKILL_PARAMS_TEXT_H
#define NOIRLAB_TENKILL_PARAMS_TEXT_H

#include <stddef.h>

#include "sim/game_class.h"
#include "games/tenkill/tenkill.h"

/* Every key (the reference's table).  The first TENKILL_PARAMS_LISTED are
 * the game interface's parameters (campaign axes, flags), as many as it
 * holds (GAME_PARAMS_MAX); the rest, which score a game without changing its
 * play (tiebreak, score.*), are set through tenkill_params_set_text only
 * until the interface holds more. */
enum {
    TENKILL_PARAM_KEYS = 17 + TENKILL_SCORE_ITEMS,
    TENKILL_PARAMS_LISTED = GAME_PARAMS_MAX < TENKILL_PARAM_KEYS ? GAME_PARAMS_MAX : TENKILL_PARAM_KEYS,
};
extern const GameParam tenkill_param[TENKILL_PARAM_KEYS];

/* 0, or -1 with "KEY must be ..." in err. */
int tenkill_params_set_text(TenkillParams *p, const char *key, const char *value, char *err, size_t errlen);

/* Every listed key (the campaign seeds a cell's deals from the defaults'
 * text of each, docs) and every other key that differs from its default, in
 * the table's order: equal parameters give equal text. */
void tenkill_params_format(const TenkillParams *p, char *out, size_t outlen);

#endif
