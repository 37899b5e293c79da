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

int itk_doa_breaks_r19(int rules, int benefactor, int murderer)
{
    return (rules & RULE_DOA) && (benefactor == NOBODY || benefactor == murderer);
}

int itk_doa_setup_invalid(const Setup *s)
{
    if (!(s->rules & RULE_DOA)) /* without the rule, no card to look for */
        return 0;
    return itk_doa_breaks_r19(s->rules, itk_doa_find_benefactor(s->card), s->murderer);
}

int itk_doa_draw_murderer(const Card card[CIVILIANS], int rules, int layout_doa, Pcg32 *rng)
{
    if (!layout_doa) /* every other scenario: one draw, as it always was */
        return (int)pcg32_below(rng, CIVILIANS);
    /* The murderer of the 20, and a stand-in of the 19 others than the
     * Benefactor that only R19 uses: drawn whether the rule is on or not, so
     * that the rest of the deal (Person of Interest, motive, tokens) and the
     * game's streams are the same in both cells.  Under the rule the result
     * is uniform over the 19: 1/20 + 1/20 * 1/19 = 1/19 each. */
    int drawn = (int)pcg32_below(rng, CIVILIANS);
    int x = (int)pcg32_below(rng, CIVILIANS - 1);
    int benefactor = rules & RULE_DOA ? itk_doa_find_benefactor(card) : NOBODY;
    if (drawn != benefactor)
        return drawn;
    return x + (x >= benefactor);
}
