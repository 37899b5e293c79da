/*
 * runner.h — play a campaign's games in parallel and hand the results to a sink.
 *
 * The work is a list of units (campaign.h: one chunk of one cell each).  An
 * OpenMP loop with schedule(dynamic) hands units to threads; each thread owns
 * its Policy objects and sums its unit into a local Aggregate, then passes it
 * to the sink inside a critical section.  Since every game's seed depends only
 * on (master seed, cell, game index) and aggregates are sums, what the sink
 * ends up holding is the same for any thread count, any shard split and any
 * resume point.
 *
 * runner_run() is the whole thing for one process.  The steps are public so
 * that a multi-process mode can arrange them differently, for example:
 *   rank 0:     sink.begin, runner_plan, runner_plan_skip_stored, broadcast plan.todo
 *   every rank: runner_plan_keep(&plan, ranks, rank), runner_execute with a sink
 *               that forwards chunks to rank 0, which stores them.
 */
#ifndef NOIRLAB_RUNNER_H
#define NOIRLAB_RUNNER_H

#include <signal.h>
#include <stddef.h>
#include <stdint.h>

#include "runner/campaign.h"
#include "runner/sink.h"

typedef struct RunProgress {
    uint64_t games_done, games_total;  /* games of this execution (stored chunks not counted) */
    int cells_done, cells_total;       /* cells with all of this execution's chunks done */
    double seconds;                    /* since the execution started */
} RunProgress;

typedef struct RunOptions {
    int threads;          /* OpenMP threads; 0 = OpenMP's default (OMP_NUM_THREADS, else the cores) */
    int shard, shards;    /* play units with index % shards == shard - 1; 0/0 means 1/1 */
    int resume;           /* skip the chunks the sink already holds */
    /* Called after each stored chunk, one thread at a time; may be NULL. */
    void (*progress)(void *ctx, const RunProgress *p);
    void *progress_ctx;
    /* May be NULL.  Once *stop is non-zero (a signal number, set by a signal
     * handler), no new chunk starts: the chunks in progress are finished and
     * stored, and the run returns -1 with stats->interrupted = *stop. */
    const volatile sig_atomic_t *stop;
} RunOptions;

typedef struct RunStats {
    uint64_t games;       /* games played by this execution */
    size_t chunks;        /* chunks played and stored */
    size_t skipped;       /* chunks found already stored (resume) */
    double seconds;
    int threads;
    int interrupted;      /* the signal that stopped the run early (RunOptions.stop), or 0 */
} RunStats;

/* Which units to play: todo[u] for every unit u of the campaign. */
typedef struct RunPlan {
    size_t n_units;
    uint8_t *todo;
} RunPlan;

/* Every unit of the campaign, to do. */
void runner_plan(const Campaign *c, RunPlan *plan);

/* Keep only the units with index % modulus == residue (a shard, or a rank). */
void runner_plan_keep(RunPlan *plan, size_t modulus, size_t residue);

/* Drop the units the sink already holds (sink->stored); *skipped counts them. */
int runner_plan_skip_stored(RunPlan *plan, const Campaign *c, const Sink *sink, size_t *skipped, char *err,
                            size_t errlen);

void runner_plan_free(RunPlan *plan);

/* Play the plan's units with opt->threads threads; each goes to sink->chunk_done.
 * Stops at the first failure (a sink error, or a game that cannot be dealt);
 * the chunks already stored stay stored and a resume continues from them. */
int runner_execute(const Campaign *c, const RunPlan *plan, const Sink *sink, const RunOptions *opt,
                   RunStats *stats, char *err, size_t errlen);

/* begin, plan (shard, resume), execute, end.  Returns 0, or -1 with a message. */
int runner_run(const Campaign *c, const Sink *sink, const RunOptions *opt, RunStats *stats, char *err,
               size_t errlen);

/*
 * For `noirlab bench`: play the whole campaign with `threads` threads into an
 * in-memory sink (no I/O) and return the games per second of wall-clock time
 * in *games_per_s.  Returns 0, or -1 with a message.
 */
int runner_throughput(const Campaign *c, int threads, double *games_per_s, char *err, size_t errlen);

#endif
