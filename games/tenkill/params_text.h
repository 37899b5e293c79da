/*
 * params_text.h — the parameters as text: the keys of the reference's table,
 * set one by one from text and written as canonical "key=value,..." text.
 */
#ifndef NOIRLAB_TENKILL_PARAMS_TEXT_H
#define NOIRLAB_TENKILL_PARAMS_TEXT_H

#include <stddef.h>

#include "sim/game_class.h"
#include "games/tenkill/tenkill.h"

/* Every key (the reference's table), each a parameter of the game interface
 * (campaign axes, flags).  The canonical text writes the first
 * TENKILL_PARAMS_ALWAYS always, and the rest (tiebreak, score.*, which score
 * a game without changing its play) only when they differ from their
 * default: so the text, and with it the deal seeds and stored setups of the
 * cells of campaigns from before those keys were axes, stays the same. */
enum {
    TENKILL_PARAM_KEYS = 17 + TENKILL_SCORE_ITEMS,
    TENKILL_PARAMS_ALWAYS = 16,
};
_Static_assert((int)TENKILL_PARAM_KEYS <= (int)GAME_PARAMS_MAX, "the game interface holds every key");
extern const GameParam tenkill_param[TENKILL_PARAM_KEYS];

/* 0, or -1 with "KEY must be ..." in err. */
int tenkill_params_set_text(TenkillParams *p, const char *key, const char *value, char *err, size_t errlen);

/* The first TENKILL_PARAMS_ALWAYS keys (the campaign seeds a cell's deals
 * from the defaults' text of each, docs) and every other key that differs
 * from its default, in the table's order: equal parameters give equal text. */
void tenkill_params_format(const TenkillParams *p, char *out, size_t outlen);

#endif
