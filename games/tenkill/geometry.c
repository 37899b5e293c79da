/*
 * geometry.c — a layout's masks: adjacency (T1), rows and columns, and the
 * tiles a sniper may reach (T11).
 */
#include "games/tenkill/tenkill.h"

#include <string.h>

TenkillMask tenkill_between(const TenkillGeometry *geo, const TenkillParams *p, int a, int b)
{
    if (p->cell_r[a] == p->cell_r[b]) {
        int lo = p->cell_c[a] < p->cell_c[b] ? p->cell_c[a] : p->cell_c[b];
        int hi = p->cell_c[a] ^ p->cell_c[b] ^ lo;
        return (TenkillMask)(geo->row[a] & geo->col_below[hi] & ~geo->col_below[lo + 1]);
    }
    int lo = p->cell_r[a] < p->cell_r[b] ? p->cell_r[a] : p->cell_r[b];
    int hi = p->cell_r[a] ^ p->cell_r[b] ^ lo;
    return (TenkillMask)(geo->col[a] & geo->row_below[hi] & ~geo->row_below[lo + 1]);
}

static int distance(const TenkillParams *p, int a, int b)
{
    int dr = p->cell_r[a] - p->cell_r[b], dc = p->cell_c[a] - p->cell_c[b];
    return (dr < 0 ? -dr : dr) + (dc < 0 ? -dc : dc);
}

void tenkill_geometry(const TenkillParams *p, TenkillGeometry *geo)
{
    memset(geo, 0, sizeof *geo);
    for (int a = 0; a < TENKILL_TILES; a++)
        for (int b = 0; b < TENKILL_TILES; b++) {
            TenkillMask bit = (TenkillMask)(1u << b);
            if (distance(p, a, b) == 1)
                geo->adj[a] |= bit;
            if (p->cell_r[a] == p->cell_r[b])
                geo->row[a] |= bit;
            if (p->cell_c[a] == p->cell_c[b])
                geo->col[a] |= bit;
        }
    for (int i = 0; i <= TENKILL_GRID_MAX; i++)
        for (int t = 0; t < TENKILL_TILES; t++) {
            if (p->cell_c[t] < i)
                geo->col_below[i] |= (TenkillMask)(1u << t);
            if (p->cell_r[t] < i)
                geo->row_below[i] |= (TenkillMask)(1u << t);
        }
    /* T11: sniper_gaps=0 keeps only the tiles reached without crossing a
     * cell that holds no tile. */
    for (int a = 0; a < TENKILL_TILES; a++) {
        TenkillMask line = (TenkillMask)((geo->row[a] | geo->col[a]) & ~(1u << a));
        for (int b = 0; b < TENKILL_TILES; b++)
            if ((line >> b & 1) &&
                (p->sniper_gaps || __builtin_popcount(tenkill_between(geo, p, a, b)) == distance(p, a, b) - 1))
                geo->shot[a] |= (TenkillMask)(1u << b);
    }
}
