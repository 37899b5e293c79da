#include "runner/memsink.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/xalloc.h"

void memsink_init(MemSink *m, const Campaign *c)
{
    memset(m, 0, sizeof *m);
    m->campaign = c;
    m->n_units = campaign_units(c);
    m->cell = xcalloc((size_t)c->n_cells, sizeof *m->cell);
    m->done = xcalloc(m->n_units, 1);
}

void memsink_free(MemSink *m)
{
    free(m->cell);
    free(m->done);
    memset(m, 0, sizeof *m);
}

static uint64_t row_hash(const GameRow *r)
{
    uint64_t h = seed_mix(((uint64_t)r->cell << 32) | r->game) ^ r->seed;
    h = seed_mix(h ^ r->winner);
    for (int m = 0; m < GAME_METRICS_MAX; m++)
        h = seed_mix(h ^ r->metric[m]);
    return h;
}

static int mem_begin(void *ctx, const RunInfo *info, char *err, size_t errlen)
{
    MemSink *m = ctx;
    if (info->campaign != m->campaign) {
        snprintf(err, errlen, "memory sink: set up for another campaign");
        return -1;
    }
    return 0;
}

static int mem_stored(void *ctx, SinkMark mark, void *user, char *err, size_t errlen)
{
    MemSink *m = ctx;
    uint32_t per_cell = campaign_chunks_per_cell(m->campaign);
    (void)err;
    (void)errlen;
    for (size_t u = 0; u < m->n_units; u++)
        if (m->done[u])
            mark(user, (int)(u / per_cell), (uint32_t)(u % per_cell));
    return 0;
}

static int mem_chunk_done(void *ctx, const SinkChunk *k, char *err, size_t errlen)
{
    MemSink *m = ctx;
    size_t u = (size_t)k->cell * campaign_chunks_per_cell(m->campaign) + k->chunk;
    if (u >= m->n_units || m->done[u]) {
        snprintf(err, errlen, "memory sink: chunk %u of cell %d stored twice or out of range", k->chunk,
                 k->cell);
        return -1;
    }
    m->done[u] = 1;
    aggregate_add(&m->cell[k->cell], k->agg);
    for (size_t i = 0; i < k->n_rows; i++)
        m->rows_digest += row_hash(&k->rows[i]);
    m->rows += k->n_rows;
    return 0;
}

Sink memsink_sink(MemSink *m)
{
    return (Sink){.ctx = m, .begin = mem_begin, .stored = mem_stored, .chunk_done = mem_chunk_done};
}
