/*
 * engine_game.h — the line protocol (docs/protocol.md) of the engine
 * (game_engine.h: every game), over a game session (game_session.h),
 * through the game interface and the game's dialect (engine_dialect.h).
 */
#ifndef NOIRLAB_ENGINE_GAME_H
#define NOIRLAB_ENGINE_GAME_H

#include <stdio.h>

#include "engine/game_session.h"

/* Answer one command line (without its newline) on session s: its lines,
 * then "ok", or the one line "error WHAT".  Blank and '#' lines have no
 * answer.  Returns 1 after `quit`, else 0. */
int engine_game_command(GameSession *s, const char *line, FILE *out);

/* The handshake, then commands from `in` until `quit` or the end of input,
 * on a session of game g (game_session_create's arguments).  0, or -1 out
 * of memory. */
int engine_game_run(const GameClass *g, const void *campaign_data, const char *const *names, int n_names, FILE *in,
                    FILE *out);

#endif
