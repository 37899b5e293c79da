/*
 * noir_match.c — one game of NOIR between two policies (noir_match.h).
 */
#include "noir_match.h"

#include "sim/noir/infoset.h"

int noir_match_play(const NoirParams *p, NoirPolicy *killer, NoirPolicy *inspector, uint64_t seed, NoirResult *out)
{
    Pcg32 rng[3];
    for (int i = 0; i < 3; i++)
        pcg32_seed(&rng[i], seed, (uint64_t)i);
    NoirSetup setup;
    NoirGame g;
    NoirSeatView view;
    noir_deal(&setup, p, &rng[NOIR_STREAM_DEAL]);
    if (noir_init(&g, &setup))
        return -1;
    NoirPolicy *player[2] = {killer, inspector};
    for (int side = 0; side < 2; side++) { /* each follows the record from the start */
        noir_seat_view(&g, side, &view);
        player[side]->cls->new_game(player[side]->state, &view);
    }
    NoirActionList legal;
    while (!noir_over(&g)) {
        int side = noir_to_move(&g);
        noir_legal(&g, &legal);
        NoirAction x = legal.a[0];
        if (legal.n > 1) { /* a forced move asks no one and draws no number */
            noir_seat_view(&g, side, &view);
            x = player[side]->cls->choose(player[side]->state, &view, &legal, &rng[NOIR_STREAM_KILLER + side]);
        }
        noir_apply(&g, x);
    }
    *out = (NoirResult){g.winner, g.end, g.deaths, g.turns};
    return 0;
}
