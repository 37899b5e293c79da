/*
 * mixture_test.c — the mixture player (ai/mixture.h): its member is drawn
 * from the game's seed alone (the same seeds drawn in any order, by any
 * number of policies, give the same members: what threads, shards and
 * resume change), the two seats draw independently, the members' frequencies
 * follow the weights, a member plays a game exactly as it does alone, and a
 * bad mixture file is refused with its file and line.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cmocka.h>

#include "ai/game_match.h"
#include "ai/mixture.h"

enum { DRAWS = 4000, GAMES = 40 };

/* A mixture file in the temporary folder, holding the `len` bytes of `text`;
 * its path in path. */
static void write_mix(char *path, size_t cap, const char *text, size_t len)
{
    snprintf(path, cap, "/tmp/noirlab-mixture-test-%d.mix", (int)getpid());
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    assert_int_equal(fwrite(text, 1, len, f), len);
    fclose(f);
}

/* NOIR's policy "mixture:file=PATH" of seat `seat`, PATH given or (NULL) the
 * file holding `len` bytes of `text`. */
static int create_from(GamePolicy *p, const char *given, const char *text, size_t len, int seat, char *err,
                       size_t errlen)
{
    char path[256], spec[300];
    if (given)
        snprintf(path, sizeof path, "%s", given);
    else
        write_mix(path, sizeof path, text, len);
    snprintf(spec, sizeof spec, "mixture:file=%s", path);
    int rc = game_policy_create(p, game_class_find("noir"), spec, seat, err, errlen);
    if (!given)
        unlink(path);
    return rc;
}

static int create(GamePolicy *p, const char *text, int seat, char *err, size_t errlen)
{
    return create_from(p, NULL, text, strlen(text), seat, err, errlen);
}

/* The member seat `seat`'s policy p draws for game `seed`, from the stream
 * game_match_play gives it (ai/game_match.h). */
static int member_of(GamePolicy *p, uint64_t seed)
{
    Pcg32 draw;
    pcg32_seed(&draw, seed, (uint64_t)(1 + GAME_SEATS_MAX + p->seat));
    p->cls->draw(p->state, &draw);
    return mixture_member(p->state);
}

static const char two_members[] = "# a quarter random, three quarters random again\n"
                                  "1 random\n\n  3   random   # weights are normalised\n";

/* 0.25 / 0.75: over 4,000 seeds member 1's share is within 0.03 of 0.75
 * (its standard error is 0.0068); seat 0's and seat 1's draws of the same
 * seeds are independent: both pick member 1 in 0.5625 of them, within 0.03. */
static void test_frequencies_follow_the_weights(void **state)
{
    (void)state;
    GamePolicy hider, seeker;
    char err[512];
    assert_int_equal(create(&hider, two_members, GAME_HIDER, err, sizeof err), 0);
    assert_int_equal(create(&seeker, two_members, GAME_SEEKER, err, sizeof err), 0);
    int ones = 0, both = 0;
    for (uint64_t g = 0; g < DRAWS; g++) {
        uint64_t seed = seed_for_game(20261129, 7, g);
        int h = member_of(&hider, seed), s = member_of(&seeker, seed);
        ones += h;
        both += h && s;
    }
    double share = (double)ones / DRAWS, joint = (double)both / DRAWS;
    assert_true(share > 0.72 && share < 0.78);
    assert_true(joint > 0.5325 && joint < 0.5925);
    game_policy_destroy(&hider);
    game_policy_destroy(&seeker);
}

/* A member of weight 0 is listed but never drawn, first, between or last:
 * its share is 0 and 4,000 seeds all pick the one member of weight. */
static void test_weight_zero_is_never_drawn(void **state)
{
    (void)state;
    GamePolicy p;
    char err[512];
    assert_int_equal(create(&p, "0 random\n0.3 random\n0 random\n", GAME_HIDER, err, sizeof err), 0);
    assert_int_equal(mixture_size(p.state), 3);
    assert_true(mixture_share(p.state, 0) == 0 && mixture_share(p.state, 2) == 0);
    assert_true(mixture_share(p.state, 1) == 1);
    int other = 0;
    for (uint64_t g = 0; g < DRAWS; g++)
        other += member_of(&p, seed_for_game(20261129, 8, g)) != 1;
    assert_int_equal(other, 0);
    game_policy_destroy(&p);
}

/* The member of a game is a function of its seed: two policies drawing the
 * same seeds, one forwards and one backwards (as threads or shards would
 * reach them), agree on every one. */
static void test_member_depends_on_the_seed_alone(void **state)
{
    (void)state;
    GamePolicy a, b;
    char err[512];
    assert_int_equal(create(&a, two_members, GAME_HIDER, err, sizeof err), 0);
    assert_int_equal(create(&b, two_members, GAME_HIDER, err, sizeof err), 0);
    int forwards[GAMES], differ = 0;
    for (int g = 0; g < GAMES; g++)
        forwards[g] = member_of(&a, seed_for_game(1, 2, (uint64_t)g));
    for (int g = GAMES - 1; g >= 0; g--)
        differ += member_of(&b, seed_for_game(1, 2, (uint64_t)g)) != forwards[g];
    assert_int_equal(differ, 0);
    game_policy_destroy(&a);
    game_policy_destroy(&b);
}

/* Whole NOIR games: a mixture of one random member plays exactly the games
 * random plays alone (its seat's stream is untouched by the draw). */
static void test_member_plays_as_alone(void **state)
{
    (void)state;
    const GameClass *g = game_class_find("noir");
    void *params = calloc(1, g->params_size);
    g->params_default(params);
    GamePolicy mix, alone, other;
    char err[512];
    assert_int_equal(create(&mix, "2 random\n", GAME_SEEKER, err, sizeof err), 0);
    assert_int_equal(game_policy_create(&alone, g, "random", GAME_SEEKER, err, sizeof err), 0);
    assert_int_equal(game_policy_create(&other, g, "random", GAME_HIDER, err, sizeof err), 0);
    GameMatch m;
    game_match_init(&m, g, params);
    for (uint64_t k = 0; k < 10; k++) {
        GameOutcome a, b;
        GamePolicy *with_mix[GAME_SEATS] = {[GAME_HIDER] = &other, [GAME_SEEKER] = &mix};
        GamePolicy *with_alone[GAME_SEATS] = {[GAME_HIDER] = &other, [GAME_SEEKER] = &alone};
        assert_int_equal(game_match_play(&m, with_mix, seed_for_game(5, 6, k), &a, NULL), 0);
        assert_int_equal(game_match_play(&m, with_alone, seed_for_game(5, 6, k), &b, NULL), 0);
        assert_int_equal(a.winner, b.winner);
        assert_int_equal(a.decisions, b.decisions);
    }
    game_match_free(&m);
    game_policy_destroy(&mix);
    game_policy_destroy(&alone);
    game_policy_destroy(&other);
    free(params);
}

/* A bad file (the path `given`, or one holding `len` bytes of `text`):
 * refused, the message naming its line (or the file) and the problem. */
static void refused_from(const char *given, const char *text, size_t len, const char *line, const char *problem)
{
    GamePolicy p;
    char err[512];
    assert_int_equal(create_from(&p, given, text, len, GAME_HIDER, err, sizeof err), -1);
    if (!strstr(err, line) || !strstr(err, problem))
        fail_msg("'%s' lacks '%s' or '%s'", err, line, problem);
}

static void refused(const char *text, const char *line, const char *problem)
{
    refused_from(NULL, text, strlen(text), line, problem);
}

/* Bytes that are not a text file, and paths that are not a regular file:
 * refused whole (base/line.h), never read in part.  A NUL byte in the middle
 * of a valid line would otherwise leave "1 random" and be accepted. */
static void test_files_that_are_not_text_are_refused(void **state)
{
    (void)state;
    static const char nul[] = "1 random\n1 random\0 # after the NUL\n";
    refused_from(NULL, nul, sizeof nul - 1, ".mix:2: ", "a NUL byte");
    char longline[2100];
    memset(longline, ' ', sizeof longline);
    memcpy(longline, "1 random", 8);
    longline[sizeof longline - 1] = '\n';
    refused_from(NULL, longline, sizeof longline, ".mix:1: ", "line longer than");
    refused_from("/tmp", NULL, 0, "/tmp: ", "folder");
    char fifo[256];
    snprintf(fifo, sizeof fifo, "/tmp/noirlab-mixture-test-%d.fifo", (int)getpid());
    unlink(fifo);
    assert_int_equal(mkfifo(fifo, 0600), 0);
    refused_from(fifo, NULL, 0, fifo, "FIFO"); /* and without waiting for a writer */
    unlink(fifo);
}

static void test_bad_files_are_refused(void **state)
{
    (void)state;
    refused("1 random\nrandom\n", ".mix:2: ", "expected 'WEIGHT SPEC'");
    refused("-1 random\n", ".mix:1: ", "expected 'WEIGHT SPEC'");
    refused("1random\n", ".mix:1: ", "expected 'WEIGHT SPEC'");
    refused("# fine\n1 no-such-policy\n", ".mix:2: ", "unknown policy 'no-such-policy'");
    refused("1 random:depth=3\n", ".mix:1: ", "unknown parameter");
    refused("1 mixture:file=x.mix\n", ".mix:1: ", "cannot hold a mixture");
    refused("0 random\n# nothing else\n", ".mix: ", "no member with a weight above 0");
    refused("", ".mix: ", "no member with a weight above 0");
    GamePolicy p;
    char err[512];
    assert_int_equal(game_policy_create(&p, game_class_find("noir"), "mixture:file=/nonexistent/x.mix", 0, err,
                                        sizeof err), -1);
    assert_non_null(strstr(err, "/nonexistent/x.mix: "));
    assert_int_equal(game_policy_create(&p, game_class_find("noir"), "mixture", 0, err, sizeof err), -1);
    assert_non_null(strstr(err, "give file=PATH"));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_frequencies_follow_the_weights),
        cmocka_unit_test(test_weight_zero_is_never_drawn),
        cmocka_unit_test(test_member_depends_on_the_seed_alone),
        cmocka_unit_test(test_member_plays_as_alone),
        cmocka_unit_test(test_bad_files_are_refused),
        cmocka_unit_test(test_files_that_are_not_text_are_refused),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
