/*
 * game_class.h — the one game interface: what the lab above a rules core
 * (policies, match, runner, store, bench) may ask of a game.
 *
 * A game is a table of functions, a GameClass, in the style of the policy
 * registry (ai/policy.h): each game fills one in its own folder, named
 * NAME_game_class, and the word NAME in NOIRLAB_GAMES (the top CMakeLists.txt)
 * registers it (docs/hacking.md); everything above looks a game up by name
 * and calls through the table, with no per-game branches.  Intent to Kill
 * ("itk", games/itk/itk_class.c), NOIR ("noir", games/noir/noir_class.c) and
 * 10' to Kill ("tenkill", games/tenkill/tenkill_class.c) are the games; the
 * toy game of the tests (games/toy/) is registered the same way.
 *
 * Seats.  A game seats between min_seats and max_seats players (at most
 * GAME_SEATS_MAX), numbered 0..n-1; how many a game of given parameters has
 * is seats(params).  Each seat has a key (seat_name: flags, campaign keys,
 * the store) and a title for people.  Besides the seats there is CHANCE, a
 * player whose legal actions are the equally likely outcomes of a draw.
 * The two-seat games (Intent to Kill, NOIR) call seat 0 the HIDER (the
 * Murderer, the Killer) and seat 1 the SEEKER (the Detective, the
 * Inspector), equal to both cores' own side numbers.
 * An action is one 32-bit integer in the game's own encoding; legal lists are
 * GameActions.  The position (state), the setup (what a record's header holds)
 * and a seat's view (its information set) are opaque blobs of the sizes the
 * class gives; the caller owns the memory and a copy is a memcpy.
 *
 * Parameters.  A game's parameters are an opaque blob too (params_size):
 * params_default fills the game's default, params_set changes one by name
 * from text (the keys of `param`, the campaign axes and `run` flags), and
 * params_check / params_format check it and write it as canonical
 * "key=value,..." text, which names the cell and, with the parameters marked
 * shares_deals at their defaults, seeds its deals.
 *
 * Results: scores, ranks and named metrics.  A finished game gives every
 * seat a score (points; 1 for a win and 0 for a loss in a win/loss game) and
 * a rank, 1 + the seats placed strictly ahead, so tied seats share a rank
 * (the game's own tie-breaks decide the ranks, not only the scores).  The
 * winner is the seat ranked 1 alone, or nobody (a shared first place, an
 * unfinished game: NOIR's turn limit).  Two-seat win/loss is the special case
 * game_outcome_win_loss() fills.  A game also gives one small non-negative
 * integer per metric of the class's `metric` list (Intent to Kill: murders,
 * refusals, rounds, ...; NOIR: ending, deaths, turns, ...), which the lab
 * counts into per-cell histograms by name.
 *
 * Determinism.  deal() draws only from the chance stream it is given, and
 * nothing else in the table draws at all; a game is a pure function of its
 * parameters, the seed's streams and the policies' choices.
 */
#ifndef NOIRLAB_GAME_CLASS_H
#define NOIRLAB_GAME_CLASS_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "base/pcg32.h"

/* The seats (see above); chance; and the answer "nobody" (to move: the game
 * is over; as the winner: no single winner).  GAME_SEATS is the seat count of
 * the two-seat games. */
enum GameSeat {
    GAME_HIDER = 0,
    GAME_SEEKER = 1,
    GAME_SEATS = 2,
    GAME_SEATS_MAX = 4,
    GAME_CHANCE = GAME_SEATS_MAX,
    GAME_NOBODY = GAME_SEATS_MAX + 1,
};

typedef uint32_t GameAction;

/* The longest legal list of any game (Intent to Kill's accusation: 20 x 12). */
enum { GAME_MAX_ACTIONS = 256 };

typedef struct GameActions {
    int n;
    GameAction a[GAME_MAX_ACTIONS];
} GameActions;

enum {
    GAME_METRICS_MAX = 8,     /* named metrics per finished game */
    GAME_METRIC_BINS = 512,   /* histogram bins per metric: values 0..511 (larger ones land in 511) */
    GAME_PARAMS_MAX = 32,     /* settable parameters per game (10' to Kill has 23) */
    GAME_PARAMS_TEXT = 256,   /* canonical parameter text, NUL included */
    GAME_TRUTH_VALUES = 12,   /* values of the truth metric tabulated jointly: 0..11 (Intent to Kill's motives) */
};

/* One named result of a finished game. */
typedef struct GameMetric {
    const char *name;         /* stable lower-case key ("deaths"): store, reports */
    const char *help;         /* one line */
    int max;                  /* largest value (at most GAME_METRIC_BINS - 1) */
    int shape;                /* 1: its histogram is one of the cell's shape tables (store: cell_shape) */
    /* May be NULL.  For a metric whose values are kinds rather than amounts
     * (an ending): value_name[v] names value v (0..max; NULL where it has
     * none), for the report's tables. */
    const char *const *value_name;
} GameMetric;

/* How the seeker's final guess (Intent to Kill's accusation) was picked
 * among candidates of equal score (ai/tie.h): it had no equal, or it was the
 * first, the last or another of the tied ones in the seeker's own order. */
enum GameTie { GAME_TIE_NONE, GAME_TIE_FIRST, GAME_TIE_LAST, GAME_TIE_BETWEEN, GAME_TIES };

/* The outcome of a finished game. */
typedef struct GameOutcome {
    uint8_t seats;            /* seats in the game */
    uint8_t winner;           /* the seat ranked 1 alone, or GAME_NOBODY (shared first place, unfinished) */
    uint8_t rank[GAME_SEATS_MAX]; /* per seat: 1 + the seats placed strictly ahead */
    int32_t score[GAME_SEATS_MAX]; /* per seat: its points (win/loss games: 1 for the win) */
    uint8_t guess_tie;        /* GameTie, as the seeker's policy reports it (game_match_play); NONE when
                               * the policy does not report */
    uint16_t decisions;       /* actions played, chance included */
    uint16_t metric[GAME_METRICS_MAX]; /* in the order of GameClass.metric */
} GameOutcome;

/* One settable parameter: its key, what it holds, and its allowed values. */
typedef struct GameParam {
    const char *key;          /* "mode", "grid", "kill_target", "no_disguise", ... */
    const char *help;         /* one line, allowed values included */
    int shares_deals;         /* 1: a rule switch that deal() does not read; cells that differ only in
                               * such parameters share their deal seeds (common random numbers, so the
                               * switch's effect is paired game by game: docs/campaign.md) */
} GameParam;

typedef struct GameClass {
    const char *name;         /* "itk", "noir": --game, campaign `game =`, the store */
    const char *title;        /* "Intent to Kill", "NOIR: Killer vs Inspector" */
    int min_seats, max_seats; /* the seat range (Intent to Kill, NOIR: 2 and 2) */
    const char *seat_name[GAME_SEATS_MAX];  /* per seat, a lower-case key: "murderer", "detective" */
    const char *seat_title[GAME_SEATS_MAX]; /* per seat, for people: "the Murderer", "the Detective" */
    /* The seats of a game of these parameters (min_seats..max_seats); NULL:
     * always min_seats. */
    int (*seats)(const void *params);
    /* 1: a game only the tests play (games/toy/): it plays everywhere by
     * name but is left out of the lists people see (game names in messages,
     * flags in --help, `noirlab policies`). */
    int for_tests;

    size_t params_size, setup_size, state_size, view_size;

    /* --- parameters and setup ------------------------------------------- */
    int n_params;
    const GameParam *param;
    void (*params_default)(void *params);
    /* Set parameter `key` from text; -1 with "KEY: problem" in err (unknown
     * key, bad value).  Keys are applied in the order of `param` (a key may
     * reset later ones to their defaults: NOIR's grid resets kill_target).
     * NULL for a game whose parameters come from its own data files (Intent
     * to Kill: the campaign loader sets them from the catalog). */
    int (*params_set)(void *params, const char *key, const char *value, char *err, size_t errlen);
    /* NULL when playable, else what is wrong (combinations: a kill target
     * beyond the grid). */
    const char *(*params_check)(const void *params);
    /* Canonical "key=value,..." text: equal parameters give equal text. */
    void (*params_format)(const void *params, char *out, size_t outlen);

    /* --- playing ---------------------------------------------------------- */
    /* Deal a game from the chance stream and start it in *state; *setup gets
     * what a record's header holds.  0, or -1 when the parameters cannot be
     * dealt. */
    int (*deal)(const void *params, Pcg32 *chance, void *setup, void *state);
    /* Start a game from a setup (a record's header): 0, or -1 when invalid. */
    int (*start)(void *state, const void *setup);
    /* The seat to move (0..seats-1), GAME_CHANCE, or GAME_NOBODY once over. */
    int (*to_move)(const void *state);
    /* The legal actions now (the order is the game's own and fixed: a
     * uniformly random choice indexes into it). */
    void (*legal)(const void *state, GameActions *out);
    /* Play a legal action (the caller guarantees legality). */
    void (*apply)(void *state, GameAction a);
    /* Seat `seat`'s information set, view_size bytes; its type is the game's
     * own (Intent to Kill: a Game with hidden fields blanked; NOIR:
     * NoirSeatView, games/noir/core/seat_view.h). */
    void (*view)(const void *state, int seat, void *out);
    /* The outcome of a finished game. */
    void (*result)(const void *state, int decisions, GameOutcome *out);
    int n_metrics;
    const GameMetric *metric;
    /* Metrics the lab also tabulates jointly, -1 when the game has none:
     * `truth` the hidden value the seeker must name at the end (Intent to
     * Kill: the motive; games by it and seeker wins by it), `guess` the value
     * it named (truth x guess: the confusion table; values past the truth's
     * max mean "no guess"), `right` 1 when the seeker named the right hider. */
    int truth_metric, guess_metric, right_metric;

    /* --- records (may be NULL until the game has them) ------------------ */
    /* Text name of an action in the position before it ("kill 7"). */
    void (*action_name)(const void *params, const void *state, GameAction a, char *out, size_t outlen);
    /* Write a record's header from a setup, then one event per action
     * (called before the action is applied). */
    void (*record_header)(FILE *out, const void *params, const void *setup);
    void (*record_event)(FILE *out, const void *params, const void *state_before, GameAction a);
    /* The record's last line after its n_events events (NULL: the format
     * has none), so that a record cut at a line end is refused instead of
     * read as a shorter game. */
    void (*record_end)(FILE *out, int n_events);
    /* Read a whole record: its parameters, setup and actions (at most
     * max_actions), each checked legal in turn from start(setup): the
     * caller may apply them as they are.  0, or -1 with "NAME:LINE:
     * problem" in err. */
    int (*record_read)(FILE *in, const char *name, void *params, void *setup, GameAction *actions,
                       int max_actions, int *n_actions, char *err, size_t errlen);

    /* One line for a person: who won and the game's main figures, "the
     * Detective wins (3 murders, 0 refusals, 5 rounds)". */
    void (*result_text)(const GameOutcome *o, char *out, size_t outlen);

    /* --- a person at the table (may be NULL) ------------------------------ */
    /* The data file naming the game's pieces, one name a line ('#' comments),
     * relative to the data folder ("noir/suspects.txt"); NULL: none. */
    const char *names_file;
    /* Draw seat's view (`view`, of view_size bytes) for a person; names[i]
     * names piece i (i < n_names).  NULL: the game has no text view (Intent
     * to Kill's: its person dialect's, cli/person_dialect.h). */
    void (*view_text)(FILE *out, const void *view, const char *const *names, int n_names);
    /* Write seat's view for a program: the members of one JSON object,
     * without its braces (the engine adds the seat, who is to move, the
     * parameters and the legal events; docs/protocol.md); names as for
     * view_text.  NULL: no JSON view. */
    void (*view_json)(FILE *out, const void *view, const char *const *names, int n_names);
    /* 1: every action is public as it is played, its action_name included
     * (10' to Kill, §3 of its reference): a person is shown the other seats'
     * actions as they come.  0: the seat's view alone says what it saw of
     * them (NOIR's holds its record, the other seat's secrets blank). */
    int actions_public;

    /* --- invariants -------------------------------------------------------- */
    /* NULL when the position is consistent, else the first broken invariant. */
    const char *(*check)(const void *state);
    /* Optional, for the conformance test (tests/sim/game_conformance_test.c),
     * which asserts that view(state, seat) stays byte for byte the same:
     * redraw from rng everything `seat` cannot see (identities, hands, the
     * deck's order, the secret parts of the record), leaving a position that
     * passes check() and that seat cannot tell from this one.  It need not
     * be reachable from the deal.  NULL: the test skips that check (and says
     * so). */
    void (*resample_hidden)(void *state, int seat, Pcg32 *rng);
} GameClass;

/* The registered games, in NOIRLAB_GAMES order (Intent to Kill first). */
const GameClass *const *game_classes(int *n);

/* A game by name, or NULL. */
const GameClass *game_class_find(const char *name);

/* The names of the registered games, "itk, noir", for messages (the games
 * for the tests left out). */
void game_class_names(char *out, size_t outlen);

/* The seats of a game of `g` with these parameters (GameClass.seats). */
int game_seats(const GameClass *g, const void *params);

/* Fill o's seats, scores and ranks for a win/loss game won by `winner` (a
 * seat, or GAME_NOBODY: every seat scores 0 and ranks 1). */
void game_outcome_win_loss(GameOutcome *o, int winner, int seats);

/* The seat called `name` in this game: the game's own seat names, then the
 * generic ones ("seeker", "hider", "detective", "murderer" for every game).
 * -1 when none. */
int game_seat_by_name(const GameClass *g, const char *name);

#endif
