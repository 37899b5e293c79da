/*
 * cmd_run.c — `noirlab run`: play a campaign (or one cell) into a SQLite database.
 *
 * The order matters for "bad input leaves nothing behind": flags, then the
 * game data, then the campaign are all checked before the database is opened,
 * and a run the database refuses (another configuration, no --resume) removes
 * a file it had just created.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "analysis/stats.h"
#include "analysis/store.h"
#include "base/errorf.h"
#include "base/hash.h"
#include "base/number.h"
#include "cli/commands.h"
#include "cli/game_flags.h"
#include "cli/interrupt.h"
#include "cli/options.h"
#include "cli/progress.h"
#include "runner/campaign_data.h"
#include "runner/cell_setup.h"
#include "runner/mpi_run.h"
#include "runner/runner.h"

static const char usage_text[] =
    "usage: noirlab run [--campaign FILE] [--game NAME] [--scenario NAME|FILE] [--motives A,B,...]\n"
    "                   [--detective SPEC] [--murderer SPEC] [--games N] [--seed S] [--scenario-rules 0|1]\n"
    "                   [--threads T] [--db PATH] [--shard I/N] [--resume] [--quiet]\n"
    "       noirlab run --game noir [--mode classic|standard|citizens] [--grid 4..7] [--kill-target N]\n"
    "                   [--no-disguise 0|1] [--no-self-arrest 0|1] [--inspector-first 0|1]\n"
    "                   [--optional-first-kill 0|1] [--turn-limit N] [--inspector SPEC] [--killer SPEC] ...\n";

static const char about_text[] =
    "Play every cell of a campaign file (docs/campaign.md), or the one cell the\n"
    "flags describe, and store the results in a SQLite database (docs/schema.md).\n";

static const char notes_text[] =
    "The results are identical for any --threads, any --shard split merged with\n"
    "noirlab merge, and any number of interruptions continued with --resume.\n"
    "Exit status: 0 done, 1 failed (database, I/O), 2 bad flag or bad campaign,\n"
    "130 or 143 stopped by SIGINT or SIGTERM (the chunks played are kept: --resume).\n";

static int parse_args(int argc, char **argv, RunRequest *a)
{
    *a = (RunRequest){.cmd = "run"};
    const Option common[] = {
        {"campaign", 0, OPT_STRING, &a->campaign, "FILE", "the campaign; --games and --seed override its values"},
        {"game", 0, OPT_STRING, &a->flags.game, "NAME", "the game of the single cell: itk (default) or noir"},
        {"scenario", 0, OPT_STRING, &a->flags.scenario, "X",
         "layout key or layout file of the single cell (default beginner)"},
        {"motives", 0, OPT_STRING, &a->flags.motives, "LIST", "motive set: names, 'logic', 'all' (default logic)"},
        {"detective", 0, OPT_STRING, &a->flags.detective, "SPEC",
         "Detective policy, e.g. random (default random; noirlab policies)"},
        {"murderer", 0, OPT_STRING, &a->flags.murderer, "SPEC", "Murderer policy (default random)"},
        {"rotate", 0, OPT_STRING, &a->flags.rotate, "seats",
         "seats: every rotation of the seats' policies is a cell too,\non the same deals (docs/campaign.md)"},
        {"games", 0, OPT_STRING, &a->flags.games, "N", "games per cell (single cell: default 1000)"},
        {"seed", 0, OPT_STRING, &a->flags.seed, "S", "master seed (single cell: default 1)"},
        {"scenario-rules", 0, OPT_STRING, &a->flags.scenario_rules, "B",
         "1 (default): the scenario's own rules (REFERENCE §7) on; 0: off"},
        {"threads", 0, OPT_UNSIGNED, &a->threads, "T", "OpenMP threads (default: OMP_NUM_THREADS or all cores)",
         .min = 1, .max = 1024},
        {"db", 0, OPT_STRING, &a->db, "PATH",
         "database (default results/NAME.db for a campaign, results/CELL.db for\n"
         "one cell, results/NAME.shard-I-of-N.db for a shard; CELL is\n"
         "SCENARIO-MOTIVES-DETECTIVE-vs-MURDERER)"},
        {"shard", 0, OPT_STRING, &a->shard, "I/N", "play only work units with index % N == I-1 (1-based I)"},
        {"resume", 0, OPT_FLAG, &a->resume, NULL, "continue an interrupted run in --db: play only missing chunks"},
        {"quiet", 0, OPT_FLAG, &a->quiet, NULL, "no progress line"},
        {NULL, 0, OPT_HEADING, NULL, NULL, "The parameters and seats of the other games (docs/games.md):\n"},
    };
    enum { COMMON = sizeof common / sizeof common[0] };
    Option options[COMMON + GAME_FLAGS_MAX + 1];
    game_flags_table_run(options, common, COMMON, a);
    const OptionCommand cmd = {"run", usage_text, about_text, options, notes_text};
    int rc = options_parse(&cmd, argc, argv, NULL);
    char err[512];
    if (rc == OPTIONS_OK && game_flags_apply(a, err, sizeof err))
        return options_fail(&cmd, "%s", err);
    return rc;
}

enum { SHARDS_MAX = 1000000 };

/* --shard I/N: 1 <= I <= N, both read by the one number parser (no wrap). */
static int parse_shard(const char *cmd, const char *text, int *shard, int *shards)
{
    const char *slash = strchr(text, '/');
    char first[32] = "";
    uint64_t i, n;
    if (slash && slash - text < (long)sizeof first)
        memcpy(first, text, (size_t)(slash - text));
    if (!slash || number_whole(slash + 1, 1, SHARDS_MAX, &n) || number_whole(first, 1, n, &i)) {
        fprintf(stderr, "noirlab %s: --shard must be I/N with 1 <= I <= N <= %d (for example 2/3), not '%s'\n", cmd,
                SHARDS_MAX, text);
        return -1;
    }
    *shard = (int)i;
    *shards = (int)n;
    return 0;
}

/* ---------------------------------------------------------------------------
 * The closing table: Detective win rate per cell with its Wilson 95% interval
 * ------------------------------------------------------------------------- */

enum { COLUMNS = 10 };

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
    if (cell >= 0) { /* the scenario, motives and switches; a game without them: its name and parameters */
        const Cell *k = &c->cell[cell];
        CellSetup s;
        cell_setup(c, cell, &s);
        snprintf(cols[0], 512, "%d", cell);
        /* REFERENCE §7: whether the scenario's own rules were on */
        snprintf(cols[1], 512, "%s%s%s%s", s.scenario, s.own_rules ? " (" : "",
                 !s.own_rules ? "" : s.rules_on ? s.rules : "rules off", s.own_rules ? ")" : "");
        snprintf(cols[2], 512, "%s", s.motive_set);
        snprintf(cols[3], 512, "%s", s.switches);
        snprintf(cols[4], 512, "%s", c->spec[k->detective]);
        snprintf(cols[5], 512, "%s", c->spec[k->murderer]);
    } else {
        snprintf(cols[0], 512, "all");
        for (int i = 1; i < 6; i++)
            cols[i][0] = '\0';
    }
    snprintf(cols[6], 512, "%llu", (unsigned long long)games);
    snprintf(cols[7], 512, "%llu", (unsigned long long)wins);
    if (games) {
        snprintf(cols[8], 512, "%.2f%%", 100.0 * proportion(wins, games));
        snprintf(cols[9], 512, "[%.2f%%, %.2f%%]", 100.0 * ci.lo, 100.0 * ci.hi);
    } else {
        snprintf(cols[8], 512, "-");
        snprintf(cols[9], 512, "-");
    }
}

static void print_table(const Campaign *c, const uint64_t *games, const uint64_t *wins)
{
    static char cols[COLUMNS][512];
    static const char *const head[COLUMNS] = {"cell", "scenario", "motives", "switches", "detective",
                                              "murderer", "games", "det. wins", "det. rate", "95% interval"};
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

static int load_campaign(const RunRequest *a, const void *data, Campaign *c)
{
    char err[CAMPAIGN_ERR_MAX];
    int rc = a->campaign ? campaign_load(c, data, a->campaign, &a->flags, err, sizeof err)
                         : campaign_from_flags(c, data, &a->flags, err, sizeof err);
    if (rc)
        fprintf(stderr, "noirlab %s: %s\n", a->cmd, err);
    return rc;
}

/* "ismcts:iterations=100" -> "ismcts_iterations_100": letters, digits, '-',
 * '+' and '.' are kept, anything else becomes '_', so the name is one file
 * name on every system. */
static void file_name_part(const char *text, char *out, size_t outlen)
{
    size_t n = 0;
    for (; *text && n + 1 < outlen; text++, n++) {
        char ch = *text;
        int keep = (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9') || ch == '-' ||
                   ch == '+' || ch == '.';
        out[n] = keep ? ch : '_';
    }
    out[n] = '\0';
}

/* A one-cell run's default name: SCENARIO-MOTIVES-DETECTIVE-vs-MURDERER, so
 * that different matchups never share a database (SCENARIO ends in
 * "+rules-off" when --scenario-rules 0 turned a scenario's own rules off;
 * MOTIVES is "logic", "all" or the names joined by '+'), or for a game
 * without scenarios GAME-PARAMETERS-DETECTIVE-vs-MURDERER.  A name too long
 * for a file keeps its start and ends in a hash of the whole. */
static void cell_db_name(const Campaign *c, char *out, size_t outlen)
{
    enum { NAME_MAX_CHARS = 200 };
    const Cell *k = &c->cell[0];
    CellSetup s;
    char whole[2048];
    cell_setup(c, 0, &s);
    snprintf(whole, sizeof whole, "%s%s-%s-%s-vs-%s", s.scenario, s.own_rules && !s.rules_on ? "+rules-off" : "",
             s.motives_word, c->spec[k->detective], c->spec[k->murderer]);
    char safe[sizeof whole];
    file_name_part(whole, safe, sizeof safe);
    if (strlen(safe) <= NAME_MAX_CHARS) {
        snprintf(out, outlen, "%s", safe);
        return;
    }
    uint64_t h = fnv1a64(whole, strlen(whole));
    snprintf(out, outlen, "%.*s-%016llx", NAME_MAX_CHARS - 17, safe, (unsigned long long)h);
}

/* Runs write under results/ (created when missing) unless told otherwise:
 * results/NAME.db for a campaign file, results/CELL.db for one cell. */
static void default_db(const RunRequest *a, const Campaign *c, const RunOptions *opt, char *out, size_t outlen)
{
    char name[256];
    if (a->db_name || a->campaign)
        snprintf(name, sizeof name, "%s", a->db_name ? a->db_name : c->name);
    else
        cell_db_name(c, name, sizeof name);
    mkdir("results", 0777);
    if (opt->shards > 1)
        snprintf(out, outlen, "results/%s.shard-%d-of-%d.db", name, opt->shard, opt->shards);
    else
        snprintf(out, outlen, "results/%s.db", name);
}

/* The games of the whole campaign, or of this shard. */
static uint64_t planned_games(const Campaign *c, const RunOptions *opt)
{
    uint64_t total = 0;
    for (size_t u = 0, n = campaign_units(c); u < n; u++)
        if (u % (size_t)opt->shards == (size_t)(opt->shard - 1)) {
            int cell;
            uint32_t chunk, first, count;
            campaign_unit(c, u, &cell, &chunk, &first, &count);
            total += count;
        }
    return total;
}

/* One word of a command line as a shell reads it back: quoted unless plain. */
static void print_word(FILE *f, const char *word)
{
    int plain = word[0] && strspn(word, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
                                        "0123456789-_=./,:+@%") == strlen(word);
    fprintf(f, plain ? " %s" : " '%s'", word);
}

/* After SIGINT or SIGTERM: what the database keeps and the command that
 * continues it (this one, with --resume), on one line. */
static void say_interrupted(const RunRequest *a, int sig, const char *path, const Campaign *c, const RunOptions *opt,
                            const uint64_t *games)
{
    uint64_t kept = 0;
    for (int i = 0; i < c->n_cells; i++)
        kept += games[i];
    fprintf(stderr, "noirlab %s: interrupted (%s); %llu games of %llu kept in %s; resume with: noirlab %s", a->cmd,
            interrupt_name(sig), (unsigned long long)kept, (unsigned long long)planned_games(c, opt), path, a->cmd);
    for (int i = 0; i < a->argc; i++)
        print_word(stderr, a->argv[i]);
    fprintf(stderr, "%s\n", opt->resume ? "" : " --resume");
}

/* After a whole run: the command that turns its database into a report,
 * into a folder named for the database (results/x.db: results/x-report).
 * advice writes its own report; a shard is merged first (said above). */
static void say_next(const RunRequest *a, const char *path, const RunOptions *opt)
{
    if (strcmp(a->cmd, "run") != 0 || opt->shards > 1)
        return;
    size_t stem = strlen(path);
    if (stem > 3 && strcmp(path + stem - 3, ".db") == 0)
        stem -= 3;
    char out[4200];
    snprintf(out, sizeof out, "%.*s-report", (int)stem, path);
    printf("next: noirlab report");
    print_word(stdout, path);
    printf(" --out");
    print_word(stdout, out);
    printf("\n");
}

static int play(const RunRequest *a, const Campaign *c, RunOptions *opt)
{
    char path[4096], err[2048];
    if (mpi_run_rank() > 0)
        return mpi_run_worker(c, opt); /* under mpirun: play, send the chunks to rank 0 (mpi_run.h) */
    if (!a->db)
        default_db(a, c, opt, path, sizeof path);
    else if (path_format(path, sizeof path, err, sizeof err, "%s", a->db)) {
        fprintf(stderr, "noirlab %s: --db: %s\n", a->cmd, err);
        return 1;
    }
    Store *store = store_open(path, err, sizeof err);
    if (!store) {
        fprintf(stderr, "noirlab %s: %s\n", a->cmd, err);
        return 1;
    }
    ProgressLine line;
    progress_attach(opt, &line, a->quiet);
    Sink sink = store_sink(store);
    RunStats stats;
    opt->stop = interrupt_install();
    int rc = mpi_runner_run(c, &sink, opt, &stats, err, sizeof err);
    progress_done(&line);
    uint64_t *games = calloc((size_t)c->n_cells, sizeof *games), *wins = calloc((size_t)c->n_cells, sizeof *wins);
    if ((rc == 0 || stats.interrupted) &&
        (!games || !wins || store_cell_totals(store, c->n_cells, games, wins, err, sizeof err))) {
        rc = -1;
        stats.interrupted = 0;
    }
    if (stats.interrupted) {
        say_interrupted(a, stats.interrupted, path, c, opt, games);
    } else if (rc == 0) {
        if (c->game->max_seats == GAME_SEATS)
            print_table(c, games, wins);
        else /* the table is the seeker's win rate: a game of more seats has none */
            printf("%d cell%s of %s, %d to %d seats: noirlab report gives each seat's win share, mean score and "
                   "ranks\n", c->n_cells, c->n_cells == 1 ? "" : "s", c->game->name, c->game->min_seats,
                   c->game->max_seats);
        printf("%s: %llu games played in %.1f s (%.0f games/s, %d thread%s)", path, (unsigned long long)stats.games,
               stats.seconds, stats.seconds > 0 ? (double)stats.games / stats.seconds : 0.0, stats.threads,
               stats.threads == 1 ? "" : "s");
        if (stats.skipped)
            printf("; %zu chunks were already stored", stats.skipped);
        if (opt->shards > 1)
            printf("; shard %d/%d, merge the shards with noirlab merge", opt->shard, opt->shards);
        printf("\n");
        say_next(a, path, opt);
    } else {
        fprintf(stderr, "noirlab %s: %s\n", a->cmd, err);
    }
    free(games);
    free(wins);
    store_close(store);
    return stats.interrupted ? 128 + stats.interrupted : rc ? 1 : 0;
}

int run_request(const RunRequest *a)
{
    RunOptions opt = {.shard = 1, .shards = 1, .resume = a->resume, .threads = (int)a->threads};
    if (a->shard && parse_shard(a->cmd, a->shard, &opt.shard, &opt.shards))
        return 2;

    const void *data;
    char err[CAMPAIGN_DATA_ERR_MAX];
    if (campaign_data_load(&data, err, sizeof err)) {
        fprintf(stderr, "noirlab %s: %s\n", a->cmd, err);
        return 1;
    }
    Campaign c;
    if (load_campaign(a, data, &c))
        return 2;
    int rc = play(a, &c, &opt);
    campaign_free(&c);
    return rc;
}

int cmd_run(int argc, char **argv)
{
    RunRequest a;
    int parsed = parse_args(argc, argv, &a);
    a.argc = argc;
    a.argv = argv;
    return parsed == OPTIONS_OK ? run_request(&a) : options_exit(parsed);
}
