/*
 * bench_noir.c — NOIR's figures (games/noir/docs/noir.md): uniformly random games per
 * second per core, in the measuring thread's CPU time, on the rulebook's game
 * (5x5, Classic, kill target 16, every N15 switch off) and on 4x4; the plain
 * implementation's rate on the same games; and the NOIR signature.
 *
 * The NOIR signature hashes the outcomes of fixed-seed random games in every
 * mode, on every grid size, with the N15 switches off and on: like the lab's
 * signature, it changes only when NOIR's rules (or the random player) change.
 * It is printed apart from the lab's signature, which stays Intent to Kill's.
 *
 * The search pair's figure: a whole game of the default "ismcts" on both
 * sides of the rulebook's game, in CPU seconds of the measuring thread (what
 * a search-vs-search campaign cell pays a game), over a few fixed-seed games;
 * their moves, hashed in order, are noir_search_game_signature (a faster
 * search that claims the same choices must keep it); then the same games at
 * each cheaper setting of the pair (cheap_pairs), and the defaults' cost
 * over its cost in the same run, a ratio less at the mercy of the load than
 * either figure.
 */
#include <stdio.h>

#include "ai/game_match.h"
#include "cli/bench.h"
#include "cli/game_benches.h"
#include "games/noir/core/bench.h"
#include "games/noir/core/playout.h"
#include "games/noir/noir_class.h"
#include "games/noir/plain/plain.h"

enum { NOIR_BENCH_SEED = 20261125 };

typedef uint64_t (*NoirGamesFn)(const NoirParams *p, uint64_t seed, long games, long *actions_out);

/* The signature's parameter sets: mode x grid side x {switches off, on}. */
static NoirParams signature_params(int mode, int side, int switched)
{
    NoirParams p = noir_params_default(side);
    p.mode = (uint8_t)mode;
    if (switched) { /* N15: each switch away from the seed's reading */
        p.disguise = 0;
        p.self_arrest = 0;
        p.identity_first = 1;
        p.first_kill_optional = 1;
    }
    return p;
}

/* The outcomes of `games` seeded games of every parameter set, hashed, as
 * played by one implementation. */
static uint64_t noir_signature(NoirGamesFn play, long games)
{
    uint64_t sig = 0;
    for (int mode = 0; mode < NOIR_MODES; mode++)
        for (int side = NOIR_MIN_SIDE; side <= NOIR_MAX_SIDE; side++)
            for (int switched = 0; switched < 2; switched++) {
                NoirParams p = signature_params(mode, side, switched);
                sig = seed_mix(sig ^ play(&p, NOIR_BENCH_SEED, games, NULL));
            }
    return sig;
}

/* Games per second of thread CPU time, `games` random games on p. */
static double core_rate(const NoirParams *p, long games, NoirBench *b)
{
    if (noir_bench_random_games(p, NOIR_BENCH_SEED + 1, games, 0, b) || b->cpu_seconds <= 0)
        return 0;
    return (double)b->games / b->cpu_seconds;
}

static void hash_action(void *ctx, const void *state_before, GameAction a)
{
    (void)state_before;
    uint64_t *moves = ctx;
    *moves = seed_mix(*moves ^ a);
}

/* CPU seconds a game of `spec` against itself on the rulebook's game, over
 * `games` games from NOIR_BENCH_SEED; *moves gets every action of them
 * hashed in order.  0 when the spec or the game cannot be set up. */
static double search_game_cpu_s(const char *spec, long games, uint64_t *moves)
{
    GamePolicy killer, inspector;
    char err[256];
    if (game_policy_create(&killer, &noir_game_class, spec, NOIR_KILLER, err, sizeof err))
        return fprintf(stderr, "noirlab bench: %s\n", err), 0;
    if (game_policy_create(&inspector, &noir_game_class, spec, NOIR_INSPECTOR, err, sizeof err)) {
        game_policy_destroy(&killer);
        return fprintf(stderr, "noirlab bench: %s\n", err), 0;
    }
    NoirParams rulebook = noir_params_default(NOIR_DEFAULT_SIDE);
    GameMatch m;
    game_match_init(&m, &noir_game_class, &rulebook);
    GamePolicy *seats[GAME_SEATS] = {[GAME_HIDER] = &killer, [GAME_SEEKER] = &inspector};
    GameMatchObserver observer = {.on_action = hash_action, .ctx = moves};
    long played = 0;
    double t0 = bench_cpu_clock();
    for (long i = 0; i < games; i++) {
        GameOutcome o;
        if (game_match_play(&m, seats, seed_for_game(NOIR_BENCH_SEED, 2, (uint64_t)i), &o, &observer))
            break;
        played++;
    }
    double seconds = bench_cpu_clock() - t0;
    game_match_free(&m);
    game_policy_destroy(&killer);
    game_policy_destroy(&inspector);
    return played ? seconds / (double)played : 0;
}

/* A cheaper setting of the search pair, both sides alike: its SPEC (and the
 * quick run's, with the defaults' small search) and its figures' keys, which
 * are stable. */
typedef struct CheapPair {
    const char *spec, *quick_spec;
    const char *cpu_key, *cpu_label, *ratio_key, *ratio_label;
} CheapPair;

/* The horizons with the fitted leaf score that were measured as strong as
 * the defaults on Classic 5x5 against the heuristic (docs/performance.md,
 * "NOIR's search pair"); a new one is added after the others. */
static const CheapPair cheap_pairs[] = {
    {"ismcts:depth=8,leaf=fit", "ismcts:iterations=50,depth=8,leaf=fit", "noir_search_fit8_game_cpu_s",
     "NOIR ismcts:depth=8,leaf=fit on both sides, 5x5, CPU seconds a game", "noir_search_fit8_ratio",
     "NOIR search pair, defaults / depth=8,leaf=fit, CPU a game"},
    {"ismcts:depth=4,leaf=fit", "ismcts:iterations=50,depth=4,leaf=fit", "noir_search_fit4_game_cpu_s",
     "NOIR ismcts:depth=4,leaf=fit on both sides, 5x5, CPU seconds a game", "noir_search_fit4_ratio",
     "NOIR search pair, defaults / depth=4,leaf=fit, CPU a game"},
};

/* The search pair at its defaults (the quick run: a small search, one game),
 * then at each cheap setting on the same games, and the defaults' cost over
 * each one's in this run. */
static void noir_bench_search(const BenchContext *ctx, BenchReport *r)
{
    uint64_t moves = 0;
    long games = ctx->quick ? 1 : 4;
    double s = search_game_cpu_s(ctx->quick ? "ismcts:iterations=50" : "ismcts", games, &moves);
    bench_add_rate(r, "noir_search_game_cpu_s", "NOIR ismcts vs ismcts, both sides' defaults, 5x5, CPU seconds a game",
                   s, "s/game", BENCH_THREAD_CPU);
    bench_add_signature(r, "noir_search_game_signature", moves);
    for (size_t i = 0; i < sizeof cheap_pairs / sizeof cheap_pairs[0]; i++) {
        const CheapPair *c = &cheap_pairs[i];
        uint64_t cheap_moves = 0;
        double cheap = search_game_cpu_s(ctx->quick ? c->quick_spec : c->spec, games, &cheap_moves);
        bench_add_rate(r, c->cpu_key, c->cpu_label, cheap, "s/game", BENCH_THREAD_CPU);
        bench_add(r, c->ratio_key, c->ratio_label, cheap > 0 ? s / cheap : 0, "x");
    }
}

static void noir_bench(const BenchContext *ctx, BenchReport *r)
{
    long sig_games = ctx->quick ? 100 : 1000;
    uint64_t core_sig = noir_signature(noir_random_games, sig_games);
    bench_add_signature(r, "noir_signature", core_sig);
    if (ctx->signatures_only)
        return;
    uint64_t plain_sig = noir_signature(noir_plain_random_games, sig_games);

    NoirParams rulebook = noir_params_default(NOIR_DEFAULT_SIDE), small = noir_params_default(NOIR_MIN_SIDE);
    long games = ctx->quick ? 20000 : 400000, plain_games = ctx->quick ? 2000 : 40000;
    NoirBench b;
    double rate = core_rate(&rulebook, games, &b);
    double actions = b.games ? (double)b.actions / (double)b.games : 0;
    double small_rate = core_rate(&small, games, &b);
    double t0 = bench_cpu_clock();
    noir_plain_random_games(&rulebook, NOIR_BENCH_SEED + 1, plain_games, NULL);
    double plain_rate = (double)plain_games / (bench_cpu_clock() - t0);

    bench_add_rate(r, "noir_games_per_s", "NOIR core, random vs random, 5x5 Classic (the rulebook's game)", rate,
                   "games/s/core", BENCH_THREAD_CPU);
    bench_add_rate(r, "noir_4x4_games_per_s", "NOIR core, random vs random, 4x4 Classic", small_rate, "games/s/core",
                   BENCH_THREAD_CPU);
    bench_add_rate(r, "noir_plain_games_per_s", "NOIR plain implementation, same 5x5 games", plain_rate,
                   "games/s/core", BENCH_THREAD_CPU);
    bench_add(r, "noir_plain_ratio", "NOIR core / plain", plain_rate > 0 ? rate / plain_rate : 0, "x");
    bench_add(r, "noir_actions_per_game", "actions per random 5x5 NOIR game", actions, "");
    bench_add(r, "noir_plain_agrees", "NOIR plain signature equals core signature", core_sig == plain_sig, "bool");
    noir_bench_search(ctx, r);
}

/* NOIR's entry in `noirlab bench` (games/noir/CMakeLists.txt registers it). */
const GameBench noir_game_bench = {.sections = {noir_bench}};
