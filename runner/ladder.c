/*
 * ladder.c — round robins as campaigns, and the roles of a ladder's cells
 * (ladder.h).
 */
#include "runner/ladder.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/xalloc.h"
#include "runner/campaign_text.h"

/* ---------------------------------------------------------------------------
 * Lists of specs
 * ------------------------------------------------------------------------- */

static const char *trimmed(char *s)
{
    while (*s == ' ' || *s == '\t')
        s++;
    size_t n = strlen(s);
    while (n && (s[n - 1] == ' ' || s[n - 1] == '\t'))
        s[--n] = '\0';
    return s;
}

int split_specs(const char *flag, const char *text, char ***out, char *err, size_t errlen)
{
    int n = 1;
    for (const char *p = text; *p; p++)
        n += *p == ';';
    /* One block: the pointers, then a copy of the text they point into. */
    size_t len = strlen(text) + 1;
    char **list = xcalloc(1, (size_t)n * sizeof *list + len);
    char *copy = memcpy((char *)(list + n), text, len);
    for (int i = 0; i < n; i++) {
        char *semi = strchr(copy, ';');
        if (semi)
            *semi = '\0';
        list[i] = (char *)trimmed(copy);
        if (list[i][0] == '\0') {
            snprintf(err, errlen, "%s: %s", flag,
                     n == 1 ? "needs at least one policy SPEC (SPEC;SPEC;...)" : "has an empty SPEC in its list");
            free(list);
            return -1;
        }
        copy = semi ? semi + 1 : copy;
    }
    *out = list;
    return n;
}

/* ---------------------------------------------------------------------------
 * A round robin as campaign text
 * ------------------------------------------------------------------------- */

/* The text a campaign file with one [grid] would hold, each value remembering
 * the flag it came from: campaign_from_text then checks it exactly as it
 * checks a file, and blames the flag. */
static void round_robin_text(CampaignText *t, const RoundRobin *rr)
{
    CampaignFlags flags = {.game = rr->game, .n_params = rr->n_params, .scenario = rr->scenario,
                           .motives = rr->motives, .games = rr->games, .seed = rr->seed};
    for (int i = 0; i < rr->n_params && i < GAME_PARAMS_MAX; i++)
        flags.param[i] = rr->param[i];
    GridText *g = campaign_text_of_flags(t, &flags, "ladder", "200");
    char chunk[32];
    snprintf(chunk, sizeof chunk, "%u", rr->chunk ? rr->chunk : 100);
    text_scalar_set(&t->scalar[KEY_NAME], rr->name ? rr->name : "ladder", 0, "campaign name");
    text_scalar_set(&t->scalar[KEY_CHUNK], chunk, 0, "--chunk");
    text_scalar_set(&t->scalar[KEY_ROWS], rr->rows_all ? "all" : "none", 0, "per-game rows");
    const GameClass *game = campaign_flags_game(&flags);
    if (game && game->max_seats != GAME_SEATS) {
        for (int s = 0; s < game->max_seats; s++)
            for (int i = 0; i < rr->n_seat[s]; i++)
                text_list_add(grid_other_key(g, game->seat_name[s]), rr->seat[s][i], 0, rr->seat_flag[s]);
        return;
    }
    for (int i = 0; i < rr->n_det; i++)
        text_list_add(&g->key[KEY_DETECTIVE], rr->det[i], 0, rr->det_flag);
    for (int i = 0; i < rr->n_mur; i++)
        text_list_add(&g->key[KEY_MURDERER], rr->mur[i], 0, rr->mur_flag);
}

int round_robin_campaign(Campaign *c, const void *data, const RoundRobin *rr, char *err, size_t errlen)
{
    CampaignText t;
    round_robin_text(&t, rr);
    int rc = campaign_from_text(c, data, &t, err, errlen);
    campaign_text_free(&t);
    return rc;
}

/* ---------------------------------------------------------------------------
 * Roles
 * ------------------------------------------------------------------------- */

/* The position of spec in list[0..*n-1], appended when new. */
static int role_index(int *list, int *n, int spec)
{
    for (int i = 0; i < *n; i++)
        if (list[i] == spec)
            return i;
    list[*n] = spec;
    return (*n)++;
}

void ladder_roles(LadderRoles *r, const Campaign *c)
{
    memset(r, 0, sizeof *r);
    r->det = xcalloc((size_t)c->n_specs, sizeof *r->det);
    r->mur = xcalloc((size_t)c->n_specs, sizeof *r->mur);
    r->cell_det = xcalloc((size_t)c->n_cells, sizeof *r->cell_det);
    r->cell_mur = xcalloc((size_t)c->n_cells, sizeof *r->cell_mur);
    for (int i = 0; i < c->n_cells; i++) {
        r->cell_det[i] = role_index(r->det, &r->n_det, c->cell[i].detective);
        r->cell_mur[i] = role_index(r->mur, &r->n_mur, c->cell[i].murderer);
    }
}

void ladder_roles_free(LadderRoles *r)
{
    free(r->det);
    free(r->mur);
    free(r->cell_det);
    free(r->cell_mur);
    memset(r, 0, sizeof *r);
}
