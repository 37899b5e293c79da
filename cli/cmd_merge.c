/*
 * cmd_merge.c — `noirlab merge OUT SHARD...`: combine the shard databases of
 * one run (noirlab run --shard I/N) into one database (analysis/store.h).
 */
#include <stdio.h>

#include "analysis/store.h"
#include "cli/commands.h"
#include "cli/options.h"

static const char usage_text[] = "usage: noirlab merge OUT.db SHARD.db...\n";

static const char about_text[] =
    "Sum the shard databases of one run (same campaign, seed and games; same N in\n"
    "--shard I/N; each I once) into the new database OUT.db.  OUT.db must not\n"
    "exist; it appears only when the merge succeeded.  The result is the same as a\n"
    "single-process run.  If shards are missing or unfinished, OUT.db says so and\n"
    "`noirlab run --db OUT.db --resume` with the same campaign plays what is missing.\n";

static const char notes_text[] = "Exit status: 0 merged, 1 refused or failed, 2 bad usage.\n";

int cmd_merge(int argc, char **argv)
{
    static const Option options[] = {{0}};
    const OptionCommand cmd = {"merge", usage_text, about_text, options, notes_text};
    int n, rc = options_parse(&cmd, argc, argv, &n);
    if (rc == OPTIONS_OK && n < 2)
        rc = options_fail(&cmd, "needs the output and at least one shard database (%s)",
                          "noirlab merge OUT.db SHARD.db...");
    if (rc != OPTIONS_OK)
        return options_exit(rc);
    argc = n;
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
