/*
 * cmd_advice.c — `noirlab advice`: play scenarios/campaigns/advice.ini (the
 * rulebook's advice as claims, games/itk/report/advice.h) and write its report.
 *
 * The campaign is played by `noirlab run` itself (run_request), so progress,
 * resume and refusals are those of run, in messages that say "noirlab
 * advice:".  Other policies than the file's (--detective, --murderer) are
 * put into a copy of the file, written to a temporary file and removed
 * afterwards; the copy is a different configuration, so a database of one
 * pair of policies is never resumed with another.  After the report, the
 * verdict table (claims by skill level, games/itk/report/verdicts.h) is printed on
 * the terminal.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/game_policy.h"
#include "analysis/report.h"
#include "analysis/report_data.h"
#include "analysis/report_dir.h"
#include "cli/commands.h"
#include "cli/options.h"
#include "games/itk/cli/itk_commands.h"
#include "games/itk/data/catalog.h"
#include "games/itk/report/verdicts.h"
#include "sim/game_class.h"

static const char usage_text[] =
    "usage: noirlab advice [--games N] [--detective SPEC] [--murderer SPEC] [--db PATH]\n"
    "                      [--out DIR] [--tolerance P] [--threads T] [--seed S] [--resume] [--quiet]\n";

static const char about_text[] =
    "Test the rulebook's advice on motives and difficulty: play the campaign\n"
    "scenarios/campaigns/advice.ini (12 cells at two skill levels; docs/report.md says\n"
    "which claim reads which cell), write the report and print the verdict table:\n"
    "each claim at each level, judged against the smallest effect that matters\n"
    "(3 points) with Holm's correction over all the claims.\n";

static const char notes_text[] =
    "Random players give no verdict. ISMCTS is far too slow for 50,000 games a cell\n"
    "here; the two heuristic levels finish the campaign in minutes.\n"
    "Exit status: 0 done, 1 failed (database, I/O, figures), 2 bad flag.\n";

typedef struct AdviceArgs {
    RunRequest run;             /* --games, --threads, --seed, --db, --resume, --quiet: as for noirlab run */
    const char *detective, *murderer, *out;
    double tolerance;           /* NAN: the report's default */
} AdviceArgs;

static int parse_args(int argc, char **argv, AdviceArgs *a)
{
    *a = (AdviceArgs){.run = {.cmd = "advice"}, .tolerance = NAN};
    const Option options[] = {
        {"games", 0, OPT_STRING, &a->run.flags.games, "N", "games per cell (default: the file's, 50000)"},
        {"detective", 0, OPT_STRING, &a->detective, "SPEC",
         "one Detective policy instead of the file's two levels\n"
         "(heuristic:silenced=0.001 and heuristic)"},
        {"murderer", 0, OPT_STRING, &a->murderer, "SPEC", "Murderer policy instead of the file's (heuristic)"},
        {"db", 0, OPT_STRING, &a->run.db, "PATH", "database (default results/advice.db)"},
        {"out", 0, OPT_STRING, &a->out, "DIR", "report folder (default results/advice)"},
        {"tolerance", 0, OPT_REAL, &a->tolerance, "P", "as for noirlab report (default 5 points)", .lo = 0.1,
         .hi = 49.9},
        {"threads", 0, OPT_UNSIGNED, &a->run.threads, "T", "as for noirlab run", .min = 1, .max = 1024},
        {"seed", 0, OPT_STRING, &a->run.flags.seed, "S", "master seed (default: the file's)"},
        {"resume", 0, OPT_FLAG, &a->run.resume, NULL, "continue an interrupted advice run in --db"},
        {"quiet", 0, OPT_FLAG, &a->run.quiet, NULL, "no progress line"},
        {0},
    };
    const OptionCommand cmd = {"advice", usage_text, about_text, options, notes_text};
    return options_parse(&cmd, argc, argv, NULL);
}

/* A policy spec the game's registry accepts for that seat (a generic
 * player such as `mixture` included, as the campaign will play it), or -1
 * after printing why. */
static int check_policy(const char *flag, const char *spec, int seat)
{
    GamePolicy p;
    char err[2048];
    if (game_policy_create(&p, game_class_find("itk"), spec, seat, err, sizeof err)) {
        fprintf(stderr, "noirlab advice: %s: %s\n", flag, err);
        return -1;
    }
    game_policy_destroy(&p);
    return 0;
}

/* The verdict table of the database just reported on. */
static void print_verdicts(const char *db)
{
    ReportData d;
    char err[2048];
    if (report_data_load(&d, db, err, sizeof err)) {
        fprintf(stderr, "noirlab advice: %s\n", err);
        return;
    }
    VerdictSet v;
    itk_verdicts_evaluate(&d, REPORT_MIN_GAMES, &v);
    putchar('\n');
    itk_verdicts_print(&v, &d, stdout);
    putchar('\n');
    itk_verdicts_free(&v);
    report_data_free(&d);
}

int itk_cmd_advice(int argc, char **argv)
{
    AdviceArgs a;
    int parsed = parse_args(argc, argv, &a);
    if (parsed != OPTIONS_OK)
        return options_exit(parsed);
    if ((a.detective && check_policy("--detective", a.detective, GAME_SEEKER)) ||
        (a.murderer && check_policy("--murderer", a.murderer, GAME_HIDER)))
        return 2;

    const char *out = a.out ? a.out : "results/advice";
    char err[2048];
    if (outdir_check(out, err, sizeof err)) { /* before the campaign is played, not after */
        fprintf(stderr, "noirlab advice: %s\n", err);
        return 2;
    }
    char campaign[4096];
    snprintf(campaign, sizeof campaign, "%s/campaigns/advice.ini", itk_catalog_default_dir());
    a.run.flags.every_detective = a.detective; /* in every grid, with no copy of the file to leave behind */
    a.run.flags.every_murderer = a.murderer;
    a.run.db_name = "advice"; /* results/advice.db, made only once the campaign is accepted */
    a.run.argc = argc;        /* after a signal: "resume with: noirlab advice ... --resume" */
    a.run.argv = argv;
    a.run.campaign = campaign;
    int rc = run_request(&a.run);
    if (rc)
        return rc;
    const char *db = a.run.db ? a.run.db : "results/advice.db";
    ReportOptions opt = {.tolerance = isnan(a.tolerance) ? 0 : a.tolerance};
    if (report_write(db, out, &opt, err, sizeof err)) {
        fprintf(stderr, "noirlab advice: %s\n", err);
        return 1;
    }
    print_verdicts(db);
    char dir[4096]; /* "rep/" reads rep/index.html; report_write accepted the name */
    outdir_normalise(out, dir, sizeof dir, err, sizeof err);
    printf("advice report written to %s/index.html and %s/report.md\n", dir, dir);
    return 0;
}
