/*
 * one_engine_test.c — issue 26's "one engine": `noirlab engine --game noir`,
 * the C library and the Python binding (both over engine/game_engine.h)
 * play NOIR through the same code as Intent to Kill.  For each game: the
 * engine game_engine_find gives is the same table; its session is a game
 * session (engine/game_session.h) of that game; a protocol line started
 * the game and a `go random play` line played a decision in that very
 * session.  Intent to Kill's own words come from its dialect alone
 * (engine/engine_dialect.h); NOIR has none.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "base/data_dir.h"
#include "engine/engine_dialect.h"
#include "engine/game_engine.h"

/* The session's answer to one line, discarded. */
static void command(const GameEngine *e, void *s, const char *line)
{
    char *text = NULL;
    size_t n = 0;
    FILE *out = open_memstream(&text, &n);
    assert_non_null(out);
    e->command(s, line, out);
    fclose(out);
    assert_non_null(strstr(text, "ok\n"));
    free(text);
}

static void plays_through_the_game_session(const char *name, const EngineDialect **dialect)
{
    const GameClass *g = game_class_find(name);
    assert_non_null(g);
    const GameEngine *e = game_engine_find(g);
    assert_ptr_equal(e, game_engine_find(game_class_find("noir")));
    char err[GAME_ENGINE_ERR_MAX];
    void *s = e->open(g, data_dir_default(), err, sizeof err);
    assert_non_null(s);
    GameSession *gs = e->game(s);
    assert_ptr_equal(game_session_class(gs), g);
    assert_false(game_session_started(gs));
    command(e, s, "new --seed 3");
    assert_true(game_session_started(gs));
    int before = game_session_decisions(gs);
    command(e, s, "go random play");
    assert_true(game_session_decisions(gs) > before);
    *dialect = engine_dialect_find(g);
    e->close(s);
}

static void test_one_engine(void **state)
{
    (void)state;
    const EngineDialect *itk, *noir;
    plays_through_the_game_session("itk", &itk);
    plays_through_the_game_session("noir", &noir);
    assert_non_null(itk);
    assert_null(noir);
}

int main(void)
{
    const struct CMUnitTest tests[] = {cmocka_unit_test(test_one_engine)};
    return cmocka_run_group_tests(tests, NULL, NULL);
}
