/*
 * equilibrium_pairs.c — pairs of a ladder's setup played into its database
 * (equilibrium_pairs.h).
 *
 * The pairs become the cells of a campaign made here from the ladder's: its
 * setup (layout, parameters, cell seed) for every cell, the pairs' specs,
 * every game logged.  Its configuration text is the caller's settings, its
 * seed, games and chunk, and a line per pair: the store's part sink keeps
 * it as a run beside the ladder's and resumes it by that text.
 */
#include "cli/equilibrium_pairs.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "analysis/store.h"
#include "base/cpu_clock.h"
#include "base/hash.h"
#include "base/text.h"
#include "cli/progress.h"
#include "runner/runner.h"

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

/* The pairs' configuration: the settings, then what the runner plays. */
static char *pairs_config(const PairsRun *run, const Campaign *c)
{
    Text t = {0};
    text_printf(&t, "%s%s\nseed %llu\ngames %u\nchunk %u\n", run->settings, run->name,
                (unsigned long long)run->seed, run->games, c->chunk);
    for (int p = 0; p < c->n_cells; p++)
        text_printf(&t, "pair %d %s against %s\n", p, c->spec[2 * p], c->spec[2 * p + 1]);
    return t.s;
}

/* Every pair's games as the database holds them, all of them logged. */
static int read_won(Store *store, const PairsRun *run, int n, uint8_t *won, char *err, size_t errlen)
{
    for (int p = 0; p < n; p++) {
        int cell = store_first_cell(store) + p;
        long got = store_cell_outcomes(store, cell, run->games, won + (size_t)p * run->games, err, errlen);
        if (got < 0)
            return -1;
        if ((uint64_t)got != run->games) {
            snprintf(err, errlen, "%s: cell %d ('%s') has %ld of its %u games in the per-game log", run->db, cell,
                     run->name, got, run->games);
            return -1;
        }
    }
    return 0;
}

int pairs_play(PairsRun *run, int n, const char *const *seeker, const char *const *hider, uint8_t *won, char *err,
               size_t errlen)
{
    Campaign c;
    run->interrupted = 0;
    run->cpu_seconds = 0;
    if (pairs_campaign(run->ladder, run->games, run->seed, n, seeker, hider, &c, err, errlen))
        return -1;
    char *config = pairs_config(run, &c);
    c.config = config;
    c.config_hash = fnv1a64(config, strlen(config));
    snprintf(c.name, sizeof c.name, "%s", run->name);
    Store *store = store_open(run->db, err, errlen);
    int rc = store ? 0 : -1;
    if (rc == 0) {
        Sink sink = store_part_sink(store);
        RunOptions opt = {.shard = 1, .shards = 1, .resume = 1, .threads = run->threads, .stop = run->stop};
        ProgressLine line;
        progress_attach(&opt, &line, run->quiet);
        RunStats stats;
        double cpu = process_cpu_seconds();
        rc = runner_run(&c, &sink, &opt, &stats, err, errlen);
        run->cpu_seconds = process_cpu_seconds() - cpu;
        run->interrupted = stats.interrupted;
        progress_done(&line);
    }
    if (rc == 0)
        rc = read_won(store, run, n, won, err, errlen);
    store_close(store);
    free(config);
    pairs_campaign_free(&c);
    return rc;
}
