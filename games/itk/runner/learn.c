/*
 * learn.c — counting the Murderer's choices over the games of a cell
 * (learn.h).
 */
#include "games/itk/runner/learn.h"

#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

#include "ai/game_match.h"
#include "ai/tie.h"
#include "games/itk/ai/belief.h"
#include "runner/cell_setup.h"

/* What a chunk of games adds beyond the counts, kept per chunk so that the
 * victim fit and the sums take the games in one order. */
typedef struct Chunk {
    MmVictimData victims;
    double p_true, p_best;
} Chunk;

/* The rules' belief of the final record: P(true pair) and its best pair's P. */
static void final_belief(const Game *final, Chunk *k)
{
    static _Thread_local Game view;
    static _Thread_local Belief b;
    int x, m;
    Tie tie; /* only the best pair's probability is read: which of equal pairs is picked does not matter */
    tie_start(&tie, TIES_FIRST, NULL);
    itk_game_view(final, SIDE_DETECTIVE, &view);
    itk_belief_init(&b, &view, BELIEF_LIE_DEFAULT);
    k->p_true += b.joint[final->murderer][final->motive];
    k->p_best += itk_belief_best(&b, &view, &tie, &x, &m);
}

/* Play games [from, to) of the cell into `model`; -1 with a message on failure.
 * The seats are the run's players (game_policy_create), so any SPEC the run
 * takes plays here, a mixture too: game_match_play draws its member from the
 * game's seed, not from the thread's earlier games. */
static int learn_range(const Campaign *c, long from, long to, MurdererModel *model, Chunk *chunk, long *wins,
                       char *err, size_t errlen)
{
    const Cell *cell = &c->cell[0];
    GamePolicy policy[GAME_SEATS] = {{0}};
    GamePolicy *seat[GAME_SEATS] = {&policy[GAME_HIDER], &policy[GAME_SEEKER]};
    int rc = 0;
    for (int s = 0; s < GAME_SEATS && rc == 0; s++)
        rc = game_policy_create(&policy[s], c->game, c->spec[cell->seat[s]], s, err, errlen);
    GameMatch m;
    game_match_init(&m, c->game, campaign_cell_params(c, 0));
    for (long g = from; g < to && rc == 0; g++) {
        GameOutcome o;
        rc = game_match_play(&m, seat, seed_for_game(c->master_seed, cell->seed, (uint64_t)g), &o, NULL);
        if (rc) {
            cell_undealt(c, 0, err, errlen);
            break;
        }
        const Game *final = game_match_state(&m);
        final_belief(final, chunk);
        if (itk_murderer_model_count_game(model, &chunk->victims, final)) {
            snprintf(err, errlen, "out of memory");
            rc = -1;
        }
        *wins += o.winner == GAME_SEEKER;
    }
    game_match_free(&m);
    for (int s = 0; s < GAME_SEATS; s++)
        game_policy_destroy(&policy[s]);
    return rc;
}

int itk_learn_murderer_model(const Campaign *c, int threads, MurdererModel *model, LearnSummary *summary, char *err,
                         size_t errlen)
{
    enum { CHUNK = 25 }; /* small enough that a test of a few dozen games spans threads */
    long games = c->games, chunks = (games + CHUNK - 1) / CHUNK;
    int failed = 0;
    itk_murderer_model_clear(model);
    Chunk *chunk = calloc((size_t)chunks, sizeof *chunk);
    if (!chunk) {
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    *summary = (LearnSummary){0};
    
    #pragma omp parallel num_threads(threads > 0 ? threads : omp_get_max_threads())
    {
        MurdererModel mine;
        long wins = 0;
        char my_err[CAMPAIGN_ERR_MAX] = "";
        itk_murderer_model_clear(&mine);
        #pragma omp for schedule(dynamic, 1)
        for (long k = 0; k < chunks; k++) {
            int stop;
            #pragma omp atomic read
            stop = failed;
            long to = (k + 1) * CHUNK < games ? (k + 1) * CHUNK : games;
            if (!stop && learn_range(c, k * CHUNK, to, &mine, &chunk[k], &wins, my_err, sizeof my_err)) {
                #pragma omp critical(itk_learn_err)
                if (!failed) {
                    snprintf(err, errlen, "%s", my_err);
                    #pragma omp atomic write
                    failed = 1;
                }
            }
        }
        #pragma omp critical(itk_learn_sum)
        {
            itk_murderer_model_add(model, &mine);
            summary->detective_wins += wins;
        }
    }
    MmVictimData all = {0};
    for (long k = 0; k < chunks; k++) {
        if (!failed && itk_murderer_model_victim_append(&all, &chunk[k].victims)) {
            snprintf(err, errlen, "out of memory");
            failed = 1;
        }
        summary->p_true += chunk[k].p_true;
        summary->p_best += chunk[k].p_best;
        itk_murderer_model_victim_free(&chunk[k].victims);
    }
    if (!failed)
        itk_murderer_model_fit_victims(model, &all);
    if (games > 0) {
        summary->p_true /= (double)games;
        summary->p_best /= (double)games;
    }
    itk_murderer_model_victim_free(&all);
    free(chunk);
    return failed ? -1 : 0;
}
