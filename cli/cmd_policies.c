/*
 * cmd_policies.c — `noirlab policies`: the registered policies and their keys.
 */
#include <stdio.h>

#include "ai/game_policy.h"
#include "cli/commands.h"
#include "cli/options.h"
#include "games/itk/ai/policy_class.h"
#include "games/noir/ai/noir_policy.h"

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
    const PolicyClass *const *all = itk_policy_classes(&n);
    printf("A policy SPEC is name[:key=value,...], e.g. ismcts:iterations=1000\n\n");
    printf("Intent to Kill (--game itk, the default):\n");
    for (int i = 0; i < n; i++)
        printf("  %-10s %s\n", all[i]->name, all[i]->help);
    const NoirPolicyClass *const *noir = noir_policy_classes(&n);
    printf("\nNOIR (--game noir; seats --inspector/--killer):\n");
    for (int i = 0; i < n; i++)
        printf("  %-10s %s\n", noir[i]->name, noir[i]->help);
    /* The classes registered per game (ai/game_policy.h); a family (no name)
     * is a whole registry, Intent to Kill's or NOIR's, listed above. */
    const GamePolicyClass *const *game = game_policy_classes(&n);
    printf("\nOther games (--game NAME), and every game:\n");
    for (int i = 0; i < n; i++)
        if (game[i]->name && !(game[i]->game && game_class_find(game[i]->game)->for_tests))
            printf("  %-10s %-6s %s\n", game[i]->name, game[i]->game ? game[i]->game : "any", game[i]->help);
    return 0;
}
