/*
 * doa.c — D.O.A.'s Benefactor in the setup and the deal (R19, doa.h).
 */
#include "games/itk/core/doa.h"

#include <string.h>

int itk_doa_find_benefactor(const Card card[CIVILIANS])
{
    for (int c = 0; c < CIVILIANS; c++)
        if (strcmp(card[c].name, BENEFACTOR_CARD) == 0)
            return c;
    return NOBODY;
}

int itk_doa_setup_invalid(const Setup *s)
{
    if (!(s->rules & RULE_DOA))
        return 0;
    int benefactor = itk_doa_find_benefactor(s->card);
    return benefactor == NOBODY || benefactor == s->murderer;
}

int itk_doa_draw_murderer(const Setup *s, Pcg32 *rng)
{
    int benefactor = s->rules & RULE_DOA ? itk_doa_find_benefactor(s->card) : NOBODY;
    if (benefactor == NOBODY)
        return (int)pcg32_below(rng, CIVILIANS);
    int x = (int)pcg32_below(rng, CIVILIANS - 1);
    return x + (x >= benefactor);
}
