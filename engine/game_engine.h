/*
 * game_engine.h — what `noirlab engine` and the C library (include/noirlab.h)
 * drive: a session of one game behind one table of functions.  Every game
 * is played by the one engine (game_engine.c: the protocol of engine_game.c
 * over game_session.c); a game whose protocol has words of its own gives
 * them as its dialect (engine_dialect.h), which the same code consults.  So
 * neither the command nor the library names a game.
 *
 * Seats are the game's (GameClass); each call answers as the game session's
 * (game_session.h: new_game is game_session_new, save_record
 * game_session_save_record, and so on), with the reason of a failure in err;
 * the protocol's own lines (handshake, line rules) are engine/protocol.h's.
 */
#ifndef NOIRLAB_GAME_ENGINE_H
#define NOIRLAB_GAME_ENGINE_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "engine/game_session.h"
#include "runner/campaign.h"
#include "sim/game_class.h"

enum { GAME_ENGINE_ERR_MAX = 1024 }; /* the longest reason a call gives */

typedef struct GameEngine {
    /* A session of game g over the game data in data_dir; NULL with the reason. */
    void *(*open)(const GameClass *g, const char *data_dir, char *err, size_t errlen);
    void (*close)(void *s);
    /* One protocol line (docs/protocol.md) and its whole answer; 1 after `quit`. */
    int (*command)(void *s, const char *line, FILE *out);
    /* Game `number` of the cell of these flags (flags->games is "1"). */
    int (*new_game)(void *s, const CampaignFlags *flags, uint64_t number, char *err, size_t errlen);
    int (*load)(void *s, const char *path, uint64_t seed, char *err, size_t errlen);
    int (*started)(const void *s);
    int (*seats)(const void *s);
    int (*to_move)(const void *s); /* a seat, GAME_CHANCE, or GAME_NOBODY */
    int (*outcome)(const void *s, GameOutcome *o);
    void (*legal)(const void *s, GameActions *out);
    void (*event)(const void *s, GameAction a, char *out, size_t outlen);
    int (*parse)(const void *s, const char *text, GameAction *a, char *err, size_t errlen);
    int (*play)(void *s, GameAction a, char *err, size_t errlen);
    int (*undo)(void *s);
    int (*choose)(void *s, const char *spec, GameAction *a, char *err, size_t errlen);
    int (*view)(void *s, int seat, int json, FILE *out, char *err, size_t errlen);
    int (*save_record)(const void *s, const char *path, char *err, size_t errlen);
    /* The game session an engine's session plays (every game's is one). */
    GameSession *(*game)(void *s);
} GameEngine;

/* The engine that plays g: the one engine, whatever the game. */
const GameEngine *game_engine_find(const GameClass *g);

#endif
