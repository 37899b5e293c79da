/*
 * noirlab.h — libnoirlab: play Intent to Kill, NOIR and 10' to Kill (every
 * game of nl_games) against NoirLab's policies from C or any language with a
 * C foreign-function interface (Python's ctypes: bindings/python/noirlab/).
 *
 * The library offers the operations of the `noirlab engine` line protocol
 * (docs/protocol.md) as functions, and the protocol itself (nl_command).
 * One nl_session holds one game; sessions are independent, and a session
 * must not be used by two threads at once.
 *
 *   nl_session *s = nl_open(NULL);
 *   nl_new_game(s, "beginner", NULL, 7, 0);        // seed 7, game 0
 *   while (nl_winner(s) == NL_NOBODY) {
 *       nl_action a;
 *       nl_choose(s, "random", &a);                // or pick from nl_legal
 *       nl_play(s, a);
 *   }
 *   nl_write_record(s, "game.rec");
 *   nl_close(s);
 *
 * Other games.  nl_open_game(NULL, "tenkill") opens a session of another
 * game, which speaks the `noirlab engine --game NAME` protocol and plays
 * through the same code:
 *
 *   nl_session *s = nl_open_game(NULL, "tenkill");
 *   nl_new_game_params(s, "players=3,seed=7,number=0");
 *   while (!nl_game_over(s)) {                     // nl_seat_to_move(s): 0..2
 *       nl_action a;
 *       nl_choose(s, "heuristic", &a);
 *       nl_play(s, a);
 *   }
 *   double score[NL_SEATS_MAX];
 *   int n = nl_scores(s, score, NL_SEATS_MAX);     // and nl_ranks
 *
 * Seats are numbered 0..nl_seats()-1 (Intent to Kill's and NOIR's seat 0 is
 * the hider, the Murderer or the Killer, and seat 1 the seeker), named by
 * nl_seat_name; views (nl_view_json) are a seat's, and a game's actions are
 * its own integers, whose text is its record's event lines ("K kill 7").
 * nl_to_move and nl_winner speak the two-seat numbering (NL_NOBODY = 3) and
 * answer -1 in a game of more seats: nl_seat_to_move, nl_game_over,
 * nl_scores and nl_ranks serve every game.  nl_action_space and its
 * numbering are Intent to Kill's.
 *
 * Seeds.  nl_new_game(seed, game) deals game `game` of the cell `noirlab run
 * --scenario ... --motives ... --seed SEED` plays, from the same seed; chance
 * draws come from the game's chance stream and nl_choose's policies from their
 * side's stream, so a game played with nl_choose for both sides is the game
 * `noirlab play` plays.  Chance never waits: its draws are played at once
 * after the decision that calls for them.
 *
 * Errors.  Functions returning int return 0 (or a count) on success and -1 on
 * failure; nl_error gives the reason.  A failed call changes nothing.
 *
 * Stability.  Functions are added, never renamed or changed in meaning; when
 * a change in meaning cannot be avoided, NL_API_VERSION goes up.
 */
#ifndef NOIRLAB_H
#define NOIRLAB_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define NL_API_VERSION 1      /* this header's version of the API */
#define NL_PROTOCOL_VERSION 2 /* the line protocol's version (docs/protocol.md) */

#if defined(__GNUC__)
#define NL_API __attribute__((visibility("default")))
#else
#define NL_API
#endif

/* Who decides in Intent to Kill (the protocol's murderer, detective, chance,
 * none); in NOIR the hider's and seeker's seats are NL_MURDERER and
 * NL_DETECTIVE. */
enum nl_side { NL_MURDERER = 0, NL_DETECTIVE = 1, NL_CHANCE = 2, NL_NOBODY = 3 };

/* An action: kind << 16 | a << 8 | b, as in the rules core; nl_action_text
 * writes it as a record event ("D move 6"). */
typedef uint32_t nl_action;

typedef struct nl_session nl_session;

/* NL_API_VERSION and the library's release ("0.1.0") as built. */
NL_API int nl_api_version(void);
NL_API const char *nl_version(void);

/* A session of Intent to Kill over the game data in data_dir (NULL:
 * $NOIRLAB_DATA, else the data installed with the library, else the source
 * tree's scenarios/).  NULL when the data cannot be loaded; nl_open_error()
 * says why. */
NL_API nl_session *nl_open(const char *data_dir);
NL_API const char *nl_open_error(void);
NL_API void nl_close(nl_session *s);

/* The games a session can play, "itk,noir,tenkill" (names for nl_open_game;
 * the games of the tests are left out but open by name). */
NL_API const char *nl_games(void);

/* A session of the game called `game` (NULL: Intent to Kill, which makes it
 * nl_open), over the data in data_dir as nl_open.  NULL when the name is
 * unknown or the data cannot be loaded; nl_open_error() says why. */
NL_API nl_session *nl_open_game(const char *data_dir, const char *game);

/* The session's game's name, "itk". */
NL_API const char *nl_game(const nl_session *s);

/* The reason the last failing call on s failed ("" when none has). */
NL_API const char *nl_error(const nl_session *s);

/* Start game `game` of a cell: scenario and motives as `noirlab run` takes
 * them (NULL for the defaults: beginner, its Logic-mode motives). */
NL_API int nl_new_game(nl_session *s, const char *scenario, const char *motives, uint64_t seed, uint64_t game);

/* Start a game from parameters as text, "key=value,...": the game's
 * parameters as `noirlab run --game NAME` takes them, without the dashes
 * ("players=3,police=edition2"; Intent to Kill's "scenario" and "motives"),
 * and "seed" (default 1) and "number" (the game's number in the cell,
 * default 0): game `number` of that cell, from the same seed.  A piece
 * without '=' goes on the value before it ("motives=Maniac,Sadist").  NULL
 * or "": game 0 of seed 1 with the game's defaults.  nl_new_game starts
 * another game's session too, from its defaults (scenario and motives must
 * then be NULL). */
NL_API int nl_new_game_params(nl_session *s, const char *params);

/* Start from a game record (the game's own format: games/itk/docs/records.md,
 * games/noir/docs/noir.md, games/tenkill/docs/tenkill.md): its header, then its
 * events; the random streams come from seed. */
NL_API int nl_load_record(nl_session *s, const char *path, uint64_t seed);

/* Who decides now (NL_NOBODY before a game or after its end), and the winner
 * (NL_NOBODY while the game goes on, or with no single winner: NOIR's turn
 * limit); -1 in a game of more than two seats. */
NL_API int nl_to_move(const nl_session *s);
NL_API int nl_winner(const nl_session *s);

/* The seats of the game being played (before one: the game's least), at most
 * NL_SEATS_MAX; a seat's key ("murderer", "p0") and title for people ("the
 * Murderer", "player 1"), NULL for a seat outside 0..nl_seats()-1. */
enum { NL_SEATS_MAX = 4 };
NL_API int nl_seats(const nl_session *s);
NL_API const char *nl_seat_name(const nl_session *s, int seat);
NL_API const char *nl_seat_title(const nl_session *s, int seat);

/* The seat to decide now, 0..nl_seats()-1; -1 before a game and after its
 * end.  Chance never waits (see Seeds). */
NL_API int nl_seat_to_move(const nl_session *s);

/* 1 when a game was started and is over, else 0. */
NL_API int nl_game_over(const nl_session *s);

/* At the end of a game, each seat's score (its points; 1 for a win and 0
 * for a loss in a win/loss game) and rank (1 + the seats placed strictly
 * ahead: tied seats share a rank), by seat: writes up to max of them and
 * returns the number of seats; -1 while the game goes on. */
NL_API int nl_scores(nl_session *s, double *out, int max);
NL_API int nl_ranks(nl_session *s, int *out, int max);

/* The legal actions of the side to move, in ascending order: writes up to max
 * of them and returns how many there are (at most NL_MAX_ACTIONS). */
enum { NL_MAX_ACTIONS = 256 };
NL_API int nl_legal(nl_session *s, nl_action *out, int max);

/* An action of the current position as a record event, "D move 6". */
NL_API int nl_action_text(nl_session *s, nl_action a, char *buf, size_t len);

/* An event ("D move 6" or "move 6") as a legal action; -1 when it does not
 * parse or the rules refuse it (nl_error says why). */
NL_API int nl_parse_action(nl_session *s, const char *text, nl_action *out);

/* A fixed numbering of actions for fixed-size action spaces (masks):
 * 0 <= nl_action_index(a) < nl_action_space(), or -1 for an action outside
 * it.  nl_action_from_index inverts it. */
NL_API int nl_action_space(void);
NL_API int nl_action_index(nl_action a);
NL_API nl_action nl_action_from_index(int index);

/* Play a legal action (then chance's draws). */
NL_API int nl_play(nl_session *s, nl_action a);

/* Take back the last player's decision and the draws after it; returns the
 * number of decisions taken back (0: nothing to undo). */
NL_API int nl_undo(nl_session *s);

/* The action policy SPEC ("random", "heuristic", "ismcts:iterations=200")
 * chooses for the side to move; it is not played. */
NL_API int nl_choose(nl_session *s, const char *spec, nl_action *out);

/* What side (a seat) knows as one line of JSON (docs/protocol.md): writes at
 * most len bytes with a terminating NUL and returns the full length
 * (snprintf style: call again with a larger buffer when the result is >=
 * len).  nl_view_text: the same drawn for people, in lines. */
NL_API int nl_view_json(nl_session *s, int side, char *buf, size_t len);
NL_API int nl_view_text(nl_session *s, int seat, char *buf, size_t len);

/* Write the game so far as a record to a new file (an existing file is never
 * overwritten). */
NL_API int nl_write_record(nl_session *s, const char *path);

/* One protocol command line; returns its whole answer (lines ending in "ok",
 * or one "error ..." line), valid until the next call on s.  After "quit"
 * the answer is "ok" and the session may still be used. */
NL_API const char *nl_command(nl_session *s, const char *line);

#ifdef __cplusplus
}
#endif

#endif
