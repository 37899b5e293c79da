/*
 * noir_policy.c — the registry of NOIR's policy classes (noir_policy.h).
 */
#include "noir_policy.h"

#include <stdio.h>
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

int noir_policy_create(NoirPolicy *p, const char *spec_text, int side, char *err, size_t errlen)
{
    PolicySpec spec;
    p->state = NULL;
    if (policy_spec_parse(spec_text, &spec, err, errlen))
        return -1;
    if (!(p->cls = noir_policy_class(spec.name))) {
        snprintf(err, errlen, "unknown NOIR policy '%s' (random, heuristic or ismcts)", spec.name);
        return -1;
    }
    p->side = side;
    p->state = p->cls->create(&spec, side, err, errlen);
    return p->state ? 0 : -1;
}

void noir_follower_new_game(void *state, const NoirSeatView *view)
{
    NoirFollower *f = state;
    noir_follow_start(&f->follow, view, f->side);
}

void noir_policy_destroy(NoirPolicy *p)
{
    if (p->cls && p->state)
        p->cls->destroy(p->state);
    p->state = NULL;
}
