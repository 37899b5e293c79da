/*
 * game_conformance_test — every registered game (sim/game_class.h) held to
 * the interface's promises, in the spirit of OpenSpiel's random-simulation
 * test.  A game registered in sim/game_registry.c is tested here with no
 * line to add.
 *
 * For each game and each seat count of its range, GAMES random games (fixed
 * seeds; stream 0 deals, stream 1 chooses uniformly among the legal
 * actions, stream 2 redraws hidden state):
 *   - check() holds before and after every action;
 *   - the seat to move is a seat or chance, and its legal list is not empty,
 *     until to_move says nobody (and a game ends within MAX_STEPS);
 *   - view() is pure: two calls give the same bytes and the position is
 *     unchanged, for every seat at every step;
 *   - a seat's view does not change when only what it cannot see changes:
 *     resample_hidden redraws it (the check is skipped, and said so, for a
 *     game without that hook);
 *   - the outcome is sane: as many seats as the game has, every rank 1 +
 *     the seats ranked strictly ahead, the winner the seat ranked 1 alone
 *     (else nobody), the decisions counted, every metric within its max;
 *   - the record written (record_header, record_event, record_end) reads
 *     back (record_read) as the same parameter text, setup and actions;
 *   - the parameter text (params_format) set key by key on the defaults
 *     (params_set) gives the same text;
 *   - the same seed plays the same actions again; and the runner gives the
 *     same results with 1 and 2 threads.
 * The parameters of an n-seat game are the campaign's defaults when they
 * seat n, else the defaults with the first parameter that, set to the text
 * of n, seats n.  A failure names the game, the seat count, the seed and the
 * step.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "runner/memsink.h"
#include "runner/runner.h"
#include "sim/game_class.h"
#include "tests/common/test_catalog.h"

enum { GAMES = 200, MAX_STEPS = 20000 };

/* Where a failure happened. */
typedef struct Where {
    const GameClass *g;
    int seats;
    uint64_t seed;
    int step; /* -1: before the first action, or not in a game */
} Where;

__attribute__((format(printf, 2, 3)))
static void fail_at(const Where *w, const char *fmt, ...)
{
    char what[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(what, sizeof what, fmt, ap);
    va_end(ap);
    fail_msg("%s, %d seats, seed %llu, step %d: %s", w->g->name, w->seats, (unsigned long long)w->seed, w->step,
             what);
}

/* Scratch of one game's size, reused across a game's steps. */
typedef struct Scratch {
    void *setup, *state, *before, *copy, *view_a, *view_b;
} Scratch;

static void scratch_init(Scratch *s, const GameClass *g)
{
    s->setup = calloc(1, g->setup_size);
    s->state = calloc(1, g->state_size);
    s->before = calloc(1, g->state_size);
    s->copy = calloc(1, g->state_size);
    s->view_a = calloc(1, g->view_size);
    s->view_b = calloc(1, g->view_size);
    assert_true(s->setup && s->state && s->before && s->copy && s->view_a && s->view_b);
}

static void scratch_free(Scratch *s)
{
    free(s->setup);
    free(s->state);
    free(s->before);
    free(s->copy);
    free(s->view_a);
    free(s->view_b);
}

/* One game: its actions and outcome. */
typedef struct Played {
    int n;
    GameAction a[MAX_STEPS];
    GameOutcome o;
} Played;

static void view_into(const GameClass *g, const void *state, int seat, void *out)
{
    memset(out, 0, g->view_size); /* a view may leave unused room (NOIR's record) unwritten */
    g->view(state, seat, out);
}

/* Every seat's view of s->state: pure, and blind to what it cannot see. */
static void check_views(const GameClass *g, Scratch *s, int seats, Pcg32 *hide, const Where *w)
{
    for (int seat = 0; seat < seats; seat++) {
        memcpy(s->before, s->state, g->state_size);
        view_into(g, s->state, seat, s->view_a);
        view_into(g, s->state, seat, s->view_b);
        if (memcmp(s->view_a, s->view_b, g->view_size) != 0)
            fail_at(w, "two views of seat %d of one position differ", seat);
        if (memcmp(s->before, s->state, g->state_size) != 0)
            fail_at(w, "the view of seat %d changed the position", seat);
        if (!g->resample_hidden)
            continue;
        memcpy(s->copy, s->state, g->state_size);
        g->resample_hidden(s->copy, seat, hide);
        const char *bad = g->check ? g->check(s->copy) : NULL;
        if (bad)
            fail_at(w, "resample_hidden for seat %d broke the position: %s", seat, bad);
        view_into(g, s->copy, seat, s->view_b);
        for (size_t i = 0; i < g->view_size; i++)
            if (((const unsigned char *)s->view_a)[i] != ((const unsigned char *)s->view_b)[i])
                fail_at(w, "seat %d's view changed when only what it cannot see was redrawn (byte %zu of %zu)",
                        seat, i, g->view_size);
    }
}

static void check_outcome(const GameClass *g, const GameOutcome *o, int seats, int steps, const Where *w)
{
    if (o->seats != seats)
        fail_at(w, "the outcome has %d seats", o->seats);
    int firsts = 0, first = GAME_NOBODY;
    for (int i = 0; i < seats; i++) {
        int ahead = 0;
        for (int j = 0; j < seats; j++)
            ahead += o->rank[j] < o->rank[i];
        if (o->rank[i] != 1 + ahead)
            fail_at(w, "seat %d ranks %d with %d seats ranked ahead of it", i, o->rank[i], ahead);
        if (o->rank[i] == 1)
            firsts++, first = i;
    }
    int winner = firsts == 1 ? first : GAME_NOBODY;
    if (o->winner != winner)
        fail_at(w, "the winner is %d, but %d seats rank first (seat %d)", o->winner, firsts, first);
    if (o->decisions != steps)
        fail_at(w, "the outcome counts %d decisions of %d", o->decisions, steps);
    for (int m = 0; m < g->n_metrics; m++)
        if (o->metric[m] > g->metric[m].max)
            fail_at(w, "metric %s is %d, above its max %d", g->metric[m].name, o->metric[m], g->metric[m].max);
}

/* Play the game of `seed` with random choices, checking at every step;
 * write its record to `record` when not NULL. */
static void play(const GameClass *g, const void *params, Where *w, Scratch *s, Played *out, FILE *record)
{
    Pcg32 chance, choose, hide;
    pcg32_seed(&chance, w->seed, 0);
    pcg32_seed(&choose, w->seed, 1);
    pcg32_seed(&hide, w->seed, 2);
    w->step = -1;
    memset(s->setup, 0, g->setup_size);
    memset(s->state, 0, g->state_size);
    if (g->deal(params, &chance, s->setup, s->state))
        fail_at(w, "deal refused the parameters");
    if (record)
        g->record_header(record, params, s->setup);
    out->n = 0;
    for (w->step = 0;; w->step++) {
        const char *bad = g->check ? g->check(s->state) : NULL;
        if (bad)
            fail_at(w, "check: %s", bad);
        check_views(g, s, w->seats, &hide, w);
        int who = g->to_move(s->state);
        if (who == GAME_NOBODY)
            break;
        if (who != GAME_CHANCE && (who < 0 || who >= w->seats))
            fail_at(w, "to_move is %d: neither a seat, chance nor nobody", who);
        if (w->step >= MAX_STEPS)
            fail_at(w, "no end after %d actions", MAX_STEPS);
        GameActions legal;
        g->legal(s->state, &legal);
        if (legal.n < 1 || legal.n > GAME_MAX_ACTIONS)
            fail_at(w, "%d legal actions for %d before the end", legal.n, who);
        GameAction a = legal.a[pcg32_below(&choose, (uint32_t)legal.n)];
        if (record)
            g->record_event(record, params, s->state, a);
        out->a[out->n++] = a;
        g->apply(s->state, a);
    }
    if (record && g->record_end)
        g->record_end(record, out->n);
    g->result(s->state, out->n, &out->o);
    check_outcome(g, &out->o, w->seats, out->n, w);
}

/* The record of a game started from `setup` with these actions, written
 * again: its text, to free. */
static char *rewrite(const GameClass *g, const void *params, const void *setup, const GameAction *a, int n,
                     void *state, const Where *w)
{
    char *text = NULL;
    size_t len = 0;
    FILE *out = open_memstream(&text, &len);
    assert_non_null(out);
    if (g->start(state, setup))
        fail_at(w, "the setup read back does not start");
    g->record_header(out, params, setup);
    for (int i = 0; i < n; i++) {
        g->record_event(out, params, state, a[i]);
        g->apply(state, a[i]);
    }
    if (g->record_end)
        g->record_end(out, n);
    assert_int_equal(fclose(out), 0);
    return text;
}

/* The record of `p` read back: the same parameter text and actions, and
 * written again from what was read, the same text (the setup's bytes may
 * differ in padding and unused room). */
static void check_record(const GameClass *g, const void *params, Scratch *s, const Played *p, char *text,
                         size_t len, const Where *w)
{
    FILE *in = fmemopen(text, len, "r");
    assert_non_null(in);
    void *params_read = calloc(1, g->params_size), *setup_read = calloc(1, g->setup_size);
    GameAction *actions = calloc(MAX_STEPS, sizeof *actions);
    assert_true(params_read && setup_read && actions);
    int n = -1;
    char err[1024], want[GAME_PARAMS_TEXT], got[GAME_PARAMS_TEXT];
    if (g->record_read(in, "record", params_read, setup_read, actions, MAX_STEPS, &n, err, sizeof err))
        fail_at(w, "its own record is refused: %s", err);
    fclose(in);
    g->params_format(params, want, sizeof want);
    g->params_format(params_read, got, sizeof got);
    if (strcmp(want, got) != 0)
        fail_at(w, "the record's parameters read back as '%s', not '%s'", got, want);
    if (n != p->n || memcmp(actions, p->a, (size_t)n * sizeof *actions) != 0)
        fail_at(w, "the record's %d actions read back as %d different ones", p->n, n);
    char *again = rewrite(g, params_read, setup_read, actions, n, s->copy, w);
    if (strcmp(again, text) != 0)
        fail_at(w, "the record read back and written again differs from the record written");
    free(again);
    free(params_read);
    free(setup_read);
    free(actions);
}

/* params_format's text, set key by key on the defaults, formats the same. */
static void check_params_text(const GameClass *g, const void *params, const Where *w)
{
    char text[GAME_PARAMS_TEXT], again[GAME_PARAMS_TEXT], err[512];
    g->params_format(params, text, sizeof text);
    void *p = calloc(1, g->params_size);
    assert_non_null(p);
    g->params_default(p);
    char *items = strdup(text), *save = NULL;
    for (char *kv = strtok_r(items, ",", &save); kv; kv = strtok_r(NULL, ",", &save)) {
        char *eq = strchr(kv, '=');
        if (!eq)
            fail_at(w, "'%s' in the parameter text '%s' is not KEY=VALUE", kv, text);
        *eq = '\0';
        if (g->params_set(p, kv, eq + 1, err, sizeof err))
            fail_at(w, "params_set refuses %s=%s of its own text '%s': %s", kv, eq + 1, text, err);
    }
    g->params_format(p, again, sizeof again);
    if (strcmp(text, again) != 0)
        fail_at(w, "the parameter text '%s' set key by key formats as '%s'", text, again);
    free(items);
    free(p);
}

/* The game's defaults, as a one-cell campaign of it has them. */
static void campaign_of(Campaign *c, const GameClass *g, const char *games)
{
    char err[CAMPAIGN_ERR_MAX];
    if (campaign_from_flags(c, &test_catalog, &(CampaignFlags){.game = g->name, .games = games, .seed = "11"}, err,
                            sizeof err))
        fail_msg("%s: its default campaign is refused: %s", g->name, err);
}

/* The parameters of an n-seat game into out; 0, or -1 when none is found. */
static int params_for_seats(const GameClass *g, const void *defaults, int n, void *out)
{
    memcpy(out, defaults, g->params_size);
    if (game_seats(g, out) == n)
        return 0;
    char value[16], err[512];
    snprintf(value, sizeof value, "%d", n);
    for (int k = 0; g->params_set && k < g->n_params; k++) {
        memcpy(out, defaults, g->params_size);
        if (g->params_set(out, g->param[k].key, value, err, sizeof err) == 0 && game_seats(g, out) == n &&
            (!g->params_check || !g->params_check(out)))
            return 0;
    }
    return -1;
}

static void test_random_games(void **state)
{
    const GameClass *g = *state;
    Campaign c;
    campaign_of(&c, g, "1");
    void *params = calloc(1, g->params_size);
    Played *p = malloc(sizeof *p), *again = malloc(sizeof *again);
    assert_true(params && p && again);
    Scratch s;
    scratch_init(&s, g);
    int records = g->record_header && g->record_event && g->record_read;
    for (int n = g->min_seats; n <= g->max_seats; n++) {
        Where w = {g, n, 0, -1};
        if (params_for_seats(g, campaign_cell_params(&c, 0), n, params))
            fail_at(&w, "no parameters seat %d (none of the keys, set to %d, does)", n, n);
        if (g->params_set)
            check_params_text(g, params, &w);
        long actions = 0;
        for (w.seed = 1; w.seed <= GAMES; w.seed++) {
            char *text = NULL;
            size_t len = 0;
            FILE *record = records ? open_memstream(&text, &len) : NULL;
            play(g, params, &w, &s, p, record);
            if (record) {
                assert_int_equal(fclose(record), 0);
                w.step = -1;
                check_record(g, params, &s, p, text, len, &w);
                free(text);
            }
            play(g, params, &w, &s, again, NULL);
            w.step = -1;
            if (again->n != p->n || memcmp(again->a, p->a, (size_t)p->n * sizeof p->a[0]) != 0 ||
                memcmp(&again->o, &p->o, sizeof p->o) != 0)
                fail_at(&w, "the same seed played %d actions, then %d different ones or another outcome", p->n,
                        again->n);
            actions += p->n;
        }
        printf("%s, %d seats: %d games, %ld actions; views pure%s; outcomes sane; same seed, same game; %s; %s\n",
               g->name, n, GAMES, actions,
               g->resample_hidden ? " and blind to redrawn hidden state" : " (hidden state not redrawn: no resample_hidden)",
               records ? "records read back" : "record round trip skipped (no record_read)",
               g->params_set ? "parameter text round trip" : "parameter round trip skipped (no params_set)");
    }
    scratch_free(&s);
    free(params);
    free(p);
    free(again);
    campaign_free(&c);
}

/* The runner's results (aggregates and the per-game rows' digest) with 1
 * and 2 threads, on the game's default cell. */
static void test_runner_threads(void **state)
{
    const GameClass *g = *state;
    Campaign c;
    campaign_of(&c, g, "120");
    c.chunk = 20;
    c.rows = ROWS_ALL;
    MemSink m[2];
    for (int t = 0; t < 2; t++) {
        char err[1024];
        RunStats stats;
        memsink_init(&m[t], &c);
        Sink sink = memsink_sink(&m[t]);
        if (runner_run(&c, &sink, &(RunOptions){.threads = 1 + t}, &stats, err, sizeof err))
            fail_msg("%s: the runner with %d threads: %s", g->name, 1 + t, err);
    }
    if (!aggregate_equal(&m[0].cell[0], &m[1].cell[0]) || m[0].rows != 120 || m[1].rows != 120 ||
        m[0].rows_digest != m[1].rows_digest)
        fail_msg("%s, seed 11: the runner's results differ between 1 and 2 threads", g->name);
    memsink_free(&m[0]);
    memsink_free(&m[1]);
    campaign_free(&c);
}

int main(void)
{
    int n;
    const GameClass *const *games = game_classes(&n);
    struct CMUnitTest *tests = calloc((size_t)n * 2, sizeof *tests);
    char(*names)[64] = calloc((size_t)n * 2, sizeof *names);
    assert_true(tests && names);
    for (int i = 0; i < n; i++) {
        snprintf(names[2 * i], sizeof names[0], "%s: random games", games[i]->name);
        snprintf(names[2 * i + 1], sizeof names[0], "%s: runner threads", games[i]->name);
        tests[2 * i] = (struct CMUnitTest){names[2 * i], test_random_games, NULL, NULL, (void *)games[i]};
        tests[2 * i + 1] = (struct CMUnitTest){names[2 * i + 1], test_runner_threads, NULL, NULL, (void *)games[i]};
    }
    int failed = _cmocka_run_group_tests("game_conformance", tests, (size_t)n * 2, test_catalog_load, NULL);
    free(tests);
    free(names);
    return failed;
}
