/*
 * runner_test — the parallel loop (runner/runner.c) into the in-memory sink:
 * the results are the same for any thread count, any shard split and any
 * resume point, each game is the one its seed names, and a failing sink stops
 * the run without losing or doubling a chunk.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "games/itk/ai/match.h"
#include "games/itk/itk_class.h"
#include "games/itk/runner/campaign_grid.h"
#include "runner/memsink.h"
#include "runner/runner.h"

static Catalog cat;
static Campaign campaign; /* 4 cells x 600 games in chunks of 50, every game logged */

static int setup(void **state)
{
    char err[CAMPAIGN_ERR_MAX];
    (void)state;
    static const char text[] = "[campaign]\nname = t\nseed = 99\ngames = 600\nchunk = 50\nrows = all\n"
                               "[grid]\nscenario = beginner, t-men\nmotives = logic\nmotives = Maniac,Killer\n"
                               "detective = random\nmurderer = random\n";
    char path[] = "/tmp/noirlab-runner-XXXXXX";
    int fd = mkstemp(path);
    FILE *f = fd >= 0 ? fdopen(fd, "w") : NULL;
    if (!f)
        return -1;
    fputs(text, f);
    fclose(f);
    int rc = itk_catalog_load(&cat, "scenarios", err, sizeof err) ||
             campaign_load(&campaign, &cat, path, NULL, err, sizeof err);
    remove(path);
    if (rc)
        print_error("setup: %s\n", err);
    return rc ? -1 : 0;
}

static int teardown(void **state)
{
    (void)state;
    campaign_free(&campaign);
    return 0;
}

/* Run into a fresh memory sink. */
static void run_into(MemSink *m, const RunOptions *opt, RunStats *stats)
{
    char err[1024];
    memsink_init(m, &campaign);
    Sink sink = memsink_sink(m);
    if (runner_run(&campaign, &sink, opt, stats, err, sizeof err))
        fail_msg("%s", err);
}

static void assert_same_results(const MemSink *a, const MemSink *b)
{
    for (int i = 0; i < campaign.n_cells; i++)
        if (!aggregate_equal(&a->cell[i], &b->cell[i]))
            fail_msg("cell %d differs: %llu/%llu vs %llu/%llu detective wins", i,
                     (unsigned long long)a->cell[i].detective_wins, (unsigned long long)a->cell[i].games,
                     (unsigned long long)b->cell[i].detective_wins, (unsigned long long)b->cell[i].games);
    assert_int_equal(a->rows, b->rows);
    assert_true(a->rows_digest == b->rows_digest);
}

static void test_thread_counts_give_identical_results(void **state)
{
    (void)state;
    MemSink one, two, three;
    RunStats stats;
    run_into(&one, &(RunOptions){.threads = 1}, &stats);
    assert_int_equal(stats.threads, 1);
    assert_int_equal(stats.games, 4 * 600);
    assert_int_equal(stats.chunks, 4 * 12);
    run_into(&two, &(RunOptions){.threads = 2}, &stats);
    assert_int_equal(stats.threads, 2);
    run_into(&three, &(RunOptions){.threads = 3}, &stats);
    for (int i = 0; i < campaign.n_cells; i++)
        assert_int_equal(one.cell[i].games, 600);
    assert_int_equal(one.rows, 4 * 600);
    assert_same_results(&one, &two);
    assert_same_results(&one, &three);
    memsink_free(&one);
    memsink_free(&two);
    memsink_free(&three);
}

/* Shard I/N plays the units with index % N == I - 1: together the shards are
 * the whole campaign, each unit once. */
static void test_shards_add_up_to_the_whole(void **state)
{
    (void)state;
    MemSink whole, part[3];
    RunStats stats;
    run_into(&whole, &(RunOptions){.threads = 2}, &stats);
    for (int s = 0; s < 3; s++) {
        run_into(&part[s], &(RunOptions){.threads = 2, .shard = s + 1, .shards = 3}, &stats);
        assert_int_equal(stats.chunks, 16); /* 48 units / 3 */
        for (size_t u = 0; u < part[s].n_units; u++)
            assert_int_equal(part[s].done[u], u % 3 == (size_t)s);
    }
    for (int s = 1; s < 3; s++) {
        for (int i = 0; i < campaign.n_cells; i++)
            aggregate_add(&part[0].cell[i], &part[s].cell[i]);
        part[0].rows += part[s].rows;
        part[0].rows_digest += part[s].rows_digest;
    }
    assert_same_results(&whole, &part[0]);
    memsink_free(&whole);
    for (int s = 0; s < 3; s++)
        memsink_free(&part[s]);
}

/* Intent to Kill's own result of a game as the interface's outcome (the
 * metrics in itk_class.h's order). */
static GameOutcome outcome_of(const GameResult *r)
{
    GameOutcome o = {.decisions = r->decisions};
    game_outcome_win_loss(&o, r->winner, GAME_SEATS); /* Side and seat numbers agree (game_class.h) */
    o.metric[ITK_MURDERS] = r->murders;
    o.metric[ITK_REFUSALS] = r->refusals;
    o.metric[ITK_ROUNDS] = r->rounds;
    o.metric[ITK_MOTIVE] = r->motive;
    o.metric[ITK_ACCUSED_MOTIVE] = r->accused_motive;
    o.metric[ITK_ACCUSED_RIGHT] = r->accused_right;
    return o;
}

/* The games of a cell are itk_match_play(seed_for_game(master, cell seed, g)) for
 * g = 0 .. games-1, nothing else: replay cell 3 by hand with Intent to Kill's
 * own game loop (games/itk/ai/match.c), not the interface's. */
static void test_each_game_is_the_one_its_seed_names(void **state)
{
    (void)state;
    MemSink m;
    RunStats stats;
    run_into(&m, &(RunOptions){.threads = 2}, &stats);
    const Cell *k = &campaign.cell[3];
    const ItkParams *p = itk_cell_params(&campaign, 3);
    MatchConfig cfg = {&cat.deck, p->layout, p->motives, p->sw};
    Policy det, mur;
    char err[256];
    assert_int_equal(itk_policy_create(&det, "random", SIDE_DETECTIVE, err, sizeof err), 0);
    assert_int_equal(itk_policy_create(&mur, "random", SIDE_MURDERER, err, sizeof err), 0);
    Aggregate want;
    aggregate_clear(&want);
    for (uint32_t g = 0; g < campaign.games; g++) {
        GameResult r;
        assert_int_equal(itk_match_play(&cfg, &det, &mur, seed_for_game(99, k->seed, g), &r, NULL), 0);
        GameOutcome o = outcome_of(&r);
        aggregate_count(&want, &itk_game_class, &o);
    }
    itk_policy_destroy(&det);
    itk_policy_destroy(&mur);
    assert_true(aggregate_equal(&want, &m.cell[3]));
    /* The counts are consistent with each other. */
    uint64_t by_motive = 0, wins = 0, confusion = 0, murders = 0, rounds = 0;
    for (int i = 0; i < MOTIVES; i++) {
        by_motive += want.motive_games[i];
        wins += want.motive_wins[i];
        for (int j = 0; j <= ACCUSED_NONE; j++)
            confusion += want.confusion[i][j];
    }
    for (int i = 0; i <= MAX_VICTIMS; i++)
        murders += want.metric[ITK_MURDERS][i];
    for (int i = 0; i <= MAX_ROUNDS; i++)
        rounds += want.metric[ITK_ROUNDS][i];
    assert_int_equal(by_motive, 600);
    assert_int_equal(confusion, 600);
    assert_int_equal(murders, 600);
    assert_int_equal(rounds, 600);
    assert_int_equal(wins, want.detective_wins);
    assert_int_equal(want.detective_wins + want.murderer_wins, 600); /* Intent to Kill always has a winner */
    assert_int_equal(want.unfinished, 0);
    assert_int_equal(want.motive_games[MOTIVE_MANIAC] + want.motive_games[MOTIVE_KILLER], 600);
    memsink_free(&m);
}

/* A sink that fails at its k-th chunk (a full disk, say). */
typedef struct FailingSink {
    Sink inner;
    int left;
} FailingSink;

static int failing_chunk_done(void *ctx, const SinkChunk *k, char *err, size_t errlen)
{
    FailingSink *f = ctx;
    if (f->left-- == 0) {
        snprintf(err, errlen, "disk full");
        return -1;
    }
    return f->inner.chunk_done(f->inner.ctx, k, err, errlen);
}

/* A run stopped by a failure keeps the chunks stored before it; a resume
 * plays exactly the others; the result equals an uninterrupted run. */
static void test_failure_then_resume_equals_an_uninterrupted_run(void **state)
{
    (void)state;
    MemSink whole, m;
    RunStats stats;
    run_into(&whole, &(RunOptions){.threads = 2}, &stats);

    for (int k = 0; k < 48; k += 13) {
        char err[1024] = "";
        memsink_init(&m, &campaign);
        FailingSink f = {memsink_sink(&m), k};
        Sink sink = {.ctx = &f, .chunk_done = failing_chunk_done};
        assert_int_equal(runner_run(&campaign, &sink, &(RunOptions){.threads = 2}, &stats, err, sizeof err), -1);
        assert_string_equal(err, "disk full");
        size_t stored = 0;
        for (size_t u = 0; u < m.n_units; u++)
            stored += m.done[u];
        assert_int_equal(stored, (size_t)k);

        Sink plain = memsink_sink(&m);
        if (runner_run(&campaign, &plain, &(RunOptions){.threads = 2, .resume = 1}, &stats, err, sizeof err))
            fail_msg("resume after %d chunks: %s", k, err);
        assert_int_equal(stats.skipped, (size_t)k);
        assert_int_equal(stats.chunks, 48 - (size_t)k);
        assert_same_results(&whole, &m);
        memsink_free(&m);
    }
    memsink_free(&whole);
}

typedef struct Seen {
    int calls;
    RunProgress last;
    int monotonic;
} Seen;

static void record_progress(void *ctx, const RunProgress *p)
{
    Seen *s = ctx;
    if (s->calls && (p->games_done < s->last.games_done || p->cells_done < s->last.cells_done))
        s->monotonic = 0;
    s->calls++;
    s->last = *p;
}

static void test_progress_counts_up_to_the_totals(void **state)
{
    (void)state;
    MemSink m;
    RunStats stats;
    Seen seen = {0, {0}, 1};
    run_into(&m, &(RunOptions){.threads = 2, .shard = 2, .shards = 2, .progress = record_progress, .progress_ctx = &seen},
             &stats);
    assert_int_equal(seen.calls, 24);
    assert_true(seen.monotonic);
    assert_int_equal(seen.last.games_done, 24 * 50);
    assert_int_equal(seen.last.games_total, 24 * 50);
    assert_int_equal(seen.last.cells_done, 4);
    assert_int_equal(seen.last.cells_total, 4);
    memsink_free(&m);
}

/* The runner reuses a thread's policy objects from game to game; a policy
 * with state (the heuristic's beliefs) must still give the same results
 * whichever thread played which games before. */
static void test_policies_with_state_give_identical_results(void **state)
{
    (void)state;
    Campaign c;
    char err[CAMPAIGN_ERR_MAX];
    CampaignFlags f = {.detective = "heuristic", .murderer = "heuristic", .games = "120"};
    if (campaign_from_flags(&c, &cat, &f, err, sizeof err))
        fail_msg("%s", err);
    c.chunk = 10; /* 12 units, so that 3 threads share them (the memory sink ignores the configuration text) */
    MemSink a, b;
    memsink_init(&a, &c);
    memsink_init(&b, &c);
    Sink sa = memsink_sink(&a), sb = memsink_sink(&b);
    RunStats stats;
    assert_int_equal(runner_run(&c, &sa, &(RunOptions){.threads = 1}, &stats, err, sizeof err), 0);
    assert_int_equal(runner_run(&c, &sb, &(RunOptions){.threads = 3}, &stats, err, sizeof err), 0);
    assert_int_equal(a.cell[0].games, 120);
    assert_true(aggregate_equal(&a.cell[0], &b.cell[0]));
    memsink_free(&a);
    memsink_free(&b);
    campaign_free(&c);
}

static void test_bad_shard_is_refused(void **state)
{
    (void)state;
    MemSink m;
    RunStats stats;
    char err[256];
    memsink_init(&m, &campaign);
    Sink sink = memsink_sink(&m);
    assert_int_equal(runner_run(&campaign, &sink, &(RunOptions){.shard = 4, .shards = 3}, &stats, err, sizeof err), -1);
    assert_string_equal(err, "shard 4/3: expected I/N with 1 <= I <= N");
    memsink_free(&m);
}

static void test_throughput_is_measured(void **state)
{
    (void)state;
    double gps = 0;
    char err[256];
    assert_int_equal(runner_throughput(&campaign, 2, &gps, err, sizeof err), 0);
    assert_true(gps > 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_thread_counts_give_identical_results),
        cmocka_unit_test(test_shards_add_up_to_the_whole),
        cmocka_unit_test(test_each_game_is_the_one_its_seed_names),
        cmocka_unit_test(test_failure_then_resume_equals_an_uninterrupted_run),
        cmocka_unit_test(test_progress_counts_up_to_the_totals),
        cmocka_unit_test(test_policies_with_state_give_identical_results),
        cmocka_unit_test(test_bad_shard_is_refused),
        cmocka_unit_test(test_throughput_is_measured),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
