/*
 * noir_family.c — NOIR's players (noir_policy.h) as a family of the game
 * interface's policy table (ai/game_policy.h): a class by name, and its
 * new_game and choose on NOIR's own types.  The seats agree with NOIR's sides
 * (GAME_HIDER = NOIR_KILLER, GAME_SEEKER = NOIR_INSPECTOR), the view is the
 * NoirSeatView of noir_class.c, and NOIR's actions are the interface's.
 */
#include <stdio.h>

#include "ai/game_policy.h"
#include "ai/game_policy_families.h"
#include "games/noir/ai/noir_policy.h"

static int noir_find(const char *name, GamePolicyMember *member, char *err, size_t errlen)
{
    const NoirPolicyClass *cls = noir_policy_class(name);
    if (!cls) {
        snprintf(err, errlen, "unknown policy '%s' for noir (random, heuristic or ismcts)", name);
        return -1;
    }
    *member = (GamePolicyMember){cls, cls->create, cls->destroy, 1, cls->search_info};
    return 0;
}

static void noir_new_game(const void *cls, void *state, const void *view)
{
    ((const NoirPolicyClass *)cls)->new_game(state, view);
}

static GameAction noir_choose(const void *cls, void *state, const void *view, const GameActions *legal, Pcg32 *rng)
{
    NoirActionList l = {.n = legal->n};
    for (int i = 0; i < legal->n; i++)
        l.a[i] = legal->a[i];
    return ((const NoirPolicyClass *)cls)->choose(state, view, &l, rng);
}

static const char *noir_member_name(int i, const char **help)
{
    int n;
    const NoirPolicyClass *const *all = noir_policy_classes(&n);
    if (i >= n)
        return NULL;
    *help = all[i]->help;
    return all[i]->name;
}

const GamePolicyFamily noir_policies = {.game = "noir",
                                        .title = "NOIR (--game noir; seats --inspector/--killer)",
                                        .member_name = noir_member_name,
                                        .find = noir_find,
                                        .new_game = noir_new_game,
                                        .choose = noir_choose};
