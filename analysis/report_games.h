/*
 * report_games.h — the report's section of each game played through the
 * game interface (NOIR, 10' to Kill, ...), built from game_outcomes,
 * cell_shape and the seat tables through the interface's names: its seats,
 * its parameter keys and its metrics (docs/report.md).
 */
#ifndef NOIRLAB_REPORT_GAMES_H
#define NOIRLAB_REPORT_GAMES_H

#include <stdint.h>

#include "analysis/report_data.h"
#include "analysis/report_doc.h"
#include "analysis/report_plots.h"

/* One level-2 section per game of d->game_cell, in the order the cells
 * first name them, its figures drawn by p; nothing when there are none.
 * -1 when a figure cannot be drawn (p->err says why). */
int report_games_sections(const ReportData *d, uint64_t min_games, const Plotter *p, Doc *doc);

#endif
