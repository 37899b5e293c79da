/*
 * cmd_report.c — `noirlab report DB --out DIR` (analysis/report.h, docs/report.md).
 */
#include <math.h>
#include <stdio.h>

#include "analysis/report.h"
#include "analysis/report_dir.h"
#include "cli/commands.h"
#include "cli/options.h"

static const char usage_text[] =
    "usage: noirlab report DB --out DIR [--min-games N] [--tolerance P] [--skill LADDER_DB]\n";

static const char about_text[] =
    "Write the balance report of a results database (docs/report.md): DIR/index.html\n"
    "(self-contained), DIR/report.md and DIR/figures/ (PNG, SVG, gnuplot scripts and data).\n"
    "Detective win rates per cell, true motive, motive set, scenario, switch setting and\n"
    "policy pair with Wilson 95% intervals, per skill level (policy pair); the motive the\n"
    "Detective names for each true motive; the shape of the games; and, when the database\n"
    "holds the cells of scenarios/campaigns/advice.ini, the rulebook's advice with a\n"
    "verdict per claim and level. It opens with \"At a glance\": the findings at the\n"
    "pair its skill basis headlines (an equilibrium's, else the matched top pair, never\n"
    "a skill gap), each with its number, interval and basis.\n";

static const char notes_text[] =
    "gnuplot draws the figures ($NOIRLAB_GNUPLOT, default gnuplot).\n"
    "Exit status: 0 written, 1 unreadable database or failed write, 2 bad usage.\n";

int cmd_report(int argc, char **argv)
{
    const char *out = NULL;
    uint64_t min_games = 0; /* 0: the default */
    double tolerance = NAN; /* NAN: the default */
    const char *skill = NULL;
    const Option options[] = {
        {"out", 0, OPT_STRING, &out, "DIR",
         "the report folder; an earlier report there is replaced, anything\n"
         "else is refused.  It appears complete or not at all."},
        {"min-games", 0, OPT_UNSIGNED, &min_games, "N", "groups with fewer games say \"too few games\" (default 100)",
         .min = 1, .max = UINT32_MAX},
        {"tolerance", 0, OPT_REAL, &tolerance, "P",
         "a side is favoured when the Detective's win rate is beyond\n"
         "50% +/- P percentage points (default 5)",
         .lo = 0.1, .hi = 49.9},
        {"skill", 0, OPT_STRING, &skill, "LADDER_DB",
         "the skill basis: the equilibrium (noirlab equilibrium) or else the\n"
         "ladder ratings (noirlab ladder) in this database; default: the\n"
         "report's own database, else ratings fitted from its cells"},
        {0},
    };
    const OptionCommand cmd = {"report", usage_text, about_text, options, notes_text};
    int n, rc = options_parse(&cmd, argc, argv, &n);
    if (rc == OPTIONS_OK && n != 1)
        rc = n ? options_fail(&cmd, "unexpected '%s': one database at a time", argv[1])
               : options_fail(&cmd, "which database? (DB is missing; noirlab report --help)");
    if (rc == OPTIONS_OK && !out)
        rc = options_fail(&cmd, "--out DIR is missing (noirlab report --help)");
    if (rc != OPTIONS_OK)
        return options_exit(rc);
    const char *db = argv[0];
    ReportOptions opt = {.min_games = min_games, .tolerance = isnan(tolerance) ? 0 : tolerance, .skill = skill};
    char err[2048];
    if (report_write(db, out, &opt, err, sizeof err)) {
        fprintf(stderr, "noirlab report: %s\n", err);
        return 1;
    }
    char dir[4096]; /* "rep/" reads rep/index.html; report_write accepted the name */
    outdir_normalise(out, dir, sizeof dir, err, sizeof err);
    printf("report written to %s/index.html and %s/report.md\n", dir, dir);
    return 0;
}
