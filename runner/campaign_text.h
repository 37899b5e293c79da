/*
 * campaign_text.h — a campaign as raw text, before any value is checked
 * (internal to runner/campaign*.c).
 *
 * Every source of a campaign fills this: campaign_ini.c from a file (every
 * value remembers its line), campaign.c from `noirlab run` flags and ladder.c
 * from the lists of `noirlab ladder` and `tune` (every value remembers its
 * flag).  campaign_from_text then checks and resolves the values, so one
 * routine produces every message.
 */
#ifndef NOIRLAB_CAMPAIGN_TEXT_H
#define NOIRLAB_CAMPAIGN_TEXT_H

#include <stddef.h>

#include "runner/campaign.h"

/* Keys of the [campaign] section: one value each. */
enum ScalarKey { KEY_NAME, KEY_SEED, KEY_GAMES, KEY_CHUNK, KEY_ROWS, KEY_GAME, KEY_ROTATE, SCALAR_KEYS };

/* Keys of a [grid] section: each holds a list of values, one dimension of the grid. */
enum GridKey {
    KEY_SCENARIO, KEY_MOTIVES, KEY_NO_POI, KEY_MIN_GROUPS, KEY_EARLY_ACCUSATION,
    KEY_SURVEILLANCE_BAN, KEY_DETECTIVE, KEY_MURDERER, KEY_SCENARIO_RULES, GRID_KEYS
};

extern const char *const scalar_key_name[SCALAR_KEYS];
extern const char *const grid_key_name[GRID_KEYS];

/* A value and where it came from: line > 0 in the file, or a flag's name. */
typedef struct TextValue {
    char *text;
    int line;
    const char *flag;
} TextValue;

typedef struct TextList {
    int n, cap;
    TextValue *v;
} TextList;

/* A [grid] key that is not one of GridKey: a parameter of the campaign's game
 * (NOIR's mode, grid, ...) or a seat's own name (inspector, killer); checked
 * once the game is known (campaign.c). */
typedef struct OtherKey {
    char *name;
    TextList values;
} OtherKey;

typedef struct GridText {
    int line;                 /* the "[grid]" line (0 for flags) */
    TextList key[GRID_KEYS];
    int n_other;
    OtherKey *other;
} GridText;

typedef struct CampaignText {
    const char *source;       /* the file, for messages */
    char *dir;                /* its directory: layout paths are relative to it ("" for flags) */
    char *stem;               /* file name without directory and ".ini": the default name */
    int campaign_line;        /* the "[campaign]" line (0 for flags) */
    TextValue scalar[SCALAR_KEYS];  /* text NULL when not given */
    int n_grids;
    GridText *grid;
} CampaignText;

/* Parse a campaign file into t.  Returns 0, or -1 with "FILE:LINE: problem". */
int campaign_text_read(CampaignText *t, const char *path, char *err, size_t errlen);

/* Append a value to a grid key, or set a scalar (replacing any earlier one). */
void text_list_add(TextList *l, const char *text, int line, const char *flag);
/* The grid key's values replaced by the one value given by `flag`. */
void text_list_set_one(TextList *l, const char *text, const char *flag);
void text_scalar_set(TextValue *v, const char *text, int line, const char *flag);

/* The values of the other key `name` of a grid, created empty when new. */
TextList *grid_other_key(GridText *g, const char *name);

/* "a, b, c": the n names, for "expected one of" messages. */
void text_key_list(const char *const *names, int n, char *out, size_t outlen);

/* A new, empty [grid]; returns its index. */
int campaign_text_add_grid(CampaignText *t, int line);

void campaign_text_free(CampaignText *t);

/* The game of these flags: --game, or the first; NULL for an unknown name
 * (the campaign refuses it by name). */
const GameClass *campaign_flags_game(const CampaignFlags *flags);

/* The text of one [grid] given on the command line: --seed (default 1),
 * --games (default `default_games`), --scenario (beginner) and --motives
 * (logic), each value blamed on its flag; the caller adds the policies (and
 * any other key) to the grid returned, which lives in t until t gets another
 * grid. */
GridText *campaign_text_of_flags(CampaignText *t, const CampaignFlags *flags, const char *stem,
                                 const char *default_games);

/* Check and resolve the text into a campaign.  Returns 0, or -1 with
 * "FILE:LINE: problem" or "--flag: problem" in err; nothing to free on failure. */
int campaign_from_text(Campaign *c, const void *data, const CampaignText *t, char *err, size_t errlen);

/* "FILE:LINE" or "--flag", for the start of a message. */
void text_where(const CampaignText *t, const TextValue *v, char *out, size_t outlen);

#endif
