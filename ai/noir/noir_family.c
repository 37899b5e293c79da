/*
 * noir_family.c — NOIR's players (noir_policy.h) registered with the game
 * interface's policy table (ai/game_policy.h) as one family: its create()
 * looks the spec's name up among NOIR's classes.  The seats agree with NOIR's
 * sides (GAME_HIDER = NOIR_KILLER, GAME_SEEKER = NOIR_INSPECTOR), the view is
 * the NoirSeatView of noir_class.c, and NOIR's actions are the interface's.
 */
#include <stdio.h>
#include <stdlib.h>

#include "ai/game_policy.h"
#include "base/xalloc.h"
#include "noir_policy.h"

static void *family_create(const PolicySpec *spec, const GameClass *game, int seat, int *needs_view, char *err,
                           size_t errlen)
{
    (void)game;
    const NoirPolicyClass *cls = noir_policy_class(spec->name);
    if (!cls) {
        snprintf(err, errlen, "unknown policy '%s' for noir (random, heuristic or ismcts)", spec->name);
        return NULL;
    }
    NoirPolicy *p = xcalloc(1, sizeof *p);
    *p = (NoirPolicy){.cls = cls, .side = seat};
    if (!(p->state = cls->create(spec, seat, err, errlen))) {
        free(p);
        return NULL;
    }
    *needs_view = 1;
    return p;
}

static void family_destroy(void *state)
{
    noir_policy_destroy(state);
    free(state);
}

static void family_new_game(void *state, const void *view)
{
    NoirPolicy *p = state;
    p->cls->new_game(p->state, view);
}

static GameAction family_choose(void *state, const void *view, const GameActions *legal, Pcg32 *rng)
{
    NoirPolicy *p = state;
    NoirActionList l = {.n = legal->n};
    for (int i = 0; i < legal->n; i++)
        l.a[i] = legal->a[i];
    return p->cls->choose(p->state, view, &l, rng);
}

const GamePolicyClass noir_family = {
    .game = "noir",
    .name = NULL,
    .help = "every NOIR policy: random, heuristic, ismcts (docs/noir.md, Policies)",
    .needs_view = 1,
    .create = family_create,
    .destroy = family_destroy,
    .new_game = family_new_game,
    .choose = family_choose,
};
