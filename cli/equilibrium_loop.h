/*
 * equilibrium_loop.h — `noirlab equilibrium --responses` and `--loop`: each
 * seat's response to the other seat's equilibrium mixture, its gain over the
 * value on common fresh deals (exploitability), and the PSRO-like loop that
 * adds a response gaining more than a margin to its population and solves
 * again (docs/equilibrium.md, "Exploitability and the loop").
 */
#ifndef NOIRLAB_EQUILIBRIUM_LOOP_H
#define NOIRLAB_EQUILIBRIUM_LOOP_H

#include <signal.h>
#include <stddef.h>
#include <stdint.h>

#include "analysis/equilibrium.h"
#include "cli/options.h"
#include "runner/campaign.h"
#include "runner/ladder.h"

/* The words a response SPEC names the other seat's mixture file by, and the
 * model learned that round against it (runner/game_learner.h). */
#define LOOP_MIXTURE_WORD "MIXTURE"
#define LOOP_LEARNED_WORD "LEARNED"

/* Round R learns its models from master seed (its deals' seed) + this: never
 * a round's deals, and printed with each model. */
#define LOOP_LEARN_SEED_OFFSET 1000000u
#define LOOP_LEARN_GAMES 2000u

typedef struct LoopArgs {
    /* [0] the seeker's, [1] the hider's candidate SPECs, at least one each
     * (the words above replaced each round) */
    OptionList response[2];
    const char *mixtures;     /* --mixtures DIR: round 1's mixtures, DIR/round-R/ the later rounds' */
    uint32_t games;           /* fresh deals a round */
    uint64_t seed;            /* round R plays seed + R - 1 */
    uint32_t learn_games;     /* games a LEARNED model is learned from; 0: not given (LOOP_LEARN_GAMES) */
    int rounds;               /* 0: --responses alone (measure once, add nothing) */
    double margin;
    EquilibriumOptions eo;
    int threads, quiet, json;
    const char *db;           /* the ladder's database: the loop's games are kept there */
    int rerun;                /* the database existed: files the loop writes may be there from an earlier run */
    const volatile sig_atomic_t *stop; /* RunOptions.stop */
} LoopArgs;

/* The game's seat of a side of the meta-game (0: the rows, the seeker; 1:
 * the columns, the hider; Equilibrium.seat). */
int equilibrium_side_seat(int side);

/* DIR/SEAT.mix of a side (0 the seeker, 1 the hider), the seat's name in lower case. */
void equilibrium_mixture_path(const char *dir, const GameClass *game, int side, char *out, size_t outlen);

/* "key":v, or "key":null for NAN (the JSON of `equilibrium`). */
void equilibrium_json_number(const char *key, double v, int *first);

/* Before any game: the responses can be made for their seats (with a stand-in
 * mixture file and, for LEARNED, a model learned from no games), the game
 * learns models for the seats that name LEARNED, the database holds no games
 * of a loop of other settings, and, for a new database, the round folders
 * and round 1's models do not exist yet.  0, or -1 after one line on stderr
 * (the command exits 2). */
int loop_check(const LoopArgs *a, const Campaign *c);

/* After the ladder's equilibrium e (its mixtures written under a->mixtures):
 * the rounds, printed as they finish (text), or the JSON keys ",\"responses\":
 * [...]" and ",\"loop\": {...}" to close the command's object.  Every game
 * is kept in a->db, so a rerun plays only what it lacks.  0; -1 after a
 * message; or the signal (a->stop) that stopped it between chunks. */
int loop_run(const LoopArgs *a, const Campaign *c, const LadderRoles *r, const uint8_t *won, const Equilibrium *e);

#endif
