/*
 * view_text.c — a NOIR side's view drawn for a person (view_text.h): the grid
 * with the suspects' numbers and names, the side's own cards, the public
 * counts and the newest record entries as that side may read them (N13).
 */
#include "games/noir/data/view_text.h"

#include <string.h>

static const char *const mode_title[NOIR_MODES] = {"Classic", "Standard", "Citizen's Arrest"};

/* "12 Mara", or "12" without a name. */
static void suspect_text(int s, const char *const *names, int n_names, char *out, size_t outlen)
{
    if (s == NOIR_NOBODY)
        snprintf(out, outlen, "?");
    else if (s < n_names && names[s])
        snprintf(out, outlen, "%d %s", s, names[s]);
    else
        snprintf(out, outlen, "%d", s);
}

static int has(uint64_t set, int s) { return s != NOIR_NOBODY && (set >> s & 1); }

/* The grid: x before a deceased suspect, * after one marked innocent, and
 * "<" after the side's own identity. */
static void draw_grid(FILE *out, const NoirView *v, const char *const *names, int n_names)
{
    for (int r = 0; r < v->rows; r++) {
        fputs("   ", out);
        for (int c = 0; c < v->cols; c++) {
            int s = v->grid[r * v->cols + c];
            char name[32], cell[48];
            suspect_text(s, names, n_names, name, sizeof name);
            snprintf(cell, sizeof cell, "%s%s%s%s", has(v->dead, s) ? "x" : "", name, has(v->marked, s) ? "*" : "",
                     s == v->identity ? "<" : "");
            fprintf(out, " %-15s", cell);
        }
        fputc('\n', out);
    }
}

void noir_view_text_set(FILE *out, const char *title, uint64_t set, const char *const *names, int n_names)
{
    fprintf(out, "%s:", title);
    for (int s = 0; s < NOIR_MAX_SUSPECTS; s++)
        if (has(set, s)) {
            char name[32];
            suspect_text(s, names, n_names, name, sizeof name);
            fprintf(out, " [%s]", name);
        }
    fputc('\n', out);
}

static const char *answer(int a) { return a == NOIR_YES ? "yes" : a == NOIR_NO ? "no" : "-"; }

/* One record entry as the side reads it; secrets it may not see are "?". */
static void draw_entry(FILE *out, const NoirObs *o, const char *const *names, int n_names)
{
    char a[32], b[32];
    suspect_text(o->a, names, n_names, a, sizeof a);
    suspect_text(o->b, names, n_names, b, sizeof b);
    switch (o->kind) {
    case NOIR_CHOOSE: fprintf(out, "Inspector chose an identity: %s\n", a); break;
    case NOIR_KILL:
        fprintf(out, "Killer killed %s%s%s\n", a, o->result == NOIR_NO_ANSWER ? "" : "; is the Inspector next to it? ",
                o->result == NOIR_NO_ANSWER ? "" : answer(o->result));
        break;
    case NOIR_DISGUISE:
        if (o->b != NOIR_NOBODY)
            fprintf(out, "Killer disguised as %s; the old identity %s died (N8)\n", a, b);
        else
            fprintf(out, "Killer drew %s, deceased: no disguise (N8)\n", a);
        break;
    case NOIR_SHIFT:
        fprintf(out, "shift %s %d %s\n", o->a >= NOIR_COLUMN ? "column" : "row",
                o->a >= NOIR_COLUMN ? o->a - NOIR_COLUMN : o->a,
                o->a >= NOIR_COLUMN ? (o->b ? "down" : "up") : (o->b ? "right" : "left"));
        break;
    case NOIR_ARREST: fprintf(out, "Inspector: are you %s? %s\n", a, answer(o->result)); break;
    case NOIR_EXONERATE: fprintf(out, "Inspector drew %s\n", a); break;
    case NOIR_DISCARD:
        fprintf(out, "Inspector discarded %s%s%s\n", a, o->result == NOIR_NO_ANSWER ? "" : "; is the Killer next to it? ",
                o->result == NOIR_NO_ANSWER ? "" : answer(o->result));
        break;
    case NOIR_CITIZEN: fprintf(out, "Inspector discarded %s and arrested %s: %s (N12)\n", a, b, answer(o->result)); break;
    default: break;
    }
}

void noir_view_text(FILE *out, const NoirSeatView *sv, const char *const *names, int n_names)
{
    const NoirView *v = &sv->v;
    const NoirParams *p = &sv->p;
    int inspector = v->side == NOIR_INSPECTOR;
    char me[32];
    fprintf(out, "NOIR %dx%d, %s, the grid now %dx%d; %d deceased (the Killer wins at %d), turn %d of %d\n", p->side,
            p->side, p->mode < NOIR_MODES ? mode_title[p->mode] : "?", v->rows, v->cols, v->deaths, p->kill_target,
            v->turns, p->max_turns);
    fputs("(xN deceased, N* marked innocent, N< you)\n", out);
    draw_grid(out, v, names, n_names);
    suspect_text(v->identity, names, n_names, me, sizeof me);
    fprintf(out, "you are the %s: %s\n", inspector ? "Inspector" : "Killer",
            v->identity == NOIR_NOBODY ? "no identity chosen yet" : me);
    if (inspector && v->identity == NOIR_NOBODY)
        noir_view_text_set(out, "your four cards (N3)", v->dealt, names, n_names);
    if (inspector)
        noir_view_text_set(out, "your hand", v->hand, names, n_names);
    else
        fprintf(out, "the Inspector's hand: %d cards\n", v->hand_size);
    fprintf(out, "the Evidence Deck: %d cards; the discard pile:", v->deck);
    for (int i = 0; i < v->n_pile; i++) {
        char s[32];
        suspect_text(v->pile[i], names, n_names, s, sizeof s);
        fprintf(out, " [%s]", s);
    }
    fputc('\n', out);
    int from = v->n_obs > 6 ? v->n_obs - 6 : 0;
    if (v->n_obs)
        fprintf(out, "the record, newest last:\n");
    for (int i = from; i < v->n_obs; i++) {
        fputs("  ", out);
        draw_entry(out, &sv->obs[i], names, n_names);
    }
}
