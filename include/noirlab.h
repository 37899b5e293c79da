/*
 * noirlab.h — libnoirlab: play Intent to Kill against NoirLab's policies from
 * C or any language with a C foreign-function interface (Python's ctypes:
 * bindings/python/noirlab/).
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

/* Who decides (the protocol's murderer, detective, chance, none). */
enum nl_side { NL_MURDERER = 0, NL_DETECTIVE = 1, NL_CHANCE = 2, NL_NOBODY = 3 };

/* An action: kind << 16 | a << 8 | b, as in the rules core; nl_action_text
 * writes it as a record event ("D move 6"). */
typedef uint32_t nl_action;

typedef struct nl_session nl_session;

/* NL_API_VERSION and the library's release ("0.1.0") as built. */
NL_API int nl_api_version(void);
NL_API const char *nl_version(void);

/* A session over the game data in data_dir (NULL: $NOIRLAB_DATA, else the
 * data installed with the library, else the source tree's scenarios/).
 * NULL when the data cannot be loaded; nl_open_error() says why. */
NL_API nl_session *nl_open(const char *data_dir);
NL_API const char *nl_open_error(void);
NL_API void nl_close(nl_session *s);

/* The reason the last failing call on s failed ("" when none has). */
NL_API const char *nl_error(const nl_session *s);

/* Start game `game` of a cell: scenario and motives as `noirlab run` takes
 * them (NULL for the defaults: beginner, its Logic-mode motives). */
NL_API int nl_new_game(nl_session *s, const char *scenario, const char *motives, uint64_t seed, uint64_t game);

/* Start from a game record (games/itk/docs/records.md): its header, then its events;
 * the random streams come from seed. */
NL_API int nl_load_record(nl_session *s, const char *path, uint64_t seed);

/* Who decides now (NL_NOBODY before a game or after its end), and the winner
 * (NL_NOBODY while the game goes on). */
NL_API int nl_to_move(const nl_session *s);
NL_API int nl_winner(const nl_session *s);

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

/* What side knows as one line of JSON (docs/protocol.md): writes at most len
 * bytes with a terminating NUL and returns the full length (snprintf style:
 * call again with a larger buffer when the result is >= len). */
NL_API int nl_view_json(nl_session *s, int side, char *buf, size_t len);

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
