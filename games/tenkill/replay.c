/*
 * replay.c — a record replayed for a person (replay.h).
 */
#include "games/tenkill/replay.h"

#include <stdlib.h>
#include <string.h>

#include "base/line.h"
#include "games/tenkill/params_text.h"
#include "games/tenkill/record.h"
#include "games/tenkill/tenkill.h"

enum { MAX_EVENTS = 65535 };

int tenkill_replay_detect(FILE *in)
{
    char line[256] = "";
    while (fgets(line, sizeof line, in) && (line[0] == '#' || line[0] == '\n'))
        ;
    return strncmp(line, "tenkill 1", 9) == 0;
}

static void print_mask(FILE *out, const char *prefix, TenkillMask m)
{
    fputs(prefix, out);
    for (int c = 0; c < TENKILL_CHARS; c++)
        if (m >> c & 1)
            fprintf(out, " C%d", c);
}

static void print_deal(FILE *out, const TenkillGame *g)
{
    char params[2 * GAME_PARAMS_TEXT];
    tenkill_params_format(&g->p, params, sizeof params);
    fprintf(out, "10' to Kill, %s\n", params);
    fprintf(out, "scope tiles:");
    for (int t = 0; t < TENKILL_TILES; t++)
        if (g->scope >> t & 1)
            fprintf(out, " %d", t);
    fputc('\n', out);
    for (int q = 0; q < g->n; q++) {
        fprintf(out, "p%d: hitman C%d", q, g->seat[q].hitman);
        print_mask(out, ", targets", g->seat[q].targets);
        fputc('\n', out);
    }
}

/* What the kill of v makes public (T13), and its suspects S(V) (§3). */
static void print_kill(FILE *out, const TenkillGame *before, int v)
{
    if (v >= TENKILL_CHARS) {
        fprintf(out, " (a policeman, T12)\n");
        return;
    }
    int s = before->to_act, q = before->owner[v];
    const char *what = before->role[v] == TENKILL_ROLE_HITMAN ? "hitman"
                       : before->role[v] == TENKILL_ROLE_TARGET ? "target" : NULL;
    if (!what)
        fprintf(out, " on %d: nobody's", before->pos[v]);
    else if (q == s)
        fprintf(out, " on %d: p%d's own target", before->pos[v], q);
    else
        fprintf(out, " on %d: p%d's %s", before->pos[v], q, what);
    print_mask(out, "; suspects", tenkill_suspects(before, v));
    fputc('\n', out);
}

static void print_event(FILE *out, const TenkillGame *before, const TenkillGame *after, TenkillAction a)
{
    int who = tenkill_to_move(before), x = TENKILL_ARG_A(a), y = TENKILL_ARG_B(a);
    char text[48], fig[8];
    tenkill_action_text(a, text, sizeof text);
    snprintf(fig, sizeof fig, "%c%d", x < TENKILL_CHARS ? 'C' : 'P', x < TENKILL_CHARS ? x : x - TENKILL_CHARS);
    switch (TENKILL_KIND(a)) {
    case TENKILL_SELECT: return; /* shown with its tile */
    case TENKILL_MOVE: fprintf(out, "  p%d moves %s from %d to %d\n", who, fig, before->pos[x], y); break;
    case TENKILL_FLEE: fprintf(out, "  p%d places the fleeing %s on %d (T14)\n", who, fig, y); break;
    case TENKILL_KILL:
        fprintf(out, "  p%d kills %s", who, fig);
        print_kill(out, before, x);
        break;
    case TENKILL_INVESTIGATE:
        fprintf(out, "  p%d asks p%d about C%d: %s\n", who, y, x,
                after->seat[y].status == TENKILL_HM_ARRESTED && before->seat[y].status == TENKILL_HM_ON ? "yes, arrested"
                                                                                                       : "no");
        break;
    default: fprintf(out, "  %s%d %s\n", who == TENKILL_CHANCE_SEAT ? "chance" : "p", who, text); break;
    }
    for (int i = 0; i < TENKILL_POLICE; i++)
        if (!(before->police_on >> i & 1) && (after->police_on >> i & 1))
            fprintf(out, "  P%d arrives on %d (T15)\n", i, after->pos[TENKILL_CHARS + i]);
    if (after->round != before->round)
        fprintf(out, "round %d\n", after->round);
}

static void print_outcome(FILE *out, const TenkillGame *g)
{
    static const char *const ending[] = {"the record stops before the end", "three targets dead (T18)",
                                         "no hitman left (T18)", "the round cap (T19)"};
    uint8_t rank[TENKILL_SEATS_MAX];
    tenkill_ranks(g, rank);
    fprintf(out, "%s\n", ending[g->end]);
    for (int q = 0; q < g->n; q++)
        fprintf(out, "p%d: %d points, rank %d, hitman %s\n", q, tenkill_score(g, q), rank[q],
                g->seat[q].status == TENKILL_HM_ON ? "kept" : g->seat[q].status == TENKILL_HM_KILLED ? "killed"
                                                                                                    : "arrested");
}

int tenkill_replay(const char *path, FILE *out, FILE *err)
{
    char problem[512];
    FILE *in = text_open(path, problem, sizeof problem);
    if (!in) {
        fprintf(err, "%s\n", problem);
        return 1;
    }
    TenkillSetup setup;
    TenkillAction *actions = malloc(MAX_EVENTS * sizeof *actions);
    char msg[512];
    int n = 0, rc = !actions ? (snprintf(msg, sizeof msg, "%s: out of memory", path), -1)
                             : tenkill_record_read(in, path, &setup, actions, MAX_EVENTS, &n, msg, sizeof msg);
    fclose(in);
    if (rc) {
        fprintf(err, "%s\n", msg);
        free(actions);
        return 1;
    }
    TenkillGame g, before;
    tenkill_start(&g, &setup);
    print_deal(out, &g);
    fprintf(out, "round 1\n");
    for (int i = 0; i < n; i++) {
        before = g;
        tenkill_apply(&g, actions[i]);
        print_event(out, &before, &g, actions[i]);
    }
    print_outcome(out, &g);
    free(actions);
    return 0;
}
