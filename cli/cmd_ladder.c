/*
 * cmd_ladder.c — `noirlab ladder`: a round robin of Detective and Murderer
 * configurations on the same seeds, their Bradley-Terry ratings and the
 * matchup matrix (docs/ladder.md).
 *
 * Order, for "bad input leaves nothing behind": flags, the game data, the
 * campaign and the link between all configurations are checked before the
 * database is opened; the output folder is written last, each file under a
 * temporary name first.
 */
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "analysis/ladder_plot.h"
#include "analysis/rating.h"
#include "analysis/report_dir.h"
#include "analysis/store_ladder.h"
#include "base/errorf.h"
#include "cli/commands.h"
#include "cli/game_flags.h"
#include "cli/ladder_seats.h"
#include "cli/ladder_text.h"
#include "cli/options.h"
#include "cli/progress.h"
#include "runner/campaign_data.h"
#include "runner/cell_setup.h"
#include "runner/ladder.h"

static const char usage_text[] =
    "usage: noirlab ladder [--config FILE] [--detectives SPEC;SPEC;...] [--murderers SPEC;SPEC;...]\n"
    "                      [--scenario NAME|FILE] [--motives LIST] [--games N] [--seed S]\n"
    "                      [--threads T] [--db PATH] [--out DIR] [--prior G] [--resume] [--quiet]\n"
    "       noirlab ladder --game noir [--inspectors SPEC;SPEC;...] [--killers SPEC;SPEC;...]\n"
    "                      [--mode M] [--grid N] [--kill-target N] [NOIR's other flags] [--games N] ...\n";

static const char about_text[] =
    "Play every Detective configuration against every Murderer configuration on\n"
    "the same seeds, fit a Bradley-Terry rating per configuration and print the\n"
    "ratings and the matchup matrix (docs/ladder.md).  Any game: the Detective is\n"
    "the seeker (NOIR's Inspector), the Murderer the hider (NOIR's Killer).\n";

static const char notes_text[] =
    "Ratings are Elo points (400/ln 10 per unit of log-odds): P(detective i beats\n"
    "murderer j) = 1 / (1 + 10^((m_j - d_i)/400)), the murderers' ratings average 0.\n"
    "Intervals are 95%, from the observed Fisher information widened by the misfit\n"
    "(the dispersion, Pearson X^2 / df, printed on the Fit line); with rows = all\n"
    "in the ladder file, adjacent rungs are also compared game by game.\n"
    "Exit status: 0 done, 1 failed (database, I/O), 2 bad flag or bad ladder.\n";

typedef struct LadderArgs {
    const char *config, *game, *scenario, *motives, *games, *seed, *db, *out;
    OptionList detectives, murderers;
    GameFlagValues game_flags;        /* --mode ..., --inspectors, --killers */
    uint64_t threads; /* 0: not given */
    double prior;
    int resume, quiet;
} LadderArgs;

static int parse_args(int argc, char **argv, LadderArgs *a)
{
    memset(a, 0, sizeof *a);
    a->prior = RATING_PRIOR_DEFAULT;
    const Option common[] = {
        {"config", 0, OPT_STRING, &a->config, "FILE",
         "a ladder file: a campaign file whose [grid] lists several\n"
         "detectives and murderers (scenarios/ladders/*.ini);\n"
         "--games and --seed override its values"},
        {"detectives", 0, OPT_LIST, &a->detectives, "LIST",
         "without --config: Detective SPECs separated by ';' (SPECs hold\n"
         "commas), or one SPEC per --detectives, repeated"},
        {"murderers", 0, OPT_LIST, &a->murderers, "LIST", "without --config: Murderer SPECs, as --detectives"},
        {"game", 0, OPT_STRING, &a->game, "NAME", "without --config: the game, itk (default) or noir"},
        {"scenario", 0, OPT_STRING, &a->scenario, "X", "layout key or file (default beginner)"},
        {"motives", 0, OPT_STRING, &a->motives, "LIST", "motive set (default logic)"},
        {"games", 0, OPT_STRING, &a->games, "N", "games per pair (each pair is one cell; default 200)"},
        {"seed", 0, OPT_STRING, &a->seed, "S", "master seed (default 1)"},
        {"threads", 0, OPT_UNSIGNED, &a->threads, "T", "OpenMP threads (default: OMP_NUM_THREADS or all cores)",
         .min = 1, .max = 1024},
        {"db", 0, OPT_STRING, &a->db, "PATH",
         "database (default results/NAME.db; NAME is 'ladder' without --config)"},
        {"out", 0, OPT_STRING, &a->out, "DIR",
         "also write ladder.md, ratings.csv, matrix.csv and the\n"
         "matrix plot (matrix.png, matrix.svg) into DIR"},
        {"prior", 0, OPT_REAL, &a->prior, "G",
         "virtual games per pair, half won, that keep ratings\n"
         "finite when a pair is one-sided (default 1)",
         .lo = 0, .hi = 1e6},
        {"resume", 0, OPT_FLAG, &a->resume, NULL, "continue an interrupted ladder in --db"},
        {"quiet", 0, OPT_FLAG, &a->quiet, NULL, "no progress line"},
        {NULL, 0, OPT_HEADING, NULL, NULL, "Without --config, the parameters and seats of the other games (docs/games.md):\n"},
    };
    enum { COMMON = sizeof common / sizeof common[0] };
    Option options[COMMON + GAME_FLAGS_MAX + 1];
    game_flags_table_list(options, common, COMMON, &a->game_flags, 1);
    const OptionCommand cmd = {"ladder", usage_text, about_text, options, notes_text};
    return options_parse(&cmd, argc, argv, NULL);
}

/* The SPECs of a list flag, every occurrence split at ';' (split_specs). */
static int list_specs(const char *flag, const OptionList *list, char ***out, char *err, size_t errlen)
{
    size_t len = 1;
    for (int i = 0; i < list->n; i++)
        len += strlen(list->v[i]) + 1;
    char *joined = calloc(1, len);
    if (!joined) {
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    for (int i = 0; i < list->n; i++) {
        if (i)
            strcat(joined, ";");
        strcat(joined, list->v[i]);
    }
    int n = split_specs(flag, joined, out, err, errlen);
    free(joined);
    return n;
}

/* ---------------------------------------------------------------------------
 * The campaign
 * ------------------------------------------------------------------------- */

/* The flag a seat's SPECs came from, for messages: --detectives, or the
 * game's own plural (--inspectors) when only that was given. */
static const char *list_flag(const char *game, int seat, const OptionList *generic, const char *generic_flag,
                             char *out, size_t outlen)
{
    int n;
    const GameClass *g = game ? game_class_find(game) : game_classes(&n)[0];
    if (generic->n || !g)
        return generic_flag;
    snprintf(out, outlen, "--%ss", g->seat_name[seat]);
    return out;
}

/* The round robin of the flags: the game, its parameters and both lists. */
static int flags_campaign(LadderArgs *a, const void *data, Campaign *c, char *err, size_t errlen)
{
    CampaignFlags game = {.game = a->game};
    OptionList det = a->detectives, mur = a->murderers;
    if (game_flags_list_apply(&a->game_flags, &game, &det, &mur, err, errlen))
        return -1;
    if (!det.n || !mur.n) {
        snprintf(err, errlen, "give --config FILE, or both --detectives and --murderers (noirlab ladder --help)");
        return -1;
    }
    char det_text[64], mur_text[64];
    const char *det_flag = list_flag(a->game, GAME_SEEKER, &a->detectives, "--detectives", det_text, sizeof det_text);
    const char *mur_flag = list_flag(a->game, GAME_HIDER, &a->murderers, "--murderers", mur_text, sizeof mur_text);
    char **dl = NULL, **ml = NULL;
    int n_det = list_specs(det_flag, &det, &dl, err, errlen);
    int n_mur = n_det < 0 ? -1 : list_specs(mur_flag, &mur, &ml, err, errlen);
    int rc = -1;
    if (n_mur > 0) {
        RoundRobin rr = {.game = game.game, .n_params = game.n_params, .param = game.param,
                         .scenario = a->scenario, .motives = a->motives, .games = a->games, .seed = a->seed,
                         .n_det = n_det, .n_mur = n_mur, .det = (const char *const *)dl,
                         .mur = (const char *const *)ml, .det_flag = det_flag, .mur_flag = mur_flag,
                         .rows_all = 1}; /* a row per game: the adjacent rungs' paired differences */
        rc = round_robin_campaign(c, data, &rr, err, errlen);
    }
    free(dl);
    free(ml);
    return rc;
}

static int load_ladder(LadderArgs *a, const void *data, Campaign *c)
{
    char err[CAMPAIGN_ERR_MAX];
    int rc;
    if (a->config) {
        const char *cell_flag = a->detectives.n ? "--detectives"
                                : a->murderers.n ? "--murderers"
                                : a->scenario  ? "--scenario"
                                : a->motives   ? "--motives"
                                : a->game      ? "--game"
                                               : game_flags_list_given(&a->game_flags);
        if (cell_flag) {
            fprintf(stderr, "noirlab ladder: %s cannot be combined with --config (edit the file instead)\n",
                    cell_flag);
            return -1;
        }
        CampaignFlags flags = {.games = a->games, .seed = a->seed};
        rc = campaign_load(c, data, a->config, &flags, err, sizeof err);
    } else {
        rc = flags_campaign(a, data, c, err, sizeof err);
    }
    if (rc)
        fprintf(stderr, "noirlab ladder: %s\n", err);
    return rc;
}

/* Every configuration must be linked to every other by games, or their
 * ratings cannot be compared (possible with several [grid]s). */
static int check_linked(const Campaign *c, const LadderRoles *r)
{
    RatingGames *g = calloc((size_t)c->n_cells, sizeof *g);
    for (int i = 0; g && i < c->n_cells; i++)
        g[i] = (RatingGames){r->cell_det[i], r->cell_mur[i], 1, 0};
    int k = g ? rating_unreached(r->n_det, r->n_mur, g, c->n_cells) : -1;
    free(g);
    if (k < 0)
        return 0;
    int det = k < r->n_det;
    const char *const *seat = c->game->seat_name;
    fprintf(stderr,
            "noirlab ladder: %s '%s' plays no game linking it to %s '%s': the ratings of separate "
            "groups cannot be compared (give the grids a common opponent)\n",
            seat[det ? GAME_SEEKER : GAME_HIDER], c->spec[det ? r->det[k] : r->mur[k - r->n_det]], seat[GAME_SEEKER],
            c->spec[r->det[0]]);
    return -1;
}

/* ---------------------------------------------------------------------------
 * The results: pairs, ratings, order
 * ------------------------------------------------------------------------- */

typedef struct LadderResult {
    const Campaign *c;
    LadderRoles roles;
    uint64_t *games, *wins;     /* [det * n_mur + mur], Detective wins */
    Ratings fit;
    int *order;                 /* ratings strongest first: detectives, then murderers (indices as in Ratings) */
    uint8_t *won;               /* [cell * games + game]: the per-game log (store_cell_outcomes) */
    long logged;                /* games in it */
} LadderResult;

static int pair_index(const LadderResult *l, int det, int mur)
{
    return det * l->roles.n_mur + mur;
}

/* Games and wins of rating k (a detective or a murderer) over all its pairs. */
static void totals(const LadderResult *l, int k, uint64_t *games, uint64_t *wins)
{
    int nd = l->roles.n_det, nm = l->roles.n_mur;
    *games = *wins = 0;
    for (int o = 0; o < (k < nd ? nm : nd); o++) {
        int p = k < nd ? pair_index(l, k, o) : pair_index(l, o, k - nd);
        *games += l->games[p];
        *wins += k < nd ? l->wins[p] : l->games[p] - l->wins[p];
    }
}

/* The seeker's ("detective") or the hider's ("murderer") name in this game. */
static const char *seat_of(const LadderResult *l, int side_det)
{
    return l->c->game->seat_name[side_det ? GAME_SEEKER : GAME_HIDER];
}

static const char *spec_of(const LadderResult *l, int k)
{
    int nd = l->roles.n_det;
    return l->c->spec[k < nd ? l->roles.det[k] : l->roles.mur[k - nd]];
}

/* The result by_rating() sorts for (qsort passes no context). */
static const LadderResult *sorting;

static int by_rating(const void *pa, const void *pb)
{
    int a = *(const int *)pa, b = *(const int *)pb;
    double d = sorting->fit.elo[b] - sorting->fit.elo[a];
    return d > 0 ? 1 : d < 0 ? -1 : a - b;
}

static int collect(LadderResult *l, Store *store, double prior, char *err, size_t errlen)
{
    const Campaign *c = l->c;
    int nd = l->roles.n_det, nm = l->roles.n_mur;
    uint64_t *cg = calloc((size_t)c->n_cells, sizeof *cg), *cw = calloc((size_t)c->n_cells, sizeof *cw);
    l->games = calloc((size_t)(nd * nm), sizeof *l->games);
    l->wins = calloc((size_t)(nd * nm), sizeof *l->wins);
    RatingGames *g = calloc((size_t)c->n_cells, sizeof *g);
    l->order = calloc((size_t)(nd + nm), sizeof *l->order);
    int rc = -1;
    if (!cg || !cw || !l->games || !l->wins || !g || !l->order)
        snprintf(err, errlen, "out of memory");
    else if (store_cell_totals(store, c->n_cells, cg, cw, err, errlen) == 0) {
        for (int i = 0; i < c->n_cells; i++) {
            int p = pair_index(l, l->roles.cell_det[i], l->roles.cell_mur[i]);
            l->games[p] += cg[i];
            l->wins[p] += cw[i];
            g[i] = (RatingGames){l->roles.cell_det[i], l->roles.cell_mur[i], cg[i], cw[i]};
        }
        rc = rating_fit(nd, nm, g, c->n_cells, prior, &l->fit, err, errlen);
    }
    if (rc == 0 && !(l->won = malloc((size_t)c->n_cells * c->games))) {
        snprintf(err, errlen, "out of memory");
        rc = -1;
    }
    for (int i = 0; rc == 0 && i < c->n_cells; i++) {
        long n = store_cell_outcomes(store, i, c->games, l->won + (size_t)i * c->games, err, errlen);
        rc = n < 0 ? -1 : 0;
        l->logged += n;
    }
    if (rc == 0) {
        for (int k = 0; k < nd + nm; k++)
            l->order[k] = k;
        sorting = l;
        qsort(l->order, (size_t)nd, sizeof *l->order, by_rating);
        qsort(l->order + nd, (size_t)nm, sizeof *l->order, by_rating);
    }
    free(cg);
    free(cw);
    free(g);
    return rc;
}

static void result_free(LadderResult *l)
{
    ladder_roles_free(&l->roles);
    ratings_free(&l->fit);
    free(l->games);
    free(l->wins);
    free(l->order);
    free(l->won);
}

/* ---------------------------------------------------------------------------
 * Tables (Markdown: the same text on stdout and in DIR/ladder.md)
 * ------------------------------------------------------------------------- */

static void print_ratings(FILE *f, const LadderResult *l, int side_det)
{
    int nd = l->roles.n_det, nm = l->roles.n_mur;
    int from = side_det ? 0 : nd, n = side_det ? nd : nm;
    fprintf(f, "| rank | %s | Elo | 95%% interval | games | wins | win rate |\n", seat_of(l, side_det));
    fprintf(f, "|---:|---|---:|---|---:|---:|---:|\n");
    for (int r = 0; r < n; r++) {
        int k = l->order[from + r];
        uint64_t games, wins;
        totals(l, k, &games, &wins);
        Interval ci = rating_interval(&l->fit, k, Z95);
        fprintf(f, "| %d | %s | %+.0f | [%+.0f, %+.0f] | %llu | %llu | %.1f%% |\n", r + 1, spec_of(l, k),
                l->fit.elo[k], ci.lo, ci.hi, (unsigned long long)games, (unsigned long long)wins,
                100 * proportion(wins, games));
    }
}

static void print_matrix(FILE *f, const LadderResult *l)
{
    int nd = l->roles.n_det, nm = l->roles.n_mur;
    fprintf(f, "| %s \\ %s |", seat_of(l, 1), seat_of(l, 0));
    for (int j = 0; j < nm; j++)
        fprintf(f, " %s |", spec_of(l, l->order[nd + j]));
    fprintf(f, "\n|---|");
    for (int j = 0; j < nm; j++)
        fprintf(f, "---:|");
    fprintf(f, "\n");
    for (int i = 0; i < nd; i++) {
        int d = l->order[i];
        fprintf(f, "| %s |", spec_of(l, d));
        for (int j = 0; j < nm; j++) {
            int p = pair_index(l, d, l->order[nd + j] - nd);
            Interval ci = wilson_interval(l->wins[p], l->games[p], Z95);
            if (l->games[p])
                fprintf(f, " %.1f%% [%.1f, %.1f] |", 100 * proportion(l->wins[p], l->games[p]), 100 * ci.lo,
                        100 * ci.hi);
            else
                fprintf(f, " - |");
        }
        fprintf(f, "\n");
    }
}

/* The cell where ratings a and b (one a detective, the other a murderer) meet, or -1. */
static int cell_of(const LadderResult *l, int a, int b)
{
    int nd = l->roles.n_det, det = a < nd ? a : b, mur = (a < nd ? b : a) - nd;
    for (int i = 0; i < l->c->n_cells; i++)
        if (l->roles.cell_det[i] == det && l->roles.cell_mur[i] == mur)
            return i;
    return -1;
}

/*
 * Each rung against the next one down, paired game by game: over every
 * opponent both played, game g of the two cells is the same deal (cells of
 * one setup share their seeds, docs/campaign.md), so the difference of their
 * win rates has Newcombe's paired interval, far narrower than the ratings'
 * when the games are correlated.  Needs the per-game log (rows = all).
 */
static void print_paired(FILE *f, const LadderResult *l, int side_det)
{
    int nd = l->roles.n_det, nm = l->roles.n_mur;
    int from = side_det ? 0 : nd, n = side_det ? nd : nm, opponents = side_det ? nm : nd;
    uint32_t games = l->c->games;
    fprintf(f, "| %s | minus the next rung | paired games | win-rate difference [95%%] | apart |\n",
            seat_of(l, side_det));
    fprintf(f, "|---|---|---:|---|---|\n");
    for (int r = 0; r + 1 < n; r++) {
        int a = l->order[from + r], b = l->order[from + r + 1];
        uint64_t count[2][2] = {{0, 0}, {0, 0}}; /* [a won][b won], for their side */
        for (int o = 0; o < opponents; o++) {
            int opp = side_det ? nd + o : o, ca = cell_of(l, a, opp), cb = cell_of(l, b, opp);
            if (ca < 0 || cb < 0)
                continue;
            const uint8_t *wa = l->won + (size_t)ca * games, *wb = l->won + (size_t)cb * games;
            for (uint32_t g = 0; g < games; g++)
                if (wa[g] != STORE_NOT_LOGGED && wb[g] != STORE_NOT_LOGGED)
                    count[wa[g] == side_det][wb[g] == side_det]++;
        }
        uint64_t pairs = count[0][0] + count[0][1] + count[1][0] + count[1][1];
        fprintf(f, "| %s | %s | %llu |", spec_of(l, a), spec_of(l, b), (unsigned long long)pairs);
        if (pairs == 0) {
            fprintf(f, " - | - |\n");
            continue;
        }
        Interval ci = newcombe_paired_difference(count[1][1], count[1][0], count[0][1], count[0][0], Z95);
        double d = ((double)count[1][0] - (double)count[0][1]) / (double)pairs;
        const char *apart = ci.lo > 0 ? "yes" : ci.hi < 0 ? "reversed" : "no";
        fprintf(f, " %+.3f [%+.3f, %+.3f] | %s |\n", d, ci.lo, ci.hi, apart);
    }
}

/* The goodness-of-fit line (rating.h, "Misfit"). */
static void print_fit(FILE *f, const Ratings *fit)
{
    fprintf(f, "Fit: Pearson X^2 %.1f on %d degrees of freedom, dispersion %.2f, so the intervals are %.2f times "
               "the model's; %d of %d pairs have the model's win rate outside their Wilson 95%% interval (about "
               "%.1f expected if the model fitted).\n\n",
            fit->pearson, fit->df, fit->dispersion, sqrt(fit->dispersion), fit->pairs_outside, fit->pairs,
            rating_pairs_outside_expected(fit));
}

static void print_report(FILE *f, const LadderResult *l)
{
    char setup[512];
    ladder_setup_text(l->c, setup, sizeof setup);
    fprintf(f, "## Ladder %s: %s; %u games per pair, seed %llu\n\n", l->c->name, setup, l->c->games,
            (unsigned long long)l->c->master_seed);
    const char *det = seat_of(l, 1), *mur = seat_of(l, 0);
    char Det[32], Mur[32];
    fprintf(f, "Bradley-Terry ratings in Elo points (%ss average 0; %s %s's rating is its "
               "log-odds against the average %s), 95%% intervals from the observed Fisher information "
               "widened by the misfit (times the square root of the dispersion), "
               "prior %g virtual game(s) per pair, half won.\n\n",
            mur, strchr("aeiou", det[0]) ? "an" : "a", det, mur, l->fit.prior);
    print_fit(f, &l->fit);
    fprintf(f, "### %ss\n\n", seat_title(seat_of(l, 1), Det, sizeof Det));
    print_ratings(f, l, 1);
    fprintf(f, "\n### %ss\n\n", seat_title(seat_of(l, 0), Mur, sizeof Mur));
    print_ratings(f, l, 0);
    fprintf(f, "\n### Matchups: %s win rate [Wilson 95%%]\n\n", Det);
    print_matrix(f, l);
    fprintf(f, "\n### Adjacent rungs, paired on common deals\n\n");
    if (l->logged == 0) {
        fprintf(f, "No per-game log (rows = none in the ladder file): give rows = all for the paired "
                   "differences of adjacent rungs.\n");
        return;
    }
    fprintf(f, "Win rate of each rung minus the next one down, over the opponents both played, game by game "
               "on the same deals (Newcombe's paired 95%% interval); \"apart\" when the interval is above 0.\n\n");
    print_paired(f, l, 1);
    fprintf(f, "\n");
    print_paired(f, l, 0);
}

/* ---------------------------------------------------------------------------
 * The output folder and the database tables
 * ------------------------------------------------------------------------- */

static void write_ratings_csv(FILE *f, const LadderResult *l)
{
    int nd = l->roles.n_det, nm = l->roles.n_mur;
    fprintf(f, "side,rank,policy,elo,elo_lo,elo_hi,std_error,games,wins\n");
    for (int r = 0; r < nd + nm; r++) {
        int k = l->order[r];
        uint64_t games, wins;
        totals(l, k, &games, &wins);
        Interval ci = rating_interval(&l->fit, k, Z95);
        fprintf(f, "%s,%d,\"%s\",%.2f,%.2f,%.2f,%.2f,%llu,%llu\n", seat_of(l, k < nd),
                k < nd ? r + 1 : r - nd + 1, spec_of(l, k), l->fit.elo[k], ci.lo, ci.hi, rating_se(&l->fit, k),
                (unsigned long long)games, (unsigned long long)wins);
    }
}

static void write_matrix_csv(FILE *f, const LadderResult *l)
{
    int nd = l->roles.n_det, nm = l->roles.n_mur;
    fprintf(f, "%s,%s,games,%s_wins,win_rate,wilson_lo,wilson_hi,model_win_rate\n", seat_of(l, 1), seat_of(l, 0),
            seat_of(l, 1));
    for (int i = 0; i < nd; i++)
        for (int j = 0; j < nm; j++) {
            int d = l->order[i], m = l->order[nd + j] - nd, p = pair_index(l, d, m);
            Interval ci = wilson_interval(l->wins[p], l->games[p], Z95);
            fprintf(f, "\"%s\",\"%s\",%llu,%llu,%.5f,%.5f,%.5f,%.5f\n", spec_of(l, d), spec_of(l, nd + m),
                    (unsigned long long)l->games[p], (unsigned long long)l->wins[p],
                    proportion(l->wins[p], l->games[p]), ci.lo, ci.hi, rating_win_probability(&l->fit, d, m));
        }
}

/* DIR/NAME through DIR/NAME.part, so it appears whole or not at all. */
static int write_out(const char *dir, const char *name, void (*fill)(FILE *, const LadderResult *),
                     const LadderResult *l)
{
    char path[4096], part[4200], err[4300];
    if (path_format(path, sizeof path, err, sizeof err, "%s/%s", dir, name) ||
        path_format(part, sizeof part, err, sizeof err, "%s.part", path)) {
        fprintf(stderr, "noirlab ladder: %s\n", err);
        return -1;
    }
    FILE *f = fopen(part, "w");
    if (!f) {
        fprintf(stderr, "noirlab ladder: %s: cannot write: %s\n", part, strerror(errno));
        return -1;
    }
    fill(f, l);
    if (ferror(f) | fclose(f) || rename(part, path) != 0) {
        fprintf(stderr, "noirlab ladder: %s: cannot write: %s\n", path, strerror(errno));
        unlink(part);
        return -1;
    }
    return 0;
}

static int write_plot(const char *dir, const LadderResult *l)
{
    int nd = l->roles.n_det, nm = l->roles.n_mur;
    const char **det = calloc((size_t)nd, sizeof *det), **mur = calloc((size_t)nm, sizeof *mur);
    double *rate = calloc((size_t)(nd * nm), sizeof *rate);
    char title[256], err[4096];
    int rc = -1;
    if (det && mur && rate) {
        for (int i = 0; i < nd; i++)
            det[i] = spec_of(l, l->order[i]);
        for (int j = 0; j < nm; j++)
            mur[j] = spec_of(l, l->order[nd + j]);
        for (int i = 0; i < nd; i++)
            for (int j = 0; j < nm; j++) {
                int p = pair_index(l, l->order[i], l->order[nd + j] - nd);
                rate[i * nm + j] = l->games[p] ? proportion(l->wins[p], l->games[p]) : NAN;
            }
        char Det[32];
        CellSetup setup;
        cell_setup(l->c, 0, &setup);
        snprintf(title, sizeof title, "Ladder %s: %s win rate (%s, %u games per pair)", l->c->name,
                 seat_title(seat_of(l, 1), Det, sizeof Det), setup.scenario, l->c->games);
        rc = ladder_plot_matrix(dir, "matrix", title, det, nd, mur, nm, rate, err, sizeof err);
        if (rc)
            fprintf(stderr, "noirlab ladder: %s%s\n", rc > 0 ? "warning: " : "", err);
    }
    free(det);
    free(mur);
    free(rate);
    return rc < 0 ? -1 : 0;
}

/* The folder --out, built beside its place and renamed there (report_dir.h):
 * a new folder, or the replacement of an earlier output of noirlab's. */
static int write_folder(const char *out, const LadderResult *l)
{
    OutDir d;
    char err[4096];
    if (outdir_begin(&d, out, err, sizeof err)) {
        fprintf(stderr, "noirlab ladder: %s\n", err);
        return -1;
    }
    const char *dir = d.tmp.path;
    if (write_out(dir, "ladder.md", print_report, l) || write_out(dir, "ratings.csv", write_ratings_csv, l) ||
        write_out(dir, "matrix.csv", write_matrix_csv, l) || write_plot(dir, l)) {
        outdir_abort(&d);
        return -1;
    }
    if (outdir_commit(&d, err, sizeof err)) {
        fprintf(stderr, "noirlab ladder: %s\n", err);
        return -1;
    }
    return 0;
}

static int save_tables(Store *store, const char *path, const LadderResult *l)
{
    int nd = l->roles.n_det, nm = l->roles.n_mur;
    LadderRatingRow *rows = calloc((size_t)(nd + nm), sizeof *rows);
    if (!rows)
        return -1;
    uint64_t all = 0;
    for (int p = 0; p < nd * nm; p++)
        all += l->games[p];
    for (int r = 0; r < nd + nm; r++) {
        int k = l->order[r];
        Interval ci = rating_interval(&l->fit, k, Z95);
        LadderRatingRow *row = &rows[r];
        *row = (LadderRatingRow){seat_of(l, k < nd), spec_of(l, k), k < nd ? r + 1 : r - nd + 1,
                                 l->fit.elo[k], ci.lo, ci.hi, rating_se(&l->fit, k), 0, 0};
        totals(l, k, &row->games, &row->wins);
    }
    char model[512];
    snprintf(model, sizeof model,
             "Bradley-Terry: P(%s i wins vs %s j) = logistic(d_i - m_j); mean of m = 0; "
             "Elo = 400/ln10 per unit; 95%% intervals from the observed Fisher information times "
             "sqrt(dispersion), dispersion = max(1, Pearson X^2 / df)",
             seat_of(l, 1), seat_of(l, 0));
    LadderFitRow fit = {model, l->fit.prior, l->fit.iterations, l->fit.log_likelihood, nd, nm, all};
    char err[4096];
    int rc = store_ladder_save(store, path, &fit, rows, nd + nm, err, sizeof err);
    if (rc)
        fprintf(stderr, "noirlab ladder: %s\n", err);
    free(rows);
    return rc;
}

/* ---------------------------------------------------------------------------
 * The command
 * ------------------------------------------------------------------------- */

/* A ladder of a game of more seats: rated from every game (ladder_seats.h),
 * printed only (no --out folder yet). */
static int check_seats(const Campaign *c, const char *out)
{
    char err[512];
    if (ladder_seats_check(c, err, sizeof err) == 0 && !out)
        return 0;
    fprintf(stderr, "noirlab ladder: %s\n", out ? "--out: a ladder of a game of more seats is printed only" : err);
    return -1;
}

/* Play (or finish) the ladder into the database, then rate and report. */
static int play_and_rate(const LadderArgs *a, LadderResult *l, RunOptions *opt, double prior)
{
    const Campaign *c = l->c;
    char path[4096], err[4096];
    if (a->db) {
        if (path_format(path, sizeof path, err, sizeof err, "%s", a->db)) {
            fprintf(stderr, "noirlab ladder: --db: %s\n", err);
            return 1;
        }
    } else { /* under results/, as noirlab run */
        mkdir("results", 0777);
        snprintf(path, sizeof path, "results/%s.db", c->name);
    }
    Store *store = store_open(path, err, sizeof err);
    if (!store) {
        fprintf(stderr, "noirlab ladder: %s\n", err);
        return 1;
    }
    ProgressLine line;
    progress_attach(opt, &line, a->quiet);
    Sink sink = store_sink(store);
    RunStats stats;
    int rc = runner_run(c, &sink, opt, &stats, err, sizeof err);
    progress_done(&line);
    int seats = c->game->max_seats != GAME_SEATS; /* more seats: Plackett-Luce, ladder_seats.c */
    if (rc == 0)
        rc = seats ? ladder_seats_rate(c, store, path, prior, stdout, err, sizeof err)
                   : collect(l, store, prior, err, sizeof err);
    if (rc) {
        fprintf(stderr, "noirlab ladder: %s\n", err);
    } else if (seats) {
        printf("\n%s: %llu games played in %.1f s\n", path, (unsigned long long)stats.games, stats.seconds);
    } else {
        print_report(stdout, l);
        printf("\n%s: %llu games played in %.1f s (%d thread%s)%s\n", path, (unsigned long long)stats.games,
               stats.seconds, stats.threads, stats.threads == 1 ? "" : "s",
               stats.skipped ? ", the rest were already stored" : "");
        rc = save_tables(store, path, l);
        if (rc == 0 && a->out)
            rc = write_folder(a->out, l);
    }
    store_close(store);
    return rc ? 1 : 0;
}

int cmd_ladder(int argc, char **argv)
{
    LadderArgs a;
    int parsed = parse_args(argc, argv, &a);
    if (parsed != OPTIONS_OK)
        return options_exit(parsed);
    RunOptions opt = {.shard = 1, .shards = 1, .resume = a.resume, .threads = (int)a.threads};
    char err[4096];
    if (a.out && outdir_check(a.out, err, sizeof err)) { /* before any game is played */
        fprintf(stderr, "noirlab ladder: %s\n", err);
        return 2;
    }

    const void *data;
    if (campaign_data_load(&data, err, sizeof err)) {
        fprintf(stderr, "noirlab ladder: %s\n", err);
        return 1;
    }
    Campaign c;
    if (load_ladder(&a, data, &c))
        return 2;
    LadderResult l = {.c = &c};
    ladder_roles(&l.roles, &c);
    int rc = c.game->max_seats == GAME_SEATS ? check_linked(&c, &l.roles) : check_seats(&c, a.out);
    rc = rc ? 2 : play_and_rate(&a, &l, &opt, a.prior);
    result_free(&l);
    campaign_free(&c);
    return rc;
}
