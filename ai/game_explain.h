/*
 * game_explain.h — `noirlab explain` for the games whose records carry their
 * own reader: each registers how to tell its records (their first line) and
 * how to explain one, what each side could deduce after each entry.  A
 * record no explainer claims is Intent to Kill's (cli/cmd_explain.c, with the
 * Detective's belief engine, games/itk/ai/belief.h).
 */
#ifndef NOIRLAB_GAME_EXPLAIN_H
#define NOIRLAB_GAME_EXPLAIN_H

#include <stddef.h>
#include <stdio.h>

typedef struct GameExplainer {
    const char *game;                 /* GameClass.name */
    /* Is the text in `in` (from its start) a record of this game? */
    int (*detect)(FILE *in);
    /* Check the record at `path` completely, then print it with the
     * deductions to `out`.  0, or -1 with "PATH:LINE: problem" in err and
     * nothing printed. */
    int (*explain)(const char *path, FILE *out, char *err, size_t errlen);
} GameExplainer;

/* The explainer of the record at `path`, or NULL (not readable, or no
 * registered game's record). */
const GameExplainer *game_explainer_for(const char *path);

#endif
