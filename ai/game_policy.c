/*
 * game_policy.c — the registry of policies per game (game_policy.h), the
 * generic random player, and the families: each game's own registry of
 * classes (Intent to Kill's games/itk/ai/policy_class.h, NOIR's games/noir/ai/noir_policy.h)
 * adapted by one set of functions.
 */
#include "ai/game_policy.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/xalloc.h"
#include "games/itk/ai/registry.h"
#include "games/noir/ai/noir_policy.h"
#include "games/tenkill/ai/heuristic.h"
#include "games/toy/toy_policy.h"

/* --- random: any game ---------------------------------------------------- */

static const char *const no_keys[] = {NULL};
static int random_token; /* no state: any non-NULL pointer will do */

static void *random_create(const PolicySpec *spec, const GameClass *game, int seat, int *needs_view, char *err,
                           size_t errlen)
{
    (void)game;
    (void)seat;
    (void)needs_view;
    return policy_spec_check_keys(spec, no_keys, err, errlen) ? NULL : &random_token;
}

static void random_destroy(void *state) { (void)state; }

static GameAction random_choose(void *state, const void *view, const GameActions *legal, Pcg32 *rng)
{
    (void)state;
    (void)view;
    return legal->a[pcg32_below(rng, (uint32_t)legal->n)];
}

const GamePolicyClass game_policy_random = {
    .game = NULL,
    .name = "random",
    .help = "uniformly random legal action, any game (no parameters)",
    .needs_view = 0,
    .create = random_create,
    .destroy = random_destroy,
    .new_game = NULL,
    .choose = random_choose,
};

/* --- families: a game's own registry of classes, adapted --------------------
 * The state of a family's policy is its member class and the class's state. */

typedef struct FamilyPolicy {
    const GamePolicyFamily *family;
    GamePolicyMember member;
    void *state;
} FamilyPolicy;

static const GamePolicyFamily itk_policies;

/* Every game's family, by GameClass.name. */
static const GamePolicyFamily *const families[] = {&itk_policies, &noir_policies};

static void *family_create(const PolicySpec *spec, const GameClass *game, int seat, int *needs_view, char *err,
                           size_t errlen)
{
    const GamePolicyFamily *family = NULL;
    for (size_t i = 0; i < sizeof families / sizeof families[0] && !family; i++)
        if (strcmp(families[i]->game, game->name) == 0)
            family = families[i];
    GamePolicyMember member;
    if (!family || family->find(spec->name, &member, err, errlen))
        return NULL;
    void *state = member.create(spec, seat, err, errlen);
    if (!state)
        return NULL;
    FamilyPolicy *p = xcalloc(1, sizeof *p);
    *p = (FamilyPolicy){.family = family, .member = member, .state = state};
    *needs_view = member.needs_view;
    return p;
}

static void family_destroy(void *state)
{
    FamilyPolicy *p = state;
    p->member.destroy(p->state);
    free(p);
}

static void family_new_game(void *state, const void *view)
{
    FamilyPolicy *p = state;
    p->family->new_game(p->member.cls, p->state, view);
}

static GameAction family_choose(void *state, const void *view, const GameActions *legal, Pcg32 *rng)
{
    FamilyPolicy *p = state;
    return p->family->choose(p->member.cls, p->state, view, legal, rng);
}

static int family_guess_tie(const void *state)
{
    const FamilyPolicy *p = state;
    return p->family->guess_tie ? p->family->guess_tie(p->member.cls, p->state) : GAME_TIE_NONE;
}

/* Intent to Kill: every class of games/itk/ai/policy_class.h.  Its view is a Game (GameClass.view
 * of "itk") and its lists are GameActions (games/itk/core/action.h). */

static int itk_find(const char *name, GamePolicyMember *member, char *err, size_t errlen)
{
    int n;
    const PolicyClass *const *all = itk_policy_classes(&n);
    for (int i = 0; i < n; i++)
        if (strcmp(all[i]->name, name) == 0) {
            *member = (GamePolicyMember){all[i], all[i]->create, all[i]->destroy, all[i]->needs_view};
            return 0;
        }
    snprintf(err, errlen, "unknown policy '%s' (noirlab policies lists them)", name);
    return -1;
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

static const GamePolicyFamily itk_policies = {
    .game = "itk", .find = itk_find, .new_game = itk_new_game, .choose = itk_choose, .guess_tie = itk_guess_tie};

/* A family's entry in the table: the same functions for every game. */
#define FAMILY_CLASS(game_name, help_text)                                                                       \
    {.game = game_name, .name = NULL, .help = help_text, .needs_view = 1, .create = family_create,             \
     .destroy = family_destroy, .new_game = family_new_game, .choose = family_choose,                       \
     .guess_tie = family_guess_tie}

static const GamePolicyClass itk_family =
    FAMILY_CLASS("itk", "every Intent to Kill policy (noirlab policies lists them)");
static const GamePolicyClass noir_family =
    FAMILY_CLASS("noir", "every NOIR policy: random, heuristic, ismcts (games/noir/docs/noir.md, Policies)");

/* --- the registry ----------------------------------------------------------
 * A game's own classes first, then the classes for any game, then its family. */

static const GamePolicyClass *const classes[] = {
    &itk_family,
    &noir_family,
    &toy_policy_keep,
    &tenkill_policy_heuristic,
    &game_policy_random,
};

const GamePolicyClass *const *game_policy_classes(int *n)
{
    *n = (int)(sizeof classes / sizeof classes[0]);
    return classes;
}

/* 0: the class plays `game` by name; 1: any game by name; 2: a family of
 * `game` (its create decides whether it knows the name); 3: no.  A class of
 * any game comes before a family so that "random" is the one generic player,
 * called directly, in every game. */
static int rank(const GamePolicyClass *k, const GameClass *game, const char *name)
{
    if (k->game && strcmp(k->game, game->name) != 0)
        return 3;
    if (!k->name)
        return 2;
    if (strcmp(k->name, name) != 0)
        return 3;
    return k->game ? 0 : 1;
}

int game_policy_create(GamePolicy *p, const GameClass *game, const char *spec_text, int seat, char *err,
                       size_t errlen)
{
    PolicySpec spec;
    memset(p, 0, sizeof *p);
    if (policy_spec_parse(spec_text, &spec, err, errlen))
        return -1;
    const GamePolicyClass *best = NULL;
    int best_rank = 3;
    for (size_t i = 0; i < sizeof classes / sizeof classes[0]; i++) {
        int r = rank(classes[i], game, spec.name);
        if (r < best_rank) {
            best = classes[i];
            best_rank = r;
        }
    }
    if (!best) {
        snprintf(err, errlen, "unknown policy '%s' for %s (noirlab policies lists them)", spec.name, game->name);
        return -1;
    }
    *p = (GamePolicy){.cls = best, .game = game, .seat = seat, .needs_view = best->needs_view};
    p->state = best->create(&spec, game, seat, &p->needs_view, err, errlen);
    return p->state ? 0 : -1;
}

void game_policy_destroy(GamePolicy *p)
{
    if (p->cls && p->state)
        p->cls->destroy(p->state);
    p->state = NULL;
}
