/*
 * bench_iface.c — what the game interface costs Intent to Kill: random vs
 * random games through ITK's own game loop (games/itk/ai/match.c, the campaign
 * runner's path before the interface) and through the interface's
 * (game_match_play, the runner's path now), the same games in one run.
 */
#include <stdio.h>

#include "ai/game_match.h"
#include "games/itk/ai/match.h"
#include "games/itk/cli/bench_itk.h"
#include "games/itk/itk_class.h"

enum { IFACE_SEED = 20261125 };

/* Fold an outcome as itk_match_signature folds Intent to Kill's own result. */
static uint64_t outcome_signature(uint64_t sig, const GameOutcome *o)
{
    GameResult r = {.winner = o->winner == GAME_NOBODY ? SIDE_NONE : o->winner, .accused_motive = (uint8_t)o->metric[ITK_ACCUSED_MOTIVE],
                    .murders = (uint8_t)o->metric[ITK_MURDERS], .refusals = (uint8_t)o->metric[ITK_REFUSALS],
                    .rounds = (uint8_t)o->metric[ITK_ROUNDS]};
    return itk_match_signature(sig, &r);
}

void itk_bench_iface(const BenchContext *ctx, BenchReport *r)
{
    if (ctx->signatures_only)
        return;
    char err[256];
    long games = ctx->quick ? 5000 : 100000;
    Policy det, mur;
    GamePolicy gdet, gmur;
    if (itk_policy_create(&det, "random", SIDE_DETECTIVE, err, sizeof err) ||
        itk_policy_create(&mur, "random", SIDE_MURDERER, err, sizeof err) ||
        game_policy_create(&gdet, &itk_game_class, "random", GAME_SEEKER, err, sizeof err) ||
        game_policy_create(&gmur, &itk_game_class, "random", GAME_HIDER, err, sizeof err)) {
        fprintf(stderr, "noirlab bench: %s\n", err);
        return;
    }
    const ItkBenchData *d = itk_bench_data();
    MatchConfig cfg = {d->deck, d->layout, d->motives, (Switches){0}};
    ItkParams params = {d->catalog, d->layout, d->motives, (Switches){0}};
    GameMatch m;
    game_match_init(&m, &itk_game_class, &params);
    GamePolicy *seat[GAME_SEATS] = {[GAME_HIDER] = &gmur, [GAME_SEEKER] = &gdet};
    uint64_t own_sig = 0, iface_sig = 0;

    double t0 = bench_cpu_clock();
    for (long g = 0; g < games; g++) {
        GameResult res;
        itk_match_play(&cfg, &det, &mur, seed_for_game(IFACE_SEED, 0, (uint64_t)g), &res, NULL);
        own_sig = itk_match_signature(own_sig, &res);
    }
    double t1 = bench_cpu_clock();
    for (long g = 0; g < games; g++) {
        GameOutcome o;
        game_match_play(&m, seat, seed_for_game(IFACE_SEED, 0, (uint64_t)g), &o, NULL);
        iface_sig = outcome_signature(iface_sig, &o);
    }
    double t2 = bench_cpu_clock();

    game_match_free(&m);
    itk_policy_destroy(&det);
    itk_policy_destroy(&mur);
    game_policy_destroy(&gdet);
    game_policy_destroy(&gmur);
    double own = (double)games / (t1 - t0), iface = (double)games / (t2 - t1);
    bench_add_rate(r, "match_games_per_s", "Intent to Kill's own game loop (match_play), random vs random", own,
                   "games/s/core", BENCH_THREAD_CPU);
    bench_add_rate(r, "iface_games_per_s", "the same games through the game interface (game_match_play)", iface,
                   "games/s/core", BENCH_THREAD_CPU);
    bench_add(r, "iface_match_ratio", "  interface / own loop", iface / own, "x");
    bench_add(r, "iface_agrees", "interface signature equals own loop's", own_sig == iface_sig, "bool");
}
