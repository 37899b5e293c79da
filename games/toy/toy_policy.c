/*
 * toy_policy.c — the toy game's one policy of its own: keep a card of at
 * least `at` (default 4), else redraw.  Deterministic: it draws nothing.
 */
#include "games/toy/toy_policy.h"

#include <stdio.h>
#include <stdlib.h>

#include "ai/policy.h"
#include "base/xalloc.h"
#include "games/toy/toy_class.h"
#include "base/number.h"

static void *keep_create(const PolicySpec *spec, const GameClass *game, int seat, int *needs_view, char *err,
                         size_t errlen)
{
    static const char *const keys[] = {"at", NULL};
    (void)game;
    (void)seat;
    (void)needs_view;
    uint64_t at = 4;
    if (policy_spec_check_keys(spec, keys, err, errlen))
        return NULL;
    for (int i = 0; i < spec->n; i++)
        if (number_whole(spec->value[i], 1, TOY_CARDS, &at)) {
            snprintf(err, errlen, "toy_keep: at must be a whole number from 1 to %d, not '%s'", TOY_CARDS,
                     spec->value[i]);
            return NULL;
        }
    int *state = xcalloc(1, sizeof *state);
    *state = (int)at;
    return state;
}

static void keep_destroy(void *state) { free(state); }

static GameAction keep_choose(void *state, const void *view, const GameActions *legal, Pcg32 *rng)
{
    (void)legal;
    (void)rng;
    return ((const ToyView *)view)->card >= *(const int *)state ? TOY_KEEP : TOY_REDRAW;
}

const GamePolicyClass toy_policy_keep = {
    .game = "toy",
    .name = "toy_keep",
    .help = "keep a card of at least `at` (default 4), else redraw",
    .needs_view = 1,
    .create = keep_create,
    .destroy = keep_destroy,
    .choose = keep_choose,
};
