/*
 * cmd_merge.c — `noirlab merge OUT SHARD...`: combine the shard databases of
 * one run (noirlab run --shard I/N) into one database (analysis/store.h).
 */
#include <stdio.h>
#include <string.h>

#include "../analysis/store.h"
#include "commands.h"

static const char usage_text[] = "usage: noirlab merge OUT.db SHARD.db...\n";

static const char help_text[] =
    "\n"
    "Sum the shard databases of one run (same campaign, seed and games; same N in\n"
    "--shard I/N; each I once) into the new database OUT.db.  OUT.db must not\n"
    "exist; it appears only when the merge succeeded.  The result is the same as a\n"
    "single-process run.  If shards are missing or unfinished, OUT.db says so and\n"
    "`noirlab run --db OUT.db --resume` with the same campaign plays what is missing.\n"
    "Exit status: 0 merged, 1 refused or failed, 2 bad usage.\n";

int cmd_merge(int argc, char **argv)
{
    for (int i = 0; i < argc; i++) {
        if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
            printf("%s%s", usage_text, help_text);
            return 0;
        }
        if (strncmp(argv[i], "-", 1) == 0) {
            fprintf(stderr, "noirlab merge: unknown option '%s' (noirlab merge --help)\n", argv[i]);
            return 2;
        }
    }
    if (argc < 2) {
        fprintf(stderr, "noirlab merge: needs the output and at least one shard database (%s)\n",
                "noirlab merge OUT.db SHARD.db...");
        return 2;
    }
    MergeInfo info;
    char err[2048];
    if (store_merge(argv[0], argv + 1, argc - 1, &info, err, sizeof err)) {
        fprintf(stderr, "noirlab merge: %s\n", err);
        return 1;
    }
    printf("%s: merged %d shard database%s of %d; %lld of %lld chunks\n", argv[0], argc - 1, argc > 2 ? "s" : "",
           info.shard_count, (long long)info.chunks, (long long)info.chunks_expected);
    if (info.chunks < info.chunks_expected)
        fprintf(stderr,
                "noirlab merge: warning: %s is incomplete (%lld chunks missing); finish it with noirlab run "
                "--db %s --resume and the same campaign, seed and games\n",
                argv[0], (long long)(info.chunks_expected - info.chunks), argv[0]);
    return 0;
}
