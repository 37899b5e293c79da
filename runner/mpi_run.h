/*
 * mpi_run.h — `noirlab run` across the ranks of an MPI job, into one database.
 *
 * Built with -DNOIRLAB_MPI=ON and started by an MPI launcher (mpirun, srun),
 * every rank of `noirlab run ... --db X` loads the same campaign; rank 0 alone
 * opens X.  Then:
 *
 *   1. rank 0 gathers every rank's configuration hash and refuses a job whose
 *      ranks read different campaigns;
 *   2. rank 0 begins the run in its store (the usual checks: --resume, same
 *      configuration; --shard only with one rank), plans the units (without
 *      the ledger's finished chunks when resuming) and broadcasts the plan;
 *   3. every rank plays the planned units with index % ranks == rank, with
 *      its own OpenMP threads; ranks > 0 send each finished chunk (aggregate
 *      and per-game rows) to rank 0, which stores it through the same store
 *      sink as a single process, one chunk per transaction;
 *   4. each rank > 0 ends with a "done" message (its status, its error), and
 *      rank 0 answers every rank with one "stop" message: early, to end the
 *      job after a failure anywhere, or last, as the acknowledgement.
 *
 * Aggregates are sums, so the database ends up exactly as a single-process
 * run's; a killed job resumed with --resume (any number of ranks, or none)
 * plays only the chunks missing from the ledger.  Messages carry the structs'
 * bytes: every rank must run the same noirlab binary on the same architecture.
 *
 * Without a launcher (or in a build without MPI) mpi_run_rank() is 0 and
 * mpi_runner_run() is runner_run(): the binary behaves as the plain one.
 */
#ifndef NOIRLAB_MPI_RUN_H
#define NOIRLAB_MPI_RUN_H

#include <stddef.h>

#include "runner/runner.h"

#ifdef NOIRLAB_MPI

/* This process's rank; 0 when no MPI launcher started it.  Under a launcher
 * the first call initialises MPI (threads serialised: the runner calls sinks
 * from one thread at a time). */
int mpi_run_rank(void);

/* Rank 0: runner_run() over all ranks; `sink` receives the chunks of every
 * rank.  Ends MPI.  Returns 0, or -1 with a message (naming the rank that
 * failed, if not this one). */
int mpi_runner_run(const Campaign *c, const Sink *sink, const RunOptions *opt, RunStats *stats, char *err,
                   size_t errlen);

/* Ranks > 0: play this rank's units and send them to rank 0.  Ends MPI.
 * Prints nothing (rank 0 reports); returns the exit status, 0 or 1 (0 when
 * rank 0 refused the job: rank 0 fails it, with the message). */
int mpi_run_worker(const Campaign *c, const RunOptions *opt);

#else

static inline int mpi_run_rank(void)
{
    return 0;
}

static inline int mpi_runner_run(const Campaign *c, const Sink *sink, const RunOptions *opt, RunStats *stats,
                                 char *err, size_t errlen)
{
    return runner_run(c, sink, opt, stats, err, errlen);
}

/* Not reached: without MPI every process is rank 0. */
static inline int mpi_run_worker(const Campaign *c, const RunOptions *opt)
{
    (void)c;
    (void)opt;
    return 1;
}

#endif

#endif
