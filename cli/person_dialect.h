/*
 * person_dialect.h — what a game adds to the one person's loop of `noirlab
 * play --human` (play_game_human.c) to show its game its own way: its
 * drawing of a seat's view and deductions, its list of moves, its reading
 * of a typed move, a decision it asks in steps, its lines for each move
 * played and for the end.  A game registers one from its folder with
 * noirlab_game_hook(PERSON symbol) (docs/hacking.md); every member may be
 * left 0, and the generic loop's own applies.  Intent to Kill's is
 * games/itk/cli/person_itk.c: its screen predates the generic loop and is
 * kept line for line.
 *
 * The hooks are given the whole position (state) and the person's seat:
 * they show only what that seat sees.
 */
#ifndef NOIRLAB_PERSON_DIALECT_H
#define NOIRLAB_PERSON_DIALECT_H

#include <stddef.h>
#include <stdio.h>

#include "sim/game_class.h"

/* A decision the game asks its own way (PersonDialect.ask). */
typedef struct PersonAsk {
    const void *params;
    const void *state;
    int seat;
    int explain;              /* --explain */
    const GameActions *legal; /* the seat's legal actions */
    void (*redraw)(void *ctx); /* 'b': the view drawn again (PersonDialect.draw) */
    void *ctx;
} PersonAsk;

enum { PERSON_ASK_LEFT = -1, PERSON_ASK_NOT_MINE = 1 };

typedef struct PersonDialect {
    const char *game; /* the GameClass.name it is spoken for */

    /* The seat's view for a person, and with explain what it could deduce:
     * instead of a blank line, GameClass.view_text and the game's belief
     * text; also what 'b' draws. */
    void (*draw)(FILE *out, const void *params, const void *state, int seat, int explain);
    /* 1 when what draw shows differs between positions a and b: the view is
     * drawn before a decision only then.  NULL: before every decision. */
    int (*changed)(const void *a, const void *b);
    /* The person's moves, numbered from 1 in legal's order. */
    void (*list_moves)(FILE *out, const void *params, const void *state, int seat, const GameActions *legal);
    /* What the prompt takes besides a number ("an event"), and the legal
     * action a typed line names: 0, or -1 with the answer to print in err;
     * instead of the actions' names. */
    const char *typed;
    int (*parse)(const void *params, const void *state, const char *text, GameAction *a, char *err,
                 size_t errlen);
    /* A decision the game asks in its own steps (Intent to Kill's
     * accusation, R13): 0 with *a, PERSON_ASK_LEFT when the person leaves,
     * PERSON_ASK_NOT_MINE for a decision the list asks. */
    int (*ask)(const PersonAsk *q, GameAction *a);
    /* Each action as it is played, the person's own included, and what it
     * made public: instead of "  you: NAME" and the public actions' lines. */
    void (*played)(FILE *out, const void *params, const void *before, GameAction a, int seat);
    /* The finished game for the person: instead of their view and "game
     * over: RESULT". */
    void (*end)(FILE *out, const void *params, const void *state, int seat, int explain);
    /* The saved record's name ends ".EXT"; NULL: the game's name. */
    const char *record_ext;
    /* 1: `noirlab explain` reads the saved record, and the person is told. */
    int explainable;
    /* 1: an abandoned game is told with the decisions played. */
    int count_decisions;
    /* 1: the person is asked (shown the list) even when one move is legal. */
    int asked_forced;
} PersonDialect;

/* Game g's dialect, or NULL: the generic loop's own words. */
const PersonDialect *person_dialect_find(const GameClass *g);

#endif
