/*
 * deal.c — the random deal of a game (rulebook setup steps 6-10, R12, R15).
 */
#include "games/itk/core/deal.h"

#include "games/itk/core/doa.h"
#include "games/itk/core/victim.h"

#include <stddef.h>
#include <string.h>

/* Move a uniformly chosen member of pool[from..n) to position `from`, and
 * return it (from the register it was read into, not from the pool again). */
static uint8_t pick_into(uint8_t *pool, int from, int n, Pcg32 *rng)
{
    int j = from + (int)pcg32_below(rng, (uint32_t)(n - from));
    uint8_t picked = pool[j];
    pool[j] = pool[from];
    pool[from] = picked;
    return picked;
}

/* Choose k distinct cards of group `group` (any group when group < 0) into out. */
static int draw_cards(const Deck *deck, int group, int k, uint8_t *out, Pcg32 *rng)
{
    uint8_t pool[MAX_CARDS];
    int n = 0;
    if (group < 0) { /* the whole deck: every index, without a test per card */
        for (n = 0; n < deck->n; n++)
            pool[n] = (uint8_t)n;
    } else {
        for (int i = 0; i < deck->n; i++)
            if (deck->card[i].group == group)
                pool[n++] = (uint8_t)i;
    }
    if (k > n)
        return -1;
    for (int i = 0; i < k; i++)
        out[i] = pick_into(pool, i, n, rng);
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
 * are the plan's; then the game is started on the plan's board.  0, 1 when
 * it must be redrawn, -1 when impossible.  The deal builds a playable setup
 * by construction, so the game starts without itk_game_init's check: what
 * the deal does not choose itself is checked here (R19's Benefactor among
 * the 20) or in the plan (the layout's counts and rules, the deck's groups). */
static int try_deal(const DealPlan *p, Game *g, Setup *s, Pcg32 *rng)
{
    const Deck *deck = p->deck;
    const Layout *l = p->layout;
    uint8_t chosen[CIVILIANS];
    if (draw_civilians(deck, l, chosen, rng))
        return -1;
    if (!meets_draw_switches(deck, l, chosen, p->sw))
        return 1;
    if (has_quota(l)) /* quotas draw group by group: shuffle into the deal order */
        for (int i = 0; i < CIVILIANS; i++)
            pick_into(chosen, i, CIVILIANS, rng);
    for (int i = 0; i < CIVILIANS; i++)
        g->card[i] = deck->card[chosen[i]];
    s->murderer = (uint8_t)itk_doa_draw_murderer(g->card, s->rules, (l->rules & RULE_DOA) != 0,
                                                 rng); /* R19: never the Benefactor */
    s->poi = NOBODY;
    if (!p->sw.no_poi || (p->motives & (1u << MOTIVE_CULTIST))) { /* R12 */
        s->poi = (uint8_t)pcg32_below(rng, CIVILIANS - 1);
        s->poi += s->poi >= s->murderer;
    }
    s->motive = (uint8_t)random_member(p->motives, rng);
    uint8_t groups[GROUPS];
    for (int k = 0; k < GROUPS; k++)
        groups[k] = (uint8_t)k;
    for (int i = 0; i < DRAWN_TOKENS; i++)
        s->drawn[i] = pick_into(groups, i, GROUPS, rng);

    itk_game_copy_board(g, &p->board);
    itk_game_cast(g, s);
    if (itk_doa_breaks_r19(g->rules, g->benefactor, g->murderer))
        return -1;
    return itk_victim_motive_possible(g) ? 0 : 1; /* R12: redraw an impossible motive */
}

int itk_deal_plan(DealPlan *p, const Deck *deck, const Layout *layout, MotiveSet motives, Switches sw)
{
    Setup *s = &p->setup;
    /* The civilians are dealt into the blocks in index order (step 8). */
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
    for (int i = 0; i < deck->n; i++) /* itk_game_cast indexes the groups by a card's */
        if (deck->card[i].group >= GROUPS)
            return -1;
    s->supporters = NO_GROUP;
    itk_game_board(&p->board, s);
    p->deck = deck;
    p->layout = layout;
    p->motives = motives;
    p->sw = sw;
    return 0;
}

int itk_deal_planned(const DealPlan *p, Game *game, Setup *out, Pcg32 *rng)
{
    /* The plan's setup but its cards (which try_deal writes into the game,
     * and the Setup gets only when asked for) and its identities (drawn). */
    _Static_assert(offsetof(Setup, block) == sizeof(Card) * CIVILIANS, "the cards open a Setup");
    Setup own, *s = out ? out : &own;
    memcpy(&s->block, &p->setup.block, sizeof(Setup) - offsetof(Setup, block));
    for (int attempt = 0; attempt < 10000; attempt++) {
        int r = try_deal(p, game, s, rng);
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

int itk_deal_random(Setup *out, const Deck *deck, const Layout *layout, MotiveSet motives, Switches sw,
                Pcg32 *rng)
{
    Game g;
    return itk_deal_game(&g, out, deck, layout, motives, sw, rng);
}

int itk_deal_game(Game *game, Setup *out, const Deck *deck, const Layout *layout, MotiveSet motives,
              Switches sw, Pcg32 *rng)
{
    DealPlan p;
    if (itk_deal_plan(&p, deck, layout, motives, sw))
        return -1;
    return itk_deal_planned(&p, game, out, rng);
}
