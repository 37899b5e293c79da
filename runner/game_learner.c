/*
 * game_learner.c — the games' LEARN hooks (game_learner.h).
 */
#include "runner/game_learner.h"

#include "runner/game_learners.h" /* written by the build from the games' LEARN hooks (games/CMakeLists.txt) */

/* NULL ends the list, which may be otherwise empty. */
static const GameLearner *const game_learners[] = {NOIRLAB_GAME_LEARNERS NULL};

const GameLearner *game_learner_of(const GameClass *game)
{
    for (const GameLearner *const *h = game_learners; *h; h++)
        if ((*h)->game == game)
            return *h;
    return NULL;
}
