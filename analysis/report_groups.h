/*
 * report_groups.h — a ReportData summed over groups of cells: the rows of the
 * report's win-rate tables and the data of its figures.
 *
 * Every grouping keeps the policy pair apart (a random Detective's games are
 * never pooled with a heuristic one's) and pools everything else: the table
 * "per scenario" sums, for each pair and scenario, all the motive sets and
 * switch settings of that scenario.
 */
#ifndef NOIRLAB_REPORT_GROUPS_H
#define NOIRLAB_REPORT_GROUPS_H

#include <stdint.h>

#include "analysis/report_data.h"

typedef struct Tally {
    uint64_t games, wins;
} Tally;

/* What the rows of a grouping are labelled by. */
typedef enum GroupBy {
    GROUP_SCENARIO,  /* cells.scenario */
    GROUP_SET,       /* cells.motive_set */
    GROUP_SWITCHES,  /* cells.switches */
    GROUP_MOTIVE,    /* the true motive (cell_motive) */
    GROUP_PAIR,      /* nothing but the policy pair */
} GroupBy;

typedef struct GroupRow {
    int pair;        /* index into ReportData.pair */
    int label;       /* index into Groups.label */
    Tally t;
} GroupRow;

typedef struct Groups {
    int n_labels;
    const char **label;   /* distinct labels in order (motives by id, others as cells first use them) */
    int n;
    GroupRow *row;        /* sorted by pair, then label; only combinations some cell has */
} Groups;

void groups_build(const ReportData *d, GroupBy by, Groups *g);
void groups_free(Groups *g);

/* The row of (pair, label), or NULL when no cell has it. */
const GroupRow *groups_find(const Groups *g, int pair, int label);

/* How many distinct labels the grouping has (1 means the table would say nothing new). */
int groups_distinct(const ReportData *d, GroupBy by);

/* Sums over the cells of one policy pair. */
void pair_confusion(const ReportData *d, int pair, uint64_t out[RD_MOTIVES_MAX][RD_MOTIVES_MAX + 1]);
void pair_shape(const ReportData *d, int pair, uint64_t out[SHAPE_METRICS][SHAPE_BINS]);

/* "heuristic vs random": the Detective's policy first. */
void pair_label(const ReportData *d, int pair, char *out, size_t outlen);

#endif
