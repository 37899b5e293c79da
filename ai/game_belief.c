/*
 * game_belief.c — the registered beliefs (game_belief.h).
 */
#include "ai/game_belief.h"

#include <string.h>

#include "games/noir/ai/noir_hypotheses.h"

static const GameBelief *const beliefs[] = {
    &noir_game_belief,
};

const GameBelief *game_belief_find(const char *game)
{
    for (size_t i = 0; i < sizeof beliefs / sizeof beliefs[0]; i++)
        if (strcmp(beliefs[i]->game, game) == 0)
            return beliefs[i];
    return NULL;
}
