/*
 * differential_test — the bitboard core (games/itk/core) and the plain
 * implementation (games/itk/plain) play the same random games side by side and must
 * agree at every step: who is to move, the sorted legal list, the board after
 * each action, the surveillance answer for every alive civilian whenever the
 * Detective investigates, the public record, and the winner.
 *
 * Games (DIFF_GAMES of them, a compile definition: fewer under the
 * sanitizers) cycle through four configurations:
 *   i % 4 == 0, 1   the beginner layout with the first-game motives;
 *   i % 4 == 2      each layout of the catalog in turn with its full motive list;
 *   i % 4 == 3      a random layout with a random 6 of the 12 motives.
 * Half of the games, drawn at random, also turn the switches (no_poi,
 * min_groups 5, early accusation 3/4, surveillance ban 4/5) on at random.
 *
 * Everything is seeded from MASTER_SEED and the game index, so a failure
 * report (game index, step, both lists, the state and the actions so far) is
 * reproducible.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "games/itk/core/game.h"
#include "games/itk/core/playout.h"
#include "games/itk/data/catalog.h"
#include "games/itk/plain/plain.h"

#ifndef DIFF_GAMES
#define DIFF_GAMES 100000
#endif
#ifndef SCENARIO_DIFF_GAMES /* per scenario with rules of its own (REFERENCE §7) */
#define SCENARIO_DIFF_GAMES 100000
#endif

enum { MASTER_SEED = 20261122, MAX_STEPS = 4000, SIGNATURE_GAMES = 300 };

#define FIRST_GAME_MOTIVES                                                                         \
    ((MotiveSet)(1u << MOTIVE_MANIAC | 1u << MOTIVE_SADIST | 1u << MOTIVE_CUTTHROAT |              \
                 1u << MOTIVE_VIGILANTE | 1u << MOTIVE_KILLER | 1u << MOTIVE_TERRORIST))

static Catalog cat;

typedef struct Config {
    const Layout *layout;
    MotiveSet motives;
    Switches sw;
} Config;

/* One game played by both implementations, with what a report needs. */
typedef struct Duel {
    long index;
    Config cfg;
    Setup setup;
    Game core;
    PlainGame plain;
    int steps;
    Action played[MAX_STEPS];
    int obs_checked; /* observations already compared */
} Duel;

static Duel duel; /* static: a Duel is large */

/* What the games exercised: a run that never reaches some action kind or
 * never deals some motive compares less than it claims to. */
static long kind_played[ACTION_KINDS];
static long motive_dealt[MOTIVES];
static long murders_on_scene; /* R19: murders of a civilian standing on a crime scene */

/* ------------------------------------------------------------------------ */
/* Choosing the games                                                         */

static int has_quota(const Layout *l)
{
    for (int k = 0; k < GROUPS; k++)
        if (l->quota[k] >= 0)
            return 1;
    return 0;
}

static MotiveSet random_six_motives(Pcg32 *rng)
{
    MotiveSet set = 0;
    int n = 0;
    while (n < 6) {
        int m = (int)pcg32_bounded(rng, MOTIVES);
        if (!(set >> m & 1u)) {
            set |= (MotiveSet)(1u << m);
            n++;
        }
    }
    return set;
}

static Switches random_switches(const Layout *l, Pcg32 *rng)
{
    static const uint8_t early[] = {0, 3, 4}, ban[] = {0, 4, 5};
    Switches sw = {0};
    sw.no_poi = (uint8_t)pcg32_bounded(rng, 2);
    /* a quota layout fixes its groups (Panic in the Streets has only 4) */
    sw.min_groups = (uint8_t)(!has_quota(l) && pcg32_bounded(rng, 2) ? 5 : 0);
    sw.early_accusation = early[pcg32_bounded(rng, 3)];
    sw.surveillance_ban = ban[pcg32_bounded(rng, 3)];
    sw.no_scenario_rules = (uint8_t)(pcg32_bounded(rng, 4) == 0);
    return sw;
}

/* Scenario games: the layout `scenario` with its rules and its full motive
 * list, the other switches drawn in half of them. */
static const Layout *scenario;

static Config config_for_game(long i, Pcg32 *rng)
{
    if (scenario) {
        Config cfg = {.layout = scenario, .motives = scenario->motives};
        if (pcg32_bounded(rng, 2))
            cfg.sw = random_switches(scenario, rng);
        cfg.sw.no_scenario_rules = 0;
        return cfg;
    }
    Config cfg = {0};
    switch (i % 4) {
    case 2:
        cfg.layout = &cat.layout[(i / 4) % cat.n_layouts];
        cfg.motives = cfg.layout->motives;
        break;
    case 3:
        cfg.layout = &cat.layout[pcg32_bounded(rng, (uint32_t)cat.n_layouts)];
        cfg.motives = random_six_motives(rng);
        break;
    default:
        cfg.layout = itk_catalog_layout(&cat, "beginner");
        cfg.motives = FIRST_GAME_MOTIVES;
        break;
    }
    if (pcg32_bounded(rng, 2))
        cfg.sw = random_switches(cfg.layout, rng);
    return cfg;
}

/* ------------------------------------------------------------------------ */
/* Reporting a disagreement                                                   */

static void print_action(Action x)
{
    fprintf(stderr, " %s(%d,%d)", itk_action_kind_name(action_kind(x)), action_a(x), action_b(x));
}

static void print_list(const char *who, const ActionList *l)
{
    fprintf(stderr, "  %s legal (%d):", who, l->n);
    for (int i = 0; i < l->n; i++)
        print_action(l->a[i]);
    fprintf(stderr, "\n");
}

static void print_setup(const Setup *s)
{
    fprintf(stderr, "  setup: murderer %d, poi %d, motive %s, supporters %d, drawn %d %d %d, motives 0x%03x\n",
            s->murderer, s->poi, itk_motive_key(s->motive), s->supporters, s->drawn[0], s->drawn[1],
            s->drawn[2], s->motives);
    fprintf(stderr, "  buildings: police 0x%04x diner 0x%04x hospital 0x%04x fire 0x%04x\n",
            s->building[0], s->building[1], s->building[2], s->building[3]);
    for (int c = 0; c < CIVILIANS; c++)
        fprintf(stderr, "  civ %2d %-16s group %d sex %d age %d build %d height %d dealt to %d\n", c,
                s->card[c].name, s->card[c].group, s->card[c].sex, s->card[c].age, s->card[c].build,
                s->card[c].height, s->block[c]);
}

static void print_state(const Game *g, const PlainGame *p)
{
    fprintf(stderr, "  core : phase %d round %d refusals %d detective %d surveilled %d victims",
            g->phase, g->round, g->refusals, g->detective, g->surveilled);
    for (int i = 0; i < g->n_victims; i++)
        fprintf(stderr, " %d", g->victims[i]);
    fprintf(stderr, "\n         blocks");
    for (int c = 0; c < CIVILIANS; c++)
        fprintf(stderr, " %d%s", g->pos[c] == NO_BLOCK ? -1 : g->pos[c], bits_has(g->intimidated, c) ? "*" : "");
    fprintf(stderr, "\n  plain: phase %s round %d refusals %d detective %d surveilled %d victims",
            itk_plain_phase_name(p->phase), itk_plain_round(p), itk_plain_refusals(p), itk_plain_detective(p),
            itk_plain_surveilled(p));
    for (int i = 0; i < itk_plain_n_victims(p); i++)
        fprintf(stderr, " %d", itk_plain_victim(p, i));
    fprintf(stderr, "\n         blocks");
    for (int c = 0; c < CIVILIANS; c++)
        fprintf(stderr, " %d%s", itk_plain_block(p, c) == NO_BLOCK ? -1 : itk_plain_block(p, c),
                itk_plain_intimidated(p, c) ? "*" : "");
    fprintf(stderr, "\n  (* = intimidated, -1 = murdered)\n");
}

/* Print everything needed to replay the game by hand, then fail the test. */
static void report(const Duel *d, const char *what)
{
    ActionList core_legal, plain_legal_list;
    char motives[160];
    itk_catalog_motive_set_format(&cat, d->cfg.motives, motives, sizeof motives);
    fprintf(stderr, "\nDISAGREEMENT in game %ld at step %d: %s\n", d->index, d->steps, what);
    fprintf(stderr, "  layout %s, motives %s, switches no_poi %d min_groups %d early %d ban %d\n",
            d->cfg.layout->key, motives, d->cfg.sw.no_poi, d->cfg.sw.min_groups,
            d->cfg.sw.early_accusation, d->cfg.sw.surveillance_ban);
    print_setup(&d->setup);
    fprintf(stderr, "  actions so far:");
    for (int i = 0; i < d->steps; i++)
        print_action(d->played[i]);
    fprintf(stderr, "\n");
    if (!game_over(&d->core)) {
        itk_game_legal(&d->core, &core_legal);
        print_list("core ", &core_legal);
    }
    if (!itk_plain_over(&d->plain)) {
        itk_plain_legal(&d->plain, &plain_legal_list);
        print_list("plain", &plain_legal_list);
    }
    print_state(&d->core, &d->plain);
    fail_msg("core and plain disagree (game %ld, step %d): %s", d->index, d->steps, what);
}

/* ------------------------------------------------------------------------ */
/* Comparing                                                                  */

static char why[256];

static const char *differ(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(why, sizeof why, fmt, ap);
    va_end(ap);
    return why;
}

static const char *compare_lists(const ActionList *a, const ActionList *b)
{
    if (a->n != b->n)
        return differ("legal lists differ in length (core %d, plain %d)", a->n, b->n);
    for (int i = 0; i < a->n; i++)
        if (a->a[i] != b->a[i])
            return differ("legal lists differ at position %d", i);
    return NULL;
}

/* Only the fields an observation of that kind defines (game.h): a refusal
 * names nobody, the position fields belong to surveillance and murder. */
static const char *compare_obs(const Obs *o, const PlainObs *p, int i)
{
    if (o->kind != p->kind || (o->kind != OBS_REFUSE && o->civ != p->civ))
        return differ("observation %d: core kind %d civ %d, plain kind %d civ %d", i, o->kind, o->civ,
                      p->kind, p->civ);
    if ((o->kind == OBS_ANSWER || o->kind == OBS_DRAW) && o->value != p->value)
        return differ("observation %d: value core %d plain %d", i, o->value, p->value);
    if ((o->kind == OBS_ANSWER || o->kind == OBS_SURVEIL) && o->yes != p->yes)
        return differ("observation %d: answer core %d plain %d", i, o->yes, p->yes);
    if (o->kind == OBS_BENEFACTOR && (o->civ_block != p->civ_block || o->round != p->round))
        return differ("observation %d: Benefactor's crime scene core %d round %d, plain %d round %d (R19)", i,
                      o->civ_block, o->round, p->civ_block, p->round);
    if (o->kind != OBS_SURVEIL && o->kind != OBS_MURDER && o->kind != OBS_BOMB)
        return NULL;
    if (o->det_block != p->det_block || o->civ_block != p->civ_block || o->civ_alone != p->civ_alone ||
        o->civ_intimidated != p->civ_intimidated || o->round != p->round || o->victims != p->victims ||
        o->last_crime != p->last_crime)
        return differ("observation %d: position core (det %d block %d alone %d intim %d round %d "
                      "victims %d last %d) plain (%d %d %d %d %d %d %d)",
                      i, o->det_block, o->civ_block, o->civ_alone, o->civ_intimidated, o->round, o->victims,
                      o->last_crime, p->det_block, p->civ_block, p->civ_alone, p->civ_intimidated, p->round,
                      p->victims, p->last_crime);
    for (int b = 0; b < CITY_BLOCKS; b++)
        if (bits_has(o->buildings, b) != p->building_at[b])
            return differ("observation %d: building in block %d core %d plain %d (R22)", i, b,
                          bits_has(o->buildings, b), p->building_at[b]);
    return NULL;
}

/* R18 the token on a block, R20 the bomb's slot and dead, R22 the buildings left. */
static const char *compare_scenario_state(const Game *g, const PlainGame *p)
{
    if (g->token_block != p->token_block || g->stakeout != p->token_used)
        return differ("stakeout token core %d on block %d, plain %d on block %d (R18)", g->stakeout,
                      g->token_block, p->token_used, p->token_block);
    if (g->agent != p->agent || g->agent_named != p->agent_named || g->agent_murdered != p->agent_murdered)
        return differ("agent core %d named %d murdered %d, plain %d %d %d (R21)", g->agent, g->agent_named,
                      g->agent_murdered, p->agent, p->agent_named, p->agent_murdered);
    if (g->bomb_slot != p->bomb_slot)
        return differ("bomb slot core %d plain %d (R20)", g->bomb_slot, p->bomb_slot);
    for (int c = 0; c < CIVILIANS; c++)
        if (bits_has(g->bomb_dead, c) != p->bombed[c])
            return differ("civilian %d killed by the bomb: core %d plain %d (R20)", c, bits_has(g->bomb_dead, c),
                          p->bombed[c]);
    for (int k = 0; k < BUILDINGS; k++)
        for (int b = 0; b < CITY_BLOCKS; b++)
            if (bits_has(g->building[k], b) != p->has_building[k][b])
                return differ("building %d in block %d: core %d plain %d (R22)", k, b, bits_has(g->building[k], b),
                              p->has_building[k][b]);
    return NULL;
}

/* The observable state after a step (see plain.h). */
static const char *compare_state(Duel *d)
{
    const Game *g = &d->core;
    const PlainGame *p = &d->plain;
    for (int c = 0; c < CIVILIANS; c++) {
        if (g->pos[c] != itk_plain_block(p, c))
            return differ("civilian %d: block core %d plain %d", c, g->pos[c], itk_plain_block(p, c));
        if (g->pos[c] != NO_BLOCK && bits_has(g->intimidated, c) != itk_plain_intimidated(p, c))
            return differ("civilian %d: intimidated core %d plain %d", c, bits_has(g->intimidated, c),
                          itk_plain_intimidated(p, c));
    }
    if (g->detective != itk_plain_detective(p))
        return differ("detective core %d plain %d", g->detective, itk_plain_detective(p));
    if (g->n_victims != itk_plain_n_victims(p))
        return differ("victims core %d plain %d", g->n_victims, itk_plain_n_victims(p));
    for (int i = 0; i < g->n_victims; i++)
        if (g->victims[i] != itk_plain_victim(p, i))
            return differ("victim %d: core %d plain %d", i, g->victims[i], itk_plain_victim(p, i));
    if (g->round != itk_plain_round(p) || g->refusals != itk_plain_refusals(p))
        return differ("round/refusals core %d/%d plain %d/%d", g->round, g->refusals, itk_plain_round(p),
                      itk_plain_refusals(p));
    if (g->surveilled != itk_plain_surveilled(p))
        return differ("surveillance token core %d plain %d", g->surveilled, itk_plain_surveilled(p));
    const char *bad = compare_scenario_state(g, p);
    if (bad)
        return bad;
    if (g->n_obs != itk_plain_n_obs(p))
        return differ("observations core %d plain %d", g->n_obs, itk_plain_n_obs(p));
    for (; d->obs_checked < g->n_obs; d->obs_checked++) {
        bad = compare_obs(&g->obs[d->obs_checked], itk_plain_obs(p, d->obs_checked), d->obs_checked);
        if (bad)
            return bad;
    }
    return NULL;
}

/* R6 for every alive civilian, whenever the Detective is investigating. */
static const char *compare_surveillance(const Duel *d)
{
    for (int c = 0; c < CIVILIANS; c++) {
        if (d->core.pos[c] == NO_BLOCK)
            continue;
        int core_answer = itk_game_surveillance_answer(&d->core, c) != 0;
        int plain_answer = itk_plain_surveillance_answer(&d->plain, c) != 0;
        if (core_answer != plain_answer)
            return differ("surveillance answer for civilian %d: core %d plain %d", c, core_answer, plain_answer);
    }
    return NULL;
}

/* ------------------------------------------------------------------------ */
/* Playing                                                                    */

/* Play game i in both implementations, step by step; a disagreement fails the test. */
static void play_duel(long i)
{
    Duel *d = &duel;
    uint64_t s = seed_for_game(MASTER_SEED, 0, (uint64_t)i);
    Pcg32 rng_deal, rng_play, rng_config;
    pcg32_seed(&rng_deal, s, 0);
    pcg32_seed(&rng_play, s, 1);
    pcg32_seed(&rng_config, s, 2);

    d->index = i;
    d->cfg = config_for_game(i, &rng_config);
    d->steps = 0;
    d->obs_checked = 0;
    if (itk_deal_random(&d->setup, &cat.deck, d->cfg.layout, d->cfg.motives, d->cfg.sw, &rng_deal) != 0)
        fail_msg("game %ld: deal_random failed on layout %s", i, d->cfg.layout->key);
    assert_int_equal(itk_game_init(&d->core, &d->setup), 0);
    assert_int_equal(itk_plain_init(&d->plain, &d->setup), 0);
    motive_dealt[d->setup.motive]++;

    ActionList core_legal, plain_legal_list;
    const char *bad;
    while (!game_over(&d->core)) {
        if (itk_game_to_move(&d->core) != itk_plain_to_move(&d->plain))
            report(d, differ("side to move core %d plain %d", itk_game_to_move(&d->core), itk_plain_to_move(&d->plain)));
        itk_game_legal(&d->core, &core_legal);
        itk_plain_legal(&d->plain, &plain_legal_list);
        if ((bad = compare_lists(&core_legal, &plain_legal_list)) != NULL)
            report(d, bad);
        if (d->core.phase == PH_INVESTIGATE && (bad = compare_surveillance(d)) != NULL)
            report(d, bad);
        if (core_legal.n == 0 || d->steps == MAX_STEPS)
            report(d, core_legal.n == 0 ? "no legal action before the end" : "game too long");

        Action x = core_legal.a[pcg32_bounded(&rng_play, (uint32_t)core_legal.n)];
        d->played[d->steps++] = x;
        kind_played[action_kind(x)]++;
        murders_on_scene += action_kind(x) == ACT_MURDER && bits_has(d->core.crime, d->core.pos[action_a(x)]);
        itk_game_apply(&d->core, x);
        itk_plain_apply(&d->plain, x);
        if ((bad = compare_state(d)) != NULL)
            report(d, bad);
    }
    if (!itk_plain_over(&d->plain))
        report(d, "the core's game is over, the plain one is not");
    if (d->core.winner != itk_plain_winner(&d->plain))
        report(d, differ("winner core %d plain %d", d->core.winner, itk_plain_winner(&d->plain)));
}

static int load_catalog(void **state)
{
    (void)state;
    char err[CATALOG_ERR_MAX];
    if (itk_catalog_load(&cat, itk_catalog_default_dir(), err, sizeof err) != 0) {
        fprintf(stderr, "%s\n", err);
        return -1;
    }
    return itk_catalog_layout(&cat, "beginner") ? 0 : -1;
}

static void test_core_and_plain_agree(void **state)
{
    (void)state;
    for (long i = 0; i < DIFF_GAMES; i++)
        play_duel(i);
    for (int k = 0; k < ACTION_KINDS; k++)
        if (kind_played[k] == 0)
            fail_msg("no game played a '%s' action", itk_action_kind_name(k));
    for (int m = 0; m < MOTIVES; m++)
        if (motive_dealt[m] == 0)
            fail_msg("no game was dealt the motive '%s'", itk_motive_key(m));
}

/* Each scenario with rules of its own (R18-R22), played with them: the
 * same comparison, SCENARIO_DIFF_GAMES games each, and every rule's action
 * kind played. */
static void test_scenarios_with_rules_agree(void **state)
{
    (void)state;
    int scenarios = 0;
    for (int k = 0; k < cat.n_layouts; k++) {
        if (!cat.layout[k].rules)
            continue;
        scenario = &cat.layout[k];
        memset(kind_played, 0, sizeof kind_played);
        murders_on_scene = 0;
        for (long i = 0; i < SCENARIO_DIFF_GAMES; i++)
            play_duel(DIFF_GAMES + (long)k * SCENARIO_DIFF_GAMES + i);
        if ((scenario->rules & RULE_STAKEOUT) && !kind_played[ACT_STAKEOUT])
            fail_msg("%s: no game played a stakeout move (R18)", scenario->key);
        if ((scenario->rules & RULE_EVACUATION) && !kind_played[ACT_EVACUATE])
            fail_msg("%s: no game evacuated a building (R22)", scenario->key);
        if ((scenario->rules & RULE_AGENT) && !kind_played[ACT_AGENT])
            fail_msg("%s: no game named an agent (R21)", scenario->key);
        if ((scenario->rules & RULE_DOA) && (!kind_played[ACT_BENEFACTOR] || murders_on_scene == 0))
            fail_msg("%s: no Benefactor's crime scene, or no murder on a crime scene (R19)", scenario->key);
        if ((scenario->rules & RULE_BOMB) && !kind_played[ACT_BOMB])
            fail_msg("%s: no game used the bomb (R20)", scenario->key);
        scenarios++;
    }
    scenario = NULL;
    /* T-Men (R18), D.O.A. (R19), Touch of Evil (R20), The Street with No Name (R21), Split Second (R22) */
    assert_int_equal(scenarios, 5);
}

/* `noirlab bench` compares itk_plain_random_games with the core's twin,
 * itk_game_random_games, and with the core's list path, itk_game_listed_games: the
 * same games must give the same signature and the same number of decisions,
 * on every layout with its full motive list. */
static void test_random_games_signature(void **state)
{
    (void)state;
    Switches sw = {0};
    for (int k = 0; k < cat.n_layouts; k++) {
        const Layout *l = &cat.layout[k];
        long core_decisions = 0, plain_decisions = 0;
        uint64_t core_sig = itk_game_random_games(&cat.deck, l, l->motives, sw, MASTER_SEED, SIGNATURE_GAMES,
                                              &core_decisions);
        uint64_t plain_sig = itk_plain_random_games(&cat.deck, l, l->motives, sw, MASTER_SEED, SIGNATURE_GAMES,
                                                &plain_decisions);
        long listed_decisions = 0;
        uint64_t listed_sig = itk_game_listed_games(&cat.deck, l, l->motives, sw, MASTER_SEED, SIGNATURE_GAMES,
                                                &listed_decisions);
        assert_int_not_equal(core_sig, 0);
        assert_int_equal(plain_decisions, core_decisions);
        assert_int_equal(plain_sig, core_sig);
        assert_int_equal(listed_decisions, core_decisions);
        assert_int_equal(listed_sig, core_sig);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_core_and_plain_agree),
        cmocka_unit_test(test_scenarios_with_rules_agree),
        cmocka_unit_test(test_random_games_signature),
    };
    return cmocka_run_group_tests(tests, load_catalog, NULL);
}
