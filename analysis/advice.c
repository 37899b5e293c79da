/*
 * advice.c — the claims of the rulebook's "Motives and combinations" and
 * "Adjusting game difficulty", each measured as "A > B" on the cells of
 * scenarios/campaigns/advice.ini (docs/report.md).
 *
 * Two motives are "confused" in a cell when the Detective accuses one while
 * the other is the truth; the confusion rate of a pair is
 * (games of a accused as b + games of b accused as a) / (games of a + of b).
 */
#include "advice.h"

#include <stdio.h>
#include <string.h>

#include "stats.h"

/* A proportion k / n, built up from cells. */
typedef struct Share {
    uint64_t k, n;
} Share;

int advice_verdict(uint64_t ka, uint64_t na, uint64_t kb, uint64_t nb)
{
    if (na == 0 || nb == 0)
        return VERDICT_NO_DATA;
    Interval d = newcombe_difference(ka, na, kb, nb, Z95);
    return d.lo > 0 ? VERDICT_SUPPORTED : d.hi < 0 ? VERDICT_NOT_SUPPORTED : VERDICT_INCONCLUSIVE;
}

const char *advice_verdict_name(int verdict)
{
    static const char *const names[] = {"supported", "not supported", "inconclusive", "no data"};
    return names[verdict];
}

/* The cell of the advice campaign with this scenario, motive set (any order) and switches. */
static const RdCell *find_cell(const ReportData *d, const char *scenario, const char *motives, const char *switches)
{
    int64_t mask = report_motive_mask(d, motives);
    for (int i = 0; i < d->n_cells; i++) {
        const RdCell *c = &d->cell[i];
        if (mask >= 0 && c->motives == (uint32_t)mask && strcmp(c->scenario, scenario) == 0 &&
            strcmp(c->switches, switches) == 0)
            return c;
    }
    return NULL;
}

static int motive(const ReportData *d, const char *name) { return report_motive_index(d, name); }

/* The set bit of a motive, or no bit when the database does not know it. */
static uint32_t motive_bit(const ReportData *d, const char *name)
{
    int m = motive(d, name);
    return m >= 0 ? 1u << m : 0;
}

/* Confusion between motive a and each motive of bs (a |-> b and b |-> a), added into s. */
static void add_confusion(Share *s, const RdCell *c, int a, const int *bs, int nb)
{
    if (!c || a < 0)
        return;
    for (int i = 0; i < nb; i++) {
        int b = bs[i];
        if (b < 0)
            continue;
        s->k += c->confusion[a][b] + c->confusion[b][a];
        s->n += c->motive_games[a] + c->motive_games[b];
    }
}

/* Detective wins over the games whose true motive is in `in` (mask of motive ids). */
static Share wins_among(const RdCell *c, uint32_t in)
{
    Share s = {0, 0};
    for (int m = 0; c && m < RD_MOTIVES_MAX; m++)
        if (in & (1u << m)) {
            s.k += c->motive_wins[m];
            s.n += c->motive_games[m];
        }
    return s;
}

static Share cell_wins(const RdCell *c) { return c ? (Share){c->wins, c->games} : (Share){0, 0}; }

static void claim_row(DocTable *t, const char *claim, const char *a_name, Share a, const char *b_name, Share b)
{
    char figure[256], diff[96];
    int v = advice_verdict(a.k, a.n, b.k, b.n);
    if (v == VERDICT_NO_DATA) {
        snprintf(figure, sizeof figure, "-");
        snprintf(diff, sizeof diff, "-");
    } else {
        Interval d = newcombe_difference(a.k, a.n, b.k, b.n, Z95);
        snprintf(figure, sizeof figure, "%s %.2f%% (%llu/%llu) vs %s %.2f%% (%llu/%llu)", a_name,
                 100.0 * (double)a.k / (double)a.n, (unsigned long long)a.k, (unsigned long long)a.n, b_name,
                 100.0 * (double)b.k / (double)b.n, (unsigned long long)b.k, (unsigned long long)b.n);
        snprintf(diff, sizeof diff, "%+.2f [%+.2f, %+.2f] points", 100.0 * ((double)a.k / (double)a.n -
                 (double)b.k / (double)b.n), 100.0 * d.lo, 100.0 * d.hi);
    }
    const char *cells[] = {claim, figure, diff, advice_verdict_name(v)};
    table_row(t, cells);
}

static void confusion_claims(const ReportData *d, DocTable *t)
{
    int psy = motive(d, "Psychopath"), can = motive(d, "Cannibal"), rad = motive(d, "Radical");
    int man = motive(d, "Maniac"), ter = motive(d, "Terrorist"), cul = motive(d, "Cultist");
    int spy = motive(d, "Spy"), cut = motive(d, "Cutthroat");
    const RdCell *pcr = find_cell(d, "beginner", "Psychopath,Cannibal,Radical,Maniac,Sadist,Cutthroat", "standard");
    const RdCell *tc = find_cell(d, "beginner", "Terrorist,Cultist,Maniac,Sadist,Killer,Vigilante", "standard");
    const char *spy_set = "Spy,Cutthroat,Killer,Sadist,Maniac,Psychopath";
    const RdCell *sc_begin = find_cell(d, "beginner", spy_set, "standard");
    const RdCell *sc_odg = find_cell(d, "on-dangerous-ground", spy_set, "standard");

    Share pc = {0, 0}, pm = {0, 0}, r_pc = {0, 0}, t_c = {0, 0}, t_m = {0, 0}, s_odg = {0, 0}, s_beg = {0, 0};
    add_confusion(&pc, pcr, psy, &can, 1);
    add_confusion(&pm, pcr, psy, &man, 1);
    int pair_pc[] = {psy, can};
    add_confusion(&r_pc, pcr, rad, pair_pc, 2);
    add_confusion(&t_c, tc, ter, &cul, 1);
    add_confusion(&t_m, tc, ter, &man, 1);
    add_confusion(&s_odg, sc_odg, spy, &cut, 1);
    add_confusion(&s_beg, sc_begin, spy, &cut, 1);
    claim_row(t, "Psychopath is almost indistinguishable from Cannibal: confused more than Psychopath and Maniac",
              "P<->C", pc, "P<->M", pm);
    claim_row(t, "Radical overlaps with them less often than they overlap each other", "P<->C", pc, "R<->P,C", r_pc);
    claim_row(t, "Terrorist and Cultist may seem similar: confused more than Terrorist and Maniac", "T<->Cu", t_c,
              "T<->M", t_m);
    claim_row(t, "Spy and Cutthroat overlap on On Dangerous Ground's buildings more than on the beginner's",
              "ODG", s_odg, "beginner", s_beg);
}

static void difficulty_claims(const ReportData *d, DocTable *t)
{
    const RdCell *c = find_cell(d, "beginner", "Spy,Cutthroat,Killer,Sadist,Maniac,Psychopath", "standard");
    uint32_t set = c ? c->motives : 0;
    uint32_t killer_spy = motive_bit(d, "Killer") | motive_bit(d, "Spy"), sadist = motive_bit(d, "Sadist");
    /* "Hardest for the Murderer" and "distinguished easier": the Detective wins more often. */
    claim_row(t, "Killer and Spy are the most difficult motives for the Murderer (the Detective wins more)",
              "Killer, Spy", wins_among(c, killer_spy), "the others", wins_among(c, set & ~killer_spy));
    claim_row(t, "Sadist is distinguished more easily than most others (the Detective wins more)", "Sadist",
              wins_among(c, sadist), "the others", wins_among(c, set & ~sadist));
    const char *logic = "Maniac,Sadist,Cutthroat,Vigilante,Killer,Terrorist";
    Share off = cell_wins(find_cell(d, "beginner", logic, "standard"));
    Share ban5 = cell_wins(find_cell(d, "beginner", logic, "surveillance_ban=5"));
    Share ban4 = cell_wins(find_cell(d, "beginner", logic, "surveillance_ban=4"));
    claim_row(t, "Forbidding surveillance once 5 victims are down helps the Murderer (R13)", "no ban", off,
              "ban at 5", ban5);
    claim_row(t, "Forbidding it from the 4th victim on helps the Murderer more than from the 5th", "ban at 5",
              ban5, "ban at 4", ban4);
}

void advice_section(const ReportData *d, Doc *doc)
{
    doc_heading(doc, 2, "The rulebook's advice");
    doc_para(doc, "Each claim of the rulebook's \"Motives and combinations\" and \"Adjusting game difficulty\" is "
                  "measured as \"A is larger than B\" on the cells of scenarios/campaigns/advice.ini (same deals "
                  "for every cell of a layout). Verdict: supported when the Newcombe 95%% interval of A - B lies "
                  "above zero, not supported when it lies below zero, inconclusive when it holds zero. Confusion "
                  "of two motives: games in which the Detective accused one while the other was the truth, over "
                  "the games of both. The players are the ones in the campaign file (heuristic against heuristic).");
    static const char *const header[] = {"claim", "A vs B", "A - B, 95% interval", "verdict"};
    DocTable *t = doc_table(doc, 4, 0, header);
    confusion_claims(d, t);
    difficulty_claims(d, t);
}
