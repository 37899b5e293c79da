/*
 * cmd_advice.c — `noirlab advice`: play scenarios/campaigns/advice.ini (the
 * rulebook's advice as claims, analysis/advice.h) and write its report.
 *
 * The campaign is played by `noirlab run` itself (run_request), so progress,
 * resume and refusals are those of run, in messages that say "noirlab
 * advice:".  Other policies than the file's (--detective, --murderer) are
 * put into a copy of the file, written to a temporary file and removed
 * afterwards; the copy is a different configuration, so a database of one
 * pair of policies is never resumed with another.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../ai/policy.h"
#include "../analysis/report.h"
#include "../sim/data/catalog.h"
#include "commands.h"
#include "options.h"

static const char usage_text[] =
    "usage: noirlab advice [--games N] [--detective SPEC] [--murderer SPEC] [--db PATH]\n"
    "                      [--out DIR] [--threads T] [--seed S] [--resume] [--quiet]\n";

static const char about_text[] =
    "Test the rulebook's advice on motives and difficulty: play the campaign\n"
    "scenarios/campaigns/advice.ini (12 cells; docs/report.md says which claim reads\n"
    "which cell) and write the report with a verdict per claim.\n";

static const char notes_text[] =
    "ISMCTS is far too slow for 50,000 games a cell here; the heuristic players are\n"
    "the strongest that finish the campaign in minutes.\n"
    "Exit status: 0 done, 1 failed (database, I/O, figures), 2 bad flag.\n";

typedef struct AdviceArgs {
    RunRequest run;             /* --games, --threads, --seed, --db, --resume, --quiet: as for noirlab run */
    const char *detective, *murderer, *out;
} AdviceArgs;

static int parse_args(int argc, char **argv, AdviceArgs *a)
{
    *a = (AdviceArgs){.run = {.cmd = "advice"}};
    const Option options[] = {
        {"games", 0, OPT_STRING, &a->run.flags.games, "N", "games per cell (default: the file's, 50000)"},
        {"detective", 0, OPT_STRING, &a->detective, "SPEC", "Detective policy instead of the file's (heuristic)"},
        {"murderer", 0, OPT_STRING, &a->murderer, "SPEC", "Murderer policy instead of the file's (heuristic)"},
        {"db", 0, OPT_STRING, &a->run.db, "PATH", "database (default results/advice.db)"},
        {"out", 0, OPT_STRING, &a->out, "DIR", "report folder (default results/advice)"},
        {"threads", 0, OPT_UNSIGNED, &a->run.threads, "T", "as for noirlab run", .min = 1, .max = 1024},
        {"seed", 0, OPT_STRING, &a->run.flags.seed, "S", "master seed (default: the file's)"},
        {"resume", 0, OPT_FLAG, &a->run.resume, NULL, "continue an interrupted advice run in --db"},
        {"quiet", 0, OPT_FLAG, &a->run.quiet, NULL, "no progress line"},
        {0},
    };
    const OptionCommand cmd = {"advice", usage_text, about_text, options, notes_text};
    return options_parse(&cmd, argc, argv, NULL);
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
        if (a->detective && line_sets(line, "detective"))
            fprintf(out, "detective = %s\n", a->detective);
        else if (a->murderer && line_sets(line, "murderer"))
            fprintf(out, "murderer = %s\n", a->murderer);
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

int cmd_advice(int argc, char **argv)
{
    AdviceArgs a;
    int parsed = parse_args(argc, argv, &a);
    if (parsed != OPTIONS_OK)
        return options_exit(parsed);
    if ((a.detective && check_policy("--detective", a.detective, SIDE_DETECTIVE)) ||
        (a.murderer && check_policy("--murderer", a.murderer, SIDE_MURDERER)))
        return 2;

    char campaign[4096], variant[64] = "";
    snprintf(campaign, sizeof campaign, "%s/campaigns/advice.ini", catalog_default_dir());
    if ((a.detective || a.murderer) && write_variant(campaign, &a, variant, sizeof variant))
        return 1;
    const char *out = a.out ? a.out : "results/advice";
    a.run.db_name = "advice"; /* results/advice.db, made only once the campaign is accepted */
    a.run.campaign = variant[0] ? variant : campaign;
    int rc = run_request(&a.run);
    if (variant[0])
        unlink(variant);
    if (rc)
        return rc;
    char err[2048];
    if (report_write(a.run.db ? a.run.db : "results/advice.db", out, &(ReportOptions){0}, err, sizeof err)) {
        fprintf(stderr, "noirlab advice: %s\n", err);
        return 1;
    }
    printf("advice report written to %s/index.html and %s/report.md\n", out, out);
    return 0;
}
