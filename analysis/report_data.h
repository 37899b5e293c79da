/*
 * report_data.h — a results database read into memory for the report.
 *
 * Only the documented schema is read (docs/schema.md): the tables
 * schema_version, runs, motives, cells, cell_results, cell_motive,
 * cell_confusion and cell_shape, and the view game_outcomes.  Intent to
 * Kill's cells fill `cell`; every other game's fill `game_cell`, so a
 * database of Intent to Kill alone reads as it always did.  Nothing depends on how the database was
 * made, so a merged cluster database, a shard, or a run still in progress
 * (read in one transaction: a consistent snapshot) all give a report.
 *
 * Cells that have no row in cell_results or cell_motive count as cells with
 * no games: an unfinished or partial database is described, not refused.
 */
#ifndef NOIRLAB_REPORT_DATA_H
#define NOIRLAB_REPORT_DATA_H

#include <stddef.h>
#include <stdint.h>

#include "sim/game_class.h"

enum {
    RD_MOTIVES_MAX = 16,   /* motives the motives table may list (the game has 12) */
    RD_NONE_COLUMN = RD_MOTIVES_MAX, /* confusion column of "no accusation" (accused 'none') */
    RD_TEXT_MAX = 256,
    SHAPE_METRICS = 3,     /* murders, refusals, rounds: the metrics of cell_shape */
    SHAPE_BINS = 16,       /* values 0..15 of each metric (the game needs 0..6) */
};

extern const char *const shape_metric_name[SHAPE_METRICS];

typedef struct RdRun {
    char campaign[RD_TEXT_MAX], config_hash[32], master_seed[32], version[64], host[RD_TEXT_MAX];
    char started[40], finished[40];        /* finished is "" while the run is unfinished */
    int64_t games_per_cell;
    int shard, shard_count, merged_from, resumed;
} RdRun;

/* How far one policy plays below its side's best in the report's skill
 * basis (analysis/skill.h): Elo points for ratings, points of win rate for
 * an equilibrium's regret. */
typedef struct RdShortfall {
    int rated;                 /* 0: the basis does not hold the policy */
    double value, lo, hi;      /* the shortfall and its 95% interval; 0 for the side's best */
    double weight;             /* its equilibrium weight over its side's largest (1: the
                                  equilibrium's policy; 0 without an equilibrium) */
} RdShortfall;

/* A Detective policy against a Murderer policy, as the cells spell them. */
typedef struct RdPair {
    char detective[RD_TEXT_MAX], murderer[RD_TEXT_MAX];
    RdShortfall skill[2];      /* [0] the Detective's, [1] the Murderer's (skill_basis_load) */
} RdPair;

typedef struct RdCell {
    int id;
    char scenario[RD_TEXT_MAX], scenario_name[RD_TEXT_MAX], motive_set[RD_TEXT_MAX], switches[RD_TEXT_MAX];
    int pair;                  /* index into ReportData.pair */
    int scenario_rules;        /* 1 the scenario's own rules were played, 0 they were off, -1 the database
                                  does not say (a schema without cells.scenario_rules) */
    char scenario_group[RD_TEXT_MAX + 16]; /* the scenario as the report groups it: its key, with
                                  " (rules off)" when its rules were off, so a scenario's
                                  balance is never pooled with its rules-off twin */
    uint32_t motives;          /* bit m: ReportData.motive[m] is in the set */
    uint64_t games, wins, accused_right;
    uint64_t want;             /* the games per cell of its run (runs.games_per_cell) */
    uint64_t motive_games[RD_MOTIVES_MAX], motive_wins[RD_MOTIVES_MAX];
    /* [true motive][accused motive, or RD_NONE_COLUMN for no accusation] */
    uint64_t confusion[RD_MOTIVES_MAX][RD_MOTIVES_MAX + 1];
    uint64_t shape[SHAPE_METRICS][SHAPE_BINS];   /* games per value of each metric */
} RdCell;

/* A cell of a game other than Intent to Kill, as game_outcomes and
 * cell_shape hold it (docs/schema.md): its outcomes and the histogram of each
 * of its game's metrics, in the order of the game's GameClass.metric. */
typedef struct RdGameCell {
    int id;
    const GameClass *game;      /* NULL: a game this noirlab does not know */
    char game_name[32], setup[GAME_PARAMS_TEXT], seeker[RD_TEXT_MAX], hider[RD_TEXT_MAX];
    uint64_t games, seeker_wins, hider_wins, unfinished;
    uint64_t want;              /* the games per cell of its run (runs.games_per_cell) */
    uint64_t (*shape)[GAME_METRIC_BINS]; /* [GAME_METRICS_MAX]: games per value of each metric */
} RdGameCell;

typedef struct ReportData {
    char path[1024];
    int n_runs;
    RdRun *run;
    int n_motives;                             /* the motives table without 'none' */
    char motive[RD_MOTIVES_MAX][64];           /* names, by motive id */
    int n_pairs;
    RdPair *pair;                              /* in the order the cells first use them */
    int n_cells;
    RdCell *cell;                              /* by cell id; Intent to Kill's cells only */
    int n_game_cells;
    RdGameCell *game_cell;                     /* every other game's cells, by cell id */
    /* The skill basis (analysis/skill.h); zero (none) until skill_basis_load */
    int skill_source;                          /* SkillSource */
    char skill_from[1024];                     /* the database it was read from */
    double skill_value, skill_lo, skill_hi;    /* an equilibrium's value and interval (NAN: none) */
} ReportData;

/*
 * Read the database at path.  Returns 0, or -1 with one message in err naming
 * the file and the problem (missing, not SQLite, not a noirlab database, a
 * value the schema does not allow).  The file is opened read-only and never
 * changed.
 */
int report_data_load(ReportData *d, const char *path, char *err, size_t errlen);

void report_data_free(ReportData *d);

/* The motive index of a name, or -1. */
int report_motive_index(const ReportData *d, const char *name);

/* "A,B,C" (names as in the motives table) as a motive mask; -1 when a name is unknown. */
int64_t report_motive_mask(const ReportData *d, const char *list);

/* The index of the metric `name` in g's metric list, or -1 (also when g is NULL). */
int report_game_metric(const GameClass *g, const char *name);

/* Total games and Detective wins over all cells. */
uint64_t report_total_games(const ReportData *d, uint64_t *wins);

#endif
