/*
 * report_groups.c — cells summed by policy pair and one label (report_groups.h).
 */
#include "analysis/report_groups.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/xalloc.h"

/* The label a cell has under `by` (not for GROUP_MOTIVE, which has one per motive). */
static const char *cell_label(const RdCell *c, GroupBy by)
{
    switch (by) {
    case GROUP_SCENARIO:
        return c->scenario_group;
    case GROUP_SET:
        return c->motive_set;
    case GROUP_SWITCHES:
        return c->switches;
    default:
        return "all";
    }
}

static int label_index(Groups *g, const char *label)
{
    for (int i = 0; i < g->n_labels; i++)
        if (strcmp(g->label[i], label) == 0)
            return i;
    g->label = xrealloc(g->label, (size_t)(g->n_labels + 1) * sizeof *g->label);
    g->label[g->n_labels] = label;
    return g->n_labels++;
}

/* The motives some cell has in its set, in motive order. */
static void motive_labels(const ReportData *d, Groups *g)
{
    uint32_t used = 0;
    for (int i = 0; i < d->n_cells; i++)
        used |= d->cell[i].motives;
    for (int m = 0; m < d->n_motives; m++)
        if (used >> m & 1)
            label_index(g, d->motive[m]);
}

void groups_build(const ReportData *d, GroupBy by, Groups *g)
{
    memset(g, 0, sizeof *g);
    if (by == GROUP_MOTIVE)
        motive_labels(d, g);
    else
        for (int i = 0; i < d->n_cells; i++)
            label_index(g, cell_label(&d->cell[i], by));

    /* Dense [pair][label] sums first, then the combinations that occur. */
    size_t n = (size_t)d->n_pairs * (size_t)g->n_labels;
    Tally *sum = xcalloc(n, sizeof *sum);
    unsigned char *seen = xcalloc(n, 1);
    for (int i = 0; i < d->n_cells; i++) {
        const RdCell *c = &d->cell[i];
        size_t base = (size_t)c->pair * (size_t)g->n_labels;
        if (by != GROUP_MOTIVE) {
            size_t k = base + (size_t)label_index(g, cell_label(c, by));
            sum[k].games += c->games;
            sum[k].wins += c->wins;
            seen[k] = 1;
            continue;
        }
        for (int m = 0; m < d->n_motives; m++)
            if (c->motives >> m & 1) {
                size_t k = base + (size_t)label_index(g, d->motive[m]);
                sum[k].games += c->motive_games[m];
                sum[k].wins += c->motive_wins[m];
                seen[k] = 1;
            }
    }
    g->row = xcalloc(n, sizeof *g->row);
    for (size_t k = 0; k < n; k++)
        if (seen[k])
            g->row[g->n++] = (GroupRow){.pair = (int)(k / (size_t)g->n_labels),
                                        .label = (int)(k % (size_t)g->n_labels), .t = sum[k]};
    free(sum);
    free(seen);
}

void groups_free(Groups *g)
{
    free(g->label);
    free(g->row);
    memset(g, 0, sizeof *g);
}

const GroupRow *groups_find(const Groups *g, int pair, int label)
{
    for (int i = 0; i < g->n; i++)
        if (g->row[i].pair == pair && g->row[i].label == label)
            return &g->row[i];
    return NULL;
}

int groups_distinct(const ReportData *d, GroupBy by)
{
    Groups g;
    groups_build(d, by, &g);
    int n = g.n_labels;
    groups_free(&g);
    return n;
}

void pair_confusion(const ReportData *d, int pair, uint64_t out[RD_MOTIVES_MAX][RD_MOTIVES_MAX + 1])
{
    memset(out, 0, sizeof(uint64_t) * RD_MOTIVES_MAX * (RD_MOTIVES_MAX + 1));
    for (int i = 0; i < d->n_cells; i++)
        if (d->cell[i].pair == pair)
            for (int t = 0; t < RD_MOTIVES_MAX; t++)
                for (int a = 0; a <= RD_MOTIVES_MAX; a++)
                    out[t][a] += d->cell[i].confusion[t][a];
}

void pair_shape(const ReportData *d, int pair, uint64_t out[SHAPE_METRICS][SHAPE_BINS])
{
    memset(out, 0, sizeof(uint64_t) * SHAPE_METRICS * SHAPE_BINS);
    for (int i = 0; i < d->n_cells; i++)
        if (d->cell[i].pair == pair)
            for (int k = 0; k < SHAPE_METRICS; k++)
                for (int v = 0; v < SHAPE_BINS; v++)
                    out[k][v] += d->cell[i].shape[k][v];
}

void pair_label(const ReportData *d, int pair, char *out, size_t outlen)
{
    snprintf(out, outlen, "%s vs %s", d->pair[pair].detective, d->pair[pair].murderer);
}
