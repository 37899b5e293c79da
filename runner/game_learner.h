/*
 * game_learner.h — a game's learned models, which its CMakeLists.txt
 * registers (noirlab_game_hook(LEARN ...), docs/hacking.md): a model of one
 * seat's choices fitted from games against it, written as a file that the
 * other seat's players read.  `noirlab equilibrium --loop` learns one each
 * round against the other seat's mixture for a response SPEC that names
 * LEARNED (docs/equilibrium.md).  Intent to Kill's is the model of the
 * Murderer's choices of `noirlab learn` (games/itk/runner/learn.c), read by
 * its Detectives' model=FILE.
 */
#ifndef NOIRLAB_GAME_LEARNER_H
#define NOIRLAB_GAME_LEARNER_H

#include <stddef.h>

#include "runner/campaign.h"

typedef struct GameLearner {
    const GameClass *game;
    int seat;                 /* whose choices the model holds; the other seat's players read it */
    const char *player;       /* the SPEC that plays the other seat while the model is learned */
    /* Play the c->games games of c's first cell (seed_for_game(c->master_seed,
     * its cell seed, g), its two SPECs: any the run takes, a mixture too) on
     * `threads` threads (0: all), fit the model of `seat`'s choices (the same
     * for any thread count) and write it to `path`, which is never replaced:
     * an existing file fails.  `how` says in the file how it was made.  With
     * no games the model is the empty one, which a SPEC can be checked with.
     * 0, or -1 with a message in err. */
    int (*learn)(const Campaign *c, int threads, const char *how, const char *path, char *err, size_t errlen);
} GameLearner;

/* A game's hook, NULL when it learns no model. */
const GameLearner *game_learner_of(const GameClass *game);

#endif
