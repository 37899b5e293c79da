/*
 * game_match.c — one game of any game between two policies (game_match.h).
 */
#include "game_match.h"

#include <stdlib.h>

#include "../base/xalloc.h"
#include "match.h"

/* Stream i of a game's seed: chance 0, then the seat's stream 1 + seat, as
 * Intent to Kill's match.h numbers them. */
enum { STREAM_CHANCE = MATCH_STREAM_CHANCE, STREAMS = MATCH_STREAMS };
_Static_assert(MATCH_STREAM_MURDERER == 1 + GAME_HIDER && MATCH_STREAM_DETECTIVE == 1 + GAME_SEEKER,
               "a seat's stream is 1 + seat");

static void *scratch(size_t size) { return xcalloc(1, size); }

void game_match_init(GameMatch *m, const GameClass *game, const void *params)
{
    m->game = game;
    m->params = params;
    m->state = scratch(game->state_size);
    m->view = scratch(game->view_size);
    m->setup = scratch(game->setup_size);
}

void game_match_free(GameMatch *m)
{
    free(m->state);
    free(m->view);
    free(m->setup);
    m->state = m->view = m->setup = NULL;
}

static void start_policy(GameMatch *m, GamePolicy *p)
{
    if (!p->cls->new_game)
        return;
    m->game->view(m->state, p->seat, m->view);
    p->cls->new_game(p->state, m->view);
}

/* A policy's move: the only legal action without asking it (no random number
 * is drawn), else its choice on its seat's view. */
static GameAction ask(GameMatch *m, GamePolicy *p, const GameActions *legal, Pcg32 *rng)
{
    if (legal->n == 1)
        return legal->a[0];
    if (!p->needs_view)
        return p->cls->choose(p->state, NULL, legal, rng);
    m->game->view(m->state, p->seat, m->view);
    return p->cls->choose(p->state, m->view, legal, rng);
}

int game_match_play(GameMatch *m, GamePolicy *seeker, GamePolicy *hider, uint64_t seed, GameOutcome *out,
                    const GameMatchObserver *obs)
{
    const GameClass *game = m->game;
    Pcg32 rng[STREAMS];
    for (int i = 0; i < STREAMS; i++)
        pcg32_seed(&rng[i], seed, (uint64_t)i);
    if (game->deal(m->params, &rng[STREAM_CHANCE], m->setup, m->state))
        return -1;
    if (obs && obs->on_setup)
        obs->on_setup(obs->ctx, m->setup);
    start_policy(m, hider);
    start_policy(m, seeker);

    GameActions legal;
    int decisions = 0;
    for (int seat; (seat = game->to_move(m->state)) != GAME_NOBODY; decisions++) {
        game->legal(m->state, &legal);
        GameAction a;
        switch (seat) {
        case GAME_CHANCE: a = legal.a[pcg32_below(&rng[STREAM_CHANCE], (uint32_t)legal.n)]; break;
        case GAME_HIDER: a = ask(m, hider, &legal, &rng[1 + GAME_HIDER]); break;
        default: a = ask(m, seeker, &legal, &rng[1 + GAME_SEEKER]); break;
        }
        if (obs && obs->on_action)
            obs->on_action(obs->ctx, m->state, a);
        game->apply(m->state, a);
    }
    game->result(m->state, decisions, out);
    out->guess_tie = (uint8_t)(seeker->cls->guess_tie ? seeker->cls->guess_tie(seeker->state) : GAME_TIE_NONE);
    return 0;
}
