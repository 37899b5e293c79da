/*
 * playout.c — uniformly random play.
 *
 * In the two phases where nearly all the time goes (the Killer's and the
 * Inspector's turns) the k-th action of noir_legal's list is named from the
 * counts of each kind, without writing the list; the rare phases draw from
 * the list.  Either way the draw is legal.a[pcg32_below(rng, legal.n)]
 * (games/noir/tests/playout_test.c checks the two agree at every step).
 *
 * The playout's step goes further: it plays the draw through its apply.h
 * function without writing it as an action (Draw, below), and while the grid
 * is the dealt square it passes the shape as a constant (square_steps), so
 * that what the shift derives from it folds into the code.
 */
#include "games/noir/core/playout.h"

#include "games/noir/core/apply.h"
#include "games/noir/core/movegen.h"

/* select_in_byte[b][j]: the j-th set bit of byte b, j < popcount(b) (else 0);
 * constant expressions, so the table is built by the compiler. */
#define SEL_BIT(b, i, j) ((i) * (((b) >> (i) & 1) && __builtin_popcount((b) & ((1u << (i)) - 1)) == (j)))
#define SEL(b, j)                                                                                                  \
    (SEL_BIT(b, 1, j) + SEL_BIT(b, 2, j) + SEL_BIT(b, 3, j) + SEL_BIT(b, 4, j) + SEL_BIT(b, 5, j) +               \
     SEL_BIT(b, 6, j) + SEL_BIT(b, 7, j))
#define SEL_ROW(b) {SEL(b, 0), SEL(b, 1), SEL(b, 2), SEL(b, 3), SEL(b, 4), SEL(b, 5), SEL(b, 6), SEL(b, 7)}
#define SEL_ROW4(b) SEL_ROW(b), SEL_ROW((b) + 1), SEL_ROW((b) + 2), SEL_ROW((b) + 3)
#define SEL_ROW16(b) SEL_ROW4(b), SEL_ROW4((b) + 4), SEL_ROW4((b) + 8), SEL_ROW4((b) + 12)
#define SEL_ROW64(b) SEL_ROW16(b), SEL_ROW16((b) + 16), SEL_ROW16((b) + 32), SEL_ROW16((b) + 48)
static const uint8_t select_in_byte[256][8] = {SEL_ROW64(0u), SEL_ROW64(64u), SEL_ROW64(128u), SEL_ROW64(192u)};

/* The k-th set bit of x (k < popcount(x)): the byte that holds it from the
 * bytes' running counts (one multiply), then the bit from the byte's table.
 * No branch and a short chain: a kill or an arrest names its suspect here,
 * and a loop of k steps would end at a random count, mispredicted. */
static int nth_bit(uint64_t x, int k)
{
    const uint64_t ones = 0x0101010101010101ULL, highs = 0x8080808080808080ULL;
    uint64_t b = x - (x >> 1 & 0x5555555555555555ULL); /* bits per pair, nibble, byte */
    b = (b & 0x3333333333333333ULL) + (b >> 2 & 0x3333333333333333ULL);
    b = (b + (b >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
    uint64_t upto = b * ones; /* byte i: the set bits of bytes 0..i */
    /* The bytes whose running count is <= k lie below the one sought. */
    int byte = __builtin_popcountll((((uint64_t)k * ones | highs) - upto) & highs);
    int below = (int)((upto << 8) >> (8 * byte) & 0xFF);
    return 8 * byte + select_in_byte[x >> (8 * byte) & 0xFF][k - below];
}

/*
 * A random turn's draw, before it is written as an action: its kind and, for
 * a kill or an arrest, the suspect, for a shift its index among the legal
 * shifts (board_shift_nth), for the rare phases (NOIR_ACTION_KINDS) the
 * action drawn from the list.  The playout's step plays a draw through its
 * apply.h function, so that the common moves are neither written nor
 * dispatched on again.
 */
typedef struct Draw {
    int kind;
    NoirAction arg;
} Draw;

static Draw draw_listed(const NoirGame *g, Pcg32 *rng)
{
    NoirActionList legal;
    noir_legal(g, &legal);
    return (Draw){NOIR_ACTION_KINDS, legal.a[pcg32_below(rng, (uint32_t)legal.n)]};
}

/* The Killer's list: kills, the disguise, the shifts (movegen.c).  The kills
 * are counted on cells; their suspects (the list's order) are named only
 * when a kill is drawn.  sh: the grid's shape (board.h). */
static Draw draw_killer(const NoirGame *g, BoardShape sh, Pcg32 *rng)
{
    NoirCells victims = noir_neighbour_cells[g->pos[g->killer]] & g->live; /* live cells are on the grid */
    int n_kills = __builtin_popcountll(victims);
    int disguise = movegen_may_disguise(g);
    int n = n_kills + disguise + board_shift_count(g, sh);
    int k = (int)pcg32_below(rng, (uint32_t)n);
    if (__builtin_expect(k < n_kills, 0)) /* shifts are the most drawn: lay them out as the straight path */
        return (Draw){NOIR_KILL, (NoirAction)nth_bit(board_suspects_near(g, victims), k)};
    if (k - n_kills < disguise)
        return (Draw){NOIR_DISGUISE, 0};
    return (Draw){NOIR_SHIFT, (NoirAction)(k - n_kills - disguise)};
}

/* The Inspector's list: shifts, arrests, the exonerate; with citizen's
 * arrests possible, from the list. */
static Draw draw_inspector(const NoirGame *g, BoardShape sh, Pcg32 *rng)
{
    if (movegen_citizens_open(g))
        return draw_listed(g, rng);
    int n_shifts = board_shift_count(g, sh);
    NoirCells near = noir_neighbour_cells[g->pos[g->inspector]] & g->live;
    int n_arrests = __builtin_popcountll(near) + g->p.self_arrest;
    int n = n_shifts + n_arrests + movegen_deck_open(g);
    int k = (int)pcg32_below(rng, (uint32_t)n);
    if (__builtin_expect(k < n_shifts, 1)) /* as in draw_killer: the shifts on the straight path */
        return (Draw){NOIR_SHIFT, (NoirAction)k};
    if (k - n_shifts < n_arrests)
        return (Draw){NOIR_ARREST, (NoirAction)nth_bit(movegen_arrests(g), k - n_shifts)};
    return (Draw){NOIR_EXONERATE, 0};
}

static Draw draw(const NoirGame *g, BoardShape sh, Pcg32 *rng)
{
    switch (g->phase) {
    case NOIR_PH_KILLER_FIRST: return movegen_kill_only(g) ? draw_listed(g, rng) : draw_killer(g, sh, rng);
    case NOIR_PH_KILLER: return draw_killer(g, sh, rng);
    case NOIR_PH_INSPECTOR: return draw_inspector(g, sh, rng);
    default: return draw_listed(g, rng);
    }
}

NoirAction noir_random_action(const NoirGame *g, Pcg32 *rng)
{
    BoardShape sh = board_shape(g);
    Draw d = draw(g, sh, rng);
    switch (d.kind) {
    case NOIR_SHIFT: return board_shift_nth(g, sh, (int)d.arg);
    case NOIR_ACTION_KINDS: return d.arg;
    default: return NOIR_ACTION(d.kind, d.arg, 0);
    }
}

/* noir_apply(g, noir_random_action(g, rng)) on a grid of shape sh. */
static void random_step(NoirGame *g, BoardShape sh, Pcg32 *rng)
{
    Draw d = draw(g, sh, rng);
    switch (d.kind) {
    case NOIR_SHIFT: {
        int i = board_legal_shift(g, (int)d.arg);
        noir_apply_shift_in(g, sh, board_shift_line(sh, i), i & 1);
        break;
    }
    case NOIR_KILL: noir_apply_kill(g, (int)d.arg); break;
    case NOIR_DISGUISE: noir_apply_disguise(g); break;
    case NOIR_ARREST: noir_apply_arrest(g, (int)d.arg); break;
    case NOIR_EXONERATE: noir_apply_exonerate(g); break;
    default: noir_apply(g, d.arg); break;
    }
}

/* Random steps while the grid is the dealt side x side square: the shape is
 * a constant here, so the shift's line length, masks and counts fold into
 * the code (one copy of the step per side, the switch below).  Returns the
 * steps played; it stops at the end of the game or at a collapse. */
static inline int square_steps(NoirGame *g, Pcg32 *rng, int side)
{
    const BoardShape sh = board_square(side);
    int n = 0;
    for (; !noir_over(g) && g->rows == side && g->cols == side; n++)
        random_step(g, sh, rng);
    return n;
}

/* flatten: every call in the loop is inlined into it (across files, under
 * link-time optimisation), so the generator and the position's hot fields
 * stay in registers from the draw to the move. */
__attribute__((flatten)) int noir_random_playout(NoirGame *g, Pcg32 *rng)
{
    int n = 0;
    switch (g->rows == g->cols ? g->rows : 0) { /* N1's grids, until the first collapse */
    case 4: n = square_steps(g, rng, 4); break;
    case 5: n = square_steps(g, rng, 5); break;
    case 6: n = square_steps(g, rng, 6); break;
    case 7: n = square_steps(g, rng, 7); break;
    default: break;
    }
    for (; !noir_over(g); n++)
        random_step(g, board_shape(g), rng);
    return n;
}

uint64_t noir_outcome_signature(uint64_t sig, const NoirGame *g)
{
    return seed_mix(sig ^ ((uint64_t)g->winner | (uint64_t)g->end << 4 | (uint64_t)g->deaths << 8 |
                           (uint64_t)g->turns << 16));
}

/* noinline, noclone, as the Intent to Kill twins (games/itk/plain/random_games.c):
 * a clone per call site of the benchmark would leave the playout's inlining
 * to chance.  The plain twin, noir_plain_random_games, carries the same. */
__attribute__((noinline, noclone)) uint64_t noir_random_games(const NoirParams *p, uint64_t seed, long games,
                                                              long *actions_out)
{
    uint64_t sig = 0;
    long actions = 0;
    if (noir_params_check(p))
        return 0;
    for (long i = 0; i < games; i++) {
        uint64_t s = seed_for_game(seed, 0, (uint64_t)i);
        Pcg32 rng_deal, rng_play;
        pcg32_seed(&rng_deal, s, 0);
        pcg32_seed(&rng_play, s, 1);
        NoirSetup setup;
        NoirGame g;
        noir_deal(&setup, p, &rng_deal);
        noir_init_dealt(&g, &setup); /* a deal of valid parameters is valid */
        actions += noir_random_playout(&g, &rng_play);
        sig = noir_outcome_signature(sig, &g);
    }
    if (actions_out)
        *actions_out = actions;
    return sig;
}
