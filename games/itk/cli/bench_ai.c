/*
 * bench_ai.c — the policies' figures: belief updates per second, heuristic
 * games per second and strength (issue 4), ISMCTS iterations per second and
 * tree size (issue 5).  Each strength row's counts also go into the signature;
 * the ISMCTS games' moves have a signature of their own (ismcts_signature).
 */
#include <stdio.h>

#include "analysis/stats.h"
#include "games/itk/ai/belief.h"
#include "games/itk/ai/heuristic.h"
#include "games/itk/ai/ismcts_itk.h"
#include "games/itk/cli/bench_itk.h"

enum { AI_SEED = 424242 };

static MatchConfig beginner(void)
{
    const ItkBenchData *d = itk_bench_data();
    return (MatchConfig){.deck = d->deck, .layout = d->layout, .motives = d->motives};
}

void itk_bench_belief(const BenchContext *ctx, BenchReport *r)
{
    if (ctx->signatures_only)
        return;
    MatchConfig cfg = beginner();
    bench_add_rate(r, "belief_updates_per_s", "belief engine, one observation each",
                   itk_belief_updates_per_s(&cfg, ctx->quick ? 200 : 2000, AI_SEED), "updates/s/core", BENCH_THREAD_CPU);
}

/* The strength table: Detective win rate per pairing with its Wilson 95% interval. */
void itk_bench_heuristic(const BenchContext *ctx, BenchReport *r)
{
    MatchConfig cfg = beginner();
    StrengthRow rows[STRENGTH_ROWS];
    long games = ctx->quick ? 200 : 4000;
    if (itk_heuristic_strength(&cfg, games, AI_SEED, rows)) {
        fprintf(stderr, "noirlab bench: the beginner layout cannot be dealt\n");
        return;
    }
    static const char *const keys[STRENGTH_ROWS][3] = {
        {"win_heuristic_vs_random", "win_heuristic_vs_random_lo", "win_heuristic_vs_random_hi"},
        {"win_random_vs_heuristic", "win_random_vs_heuristic_lo", "win_random_vs_heuristic_hi"},
        {"win_heuristic_vs_heuristic", "win_heuristic_vs_heuristic_lo", "win_heuristic_vs_heuristic_hi"},
        {"win_random_vs_random", "win_random_vs_random_lo", "win_random_vs_random_hi"},
    };
    for (int i = 0; i < STRENGTH_ROWS; i++) {
        Interval ci = wilson_interval((uint64_t)rows[i].detective_wins, (uint64_t)rows[i].games, Z95);
        bench_add(r, keys[i][0], "Detective win rate (detective vs murderer, beginner)", rows[i].rate, "");
        bench_add(r, keys[i][1], "  Wilson 95% low", ci.lo, "");
        bench_add(r, keys[i][2], "  Wilson 95% high", ci.hi, "");
        bench_sign(r, (uint64_t)rows[i].detective_wins << 32 | (uint64_t)rows[i].games);
    }
    if (ctx->signatures_only)
        return;
    bench_add_rate(r, "heuristic_games_per_s", "heuristic vs heuristic games",
                   itk_heuristic_games_per_s(&cfg, ctx->quick ? 100 : 1000, AI_SEED), "games/s/core", BENCH_THREAD_CPU);
}

void itk_bench_ismcts(const BenchContext *ctx, BenchReport *r)
{
    MatchConfig cfg = beginner();
    double tree_bytes = 0;
    uint64_t moves = 0;
    double rate = itk_ismcts_iterations_per_s(&cfg, ctx->quick ? 1 : 4, 1000, AI_SEED, 0, &tree_bytes, &moves);
    /* The searches' moves: a faster search must choose the same ones. */
    bench_add_signature(r, "ismcts_signature", moves);
    if (ctx->signatures_only)
        return;
    bench_add_rate(r, "ismcts_iterations_per_s", "ISMCTS, 1000 iterations a decision, beginner (opponent=tree)", rate, "iter/s/core",
                   BENCH_THREAD_CPU);
    bench_add(r, "ismcts_tree_bytes", "ISMCTS tree at 1000 iterations (mean)", tree_bytes, "bytes");
    /* The policy's default search, whose opponent's nodes ask the heuristic
     * player of their side (docs/ismcts.md, "The opponent model's cost"). */
    rate = itk_ismcts_iterations_per_s(&cfg, ctx->quick ? 1 : 4, 1000, AI_SEED, 1, NULL, NULL);
    bench_add_rate(r, "ismcts_model_iterations_per_s",
                   "ISMCTS with the opponent model (the Murderer's default search), beginner", rate, "iter/s/core",
                   BENCH_THREAD_CPU);
    /* The Detective's default search: heuristic rollouts, about thirty-five
     * times dearer an iteration, so one game (a few seconds of CPU). */
    rate = itk_ismcts_detective_iterations_per_s(&cfg, 1, ctx->quick ? 100 : 1000, AI_SEED);
    bench_add_rate(r, "ismcts_detective_iterations_per_s",
                   "ISMCTS Detective's default search (heuristic rollouts, depth 3) vs heuristic, beginner", rate,
                   "iter/s/core", BENCH_THREAD_CPU);
    /* A whole game between the two sides' default searches: what a
     * search-vs-search ladder cell pays per game. */
    uint64_t game_moves = 0;
    double game_s = itk_ismcts_game_cpu_s(&cfg, ctx->quick ? 1 : 3, ctx->quick ? 100 : 1000, AI_SEED, &game_moves);
    bench_add_rate(r, "ismcts_game_cpu_s", "ISMCTS vs ISMCTS, both sides' defaults, CPU seconds a game", game_s,
                   "s/game", BENCH_THREAD_CPU);
    bench_add_signature(r, "ismcts_game_signature", game_moves);
}
