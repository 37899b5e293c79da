/*
 * game_policy.c — the registry of policies per game (game_policy.h), the
 * generic random player, and Intent to Kill's policies (ai/policy.h) adapted
 * as one family.
 */
#include "game_policy.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/xalloc.h"
#include "noir/noir_policy.h"
#include "registry.h"

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

/* --- Intent to Kill: every class of ai/policy.h, adapted -------------------
 * The state is the Intent to Kill Policy; its view is a Game (GameClass.view
 * of "itk") and its lists are GameActions (sim/core/action.h). */

static void *itk_create(const PolicySpec *spec, const GameClass *game, int seat, int *needs_view, char *err,
                        size_t errlen)
{
    (void)game;
    char text[POLICY_SPEC_MAX];
    policy_spec_format(spec, text, sizeof text);
    Policy *p = xcalloc(1, sizeof *p);
    if (policy_create(p, text, seat, err, errlen)) {
        free(p);
        return NULL;
    }
    *needs_view = p->cls->needs_view;
    return p;
}

static void itk_destroy(void *state)
{
    policy_destroy(state);
    free(state);
}

static void itk_new_game(void *state, const void *view)
{
    Policy *p = state;
    if (p->cls->new_game)
        p->cls->new_game(p->state, view);
}

static GameAction itk_choose(void *state, const void *view, const GameActions *legal, Pcg32 *rng)
{
    Policy *p = state;
    return p->cls->choose(p->state, view, legal, rng);
}

static const GamePolicyClass itk_family = {
    .game = "itk",
    .name = NULL,
    .help = "every Intent to Kill policy (noirlab policies lists them)",
    .needs_view = 1,
    .create = itk_create,
    .destroy = itk_destroy,
    .new_game = itk_new_game,
    .choose = itk_choose,
};

/* --- the registry ----------------------------------------------------------
 * A game's own classes first, then the classes for any game, then its family. */

static const GamePolicyClass *const classes[] = {
    &itk_family,
    &noir_family,
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
