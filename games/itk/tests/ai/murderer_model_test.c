/*
 * murderer_model_test — the model of the Murderer's choices (games/itk/ai/murderer_model.h):
 *
 *   - the weighting, hypothesis by hypothesis, against a brute force that
 *     multiplies each hypothesis's likelihoods straight from the model's
 *     definition (liars by R7), on positions of heuristic and random games,
 *     and the posterior P(x, m) it gives;
 *   - the "greedy" feature against an independent implementation: the
 *     heuristic Murderer's own lies (heuristic_murderer.c) are always the
 *     answer the feature calls greedy, and its truths the truth;
 *   - a synthetic Murderer that always lies about age and never about sex:
 *     the counts recover both rates within their Wilson intervals (and a
 *     coin for build, which it answers at random);
 *   - the flat bluff Murderer's liars answer the truth at rate 1/2 whatever
 *     the greedy feature says; the default bluff's, which tell the
 *     heuristic's lie 3 times in 10, at 0.65 where the truth is greedy and 0.35
 *     where the lie is; its liars end intimidated less often as silence=P
 *     grows; it refuses to play the Detective and bad keys;
 *   - the hypotheses the bluff draws (hypothesis=drawn) follow the belief's
 *     posterior: murderer and motive frequencies against its marginals, and
 *     against itk_belief_liar_split's when drawn among those making a civilian a
 *     liar, every one of which does;
 *   - the file: written and read back to the same counts, and every kind of
 *     malformed file refused with its exact FILE:LINE message, also through
 *     the policy spec heuristic:model=FILE.
 */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cmocka.h>

#include "tests/common/test_beginner.h"

#include "games/itk/ai/heuristic.h"
#include "games/itk/ai/murderer_model.h"

#ifndef MODEL_GAMES
#define MODEL_GAMES 600
#endif

enum { SEED = 1212 };

static int is_liar(const Game *g, int c, int x, int p, int s) { return c == x || c == p || g->group_of[c] == s; }

/* --- the weighting against a brute force --------------------------------- */

/* A model with a different probability in every cell. */
static void varied_model(MurdererModel *m)
{
    itk_murderer_model_clear(m);
    for (int i = 0; i < MM_ANSWER_CELLS; i++)
        m->answer[i] = (MmCount){(i * 7) % 13, (i * 5) % 11};
    m->intimidated[1] = (MmCount){3, 50};
    m->intimidated[0] = (MmCount){40, 41};
    for (int size = 0; size < MM_SIZES; size++)
        for (int own = 0; own < 2; own++)
            m->supporters[size][own] = (MmCount){size + 2 * own, 10};
}

static double p_of(MmCount c) { return (c.yes + 0.5) / (c.yes + c.no + 1.0); }

/*
 * The model's factor of hypothesis (x, p, s) relative to the rules' belief of
 * lie L, from its definition: each answer of one of its liars has likelihood
 * P(truth | cell) or 1 - P instead of 1 - L or L; each intimidated liar
 * P(int | liar) / P(int | honest), each spared alive liar the same for
 * "spared"; s has P(s | x) / (1/9).
 */
static double brute_factor(const MurdererModel *m, const Game *view, double lie, int cells[][CIVILIANS], int x,
                           int p, int s)
{
    double f = 1;
    for (int i = 0; i < view->n_obs; i++) {
        const Obs *o = &view->obs[i];
        if (o->kind != OBS_ANSWER || !is_liar(view, o->civ, x, p, s))
            continue;
        int truth = ((view->trait[o->value] >> x) & 1) == o->yes;
        double pt = p_of(m->answer[cells[i][x]]);
        f *= truth ? pt / (1 - lie) : (1 - pt) / lie;
    }
    double liar = p_of(m->intimidated[1]), honest = p_of(m->intimidated[0]);
    for (int c = 0; c < CIVILIANS; c++) {
        if (!is_liar(view, c, x, p, s))
            continue;
        if ((view->intimidated >> c) & 1)
            f *= liar / honest;
        else if ((view->alive >> c) & 1)
            f *= (1 - liar) / (1 - honest);
    }
    double w[GROUPS], sum = 0;
    for (int g = 0; g < GROUPS; g++) {
        int size = __builtin_popcount(view->group[g]);
        w[g] = p_of(m->supporters[size < MM_SIZES ? size : MM_SIZES - 1][(view->group[g] >> x) & 1]);
        sum += w[g];
    }
    return f * w[s] / sum * GROUPS;
}

/* cells[i][x]: the answer cell of observation i (answers only) under x. */
static void answer_cells(const Game *view, int cells[][CIVILIANS])
{
    static Belief rules;
    static Game start;
    start = *view;
    start.n_obs = 0;
    itk_belief_init(&rules, &start, 0.5);
    for (int i = 0; i < view->n_obs; i++)
        if (view->obs[i].kind == OBS_ANSWER) {
            itk_belief_update_to(&rules, view, i);
            itk_murderer_model_answer_cells(&rules, view, &view->obs[i], cells[i]);
        }
}

static void check_position(const MurdererModel *m, const Game *g, double lie)
{
    static Game view;
    static Belief plain, weighed;
    static int cells[MAX_OBS][CIVILIANS];
    static double joint[CIVILIANS][MOTIVES];
    itk_game_view(g, SIDE_DETECTIVE, &view);
    itk_belief_init(&plain, &view, lie);
    weighed = plain;
    itk_murderer_model_weigh(m, &weighed, &view);
    answer_cells(&view, cells);
    memset(joint, 0, sizeof joint);
    for (int x = 0; x < CIVILIANS; x++)
        for (int p = 0; p < BELIEF_POIS; p++) {
            if (!((plain.poi_range[x] >> p) & 1))
                continue;
            for (int s = 0; s < GROUPS; s++) {
                double want = plain.answers[x][p][s] * brute_factor(m, &view, lie, cells, x, p, s);
                double got = weighed.answers[x][p][s];
                if (fabs(got - want) > 1e-9 * want + 1e-300)
                    fail_msg("hypothesis x=%d p=%d s=%d: weight %.17g, brute force %.17g", x, p, s, got, want);
                if (!((plain.supporters_ok >> s) & 1))
                    continue;
                for (int mo = 0; mo < MOTIVES; mo++)
                    if ((plain.poi_ok[x][mo] >> p) & 1)
                        joint[x][mo] += want;
            }
        }
    test_assert_posterior((const double(*)[MOTIVES])weighed.joint, (const double(*)[MOTIVES])joint, g);
}

typedef struct Weighed {
    MurdererModel m;
    long answers;
} Weighed;

static void weigh_final(void *ctx, const Game *final, long i)
{
    Weighed *w = ctx;
    check_position(&w->m, final, i % 2 ? 0.5 : 0.3);
    for (int k = 0; k < final->n_obs; k++)
        w->answers += final->obs[k].kind == OBS_ANSWER && ((final->liars >> final->obs[k].civ) & 1);
}

static void test_weighting_brute_force(void **state)
{
    (void)state;
    static Weighed w;
    varied_model(&w.m);
    test_play_mixed(MODEL_GAMES / 20, SEED, 1, weigh_final, &w);
    assert_true(w.answers > 20); /* liars' answers were weighed */
}

/* --- the greedy feature against the heuristic Murderer's lies ---------------- */

static void test_greedy_is_the_heuristic_lie(void **state)
{
    (void)state;
    Policy det, mur;
    test_policy_create(&det, "heuristic", SIDE_DETECTIVE);
    test_policy_create(&mur, "heuristic", SIDE_MURDERER);
    static Game final, view;
    static int cells[MAX_OBS][CIVILIANS];
    long decided = 0;
    for (long i = 0; i < MODEL_GAMES / 4; i++) {
        test_play_to_end(&det, &mur, seed_for_game(SEED, 2, (uint64_t)i), &final);
        itk_game_view(&final, SIDE_DETECTIVE, &view);
        answer_cells(&view, cells);
        for (int k = 0; k < view.n_obs; k++) {
            const Obs *o = &view.obs[k];
            if (o->kind != OBS_ANSWER || !((final.liars >> o->civ) & 1))
                continue;
            int x = final.murderer, truth = ((final.trait[o->value] >> x) & 1) == o->yes;
            int greedy = cells[k][x] / MM_PREFS % MM_PREFS;
            if (greedy == MM_PREFERS_NEITHER)
                continue;
            assert_int_equal(truth, greedy == MM_PREFERS_TRUTH);
            decided++;
        }
    }
    assert_true(decided > MODEL_GAMES / 4); /* more than one lie a game on average */
    itk_policy_destroy(&det);
    itk_policy_destroy(&mur);
}

/* --- a synthetic Murderer: always lies about age, never about sex ------------- */

static void *synthetic_create(const PolicySpec *spec, int side, char *err, size_t errlen)
{
    (void)spec, (void)side, (void)err, (void)errlen;
    static int token;
    return &token;
}

static void synthetic_destroy(void *state) { (void)state; }

static Action synthetic_choose(void *state, const Game *view, const ActionList *legal, Pcg32 *rng)
{
    (void)state;
    if (view->phase != PH_ANSWER)
        return legal->a[pcg32_bounded(rng, (uint32_t)legal->n)];
    int kind = itk_murderer_model_kind(view->question);
    int truth = (view->trait[view->question] >> view->murderer) & 1;
    int yes = kind == 1 ? !truth : kind == 0 ? truth : (int)pcg32_bounded(rng, 2); /* age: lie; sex: truth */
    return ACTION(ACT_ANSWER, yes, 0);
}

static const PolicyClass synthetic = {
    .name = "synthetic",
    .needs_view = 1,
    .create = synthetic_create,
    .destroy = synthetic_destroy,
    .choose = synthetic_choose,
};

/* Answers at random: the rate of truths within 4 standard errors of 1/2
 * (a 1-in-15,000 false alarm, not the 1 in 20 of a 95% interval, since
 * the suite checks several such rates), from at least 20 answers. */
/* k of n within 4 standard errors of rate (and n large enough to tell). */
static void assert_rate(long k, long n, double rate, const char *what)
{
    if (n < 20 || fabs((double)k / (double)n - rate) > 4 * sqrt(rate * (1 - rate) / (double)n))
        fail_msg("%s: %ld of %ld, not at rate %.3f", what, k, n, rate);
}

static void assert_coin(MmCount c, const char *what) { assert_rate(c.yes, c.yes + c.no, 0.5, what); }

/* Truths and answers of one question kind over all its cells. */
static MmCount kind_counts(const MurdererModel *m, int kind)
{
    MmCount c = {0, 0};
    for (int g = 0; g < MM_PREFS; g++)
        for (int u = 0; u < MM_PREFS; u++) {
            MmCount k = m->answer[itk_murderer_model_answer_cell(kind, g, u)];
            c.yes += k.yes;
            c.no += k.no;
        }
    return c;
}

static void test_synthetic_rates_recovered(void **state)
{
    (void)state;
    Policy det, mur = {.cls = &synthetic, .state = synthetic_create(NULL, SIDE_MURDERER, NULL, 0),
                       .side = SIDE_MURDERER};
    test_policy_create(&det, "heuristic", SIDE_DETECTIVE);
    MurdererModel m;
    itk_murderer_model_clear(&m);
    static Game final;
    for (long i = 0; i < MODEL_GAMES; i++) {
        test_play_to_end(&det, &mur, seed_for_game(SEED, 3, (uint64_t)i), &final);
        itk_murderer_model_count_game(&m, NULL, &final);
    }
    /* age and sex, answered by a rule: the Wilson 95% interval of truths /
     * answers holds the true rate (0 for age, 1 for sex) and not 1/2; its
     * end at 0 or 1 is computed, so it is compared within 1e-9 */
    static const double truth_rate[2] = {1, 0};
    for (int kind = 0; kind < 2; kind++) {
        MmCount c = kind_counts(&m, kind);
        double lo, hi;
        itk_heuristic_wilson95(c.yes, c.yes + c.no, &lo, &hi);
        if (!(lo - 1e-9 <= truth_rate[kind] && truth_rate[kind] <= hi + 1e-9) || (lo <= 0.5 && 0.5 <= hi))
            fail_msg("kind %d: %ld truths of %ld, [%.3f, %.3f]: not %.0f", kind, c.yes, c.yes + c.no, lo, hi,
                     truth_rate[kind]);
    }
    assert_coin(kind_counts(&m, 2), "build"); /* answered at random */
    itk_policy_destroy(&det);
}

/* --- the bluff ------------------------------------------------------------------ */

/* Truths and answers of the cells where GREEDY is `greedy`, all kinds. */
static MmCount greedy_counts(const MurdererModel *m, int greedy)
{
    MmCount c = {0, 0};
    for (int k = 0; k < MM_KINDS; k++)
        for (int u = 0; u < MM_PREFS; u++) {
            MmCount x = m->answer[itk_murderer_model_answer_cell(k, greedy, u)];
            c.yes += x.yes;
            c.no += x.no;
        }
    return c;
}

/* The answer counts of `spec`'s liars against the heuristic Detective. */
static void bluff_counts(const char *spec, MurdererModel *m)
{
    Policy det, mur;
    test_policy_create(&det, "heuristic", SIDE_DETECTIVE);
    test_policy_create(&mur, spec, SIDE_MURDERER);
    itk_murderer_model_clear(m);
    static Game final;
    for (long i = 0; i < MODEL_GAMES; i++) {
        test_play_to_end(&det, &mur, seed_for_game(SEED, 4, (uint64_t)i), &final);
        itk_murderer_model_count_game(m, NULL, &final);
    }
    itk_policy_destroy(&det);
    itk_policy_destroy(&mur);
}

static void test_bluff_answers(void **state)
{
    (void)state;
    MurdererModel m;
    bluff_counts("bluff:greedy=0", &m);
    assert_coin(greedy_counts(&m, MM_PREFERS_TRUTH), "where the truth is greedy");
    assert_coin(greedy_counts(&m, MM_PREFERS_LIE), "where the lie is greedy");
    /* the default, greedy=0.3: the greedy answer with probability 0.3, else a
     * coin, so the truth 0.3 + 0.7 / 2 = 0.65 of the time where it is the
     * greedy answer, 0.35 where the lie is */
    bluff_counts("bluff", &m);
    MmCount t = greedy_counts(&m, MM_PREFERS_TRUTH), l = greedy_counts(&m, MM_PREFERS_LIE);
    assert_rate(t.yes, t.yes + t.no, 0.65, "default, where the truth is greedy");
    assert_rate(l.yes, l.yes + l.no, 0.35, "default, where the lie is greedy");
    /* silence=P: the chance that intimidations spare the true liars, so the
     * rate at which liars end intimidated falls as P grows (about 0.32, 0.20
     * and 0.04 on these games) */
    static const char *const silence[] = {"bluff:silence=any", "bluff:silence=0.5", "bluff:silence=truthful"};
    double rate[3];
    for (int i = 0; i < 3; i++) {
        bluff_counts(silence[i], &m);
        rate[i] = (double)m.intimidated[1].yes / (double)(m.intimidated[1].yes + m.intimidated[1].no);
    }
    if (!(rate[0] > rate[1] + 0.04 && rate[1] > rate[2] + 0.04))
        fail_msg("liars intimidated at %.3f, %.3f, %.3f for silence=any, 0.5, truthful", rate[0], rate[1], rate[2]);
    Policy p = {0};
    char err[256];
    assert_int_equal(itk_policy_create(&p, "bluff", SIDE_DETECTIVE, err, sizeof err), -1);
    assert_string_equal(err, "policy bluff: plays the Murderer only");
    assert_int_equal(itk_policy_create(&p, "bluff:silence=some", SIDE_MURDERER, err, sizeof err), -1);
    assert_string_equal(err, "policy bluff: silence=some is not a number in 0..1");
    assert_int_equal(itk_policy_create(&p, "bluff:hypothesis=some", SIDE_MURDERER, err, sizeof err), -1);
    assert_string_equal(err, "policy bluff: hypothesis=some is not one of true|drawn");
    assert_int_equal(itk_policy_create(&p, "bluff:greedy=0.6,public=0.6", SIDE_MURDERER, err, sizeof err), -1);
    assert_string_equal(err, "policy bluff: greedy + public must not exceed 1");
}

enum { DRAWS = 4000 };

/* DRAWS hypotheses from b (among those making `liar` a liar): each murderer
 * drawn at rate want[x], each motive at b->motive[m], every one with weight. */
static void check_draws(const Belief *b, const Game *view, int liar, const double want[CIVILIANS], Pcg32 *rng)
{
    long murderer[CIVILIANS] = {0}, motive[MOTIVES] = {0};
    for (int i = 0; i < DRAWS; i++) {
        Hypothesis h;
        assert_int_equal(itk_heuristic_draw_hypothesis(b, view, liar, rng, &h), 0);
        assert_true(b->joint[h.murderer][h.motive] > 0);
        assert_true(liar == NOBODY || ((h.liars >> liar) & 1));
        assert_true((h.liars >> h.murderer) & 1); /* R7 */
        murderer[h.murderer]++;
        motive[h.motive]++;
    }
    for (int x = 0; x < CIVILIANS; x++)
        if (want[x] > 0.01)
            assert_rate(murderer[x], DRAWS, want[x], "murderer drawn");
        else
            assert_true(murderer[x] <= DRAWS / 20);
    if (liar == NOBODY)
        for (int mo = 0; mo < MOTIVES; mo++)
            if (b->motive[mo] > 0.01)
                assert_rate(motive[mo], DRAWS, b->motive[mo], "motive drawn");
}

static void test_draw_hypothesis(void **state)
{
    (void)state;
    Policy det, mur;
    test_policy_create(&det, "random", SIDE_DETECTIVE); /* broad beliefs at the end */
    test_policy_create(&mur, "random", SIDE_MURDERER);
    Pcg32 rng;
    pcg32_seed(&rng, SEED, 9);
    static Game final, view;
    static Belief b;
    for (long i = 0; i < 6; i++) {
        test_play_to_end(&det, &mur, seed_for_game(SEED, 5, (uint64_t)i), &final);
        itk_game_view(&final, SIDE_DETECTIVE, &view);
        itk_belief_init(&b, &view, 0.5);
        check_draws(&b, &view, NOBODY, b.murderer, &rng);
        /* among the hypotheses that make one of the true liars a liar:
         * P(x | c lies) = liar[x] / sum (belief_info.c) */
        CivSet others = final.liars & ~((CivSet)1u << final.murderer);
        if (!others)
            continue;
        int c = bits_first(others);
        double truthful[CIVILIANS], liar[CIVILIANS], sum = 0;
        itk_belief_liar_split(&b, &view, c, truthful, liar);
        for (int x = 0; x < CIVILIANS; x++)
            sum += liar[x];
        for (int x = 0; x < CIVILIANS; x++)
            liar[x] /= sum;
        check_draws(&b, &view, c, liar, &rng);
    }
    itk_policy_destroy(&det);
    itk_policy_destroy(&mur);
}

/* --- the file ------------------------------------------------------------------ */

static char dir[64];

static int make_dir(void **state)
{
    (void)state;
    snprintf(dir, sizeof dir, "/tmp/mmodel-XXXXXX");
    return mkdtemp(dir) ? test_beginner_load(state) : -1;
}

static int remove_dir(void **state)
{
    (void)state;
    char cmd[128];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    return system(cmd) == 0 ? 0 : -1;
}

/* Write `text` (n bytes) to dir/name; returns the path. */
static const char *write_file(const char *name, const char *text, size_t n)
{
    static char path[128];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    assert_int_equal(fwrite(text, 1, n, f), n);
    assert_int_equal(fclose(f), 0);
    return path;
}

static void test_file_round_trip(void **state)
{
    (void)state;
    MurdererModel m, back;
    varied_model(&m);
    m.victim_murders = 1234; /* weights a 6-place text gives back exactly */
    for (int k = 0; k < MM_VICTIM_FEATURES; k++) {
        m.victim_w[k] = (k - 3) * 0.375;
        m.victim_se[k] = k * 0.125;
    }
    char path[128];
    snprintf(path, sizeof path, "%s/round.model", dir);
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    assert_int_equal(itk_murderer_model_write(&m, "made by a test\nsecond line", f), 0);
    assert_int_equal(fclose(f), 0);
    char err[MM_ERR_MAX];
    if (itk_murderer_model_load(&back, path, err, sizeof err))
        fail_msg("%s", err);
    assert_memory_equal(&back, &m, sizeof m);
}

/* The file `text` is refused with exactly "PATH:message". */
static void expect_refused(const char *text, size_t n, const char *message)
{
    const char *path = write_file("bad.model", text, n);
    char err[MM_ERR_MAX], want[512];
    MurdererModel m;
    snprintf(want, sizeof want, "%s:%s", path, message);
    assert_int_equal(itk_murderer_model_load(&m, path, err, sizeof err), -1);
    assert_string_equal(err, want);
    Policy p = {0};
    char spec[256];
    snprintf(spec, sizeof spec, "heuristic:model=%s", path);
    assert_int_equal(itk_policy_create(&p, spec, SIDE_DETECTIVE, err, sizeof err), -1);
    assert_string_equal(err, want);
}

#define REFUSED(text, message) expect_refused(text, sizeof text - 1, message)
#define V1 "noirlab-murderer-model 1\n"
#define V2 "noirlab-murderer-model 2\n"
#define V3 "noirlab-murderer-model 3\n"

static void test_file_refusals(void **state)
{
    (void)state;
    REFUSED("", "1: not a murderer model (expected 'noirlab-murderer-model 3' first)");
    REFUSED("# only a comment\n\n", "2: not a murderer model (expected 'noirlab-murderer-model 3' first)");
    REFUSED("answer sex truth truth truths=1 lies=0 p_truth=0.750000\n",
            "1: not a murderer model (expected 'noirlab-murderer-model 3' first)");
    REFUSED("noirlab-murderer-model 4\n", "1: model version '4' is not supported (this build reads versions 1 to 3)");
    REFUSED(V1 "# fine\nvictim size=3\n", "3: 'victim' lines need version 2 (this file says version 1)");
    REFUSED(V1 "victims murders=10\n", "2: 'victims' lines need version 2 (this file says version 1)");
    REFUSED(V2 "suspect x=1\n", "2: unknown line 'suspect' (expected answer, intimidated, supporters, victims or victim)");
    REFUSED(V2 "victim hair weight=1 se=0\n",
            "2: victim: expected a feature (exposure, best, kept, distance, intimidated, alone, own_group), got 'hair'");
    REFUSED(V2 "victim distance weight=1\n", "2: expected 4 fields, got 3");
    REFUSED(V2 "victim distance weight=nan se=0\n", "2: weight=nan is not a finite number");
    REFUSED(V2 "victim distance se=0 weight=1\n", "2: expected weight=NUMBER, got 'se=0'");
    REFUSED(V2 "victim distance weight=-0.5 se=-1\n", "2: se=-1 is not a number >= 0");
    REFUSED(V2 "victim distance weight=-0.5 se=0.1\nvictim distance weight=-0.5 se=0.1\n",
            "3: line given twice (first on line 2)");
    REFUSED(V2 "victims murders=1.5\n", "2: murders=1.5 is not a count (a whole number from 0 to 10^12)");
    REFUSED(V2 "victims murders=3 extra\n", "2: expected 2 fields, got 3");
    REFUSED(V1 "answer hair truth truth truths=1 lies=0 p_truth=0.750000\n",
            "2: answer: expected a question kind (sex, age, build, height), got 'hair'");
    REFUSED(V1 "answer sex truth maybe truths=1 lies=0 p_truth=0.750000\n",
            "2: answer: expected GREEDY and PUBLIC, each truth, lie or neither");
    REFUSED(V1 "answer sex truth truth truths=1 lies=0\n", "2: expected 7 fields, got 6");
    REFUSED(V1 "answer sex truth truth truths=-1 lies=0 p_truth=0.250000\n",
            "2: truths=-1 is not a count (a whole number from 0 to 10^12)");
    REFUSED(V1 "answer sex truth truth lies=0 truths=1 p_truth=0.750000\n", "2: expected truths=COUNT, got 'lies=0'");
    REFUSED(V1 "answer sex truth truth truths=1 lies=0 p_truth=0.9\n",
            "2: p_truth=0.9 does not match the counts, which give 0.750000");
    REFUSED(V1 "answer sex truth truth truths=1 lies=0 p_truth=0.750000\n"
               "answer sex truth truth truths=1 lies=0 p_truth=0.750000\n",
            "3: cell given twice (first on line 2)");
    REFUSED(V1 "intimidated sometimes intimidated=1 spared=0 p=0.750000\n",
            "2: intimidated: expected liar or honest, got 'sometimes'");
    REFUSED(V1 "supporters size=9 own chosen=1 passed=0 p=0.750000\n",
            "2: supporters: expected size=0 .. size=5+, got 'size=9'");
    REFUSED(V1 "supporters size=2 own chosen=1 passed=0 p=0.750000 extra\n", "2: expected 6 fields, got 7");
    REFUSED(V1 "answer sex\0 truth\n", "2: a NUL byte: this is a binary file, not text");
    char err[MM_ERR_MAX], path[128], want[256];
    MurdererModel m;
    snprintf(path, sizeof path, "%s/absent.model", dir);
    snprintf(want, sizeof want, "%s: cannot open: No such file or directory", path);
    assert_int_equal(itk_murderer_model_load(&m, path, err, sizeof err), -1);
    assert_string_equal(err, want);
}

/* Version 3 ends with `end`: a file cut at a line end, which version 2
 * would read as a partial model, is refused at its last line; nothing comes
 * after `end`.  No line is held longer than the limit, and a file that is not
 * a regular file (/dev/zero, a folder, a FIFO) is refused by its kind before
 * a byte is read. */
static void test_file_cut_short(void **state)
{
    (void)state;
    REFUSED(V3 "intimidated liar intimidated=0 spared=9 p=0.050000\n",
            "2: the model stops without its last line 'end': cut short?");
    REFUSED(V3 "end\n# a comment is fine\nintimidated liar intimidated=0 spared=9 p=0.050000\n",
            "4: a line after the model's 'end' (line 2)");
    REFUSED(V3 "end now\n", "2: unknown line 'end' (expected answer, intimidated, supporters, victims or victim)");
    static char huge[5000 + sizeof V3];
    memset(huge, ' ', sizeof huge - 1);
    memcpy(huge, V3, sizeof V3 - 1);
    expect_refused(huge, sizeof huge - 1, "2: a line longer than 4096 characters");
    char err[MM_ERR_MAX], fifo[128], want[256];
    MurdererModel m;
    assert_int_equal(itk_murderer_model_load(&m, "/dev/zero", err, sizeof err), -1);
    assert_string_equal(err, "/dev/zero: is a character device, not a file");
    assert_int_equal(itk_murderer_model_load(&m, dir, err, sizeof err), -1);
    snprintf(want, sizeof want, "%s: is a folder, not a file", dir);
    assert_string_equal(err, want);
    snprintf(fifo, sizeof fifo, "%s/fifo.model", dir);
    assert_int_equal(mkfifo(fifo, 0600), 0);
    assert_int_equal(itk_murderer_model_load(&m, fifo, err, sizeof err), -1); /* without waiting for a writer */
    snprintf(want, sizeof want, "%s: is a FIFO (a named pipe), not a file", fifo);
    assert_string_equal(err, want);
    unlink(fifo);
    const char *path = write_file("whole.model", V3 "end\n", sizeof V3 "end\n" - 1);
    if (itk_murderer_model_load(&m, path, err, sizeof err))
        fail_msg("%s", err);
}

/* A partial file is fine: absent cells are 1/2 (the rules' belief), and a
 * version-1 file (no victim lines) a model without the victim factor. */
static void test_file_partial(void **state)
{
    (void)state;
    const char *path = write_file("partial.model", V1 "intimidated liar intimidated=0 spared=9 p=0.050000\n",
                                  sizeof V1 "intimidated liar intimidated=0 spared=9 p=0.050000\n" - 1);
    MurdererModel m;
    char err[MM_ERR_MAX];
    if (itk_murderer_model_load(&m, path, err, sizeof err))
        fail_msg("%s", err);
    assert_int_equal(m.intimidated[1].no, 9);
    assert_true(fabs(itk_murderer_model_p(m.answer[0]) - 0.5) < 1e-15);
    assert_int_equal(m.victim_murders, 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_weighting_brute_force),
        cmocka_unit_test(test_greedy_is_the_heuristic_lie),
        cmocka_unit_test(test_synthetic_rates_recovered),
        cmocka_unit_test(test_bluff_answers),
        cmocka_unit_test(test_draw_hypothesis),
        cmocka_unit_test(test_file_round_trip),
        cmocka_unit_test(test_file_refusals),
        cmocka_unit_test(test_file_cut_short),
        cmocka_unit_test(test_file_partial),
    };
    return cmocka_run_group_tests(tests, make_dir, remove_dir);
}
