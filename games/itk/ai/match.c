/*
 * match.c — one game between two policies (match.h).
 */
#include "games/itk/ai/match.h"

static void seed_streams(Pcg32 rng[MATCH_STREAMS], uint64_t seed)
{
    for (int i = 0; i < MATCH_STREAMS; i++)
        pcg32_seed(&rng[i], seed, (uint64_t)i);
}

/* Chance's move: one of the equally likely legal actions, from the chance stream. */
static Action chance_move(const ActionList *legal, Pcg32 *chance)
{
    return legal->a[pcg32_below(chance, (uint32_t)legal->n)];
}

/* A policy's move in g: the only legal action without asking it (no random
 * number is drawn), else its choice on its side's view. */
static Action ask(Policy *p, const Game *g, const ActionList *legal, Pcg32 *rng)
{
    if (legal->n == 1) /* nothing to decide: the policy is not consulted */
        return legal->a[0];
    if (!p->cls->needs_view)
        return p->cls->choose(p->state, NULL, legal, rng);
    Game view;
    itk_game_view(g, p->side, &view);
    return p->cls->choose(p->state, &view, legal, rng);
}

/* Tell a policy a new game starts at g (its new_game, when it has one). */
static void start_policy(Policy *p, const Game *g)
{
    if (!p->cls->new_game)
        return;
    Game view;
    itk_game_view(g, p->side, &view);
    p->cls->new_game(p->state, &view);
}

static void fill_result(const Game *g, int decisions, GameResult *r)
{
    r->winner = g->winner;
    r->motive = g->motive;
    r->accused_motive = g->accused_motive;
    r->accused_right = g->accused == g->murderer;
    r->murders = g->n_victims;
    r->refusals = g->refusals;
    r->rounds = g->round;
    r->decisions = (uint16_t)decisions;
}

/* itk_match_play, in *g: the game is dealt into it and played to its end. */
static int play_in(const MatchConfig *cfg, Policy *detective, Policy *murderer, uint64_t seed, GameResult *result,
                   const MatchObserver *obs, Game *g)
{
    Pcg32 rng[MATCH_STREAMS];
    seed_streams(rng, seed);
    Setup setup;
    if (itk_deal_game(g, &setup, cfg->deck, cfg->layout, cfg->motives, cfg->sw, &rng[MATCH_STREAM_CHANCE]))
        return -1;
    if (obs && obs->on_setup)
        obs->on_setup(obs->ctx, &setup);
    start_policy(murderer, g);
    start_policy(detective, g);

    ActionList legal;
    int decisions = 0;
    while (!game_over(g)) {
        itk_game_legal(g, &legal);
        Action a;
        switch (itk_game_to_move(g)) {
        case SIDE_CHANCE: a = chance_move(&legal, &rng[MATCH_STREAM_CHANCE]); break;
        case SIDE_MURDERER: a = ask(murderer, g, &legal, &rng[MATCH_STREAM_MURDERER]); break;
        default: a = ask(detective, g, &legal, &rng[MATCH_STREAM_DETECTIVE]); break;
        }
        if (obs && obs->on_action)
            obs->on_action(obs->ctx, g, a);
        itk_game_apply(g, a);
        decisions++;
    }
    fill_result(g, decisions, result);
    return 0;
}

int itk_match_play(const MatchConfig *cfg, Policy *detective, Policy *murderer, uint64_t seed,
               GameResult *result, const MatchObserver *obs)
{
    Game g;
    return play_in(cfg, detective, murderer, seed, result, obs, &g);
}

int itk_match_play_final(const MatchConfig *cfg, Policy *detective, Policy *murderer, uint64_t seed,
                     GameResult *result, Game *final)
{
    return play_in(cfg, detective, murderer, seed, result, NULL, final);
}

uint64_t itk_match_signature(uint64_t sig, const GameResult *r)
{
    return seed_mix(sig ^ ((uint64_t)r->winner | (uint64_t)r->murders << 4 | (uint64_t)r->rounds << 8 |
                           (uint64_t)r->refusals << 12 | (uint64_t)r->accused_motive << 16));
}
