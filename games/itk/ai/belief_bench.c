/*
 * belief_bench.c — how fast the belief engine follows a game (belief.h).
 */
#include <stdlib.h>

#include "base/cpu_clock.h"
#include "games/itk/ai/belief.h"
#include "games/itk/ai/match.h"
#include "games/itk/core/playout.h"

/* Follow one finished game observation by observation, as a policy would. */
static long follow(const Game *done, Belief *b)
{
    Game view;
    itk_game_view(done, SIDE_DETECTIVE, &view);
    int n = view.n_obs;
    view.n_obs = 0;
    itk_belief_init(b, &view, BELIEF_LIE_DEFAULT);
    for (int k = 1; k <= n; k++) { /* earlier records are prefixes of the last one */
        view.n_obs = (uint8_t)k;
        itk_belief_update(b, &view);
    }
    return n;
}

double itk_belief_updates_per_s(const MatchConfig *cfg, long games, uint64_t seed)
{
    Game *played = malloc((size_t)games * sizeof *played);
    Belief *b = malloc(sizeof *b);
    if (!played || !b) {
        free(played);
        free(b);
        return 0;
    }
    long n = 0;
    for (long i = 0; i < games; i++) {
        Pcg32 rng;
        Setup setup;
        pcg32_seed(&rng, seed_for_game(seed, 1, (uint64_t)i), 0);
        if (itk_deal_game(&played[n], &setup, cfg->deck, cfg->layout, cfg->motives, cfg->sw, &rng) == 0) {
            itk_game_random_playout(&played[n], &rng);
            n++;
        }
    }
    long updates = 0;
    double start = thread_cpu_seconds();
    for (long i = 0; i < n; i++)
        updates += follow(&played[i], b);
    double elapsed = thread_cpu_seconds() - start;
    free(played);
    free(b);
    return elapsed > 0 ? (double)updates / elapsed : 0;
}
