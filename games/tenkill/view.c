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

void tenkill_view_text(FILE *out, const TenkillSeatView *sv, const char *const *names, int n_names)
{
    const TenkillGame *g = &sv->g;
    char buf[16];
    fprintf(out, "round %d, seat p%d to act, %d action(s) left; policemen in supply: %d\n", g->round, g->to_act,
            g->actions_left, __builtin_popcount(g->supply));
    for (int t = 0; t < TENKILL_TILES; t++) {
        fprintf(out, "  tile %2d (%d,%d)%s:", t, g->p.cell_r[t], g->p.cell_c[t], g->scope >> t & 1 ? " scope" : "");
        for (int c = 0; c < TENKILL_CHARS; c++)
            if (g->pos[c] == t)
                fprintf(out, " %s", name_of(c, names, n_names, buf, sizeof buf));
        for (int i = 0; i < TENKILL_POLICE; i++)
            if (g->pos[TENKILL_CHARS + i] == t)
                fprintf(out, " P%d", i);
        fputc('\n', out);
    }
    for (int q = 0; q < g->n; q++) {
        const TenkillSeat *s = &g->seat[q];
        fprintf(out, "  p%d: score %d, hitman %s", q, tenkill_score(g, q),
                status_word(s->status));
        if (s->hitman != TENKILL_NOBODY)
            fprintf(out, " (%s)", name_of(s->hitman, names, n_names, buf, sizeof buf));
        fprintf(out, ", targets dead %d%s\n", s->targets_dead, q == sv->seat ? "  <- you" : "");
    }
    const TenkillSeat *me = &g->seat[sv->seat];
    fprintf(out, "  your targets:");
    for (int c = 0; c < TENKILL_CHARS; c++)
        if (me->targets >> c & 1)
            fprintf(out, " %s%s", name_of(c, names, n_names, buf, sizeof buf), g->pos[c] == TENKILL_OFF ? " (dead)" : "");
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
