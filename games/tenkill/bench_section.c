/*
 * bench_section.c — 10' to Kill's figures in `noirlab bench`: uniformly
 * random 4-player games per second per core (thread CPU time) for the core
 * and for the plain implementation, timed alternately in the same run, their
 * ratio, the heuristic's 4-player games per second through the game
 * interface, and the tenkill signature.
 *
 * The signature hashes the outcomes of fixed-seed random games for 2, 3 and
 * 4 players, each with the defaults and with every switch turned: it changes
 * only when the rules (or the random player) change.
 */
#include "games/tenkill/bench_section.h"

#include "ai/game_match.h"
#include "games/tenkill/bench.h"
#include "games/tenkill/playout.h"
#include "games/tenkill/plain/plain.h"
#include "games/tenkill/tenkill_class.h"

enum { TENKILL_BENCH_SEED = 20261128, ROUNDS = 3 };

/* players x {defaults, every switch away from its default}. */
static TenkillParams signature_params(int players, int switched)
{
    TenkillParams p;
    tenkill_params_default(&p);
    p.players = (uint8_t)players;
    if (switched) {
        p.move_adjacent = p.pass = p.sniper_block = p.police_kill = p.flee_adjacent = p.police_flee = 1;
        p.sniper_gaps = p.self_suspect = 0;
        p.police = 2;
        p.police_empty = TENKILL_EMPTY_RANDOM;
        p.scope_place = TENKILL_SCOPE_RANDOM;
        p.scopes = 6;
        p.other_target_zero = p.tiebreak_targets = 1;
    }
    return p;
}

static uint64_t signature(TenkillGamesFn play, long games)
{
    uint64_t sig = 0;
    for (int players = 2; players <= TENKILL_SEATS_MAX; players++)
        for (int switched = 0; switched < 2; switched++) {
            TenkillParams p = signature_params(players, switched);
            sig = seed_mix(sig ^ play(&p, TENKILL_BENCH_SEED, games, NULL));
        }
    return sig;
}

/* Heuristic players in all four seats, default parameters, through the
 * game interface as a campaign plays them (views, beliefs, the match loop):
 * games per second of this thread's CPU time.  Timed only: the signature
 * stays the random games' (tenkill_signature unchanged). */
static double heuristic_games_per_s(long games)
{
    const GameClass *g = &tenkill_game_class;
    TenkillParams p = signature_params(TENKILL_SEATS_MAX, 0);
    GamePolicy policy[TENKILL_SEATS_MAX], *seat[TENKILL_SEATS_MAX];
    char err[256];
    for (int s = 0; s < TENKILL_SEATS_MAX; s++) {
        if (game_policy_create(&policy[s], g, "heuristic", s, err, sizeof err))
            return 0; /* not registered: the figure reads 0 */
        seat[s] = &policy[s];
    }
    GameMatch m;
    game_match_init(&m, g, &p);
    GameOutcome out;
    long played = 0;
    double start = bench_cpu_clock();
    for (long i = 0; i < games; i++)
        played += game_match_play(&m, seat, seed_mix(TENKILL_BENCH_SEED + 2 + (uint64_t)i), &out, NULL) == 0;
    double seconds = bench_cpu_clock() - start;
    game_match_free(&m);
    for (int s = 0; s < TENKILL_SEATS_MAX; s++)
        game_policy_destroy(&policy[s]);
    return seconds > 0 ? (double)played / seconds : 0;
}

void tenkill_bench_section(const BenchContext *ctx, BenchReport *r)
{
    long sig_games = ctx->quick ? 100 : 1000;
    uint64_t core_sig = signature(tenkill_random_games, sig_games);
    bench_add_signature(r, "tenkill_signature", core_sig);
    if (ctx->signatures_only)
        return;
    uint64_t plain_sig = signature(tenkill_plain_random_games, sig_games);
    TenkillParams p = signature_params(4, 0);
    long games = ctx->quick ? 4000 : 100000, plain_games = games / 10;
    TenkillBench b;
    double core_s = 0, plain_s = 0;
    long core_n = 0, plain_n = 0, actions = 0;
    for (int i = 0; i < ROUNDS; i++) { /* alternate, so that both see the same machine */
        tenkill_bench_random_games(tenkill_random_games, &p, TENKILL_BENCH_SEED + 1 + (uint64_t)i, games / ROUNDS, &b);
        core_s += b.cpu_seconds;
        core_n += b.games;
        actions += b.actions;
        tenkill_bench_random_games(tenkill_plain_random_games, &p, TENKILL_BENCH_SEED + 1 + (uint64_t)i,
                                   plain_games / ROUNDS, &b);
        plain_s += b.cpu_seconds;
        plain_n += b.games;
    }
    double rate = core_s > 0 ? (double)core_n / core_s : 0, plain_rate = plain_s > 0 ? (double)plain_n / plain_s : 0;
    bench_add_rate(r, "tenkill_games_per_s", "10' to Kill core, 4 random players, defaults", rate, "games/s/core",
                   BENCH_THREAD_CPU);
    bench_add_rate(r, "tenkill_plain_games_per_s", "10' to Kill plain implementation, same games", plain_rate,
                   "games/s/core", BENCH_THREAD_CPU);
    bench_add(r, "tenkill_plain_ratio", "10' to Kill core / plain", plain_rate > 0 ? rate / plain_rate : 0, "x");
    bench_add(r, "tenkill_actions_per_game", "decisions per random 4-player game",
              core_n ? (double)actions / (double)core_n : 0, "");
    bench_add_rate(r, "tenkill_heuristic_games_per_s", "10' to Kill, 4 heuristic players, defaults",
                   heuristic_games_per_s(ctx->quick ? 40 : 2000), "games/s/core", BENCH_THREAD_CPU);
    bench_add(r, "tenkill_plain_agrees", "10' to Kill plain signature equals core signature", core_sig == plain_sig,
              "bool");
}
