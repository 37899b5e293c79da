/*
 * policy_family.c — Intent to Kill's players (policy_class.h) as a family of
 * the game interface's policy table (ai/game_policy.h), which its
 * CMakeLists.txt registers: a class by name, and its new_game, choose and
 * guess_tie on the game's own types.  Its view is a Game (GameClass.view of
 * "itk") and its lists are GameActions (games/itk/core/action.h).
 */
#include <stdio.h>
#include <string.h>

#include "ai/game_policy.h"
#include "ai/game_policy_families.h"
#include "games/itk/ai/registry.h"

static int itk_find(const char *name, GamePolicyMember *member, char *err, size_t errlen)
{
    int n;
    const PolicyClass *const *all = itk_policy_classes(&n);
    for (int i = 0; i < n; i++)
        if (strcmp(all[i]->name, name) == 0) {
            *member = (GamePolicyMember){all[i], all[i]->create, all[i]->destroy, all[i]->needs_view,
                                         all[i]->search_info};
            return 0;
        }
    snprintf(err, errlen, "unknown policy '%s' (noirlab policies lists them)", name);
    return -1;
}

static const char *itk_member_name(int i, const char **help)
{
    int n;
    const PolicyClass *const *all = itk_policy_classes(&n);
    if (i >= n)
        return NULL;
    *help = all[i]->help;
    return all[i]->name;
}

static void itk_new_game(const void *cls, void *state, const void *view)
{
    const PolicyClass *c = cls;
    if (c->new_game)
        c->new_game(state, view);
}

static GameAction itk_choose(const void *cls, void *state, const void *view, const GameActions *legal, Pcg32 *rng)
{
    return ((const PolicyClass *)cls)->choose(state, view, legal, rng);
}

static int itk_guess_tie(const void *cls, const void *state)
{
    const PolicyClass *c = cls;
    return c->guess_tie ? c->guess_tie(state) : GAME_TIE_NONE;
}

const GamePolicyFamily itk_policies = {.game = "itk",
                                       .title = "Intent to Kill (--game itk, the default)",
                                       .member_name = itk_member_name,
                                       .find = itk_find,
                                       .new_game = itk_new_game,
                                       .choose = itk_choose,
                                       .guess_tie = itk_guess_tie};
