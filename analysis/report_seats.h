/*
 * report_seats.h — the report's section of a game of more than two seats
 * (docs/report.md, "Games of more seats"): per cell and seat, the share of
 * first places (shared ones split), the mean score and the ranks, from
 * cell_seats, cell_seat_results and cell_seat_ranks (docs/schema.md).
 */
#ifndef NOIRLAB_REPORT_SEATS_H
#define NOIRLAB_REPORT_SEATS_H

#include <stddef.h>
#include <stdint.h>

#include "report_doc.h"

/* The section of game `name` (titled `title`) of the database at path.  0,
 * or -1 with a message in err. */
int report_seats_section(const char *path, const char *name, const char *title, uint64_t min_games, Doc *doc,
                         char *err, size_t errlen);

#endif
