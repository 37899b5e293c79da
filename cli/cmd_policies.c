/*
 * cmd_policies.c — `noirlab policies`: the registered policies and their keys.
 */
#include <stdio.h>

#include "../ai/policy.h"
#include "commands.h"

int cmd_policies(int argc, char **argv)
{
    (void)argv;
    if (argc > 0) {
        fprintf(stderr, "usage: noirlab policies\n");
        return 2;
    }
    int n;
    const PolicyClass *const *all = policy_classes(&n);
    printf("A policy SPEC is name[:key=value,...], e.g. ismcts:iterations=1000\n\n");
    for (int i = 0; i < n; i++)
        printf("  %-10s %s\n", all[i]->name, all[i]->help);
    return 0;
}
