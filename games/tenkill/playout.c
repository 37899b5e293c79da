/*
 * playout.c — uniformly random play.
 *
 * In a turn, in a placement under move=any and in a flee, where nearly all
 * the time goes, the k-th action of tenkill_legal's list is named from the
 * counts of each kind without writing the list (the k-th victim, suspect or
 * tile by bits_nth, whose table lookup has no loop for the branch predictor
 * to miss); the rest draws from the list.  Either way the draw is
 * legal.a[pcg32_below(rng, legal.n)] (the differential test and rules_test
 * check the two agree at every step).
 */
#include "games/tenkill/playout.h"

#include "base/bits.h"
#include "games/tenkill/board.h"

static TenkillAction draw_listed(const TenkillGame *g, Pcg32 *rng)
{
    TenkillActions l;
    tenkill_legal(g, &l);
    return l.a[pcg32_below(rng, (uint32_t)l.n)];
}

/* Under move=any: figure f's tile, uniform among the 15 others, ascending. */
static inline int draw_tile(const TenkillGame *g, int f, Pcg32 *rng)
{
    int to = (int)pcg32_below(rng, TENKILL_TILES - 1);
    return to + (to >= g->pos[f]);
}

static TenkillAction draw_turn(const TenkillGame *g, Pcg32 *rng)
{
    int s = g->to_act;
    uint32_t victims = tk_victims(g, s);
    unsigned seats = tk_designatable(g, s);
    TenkillMask sus = seats ? tk_suspectable(g, s) : 0;
    int n_moves = g->n_figs, n_kills = __builtin_popcount(victims);
    int d = __builtin_popcount(seats), n_inv = __builtin_popcount(sus) * d;
    int k = (int)pcg32_below(rng, (uint32_t)(n_moves + n_kills + n_inv + g->p.pass));
    if (__builtin_expect(k < n_moves, 1))
        return TENKILL_ACTION(TENKILL_SELECT, g->figs[k], 0);
    k -= n_moves;
    if (k < n_kills)
        return TENKILL_ACTION(TENKILL_KILL, bits_nth(victims, (uint32_t)k), 0);
    k -= n_kills;
    if (k < n_inv)
        return TENKILL_ACTION(TENKILL_INVESTIGATE, bits_nth(sus, (uint32_t)(k / d)), bits_nth(seats, (uint32_t)(k % d)));
    return TENKILL_ACTION(TENKILL_PASS, 0, 0);
}

TenkillAction tenkill_random_action(const TenkillGame *g, Pcg32 *rng)
{
    if (g->phase == TENKILL_PH_TURN)
        return draw_turn(g, rng);
    if (g->phase == TENKILL_PH_PLACE && !g->p.move_adjacent)
        return TENKILL_ACTION(TENKILL_MOVE, g->picked, draw_tile(g, g->picked, rng));
    if (g->phase == TENKILL_PH_FLEE) { /* the lowest fleeing figure, on one of its tiles (T14) */
        TenkillMask to = tk_flee_tiles(g);
        uint32_t k = pcg32_below(rng, (uint32_t)__builtin_popcount(to));
        return TENKILL_ACTION(TENKILL_FLEE, __builtin_ctz(g->fleeing), bits_nth(to, k));
    }
    return draw_listed(g, rng);
}

/* One random decision, or under move=any a selection together with its
 * tile (the same two draws, in the same order, as two decisions); returns
 * the decisions played. */
static inline int random_step(TenkillGame *g, Pcg32 *rng)
{
    TenkillAction a = tenkill_random_action(g, rng);
    if (TENKILL_KIND(a) == TENKILL_SELECT && !g->p.move_adjacent) {
        int f = TENKILL_ARG_A(a);
        tenkill_apply_move(g, f, draw_tile(g, f, rng));
        return 2;
    }
    tenkill_apply(g, a);
    return 1;
}

/* A turn's two actions from two copies of the step, so that each copy's
 * branches (end of the action, end of the turn) mostly go one way: from one
 * copy they alternate, which the branch predictor misses (cachegrind's
 * model: a fifth of all mispredictions).  The second copy runs while the
 * turn has one action left; a kill's resolution (flee, summon) runs in
 * whichever copy comes. */
__attribute__((flatten)) int tenkill_random_playout(TenkillGame *g, Pcg32 *rng)
{
    int n = 0;
    while (g->phase != TENKILL_PH_OVER) {
        n += random_step(g, rng);
        if (g->actions_left == 1 && g->phase != TENKILL_PH_OVER)
            n += random_step(g, rng);
    }
    return n;
}

uint64_t tenkill_outcome_fold(uint64_t sig, int end, int rounds, int kills, int arrests, const int *score, int n)
{
    uint64_t x = (uint64_t)end | (uint64_t)rounds << 4 | (uint64_t)kills << 16 | (uint64_t)arrests << 24;
    for (int s = 0; s < n; s++)
        x ^= (uint64_t)(uint16_t)score[s] << (32 + 8 * s);
    return seed_mix(sig ^ x);
}

uint64_t tenkill_outcome_signature(uint64_t sig, const TenkillGame *g)
{
    int score[TENKILL_SEATS_MAX];
    for (int s = 0; s < g->n; s++)
        score[s] = tenkill_score(g, s);
    return tenkill_outcome_fold(sig, g->end, g->round, g->kills, g->arrests, score, g->n);
}

void tenkill_random_game_deal(const TenkillParams *p, uint64_t seed, long i, TenkillSetup *setup, Pcg32 *play)
{
    uint64_t s = seed_for_game(seed, 0, (uint64_t)i);
    Pcg32 deal;
    pcg32_seed(&deal, s, 0);
    pcg32_seed(play, s, 1);
    tenkill_deal(p, &deal, setup);
}

__attribute__((noinline, noclone)) uint64_t tenkill_random_games(const TenkillParams *p, uint64_t seed, long games,
                                                                 long *actions_out)
{
    uint64_t sig = 0;
    long actions = 0;
    TenkillGeometry geo;
    if (tenkill_params_check(p))
        games = 0;
    else
        tenkill_geometry(p, &geo);
    for (long i = 0; i < games; i++) {
        TenkillSetup setup;
        TenkillGame g;
        Pcg32 rng_play;
        tenkill_random_game_deal(p, seed, i, &setup, &rng_play);
        tenkill_start_dealt(&g, &setup, &geo);
        actions += tenkill_random_playout(&g, &rng_play);
        sig = tenkill_outcome_signature(sig, &g);
    }
    if (actions_out)
        *actions_out = actions;
    return sig;
}
