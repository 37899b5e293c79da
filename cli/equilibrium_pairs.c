/*
 * equilibrium_pairs.c — pairs of a ladder's setup played in memory
 * (equilibrium_pairs.h).
 *
 * The pairs become the cells of a campaign made here from the ladder's: its
 * setup (layout, parameters, cell seed) for every cell, the pairs' specs,
 * every game logged; a sink keeps each game's winner.
 */
#include "cli/equilibrium_pairs.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/cpu_clock.h"
#include "cli/progress.h"
#include "runner/runner.h"

typedef struct Winners {
    uint32_t games;
    uint8_t *won;
} Winners;

static int keep_winners(void *ctx, const SinkChunk *k, char *err, size_t errlen)
{
    (void)err, (void)errlen;
    Winners *w = ctx;
    for (size_t i = 0; i < k->n_rows; i++)
        w->won[(size_t)k->rows[i].cell * w->games + k->rows[i].game] = k->rows[i].winner == GAME_SEEKER;
    return 0;
}

int pairs_campaign(const Campaign *l, uint32_t games, uint64_t seed, int n, const char *const *seeker,
                   const char *const *hider, Campaign *c, char *err, size_t errlen)
{
    static char no_config[] = "";
    size_t psize = l->game->params_size;
    *c = (Campaign){.game = l->game, .data = l->data, .master_seed = seed, .games = games,
                    .chunk = l->chunk ? l->chunk : CAMPAIGN_DEFAULT_CHUNK, .rows = ROWS_ALL, .sample = 1,
                    .part = l->part, .n_specs = 2 * n, .n_cells = n, .config = no_config};
    memcpy(c->name, l->name, sizeof c->name);
    c->spec = calloc((size_t)(2 * n), sizeof *c->spec);
    c->cell = calloc((size_t)n, sizeof *c->cell);
    c->params = calloc((size_t)n, psize ? psize : 1);
    c->setup = calloc((size_t)n, sizeof *c->setup);
    if (!c->spec || !c->cell || !c->params || !c->setup) {
        snprintf(err, errlen, "out of memory");
        pairs_campaign_free(c);
        return -1;
    }
    for (int p = 0; p < n; p++) {
        if (strlen(seeker[p]) >= POLICY_SPEC_MAX || strlen(hider[p]) >= POLICY_SPEC_MAX) {
            snprintf(err, errlen, "policy %s is longer than %d characters", strlen(seeker[p]) >= POLICY_SPEC_MAX
                     ? seeker[p] : hider[p], POLICY_SPEC_MAX - 1);
            pairs_campaign_free(c);
            return -1;
        }
        snprintf(c->spec[2 * p], POLICY_SPEC_MAX, "%s", seeker[p]);
        snprintf(c->spec[2 * p + 1], POLICY_SPEC_MAX, "%s", hider[p]);
        c->cell[p] = l->cell[0];
        c->cell[p].seat[GAME_SEEKER] = 2 * p;
        c->cell[p].seat[GAME_HIDER] = 2 * p + 1;
        memcpy(c->params + (size_t)p * psize, campaign_cell_params(l, 0), psize);
        memcpy(c->setup[p], l->setup[0], sizeof c->setup[p]);
    }
    return 0;
}

void pairs_campaign_free(Campaign *c)
{
    free(c->spec);
    free(c->cell);
    free(c->params);
    free(c->setup);
    c->spec = NULL, c->cell = NULL, c->params = NULL, c->setup = NULL;
}

int pairs_play(PairsRun *run, int n, const char *const *seeker, const char *const *hider, uint8_t *won, char *err,
               size_t errlen)
{
    Campaign c;
    if (pairs_campaign(run->ladder, run->games, run->seed, n, seeker, hider, &c, err, errlen))
        return -1;
    Winners w = {run->games, won};
    Sink sink = {.ctx = &w, .chunk_done = keep_winners};
    RunOptions opt = {.shard = 1, .shards = 1, .threads = run->threads};
    ProgressLine line;
    progress_attach(&opt, &line, run->quiet);
    RunStats stats;
    double cpu = process_cpu_seconds();
    int rc = runner_run(&c, &sink, &opt, &stats, err, errlen);
    run->cpu_seconds = process_cpu_seconds() - cpu;
    progress_done(&line);
    pairs_campaign_free(&c);
    return rc;
}
