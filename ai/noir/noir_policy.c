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

int noir_policy_create(NoirPolicy *p, const char *spec_text, int side, char *err, size_t errlen)
{
    PolicySpec spec;
    p->cls = NULL;
    p->state = NULL;
    if (policy_spec_parse(spec_text, &spec, err, errlen))
        return -1;
    int n;
    const NoirPolicyClass *const *all = noir_policy_classes(&n);
    for (int i = 0; i < n; i++) {
        if (strcmp(all[i]->name, spec.name) != 0)
            continue;
        p->cls = all[i];
        p->side = side;
        p->state = all[i]->create(&spec, side, err, errlen);
        return p->state ? 0 : -1;
    }
    snprintf(err, errlen, "unknown NOIR policy '%s' (random, heuristic or ismcts)", spec.name);
    return -1;
}

void noir_policy_destroy(NoirPolicy *p)
{
    if (p->cls && p->state)
        p->cls->destroy(p->state);
    p->state = NULL;
}
