/*
 * engine_game.h — the line protocol (docs/protocol.md, "Other games") for a
 * game with a text view (GameClass.view_text: NOIR), through the game
 * interface alone (engine_game.c).  Intent to Kill's protocol is the engine
 * session's (engine/protocol.h).
 */
#ifndef NOIRLAB_ENGINE_GAME_H
#define NOIRLAB_ENGINE_GAME_H

#include <stdio.h>

#include "games/itk/data/catalog.h"
#include "sim/game_class.h"

/* The handshake, then commands from `in` until `quit` or the end of input;
 * names[i] names piece i in `view` (game_names.h).  0, or -1 out of memory. */
int engine_game_run(const GameClass *g, const Catalog *cat, const char *const *names, int n_names, FILE *in,
                    FILE *out);

#endif
