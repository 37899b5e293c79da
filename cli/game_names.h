/*
 * game_names.h — the names of a game's pieces for a person (GameClass
 * .names_file under the data folder: NOIR's scenarios/noir/suspects.txt),
 * read by `play --human`, `engine --game` and the C library.
 */
#ifndef NOIRLAB_GAME_NAMES_H
#define NOIRLAB_GAME_NAMES_H

#include <stddef.h>

#include "sim/game_class.h"

enum { GAME_NAMES_MAX = 256, GAME_NAME_CHARS = 64 };

typedef struct GameNames {
    int n;
    char text[GAME_NAMES_MAX][GAME_NAME_CHARS];
    const char *name[GAME_NAMES_MAX];   /* name[i] = text[i] */
} GameNames;

/* One name a line, '#' comments and blank lines skipped; none when the game
 * has no names_file.  0, or -1 with "PATH: problem" in err. */
int game_names_load(GameNames *names, const GameClass *g, char *err, size_t errlen);

/* The same from the data folder data_dir (the C library's, nl_open_game). */
int game_names_load_from(GameNames *names, const GameClass *g, const char *data_dir, char *err, size_t errlen);

#endif
