/*
 * playout.c — uniformly random play.
 *
 * Most phases' legal actions are one set (civilians, blocks, tokens), or a set
 * times a small range, in ascending order.  For those, the k-th action of
 * itk_game_legal's list can be named without writing the list, which is where a
 * random game spends most of its time.  itk_game_random_action therefore returns
 * exactly legal.a[pcg32_below(rng, legal.n)], drawing the same number.  The
 * investigation, whose list holds several kinds of actions, is one set per
 * kind taken in turn (movegen.h); only the rare phases fall back to the list
 * (games/itk/tests/core/playout_test.c checks the two agree at
 * every step).
 *
 * itk_game_random_step, the playouts' step, goes further: it plays the drawn
 * action through its apply.h function, so a random game dispatches once per
 * decision, on the phase, rather than again on the action's kind in
 * itk_game_apply.
 */
#include "games/itk/core/playout.h"

#include <assert.h>
#include <stddef.h>

#include "games/itk/core/apply.h"
#include "games/itk/core/bomb.h"
#include "games/itk/core/movegen.h"

/* One member of `set`, uniformly. */
static int draw_in(uint32_t set, Pcg32 *rng)
{
    return bits_nth(set, pcg32_below(rng, (uint32_t)bits_count(set)));
}

/* One of `set`, uniformly, as an action of `kind`. */
static Action pick_in(int kind, uint32_t set, Pcg32 *rng) { return ACTION(kind, draw_in(set, rng), 0); }

/* A pair (member of `set`, value below `values`), in set-major order. */
static Action pick_pair(int kind, uint32_t set, uint32_t values, uint32_t second_of, Pcg32 *rng)
{
    uint32_t k = pcg32_below(rng, (uint32_t)bits_count(set) * values);
    uint32_t b = second_of ? (uint32_t)bits_nth(second_of, k % values) : k % values;
    return ACTION(kind, bits_nth(set, k / values), b);
}

/* Per phase: the k-th action of the phase's list, for a uniform k. */

static Action pick_start(Pcg32 *rng) { return pick_in(ACT_START, (1u << CITY_BLOCKS) - 1, rng); }

static Action pick_intimidation(const Game *g, Pcg32 *rng)
{
    return pick_in(ACT_INTIMIDATE, itk_movegen_intimidation_choices(g), rng);
}

/* R20, in itk_game_legal's order: the murders (none when the bomb is due), the
 * refusal, the bombs.  The generator stays out of the bomb's calls: a call
 * that takes it would keep it in memory in the playout loop. */
static Action pick_murder(const Game *g, Pcg32 *rng)
{
    CivSet victims = itk_game_legal_victims(g, 0), bombs = 0;
    if (g->rules & RULE_BOMB) {
        bombs = itk_game_bomb_victims(g);
        victims = itk_bomb_due(g) ? 0 : victims;
    }
    uint32_t n = (uint32_t)bits_count(victims);
    uint32_t k = pcg32_below(rng, n + 1 + (uint32_t)bits_count(bombs)); /* R17: refusing is always listed */
    if (k < n)
        return ACTION(ACT_MURDER, bits_nth(victims, k), 0);
    return k == n ? ACTION(ACT_REFUSE, 0, 0) : ACTION(ACT_BOMB, bits_nth(bombs, k - n - 1), 0);
}

/* R16: (civilian on the crime scene, target block), civilian-major (movegen.c). */
static Action pick_displacement(const Game *g, Pcg32 *rng)
{
    BlockSet targets = itk_movegen_displace_targets(g);
    return pick_pair(ACT_DISPLACE, g->in_block[g->detective], (uint32_t)bits_count(targets), targets, rng);
}

/* R8-R10, R18: the k-th action of the investigation's sets taken in turn (movegen.h). */
static Action pick_investigation(const Game *g, Pcg32 *rng)
{
    uint32_t set[INVESTIGATE_SEGMENTS], n = 0;
    itk_movegen_investigate_choices(g, set);
    for (int i = 0; i < INVESTIGATE_SEGMENTS; i++)
        n += (uint32_t)bits_count(set[i]);
    uint32_t k = pcg32_below(rng, n);
    int i = 0;
    for (; k >= (uint32_t)bits_count(set[i]); i++)
        k -= (uint32_t)bits_count(set[i]);
    return ACTION(itk_investigate_kind[i], bits_nth(set[i], k), 0);
}

static Action pick_question(const Game *g, Pcg32 *rng) { return pick_pair(ACT_ASK, g->to_ask, QUESTIONS, 0, rng); }

static Action pick_token(const Game *g, Pcg32 *rng) { return pick_in(ACT_DRAW, g->stack, rng); }

static Action pick_group_move(const Game *g, Pcg32 *rng)
{
    BlockSet open = itk_movegen_open_blocks(g);
    uint32_t n = 1; /* GROUP_DONE */
    for (CivSet t = g->may_move; t; t = bits_rest(t))
        n += (uint32_t)bits_count(city_adjacent(g->pos[bits_first(t)]) & open);
    uint32_t k = pcg32_below(rng, n);
    for (CivSet t = g->may_move; t; t = bits_rest(t)) {
        int c = bits_first(t);
        BlockSet to = city_adjacent(g->pos[c]) & open;
        if (k < (uint32_t)bits_count(to))
            return ACTION(ACT_GROUP_MOVE, c, bits_nth(to, k));
        k -= (uint32_t)bits_count(to);
    }
    return ACTION(ACT_GROUP_DONE, 0, 0);
}

static Action pick_accusation(const Game *g, Pcg32 *rng)
{
    return pick_pair(ACT_ACCUSE, g->alive, (uint32_t)bits_count(g->motives), g->motives, rng);
}

/* The phases with several kinds of actions, and the rare ones: from the list. */
static Action pick_listed(const Game *g, Pcg32 *rng)
{
    ActionList legal;
    itk_game_legal(g, &legal);
    return legal.a[pcg32_below(rng, (uint32_t)legal.n)];
}

Action itk_game_random_action(const Game *g, Pcg32 *rng)
{
    switch (g->phase) {
    case PH_START: return pick_start(rng);
    case PH_INTIMIDATE: return pick_intimidation(g, rng);
    case PH_MURDER: return pick_murder(g, rng);
    case PH_DISPLACE: return pick_displacement(g, rng);
    case PH_INVESTIGATE: return pick_investigation(g, rng);
    case PH_ASK: return pick_question(g, rng);
    case PH_DRAW: return pick_token(g, rng);
    case PH_GROUP_MOVE: return pick_group_move(g, rng);
    case PH_ACCUSE: return pick_accusation(g, rng);
    default: return pick_listed(g, rng);
    }
}

/* itk_game_random_step's body, inlined into the playout loop by force: in the
 * whole program gcc otherwise leaves a call per decision, and the loop then
 * keeps the generator in memory (about 5% of games/s). */
static inline __attribute__((always_inline)) void random_step(Game *g, Pcg32 *rng)
{
    Action x;
    switch (g->phase) {
    case PH_START: itk_apply_start(g, action_a(pick_start(rng))); break;
    case PH_INTIMIDATE: itk_apply_intimidate(g, action_a(pick_intimidation(g, rng))); break;
    case PH_MURDER:
        x = pick_murder(g, rng);
        if (action_kind(x) == ACT_MURDER)
            itk_apply_murder(g, action_a(x));
        else if (action_kind(x) == ACT_REFUSE)
            itk_apply_refuse(g);
        else
            itk_game_apply(g, x); /* R20 */
        break;
    case PH_DISPLACE:
        x = pick_displacement(g, rng);
        itk_apply_displace(g, action_a(x), action_b(x));
        break;
    case PH_INVESTIGATE: /* the Detective's moves inline, the rest through itk_game_apply */
        x = pick_investigation(g, rng);
        if (action_kind(x) == ACT_MOVE)
            itk_apply_move(g, action_a(x));
        else
            itk_game_apply(g, x);
        break;
    case PH_ASK:
        x = pick_question(g, rng);
        itk_apply_ask(g, action_a(x), action_b(x));
        break;
    case PH_DRAW: itk_apply_draw(g, action_a(pick_token(g, rng))); break;
    case PH_GROUP_MOVE:
        x = pick_group_move(g, rng);
        if (action_kind(x) == ACT_GROUP_MOVE)
            itk_apply_group_move(g, action_a(x), action_b(x));
        else
            itk_apply_group_done(g);
        break;
    case PH_ACCUSE:
        x = pick_accusation(g, rng);
        itk_apply_accuse(g, action_a(x), action_b(x));
        break;
    default: itk_game_apply(g, pick_listed(g, rng)); return; /* itk_game_apply checks */
    }
#ifdef NOIRLAB_CHECKS
    assert(itk_game_check(g) == NULL);
#endif
}

void itk_game_random_step(Game *g, Pcg32 *rng) { random_step(g, rng); }

int itk_game_random_playout(Game *g, Pcg32 *rng)
{
    int n = 0;
    for (; !game_over(g); n++)
        random_step(g, rng);
    return n;
}

uint64_t itk_game_outcome_signature(uint64_t sig, const Game *g)
{
    return seed_mix(sig ^ ((uint64_t)g->winner | (uint64_t)g->n_victims << 4 | (uint64_t)g->round << 8 |
                           (uint64_t)g->refusals << 12));
}

/* The list path: every decision through itk_game_legal and itk_game_apply. */
static int listed_playout(Game *g, Pcg32 *rng)
{
    ActionList legal;
    int n = 0;
    for (; !game_over(g); n++) {
        itk_game_legal(g, &legal);
        itk_game_apply(g, legal.a[pcg32_below(rng, (uint32_t)legal.n)]);
    }
    return n;
}

/* The loop of itk_game_random_games and itk_game_listed_games, specialised for each. */
static inline __attribute__((always_inline)) uint64_t self_play(const Deck *deck, const Layout *layout,
                                                                MotiveSet motives, Switches sw, uint64_t seed,
                                                                long games, long *decisions_out, int listed)
{
    uint64_t sig = 0;
    long decisions = 0;
    DealPlan plan;
    if (itk_deal_plan(&plan, deck, layout, motives, sw))
        return 0;
    for (long i = 0; i < games; i++) {
        uint64_t s = seed_for_game(seed, 0, (uint64_t)i);
        Pcg32 rng_deal, rng_play;
        pcg32_seed(&rng_deal, s, 0);
        pcg32_seed(&rng_play, s, 1);
        Game g;
        if (itk_deal_planned(&plan, &g, NULL, &rng_deal))
            return 0;
        decisions += listed ? listed_playout(&g, &rng_play) : itk_game_random_playout(&g, &rng_play);
        sig = itk_game_outcome_signature(sig, &g);
    }
    if (decisions_out)
        *decisions_out = decisions;
    return sig;
}

/* noinline, noclone as their twin itk_plain_random_games (games/itk/plain/random_games.c). */
__attribute__((noinline, noclone)) uint64_t itk_game_random_games(const Deck *deck, const Layout *layout,
                                                              MotiveSet motives, Switches sw, uint64_t seed,
                                                              long games, long *decisions_out)
{
    return self_play(deck, layout, motives, sw, seed, games, decisions_out, 0);
}

__attribute__((noinline, noclone)) uint64_t itk_game_listed_games(const Deck *deck, const Layout *layout,
                                                              MotiveSet motives, Switches sw, uint64_t seed,
                                                              long games, long *decisions_out)
{
    return self_play(deck, layout, motives, sw, seed, games, decisions_out, 1);
}
