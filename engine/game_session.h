/*
 * game_session.h — one game of any registered game played a decision at a
 * time by somebody outside the lab's game loop, through the game interface
 * alone (sim/game_class.h).  The `noirlab engine --game NAME` protocol
 * (engine_game.h) and the C library (include/noirlab.h) drive it.
 *
 * Seeds.  The game and its streams are game_match_play's (ai/game_match.h):
 * game_session_new deals game K of the cell `noirlab run` plays with the same
 * flags and seed; stream 0 deals and plays chance's moves, stream 1 + seat is
 * the seat's policy's, and a seat with one legal action is not asked.  So
 * asking game_session_choose for every seat's move and playing it to the end
 * plays the game `noirlab play` plays, with the same record.
 *
 * Chance is never left waiting: its moves are drawn from the chance stream
 * and played as soon as they are due (at the deal too: the toy game deals by
 * chance's moves).
 *
 * Undo takes back the last decision of a seat with the chance moves after
 * it, and puts the streams back as they were before anything was drawn for
 * that decision, so the same decision gives the same draws again; the
 * policies are made afresh after it and see the shorter game.
 *
 * Events are the game's record lines (GameClass.record_event: NOIR's "K kill
 * 7"), so the legal list, play and the record speak one syntax.
 */
#ifndef NOIRLAB_GAME_SESSION_H
#define NOIRLAB_GAME_SESSION_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "ai/search_info.h"
#include "runner/campaign.h"
#include "sim/game_class.h"

enum { GAME_SESSION_ERR_MAX = 1024, GAME_SESSION_EVENT_MAX = 128 };

typedef struct GameSession GameSession;

/* Told each action played or taken back: its event line, the position
 * before it and the action. */
typedef struct GameSessionObserver {
    void (*on_event)(void *ctx, const char *event, const void *before, GameAction a);
    void *ctx;
} GameSessionObserver;

/* A session of game g.  campaign_data is the game data campaigns are
 * resolved against (Campaign.data, runner/campaign.h), which the session
 * never looks into; names[i] names piece i in the views (GameClass
 * .names_file; the caller keeps them).  NULL when out of memory. */
GameSession *game_session_create(const GameClass *g, const void *campaign_data, const char *const *names,
                                 int n_names);
void game_session_destroy(GameSession *s);

const GameClass *game_session_class(const GameSession *s);
/* The game's parameters and position now (GameClass blobs; before a game,
 * zeros), for the game's own words (engine_dialect.h). */
const void *game_session_params(const GameSession *s);
const void *game_session_state(const GameSession *s);
int game_session_started(const GameSession *s);
/* The seats of the game being played (game_seats of its parameters); before
 * a game, the class's min_seats. */
int game_session_seats(const GameSession *s);
/* Decisions played so far, chance's included. */
int game_session_decisions(const GameSession *s);
/* The seat to move, or GAME_NOBODY before a game and after its end. */
int game_session_to_move(const GameSession *s);
/* The outcome of the finished game: 0, or -1 while it goes on. */
int game_session_outcome(const GameSession *s, GameOutcome *o);

/* Start game `number` of the cell these flags give `noirlab run` (the
 * parameters and seed; the seats' policies are not used).  0, or -1 with
 * "--flag: problem" in err, the session unchanged. */
int game_session_new(GameSession *s, const CampaignFlags *flags, uint64_t number, const GameSessionObserver *obs,
                     char *err, size_t errlen);

/* Start from a record (GameClass.record_read) and play its events; the
 * random streams come from seed.  0, or -1 with "FILE:LINE: problem" in err,
 * the session unchanged. */
int game_session_load(GameSession *s, const char *path, uint64_t seed, const GameSessionObserver *obs, char *err,
                      size_t errlen);

/* The legal actions of the seat to move (none once the game is over). */
void game_session_legal(const GameSession *s, GameActions *out);

/* Action a of the current position as its event line. */
void game_session_event(const GameSession *s, GameAction a, char *out, size_t outlen);

/* The legal action whose event line is `text`, with or without its seat's
 * letter.  0, or -1 with the reason in err. */
int game_session_parse(const GameSession *s, const char *text, GameAction *a, char *err, size_t errlen);

/* Play a legal action, then chance's moves.  0, or -1 with the reason in err
 * (not legal now, the game is over), the session unchanged. */
int game_session_play(GameSession *s, GameAction a, const GameSessionObserver *obs, char *err, size_t errlen);

/* Take back the last decision of a seat and the chance moves after it,
 * reported latest first.  The number of actions taken back, 0: none. */
int game_session_undo(GameSession *s, const GameSessionObserver *obs);

/* The action the policy SPEC chooses for the seat to move, from that seat's
 * stream (not played).  The policy is kept for the seat while the spec stays
 * the same.  0, or -1 with the reason in err. */
int game_session_choose(GameSession *s, const char *spec, GameAction *a, char *err, size_t errlen);

/* What the policy of `seat` searched for its last game_session_choose
 * (ai/search_info.h); iterations 0 when it does not search or has not been
 * asked. */
void game_session_search_info(const GameSession *s, int seat, SearchInfo *info);

/* A seat's key ("killer", "p2"), "chance" or "none" (GAME_NOBODY). */
const char *game_session_seat_key(const GameSession *s, int seat);

/* The seat called `word` (its key, a generic name, or its number); -1. */
int game_session_seat(const GameSession *s, const char *word);

/* Seat's view written for a person (json 0: GameClass.view_text) or as one
 * line of JSON with the engine's keys (docs/protocol.md).  0, or -1 with
 * the reason in err (the game has no such view). */
int game_session_view(GameSession *s, int seat, int json, FILE *out, char *err, size_t errlen);

/* What seat can deduce (ai/game_belief.h) as `info` lines.  0, or -1 with
 * the reason in err (no belief for this game). */
int game_session_hypotheses(GameSession *s, int seat, FILE *out, char *err, size_t errlen);

/* The game so far as a record, to out; or to a new file at path (never over
 * an existing one): 0, or -1 with "PATH: problem" in err. */
void game_session_write_record(const GameSession *s, FILE *out);
int game_session_save_record(const GameSession *s, const char *path, char *err, size_t errlen);

#endif
