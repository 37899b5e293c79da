/*
 * action.c — the names of NOIR's action kinds.
 */
#include "games/noir/core/action.h"

#include <stddef.h>

static const char *const kind_names[NOIR_ACTION_KINDS] = {
    "choose", "kill", "disguise", "shift", "arrest", "exonerate", "discard", "citizen",
};

const char *noir_action_kind_name(int kind)
{
    return kind >= 0 && kind < NOIR_ACTION_KINDS ? kind_names[kind] : NULL;
}
