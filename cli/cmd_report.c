/*
 * cmd_report.c — `noirlab report DB --out DIR` (analysis/report.h, docs/report.md).
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../analysis/report.h"
#include "commands.h"

static const char usage_text[] = "usage: noirlab report DB --out DIR [--min-games N] [--tolerance P]\n";

static const char help_text[] =
    "\n"
    "Write the balance report of a results database (docs/report.md): DIR/index.html\n"
    "(self-contained), DIR/report.md and DIR/figures/ (PNG, SVG, gnuplot scripts and data).\n"
    "Detective win rates per cell, true motive, motive set, scenario, switch setting and\n"
    "policy pair with Wilson 95% intervals; the motive the Detective names for each true\n"
    "motive; the shape of the games; and, when the database holds the cells of\n"
    "scenarios/campaigns/advice.ini, the rulebook's advice with a verdict per claim.\n"
    "\n"
    "  --out DIR        the report folder; an earlier report there is replaced, anything\n"
    "                   else is refused.  It appears complete or not at all.\n"
    "  --min-games N    groups with fewer games say \"too few games\" (default 100)\n"
    "  --tolerance P    a side is favoured when the Detective's win rate is beyond\n"
    "                   50% +/- P percentage points (default 5; 0 < P < 50)\n"
    "\n"
    "gnuplot draws the figures ($NOIRLAB_GNUPLOT, default gnuplot).\n"
    "Exit status: 0 written, 1 unreadable database or failed write, 2 bad usage.\n";

int cmd_report(int argc, char **argv)
{
    const char *db = NULL, *out = NULL, *min = NULL, *tolerance = NULL;
    for (int i = 0; i < argc; i++) {
        const char *a = argv[i];
        if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
            printf("%s%s", usage_text, help_text);
            return 0;
        }
        const char **slot = strcmp(a, "--out") == 0         ? &out
                            : strcmp(a, "--min-games") == 0 ? &min
                            : strcmp(a, "--tolerance") == 0 ? &tolerance
                                                            : NULL;
        if (slot) {
            if (i + 1 >= argc || *slot) {
                fprintf(stderr, "noirlab report: %s %s\n%s", a, *slot ? "given twice" : "needs a value", usage_text);
                return 2;
            }
            *slot = argv[++i];
        } else if (a[0] == '-' || db) {
            fprintf(stderr, "noirlab report: unexpected '%s'\n%s", a, usage_text);
            return 2;
        } else {
            db = a;
        }
    }
    if (!db || !out) {
        fprintf(stderr, "noirlab report: %s\n%s", !db ? "which database? (DB is missing)" : "--out DIR is missing",
                usage_text);
        return 2;
    }
    ReportOptions opt = {0};
    if (min) {
        char *end;
        errno = 0;
        long long n = strtoll(min, &end, 10);
        if (end == min || *end || errno || n < 1) {
            fprintf(stderr, "noirlab report: --min-games must be a whole number >= 1, not '%s'\n", min);
            return 2;
        }
        opt.min_games = (uint64_t)n;
    }
    if (tolerance && report_parse_tolerance("noirlab report", tolerance, &opt.tolerance))
        return 2;
    char err[2048];
    if (report_write(db, out, &opt, err, sizeof err)) {
        fprintf(stderr, "noirlab report: %s\n", err);
        return 1;
    }
    printf("report written to %s/index.html and %s/report.md\n", out, out);
    return 0;
}
