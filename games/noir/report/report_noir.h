/*
 * report_noir.h — the report's section of each game other than Intent to
 * Kill (NOIR: Killer vs Inspector), built from game_outcomes and cell_shape
 * through the game interface's names: its seats, its parameter keys and its
 * metrics (docs/report.md, "NOIR: Killer vs Inspector").
 */
#ifndef NOIRLAB_REPORT_NOIR_H
#define NOIRLAB_REPORT_NOIR_H

#include <stdint.h>

#include "analysis/report_data.h"
#include "analysis/report_doc.h"
#include "analysis/report_plots.h"

/* One level-2 section per game of d->game_cell, in the order the cells
 * first name them, its figures drawn by p; nothing when there are none.
 * -1 when a figure cannot be drawn (p->err says why). */
int noir_report_sections(const ReportData *d, uint64_t min_games, const Plotter *p, Doc *doc);

#endif
