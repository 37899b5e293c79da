/*
 * replay_noir.c — `noirlab replay FILE` for a NOIR record (games/noir/docs/noir.md):
 * the setup, each event with what it made public, the grid whenever it
 * changed, and the outcome or the position the record stops in.  The record
 * is checked completely (noir_record_parse) before anything is printed.
 */
#include "games/noir/cli/replay_noir.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/game_replay.h"
#include "cli/game_replays.h"
#include "games/noir/data/record.h"

static const char *const mode_title[NOIR_MODES] = {"Classic", "Standard", "Citizen's Arrest"};
static const char *const end_text[] = {
    [NOIR_END_ARREST] = "the Inspector arrested the Killer (N7)",
    [NOIR_END_CITIZENS_ARREST] = "the Inspector arrested the Killer by a citizen's arrest (N12)",
    [NOIR_END_INSPECTOR_KILLED] = "the Killer killed the Inspector (N6)",
    [NOIR_END_KILL_TARGET] = "the kill target was reached (N11)",
    [NOIR_END_TURN_LIMIT] = "the turn limit was reached: unfinished, nobody wins (N14)",
};

/* The grid: x before a dead suspect, * after one marked innocent, K and I
 * after the identities (a replay sees everything). */
static void show_grid(const NoirGame *g)
{
    for (int r = 0; r < g->rows; r++) {
        fputs("    ", stdout);
        for (int c = 0; c < g->cols; c++) {
            int s = g->card[8 * r + c];
            char cell[16];
            snprintf(cell, sizeof cell, "%s%d%s%s", g->alive >> s & 1 ? "" : "x", s, g->marked >> s & 1 ? "*" : "",
                     s == g->killer ? "K" : s == g->inspector ? "I" : "");
            printf(" %6s", cell);
        }
        putchar('\n');
    }
}

static const char *answer(int a) { return a == NOIR_YES ? "yes" : "no"; }

/* What a record entry made public (or, for secrets, what the replay sees). */
static void show_obs(const NoirObs *o)
{
    switch (o->kind) {
    case NOIR_KILL:
        printf("suspect %d dies", o->a);
        if (o->result != NOIR_NO_ANSWER)
            printf("; canvass: the Inspector answers %s, next to %d (N6)", answer(o->result), o->a);
        break;
    case NOIR_DISGUISE:
        if (o->b != NOIR_NOBODY)
            printf("the Killer draws %d and becomes them; the old identity %d dies (N8)", o->a, o->b);
        else
            printf("the Killer draws %d, dead: shown and discarded (N8)", o->a);
        break;
    case NOIR_ARREST: printf("\"are you %d?\" %s", o->a, answer(o->result)); break;
    case NOIR_EXONERATE: printf("the Inspector draws %d", o->a); break;
    case NOIR_DISCARD:
        printf("%d discarded: not the Killer", o->a);
        if (o->result != NOIR_NO_ANSWER)
            printf("; canvass: the Killer answers %s, next to %d (N9)", answer(o->result), o->a);
        break;
    case NOIR_CITIZEN: printf("%d discarded; \"are you %d?\" %s (N12)", o->a, o->b, answer(o->result)); break;
    default: return;
    }
    putchar('\n');
}

static void print_step(void *ctx, const NoirGame *before, const NoirGame *after, NoirAction x, int line)
{
    (void)ctx;
    char text[NOIR_ACTION_TEXT_MAX];
    noir_action_text(x, text, sizeof text);
    printf("%5d  %c %s\n", line, noir_side_letter(noir_to_move(before)), text);
    for (int i = before->n_obs; i < after->n_obs; i++)
        if (after->obs[i].kind != NOIR_SHIFT && after->obs[i].kind != NOIR_CHOOSE) {
            fputs("         -> ", stdout);
            show_obs(&after->obs[i]);
        }
    if (after->rows != before->rows || after->cols != before->cols)
        printf("         -> collapse: the grid is now %dx%d (N10)\n", after->rows, after->cols);
    if (after->live != before->live || memcmp(after->card, before->card, sizeof after->card) != 0)
        show_grid(after);
}

static void show_setup(const char *path, const NoirRecord *r)
{
    const NoirParams *p = &r->setup.p;
    int n = p->side * p->side;
    printf("%s: NOIR, %dx%d, %s mode, kill target %d, turn limit %d, %d events\n", path, p->side, p->side,
           mode_title[p->mode], p->kill_target, p->max_turns, r->n);
    printf("switches (N15): disguise=%d self_arrest=%d identity_first=%d first_kill=%s\n", p->disguise,
           p->self_arrest, p->identity_first, p->first_kill_optional ? "optional" : "forced");
    printf("the Killer: %d; the Inspector's four: %d %d %d %d\nthe Evidence Deck, top first:", r->setup.evidence[0],
           r->setup.evidence[1], r->setup.evidence[2], r->setup.evidence[3], r->setup.evidence[4]);
    for (int i = 1 + NOIR_DEALT; i < n; i++)
        printf(" %d", r->setup.evidence[i]);
    printf("\n\nthe deal (xN dead, N* marked innocent, K the Killer, I the Inspector)\n");
}

static void show_outcome(const NoirGame *g)
{
    static const char *const side_name[] = {"the Killer", "the Inspector"};
    printf("\n%d turns, %d deceased of %d to the kill target\n", g->turns, g->deaths, g->p.kill_target);
    if (noir_over(g))
        printf("%s%s\n", g->winner == NOIR_SIDE_NONE ? "" : g->winner == NOIR_KILLER ? "the Killer wins: "
                                                                                     : "the Inspector wins: ",
               end_text[g->end]);
    else
        printf("the record stops here; %s is to move\n", side_name[noir_to_move(g)]);
}

int noir_replay(const char *path)
{
    NoirRecord *r = malloc(sizeof *r);
    static NoirGame g;
    char err[NOIR_RECORD_ERR_MAX];
    if (!r) {
        fputs("noirlab replay: out of memory\n", stderr);
        return 1;
    }
    int status = 0;
    if (noir_record_parse(path, r, err, sizeof err) < 0) {
        fprintf(stderr, "%s\n", err);
        status = 1;
    } else {
        show_setup(path, r);
        noir_init(&g, &r->setup);
        show_grid(&g);
        putchar('\n');
        noir_record_play(r, &g, path, print_step, NULL, err, sizeof err);
        show_outcome(&g);
    }
    free(r);
    return status;
}

/* NOIR's entry in `noirlab replay` (games/noir/CMakeLists.txt registers it). */
const GameReplay noir_game_replay = {.detect = noir_record_detect, .replay = noir_replay};
