/*
 * class_test — 10' to Kill behind the game interface (sim/game_class.h): the
 * registry finds it, seats follow `players`, parameters go through text, a
 * finished game's outcome holds T20's scores, T21's ranks and the metrics,
 * and a seat's view is drawn for a person and written for a program.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "games/tenkill/tenkill.h"
#include "games/tenkill/tenkill_class.h"
#include "games/tenkill/view.h"
#include "sim/game_class.h"

static void test_registered(void **state)
{
    (void)state;
    const GameClass *g = game_class_find("tenkill");
    assert_ptr_equal(g, &tenkill_game_class);
    assert_true(g->n_params <= GAME_PARAMS_MAX);
    TenkillParams p;
    char err[160];
    g->params_default(&p);
    assert_int_equal(game_seats(g, &p), 4);
    assert_int_equal(g->params_set(&p, "players", "3", err, sizeof err), 0);
    assert_int_equal(game_seats(g, &p), 3);
    assert_int_equal(game_seat_by_name(g, "p2"), 2);
    assert_int_equal(g->params_set(&p, "move", "sideways", err, sizeof err), -1);
    assert_string_equal(err, "move must be any or adjacent (T6), not 'sideways'");
}

/* Random games to their end: every seat scored and ranked (T20, T21), the
 * winner the one seat ranked first, the metrics within their maxima. */
static void test_outcomes(void **state)
{
    (void)state;
    const GameClass *gc = &tenkill_game_class;
    int shared = 0, won = 0;
    for (int i = 0; i < 200; i++) {
        TenkillParams p;
        TenkillSetup setup;
        TenkillGame g;
        gc->params_default(&p);
        Pcg32 chance, play;
        pcg32_seed(&chance, (uint64_t)i, 0);
        pcg32_seed(&play, (uint64_t)i, 1);
        assert_int_equal(gc->deal(&p, &chance, &setup, &g), 0);
        int n = 0;
        for (; gc->to_move(&g) != GAME_NOBODY; n++) {
            GameActions l;
            gc->legal(&g, &l);
            assert_true(l.n > 0 && l.n <= TENKILL_ACTIONS_MAX);
            gc->apply(&g, l.a[pcg32_below(&play, (uint32_t)l.n)]);
            assert_null(gc->check(&g));
        }
        GameOutcome o;
        gc->result(&g, n, &o);
        assert_int_equal(o.seats, 4);
        int first = 0;
        for (int s = 0; s < 4; s++) {
            assert_int_equal(o.score[s], tenkill_score(&g, s));
            first += o.rank[s] == 1;
        }
        assert_true(first >= 1);
        if (first == 1) {
            assert_int_equal(o.rank[o.winner], 1);
            won++;
        } else {
            assert_int_equal(o.winner, GAME_NOBODY); /* T21: a shared first place */
            shared++;
        }
        for (int m = 0; m < gc->n_metrics; m++)
            assert_true(o.metric[m] <= gc->metric[m].max);
        assert_int_equal(o.metric[TENKILL_METRIC_ENDING], g.end);
    }
    assert_true(won > 0 && shared > 0);
}

static void test_views_for_people_and_programs(void **state)
{
    (void)state;
    const GameClass *gc = &tenkill_game_class;
    TenkillParams p;
    TenkillSetup setup;
    TenkillGame g;
    TenkillSeatView v;
    gc->params_default(&p);
    Pcg32 chance;
    pcg32_seed(&chance, 9, 0);
    gc->deal(&p, &chance, &setup, &g);
    gc->view(&g, 1, &v);
    static const char *const names[] = {"Giraffe", "Walrus"};
    char *text = NULL;
    size_t len = 0;
    FILE *out = open_memstream(&text, &len);
    gc->view_text(out, &v, names, 2);
    fputs("\n{", out);
    gc->view_json(out, &v, names, 2);
    fputs("}", out);
    fclose(out);
    assert_non_null(strstr(text, "your targets:"));
    assert_non_null(strstr(text, "\"name\":\"Walrus\""));
    assert_non_null(strstr(text, "\"seats\":[{\"score\":2"));
    int depth = 0;
    for (char *c = strchr(text, '{'); *c; c++)
        depth += (*c == '{' || *c == '[') - (*c == '}' || *c == ']');
    assert_int_equal(depth, 0);
    free(text);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_registered),
        cmocka_unit_test(test_outcomes),
        cmocka_unit_test(test_views_for_people_and_programs),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
