/*
 * plain.c — the plain implementation's state and its moves (plain.h).
 */
#include "games/noir/plain/plain.h"

#include <string.h>

void noir_plain_init(NoirPlain *g, const NoirSetup *s)
{
    memset(g, 0, sizeof *g);
    g->p = s->p;
    int side = s->p.side;
    g->n = side * side;
    g->grid.rows = g->grid.cols = side;
    for (int r = 0; r < side; r++) /* N1 */
        for (int c = 0; c < side; c++)
            g->grid.cell[r][c] = s->grid[r * side + c];
    for (int i = 0; i < g->n; i++)
        g->alive[i] = 1;
    g->killer = s->evidence[0]; /* N2 */
    for (int i = 1; i <= 4; i++)
        g->dealt[s->evidence[i]] = 1;
    g->deck_end = 0;
    for (int i = 5; i < g->n; i++)
        g->deck[g->deck_end++] = s->evidence[i];
    g->deck_next = 0;
    g->inspector = -1;
    g->phase = s->p.identity_first ? NOIR_PH_IDENTITY : NOIR_PH_KILLER_FIRST; /* N3, N15 */
    g->winner = NOIR_SIDE_NONE;
    g->end = NOIR_END_NONE;
}

int noir_plain_to_move(const NoirPlain *g)
{
    if (g->phase == NOIR_PH_KILLER_FIRST || g->phase == NOIR_PH_KILLER)
        return NOIR_KILLER;
    if (g->phase == NOIR_PH_OVER)
        return NOIR_SIDE_NONE;
    return NOIR_INSPECTOR;
}

int noir_plain_find(const PlainGrid *grid, int s, int *row, int *col)
{
    for (int r = 0; r < grid->rows; r++)
        for (int c = 0; c < grid->cols; c++)
            if (grid->cell[r][c] == s) {
                *row = r;
                *col = c;
                return 1;
            }
    return 0;
}

int noir_plain_adjacent(const NoirPlain *g, int s, int t)
{
    int r1, c1, r2, c2;
    if (!noir_plain_find(&g->grid, s, &r1, &c1) || !noir_plain_find(&g->grid, t, &r2, &c2))
        return 0;
    int dr = r1 > r2 ? r1 - r2 : r2 - r1, dc = c1 > c2 ? c1 - c2 : c2 - c1;
    return dr <= 1 && dc <= 1 && !(dr == 0 && dc == 0);
}

PlainGrid noir_plain_shifted(const PlainGrid *grid, int line, int dir)
{
    PlainGrid out = *grid;
    if (line < NOIR_COLUMN) { /* a row: direction 1 moves cards right */
        int r = line, len = grid->cols;
        for (int c = 0; c < len; c++) {
            int to = dir == 1 ? (c + 1) % len : (c - 1 + len) % len;
            out.cell[r][to] = grid->cell[r][c];
        }
    } else { /* a column: direction 1 moves cards down */
        int c = line - NOIR_COLUMN, len = grid->rows;
        for (int r = 0; r < len; r++) {
            int to = dir == 1 ? (r + 1) % len : (r - 1 + len) % len;
            out.cell[to][c] = grid->cell[r][c];
        }
    }
    return out;
}

/* ------------------------------------------------------------------------ */

static void log_action(NoirPlain *g, int kind, int a, int b, int result)
{
    NoirObs *o = &g->log[g->n_log++];
    o->kind = (uint8_t)kind;
    o->a = (uint8_t)a;
    o->b = (uint8_t)b;
    o->result = (uint8_t)result;
}

static void game_over(NoirPlain *g, int winner, int end)
{
    g->winner = winner;
    g->end = end;
    g->phase = NOIR_PH_OVER;
}

/* A suspect turns deceased; N11 counts every death towards the target. */
static void dies(NoirPlain *g, int s)
{
    g->alive[s] = 0;
    g->deaths++;
    if (g->deaths >= g->p.kill_target)
        game_over(g, NOIR_KILLER, NOIR_END_KILL_TARGET);
}

static int row_all_dead(const PlainGrid *grid, const int *alive, int r)
{
    for (int c = 0; c < grid->cols; c++)
        if (alive[grid->cell[r][c]])
            return 0;
    return 1;
}

static int col_all_dead(const PlainGrid *grid, const int *alive, int c)
{
    for (int r = 0; r < grid->rows; r++)
        if (alive[grid->cell[r][c]])
            return 0;
    return 1;
}

/* N10: remove one all-dead row or column at a time until none is left.
 * Returns 1 when the grid changed. */
static int collapse(NoirPlain *g)
{
    PlainGrid *grid = &g->grid;
    int changed = 0, again = 1;
    while (again) {
        again = 0;
        for (int r = 0; r < grid->rows && !again; r++)
            if (row_all_dead(grid, g->alive, r)) {
                for (int i = r; i + 1 < grid->rows; i++)
                    for (int c = 0; c < grid->cols; c++)
                        grid->cell[i][c] = grid->cell[i + 1][c];
                grid->rows--;
                again = 1;
            }
        for (int c = 0; c < grid->cols && !again; c++)
            if (col_all_dead(grid, g->alive, c)) {
                for (int r = 0; r < grid->rows; r++)
                    for (int i = c; i + 1 < grid->cols; i++)
                        grid->cell[r][i] = grid->cell[r][i + 1];
                grid->cols--;
                again = 1;
            }
        changed |= again;
    }
    return changed;
}

/* The end of every turn: collapse, count the turn (N14), pass the turn (N3). */
static void finish_turn(NoirPlain *g, int was_shift)
{
    int changed = collapse(g);
    /* N5: a shift is barred when it gives back the grid as it was before the
     * opponent's shift; once a collapse has reshaped the grid, none can. */
    g->last_was_shift = was_shift && !changed;
    g->turns++;
    if (g->phase == NOIR_PH_OVER)
        return;
    if (g->turns >= g->p.max_turns) {
        game_over(g, NOIR_SIDE_NONE, NOIR_END_TURN_LIMIT);
        return;
    }
    if (g->phase == NOIR_PH_KILLER_FIRST)
        g->phase = g->p.identity_first ? NOIR_PH_INSPECTOR : NOIR_PH_IDENTITY;
    else if (g->phase == NOIR_PH_IDENTITY)
        g->phase = g->p.identity_first ? NOIR_PH_KILLER_FIRST : NOIR_PH_KILLER;
    else if (g->phase == NOIR_PH_KILLER)
        g->phase = NOIR_PH_INSPECTOR;
    else
        g->phase = NOIR_PH_KILLER;
}

static void discard_to_pile(NoirPlain *g, int d)
{
    g->in_hand[d] = 0;
    g->pile[g->n_pile++] = d;
    if (g->p.mode != NOIR_CLASSIC && g->alive[d]) /* N9, N12: marked innocent */
        g->marked[d] = 1;
}

void noir_plain_apply(NoirPlain *g, NoirAction x)
{
    int kind = noir_action_kind(x), a = noir_action_a(x), b = noir_action_b(x);
    switch (kind) {
    case NOIR_CHOOSE: /* N3 */
        g->inspector = a;
        for (int s = 0; s < g->n; s++)
            g->in_hand[s] = g->dealt[s] && s != a;
        log_action(g, kind, a, NOIR_NOBODY, NOIR_NO_ANSWER);
        finish_turn(g, 0);
        break;
    case NOIR_KILL: { /* N6 */
        int answer = NOIR_NO_ANSWER;
        dies(g, a);
        if (g->p.mode != NOIR_CLASSIC && g->marked[a])
            answer = noir_plain_adjacent(g, g->inspector, a);
        log_action(g, kind, a, NOIR_NOBODY, answer);
        if (a == g->inspector)
            game_over(g, NOIR_KILLER, NOIR_END_INSPECTOR_KILLED);
        finish_turn(g, 0);
        break;
    }
    case NOIR_DISGUISE: { /* N8 */
        int drawn = g->deck[g->deck_next++];
        if (g->alive[drawn]) {
            int old = g->killer;
            g->killer = drawn;
            log_action(g, kind, drawn, old, NOIR_NO_ANSWER);
            dies(g, old);
        } else {
            g->pile[g->n_pile++] = drawn;
            log_action(g, kind, drawn, NOIR_NOBODY, NOIR_NO_ANSWER);
        }
        finish_turn(g, 0);
        break;
    }
    case NOIR_SHIFT: /* N5 */
        g->before_last = g->grid;
        g->grid = noir_plain_shifted(&g->grid, a, b);
        g->last_line = a;
        g->last_dir = b;
        log_action(g, kind, a, b, NOIR_NO_ANSWER);
        finish_turn(g, 1);
        break;
    case NOIR_ARREST: /* N7 */
        log_action(g, kind, a, NOIR_NOBODY, a == g->killer);
        if (a == g->killer)
            game_over(g, NOIR_INSPECTOR, NOIR_END_ARREST);
        finish_turn(g, 0);
        break;
    case NOIR_EXONERATE: { /* N9: the draw; the discard completes the turn */
        int drawn = g->deck[g->deck_next++];
        g->in_hand[drawn] = 1;
        log_action(g, kind, drawn, NOIR_NOBODY, NOIR_NO_ANSWER);
        g->last_was_shift = 0;
        g->phase = NOIR_PH_DISCARD;
        break;
    }
    case NOIR_DISCARD: { /* N9 */
        discard_to_pile(g, a);
        int answer = g->p.mode == NOIR_CLASSIC ? NOIR_NO_ANSWER : noir_plain_adjacent(g, g->killer, a);
        log_action(g, kind, a, NOIR_NOBODY, answer);
        finish_turn(g, 0);
        break;
    }
    case NOIR_CITIZEN: /* N12 */
        discard_to_pile(g, a);
        log_action(g, kind, a, b, b == g->killer);
        if (b == g->killer)
            game_over(g, NOIR_INSPECTOR, NOIR_END_CITIZENS_ARREST);
        finish_turn(g, 0);
        break;
    default: break;
    }
}
