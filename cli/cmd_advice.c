/*
 * cmd_advice.c — `noirlab advice`: play scenarios/campaigns/advice.ini (the
 * rulebook's advice as claims, analysis/advice.h) and write its report.
 *
 * The campaign is played by `noirlab run` itself (cmd_run with built
 * arguments), so progress, resume and refusals are those of run.  Other
 * policies than the file's (--detective, --murderer) are put into a copy of
 * the file, written to a temporary file and removed afterwards; the copy is a
 * different configuration, so a database of one pair of policies is never
 * resumed with another.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "../ai/policy.h"
#include "../analysis/report.h"
#include "../analysis/report_dir.h"
#include "../sim/data/catalog.h"
#include "commands.h"

static const char usage_text[] =
    "usage: noirlab advice [--games N] [--detective SPEC] [--murderer SPEC] [--db PATH]\n"
    "                      [--out DIR] [--threads T] [--seed S] [--resume] [--quiet]\n";

static const char help_text[] =
    "\n"
    "Test the rulebook's advice on motives and difficulty: play the campaign\n"
    "scenarios/campaigns/advice.ini (12 cells; docs/report.md says which claim reads\n"
    "which cell) and write the report with a verdict per claim.\n"
    "\n"
    "  --games N          games per cell (default: the file's, 50000)\n"
    "  --detective SPEC   Detective policy instead of the file's (heuristic)\n"
    "  --murderer SPEC    Murderer policy instead of the file's (heuristic)\n"
    "  --db PATH          database (default results/advice.db)\n"
    "  --out DIR          report folder (default results/advice)\n"
    "  --threads T, --seed S, --resume, --quiet   as for noirlab run\n"
    "\n"
    "ISMCTS is far too slow for 50,000 games a cell here; the heuristic players are\n"
    "the strongest that finish the campaign in minutes.\n"
    "Exit status: 0 done, 1 failed (database, I/O, figures), 2 bad flag.\n";

enum { VALUE_FLAGS = 7 };
static const char *const value_flag[VALUE_FLAGS] = {"--games", "--detective", "--murderer", "--db",
                                                    "--out", "--threads", "--seed"};

typedef struct AdviceArgs {
    const char *value[VALUE_FLAGS];   /* in the order of value_flag; NULL when not given */
    int resume, quiet;
} AdviceArgs;

enum { ARG_GAMES, ARG_DETECTIVE, ARG_MURDERER, ARG_DB, ARG_OUT, ARG_THREADS, ARG_SEED };

/* 0, 1 for --help, or -1 after printing the problem. */
static int parse_args(int argc, char **argv, AdviceArgs *a)
{
    memset(a, 0, sizeof *a);
    for (int i = 0; i < argc; i++) {
        const char *arg = argv[i], *eq = strchr(arg, '=');
        size_t len = eq ? (size_t)(eq - arg) : strlen(arg);
        if (strcmp(arg, "--help") == 0 || strcmp(arg, "-h") == 0)
            return 1;
        if (strcmp(arg, "--resume") == 0 || strcmp(arg, "--quiet") == 0) {
            *(arg[2] == 'r' ? &a->resume : &a->quiet) = 1;
            continue;
        }
        int k = 0;
        while (k < VALUE_FLAGS && (strlen(value_flag[k]) != len || strncmp(arg, value_flag[k], len) != 0))
            k++;
        if (k == VALUE_FLAGS) {
            fprintf(stderr, "noirlab advice: unknown option '%s' (noirlab advice --help)\n", arg);
            return -1;
        }
        const char *value = eq ? eq + 1 : i + 1 < argc ? argv[++i] : NULL;
        if (!value || a->value[k]) {
            fprintf(stderr, "noirlab advice: %s %s\n", value_flag[k], value ? "given twice" : "needs a value");
            return -1;
        }
        a->value[k] = value;
    }
    return 0;
}

/* A policy spec the registry accepts for that side, or -1 after printing why. */
static int check_policy(const char *flag, const char *spec, int side)
{
    Policy p;
    char err[512];
    if (policy_create(&p, spec, side, err, sizeof err)) {
        fprintf(stderr, "noirlab advice: %s: %s\n", flag, err);
        return -1;
    }
    policy_destroy(&p);
    return 0;
}

/* Is the line "KEY = ..." (spaces allowed)? */
static int line_sets(const char *line, const char *key)
{
    while (*line == ' ' || *line == '\t')
        line++;
    size_t n = strlen(key);
    if (strncmp(line, key, n) != 0)
        return 0;
    line += n;
    while (*line == ' ' || *line == '\t')
        line++;
    return *line == '=';
}

/* Copy the campaign file into a temporary file with the given policies in
 * place of its detective and murderer lines.  The path goes to tmp. */
static int write_variant(const char *path, const AdviceArgs *a, char *tmp, size_t tmplen)
{
    FILE *in = fopen(path, "r");
    if (!in) {
        fprintf(stderr, "noirlab advice: %s: cannot open: %s\n", path, strerror(errno));
        return -1;
    }
    snprintf(tmp, tmplen, "/tmp/noirlab-advice-XXXXXX");
    int fd = mkstemp(tmp);
    FILE *out = fd >= 0 ? fdopen(fd, "w") : NULL;
    if (!out) {
        fprintf(stderr, "noirlab advice: %s: cannot write: %s\n", tmp, strerror(errno));
        fclose(in);
        if (fd >= 0) {
            close(fd);
            unlink(tmp);
        }
        return -1;
    }
    char line[1024];
    while (fgets(line, sizeof line, in)) {
        if (a->value[ARG_DETECTIVE] && line_sets(line, "detective"))
            fprintf(out, "detective = %s\n", a->value[ARG_DETECTIVE]);
        else if (a->value[ARG_MURDERER] && line_sets(line, "murderer"))
            fprintf(out, "murderer = %s\n", a->value[ARG_MURDERER]);
        else
            fputs(line, out);
    }
    int bad = ferror(in) || ferror(out);
    fclose(in);
    if (fclose(out) != 0 || bad) {
        fprintf(stderr, "noirlab advice: %s: cannot write the campaign copy\n", tmp);
        unlink(tmp);
        return -1;
    }
    return 0;
}

/* noirlab run --campaign FILE --db DB [the shared flags]. */
static int play(const AdviceArgs *a, const char *campaign, const char *db)
{
    char *argv[16];
    int n = 0;
    argv[n++] = "--campaign";
    argv[n++] = (char *)campaign;
    argv[n++] = "--db";
    argv[n++] = (char *)db;
    static const int shared[] = {ARG_GAMES, ARG_THREADS, ARG_SEED};
    for (int i = 0; i < 3; i++)
        if (a->value[shared[i]]) {
            argv[n++] = (char *)value_flag[shared[i]];
            argv[n++] = (char *)a->value[shared[i]];
        }
    if (a->resume)
        argv[n++] = "--resume";
    if (a->quiet)
        argv[n++] = "--quiet";
    return cmd_run(n, argv);
}

int cmd_advice(int argc, char **argv)
{
    AdviceArgs a;
    int parsed = parse_args(argc, argv, &a);
    if (parsed == 1) {
        printf("%s%s", usage_text, help_text);
        return 0;
    }
    if (parsed < 0 || (a.value[ARG_DETECTIVE] && check_policy("--detective", a.value[ARG_DETECTIVE], SIDE_DETECTIVE)) ||
        (a.value[ARG_MURDERER] && check_policy("--murderer", a.value[ARG_MURDERER], SIDE_MURDERER)))
        return 2;

    const char *out = a.value[ARG_OUT] ? a.value[ARG_OUT] : "results/advice";
    char err[2048];
    if (outdir_check(out, err, sizeof err)) { /* before the campaign is played, not after */
        fprintf(stderr, "noirlab advice: %s\n", err);
        return 2;
    }
    char campaign[4096], variant[64] = "";
    snprintf(campaign, sizeof campaign, "%s/campaigns/advice.ini", catalog_default_dir());
    if ((a.value[ARG_DETECTIVE] || a.value[ARG_MURDERER]) && write_variant(campaign, &a, variant, sizeof variant))
        return 1;
    const char *db = a.value[ARG_DB];
    if (!db) {
        mkdir("results", 0777); /* the default place of runs, as for noirlab run */
        db = "results/advice.db";
    }
    int rc = play(&a, variant[0] ? variant : campaign, db);
    if (variant[0])
        unlink(variant);
    if (rc)
        return rc;
    if (report_write(db, out, &(ReportOptions){0}, err, sizeof err)) {
        fprintf(stderr, "noirlab advice: %s\n", err);
        return 1;
    }
    printf("advice report written to %s/index.html and %s/report.md\n", out, out);
    return 0;
}
