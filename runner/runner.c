/*
 * runner.c — the parallel loop over work units (runner.h).
 */
#include "runner/runner.h"

#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/game_match.h"
#include "base/xalloc.h"
#include "runner/memsink.h"

/* ---------------------------------------------------------------------------
 * Plans
 * ------------------------------------------------------------------------- */

void runner_plan(const Campaign *c, RunPlan *plan)
{
    plan->n_units = campaign_units(c);
    plan->todo = xcalloc(plan->n_units, 1);
    memset(plan->todo, 1, plan->n_units);
}

void runner_plan_keep(RunPlan *plan, size_t modulus, size_t residue)
{
    for (size_t u = 0; u < plan->n_units; u++)
        if (u % modulus != residue)
            plan->todo[u] = 0;
}

typedef struct SkipCtx {
    RunPlan *plan;
    uint32_t per_cell;
    size_t skipped;
} SkipCtx;

static void skip_unit(void *user, int cell, uint32_t chunk)
{
    SkipCtx *s = user;
    size_t u = (size_t)cell * s->per_cell + chunk;
    if (cell >= 0 && chunk < s->per_cell && u < s->plan->n_units && s->plan->todo[u]) {
        s->plan->todo[u] = 0;
        s->skipped++;
    }
}

int runner_plan_skip_stored(RunPlan *plan, const Campaign *c, const Sink *sink, size_t *skipped, char *err,
                            size_t errlen)
{
    SkipCtx s = {plan, campaign_chunks_per_cell(c), 0};
    if (sink->stored && sink->stored(sink->ctx, skip_unit, &s, err, errlen))
        return -1;
    *skipped = s.skipped;
    return 0;
}

void runner_plan_free(RunPlan *plan)
{
    free(plan->todo);
    memset(plan, 0, sizeof *plan);
}

/* ---------------------------------------------------------------------------
 * A worker: one per thread
 * ------------------------------------------------------------------------- */

/* Policies are created on first use, one per (seat, spec), and reused for
 * every game the thread plays: game_match_play() starts each game with
 * new_game(), and a policy draws randomness only from the game's own streams,
 * so which games a thread played before does not change a result
 * (game_policy.h). */
typedef struct Worker {
    const Campaign *c;
    GamePolicy *policy[GAME_SEATS_MAX]; /* [seat][spec] */
    uint8_t *created[GAME_SEATS_MAX];
    GameMatch match;                /* the thread's game memory */
    Aggregate agg;
    GameRow *rows;
    size_t n_rows;
} Worker;

static void worker_init(Worker *w, const Campaign *c)
{
    memset(w, 0, sizeof *w);
    w->c = c;
    for (int seat = 0; seat < GAME_SEATS_MAX; seat++) {
        w->policy[seat] = xcalloc((size_t)c->n_specs, sizeof(GamePolicy));
        w->created[seat] = xcalloc((size_t)c->n_specs, 1);
    }
    game_match_init(&w->match, c->game, NULL);
    if (c->rows != ROWS_NONE)
        w->rows = xcalloc(c->chunk, sizeof *w->rows);
}

static void worker_free(Worker *w)
{
    for (int seat = 0; seat < GAME_SEATS_MAX; seat++) {
        for (int i = 0; i < w->c->n_specs; i++)
            if (w->created[seat][i])
                game_policy_destroy(&w->policy[seat][i]);
        free(w->policy[seat]);
        free(w->created[seat]);
    }
    game_match_free(&w->match);
    free(w->rows);
}

static GamePolicy *worker_policy(Worker *w, int seat, int spec, char *err, size_t errlen)
{
    GamePolicy *p = &w->policy[seat][spec];
    if (!w->created[seat][spec]) {
        if (game_policy_create(p, w->c->game, w->c->spec[spec], seat, err, errlen))
            return NULL;
        w->created[seat][spec] = 1;
    }
    return p;
}

/* Play unit u into w->agg and w->rows; fill the chunk description. */
static int worker_play(Worker *w, size_t u, SinkChunk *out, char *err, size_t errlen)
{
    const Campaign *c = w->c;
    int cell_index;
    uint32_t chunk, first, count;
    campaign_unit(c, u, &cell_index, &chunk, &first, &count);
    const Cell *cell = &c->cell[cell_index];
    GamePolicy *policy[GAME_SEATS_MAX];
    for (int seat = 0; seat < cell->seats; seat++)
        if (!(policy[seat] = worker_policy(w, seat, cell->seat[seat], err, errlen)))
            return -1;
    w->match.params = campaign_cell_params(c, cell_index);

    aggregate_clear(&w->agg);
    w->n_rows = 0;
    for (uint32_t g = first; g < first + count; g++) {
        uint64_t seed = seed_for_game(c->master_seed, cell->seed, g);
        GameOutcome o;
        if (game_match_play(&w->match, policy, seed, &o, NULL)) {
            char text[512];
            cell_describe(c, cell_index, text, sizeof text);
            snprintf(err, errlen, "cell %d (%s): game %u cannot be dealt", cell_index, text, g);
            return -1;
        }
        aggregate_count(&w->agg, c->game, &o);
        if (w->rows && campaign_logs_game(c, seed))
            w->rows[w->n_rows++] = game_row((uint32_t)cell_index, g, seed, &o);
    }
    *out = (SinkChunk){cell_index, chunk, first, count, &w->agg, w->rows, w->n_rows};
    return 0;
}

/* ---------------------------------------------------------------------------
 * Execution
 * ------------------------------------------------------------------------- */

/* Progress bookkeeping, touched only inside the critical section. */
typedef struct Tally {
    RunProgress p;
    size_t chunks;           /* chunks stored */
    uint32_t *left;          /* chunks of each cell still to store */
    double start;
} Tally;

static void tally_init(Tally *t, const Campaign *c, const size_t *units, size_t n)
{
    memset(t, 0, sizeof *t);
    t->left = xcalloc((size_t)c->n_cells, sizeof *t->left);
    for (size_t i = 0; i < n; i++) {
        int cell;
        uint32_t chunk, first, count;
        campaign_unit(c, units[i], &cell, &chunk, &first, &count);
        if (t->left[cell]++ == 0)
            t->p.cells_total++;
        t->p.games_total += count;
    }
    t->start = omp_get_wtime();
}

static void tally_chunk(Tally *t, const SinkChunk *k)
{
    t->chunks++;
    t->p.games_done += k->count;
    if (--t->left[k->cell] == 0)
        t->p.cells_done++;
    t->p.seconds = omp_get_wtime() - t->start;
}

int runner_execute(const Campaign *c, const RunPlan *plan, const Sink *sink, const RunOptions *opt,
                   RunStats *stats, char *err, size_t errlen)
{
    size_t n = 0;
    size_t *units = xcalloc(plan->n_units, sizeof *units);
    for (size_t u = 0; u < plan->n_units; u++)
        if (plan->todo[u])
            units[n++] = u;
    Tally tally;
    tally_init(&tally, c, units, n);
    int threads = opt->threads > 0 ? opt->threads : omp_get_max_threads();
    int failed = 0;

    #pragma omp parallel num_threads(threads)
    {
        Worker w;
        worker_init(&w, c);
        char e[1024];
        #pragma omp for schedule(dynamic, 1)
        for (size_t i = 0; i < n; i++) {
            int stop;
            #pragma omp atomic read
            stop = failed;
            if (stop || (opt->stop && *opt->stop))
                continue; /* drain the loop after a failure or a stop request */
            SinkChunk chunk;
            int rc = worker_play(&w, units[i], &chunk, e, sizeof e);
            #pragma omp critical(noirlab_sink)
            {
                if (!failed) {
                    if (rc == 0 && sink->chunk_done)
                        rc = sink->chunk_done(sink->ctx, &chunk, e, sizeof e);
                    if (rc) {
                        snprintf(err, errlen, "%s", e);
                        #pragma omp atomic write
                        failed = 1;
                    } else {
                        tally_chunk(&tally, &chunk);
                        if (opt->progress)
                            opt->progress(opt->progress_ctx, &tally.p);
                    }
                }
            }
        }
        worker_free(&w);
    }

    stats->games = tally.p.games_done;
    stats->chunks = tally.chunks;
    stats->seconds = omp_get_wtime() - tally.start;
    stats->threads = threads;
    stats->interrupted = !failed && tally.chunks < n && opt->stop ? (int)*opt->stop : 0;
    if (stats->interrupted)
        snprintf(err, errlen, "interrupted by signal %d", stats->interrupted);
    free(tally.left);
    free(units);
    return failed || stats->interrupted ? -1 : 0;
}

int runner_run(const Campaign *c, const Sink *sink, const RunOptions *opt, RunStats *stats, char *err,
               size_t errlen)
{
    int shard = opt->shards ? opt->shard : 1, shards = opt->shards ? opt->shards : 1;
    memset(stats, 0, sizeof *stats);
    if (shards < 1 || shard < 1 || shard > shards) {
        snprintf(err, errlen, "shard %d/%d: expected I/N with 1 <= I <= N", shard, shards);
        return -1;
    }
    RunInfo info = {c, shard, shards, opt->resume};
    if (sink->begin && sink->begin(sink->ctx, &info, err, errlen))
        return -1;
    RunPlan plan;
    runner_plan(c, &plan);
    runner_plan_keep(&plan, (size_t)shards, (size_t)(shard - 1));
    size_t skipped = 0;
    int rc = 0;
    if (opt->resume)
        rc = runner_plan_skip_stored(&plan, c, sink, &skipped, err, errlen);
    if (rc == 0)
        rc = runner_execute(c, &plan, sink, opt, stats, err, errlen);
    stats->skipped = skipped; /* the end is not marked after a failure or an interruption */
    runner_plan_free(&plan);
    if (rc == 0 && sink->end)
        rc = sink->end(sink->ctx, err, errlen);
    return rc;
}

int runner_throughput(const Campaign *c, int threads, double *games_per_s, char *err, size_t errlen)
{
    MemSink m;
    memsink_init(&m, c);
    Sink sink = memsink_sink(&m);
    RunOptions opt = {.threads = threads};
    RunStats stats;
    int rc = runner_run(c, &sink, &opt, &stats, err, errlen);
    memsink_free(&m);
    if (rc == 0)
        *games_per_s = stats.seconds > 0 ? (double)stats.games / stats.seconds : 0.0;
    return rc;
}
