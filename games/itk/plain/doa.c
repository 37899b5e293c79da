/*
 * doa.c — D.O.A.'s poisoned Benefactor, plainly (R19, doa.h).
 */
#include "games/itk/plain/doa.h"

#include <string.h>

int itk_doa_benefactor_in(const Setup *s)
{
    for (int c = 0; c < CIVILIANS; c++)
        if (strcmp(s->card[c].name, "Benefactor") == 0)
            return c;
    return NOBODY;
}

int itk_doa_own_victims(const PlainGame *g, int out[MAX_VICTIMS])
{
    int n = 0;
    for (int i = 0; i < g->n_victims; i++)
        if (!(g->rule_doa && g->victim[i] == g->benefactor))
            out[n++] = g->victim[i];
    return n;
}

int itk_doa_motive_victims(const PlainGame *g) { return g->rule_doa ? MAX_VICTIMS - 1 : MAX_VICTIMS; }
