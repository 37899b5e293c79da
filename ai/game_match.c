/*
 * game_match.c — one game of any game between its seats' policies (game_match.h).
 */
#include "ai/game_match.h"

#include <stdlib.h>

#include "base/xalloc.h"

/* The streams a game draws from: chance's and every seat's (GameStream). */
enum { STREAMS = GAME_STREAM_DRAW };

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

static void start_policy(GameMatch *m, GamePolicy *p, uint64_t seed)
{
    if (p->cls->draw) {
        Pcg32 draw;
        pcg32_seed(&draw, seed, (uint64_t)(GAME_STREAM_DRAW + p->seat));
        p->cls->draw(p->state, &draw);
    }
    if (!p->cls->new_game)
        return;
    m->game->view(m->state, p->seat, m->view);
    p->cls->new_game(p->state, m->view);
}

/* A policy's move: the only legal action without asking it (no random number
 * is drawn; a class asked_forced is asked and draws none), else its choice
 * on its seat's view. */
static GameAction ask(GameMatch *m, GamePolicy *p, const GameActions *legal, Pcg32 *rng)
{
    if (legal->n == 1 && !p->cls->asked_forced)
        return legal->a[0];
    if (!p->needs_view)
        return p->cls->choose(p->state, NULL, legal, rng);
    m->game->view(m->state, p->seat, m->view);
    return p->cls->choose(p->state, m->view, legal, rng);
}

/* How the seeker's final guess broke a tie, as its policy reports it: a
 * two-seat game's notion (GameTie); NONE in other games. */
static int guess_tie(GamePolicy *const *seat, int seats)
{
    const GamePolicy *p = seats == GAME_SEATS ? seat[GAME_SEEKER] : NULL;
    return p && p->cls->guess_tie ? p->cls->guess_tie(p->state) : GAME_TIE_NONE;
}

int game_match_play(GameMatch *m, GamePolicy *const *seat, uint64_t seed, GameOutcome *out,
                    const GameMatchObserver *obs)
{
    const GameClass *game = m->game;
    int seats = game_seats(game, m->params);
    Pcg32 rng[STREAMS];
    for (int i = 0; i < STREAMS; i++)
        pcg32_seed(&rng[i], seed, (uint64_t)i);
    if (game->deal(m->params, &rng[GAME_STREAM_CHANCE], m->setup, m->state))
        return -1;
    if (obs && obs->on_setup)
        obs->on_setup(obs->ctx, m->setup);
    for (int s = 0; s < seats; s++)
        start_policy(m, seat[s], seed);

    GameActions legal;
    int decisions = 0;
    for (int s; (s = game->to_move(m->state)) != GAME_NOBODY; decisions++) {
        game->legal(m->state, &legal);
        GameAction a = s == GAME_CHANCE ? legal.a[pcg32_below(&rng[GAME_STREAM_CHANCE], (uint32_t)legal.n)]
                                        : ask(m, seat[s], &legal, &rng[GAME_STREAM_SEAT + s]);
        if (obs && obs->stop && obs->stop(obs->ctx))
            return 1;
        if (obs && obs->on_action)
            obs->on_action(obs->ctx, m->state, a);
        game->apply(m->state, a);
    }
    game->result(m->state, decisions, out);
    out->guess_tie = (uint8_t)guess_tie(seat, seats);
    return 0;
}
