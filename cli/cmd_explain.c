/*
 * cmd_explain.c — `noirlab explain FILE`: replay a game record
 * (games/itk/docs/records.md) and print what the Detective can deduce (games/itk/ai/belief.h)
 * after each event that makes something public: the motives still possible,
 * the likeliest murderers, and the best accusation with its probability.
 *
 * Like `noirlab replay`, the record is checked completely before anything is
 * printed, so a bad record gives one message and no half-printed game.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai/game_explain.h"
#include "ai/tie.h"
#include "cli/commands.h"
#include "cli/options.h"
#include "games/itk/ai/belief.h"
#include "games/itk/data/record.h"
#include "games/itk/engine/show_game.h"

enum { TOP_DEFAULT = 5 };

static const char usage_text[] = "usage: noirlab explain [--top N] [--lie L] FILE\n";

static const char about_text[] =
    "Replay a game record (games/itk/docs/records.md) and print the Detective's deductions\n"
    "after each event that makes something public (an answer, a surveillance, a\n"
    "murder, a token draw, a refusal): the motives still possible and the most\n"
    "probable murderers with their posterior probabilities, the best accusation,\n"
    "and the number of hypotheses (murderer, motive, Person of Interest,\n"
    "supporters) still consistent with everything observed (games/itk/docs/belief.md).\n";

static const char notes_text[] =
    "A NOIR record (games/noir/docs/noir.md) gets each side's exact belief over the other's\n"
    "identity after each entry instead (--top and --lie are Intent to Kill's).\n"
    "The record's hidden setup is shown first, and the probability the Detective\n"
    "gives the truth is shown after each event.  Game data is read from\n"
    "$NOIRLAB_DATA or the source tree's scenarios/.  Exit status: 0 the record is\n"
    "valid; 1 it is malformed or has an illegal event (one message FILE:LINE:\n"
    "problem); 2 bad usage.\n";

typedef struct Options {
    const char *file;
    int top;
    double lie;
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
    char text[RECORD_ACTION_TEXT_MAX];
    itk_record_format_action(text, sizeof text, e->cat, before, ev->action);
    fprintf(e->out, "%5d  %c %s\n", ev->line, itk_record_side_letter(ev->side), text);
    for (int i = before->n_obs; i < after->n_obs; i++) {
        fputs("         -> ", e->out);
        itk_show_observation(e->out, e->cat, after, &after->obs[i]);
    }
    if (after->n_obs > before->n_obs)
        print_deductions(e, after);
}

/* Check, then print.  Returns the exit status. */
static int explain(const Catalog *cat, const Options *opt, RecordEvent *events, Explainer *e)
{
    Setup setup;
    RecordInfo info;
    Game g;
    int n;
    char err[RECORD_ERR_MAX];
    if (itk_record_parse(cat, opt->file, &setup, events, RECORD_MAX_EVENTS, &n, &info, err, sizeof err) < 0 ||
        itk_record_play(&g, &setup, cat, events, n, opt->file, &info, NULL, NULL, err, sizeof err) < 0) {
        fprintf(stderr, "%s\n", err);
        return 1;
    }

    itk_game_init(&g, &setup);
    Game view;
    itk_game_view(&g, SIDE_DETECTIVE, &view);
    itk_belief_init(&e->belief, &view, opt->lie);
    printf("%s: layout %s, %d events\n", opt->file, info.layout_key[0] ? info.layout_key : "none", n);
    printf("the truth, hidden from the Detective:\n");
    itk_show_setup(stdout, cat, &g);
    printf("\nthe Detective's deductions (a liar lies with probability %g)\n", e->belief.lie);
    printf("         before any event\n");
    print_deductions(e, &g);
    itk_record_play(&g, &setup, cat, events, n, opt->file, &info, explain_step, e, err, sizeof err);
    printf("\n");
    itk_show_status(stdout, &g);
    itk_show_outcome(stdout, cat, &g);
    return 0;
}

/* Parse the arguments: OPTIONS_OK, or the status options_parse gave. */
static int parse_args(int argc, char **argv, Options *opt)
{
    uint64_t top = TOP_DEFAULT;
    *opt = (Options){NULL, TOP_DEFAULT, BELIEF_LIE_DEFAULT};
    const Option options[] = {
        {"top", 0, OPT_UNSIGNED, &top, "N", "murderers listed after each event (default 5; 0 lists all)", .min = 0,
         .max = CIVILIANS},
        {"lie", 0, OPT_REAL, &opt->lie, "L",
         "the model's chance that a liar's answer is a lie\n"
         "(default 0.5: a liar's answer carries no information)",
         .lo = BELIEF_LIE_MIN, .hi = 1 - BELIEF_LIE_MIN},
        {0},
    };
    const OptionCommand cmd = {"explain", usage_text, about_text, options, notes_text};
    int n, rc = options_parse(&cmd, argc, argv, &n);
    if (rc == OPTIONS_OK && n != 1)
        rc = n ? options_fail(&cmd, "unexpected '%s': one record at a time", argv[1])
               : options_fail(&cmd, "which record? (FILE is missing; noirlab explain --help)");
    opt->top = (int)top;
    opt->file = rc == OPTIONS_OK ? argv[0] : NULL;
    return rc;
}

int cmd_explain(int argc, char **argv)
{
    Options opt;
    int parsed = parse_args(argc, argv, &opt);
    if (parsed != OPTIONS_OK)
        return options_exit(parsed);
    char err[CATALOG_ERR_MAX];
    const GameExplainer *other = game_explainer_for(opt.file);
    if (other) { /* a record of another game, explained by its own beliefs */
        if (other->explain(opt.file, stdout, err, sizeof err) == 0)
            return 0;
        fprintf(stderr, "%s\n", err);
        return 1;
    }
    Catalog *cat = malloc(sizeof *cat);
    RecordEvent *events = malloc(RECORD_MAX_EVENTS * sizeof *events);
    Explainer *e = malloc(sizeof *e);
    int status = 1;
    if (!cat || !events || !e) {
        fputs("noirlab explain: out of memory\n", stderr);
    } else if (itk_catalog_load(cat, itk_catalog_default_dir(), err, sizeof err) < 0) {
        fprintf(stderr, "%s\n", err);
    } else {
        *e = (Explainer){.out = stdout, .cat = cat, .opt = &opt};
        status = explain(cat, &opt, events, e);
    }
    free(e);
    free(events);
    free(cat);
    return status;
}
