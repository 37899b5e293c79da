/*
 * session.h — one game played a decision at a time by somebody outside the
 * lab's game loop.  Only its test (tests/engine/session_test.c) drives a
 * Session now: `noirlab play --human` plays Intent to Kill through the one
 * person's loop (cli/play_game_human.c, with games/itk/cli/person_itk.c),
 * and the `noirlab engine` protocol and the C library through the one
 * engine over the game session, engine/game_session.h, with its dialect,
 * itk_dialect.c; both share this file's deductions (itk_deduce) and event
 * reading (itk_event_parse).
 *
 * Seeds.  A session holds the three random streams of its game's seed, as
 * itk_match_play seeds them (games/itk/ai/match.h): the deal and chance's token draws come
 * from the chance stream, and a policy asked for a move (itk_session_choose) draws
 * from its side's stream through itk_match_ask.  So the same seed and game index
 * and the same choices give exactly the game `noirlab play` and `noirlab run`
 * give.
 *
 * Chance.  Chance is never left waiting for somebody: whenever chance is to
 * move after a play (a city-phase token draw, the Fire station's draw, R10,
 * R11), the session draws the token from the chance stream and plays it.
 *
 * Undo takes back the last decision of a player together with the chance
 * draws that followed it, and puts the random streams back as they were
 * before it, so playing the same decision again gives the same draws.
 */
#ifndef NOIRLAB_SESSION_H
#define NOIRLAB_SESSION_H

#include <stdint.h>
#include <stdio.h>

#include "games/itk/ai/match.h"
#include "games/itk/data/record.h"
#include "runner/campaign.h"

enum { SESSION_ERR_MAX = 1024 };

typedef struct Session Session;

/* A session over the game data in data_dir (NULL: itk_catalog_default_dir()).
 * NULL with the reason in err when the data cannot be loaded. */
Session *itk_session_create(const char *data_dir, char *err, size_t errlen);
void itk_session_destroy(Session *s);

/* Start game `game` of the cell the flags give `noirlab run` (scenario,
 * motives, seed; the policy flags are not used), dealt from the same seed.
 * Returns 0, or -1 with "--flag: problem" in err (the session is unchanged). */
int itk_session_new_game(Session *s, const CampaignFlags *flags, uint64_t game, char *err, size_t errlen);

const Game *itk_session_game(const Session *s);
/* Decisions played so far, chance included. */
int itk_session_plies(const Session *s);

/* An event as record text ("move 6"), with "M", "D" or "C" in front when
 * with_side (the side to move in `before`). */
void itk_session_format(const Session *s, const Game *before, Action a, int with_side, char *out, size_t outlen);

/* An event line ("D move 6", or "move 6" for the side to move) as an action
 * legal now.  Returns 0, or -1 with the problem in err: a syntax error, an
 * unknown name, or why the rules refuse it (itk_record_check_event). */
int itk_session_parse(const Session *s, const char *text, Action *a, char *err, size_t errlen);

/* Play a legal action, then chance's draws while chance is to move; each
 * decision played is reported to obs->on_action (obs may be NULL).  Returns 0,
 * or -1 with the reason in err when the action is not legal now. */
int itk_session_play(Session *s, Action a, const MatchObserver *obs, char *err, size_t errlen);

/* Take back the last player's decision and the chance draws after it; each is
 * reported to obs->on_action, latest first.  Returns the number of decisions
 * taken back, 0 when there is none. */
int itk_session_undo(Session *s, const MatchObserver *obs);

/* The move policy SPEC would make for the side to move (not played).  The
 * policy is kept for later calls with the same spec and side.  Returns 0, or -1
 * with the reason in err (a bad spec, the game is over). */
int itk_session_choose(Session *s, const char *spec, Action *a, char *err, size_t errlen);

/* --- what the Detective could deduce (games/itk/ai/belief.h) ------------------------ */

typedef struct Hypothesis {
    int murderer, motive;
    double p;
} Hypothesis;

typedef struct Deductions {
    long hypotheses;     /* (murderer, motive, Person of Interest, supporters) still consistent */
    MotiveSet motives;   /* motives still possible */
    CivSet suspects;     /* civilians who may still be the murderer */
    int n;
    Hypothesis top[8];   /* the most probable (murderer, motive), best first */
} Deductions;

/* The Detective's deductions from its view of the current position (the
 * default liar model, BELIEF_LIE_DEFAULT). */
void itk_session_deduce(Session *s, Deductions *d);

/* The same from position g, with scratch for the belief (games/itk/ai/belief.h). */
struct Belief;
void itk_deduce(const Game *g, struct Belief *scratch, Deductions *d);

/* An event line ("D move 6", or "move 6" for the side to move) as an action
 * legal in g: itk_session_parse's reading, from a catalog and a position. */
int itk_event_parse(const Catalog *cat, const Game *g, const char *text, Action *a, char *err, size_t errlen);

/* --- output ----------------------------------------------------------------- */

/* The record of the game so far (games/itk/docs/records.md). */
void itk_session_write_record(const Session *s, FILE *out);

#endif
