/*
 * cmd_explain.c — `noirlab explain FILE`: replay a game record and print what
 * each side could deduce after each event that makes something public.  Each
 * game explains its own records (its EXPLAINER hook, cli/game_explain.h);
 * this finds whose record it is by its first line, and offers every game's
 * own flags (Intent to Kill's --top and --lie).
 *
 * Like `noirlab replay`, the record is checked completely before anything is
 * printed, so a bad record gives one message and no half-printed game.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/line.h"
#include "cli/commands.h"
#include "cli/game_explain.h"
#include "cli/game_explainers.h" /* written by the build from the games' EXPLAINER hooks (games/CMakeLists.txt) */
#include "cli/options.h"

/* Every game's explainer, in the order of the game list: the first is the
 * default game's, which gets a record no game claims. */
static const GameExplainer *const explainers[] = {NOIRLAB_GAME_EXPLAINERS};
enum { EXPLAINERS = sizeof explainers / sizeof explainers[0] };

static const char about_text[] =
    "Replay a game record and print, after each event that makes something public,\n"
    "what a side could deduce from it: in Intent to Kill (games/itk/docs/records.md,\n"
    "the default game) the Detective's motives still possible, the most probable\n"
    "murderers with their posterior probabilities, the best accusation and the\n"
    "number of hypotheses still consistent (games/itk/docs/belief.md); in another\n"
    "game, each side's exact belief over the other's identity (its docs/).\n";

static const char notes_text[] =
    "A game's own flags above apply to its records only.  The record's hidden\n"
    "setup is shown first, and the probability given to the truth after each\n"
    "event.  Game data is read from $NOIRLAB_DATA or the source tree's scenarios/.\n"
    "Exit status: 0 the record is valid; 1 it is malformed or has an illegal\n"
    "event (one message FILE:LINE: problem); 2 bad usage.\n";

/* The flags of every game's explanation, each name once (the first game's
 * row), and where each one's value goes. */
typedef struct Flags {
    int n;
    Option option[EXPLAINERS * GAME_EXPLAIN_SETTINGS_MAX + 1];
    const GameExplainSetting *setting[EXPLAINERS * GAME_EXPLAIN_SETTINGS_MAX];
    uint64_t whole[EXPLAINERS * GAME_EXPLAIN_SETTINGS_MAX];
    double real[EXPLAINERS * GAME_EXPLAIN_SETTINGS_MAX];
    char usage[1024];
} Flags;

/* The row of the flag called name, or -1. */
static int flag_row(const Flags *f, const char *name)
{
    for (int k = 0; k < f->n; k++)
        if (strcmp(f->setting[k]->name, name) == 0)
            return k;
    return -1;
}

static void flags_build(Flags *f)
{
    memset(f, 0, sizeof *f);
    size_t used = (size_t)snprintf(f->usage, sizeof f->usage, "usage: noirlab explain");
    for (int e = 0; e < EXPLAINERS; e++)
        for (const GameExplainSetting *s = explainers[e]->settings; s && s->name; s++) {
            if (flag_row(f, s->name) >= 0)
                continue;
            int k = f->n++;
            f->setting[k] = s;
            f->whole[k] = (uint64_t)s->def;
            f->real[k] = s->def;
            f->option[k] = s->whole ? (Option){s->name, 0, OPT_UNSIGNED, &f->whole[k], s->value, s->help,
                                               .min = (uint64_t)s->lo, .max = (uint64_t)s->hi}
                                    : (Option){s->name, 0, OPT_REAL, &f->real[k], s->value, s->help, .lo = s->lo,
                                               .hi = s->hi};
            used += (size_t)snprintf(f->usage + used, sizeof f->usage - used, " [--%s %s]", s->name, s->value);
        }
    snprintf(f->usage + used, sizeof f->usage - used, " FILE\n");
}

/* The values of explainer x's settings, in its order. */
static void flags_values(const Flags *f, const GameExplainer *x, double *value)
{
    int j = 0;
    for (const GameExplainSetting *s = x->settings; s && s->name; s++, j++) {
        int k = flag_row(f, s->name);
        value[j] = f->setting[k]->whole ? (double)f->whole[k] : f->real[k];
    }
}

/* The game whose first line the record at path has, else the first game's;
 * NULL with the problem printed when the file cannot be read as text (a
 * folder or a FIFO is refused by its kind, not waited on). */
static const GameExplainer *explainer_for(const char *path)
{
    char err[512];
    FILE *in = text_open(path, err, sizeof err);
    if (!in) {
        fprintf(stderr, "%s\n", err);
        return NULL;
    }
    const GameExplainer *found = explainers[0];
    for (int e = 0; e < EXPLAINERS; e++) {
        rewind(in);
        if (explainers[e]->detect(in)) {
            found = explainers[e];
            break;
        }
    }
    fclose(in);
    return found;
}

int cmd_explain(int argc, char **argv)
{
    static Flags f;
    flags_build(&f);
    const OptionCommand cmd = {"explain", f.usage, about_text, f.option, notes_text};
    int n, rc = options_parse(&cmd, argc, argv, &n);
    if (rc == OPTIONS_OK && n != 1)
        rc = n ? options_fail(&cmd, "unexpected '%s': one record at a time", argv[1])
               : options_fail(&cmd, "which record? (FILE is missing; noirlab explain --help)");
    if (rc != OPTIONS_OK)
        return options_exit(rc);
    const GameExplainer *x = explainer_for(argv[0]);
    if (!x)
        return 1;
    double value[GAME_EXPLAIN_SETTINGS_MAX];
    char err[4096];
    flags_values(&f, x, value);
    if (x->explain(argv[0], value, stdout, err, sizeof err) == 0)
        return 0;
    fprintf(stderr, "%s\n", err);
    return 1;
}
