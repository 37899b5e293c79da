/*
 * campaign_game.c — the parts of a campaign's grid every game has (the seats'
 * policies, under their generic names or the game's own) and the grid of a
 * game with text parameters (NOIR): each parameter's values, every
 * combination a cell (campaign_resolve.h).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/hash.h"
#include "base/xalloc.h"
#include "runner/campaign_resolve.h"

/* The SPECs of each seat: `detective` and `murderer` (the two-seat games'
 * seats 1 and 0), and the keys the game calls its seats by (NOIR's
 * inspector and killer; seeker and hider in any two-seat game; a game of
 * more seats its own names), in the order given.  The lists share their
 * values with the grid. */
static void seat_lists(const Campaign *c, const GridText *g, TextList seat[GAME_SEATS_MAX])
{
    for (int s = 0; s < GAME_SEATS_MAX; s++)
        seat[s] = (TextList){0};
    if (c->game->max_seats == GAME_SEATS) {
        seat[GAME_HIDER] = g->key[KEY_MURDERER];
        seat[GAME_SEEKER] = g->key[KEY_DETECTIVE];
    }
    for (int s = 0; s < GAME_SEATS_MAX; s++) {
        const TextValue *named = seat[s].v;
        seat[s].v = xcalloc((size_t)seat[s].n + 1, sizeof *seat[s].v);
        for (int i = 0; i < seat[s].n; i++)
            seat[s].v[i] = named[i];
    }
    for (int k = 0; k < g->n_other; k++) {
        int s = game_seat_by_name(c->game, g->other[k].name);
        if (s < 0)
            continue;
        const TextList *l = &g->other[k].values;
        seat[s].v = xrealloc(seat[s].v, (size_t)(seat[s].n + l->n) * sizeof *seat[s].v);
        for (int i = 0; i < l->n; i++)
            seat[s].v[seat[s].n++] = l->v[i];
    }
}

/* The key a grid names seat s by in messages: the two-seat games' generic
 * detective and murderer, else the game's own. */
static const char *seat_key(const GameClass *game, int s)
{
    if (game->max_seats == GAME_SEATS)
        return grid_key_name[s == GAME_SEEKER ? KEY_DETECTIVE : KEY_MURDERER];
    return game->seat_name[s];
}

/* The keys a grid of this campaign's game may hold, for messages. */
static void grid_keys_of(const Campaign *c, char *out, size_t outlen)
{
    const char *names[GAME_PARAMS_MAX + GRID_KEYS + 2 * GAME_SEATS_MAX];
    int n = 0, two = c->game->max_seats == GAME_SEATS;
    if (c->game->params_set) {
        for (int k = 0; k < c->game->n_params; k++)
            names[n++] = c->game->param[k].key;
        if (two) {
            names[n++] = grid_key_name[KEY_DETECTIVE];
            names[n++] = grid_key_name[KEY_MURDERER];
        }
    } else {
        for (int k = 0; k < GRID_KEYS; k++)
            names[n++] = grid_key_name[k];
    }
    for (int s = c->game->max_seats - 1; s >= 0; s--)
        if (!two || strcmp(c->game->seat_name[s], seat_key(c->game, s)) != 0)
            names[n++] = c->game->seat_name[s];
    text_key_list(names, n, out, outlen);
}

/* The index of a parameter of the campaign's game, or -1. */
static int game_param_index(const GameClass *game, const char *key)
{
    for (int k = 0; k < game->n_params && game->params_set; k++)
        if (strcmp(game->param[k].key, key) == 0)
            return k;
    return -1;
}

/* Every other key of the grid is a seat's name or one of the game's parameters. */
int check_other_keys(Resolve *r, const GridText *g)
{
    for (int k = 0; k < g->n_other; k++) {
        const char *name = g->other[k].name;
        if (game_seat_by_name(r->c->game, name) >= 0 || game_param_index(r->c->game, name) >= 0)
            continue;
        char keys[512];
        grid_keys_of(r->c, keys, sizeof keys);
        return fail_at(r, &g->other[k].values.v[0], "unknown key '%s' in [grid]%s%s (expected one of: %s)", name,
                       r->c->game->params_set ? " of game " : "", r->c->game->params_set ? r->c->game->name : "",
                       keys);
    }
    return 0;
}

int resolve_seats(Resolve *r, const GridText *g, Seats *gv)
{
    const GameClass *game = r->c->game;
    TextList seat[GAME_SEATS_MAX];
    seat_lists(r->c, g, seat);
    int rc = 0;
    *gv = (Seats){0};
    for (int s = game->min_seats - 1; s >= 0 && rc == 0; s--)
        if (seat[s].n == 0) {
            TextValue section = at_line(g->line);
            rc = fail_at(r, &section, "[grid] needs '%s'", seat_key(game, s));
        }
    for (int s = game->max_seats - 1; s >= 0 && rc == 0; s--) {
        gv->spec[s] = xcalloc((size_t)seat[s].n + 1, sizeof *gv->spec[s]);
        gv->n[s] = seat[s].n;
        rc = resolve_specs(r, &seat[s], s, gv->spec[s]);
    }
    for (int s = 0; s < GAME_SEATS_MAX; s++)
        free(seat[s].v);
    return rc;
}

/* Is this assignment of policies already a cell of the setup, whose cells
 * start at `first`? */
static int seen(const Campaign *c, int first, const Cell *cell)
{
    for (int i = first; i < c->n_cells; i++)
        if (memcmp(c->cell[i].seat, cell->seat, sizeof cell->seat) == 0)
            return 1;
    return 0;
}

/* A rotated cell puts a SPEC in a seat it was not listed for: it must be
 * able to play that seat too (checked once here, not in the middle of a run). */
static int check_rotated(Resolve *r, const Cell *cell)
{
    const Campaign *c = r->c;
    for (int s = 0; s < cell->seats; s++) {
        GamePolicy p;
        char e[512];
        if (game_policy_create(&p, c->game, c->spec[cell->seat[s]], s, e, sizeof e) == 0) {
            game_policy_destroy(&p);
            continue;
        }
        return fail_at(r, &r->t->scalar[KEY_ROTATE], "rotate = seats puts '%s' in seat %s: %s", c->spec[cell->seat[s]],
                       c->game->seat_name[s], e);
    }
    return 0;
}

int add_seat_cells(Resolve *r, int grid, Cell base, int seats, const Seats *gv, const void *params)
{
    const Campaign *c = r->c;
    for (int s = seats - 1; s >= 0; s--)
        if (gv->n[s] == 0) {
            TextValue section = at_line(r->t->grid[grid].line);
            return fail_at(r, &section, "[grid] needs '%s' (a game of %d seats)", seat_key(c->game, s), seats);
        }
    int at[GAME_SEATS_MAX] = {0}, first = c->n_cells;
    for (;;) {
        for (int turn = 0; turn < (c->rotate ? seats : 1); turn++) {
            Cell cell = base;
            cell.seats = seats;
            for (int s = 0; s < GAME_SEATS_MAX; s++)
                cell.seat[s] = s < seats ? gv->spec[(s + turn) % seats][at[(s + turn) % seats]] : -1;
            if (c->rotate && seen(c, first, &cell))
                continue;
            if ((turn > 0 && check_rotated(r, &cell)) || add_cell(r, grid, cell, params))
                return -1;
        }
        int s = 0;
        while (s < seats && ++at[s] == gv->n[s])
            at[s++] = 0;
        if (s == seats)
            return 0;
    }
}

/* The values of each of the game's parameters in a grid (NULL: not given). */
typedef struct ParamValues {
    const TextList *values[GAME_PARAMS_MAX];
} ParamValues;

/* Each value of each parameter is checked alone, where it was written. */
static int resolve_param_values(Resolve *r, const GridText *g, ParamValues *pv)
{
    const GameClass *game = r->c->game;
    unsigned char *scratch = xcalloc(1, game->params_size);
    char e[512];
    int rc = 0;
    memset(pv, 0, sizeof *pv);
    for (int k = 0; k < g->n_other && rc == 0; k++) {
        int p = game_param_index(game, g->other[k].name);
        if (p < 0)
            continue; /* a seat's name */
        pv->values[p] = &g->other[k].values;
        for (int i = 0; i < pv->values[p]->n && rc == 0; i++) {
            const TextValue *v = &pv->values[p]->v[i];
            game->params_default(scratch);
            if (game->params_set(scratch, g->other[k].name, v->text, e, sizeof e))
                rc = fail_at(r, v, "%s", e);
            for (int j = 0; j < i && rc == 0; j++)
                if (strcmp(pv->values[p]->v[j].text, v->text) == 0)
                    rc = fail_at(r, v, "%s value %s given twice", g->other[k].name, v->text);
        }
    }
    free(scratch);
    return rc;
}

/* Where `key`'s "key=value" item starts in canonical "key=value,..." text,
 * or NULL. */
static const char *param_item(const char *text, const char *key)
{
    size_t klen = strlen(key);
    for (const char *p = text; *p; p += strcspn(p, ",") + (p[strcspn(p, ",")] == ','))
        if (strncmp(p, key, klen) == 0 && p[klen] == '=')
            return p;
    return NULL;
}

/* Take `key`'s item (and its comma) out of canonical text. */
static void drop_param(char *text, const char *key)
{
    char *p = (char *)param_item(text, key);
    if (!p)
        return;
    size_t len = strcspn(p, ",");
    if (p[len] == ',')
        len++;
    else if (p > text)
        p--, len++; /* the last item: its leading comma goes */
    memmove(p, p + len, strlen(p + len) + 1);
}

/* Cell seeds of games with text parameters: a hash of the game's name and
 * its canonical parameter text with every parameter that shares deals (a
 * rule switch deal() does not read) at its default.  Cells that differ only in
 * such switches, or only in their policies, are dealt the same games; a cell
 * with every switch at its default keeps the seed of its whole setup.  A
 * parameter the defaults' text leaves out (a game may write some only when
 * they differ from their default) is at its default when it is left out,
 * so it is dropped from the text instead. */
static uint64_t cell_params_seed(const GameClass *game, const void *params)
{
    unsigned char *deal = xcalloc(2, game->params_size), *defaults_blob = deal + game->params_size;
    char defaults[GAME_PARAMS_TEXT], value[GAME_PARAMS_TEXT], text[GAME_PARAMS_TEXT + 64], err[256];
    memcpy(deal, params, game->params_size);
    game->params_default(defaults_blob);
    game->params_format(defaults_blob, defaults, sizeof defaults);
    for (int k = 0; k < game->n_params; k++) {
        const char *item = game->param[k].shares_deals ? param_item(defaults, game->param[k].key) : NULL;
        if (!item)
            continue;
        item += strlen(game->param[k].key) + 1;
        snprintf(value, sizeof value, "%.*s", (int)strcspn(item, ","), item);
        if (game->params_set(deal, game->param[k].key, value, err, sizeof err))
            abort(); /* the game's own default text is always accepted */
    }
    int n = snprintf(text, sizeof text, "%s|", game->name);
    game->params_format(deal, text + n, sizeof text - (size_t)n);
    for (int k = 0; k < game->n_params; k++)
        if (game->param[k].shares_deals && !param_item(defaults, game->param[k].key))
            drop_param(text + n, game->param[k].key);
    free(deal);
    return seed_mix(fnv1a64(text, strlen(text)));
}

/* The last parameter's values change fastest. */
int resolve_params_grid(Resolve *r, int grid)
{
    const GridText *g = &r->t->grid[grid];
    const GameClass *game = r->c->game;
    for (int k = 0; k < GRID_KEYS; k++)
        if (k != KEY_DETECTIVE && k != KEY_MURDERER && g->key[k].n > 0) {
            char keys[512];
            grid_keys_of(r->c, keys, sizeof keys);
            return fail_at(r, &g->key[k].v[0], "'%s' is a key of Intent to Kill, not of game %s (its keys: %s)",
                           grid_key_name[k], game->name, keys);
        }
    Seats gv = {0};
    ParamValues pv;
    int rc = check_other_keys(r, g) || resolve_seats(r, g, &gv) || resolve_param_values(r, g, &pv) ? -1 : 0;
    int at[GAME_PARAMS_MAX] = {0};
    unsigned char *params = xcalloc(1, game->params_size);
    char e[512];
    while (rc == 0) {
        game->params_default(params);
        for (int p = 0; p < game->n_params; p++)
            if (pv.values[p])
                game->params_set(params, game->param[p].key, pv.values[p]->v[at[p]].text, e, sizeof e);
        const char *why = game->params_check(params);
        if (why) { /* a combination: blamed on the last value of it that was given */
            char text[GAME_PARAMS_TEXT];
            game->params_format(params, text, sizeof text);
            TextValue section = at_line(g->line);
            const TextValue *where = &section;
            for (int q = 0; q < game->n_params; q++)
                if (pv.values[q])
                    where = &pv.values[q]->v[at[q]];
            rc = fail_at(r, where, "%s: %s", text, why);
        }
        if (rc == 0)
            rc = add_seat_cells(r, grid, (Cell){.seed = cell_params_seed(game, params)}, game_seats(game, params),
                                &gv, params);
        int p = game->n_params - 1;
        while (p >= 0 && (!pv.values[p] || ++at[p] == pv.values[p]->n))
            at[p--] = 0;
        if (p < 0)
            break;
    }
    free(params);
    seats_free(&gv);
    return rc;
}

void seats_free(Seats *seats)
{
    for (int s = 0; s < GAME_SEATS_MAX; s++)
        free(seats->spec[s]);
    *seats = (Seats){0};
}

