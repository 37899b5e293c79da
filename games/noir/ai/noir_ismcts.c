/*
 * noir_ismcts.c — NOIR as an IsmctsGame (noir_ismcts.h).
 */
#include "games/noir/ai/noir_ismcts.h"

#include <assert.h>
#include <stddef.h>
#include <string.h>

#include "games/noir/ai/noir_leaf.h"
#include "games/noir/core/playout.h"

static NoirSuspects bit(int s) { return (NoirSuspects)1 << s; }


/* --- sampling -------------------------------------------------------------- */

static int draw_one(NoirSuspects set, Pcg32 *rng)
{
    int k = (int)pcg32_below(rng, (uint32_t)noir_count(set));
    for (; k > 0; k--)
        set &= set - 1;
    return __builtin_ctzll(set);
}

/* `count` cards of `pool` drawn at random; the rest stay in *pool. */
static NoirSuspects draw_some(NoirSuspects *pool, int count, Pcg32 *rng)
{
    NoirSuspects got = 0;
    for (int i = 0; i < count; i++) {
        int s = draw_one(*pool, rng);
        got |= bit(s);
        *pool &= ~bit(s);
    }
    return got;
}

/* The deck: the cards of `pool`, in a uniformly random order. */
static void fill_deck(NoirGame *g, NoirSuspects pool, Pcg32 *rng)
{
    assert(noir_count(pool) == g->n_deck - g->top);
    for (int i = g->top; i < g->n_deck; i++) {
        int s = draw_one(pool, rng);
        g->deck[i] = (uint8_t)s;
        pool &= ~bit(s);
    }
}

/* The opponent's identity in a sample: s->forced when set, else drawn from `set`. */
static int identity_of(const NoirSearch *s, NoirSuspects set, Pcg32 *rng)
{
    return s->forced != NOIR_NOBODY ? s->forced : draw_one(set, rng);
}

static void determinize_inspector(const NoirSearch *s, NoirSearchState *st, Pcg32 *rng)
{
    NoirGame *g = &st->g;
    g->killer = (uint8_t)identity_of(s, s->root.killer, rng);
    fill_deck(g, noir_everyone(g) & ~s->root.seen & ~bit(g->killer), rng);
    st->b[NOIR_INSPECTOR] = s->root;
    st->b[NOIR_KILLER] = s->root; /* the Killer's: its exposure as the Inspector's belief */
    st->b[NOIR_KILLER].observer = NOIR_KILLER;
    st->b[NOIR_KILLER].inspector = s->root.inspector & ~bit(g->killer);
}

/* Has the Inspector chosen their identity (N3)?  The choice is the first
 * entry of the record, or the second after the Killer's first kill. */
static int chosen(const NoirGame *g)
{
    return (g->n_obs > 0 && g->obs[0].kind == NOIR_CHOOSE) || (g->n_obs > 1 && g->obs[1].kind == NOIR_CHOOSE);
}

static void determinize_killer(const NoirSearch *s, NoirSearchState *st, Pcg32 *rng)
{
    NoirGame *g = &st->g;
    NoirSuspects unseen = noir_everyone(g) & ~s->root.seen & ~bit(g->killer);
    int deck = g->n_deck - g->top;
    int identity = identity_of(s, s->root.inspector & unseen, rng);
    unseen &= ~bit(identity);
    if (!chosen(g)) {
        /* before the choice (N3): the four dealt, the choice planned */
        st->planned = (uint8_t)identity;
        g->dealt = bit(identity) | draw_some(&unseen, NOIR_DEALT - 1, rng);
    } else {
        g->inspector = (uint8_t)identity;
        g->hand = draw_some(&unseen, noir_count(unseen) - deck, rng);
        g->dealt = bit(identity) | g->hand; /* only the identity's place among them matters now */
    }
    fill_deck(g, unseen, rng);
    st->b[NOIR_KILLER] = s->root;
    st->b[NOIR_INSPECTOR] = s->root; /* the Inspector's: its exposure as the Killer's belief */
    st->b[NOIR_INSPECTOR].observer = NOIR_INSPECTOR;
    NoirSuspects mine = g->hand | g->dealt;
    st->b[NOIR_INSPECTOR].killer &= ~mine;
    st->b[NOIR_INSPECTOR].seen |= mine;
}

static void noir_determinize(void *ctx, const void *info_set, void *out, Pcg32 *rng)
{
    const NoirSearch *s = ctx;
    NoirSearchState *st = out;
    memcpy(&st->g, info_set, sizeof st->g);
    st->signal = NOIR_ISMCTS_NO_SIGNAL;
    st->planned = NOIR_NOBODY;
    if (s->opponent == NOIR_OPPONENT_HEURISTIC) /* only then: the tree's opponent keeps the first search's draws */
        pcg32_seed(&st->rng, pcg32_next(rng), pcg32_next(rng));
    else
        st->rng = (Pcg32){0, 1};
    if (s->searcher == NOIR_INSPECTOR)
        determinize_inspector(s, st, rng);
    else
        determinize_killer(s, st, rng);
#ifdef NOIRLAB_CHECKS
    assert(noir_check(&st->g) == NULL);
#endif
}

/* --- the game interface ---------------------------------------------------- */

/* Is the opponent to move, played by the heuristic (NOIR_OPPONENT_HEURISTIC)? */
static int modelled(const NoirSearch *s, const NoirGame *g)
{
    return s->opponent == NOIR_OPPONENT_HEURISTIC && noir_to_move(g) != s->searcher;
}

static int noir_search_to_move(void *ctx, const void *state)
{
    const NoirSearchState *st = state;
    if (st->signal != NOIR_ISMCTS_NO_SIGNAL)
        return ISMCTS_CHANCE;
    if (noir_over(&st->g))
        return ISMCTS_OVER;
    return modelled(ctx, &st->g) ? ISMCTS_CHANCE : noir_to_move(&st->g);
}

/* The Killer cannot tell the Inspector's choices apart (N13): one move. */
static int hidden_choice(const NoirSearch *s, const NoirGame *g)
{
    return s->searcher == NOIR_KILLER && g->phase == NOIR_PH_IDENTITY;
}

/* The heuristic's move for the side to move in the sample, on that side's
 * belief there; a function of the state (its own stream, copied). */
static NoirAction heuristic_move(const NoirSearch *s, const NoirSearchState *st, const NoirActionList *legal)
{
    if (legal->n == 1)
        return legal->a[0];
    Pcg32 rng = st->rng;
    return noir_heuristic_choose(&s->h, &st->g, &st->b[noir_to_move(&st->g)], legal, &rng);
}

static void noir_search_legal(void *ctx, const void *state, GameActions *out)
{
    const NoirSearch *s = ctx;
    const NoirSearchState *st = state;
    out->n = 1;
    if (st->signal != NOIR_ISMCTS_NO_SIGNAL || hidden_choice(s, &st->g)) {
        out->a[0] = st->signal != NOIR_ISMCTS_NO_SIGNAL ? st->signal : NOIR_ISMCTS_CHOOSE;
        return;
    }
    NoirActionList legal;
    noir_legal(&st->g, &legal);
    if (modelled(s, &st->g)) { /* the modelled move, one outcome of chance */
        out->a[0] = heuristic_move(s, st, &legal);
        return;
    }
    out->n = legal.n;
    memcpy(out->a, legal.a, (size_t)legal.n * sizeof legal.a[0]);
}

/* What entry o tells its reader beyond the move: a disguise's result, a
 * drawn card, a canvass answer; as a move of the chance player. */
static NoirAction signal_of(NoirObs o)
{
    int shown = o.kind == NOIR_DISGUISE || (o.kind == NOIR_EXONERATE && o.a != NOIR_NOBODY) ||
                ((o.kind == NOIR_KILL || o.kind == NOIR_DISCARD) && o.result != NOIR_NO_ANSWER);
    if (!shown)
        return NOIR_ISMCTS_NO_SIGNAL;
    return NOIR_ACTION(NOIR_ACTION_KINDS + o.kind, o.a, o.kind == NOIR_DISGUISE ? o.b : o.result);
}

/* Play x and bring both beliefs up to date with the new record entry, each
 * as its side sees it. */
static void play(NoirSearchState *st, NoirAction x)
{
    NoirGame before;
    memcpy(&before, &st->g, offsetof(NoirGame, n_obs)); /* the board: the record is not read */
    noir_apply(&st->g, x);
    for (int side = 0; side < 2; side++)
        noir_belief_step(&st->b[side], &before, noir_view_obs(&st->g, side, st->g.n_obs - 1));
}

static void noir_search_apply(void *ctx, void *state, GameAction a)
{
    const NoirSearch *s = ctx;
    NoirSearchState *st = state;
    if (st->signal != NOIR_ISMCTS_NO_SIGNAL) {
        st->signal = NOIR_ISMCTS_NO_SIGNAL;
        return;
    }
    if (a == NOIR_ISMCTS_CHOOSE) /* the planned choice, or any living card of the four */
        a = NOIR_ACTION(NOIR_CHOOSE, st->g.alive >> st->planned & 1 ? st->planned : __builtin_ctzll(st->g.dealt & st->g.alive), 0);
    play(st, a);
    pcg32_next(&st->rng); /* the next modelled move draws afresh */
    st->signal = signal_of(noir_view_obs(&st->g, s->searcher, st->g.n_obs - 1));
}

/* The race of guesses (noir_ismcts.h) on the beliefs the leaf holds.  The
 * Inspector's arrest finds the Killer on turn T_I, uniform on 1..|K| (its
 * belief about the Killer); the Killer's kill finds the Inspector on turn
 * T_K, uniform on 1..|J| (its belief about the Inspector), and the kill
 * target (N11) ends the race after r more deaths.  The Inspector wins when
 * T_I <= T_K and T_I <= r: (1/|K||J|) times the sum over
 * t = 1..min(|K|, |J|, r) of |J| - t + 1. */
double noir_search_inspector_chance(const NoirSearchState *st)
{
    const NoirGame *g = &st->g;
    int k = noir_count(st->b[NOIR_INSPECTOR].killer), j = noir_count(st->b[NOIR_KILLER].inspector);
    int r = g->p.kill_target - g->deaths;
    k = k > 0 ? k : 1; /* the beliefs of a sample hold the true identities; kept safe all the same */
    j = j > 0 ? j : 1;
    int n = k < j ? k : j;
    n = n < r ? n : r;
    return ((double)n * (j + 1) - (double)n * (n + 1) / 2) / ((double)k * j);
}

/* The Inspector's chance at a leaf the horizon cut off, as `leaf` scores it. */
static double leaf_chance(int leaf, const NoirSearchState *st)
{
    switch (leaf) {
    case NOIR_LEAF_BY_FIT:
        return noir_leaf_fitted_chance(st);
    case NOIR_LEAF_BY_SETUPS:
        return noir_leaf_setups_chance(st);
    default:
        return noir_search_inspector_chance(st);
    }
}

static double noir_search_reward(void *ctx, const void *state, int player)
{
    const NoirSearch *s = ctx;
    const NoirSearchState *st = state;
    const NoirGame *g = &st->g;
    if (!noir_over(g)) { /* cut off by the horizon */
        double p = leaf_chance(s->leaf, st);
        return player == NOIR_INSPECTOR ? p : 1 - p;
    }
    if (g->winner == NOIR_SIDE_NONE)
        return 0.5; /* N14: unfinished */
    return g->winner == player;
}

/* Both sides' moves to the end, or for s->depth plies (0: to the end); the
 * beliefs follow each move when a leaf may be scored by them. */
static void noir_search_rollout(void *ctx, void *state, Pcg32 *rng)
{
    const NoirSearch *s = ctx;
    NoirSearchState *st = state;
    NoirGame *g = &st->g;
    st->signal = NOIR_ISMCTS_NO_SIGNAL; /* outcomes matter to the tree only */
    for (int ply = 0; !noir_over(g) && (s->depth == 0 || ply < s->depth); ply++) {
        if (s->rollout == NOIR_ROLLOUT_RANDOM && s->depth == 0) {
            noir_apply(g, noir_random_action(g, rng));
            continue;
        }
        NoirAction x;
        if (s->rollout == NOIR_ROLLOUT_RANDOM) {
            x = noir_random_action(g, rng);
        } else {
            NoirActionList legal;
            noir_legal(g, &legal);
            x = legal.n == 1 ? legal.a[0] : noir_heuristic_choose(&s->h, g, &st->b[noir_to_move(g)], &legal, rng);
        }
        play(st, x);
    }
}

/* Prior knowledge: the heuristic's move has prior 1, every other move 0. */
static void noir_search_prior(void *ctx, const void *state, const GameActions *legal, double *out, Pcg32 *rng)
{
    const NoirSearch *s = ctx;
    const NoirSearchState *st = state;
    NoirAction pick = legal->a[0];
    if (legal->n > 1) {
        NoirActionList moves;
        moves.n = legal->n;
        memcpy(moves.a, legal->a, (size_t)legal->n * sizeof legal->a[0]);
        pick = noir_heuristic_choose(&s->h, &st->g, &st->b[noir_to_move(&st->g)], &moves, rng);
    }
    for (int i = 0; i < legal->n; i++)
        out[i] = legal->a[i] == pick;
}

/* --- a sure win ------------------------------------------------------------ */

/* Does x win at once in the sample where the opponent's identity is `who`? */
static int wins_against(NoirSearch *s, const NoirGame *position, NoirAction x, int who, Pcg32 *rng)
{
    NoirSearchState st;
    s->forced = (uint8_t)who;
    noir_determinize(s, position, &st, rng);
    s->forced = NOIR_NOBODY;
    noir_apply(&st.g, x);
    return noir_over(&st.g) && st.g.winner == s->searcher;
}

NoirAction noir_search_sure_win(NoirSearch *s, const NoirGame *position, const NoirActionList *legal, Pcg32 *rng)
{
    NoirSuspects who = s->root.killer; /* the opponent's possible identities, as the samples draw them */
    if (s->searcher == NOIR_KILLER)
        who = s->root.inspector & noir_everyone(position) & ~s->root.seen & ~bit(position->killer);
    if (!who)
        return NOIR_ISMCTS_NO_SIGNAL;
    for (int i = 0; i < legal->n; i++) {
        NoirAction x = legal->a[i];
        if (noir_action_kind(x) == NOIR_DISGUISE) /* its win would also depend on the deck (N8) */
            continue;
        int sure = 1;
        for (NoirSuspects left = who; left && sure; left &= left - 1)
            sure = wins_against(s, position, x, __builtin_ctzll(left), rng);
        if (sure)
            return x;
    }
    return NOIR_ISMCTS_NO_SIGNAL;
}

const IsmctsGame noir_ismcts_game = {
    .state_size = sizeof(NoirSearchState),
    .to_move = noir_search_to_move,
    .legal = noir_search_legal,
    .apply = noir_search_apply,
    .reward = noir_search_reward,
    .determinize = noir_determinize,
    .rollout = noir_search_rollout,
    .prior = noir_search_prior,
};
