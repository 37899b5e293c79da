/*
 * legal.c — the plain implementation's legal actions: every candidate of
 * every kind tested against the rulings one by one, then sorted.
 */
#include "games/noir/plain/plain.h"

static void add(NoirActionList *l, int kind, int a, int b) { l->a[l->n++] = NOIR_ACTION(kind, a, b); }

/* N5, literally: would shifting `line` of `now` in `dir` give `target`?
 * (noir_plain_shifted's move, checked cell by cell.) */
static int shift_gives(const PlainGrid *now, int line, int dir, const PlainGrid *target)
{
    if (now->rows != target->rows || now->cols != target->cols)
        return 0;
    for (int r = 0; r < now->rows; r++)
        for (int c = 0; c < now->cols; c++) {
            int from_r = r, from_c = c; /* where the card that lands on (r, c) comes from */
            if (line < NOIR_COLUMN && r == line)
                from_c = dir == 1 ? (c - 1 + now->cols) % now->cols : (c + 1) % now->cols;
            if (line >= NOIR_COLUMN && c == line - NOIR_COLUMN)
                from_r = dir == 1 ? (r - 1 + now->rows) % now->rows : (r + 1) % now->rows;
            if (now->cell[from_r][from_c] != target->cell[r][c])
                return 0;
        }
    return 1;
}

/* N5: every shift of a line of two or more cards (a line of one card would
 * leave the grid unchanged) that does not give back the grid as it was
 * before the opponent's shift. */
static void add_shifts(const NoirPlain *g, NoirActionList *l)
{
    for (int i = 0; i < g->grid.rows + g->grid.cols; i++) {
        int line = i < g->grid.rows ? i : NOIR_COLUMN + (i - g->grid.rows);
        int cards = line < NOIR_COLUMN ? g->grid.cols : g->grid.rows;
        if (cards < 2)
            continue;
        for (int dir = 0; dir <= 1; dir++) {
            if (g->last_was_shift && shift_gives(&g->grid, line, dir, &g->before_last))
                continue;
            add(l, NOIR_SHIFT, line, dir);
        }
    }
}

/* N4, N6, N7, N12: one action for each living suspect on the (up to 8)
 * cells around suspect s, except `skip`.  A CITIZEN action carries the
 * discarded card `first` as its a. */
static void add_alive_neighbours(const NoirPlain *g, NoirActionList *l, int kind, int s, int first, int skip)
{
    int row, col;
    if (!noir_plain_find(&g->grid, s, &row, &col))
        return;
    for (int r = row - 1; r <= row + 1; r++)
        for (int c = col - 1; c <= col + 1; c++) {
            if (r < 0 || c < 0 || r >= g->grid.rows || c >= g->grid.cols || (r == row && c == col))
                continue;
            int t = g->grid.cell[r][c];
            if (!g->alive[t] || t == skip)
                continue;
            if (kind == NOIR_CITIZEN)
                add(l, kind, first, t);
            else
                add(l, kind, t, 0);
        }
}

static void killer_turn(const NoirPlain *g, NoirActionList *l)
{
    add_alive_neighbours(g, l, NOIR_KILL, g->killer, 0, -1); /* N6 */
    if (g->phase == NOIR_PH_KILLER_FIRST && !g->p.first_kill_optional) /* N3, N15 */
        return;
    if (g->p.disguise && g->deck_next < g->deck_end) /* N8, N15 */
        add(l, NOIR_DISGUISE, 0, 0);
    add_shifts(g, l);
}

static void inspector_turn(const NoirPlain *g, NoirActionList *l)
{
    int deck_left = g->deck_next < g->deck_end;
    add_shifts(g, l);
    int not_self = g->p.self_arrest ? -1 : g->inspector; /* N15 */
    add_alive_neighbours(g, l, NOIR_ARREST, g->inspector, 0, not_self); /* N7 */
    if (not_self < 0)
        add(l, NOIR_ARREST, g->inspector, 0);
    if (deck_left) /* N9 */
        add(l, NOIR_EXONERATE, 0, 0);
    if (g->p.mode == NOIR_CITIZENS_ARREST && deck_left) /* N12 */
        for (int d = 0; d < g->n; d++)
            if (g->in_hand[d])
                add_alive_neighbours(g, l, NOIR_CITIZEN, d, d, not_self);
}

static void sort(NoirActionList *l)
{
    for (int i = 1; i < l->n; i++)
        for (int j = i; j > 0 && l->a[j - 1] > l->a[j]; j--) {
            NoirAction t = l->a[j];
            l->a[j] = l->a[j - 1];
            l->a[j - 1] = t;
        }
}

void noir_plain_legal(const NoirPlain *g, NoirActionList *l)
{
    l->n = 0;
    switch (g->phase) {
    case NOIR_PH_KILLER_FIRST:
    case NOIR_PH_KILLER: killer_turn(g, l); break;
    case NOIR_PH_IDENTITY: /* N3: one of the four, still alive */
        for (int s = 0; s < g->n; s++)
            if (g->dealt[s] && g->alive[s])
                add(l, NOIR_CHOOSE, s, 0);
        break;
    case NOIR_PH_INSPECTOR: inspector_turn(g, l); break;
    case NOIR_PH_DISCARD: /* N9: any card of the hand */
        for (int s = 0; s < g->n; s++)
            if (g->in_hand[s])
                add(l, NOIR_DISCARD, s, 0);
        break;
    default: break;
    }
    sort(l);
}
