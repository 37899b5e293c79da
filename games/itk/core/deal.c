/*
 * deal.c — the random deal of a game (rulebook setup steps 6-10, R12, R15).
 */
#include "games/itk/core/deal.h"

#include "games/itk/core/doa.h"
#include "games/itk/core/victim.h"

/* Move a uniformly chosen member of pool[from..n) to position `from`. */
static void pick_into(uint8_t *pool, int from, int n, Pcg32 *rng)
{
    int j = from + (int)pcg32_below(rng, (uint32_t)(n - from));
    uint8_t t = pool[from];
    pool[from] = pool[j];
    pool[j] = t;
}

/* Choose k distinct cards of group `group` (any group when group < 0) into out. */
static int draw_cards(const Deck *deck, int group, int k, uint8_t *out, Pcg32 *rng)
{
    uint8_t pool[MAX_CARDS];
    int n = 0;
    for (int i = 0; i < deck->n; i++)
        if (group < 0 || deck->card[i].group == group)
            pool[n++] = (uint8_t)i;
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

/* One attempt at the whole deal; 1 when it must be redrawn, -1 when impossible. */
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
    for (int i = 0, b = 0, left = l->count[0]; i < CIVILIANS; i++) {
        while (left == 0)
            left = l->count[++b];
        s->card[i] = deck->card[chosen[i]];
        s->block[i] = (uint8_t)b;
        left--;
    }
    for (int b = 0; b < BUILDINGS; b++)
        s->building[b] = l->building[b];
    s->motives = motives;
    s->sw = sw;
    s->rules = sw.no_scenario_rules ? 0 : l->rules; /* REFERENCE §7 */
    s->murderer = (uint8_t)itk_doa_draw_murderer(s, (l->rules & RULE_DOA) != 0, rng); /* R19: never the Benefactor */
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
    s->supporters = NO_GROUP;

    if (itk_game_init(g, s))
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
    int sum = 0;
    for (int b = 0; b < CITY_BLOCKS; b++)
        sum += layout->count[b];
    if (sum != CIVILIANS || motives == 0 || (motives >> MOTIVES))
        return -1;
    for (int attempt = 0; attempt < 10000; attempt++) {
        int r = try_deal(game, out, deck, layout, motives, sw, rng);
        if (r <= 0)
            return r;
    }
    return -1;
}
