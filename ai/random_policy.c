/*
 * random_policy.c — "random": a uniformly random legal action, for either side.
 */
#include <stdlib.h>

#include "registry.h"

static const char *const keys[] = {NULL};
static int token; /* the policy has no state; any non-NULL pointer will do */

static void *random_create(const PolicySpec *spec, int side, char *err, size_t errlen)
{
    (void)side;
    return policy_spec_check_keys(spec, keys, err, errlen) ? NULL : &token;
}

static void random_destroy(void *state) { (void)state; }

static Action random_choose(void *state, const Game *view, const ActionList *legal, Pcg32 *rng)
{
    (void)state;
    (void)view;
    return legal->a[pcg32_below(rng, (uint32_t)legal->n)];
}

const PolicyClass policy_random = {
    .name = "random",
    .help = "uniformly random legal action (no parameters)",
    .needs_view = 0,
    .create = random_create,
    .destroy = random_destroy,
    .new_game = NULL,
    .choose = random_choose,
};
