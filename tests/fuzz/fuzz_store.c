/*
 * fuzz_store — the readers of a results database on any database bytes
 * (issue 29): report's loader (report_data_load: db_open_reader, then
 * store_check_contents), merge (the input as the one shard of store_merge)
 * and --resume (store_open, the sink's begin with resume, the stored chunks
 * and the cells' totals) each accept it or refuse it with one line naming
 * the file; none may crash, leak or hang.  Seeded with a run the lab writes
 * (fuzz_store_seed.c) of the campaign store.ini, which resume is asked to
 * continue.
 */
#include "fuzz_common.h"

#include "analysis/owned.h"
#include "analysis/report_data.h"
#include "analysis/store.h"
#include "runner/campaign.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static const Campaign *campaign(void)
{
    static Campaign c;
    static int loaded;
    char err[CAMPAIGN_ERR_MAX];
    if (!loaded && campaign_load(&c, fuzz_catalog(), NOIRLAB_SOURCE_DIR "/tests/fuzz/store.ini", NULL, err,
                                 sizeof err) != 0) {
        fprintf(stderr, "fuzz: cannot load the campaign: %s\n", err);
        abort();
    }
    loaded = 1;
    return &c;
}

/* An error: none, or a refusal naming `path` (or, for a merge, its output). */
static void refused_or_not(int rc, const char *err, const char *path)
{
    if (rc != 0)
        fuzz_assert_refusal(err, path);
}

static void mark(void *user, int cell, uint32_t chunk)
{
    (void)user, (void)cell, (void)chunk;
}

static void report(const char *path)
{
    ReportData d;
    char err[2048];
    int rc = report_data_load(&d, path, err, sizeof err);
    refused_or_not(rc, err, path);
    if (rc == 0)
        report_data_free(&d);
}

static void merge(const char *path)
{
    char out[256], err[2048];
    snprintf(out, sizeof out, "fuzz-%ld-merged.db", (long)getpid());
    owned_remove_db(out);
    MergeInfo info;
    int rc = store_merge(out, (char *const[]){(char *)path}, 1, &info, err, sizeof err);
    if (rc != 0 && strncmp(err, out, strlen(out)) == 0)
        fuzz_assert_refusal(err, out);
    else
        refused_or_not(rc, err, path);
    owned_remove_db(out);
}

static void resume(const char *path)
{
    const Campaign *c = campaign();
    char err[2048];
    Store *s = store_open(path, err, sizeof err);
    if (!s) {
        fuzz_assert_refusal(err, path);
        return;
    }
    Sink sink = store_sink(s);
    RunInfo info = {.campaign = c, .shard = 1, .shards = 1, .resume = 1};
    uint64_t games[8], wins[8];
    int rc = sink.begin(sink.ctx, &info, err, sizeof err);
    if (rc == 0)
        rc = sink.stored(sink.ctx, mark, NULL, err, sizeof err);
    if (rc == 0)
        rc = store_cell_totals(s, c->n_cells, games, wins, err, sizeof err);
    refused_or_not(rc, err, path);
    store_close(s);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char name[64];
    snprintf(name, sizeof name, "fuzz-%ld-in.db", (long)getpid());
    owned_remove_db(name); /* no side file of the last input may be read with this one */
    const char *path = fuzz_file(data, size, "in.db");
    report(path);
    merge(path);
    resume(path); /* last: it may write to the input */
    owned_remove_db(path);
    return 0;
}
