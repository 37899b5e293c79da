/*
 * engine_dialect.h — what a game adds to the one engine protocol
 * (engine_game.c over game_session.c) to speak its own dialect of it:
 * its `new` flags, status line, views, deductions, words and error texts.
 * A game registers one from its folder with noirlab_game_hook(ENGINE
 * symbol) (docs/hacking.md); every member may be left 0, and the generic
 * protocol's own applies.  Intent to Kill's is games/itk/engine/
 * itk_dialect.c: its protocol (docs/protocol.md) predates the generic one
 * and is kept word for word.
 */
#ifndef NOIRLAB_ENGINE_DIALECT_H
#define NOIRLAB_ENGINE_DIALECT_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "cli/options.h"
#include "engine/game_session.h"
#include "runner/campaign.h"

enum { ENGINE_DIALECT_NEW_OPTIONS = 8 };

typedef struct EngineDialect {
    const char *game; /* the GameClass.name it is spoken for */

    /* --- words and texts ---------------------------------------------- */
    /* A line's words (argv, at most max): 0.. words, or -1 with the problem;
     * `play`'s event is read from the line, not from its words. */
    int (*split)(char *line, char **argv, int max, char *err, size_t errlen);
    const char *help;     /* help's whole answer */
    /* Errors are the reason alone, without "CMD: " in front; every command
     * checks its own words before the game (no_game: the error of a command
     * before any game), and an unknown command is named before that. */
    const char *no_game;
    const char *play_usage;   /* `play` with no event */
    const char *undo_none;    /* `undo` with nothing to take back */
    const char *view_usage;   /* `view` of no seat or a bad word */
    const char *record_usage; /* `record` with more than a FILE */

    /* --- commands ------------------------------------------------------- */
    /* new's options (at most ENGINE_DIALECT_NEW_OPTIONS, then a {0}) into
     * out, writing flags and the game's number: instead of --seed, --number
     * and the game's parameter flags. */
    void (*new_options)(Option *out, CampaignFlags *flags, uint64_t *number);
    /* 1: the scenario and motives of nl_new_game name the cell (the game's
     * campaign data has them); 0: a game's parameters go through
     * nl_new_game_params. */
    int catalog_cells;
    /* The seat a `view` word names, or -1 (instead of game_session_seat). */
    int (*seat)(const char *word);
    /* The status line, and the outcome's lines once the game is over. */
    void (*status)(FILE *out, const void *params, const void *state);
    /* After "played EVENT": what the action made public (its own lines). */
    void (*observed)(FILE *out, const void *params, const void *before, GameAction a);
    /* `hypotheses WORDS...` (argv after the command): its lines, or -1 with
     * the problem; `go` prints it with no words before its search's lines. */
    int (*hypotheses)(FILE *out, const void *params, const void *state, int argc, char **argv, char *err,
                      size_t errlen);
    /* Seat's view, for people or as one line of JSON (the whole object),
     * instead of GameClass.view_text and the generic JSON. */
    void (*view)(FILE *out, const void *params, const void *state, int seat, int json);
    /* 1: a seat's policies are kept per spec (up to 8) and across an undo,
     * so a stateful policy asked again goes on; 0: one a seat, made afresh
     * after an undo. */
    int keep_policies;
    /* 1: `load` prints no chance moves it plays after the record's events. */
    int load_quiet;
    /* The record written to a new file at path, never over an existing one
     * (write writes it): 0, or -1 with "PATH: problem"; instead of
     * game_session_save_record's own. */
    int (*save)(const char *path, void (*write)(FILE *out, const void *ctx), const void *ctx, char *err,
                size_t errlen);

    /* --- records and events ------------------------------------------- */
    /* A game whose record reader needs its data (GameClass.record_read is
     * NULL): the parameters given the data first (its CAMPAIGN hook's,
     * runner/game_campaign.h), then the record read as record_read reads it. */
    void (*params_data)(void *params, const void *data);
    int (*record_read)(FILE *in, const char *name, void *params, void *setup, GameAction *actions, int max_actions,
                       int *n_actions, char *err, size_t errlen);
    /* The legal action an event line names in this position, with the
     * record reader's own messages (the seat's letter may be left out),
     * instead of matching the line against the legal actions' lines.  0, or
     * -1 with the problem in err. */
    int (*parse)(const void *params, const void *state, const char *text, GameAction *a, char *err,
                 size_t errlen);
    /* The refusal of an action that is not legal now (printf, its number). */
    const char *not_legal;

    /* --- the C library ------------------------------------------------ */
    /* A fixed numbering of the game's actions for masks (nl_action_index):
     * the numbers 0..action_space-1, or -1 for an action outside it. */
    int action_space;
    int (*action_index)(GameAction a);
    GameAction (*action_from_index)(int index);
} EngineDialect;

/* Game g's dialect, or NULL: it speaks the generic protocol. */
const EngineDialect *engine_dialect_find(const GameClass *g);

#endif
