/*
 * noir_policy.c — the registry of NOIR's policy classes (noir_policy.h).
 */
#include "games/noir/ai/noir_policy.h"

#include <string.h>

static const NoirPolicyClass *const classes[] = {
    &noir_policy_random,
    &noir_policy_heuristic,
    &noir_policy_ismcts,
};

const NoirPolicyClass *const *noir_policy_classes(int *n)
{
    *n = (int)(sizeof classes / sizeof classes[0]);
    return classes;
}

const NoirPolicyClass *noir_policy_class(const char *name)
{
    for (size_t i = 0; i < sizeof classes / sizeof classes[0]; i++)
        if (strcmp(classes[i]->name, name) == 0)
            return classes[i];
    return NULL;
}

void noir_follower_new_game(void *state, const NoirSeatView *view)
{
    NoirFollower *f = state;
    noir_follow_start(&f->follow, view, f->side);
}
