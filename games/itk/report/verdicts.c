/*
 * verdicts.c — the claims at every skill level, Holm-corrected (verdicts.h).
 */
#include "games/itk/report/verdicts.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "analysis/skill.h"
#include "base/xalloc.h"

static const double alpha = VERDICT_ALPHA_PERCENT / 100.0;

const ClaimResult *itk_verdict_at(const VerdictSet *v, int level, int claim)
{
    return &v->r[(size_t)level * (size_t)itk_advice_claim_count + (size_t)claim];
}

static ClaimResult *result_at(VerdictSet *v, int level, int claim)
{
    return &v->r[(size_t)level * (size_t)itk_advice_claim_count + (size_t)claim];
}

/* Holm's step-down over the measured claims of the non-random levels: the
 * adjusted p, the level each one is tested at, its interval there, and the
 * verdict. */
static void correct(VerdictSet *v)
{
    int n = v->n_levels * itk_advice_claim_count, m = 0;
    ClaimResult **family = xcalloc((size_t)n, sizeof *family);
    const Claim **claim = xcalloc((size_t)n, sizeof *claim);
    for (int l = 0; l < v->n_levels; l++)
        for (int c = 0; c < itk_advice_claim_count; c++)
            if (!v->random[l] && result_at(v, l, c)->measured) {
                claim[m] = &itk_advice_claims[c];
                family[m++] = result_at(v, l, c);
            }
    double *p = xcalloc((size_t)m, sizeof *p), *adjusted = xcalloc((size_t)m, sizeof *adjusted);
    for (int i = 0; i < m; i++)
        p[i] = family[i]->p;
    holm_adjust(p, m, adjusted);
    for (int i = 0; i < m; i++) {
        /* Its rank k among the p-values (ties: the earlier one first), so
         * Holm tests it against alpha / (m - k + 1). */
        int k = 1;
        for (int j = 0; j < m; j++)
            k += p[j] < p[i] || (p[j] == p[i] && j < i);
        double share = alpha / (double)(m - k + 1);
        ClaimResult *r = family[i];
        r->p_holm = adjusted[i];
        r->level = 1.0 - share;
        r->judged = newcombe_difference(r->x.wins, r->x.games, r->y.wins, r->y.games,
                                        normal_upper_quantile(share / 2.0));
        r->verdict = r->p_holm <= alpha ? itk_advice_verdict(claim[i]->dir, itk_claim_value(claim[i]), r->judged)
                                        : VERDICT_INCONCLUSIVE;
    }
    v->tests = m;
    free(family);
    free(claim);
    free(p);
    free(adjusted);
}

void itk_verdicts_evaluate(const ReportData *d, uint64_t min_games, VerdictSet *out)
{
    memset(out, 0, sizeof *out);
    int *order = xcalloc((size_t)d->n_pairs, sizeof *order);
    skill_order(d, order);
    out->pair = xcalloc((size_t)d->n_pairs, sizeof *out->pair);
    out->random = xcalloc((size_t)d->n_pairs, sizeof *out->random);
    out->r = xcalloc((size_t)d->n_pairs * (size_t)itk_advice_claim_count, sizeof *out->r);
    for (int i = 0; i < d->n_pairs; i++) {
        int pair = order[i];
        if (!itk_advice_applies(d, pair))
            continue;
        int l = out->n_levels++;
        out->pair[l] = pair;
        out->random[l] = skill_is_random(d, pair);
        itk_advice_evaluate(d, pair, min_games, result_at(out, l, 0));
        if (out->random[l])
            for (int c = 0; c < itk_advice_claim_count; c++)
                if (result_at(out, l, c)->measured)
                    result_at(out, l, c)->verdict = VERDICT_RANDOM;
    }
    free(order);
    correct(out);
}

void itk_verdicts_free(VerdictSet *v)
{
    free(v->pair);
    free(v->random);
    free(v->r);
    memset(v, 0, sizeof *v);
}

Across itk_verdicts_across(const VerdictSet *v, int claim)
{
    int count[VERDICT_RANDOM + 1] = {0}, measured = 0;
    for (int l = 0; l < v->n_levels; l++) {
        Verdict x = itk_verdict_at(v, l, claim)->verdict;
        count[x]++;
        measured += x == VERDICT_SUPPORTED || x == VERDICT_CONTRADICTED || x == VERDICT_INCONCLUSIVE;
    }
    if (measured == 0)
        return ACROSS_NONE;
    if (measured == 1)
        return ACROSS_ONE;
    if (count[VERDICT_SUPPORTED] && count[VERDICT_CONTRADICTED])
        return ACROSS_FLIPS;
    if (count[VERDICT_INCONCLUSIVE] && count[VERDICT_INCONCLUSIVE] < measured)
        return ACROSS_PARTLY;
    return ACROSS_AGREE;
}

const char *itk_across_name(Across a)
{
    static const char *const name[] = {"not measured", "one level only", "same at every level",
                                       "decided at some levels only", "FLIPS between levels"};
    return name[a];
}

void itk_verdicts_levels_with(const VerdictSet *v, const ReportData *d, int claim, Verdict verdict, char *out,
                          size_t outlen)
{
    size_t n = 0;
    out[0] = '\0';
    for (int l = 0; l < v->n_levels && n < outlen; l++)
        if (itk_verdict_at(v, l, claim)->verdict == verdict) {
            char label[2 * RD_TEXT_MAX + 8];
            pair_label(d, v->pair[l], label, sizeof label);
            n += (size_t)snprintf(out + n, outlen - n, "%s%s", n ? "; " : "", label);
        }
}

void itk_verdicts_print(const VerdictSet *v, const ReportData *d, FILE *out)
{
    if (v->n_levels == 0) {
        fputs("No claim of the rulebook's advice has its cells in this database.\n", out);
        return;
    }
    fprintf(out,
            "The rulebook's advice, verdicts: x - y in percentage points with the interval Holm's correction over "
            "%d claims judges it by; a claim needs %.0f points or more on its side (docs/report.md).\n",
            v->tests, 100.0 * itk_advice_claims[0].min_effect);
    for (int l = 0; l < v->n_levels; l++) {
        char label[2 * RD_TEXT_MAX + 8], basis[1400];
        pair_label(d, v->pair[l], label, sizeof label);
        skill_basis_text(d, v->pair[l], basis, sizeof basis); /* its standing, never a bare "strongest" */
        fprintf(out, "  L%d = %s (%s)\n", l + 1, label, v->random[l] ? "random players: no verdict" : basis);
    }
    fputs("\n| Claim | Wanted |", out);
    for (int l = 0; l < v->n_levels; l++)
        fprintf(out, " L%d: x - y [interval] | L%d verdict |", l + 1, l + 1);
    fputs(" Across levels |\n|---|---|", out);
    for (int l = 0; l < v->n_levels; l++)
        fputs("---:|---|", out);
    fputs("---|\n", out);
    for (int c = 0; c < itk_advice_claim_count; c++) {
        const Claim *claim = &itk_advice_claims[c];
        fprintf(out, "| %s %s | x - y %s %+.0f |", claim->id, claim->name, claim->dir == CLAIM_ABOVE ? ">=" : "<=",
                100.0 * itk_claim_value(claim));
        for (int l = 0; l < v->n_levels; l++) {
            const ClaimResult *r = itk_verdict_at(v, l, c);
            if (r->measured)
                fprintf(out, " %+.2f [%+.2f, %+.2f] |", 100.0 * (proportion(r->x.wins, r->x.games) -
                                                               proportion(r->y.wins, r->y.games)),
                        100.0 * r->judged.lo, 100.0 * r->judged.hi);
            else
                fputs(" - |", out);
            fprintf(out, " %s |", itk_verdict_name(r->verdict));
        }
        fprintf(out, " %s |\n", itk_across_name(itk_verdicts_across(v, c)));
    }
}
