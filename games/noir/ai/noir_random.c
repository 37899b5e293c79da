/*
 * noir_random.c — "random": a uniformly random legal action, either side.
 */
#include "games/itk/ai/registry.h"
#include "games/noir/ai/noir_policy.h"

static const char *const keys[] = {NULL};
static int token; /* no state; any non-NULL pointer will do */

static void *random_create(const PolicySpec *spec, int side, char *err, size_t errlen)
{
    (void)side;
    return policy_spec_check_keys(spec, keys, err, errlen) ? NULL : &token;
}

static void random_destroy(void *state) { (void)state; }

static void random_new_game(void *state, const NoirSeatView *view)
{
    (void)state;
    (void)view;
}

static NoirAction random_choose(void *state, const NoirSeatView *view, const NoirActionList *legal, Pcg32 *rng)
{
    (void)state;
    (void)view;
    return legal->a[pcg32_below(rng, (uint32_t)legal->n)];
}

const NoirPolicyClass noir_policy_random = {
    .name = "random",
    .help = "uniformly random legal action (no parameters)",
    .create = random_create,
    .destroy = random_destroy,
    .new_game = random_new_game,
    .choose = random_choose,
};
