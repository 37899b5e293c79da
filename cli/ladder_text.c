/*
 * ladder_text.c — words shared by the ladder commands (ladder_text.h).
 */
#include "cli/ladder_text.h"

#include <stdio.h>

#include "runner/cell_setup.h"

void ladder_setup_text(const Campaign *c, char *out, size_t outlen)
{
    const Cell *first = &c->cell[0];
    for (int i = 1; i < c->n_cells; i++)
        if (c->cell[i].seed != first->seed) {
            snprintf(out, outlen, "several setups (pooled)");
            return;
        }
    CellSetup s;
    cell_setup(c, 0, &s);
    snprintf(out, outlen, "%s", s.summary);
}

const char *seat_title(const char *seat, char *out, size_t outlen)
{
    snprintf(out, outlen, "%s", seat);
    if (out[0] >= 'a' && out[0] <= 'z')
        out[0] = (char)(out[0] - 'a' + 'A');
    return out;
}
