/*
 * noir_cell_test — a NOIR cell through the game interface (the runner, the
 * generic game loop, the random policy) plays exactly the games its seeds
 * name: replayed here by hand on the NOIR core alone (games/noir/core/game.h), with
 * the stream recipe of ai/game_match.h written out: stream 0 deals, stream
 * 1 + side chooses for that side, a single legal action is taken without a
 * draw.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "games/noir/core/game.h"
#include "games/noir/noir_class.h"
#include "runner/memsink.h"
#include "runner/runner.h"

/* One game by hand; returns the finished position. */
static NoirGame play_by_hand(const NoirParams *p, uint64_t seed)
{
    Pcg32 rng[3];
    for (int i = 0; i < 3; i++)
        pcg32_seed(&rng[i], seed, (uint64_t)i);
    NoirSetup s;
    NoirGame g;
    noir_deal(&s, p, &rng[0]);
    assert_int_equal(noir_init(&g, &s), 0);
    while (!noir_over(&g)) {
        NoirActionList l;
        noir_legal(&g, &l);
        int side = noir_to_move(&g);
        noir_apply(&g, l.n == 1 ? l.a[0] : l.a[pcg32_below(&rng[1 + side], (uint32_t)l.n)]);
    }
    return g;
}

static void check_cell(const char *flags_mode, const char *grid, const char *kill_target, int games)
{
    Campaign c;
    char err[CAMPAIGN_ERR_MAX];
    char games_text[16];
    snprintf(games_text, sizeof games_text, "%d", games);
    CampaignFlags flags = {.game = "noir", .games = games_text, .seed = "5"};
    flags.param[flags.n_params++] = (CampaignParamFlag){"mode", "--mode", flags_mode};
    flags.param[flags.n_params++] = (CampaignParamFlag){"grid", "--grid", grid};
    flags.param[flags.n_params++] = (CampaignParamFlag){"kill_target", "--kill-target", kill_target};
    if (campaign_from_flags(&c, NULL, &flags, err, sizeof err))
        fail_msg("%s", err);
    assert_ptr_equal(c.game, &noir_game_class);
    MemSink m;
    memsink_init(&m, &c);
    Sink sink = memsink_sink(&m);
    RunStats stats;
    assert_int_equal(runner_run(&c, &sink, &(RunOptions){.threads = 2}, &stats, err, sizeof err), 0);

    NoirParams p = noir_params_default(atoi(grid));
    p.mode = (uint8_t)(strcmp(flags_mode, "classic") == 0 ? NOIR_CLASSIC
                       : strcmp(flags_mode, "standard") == 0 ? NOIR_STANDARD : NOIR_CITIZENS_ARREST);
    p.kill_target = (uint8_t)atoi(kill_target);
    uint64_t inspector = 0, killer = 0, none = 0, deaths[NOIR_MAX_SUSPECTS] = {0}, ending[NOIR_END_TURN_LIMIT + 1] = {0};
    for (int i = 0; i < games; i++) {
        NoirGame g = play_by_hand(&p, seed_for_game(5, c.cell[0].seed, (uint64_t)i));
        inspector += g.winner == NOIR_INSPECTOR;
        killer += g.winner == NOIR_KILLER;
        none += g.winner == NOIR_SIDE_NONE;
        deaths[g.deaths]++;
        ending[g.end]++;
    }
    const Aggregate *a = &m.cell[0];
    assert_int_equal(a->games, games);
    assert_int_equal(a->detective_wins, inspector);
    assert_int_equal(a->murderer_wins, killer);
    assert_int_equal(a->unfinished, none);
    for (int d = 0; d < NOIR_MAX_SUSPECTS; d++)
        assert_int_equal(a->metric[NOIR_METRIC_DEATHS][d], deaths[d]);
    for (int e = 0; e <= NOIR_END_TURN_LIMIT; e++)
        assert_int_equal(a->metric[NOIR_METRIC_ENDING][e], ending[e]);
    /* Both sides win some of 2,000 random games, so the check is not vacuous. */
    assert_true(inspector > 0 && killer > 0);
    memsink_free(&m);
    campaign_free(&c);
}

static void test_classic_5x5(void **state)
{
    (void)state;
    check_cell("classic", "5", "16", 2000);
}

static void test_standard_4x4_kill_target_8(void **state)
{
    (void)state;
    check_cell("standard", "4", "8", 2000);
}

static void test_citizens_6x6(void **state)
{
    (void)state;
    check_cell("citizens", "6", "23", 2000);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_classic_5x5),
        cmocka_unit_test(test_standard_4x4_kill_target_8),
        cmocka_unit_test(test_citizens_6x6),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
