/*
 * report_advice.c — the report's section on the rulebook's advice
 * (report_advice.h): each claim of advice.h judged at every skill level
 * (verdicts.h), a summary table of the verdicts, then per level the claims'
 * measurements and a forest plot of their differences.
 */
#include "games/itk/report/report_advice.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "analysis/report_groups.h"
#include "analysis/report_plots.h"
#include "analysis/stats.h"
#include "base/xalloc.h"
#include "games/itk/report/verdicts.h"

enum { CELL_TEXT = 512 };

/* "label: 5.49% [4.76%, 6.32%] (180/3276)", or why there is no rate. */
static void measured_text(const ReportContext *ctx, const char *label, Tally t, Interval ci, char *out)
{
    if (t.games == 0)
        snprintf(out, CELL_TEXT, "%s: no games", label);
    else if (t.games < ctx->min_games)
        snprintf(out, CELL_TEXT, "%s: too few games (%llu)", label, (unsigned long long)t.games);
    else
        snprintf(out, CELL_TEXT, "%s: %.2f%% [%.2f%%, %.2f%%] (%llu/%llu)", label, 100.0 * proportion(t.wins, t.games),
                 100.0 * ci.lo, 100.0 * ci.hi, (unsigned long long)t.wins, (unsigned long long)t.games);
}

static double difference(const ClaimResult *r)
{
    return proportion(r->x.wins, r->x.games) - proportion(r->y.wins, r->y.games);
}

/* "x - y >= +3 points" */
static void wanted_text(const Claim *c, char *out)
{
    snprintf(out, CELL_TEXT, "x - y %s %+.0f points", c->dir == CLAIM_ABOVE ? ">=" : "<=", 100.0 * itk_claim_value(c));
}

/* One row per claim, one verdict column per level, then what they say together. */
static void advice_summary(const ReportContext *ctx, const VerdictSet *v)
{
    const char *head[3 + 8 + 2] = {"Claim", "Wanted"};
    char names[8][2 * RD_TEXT_MAX + 16];
    int shown = v->n_levels < 8 ? v->n_levels : 8;
    for (int l = 0; l < shown; l++) {
        char pl[2 * RD_TEXT_MAX + 8];
        pair_label(ctx->d, v->pair[l], pl, sizeof pl);
        snprintf(names[l], sizeof names[l], "%s", pl);
        head[2 + l] = names[l];
    }
    head[2 + shown] = "Across levels";
    head[3 + shown] = "Supported at";
    DocTable *t = doc_table(ctx->doc, 4 + shown, 0, head);
    for (int c = 0; c < itk_advice_claim_count; c++) {
        char id[CELL_TEXT], wanted[CELL_TEXT], holds[CELL_TEXT];
        const char *cell[3 + 8 + 2] = {id, wanted};
        snprintf(id, sizeof id, "%s %s", itk_advice_claims[c].id, itk_advice_claims[c].name);
        wanted_text(&itk_advice_claims[c], wanted);
        for (int l = 0; l < shown; l++)
            cell[2 + l] = itk_verdict_name(itk_verdict_at(v, l, c)->verdict);
        cell[2 + shown] = itk_across_name(itk_verdicts_across(v, c));
        itk_verdicts_levels_with(v, ctx->d, c, VERDICT_SUPPORTED, holds, sizeof holds);
        cell[3 + shown] = holds[0] ? holds : "-";
        table_row(t, cell);
    }
}

static void advice_table(const ReportContext *ctx, const VerdictSet *v, int level)
{
    static const char *const head[] = {"Claim", "Rulebook", "Tested", "x", "y", "x - y, 95% interval",
                                       "Wanted", "Interval Holm judges by", "Holm p", "Verdict"};
    DocTable *t = doc_table(ctx->doc, 10, 0x1a0, head);
    for (int i = 0; i < itk_advice_claim_count; i++) {
        const Claim *c = &itk_advice_claims[i];
        const ClaimResult *r = itk_verdict_at(v, level, i);
        char tested[CELL_TEXT], x[CELL_TEXT], y[CELL_TEXT], diff[CELL_TEXT], wanted[CELL_TEXT], judged[CELL_TEXT],
            p[CELL_TEXT];
        snprintf(tested, sizeof tested, "%s (x %s y)", c->test, c->dir == CLAIM_ABOVE ? ">" : "<");
        measured_text(ctx, c->x.label, r->x, r->ix, x);
        measured_text(ctx, c->y.label, r->y, r->iy, y);
        wanted_text(c, wanted);
        if (!r->measured) {
            snprintf(diff, sizeof diff, "-");
            snprintf(judged, sizeof judged, "-");
            snprintf(p, sizeof p, "-");
        } else {
            snprintf(diff, sizeof diff, "%+.2f pp [%+.2f, %+.2f]", 100.0 * difference(r), 100.0 * r->diff.lo,
                     100.0 * r->diff.hi);
            if (v->random[level]) {
                snprintf(judged, sizeof judged, "-");
                snprintf(p, sizeof p, "-");
            } else {
                snprintf(judged, sizeof judged, "[%+.2f, %+.2f] at %.2f%%", 100.0 * r->judged.lo, 100.0 * r->judged.hi,
                         100.0 * r->level);
                snprintf(p, sizeof p, r->p_holm < 0.0001 ? "%.1e" : "%.4f", r->p_holm);
            }
        }
        table_row(t, (const char *const[]){c->id, c->advice, tested, x, y, diff, wanted, judged, p,
                                           itk_verdict_name(r->verdict)});
    }
}

static int advice_figure(const ReportContext *ctx, const VerdictSet *v, int level)
{
    int pair = v->pair[level];
    const char **label = xcalloc((size_t)itk_advice_claim_count, sizeof *label);
    double *val = xcalloc((size_t)itk_advice_claim_count * 3, sizeof *val);
    for (int i = 0; i < itk_advice_claim_count; i++) {
        const ClaimResult *r = itk_verdict_at(v, level, i);
        char text[128];
        snprintf(text, sizeof text, "%s %s: %s", itk_advice_claims[i].id, itk_advice_claims[i].name,
                 itk_verdict_name(r->verdict));
        label[i] = xstrdup(text);
        val[i * 3] = r->measured ? 100.0 * difference(r) : NAN;
        val[i * 3 + 1] = r->measured ? 100.0 * r->judged.lo : NAN;
        val[i * 3 + 2] = r->measured ? 100.0 * r->judged.hi : NAN;
    }
    char name[32], pl[2 * RD_TEXT_MAX + 8], title[2 * RD_TEXT_MAX + 64], caption[2 * RD_TEXT_MAX + 400];
    pair_label(ctx->d, pair, pl, sizeof pl);
    snprintf(title, sizeof title, "The rulebook's advice: x - y per claim, %s", pl);
    snprintf(name, sizeof name, "advice-%d", pair + 1);
    snprintf(caption, sizeof caption,
             "Each claim's difference x - y with the interval Holm's correction judges it by (%s). The dotted lines "
             "are the smallest effect that matters, %.0f points either way: a claim x > y is supported when its "
             "interval lies right of the right-hand one, a claim x < y when it lies left of the left-hand one.",
             pl, 100.0 * itk_advice_claims[0].min_effect);
    int rc = plot_forest(ctx->p, name, title, "x - y (percentage points)", (PlotAxis){itk_advice_claim_count, label},
                         val, 100.0 * itk_advice_claims[0].min_effect);
    report_free_labels(label, itk_advice_claim_count);
    free(val);
    return report_figure(ctx->doc, rc, name, caption, ctx->min_games);
}

int itk_report_advice_section(const ReportContext *ctx)
{
    VerdictSet v;
    itk_verdicts_evaluate(ctx->d, ctx->min_games, &v);
    if (v.n_levels == 0) {
        itk_verdicts_free(&v);
        return 0;
    }
    doc_heading(ctx->doc, 2, "The rulebook's advice, tested");
    doc_para(ctx->doc, "Each claim of the rulebook's \"Motives and combinations\" and \"Adjusting game difficulty\" "
                       "is turned into a comparison of two proportions x and y measured in this database "
                       "(docs/report.md explains each design), and states the smallest difference that would matter "
                       "to a designer: %.0f percentage points. Verdict rule: supported when the interval of x - y lies "
                       "wholly beyond that effect on the side the claim states; contradicted when it lies wholly short "
                       "of it (the effect is smaller than matters, or the other way round); inconclusive when it holds "
                       "it. The interval is Newcombe's, widened by Holm's correction for the %d claims judged here at "
                       "every skill level together, so that the chance of any wrong verdict among them stays under "
                       "5%%. Not measured: a side has fewer than %llu games. Random players give no verdict.",
             100.0 * itk_advice_claims[0].min_effect, v.tests, (unsigned long long)ctx->min_games);
    doc_heading(ctx->doc, 3, "Verdicts at every skill level");
    advice_summary(ctx, &v);
    int flips = 0;
    for (int c = 0; c < itk_advice_claim_count; c++)
        flips += itk_verdicts_across(&v, c) == ACROSS_FLIPS;
    if (flips)
        doc_para(ctx->doc, "%d claim%s FLIP%s between skill levels: supported with one pair of players and "
                           "contradicted with another, so the verdict is about the players as much as the game.",
                 flips, flips == 1 ? "" : "s", flips == 1 ? "S" : "");
    int rc = 0;
    for (int l = 0; l < v.n_levels && rc == 0; l++) {
        int pair = v.pair[l];
        doc_heading(ctx->doc, 3, "Detective %s, Murderer %s%s", ctx->d->pair[pair].detective,
                    ctx->d->pair[pair].murderer, v.random[l] ? " (random players: no verdict)" : "");
        advice_table(ctx, &v, l);
        if (!v.random[l])
            rc = advice_figure(ctx, &v, l);
    }
    itk_verdicts_free(&v);
    return rc;
}
