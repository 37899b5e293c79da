/*
 * engine_dialect.c — the games' dialects of the engine protocol
 * (engine_dialect.h), from the build's list of their ENGINE hooks.
 */
#include "engine/engine_dialect.h"

#include <string.h>

#include "engine/engine_dialect_list.h" /* written by the build from the games' ENGINE hooks (games/CMakeLists.txt) */

const EngineDialect *engine_dialect_find(const GameClass *g)
{
    static const EngineDialect *const dialects[] = {NOIRLAB_ENGINE_DIALECTS NULL};
    for (int i = 0; dialects[i]; i++)
        if (strcmp(dialects[i]->game, g->name) == 0)
            return dialects[i];
    return NULL;
}
