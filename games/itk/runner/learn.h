/*
 * learn.h — fit a model of the Murderer's choices (games/itk/ai/murderer_model.h) from
 * the games of one cell: `noirlab learn` (games/itk/docs/learning.md).
 */
#ifndef NOIRLAB_LEARN_H
#define NOIRLAB_LEARN_H

#include "games/itk/ai/murderer_model.h"
#include "runner/campaign.h"

/*
 * Play the c->games games of the campaign's first cell (its Detective against
 * its Murderer, game g from seed_for_game(master seed, cell seed, g), as
 * `noirlab run` plays them, by the run's players: any SPEC, a mixture too)
 * on `threads` OpenMP threads (0: all) and count
 * the Murderer's choices of every game into `model` (cleared first), then fit
 * its victim weights on the games' victim choices taken in game order.  The
 * counts are sums over games and the fit reads the choices in one order, so
 * the model is the same for any thread count.
 * Returns 0, or -1 with a message in err.
 */
typedef struct LearnSummary {
    long detective_wins;
    /* The rules' belief (lie = 0.5, no model) of each game's final record:
     * the mean of P(the true pair) and of the largest P(x, m) among the alive.
     * Were the belief exact (a Murderer whose choices read nothing hidden),
     * a Detective accusing its best pair would win p_best of the games. */
    double p_true, p_best;
} LearnSummary;

int itk_learn_murderer_model(const Campaign *c, int threads, MurdererModel *model, LearnSummary *summary, char *err,
                         size_t errlen);

/* itk_learn_murderer_model, then the model written to `path` (never replaced:
 * an existing file fails), its comment saying it was made by `how` (a
 * command line) and what the games gave.  0, or -1 with a message in err. */
int itk_learn_model_file(const Campaign *c, int threads, const char *how, const char *path, LearnSummary *summary,
                         char *err, size_t errlen);

#endif
