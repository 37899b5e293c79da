/*
 * view.c — a seat's view (§3) and its text and JSON forms.
 */
#include "games/tenkill/view.h"

#include <string.h>


/* A character's role is public once it is revealed: a lost hitman (T13,
 * T16) or a dead target (T13).  A dead character nobody held stays unknown
 * to the record's reader but is deduced by all (T13's last case). */
static int revealed(const TenkillGame *g, int c)
{
    int q = g->owner[c];
    if (q == TENKILL_NOBODY || g->pos[c] != TENKILL_OFF)
        return 0;
    return g->role[c] == TENKILL_ROLE_TARGET || g->seat[q].status != TENKILL_HM_ON;
}

void tenkill_seat_view(const TenkillGame *g, int seat, TenkillSeatView *out)
{
    memset(out, 0, sizeof *out);
    out->seat = (uint8_t)seat;
    out->g = *g;
    TenkillGame *v = &out->g;
    for (int c = 0; c < TENKILL_CHARS; c++)
        if (g->owner[c] != seat && !revealed(g, c)) {
            v->role[c] = TENKILL_ROLE_ASIDE;
            v->owner[c] = TENKILL_NOBODY;
        }
    for (int q = 0; q < g->n; q++) {
        if (q == seat)
            continue;
        v->seat[q].targets = 0;
        for (int c = 0; c < TENKILL_CHARS; c++)
            if (v->owner[c] == q && v->role[c] == TENKILL_ROLE_TARGET)
                v->seat[q].targets |= (TenkillMask)(1u << c);
        if (g->seat[q].status == TENKILL_HM_ON)
            v->seat[q].hitman = TENKILL_NOBODY;
    }
}

static const char *status_word(int status)
{
    return status == TENKILL_HM_ON ? "on the board" : status == TENKILL_HM_KILLED ? "killed" : "arrested";
}

static const char *name_of(int c, const char *const *names, int n_names, char *buf, size_t len)
{
    if (c < n_names && names[c])
        return names[c];
    snprintf(buf, len, "C%d", c);
    return buf;
}

/* "C3 Crocodile": the id the actions name, and the name. */
static void put_char(FILE *out, int c, const char *const *names, int n_names)
{
    char buf[16];
    if (c < n_names && names[c])
        fprintf(out, "C%d %s", c, names[c]);
    else
        fprintf(out, "%s", name_of(c, names, n_names, buf, sizeof buf));
}

/* "C3 Crocodile, C9 Panda" for the characters of m. */
static void put_chars(FILE *out, TenkillMask m, const char *const *names, int n_names)
{
    for (int c = 0, first = 1; c < TENKILL_CHARS; c++)
        if (m >> c & 1) {
            fputs(first ? "" : ", ", out);
            put_char(out, c, names, n_names);
            first = 0;
        }
}

/* The layout's cells with their tile numbers, scope tiles starred: where
 * the neighbours and the sniper's lines are (T1, T2, T11). */
static void draw_map(FILE *out, const TenkillGame *g)
{
    int rows = 0, cols = 0;
    for (int t = 0; t < TENKILL_TILES; t++) {
        rows = g->p.cell_r[t] >= rows ? g->p.cell_r[t] + 1 : rows;
        cols = g->p.cell_c[t] >= cols ? g->p.cell_c[t] + 1 : cols;
    }
    fprintf(out, "tiles (* scope):\n");
    for (int r = 0; r < rows; r++) {
        char line[4 * TENKILL_GRID_MAX + 2] = " ";
        size_t used = 1;
        for (int c = 0; c < cols; c++) {
            int tile = -1;
            for (int t = 0; t < TENKILL_TILES; t++)
                tile = g->p.cell_r[t] == r && g->p.cell_c[t] == c ? t : tile;
            if (tile < 0)
                used += (size_t)snprintf(line + used, sizeof line - used, "    ");
            else
                used += (size_t)snprintf(line + used, sizeof line - used, " %2d%c", tile,
                                         g->scope >> tile & 1 ? '*' : ' ');
        }
        while (used > 0 && line[used - 1] == ' ')
            line[--used] = '\0';
        fprintf(out, "%s\n", line);
    }
}

/* Whose decision it is and of which kind. */
static void draw_turn(FILE *out, const TenkillGame *g, const char *const *names, int n_names)
{
    if (g->phase == TENKILL_PH_OVER) {
        fprintf(out, "the game is over, in round %d\n", g->round);
        return;
    }
    fprintf(out, "round %d of at most %d; p%d's turn, %d action(s) left\n", g->round, g->p.max_rounds, g->to_act,
            g->actions_left);
    if (g->phase == TENKILL_PH_PLACE) {
        fprintf(out, "  p%d moves ", g->to_act);
        if (g->picked < TENKILL_CHARS)
            put_char(out, g->picked, names, n_names);
        else
            fprintf(out, "P%d", g->picked - TENKILL_CHARS);
        fprintf(out, " from tile %d: to which tile?\n", g->pos[g->picked]);
    } else if (g->phase == TENKILL_PH_FLEE) {
        fprintf(out, "  a kill on tile %d: p%d places the figures that flee it (T14)\n", g->crime, g->placer);
    } else if (g->phase == TENKILL_PH_SUMMON) {
        fprintf(out, "  a kill on tile %d: p%d calls a policeman there (T15)\n", g->crime, g->killer);
    }
}

/* The characters seat q holds, dead or arrested, with their revealed roles
 * (T13, T16), and the policemen it killed (T12). */
static void draw_pile(FILE *out, const TenkillGame *g, int q, const char *const *names, int n_names)
{
    const TenkillSeat *s = &g->seat[q];
    TenkillMask pile = 0;
    for (int c = 0; c < TENKILL_CHARS; c++)
        if (g->pile[c] == q)
            pile |= (TenkillMask)(1u << c);
    if (!pile && !s->count[TENKILL_SC_POLICE])
        return;
    fprintf(out, "      pile:");
    const char *sep = " ";
    for (int c = 0; c < TENKILL_CHARS; c++)
        if (pile >> c & 1) {
            fputs(sep, out);
            sep = ", ";
            put_char(out, c, names, n_names);
            if (g->owner[c] == TENKILL_NOBODY)
                fputs(" (nobody's)", out);
            else
                fprintf(out, " (p%d's %s)", g->owner[c], g->role[c] == TENKILL_ROLE_HITMAN ? "hitman" : "target");
        }
    if (s->count[TENKILL_SC_POLICE])
        fprintf(out, "%s%d policem%sn", sep, s->count[TENKILL_SC_POLICE], s->count[TENKILL_SC_POLICE] > 1 ? "e" : "a");
    fputc('\n', out);
}

/* One seat's public tally: score, hitman, pile, the characters it answered
 * "no" about; for another seat the characters that could still be its
 * hitman by the public record (§3). */
static void draw_seat(FILE *out, const TenkillSeatView *sv, int q, const char *const *names, int n_names)
{
    const TenkillGame *g = &sv->g;
    const TenkillSeat *s = &g->seat[q];
    fprintf(out, "  p%d%s: score %d, own targets dead %d, hitman %s", q, q == sv->seat ? " (you)" : "",
            tenkill_score(g, q), s->targets_dead, status_word(s->status));
    if (s->hitman != TENKILL_NOBODY) {
        fputs(" (", out);
        put_char(out, s->hitman, names, n_names);
        fputc(')', out);
    }
    fputc('\n', out);
    draw_pile(out, g, q, names, n_names);
    if (s->cleared) {
        fprintf(out, "      answered no (T16) about: ");
        put_chars(out, s->cleared, names, n_names);
        fputc('\n', out);
    }
    TenkillMask open = s->suspects & (TenkillMask)~s->cleared & g->on_board;
    if (q != sv->seat && s->status == TENKILL_HM_ON && open != g->on_board) {
        fprintf(out, "      its hitman, by its kills and answers: ");
        put_chars(out, open, names, n_names);
        fputc('\n', out);
    }
}

/* Every tile's characters and policemen (§3: every position is public). */
static void draw_tiles(FILE *out, const TenkillGame *g, const char *const *names, int n_names)
{
    for (int t = 0; t < TENKILL_TILES; t++) {
        fprintf(out, "  tile %2d:", t);
        const char *sep = " ";
        for (int c = 0; c < TENKILL_CHARS; c++)
            if (g->pos[c] == t) {
                fputs(sep, out);
                put_char(out, c, names, n_names);
                sep = ", ";
            }
        for (int i = 0; i < TENKILL_POLICE; i++)
            if (g->pos[TENKILL_CHARS + i] == t) {
                fprintf(out, "%sP%d", sep, i);
                sep = ", ";
            }
        fputc('\n', out);
    }
}

void tenkill_view_text(FILE *out, const TenkillSeatView *sv, const char *const *names, int n_names)
{
    const TenkillGame *g = &sv->g;
    draw_turn(out, g, names, n_names);
    draw_map(out, g);
    draw_tiles(out, g, names, n_names);
    fprintf(out, "policemen in the supply: %d of %d\n", __builtin_popcount(g->supply), g->police_total);
    for (int q = 0; q < g->n; q++)
        draw_seat(out, sv, q, names, n_names);
    const TenkillSeat *me = &g->seat[sv->seat];
    fprintf(out, "you are p%d: your hitman ", sv->seat);
    put_char(out, me->hitman, names, n_names);
    if (me->status == TENKILL_HM_ON)
        fprintf(out, " (tile %d)", g->pos[me->hitman]);
    else
        fprintf(out, " (%s)", status_word(me->status));
    fprintf(out, "; your targets:");
    for (int c = 0, first = 1; c < TENKILL_CHARS; c++)
        if (me->targets >> c & 1) {
            fputs(first ? " " : ", ", out);
            first = 0;
            put_char(out, c, names, n_names);
            if (g->pos[c] == TENKILL_OFF)
                fputs(" (dead)", out);
            else
                fprintf(out, " (tile %d)", g->pos[c]);
        }
    fputc('\n', out);
}

void tenkill_view_json(FILE *out, const TenkillSeatView *sv, const char *const *names, int n_names)
{
    const TenkillGame *g = &sv->g;
    char buf[16];
    fprintf(out, "\"round\":%d,\"to_act\":%d,\"actions_left\":%d,\"supply\":%d,\"scopes\":[", g->round, g->to_act,
            g->actions_left, __builtin_popcount(g->supply));
    for (int t = 0, first = 1; t < TENKILL_TILES; t++)
        if (g->scope >> t & 1) {
            fprintf(out, "%s%d", first ? "" : ",", t);
            first = 0;
        }
    fprintf(out, "],\"characters\":[");
    for (int c = 0; c < TENKILL_CHARS; c++) {
        fprintf(out, "%s{\"id\":%d,\"name\":\"%s\",\"tile\":%d", c ? "," : "", c,
                name_of(c, names, n_names, buf, sizeof buf), g->pos[c] == TENKILL_OFF ? -1 : g->pos[c]);
        if (g->owner[c] != TENKILL_NOBODY)
            fprintf(out, ",\"role\":\"%s\",\"owner\":%d", g->role[c] == TENKILL_ROLE_HITMAN ? "hitman" : "target",
                    g->owner[c]);
        fputc('}', out);
    }
    fprintf(out, "],\"police\":[");
    for (int i = 0; i < TENKILL_POLICE; i++)
        fprintf(out, "%s%d", i ? "," : "", g->pos[TENKILL_CHARS + i] == TENKILL_OFF ? -1 : g->pos[TENKILL_CHARS + i]);
    fprintf(out, "],\"seats\":[");
    for (int q = 0; q < g->n; q++)
        fprintf(out, "%s{\"score\":%d,\"hitman\":\"%s\",\"targets_dead\":%d}", q ? "," : "", tenkill_score(g, q),
                status_word(g->seat[q].status), g->seat[q].targets_dead);
    fprintf(out, "]");
}
