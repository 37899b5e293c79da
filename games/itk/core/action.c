#include "games/itk/core/action.h"

#include <stdlib.h>
#include <string.h>

static const char *const kind_names[ACTION_KINDS] = {
    "supporters", "start", "intimidate", "murder", "refuse",
    "displace", "move", "surveil", "question", "police",
    "diner", "hospital", "fire", "end", "ask", "answer",
    "draw", "pick-group", "group-move", "group-done",
    "accuse", "continue", "stakeout", "evacuate", "agent", "benefactor",
    "bomb",
};

const char *itk_action_kind_name(int kind)
{
    return kind >= 0 && kind < ACTION_KINDS ? kind_names[kind] : "?";
}

int itk_action_kind_from_name(const char *name)
{
    for (int k = 0; k < ACTION_KINDS; k++)
        if (strcmp(name, kind_names[k]) == 0)
            return k;
    return -1;
}

static int compare_actions(const void *x, const void *y)
{
    Action a = *(const Action *)x, b = *(const Action *)y;
    return (a > b) - (a < b);
}

void itk_action_list_sort(ActionList *l)
{
    qsort(l->a, (size_t)l->n, sizeof l->a[0], compare_actions);
}
