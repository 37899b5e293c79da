/*
 * explain_itk.c — Intent to Kill's entry in `noirlab explain`
 * (cli/game_explain.h): replay a game record (games/itk/docs/records.md) and
 * print what the Detective can deduce (games/itk/ai/belief.h) after each
 * event that makes something public: the motives still possible, the
 * likeliest murderers, and the best accusation with its probability.  Its
 * flags: --top (murderers listed) and --lie (the belief's lie rate).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/tie.h"
#include "cli/game_explain.h"
#include "cli/game_explainers.h"
#include "games/itk/ai/belief.h"
#include "games/itk/data/record.h"
#include "games/itk/engine/show_game.h"

enum { TOP_DEFAULT = 5 };

typedef struct Options {
    const char *file;
    int top;     /* murderers listed after each event; 0: all */
    double lie;  /* the model's chance that a liar's answer is a lie */
} Options;

typedef struct Explainer {
    FILE *out;
    const Catalog *cat;
    const Options *opt;
    Belief belief;
} Explainer;

/* "12.5%", with "<0.1%" for what is possible but rounds to nothing. */
static void percent(char *buf, size_t n, double p)
{
    if (p > 0 && p < 0.0005)
        snprintf(buf, n, "<0.1%%");
    else
        snprintf(buf, n, "%.1f%%", 100 * p);
}

/* Indices 0..n-1 ordered by decreasing p (stable: ties keep index order). */
static void order_by(const double *p, int n, int *idx)
{
    for (int i = 0; i < n; i++) {
        int j = i;
        while (j > 0 && p[idx[j - 1]] < p[i]) {
            idx[j] = idx[j - 1];
            j--;
        }
        idx[j] = i;
    }
}

static void print_motives(Explainer *e)
{
    int idx[MOTIVES], shown = 0;
    char pc[16];
    order_by(e->belief.motive, MOTIVES, idx);
    fprintf(e->out, "         motives:  ");
    for (int i = 0; i < MOTIVES; i++) {
        int m = idx[i];
        if (e->belief.motive[m] <= 0)
            continue;
        percent(pc, sizeof pc, e->belief.motive[m]);
        fprintf(e->out, "%s%s %s", shown++ ? ", " : "", e->cat->motive_name[m], pc);
    }
    fprintf(e->out, "%s\n", shown ? "" : "none (the record contradicts itself)");
}

static void print_suspects(Explainer *e, const Game *g)
{
    int idx[CIVILIANS], possible = bits_count(itk_belief_suspects(&e->belief));
    int top = e->opt->top > 0 && e->opt->top < possible ? e->opt->top : possible;
    char pc[16];
    order_by(e->belief.murderer, CIVILIANS, idx);
    fprintf(e->out, "         murderer: ");
    for (int i = 0; i < top; i++) {
        percent(pc, sizeof pc, e->belief.murderer[idx[i]]);
        fprintf(e->out, "%s%s %s", i ? ", " : "", g->card[idx[i]].name, pc);
    }
    if (top < possible)
        fprintf(e->out, " (%d more possible)", possible - top);
    fprintf(e->out, "\n");
}

static void print_best(Explainer *e, const Game *g)
{
    int x, m;
    char pc[16], truth[16];
    Tie tie; /* a commentary, not a choice: of equal pairs it names the first */
    tie_start(&tie, TIES_FIRST, NULL);
    double p = itk_belief_best(&e->belief, g, &tie, &x, &m);
    percent(truth, sizeof truth, e->belief.joint[g->murderer][g->motive]);
    if (x < 0) {
        fprintf(e->out, "         best accusation: none\n");
        return;
    }
    percent(pc, sizeof pc, p);
    fprintf(e->out, "         best accusation: %s as %s, %s (the truth: %s); %ld hypotheses\n", g->card[x].name,
            e->cat->motive_name[m], pc, truth, itk_belief_hypotheses(&e->belief));
}

static void print_deductions(Explainer *e, const Game *g)
{
    Game view;
    itk_game_view(g, SIDE_DETECTIVE, &view);
    itk_belief_update(&e->belief, &view);
    print_motives(e);
    print_suspects(e, g);
    print_best(e, g);
}

static void explain_step(void *ctx, const Game *before, const Game *after, const RecordEvent *ev)
{
    Explainer *e = ctx;
    itk_show_event(e->out, e->cat, before, after, ev);
    if (after->n_obs > before->n_obs)
        print_deductions(e, after);
}

/* Check, then print to e->out.  0, or -1 with "FILE:LINE: problem" in err
 * and nothing printed. */
static int explain(const Catalog *cat, const Options *opt, RecordEvent *events, Explainer *e, char *err,
                   size_t errlen)
{
    Setup setup;
    RecordInfo info;
    Game g;
    int n;
    if (itk_record_parse(cat, opt->file, &setup, events, RECORD_MAX_EVENTS, &n, &info, err, errlen) < 0 ||
        itk_record_play(&g, &setup, cat, events, n, opt->file, &info, NULL, NULL, err, errlen) < 0)
        return -1;

    FILE *out = e->out;
    itk_game_init(&g, &setup);
    Game view;
    itk_game_view(&g, SIDE_DETECTIVE, &view);
    itk_belief_init(&e->belief, &view, opt->lie);
    fprintf(out, "%s: layout %s, %d events\n", opt->file, info.layout_key[0] ? info.layout_key : "none", n);
    fprintf(out, "the truth, hidden from the Detective:\n");
    itk_show_setup(out, cat, &g);
    fprintf(out, "\nthe Detective's deductions (a liar lies with probability %g)\n", e->belief.lie);
    fprintf(out, "         before any event\n");
    print_deductions(e, &g);
    itk_record_play(&g, &setup, cat, events, n, opt->file, &info, explain_step, e, err, errlen);
    fprintf(out, "\n");
    itk_show_status(out, &g);
    itk_show_outcome(out, cat, &g);
    return 0;
}
/* The flags: setting[0] is --top, setting[1] --lie. */
static const GameExplainSetting itk_explain_settings[] = {
    {"top", "N", "murderers listed after each event (default 5; 0 lists all)", 1, 0, CIVILIANS, TOP_DEFAULT},
    {"lie", "L",
     "the model's chance that a liar's answer is a lie\n"
     "(default 0.5: a liar's answer carries no information)",
     0, BELIEF_LIE_MIN, 1 - BELIEF_LIE_MIN, BELIEF_LIE_DEFAULT},
    {0},
};

/* Load the catalog the record's names refer to, then check and print. */
static int itk_explain_file(const char *path, const double *setting, FILE *out, char *err, size_t errlen)
{
    Options opt = {path, (int)setting[0], setting[1]};
    Catalog *cat = malloc(sizeof *cat);
    RecordEvent *events = malloc(RECORD_MAX_EVENTS * sizeof *events);
    Explainer *e = malloc(sizeof *e);
    int rc = -1;
    if (!cat || !events || !e)
        snprintf(err, errlen, "noirlab explain: out of memory");
    else if (itk_catalog_load(cat, itk_catalog_default_dir(), err, errlen) == 0) {
        *e = (Explainer){.out = out, .cat = cat, .opt = &opt};
        rc = explain(cat, &opt, events, e, err, errlen);
    }
    free(e);
    free(events);
    free(cat);
    return rc;
}

const GameExplainer itk_explainer = {
    .game = "itk", .detect = itk_record_detect, .explain = itk_explain_file, .settings = itk_explain_settings};
