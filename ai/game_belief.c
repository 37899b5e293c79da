/*
 * game_belief.c — the registered beliefs (game_belief.h).
 */
#include "ai/game_belief.h"

#include <string.h>

#include "ai/game_beliefs.h" /* written by the build from the games' BELIEF hooks (games/CMakeLists.txt) */

static const GameBelief *const beliefs[] = {NOIRLAB_GAME_BELIEFS};

const GameBelief *game_belief_find(const char *game)
{
    for (size_t i = 0; i < sizeof beliefs / sizeof beliefs[0]; i++)
        if (strcmp(beliefs[i]->game, game) == 0)
            return beliefs[i];
    return NULL;
}
