/*
 * cmd_tune.c — `noirlab tune`: sweep a policy's parameters against a fixed
 * opponent (a grid, or successive halving with --budget), or run a
 * sequential probability ratio test between two configurations with --sprt
 * (docs/ladder.md).
 *
 * Every configuration plays game g from the same seed, so configurations
 * are compared on the same deals.  Flags, the game data and the campaign are
 * checked before the database (if any) is created; tune never continues an
 * earlier database, so an existing --db is refused.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "analysis/sprt.h"
#include "analysis/store_ladder.h"
#include "cli/commands.h"
#include "cli/game_flags.h"
#include "cli/options.h"
#include "cli/progress.h"
#include "runner/campaign_data.h"
#include "runner/ladder.h"
#include "runner/tune.h"

static const char usage_text[] =
    "usage: noirlab tune --policy SPEC --side detective|murderer --param KEY=V1,V2,... [--param ...]\n"
    "                    [--vs SPEC] [--games N | --budget N] [common flags]\n"
    "       noirlab tune --sprt A B --side detective|murderer [--vs SPEC] [--elo0 E] [--elo1 E]\n"
    "                    [--alpha P] [--beta P] [--games N] [common flags]\n"
    "common flags: [--scenario NAME|FILE] [--motives LIST] [--seed S] [--chunk N] [--threads T]\n"
    "              [--db PATH] [--quiet]\n"
    "another game: --game noir --side inspector|killer [--mode M] [--grid N] [NOIR's other flags] ...\n"
    "              --game tenkill --side p0|p1|p2|p3 [--players N] ... (the others' seats play --vs)\n";

static const char about_text[] =
    "Sweep: every combination of the --param values of policy SPEC plays the\n"
    "opponent --vs on the same seeds; the best configuration is reported with its\n"
    "Wilson 95% interval and its difference to the runner-up with Newcombe's.\n";

static const char sprt_text[] =
    "SPRT: A and B (SPECs of the same side) play --vs on the same seeds; each seed is\n"
    "a pair scored 1 (A won, B lost), 1/2 (both or neither won) or 0.  The test of\n"
    "H0: elo = E0 against H1: elo = E1 (the logistic Elo of the pair score, a\n"
    "generalised SPRT on the trinomial) stops as soon as the log-likelihood ratio\n"
    "leaves [log(beta/(1-alpha)), log((1-beta)/alpha)], checked every 2 chunks of pairs.\n\n";

static const char notes_text[] =
    "--side names a seat of the game: its own name (inspector, killer; p0-p3), or\n"
    "detective/seeker and murderer/hider in any game of two seats.  In a game of more\n"
    "seats --vs plays every other seat, and a win is a game the seat ranks first alone.\n"
    "Exit status: 0 done, 1 failed (database, I/O), 2 bad flag.\n";

typedef struct TuneArgs {
    const char *policy, *side, *vs, *game, *scenario, *motives, *seed, *db;
    GameFlagValues game_flags;              /* --mode, --grid, ... */
    uint64_t games, budget, chunk, threads; /* games, budget, threads: 0 when not given */
    double elo0, elo1, alpha, beta;         /* NAN when not given */
    const char *sprt[2];
    OptionList params;
    int quiet;
} TuneArgs;

static int parse_args(int argc, char **argv, TuneArgs *a)
{
    *a = (TuneArgs){.chunk = 100, .elo0 = NAN, .elo1 = NAN, .alpha = NAN, .beta = NAN};
    const Option common[] = {
        {"policy", 0, OPT_STRING, &a->policy, "SPEC", "the policy to tune, maybe with fixed parameters (ismcts:memory=8M)"},
        {"side", 0, OPT_STRING, &a->side, "S", "the side it plays: detective or murderer (NOIR: inspector or killer)"},
        {"param", 0, OPT_LIST, &a->params, "K=V1,V2,...",
         "values of one parameter (repeat for more; the grid is their product)"},
        {"vs", 0, OPT_STRING, &a->vs, "SPEC", "the fixed opponent (default heuristic)"},
        {"games", 0, OPT_UNSIGNED, &a->games, "N",
         "games per configuration (each configuration is one cell; default 200);\n"
         "with --sprt: at most N pairs (default 20000), then no decision",
         .min = 1, .max = UINT32_MAX},
        {"budget", 0, OPT_UNSIGNED, &a->budget, "N",
         "instead of --games: N games in all, spent by successive halving\n"
         "(each round gives the survivors more games and keeps the better half)",
         .min = 1, .max = UINT64_MAX / 2},
        {NULL, 0, OPT_HEADING, NULL, NULL, sprt_text},
        {"sprt", 0, OPT_PAIR, a->sprt, "A B", "the two configurations"},
        {"elo0", 0, OPT_REAL, &a->elo0, "E", "H0's Elo (default 0)", .lo = -2000, .hi = 2000},
        {"elo1", 0, OPT_REAL, &a->elo1, "E", "H1's Elo (default 10)", .lo = -2000, .hi = 2000},
        {"alpha", 0, OPT_REAL, &a->alpha, "P", "the error rate of rejecting H0 (default 0.05)", .lo = 0, .hi = 1},
        {"beta", 0, OPT_REAL, &a->beta, "P", "the error rate of rejecting H1 (default 0.05)", .lo = 0, .hi = 1},
        {NULL, 0, OPT_HEADING, NULL, NULL, "Common flags:\n"},
        {"game", 0, OPT_STRING, &a->game, "NAME", "the game: itk (default) or noir"},
        {"scenario", 0, OPT_STRING, &a->scenario, "X", "layout key or file (default beginner)"},
        {"motives", 0, OPT_STRING, &a->motives, "LIST", "motive set (default logic)"},
        {"seed", 0, OPT_STRING, &a->seed, "S", "master seed (default 1)"},
        {"chunk", 0, OPT_UNSIGNED, &a->chunk, "N",
         "games per work unit (default 100): the rounds of --budget are\n"
         "multiples of it, and --sprt checks every 2 chunks",
         .min = 1, .max = 1000000},
        {"threads", 0, OPT_UNSIGNED, &a->threads, "T", "OpenMP threads (default: OMP_NUM_THREADS or all cores)",
         .min = 1, .max = 1024},
        {"db", 0, OPT_STRING, &a->db, "PATH", "also store the games and the result in a new database (default: none)"},
        {"quiet", 0, OPT_FLAG, &a->quiet, NULL, "no progress line"},
        {NULL, 0, OPT_HEADING, NULL, NULL, "The parameters of the other games (docs/games.md):\n"},
    };
    enum { COMMON = sizeof common / sizeof common[0] };
    Option options[COMMON + GAME_FLAGS_MAX + 1];
    game_flags_table_list(options, common, COMMON, &a->game_flags, 0);
    const OptionCommand cmd = {"tune", usage_text, about_text, options, notes_text};
    return options_parse(&cmd, argc, argv, NULL);
}

static void fail(const char *msg)
{
    fprintf(stderr, "noirlab tune: %s\n", msg);
}

/* ---------------------------------------------------------------------------
 * Shared set-up: side, numbers, campaign, database
 * ------------------------------------------------------------------------- */

typedef struct TuneSetup {
    const GameClass *game;
    CampaignFlags flags;       /* the game and its parameters */
    int side;                  /* GAME_SEEKER or GAME_HIDER */
    uint32_t chunk;
    RunOptions opt;
    const char *vs;
} TuneSetup;

/* The tuned seat's name ("detective"), and with a capital ("Detective"). */
static const char *side_name(const TuneSetup *s) { return s->game->seat_name[s->side]; }

static const char *Side_name(const TuneSetup *s, char *out, size_t outlen)
{
    snprintf(out, outlen, "%s", side_name(s));
    if (out[0] >= 'a' && out[0] <= 'z')
        out[0] = (char)(out[0] - 'a' + 'A');
    return out;
}

/* The game and its parameter flags. */
static int game_setup(TuneArgs *a, TuneSetup *s)
{
    int n;
    char err[512];
    s->game = a->game ? game_class_find(a->game) : game_classes(&n)[0];
    if (!s->game) {
        char names[128];
        game_class_names(names, sizeof names);
        fprintf(stderr, "noirlab tune: --game: unknown game '%s' (%s)\n", a->game, names);
        return -1;
    }
    s->flags.game = a->game;
    if (game_flags_list_apply(&a->game_flags, &s->flags, NULL, NULL, err, sizeof err)) {
        fail(err);
        return -1;
    }
    return 0;
}

/* The game's seat names joined by sep, the last two by last ("p0, p1 or p2");
 * a two-seat game's seeker first ("detective or murderer"). */
static void seat_names(const GameClass *game, const char *sep, const char *last, char *out, size_t outlen)
{
    out[0] = '\0';
    for (int i = 0; i < game->max_seats; i++) {
        int seat = game->max_seats == GAME_SEATS ? (i == 0 ? GAME_SEEKER : GAME_HIDER) : i;
        snprintf(out + strlen(out), outlen - strlen(out), "%s%s", i == 0 ? "" : i + 1 == game->max_seats ? last : sep,
                 game->seat_name[seat]);
    }
}

static int common_setup(TuneArgs *a, TuneSetup *s)
{
    memset(s, 0, sizeof *s);
    s->opt = (RunOptions){.shard = 1, .shards = 1, .threads = (int)a->threads};
    s->vs = a->vs ? a->vs : "heuristic";
    if (game_setup(a, s))
        return -1;
    char bar[GAME_SEATS_MAX * 32], or[GAME_SEATS_MAX * 32];
    seat_names(s->game, "|", "|", bar, sizeof bar);
    seat_names(s->game, ", ", " or ", or, sizeof or);
    if (!a->side) {
        fprintf(stderr, "noirlab tune: --side %s is required (noirlab tune --help)\n", bar);
        return -1;
    }
    s->side = game_seat_by_name(s->game, a->side);
    if (s->side < 0) {
        fprintf(stderr, "noirlab tune: --side must be %s, not '%s'\n", or, a->side);
        return -1;
    }
    s->chunk = (uint32_t)a->chunk;
    if (a->db && access(a->db, F_OK) == 0) {
        fprintf(stderr, "noirlab tune: --db %s: exists; tune writes a new database (choose another --db)\n", a->db);
        return -1;
    }
    return 0;
}

/* The campaign: the configurations against the opponent, cell k = configuration k. */
static int build_campaign(const TuneArgs *a, const TuneSetup *s, const void *data, const char *name,
                          const char *const *configs, int n, const char *config_flag, uint32_t games, int rows_all,
                          Campaign *c)
{
    char games_text[32], err[CAMPAIGN_ERR_MAX];
    snprintf(games_text, sizeof games_text, "%u", games);
    int det = s->side == GAME_SEEKER;
    RoundRobin rr = {.name = name, .game = s->flags.game, .n_params = s->flags.n_params, .param = s->flags.param,
                     .scenario = a->scenario, .motives = a->motives, .games = games_text,
                     .seed = a->seed, .chunk = s->chunk, .rows_all = rows_all,
                     .n_det = det ? n : 1, .n_mur = det ? 1 : n,
                     .det = det ? configs : &s->vs, .mur = det ? &s->vs : configs,
                     .det_flag = det ? config_flag : "--vs", .mur_flag = det ? "--vs" : config_flag};
    /* A game of more seats: the configurations in the tuned seat, --vs in every other. */
    for (int seat = 0; seat < s->game->max_seats; seat++) {
        int tuned = seat == s->side;
        rr.n_seat[seat] = tuned ? n : 1;
        rr.seat[seat] = tuned ? configs : &s->vs;
        rr.seat_flag[seat] = tuned ? config_flag : "--vs";
    }
    if (round_robin_campaign(c, data, &rr, err, sizeof err)) {
        fail(err);
        return -1;
    }
    for (int i = 0; i < c->n_cells; i++)
        if (s->side >= c->cell[i].seats) { /* a seat the game's parameters leave empty */
            snprintf(err, sizeof err, "--side %s: the game has %d seats here (%s to %s)", side_name(s),
                     c->cell[i].seats, s->game->seat_name[0], s->game->seat_name[c->cell[i].seats - 1]);
            fail(err);
            campaign_free(c);
            return -1;
        }
    return 0;
}

static Store *open_store(const char *path)
{
    char err[4096];
    Store *store = store_open(path, err, sizeof err);
    if (!store)
        fail(err);
    return store;
}

/* ---------------------------------------------------------------------------
 * The sweep
 * ------------------------------------------------------------------------- */

/* Is configuration a listed before b?  More rounds survived, then the higher
 * win rate (exactly, by cross-multiplying), then the lower number: the
 * best configuration comes first, the runner-up second. */
static int listed_before(const TuneOutcome *o, int a, int b)
{
    if (o->rounds[a] != o->rounds[b])
        return o->rounds[a] > o->rounds[b];
    uint64_t lhs = o->wins[a] * o->games[b], rhs = o->wins[b] * o->games[a];
    return lhs != rhs ? lhs > rhs : a < b;
}

/* order[r] = the configuration of rank r + 1.  NULL when out of memory. */
static int *sweep_order(const TuneOutcome *o)
{
    int *order = calloc((size_t)o->n_configs, sizeof *order);
    for (int i = 0; order && i < o->n_configs; i++) {
        int j = i;
        for (; j > 0 && listed_before(o, i, order[j - 1]); j--)
            order[j] = order[j - 1];
        order[j] = i;
    }
    return order;
}

static void print_sweep(const char *const *configs, const TuneOutcome *o, const int *order, int halving)
{
    printf("| rank | configuration | games | wins | win rate | Wilson 95%% |%s\n", halving ? " rounds |" : "");
    printf("|---:|---|---:|---:|---:|---|%s\n", halving ? "---:|" : "");
    for (int r = 0; r < o->n_configs; r++) {
        int k = order[r];
        Interval ci = wilson_interval(o->wins[k], o->games[k], Z95);
        printf("| %d | %s | %llu | %llu | %.1f%% | [%.1f%%, %.1f%%] |", r + 1, configs[k],
               (unsigned long long)o->games[k], (unsigned long long)o->wins[k],
               100 * proportion(o->wins[k], o->games[k]), 100 * ci.lo, 100 * ci.hi);
        if (halving)
            printf(" %d |", o->rounds[k]);
        printf("\n");
    }
}

static void print_best(const char *const *configs, const TuneOutcome *o, const char *side)
{
    int b = o->best, r = o->runner_up;
    Interval ci = wilson_interval(o->wins[b], o->games[b], Z95);
    printf("\nbest: %s, %s win rate %.1f%% [%.1f%%, %.1f%%] over %llu games\n", configs[b], side,
           100 * proportion(o->wins[b], o->games[b]), 100 * ci.lo, 100 * ci.hi, (unsigned long long)o->games[b]);
    if (r < 0)
        return;
    Interval d = newcombe_difference(o->wins[b], o->games[b], o->wins[r], o->games[r], Z95);
    printf("runner-up: %s, %.1f%%; difference %+.1f points [%+.1f, %+.1f] (Newcombe 95%%; the games share "
           "their seeds, so this interval is on the safe side)\n",
           configs[r], 100 * proportion(o->wins[r], o->games[r]),
           100 * (proportion(o->wins[b], o->games[b]) - proportion(o->wins[r], o->games[r])), 100 * d.lo,
           100 * d.hi);
}

static int save_sweep(Store *store, const char *path, const TuneSetup *s, const char *const *configs,
                      const TuneOutcome *o, const int *order, int halving)
{
    TuneConfigRow *rows = calloc((size_t)o->n_configs, sizeof *rows);
    if (!rows)
        return -1;
    for (int r = 0; r < o->n_configs; r++) {
        int k = order[r];
        rows[r] = (TuneConfigRow){configs[k], o->games[k], o->wins[k], o->rounds[k], r + 1};
    }
    char err[4096];
    int rc = store_tune_save(store, path, side_name(s), s->vs,
                             halving ? "halving" : "grid", rows, o->n_configs, err, sizeof err);
    if (rc)
        fail(err);
    free(rows);
    return rc;
}

/* The configurations of the space as strings (one block). */
static char **space_specs(const TuneSpace *space, int n)
{
    char **list = calloc(1, (size_t)n * (sizeof *list + POLICY_SPEC_MAX));
    if (!list)
        return NULL;
    char *text = (char *)(list + n);
    for (int k = 0; k < n; k++) {
        list[k] = text + (size_t)k * POLICY_SPEC_MAX;
        tune_space_spec(space, k, list[k], POLICY_SPEC_MAX);
    }
    return list;
}

/* The search proper, once everything is checked. */
static int run_sweep(const TuneArgs *a, TuneSetup *s, const Campaign *c, const char *const *configs, int n,
                     const HalvingRound *rounds, int n_rounds)
{
    Store *store = a->db ? open_store(a->db) : NULL;
    if (a->db && !store)
        return 1;
    Sink sink = store ? store_sink(store) : (Sink){0};
    char err[4096];
    TuneRun run;
    ProgressLine line;
    progress_attach(&s->opt, &line, a->quiet);
    TuneOutcome o = {0};
    int rc = tune_run_begin(&run, c, store ? &sink : NULL, &s->opt, s->side, 0, err, sizeof err);
    if (rc == 0) {
        rc = n_rounds ? tune_halving(n, rounds, n_rounds, tune_run_objective, &run, &o, err, sizeof err)
                      : tune_grid(n, c->games, tune_run_objective, &run, &o, err, sizeof err);
        progress_done(&line);
        if (rc == 0)
            printf("%llu games in %.1f s (%d thread%s)\n\n", (unsigned long long)run.stats.games, run.stats.seconds,
                   run.stats.threads, run.stats.threads == 1 ? "" : "s");
        if (rc == 0)
            rc = tune_run_end(&run, err, sizeof err);
        else
            tune_run_free(&run);
    }
    int *order = rc == 0 ? sweep_order(&o) : NULL;
    if (rc) {
        fail(err);
    } else if (order) {
        print_sweep(configs, &o, order, n_rounds > 0);
        char side[32];
        print_best(configs, &o, Side_name(s, side, sizeof side));
        if (store)
            rc = save_sweep(store, a->db, s, configs, &o, order, n_rounds > 0);
    }
    free(order);
    tune_outcome_free(&o);
    store_close(store);
    return rc ? 1 : 0;
}

static int sweep(const TuneArgs *a, TuneSetup *s, const void *data)
{
    char err[4096];
    TuneSpace space;
    if (!a->policy) {
        fail("--policy SPEC is required for a sweep (or give --sprt A B; noirlab tune --help)");
        return 2;
    }
    if (a->games && a->budget) {
        fail("--games and --budget exclude each other: --budget N spends N games in all");
        return 2;
    }
    if (tune_space_init(&space, a->policy, err, sizeof err)) {
        fail(err);
        return 2;
    }
    for (int i = 0; i < a->params.n; i++)
        if (tune_space_add(&space, a->params.v[i], err, sizeof err)) {
            fail(err);
            return 2;
        }
    if (tune_space_check_game(&space, s->game, s->side, err, sizeof err)) {
        fail(err);
        return 2;
    }
    int n = tune_space_size(&space), n_rounds = 0;
    HalvingRound rounds[TUNE_MAX_ROUNDS];
    uint64_t v = a->games ? a->games : 200;
    if (a->budget) {
        if ((n_rounds = tune_halving_schedule(n, a->budget, s->chunk, rounds, err, sizeof err)) < 0) {
            fail(err);
            return 2;
        }
        v = rounds[n_rounds - 1].games;
    }
    char **configs = space_specs(&space, n);
    Campaign c;
    int rc = 2;
    if (configs && build_campaign(a, s, data, "tune", (const char *const *)configs, n,
                                  space.n_params ? "--param" : "--policy", (uint32_t)v, 0, &c) == 0) {
        printf("tuning %s as %s against %s: %d configuration%s, ", space.base.name, side_name(s), s->vs, n,
               n == 1 ? "" : "s");
        if (n_rounds) {
            printf("successive halving in %d round%s (configurations x more games each):", n_rounds,
                   n_rounds == 1 ? "" : "s");
            for (int r = 0; r < n_rounds; r++)
                printf("%s %d x %u", r ? "," : "", rounds[r].survivors < n ? rounds[r].survivors : n,
                       rounds[r].games - (r ? rounds[r - 1].games : 0));
            printf("\n");
        } else {
            printf("%u games each\n", c.games);
        }
        rc = run_sweep(a, s, &c, (const char *const *)configs, n, rounds, n_rounds);
        campaign_free(&c);
    }
    free(configs);
    return rc;
}

/* ---------------------------------------------------------------------------
 * The SPRT
 * ------------------------------------------------------------------------- */

typedef struct SprtPlay {
    TuneRun *run;
    uint32_t batch_games;       /* 2 chunks */
    PairedGames total;
    int n_steps, cap_steps;
    uint64_t *step_pairs;
    double *step_llr;
} SprtPlay;

/* Batch b: games [2b chunks, 2b+2 chunks) of both configurations. */
static int next_batch(void *ctx, int batch, SprtCounts *add, char *err, size_t errlen)
{
    SprtPlay *p = ctx;
    const Campaign *c = p->run->c;
    uint64_t first = (uint64_t)batch * p->batch_games;
    if (first >= c->games)
        return 0; /* out of games */
    uint32_t count = (uint32_t)(c->games - first < p->batch_games ? c->games - first : p->batch_games);
    static const int cells[2] = {0, 1};
    if (tune_run_play(p->run, cells, 2, (uint32_t)first, count, err, errlen))
        return -1;
    PairedGames g;
    tune_run_pairs(p->run, 0, 1, (uint32_t)first, count, &g);
    *add = (SprtCounts){g.a_only, g.both + g.neither, g.b_only};
    p->total.a_only += g.a_only;
    p->total.b_only += g.b_only;
    p->total.both += g.both;
    p->total.neither += g.neither;
    return 0;
}

static void show_step(void *ctx, const SprtState *s)
{
    SprtPlay *p = ctx;
    uint64_t pairs = s->counts.a_ahead + s->counts.level + s->counts.b_ahead;
    if (p->n_steps == p->cap_steps) {
        p->cap_steps = p->cap_steps ? 2 * p->cap_steps : 64;
        p->step_pairs = realloc(p->step_pairs, (size_t)p->cap_steps * sizeof *p->step_pairs);
        p->step_llr = realloc(p->step_llr, (size_t)p->cap_steps * sizeof *p->step_llr);
        if (!p->step_pairs || !p->step_llr) {
            fputs("noirlab: out of memory\n", stderr);
            abort();
        }
    }
    p->step_pairs[p->n_steps] = pairs;
    p->step_llr[p->n_steps++] = s->llr;
    printf("pairs %7llu   A ahead %6llu   level %6llu   B ahead %6llu   LLR %+7.3f  [%.3f, %.3f]\n",
           (unsigned long long)pairs, (unsigned long long)s->counts.a_ahead, (unsigned long long)s->counts.level,
           (unsigned long long)s->counts.b_ahead, s->llr, s->lower, s->upper);
    fflush(stdout);
}

static int parse_sprt_params(const TuneArgs *a, SprtParams *p)
{
    *p = (SprtParams){isnan(a->elo0) ? 0 : a->elo0, isnan(a->elo1) ? 10 : a->elo1,
                      isnan(a->alpha) ? 0.05 : a->alpha, isnan(a->beta) ? 0.05 : a->beta};
    char err[512];
    if (sprt_check(p, err, sizeof err)) {
        fail(err);
        return -1;
    }
    return 0;
}

/* The two specs in canonical form; they must differ. */
static int sprt_specs(const TuneArgs *a, char canon[2][POLICY_SPEC_MAX])
{
    for (int i = 0; i < 2; i++) {
        PolicySpec spec;
        char err[512];
        if (policy_spec_parse(a->sprt[i], &spec, err, sizeof err)) {
            fprintf(stderr, "noirlab tune: --sprt %s: %s\n", i ? "B" : "A", err);
            return -1;
        }
        policy_spec_format(&spec, canon[i], POLICY_SPEC_MAX);
    }
    if (strcmp(canon[0], canon[1]) == 0) {
        fprintf(stderr, "noirlab tune: --sprt: A and B are the same configuration (%s)\n", canon[0]);
        return -1;
    }
    return 0;
}

static void print_sprt_result(const SprtParams *prm, const SprtState *st, const SprtPlay *p, const char *const *ab)
{
    Interval ci;
    double elo = sprt_elo_estimate(&st->counts, Z95, &ci);
    uint64_t n = p->total.a_only + p->total.b_only + p->total.both + p->total.neither;
    printf("\nresult: %s after %llu pairs (H0: elo = %g, H1: elo = %g, alpha %g, beta %g)\n",
           sprt_verdict_name(st->verdict), (unsigned long long)n, prm->elo0, prm->elo1, prm->alpha, prm->beta);
    printf("Elo of A over B (pair score): %+.1f [%+.1f, %+.1f] (95%%, not corrected for the early stop)\n",
           elo + 0.0, ci.lo + 0.0, ci.hi + 0.0); /* + 0.0: no "-0.0" */
    for (int i = 0; i < 2; i++) {
        uint64_t w = p->total.both + (i ? p->total.b_only : p->total.a_only);
        Interval wi = wilson_interval(w, n, Z95);
        printf("%s: %s wins %.1f%% [%.1f%%, %.1f%%]\n", i ? "B" : "A", ab[i], 100 * proportion(w, n), 100 * wi.lo,
               100 * wi.hi);
    }
}

static int save_sprt(Store *store, const char *path, const TuneSetup *s, const SprtParams *prm, const SprtState *st,
                     const SprtPlay *p, const char *const *ab)
{
    Interval ci;
    double elo = sprt_elo_estimate(&st->counts, Z95, &ci);
    SprtRow row = {ab[0], ab[1], side_name(s), s->vs, prm->elo0, prm->elo1,
                   prm->alpha, prm->beta, st->lower, st->upper, p->total.a_only, p->total.b_only, p->total.both,
                   p->total.neither, st->llr, sprt_verdict_name(st->verdict), elo, ci.lo, ci.hi, p->n_steps,
                   p->step_pairs, p->step_llr};
    char err[4096];
    int rc = store_sprt_save(store, path, &row, err, sizeof err);
    if (rc)
        fail(err);
    return rc;
}

static int sprt(const TuneArgs *a, TuneSetup *s, const void *data)
{
    if (a->policy || a->params.n || a->budget) {
        fail("--sprt compares two full SPECs: --policy, --param and --budget belong to a sweep");
        return 2;
    }
    SprtParams prm;
    char canon[2][POLICY_SPEC_MAX], err[4096];
    uint64_t cap = a->games ? a->games : 20000;
    if (parse_sprt_params(a, &prm) || sprt_specs(a, canon))
        return 2;
    const char *ab[2] = {canon[0], canon[1]};
    Campaign c;
    if (build_campaign(a, s, data, "sprt", ab, 2, "--sprt", (uint32_t)cap, 1, &c))
        return 2;
    Store *store = a->db ? open_store(a->db) : NULL;
    if (a->db && !store) {
        campaign_free(&c);
        return 1;
    }
    Sink sink = store ? store_sink(store) : (Sink){0};
    TuneRun run;
    SprtPlay play = {.run = &run, .batch_games = 2 * s->chunk};
    SprtState st;
    printf("SPRT %s: A = %s, B = %s, against %s; H0 elo = %g, H1 elo = %g; batches of %u pairs\n", side_name(s), ab[0],
           ab[1], s->vs, prm.elo0, prm.elo1, play.batch_games);
    int rc = tune_run_begin(&run, &c, store ? &sink : NULL, &s->opt, s->side, 1, err, sizeof err);
    if (rc == 0) {
        rc = sprt_run(&prm, next_batch, &play, show_step, &play, &st, err, sizeof err);
        if (rc == 0)
            rc = tune_run_end(&run, err, sizeof err);
        else
            tune_run_free(&run);
    }
    if (rc) {
        fail(err);
    } else {
        print_sprt_result(&prm, &st, &play, ab);
        if (store)
            rc = save_sprt(store, a->db, s, &prm, &st, &play, ab);
    }
    free(play.step_pairs);
    free(play.step_llr);
    store_close(store);
    campaign_free(&c);
    return rc ? 1 : 0;
}

/* ---------------------------------------------------------------------------
 * The command
 * ------------------------------------------------------------------------- */

int cmd_tune(int argc, char **argv)
{
    TuneArgs a;
    int parsed = parse_args(argc, argv, &a);
    if (parsed != OPTIONS_OK)
        return options_exit(parsed);
    if (!a.sprt[0] && !(isnan(a.elo0) && isnan(a.elo1) && isnan(a.alpha) && isnan(a.beta))) {
        fail("--elo0, --elo1, --alpha and --beta belong to --sprt A B");
        return 2;
    }
    TuneSetup s;
    if (common_setup(&a, &s))
        return 2;
    const void *data;
    char err[CAMPAIGN_DATA_ERR_MAX];
    if (campaign_data_load(&data, err, sizeof err)) {
        fail(err);
        return 1;
    }
    return a.sprt[0] ? sprt(&a, &s, data) : sweep(&a, &s, data);
}
