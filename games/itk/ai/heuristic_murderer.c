/*
 * heuristic_murderer.c — the heuristic Murderer (heuristic.h).
 *
 * In Logic mode everything the Detective knows is public (R14), so the
 * Murderer runs the Detective's own belief engine on the public record and
 * plays against it:
 *   - supporters: the drawn group with most civilians (more liars, more noise
 *     in the answers), preferring the murderer's own group (its lies then look
 *     like a supporter's);
 *   - victims: among the legal ones only (the motive is never broken), the one
 *     after which the Detective's probability of the true murderer and motive
 *     is lowest, keeping some legal victims for the next round;
 *   - intimidations: the truthful witnesses (R7) who would tell the Detective
 *     most, near the crime scene the Murderer is about to make;
 *   - lies: the answer after which the true murderer is least probable;
 *   - D.O.A.'s crime scene 1 (R19): where the Detective's first
 *     investigation can learn least and the next murder keeps its victims;
 *   - city phase: moves that leave more legal victims for the next murder.
 *
 * "bluff" (the same code with other choices) is the Murderer that gives a
 * model of its choices (murderer_model.h) little to learn: victims scored by
 * the Detective's best accusation and best motive afterwards (public) instead
 * of the true ones, among the legal ones; intimidations by the public value
 * of a witness whether or not it is a liar; supporters the largest of its 3
 * tokens (which the Detective cannot tell from the murderer); a liar's answer
 * the heuristic's lie with probability 0.3, else the truth or the lie at 1/2
 * each.  That mix is where its strength and its leak were measured to balance
 * (games/itk/docs/learning.md; 0.5 until the model read victims, when its leak passed
 * the bound): every choice of the heuristic that reads the truth makes it
 * stronger against a Detective without a model and leaks about as much to one
 * with a model.  What still depends on the truth besides the lies it takes
 * from the heuristic is legality (R4, R5): which victims are legal now and how
 * many stay legal next round.  Its keys set each choice between the flat one
 * and the heuristic's, to measure what each costs in strength and in leak.
 * With hypothesis=public (the public agent) nothing hidden is read beyond
 * legality either: each of the heuristic's scores is replaced by its
 * expectation over the Detective's own belief (the true pair's probability
 * after a murder by the sum of P(x, m)^2, a witness's value by P(it is
 * truthful), a lie's exposure by its mean over P(x | the answerer lies)).
 */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games/itk/ai/heuristic.h"
#include "games/itk/ai/registry.h"
#include "games/itk/core/bomb.h"
#include "games/itk/core/doa.h"

static const char *const murderer_keys[] = {"lie", "ties", NULL};
static const char *const bluff_keys[] = {"lie",     "greedy",     "public", "victims", "silence",
                                         "supporters", "hypothesis", "truth",  "ties", NULL};

enum { SUPPORTERS_HEURISTIC, SUPPORTERS_UNIFORM, SUPPORTERS_LARGEST };

/* The bluff's share of the heuristic's lies: the most its leak allows
 * (games/itk/docs/learning.md, the bluff's frontier). */
#define BLUFF_GREEDY 0.3

typedef struct Murderer {
    Follower *follow;      /* this thread's (itk_heuristic_follow_shared), set per call */
    double lie;            /* the belief's liar model */
    uint64_t values_key;   /* the record the values below were computed on */
    TieOrder ties; /* choices of equal score: at random, first or last (tie.h) */
    /* how each choice is made: the heuristic's, or the bluff's flat one (above) */
    int public_victims;    /* victims by the Detective's best pair and motive, not the true ones */
    double silence;        /* P(intimidations spare the liars), else by public value, liars included */
    int supporters;        /* SUPPORTERS_* */
    double greedy, public; /* a liar's answer: the heuristic's lie, the most uncertain one, else a coin */
    /* the hypothesis the heuristic's choices read: the truth, or (drawn) one
     * drawn from the public belief, the truth with probability `truth`, or
     * (public, the public agent) none: each score is its expectation over the
     * Detective's belief */
    int drawn, agent;
    double truth;
    /* the victim planned before this round's intimidations, and the board it
     * was planned on (intimidations change nothing else before the murder)
     * in the world it was planned for (a search asks one policy about many
     * sampled worlds of the same board, ismcts_itk.c) */
    int planned;
    uint8_t plan_round, plan_pos[CIVILIANS];
    Hypothesis plan_world;
    double question_gain[CIVILIANS]; /* per witness, while the belief is unchanged; -1 unknown */
    double truthful[CIVILIANS];      /* the public agent's P(witness is truthful), same; -1 unknown */
} Murderer;

static CivSet bit(int c) { return (CivSet)1u << c; }

/* The belief changed: every value computed from it is stale. */
static void forget_values(Murderer *mu)
{
    for (int c = 0; c < CIVILIANS; c++)
        mu->question_gain[c] = mu->truthful[c] = -1;
    mu->plan_round = 0; /* no plan */
}

/* Was the planned victim planned in this round, on this board? */
static int plan_holds(const Murderer *mu, const Game *g)
{
    return mu->plan_round == g->round && memcmp(mu->plan_pos, g->pos, sizeof mu->plan_pos) == 0 &&
           mu->plan_world.murderer == g->murderer && mu->plan_world.motive == g->motive &&
           mu->plan_world.liars == g->liars;
}

/* True with probability p; draws nothing when p is 0 or 1 (the heuristic
 * Murderer draws nothing for its choices). */
static int chance(double p, Pcg32 *rng) { return p >= 1 || (p > 0 && pcg32_next(rng) / 4294967296.0 < p); }

/*
 * The hypothesis a choice reads: the truth, or for the bluff with
 * hypothesis=drawn one the Detective's belief draws (among those that make
 * `liar` a liar, NOBODY: any), so that the choice is distributed as the
 * Detective expects whatever the truth.
 */
static Hypothesis reading(const Murderer *mu, const Game *g, int liar, Pcg32 *rng)
{
    if (mu->agent) /* nothing hidden is read: the scores take expectations */
        return (Hypothesis){NOBODY, 0, 0};
    Hypothesis h = {g->murderer, g->motive, g->liars}, drawn;
    if (!mu->drawn || chance(mu->truth, rng))
        return h;
    return itk_heuristic_draw_hypothesis(&mu->follow->belief, g, liar, rng, &drawn) ? h : drawn;
}

static Murderer *create(double lie, TieOrder ties)
{
    Murderer *mu = calloc(1, sizeof *mu);
    if (!mu)
        return NULL;
    mu->lie = lie;
    mu->ties = ties;
    mu->supporters = SUPPORTERS_HEURISTIC;
    mu->greedy = 1;
    mu->silence = 1;
    forget_values(mu);
    return mu;
}

static void *murderer_create(const PolicySpec *spec, char *err, size_t errlen)
{
    double lie;
    TieOrder ties;
    return itk_heuristic_lie_param(spec, &lie, err, errlen) || tie_order_param(spec, &ties, err, errlen)
               ? NULL
               : create(lie, ties);
}

/* "a|b": 0 for a, 1 for b, -1 with a message otherwise. */
static int either(const PolicySpec *spec, const char *key, const char *a, const char *b, char *err, size_t errlen)
{
    const char *v = policy_spec_str(spec, key, a);
    if (strcmp(v, a) == 0 || strcmp(v, b) == 0)
        return strcmp(v, b) == 0;
    snprintf(err, errlen, "policy %s: %s=%s is not one of %s|%s", spec->name, key, v, a, b);
    return -1;
}

/* "silence=any|truthful|P": the probability that a round's intimidations
 * spare the liars (any 0, truthful 1). */
static int silence_param(const PolicySpec *spec, double *p, char *err, size_t errlen)
{
    const char *v = policy_spec_str(spec, "silence", "any");
    if (strcmp(v, "any") == 0 || strcmp(v, "truthful") == 0) {
        *p = strcmp(v, "truthful") == 0;
        return 0;
    }
    return policy_spec_double(spec, "silence", 0, 0, 1, p, err, errlen);
}

/* "hypothesis=true|drawn|public": 0, 1, 2; -1 with a message otherwise. */
static int hypothesis_param(const PolicySpec *spec, char *err, size_t errlen)
{
    const char *v = policy_spec_str(spec, "hypothesis", "true");
    if (strcmp(v, "public") == 0)
        return 2;
    return either(spec, "hypothesis", "true", "drawn", err, errlen);
}

static void *bluff_create(const PolicySpec *spec, char *err, size_t errlen)
{
    double lie, greedy, public, truth, silence;
    int victims, supporters, drawn;
    TieOrder ties;
    if (itk_heuristic_lie_param(spec, &lie, err, errlen) || tie_order_param(spec, &ties, err, errlen) ||
        policy_spec_double(spec, "greedy", BLUFF_GREEDY, 0, 1, &greedy, err, errlen) ||
        policy_spec_double(spec, "truth", 0, 0, 1, &truth, err, errlen) ||
        (drawn = hypothesis_param(spec, err, errlen)) < 0 ||
        policy_spec_double(spec, "public", 0, 0, 1, &public, err, errlen) ||
        (victims = either(spec, "victims", "public", "true", err, errlen)) < 0 ||
        silence_param(spec, &silence, err, errlen) ||
        (supporters = either(spec, "supporters", "largest", "uniform", err, errlen)) < 0)
        return NULL;
    if (greedy + public > 1) {
        snprintf(err, errlen, "policy %s: greedy + public must not exceed 1", spec->name);
        return NULL;
    }
    Murderer *mu = create(lie, ties);
    if (mu) {
        mu->public_victims = !victims;
        mu->silence = silence;
        mu->supporters = supporters ? SUPPORTERS_UNIFORM : SUPPORTERS_LARGEST;
        mu->greedy = greedy;
        mu->public = public;
        mu->drawn = drawn == 1;
        mu->agent = drawn == 2;
        mu->public_victims |= mu->agent; /* nothing of the murderer's own civilian either */
        mu->truth = truth;
    }
    return mu;
}

static void murderer_destroy(void *state) { free(state); }

/* Follow view (as the search's base or not): values of another belief are stale. */
static void follow(Murderer *mu, const Game *view, int as_base)
{
    if (itk_heuristic_follow_shared(&mu->follow, mu->lie, view, as_base, &mu->values_key))
        forget_values(mu);
}

static void murderer_new_game(void *state, const Game *view)
{
    Murderer *mu = state;
    follow(mu, view, 0);
    forget_values(mu); /* the plan was another game's */
}

/* --- victims (R4, R5) -------------------------------------------------------- */

/* Legal victims for the next murder after the murder (or bomb, R20) x now
 * (the Detective's marker then stands on the crime scene: R8). */
static int victims_after(const Game *g, Action x)
{
    Game next;
    memcpy(&next, g, offsetof(Game, n_obs));
    next.n_obs = 0; /* the record is not needed to judge the position */
    itk_game_apply(&next, x);
    if (next.n_victims >= MAX_VICTIMS)
        return CIVILIANS; /* the series is complete */
    next.round++; /* R20: would the next murder have to be the bomb? */
    int forced = itk_bomb_due(&next);
    next.round--;
    return bits_count(forced ? itk_game_bomb_victims(&next) : itk_game_legal_victims(&next, 0));
}

/* A public stand-in for the true pair's and the true motive's probability
 * after the murder: the bluff's is the Detective's best accusation and best
 * motive (max P); the public agent's their expected value over the
 * Detective's own belief, which after a murder is joint itself (sum of P^2). */
static double stand_in(double p, double so_far, int expected) { return expected ? so_far + p * p : p > so_far ? p : so_far; }

static void public_pair_and_motive(const double joint[CIVILIANS][MOTIVES], int expected, double *pair, double *motive)
{
    double marginal[MOTIVES] = {0};
    *pair = *motive = 0;
    for (int x = 0; x < CIVILIANS; x++)
        for (int m = 0; m < MOTIVES; m++) {
            marginal[m] += joint[x][m];
            *pair = stand_in(joint[x][m], *pair, expected);
        }
    for (int m = 0; m < MOTIVES; m++)
        *motive = stand_in(marginal[m], *motive, expected);
}

/* P(witness c answers truthfully) in the Detective's belief (the public
 * agent's expectation of "c is not a liar"), kept while the belief holds. */
static double truthful(Murderer *mu, const Game *g, int c)
{
    if (mu->truthful[c] < 0)
        mu->truthful[c] = 1 - itk_belief_liar_probability(&mu->follow->belief, g, c);
    return mu->truthful[c];
}

/* Silencing the truthful witnesses `who` is worth 0.02 each: the heuristic's
 * own liars excluded (the truth), the public agent's by its expectation, the
 * bluff's not at all. */
static double silenced_bonus(Murderer *mu, const Game *g, const Hypothesis *h, CivSet who)
{
    double bonus = 0;
    for (CivSet t = who; t; t = bits_rest(t))
        bonus += mu->agent ? truthful(mu, g, bits_first(t)) : !mu->public_victims && !(h->liars & bit(bits_first(t)));
    return 0.02 * bonus;
}

/*
 * How good murdering c is for the Murderer: the Detective's probability of the
 * true pair and of the true motive afterwards (lower is better; the bluff
 * reads the best ones instead), a reserve of legal victims for the next round,
 * and a truthful witness silenced (not the bluff: that reads the liars).
 */
static double murder_score(Murderer *mu, const Game *g, const Hypothesis *h, const double joint[CIVILIANS][MOTIVES],
                           Action x)
{
    double pair = 0, motive = 0;
    if (mu->public_victims)
        public_pair_and_motive(joint, mu->agent, &pair, &motive);
    else {
        pair = joint[h->murderer][h->motive];
        for (int k = 0; k < CIVILIANS; k++)
            motive += joint[k][h->motive];
    }
    int reserve = victims_after(g, x);
    double score = -(pair + motive) / 2 + 0.03 * (reserve < 4 ? reserve : 4);
    if (reserve == 0)
        score -= 0.5; /* the next round would be a forced refusal (R2) */
    return score;
}

static double victim_score(Murderer *mu, const Game *g, const Hypothesis *h, int c)
{
    double joint[CIVILIANS][MOTIVES];
    itk_belief_after_murder(&mu->follow->belief, g, c, joint);
    return murder_score(mu, g, h, joint, ACTION(ACT_MURDER, c, 0)) + silenced_bonus(mu, g, h, bit(c));
}

/*
 * R20: a bomb with designated victim c is scored as a murder, on the belief
 * the Detective would hold after seeing only the dead (itk_belief_after_bomb):
 * any casualty may have been the victim, so the best block is one whose
 * casualties keep many motives and murderers plausible (their sexes, ages,
 * groups and places differ), and the truthful witnesses it silences count as
 * a murder's.  It is chosen over a single murder only when it scores better,
 * or when the last murder leaves no other choice; the reserve counts the
 * bombs the next murder would be left with when it must be one.
 */
static double bomb_score(Murderer *mu, const Game *g, const Hypothesis *h, int c)
{
    double joint[CIVILIANS][MOTIVES];
    itk_belief_after_bomb(&mu->follow->belief, g, c, joint);
    return murder_score(mu, g, h, joint, ACTION(ACT_BOMB, c, 0)) + silenced_bonus(mu, g, h, g->in_block[g->pos[c]]);
}

/* The bomb of `legal` that beats `single` (a murder or a refusal), or
 * `single`; both scored on one reading (the truth, or the bluff's draw). */
static Action bomb_or(Murderer *mu, const Game *g, const ActionList *legal, Action single, Pcg32 *rng)
{
    double score[CIVILIANS];
    int who[CIVILIANS], n = 0;
    for (int i = 0; i < legal->n; i++)
        if (action_kind(legal->a[i]) == ACT_BOMB)
            who[n++] = action_a(legal->a[i]);
    if (!n)
        return single;
    Hypothesis h = reading(mu, g, NOBODY, rng);
    for (int i = 0; i < n; i++)
        score[i] = bomb_score(mu, g, &h, who[i]);
    int best = tie_argmax(score, n, mu->ties, rng);
    /* a bomb level with the murder keeps the murder: a choice of kind, not an
     * index order, so `ties` does not decide it */
    if (action_kind(single) == ACT_MURDER && victim_score(mu, g, &h, action_a(single)) >= score[best])
        return single;
    return ACTION(ACT_BOMB, who[best], 0);
}

/* The best victim among `victims`, or NOBODY. */
static int best_victim(Murderer *mu, const Game *g, CivSet victims, Pcg32 *rng)
{
    double score[CIVILIANS];
    int who[CIVILIANS], n = 0;
    Hypothesis h = reading(mu, g, NOBODY, rng);
    for (CivSet t = victims; t; t = bits_rest(t)) {
        who[n] = bits_first(t);
        score[n] = victim_score(mu, g, &h, who[n]);
        n++;
    }
    return n ? who[tie_argmax(score, n, mu->ties, rng)] : NOBODY;
}

static Action murder(Murderer *mu, const Game *g, const ActionList *legal, Pcg32 *rng)
{
    /* The intimidations told the Detective nothing, so the plan still holds. */
    Action planned = ACTION(ACT_MURDER, mu->planned, 0);
    if (plan_holds(mu, g) && mu->planned != NOBODY && itk_heuristic_listed(legal, planned))
        return planned;
    CivSet victims = 0;
    for (int i = 0; i < legal->n; i++)
        if (action_kind(legal->a[i]) == ACT_MURDER)
            victims |= bit(action_a(legal->a[i]));
    int c = best_victim(mu, g, victims, rng);
    return c != NOBODY ? ACTION(ACT_MURDER, c, 0) : ACTION(ACT_REFUSE, 0, 0);
}

static Action murder_or_bomb(Murderer *mu, const Game *g, const ActionList *legal, Pcg32 *rng)
{
    return bomb_or(mu, g, legal, murder(mu, g, legal, rng), rng); /* R20 */
}

/* --- intimidation (R3) ------------------------------------------------------- */

/* The victim this round is heading for, chosen before the intimidations. */
static int planned_victim(Murderer *mu, const Game *g, Pcg32 *rng)
{
    if (!plan_holds(mu, g)) {
        mu->plan_round = g->round;
        memcpy(mu->plan_pos, g->pos, sizeof mu->plan_pos);
        mu->plan_world = (Hypothesis){g->murderer, g->motive, g->liars};
        mu->planned = best_victim(mu, g, itk_game_legal_victims(g, 0), rng);
    }
    return mu->planned;
}

/* The liars the Murderer does not intimidate this round: the ones it reads
 * (the truth, or the bluff's drawn hypothesis), with probability `silence`;
 * none otherwise. */
static CivSet spared_liars(Murderer *mu, const Game *g, Pcg32 *rng)
{
    return chance(mu->silence, rng) ? reading(mu, g, NOBODY, rng).liars : 0;
}

/* What witness c could tell the Detective whose marker goes to `scene`;
 * nothing for the liars the Murderer spares (spared_liars). */
static double exposure(Murderer *mu, const Game *g, CivSet liars, int c, int scene)
{
    if (liars & bit(c))
        return 0;
    int q;
    if (mu->question_gain[c] < 0)
        mu->question_gain[c] = itk_heuristic_question(mu->follow, g, c, &q);
    double value = mu->question_gain[c] * (mu->agent ? truthful(mu, g, c) : 1);
    int d = itk_heuristic_distance(g->pos[c], scene);
    return value * (d <= 2 ? 1 : d == 3 ? 0.5 : 0.25);
}

/*
 * What intimidating c is worth: a truthful witness (R7, R9) is worth what its
 * best answer would tell the Detective, more when it stands within reach of
 * the coming crime scene (the marker goes there, then moves 2: R8).
 */
static double threat(Murderer *mu, const Game *g, CivSet liars, int c, int scene)
{
    if (c == mu->planned) { /* a Sadist cannot murder the intimidated; the public agent's P(Sadist) */
        double sadist = mu->agent ? mu->follow->belief.motive[MOTIVE_SADIST] : g->motive == MOTIVE_SADIST;
        return -0.5 - 0.5 * sadist;
    }
    return exposure(mu, g, liars, c, scene);
}

/* --- D.O.A.'s crime scene 1 (R19) ----------------------------------------------- */

/*
 * What placing crime scene 1 on block b is worth.  The Detective's marker goes
 * there and its first investigation starts there (R8: 2 steps, questions, the
 * buildings around), and in D.O.A. the civilians on the block stay to be
 * questioned at once.  So a block loses what the unintimidated witnesses would
 * tell from there (exposure(), the intimidations' measure; twice for those on
 * the block itself, questioned without a step); it gains the legal
 * victims it leaves for the next murder with the marker on it (a Robber may
 * not murder next to it, a Vigilante not around the marker), capped as for a
 * victim; and a little distance from the murderer's own civilian, whom the
 * Detective would otherwise reach with the Police token or the Diner (not the
 * bluff, which reads nothing hidden beyond legality).
 */
static double scene_score(Murderer *mu, const Game *g, CivSet liars, int b)
{
    Game next;
    memcpy(&next, g, offsetof(Game, n_obs));
    next.n_obs = 0;
    itk_game_apply(&next, ACTION(ACT_BENEFACTOR, b, 0));
    int reserve = bits_count(itk_game_legal_victims(&next, 0));
    double score = 0.03 * (reserve < 4 ? reserve : 4) - (reserve == 0 ? 0.5 : 0);
    for (CivSet t = next.alive & ~next.intimidated; t; t = bits_rest(t))
        score -= exposure(mu, g, liars, bits_first(t), b) * (g->pos[bits_first(t)] == b ? 2 : 1);
    if (!mu->public_victims) {
        int d = itk_heuristic_distance(g->pos[g->murderer], b);
        score += 0.01 * (d < 3 ? d : 3);
    }
    return score;
}

static int best_scene(Murderer *mu, const Game *g, CivSet liars, Pcg32 *rng)
{
    double score[CITY_BLOCKS];
    for (int b = 0; b < CITY_BLOCKS; b++)
        score[b] = scene_score(mu, g, liars, b);
    return tie_argmax(score, CITY_BLOCKS, mu->ties, rng);
}

static Action intimidate(Murderer *mu, const Game *g, const ActionList *legal, Pcg32 *rng)
{
    int scene, doomed = NOBODY;
    CivSet liars;
    if (doa_murder_phase(g) == PH_BENEFACTOR) { /* R19: no victim this round; the scene is the Murderer's */
        mu->planned = NOBODY;
        doomed = g->benefactor; /* leaves the city this round: silencing it is wasted */
        liars = spared_liars(mu, g, rng);
        scene = best_scene(mu, g, liars, rng);
    } else {
        int v = planned_victim(mu, g, rng);
        scene = v != NOBODY ? g->pos[v] : g->detective;
        liars = spared_liars(mu, g, rng);
    }
    CivSet eligible = g->alive & ~g->intimidated & ~g->in_block[g->detective]; /* R3 */
    double score[CIVILIANS];
    int who[CIVILIANS], n = 0;
    for (CivSet t = eligible; t; t = bits_rest(t)) {
        who[n] = bits_first(t);
        score[n] = who[n] == doomed ? -1 : threat(mu, g, liars, who[n], scene);
        n++;
    }
    int first = tie_argmax(score, n, mu->ties, rng);
    if (g->intimidations_left == 2 && n >= 2) {
        /* the pair: the two most threatening (their ties by `ties`), the lower
         * index flipped first: the order of a pair already chosen */
        double best = score[first];
        score[first] = -1e9;
        int second = tie_argmax(score, n, mu->ties, rng);
        score[first] = best;
        int low = who[first] < who[second] ? who[first] : who[second];
        Action a = ACTION(ACT_INTIMIDATE, low, 0);
        if (itk_heuristic_listed(legal, a))
            return a;
    }
    /* a single flip, or the second of a pair: the best one still allowed */
    double allowed[MAX_ACTIONS];
    for (int i = 0; i < legal->n; i++) {
        allowed[i] = -1e9;
        for (int k = 0; k < n; k++)
            if (who[k] == action_a(legal->a[i]))
                allowed[i] = score[k];
    }
    return legal->a[tie_argmax(allowed, legal->n, mu->ties, rng)];
}

/* --- lies (R7) ------------------------------------------------------------------ */

/* The Detective's P(murderer x) after civilian c answers q with `yes`, from
 * c's liar split (itk_belief_liar_split: the same for every x and answer). */
static double murderer_exposure(const Murderer *mu, const Game *g, const double truthful[CIVILIANS],
                                const double liar[CIVILIANS], int x_read, int q, int yes)
{
    double total = 0, mine = 0, lie = mu->follow->belief.lie;
    for (int x = 0; x < CIVILIANS; x++) {
        int truth = bits_has(g->trait[q], x) == yes;
        double w = (truth ? truthful[x] : 0) + liar[x] * (truth ? 1 - lie : lie);
        total += w;
        if (x == x_read)
            mine = w;
    }
    return total > 0 ? mine / total : 1;
}

/* The public agent's: the expected P(murderer) after the answer, the murderer
 * drawn from the Detective's P(x | the answerer lies). */
static double expected_exposure(const Murderer *mu, const Game *g, const double truthful[CIVILIANS],
                                const double liar[CIVILIANS], int q, int yes)
{
    double sum = 0, expected = 0;
    for (int x = 0; x < CIVILIANS; x++) {
        sum += liar[x];
        expected += liar[x] > 0 ? liar[x] * murderer_exposure(mu, g, truthful, liar, x, q, yes) : 0;
    }
    return sum > 0 ? expected / sum : 0;
}

static Action answer(Murderer *mu, const Game *g, Pcg32 *rng)
{
    double exposure[2], truthful[CIVILIANS], liar[CIVILIANS];
    int x = reading(mu, g, g->asked, rng).murderer;
    itk_belief_liar_split(&mu->follow->belief, g, g->asked, truthful, liar);
    for (int yes = 0; yes < 2; yes++)
        exposure[yes] = mu->agent ? -expected_exposure(mu, g, truthful, liar, g->question, yes)
                                  : -murderer_exposure(mu, g, truthful, liar, x, g->question, yes);
    return ACTION(ACT_ANSWER, tie_argmax(exposure, 2, mu->ties, rng), 0);
}

/* --- setup and city phase ------------------------------------------------------- */

/* The bluff's supporters: uniform among the 3 tokens, or the largest group
 * without the heuristic's preference for the murderer's own. */
static Action supporters(const Murderer *mu, const Game *g, const ActionList *legal, Pcg32 *rng)
{
    if (mu->supporters == SUPPORTERS_UNIFORM)
        return legal->a[pcg32_bounded(rng, (uint32_t)legal->n)];
    double score[MAX_ACTIONS];
    for (int i = 0; i < legal->n; i++) {
        int k = action_a(legal->a[i]);
        score[i] = bits_count(g->group[k]) +
                   (mu->supporters == SUPPORTERS_HEURISTIC ? 0.5 * bits_has(g->group[k], g->murderer) : 0);
    }
    return legal->a[tie_argmax(score, legal->n, mu->ties, rng)];
}

/* Legal victims of the next murder with the board of g (the marker stays where
 * the investigation ended until then). */
static int reserve_now(const Game *g) { return bits_count(itk_game_legal_victims(g, 0)); }

/* R11: a move that leaves more legal victims for the next murder, else stop. */
static Action group_move(const Murderer *mu, const Game *g, const ActionList *legal, Pcg32 *rng)
{
    Game next;
    double score[MAX_ACTIONS];
    int stay = reserve_now(g);
    for (int i = 0; i < legal->n; i++) {
        Action a = legal->a[i];
        score[i] = 0;
        if (action_kind(a) != ACT_GROUP_MOVE)
            continue;
        memcpy(&next, g, offsetof(Game, n_obs));
        next.n_obs = 0;
        itk_game_apply(&next, a);
        score[i] = reserve_now(&next) - stay - 0.5; /* a move must gain a victim */
    }
    return legal->a[tie_argmax(score, legal->n, mu->ties, rng)];
}

/* R7: with probability `greedy` the heuristic's lie, with probability
 * `public` the answer that leaves the public belief most uncertain (the
 * model's `public` feature), else the truth or the lie at 1/2 each. */
static Action mixed_answer(Murderer *mu, const Game *g, Pcg32 *rng)
{
    if (mu->greedy >= 1)
        return answer(mu, g, rng); /* the heuristic Murderer draws nothing */
    double u = pcg32_next(rng) / 4294967296.0;
    if (u < mu->greedy)
        return answer(mu, g, rng);
    if (u < mu->greedy + mu->public) {
        Obs o = {.kind = OBS_ANSWER, .civ = g->asked, .value = g->question, .yes = 0};
        int cell[CIVILIANS], truth = bits_has(g->trait[g->question], g->murderer);
        itk_murderer_model_answer_cells(&mu->follow->belief, g, &o, cell);
        int pub = cell[g->murderer] % MM_PREFS;
        if (pub != MM_PREFERS_NEITHER)
            return ACTION(ACT_ANSWER, pub == MM_PREFERS_TRUTH ? truth : !truth, 0);
    }
    return ACTION(ACT_ANSWER, pcg32_bounded(rng, 2), 0);
}

static Action murderer_choose(void *state, const Game *view, const ActionList *legal, Pcg32 *rng)
{
    Murderer *mu = state;
    follow(mu, view, 0);
    switch (view->phase) {
    case PH_SUPPORTERS: return supporters(mu, view, legal, rng);
    case PH_INTIMIDATE: return intimidate(mu, view, legal, rng);
    case PH_MURDER: return murder_or_bomb(mu, view, legal, rng);
    case PH_BENEFACTOR: return ACTION(ACT_BENEFACTOR, best_scene(mu, view, spared_liars(mu, view, rng), rng), 0);
    case PH_ANSWER: return mixed_answer(mu, view, rng);
    case PH_PICK_GROUP: return legal->a[itk_heuristic_largest_group(view, legal, mu->ties, rng)];
    case PH_GROUP_MOVE: return group_move(mu, view, legal, rng);
    default: return legal->a[pcg32_bounded(rng, (uint32_t)legal->n)];
    }
}

static void murderer_base(void *state, const Game *view)
{
    follow(state, view, 1);
}

const HeuristicSide itk_heuristic_murderer = {
    .keys = murderer_keys,
    .create = murderer_create,
    .destroy = murderer_destroy,
    .new_game = murderer_new_game,
    .choose = murderer_choose,
    .base = murderer_base,
};

const HeuristicSide itk_bluff_murderer = {
    .keys = bluff_keys,
    .create = bluff_create,
    .destroy = murderer_destroy,
    .new_game = murderer_new_game,
    .choose = murderer_choose,
    .base = murderer_base,
};
