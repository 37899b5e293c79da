/*
 * api_games_test.c — libnoirlab (include/noirlab.h) plays every game: a whole
 * NOIR game and a whole 3-player 10' to Kill game through nl_open_game,
 * nl_new_game_params, nl_seat_to_move, nl_legal, nl_choose and nl_play, the
 * policies chosen by spec per seat, end with the scores, ranks and number of
 * decisions of the game `noirlab play` plays from the same flags and seed
 * (its code path: the cell of campaign_from_flags, game_match_play).  Bad
 * input (an unknown game, players=5, parameter text that is not KEY=VALUE)
 * is one clear nl_error message and changes nothing.
 */
#include <noirlab.h>

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "ai/game_match.h"
#include "runner/campaign.h"
#include "test_catalog.h"

enum { SEED = 20261128, NUMBER = 3 };

/* What one game ended with. */
typedef struct Ending {
    int seats, decisions;
    double score[NL_SEATS_MAX];
    int rank[NL_SEATS_MAX];
} Ending;

/* Play the session's game to its end, seat s by spec[s]; every chosen action
 * must be in the legal list. */
static Ending play_library(nl_session *s, const char *const *spec)
{
    Ending e = {.seats = nl_seats(s)};
    while (!nl_game_over(s)) {
        int seat = nl_seat_to_move(s);
        assert_true(seat >= 0 && seat < e.seats);
        nl_action legal[NL_MAX_ACTIONS], a;
        int n = nl_legal(s, legal, NL_MAX_ACTIONS);
        assert_true(n > 0 && n <= NL_MAX_ACTIONS);
        assert_int_equal(nl_choose(s, spec[seat], &a), 0);
        int found = 0;
        for (int i = 0; i < n; i++)
            found |= legal[i] == a;
        assert_true(found);
        assert_int_equal(nl_play(s, a), 0);
        e.decisions++;
    }
    assert_int_equal(nl_seat_to_move(s), -1);
    assert_int_equal(nl_legal(s, NULL, 0), 0);
    assert_int_equal(nl_scores(s, e.score, NL_SEATS_MAX), e.seats);
    assert_int_equal(nl_ranks(s, e.rank, NL_SEATS_MAX), e.seats);
    return e;
}

/* The same game as `noirlab play --game G --seed SEED --number NUMBER` with
 * these parameters and seats plays it (cli/cmd_play.c). */
static Ending play_reference(const char *game, const char *players, const char *const *spec, int seats)
{
    char seed[24];
    snprintf(seed, sizeof seed, "%d", SEED);
    CampaignFlags flags = {.game = game, .seed = seed, .games = "1"};
    if (players)
        flags.param[flags.n_params++] = (CampaignParamFlag){"players", "--players", players};
    const GameClass *g = game_class_find(game);
    for (int s = 0; s < seats && g->max_seats != GAME_SEATS; s++)
        flags.seat[s] = spec[s];
    if (g->max_seats == GAME_SEATS)
        flags.murderer = spec[GAME_HIDER], flags.detective = spec[GAME_SEEKER];
    Campaign c;
    char err[CAMPAIGN_ERR_MAX];
    assert_int_equal(campaign_from_flags(&c, &test_catalog, &flags, err, sizeof err), 0);
    GamePolicy policy[GAME_SEATS_MAX], *seat[GAME_SEATS_MAX];
    for (int s = 0; s < c.cell[0].seats; s++) {
        assert_int_equal(game_policy_create(&policy[s], g, c.spec[c.cell[0].seat[s]], s, err, sizeof err), 0);
        seat[s] = &policy[s];
    }
    GameMatch m;
    GameOutcome o;
    game_match_init(&m, g, campaign_cell_params(&c, 0));
    assert_int_equal(game_match_play(&m, seat, seed_for_game(c.master_seed, c.cell[0].seed, NUMBER), &o, NULL), 0);
    Ending e = {.seats = o.seats, .decisions = o.decisions};
    for (int s = 0; s < o.seats; s++) {
        e.score[s] = o.score[s];
        e.rank[s] = o.rank[s];
        game_policy_destroy(&policy[s]);
    }
    game_match_free(&m);
    campaign_free(&c);
    return e;
}

static void assert_same_ending(const Ending *a, const Ending *b)
{
    assert_int_equal(a->seats, b->seats);
    assert_int_equal(a->decisions, b->decisions);
    for (int s = 0; s < a->seats; s++) {
        assert_true(a->score[s] == b->score[s]);
        assert_int_equal(a->rank[s], b->rank[s]);
    }
}

static void test_games_listed(void **state)
{
    (void)state;
    assert_string_equal(nl_games(), "itk,noir,tenkill");
}

static void test_noir_game(void **state)
{
    (void)state;
    static const char *const spec[] = {"heuristic", "random"}; /* the Killer, the Inspector */
    nl_session *s = nl_open_game(NULL, "noir");
    assert_non_null(s);
    assert_string_equal(nl_game(s), "noir");
    assert_int_equal(nl_new_game_params(s, "seed=20261128,number=3"), 0);
    assert_int_equal(nl_seats(s), 2);
    assert_string_equal(nl_seat_name(s, 0), "killer");
    assert_string_equal(nl_seat_title(s, 1), "the Inspector");
    assert_null(nl_seat_name(s, 2));
    char view[1 << 14];
    int n = nl_view_json(s, 1, view, sizeof view);
    assert_true(n > 0 && n < (int)sizeof view);
    assert_non_null(strstr(view, "\"side\":\"inspector\""));
    Ending lib = play_library(s, spec), ref = play_reference("noir", NULL, spec, 2);
    assert_same_ending(&lib, &ref);
    /* A two-seat game also answers in the two-seat numbering. */
    assert_int_equal(nl_to_move(s), NL_NOBODY);
    int winner = nl_winner(s);
    assert_true(winner == NL_NOBODY || lib.rank[winner] == 1);
    nl_close(s);
}

static void test_tenkill_three_players(void **state)
{
    (void)state;
    static const char *const spec[] = {"heuristic", "random", "heuristic"};
    nl_session *s = nl_open_game(NULL, "tenkill");
    assert_non_null(s);
    assert_int_equal(nl_new_game_params(s, "players=3,seed=20261128,number=3"), 0);
    assert_int_equal(nl_seats(s), 3);
    assert_string_equal(nl_seat_name(s, 2), "p2");
    assert_null(nl_seat_name(s, 3));
    assert_int_equal(nl_to_move(s), -1); /* more than two seats: nl_seat_to_move */
    char text[1 << 14];
    int n = nl_view_text(s, 2, text, sizeof text);
    assert_true(n > 0 && n < (int)sizeof text);
    Ending lib = play_library(s, spec), ref = play_reference("tenkill", "3", spec, 3);
    assert_same_ending(&lib, &ref);
    int first = 0;
    for (int seat = 0; seat < lib.seats; seat++)
        first += lib.rank[seat] == 1;
    assert_true(first >= 1);
    /* The protocol of the same session sees the same game. */
    const char *status = nl_command(s, "status");
    assert_non_null(strstr(status, "to-move none"));
    assert_non_null(strstr(status, "info score p2 "));
    nl_close(s);
}

/* Each call is refused with a message holding `says`, and the game started
 * before it is as it was: the same seat to move and legal list. */
static void assert_refused(nl_session *s, const char *params, const char *says)
{
    nl_action before[NL_MAX_ACTIONS], after[NL_MAX_ACTIONS];
    int seat = nl_seat_to_move(s), n = nl_legal(s, before, NL_MAX_ACTIONS);
    assert_int_equal(nl_new_game_params(s, params), -1);
    if (!strstr(nl_error(s), says))
        fail_msg("'%s': the message '%s' does not say '%s'", params, nl_error(s), says);
    assert_int_equal(nl_seat_to_move(s), seat);
    assert_int_equal(nl_legal(s, after, NL_MAX_ACTIONS), n);
    assert_memory_equal(before, after, (size_t)n * sizeof *before);
}

static void test_bad_input(void **state)
{
    (void)state;
    assert_null(nl_open_game(NULL, "chess"));
    assert_non_null(strstr(nl_open_error(), "unknown game 'chess' (itk, noir, tenkill)"));
    nl_session *s = nl_open_game(NULL, "tenkill");
    assert_non_null(s);
    double score[NL_SEATS_MAX];
    assert_int_equal(nl_scores(s, score, NL_SEATS_MAX), -1); /* no game yet */
    assert_int_equal(nl_new_game_params(s, "players=2,seed=4"), 0);
    nl_action a;
    assert_int_equal(nl_choose(s, "random", &a), 0);
    assert_int_equal(nl_play(s, a), 0);
    assert_refused(s, "players=5", "players must be 2, 3 or 4, not '5'");
    assert_refused(s, "players", "params: 'players' is not KEY=VALUE");
    assert_refused(s, "=3", "params: '=3' has no key");
    assert_refused(s, "players=3,number=x", "params: number=x: not a game number");
    assert_refused(s, "players=3,players=4", "params: players given twice");
    assert_refused(s, "colour=red", "colour");
    assert_refused(s, "seed=-1", "seed");
    assert_int_equal(nl_new_game(s, "beginner", NULL, 1, 0), -1);
    assert_non_null(strstr(nl_error(s), "nl_new_game_params"));
    assert_int_equal(nl_choose(s, "no-such-policy", &a), -1);
    assert_int_equal(nl_scores(s, score, NL_SEATS_MAX), -1);
    nl_close(s);
}

/* An Intent to Kill session from nl_open_game is nl_open's: the same game
 * from the same seed, and its end read as scores and ranks too. */
static void test_itk_as_before(void **state)
{
    (void)state;
    nl_session *old = nl_open(NULL), *s = nl_open_game(NULL, "itk");
    assert_non_null(old);
    assert_non_null(s);
    assert_int_equal(nl_new_game(old, NULL, NULL, 5, 1), 0);
    assert_int_equal(nl_new_game_params(s, "scenario=beginner,motives=logic,seed=5,number=1"), 0);
    assert_int_equal(nl_seats(s), 2);
    assert_string_equal(nl_seat_name(s, NL_DETECTIVE), "detective");
    while (nl_winner(old) == NL_NOBODY) {
        nl_action a, b;
        assert_int_equal(nl_to_move(s), nl_to_move(old));
        assert_int_equal(nl_seat_to_move(s), nl_to_move(old));
        assert_int_equal(nl_choose(old, "random", &a), 0);
        assert_int_equal(nl_choose(s, "random", &b), 0);
        assert_int_equal(a, b);
        assert_int_equal(nl_play(old, a), 0);
        assert_int_equal(nl_play(s, b), 0);
    }
    assert_true(nl_game_over(s));
    double score[NL_SEATS_MAX];
    int rank[NL_SEATS_MAX];
    assert_int_equal(nl_scores(s, score, NL_SEATS_MAX), 2);
    assert_int_equal(nl_ranks(s, rank, NL_SEATS_MAX), 2);
    int w = nl_winner(s);
    assert_true(score[w] == 1 && score[1 - w] == 0 && rank[w] == 1 && rank[1 - w] == 2);
    nl_close(old);
    nl_close(s);
}

/* dir/name: the default data folder's file `name`, with its first `from`
 * replaced by `to` (from NULL: unchanged). */
static void copy_data_file(const char *dir, const char *name, const char *from, const char *to)
{
    char path[4096], text[16384];
    snprintf(path, sizeof path, "%s/%s", itk_catalog_default_dir(), name);
    FILE *in = fopen(path, "r");
    assert_non_null(in);
    size_t n = fread(text, 1, sizeof text - 1, in);
    fclose(in);
    assert_true(n < sizeof text - 1);
    text[n] = '\0';
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *out = fopen(path, "w");
    assert_non_null(out);
    char *at = from ? strstr(text, from) : NULL;
    if (from)
        assert_non_null(at);
    if (at)
        fprintf(out, "%.*s%s%s", (int)(at - text), text, to, at + strlen(from));
    else
        fputs(text, out);
    assert_int_equal(fclose(out), 0);
}

/* Whether seat 0's view of session s names `name`. */
static int view_names(nl_session *s, const char *name)
{
    static char view[65536];
    assert_true(nl_view_text(s, NL_DETECTIVE, view, sizeof view) > 0);
    return strstr(view, name) != NULL;
}

/* Two Intent to Kill sessions over different data folders each keep their
 * own data, whichever opened last and after the other closes (they shared
 * one catalog for the process once, which the second folder overwrote). */
static void test_own_data(void **state)
{
    (void)state;
    static const char *const files[] = {"civilians.csv", "motives.csv", "beginner.ini"};
    char dir[] = "own-data-XXXXXX";
    assert_non_null(mkdtemp(dir));
    copy_data_file(dir, files[0], "Bartender,", "Barkeep,");
    copy_data_file(dir, files[1], NULL, NULL);
    copy_data_file(dir, files[2], NULL, NULL);
    nl_session *own = nl_open(NULL), *renamed = nl_open(dir);
    assert_non_null(own);
    assert_non_null(renamed);
    assert_int_equal(nl_new_game(own, "beginner", NULL, 5, 0), 0);
    assert_int_equal(nl_new_game(renamed, "beginner", NULL, 5, 0), 0);
    assert_true(view_names(own, "Bartender") && !view_names(own, "Barkeep"));
    assert_true(view_names(renamed, "Barkeep") && !view_names(renamed, "Bartender"));
    nl_close(renamed);
    assert_true(view_names(own, "Bartender"));
    nl_close(own);
    for (size_t i = 0; i < sizeof files / sizeof *files; i++) {
        char path[64];
        snprintf(path, sizeof path, "%s/%s", dir, files[i]);
        unlink(path);
    }
    rmdir(dir);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_games_listed),
        cmocka_unit_test(test_noir_game),
        cmocka_unit_test(test_tenkill_three_players),
        cmocka_unit_test(test_bad_input),
        cmocka_unit_test(test_itk_as_before),
        cmocka_unit_test(test_own_data),
    };
    return cmocka_run_group_tests(tests, test_catalog_load, NULL);
}
