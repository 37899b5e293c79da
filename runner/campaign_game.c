/*
 * campaign_game.c — the parts of a campaign's grid every game has (the seats'
 * policies, under their generic names or the game's own) and the grid of a
 * game with text parameters (NOIR): each parameter's values, every
 * combination a cell (campaign_resolve.h).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/xalloc.h"
#include "runner/campaign_resolve.h"

/* The SPECs of each seat: `detective` and `murderer`, and the keys the game
 * calls its seats by (NOIR's inspector and killer; seeker and hider in any
 * game), in the order given.  The lists share their values with the grid. */
static void seat_lists(const Campaign *c, const GridText *g, TextList seat[GAME_SEATS])
{
    const TextList *named[GAME_SEATS] = {&g->key[KEY_MURDERER], &g->key[KEY_DETECTIVE]};
    for (int s = 0; s < GAME_SEATS; s++) {
        seat[s] = (TextList){0};
        seat[s].v = xcalloc((size_t)named[s]->n + 1, sizeof *seat[s].v);
        for (int i = 0; i < named[s]->n; i++)
            seat[s].v[seat[s].n++] = named[s]->v[i];
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

/* The keys a grid of this campaign's game may hold, for messages. */
static void grid_keys_of(const Campaign *c, char *out, size_t outlen)
{
    const char *names[GAME_PARAMS_MAX + GRID_KEYS + 2 * GAME_SEATS];
    int n = 0;
    if (c->game->params_set) {
        for (int k = 0; k < c->game->n_params; k++)
            names[n++] = c->game->param[k].key;
        names[n++] = grid_key_name[KEY_DETECTIVE];
        names[n++] = grid_key_name[KEY_MURDERER];
    } else {
        for (int k = 0; k < GRID_KEYS; k++)
            names[n++] = grid_key_name[k];
    }
    for (int s = GAME_SEATS - 1; s >= 0; s--)
        if (strcmp(c->game->seat_name[s], grid_key_name[s == GAME_SEEKER ? KEY_DETECTIVE : KEY_MURDERER]) != 0)
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
    TextList seat[GAME_SEATS];
    seat_lists(r->c, g, seat);
    int rc = 0;
    for (int s = GAME_SEATS - 1; s >= 0 && rc == 0; s--)
        if (seat[s].n == 0) {
            TextValue section = at_line(g->line);
            rc = fail_at(r, &section, "[grid] needs '%s'", grid_key_name[s == GAME_SEEKER ? KEY_DETECTIVE : KEY_MURDERER]);
        }
    if (rc == 0) {
        gv->det = xcalloc((size_t)seat[GAME_SEEKER].n, sizeof *gv->det);
        gv->mur = xcalloc((size_t)seat[GAME_HIDER].n, sizeof *gv->mur);
        gv->n_det = seat[GAME_SEEKER].n;
        gv->n_mur = seat[GAME_HIDER].n;
        rc = resolve_specs(r, &seat[GAME_SEEKER], GAME_SEEKER, gv->det) ||
             resolve_specs(r, &seat[GAME_HIDER], GAME_HIDER, gv->mur) ? -1 : 0;
    }
    free(seat[0].v);
    free(seat[1].v);
    return rc;
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
        for (int d = 0; d < gv.n_det && rc == 0; d++)
            for (int m = 0; m < gv.n_mur && rc == 0; m++)
                rc = add_cell(r, grid, (Cell){-1, 0, {0}, gv.det[d], gv.mur[m], 0}, params);
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
    free(seats->det);
    free(seats->mur);
    *seats = (Seats){0};
}

