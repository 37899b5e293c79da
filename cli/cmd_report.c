/*
 * cmd_report.c — `noirlab report DB --out DIR` (analysis/report.h).
 */
#include <stdio.h>
#include <string.h>

#include "../analysis/report.h"
#include "commands.h"

static int usage(FILE *out, int status)
{
    fprintf(out, "usage: noirlab report DB --out DIR\n"
                 "  Writes DIR/index.html (self-contained), DIR/report.md and DIR/figures/ (PNG, SVG,\n"
                 "  gnuplot scripts) from a results database: Detective win rates per policy pair,\n"
                 "  scenario, motive set, switches and true motive with Wilson 95%% intervals, the\n"
                 "  motive confusion, and the game shape.  DIR is replaced only by a complete report.\n");
    return status;
}

int cmd_report(int argc, char **argv)
{
    const char *db = NULL, *out = NULL;
    for (int i = 0; i < argc; i++) {
        if (strcmp(argv[i], "--help") == 0)
            return usage(stdout, 0);
        if (strcmp(argv[i], "--out") == 0 && i + 1 < argc)
            out = argv[++i];
        else if (argv[i][0] != '-' && !db)
            db = argv[i];
        else {
            fprintf(stderr, "noirlab report: unexpected '%s'\n", argv[i]);
            return usage(stderr, 2);
        }
    }
    if (!db || !out) {
        fprintf(stderr, "noirlab report: %s\n", !db ? "missing DB" : "missing --out DIR");
        return usage(stderr, 2);
    }
    char err[2048];
    if (report_write(db, out, err, sizeof err)) {
        fprintf(stderr, "noirlab report: %s\n", err);
        return 1;
    }
    printf("report written to %s/index.html and %s/report.md\n", out, out);
    return 0;
}
