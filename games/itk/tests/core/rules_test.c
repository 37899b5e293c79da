/*
 * rules_test — property checks of the rules core after every action of
 * PROPERTY_GAMES uniformly random games (itk_game_random_playout's loop), dealt
 * from every layout of scenarios/ in turn with its full motive list and the
 * switches varied from game to game.
 *
 * The properties are computed here from the civilians' positions, not from
 * the core's own derived sets, and itk_game_check is asked as well:
 *   - at most 3 civilians per block (rulebook "City");
 *   - no civilian on a crime scene, except on the new one while the initial
 *     response clears it (R8) or waits for the evacuation before it (R22),
 *     and in D.O.A. with its rule (R19) one who stood there before the action:
 *     crime scenes keep their civilians, and nobody moves onto one;
 *   - at most 5 victims (R1), all dead, the murderer never one of them (R4);
 *     every civilian alive, a victim, or killed by the bomb beside its victim (R20);
 *   - the 9 group tokens conserved: drawn, stack, held or boxed, each once (R11);
 *   - at most 6 rounds, at most 2 refusals (R1, R2);
 *   - while the game is on, a non-empty legal list in ascending order;
 *   - every game ends with a winner.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <string.h>

#include <cmocka.h>

#include "games/itk/tests/core/rules_fixture.h"

#ifndef PROPERTY_GAMES
#define PROPERTY_GAMES 2000
#endif

/* The first broken property of g, the position after `before`, or NULL. */
static const char *broken_property(const Game *g, const Game *before)
{
    int per_block[CITY_BLOCKS] = {0};
    for (int c = 0; c < CIVILIANS; c++) {
        if (!(g->alive & (1u << c)))
            continue;
        int b = g->pos[c];
        if (b >= CITY_BLOCKS)
            return "a living civilian off the board";
        if (++per_block[b] > BLOCK_CAPACITY)
            return "more than 3 civilians in a block";
        int clearing = g->phase == PH_DISPLACE || g->phase == PH_EVACUATE; /* R8, R22 */
        int kept = (g->rules & RULE_DOA) && before->pos[c] == b;           /* R19 */
        if ((g->crime & (1u << b)) && !(clearing && b == g->detective) && !kept)
            return "a civilian on a crime scene";
    }
    if (g->n_victims > MAX_VICTIMS)
        return "more than 5 victims";
    for (int i = 0; i < g->n_victims; i++)
        if (g->alive & (1u << g->victims[i]))
            return "a victim is alive";
    if (!(g->alive & (1u << g->murderer)))
        return "the murderer is a victim";
    int bystanders = g->bomb_slot != NOBODY ? bits_count(g->bomb_dead) - 1 : 0; /* R20: dead, in no slot */
    if (bits_count(g->alive) + g->n_victims + bystanders != CIVILIANS)
        return "civilians lost";
    unsigned seen = 0, tokens = 0;
    for (int i = 0; i < DRAWN_TOKENS; i++) {
        tokens += !(seen & (1u << g->drawn[i]));
        seen |= 1u << g->drawn[i];
    }
    const unsigned places[] = {g->stack, g->held, g->boxed};
    for (int i = 0; i < 3; i++) {
        if (seen & places[i])
            return "a group token in two places";
        seen |= places[i];
        tokens += (unsigned)bits_count(places[i]);
    }
    if (seen != (1u << GROUPS) - 1 || tokens != GROUPS)
        return "group tokens not conserved";
    if (g->round < 1 || g->round > MAX_ROUNDS || g->refusals > 2)
        return "round or refusals out of range";
    return NULL;
}

static const char *broken_legal_list(const ActionList *l)
{
    if (l->n == 0)
        return "no legal action in a game that is not over";
    for (int i = 1; i < l->n; i++)
        if (l->a[i - 1] >= l->a[i])
            return "the legal actions are not in ascending order";
    return NULL;
}

/* Deal game `i` and play it out at random, checking after every action. */
static void play_checked(long i, long *actions)
{
    const Catalog *cat = fx_catalog();
    const Layout *l = &cat->layout[i % cat->n_layouts];
    static const uint8_t early[] = {0, 3, 4}, ban[] = {0, 4, 5};
    Switches sw = {(uint8_t)(i / 7 % 2), 0, early[i / 3 % 3], ban[i / 5 % 3]};
    uint64_t seed = seed_for_game(2024, 0, (uint64_t)i);
    Pcg32 rng_deal, rng_play;
    pcg32_seed(&rng_deal, seed, 0);
    pcg32_seed(&rng_play, seed, 1);
    Setup s;
    Game g;
    if (itk_deal_game(&g, &s, &cat->deck, l, l->motives, sw, &rng_deal) != 0)
        fail_msg("game %ld: layout %s cannot be dealt", i, l->key);

    ActionList legal;
    while (!game_over(&g)) {
        itk_game_legal(&g, &legal);
        const char *bad = broken_legal_list(&legal);
        if (bad)
            fail_msg("game %ld (%s), round %d, phase %d: %s", i, l->key, g.round, g.phase, bad);
        Game before = g;
        itk_game_apply(&g, legal.a[pcg32_bounded(&rng_play, (uint32_t)legal.n)]);
        (*actions)++;
        bad = broken_property(&g, &before);
        if (!bad)
            bad = itk_game_check(&g);
        if (bad)
            fail_msg("game %ld (%s), round %d, phase %d, after action %ld: %s", i, l->key, g.round, g.phase,
                     *actions, bad);
    }
    if (g.winner != SIDE_DETECTIVE && g.winner != SIDE_MURDERER)
        fail_msg("game %ld ended without a winner", i);
}

static void test_properties_hold_after_every_action_of_random_games(void **state)
{
    (void)state;
    long actions = 0;
    for (long i = 0; i < PROPERTY_GAMES; i++)
        play_checked(i, &actions);
    print_message("%ld actions\n", actions);
    assert_true(actions > PROPERTY_GAMES * 20L); /* the games were played, not skipped */
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_properties_hold_after_every_action_of_random_games),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
