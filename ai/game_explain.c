/*
 * game_explain.c — the registered record explainers (game_explain.h).
 */
#include "ai/game_explain.h"

#include "base/line.h"

#include "ai/game_explainers.h" /* written by the build from the games' EXPLAINER hooks (games/CMakeLists.txt) */

static const GameExplainer *const explainers[] = {NOIRLAB_GAME_EXPLAINERS};

const GameExplainer *game_explainer_for(const char *path)
{
    char err[512];
    FILE *in = text_open(path, err, sizeof err); /* a FIFO refused, not waited on; the reader says why */
    if (!in)
        return NULL;
    const GameExplainer *found = NULL;
    for (size_t i = 0; !found && i < sizeof explainers / sizeof explainers[0]; i++) {
        rewind(in);
        if (explainers[i]->detect(in))
            found = explainers[i];
    }
    fclose(in);
    return found;
}
