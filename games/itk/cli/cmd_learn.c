/*
 * cmd_learn.c — `noirlab learn`: play games of one cell and fit a model of
 * the Murderer's choices from them (games/itk/ai/murderer_model.h, games/itk/runner/learn.h),
 * written as a plain-text model file for `heuristic:model=FILE` and
 * `ismcts:model=FILE` (games/itk/docs/learning.md), never replacing a file
 * (games/itk/runner/learn_file.c).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "cli/commands.h"
#include "cli/options.h"
#include "games/itk/cli/itk_commands.h"
#include "games/itk/data/catalog.h"
#include "games/itk/runner/learn.h"

static const char usage_text[] =
    "usage: noirlab learn --murderer SPEC [--detective SPEC] [--scenario NAME|FILE] [--motives A,B,...]\n"
    "                     [--games N] [--seed S] [--threads T] --out FILE\n";

static const char about_text[] =
    "Plays N games of the cell these flags give `noirlab run` (same seeds), the Detective against\n"
    "the Murderer, and fits from the Murderer's own choices (the truth is known) a model of how they\n"
    "depend on the hidden setup: how its liars answer, whom it intimidates, which supporters it takes.\n"
    "Either SPEC is any the run takes, mixture:file=PATH too (a model of a mixture's choices).\n"
    "Writes the model to FILE, which must not exist, for --detective heuristic:model=FILE or\n"
    "ismcts:model=FILE (games/itk/docs/learning.md).  The model is the same for any --threads.\n";

typedef struct LearnArgs {
    CampaignFlags flags;
    uint64_t threads; /* 0: not given */
    const char *out;
} LearnArgs;

/* Returns OPTIONS_OK, or what options_exit turns into the exit status. */
static int parse_args(int argc, char **argv, LearnArgs *a)
{
    memset(a, 0, sizeof *a);
    const Option options[] = {
        {"murderer", 0, OPT_STRING, &a->flags.murderer, "SPEC", "the Murderer whose choices are learned (required)"},
        {"detective", 0, OPT_STRING, &a->flags.detective, "SPEC", "the Detective it plays against (default heuristic)"},
        {"scenario", 0, OPT_STRING, &a->flags.scenario, "X", "layout key or layout file (default beginner)"},
        {"motives", 0, OPT_STRING, &a->flags.motives, "LIST", "motive set: names, 'logic', 'all' (default logic)"},
        {"games", 0, OPT_STRING, &a->flags.games, "N", "games to learn from (default 10000)"},
        {"seed", 0, OPT_STRING, &a->flags.seed, "S", "master seed (default 1)"},
        {"threads", 0, OPT_UNSIGNED, &a->threads, "T", "OpenMP threads (default: OMP_NUM_THREADS or all cores)",
         .min = 1, .max = 1024},
        {"out", 0, OPT_STRING, &a->out, "FILE", "the model file to write (required; never replaced)"},
        {0},
    };
    const OptionCommand cmd = {"learn", usage_text, about_text, options,
                               "Exit status: 0 written, 1 failed (a game, the file), 2 bad flag or FILE exists.\n"};
    int rc = options_parse(&cmd, argc, argv, NULL);
    if (rc == OPTIONS_OK && (!a->flags.murderer || !a->out))
        rc = options_fail(&cmd, "%s is required (noirlab learn --help)", !a->flags.murderer ? "--murderer" : "--out");
    return rc;
}

/* How the model was made, so it can be made again. */
static void describe(const Campaign *c, const LearnArgs *a, char *out, size_t outlen)
{
    const Cell *cell = &c->cell[0];
    snprintf(out, outlen, "noirlab learn --murderer %s --detective %s --scenario %s --motives %s --games %u --seed %llu",
             c->spec[cell->murderer], c->spec[cell->detective], a->flags.scenario ? a->flags.scenario : "beginner",
             a->flags.motives ? a->flags.motives : "logic", c->games, (unsigned long long)c->master_seed);
}

int itk_cmd_learn(int argc, char **argv)
{
    LearnArgs a;
    int parsed = parse_args(argc, argv, &a);
    if (parsed != OPTIONS_OK)
        return options_exit(parsed);
    if (access(a.out, F_OK) == 0) {
        fprintf(stderr, "noirlab learn: --out %s: exists; learn never replaces a file (remove it or choose another "
                        "--out)\n", a.out);
        return 2;
    }
    if (!a.flags.detective)
        a.flags.detective = "heuristic";
    if (!a.flags.games)
        a.flags.games = "10000";

    static Catalog cat;
    static Campaign c;
    char err[CAMPAIGN_ERR_MAX];
    if (itk_catalog_load(&cat, itk_catalog_default_dir(), err, sizeof err) ||
        campaign_from_flags(&c, &cat, &a.flags, err, sizeof err)) {
        fprintf(stderr, "noirlab learn: %s\n", err);
        return 2;
    }
    LearnSummary sum;
    struct timespec t0, t1;
    char how[1024];
    describe(&c, &a, how, sizeof how);
    clock_gettime(CLOCK_MONOTONIC, &t0);
    int rc = itk_learn_model_file(&c, (int)a.threads, how, a.out, &sum, err, sizeof err);
    clock_gettime(CLOCK_MONOTONIC, &t1);
    if (rc) {
        fprintf(stderr, "noirlab learn: %s\n", err);
        campaign_free(&c);
        return 1;
    }
    fprintf(stderr, "%s: %u games learned in %.1f s (wall); the Detective won %ld\n", a.out, c.games,
            (double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) * 1e-9, sum.detective_wins);
    campaign_free(&c);
    return 0;
}
