/*
 * cmd_policies.c — `noirlab policies`: the registered policies and their keys.
 */
#include <stdio.h>

#include "ai/game_policy.h"
#include "cli/commands.h"
#include "cli/options.h"

int cmd_policies(int argc, char **argv)
{
    static const Option options[] = {{0}};
    const OptionCommand cmd = {"policies", "usage: noirlab policies\n",
                               "List the policies a SPEC may name, with their parameters (docs/ismcts.md,\n"
                               "games/itk/docs/belief.md).\n",
                               options, "Exit status: 0, or 2 bad usage.\n"};
    int rc = options_parse(&cmd, argc, argv, NULL);
    if (rc != OPTIONS_OK)
        return options_exit(rc);
    int n;
    const GamePolicyFamily *const *family = game_policy_families(&n);
    printf("A policy SPEC is name[:key=value,...], e.g. ismcts:iterations=1000\n\n");
    for (int f = 0; f < n; f++) {
        printf("%s%s:\n", f ? "\n" : "", family[f]->title);
        const char *name, *help;
        for (int i = 0; (name = family[f]->member_name(i, &help)); i++)
            printf("  %-10s %s\n", name, help);
    }
    /* The classes registered per game (ai/game_policy.h); a family is a
     * whole registry of a game's, listed above. */
    const GamePolicyClass *const *game = game_policy_classes(&n);
    printf("\nOther games (--game NAME), and every game:\n");
    for (int i = 0; i < n; i++)
        if (!(game[i]->game && game_class_find(game[i]->game)->for_tests))
            printf("  %-10s %-6s %s\n", game[i]->name, game[i]->game ? game[i]->game : "any", game[i]->help);
    return 0;
}
