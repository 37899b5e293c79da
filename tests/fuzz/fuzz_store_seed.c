/*
 * fuzz_store_seed DIR — write the seed of fuzz_store: DIR/lab-store, a run
 * of the campaign store.ini played by the lab into its store (random games,
 * every game logged), in rollback mode so that the file is the whole
 * database.
 */
#include "fuzz_common.h"

#include <sqlite3.h>

#include "analysis/store.h"
#include "runner/campaign.h"
#include "runner/runner.h"

int main(int argc, char **argv)
{
    Campaign c;
    char path[4096], err[2048];
    if (argc != 2 || snprintf(path, sizeof path, "%s/lab-store", argv[1]) >= (int)sizeof path) {
        fprintf(stderr, "usage: fuzz_store_seed DIR\n");
        return 2;
    }
    remove(path);
    if (campaign_load(&c, fuzz_catalog(), NOIRLAB_SOURCE_DIR "/tests/fuzz/store.ini", NULL, err, sizeof err) != 0) {
        fprintf(stderr, "fuzz_store_seed: %s\n", err);
        return 1;
    }
    Store *s = store_open(path, err, sizeof err);
    Sink sink = s ? store_sink(s) : (Sink){0};
    RunStats stats;
    if (!s || runner_run(&c, &sink, &(RunOptions){.threads = 1}, &stats, err, sizeof err) != 0 ||
        sqlite3_exec(store_db(s), "PRAGMA journal_mode=DELETE", NULL, NULL, NULL) != SQLITE_OK) {
        fprintf(stderr, "fuzz_store_seed: %s\n", err);
        return 1;
    }
    store_close(s);
    campaign_free(&c);
    return 0;
}
