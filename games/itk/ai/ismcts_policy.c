/*
 * ismcts_policy.c — "ismcts": information-set MCTS (ismcts.h) playing either
 * side of Intent to Kill through the adapter of ismcts_itk.h.
 */
#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/number.h"
#include "games/itk/ai/ismcts_itk.h"
#include "games/itk/ai/registry.h"

typedef struct IsmctsPolicy {
    Ismcts *tree;
    IsmctsItk search;
    Policy heuristic[2]; /* per side, for rollout=heuristic, the prior (bias > 0) and opponent=model */
    MurdererModel model; /* the Detective's model of the Murderer (model=, silenced=) */
    GamePolicy against;  /* against=FILE: the mixture playing the opponent's nodes (cls NULL: none) */
    int accusation_tie;  /* GameTie of this game's accusation (the final choice that made it) */
    int searched;        /* the last choice was a search (not a single legal move) */
} IsmctsPolicy;

static const char *const keys[] = {"iterations", "time",     "c",     "rollout",  "final",    "memory", "depth",
                                   "lie",        "bias",     "silenced", "model", "observer", "opponent", "ties",
                                   "against",    NULL};

/* "64M", "512K", "1G" or plain bytes. */
static int spec_bytes(const PolicySpec *spec, const char *key, size_t def, size_t *out, char *err, size_t errlen)
{
    const char *v = policy_spec_str(spec, key, NULL);
    if (!v) {
        *out = def;
        return 0;
    }
    char digits[POLICY_VALUE_MAX];
    size_t n = strlen(v);
    char last = n ? v[n - 1] : '\0';
    uint64_t unit = last == 'K' ? 1ull << 10 : last == 'M' ? 1ull << 20 : last == 'G' ? 1ull << 30 : 1, x;
    snprintf(digits, sizeof digits, "%.*s", (int)(unit > 1 ? n - 1 : n), v);
    if (number_whole(digits, 1, (1ull << 40) / unit, &x)) {
        snprintf(err, errlen, "policy %s: %s=%s is not a size in bytes (like 65536, 512K, 64M or 1G)", spec->name,
                 key, v);
        return -1;
    }
    *out = (size_t)(x * unit);
    return 0;
}

/* One of the NULL-terminated `names`, as its index; names[def] when the key is absent. */
static int spec_choice(const PolicySpec *spec, const char *key, const char *const *names, int def, int *out,
                       char *err, size_t errlen)
{
    const char *v = policy_spec_str(spec, key, names[def]);
    for (int i = 0; names[i]; i++)
        if (strcmp(v, names[i]) == 0) {
            *out = i;
            return 0;
        }
    snprintf(err, errlen, "policy %s: %s=%s is not one of %s|%s", spec->name, key, v, names[0], names[1]);
    return -1;
}

static void ismcts_policy_destroy(void *state)
{
    IsmctsPolicy *ps = state;
    if (!ps)
        return;
    for (int side = 0; side < 2; side++)
        itk_policy_destroy(&ps->heuristic[side]);
    game_policy_destroy(&ps->against);
    ismcts_destroy(ps->tree);
    free(ps);
}

enum { ROLLOUT_RANDOM, ROLLOUT_HEURISTIC };

/*
 * The keys whose best value differs by side, each side's default.  The
 * Murderer's were the search's from the start; the Detective's were tuned
 * with `noirlab tune` on seed 5 and measured on fresh deals (docs/ismcts.md,
 * "Each side's defaults"): the Detective's choice between investigations is
 * worth a few hundredths of a win, below the noise of random rollouts to the
 * accusation, and heuristic rollouts scored by the belief three rounds ahead
 * see it where random ones do not.  A key given in the SPEC means the same in
 * either seat.
 */
typedef struct SideDefaults {
    double c;
    long depth;
    int rollout;
} SideDefaults;

static const SideDefaults side_defaults[2] = {
    [SIDE_MURDERER] = {.c = 0.7, .depth = 0, .rollout = ROLLOUT_RANDOM},
    [SIDE_DETECTIVE] = {.c = 0.35, .depth = 3, .rollout = ROLLOUT_HEURISTIC},
};

/*
 * against=FILE: the opponent's nodes play the mixture in FILE (a mixture
 * file, ai/mixture.h; one line "1 SPEC" for a single player) instead of the
 * heuristic, a member drawn per sample (ismcts_itk.h): the search answers
 * that mixture, the best response of a PSRO-like loop (docs/equilibrium.md).
 * It is the opponent model's, so opponent=tree is refused.  0, or -1 with a
 * message (ps destroyed).
 */
static int against_mixture(IsmctsPolicy *ps, const PolicySpec *spec, int side, char *err, size_t errlen)
{
    const char *file = policy_spec_str(spec, "against", NULL);
    if (!file)
        return 0;
    char text[POLICY_SPEC_MAX], e[512];
    int rc = -1;
    if (strcmp(policy_spec_str(spec, "opponent", "model"), "model") != 0)
        snprintf(err, errlen, "policy %s: against=FILE plays the opponent's nodes: it needs opponent=model",
                 spec->name);
    else if (snprintf(text, sizeof text, "mixture:file=%s", file) >= (int)sizeof text)
        snprintf(err, errlen, "policy %s: against=%s: path too long", spec->name, file);
    else if (game_policy_create(&ps->against, game_class_find("itk"), text, 1 - side, e, sizeof e))
        snprintf(err, errlen, "policy %s: against: %s", spec->name, e);
    else
        rc = 0;
    if (rc) {
        ismcts_policy_destroy(ps);
        return -1;
    }
    ps->search.against[1 - side] = &ps->against;
    return 0;
}

static void *ismcts_policy_create(const PolicySpec *spec, int side, char *err, size_t errlen)
{
    static const char *const rollouts[] = {"random", "heuristic", NULL}; /* ROLLOUT_RANDOM, ROLLOUT_HEURISTIC */
    static const char *const finals[] = {"visits", "sample", NULL};
    static const char *const observers[] = {"single", "multi", NULL}; /* in that order: multi = 1 */
    static const char *const opponents[] = {"model", "tree", NULL}; /* in that order: tree = 1 */
    const SideDefaults *def = &side_defaults[side]; /* SIDE_MURDERER or SIDE_DETECTIVE */
    IsmctsConfig cfg = {.seats = 2};
    long depth;
    double lie;
    int rollout, modelled, multi, tree_opponent;
    TieOrder ties;
    MurdererModel model;
    if (policy_spec_check_keys(spec, keys, err, errlen) ||
        policy_spec_int(spec, "iterations", 1000, 1, 1000000000L, &cfg.iterations, err, errlen) ||
        policy_spec_double(spec, "time", 0, 0, 3600, &cfg.seconds, err, errlen) ||
        policy_spec_double(spec, "c", def->c, 0, 100, &cfg.c, err, errlen) ||
        policy_spec_double(spec, "bias", 0, 0, 1000, &cfg.bias, err, errlen) ||
        itk_heuristic_model_param(spec, &model, &modelled, err, errlen) ||
        spec_choice(spec, "rollout", rollouts, def->rollout, &rollout, err, errlen) ||
        spec_choice(spec, "final", finals, 0, &cfg.final, err, errlen) ||
        spec_choice(spec, "observer", observers, 0, &multi, err, errlen) ||
        spec_choice(spec, "opponent", opponents, 0, &tree_opponent, err, errlen) ||
        spec_bytes(spec, "memory", (size_t)64 << 20, &cfg.memory, err, errlen) ||
        policy_spec_int(spec, "depth", def->depth, 0, MAX_ROUNDS, &depth, err, errlen) ||
        itk_heuristic_lie_param(spec, &lie, err, errlen) || tie_order_param(spec, &ties, err, errlen))
        return NULL;

    IsmctsPolicy *ps = calloc(1, sizeof *ps);
    if (!ps) {
        snprintf(err, errlen, "policy %s: out of memory", spec->name);
        return NULL;
    }
    cfg.keyed = multi;
    cfg.ties = ties;
    cfg.opponent = tree_opponent ? ISMCTS_OPPONENT_TREE : ISMCTS_OPPONENT_MODEL;
    itk_ismcts_init(&ps->search);
    ps->search.multi = multi;
    ps->search.depth = (int)depth;
    ps->search.lie = lie;
    ps->model = model;
    ps->search.model = modelled ? &ps->model : NULL;
    ps->tree = ismcts_create(&cfg, itk_ismcts_game.state_size);
    if (!ps->tree) {
        snprintf(err, errlen, "policy %s: cannot hold a search tree in memory=%s (at least %zu bytes)", spec->name,
                 policy_spec_str(spec, "memory", "64M"), 2 * ismcts_node_bytes());
        ismcts_policy_destroy(ps);
        return NULL;
    }
    int modelled_opponent = cfg.opponent == ISMCTS_OPPONENT_MODEL;
    char heuristic[POLICY_SPEC_MAX]; /* its rollouts, prior and opponent break ties as the search does */
    snprintf(heuristic, sizeof heuristic, "heuristic:ties=%s", tie_order_name(ties));
    for (int s = 0; (rollout == ROLLOUT_HEURISTIC || cfg.bias > 0 || modelled_opponent) && s < 2; s++) {
        if (itk_policy_create(&ps->heuristic[s], heuristic, s, err, errlen)) {
            ismcts_policy_destroy(ps);
            return NULL;
        }
        ps->search.rollout[s] = rollout == ROLLOUT_HEURISTIC ? &ps->heuristic[s] : NULL;
        ps->search.prior[s] = cfg.bias > 0 ? &ps->heuristic[s] : NULL;
        ps->search.opponent[s] = modelled_opponent ? &ps->heuristic[s] : NULL;
    }
    return against_mixture(ps, spec, side, err, errlen) ? NULL : ps;
}

static Action ismcts_policy_choose(void *state, const Game *view, const ActionList *legal, Pcg32 *rng)
{
    IsmctsPolicy *ps = state;
    ps->searched = legal->n > 1;
    if (legal->n == 1)
        return legal->a[0];
    itk_ismcts_prepare(&ps->search, view, itk_game_to_move(view));
    Action a = ismcts_search(ps->tree, &itk_ismcts_game, &ps->search, view, rng);
    assert(itk_game_is_legal(view, a)); /* the searcher's own moves are the same in every sample */
    if (action_kind(a) == ACT_ACCUSE)
        ps->accusation_tie = ismcts_stats(ps->tree)->final_tie;
    return a;
}

static void ismcts_policy_new_game(void *state, const Game *view)
{
    (void)view;
    ((IsmctsPolicy *)state)->accusation_tie = GAME_TIE_NONE;
}

static int ismcts_policy_guess_tie(const void *state) { return ((const IsmctsPolicy *)state)->accusation_tie; }

static void ismcts_policy_search_info(const void *state, SearchInfo *out)
{
    const IsmctsPolicy *ps = state;
    search_info_from_ismcts(ps->tree, ps->searched, out);
}

const PolicyClass itk_policy_ismcts = {
    .name = "ismcts",
    .help = "information-set MCTS (SO-ISMCTS), either side; iterations=1000 per decision (reproducible), "
            "time=0 seconds per decision instead (machine-dependent), c=0.7 exploration (Detective 0.35), "
            "rollout=random|heuristic (moves of the rollouts; Detective heuristic), final=visits|sample (root move "
            "by most visits or drawn by visits), memory=64M node-arena bound (K/M/G), depth=0 rounds looked ahead "
            "before the position is scored by the belief (0: up to the accusation; Detective 3), lie=0.5 the belief model's chance that a "
            "liar lies, bias=0 weight of the heuristic's move as prior knowledge (progressive bias "
            "bias*prior/(visits+1); 0: none), model=FILE the Detective's model of the Murderer's choices (noirlab learn) "
            "weighing its samples, observer=single|multi (multi: each side judged from its own view, the Murderer's "
            "moves in the Detective's tree kept apart per murderer and motive), opponent=model|tree (model: the "
            "opponent's nodes play the heuristic of its side in each sampled world, asked once per node and hidden "
            "key; tree: chosen by UCB as the searcher's), silenced=1 the Detective's weight per intimidated civilian a "
            "hypothesis makes a liar (below 1: a model of a Murderer who does not intimidate its own liars; with "
            "model, replaces its intimidation feature), ties=random|first|last the final choice among moves of "
            "equal visits and mean reward, and its heuristic players' ties, against=FILE the opponent's nodes played by "
            "the mixture file FILE (ai/mixture.h; a member drawn per sample) instead of the heuristic (opponent=model "
            "only)",
    .needs_view = 1,
    .create = ismcts_policy_create,
    .destroy = ismcts_policy_destroy,
    .new_game = ismcts_policy_new_game,
    .choose = ismcts_policy_choose,
    .guess_tie = ismcts_policy_guess_tie,
    .search_info = ismcts_policy_search_info,
};
