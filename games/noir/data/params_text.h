/*
 * params_text.h — NOIR's parameters as text: the keys, one set from its
 * value's text, and the mode names.  The one parser of NOIR's parameters: the
 * game interface's params_set (noir_class.c), campaign axes and `run` flags
 * through it, and a record's header lines (record_read.c) all come here.
 */
#ifndef NOIRLAB_NOIR_PARAMS_TEXT_H
#define NOIRLAB_NOIR_PARAMS_TEXT_H

#include <stddef.h>

#include "games/noir/core/setup.h"
#include "sim/game_class.h"

/* The keys, in the order they are applied (grid resets kill_target, so it
 * comes first) and written. */
enum NoirParamKey { NOIR_PARAM_MODE, NOIR_PARAM_GRID, NOIR_PARAM_KILL_TARGET, NOIR_PARAM_NO_DISGUISE,
                    NOIR_PARAM_NO_SELF_ARREST, NOIR_PARAM_INSPECTOR_FIRST, NOIR_PARAM_OPTIONAL_FIRST_KILL,
                    NOIR_PARAM_TURN_LIMIT, NOIR_PARAM_KEYS };

extern const GameParam noir_param[NOIR_PARAM_KEYS];

/* The modes as text: classic, standard, citizens (N9, N12). */
extern const char *const noir_mode_name[NOIR_MODES];

/* The key of that name, or -1. */
int noir_param_key(const char *key);

/* Set parameter `key` from text: 0, or -1 with "KEY must be ..., not 'VALUE'"
 * in err (unknown key, bad value).  `grid` also resets kill_target to the
 * grid's default (N11). */
int noir_params_set_text(NoirParams *p, const char *key, const char *value, char *err, size_t errlen);

#endif
