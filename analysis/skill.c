/*
 * skill.c — the skill basis of a report, read from data (skill.h).
 */
#include "analysis/skill.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "analysis/db_reader.h"
#include "analysis/rating.h"
#include "base/xalloc.h"

static const char *const side_name[2] = {"detective", "murderer"};

/* The policy's name: the SPEC up to its first ':'. */
static int named(const char *spec, const char *name)
{
    size_t n = strcspn(spec, ":");
    return strlen(name) == n && strncmp(spec, name, n) == 0;
}

static const char *spec_of(const ReportData *d, int pair, int side)
{
    return side ? d->pair[pair].murderer : d->pair[pair].detective;
}

int skill_is_random(const ReportData *d, int pair)
{
    return named(d->pair[pair].detective, "random") || named(d->pair[pair].murderer, "random");
}

/* ---------------------------------------------------------------------------
 * Reading a basis from a database
 * ------------------------------------------------------------------------- */

/* Does db have the table? */
static int has_table(sqlite3 *db, const char *table)
{
    sqlite3_stmt *st = NULL;
    int found = sqlite3_prepare_v2(db, "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?1", -1, &st,
                                   NULL) == SQLITE_OK &&
                sqlite3_bind_text(st, 1, table, -1, SQLITE_STATIC) == SQLITE_OK && sqlite3_step(st) == SQLITE_ROW;
    sqlite3_finalize(st);
    return found;
}

/* Set the shortfall of every pair's policy that the row (side, spec) names. */
static int assign(ReportData *d, const char *side, const char *spec, RdShortfall s)
{
    int used = 0;
    for (int p = 0; p < d->n_pairs; p++)
        for (int k = 0; k < 2; k++)
            if (strcmp(side, side_name[k]) == 0 && strcmp(spec, spec_of(d, p, k)) == 0) {
                d->pair[p].skill[k] = s;
                used = 1;
            }
    return used;
}

static double column_or(sqlite3_stmt *st, int col, double otherwise)
{
    return sqlite3_column_type(st, col) == SQLITE_NULL ? otherwise : sqlite3_column_double(st, col);
}

/* The equilibrium's regrets (docs/equilibrium.md): 1 read, 0 none, -1 error. */
static int read_equilibrium(ReportData *d, sqlite3 *db)
{
    if (!has_table(db, "equilibrium") || !has_table(db, "equilibrium_policies"))
        return 0;
    sqlite3_stmt *st = NULL;
    if (sqlite3_prepare_v2(db, "SELECT value, value_lo, value_hi FROM equilibrium", -1, &st, NULL) != SQLITE_OK)
        return -1;
    int rows = 0;
    if (sqlite3_step(st) == SQLITE_ROW) {
        d->skill_value = sqlite3_column_double(st, 0);
        d->skill_lo = column_or(st, 1, NAN);
        d->skill_hi = column_or(st, 2, NAN);
        rows = 1;
    }
    sqlite3_finalize(st);
    if (!rows)
        return 0;
    /* Weights over the side's largest: 1 marks the equilibrium's policy. */
    if (sqlite3_prepare_v2(db,
                           "SELECT side, policy, weight / (SELECT max(weight) FROM equilibrium_policies m"
                           " WHERE m.side = p.side), regret, regret_lo, regret_hi FROM equilibrium_policies p",
                           -1, &st, NULL) != SQLITE_OK)
        return -1;
    while (sqlite3_step(st) == SQLITE_ROW) {
        double regret = sqlite3_column_double(st, 3);
        RdShortfall s = {1, regret, column_or(st, 4, regret), column_or(st, 5, regret), sqlite3_column_double(st, 2)};
        assign(d, (const char *)sqlite3_column_text(st, 0), (const char *)sqlite3_column_text(st, 1), s);
    }
    sqlite3_finalize(st);
    d->skill_source = SKILL_EQUILIBRIUM;
    return 1;
}

/* The ladder's ratings (docs/ladder.md): each policy's shortfall is its
 * side's best rating minus its own, +/- 1.96 standard errors of the two
 * (their covariance is not stored, so the interval ignores it).  1 read, 0
 * none, -1 error. */
static int read_ladder(ReportData *d, sqlite3 *db)
{
    if (!has_table(db, "ladder_ratings"))
        return 0;
    static const char sql[] =
        "SELECT r.side, r.policy, b.rating - r.rating, b.policy = r.policy,"
        "       sqrt(r.std_error * r.std_error + b.std_error * b.std_error)"
        "  FROM ladder_ratings r JOIN ladder_ratings b ON b.side = r.side"
        " WHERE b.rating = (SELECT max(rating) FROM ladder_ratings WHERE side = r.side)"
        "   AND b.policy = (SELECT min(policy) FROM ladder_ratings"
        "                    WHERE side = r.side AND rating = b.rating)";
    sqlite3_stmt *st = NULL;
    if (sqlite3_prepare_v2(db, sql, -1, &st, NULL) != SQLITE_OK)
        return -1;
    int rows = 0;
    while (sqlite3_step(st) == SQLITE_ROW) {
        double gap = sqlite3_column_double(st, 2), half = sqlite3_column_int(st, 3) ? 0 : Z95 * sqlite3_column_double(st, 4);
        assign(d, (const char *)sqlite3_column_text(st, 0), (const char *)sqlite3_column_text(st, 1),
               (RdShortfall){1, gap, gap - half, gap + half, 0});
        rows++;
    }
    sqlite3_finalize(st);
    if (rows)
        d->skill_source = SKILL_LADDER;
    return rows > 0;
}

/* The first basis path holds: 1 found, 0 none, -1 with a message. */
static int read_basis(ReportData *d, const char *path, char *err, size_t errlen)
{
    sqlite3 *db = NULL;
    if (db_open_reader(path, &db) != SQLITE_OK) {
        snprintf(err, errlen, "%s: cannot open: %s", path, db ? sqlite3_errmsg(db) : "out of memory");
        sqlite3_close(db);
        return -1;
    }
    /* A file SQLite opens lazily is only known to be a database once read. */
    if (sqlite3_exec(db, "SELECT 1 FROM sqlite_master LIMIT 1", NULL, NULL, NULL) != SQLITE_OK) {
        snprintf(err, errlen, "%s: not a SQLite database (%s)", path, sqlite3_errmsg(db));
        sqlite3_close(db);
        return -1;
    }
    int rc = read_equilibrium(d, db);
    if (rc == 0)
        rc = read_ladder(d, db);
    if (rc < 0)
        snprintf(err, errlen, "%s: %s", path, sqlite3_errmsg(db));
    sqlite3_close(db);
    if (rc > 0)
        snprintf(d->skill_from, sizeof d->skill_from, "%s", path);
    return rc;
}

/* ---------------------------------------------------------------------------
 * Ratings fitted from the report's own cells
 * ------------------------------------------------------------------------- */

/* The index of spec in the list (added when new). */
static int policy_index(const char **list, int *n, const char *spec)
{
    for (int i = 0; i < *n; i++)
        if (strcmp(list[i], spec) == 0)
            return i;
    list[*n] = spec;
    return (*n)++;
}

/* Bradley-Terry over the non-random pairs' games, pooled over each pair's
 * cells, when each side has two policies or more and they connect. */
static void fit_from_cells(ReportData *d)
{
    const char **spec[2] = {xcalloc((size_t)d->n_pairs + 1, sizeof *spec[0]),
                            xcalloc((size_t)d->n_pairs + 1, sizeof *spec[1])};
    int n[2] = {0, 0}, n_games = 0;
    RatingGames *g = xcalloc((size_t)d->n_pairs + 1, sizeof *g);
    for (int p = 0; p < d->n_pairs; p++) {
        uint64_t games = 0, wins = 0;
        for (int c = 0; c < d->n_cells; c++)
            if (d->cell[c].pair == p) {
                games += d->cell[c].games;
                wins += d->cell[c].wins;
            }
        if (skill_is_random(d, p) || games == 0)
            continue;
        g[n_games++] = (RatingGames){policy_index(spec[0], &n[0], d->pair[p].detective),
                                     policy_index(spec[1], &n[1], d->pair[p].murderer), games, wins};
    }
    Ratings r;
    char err[256];
    if (n[0] >= 2 && n[1] >= 2 && rating_unreached(n[0], n[1], g, n_games) < 0 &&
        rating_fit(n[0], n[1], g, n_games, RATING_PRIOR_DEFAULT, &r, err, sizeof err) == 0) {
        for (int side = 0; side < 2; side++) {
            int base = side ? n[0] : 0, best = base;
            for (int k = base; k < base + n[side]; k++)
                best = r.elo[k] > r.elo[best] ? k : best;
            for (int k = base; k < base + n[side]; k++) {
                double gap = 0;
                Interval ci = k == best ? (Interval){0, 0} : rating_difference(&r, best, k, Z95, &gap);
                assign(d, side_name[side], spec[side][k - base], (RdShortfall){1, gap, ci.lo, ci.hi, 0});
            }
        }
        ratings_free(&r);
        d->skill_source = SKILL_FITTED;
        snprintf(d->skill_from, sizeof d->skill_from, "%s", d->path);
    }
    free(spec[0]);
    free(spec[1]);
    free(g);
}

int skill_basis_load(ReportData *d, const char *skill_db, char *err, size_t errlen)
{
    d->skill_source = SKILL_NONE;
    d->skill_from[0] = '\0';
    d->skill_value = d->skill_lo = d->skill_hi = NAN;
    for (int p = 0; p < d->n_pairs; p++)
        memset(d->pair[p].skill, 0, sizeof d->pair[p].skill);
    if (skill_db) {
        int rc = read_basis(d, skill_db, err, errlen);
        if (rc == 0)
            snprintf(err, errlen, "%s: holds neither an equilibrium nor ladder ratings (noirlab equilibrium or "
                                  "noirlab ladder writes them)",
                     skill_db);
        return rc > 0 ? 0 : -1;
    }
    /* A database built in memory (tests) has no file to read. */
    int rc = d->path[0] ? read_basis(d, d->path, err, errlen) : 0;
    if (rc == 0)
        fit_from_cells(d);
    return rc < 0 ? -1 : 0;
}

/* ---------------------------------------------------------------------------
 * Standing and order
 * ------------------------------------------------------------------------- */

SkillStanding skill_standing(const ReportData *d, int pair)
{
    const RdShortfall *s = d->pair[pair].skill;
    if (skill_is_random(d, pair))
        return STANDING_RANDOM;
    if (d->skill_source == SKILL_NONE)
        return strcmp(d->pair[pair].detective, d->pair[pair].murderer) == 0 ? STANDING_MIRROR : STANDING_UNRATED;
    if (!s[0].rated || !s[1].rated)
        return STANDING_UNRATED;
    return s[0].hi < s[1].lo || s[1].hi < s[0].lo ? STANDING_GAP : STANDING_MATCHED;
}

/* Does pair a come before pair b among the pairs of one standing? */
static int stronger(const ReportData *d, int a, int b)
{
    const RdShortfall *x = d->pair[a].skill, *y = d->pair[b].skill;
    double sx = x[0].value + x[1].value, sy = y[0].value + y[1].value;
    if (sx != sy)
        return sx < sy;
    return x[0].weight * x[1].weight > y[0].weight * y[1].weight;
}

int skill_order(const ReportData *d, int *order)
{
    static const SkillStanding rank[] = {STANDING_MATCHED, STANDING_MIRROR, STANDING_GAP, STANDING_UNRATED,
                                         STANDING_RANDOM};
    int n = 0, headline = 0;
    for (size_t r = 0; r < sizeof rank / sizeof rank[0]; r++) {
        int start = n;
        for (int p = 0; p < d->n_pairs; p++) {
            if (skill_standing(d, p) != rank[r])
                continue;
            /* Insert, strongest first when matched; ties keep database order. */
            int k = n++;
            while (k > start && rank[r] == STANDING_MATCHED && stronger(d, p, order[k - 1])) {
                order[k] = order[k - 1];
                k--;
            }
            order[k] = p;
        }
        if (rank[r] == STANDING_MIRROR)
            headline = n;
    }
    return headline;
}

/* ---------------------------------------------------------------------------
 * As text
 * ------------------------------------------------------------------------- */

/* "the equilibrium of X", "the ladder ratings of X", "ratings fitted from this database" */
static void source_name(const ReportData *d, char *out, size_t outlen)
{
    switch ((SkillSource)d->skill_source) {
    case SKILL_EQUILIBRIUM:
        snprintf(out, outlen, "the equilibrium of %s", d->skill_from);
        break;
    case SKILL_LADDER:
        snprintf(out, outlen, "the ladder ratings of %s", d->skill_from);
        break;
    case SKILL_FITTED:
        snprintf(out, outlen, "ratings fitted from this database's cells");
        break;
    case SKILL_NONE:
        snprintf(out, outlen, "no skill basis");
        break;
    }
}

/* Is the pair each side's best (shortfall 0 on both)? */
static int top_pair(const ReportData *d, int pair)
{
    const RdShortfall *s = d->pair[pair].skill;
    return s[0].rated && s[1].rated && s[0].value == 0 && s[1].value == 0;
}

/* Is the pair the equilibrium's: the largest weight of each side? */
static int equilibrium_pair(const ReportData *d, int pair)
{
    const RdShortfall *s = d->pair[pair].skill;
    return d->skill_source == SKILL_EQUILIBRIUM && s[0].weight == 1 && s[1].weight == 1;
}

void skill_basis_text(const ReportData *d, int pair, char *out, size_t outlen)
{
    char source[1200];
    source_name(d, source, sizeof source);
    switch (skill_standing(d, pair)) {
    case STANDING_MIRROR:
        snprintf(out, outlen, "%s pair, no skill basis", d->pair[pair].detective);
        break;
    case STANDING_MATCHED:
        if (equilibrium_pair(d, pair))
            snprintf(out, outlen, "at %s", source);
        else
            snprintf(out, outlen, "matched %spair by %s", top_pair(d, pair) ? "top " : "", source);
        break;
    case STANDING_GAP:
        snprintf(out, outlen, "skill gap by %s", source);
        break;
    case STANDING_UNRATED:
        snprintf(out, outlen, "%s", d->skill_source == SKILL_NONE ? "no skill basis" : "not rated");
        break;
    case STANDING_RANDOM:
        snprintf(out, outlen, "random player");
        break;
    }
}

void skill_standing_text(const ReportData *d, int pair, char *out, size_t outlen)
{
    const RdShortfall *s = d->pair[pair].skill;
    SkillStanding standing = skill_standing(d, pair);
    if (standing == STANDING_MATCHED)
        snprintf(out, outlen, "%s", equilibrium_pair(d, pair) ? "the equilibrium pair"
                                    : top_pair(d, pair)       ? "top pair"
                                                              : "matched");
    else if (standing == STANDING_MIRROR)
        snprintf(out, outlen, "mirror pair (no skill basis)");
    else if (standing == STANDING_GAP)
        snprintf(out, outlen, "skill gap: the %s nearer its best", s[0].hi < s[1].lo ? "Detective" : "Murderer");
    else /* not rated, random: as a verdict's basis says them */
        skill_basis_text(d, pair, out, outlen);
}

void skill_shortfall_text(const ReportData *d, int pair, int side, char *out, size_t outlen)
{
    const RdShortfall *s = &d->pair[pair].skill[side];
    if (!s->rated)
        snprintf(out, outlen, "not rated");
    else if (s->value == 0 && s->lo == 0 && s->hi == 0)
        snprintf(out, outlen, "0 (its side's best)");
    else if (d->skill_source == SKILL_EQUILIBRIUM)
        snprintf(out, outlen, "%.3f [%.3f, %.3f]", s->value, s->lo, s->hi);
    else
        snprintf(out, outlen, "%.0f Elo [%.0f, %.0f]", s->value, s->lo, s->hi);
}

void skill_source_text(const ReportData *d, char *out, size_t outlen)
{
    switch ((SkillSource)d->skill_source) {
    case SKILL_EQUILIBRIUM:
        snprintf(out, outlen,
                 "Skill basis: the equilibrium of %s (noirlab equilibrium; the Detective wins %.3f [%.3f, %.3f] "
                 "there). A policy's shortfall is its regret: how much less it wins against the other side's "
                 "equilibrium mixture than its side's best response, in win rate, with its bootstrap interval.",
                 d->skill_from, d->skill_value, d->skill_lo, d->skill_hi);
        break;
    case SKILL_LADDER:
        snprintf(out, outlen,
                 "Skill basis: the ladder ratings of %s (noirlab ladder, Bradley-Terry). A policy's shortfall is its "
                 "side's best rating minus its own, in Elo points, +/- 1.96 standard errors of the two.",
                 d->skill_from);
        break;
    case SKILL_FITTED:
        snprintf(out, outlen,
                 "Skill basis: Bradley-Terry ratings fitted from this database's cells (each pair's games pooled "
                 "over its cells, random players left out). A policy's shortfall is its side's best rating minus "
                 "its own, in Elo points, with the fit's 95%% interval.");
        break;
    case SKILL_NONE:
        snprintf(out, outlen,
                 "No skill basis: this database holds no equilibrium and no ladder ratings, and its cells do not "
                 "rate the policies (that needs two non-random policies on each side, their pairs connected; "
                 "noirlab report --skill LADDER_DB reads them from a ladder). So no pair is called the strongest: "
                 "each mirror pair (the same policy on both sides) headlines on its own, and the other pairs are "
                 "only described.");
        break;
    }
}
