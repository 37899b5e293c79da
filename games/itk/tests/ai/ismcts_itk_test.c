/*
 * ismcts_itk_test.c — ISMCTS playing Intent to Kill (games/itk/ai/ismcts_itk.h, policy
 * "ismcts").
 *
 * The positions come from games/itk/tests/ai/ismcts_positions/round5.rec, a hand-written
 * record (its header explains it): round 5, the Detective has pinned the
 * murderer (the Nun) down by truthful answers (R7, R9), and two motives are
 * left, Sadist (the truth) and Cutthroat.
 *
 *   - Detective: after the 5th murder (the Veteran, block 15) and a step to
 *     the Police station in block 14, placing the token on the Psychic
 *     (centre, not intimidated) is the one move that separates the motives
 *     (R6, R10): every other move leaves a coin flip at the accusation.
 *   - Detective: at the accusation (R13) it names the Nun and the motive the
 *     surveillance left; without the surveillance, the Nun and one of the two.
 *   - Murderer: at the 5th murder it kills the Paperboy, the only victim after
 *     whom no surveillance can tell the motives apart before the accusation.
 *
 * And D.O.A.'s crime scene 1 (R19) from games/itk/tests/records/scenario/r19_benefactor.rec:
 * the tree is offered only the blocks of the hand rule in ismcts_itk.c, and
 * the Murderer's search places the scene on one of them.
 *
 * And on random games: the Detective's determinizations are legal full
 * positions drawn from the belief engine, the search never plays an action
 * illegal in its sample, the node arena keeps its bound, the same seed gives
 * the same game, the prior is the heuristic's move on the searcher's own view,
 * and bad policy specs are refused with one clear message.
 */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "games/itk/ai/ismcts_itk.h"
#include "games/itk/core/playout.h"
#include "games/itk/data/catalog.h"
#include "games/itk/data/record.h"

#define POSITION "games/itk/tests/ai/ismcts_positions/round5.rec"

static Catalog cat;

static int setup(void **state)
{
    (void)state;
    char err[CATALOG_ERR_MAX];
    if (itk_catalog_load(&cat, itk_catalog_default_dir(), err, sizeof err)) {
        fprintf(stderr, "%s\n", err);
        return -1;
    }
    return 0;
}

/* --- the hand-built position ------------------------------------------------ */

static int civ(const Game *g, const char *name)
{
    for (int c = 0; c < CIVILIANS; c++)
        if (strcmp(g->card[c].name, name) == 0)
            return c;
    fail_msg("no civilian %s", name);
    return -1;
}

static void load_round5(Game *g)
{
    static RecordEvent events[RECORD_MAX_EVENTS];
    Setup s;
    RecordInfo info;
    int n;
    char err[RECORD_ERR_MAX];
    if (itk_record_parse(&cat, POSITION, &s, events, RECORD_MAX_EVENTS, &n, &info, err, sizeof err) ||
        itk_record_play(g, &s, &cat, events, n, POSITION, &info, NULL, NULL, err, sizeof err))
        fail_msg("%s", err);
    assert_int_equal(g->round, 5);
    assert_int_equal(g->phase, PH_MURDER);
}

static void play(Game *g, Action a)
{
    assert_true(itk_game_is_legal(g, a));
    itk_game_apply(g, a);
}

/* The 5th murder is the Veteran's; the Detective steps to the Police station. */
static void load_detective_root(Game *g)
{
    load_round5(g);
    play(g, ACTION(ACT_MURDER, civ(g, "Veteran"), 0));
    play(g, ACTION(ACT_MOVE, 14, 0));
}

/* The city phase of round 5 (no moves), up to the accusation. */
static void to_accusation(Game *g)
{
    play(g, ACTION(ACT_END, 0, 0));
    play(g, ACTION(ACT_DRAW, itk_catalog_group(&cat, "Criminals"), 0));
    play(g, ACTION(ACT_GROUP_DONE, 0, 0));
    play(g, ACTION(ACT_DRAW, itk_catalog_group(&cat, "Labor"), 0));
    play(g, ACTION(ACT_GROUP_DONE, 0, 0));
    assert_int_equal(g->phase, PH_ACCUSE);
}

/* Ask a policy built from spec for its move in g, as the match loop does. */
static Action decide(const char *spec, const Game *g, uint64_t seed)
{
    Policy p;
    char err[256];
    int side = itk_game_to_move(g);
    if (itk_policy_create(&p, spec, side, err, sizeof err))
        fail_msg("%s", err);
    Game view;
    itk_game_view(g, side, &view);
    ActionList legal;
    itk_game_legal(g, &legal);
    Pcg32 rng;
    pcg32_seed(&rng, seed, 3);
    Action a = p.cls->choose(p.state, &view, &legal, &rng);
    itk_policy_destroy(&p);
    return a;
}

/* R6 after the 5th murder: would a surveillance of c say yes under motive m? */
static int surveil_yes(const Game *g, int c, int m)
{
    Game w = *g;
    w.motive = (uint8_t)m;
    return itk_game_surveillance_answer(&w, c);
}

static void test_detective_places_the_separating_token(void **state)
{
    (void)state;
    Game g;
    load_detective_root(&g);
    int psychic = civ(&g, "Psychic"), secretary = civ(&g, "Secretary");
    /* The position is what the test claims: one separating placement, one
     * that is not, and moves that give the Police station up. */
    assert_int_not_equal(surveil_yes(&g, psychic, MOTIVE_SADIST), surveil_yes(&g, psychic, MOTIVE_CUTTHROAT));
    assert_int_equal(surveil_yes(&g, secretary, MOTIVE_SADIST), surveil_yes(&g, secretary, MOTIVE_CUTTHROAT));
    assert_true(itk_game_is_legal(&g, ACTION(ACT_POLICE, secretary, 0)));
    assert_true(itk_game_is_legal(&g, ACTION(ACT_MOVE, 10, 0)));
    assert_true(itk_game_is_legal(&g, ACTION(ACT_END, 0, 0)));
    for (uint64_t seed = 1; seed <= 3; seed++)
        assert_int_equal(decide("ismcts:iterations=1000", &g, seed), ACTION(ACT_POLICE, psychic, 0));
}

static void test_detective_accuses_the_right_pair(void **state)
{
    (void)state;
    Game g;
    load_detective_root(&g);
    int nun = civ(&g, "Nun");
    play(&g, ACTION(ACT_POLICE, civ(&g, "Psychic"), 0));
    play(&g, ACTION(ACT_SURVEIL, 0, 0)); /* "yes": not Cutthroat */
    to_accusation(&g);
    for (uint64_t seed = 1; seed <= 3; seed++)
        assert_int_equal(decide("ismcts:iterations=1000", &g, seed), ACTION(ACT_ACCUSE, nun, MOTIVE_SADIST));

    /* Without the surveillance both motives stay: the Nun, with either. */
    load_detective_root(&g);
    to_accusation(&g);
    for (uint64_t seed = 1; seed <= 3; seed++) {
        Action a = decide("ismcts:iterations=1000", &g, seed);
        assert_true(a == ACTION(ACT_ACCUSE, nun, MOTIVE_SADIST) || a == ACTION(ACT_ACCUSE, nun, MOTIVE_CUTTHROAT));
    }
}

static void test_murderer_keeps_the_motive_hidden(void **state)
{
    (void)state;
    Game g;
    load_round5(&g);
    assert_true(itk_game_is_legal(&g, ACTION(ACT_MURDER, civ(&g, "Psychic"), 0))); /* would give Sadist away */
    assert_true(itk_game_is_legal(&g, ACTION(ACT_MURDER, civ(&g, "Veteran"), 0))); /* the Detective reaches 14 */
    for (uint64_t seed = 1; seed <= 3; seed++)
        assert_int_equal(decide("ismcts:iterations=1000", &g, seed), ACTION(ACT_MURDER, civ(&g, "Paperboy"), 0));
}

/* --- D.O.A.'s crime scene 1 (R19) ------------------------------------------------ */

/* The D.O.A. record played up to round 1's BENEFACTOR event. */
static void load_benefactor_phase(Game *g)
{
    static const char *path = "games/itk/tests/records/scenario/r19_benefactor.rec";
    static RecordEvent events[RECORD_MAX_EVENTS];
    Setup s;
    RecordInfo info;
    int n = 0;
    char err[RECORD_ERR_MAX];
    if (itk_record_parse(&cat, path, &s, events, RECORD_MAX_EVENTS, &n, &info, err, sizeof err))
        fail_msg("%s", err);
    while (n > 0 && action_kind(events[n - 1].action) != ACT_BENEFACTOR)
        n--;
    if (itk_record_play(g, &s, &cat, events, n - 1, path, &info, NULL, NULL, err, sizeof err))
        fail_msg("%s", err);
    assert_int_equal(g->phase, PH_BENEFACTOR);
}

/*
 * The hand rule by hand: every block leaves the Robber (the Nurse, block 2)
 * at least 4 legal victims; the blocks with no unintimidated truthful witness
 * on them are 0 (both intimidated), 2 (the Nurse lies), 11, 13 and 14 (empty);
 * of those, 11, 13 and 14 are 3 or more steps from block 2 (0 is 2 steps).
 */
static void test_murderer_places_crime_scene_one_by_the_hand_rule(void **state)
{
    (void)state;
    static IsmctsItk s;
    Game g;
    load_benefactor_phase(&g);
    IsmctsItkState st = {.g = g, .signal = ISMCTS_ITK_NO_SIGNAL};
    ActionList legal;
    itk_ismcts_init(&s); /* the hand rule reads the position only */
    itk_ismcts_game.legal(&s, &st, &legal);
    assert_int_equal(legal.n, 3);
    assert_int_equal(legal.a[0], ACTION(ACT_BENEFACTOR, 11, 0));
    assert_int_equal(legal.a[1], ACTION(ACT_BENEFACTOR, 13, 0));
    assert_int_equal(legal.a[2], ACTION(ACT_BENEFACTOR, 14, 0));
    for (uint64_t seed = 1; seed <= 3; seed++) {
        Action a = decide("ismcts:iterations=300", &g, seed);
        assert_true(a == legal.a[0] || a == legal.a[1] || a == legal.a[2]);
    }
}

/* --- random games -------------------------------------------------------------- */

/* A beginner game played at random for `moves` actions (or to its end). */
static void random_position(Game *g, uint64_t seed, int moves)
{
    const Layout *beginner = itk_catalog_layout(&cat, "beginner");
    Pcg32 rng;
    pcg32_seed(&rng, seed, 0);
    Setup s;
    assert_int_equal(itk_deal_game(g, &s, &cat.deck, beginner, beginner->logic_motives, (Switches){0}, &rng), 0);
    ActionList legal;
    for (int i = 0; i < moves && !game_over(g); i++) {
        itk_game_legal(g, &legal);
        itk_game_apply(g, legal.a[pcg32_bounded(&rng, (uint32_t)legal.n)]);
    }
}

/* Advance a random game to the Detective's next decision with a choice (in
 * `phase`, or any phase but the start for PH_OVER). */
static int detective_decision_in(Game *g, uint64_t seed, int moves, int phase)
{
    random_position(g, seed, moves);
    ActionList legal;
    Pcg32 rng;
    pcg32_seed(&rng, seed, 1);
    while (!game_over(g)) {
        itk_game_legal(g, &legal);
        if (itk_game_to_move(g) == SIDE_DETECTIVE && legal.n > 1 && g->phase != PH_START &&
            (phase == PH_OVER || g->phase == phase))
            return 1;
        itk_game_apply(g, legal.a[pcg32_bounded(&rng, (uint32_t)legal.n)]);
    }
    return 0;
}

static int detective_position(Game *g, uint64_t seed, int moves)
{
    return detective_decision_in(g, seed, moves, PH_OVER);
}

/* The Detective's samples: legal full positions (itk_game_check), consistent with
 * the belief engine, with tokens and liars as the rules make them (R7, R11). */
static void test_detective_determinizations_are_legal_positions(void **state)
{
    (void)state;
    static IsmctsItk s;
    itk_ismcts_init(&s);
    int checked = 0;
    for (uint64_t seed = 0; seed < 40; seed++) {
        Game g, view;
        if (!detective_position(&g, seed, (int)(seed * 7 % 70)))
            continue;
        itk_game_view(&g, SIDE_DETECTIVE, &view);
        itk_ismcts_prepare(&s, &view, SIDE_DETECTIVE);
        Pcg32 rng;
        pcg32_seed(&rng, seed, 2);
        for (int k = 0; k < 50; k++) {
            IsmctsItkState st;
            itk_ismcts_game.determinize(&s, &view, &st, &rng);
            const Game *d = &st.g;
            assert_null(itk_game_check(d));
            assert_true(itk_belief_consistent(&s.root, d->murderer, d->motive, d->poi, d->supporters));
            CivSet liars = (CivSet)1u << d->murderer | d->group[d->supporters];
            if (d->poi != NOBODY)
                liars |= (CivSet)1u << d->poi;
            assert_int_equal(d->liars, liars);
            int has_supporters = 0;
            for (int i = 0; i < DRAWN_TOKENS; i++) {
                has_supporters |= d->drawn[i] == d->supporters;
                for (int o = 0; o < view.n_obs; o++) /* a token seen drawn from the stack is not the Murderer's */
                    assert_false(view.obs[o].kind == OBS_DRAW && view.obs[o].civ == d->drawn[i]);
            }
            assert_true(has_supporters);
            /* Everything public is the view's. */
            assert_memory_equal(d->pos, view.pos, sizeof d->pos);
            assert_int_equal(d->n_obs, view.n_obs);
            assert_memory_equal(d->obs, view.obs, sizeof d->obs);
            checked++;
        }
    }
    assert_true(checked >= 1000);
}

/*
 * The prior (bias > 0) is the heuristic's move on the side's own view of the
 * sample: with one iteration the tree holds that child only, and for the
 * Detective, whatever the sample, it is the heuristic Detective's move on the
 * real view.  Both with ties=first: the investigation and questions then use
 * no randomness (with the default, ties=random, equal options are drawn from
 * the stream each is given, which differ; the search passes its ties to its
 * heuristic players).
 */
static void test_prior_is_the_heuristic_on_the_view(void **state)
{
    (void)state;
    int checked = 0;
    for (uint64_t seed = 0; seed < 30; seed++) {
        Game g;
        int phase = seed % 2 ? PH_ASK : PH_INVESTIGATE;
        if (!detective_decision_in(&g, seed, (int)(seed * 11 % 80), phase))
            continue;
        Action heuristic = decide("heuristic:ties=first", &g, seed);
        for (uint64_t k = 0; k < 3; k++)
            assert_int_equal(decide("ismcts:iterations=1,bias=1,ties=first", &g, seed * 10 + k), heuristic);
        checked++;
    }
    assert_true(checked >= 10);
}

/* The Murderer knows everything but future draws (R14): its sample is the position. */
static void test_murderer_determinization_is_the_position(void **state)
{
    (void)state;
    static IsmctsItk s;
    itk_ismcts_init(&s);
    Game g;
    load_round5(&g);
    itk_ismcts_prepare(&s, &g, SIDE_MURDERER);
    Pcg32 rng;
    pcg32_seed(&rng, 1, 1);
    IsmctsItkState st;
    itk_ismcts_game.determinize(&s, &g, &st, &rng);
    assert_memory_equal(&st.g, &g, sizeof g);
    assert_int_equal(st.signal, ISMCTS_ITK_NO_SIGNAL);
}

/* A truthful answer is revealed to the Detective's tree as a chance move with
 * the answer as its one outcome; a liar's answer is the Murderer's move of the
 * same name (R7). */
static void test_hidden_answers_are_revealed(void **state)
{
    (void)state;
    static IsmctsItk s;
    itk_ismcts_init(&s);
    Game g;
    load_round5(&g);
    itk_ismcts_prepare(&s, &g, SIDE_DETECTIVE);
    IsmctsItkState st = {.g = g, .signal = ISMCTS_ITK_NO_SIGNAL};
    Game *p = &st.g;
    const IsmctsGame *ig = &itk_ismcts_game;
    ig->apply(&s, &st, ACTION(ACT_MURDER, civ(p, "Veteran"), 0));
    ig->apply(&s, &st, ACTION(ACT_MOVE, 14, 0));
    ig->apply(&s, &st, ACTION(ACT_POLICE, civ(p, "Psychic"), 0));
    ig->apply(&s, &st, ACTION(ACT_SURVEIL, 0, 0));
    ActionList legal;
    assert_int_equal(ig->to_move(&s, &st), ISMCTS_CHANCE);
    ig->legal(&s, &st, &legal);
    assert_int_equal(legal.n, 1);
    assert_int_equal(legal.a[0], ISMCTS_ITK_SURVEIL_SEEN(1)); /* Sadist: the Psychic may be murdered */
    ig->apply(&s, &st, legal.a[0]);
    assert_int_equal(ig->to_move(&s, &st), SIDE_DETECTIVE);
    assert_int_equal(st.signal, ISMCTS_ITK_NO_SIGNAL);
}

/* Wraps the adapter: every action the search plays is checked against the
 * rules core in the sampled position, and the Murderer's victim lists seen in
 * the samples are counted (they differ with the sampled motive). */
static long illegal_played, murder_lists;
static uint32_t murder_list_seen[64];

static void checked_apply(void *ctx, void *state, Action a)
{
    IsmctsItkState *st = state;
    if (st->signal == ISMCTS_ITK_NO_SIGNAL && a != ISMCTS_ITK_ACCUSE_NOW) {
        illegal_played += !itk_game_is_legal(&st->g, a);
        if (st->g.phase == PH_MURDER) {
            uint32_t victims = itk_game_legal_victims(&st->g, 0);
            int known = 0;
            for (long i = 0; i < murder_lists && !known; i++)
                known = murder_list_seen[i] == victims;
            if (!known && murder_lists < 64)
                murder_list_seen[murder_lists++] = victims;
        }
    }
    itk_ismcts_game.apply(ctx, state, a);
}

static void test_search_plays_only_actions_legal_in_its_sample(void **state)
{
    (void)state;
    static IsmctsItk s;
    itk_ismcts_init(&s);
    IsmctsGame checked = itk_ismcts_game;
    checked.apply = checked_apply;
    IsmctsConfig cfg = {.iterations = 3000, .c = 0.7, .final = ISMCTS_FINAL_VISITS, .memory = 1 << 20};
    Ismcts *t = ismcts_create(&cfg, checked.state_size);
    Game g, view;
    /* The Detective's city-phase move of round 1: the next murder is a few
     * moves down the tree, and several motives are left. */
    assert_true(detective_decision_in(&g, 11, 0, PH_GROUP_MOVE));
    assert_int_equal(g.round, 1);
    itk_game_view(&g, SIDE_DETECTIVE, &view);
    itk_ismcts_prepare(&s, &view, SIDE_DETECTIVE);
    Pcg32 rng;
    pcg32_seed(&rng, 5, 5);
    ismcts_search(t, &checked, &s, &view, &rng);
    assert_int_equal(illegal_played, 0);
    assert_int_equal(ismcts_stats(t)->illegal, 0);
    assert_true(murder_lists >= 2); /* the samples really disagreed about the victims */
    ismcts_destroy(t);
}

/* A 16 KB arena holds 512 nodes; the search fills it and stays there. */
static void test_memory_stays_within_the_bound(void **state)
{
    (void)state;
    static IsmctsItk s;
    itk_ismcts_init(&s);
    IsmctsConfig cfg = {.iterations = 3000, .c = 0.7, .final = ISMCTS_FINAL_VISITS, .memory = 16 << 10};
    Ismcts *t = ismcts_create(&cfg, itk_ismcts_game.state_size);
    assert_true(ismcts_arena_bytes(t) <= cfg.memory);
    Game g, view;
    assert_true(detective_position(&g, 3, 10));
    itk_game_view(&g, SIDE_DETECTIVE, &view);
    itk_ismcts_prepare(&s, &view, SIDE_DETECTIVE);
    Pcg32 rng;
    pcg32_seed(&rng, 1, 1);
    Action a = ismcts_search(t, &itk_ismcts_game, &s, &view, &rng);
    assert_true(itk_game_is_legal(&g, a));
    assert_int_equal(ismcts_stats(t)->nodes, ismcts_capacity(t));
    assert_true(ismcts_stats(t)->nodes * (long)ismcts_node_bytes() <= 16 << 10);
    assert_true(ismcts_stats(t)->frontier_only > 0);
    ismcts_destroy(t);
}

/* Two games of the beginner deal of `seed` between fresh policies: the same, move for move. */
/* One game between two SPECs on the beginner setup: its signature and its
 * number of decisions in one value, so that two games compare with ==. */
static uint64_t game_played(const char *detective, const char *murderer, uint64_t seed)
{
    const Layout *beginner = itk_catalog_layout(&cat, "beginner");
    MatchConfig cfg = {.deck = &cat.deck, .layout = beginner, .motives = beginner->logic_motives};
    GameResult r;
    Policy d, m;
    char err[256];
    assert_int_equal(itk_policy_create(&d, detective, SIDE_DETECTIVE, err, sizeof err), 0);
    assert_int_equal(itk_policy_create(&m, murderer, SIDE_MURDERER, err, sizeof err), 0);
    assert_int_equal(itk_match_play(&cfg, &d, &m, seed, &r, NULL), 0);
    itk_policy_destroy(&d);
    itk_policy_destroy(&m);
    return itk_match_signature(r.decisions, &r);
}

static void assert_same_game_twice(const char *detective, const char *murderer, uint64_t seed)
{
    assert_int_equal(game_played(detective, murderer, seed), game_played(detective, murderer, seed));
}

/* The same seed plays the same game, move for move. */
static void test_same_seed_same_game(void **state)
{
    (void)state;
    assert_same_game_twice("ismcts:iterations=100", "ismcts:iterations=100,final=sample", 2024);
}

/*
 * Each side's defaults (ismcts_policy.c, docs/ismcts.md "Each side's
 * defaults"): a SPEC without c, depth and rollout plays, as Detective, the
 * game of c=0.35,depth=3,rollout=heuristic and, as Murderer, that of
 * c=0.7,depth=0,rollout=random; the Detective's defaults are not the
 * Murderer's (on some of three seeds the games differ).
 */
static void test_each_side_has_its_defaults(void **state)
{
    (void)state;
    const char *murderer_keys = "ismcts:iterations=40,c=0.7,depth=0,rollout=random";
    const char *detective_keys = "ismcts:iterations=40,c=0.35,depth=3,rollout=heuristic";
    int differ = 0;
    for (uint64_t seed = 7; seed < 10; seed++) {
        uint64_t plain = game_played("ismcts:iterations=40", "ismcts:iterations=40", seed);
        assert_int_equal(plain, game_played(detective_keys, murderer_keys, seed));
        differ += plain != game_played(murderer_keys, murderer_keys, seed);
    }
    assert_true(differ > 0);
}

/*
 * observer=multi: each side judged from its own view, the Murderer by
 * 1 - P(true pair), the Detective by the sum of squares of the public belief,
 * in either side's search (one observer: constant-sum, the searcher's view);
 * the Murderer's moves keyed by (murderer, motive) in the Detective's search
 * only.  The expected values come from a belief built here on the Detective's
 * view.  Whole games with observer=multi are the same for the same seed.
 */
static void test_multi_observer(void **state)
{
    (void)state;
    static IsmctsItk s;
    static Belief b;
    const Layout *beginner = itk_catalog_layout(&cat, "beginner");
    Pcg32 rng;
    pcg32_seed(&rng, 31, 0);
    Game g, view;
    Setup setup;
    assert_int_equal(itk_deal_game(&g, &setup, &cat.deck, beginner, beginner->logic_motives, (Switches){0}, &rng), 0);
    ActionList legal;
    while (!game_over(&g) && g.n_obs < 12) {
        itk_game_legal(&g, &legal);
        itk_game_apply(&g, legal.a[pcg32_bounded(&rng, (uint32_t)legal.n)]);
    }
    assert_false(game_over(&g));
    itk_game_view(&g, SIDE_DETECTIVE, &view);
    itk_belief_init(&b, &view, BELIEF_LIE_DEFAULT);
    double truth = b.joint[g.murderer][g.motive], squares = 0;
    for (int x = 0; x < CIVILIANS; x++)
        for (int m = 0; m < MOTIVES; m++)
            squares += b.joint[x][m] * b.joint[x][m];
    const IsmctsGame *ig = &itk_ismcts_game;
    IsmctsItkState st = {.g = g, .signal = ISMCTS_ITK_NO_SIGNAL};
    double r[GAME_SEATS_MAX];
    for (int side = 0; side < 2; side++) {
        itk_ismcts_init(&s);
        s.multi = 1;
        itk_ismcts_prepare(&s, side == SIDE_MURDERER ? &g : &view, side);
        ig->rewards(&s, &st, r);
        assert_true(fabs(r[SIDE_MURDERER] - (1 - truth)) < 1e-9);
        assert_true(fabs(r[SIDE_DETECTIVE] - squares) < 1e-9);
        s.multi = 0; /* one observer: the searcher's view, constant-sum */
        ig->rewards(&s, &st, r);
        assert_true(fabs(r[SIDE_DETECTIVE] - (side == SIDE_MURDERER ? truth : squares)) < 1e-9);
        assert_true(fabs(r[SIDE_MURDERER] + r[SIDE_DETECTIVE] - 1) < 1e-12);
        /* Keys: the Murderer's (murderer, motive), in the Detective's search only. */
        IsmctsItkState other = st;
        other.g.murderer = (uint8_t)((g.murderer + 1) % CIVILIANS);
        uint32_t k = ig->private_key(&s, &st, SIDE_MURDERER), k2 = ig->private_key(&s, &other, SIDE_MURDERER);
        assert_int_equal(ig->private_key(&s, &st, SIDE_DETECTIVE), 0);
        if (side == SIDE_DETECTIVE) {
            assert_int_equal(k, 1 + g.murderer * MOTIVES + g.motive);
            assert_true(k2 != k);
        } else {
            assert_int_equal(k, 0);
            assert_int_equal(k2, 0);
        }
    }

    assert_same_game_twice("ismcts:iterations=100,observer=multi", "ismcts:iterations=100,observer=multi", 2025);
}

/* R13's early accusation: outside the Detective's own decision it is the
 * choice "accuse now" (scored by the belief) or continue; whole games with the
 * switch on play to the end. */
static void test_early_accusation(void **state)
{
    (void)state;
    static IsmctsItk s;
    itk_ismcts_init(&s);
    const Layout *beginner = itk_catalog_layout(&cat, "beginner");
    Switches sw = {.early_accusation = 3};
    Pcg32 rng;
    pcg32_seed(&rng, 8, 0);
    Game g;
    Setup setup;
    assert_int_equal(itk_deal_game(&g, &setup, &cat.deck, beginner, beginner->logic_motives, sw, &rng), 0);
    ActionList legal;
    while (!game_over(&g) && g.phase != PH_ACCUSE_EARLY) {
        itk_game_legal(&g, &legal);
        itk_game_apply(&g, legal.a[pcg32_bounded(&rng, (uint32_t)legal.n)]);
    }
    assert_int_equal(g.phase, PH_ACCUSE_EARLY);
    itk_ismcts_prepare(&s, &g, SIDE_MURDERER);
    IsmctsItkState st = {.g = g, .signal = ISMCTS_ITK_NO_SIGNAL};
    const IsmctsGame *ig = &itk_ismcts_game;
    assert_int_equal(ig->to_move(&s, &st), SIDE_DETECTIVE);
    ig->legal(&s, &st, &legal);
    assert_int_equal(legal.n, 2);
    assert_int_equal(legal.a[0], ISMCTS_ITK_ACCUSE_NOW);
    assert_int_equal(legal.a[1], ACTION(ACT_CONTINUE, 0, 0));
    ig->apply(&s, &st, ISMCTS_ITK_ACCUSE_NOW);
    assert_int_equal(ig->to_move(&s, &st), ISMCTS_OVER);
    /* Scored where it stands: the public belief's P(true pair), from a belief
     * built here on the Detective's view (the search's default lie, no model). */
    double rewards[GAME_SEATS_MAX];
    ig->rewards(&s, &st, rewards);
    double r = rewards[SIDE_DETECTIVE];
    Game view;
    itk_game_view(&g, SIDE_DETECTIVE, &view);
    static Belief b;
    itk_belief_init(&b, &view, BELIEF_LIE_DEFAULT);
    assert_true(fabs(r - b.joint[g.murderer][g.motive]) < 1e-12);
    assert_true(r > 0); /* the truth is never ruled out */

    /* The Detective's own decision: every accusation and "continue". */
    itk_ismcts_prepare(&s, &view, SIDE_DETECTIVE);
    st.g = view;
    itk_game_legal(&g, &legal);
    ActionList searched;
    ig->legal(&s, &st, &searched);
    assert_int_equal(searched.n, legal.n);

    MatchConfig cfg = {.deck = &cat.deck, .layout = beginner, .motives = beginner->logic_motives, .sw = sw};
    Policy d, m;
    char err[256];
    assert_int_equal(itk_policy_create(&d, "ismcts:iterations=60", SIDE_DETECTIVE, err, sizeof err), 0);
    assert_int_equal(itk_policy_create(&m, "ismcts:iterations=60", SIDE_MURDERER, err, sizeof err), 0);
    for (uint64_t seed = 0; seed < 3; seed++) {
        GameResult res;
        assert_int_equal(itk_match_play(&cfg, &d, &m, seed, &res, NULL), 0);
        assert_true(res.winner == SIDE_DETECTIVE || res.winner == SIDE_MURDERER);
    }
    itk_policy_destroy(&d);
    itk_policy_destroy(&m);
}

static void expect_refused(const char *spec, const char *message)
{
    Policy p;
    char err[256] = "";
    assert_int_equal(itk_policy_create(&p, spec, SIDE_DETECTIVE, err, sizeof err), -1);
    if (!strstr(err, message))
        fail_msg("spec '%s': message '%s' does not say '%s'", spec, err, message);
}

static void test_bad_specs_are_refused(void **state)
{
    (void)state;
    expect_refused("ismcts:iterations=0", "iterations=0 is not a whole number in 1..");
    expect_refused("ismcts:c=-1", "c=-1 is not a number in 0..100");
    expect_refused("ismcts:rollout=smart", "rollout=smart is not one of random|heuristic");
    expect_refused("ismcts:final=best", "final=best is not one of visits|sample");
    expect_refused("ismcts:memory=64Q", "memory=64Q is not a size in bytes");
    expect_refused("ismcts:memory=-5", "memory=-5 is not a size in bytes");
    expect_refused("ismcts:memory=40", "cannot hold a search tree in memory=40");
    expect_refused("ismcts:depth=x", "depth=x is not a whole number");
    expect_refused("ismcts:depth=7", "depth=7 is not a whole number in 0..6");
    expect_refused("ismcts:bias=-1", "bias=-1 is not a number in 0..1000");
    expect_refused("ismcts:silenced=0", "silenced=0 is not a number in 0.001..1");
    expect_refused("ismcts:observer=both", "observer=both is not one of single|multi");
    expect_refused("ismcts:iteration=5", "unknown parameter 'iteration'");

    Policy p;
    char err[256];
    assert_int_equal(itk_policy_create(&p, "ismcts:iterations=50,time=0.01,c=1.2,memory=1M,depth=2,final=sample",
                                   SIDE_MURDERER, err, sizeof err),
                     0);
    itk_policy_destroy(&p);
}

static void test_bench_measures_the_search(void **state)
{
    (void)state;
    const Layout *beginner = itk_catalog_layout(&cat, "beginner");
    MatchConfig cfg = {.deck = &cat.deck, .layout = beginner, .motives = beginner->logic_motives};
    double tree_bytes = 0;
    double rate = itk_ismcts_iterations_per_s(&cfg, 1, 50, 9, 0, &tree_bytes, NULL);
    assert_true(rate > 0);
    assert_true(tree_bytes > 0 && tree_bytes <= 51.0 * (double)ismcts_node_bytes());
    /* The Detective's default search: a heuristic move per rollout step,
     * some thirty times dearer an iteration than random rollouts. */
    double detective = itk_ismcts_detective_iterations_per_s(&cfg, 1, 50, 9);
    assert_true(detective > 0 && detective < rate / 3);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_detective_places_the_separating_token),
        cmocka_unit_test(test_detective_accuses_the_right_pair),
        cmocka_unit_test(test_murderer_keeps_the_motive_hidden),
        cmocka_unit_test(test_murderer_places_crime_scene_one_by_the_hand_rule),
        cmocka_unit_test(test_detective_determinizations_are_legal_positions),
        cmocka_unit_test(test_murderer_determinization_is_the_position),
        cmocka_unit_test(test_hidden_answers_are_revealed),
        cmocka_unit_test(test_search_plays_only_actions_legal_in_its_sample),
        cmocka_unit_test(test_memory_stays_within_the_bound),
        cmocka_unit_test(test_same_seed_same_game),
        cmocka_unit_test(test_each_side_has_its_defaults),
        cmocka_unit_test(test_multi_observer),
        cmocka_unit_test(test_early_accusation),
        cmocka_unit_test(test_prior_is_the_heuristic_on_the_view),
        cmocka_unit_test(test_bad_specs_are_refused),
        cmocka_unit_test(test_bench_measures_the_search),
    };
    return cmocka_run_group_tests(tests, setup, NULL);
}
