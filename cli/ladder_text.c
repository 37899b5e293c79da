/*
 * ladder_text.c — words shared by the ladder commands (ladder_text.h).
 */
#include "cli/ladder_text.h"

#include <stdio.h>

void ladder_setup_text(const Campaign *c, char *out, size_t outlen)
{
    const Cell *first = &c->cell[0];
    for (int i = 1; i < c->n_cells; i++)
        if (c->cell[i].seed != first->seed) {
            snprintf(out, outlen, "several setups (pooled)");
            return;
        }
    if (first->layout < 0) {
        snprintf(out, outlen, "%s, %s", c->game->title, c->setup[0]);
        return;
    }
    char set[256], sw[128];
    itk_catalog_motive_set_format(c->cat, first->motives, set, sizeof set);
    switches_format(first->sw, sw, sizeof sw);
    snprintf(out, outlen, "%s, motives %s, %s rules", c->layout[first->layout].key, set, sw);
}

const char *seat_title(const char *seat, char *out, size_t outlen)
{
    snprintf(out, outlen, "%s", seat);
    if (out[0] >= 'a' && out[0] <= 'z')
        out[0] = (char)(out[0] - 'a' + 'A');
    return out;
}
