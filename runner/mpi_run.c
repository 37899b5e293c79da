/*
 * mpi_run.c — the MPI mode of `noirlab run` (mpi_run.h, docs/cluster.md).
 *
 * Layout of this file: starting MPI; chunk and done messages; the start that
 * every rank goes through; ranks > 0 (workers); rank 0 (the root).
 *
 * MPI calls are serialised: the runner calls a sink from one thread at a time
 * (inside its critical section) and everything else runs on the main thread
 * outside the parallel loop, so MPI_THREAD_SERIALIZED is enough.  MPI's
 * default error handler ends the whole job on a communication error, so the
 * calls' return codes are not checked.
 */
#include "runner/mpi_run.h"

#include <limits.h>
#include <mpi.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/errorf.h"
#include "base/xalloc.h"

enum {
    TAG_CHUNK = 1,   /* worker -> root: one finished chunk */
    TAG_DONE = 2,    /* worker -> root: the worker's last message */
    TAG_STOP = 3,    /* root -> worker: exactly one per worker, early (a failure) or as the last word */
    ERR_MAX = 2048,
};

/* ---------------------------------------------------------------------------
 * Starting MPI
 * ------------------------------------------------------------------------- */

static int looked;    /* mpi_run_rank() has run */
static int started;   /* MPI_Init_thread was called */
static int rank_, ranks_ = 1;

/* Variables that a launcher sets for the processes it starts: Open MPI's
 * mpirun, PMIx (srun --mpi=pmix) and PMI-1/2 (MPICH, srun --mpi=pmi2). */
static int launched(void)
{
    static const char *const vars[] = {"OMPI_COMM_WORLD_SIZE", "PMIX_RANK", "PMI_RANK", "PMI_SIZE"};
    for (size_t i = 0; i < sizeof vars / sizeof vars[0]; i++)
        if (getenv(vars[i]))
            return 1;
    return 0;
}

int mpi_run_rank(void)
{
    if (looked)
        return rank_;
    looked = 1;
    if (!launched())
        return 0;
    int provided;
    MPI_Init_thread(NULL, NULL, MPI_THREAD_SERIALIZED, &provided);
    started = 1;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank_);
    MPI_Comm_size(MPI_COMM_WORLD, &ranks_);
    if (provided < MPI_THREAD_SERIALIZED) {
        if (rank_ == 0)
            fprintf(stderr, "noirlab run: the MPI library offers no MPI_THREAD_SERIALIZED, which the threads of "
                            "a rank need\n");
        MPI_Abort(MPI_COMM_WORLD, 1);
    }
    return rank_;
}

/* ---------------------------------------------------------------------------
 * Messages
 * ------------------------------------------------------------------------- */

/* A chunk message: this header, the chunk's Aggregate, then its n_rows GameRows. */
typedef struct ChunkHeader {
    int32_t cell;
    uint32_t chunk, first, count;
    uint64_t n_rows;
} ChunkHeader;

/* A worker's last message. */
typedef struct DoneMessage {
    int32_t ok;
    int32_t threads;
    char err[ERR_MAX];
} DoneMessage;

/* Rows start right after the Aggregate: keep them aligned without packing. */
_Static_assert((sizeof(ChunkHeader) + sizeof(Aggregate)) % _Alignof(GameRow) == 0, "chunk message rows aligned");

static size_t chunk_bytes(uint64_t n_rows)
{
    return sizeof(ChunkHeader) + sizeof(Aggregate) + n_rows * sizeof(GameRow);
}

/* A chunk as one buffer (the caller frees it).  A chunk holds at most
 * 10,000,000 games (campaign.c), so its size fits in an int. */
static char *chunk_pack(const SinkChunk *k, int *bytes)
{
    size_t n = chunk_bytes(k->n_rows);
    char *buf = xrealloc(NULL, n);
    ChunkHeader h = {k->cell, k->chunk, k->first, k->count, k->n_rows};
    memcpy(buf, &h, sizeof h);
    memcpy(buf + sizeof h, k->agg, sizeof *k->agg);
    if (k->n_rows)
        memcpy(buf + sizeof h + sizeof *k->agg, k->rows, k->n_rows * sizeof *k->rows);
    *bytes = (int)n;
    return buf;
}

/* Read a chunk message into *k (its rows point into buf, its aggregate to
 * *agg) after checking it against the campaign.  Returns 0, or -1. */
static int chunk_unpack(const Campaign *c, const char *buf, size_t bytes, SinkChunk *k, Aggregate *agg)
{
    ChunkHeader h;
    if (bytes < chunk_bytes(0))
        return -1;
    memcpy(&h, buf, sizeof h);
    memcpy(agg, buf + sizeof h, sizeof *agg);
    uint32_t per_cell = campaign_chunks_per_cell(c);
    if (h.n_rows > h.count || bytes != chunk_bytes(h.n_rows) || h.cell < 0 || h.cell >= c->n_cells ||
        h.chunk >= per_cell)
        return -1;
    int cell;
    uint32_t chunk, first, count;
    campaign_unit(c, (size_t)h.cell * per_cell + h.chunk, &cell, &chunk, &first, &count);
    if (first != h.first || count != h.count || agg->games != count)
        return -1;
    *k = (SinkChunk){h.cell, h.chunk, h.first, h.count, agg,
                     (const GameRow *)(const void *)(buf + sizeof h + sizeof *agg), h.n_rows};
    return 0;
}

/* MPI counts are ints: broadcast a long buffer in pieces. */
static void bcast_bytes(uint8_t *p, size_t n)
{
    for (size_t done = 0; done < n;) {
        int piece = n - done > (size_t)INT_MAX ? INT_MAX : (int)(n - done);
        MPI_Bcast(p + done, piece, MPI_BYTE, 0, MPI_COMM_WORLD);
        done += (size_t)piece;
    }
}

/* ---------------------------------------------------------------------------
 * The start: every rank
 * ------------------------------------------------------------------------- */

/* Rank 0: every rank read the same configuration; the run begins in the
 * sink; the plan drops the chunks already stored (and keeps the shard, for
 * mpirun -np 1 --shard I/N). */
static int root_begin(const Campaign *c, const uint64_t *hashes, const Sink *sink, const RunOptions *opt,
                      RunPlan *plan, size_t *skipped, char *err, size_t errlen)
{
    for (int r = 1; r < ranks_; r++)
        if (hashes[r] != c->config_hash)
            return errorf(err, errlen,
                          "rank %d read another campaign than rank 0 (configuration %016llx, rank 0 %016llx): "
                          "give every rank the same campaign file, game data, --seed and --games",
                          r, (unsigned long long)hashes[r], (unsigned long long)c->config_hash);
    int shard = opt->shards ? opt->shard : 1, shards = opt->shards ? opt->shards : 1;
    /* Ranks take units by index modulo the rank count, shards modulo N: with
     * a common factor some ranks would get nothing.  One split at a time. */
    if (shards > 1 && ranks_ > 1)
        return errorf(err, errlen, "--shard %d/%d: the %d ranks of this job already split the campaign; run "
                                   "either one mpirun job without --shard, or shards without mpirun",
                      shard, shards, ranks_);
    RunInfo info = {c, shard, shards, opt->resume};
    if (sink->begin && sink->begin(sink->ctx, &info, err, errlen))
        return -1;
    runner_plan_keep(plan, (size_t)shards, (size_t)(shard - 1));
    return opt->resume ? runner_plan_skip_stored(plan, c, sink, skipped, err, errlen) : 0;
}

/* Every rank: the plan of the whole job (all ranks' units), decided by rank
 * 0.  Returns 0, or -1 (with a message on rank 0; the plan is then freed). */
static int start(const Campaign *c, const Sink *sink, const RunOptions *opt, RunPlan *plan, size_t *skipped,
                 char *err, size_t errlen)
{
    uint64_t hash = c->config_hash;
    uint64_t *hashes = rank_ == 0 ? xcalloc((size_t)ranks_, sizeof *hashes) : NULL;
    MPI_Gather(&hash, 1, MPI_UINT64_T, hashes, 1, MPI_UINT64_T, 0, MPI_COMM_WORLD);
    runner_plan(c, plan);
    *skipped = 0;
    int ok = rank_ != 0 || root_begin(c, hashes, sink, opt, plan, skipped, err, errlen) == 0;
    free(hashes);
    MPI_Bcast(&ok, 1, MPI_INT, 0, MPI_COMM_WORLD);
    if (!ok) {
        runner_plan_free(plan);
        return -1;
    }
    bcast_bytes(plan->todo, plan->n_units);
    return 0;
}

/* ---------------------------------------------------------------------------
 * Ranks > 0: play, and send every chunk to rank 0
 * ------------------------------------------------------------------------- */

/* Chunks on their way to rank 0: sends are non-blocking so that a worker
 * keeps playing while rank 0 is busy with a chunk of its own. */
typedef struct Outbox {
    MPI_Request *req;
    char **buf;
    size_t n, cap;
    int stopped;   /* rank 0's stop message has been received */
} Outbox;

/* Free the buffers of the sends that have completed. */
static void outbox_reap(Outbox *o)
{
    size_t kept = 0;
    for (size_t i = 0; i < o->n; i++) {
        int done;
        MPI_Test(&o->req[i], &done, MPI_STATUS_IGNORE);
        if (done) {
            free(o->buf[i]);
        } else {
            o->req[kept] = o->req[i];
            o->buf[kept++] = o->buf[i];
        }
    }
    o->n = kept;
}

static void outbox_flush(Outbox *o)
{
    MPI_Waitall((int)o->n, o->req, MPI_STATUSES_IGNORE);
    for (size_t i = 0; i < o->n; i++)
        free(o->buf[i]);
    free(o->req);
    free(o->buf);
}

static int stop_arrived(Outbox *o)
{
    int flag = 0;
    if (!o->stopped) {
        MPI_Iprobe(0, TAG_STOP, MPI_COMM_WORLD, &flag, MPI_STATUS_IGNORE);
        if (flag) {
            MPI_Recv(NULL, 0, MPI_BYTE, 0, TAG_STOP, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
            o->stopped = 1;
        }
    }
    return o->stopped;
}

static int worker_chunk_done(void *ctx, const SinkChunk *k, char *err, size_t errlen)
{
    Outbox *o = ctx;
    if (stop_arrived(o))
        return errorf(err, errlen, "stopped by rank 0");
    if (o->n == o->cap) {
        o->cap = o->cap ? 2 * o->cap : 16;
        o->req = xrealloc(o->req, o->cap * sizeof *o->req);
        o->buf = xrealloc(o->buf, o->cap * sizeof *o->buf);
    }
    int bytes;
    o->buf[o->n] = chunk_pack(k, &bytes);
    MPI_Isend(o->buf[o->n], bytes, MPI_BYTE, 0, TAG_CHUNK, MPI_COMM_WORLD, &o->req[o->n]);
    o->n++;
    outbox_reap(o);
    return 0;
}

int mpi_run_worker(const Campaign *c, const RunOptions *opt)
{
    RunPlan plan;
    size_t skipped;
    char err[ERR_MAX] = "";
    if (start(c, NULL, opt, &plan, &skipped, err, sizeof err)) {
        /* Rank 0 refused the job and reports it with its own exit status.  A
         * non-zero status here would let the launcher kill rank 0 before its
         * message is out. */
        MPI_Finalize();
        return 0;
    }
    runner_plan_keep(&plan, (size_t)ranks_, (size_t)rank_);
    Outbox o = {0};
    Sink sink = {.ctx = &o, .chunk_done = worker_chunk_done};
    RunOptions mine = *opt;
    mine.progress = NULL; /* rank 0 shows the progress of the whole job */
    RunStats stats;
    int rc = runner_execute(c, &plan, &sink, &mine, &stats, err, sizeof err);
    runner_plan_free(&plan);
    outbox_flush(&o);

    DoneMessage done = {rc == 0, stats.threads, ""};
    snprintf(done.err, sizeof done.err, "%s", err);
    MPI_Send(&done, (int)sizeof done, MPI_BYTE, 0, TAG_DONE, MPI_COMM_WORLD);
    if (!o.stopped)
        MPI_Recv(NULL, 0, MPI_BYTE, 0, TAG_STOP, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Finalize();
    return rc ? 1 : 0;
}

/* ---------------------------------------------------------------------------
 * Rank 0: play, receive, store
 * ------------------------------------------------------------------------- */

typedef struct Root {
    const Campaign *c;
    const Sink *store;
    const RunOptions *opt;
    int running;            /* workers whose done message has not arrived */
    int *answered;          /* per rank: its stop message has been sent */
    MPI_Request *stop;      /* per rank: that send */
    int failed;
    char err[ERR_MAX];      /* the first failure */
    /* The whole job's progress, as runner_execute() keeps it for one process. */
    RunProgress p;
    uint32_t *left;         /* per cell: planned chunks not stored yet */
    double start;
    size_t chunks;
    int threads;            /* of all ranks */
} Root;

static void root_init(Root *r, const Campaign *c, const Sink *store, const RunOptions *opt, const RunPlan *plan)
{
    memset(r, 0, sizeof *r);
    r->c = c;
    r->store = store;
    r->opt = opt;
    r->running = ranks_ - 1;
    r->answered = xcalloc((size_t)ranks_, sizeof *r->answered);
    r->answered[0] = 1;
    r->stop = xcalloc((size_t)ranks_, sizeof *r->stop);
    for (int i = 0; i < ranks_; i++)
        r->stop[i] = MPI_REQUEST_NULL;
    r->left = xcalloc((size_t)c->n_cells, sizeof *r->left);
    for (size_t u = 0; u < plan->n_units; u++) {
        int cell;
        uint32_t chunk, first, count;
        if (!plan->todo[u])
            continue;
        campaign_unit(c, u, &cell, &chunk, &first, &count);
        if (r->left[cell]++ == 0)
            r->p.cells_total++;
        r->p.games_total += count;
    }
    r->start = MPI_Wtime();
}

static void root_free(Root *r)
{
    free(r->answered);
    free(r->stop);
    free(r->left);
}

/* Send rank w its one stop message, unless it already has it. */
static void root_answer(Root *r, int w)
{
    if (r->answered[w])
        return;
    r->answered[w] = 1;
    MPI_Isend(NULL, 0, MPI_BYTE, w, TAG_STOP, MPI_COMM_WORLD, &r->stop[w]);
}

/* The first failure is the one reported; every worker is told to stop. */
__attribute__((format(printf, 2, 3)))
static void root_fail(Root *r, const char *fmt, ...)
{
    if (!r->failed) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(r->err, sizeof r->err, fmt, ap);
        va_end(ap);
        r->failed = 1;
    }
    for (int w = 1; w < ranks_; w++)
        root_answer(r, w);
}

/* Store a chunk of any rank.  After a failure nothing more is stored: the
 * ledger then holds whole chunks only, and --resume plays the rest. */
static void root_store(Root *r, const SinkChunk *k)
{
    char e[ERR_MAX];
    if (r->failed)
        return;
    if (r->store->chunk_done && r->store->chunk_done(r->store->ctx, k, e, sizeof e)) {
        root_fail(r, "%s", e);
        return;
    }
    r->chunks++;
    r->p.games_done += k->count;
    if (--r->left[k->cell] == 0)
        r->p.cells_done++;
    r->p.seconds = MPI_Wtime() - r->start;
    if (r->opt->progress)
        r->opt->progress(r->opt->progress_ctx, &r->p);
}

/* Receive the message `st` announces and act on it. */
static void root_receive(Root *r, const MPI_Status *st)
{
    int bytes, from = st->MPI_SOURCE;
    MPI_Get_count(st, MPI_BYTE, &bytes);
    char *buf = xrealloc(NULL, (size_t)bytes);
    MPI_Recv(buf, bytes, MPI_BYTE, from, st->MPI_TAG, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    if (st->MPI_TAG == TAG_CHUNK) {
        SinkChunk k;
        Aggregate agg;
        if (chunk_unpack(r->c, buf, (size_t)bytes, &k, &agg))
            root_fail(r, "rank %d sent a chunk that does not fit the campaign (%d bytes)", from, bytes);
        else
            root_store(r, &k);
    } else if (st->MPI_TAG == TAG_DONE) {
        DoneMessage done;
        r->running--;
        if (bytes != (int)sizeof done) {
            root_fail(r, "rank %d ended with a message that does not fit (%d bytes)", from, bytes);
        } else {
            memcpy(&done, buf, sizeof done);
            done.err[sizeof done.err - 1] = '\0';
            r->threads += done.threads;
            if (!done.ok)
                root_fail(r, "rank %d: %s", from, done.err);
        }
        root_answer(r, from);
    } else {
        root_fail(r, "rank %d sent an unexpected message (tag %d, %d bytes)", from, st->MPI_TAG, bytes);
    }
    free(buf);
}

/* Take in whatever the workers have sent so far. */
static void root_poll(Root *r)
{
    for (;;) {
        int flag;
        MPI_Status st;
        MPI_Iprobe(MPI_ANY_SOURCE, MPI_ANY_TAG, MPI_COMM_WORLD, &flag, &st);
        if (!flag)
            return;
        root_receive(r, &st);
    }
}

/* The sink of rank 0's own chunks: store, then look at the mailbox. */
static int root_chunk_done(void *ctx, const SinkChunk *k, char *err, size_t errlen)
{
    Root *r = ctx;
    root_store(r, k);
    root_poll(r);
    return r->failed ? errorf(err, errlen, "%s", r->err) : 0;
}

int mpi_runner_run(const Campaign *c, const Sink *sink, const RunOptions *opt, RunStats *stats, char *err,
                   size_t errlen)
{
    mpi_run_rank();
    if (!started)
        return runner_run(c, sink, opt, stats, err, errlen);
    memset(stats, 0, sizeof *stats);
    RunPlan plan;
    size_t skipped;
    if (start(c, sink, opt, &plan, &skipped, err, errlen)) {
        MPI_Finalize();
        return -1;
    }
    Root r;
    root_init(&r, c, sink, opt, &plan);
    runner_plan_keep(&plan, (size_t)ranks_, 0);
    Sink own = {.ctx = &r, .chunk_done = root_chunk_done};
    RunOptions mine = *opt;
    mine.progress = NULL; /* root_store() shows the whole job's */
    RunStats s;
    char e[ERR_MAX];
    if (runner_execute(c, &plan, &own, &mine, &s, e, sizeof e) && !r.failed)
        root_fail(&r, "%s", e);
    r.threads += s.threads;
    while (r.running > 0) {
        MPI_Status st;
        MPI_Probe(MPI_ANY_SOURCE, MPI_ANY_TAG, MPI_COMM_WORLD, &st);
        root_receive(&r, &st);
    }
    MPI_Waitall(ranks_, r.stop, MPI_STATUSES_IGNORE);
    if (!r.failed && sink->end && sink->end(sink->ctx, e, sizeof e))
        root_fail(&r, "%s", e);

    *stats = (RunStats){r.p.games_done, r.chunks, skipped, MPI_Wtime() - r.start, r.threads};
    if (r.failed)
        errorf(err, errlen, "%s", r.err);
    int rc = r.failed ? -1 : 0;
    root_free(&r);
    runner_plan_free(&plan);
    MPI_Finalize();
    return rc;
}
