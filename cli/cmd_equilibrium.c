/*
 * cmd_equilibrium.c — `noirlab equilibrium`: the zero-sum meta-game of a
 * ladder (every policy of one seat against every policy of the other, on
 * common deals), its equilibrium mixtures, its value with a bootstrap
 * interval over deals, and each policy's regret (docs/equilibrium.md).
 *
 * The games are read from the ladder's database through the store's per-game
 * log (store_cell_outcomes), the path `noirlab ladder` takes for its paired
 * differences; whatever the database lacks of the ladder is played first, as
 * `noirlab ladder --resume` would (nothing, for a finished ladder).
 */
#include <errno.h>
#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "ai/mixture.h"
#include "analysis/equilibrium.h"
#include "analysis/matrix_game.h"
#include "analysis/store_ladder.h"
#include "base/errorf.h"
#include "base/json.h"
#include "cli/commands.h"
#include "cli/equilibrium_loop.h"
#include "cli/interrupt.h"
#include "cli/ladder_text.h"
#include "cli/options.h"
#include "cli/progress.h"
#include "runner/campaign_data.h"
#include "runner/ladder.h"

static const char usage_text[] =
    "usage: noirlab equilibrium --config FILE [--db PATH] [--games N] [--seed S] [--replicates N]\n"
    "                           [--bootstrap-seed S] [--threads T] [--mixtures DIR] [--json] [--quiet]\n"
    "                           [--responses | --loop ROUNDS [--margin M]] [--seeker-response SPEC]...\n"
    "                           [--hider-response SPEC]... [--response-games N] [--response-seed S]\n"
    "                           [--learn-games N]\n";

static const char about_text[] =
    "Solve the meta-game of a ladder: the zero-sum matrix game of the seeker's\n"
    "win rate (ITK's Detective, NOIR's Inspector) over every seeker policy against\n"
    "every hider policy on common deals.  Prints each seat's equilibrium mixture,\n"
    "the value (the seeker's win rate at the equilibrium) with a bootstrap interval\n"
    "over the deals, and each policy's regret against the other seat's mixture\n"
    "(docs/equilibrium.md).  The ladder file must log every game (rows = all);\n"
    "what its database lacks of the ladder is played first.\n";

static const char notes_text[] =
    "The game is solved with GLPK's simplex method.  Intervals are 95%: the value's\n"
    "and the regrets' from the percentile bootstrap, which draws the deals with\n"
    "replacement, every pair's games of a deal together, and solves the game again;\n"
    "when the other seat's mixture is a single policy, each regret also gets\n"
    "Newcombe's paired interval against the best response on the same deals.\n"
    "--responses plays each seat's response against the other seat's mixture beside\n"
    "the mixture pair on common fresh deals and prints each response's gain over the\n"
    "value with Newcombe's paired interval; --loop adds a response whose gain's lower\n"
    "end lies above --margin to its population, plays its cells on the ladder's deals,\n"
    "solves again and repeats (docs/equilibrium.md, \"Exploitability and the loop\").\n"
    "Each response flag may be repeated: every candidate that is not yet a member\n"
    "is played and the seat's gain is its best candidate's; a seat whose candidates\n"
    "are all members has no gain measured.  LEARNED in a SPEC stands for a model\n"
    "learned that round from --learn-games games against the other seat's mixture\n"
    "(the game's LEARN hook; seed: the round's deals' seed + 1000000), written as\n"
    "SEAT-learned.model beside the round's mixtures.\n"
    "The responses' and the loop's games are kept in --db beside the ladder's: the\n"
    "same command run again after an interruption plays only what is missing and\n"
    "prints the same rounds; a database holding a loop of other settings is refused.\n"
    "Exit status: 0 done, 1 failed (database, I/O), 2 bad flag or bad ladder, 130 or\n"
    "143 stopped by SIGINT or SIGTERM (the games played are kept).\n";

enum { REPLICATES_DEFAULT = 1000, LOOP_ROUNDS_MAX = 100 };
#define LEVEL 0.95
#define MARGIN_DEFAULT 0.02
#define RESPONSE_DEFAULT "ismcts:against=" LOOP_MIXTURE_WORD

typedef struct EquilibriumArgs {
    const char *config, *db, *games, *seed, *mixtures;
    uint64_t replicates, bootstrap_seed, threads; /* threads 0: not given */
    int json, quiet;
    /* Exploitability and the loop (cli/equilibrium_loop.h); 0: not given */
    int responses;
    OptionList response[2];
    uint64_t loop, response_games, response_seed; /* response_seed UINT64_MAX: not given */
    uint64_t learn_games;
    double margin;                                 /* NAN: not given */
} EquilibriumArgs;

static int parse_args(int argc, char **argv, EquilibriumArgs *a)
{
    memset(a, 0, sizeof *a);
    a->replicates = REPLICATES_DEFAULT;
    a->bootstrap_seed = 1;
    a->margin = NAN;
    a->response_seed = UINT64_MAX;
    const Option options[] = {
        {"config", 0, OPT_STRING, &a->config, "FILE",
         "the ladder file (scenarios/ladders/*.ini) with rows = all;\n"
         "--games and --seed override its values"},
        {"db", 0, OPT_STRING, &a->db, "PATH", "the ladder's database (default results/NAME.db)"},
        {"games", 0, OPT_STRING, &a->games, "N", "games per pair, as `noirlab ladder --games`"},
        {"seed", 0, OPT_STRING, &a->seed, "S", "master seed, as `noirlab ladder --seed`"},
        {"replicates", 0, OPT_UNSIGNED, &a->replicates, "N", "bootstrap replicates (default 1000; 0: no interval)",
         .min = 0, .max = 1000000},
        {"bootstrap-seed", 0, OPT_UNSIGNED, &a->bootstrap_seed, "S", "seed of the resampling (default 1)",
         .min = 0, .max = UINT64_MAX},
        {"threads", 0, OPT_UNSIGNED, &a->threads, "T", "OpenMP threads for games still to play", .min = 1,
         .max = 1024},
        {"mixtures", 0, OPT_STRING, &a->mixtures, "DIR",
         "write each seat's mixture as DIR/SEAT.mix, a file the mixture player\n"
         "plays (mixture:file=DIR/SEAT.mix; DIR is made if missing); an existing file\n"
         "is refused"},
        {"json", 0, OPT_FLAG, &a->json, NULL, "one JSON object on stdout instead of the tables"},
        {"quiet", 0, OPT_FLAG, &a->quiet, NULL, "no progress line"},
        {"responses", 0, OPT_FLAG, &a->responses, NULL,
         "after solving, each seat's response against the other seat's mixture\n"
         "beside the mixture pair on common fresh deals: each gain over the value\n"
         "with its paired interval (needs --mixtures)"},
        {"loop", 0, OPT_UNSIGNED, &a->loop, "ROUNDS",
         "at most ROUNDS rounds of responses; a response whose paired gain's lower\n"
         "end lies above --margin joins its population (measures the responses\n"
         "itself: not with --responses)", .min = 1, .max = LOOP_ROUNDS_MAX},
        {"margin", 0, OPT_REAL, &a->margin, "M", "the loop's margin (default 0.02)", .lo = -1, .hi = 1},
        {"seeker-response", 0, OPT_LIST, &a->response[0], "SPEC",
         "the seeker's response; the word MIXTURE stands for the hider's mixture\n"
         "file, LEARNED for a model learned against it (default " RESPONSE_DEFAULT ");\n"
         "repeated: candidates, the best one measured"},
        {"hider-response", 0, OPT_LIST, &a->response[1], "SPEC",
         "the hider's response, MIXTURE the seeker's mixture file (default\n" RESPONSE_DEFAULT
         "); repeated: candidates"},
        {"response-games", 0, OPT_UNSIGNED, &a->response_games, "N",
         "fresh deals a round of responses (default the ladder's games)", .min = 1, .max = 100000000},
        {"response-seed", 0, OPT_UNSIGNED, &a->response_seed, "S",
         "master seed of round 1's fresh deals, round R's S + R - 1 (default the\n"
         "ladder's seed + 1)", .min = 0, .max = UINT64_MAX - LOOP_ROUNDS_MAX - LOOP_LEARN_SEED_OFFSET - 1},
        {"learn-games", 0, OPT_UNSIGNED, &a->learn_games, "N",
         "games a LEARNED model is learned from each round (default 2000)", .min = 1, .max = 100000000},
        {0},
    };
    const OptionCommand cmd = {"equilibrium", usage_text, about_text, options, notes_text};
    int rc = options_parse(&cmd, argc, argv, NULL);
    if (rc == OPTIONS_OK && !a->config)
        rc = options_fail(&cmd, "give --config FILE (a ladder file; noirlab equilibrium --help)");
    int loop_flags = a->response[0].n || a->response[1].n || a->response_games || a->learn_games ||
                     a->response_seed != UINT64_MAX || !isnan(a->margin);
    if (rc == OPTIONS_OK && loop_flags && !a->responses && !a->loop)
        rc = options_fail(&cmd, "--seeker-response, --hider-response, --response-games, --response-seed, "
                                "--learn-games and --margin need --responses or --loop");
    if (rc == OPTIONS_OK && a->responses && a->loop)
        rc = options_fail(&cmd, "give --responses or --loop, not both (--loop measures the responses)");
    if (rc == OPTIONS_OK && !isnan(a->margin) && !a->loop)
        rc = options_fail(&cmd, "--margin is the loop's: give --loop ROUNDS");
    return rc;
}

/* ---------------------------------------------------------------------------
 * The ladder: one cell per pair, every game logged
 * ------------------------------------------------------------------------- */

/* The cell of every pair (cell_of[det * n_mur + mur]), which must be one:
 * game g of every pair is then deal g.  0, or -1 after a message. */
static int pair_cells(const Campaign *c, const LadderRoles *r, const char *file, int *cell_of)
{
    const char *const *seat = c->game->seat_name;
    if (c->rows != ROWS_ALL) {
        fprintf(stderr, "noirlab equilibrium: %s: the ladder must log every game (rows = all): the interval "
                        "resamples deals\n", file);
        return -1;
    }
    for (int p = 0; p < r->n_det * r->n_mur; p++)
        cell_of[p] = -1;
    for (int i = 0; i < c->n_cells; i++) {
        int p = r->cell_det[i] * r->n_mur + r->cell_mur[i];
        if (cell_of[p] >= 0) {
            fprintf(stderr, "noirlab equilibrium: %s: %s '%s' meets %s '%s' in more than one cell (several "
                            "setups); the meta-game needs one setup, so that game g of every pair is one deal\n",
                    file, seat[GAME_SEEKER], c->spec[r->det[r->cell_det[i]]], seat[GAME_HIDER],
                    c->spec[r->mur[r->cell_mur[i]]]);
            return -1;
        }
        cell_of[p] = i;
    }
    for (int p = 0; p < r->n_det * r->n_mur; p++)
        if (cell_of[p] < 0) {
            fprintf(stderr, "noirlab equilibrium: %s: %s '%s' never meets %s '%s'; the meta-game needs every "
                            "pair\n",
                    file, seat[GAME_SEEKER], c->spec[r->det[p / r->n_mur]], seat[GAME_HIDER],
                    c->spec[r->mur[p % r->n_mur]]);
            return -1;
        }
    return 0;
}

/* Every pair's games from the store's per-game log, all of them logged. */
static int read_games(Store *store, const char *path, const Campaign *c, const LadderRoles *r, const int *cell_of,
                      uint8_t *won)
{
    char err[4096];
    for (int p = 0; p < r->n_det * r->n_mur; p++) {
        long n = store_cell_outcomes(store, cell_of[p], c->games, won + (size_t)p * c->games, err, sizeof err);
        if (n < 0) {
            fprintf(stderr, "noirlab equilibrium: %s\n", err);
            return -1;
        }
        if ((uint64_t)n != c->games) {
            fprintf(stderr, "noirlab equilibrium: %s: cell %d has %ld of its %u games in the per-game log\n", path,
                    cell_of[p], n, c->games);
            return -1;
        }
    }
    return 0;
}

/* ---------------------------------------------------------------------------
 * Output
 * ------------------------------------------------------------------------- */

typedef struct Shown {
    const Campaign *c;
    const LadderRoles *r;
    const Equilibrium *e;
    const char *path;
} Shown;

static const char *seat_name(const Shown *s, int seat)
{
    return s->c->game->seat_name[equilibrium_side_seat(seat)];
}

static const char *policy_name(const Shown *s, int seat, int k)
{
    return s->c->spec[seat == 0 ? s->r->det[k] : s->r->mur[k]];
}

/* The context by_weight() sorts for (qsort passes none). */
static const SeatSolution *sorting;

/* Heaviest first, then the smallest regret, then the ladder's order. */
static int by_weight(const void *pa, const void *pb)
{
    int a = *(const int *)pa, b = *(const int *)pb;
    const SeatSolution *s = sorting;
    if (s->weight[a] != s->weight[b])
        return s->weight[a] < s->weight[b] ? 1 : -1;
    if (s->regret[a] != s->regret[b])
        return s->regret[a] > s->regret[b] ? 1 : -1;
    return a - b;
}

static void order_seat(const SeatSolution *s, int *order)
{
    for (int k = 0; k < s->n; k++)
        order[k] = k;
    sorting = s;
    qsort(order, (size_t)s->n, sizeof *order, by_weight);
}

static void print_interval(FILE *f, double lo, double hi)
{
    if (isnan(lo))
        fprintf(f, " - |");
    else
        fprintf(f, " [%.3f, %.3f] |", lo, hi);
}

static void print_seat(FILE *f, const Shown *s, int seat, int *order)
{
    const SeatSolution *me = &s->e->seat[seat];
    char Other[32];
    seat_title(seat_name(s, !seat), Other, sizeof Other);
    if (seat == 0)
        fprintf(f, "| %s | weight | win rate against the %ss' mixture | regret [95%% bootstrap] | "
                   "regret, paired [95%%] |\n",
                seat_name(s, 0), Other);
    else
        fprintf(f, "| %s | weight | the %ss' mixture's win rate against it | regret [95%% bootstrap] | "
                   "regret, paired [95%%] |\n",
                seat_name(s, 1), Other);
    fprintf(f, "|---|---:|---:|---|---|\n");
    order_seat(me, order);
    for (int r = 0; r < me->n; r++) {
        int k = order[r];
        fprintf(f, "| %s%s | %.3f | %.3f | %.3f", policy_name(s, seat, k), k == me->best ? " (best response)" : "",
                me->weight[k], me->payoff[k], me->regret[k]);
        if (isnan(me->regret_lo[k]))
            fprintf(f, " |");
        else
            fprintf(f, " [%.3f, %.3f] |", me->regret_lo[k], me->regret_hi[k]);
        print_interval(f, me->paired_lo[k], me->paired_hi[k]);
        fprintf(f, "\n");
    }
}

static int print_text(const Shown *s)
{
    const Equilibrium *e = s->e;
    const Campaign *c = s->c;
    char setup[512], Row[32], Col[32];
    ladder_setup_text(c, setup, sizeof setup);
    seat_title(seat_name(s, 0), Row, sizeof Row);
    seat_title(seat_name(s, 1), Col, sizeof Col);
    printf("## Equilibrium of ladder %s: %s; %u deals, seed %llu\n\n", c->name, setup, c->games,
           (unsigned long long)c->master_seed);
    printf("The zero-sum game of the %s's win rate over %d %ss and %d %ss, every pair on the same %u deals, "
           "solved by GLPK %s (simplex). ",
           seat_name(s, 0), s->r->n_det, seat_name(s, 0), s->r->n_mur, seat_name(s, 1), c->games,
           matrix_game_solver_version());
    if (e->opt.replicates > 0)
        printf("Intervals: 95%% percentile bootstrap over the deals (%d replicates, deals drawn jointly for all "
               "pairs, the game solved again each time; seed %llu).\n\n",
               e->opt.replicates, (unsigned long long)e->opt.seed);
    else
        printf("No bootstrap (--replicates 0).\n\n");
    printf("Value: the %s wins %.3f", seat_name(s, 0), e->value);
    if (!isnan(e->value_lo))
        printf(" [%.3f, %.3f]", e->value_lo, e->value_hi);
    printf(" at the equilibrium.\n\n");
    int *order = malloc((size_t)(s->r->n_det > s->r->n_mur ? s->r->n_det : s->r->n_mur) * sizeof *order);
    if (!order)
        return -1;
    printf("### %ss\n\n", Row);
    print_seat(stdout, s, 0, order);
    printf("\n### %ss\n\n", Col);
    print_seat(stdout, s, 1, order);
    printf("\nRegret: what a policy gives up against the other seat's mixture, beside the best response to it "
           "(0 for every policy the mixture plays); \"paired\" only when the other mixture is one policy.\n");
    free(order);
    return 0;
}

static void print_json(const Shown *s)
{
    const Equilibrium *e = s->e;
    const Campaign *c = s->c;
    char setup[512];
    ladder_setup_text(c, setup, sizeof setup);
    int first = 1;
    printf("{");
    json_key(stdout, "ladder", &first);
    json_str(stdout, c->name);
    json_key(stdout, "game", &first);
    json_str(stdout, c->game->name);
    json_key(stdout, "setup", &first);
    json_str(stdout, setup);
    json_key(stdout, "row_seat", &first);
    json_str(stdout, seat_name(s, 0));
    json_key(stdout, "column_seat", &first);
    json_str(stdout, seat_name(s, 1));
    json_key(stdout, "deals", &first);
    printf("%u", c->games);
    json_key(stdout, "seed", &first);
    printf("%llu", (unsigned long long)c->master_seed);
    equilibrium_json_number("value", e->value, &first);
    equilibrium_json_number("value_lo", e->value_lo, &first);
    equilibrium_json_number("value_hi", e->value_hi, &first);
    equilibrium_json_number("level", e->opt.level, &first);
    json_key(stdout, "replicates", &first);
    printf("%d", e->opt.replicates);
    json_key(stdout, "bootstrap_seed", &first);
    printf("%llu", (unsigned long long)e->opt.seed);
    json_key(stdout, "solver", &first);
    printf("\"GLPK %s\"", matrix_game_solver_version());
    json_key(stdout, "policies", &first);
    printf("[");
    for (int seat = 0, comma = 0; seat < 2; seat++) {
        const SeatSolution *me = &e->seat[seat];
        for (int k = 0; k < me->n; k++, comma = 1) {
            int f = 1;
            printf("%s{", comma ? "," : "");
            json_key(stdout, "seat", &f);
            json_str(stdout, seat_name(s, seat));
            json_key(stdout, "policy", &f);
            json_str(stdout, policy_name(s, seat, k));
            equilibrium_json_number("weight", me->weight[k], &f);
            equilibrium_json_number("payoff", me->payoff[k], &f);
            equilibrium_json_number("regret", me->regret[k], &f);
            equilibrium_json_number("regret_lo", me->regret_lo[k], &f);
            equilibrium_json_number("regret_hi", me->regret_hi[k], &f);
            equilibrium_json_number("paired_lo", me->paired_lo[k], &f);
            equilibrium_json_number("paired_hi", me->paired_hi[k], &f);
            json_key(stdout, "best_response", &f);
            json_bool(stdout, k == me->best);
            printf("}");
        }
    }
    printf("]");
}

static int save(Store *store, const Shown *s)
{
    const Equilibrium *e = s->e;
    int n = s->r->n_det + s->r->n_mur;
    EquilibriumPolicyRow *rows = calloc((size_t)n, sizeof *rows);
    if (!rows)
        return -1;
    for (int seat = 0, i = 0; seat < 2; seat++) {
        const SeatSolution *me = &e->seat[seat];
        for (int k = 0; k < me->n; k++, i++)
            rows[i] = (EquilibriumPolicyRow){seat_name(s, seat), policy_name(s, seat, k), me->weight[k],
                                             me->payoff[k], me->regret[k], me->regret_lo[k], me->regret_hi[k],
                                             me->paired_lo[k], me->paired_hi[k], k == me->best};
    }
    char solver[64], err[4096];
    snprintf(solver, sizeof solver, "GLPK %s simplex", matrix_game_solver_version());
    EquilibriumRow game = {seat_name(s, 0), seat_name(s, 1), e->value, e->value_lo, e->value_hi, e->opt.level,
                           e->opt.replicates, e->opt.seed, e->deals, s->r->n_det, s->r->n_mur, solver};
    int rc = store_equilibrium_save(store, s->path, &game, rows, n, err, sizeof err);
    if (rc)
        fprintf(stderr, "noirlab equilibrium: %s\n", err);
    free(rows);
    return rc;
}

/* Before any game is played: --mixtures' files must not exist yet. */
static int mixtures_free(const char *dir, const Campaign *c)
{
    for (int seat = 0; dir && seat < 2; seat++) {
        char path[4096];
        equilibrium_mixture_path(dir, c->game, seat, path, sizeof path);
        if (access(path, F_OK) == 0) {
            fprintf(stderr, "noirlab equilibrium: --mixtures: %s exists (a mixture file is never overwritten)\n",
                    path);
            return -1;
        }
    }
    return 0;
}

/* Each seat's mixture as DIR/SEAT.mix (ai/mixture.h); DIR is made when it
 * does not exist yet (as `report --out` makes its folder), one level only.
 * keep: a loop's rerun, which finds the files it wrote (mixture_file_keep). */
static int write_mixtures(const char *dir, const Shown *s, int keep)
{
    if (mkdir(dir, 0777) != 0 && errno != EEXIST) {
        fprintf(stderr, "noirlab equilibrium: --mixtures: %s: cannot create: %s\n", dir, strerror(errno));
        return -1;
    }
    for (int seat = 0; seat < 2; seat++) {
        const SeatSolution *me = &s->e->seat[seat];
        const char *spec[me->n];
        char path[4096], header[4200], err[4400];
        for (int k = 0; k < me->n; k++)
            spec[k] = policy_name(s, seat, k);
        equilibrium_mixture_path(dir, s->c->game, seat, path, sizeof path);
        snprintf(header, sizeof header, "The %s's equilibrium mixture of ladder %s (noirlab equilibrium), value %.4f",
                 seat_name(s, seat), s->c->name, s->e->value);
        if ((keep ? mixture_file_keep : mixture_file_write)(path, header, me->n, spec, me->weight, err, sizeof err)) {
            fprintf(stderr, "noirlab equilibrium: --mixtures: %s\n", err);
            return -1;
        }
    }
    return 0;
}

/* ---------------------------------------------------------------------------
 * The command
 * ------------------------------------------------------------------------- */

/* The database's path: --db, or results/NAME.db as noirlab ladder's.  0, or
 * -1 after a message. */
static int database_path(const EquilibriumArgs *a, const Campaign *c, char *path, size_t len)
{
    char err[4096];
    if (!a->db) {
        snprintf(path, len, "results/%s.db", c->name);
        return 0;
    }
    if (path_format(path, len, err, sizeof err, "%s", a->db) == 0)
        return 0;
    fprintf(stderr, "noirlab equilibrium: --db: %s\n", err);
    return -1;
}

/* Stopped by a signal between chunks: what is kept, and how to go on. */
static int say_interrupted(int sig, const char *path)
{
    fprintf(stderr, "noirlab equilibrium: interrupted (%s); the games played are kept in %s; run the same command "
                    "again to go on from them\n", interrupt_name(sig), path);
    return 128 + sig;
}

/* Finish the ladder in the database, read its games, solve, print, store. */
static int solve_ladder(const EquilibriumArgs *a, const LoopArgs *loop, const Campaign *c, const LadderRoles *r,
                        const int *cell_of, const char *path, const volatile sig_atomic_t *stop)
{
    char err[4096];
    if (!a->db)
        mkdir("results", 0777); /* under results/, as noirlab ladder */
    Store *store = store_open(path, err, sizeof err);
    if (!store) {
        fprintf(stderr, "noirlab equilibrium: %s\n", err);
        return 1;
    }
    RunOptions opt = {.shard = 1, .shards = 1, .resume = 1, .threads = (int)a->threads, .stop = stop};
    ProgressLine line;
    progress_attach(&opt, &line, a->quiet);
    Sink sink = store_sink(store);
    RunStats stats;
    int rc = runner_run(c, &sink, &opt, &stats, err, sizeof err);
    progress_done(&line);
    if (stats.interrupted) {
        store_close(store);
        return say_interrupted(stats.interrupted, path);
    }
    if (rc)
        fprintf(stderr, "noirlab equilibrium: %s\n", err);
    size_t cells = (size_t)r->n_det * (size_t)r->n_mur;
    uint8_t *won = rc ? NULL : malloc(cells * c->games);
    if (rc == 0 && !won) {
        fprintf(stderr, "noirlab equilibrium: out of memory\n");
        rc = -1;
    }
    if (rc == 0)
        rc = read_games(store, path, c, r, cell_of, won);
    Equilibrium e;
    if (rc == 0) {
        MetaGame g = {r->n_det, r->n_mur, c->games, won};
        EquilibriumOptions eo = {(int)a->replicates, a->bootstrap_seed, LEVEL};
        rc = equilibrium_solve(&g, &eo, &e, err, sizeof err);
        if (rc)
            fprintf(stderr, "noirlab equilibrium: %s\n", err);
    }
    if (rc == 0) {
        Shown s = {c, r, &e, path};
        if (a->json)
            print_json(&s);
        else
            rc = print_text(&s);
        if (!a->json && rc == 0 && stats.games)
            printf("\n%s: %llu games played in %.1f s (%d threads) to finish the ladder\n", path,
                   (unsigned long long)stats.games, stats.seconds, stats.threads);
        if (rc == 0)
            rc = save(store, &s);
        if (rc == 0 && a->mixtures)
            rc = write_mixtures(a->mixtures, &s, loop && loop->rerun);
        if (rc == 0 && loop)
            rc = loop_run(loop, c, r, won, &e);
        if (a->json && rc <= 0)
            printf("}\n");
        equilibrium_free(&e);
    }
    free(won);
    store_close(store);
    return rc > 0 ? say_interrupted(rc, path) : rc ? 1 : 0;
}

/* The responses' and the loop's settings, defaults filled from the ladder. */
static LoopArgs loop_args(const EquilibriumArgs *a, const Campaign *c)
{
    LoopArgs l = {
        .response = {a->response[0], a->response[1]},
        .mixtures = a->mixtures,
        .games = a->response_games ? (uint32_t)a->response_games : c->games,
        .seed = a->response_seed != UINT64_MAX ? a->response_seed : c->master_seed + 1,
        .learn_games = (uint32_t)a->learn_games,
        .rounds = (int)a->loop,
        .margin = isnan(a->margin) ? MARGIN_DEFAULT : a->margin,
        .eo = {(int)a->replicates, a->bootstrap_seed, LEVEL},
        .threads = (int)a->threads,
        .quiet = a->quiet,
        .json = a->json,
    };
    for (int side = 0; side < 2; side++)
        if (!l.response[side].n)
            l.response[side] = (OptionList){1, {RESPONSE_DEFAULT}};
    return l;
}

int cmd_equilibrium(int argc, char **argv)
{
    EquilibriumArgs a;
    int parsed = parse_args(argc, argv, &a);
    if (parsed != OPTIONS_OK)
        return options_exit(parsed);
    const void *data;
    char err[CAMPAIGN_ERR_MAX];
    if (campaign_data_load(&data, err, sizeof err)) {
        fprintf(stderr, "noirlab equilibrium: %s\n", err);
        return 1;
    }
    Campaign c;
    CampaignFlags flags = {.games = a.games, .seed = a.seed};
    if (campaign_load(&c, data, a.config, &flags, err, sizeof err)) {
        fprintf(stderr, "noirlab equilibrium: %s\n", err);
        return 2;
    }
    LadderRoles r;
    ladder_roles(&r, &c);
    int *cell_of = malloc((size_t)(r.n_det * r.n_mur) * sizeof *cell_of);
    char path[4096] = "";
    LoopArgs loop = loop_args(&a, &c);
    int looping = a.responses || a.loop, rc = !cell_of ? 1 : database_path(&a, &c, path, sizeof path) ? 2 : 0;
    /* A loop's rerun finds the files it wrote (kept when they are the same). */
    loop.db = path;
    loop.rerun = looping && access(path, F_OK) == 0;
    loop.stop = interrupt_install();
    if (rc == 0)
        rc = pair_cells(&c, &r, a.config, cell_of) || (!loop.rerun && mixtures_free(a.mixtures, &c)) ||
                     (looping && loop_check(&loop, &c))
                 ? 2
                 : solve_ladder(&a, looping ? &loop : NULL, &c, &r, cell_of, path, loop.stop);
    free(cell_of);
    ladder_roles_free(&r);
    campaign_free(&c);
    return rc;
}
