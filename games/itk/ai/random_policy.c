/*
 * random_policy.c — "random" for Intent to Kill's registry (policy_class.h): the
 * generic random player of every game (game_policy.h), under this interface.
 */
#include "ai/game_policy.h"
#include "games/itk/ai/registry.h"

static void *random_create(const PolicySpec *spec, int side, char *err, size_t errlen)
{
    int needs_view = 0;
    return game_policy_random.create(spec, NULL, side, &needs_view, err, errlen);
}

static void random_destroy(void *state) { game_policy_random.destroy(state); }

static Action random_choose(void *state, const Game *view, const ActionList *legal, Pcg32 *rng)
{
    return game_policy_random.choose(state, view, legal, rng);
}

const PolicyClass itk_policy_random = {
    .name = "random",
    .help = "uniformly random legal action (no parameters)",
    .needs_view = 0,
    .create = random_create,
    .destroy = random_destroy,
    .new_game = NULL,
    .choose = random_choose,
};
