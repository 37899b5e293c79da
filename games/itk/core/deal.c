/*
 * deal.c — the random deal of a game (rulebook setup steps 6-10, R12, R15).
 */
#include "games/itk/core/deal.h"

#include "games/itk/core/doa.h"
#include "games/itk/core/victim.h"

#include <string.h>

/* Move a uniformly chosen member of pool[from..n) to position `from`. */
static void pick_into(uint8_t *pool, int from, int n, Pcg32 *rng)
{
    int j = from + (int)pcg32_below(rng, (uint32_t)(n - from));
    uint8_t t = pool[from];
    pool[from] = pool[j];
    pool[j] = t;
}

/* Every deck index in order: the pool of a draw from the whole deck. */
static const uint8_t every_card[MAX_CARDS] = {
    0,  1,  2,  3,  4,  5,  6,  7,  8,  9,  10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21,
    22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43,
    44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63,
};
_Static_assert(MAX_CARDS == 64, "every_card lists the indices below MAX_CARDS");

/* Choose k distinct cards of group `group` (any group when group < 0) into out. */
static int draw_cards(const Deck *deck, int group, int k, uint8_t *out, Pcg32 *rng)
{
    uint8_t pool[MAX_CARDS];
    int n = 0;
    if (group < 0) {
        n = deck->n;
        memcpy(pool, every_card, (size_t)n);
    } else {
        for (int i = 0; i < deck->n; i++)
            if (deck->card[i].group == group)
                pool[n++] = (uint8_t)i;
    }
    if (k > n)
        return -1;
    for (int i = 0; i < k; i++) {
        pick_into(pool, i, n, rng);
        out[i] = pool[i];
    }
    return 0;
}

static int has_quota(const Layout *l)
{
    for (int k = 0; k < GROUPS; k++)
        if (l->quota[k] >= 0)
            return 1;
    return 0;
}

/* Step 6 with the scenario's rules: 20 deck indices into chosen[].  Without
 * quotas the draw is a partial Fisher-Yates shuffle, so chosen[] is already in
 * a uniformly random order: the deal order (step 8). */
static int draw_civilians(const Deck *deck, const Layout *l, uint8_t *chosen, Pcg32 *rng)
{
    if (!has_quota(l))
        return draw_cards(deck, -1, CIVILIANS, chosen, rng);
    int n = 0;
    uint8_t free_groups[GROUPS];
    int n_free = 0;
    for (int k = 0; k < GROUPS; k++) {
        if (l->quota[k] < 0) {
            free_groups[n_free++] = (uint8_t)k;
            continue;
        }
        if (n + l->quota[k] > CIVILIANS || draw_cards(deck, k, l->quota[k], chosen + n, rng))
            return -1;
        n += l->quota[k];
    }
    /* R15: rest_each civilians from each of rest_groups groups drawn at random. */
    for (int i = 0; i < l->rest_groups && l->rest_each > 0; i++) {
        if (i >= n_free)
            return -1;
        pick_into(free_groups, i, n_free, rng);
        if (n + l->rest_each > CIVILIANS || draw_cards(deck, free_groups[i], l->rest_each, chosen + n, rng))
            return -1;
        n += l->rest_each;
    }
    return n == CIVILIANS ? 0 : -1;
}

static int meets_draw_switches(const Deck *deck, const Layout *l, const uint8_t *chosen, Switches sw)
{
    if (l->required_card < 0 && sw.min_groups == 0) /* most deals: nothing to check */
        return 1;
    unsigned groups = 0;
    int required = l->required_card < 0;
    for (int i = 0; i < CIVILIANS; i++) {
        groups |= 1u << deck->card[chosen[i]].group;
        required |= chosen[i] == l->required_card;
    }
    return required && bits_count(groups) >= sw.min_groups;
}

static int random_member(MotiveSet set, Pcg32 *rng)
{
    int k = (int)pcg32_below(rng, (uint32_t)bits_count(set));
    while (k--)
        set = (MotiveSet)bits_rest(set);
    return bits_first(set);
}

/* One attempt at the drawn part of the deal: the cards into g->card, and the
 * hidden identities into s, whose other fields (but its cards, left unread)
 * itk_deal_game has set; then the game is started.  0, 1 when it must be
 * redrawn, -1 when impossible.  The deal builds a playable setup by
 * construction, so the game starts without itk_game_init's check: what the
 * deal does not choose itself (the layout's counts and rules, the deck's
 * groups, R19's Benefactor among the 20) is checked here or in itk_deal_game. */
static int try_deal(Game *g, Setup *s, const Deck *deck, const Layout *l, MotiveSet motives, Switches sw,
                    Pcg32 *rng)
{
    uint8_t chosen[CIVILIANS];
    if (draw_civilians(deck, l, chosen, rng))
        return -1;
    if (!meets_draw_switches(deck, l, chosen, sw))
        return 1;
    if (has_quota(l)) /* quotas draw group by group: shuffle into the deal order */
        for (int i = 0; i < CIVILIANS; i++)
            pick_into(chosen, i, CIVILIANS, rng);
    for (int i = 0; i < CIVILIANS; i++) {
        g->card[i] = deck->card[chosen[i]];
        if (g->card[i].group >= GROUPS)
            return -1;
    }
    s->murderer = (uint8_t)itk_doa_draw_murderer(g->card, s->rules, (l->rules & RULE_DOA) != 0,
                                                 rng); /* R19: never the Benefactor */
    s->poi = NOBODY;
    if (!sw.no_poi || (motives & (1u << MOTIVE_CULTIST))) { /* R12 */
        s->poi = (uint8_t)pcg32_below(rng, CIVILIANS - 1);
        s->poi += s->poi >= s->murderer;
    }
    s->motive = (uint8_t)random_member(motives, rng);
    uint8_t groups[GROUPS];
    for (int k = 0; k < GROUPS; k++)
        groups[k] = (uint8_t)k;
    for (int i = 0; i < DRAWN_TOKENS; i++) {
        pick_into(groups, i, GROUPS, rng);
        s->drawn[i] = groups[i];
    }

    itk_game_start(g, s);
    if ((s->rules & RULE_DOA) && (g->benefactor == NOBODY || g->benefactor == g->murderer)) /* R19 */
        return -1;
    return itk_victim_motive_possible(g) ? 0 : 1; /* R12: redraw an impossible motive */
}

int itk_deal_random(Setup *out, const Deck *deck, const Layout *layout, MotiveSet motives, Switches sw,
                Pcg32 *rng)
{
    Game g;
    return itk_deal_game(&g, out, deck, layout, motives, sw, rng);
}

int itk_deal_game(Game *game, Setup *out, const Deck *deck, const Layout *layout, MotiveSet motives,
              Switches sw, Pcg32 *rng)
{
    Setup own, *s = out ? out : &own;
    /* What no attempt changes: the civilians dealt into the blocks in index
     * order (step 8), the buildings, the motive set, the switches, the rules. */
    int dealt = 0;
    for (int b = 0; b < CITY_BLOCKS; b++) {
        if (layout->count[b] > BLOCK_CAPACITY || dealt + layout->count[b] > CIVILIANS)
            return -1;
        for (int k = 0; k < layout->count[b]; k++)
            s->block[dealt++] = (uint8_t)b;
    }
    if (dealt != CIVILIANS || motives == 0 || (motives >> MOTIVES))
        return -1;
    for (int b = 0; b < BUILDINGS; b++)
        s->building[b] = layout->building[b];
    s->motives = motives;
    s->sw = sw;
    s->rules = sw.no_scenario_rules ? 0 : layout->rules; /* REFERENCE §7 */
    if (s->rules & ~RULES_SIMULATED)
        return -1;
    s->supporters = NO_GROUP;
    for (int attempt = 0; attempt < 10000; attempt++) {
        int r = try_deal(game, s, deck, layout, motives, sw, rng);
        if (r < 0)
            return r;
        if (r == 0) {
            if (out)
                memcpy(out->card, game->card, sizeof out->card);
            return 0;
        }
    }
    return -1;
}
