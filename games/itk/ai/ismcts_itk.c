/*
 * ismcts_itk.c — Intent to Kill as an IsmctsGame (ismcts_itk.h): sampling a
 * side's information set, revealing hidden outcomes, rollouts and their score.
 */
#include "games/itk/ai/ismcts_itk.h"

#include <assert.h>
#include <stddef.h>
#include <string.h>

#include "ai/mixture.h"
#include "games/itk/ai/heuristic.h"
#include "games/itk/core/bomb.h"
#include "games/itk/core/playout.h"

static CivSet bit(int c) { return (CivSet)1u << c; }

static int accusation_phase(const Game *g) { return g->phase == PH_ACCUSE || g->phase == PH_ACCUSE_EARLY; }

/* Is the accusation a scored stop rather than the Detective's moves? */
static int accusation_scored(const IsmctsItk *s, const Game *g)
{
    return accusation_phase(g) && g->round != s->accuse_round;
}

/*
 * R19, D.O.A.'s crime scene 1, by hand rule rather than by 16 children: the
 * scene is no evidence, so the search's score cannot tell the blocks apart
 * until later murders, and its random rollouts hardly do.  The tree is
 * offered the blocks that rank best by, in this order: the legal victims they
 * leave for the next murder with the marker on them (up to 4, as the
 * heuristic counts them; a Robber may not murder next to the scene, a
 * Vigilante not around the marker); the fewest truthful witnesses (R7)
 * standing on them unintimidated, whom the Detective questions at once since
 * nobody is moved off (R9); the distance from the murderer's own civilian, up
 * to 3 steps, out of the first investigation's reach.  Ties stay in the tree.
 */
static int scene_rank(const Game *g, int b)
{
    Game next;
    memcpy(&next, g, offsetof(Game, n_obs));
    next.n_obs = 0; /* the record is not needed to judge the position */
    itk_game_apply(&next, ACTION(ACT_BENEFACTOR, b, 0));
    int reserve = bits_count(itk_game_legal_victims(&next, 0));
    int witnesses = bits_count(next.in_block[b] & ~next.intimidated & ~next.liars);
    int d = itk_heuristic_distance(g->pos[g->murderer], b);
    return (reserve < 4 ? reserve : 4) * 100 + (BLOCK_CAPACITY - witnesses) * 10 + (d < 3 ? d : 3);
}

static void benefactor_scenes(const Game *g, ActionList *out)
{
    int rank[CITY_BLOCKS], best = -1;
    for (int b = 0; b < CITY_BLOCKS; b++) {
        rank[b] = scene_rank(g, b);
        best = rank[b] > best ? rank[b] : best;
    }
    out->n = 0;
    for (int b = 0; b < CITY_BLOCKS; b++)
        if (rank[b] == best)
            action_push(out, ACTION(ACT_BENEFACTOR, b, 0));
}

/* --- the game interface --------------------------------------------------- */

static int itk_to_move(void *ctx, const void *state)
{
    const IsmctsItk *s = ctx;
    const IsmctsItkState *st = state;
    if (st->signal != ISMCTS_ITK_NO_SIGNAL)
        return ISMCTS_CHANCE;
    if (st->g.phase == PH_OVER || (st->g.phase == PH_ACCUSE && accusation_scored(s, &st->g)) ||
        (s->horizon && st->g.round >= s->horizon))
        return ISMCTS_OVER;
    int side = itk_game_to_move(&st->g);
    return side == SIDE_CHANCE ? ISMCTS_CHANCE : side; /* SIDE_MURDERER = 0, SIDE_DETECTIVE = 1 */
}

/*
 * R20: the Detective sees the bomb's block and its dead, not the designated
 * victim, so its tree has one move per block (ISMCTS_ITK_BOMB_AT) instead of
 * one per victim: branching on what it cannot see would let the tree's later
 * Detective moves depend on it.  A list's bombs (last in it, by block order of
 * their victims) become one move per block, in ascending block order.
 */
static void merge_bombs(const Game *g, ActionList *l)
{
    int n = 0;
    BlockSet blocks = 0;
    for (int i = 0; i < l->n; i++) {
        if (action_kind(l->a[i]) == ACT_BOMB)
            blocks |= (BlockSet)(1u << g->pos[action_a(l->a[i])]);
        else
            l->a[n++] = l->a[i];
    }
    for (uint32_t t = blocks; t; t = bits_rest(t))
        l->a[n++] = ISMCTS_ITK_BOMB_AT(bits_first(t));
    l->n = n;
}

/* The move of the searcher's tree that stands for the rules' move a. */
static Action tree_move(const IsmctsItk *s, const Game *g, Action a)
{
    if (s->searcher == SIDE_DETECTIVE && action_kind(a) == ACT_BOMB)
        return ISMCTS_ITK_BOMB_AT(g->pos[action_a(a)]);
    return a;
}

/* The rules' move for a tree move: a bomb on a block goes to its lowest
 * legal designated victim in this sample (which one the Detective never sees). */
static Action rules_move(const Game *g, Action a)
{
    if (action_kind(a) != ACT_BOMB || action_a(a) != 0xFF)
        return a;
    return ACTION(ACT_BOMB, bits_first(itk_game_bomb_victims(g) & g->in_block[action_b(a)]), 0);
}

static void itk_legal(void *ctx, const void *state, ActionList *out)
{
    const IsmctsItk *s = ctx;
    const IsmctsItkState *st = state;
    if (st->signal != ISMCTS_ITK_NO_SIGNAL) {
        out->n = 1;
        out->a[0] = st->signal;
    } else if (st->g.phase == PH_BENEFACTOR) {
        benefactor_scenes(&st->g, out); /* R19: the hand rule above */
    } else if (st->g.phase == PH_ACCUSE_EARLY && accusation_scored(s, &st->g)) {
        out->n = 2; /* ascending: ACCUSE_NOW sorts after every real accusation, before CONTINUE */
        out->a[0] = ISMCTS_ITK_ACCUSE_NOW;
        out->a[1] = ACTION(ACT_CONTINUE, 0, 0);
    } else {
        itk_game_legal_sensible(&st->g, out); /* R17: no tree node or rollout for a certain loss */
        if (s->searcher == SIDE_DETECTIVE && (st->g.rules & RULE_BOMB) && st->g.phase == PH_MURDER)
            merge_bombs(&st->g, out);
    }
}

/* The outcome of a move that the Detective sees but that is no move: a
 * truthful answer (the ASK left no ANSWER to the Murderer) or a surveillance
 * answer.  Both are the last entry of the public record. */
static Action hidden_outcome(const Game *g, Action played)
{
    if (g->n_obs == 0) /* no entry yet: a move before the first (the opponent model's, at the start) */
        return ISMCTS_ITK_NO_SIGNAL;
    const Obs *last = &g->obs[g->n_obs - 1];
    if (action_kind(played) == ACT_ASK && g->phase != PH_ANSWER)
        return ACTION(ACT_ANSWER, last->yes, 0);
    if (action_kind(played) == ACT_SURVEIL)
        return ISMCTS_ITK_SURVEIL_SEEN(last->yes);
    return ISMCTS_ITK_NO_SIGNAL;
}

static void itk_apply(void *ctx, void *state, Action a)
{
    const IsmctsItk *s = ctx;
    IsmctsItkState *st = state;
    if (st->signal != ISMCTS_ITK_NO_SIGNAL) {
        st->signal = ISMCTS_ITK_NO_SIGNAL;
        return;
    }
    if (a == ISMCTS_ITK_ACCUSE_NOW) {
        st->g.phase = PH_ACCUSE; /* scored where it stands */
        return;
    }
    itk_game_apply(&st->g, rules_move(&st->g, a));
    if (s->searcher == SIDE_DETECTIVE)
        st->signal = hidden_outcome(&st->g, a);
}

/* The public belief of g's record: the root's brought up to date with the
 * rollout's observations, in one pass (itk_belief_pairs_after), the root
 * unchanged.  The pairs it leaves out have probability 0 and add nothing. */
void itk_ismcts_scores(IsmctsItk *s, const Game *g, double *truth, double *spread)
{
    BeliefPairs pairs;
    itk_belief_pairs_after(&s->root, &s->batch, g, &s->scratch, &pairs);
    double expected = 0; /* sum over pairs of P(pair) * P(pair is the truth) */
    *truth = 0;
    for (int i = 0; i < pairs.n; i++) {
        if (pairs.x[i] == g->murderer && pairs.m[i] == g->motive)
            *truth = pairs.p[i];
        expected += pairs.p[i] * pairs.p[i];
    }
    *spread = expected;
}

/*
 * Where the game is over, who won.  Elsewhere the belief's scores: with one
 * observer the Detective's reward is the searcher's view of the Detective's
 * chance (the Murderer's search knows the truth, the Detective's takes the
 * sum of squares) and the Murderer's is 1 minus it; with `multi` each side
 * is judged from its own view: the Murderer by the truth of the sample (1 -
 * P(true pair)), the Detective by its belief alone (the sum of squares), in
 * either side's search.
 */
static void itk_rewards(void *ctx, const void *state, double out[GAME_SEATS_MAX])
{
    IsmctsItk *s = ctx;
    const Game *g = &((const IsmctsItkState *)state)->g;
    double truth, spread, detective;
    if (g->phase == PH_OVER) {
        detective = g->winner == SIDE_DETECTIVE;
        truth = spread = detective;
    } else {
        itk_ismcts_scores(s, g, &truth, &spread);
        detective = s->searcher == SIDE_MURDERER ? truth : spread;
    }
    out[SIDE_MURDERER] = 1 - (s->multi ? truth : detective);
    out[SIDE_DETECTIVE] = s->multi ? spread : detective;
}

/* The Murderer's private information in the Detective's search: who it is
 * and its motive (the Detective knows nothing the Murderer does not). */
static uint32_t itk_private_key(void *ctx, const void *state, int player)
{
    const IsmctsItk *s = ctx;
    const Game *g = &((const IsmctsItkState *)state)->g;
    if (player != SIDE_MURDERER || s->searcher != SIDE_DETECTIVE)
        return 0;
    return 1 + (uint32_t)g->murderer * MOTIVES + g->motive;
}

/*
 * Random moves, or the side's rollout policy on its own view, until the
 * accusation is scored, the game ends or the search's horizon is reached.
 * Random moves are the rules core's fast step (itk_game_random_step: the k-th
 * legal action without the list).  A random Detective offered an early
 * accusation (R13) picks between "accuse now" (scored) and continuing; a
 * policy accuses for real.  A policy is never told
 * that a rollout is a new game: it must follow any sequence of views, as the
 * heuristic one does (itk_heuristic_follow restarts its belief when the record it
 * saw is not a prefix of the view's).
 */
static void itk_rollout(void *ctx, void *state, Pcg32 *rng)
{
    IsmctsItk *s = ctx;
    IsmctsItkState *st = state;
    Game *g = &st->g;
    ActionList legal;
    st->signal = ISMCTS_ITK_NO_SIGNAL; /* outcomes matter to the tree only */
    while (itk_to_move(s, st) != ISMCTS_OVER) {
        int side = itk_game_to_move(g);
        Policy *p = side == SIDE_CHANCE ? NULL : s->rollout[side];
        Action a;
        if (p) {
            itk_game_legal(g, &legal);
            Game view;
            itk_game_view(g, side, &view);
            a = legal.n == 1 ? legal.a[0] : p->cls->choose(p->state, &view, &legal, rng);
        } else if (g->phase == PH_ACCUSE_EARLY && accusation_scored(s, g)) {
            a = pcg32_below(rng, 2) ? ACTION(ACT_CONTINUE, 0, 0) : ISMCTS_ITK_ACCUSE_NOW;
        } else {
            itk_game_random_step(g, rng);
            continue;
        }
        if (a == ISMCTS_ITK_ACCUSE_NOW)
            g->phase = PH_ACCUSE;
        else
            itk_game_apply(g, a);
    }
}

/*
 * The move policy p (or, when given, the player `mixture`, ai/game_policy.h)
 * makes for the side to move in g on that side's view of the sample, as a
 * move of the tree.  The view is the side's information set in that world,
 * so the Detective's policy never reads the sample's hidden fields.  An
 * accusation it would make where the accusation is scored is "accuse now".
 */
static Action policy_tree_move(IsmctsItk *s, const Game *g, int side, Policy *p, GamePolicy *mixture, Pcg32 *rng)
{
    ActionList moves;
    Game view;
    itk_game_legal(g, &moves);
    itk_game_view(g, side, &view);
    Action a = moves.a[0];
    if (moves.n > 1)
        a = mixture ? mixture->cls->choose(mixture->state, &view, &moves, rng)
                    : p->cls->choose(p->state, &view, &moves, rng);
    if (action_kind(a) == ACT_ACCUSE && accusation_scored(s, g))
        a = ISMCTS_ITK_ACCUSE_NOW;
    return tree_move(s, g, a);
}

/* Prior knowledge: the move the side's prior policy (the heuristic) makes
 * (policy_tree_move) has prior 1, every other move 0. */
static void itk_prior(void *ctx, const void *state, const ActionList *legal, double *out, Pcg32 *rng)
{
    IsmctsItk *s = ctx;
    const Game *g = &((const IsmctsItkState *)state)->g;
    int side = itk_game_to_move(g);
    Policy *p = s->prior[side];
    Action a = p ? policy_tree_move(s, g, side, p, NULL, rng) : ISMCTS_ITK_NO_SIGNAL;
    for (int i = 0; i < legal->n; i++)
        out[i] = legal->a[i] == a;
}

/* --- the opponent model ------------------------------------------------------ */

/*
 * What the opponent's modelled move depends on that the searcher does not
 * know.  The Detective's choices read only the public record, the same in
 * every sample of the Murderer's search: nothing.  In the Detective's search
 * the Murderer knows who it is, its motive, its Person of Interest and its
 * supporters (the liars, R7): the heuristic Murderer's victims, intimidations
 * and lies read them.  The member of a mixture `against` the side is hidden
 * too: it is drawn per sample, kept in the bits from MEMBER_SHIFT.
 */
enum { MEMBER_SHIFT = 24 };
static uint32_t itk_opponent_key(void *ctx, const void *state, int player)
{
    const IsmctsItk *s = ctx;
    const Game *g = &((const IsmctsItkState *)state)->g;
    uint32_t key = 0, poi = g->poi == NOBODY ? CIVILIANS : g->poi;
    _Static_assert((uint64_t)CIVILIANS * MOTIVES * (CIVILIANS + 1) * GROUPS < (1u << MEMBER_SHIFT) - 1,
                   "the hidden key leaves the member's bits free");
    if (player == SIDE_MURDERER)
        key = 1 + ((((uint32_t)g->murderer * MOTIVES + g->motive) * (CIVILIANS + 1) + poi) * GROUPS + g->supporters);
    if (s->against[player]) /* the sample's member: its moves are its own */
        key |= (uint32_t)(1 + mixture_member(s->against[player]->state)) << MEMBER_SHIFT;
    return key;
}

/*
 * The opponent's move in this sample: its model policy's (the heuristic of
 * its side, or the sample's member of the mixture against it) on its own
 * view of the sample.  A move the tree does not offer
 * (R17's certain losses, the scenes R19's hand rule leaves out) is replaced
 * by a uniformly random one the tree offers.
 */
static Action itk_opponent_move(void *ctx, const void *state, const ActionList *legal, Pcg32 *rng)
{
    IsmctsItk *s = ctx;
    const Game *g = &((const IsmctsItkState *)state)->g;
    int side = itk_game_to_move(g);
    Action a = policy_tree_move(s, g, side, s->opponent[side], s->against[side], rng);
    for (int i = 0; i < legal->n; i++)
        if (legal->a[i] == a)
            return a;
    return legal->a[pcg32_bounded(rng, (uint32_t)legal->n)];
}

/* --- the Detective's determinization --------------------------------------- */

/* A uniform double in [0, 1) from 53 random bits. */
static double uniform01(Pcg32 *rng)
{
    uint64_t hi = pcg32_next(rng) >> 5, lo = pcg32_next(rng) >> 6;
    return (double)(hi << 26 | lo) * (1.0 / 9007199254740992.0);
}

/*
 * P(x, m, p, s) is proportional to [p in poi_ok[x][m]] * answers[x][p][s] over
 * the possible s (belief.h), so (x, p) carries answers_xp[x][p] times the
 * number of its motives, m is then uniform among them and s follows
 * answers[x][p][.].
 */
static void sampler_build(IsmctsItkSampler *sm, const Belief *b)
{
    double total = 0;
    sm->n = 0;
    for (int x = 0; x < CIVILIANS; x++)
        for (int p = 0; p < BELIEF_POIS; p++) {
            double w = b->answers_xp[x][p] * b->motives_xp[x][p];
            if (w <= 0)
                continue;
            total += w;
            sm->cum[sm->n] = total;
            sm->x[sm->n] = (uint8_t)x;
            sm->p[sm->n] = (uint8_t)p;
            sm->n++;
        }
}

static int sample_xp(const IsmctsItkSampler *sm, Pcg32 *rng)
{
    double u = uniform01(rng) * sm->cum[sm->n - 1];
    int lo = 0, hi = sm->n - 1;
    while (lo < hi) { /* the first entry whose cumulative weight exceeds u */
        int mid = (lo + hi) / 2;
        if (sm->cum[mid] > u)
            hi = mid;
        else
            lo = mid + 1;
    }
    return lo;
}

static int sample_supporters(const Belief *b, int x, int p, Pcg32 *rng)
{
    const double *w = b->answers[x][p];
    double total = 0;
    for (uint32_t t = b->supporters_ok; t; t = bits_rest(t))
        total += w[bits_first(t)];
    double u = uniform01(rng) * total;
    int last = -1;
    for (uint32_t t = b->supporters_ok; t; t = bits_rest(t)) {
        int sg = bits_first(t);
        if (w[sg] <= 0)
            continue;
        if (u < w[sg])
            return sg;
        u -= w[sg];
        last = sg;
    }
    return last; /* rounding left u at the very top */
}

/* The Murderer's 3 tokens: the supporters and two tokens never seen drawn
 * from the stack; the stack is every token in no other place. */
static void fill_tokens(Game *g, int supporters, uint16_t seen, Pcg32 *rng)
{
    uint32_t free_groups = ((1u << GROUPS) - 1) & ~seen & ~(1u << supporters);
    g->drawn[0] = (uint8_t)supporters;
    for (int i = 1; i < DRAWN_TOKENS; i++) {
        int k = bits_nth(free_groups, pcg32_bounded(rng, (uint32_t)bits_count(free_groups)));
        g->drawn[i] = (uint8_t)k;
        free_groups &= ~(1u << k);
    }
    uint16_t drawn = 0;
    for (int i = 0; i < DRAWN_TOKENS; i++)
        drawn |= (uint16_t)(1u << g->drawn[i]);
    g->stack = (uint16_t)(((1u << GROUPS) - 1) & ~drawn & ~g->held & ~g->boxed);
}

/* R20: the bomb's hidden victim, one of its dead that the sample allows. */
static void fill_bomb_victim(const Belief *b, Game *g, Pcg32 *rng)
{
    if (g->bomb_slot == NOBODY)
        return;
    int v = itk_belief_bomb_victim(b, g->murderer, g->motive, g->poi, pcg32_next(rng));
    g->victims[g->bomb_slot] = (uint8_t)v;
    g->obs[g->bomb_obs].civ = (uint8_t)v;
    g->obs[g->bomb_obs].civ_intimidated = bits_has(g->bomb_intimidated, v);
}

static void determinize_detective(IsmctsItk *s, const Game *view, Game *g, Pcg32 *rng)
{
    const Belief *b = &s->root;
    int i = sample_xp(&s->sampler, rng);
    int x = s->sampler.x[i], p = s->sampler.p[i];
    MotiveSet motives = 0;
    for (int m = 0; m < MOTIVES; m++)
        if (b->poi_ok[x][m] & ((PoiSet)1u << p))
            motives |= (MotiveSet)(1u << m);
    int sg = sample_supporters(b, x, p, rng);

    memcpy(g, view, sizeof *g);
    g->murderer = (uint8_t)x;
    g->motive = (uint8_t)bits_nth(motives, pcg32_bounded(rng, (uint32_t)bits_count(motives)));
    g->poi = (uint8_t)(p == BELIEF_NO_POI ? NOBODY : p);
    g->supporters = (uint8_t)sg;
    g->liars = bit(x) | (g->poi != NOBODY ? bit(g->poi) : 0) | g->group[sg]; /* R7 */
    fill_tokens(g, sg, s->groups_seen, rng);
    fill_bomb_victim(b, g, rng);
#ifdef NOIRLAB_CHECKS
    assert(itk_game_check(g) == NULL);
#endif
}

static void itk_determinize(void *ctx, const void *info_set, void *out, Pcg32 *rng)
{
    IsmctsItk *s = ctx;
    const Game *view = info_set;
    IsmctsItkState *st = out;
    st->signal = ISMCTS_ITK_NO_SIGNAL;
    for (int side = 0; side < 2; side++) /* a mixture's member, drawn as a game draws it (ai/mixture.h) */
        if (s->against[side])
            s->against[side]->cls->draw(s->against[side]->state, rng);
    if (s->searcher == SIDE_DETECTIVE) {
        determinize_detective(s, view, &st->g, rng);
        return;
    }
    memcpy(&st->g, view, sizeof st->g); /* R14: the Murderer's view is the position ... */
    if (view->agent_named && !view->agent_murdered) /* ... but for the agent (R21): any of the living */
        st->g.agent = (uint8_t)bits_nth(view->alive, pcg32_bounded(rng, (uint32_t)bits_count(view->alive)));
}

void itk_ismcts_init(IsmctsItk *s)
{
    memset(s, 0, sizeof *s);
    s->lie = BELIEF_LIE_DEFAULT;
}

void itk_ismcts_prepare(IsmctsItk *s, const Game *view, int side)
{
    s->searcher = side;
    s->accuse_round = side == SIDE_DETECTIVE && accusation_phase(view) ? view->round : 0;
    s->horizon = s->depth ? view->round + s->depth : 0;
    itk_belief_init(&s->root, view, s->lie);
    if (side == SIDE_DETECTIVE)
        itk_murderer_model_weigh(s->model, &s->root, view);
    itk_belief_batch_root(&s->batch, &s->root);
    s->groups_seen = (uint16_t)(view->held | view->boxed);
    for (int i = 0; i < view->n_obs; i++)
        if (view->obs[i].kind == OBS_DRAW)
            s->groups_seen |= (uint16_t)(1u << view->obs[i].civ);
    if (side == SIDE_DETECTIVE)
        sampler_build(&s->sampler, &s->root);
    for (int k = 0; k < 2; k++) { /* every rollout and model move starts from the root's record */
        itk_heuristic_policy_base(s->rollout[k], view);
        if (s->opponent[k] != s->rollout[k])
            itk_heuristic_policy_base(s->opponent[k], view);
        if (s->prior[k] != s->rollout[k] && s->prior[k] != s->opponent[k])
            itk_heuristic_policy_base(s->prior[k], view);
    }
}

const IsmctsGame itk_ismcts_game = {
    .state_size = sizeof(IsmctsItkState),
    .to_move = itk_to_move,
    .legal = itk_legal,
    .apply = itk_apply,
    .rewards = itk_rewards,
    .private_key = itk_private_key,
    .determinize = itk_determinize,
    .rollout = itk_rollout,
    .prior = itk_prior,
    .opponent_key = itk_opponent_key,
    .opponent_move = itk_opponent_move,
};
