/*
 * glance.c — the "At a glance" section and the findings in full (glance.h).
 *
 * Every number is a proportion of two counts summed over the cells of one
 * policy pair, with its Wilson 95% interval; each sentence ends with the
 * counts "(k of n games)" and each row of the verdict table gives its games,
 * so that they can be checked against the database
 * (tests/analysis/report_test.c does).
 */
#include "analysis/glance.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "analysis/db_reader.h"
#include "analysis/paired.h"
#include "analysis/report_groups.h"
#include "analysis/skill.h"
#include "analysis/stats.h"
#include "base/xalloc.h"

typedef struct Glance {
    const ReportData *d;
    uint64_t min_games;
    double tolerance;        /* percentage points */
    int *level;              /* the pairs that may headline, strongest first (skill.h) */
    int n_levels;
    char basis[1400];        /* of the headline pair, level[0] (skill_basis_text) */
    Doc *doc;
} Glance;

enum { TEXT = 1024 };

Balance balance_of(uint64_t wins, uint64_t games, uint64_t min_games, double tolerance)
{
    if (games == 0 || games < min_games)
        return BALANCE_FEW;
    Interval w = wilson_interval(wins, games, Z95);
    double lo = 0.5 - tolerance / 100.0, hi = 0.5 + tolerance / 100.0;
    if (w.lo > hi)
        return BALANCE_DETECTIVE;
    if (w.hi < lo)
        return BALANCE_MURDERER;
    if (w.lo >= lo && w.hi <= hi)
        return BALANCE_EVEN;
    return BALANCE_UNCLEAR;
}

const char *balance_name(Balance b)
{
    static const char *const name[] = {"favours the Detective", "favours the Murderer", "even", "unclear",
                                       "too few games"};
    return name[b];
}

int balance_flips(Balance a, Balance b)
{
    return (a == BALANCE_DETECTIVE && b == BALANCE_MURDERER) || (a == BALANCE_MURDERER && b == BALANCE_DETECTIVE);
}

/* "58.30% [57.62%, 58.98%]" */
static void rate_ci(uint64_t k, uint64_t n, char *out, size_t outlen)
{
    Interval w = wilson_interval(k, n, Z95);
    snprintf(out, outlen, "%.2f%% [%.2f%%, %.2f%%]", 100.0 * proportion(k, n), 100.0 * w.lo, 100.0 * w.hi);
}

/* ---------------------------------------------------------------------------
 * Which scenarios and motive sets favour which side
 * ------------------------------------------------------------------------- */

typedef struct Found {
    int label;
    Tally t;
    Balance b;
} Found;

static int by_rate_desc(const void *a, const void *b)
{
    const Found *x = a, *y = b;
    double px = proportion(x->t.wins, x->t.games), py = proportion(y->t.wins, y->t.games);
    return (px < py) - (px > py);
}

/* How a label's figure name reads: a scenario by its name and key, a set as listed. */
static void label_text(const Glance *x, GroupBy by, const char *label, char *out, size_t outlen)
{
    if (by == GROUP_SCENARIO)
        for (int i = 0; i < x->d->n_cells; i++)
            if (strcmp(x->d->cell[i].scenario_group, label) == 0) {
                snprintf(out, outlen, "Scenario %s (%s)", x->d->cell[i].scenario_name, label);
                return;
            }
    snprintf(out, outlen, "%s %s", by == GROUP_SCENARIO ? "Scenario" : "Motive set", label);
}

/* " Other levels: the same at heuristic vs heuristic (55.10% [...]); ..." */
static void other_levels(const Glance *x, const Groups *g, int label, Balance top, char *out, size_t outlen)
{
    size_t n = 0;
    out[0] = '\0';
    for (int l = 1; l < x->n_levels && n < outlen; l++) {
        const GroupRow *r = groups_find(g, x->level[l], label);
        if (!r)
            continue;
        Balance b = balance_of(r->t.wins, r->t.games, x->min_games, x->tolerance);
        if (b == BALANCE_FEW)
            continue;
        char pl[2 * RD_TEXT_MAX + 8], rate[128];
        pair_label(x->d, x->level[l], pl, sizeof pl);
        rate_ci(r->t.wins, r->t.games, rate, sizeof rate);
        n += (size_t)snprintf(out + n, outlen - n, "%s%s %s: %s, %s", n ? "; " : " Other levels: ",
                              balance_flips(top, b) ? "FLIPS at" : b == top ? "the same at" : "at", pl,
                              balance_name(b), rate);
    }
    if (n > 0 && n < outlen)
        snprintf(out + n, outlen - n, ".");
}

/* Is a scenario group that of cells played with the scenario's rules off?
 * Those are an experiment on the rules (rule_effects), not a scenario. */
static int rules_off_group(const ReportData *d, const char *label)
{
    for (int i = 0; i < d->n_cells; i++)
        if (d->cell[i].scenario_rules == 0 && strcmp(d->cell[i].scenario_group, label) == 0)
            return 1;
    return 0;
}

/* The labels of one grouping at the strongest level: favoured ones a
 * sentence each, the even and the unclear ones a sentence per kind. */
static void balance_findings(const Glance *x, GroupBy by)
{
    Groups g;
    groups_build(x->d, by, &g);
    Found *f = xcalloc((size_t)g.n_labels, sizeof *f);
    int n = 0;
    for (int k = 0; k < g.n_labels; k++) {
        const GroupRow *r = groups_find(&g, x->level[0], k);
        if (r && !(by == GROUP_SCENARIO && rules_off_group(x->d, g.label[k])))
            f[n++] = (Found){k, r->t, balance_of(r->t.wins, r->t.games, x->min_games, x->tolerance)};
    }
    qsort(f, (size_t)n, sizeof *f, by_rate_desc);
    static const Balance order[] = {BALANCE_DETECTIVE, BALANCE_MURDERER};
    for (int o = 0; o < 2; o++)
        for (int i = o ? n - 1 : 0; o ? i >= 0 : i < n; i += o ? -1 : 1) {
            if (f[i].b != order[o])
                continue;
            char what[2 * RD_TEXT_MAX], rate[128], others[TEXT];
            label_text(x, by, g.label[f[i].label], what, sizeof what);
            rate_ci(f[i].t.wins, f[i].t.games, rate, sizeof rate);
            other_levels(x, &g, f[i].label, f[i].b, others, sizeof others);
            doc_item(x->doc, "%s %s (%s): the Detective wins %s of its games (%llu of %llu games).%s", what,
                     balance_name(f[i].b), x->basis, rate, (unsigned long long)f[i].t.wins,
                     (unsigned long long)f[i].t.games, others);
        }
    static const Balance rest[] = {BALANCE_EVEN, BALANCE_UNCLEAR};
    for (int o = 0; o < 2; o++) {
        char list[4 * TEXT] = "";
        size_t len = 0;
        int count = 0;
        for (int i = 0; i < n; i++)
            if (f[i].b == rest[o] && len < sizeof list) {
                char rate[128];
                rate_ci(f[i].t.wins, f[i].t.games, rate, sizeof rate);
                len += (size_t)snprintf(list + len, sizeof list - len, "%s%s %s (%llu of %llu games)",
                                        len ? "; " : "", g.label[f[i].label], rate,
                                        (unsigned long long)f[i].t.wins, (unsigned long long)f[i].t.games);
                count++;
            }
        if (count == 0)
            continue;
        const char *noun = by == GROUP_SCENARIO ? (count > 1 ? "scenarios" : "scenario")
                                                : (count > 1 ? "motive sets" : "motive set");
        if (rest[o] == BALANCE_EVEN)
            doc_item(x->doc, "Even within 50 +/- %g points (%s), %d %s: %s.", x->tolerance, x->basis, count, noun,
                     list);
        else
            doc_item(x->doc, "Too close to 50 +/- %g points to call (%s), %d %s: %s.", x->tolerance, x->basis, count,
                     noun, list);
    }
    free(f);
    groups_free(&g);
}

/* Does every scenario of the level play one set of its own (so the sets
 * say what the scenarios say)? */
static int sets_follow_scenarios(const Glance *x)
{
    const ReportData *d = x->d;
    for (int i = 0; i < d->n_cells; i++)
        for (int j = 0; j < i; j++) {
            const RdCell *a = &d->cell[i], *b = &d->cell[j];
            if (a->pair != x->level[0] || b->pair != x->level[0])
                continue;
            if ((strcmp(a->scenario, b->scenario) == 0) != (strcmp(a->motive_set, b->motive_set) == 0))
                return 0;
        }
    return 1;
}

/* ---------------------------------------------------------------------------
 * Motives: identified, confused
 * ------------------------------------------------------------------------- */

typedef struct MotiveRate {
    int a, b;
    Tally t;
} MotiveRate;

static int by_share_asc(const void *p, const void *q)
{
    const MotiveRate *x = p, *y = q;
    double px = proportion(x->t.wins, x->t.games), py = proportion(y->t.wins, y->t.games);
    return (px > py) - (px < py);
}

static void identification(const Glance *x)
{
    const ReportData *d = x->d;
    MotiveRate m[RD_MOTIVES_MAX];
    int n = 0;
    for (int a = 0; a < d->n_motives; a++) {
        Tally t = {0, 0};
        for (int i = 0; i < d->n_cells; i++)
            if (d->cell[i].pair == x->level[0] && (d->cell[i].motives >> a & 1)) {
                t.wins += d->cell[i].confusion[a][a];
                t.games += d->cell[i].motive_games[a];
            }
        if (t.games > 0 && t.games >= x->min_games)
            m[n++] = (MotiveRate){a, -1, t};
    }
    if (n < 2)
        return;
    qsort(m, (size_t)n, sizeof *m, by_share_asc);
    int hard = n >= 4 ? 2 : 1, easy = n >= 4 ? 2 : 1;
    for (int i = 0; i < hard + easy; i++) {
        const MotiveRate *r = i < hard ? &m[i] : &m[n - 1 - (i - hard)];
        char rate[128];
        rate_ci(r->t.wins, r->t.games, rate, sizeof rate);
        doc_item(x->doc, "%s motive to identify: %s, named right by the Detective in %s of the games it is the "
                         "motive (%llu of %llu games).",
                 i < hard ? (i == 0 ? "Hardest" : "Next hardest") : (i == hard ? "Easiest" : "Next easiest"),
                 d->motive[r->a], rate, (unsigned long long)r->t.wins, (unsigned long long)r->t.games);
    }
}

/* Pairs named for each other, in the cells of the level that have both. */
static void confused_pairs(const Glance *x)
{
    const ReportData *d = x->d;
    MotiveRate *p = xcalloc((size_t)(RD_MOTIVES_MAX * RD_MOTIVES_MAX), sizeof *p);
    int n = 0;
    for (int a = 0; a < d->n_motives; a++)
        for (int b = a + 1; b < d->n_motives; b++) {
            Tally t = {0, 0};
            uint32_t both = 1u << a | 1u << b;
            for (int i = 0; i < d->n_cells; i++) {
                const RdCell *c = &d->cell[i];
                if (c->pair == x->level[0] && (c->motives & both) == both) {
                    t.wins += c->confusion[a][b] + c->confusion[b][a];
                    t.games += c->motive_games[a] + c->motive_games[b];
                }
            }
            if (t.games > 0 && t.games >= x->min_games)
                p[n++] = (MotiveRate){a, b, t};
        }
    qsort(p, (size_t)n, sizeof *p, by_share_asc);
    for (int i = 0; i < 3 && i < n; i++) {
        const MotiveRate *r = &p[n - 1 - i];
        char rate[128];
        rate_ci(r->t.wins, r->t.games, rate, sizeof rate);
        doc_item(x->doc, "Motives most often confused (%d): %s and %s, each named for the other in %s of the games "
                         "either is the motive, in the cells that have both (%llu of %llu games).",
                 i + 1, d->motive[r->a], d->motive[r->b], rate, (unsigned long long)r->t.wins,
                 (unsigned long long)r->t.games);
    }
    free(p);
}

/* ---------------------------------------------------------------------------
 * What each scenario's rules do
 * ------------------------------------------------------------------------- */

/* Whether `off` names the switches of `on` plus scenario_rules=0, as
 * itk_switches_format (games/itk/runner/campaign_grid.c) writes them:
 * scenario_rules is the last switch, and "standard" stands for none. */
static int switches_but_rules(const char *on, const char *off)
{
    char want[RD_TEXT_MAX + 32];
    snprintf(want, sizeof want, "%s%sscenario_rules=0", strcmp(on, "standard") == 0 ? "" : on,
             strcmp(on, "standard") == 0 ? "" : ",");
    return strcmp(want, off) == 0;
}

/* Cells the same but for scenario_rules. */
static int rules_twins(const RdCell *on, const RdCell *off)
{
    return on->scenario_rules == 1 && off->scenario_rules == 0 && on->pair == off->pair &&
           strcmp(on->scenario, off->scenario) == 0 && strcmp(on->motive_set, off->motive_set) == 0 &&
           switches_but_rules(on->switches, off->switches);
}

/* The rules-on cells of one scenario and pair against their rules-off
 * twins, summed: the totals of both sides and, while every twin pair's games
 * are logged in db, the paired table of the same games (paired.h). */
typedef struct RulesTwins {
    Tally on, off;
    uint64_t pairs[4];
    int paired;
    Interval diff;   /* on minus off, Newcombe 95%: paired when `paired` */
} RulesTwins;

static RulesTwins sum_rules_twins(const ReportData *d, int pair, const char *scenario, sqlite3 *db)
{
    RulesTwins s = {.paired = db != NULL};
    for (int a = 0; a < d->n_cells; a++)
        for (int b = 0; b < d->n_cells; b++) {
            const RdCell *on = &d->cell[a], *off = &d->cell[b];
            if (on->pair != pair || strcmp(on->scenario, scenario) != 0 || !rules_twins(on, off))
                continue;
            s.on.wins += on->wins;
            s.on.games += on->games;
            s.off.wins += off->wins;
            s.off.games += off->games;
            uint64_t n[4];
            s.paired = s.paired && on->games == off->games && paired_counts(db, GAME_SEEKER, on->id, off->id, on->games, n) == 0;
            for (int k = 0; k < 4 && s.paired; k++)
                s.pairs[k] += n[k];
        }
    return s;
}

/* What the rules of one scenario do at one pair: its cells with the rules on
 * against their twins with the rules off, paired game by game when the
 * database logs their games, as the report's "What each scenario rule does"
 * table compares them.  0 when either side has too few games (or there are
 * no twins: a database that does not record scenario rules has none). */
static int rule_effect(const Glance *x, sqlite3 *db, int pair, const char *scenario, RulesTwins *s)
{
    *s = sum_rules_twins(x->d, pair, scenario, db);
    if (s->on.games < x->min_games || s->off.games < x->min_games || s->on.games == 0 || s->off.games == 0)
        return 0;
    s->diff = s->paired ? newcombe_paired_difference(s->pairs[0], s->pairs[1], s->pairs[2], s->pairs[3], Z95)
                        : newcombe_difference(s->on.wins, s->on.games, s->off.wins, s->off.games, Z95);
    return 1;
}

static double rule_delta(const RulesTwins *s)
{
    return 100.0 * (proportion(s->on.wins, s->on.games) - proportion(s->off.wins, s->off.games));
}

/* The database, for the paired differences; NULL when it cannot be opened,
 * which is not fatal: the differences are then unpaired. */
static sqlite3 *open_for_pairs(const ReportData *d)
{
    sqlite3 *db = NULL;
    if (d->path[0] && db_open_reader(d->path, &db) != SQLITE_OK) {
        sqlite3_close(db);
        db = NULL;
    }
    return db;
}

/* Is this cell the first of its pair played with its scenario's rules on? */
static int first_rules_cell(const ReportData *d, int i, int pair)
{
    const RdCell *c = &d->cell[i];
    if (c->pair != pair || c->scenario_rules != 1)
        return 0;
    for (int j = 0; j < i; j++)
        if (d->cell[j].pair == pair && d->cell[j].scenario_rules == 1 && strcmp(d->cell[j].scenario, c->scenario) == 0)
            return 0;
    return 1;
}

/* Per scenario, a sentence on what its rules do at the strongest level. */
static void rule_effects(const Glance *x)
{
    const ReportData *d = x->d;
    sqlite3 *db = open_for_pairs(d);
    for (int i = 0; i < d->n_cells; i++) {
        const RdCell *first = &d->cell[i];
        RulesTwins s;
        if (!first_rules_cell(d, i, x->level[0]) || !rule_effect(x, db, x->level[0], first->scenario, &s))
            continue;
        char with[128], without[128];
        rate_ci(s.on.wins, s.on.games, with, sizeof with);
        rate_ci(s.off.wins, s.off.games, without, sizeof without);
        doc_item(x->doc, "The scenario rules of %s (%s) change the Detective's win rate by %+.2f points [%+.2f, %+.2f]"
                         " (%s): %s with them (%llu of %llu games), %s without (%llu of %llu games).",
                 first->scenario_name, first->scenario, rule_delta(&s), 100.0 * s.diff.lo, 100.0 * s.diff.hi,
                 s.paired ? "paired game by game" : "unpaired: the games are not logged", with,
                 (unsigned long long)s.on.wins, (unsigned long long)s.on.games, without,
                 (unsigned long long)s.off.wins, (unsigned long long)s.off.games);
    }
    sqlite3_close(db);
}

/* ---------------------------------------------------------------------------
 * The verdict table
 * ------------------------------------------------------------------------- */

/* A row's games: the cells of one pair whose scenario (or, with set, motive
 * set) is key, played with their scenario's rules (a cell with them off is
 * an experiment on the rules, given as the rule's effect). */
static Tally row_tally(const ReportData *d, int pair, int set, const char *key)
{
    Tally t = {0, 0};
    for (int i = 0; i < d->n_cells; i++) {
        const RdCell *c = &d->cell[i];
        if (c->pair == pair && c->scenario_rules != 0 && strcmp(set ? c->motive_set : c->scenario, key) == 0) {
            t.games += c->games;
            t.wins += c->wins;
        }
    }
    return t;
}

/* The verdict's basis: the strongest level with enough games of the row,
 * else the strongest with any; -1 when no level that gives verdicts has one. */
static int row_level(const Glance *x, int set, const char *key, Tally *t)
{
    int found = -1;
    for (int l = x->n_levels - 1; l >= 0; l--) {
        Tally u = row_tally(x->d, x->level[l], set, key);
        if (u.games > 0 && (found < 0 || u.games >= x->min_games || t->games < x->min_games)) {
            found = l;
            *t = u;
        }
    }
    return found;
}

/* Has a cell before cell i the same key (scenario, or motive set)? */
static int key_seen(const ReportData *d, int i, int set)
{
    for (int j = 0; j < i; j++)
        if (strcmp(set ? d->cell[j].motive_set : d->cell[j].scenario, set ? d->cell[i].motive_set : d->cell[i].scenario) == 0 &&
            d->cell[j].scenario_rules != 0)
            return 1;
    return 0;
}

/* Does any scenario have a measured rule effect at the strongest level? */
static int any_rule_effect(const Glance *x, sqlite3 *db)
{
    for (int i = 0; i < x->d->n_cells; i++) {
        RulesTwins s;
        if (first_rules_cell(x->d, i, x->level[0]) && rule_effect(x, db, x->level[0], x->d->cell[i].scenario, &s))
            return 1;
    }
    return 0;
}

/* One row per scenario (then per motive set, when the sets do not follow
 * the scenarios): the verdict, the rate with its interval (drawn as a bar
 * in the HTML page), the games, the level it is judged at, and the effect
 * of the scenario's own rules when cells played them off. */
static void verdict_table(const Glance *x)
{
    const ReportData *d = x->d;
    sqlite3 *db = open_for_pairs(d);
    int effects = any_rule_effect(x, db);
    static const char *const head[] = {"Scenario", "Verdict", "Detective win rate", "Games", "Skill level",
                                       "Its rules' effect"};
    DocTable *t = doc_table(x->doc, 5 + effects, 0x8, head);
    t->bar = 1u << 2;
    t->band = x->tolerance;
    t->stack = 1;
    t->bare = 0x7;   /* the scenario, its verdict and its rate say what they are */
    int sets = groups_distinct(d, GROUP_SET) > 1 && !sets_follow_scenarios(x);
    for (int set = 0; set <= sets; set++)
        for (int i = 0; i < d->n_cells; i++) {
            const RdCell *c = &d->cell[i];
            const char *key = set ? c->motive_set : c->scenario;
            Tally n = {0, 0};
            int l = c->scenario_rules != 0 && !key_seen(d, i, set) ? row_level(x, set, key, &n) : -1;
            if (l < 0)
                continue;
            char label[2 * RD_TEXT_MAX + 16], rate[128], games[32], level[2 * RD_TEXT_MAX + 1500], effect[128] = "-";
            if (set)
                snprintf(label, sizeof label, "Motive set %s", key);
            else
                snprintf(label, sizeof label, "%s (%s)", c->scenario_name, key);
            Balance b = balance_of(n.wins, n.games, x->min_games, x->tolerance);
            if (b == BALANCE_FEW)
                snprintf(rate, sizeof rate, "-");
            else
                rate_ci(n.wins, n.games, rate, sizeof rate);
            snprintf(games, sizeof games, "%llu", (unsigned long long)n.games);
            char basis[1400];
            pair_label(d, x->level[l], level, sizeof level);
            skill_basis_text(d, x->level[l], basis, sizeof basis);
            snprintf(level + strlen(level), sizeof level - strlen(level), " (%s)", basis);
            RulesTwins r;
            if (!set && effects && rule_effect(x, db, x->level[l], key, &r))
                snprintf(effect, sizeof effect, "%+.2f [%+.2f, %+.2f]", rule_delta(&r), 100.0 * r.diff.lo,
                         100.0 * r.diff.hi);
            table_row(t, (const char *const[]){label, balance_name(b), rate, games, level, effect});
        }
    sqlite3_close(db);
}

/* ---------------------------------------------------------------------------
 * The sections
 * ------------------------------------------------------------------------- */

/* The pairs that may headline, strongest first (to free), and how many
 * headlines they make: the first pair, or without a skill basis each mirror
 * pair on its own (skill.h). */
static int *glance_order(const ReportData *d, int *n_levels, int *headlines)
{
    int *order = xcalloc((size_t)d->n_pairs + 1, sizeof *order);
    *n_levels = skill_order(d, order);
    *headlines = d->skill_source == SKILL_NONE ? *n_levels : *n_levels > 0;
    return order;
}

/* The h-th headline of order: all the levels from the first with a basis,
 * the h-th mirror pair alone without. */
static Glance glance_at(const ReportData *d, int *order, int n_levels, int h, uint64_t min_games, double tolerance,
                        Doc *doc)
{
    Glance x = {.d = d, .min_games = min_games, .tolerance = tolerance, .doc = doc, .level = order + h,
                .n_levels = d->skill_source == SKILL_NONE ? 1 : n_levels};
    skill_basis_text(d, x.level[0], x.basis, sizeof x.basis);
    return x;
}

/* Why nothing headlines. */
static void no_headline(const ReportData *d, Doc *doc)
{
    int random = 0;
    for (int p = 0; p < d->n_pairs; p++)
        random += skill_is_random(d, p);
    char source[2048];
    skill_source_text(d, source, sizeof source);
    if (d->n_pairs == 0)
        doc_para(doc, "The database has no cells.");
    else if (random == d->n_pairs)
        doc_para(doc, "Every policy pair in this database has a random player, so it gives no verdict: a random "
                      "Detective or Murderer shows what random play does, not what the game does. Play the "
                      "heuristic players (games/itk/docs/belief.md) for findings.");
    else
        doc_para(doc, "No pair of this database headlines a verdict: each pair without a random player has a skill "
                      "gap (one side clearly nearer its best than the other) or a policy the basis does not rate, "
                      "and a verdict there would be about the players. The section \"Skill levels\" lists them; the "
                      "tables below give every pair's rates. %s",
                 source);
}

/* One headline: the intro sentence, the verdict table, the rate over all
 * the level's cells. */
static void glance_headline(const Glance *x)
{
    const ReportData *d = x->d;
    uint64_t games = 0;               /* the level's cells */
    uint64_t on_games = 0, on_wins = 0; /* of which those played with their scenario's rules */
    int cells = 0, off_cells = 0;
    for (int i = 0; i < d->n_cells; i++)
        if (d->cell[i].pair == x->level[0]) {
            games += d->cell[i].games;
            cells++;
            if (d->cell[i].scenario_rules == 0) {
                off_cells++;
                continue;
            }
            on_games += d->cell[i].games;
            on_wins += d->cell[i].wins;
        }
    char pl[2 * RD_TEXT_MAX + 8];
    pair_label(d, x->level[0], pl, sizeof pl);
    doc_para(x->doc, "Verdicts at %s, %s (%d cell%s, %llu games). A side is favoured when the whole 95%% interval "
                     "of the Detective's win rate lies beyond 50%% +/- %g points (the shaded band).",
             pl, x->basis, cells, cells == 1 ? "" : "s", (unsigned long long)games, x->tolerance);
    verdict_table(x);
    /* The game as printed: a cell played with its scenario's rules off is an
     * experiment on the rules (the table's last column), not the game. */
    if (on_games > 0 && on_games >= x->min_games) {
        char rate[128], without[128] = "";
        rate_ci(on_wins, on_games, rate, sizeof rate);
        if (off_cells)
            snprintf(without, sizeof without, " played with their scenario's rules (%d cell%s with the rules off left out)",
                     off_cells, off_cells == 1 ? "" : "s");
        doc_item(x->doc, "Over all its cells%s the Detective wins %s of the games (%llu of %llu games): %s (%s).",
                 without, rate, (unsigned long long)on_wins, (unsigned long long)on_games,
                 balance_name(balance_of(on_wins, on_games, x->min_games, x->tolerance)), x->basis);
    }
}

void glance_section(const ReportData *d, uint64_t min_games, double tolerance, Doc *doc)
{
    int n_levels, headlines;
    int *order = glance_order(d, &n_levels, &headlines);
    doc_heading(doc, 2, "At a glance");
    if (headlines == 0)
        no_headline(d, doc);
    for (int h = 0; h < headlines; h++) {
        Glance x = glance_at(d, order, n_levels, h, min_games, tolerance, doc);
        glance_headline(&x);
    }
    if (headlines > 0)
        doc_item(doc, "What the other levels show, the motives and the rules, in sentences: \"Findings in full\" "
                      "below; how the pairs are ranked: \"Skill levels\".");
    free(order);
}

void glance_findings(const ReportData *d, uint64_t min_games, double tolerance, Doc *doc)
{
    int n_levels, headlines;
    int *order = glance_order(d, &n_levels, &headlines);
    if (headlines > 0)
        doc_heading(doc, 2, "Findings in full");
    for (int h = 0; h < headlines; h++) {
        Glance x = glance_at(d, order, n_levels, h, min_games, tolerance, doc);
        char pl[2 * RD_TEXT_MAX + 8];
        pair_label(d, x.level[0], pl, sizeof pl);
        doc_para(doc, "At %s, %s (the section \"Skill levels\" says how the pairs are ranked). Each finding also "
                      "says what the other matched levels that measured it show; pairs with a skill gap and random "
                      "players give no headline.",
                 pl, x.basis);
        balance_findings(&x, GROUP_SCENARIO);
        if (groups_distinct(d, GROUP_SET) > 1) {
            if (sets_follow_scenarios(&x))
                doc_item(doc, "Motive sets: each scenario here plays one set of its own, so the sets favour the sides "
                              "as their scenarios do.");
            else
                balance_findings(&x, GROUP_SET);
        }
        identification(&x);
        confused_pairs(&x);
        rule_effects(&x);
    }
    free(order);
}
