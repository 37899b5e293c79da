/*
 * cmd_advice.c — `noirlab advice`: run scenarios/campaigns/advice.ini (or
 * resume it) and write the report with the verdict on each piece of the
 * rulebook's advice (analysis/advice.h).
 */
#include <stdio.h>
#include <string.h>

#include "../analysis/advice.h"
#include "../analysis/report.h"
#include "commands.h"

static int usage(FILE *out, int status)
{
    fprintf(out, "usage: noirlab advice [--campaign FILE] [--games N] [--seed S] [--threads T]\n"
                 "                      [--db PATH] [--out DIR] [--quiet]\n"
                 "  Plays the advice campaign (default scenarios/campaigns/advice.ini, 10,000 games a\n"
                 "  cell; resumed when the database already holds part of it) and writes the report\n"
                 "  with a verdict per claim into DIR (default results/advice).  Defaults: --db\n"
                 "  results/advice.db.\n");
    return status;
}

static int write_report(const char *db, const char *out, char *err, size_t errlen)
{
    ReportData d;
    if (report_data_load(&d, db, err, errlen))
        return -1;
    char tmp[4000], figures[4096];
    if (report_start(out, tmp, sizeof tmp, err, errlen)) {
        report_data_free(&d);
        return -1;
    }
    snprintf(figures, sizeof figures, "%s/figures", tmp);
    Doc doc = {0};
    doc_heading(&doc, 1, "NoirLab: the rulebook's advice, tested");
    advice_section(&d, &doc);
    int rc = report_build(&d, &doc, figures, err, errlen);
    if (rc == 0)
        rc = report_publish(&doc, tmp, out, err, errlen);
    if (rc)
        report_discard(tmp);
    doc_free(&doc);
    report_data_free(&d);
    return rc;
}

int cmd_advice(int argc, char **argv)
{
    const char *campaign = "scenarios/campaigns/advice.ini", *db = "results/advice.db", *out = "results/advice";
    char *run_argv[16];
    int n = 0;
    for (int i = 0; i < argc; i++) {
        const char *f = argv[i];
        if (strcmp(f, "--help") == 0)
            return usage(stdout, 0);
        if (strcmp(f, "--quiet") == 0) {
            run_argv[n++] = argv[i];
            continue;
        }
        if (i + 1 >= argc) {
            fprintf(stderr, "noirlab advice: %s: %s\n", f, f[0] == '-' ? "missing value" : "unexpected");
            return usage(stderr, 2);
        }
        if (strcmp(f, "--campaign") == 0)
            campaign = argv[++i];
        else if (strcmp(f, "--db") == 0)
            db = argv[++i];
        else if (strcmp(f, "--out") == 0)
            out = argv[++i];
        else if (strcmp(f, "--games") == 0 || strcmp(f, "--seed") == 0 || strcmp(f, "--threads") == 0) {
            run_argv[n++] = argv[i];
            run_argv[n++] = argv[++i];
        } else {
            fprintf(stderr, "noirlab advice: %s: unknown option\n", f);
            return usage(stderr, 2);
        }
    }
    run_argv[n++] = "--campaign";
    run_argv[n++] = (char *)campaign;
    run_argv[n++] = "--db";
    run_argv[n++] = (char *)db;
    run_argv[n++] = "--resume";
    int rc = cmd_run(n, run_argv);
    if (rc)
        return rc;
    char err[2048];
    if (write_report(db, out, err, sizeof err)) {
        fprintf(stderr, "noirlab advice: %s\n", err);
        return 1;
    }
    printf("advice report written to %s/index.html and %s/report.md\n", out, out);
    return 0;
}
