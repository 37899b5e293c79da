/*
 * campaign.c — check and resolve a campaign's text (campaign_text.h) into
 * cells, and write its canonical configuration text.
 *
 * Every value is checked here (a game's own grid keys by its CAMPAIGN hook,
 * runner/game_campaign.h, through the same fail_at), whether it came from a
 * file or a flag, and a bad one is reported as "WHERE: problem" with WHERE =
 * "FILE:LINE" or the flag.  The format is documented in docs/campaign.md.
 */
#include "runner/campaign.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "base/hash.h"
#include "base/number.h"
#include "base/text.h"
#include "base/xalloc.h"
#include "runner/campaign_path.h"
#include "runner/campaign_resolve.h"
#include "runner/cell_setup.h"
#include "runner/game_campaign.h"

enum {
    CONFIG_VERSION = 1,          /* bump when the configuration text changes shape */
    MAX_CHUNK = 10000000,
};

int fail_at(Resolve *r, const TextValue *v, const char *fmt, ...)
{
    char where[512];
    text_where(r->t, v, where, sizeof where);
    int n = snprintf(r->err, r->errlen, "%s: ", where);
    if (n >= 0 && (size_t)n < r->errlen) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(r->err + n, r->errlen - (size_t)n, fmt, ap);
        va_end(ap);
    }
    return -1;
}

/* ---------------------------------------------------------------------------
 * Scalars: name, seed, games, chunk, rows
 * ------------------------------------------------------------------------- */

static int valid_name(const char *s)
{
    size_t n = strlen(s);
    if (n == 0 || n >= CAMPAIGN_NAME_MAX)
        return 0;
    for (; *s; s++)
        if (!((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z') || (*s >= '0' && *s <= '9') ||
              *s == '-' || *s == '_' || *s == '.'))
            return 0;
    return 1;
}

static int resolve_rows(Resolve *r, const TextValue *v)
{
    Campaign *c = r->c;
    if (!v->text || strcmp(v->text, "none") == 0) {
        c->rows = ROWS_NONE;
        return 0;
    }
    if (strcmp(v->text, "all") == 0) {
        c->rows = ROWS_ALL;
        return 0;
    }
    if (strncmp(v->text, "sample=", 7) == 0) {
        double p;
        if (number_real(v->text + 7, 0.0, 1.0, &p) == 0 && p > 0.0) {
            c->rows = ROWS_SAMPLE;
            c->sample = p;
            return 0;
        }
    }
    return fail_at(r, v, "rows must be none, all or sample=P with 0 < P <= 1, not '%s'", v->text);
}

/* `game`: a registered game's name; Intent to Kill when not given. */
static int resolve_game(Resolve *r, const TextValue *v)
{
    int n;
    r->c->game = game_classes(&n)[0];
    if (!v->text)
        return 0;
    r->c->game = game_class_find(v->text);
    if (r->c->game)
        return 0;
    char names[256];
    game_class_names(names, sizeof names);
    return fail_at(r, v, "game must be one of: %s, not '%s'", names, v->text);
}

/* `rotate`: none (the default), or seats: every rotation of each choice of
 * policies per seat is a cell too, on the same deals (docs/campaign.md). */
static int resolve_rotate(Resolve *r, const TextValue *v)
{
    r->c->rotate = v->text && strcmp(v->text, "seats") == 0;
    if (!v->text || r->c->rotate || strcmp(v->text, "none") == 0)
        return 0;
    return fail_at(r, v, "rotate must be none or seats, not '%s'", v->text);
}

static int resolve_scalars(Resolve *r)
{
    const TextValue *s = r->t->scalar;
    Campaign *c = r->c;
    TextValue section = at_line(r->t->campaign_line);
    uint64_t v;

    for (int k = KEY_SEED; k <= KEY_GAMES; k++)
        if (!s[k].text)
            return fail_at(r, &section, "[campaign] needs '%s'", scalar_key_name[k]);

    const char *name = s[KEY_NAME].text ? s[KEY_NAME].text : r->t->stem;
    if (!valid_name(name))
        return fail_at(r, s[KEY_NAME].text ? &s[KEY_NAME] : &section,
                       "name '%s' must be 1 to %d letters, digits, '-', '_' or '.'", name,
                       CAMPAIGN_NAME_MAX - 1);
    strcpy(c->name, name);

    if (number_whole(s[KEY_SEED].text, 0, UINT64_MAX, &v))
        return fail_at(r, &s[KEY_SEED], "seed must be a whole number from 0 to 2^64-1, not '%s'",
                       s[KEY_SEED].text);
    c->master_seed = v;
    if (number_whole(s[KEY_GAMES].text, 1, UINT32_MAX, &v))
        return fail_at(r, &s[KEY_GAMES], "games must be a whole number from 1 to %u, not '%s'",
                       UINT32_MAX, s[KEY_GAMES].text);
    c->games = (uint32_t)v;
    c->chunk = CAMPAIGN_DEFAULT_CHUNK;
    if (s[KEY_CHUNK].text) {
        if (number_whole(s[KEY_CHUNK].text, 1, MAX_CHUNK, &v))
            return fail_at(r, &s[KEY_CHUNK], "chunk must be a whole number from 1 to %d, not '%s'",
                           MAX_CHUNK, s[KEY_CHUNK].text);
        c->chunk = (uint32_t)v;
    }
    if (resolve_game(r, &s[KEY_GAME]) || resolve_rotate(r, &s[KEY_ROTATE]))
        return -1;
    return resolve_rows(r, &s[KEY_ROWS]);
}

/* ---------------------------------------------------------------------------
 * Switches and policies
 * ------------------------------------------------------------------------- */

/* A policy's model=FILE (a learned model), file=FILE (a mixture,
 * ai/mixture.h) or another key naming a file (policy_key_names_file, such as
 * against=FILE) in a campaign file: beside the file when it is there (so a
 * shipped ladder runs from any folder), else as given, relative to the
 * current folder as on the command line.  The path the spec keeps is
 * shortened: the shipped files' model=../models/M, run from the source
 * folder, keep the spec model=scenarios/models/M their databases hold. */
static int resolve_model(Resolve *r, const TextValue *v, PolicySpec *spec)
{
    for (int i = 0; i < spec->n; i++) {
        char path[CAMPAIGN_PATH_MAX];
        if (!policy_key_names_file(spec->key[i]) ||
            campaign_path_join(r->t->dir, spec->value[i], path, sizeof path) || access(path, R_OK) != 0)
            continue;
        if (strlen(path) >= sizeof spec->value[i])
            return fail_at(r, v, "%s file '%s' is '%s' from here, longer than the %zu characters a policy value "
                           "holds", spec->key[i], spec->value[i], path, sizeof spec->value[i] - 1);
        strcpy(spec->value[i], path);
    }
    return 0;
}

/* The index in c->spec of a policy SPEC, checked by creating the policy once. */
static int resolve_spec(Resolve *r, const TextValue *v, int side, int *index)
{
    Campaign *c = r->c;
    PolicySpec spec;
    char canonical[POLICY_SPEC_MAX], e[512];
    if (policy_spec_parse(v->text, &spec, e, sizeof e))
        return fail_at(r, v, "%s", e);
    if (resolve_model(r, v, &spec))
        return -1;
    policy_spec_format(&spec, canonical, sizeof canonical);
    GamePolicy p;
    if (game_policy_create(&p, c->game, canonical, side, e, sizeof e))
        return fail_at(r, v, "%s", e);
    game_policy_destroy(&p);
    for (int i = 0; i < c->n_specs; i++)
        if (strcmp(c->spec[i], canonical) == 0) {
            *index = i;
            return 0;
        }
    c->spec = xrealloc(c->spec, (size_t)(c->n_specs + 1) * sizeof *c->spec);
    strcpy(c->spec[c->n_specs], canonical);
    *index = c->n_specs++;
    return 0;
}

int resolve_specs(Resolve *r, const TextList *l, int side, int *index)
{
    for (int i = 0; i < l->n; i++) {
        if (resolve_spec(r, &l->v[i], side, &index[i]))
            return -1;
        for (int j = 0; j < i; j++)
            if (index[j] == index[i])
                return fail_at(r, &l->v[i], "policy '%s' given twice", r->c->spec[index[i]]);
    }
    return 0;
}

/* ---------------------------------------------------------------------------
 * Cells
 * ------------------------------------------------------------------------- */

int add_cell(Resolve *r, int grid, Cell cell, const void *params)
{
    Campaign *c = r->c;
    size_t size = c->game->params_size;
    if (c->n_cells == CAMPAIGN_MAX_CELLS) {
        TextValue section = at_line(r->t->grid[grid].line);
        return fail_at(r, &section, "more than %d cells", CAMPAIGN_MAX_CELLS);
    }
    if (c->n_cells == r->cell_cap) {
        r->cell_cap = r->cell_cap ? 2 * r->cell_cap : 64;
        c->cell = xrealloc(c->cell, (size_t)r->cell_cap * sizeof *c->cell);
        c->params = xrealloc(c->params, (size_t)r->cell_cap * size);
        c->setup = xrealloc(c->setup, (size_t)r->cell_cap * sizeof *c->setup);
        r->cell_grid = xrealloc(r->cell_grid, (size_t)r->cell_cap * sizeof *r->cell_grid);
    }
    memcpy(c->params + (size_t)c->n_cells * size, params, size);
    c->game->params_format(params, c->setup[c->n_cells], sizeof c->setup[0]);
    r->cell_grid[c->n_cells] = grid;
    c->cell[c->n_cells++] = cell;
    return 0;
}

/* A game's own grids (Intent to Kill's scenarios, motive sets and
 * switches), or else the combinations of its text parameters. */
static const GameCampaign *own_grids(const GameClass *game)
{
    const GameCampaign *h = game_campaign_of(game);
    return h && h->resolve_grid ? h : NULL;
}

static int resolve_grid(Resolve *r, int grid)
{
    const GameCampaign *h = own_grids(r->c->game);
    return h ? h->resolve_grid(r, grid) : resolve_params_grid(r, grid);
}

/* A cell of a campaign, sorted so that equal cells become neighbours. */
typedef struct NumberedCell {
    const Campaign *c;
    int index;
} NumberedCell;

/* Two cells' order, their numbers aside: the game's order of its own
 * setups, then the policies, then the parameter text. */
static int cell_order(const NumberedCell *a, const NumberedCell *b)
{
    const Campaign *c = a->c;
    const Cell *x = &c->cell[a->index], *y = &c->cell[b->index];
    const GameCampaign *own = own_grids(c->game);
    int d = own ? own->cell_compare(c, a->index, b->index) : 0;
    if (!d)
        d = x->detective - y->detective;
    if (!d)
        d = x->murderer - y->murderer;
    for (int s = GAME_SEATS; s < GAME_SEATS_MAX && !d; s++)
        d = x->seat[s] - y->seat[s];
    return d ? d : strcmp(c->setup[a->index], c->setup[b->index]);
}

static int compare_cells(const void *pa, const void *pb)
{
    const NumberedCell *a = pa, *b = pb;
    int d = cell_order(a, b);
    return d ? d : a->index - b->index; /* of two equal cells, the later one is reported */
}

/* Two cells with the same setup and policies would be the same games twice. */
static int check_duplicates(Resolve *r)
{
    Campaign *c = r->c;
    NumberedCell *sorted = xcalloc((size_t)c->n_cells, sizeof *sorted);
    for (int i = 0; i < c->n_cells; i++)
        sorted[i] = (NumberedCell){c, i};
    qsort(sorted, (size_t)c->n_cells, sizeof *sorted, compare_cells);
    int rc = 0;
    for (int i = 1; i < c->n_cells && rc == 0; i++) {
        if (cell_order(&sorted[i - 1], &sorted[i]) == 0) {
            char text[512];
            cell_describe(c, sorted[i].index, text, sizeof text);
            TextValue section = at_line(r->t->grid[r->cell_grid[sorted[i].index]].line);
            rc = fail_at(r, &section, "cell %d (%s) repeats cell %d", sorted[i].index, text, sorted[i - 1].index);
        }
    }
    free(sorted);
    return rc;
}

/* ---------------------------------------------------------------------------
 * The configuration text: what a run is, compared on resume and merge
 * ------------------------------------------------------------------------- */

static void build_config(Campaign *c)
{
    static const char *const rows[] = {"none", "all", "sample"};
    Text t = {0};
    text_printf(&t, "noirlab campaign configuration %d\nengine %s\nname %s\nseed %llu\ngames %u\nchunk %u\n",
                CONFIG_VERSION, NOIRLAB_VERSION, c->name, (unsigned long long)c->master_seed, c->games,
                c->chunk);
    if (c->rows == ROWS_SAMPLE)
        text_printf(&t, "rows sample=%.17g\n", c->sample);
    else
        text_printf(&t, "rows %s\n", rows[c->rows]);
    int n;
    if (c->game != game_classes(&n)[0]) /* the first game's text is what it was before there were others */
        text_printf(&t, "game %s\n", c->game->name);
    const GameCampaign *own = own_grids(c->game);
    if (own)
        own->config(c, &t);
    for (int i = 0; i < c->n_cells; i++) {
        const Cell *cell = &c->cell[i];
        if (!own && c->game->max_seats != GAME_SEATS) {
            text_printf(&t, "cell %d %s", i, c->setup[i]);
            for (int s = 0; s < cell->seats; s++)
                text_printf(&t, " %s=%s", c->game->seat_name[s], c->spec[cell->seat[s]]);
            text_printf(&t, " seed=%016llx\n", (unsigned long long)cell->seed);
            continue;
        }
        if (!own) {
            text_printf(&t, "cell %d %s detective=%s murderer=%s seed=%016llx\n", i, c->setup[i],
                        c->spec[cell->detective], c->spec[cell->murderer], (unsigned long long)cell->seed);
            continue;
        }
        CellSetup s;
        cell_setup(c, i, &s);
        text_printf(&t, "cell %d %s motives=%s switches=%s detective=%s murderer=%s seed=%016llx\n", i, s.scenario,
                    s.motive_set, s.switches, c->spec[cell->detective], c->spec[cell->murderer],
                    (unsigned long long)cell->seed);
    }
    c->config = t.s;
    c->config_hash = fnv1a64(t.s, t.len);
}

/* The runner keeps a few bytes per work unit (cell x chunk) in memory: a plan
 * beyond CAMPAIGN_MAX_UNITS is refused here, before anything is created,
 * instead of growing until the process aborts (games = 2^32-1, chunk = 1). */
static int check_size(Resolve *r)
{
    const Campaign *c = r->c;
    uint64_t units = (uint64_t)c->n_cells * campaign_chunks_per_cell(c);
    if (units <= CAMPAIGN_MAX_UNITS)
        return 0;
    return fail_at(r, &r->t->scalar[KEY_GAMES],
                   "%u games in chunks of %u over %d cell%s make %llu work units, more than the %d the runner "
                   "can hold; raise chunk or lower games",
                   c->games, c->chunk, c->n_cells, c->n_cells == 1 ? "" : "s", (unsigned long long)units,
                   CAMPAIGN_MAX_UNITS);
}

/* ---------------------------------------------------------------------------
 * Entry points
 * ------------------------------------------------------------------------- */

int campaign_from_text(Campaign *c, const void *data, const CampaignText *t, char *err, size_t errlen)
{
    memset(c, 0, sizeof *c);
    c->data = data;
    Resolve r = {.c = c, .t = t, .err = err, .errlen = errlen};
    int rc = resolve_scalars(&r);
    for (int g = 0; rc == 0 && g < t->n_grids; g++)
        rc = resolve_grid(&r, g);
    if (rc == 0)
        rc = check_duplicates(&r);
    if (rc == 0)
        rc = check_size(&r);
    free(r.cell_grid);
    if (rc) {
        campaign_free(c);
        return -1;
    }
    build_config(c);
    return 0;
}

int campaign_load(Campaign *c, const void *data, const char *path, const CampaignFlags *flags, char *err,
                  size_t errlen)
{
    memset(c, 0, sizeof *c);
    const char *cell_flag = !flags ? NULL
                            : flags->game      ? "--game"
                            : flags->n_params  ? flags->param[0].flag
                            : flags->scenario  ? "--scenario"
                            : flags->motives   ? "--motives"
                            : flags->detective ? "--detective"
                            : flags->murderer  ? "--murderer"
                            : flags->rotate    ? "--rotate"
                            : flags->scenario_rules ? "--scenario-rules"
                                               : NULL;
    if (cell_flag) {
        snprintf(err, errlen, "%s: cannot be combined with a campaign file (edit the file instead)", cell_flag);
        return -1;
    }
    CampaignText t;
    if (campaign_text_read(&t, path, err, errlen))
        return -1;
    if (flags && flags->seed)
        text_scalar_set(&t.scalar[KEY_SEED], flags->seed, 0, "--seed");
    if (flags && flags->games)
        text_scalar_set(&t.scalar[KEY_GAMES], flags->games, 0, "--games");
    for (int i = 0; flags && i < t.n_grids; i++) {
        if (flags->every_detective)
            text_list_set_one(&t.grid[i].key[KEY_DETECTIVE], flags->every_detective, "--detective");
        if (flags->every_murderer)
            text_list_set_one(&t.grid[i].key[KEY_MURDERER], flags->every_murderer, "--murderer");
    }
    int rc = campaign_from_text(c, data, &t, err, errlen);
    campaign_text_free(&t);
    return rc;
}

const GameClass *campaign_flags_game(const CampaignFlags *flags)
{
    int n;
    return flags->game ? game_class_find(flags->game) : game_classes(&n)[0];
}

GridText *campaign_text_of_flags(CampaignText *t, const CampaignFlags *flags, const char *stem,
                                 const char *default_games)
{
    *t = (CampaignText){.source = "command line", .stem = xstrdup(stem)};
    text_scalar_set(&t->scalar[KEY_SEED], flags->seed ? flags->seed : "1", 0, "--seed");
    text_scalar_set(&t->scalar[KEY_GAMES], flags->games ? flags->games : default_games, 0, "--games");
    if (flags->game)
        text_scalar_set(&t->scalar[KEY_GAME], flags->game, 0, "--game");
    if (flags->rotate)
        text_scalar_set(&t->scalar[KEY_ROTATE], flags->rotate, 0, "--rotate");
    int g = campaign_text_add_grid(t, 0);
    GridText *grid = &t->grid[g];
    /* Intent to Kill's defaults, for the games parameterised by the catalog;
     * another game's cell has only what was given (an Intent to Kill flag
     * given to it is then refused by name). */
    const GameClass *game = campaign_flags_game(flags);
    int catalog_game = game && !game->params_set;
    if (flags->scenario || catalog_game)
        text_list_add(&grid->key[KEY_SCENARIO], flags->scenario ? flags->scenario : "beginner", 0, "--scenario");
    if (flags->motives || catalog_game)
        text_list_add(&grid->key[KEY_MOTIVES], flags->motives ? flags->motives : "logic", 0, "--motives");
    if (flags->scenario_rules)
        text_list_add(&grid->key[KEY_SCENARIO_RULES], flags->scenario_rules, 0, "--scenario-rules");
    for (int i = 0; i < flags->n_params; i++)
        text_list_add(grid_other_key(grid, flags->param[i].key), flags->param[i].value, 0, flags->param[i].flag);
    return grid;
}

/* A seat's flag given for a seat that the game's parameters leave empty
 * (--west with --players 3): refused, rather than its SPEC never played.
 * 1 with "--SEAT: problem" in err, else 0. */
static int unused_seat_flag(const Campaign *c, const CampaignFlags *flags, char *err, size_t errlen)
{
    int seats = 0;
    for (int i = 0; i < c->n_cells; i++)
        seats = c->cell[i].seats > seats ? c->cell[i].seats : seats;
    for (int s = seats; s < c->game->max_seats; s++)
        if (flags->seat[s]) {
            snprintf(err, errlen, "%s: the game has %d seats here (%s to %s): seat %s is empty",
                     flags->seat_flag[s], seats, c->game->seat_name[0], c->game->seat_name[seats - 1],
                     c->game->seat_name[s]);
            return 1;
        }
    return 0;
}

int campaign_from_flags(Campaign *c, const void *data, const CampaignFlags *flags, char *err, size_t errlen)
{
    static const CampaignFlags none = {0};
    if (!flags)
        flags = &none;
    CampaignText t;
    GridText *g = campaign_text_of_flags(&t, flags, "single", "1000");
    const GameClass *game = campaign_flags_game(flags);
    if (game && game->max_seats != GAME_SEATS) {
        for (int s = 0; s < game->max_seats; s++)
            text_list_add(grid_other_key(g, game->seat_name[s]), flags->seat[s] ? flags->seat[s] : "random", 0,
                          flags->seat[s] ? flags->seat_flag[s] : "--game");
    } else {
        text_list_add(&g->key[KEY_DETECTIVE], flags->detective ? flags->detective : "random", 0, "--detective");
        text_list_add(&g->key[KEY_MURDERER], flags->murderer ? flags->murderer : "random", 0, "--murderer");
    }
    int rc = campaign_from_text(c, data, &t, err, errlen);
    campaign_text_free(&t);
    if (rc == 0 && game && game->max_seats != GAME_SEATS && unused_seat_flag(c, flags, err, errlen)) {
        campaign_free(c);
        rc = -1;
    }
    return rc;
}

void campaign_free(Campaign *c)
{
    const GameCampaign *h = game_campaign_of(c->game);
    if (h && h->part_free)
        h->part_free(c->part);
    free(c->spec);
    free(c->cell);
    free(c->params);
    free(c->setup);
    free(c->config);
    memset(c, 0, sizeof *c);
}

uint32_t campaign_chunks_per_cell(const Campaign *c)
{
    return (uint32_t)(((uint64_t)c->games + c->chunk - 1) / c->chunk);
}

size_t campaign_units(const Campaign *c)
{
    return (size_t)c->n_cells * campaign_chunks_per_cell(c);
}

void campaign_unit(const Campaign *c, size_t u, int *cell, uint32_t *chunk, uint32_t *first, uint32_t *count)
{
    uint32_t per_cell = campaign_chunks_per_cell(c);
    *cell = (int)(u / per_cell);
    *chunk = (uint32_t)(u % per_cell);
    *first = *chunk * c->chunk;
    uint32_t left = c->games - *first;
    *count = left < c->chunk ? left : c->chunk;
}

int campaign_logs_game(const Campaign *c, uint64_t seed)
{
    if (c->rows != ROWS_SAMPLE)
        return c->rows == ROWS_ALL;
    /* A uniform double in [0, 1) from the seed, through one more mix so the
     * choice is independent of anything else the seed drives. */
    double u = (double)(seed_mix(seed ^ 0x726f77732d6c6f67ULL) >> 11) * 0x1p-53;
    return u < c->sample;
}

void cell_describe(const Campaign *c, int cell, char *out, size_t outlen)
{
    const Cell *k = &c->cell[cell];
    int own = own_grids(c->game) != NULL; /* its cells in the cells table's words */
    if (!own && c->game->max_seats != GAME_SEATS) {
        int n = snprintf(out, outlen, "%s |", c->setup[cell]);
        for (int s = 0; s < k->seats && n > 0 && (size_t)n < outlen; s++)
            n += snprintf(out + n, outlen - (size_t)n, "%s %s", s ? " vs" : "", c->spec[k->seat[s]]);
        return;
    }
    if (!own) {
        snprintf(out, outlen, "%s | %s vs %s", c->setup[cell], c->spec[k->detective], c->spec[k->murderer]);
        return;
    }
    CellSetup s;
    cell_setup(c, cell, &s);
    snprintf(out, outlen, "%s | %s | %s | %s vs %s", s.scenario, s.motive_set, s.switches, c->spec[k->detective],
             c->spec[k->murderer]);
}
