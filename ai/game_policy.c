/*
 * game_policy.c — the registry of policies per game (game_policy.h), the
 * generic random player, and the families: each game's own registry of
 * classes adapted by one set of functions.  The games' classes and families
 * are their POLICY and FAMILY hooks, listed by the build.
 */
#include "ai/game_policy.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/game_policies.h"         /* written by the build from the games' POLICY hooks */
#include "ai/game_policy_families.h" /* and from their FAMILY hooks (games/CMakeLists.txt) */
#include "ai/mixture.h"
#include "base/xalloc.h"

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

/* Every game's family, by GameClass.name. */
static const GamePolicyFamily *const families[] = {NOIRLAB_GAME_POLICY_FAMILIES};

const GamePolicyFamily *const *game_policy_families(int *n)
{
    *n = (int)(sizeof families / sizeof families[0]);
    return families;
}

static const GamePolicyFamily *family_of(const GameClass *game)
{
    for (size_t i = 0; i < sizeof families / sizeof families[0]; i++)
        if (strcmp(families[i]->game, game->name) == 0)
            return families[i];
    return NULL;
}

static void *family_create(const PolicySpec *spec, const GameClass *game, int seat, int *needs_view, char *err,
                           size_t errlen)
{
    const GamePolicyFamily *family = family_of(game);
    GamePolicyMember member;
    if (family->find(spec->name, &member, err, errlen))
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

static void family_search_info(const void *state, SearchInfo *out)
{
    const FamilyPolicy *p = state;
    *out = (SearchInfo){0};
    if (p->member.search_info)
        p->member.search_info(p->state, out);
}

/* A family's entry in the table: the same functions for every game, the
 * game's family found by its name when a policy is created. */
static const GamePolicyClass family_class = {
    .game = NULL, .name = NULL, .help = "every policy of the game's family", .needs_view = 1,
    .create = family_create, .destroy = family_destroy, .new_game = family_new_game, .choose = family_choose,
    .guess_tie = family_guess_tie, .search_info = family_search_info};

/* --- the registry ----------------------------------------------------------
 * A game's own classes first, then the classes for any game, then its family. */

static const GamePolicyClass *const classes[] = {NOIRLAB_GAME_POLICIES &game_policy_random, &game_policy_mixture};

const GamePolicyClass *const *game_policy_classes(int *n)
{
    *n = (int)(sizeof classes / sizeof classes[0]);
    return classes;
}

/* 0: the class plays `game` by name; 1: any game by name; 2: no.  A class
 * of any game comes before a family so that "random" is the one generic
 * player, called directly, in every game. */
static int rank(const GamePolicyClass *k, const GameClass *game, const char *name)
{
    if ((k->game && strcmp(k->game, game->name) != 0) || strcmp(k->name, name) != 0)
        return 2;
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
    int best_rank = 2;
    for (size_t i = 0; i < sizeof classes / sizeof classes[0]; i++) {
        int r = rank(classes[i], game, spec.name);
        if (r < best_rank) {
            best = classes[i];
            best_rank = r;
        }
    }
    if (!best && family_of(game)) /* its create decides whether the family knows the name */
        best = &family_class;
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
