/*
 * action.c — names and order of NOIR actions.
 */
#include "action.h"

#include <stddef.h>
#include <stdlib.h>

static const char *const kind_names[NOIR_ACTION_KINDS] = {
    "choose", "kill", "disguise", "shift", "arrest", "exonerate", "discard", "citizen",
};

const char *noir_action_kind_name(int kind)
{
    return kind >= 0 && kind < NOIR_ACTION_KINDS ? kind_names[kind] : NULL;
}

static int compare_actions(const void *a, const void *b)
{
    NoirAction x = *(const NoirAction *)a, y = *(const NoirAction *)b;
    return (x > y) - (x < y);
}

void noir_action_list_sort(NoirActionList *l)
{
    qsort(l->a, (size_t)l->n, sizeof l->a[0], compare_actions);
}
