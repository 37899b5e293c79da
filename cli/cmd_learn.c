/*
 * cmd_learn.c — `noirlab learn`: play games of one cell and fit a model of
 * the Murderer's choices from them (ai/murderer_model.h, runner/learn.h),
 * written as a plain-text model file for `heuristic:model=FILE` and
 * `ismcts:model=FILE` (docs/learning.md).
 *
 * The file is written next to its destination under a temporary name and
 * linked into place only when complete; an existing file is never replaced.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "../runner/learn.h"
#include "commands.h"

static const char usage_text[] =
    "usage: noirlab learn --murderer SPEC [--detective SPEC] [--scenario NAME|FILE] [--motives A,B,...]\n"
    "                     [--games N] [--seed S] [--threads T] --out FILE\n"
    "  Plays N games (default 10000) of the cell these flags give `noirlab run` (same seeds), the\n"
    "  Detective (default heuristic) against the Murderer, and fits from the Murderer's own choices\n"
    "  (the truth is known) a model of how they depend on the hidden setup: how its liars answer, whom\n"
    "  it intimidates, which supporters it takes.  Writes the model to FILE, which must not exist.\n"
    "  Use it as --detective heuristic:model=FILE or ismcts:model=FILE (docs/learning.md).\n"
    "  --threads T   OpenMP threads (default: OMP_NUM_THREADS or all cores); the model is the same for any T\n";

typedef struct LearnArgs {
    CampaignFlags flags;
    const char *threads, *out;
} LearnArgs;

static const char **value_slot(LearnArgs *a, const char *flag)
{
    static const char *const names[] = {"--scenario", "--motives", "--detective", "--murderer",
                                        "--games",    "--seed",    "--threads",   "--out"};
    const char **slot[] = {&a->flags.scenario, &a->flags.motives, &a->flags.detective, &a->flags.murderer,
                           &a->flags.games,    &a->flags.seed,    &a->threads,         &a->out};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if (strcmp(flag, names[i]) == 0)
            return slot[i];
    return NULL;
}

/* Returns 0, 1 for --help, or -1 after printing the problem.  Values follow
 * their flag as the next argument or after '=' ("--games=500"). */
static int parse_args(int argc, char **argv, LearnArgs *a)
{
    memset(a, 0, sizeof *a);
    for (int i = 0; i < argc; i++) {
        const char *arg = argv[i];
        const char *eq = strncmp(arg, "--", 2) == 0 ? strchr(arg, '=') : NULL;
        char flag[32];
        size_t len = eq ? (size_t)(eq - arg) : strlen(arg);
        if (len >= sizeof flag) {
            fprintf(stderr, "noirlab learn: unknown option '%s' (noirlab learn --help)\n", arg);
            return -1;
        }
        memcpy(flag, arg, len);
        flag[len] = '\0';
        if (strcmp(flag, "--help") == 0 || strcmp(flag, "-h") == 0)
            return 1;
        const char **slot = value_slot(a, flag);
        if (!slot) {
            fprintf(stderr, "noirlab learn: unknown option '%s' (noirlab learn --help)\n", arg);
            return -1;
        }
        const char *value = eq ? eq + 1 : i + 1 < argc ? argv[++i] : NULL;
        if (!value) {
            fprintf(stderr, "noirlab learn: %s needs a value (noirlab learn --help)\n", flag);
            return -1;
        }
        if (*slot) {
            fprintf(stderr, "noirlab learn: %s given twice\n", flag);
            return -1;
        }
        *slot = value;
    }
    const char *missing = !a->flags.murderer ? "--murderer" : !a->out ? "--out" : NULL;
    if (missing) {
        fprintf(stderr, "noirlab learn: %s is required (noirlab learn --help)\n", missing);
        return -1;
    }
    return 0;
}

static long parse_threads(const char *text)
{
    char *end;
    errno = 0;
    long v = strtol(text, &end, 10);
    if (end == text || *end != '\0' || errno != 0 || v < 1 || v > 1024) {
        fprintf(stderr, "noirlab learn: --threads must be a whole number from 1 to 1024, not '%s'\n", text);
        return -1;
    }
    return v;
}

/* The file's comment: how it was made, so it can be made again. */
static void describe(const Campaign *c, const LearnArgs *a, long wins, char *out, size_t outlen)
{
    const Cell *cell = &c->cell[0];
    snprintf(out, outlen,
             "a model of the Murderer's choices (docs/learning.md), made by\n"
             "  noirlab learn --murderer %s --detective %s --scenario %s --motives %s --games %u --seed %llu\n"
             "the Detective won %ld of the %u games (%.3f)",
             c->spec[cell->murderer], c->spec[cell->detective], a->flags.scenario ? a->flags.scenario : "beginner",
             a->flags.motives ? a->flags.motives : "logic", c->games, (unsigned long long)c->master_seed, wins,
             c->games, c->games ? (double)wins / c->games : 0.0);
}

/* Write the model to `path` without ever replacing a file there: a temporary
 * file in the same directory, linked to `path` when complete (link fails if
 * the name has appeared meanwhile), then unlinked.  -1 with a message. */
static int write_model(const MurdererModel *m, const char *comment, const char *path, char *err, size_t errlen)
{
    char tmp[4096];
    if (snprintf(tmp, sizeof tmp, "%s.tmp-XXXXXX", path) >= (int)sizeof tmp) {
        snprintf(err, errlen, "%s: name too long", path);
        return -1;
    }
    int fd = mkstemp(tmp);
    FILE *f = fd < 0 ? NULL : fdopen(fd, "w");
    if (!f) {
        snprintf(err, errlen, "%s: cannot write: %s", path, strerror(errno));
        if (fd >= 0) {
            close(fd);
            unlink(tmp);
        }
        return -1;
    }
    int bad = murderer_model_write(m, comment, f) | fflush(f) | fsync(fileno(f));
    bad |= fclose(f);
    if (bad || link(tmp, path) != 0) {
        snprintf(err, errlen, "%s: %s", path,
                 errno == EEXIST ? "exists; learn never replaces a file (remove it or choose another --out)"
                                 : strerror(errno));
        unlink(tmp);
        return -1;
    }
    unlink(tmp);
    return 0;
}

int cmd_learn(int argc, char **argv)
{
    LearnArgs a;
    int parsed = parse_args(argc, argv, &a);
    if (parsed) {
        if (parsed > 0)
            fputs(usage_text, stdout);
        return parsed > 0 ? 0 : 2;
    }
    long threads = a.threads ? parse_threads(a.threads) : 0;
    if (threads < 0)
        return 2;
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
    if (catalog_load(&cat, catalog_default_dir(), err, sizeof err) ||
        campaign_from_flags(&c, &cat, &a.flags, err, sizeof err)) {
        fprintf(stderr, "noirlab learn: %s\n", err);
        return 2;
    }
    MurdererModel model;
    long wins = 0;
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    int rc = learn_murderer_model(&c, (int)threads, &model, &wins, err, sizeof err);
    clock_gettime(CLOCK_MONOTONIC, &t1);
    char comment[2048];
    if (rc == 0) {
        describe(&c, &a, wins, comment, sizeof comment);
        rc = write_model(&model, comment, a.out, err, sizeof err);
    }
    if (rc) {
        fprintf(stderr, "noirlab learn: %s\n", err);
        campaign_free(&c);
        return 1;
    }
    fprintf(stderr, "%s: %u games learned in %.1f s (wall); the Detective won %ld\n", a.out, c.games,
            (double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) * 1e-9, wins);
    campaign_free(&c);
    return 0;
}
