/*
 * params_text.c — NOIR's parameters as text (params_text.h).
 */
#include "games/noir/data/params_text.h"

#include <stdio.h>
#include <string.h>

#include "base/number.h"

const char *const noir_mode_name[NOIR_MODES] = {"classic", "standard", "citizens"};

/* The N15 switches share deals: noir_deal reads only the grid side
 * (setup.c), so a switch's on and off cells are dealt the same games. */
const GameParam noir_param[NOIR_PARAM_KEYS] = {
    [NOIR_PARAM_MODE] = {"mode", "classic, standard or citizens (N9, N12); default classic"},
    [NOIR_PARAM_GRID] = {"grid", "grid side 4 to 7 (N1); default 5; resets kill_target to the grid's default"},
    [NOIR_PARAM_KILL_TARGET] = {"kill_target",
                                "deaths that win for the Killer, 1 to side^2-1 (N11); default 16*side^2/25"},
    [NOIR_PARAM_NO_DISGUISE] = {"no_disguise", "1: no Disguise action (N15); default 0", 1},
    [NOIR_PARAM_NO_SELF_ARREST] = {"no_self_arrest",
                                   "1: the Inspector may not arrest their own identity (N15); default 0", 1},
    [NOIR_PARAM_INSPECTOR_FIRST] = {"inspector_first",
                                    "1: the Inspector chooses an identity before the first kill (N15)", 1},
    [NOIR_PARAM_OPTIONAL_FIRST_KILL] = {"optional_first_kill", "1: the Killer's first turn may be any action (N15)",
                                        1},
    [NOIR_PARAM_TURN_LIMIT] = {"turn_limit", "turns before the game stops unfinished, 1 to 500 (N14); default 300"},
};

int noir_param_key(const char *key)
{
    for (int k = 0; k < NOIR_PARAM_KEYS; k++)
        if (strcmp(noir_param[k].key, key) == 0)
            return k;
    return -1;
}

static int bad(char *err, size_t errlen, const char *key, const char *value, const char *want)
{
    snprintf(err, errlen, "%s must be %s, not '%s'", key, want, value);
    return -1;
}

int noir_params_set_text(NoirParams *p, const char *key, const char *value, char *err, size_t errlen)
{
    int k = noir_param_key(key);
    uint64_t v = 0;
    if (k < 0) {
        snprintf(err, errlen, "'%s' is not a parameter of NOIR", key);
        return -1;
    }
    if (k == NOIR_PARAM_MODE) {
        for (int m = 0; m < NOIR_MODES; m++)
            if (strcmp(value, noir_mode_name[m]) == 0) {
                p->mode = (uint8_t)m;
                return 0;
            }
        return bad(err, errlen, key, value, "classic, standard or citizens");
    }
    if (k == NOIR_PARAM_GRID) {
        if (number_whole(value, NOIR_MIN_SIDE, NOIR_MAX_SIDE, &v))
            return bad(err, errlen, key, value, "a grid side from 4 to 7 (N1)");
        p->side = (uint8_t)v;
        p->kill_target = (uint8_t)noir_default_kill_target((int)v);
        return 0;
    }
    if (k == NOIR_PARAM_KILL_TARGET) {
        if (number_whole(value, 1, NOIR_MAX_SUSPECTS - 1, &v))
            return bad(err, errlen, key, value, "a whole number from 1 to 48 (N11)");
        p->kill_target = (uint8_t)v;
        return 0;
    }
    if (k == NOIR_PARAM_TURN_LIMIT) {
        if (number_whole(value, 1, NOIR_MAX_TURNS, &v))
            return bad(err, errlen, key, value, "a whole number from 1 to 500 (N14)");
        p->max_turns = (uint16_t)v;
        return 0;
    }
    if (number_whole(value, 0, 1, &v))
        return bad(err, errlen, key, value, "0 or 1 (N15)");
    switch (k) {
    case NOIR_PARAM_NO_DISGUISE: p->disguise = (uint8_t)!v; break;
    case NOIR_PARAM_NO_SELF_ARREST: p->self_arrest = (uint8_t)!v; break;
    case NOIR_PARAM_INSPECTOR_FIRST: p->identity_first = (uint8_t)v; break;
    default: p->first_kill_optional = (uint8_t)v; break;
    }
    return 0;
}
