/*
 * game_explain.h — a game's entry in `noirlab explain` (cmd_explain.c), which
 * its CMakeLists.txt registers (noirlab_game_hook(EXPLAINER ...),
 * docs/hacking.md): how to tell its records (their first line), how to
 * explain one (what each side could deduce after each entry), and the flags
 * of its own that its explanation reads.  The first explainer whose detect
 * claims a record explains it; a record none claims goes to the first game's
 * (the default game), whose reader names what is wrong with it.
 */
#ifndef NOIRLAB_GAME_EXPLAIN_H
#define NOIRLAB_GAME_EXPLAIN_H

#include <stddef.h>
#include <stdio.h>

/* A flag of a game's explanation, "--NAME VALUE": a whole number or a real
 * in [lo, hi], def when not given.  Two games may share a flag's name only
 * for the same meaning (the first one's row is listed). */
typedef struct GameExplainSetting {
    const char *name;   /* without "--"; NULL ends the list */
    const char *value;  /* the value's name in the help: "N" */
    const char *help;   /* one line ('\n' continues it) */
    int whole;          /* a whole number (else a real) */
    double lo, hi, def;
} GameExplainSetting;

enum { GAME_EXPLAIN_SETTINGS_MAX = 8 };

typedef struct GameExplainer {
    const char *game;                 /* GameClass.name */
    /* Is the text in `in` (from its start) a record of this game? */
    int (*detect)(FILE *in);
    /* Check the record at `path` completely, then print it with the
     * deductions to `out`; setting[k] is the value of settings[k].  0, or -1
     * with "PATH:LINE: problem" in err and nothing printed. */
    int (*explain)(const char *path, const double *setting, FILE *out, char *err, size_t errlen);
    const GameExplainSetting *settings; /* NULL: none */
} GameExplainer;

#endif
