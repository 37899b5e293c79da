/*
 * person_dialect.c — the games' dialects of the person's loop
 * (person_dialect.h), from the build's list of their PERSON hooks.
 */
#include "cli/person_dialect.h"

#include <string.h>

#include "cli/person_dialects.h" /* written by the build from the games' PERSON hooks (games/CMakeLists.txt) */

const PersonDialect *person_dialect_find(const GameClass *g)
{
    static const PersonDialect *const dialects[] = {NOIRLAB_PERSON_DIALECTS NULL};
    for (int i = 0; dialects[i]; i++)
        if (strcmp(dialects[i]->game, g->name) == 0)
            return dialects[i];
    return NULL;
}
