/*
 * sink.h — where a run's results go.
 *
 * The runner plays games and hands each finished chunk to a Sink; it knows
 * nothing about storage.  analysis/store.c is the SQLite sink; runner/memsink.c
 * keeps aggregates in memory (tests, bench).  A sink for another transport
 * (an MPI rank forwarding to rank 0) only has to implement these four calls.
 *
 * Contract:
 *   - begin() is called once, before anything else.  A sink that persists
 *     results compares info->config_hash with what it already holds: without
 *     info->resume it refuses any earlier run; with it, it refuses a run of a
 *     different configuration or shard.
 *   - stored() reports, through mark(), every chunk the sink already holds
 *     (called only when resuming; those chunks are not played again).
 *   - chunk_done() stores one chunk: its aggregate, its per-game rows and the
 *     fact that it is done, all or nothing.  The runner calls it from one
 *     thread at a time (inside an OpenMP critical section) but not always the
 *     same thread (an MPI sink needs MPI_THREAD_SERIALIZED for that).
 *   - end() is called once after every chunk of the run has been stored.  It
 *     is not called after a failure.
 * Each returns 0, or -1 with a message in err.  Any member may be NULL: it is
 * then not called.
 */
#ifndef NOIRLAB_SINK_H
#define NOIRLAB_SINK_H

#include <stddef.h>
#include <stdint.h>

#include "runner/aggregate.h"
#include "runner/campaign.h"

typedef struct RunInfo {
    const Campaign *campaign;    /* cells, names, configuration text and hash */
    int shard, shards;           /* this run is shard `shard` (1-based) of `shards`; 1/1 = everything */
    int resume;                  /* 1: continuing an interrupted run is expected */
} RunInfo;

typedef struct SinkChunk {
    int cell;
    uint32_t chunk;              /* index within the cell */
    uint32_t first, count;       /* game indices [first, first + count) */
    const Aggregate *agg;        /* the chunk's games, summed */
    const GameRow *rows;         /* the logged games, in game order */
    size_t n_rows;
} SinkChunk;

typedef void (*SinkMark)(void *user, int cell, uint32_t chunk);

typedef struct Sink {
    void *ctx;
    int (*begin)(void *ctx, const RunInfo *info, char *err, size_t errlen);
    int (*stored)(void *ctx, SinkMark mark, void *user, char *err, size_t errlen);
    int (*chunk_done)(void *ctx, const SinkChunk *chunk, char *err, size_t errlen);
    int (*end)(void *ctx, char *err, size_t errlen);
} Sink;

#endif
