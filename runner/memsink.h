/*
 * memsink.h — a Sink that keeps each cell's aggregate in memory.
 *
 * Used by runner_throughput() (bench: no I/O in the way) and by tests that
 * compare runs without a database.  Per-game rows are not kept; they are
 * counted and folded into an order-independent digest, so two runs can still
 * be checked for logging the same rows.
 */
#ifndef NOIRLAB_MEMSINK_H
#define NOIRLAB_MEMSINK_H

#include <stdint.h>

#include "runner/campaign.h"
#include "runner/sink.h"

typedef struct MemSink {
    const Campaign *campaign;
    Aggregate *cell;       /* one per cell */
    uint8_t *done;         /* one per unit: stored */
    size_t n_units;
    uint64_t rows;         /* per-game rows received */
    uint64_t rows_digest;  /* sum of a hash of every row: independent of arrival order */
} MemSink;

void memsink_init(MemSink *m, const Campaign *c);
void memsink_free(MemSink *m);

/* The Sink interface over m.  chunk_done refuses a chunk stored twice. */
Sink memsink_sink(MemSink *m);

#endif
