/*
 * campaign.h — a campaign: the grid of cells to play and how many games each.
 *
 * A campaign plays one game (sim/game_class.h; `game` in the file, --game on
 * the command line; Intent to Kill by default).  A cell is one configuration
 * of it and the policies of its seats (two, or as many as its parameters
 * seat): its game's parameters, which for Intent to Kill are a layout, a
 * motive set and the switches, for a game with text parameters (NOIR) one
 * value of each of its parameters.  A campaign file (docs/campaign.md) lists
 * the values of each of these and the cells are their cartesian product, per
 * [grid] section.  `noirlab run` can also describe one cell with flags; both
 * routes go through the same checks, so a bad value gets the same message
 * whether it came from "FILE:LINE" or from "--flag".
 *
 * Seeds.  Game g of a cell is played from seed_for_game(master seed, cell
 * seed, g) (base/pcg32.h).  The cell seed hashes only the cell's setup —
 * layout key, motive set, switches; or the game's name and its canonical
 * parameter text — and not its policies, so every policy
 * pair of a campaign meets the same deals and the same token draws (common
 * random numbers).
 *
 * Work units.  Each cell's games are cut into chunks of `chunk` consecutive
 * game indices (the last one may be shorter).  Unit u of a campaign is chunk
 * u % chunks_per_cell of cell u / chunks_per_cell; shards and ranks take
 * units by index (runner.h).
 */
#ifndef NOIRLAB_CAMPAIGN_H
#define NOIRLAB_CAMPAIGN_H

#include <stddef.h>
#include <stdint.h>

#include "ai/game_policy.h"

enum {
    CAMPAIGN_NAME_MAX = 64,
    CAMPAIGN_ERR_MAX = 1024,
    CAMPAIGN_DEFAULT_CHUNK = 500,
    CAMPAIGN_MAX_CELLS = 1 << 20,
    CAMPAIGN_MAX_UNITS = 1 << 24,    /* cells x chunks per cell: the runner's plan holds ~10 bytes each */
};

/* The per-game log (`rows` in a campaign file). */
enum RowLog { ROWS_NONE, ROWS_ALL, ROWS_SAMPLE };

/* A cell's setup is its game's part: its parameters (Campaign.params), read
 * through the game's table and its CAMPAIGN hook (runner/game_campaign.h,
 * runner/cell_setup.h). */
typedef struct Cell {
    union {
        int seat[GAME_SEATS_MAX];      /* each seat's policy: index into Campaign.spec */
        struct {
            int murderer, detective;   /* the two-seat games' seats 0 (hider) and 1 (seeker) */
        };
    };
    int seats;           /* the seats of its games (game_seats of its parameters) */
    uint64_t seed;       /* the hash of its setup (Seeds, above) */
} Cell;
_Static_assert(GAME_HIDER == 0 && GAME_SEEKER == 1, "Cell.murderer and detective are seat[0] and seat[1]");

typedef struct Campaign {
    const GameClass *game;           /* the game every cell plays */
    const void *data;                /* the data it was resolved against (campaign_load; runner/campaign_data.h) */
    char name[CAMPAIGN_NAME_MAX];
    uint64_t master_seed;
    uint32_t games;                  /* games per cell */
    uint32_t chunk;                  /* games per chunk (work unit, resume granularity) */
    int rows;                        /* enum RowLog */
    int rotate;                      /* `rotate = seats`: every rotation of each seat assignment is a cell */
    double sample;                   /* ROWS_SAMPLE: probability a game is logged */
    void *part;                      /* the game's own (its CAMPAIGN hook's part_free frees it): the
                                        layouts Intent to Kill's cells' parameters point at */
    int n_specs;
    char (*spec)[POLICY_SPEC_MAX];   /* distinct policy specs, canonical text */
    int n_cells;
    Cell *cell;
    unsigned char *params;           /* each cell's game parameters: n_cells x game->params_size bytes */
    char (*setup)[GAME_PARAMS_TEXT]; /* each cell's parameters as canonical text (params_format) */
    char *config;                    /* canonical configuration text (what a run is) */
    uint64_t config_hash;            /* 64-bit FNV-1a of `config` */
} Campaign;

/*
 * Values given on the `noirlab run` command line, as text (NULL = not given).
 * With a campaign file only `seed` and `games` may be given; they replace the
 * file's values.  Without one they describe a single cell; missing values
 * take the defaults of docs/campaign.md.
 */
/* A game parameter given as a flag: --mode classic is {"mode", "--mode", "classic"}. */
typedef struct CampaignParamFlag {
    const char *key, *flag, *value;
} CampaignParamFlag;

typedef struct CampaignFlags {
    const char *game;       /* --game NAME (default itk) */
    int n_params;
    CampaignParamFlag param[GAME_PARAMS_MAX]; /* --mode, --grid, ... (the game's parameters) */
    const char *scenario;   /* --scenario NAME|FILE */
    const char *motives;    /* --motives A,B,... or logic, all, "all K-subsets of ..." */
    const char *detective;  /* --detective SPEC */
    const char *murderer;   /* --murderer SPEC */
    const char *seat[GAME_SEATS_MAX]; /* a game of more seats: --SEATNAME SPEC (its seat_name), by seat */
    const char *seat_flag[GAME_SEATS_MAX]; /* the flag each came from ("--north"), for messages */
    const char *rotate;     /* --rotate seats|none */
    const char *games;      /* --games N */
    const char *seed;       /* --seed S */
    const char *scenario_rules; /* --scenario-rules 0|1 (REFERENCE §7; default 1, the scenario's rules on) */
    /* With a campaign file: this one SPEC in every grid in place of the
     * file's (advice's --detective and --murderer), so that each grid plays
     * the one pair with no copy of the file to leave behind. */
    const char *every_detective, *every_murderer;
} CampaignFlags;

/* Read a campaign file, resolved against `data`: the games' data campaigns
 * are resolved against (runner/campaign_data.h), which the campaign keeps a
 * pointer to.  Returns 0, or -1 with "FILE:LINE: problem" (or "--flag:
 * problem" for a bad override) in err; nothing to free on failure. */
int campaign_load(Campaign *c, const void *data, const char *path, const CampaignFlags *flags,
                  char *err, size_t errlen);

/* One cell from flags alone.  Returns 0, or -1 with "--flag: problem" in err. */
int campaign_from_flags(Campaign *c, const void *data, const CampaignFlags *flags, char *err,
                        size_t errlen);

void campaign_free(Campaign *c);

/* Chunks per cell: ceil(games / chunk). */
uint32_t campaign_chunks_per_cell(const Campaign *c);

/* All work units of the campaign: n_cells * chunks per cell. */
size_t campaign_units(const Campaign *c);

/* The cell and chunk of unit u, and the game indices [first, first + count) it holds. */
void campaign_unit(const Campaign *c, size_t u, int *cell, uint32_t *chunk, uint32_t *first,
                   uint32_t *count);

/* Is game `seed` written to the per-game log?  A pure function of the seed, so
 * the sample is the same for any thread count, shard or resume. */
int campaign_logs_game(const Campaign *c, uint64_t seed);

/* "beginner | Maniac,Sadist,... | standard | random vs random" (or for a game
 * with text parameters "mode=classic,grid=5,... | random vs random"): one line
 * for messages. */
void cell_describe(const Campaign *c, int cell, char *out, size_t outlen);

/* The parameters of cell i, a blob of c->game->params_size bytes. */
static inline const void *campaign_cell_params(const Campaign *c, int i)
{
    return c->params + (size_t)i * c->game->params_size;
}

#endif
