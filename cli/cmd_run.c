/*
 * cmd_run.c — `noirlab run`: play a campaign (or one cell) into a SQLite database.
 *
 * The order matters for "bad input leaves nothing behind": flags, then the
 * game data, then the campaign are all checked before the database is opened,
 * and a run the database refuses (another configuration, no --resume) removes
 * a file it had just created.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "../analysis/stats.h"
#include "../analysis/store.h"
#include "../runner/runner.h"
#include "commands.h"
#include "progress.h"
#include "mpi_run.h"

static const char usage_text[] =
    "usage: noirlab run [--campaign FILE] [--scenario NAME|FILE] [--motives A,B,...]\n"
    "                   [--detective SPEC] [--murderer SPEC] [--games N] [--seed S] [--scenario-rules 0|1]\n"
    "                   [--threads T] [--db PATH] [--shard I/N] [--resume] [--quiet]\n";

static const char help_text[] =
    "\n"
    "Play every cell of a campaign file (docs/campaign.md), or the one cell the\n"
    "flags describe, and store the results in a SQLite database (docs/schema.md).\n"
    "\n"
    "  --campaign FILE    the campaign; --games and --seed override its values\n"
    "  --scenario X       layout key or layout file of the single cell (default beginner)\n"
    "  --motives LIST     motive set: names, 'logic', 'all' (default logic)\n"
    "  --detective SPEC   Detective policy, e.g. random (default random; noirlab policies)\n"
    "  --murderer SPEC    Murderer policy (default random)\n"
    "  --games N          games per cell (single cell: default 1000)\n"
    "  --seed S           master seed (single cell: default 1)\n"
    "  --scenario-rules B 1 (default): the scenario's own rules (REFERENCE §7) on; 0: off\n"
    "  --threads T        OpenMP threads (default: OMP_NUM_THREADS or all cores)\n"
    "  --db PATH          database (default results/NAME.db, or results/NAME.shard-I-of-N.db)\n"
    "  --shard I/N        play only work units with index % N == I-1 (1-based I)\n"
    "  --resume           continue an interrupted run in --db: play only missing chunks\n"
    "  --quiet            no progress line\n"
    "\n"
    "The results are identical for any --threads, any --shard split merged with\n"
    "noirlab merge, and any number of interruptions continued with --resume.\n"
    "Exit status: 0 done, 1 failed (database, I/O), 2 bad flag or bad campaign.\n";

typedef struct RunArgs {
    const char *campaign;
    CampaignFlags flags;
    const char *threads, *db, *shard;
    int resume, quiet;
} RunArgs;

/* Flags that take a value, and where it goes. */
static const char **value_slot(RunArgs *a, const char *flag)
{
    static const char *const names[] = {"--campaign", "--scenario", "--motives", "--detective", "--murderer",
                                        "--games", "--seed", "--threads", "--db", "--shard", "--scenario-rules"};
    const char **slot[] = {&a->campaign, &a->flags.scenario, &a->flags.motives, &a->flags.detective,
                           &a->flags.murderer, &a->flags.games, &a->flags.seed, &a->threads, &a->db, &a->shard,
                           &a->flags.scenario_rules};
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if (strcmp(flag, names[i]) == 0)
            return slot[i];
    return NULL;
}

/* Returns 0, 1 for --help, or -1 after printing the problem.  Values follow
 * their flag as the next argument or after '=' ("--games=500"). */
static int parse_args(int argc, char **argv, RunArgs *a)
{
    memset(a, 0, sizeof *a);
    for (int i = 0; i < argc; i++) {
        const char *arg = argv[i];
        const char *eq = strncmp(arg, "--", 2) == 0 ? strchr(arg, '=') : NULL;
        char flag[32];
        size_t len = eq ? (size_t)(eq - arg) : strlen(arg);
        if (len >= sizeof flag) {
            fprintf(stderr, "noirlab run: unknown option '%s' (noirlab run --help)\n", arg);
            return -1;
        }
        memcpy(flag, arg, len);
        flag[len] = '\0';
        if (strcmp(flag, "--help") == 0 || strcmp(flag, "-h") == 0)
            return 1;
        if (strcmp(flag, "--resume") == 0 || strcmp(flag, "--quiet") == 0) {
            if (eq) {
                fprintf(stderr, "noirlab run: %s takes no value\n", flag);
                return -1;
            }
            *(strcmp(flag, "--resume") == 0 ? &a->resume : &a->quiet) = 1;
            continue;
        }
        const char **slot = value_slot(a, flag);
        if (!slot) {
            fprintf(stderr, "noirlab run: unknown option '%s' (noirlab run --help)\n", arg);
            return -1;
        }
        const char *value = eq ? eq + 1 : i + 1 < argc ? argv[++i] : NULL;
        if (!value) {
            fprintf(stderr, "noirlab run: %s needs a value (noirlab run --help)\n", flag);
            return -1;
        }
        if (*slot) {
            fprintf(stderr, "noirlab run: %s given twice\n", flag);
            return -1;
        }
        *slot = value;
    }
    return 0;
}

/* A whole number in [min, max], or -1 after printing the problem. */
static long parse_count(const char *flag, const char *text, long min, long max)
{
    char *end;
    errno = 0;
    long v = strtol(text, &end, 10);
    if (end == text || *end != '\0' || errno != 0 || v < min || v > max) {
        fprintf(stderr, "noirlab run: %s must be a whole number from %ld to %ld, not '%s'\n", flag, min, max, text);
        return -1;
    }
    return v;
}

static int parse_shard(const char *text, int *shard, int *shards)
{
    char tail;
    if (sscanf(text, "%d/%d%c", shard, shards, &tail) != 2 || *shards < 1 || *shard < 1 || *shard > *shards) {
        fprintf(stderr, "noirlab run: --shard must be I/N with 1 <= I <= N (for example 2/3), not '%s'\n", text);
        return -1;
    }
    return 0;
}

/* ---------------------------------------------------------------------------
 * Progress line (stderr, only on a terminal)
 * ------------------------------------------------------------------------- */

/* ---------------------------------------------------------------------------
 * The closing table: Detective win rate per cell with its Wilson 95% interval
 * ------------------------------------------------------------------------- */

enum { COLUMNS = 9 };

static void print_row(char cols[COLUMNS][512], const int *width)
{
    for (int i = 0; i < COLUMNS; i++) {
        int right = i == 0 || i >= 6; /* numbers */
        printf(i ? "  " : "");
        printf(right ? "%*s" : "%-*s", width[i], cols[i]);
    }
    printf("\n");
}

static void cell_columns(const Campaign *c, int cell, uint64_t games, uint64_t wins, char cols[COLUMNS][512])
{
    Interval ci = wilson_interval(wins, games, Z95);
    if (cell >= 0) {
        const Cell *k = &c->cell[cell];
        snprintf(cols[0], 512, "%d", cell);
        /* REFERENCE §7: whether the scenario's own rules were on */
        const Layout *l = &c->layout[k->layout];
        char rules[128] = "";
        if (l->rules && !k->sw.no_scenario_rules)
            scenario_rules_format(l->rules, rules, sizeof rules);
        snprintf(cols[1], 512, "%s%s%s%s", l->key, l->rules ? " (" : "",
                 !l->rules ? "" : k->sw.no_scenario_rules ? "rules off" : rules, l->rules ? ")" : "");
        catalog_motive_set_format(c->cat, k->motives, cols[2], 512);
        switches_format(k->sw, cols[3], 512);
        snprintf(cols[4], 512, "%s", c->spec[k->detective]);
        snprintf(cols[5], 512, "%s", c->spec[k->murderer]);
    } else {
        snprintf(cols[0], 512, "all");
        for (int i = 1; i < 6; i++)
            cols[i][0] = '\0';
    }
    snprintf(cols[6], 512, "%llu", (unsigned long long)games);
    if (games) {
        snprintf(cols[7], 512, "%.2f%%", 100.0 * proportion(wins, games));
        snprintf(cols[8], 512, "[%.2f%%, %.2f%%]", 100.0 * ci.lo, 100.0 * ci.hi);
    } else {
        snprintf(cols[7], 512, "-");
        snprintf(cols[8], 512, "-");
    }
}

static void print_table(const Campaign *c, const uint64_t *games, const uint64_t *wins)
{
    static char cols[COLUMNS][512];
    static const char *const head[COLUMNS] = {"cell", "scenario", "motives", "switches", "detective",
                                              "murderer", "games", "det. wins", "95% interval"};
    int width[COLUMNS];
    uint64_t all_games = 0, all_wins = 0;
    for (int i = 0; i < COLUMNS; i++)
        width[i] = (int)strlen(head[i]);
    for (int cell = -1; cell < c->n_cells; cell++) { /* -1: the totals */
        cell_columns(c, cell, cell >= 0 ? games[cell] : 0, cell >= 0 ? wins[cell] : 0, cols);
        for (int i = 0; i < COLUMNS; i++)
            if ((int)strlen(cols[i]) > width[i])
                width[i] = (int)strlen(cols[i]);
        if (cell >= 0) {
            all_games += games[cell];
            all_wins += wins[cell];
        }
    }
    cell_columns(c, -1, all_games, all_wins, cols);
    for (int i = 0; i < COLUMNS; i++)
        if ((int)strlen(cols[i]) > width[i])
            width[i] = (int)strlen(cols[i]);
    for (int i = 0; i < COLUMNS; i++)
        snprintf(cols[i], 512, "%s", head[i]);
    print_row(cols, width);
    for (int cell = 0; cell < c->n_cells; cell++) {
        cell_columns(c, cell, games[cell], wins[cell], cols);
        print_row(cols, width);
    }
    if (c->n_cells > 1) {
        cell_columns(c, -1, all_games, all_wins, cols);
        print_row(cols, width);
    }
}

/* ---------------------------------------------------------------------------
 * The command
 * ------------------------------------------------------------------------- */

static int load_campaign(const RunArgs *a, const Catalog *cat, Campaign *c)
{
    char err[CAMPAIGN_ERR_MAX];
    int rc = a->campaign ? campaign_load(c, cat, a->campaign, &a->flags, err, sizeof err)
                         : campaign_from_flags(c, cat, &a->flags, err, sizeof err);
    if (rc)
        fprintf(stderr, "noirlab run: %s\n", err);
    return rc;
}

/* Runs write under results/ (created when missing) unless told otherwise. */
static void default_db(const Campaign *c, const RunOptions *opt, char *out, size_t outlen)
{
    mkdir("results", 0777);
    if (opt->shards > 1)
        snprintf(out, outlen, "results/%s.shard-%d-of-%d.db", c->name, opt->shard, opt->shards);
    else
        snprintf(out, outlen, "results/%s.db", c->name);
}

static int play(const RunArgs *a, const Campaign *c, RunOptions *opt)
{
    char path[4096], err[2048];
    if (mpi_run_rank() > 0)
        return mpi_run_worker(c, opt); /* under mpirun: play, send the chunks to rank 0 (mpi_run.h) */
    if (a->db)
        snprintf(path, sizeof path, "%s", a->db);
    else
        default_db(c, opt, path, sizeof path);
    Store *store = store_open(path, err, sizeof err);
    if (!store) {
        fprintf(stderr, "noirlab run: %s\n", err);
        return 1;
    }
    ProgressLine line;
    progress_attach(opt, &line, a->quiet);
    Sink sink = store_sink(store);
    RunStats stats;
    int rc = mpi_runner_run(c, &sink, opt, &stats, err, sizeof err);
    progress_done(&line);
    uint64_t *games = calloc((size_t)c->n_cells, sizeof *games), *wins = calloc((size_t)c->n_cells, sizeof *wins);
    if (rc == 0 && (!games || !wins || store_cell_totals(store, c->n_cells, games, wins, err, sizeof err)))
        rc = -1;
    if (rc == 0) {
        print_table(c, games, wins);
        printf("%s: %llu games played in %.1f s (%.0f games/s, %d threads)", path, (unsigned long long)stats.games,
               stats.seconds, stats.seconds > 0 ? (double)stats.games / stats.seconds : 0.0, stats.threads);
        if (stats.skipped)
            printf("; %zu chunks were already stored", stats.skipped);
        if (opt->shards > 1)
            printf("; shard %d/%d, merge the shards with noirlab merge", opt->shard, opt->shards);
        printf("\n");
    } else {
        fprintf(stderr, "noirlab run: %s\n", err);
    }
    free(games);
    free(wins);
    store_close(store);
    return rc ? 1 : 0;
}

int cmd_run(int argc, char **argv)
{
    RunArgs a;
    int parsed = parse_args(argc, argv, &a);
    if (parsed == 1) {
        printf("%s%s", usage_text, help_text);
        return 0;
    }
    if (parsed < 0)
        return 2;
    RunOptions opt = {.shard = 1, .shards = 1, .resume = a.resume};
    if (a.threads && (opt.threads = (int)parse_count("--threads", a.threads, 1, 1024)) < 0)
        return 2;
    if (a.shard && parse_shard(a.shard, &opt.shard, &opt.shards))
        return 2;

    static Catalog cat;
    char err[CATALOG_ERR_MAX];
    if (catalog_load(&cat, catalog_default_dir(), err, sizeof err)) {
        fprintf(stderr, "noirlab run: %s\n", err);
        return 1;
    }
    Campaign c;
    if (load_campaign(&a, &cat, &c))
        return 2;
    int rc = play(&a, &c, &opt);
    campaign_free(&c);
    return rc;
}
