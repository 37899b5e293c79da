/*
 * policy_class.c — Intent to Kill's players (policy_class.h): the registry of
 * the classes the lab ships (registry.h) and a policy built from its SPEC.
 */
#include "games/itk/ai/policy_class.h"

#include <stdio.h>
#include <string.h>

#include "games/itk/ai/registry.h"

static const PolicyClass *const classes[] = {
    &itk_policy_random,
    &itk_policy_heuristic,
    &itk_policy_ismcts,
    &itk_policy_bluff,
};

const PolicyClass *const *itk_policy_classes(int *n)
{
    *n = (int)(sizeof classes / sizeof classes[0]);
    return classes;
}

int itk_policy_create(Policy *p, const char *spec_text, int side, char *err, size_t errlen)
{
    PolicySpec spec;
    if (policy_spec_parse(spec_text, &spec, err, errlen))
        return -1;
    int n;
    const PolicyClass *const *all = itk_policy_classes(&n);
    for (int i = 0; i < n; i++) {
        if (strcmp(all[i]->name, spec.name) != 0)
            continue;
        p->cls = all[i];
        p->side = side;
        p->state = all[i]->create(&spec, side, err, errlen);
        return p->state ? 0 : -1;
    }
    snprintf(err, errlen, "unknown policy '%s' (noirlab policies lists them)", spec.name);
    return -1;
}

void itk_policy_destroy(Policy *p)
{
    if (p->cls && p->state)
        p->cls->destroy(p->state);
    p->state = NULL;
}
