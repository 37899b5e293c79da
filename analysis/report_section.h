/*
 * report_section.h — a game's own sections of the report, which its
 * CMakeLists.txt registers (noirlab_game_hook(REPORT ...), docs/hacking.md):
 * report_build.c calls each game's section for a place of the report in the
 * order of NOIRLAB_GAMES, and a section adds nothing when the database has
 * none of what it is about.  Also what report_build.c lends such a section
 * (internal to analysis/report*.c and the games' report/ folders).
 */
#ifndef NOIRLAB_REPORT_SECTION_H
#define NOIRLAB_REPORT_SECTION_H

#include <stdint.h>

#include "analysis/report_data.h"
#include "analysis/report_doc.h"
#include "analysis/report_plots.h"

/* What a section reads and writes into: the database's data, the smallest
 * group a rate is printed for, the figures' plotter (and where a failure is
 * described: p->err) and the document. */
typedef struct ReportContext {
    const ReportData *d;
    uint64_t min_games;
    const Plotter *p;
    Doc *doc;
} ReportContext;

/* Returns 0, or -1 with the problem in c->p->err. */
typedef int (*ReportSection)(const ReportContext *c);

/* The places of the report (docs/report.md) where the games' sections go. */
typedef enum ReportPlace {
    REPORT_AFTER_FINDINGS, /* after the findings in full, before the skill levels */
    REPORT_AFTER_CELLS,    /* after the win rate per cell, before the pooled win rates */
    REPORT_PLACES
} ReportPlace;

/* A game's entry: its section at each place, or NULL. */
typedef struct GameReport {
    ReportSection section[REPORT_PLACES];
} GameReport;

/* Add a drawn figure (rc, a plot_* result, is 0) with its caption, or say
 * that no group has min_games games (rc > 0).  0, or -1 when rc < 0. */
int report_figure(Doc *doc, int rc, const char *name, const char *caption, uint64_t min_games);

/* Free n labels made with xstrdup, and their array. */
void report_free_labels(const char **label, int n);

#endif
