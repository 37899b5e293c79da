/*
 * record_test — NOIR's rules as game records (games/noir/tests/records/, written
 * by hand from the rulebook, seed 002_, and the rulings N1-N15), and the
 * record reader and writer themselves.
 *
 * Legal cases: each record is read (which replays it through the core) and
 * its final position is compared with what the record's comments work out
 * by hand.  Illegal cases: a record cut after a given event, with one event
 * added, must be refused with exactly "FILE:LINE: illegal event: REASON",
 * the reason citing the ruling it breaks.  Malformed records get one
 * "FILE:LINE: problem".  Written records read back to the same game.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "games/noir/core/playout.h"
#include "games/noir/data/record.h"
#include "tests/common/test_text.h"

#define DIR "games/noir/tests/records/"
#define CLASSIC DIR "rulebook_classic.noir"
#define STANDARD DIR "standard_canvass.noir"
#define CITIZENS DIR "citizens_arrest.noir"
#define COLLAPSE DIR "collapse_target.noir"
#define SWITCHES DIR "first_turns_switches.noir"

static NoirRecord rec;
static NoirGame game;
static char err[NOIR_RECORD_ERR_MAX];
static char scratch[64];

/* Read `path` and play it into `game`; the test fails on any error. */
static const NoirGame *played(const char *path)
{
    if (noir_record_parse(path, &rec, err, sizeof err) != 0)
        fail_msg("%s", err);
    assert_int_equal(noir_record_play(&rec, &game, path, NULL, NULL, err, sizeof err), 0);
    return &game;
}

static uint64_t set_of(const int *s, int n)
{
    uint64_t x = 0;
    for (int i = 0; i < n; i++)
        x |= (uint64_t)1 << s[i];
    return x;
}

/* The result of the i-th record entry of a kind (i counts from 0). */
static int result_of(const NoirGame *g, int kind, int i)
{
    for (int k = 0; k < g->n_obs; k++)
        if (g->obs[k].kind == kind && i-- == 0)
            return g->obs[k].result;
    fail_msg("no entry %d of kind %d", i, kind);
    return -1;
}

static int line_of(const char *path, const char *text) { return test_line_of(path, text); }

/* A copy of `path`'s first `lines` lines, the line starting with `old` (if
 * not NULL) replaced by `new`, then `extra`; returns its path. */
static const char *variant(const char *path, int lines, const char *old, const char *new, const char *extra)
{
    test_copy_lines(path, scratch, lines, old, new, extra);
    return scratch;
}

/* `path` cut after its line starting with `after`, plus `event`: refused at
 * the event's line with exactly `reason`. */
static void assert_refused(const char *path, const char *after, const char *old, const char *new,
                           const char *event, const char *reason)
{
    int cut = line_of(path, after), added = 0; /* lines the replacement adds */
    for (const char *c = new; c && *c; c++)
        added += *c == '\n';
    const char *v = variant(path, cut, old, new, event);
    char want[NOIR_RECORD_ERR_MAX];
    snprintf(want, sizeof want, "%s:%d: %s", v, cut + 1 + (new ? added - 1 : 0), reason);
    assert_int_equal(noir_record_parse(v, &rec, err, sizeof err), -1);
    assert_string_equal(err, want);
}

static void assert_illegal(const char *path, const char *after, const char *event, const char *reason)
{
    char why[NOIR_RECORD_ERR_MAX];
    snprintf(why, sizeof why, "illegal event: %s", reason);
    assert_refused(path, after, NULL, NULL, event, why);
}

/* ------------------------------------------------------------------------ */
/* The rulebook's games                                                       */

/* Classic (rulebook_classic.noir's comments): kills 11, 13, 8 and the
 * disguise's 12; the Killer is 9; hand 3 7 24; the pile 6 then the shown 11;
 * "are you 17?" no, "are you 9?" yes. */
static void test_rulebook_classic(void **state)
{
    (void)state;
    const NoirGame *g = played(CLASSIC);
    assert_int_equal(g->winner, NOIR_INSPECTOR);
    assert_int_equal(g->end, NOIR_END_ARREST); /* N7 */
    assert_int_equal(g->deaths, 4);
    assert_int_equal(g->alive & set_of((const int[]){8, 11, 12, 13}, 4), 0);
    assert_int_equal(g->killer, 9);      /* N8: the living draw */
    assert_int_equal(g->inspector, 18);  /* N3 */
    assert_int_equal(g->hand, set_of((const int[]){3, 7, 24}, 3)); /* N9: three in hand */
    assert_int_equal(g->n_pile, 2);
    assert_int_equal(g->pile[0], 6);
    assert_int_equal(g->pile[1], 11); /* N8: the dead draw, shown */
    assert_int_equal(result_of(g, NOIR_ARREST, 0), NOIR_NO);
    assert_int_equal(result_of(g, NOIR_ARREST, 1), NOIR_YES);
    assert_int_equal(g->turns, 12); /* the exonerate and its discard are one turn */
    assert_int_equal(g->marked, 0); /* Classic: no marks (N9) */
}

/* Standard: the canvass answers yes, no, yes, yes (Killer, N9) and no, yes
 * (Inspector, N6); 17 and 18 were marked, the dead 6 was not. */
static void test_standard_canvass(void **state)
{
    (void)state;
    const NoirGame *g = played(STANDARD);
    assert_int_equal(result_of(g, NOIR_DISCARD, 0), NOIR_YES); /* 17 */
    assert_int_equal(result_of(g, NOIR_KILL, 1), NOIR_NO);     /* 17, marked */
    assert_int_equal(result_of(g, NOIR_DISCARD, 1), NOIR_YES); /* 6, dead */
    assert_int_equal(result_of(g, NOIR_DISCARD, 2), NOIR_YES); /* 18 */
    assert_int_equal(result_of(g, NOIR_KILL, 2), NOIR_YES);    /* 18, marked */
    assert_int_equal(result_of(g, NOIR_KILL, 0), NOIR_NO_ANSWER); /* 6 was not marked */
    assert_int_equal(g->marked, set_of((const int[]){17, 18}, 2));
    assert_int_equal(g->hand, set_of((const int[]){0, 1, 2}, 3));
    assert_int_equal(noir_to_move(g), NOIR_INSPECTOR);
    assert_false(noir_over(g));
}

/* Citizen's Arrest: three arrests by discarding 6 (dead), 7 and 0, each
 * "no"; the hand empties for good; a plain Exonerate after them still
 * canvasses (no); the living discards 7, 0 and 3 are marked (a Standard-mode
 * variant, N12). */
static void test_citizens_arrest(void **state)
{
    (void)state;
    const NoirGame *g = played(CITIZENS);
    for (int i = 0; i < 3; i++)
        assert_int_equal(result_of(g, NOIR_CITIZEN, i), NOIR_NO);
    assert_int_equal(g->hand, 0);
    assert_int_equal(g->marked, set_of((const int[]){0, 3, 7}, 3));
    assert_int_equal(g->n_pile, 4);
    assert_memory_equal(g->pile, ((const uint8_t[]){6, 7, 0, 3}), 4);
    assert_int_equal(result_of(g, NOIR_DISCARD, 0), NOIR_NO);
    assert_int_equal(g->deaths, 3);
}

/* N10, N11: row 0 removed (a 3x4 grid, 3 off it), the fifth death wins. */
static void test_collapse_and_kill_target(void **state)
{
    (void)state;
    const NoirGame *g = played(COLLAPSE);
    assert_int_equal(g->rows, 3);
    assert_int_equal(g->cols, 4);
    assert_int_equal(g->pos[3], NOIR_OFF);
    assert_int_equal(g->pos[5], 1); /* the Killer at (0,1) */
    assert_int_equal(g->deaths, 5);
    assert_int_equal(g->winner, NOIR_KILLER);
    assert_int_equal(g->end, NOIR_END_KILL_TARGET);
}

/* N15 (inspector_first, optional_first_kill) and N6's win. */
static void test_first_turns_switches(void **state)
{
    (void)state;
    const NoirGame *g = played(SWITCHES);
    assert_int_equal(g->obs[0].kind, NOIR_CHOOSE);
    assert_int_equal(g->obs[1].kind, NOIR_SHIFT);
    assert_int_equal(g->winner, NOIR_KILLER);
    assert_int_equal(g->end, NOIR_END_INSPECTOR_KILLED);
    assert_int_equal(g->turns, 4);
}

/* N14: with a turn limit of 3 the game stops unfinished after 3 turns. */
static void test_turn_limit(void **state)
{
    (void)state;
    const char *v = variant(SWITCHES, line_of(SWITCHES, "K kill 0") - 1, "optional_first_kill: 1",
                            "optional_first_kill: 1\nturn_limit: 3\n", "end 3\n");
    const NoirGame *g = played(v);
    assert_int_equal(g->turns, 3);
    assert_int_equal(g->end, NOIR_END_TURN_LIMIT);
    assert_int_equal(g->winner, NOIR_SIDE_NONE);
    assert_refused(SWITCHES, "I shift column 3 up", "optional_first_kill: 1", "optional_first_kill: 1\nturn_limit: 3\n",
                   "K kill 0\n", "illegal event: the game is over (N11, N14)");
}

/* ------------------------------------------------------------------------ */
/* Illegal events, one ruling each                                            */

static void test_illegal_first_turns(void **state)
{
    (void)state;
    assert_illegal(CLASSIC, "deck:", "K shift row 0 left\n", "the Killer's first turn is a Kill (N3)");
    assert_illegal(CLASSIC, "deck:", "K kill 0\n", "suspect 0 is not next to the Killer's identity (N4, N6)");
    assert_illegal(CLASSIC, "deck:", "I choose 18\n", "it is the Killer's turn, not the Inspector's (N3)");
    assert_illegal(CLASSIC, "K kill 11", "I choose 11\n", "suspect 11 is not one of the Inspector's four cards (N2, N3)");
    assert_illegal(CLASSIC, "K kill 11", "I shift row 0 left\n", "the Inspector's first turn is choosing an identity (N3)");
    assert_illegal(CITIZENS, "K kill 6", "I choose 6\n", "suspect 6 is not alive (N3)");
    assert_illegal(CLASSIC, "K kill 11", "K kill 10\n", "it is the Inspector's turn, not the Killer's (N3)");
}

static void test_illegal_shifts(void **state)
{
    (void)state;
    /* the rulebook's own example: a row shifted right cannot be shifted left next */
    assert_illegal(CLASSIC, "K shift row 2 right", "I shift row 2 left\n",
                   "it undoes the Killer's shift of that line (N5)");
    assert_illegal(COLLAPSE, "K kill 3", "I shift row 3 left\n", "the grid has no row 3 now (N10)");
}

static void test_illegal_kill_arrest(void **state)
{
    (void)state;
    assert_illegal(CLASSIC, "I choose 18", "K kill 11\n", "suspect 11 is not alive (N6)");
    assert_illegal(CLASSIC, "K shift row 2 right", "I arrest 0\n",
                   "suspect 0 is not next to the Inspector's identity (N4, N7)");
    assert_illegal(CLASSIC, "K shift row 2 right", "I kill 17\n", "the Inspector does not kill");
    assert_refused(CLASSIC, "K shift row 2 right", "mode: classic", "mode: classic\nno_self_arrest: 1\n",
                   "I arrest 18\n",
                   "illegal event: the Inspector may not arrest their own identity here (N15 self_arrest=0)");
    assert_illegal(SWITCHES, "K kill 0", "I arrest 1\n", "the game is over (N11, N14)");
}

static void test_illegal_evidence(void **state)
{
    (void)state;
    assert_refused(COLLAPSE, "I choose 15", "kill_target: 5", "kill_target: 5\nno_disguise: 1\n", "K disguise\n",
                   "illegal event: Disguise is switched off (N15 disguise=0)");
    assert_illegal(CLASSIC, "I exonerate", "I discard 18\n", "suspect 18 is not in the Inspector's hand (N9)");
    assert_illegal(CLASSIC, "I exonerate", "I shift row 0 left\n", "an Exonerate is completed by a discard (N9)");
    assert_illegal(CLASSIC, "K shift row 2 right", "I discard 6\n", "a discard only completes an Exonerate (N9)");
    assert_illegal(CLASSIC, "K shift row 2 right", "I citizen 6 17\n",
                   "a citizen's arrest is only in Citizen's Arrest mode (N12)");
    assert_illegal(CITIZENS, "K shift row 4 right", "I citizen 6 14\n",
                   "suspect 14 is not next to suspect 6's cell (N4, N12)");
    assert_illegal(CITIZENS, "K shift row 0 left", "I citizen 0 5\n", "suspect 0 is not in the Inspector's hand (N12)");
}

/* ------------------------------------------------------------------------ */
/* Malformed records                                                          */

static void test_malformed(void **state)
{
    (void)state;
    assert_refused(CLASSIC, "K kill 11", NULL, NULL, "K jump 3\n", "unknown action 'jump'");
    assert_refused(CLASSIC, "K kill 11", NULL, NULL, "I choose 25\n", "'25' is not a suspect number 0-24");
    assert_refused(CLASSIC, "K kill 11", NULL, NULL, "X choose 6\n", "expected 'key: value' or an event 'K ...' / 'I ...', not 'X'");
    assert_refused(CLASSIC, "K kill 11", NULL, NULL, "K shift row 2 sideways\n",
                   "'shift' takes row R left|right or column C up|down");
    char want[256];
    snprintf(want, sizeof want, "a header line after the first event (line %d)", line_of(CLASSIC, "K kill 11"));
    assert_refused(CLASSIC, "K kill 11", NULL, NULL, "grid: 5\n", want);
    /* The parameter lines are read by the game interface's parser: the messages of a campaign's axes. */
    assert_refused(CLASSIC, "killer:", NULL, NULL, "kill_target: 99\n",
                   "kill_target must be a whole number from 1 to 48 (N11), not '99'");
    assert_refused(CLASSIC, "killer:", NULL, NULL, "no_disguise: 2\n", "no_disguise must be 0 or 1 (N15), not '2'");
    snprintf(want, sizeof want, "grid is given twice (also line %d)", line_of(CLASSIC, "grid:"));
    assert_refused(CLASSIC, "killer:", NULL, NULL, "grid: 5\n", want);
    assert_refused(CLASSIC, "killer:", NULL, NULL, "teller: 3\n", "unknown header key 'teller'");
    /* the header is resolved at the first event: errors name their own line */
    int row1 = line_of(CLASSIC, "row 1:");
    const char *v = variant(CLASSIC, 100, "row 1:", "row 1: 5 6 7 8 0\n", "");
    assert_int_equal(noir_record_parse(v, &rec, err, sizeof err), -1);
    snprintf(want, sizeof want, "%s:%d: suspect 0 is on two cells (N1)", v, row1);
    assert_string_equal(err, want);
    v = variant(CLASSIC, 100, "inspector:", "inspector: 6 7 18\n", "");
    snprintf(want, sizeof want, "%s:%d: inspector: the Inspector is dealt 4 cards, not 3 (N2)", v,
             line_of(CLASSIC, "inspector:"));
    assert_int_equal(noir_record_parse(v, &rec, err, sizeof err), -1);
    assert_string_equal(err, want);
    v = variant(CLASSIC, 100, "deck:", "deck: 9 12\n", "");
    snprintf(want, sizeof want, "%s:%d: deck: evidence card 12 is named twice (N2)", v, line_of(CLASSIC, "deck:"));
    assert_int_equal(noir_record_parse(v, &rec, err, sizeof err), -1);
    assert_string_equal(err, want);
    v = variant(CLASSIC, 100, "row 4:", "\n", "");
    snprintf(want, sizeof want, "%s:%d: the header has no 'row 4:' line (N1)", v, line_of(CLASSIC, "K kill 11"));
    assert_int_equal(noir_record_parse(v, &rec, err, sizeof err), -1);
    assert_string_equal(err, want);
    v = variant(CLASSIC, 100, "noir-record 2", "noir-record 3\n", "");
    snprintf(want, sizeof want, "%s:1: this program reads NOIR records of versions 1 to 2", v);
    assert_int_equal(noir_record_parse(v, &rec, err, sizeof err), -1);
    assert_string_equal(err, want);
}

/* A version-2 record ends with "end N" (its N events): a record cut at a
 * line end is refused at its last line, not read as a shorter game; the end
 * line counts the events and nothing follows it.  Version 1, without it, is
 * still read. */
static void test_cut_short(void **state)
{
    (void)state;
    char want[NOIR_RECORD_ERR_MAX];
    int last = line_of(CLASSIC, "I arrest 9"), end = line_of(CLASSIC, "end 13");
    const char *v = variant(CLASSIC, last, NULL, NULL, "");
    snprintf(want, sizeof want, "%s:%d: the record stops without its last line 'end 13': cut short?", v, last);
    assert_int_equal(noir_record_parse(v, &rec, err, sizeof err), -1);
    assert_string_equal(err, want);
    v = variant(CLASSIC, last - 1, NULL, NULL, ""); /* one whole event line less */
    snprintf(want, sizeof want, "%s:%d: the record stops without its last line 'end 12': cut short?", v, last - 1);
    assert_int_equal(noir_record_parse(v, &rec, err, sizeof err), -1);
    assert_string_equal(err, want);
    v = variant(CLASSIC, end, "end 13", "end 12\n", "");
    snprintf(want, sizeof want, "%s:%d: 'end' must count the 13 events before it ('end 13')", v, end);
    assert_int_equal(noir_record_parse(v, &rec, err, sizeof err), -1);
    assert_string_equal(err, want);
    v = variant(CLASSIC, end, NULL, NULL, "I arrest 9\n");
    snprintf(want, sizeof want, "%s:%d: a line after the record's 'end' (line %d)", v, end + 1, end);
    assert_int_equal(noir_record_parse(v, &rec, err, sizeof err), -1);
    assert_string_equal(err, want);
    v = variant(CLASSIC, last, "noir-record 2", "noir-record 1\n", ""); /* version 1: read without it */
    assert_int_equal(noir_record_parse(v, &rec, err, sizeof err), 0);
    assert_int_equal(rec.n, 13);
    v = variant(CLASSIC, end, "noir-record 2", "noir-record 1\n", "");
    snprintf(want, sizeof want, "%s:%d: 'end' is a line of version-2 records (this one says version 1)", v, end);
    assert_int_equal(noir_record_parse(v, &rec, err, sizeof err), -1);
    assert_string_equal(err, want);
}

/* ------------------------------------------------------------------------ */
/* Writing                                                                    */

/* Field by field: a struct's padding is not part of the setup. */
static void assert_same_setup(const NoirSetup *a, const NoirSetup *b)
{
    const NoirParams *p = &a->p, *q = &b->p;
    assert_int_equal(p->side, q->side);
    assert_int_equal(p->kill_target, q->kill_target);
    assert_int_equal(p->mode, q->mode);
    assert_int_equal(p->disguise, q->disguise);
    assert_int_equal(p->self_arrest, q->self_arrest);
    assert_int_equal(p->identity_first, q->identity_first);
    assert_int_equal(p->first_kill_optional, q->first_kill_optional);
    assert_int_equal(p->max_turns, q->max_turns);
    int n = p->side * p->side;
    assert_memory_equal(a->grid, b->grid, (size_t)n);
    assert_memory_equal(a->evidence, b->evidence, (size_t)n);
}

/* Random games in every mode, written and read back: the same setup, the
 * same actions, the same final record. */
static void test_write_read_back(void **state)
{
    (void)state;
    static NoirGame g, back;
    for (int i = 0; i < 60; i++) {
        Pcg32 rng;
        pcg32_seed(&rng, seed_for_game(17, 0, (uint64_t)i), 0);
        NoirParams p = noir_params_default(NOIR_MIN_SIDE + i % 4);
        p.mode = (uint8_t)(i % NOIR_MODES);
        p.identity_first = i % 5 == 0;
        p.first_kill_optional = i % 3 == 0;
        p.self_arrest = i % 7 != 0;
        p.disguise = i % 11 != 0;
        NoirSetup setup;
        noir_deal(&setup, &p, &rng);
        assert_int_equal(noir_init(&g, &setup), 0);
        FILE *out = fopen(scratch, "w");
        assert_non_null(out);
        noir_record_write_header(out, &setup);
        int n = 0;
        for (; !noir_over(&g) && n < 40; n++) { /* a record may stop mid-game */
            NoirAction x = noir_random_action(&g, &rng);
            noir_record_write_event(out, &g, x);
            noir_apply(&g, x);
        }
        noir_record_write_end(out, n);
        fclose(out);
        if (noir_record_parse(scratch, &rec, err, sizeof err) != 0)
            fail_msg("%s", err);
        assert_same_setup(&rec.setup, &setup);
        assert_int_equal(rec.n, n);
        assert_int_equal(noir_record_play(&rec, &back, scratch, NULL, NULL, err, sizeof err), 0);
        assert_int_equal(back.n_obs, g.n_obs);
        assert_memory_equal(back.obs, g.obs, (size_t)g.n_obs * sizeof g.obs[0]);
    }
}

static void test_action_text(void **state)
{
    (void)state;
    char text[NOIR_ACTION_TEXT_MAX];
    noir_action_text(NOIR_ACTION(NOIR_SHIFT, NOIR_COLUMN + 3, 1), text, sizeof text);
    assert_string_equal(text, "shift column 3 down");
    noir_action_text(NOIR_ACTION(NOIR_SHIFT, 2, 0), text, sizeof text);
    assert_string_equal(text, "shift row 2 left");
    noir_action_text(NOIR_ACTION(NOIR_CITIZEN, 6, 14), text, sizeof text);
    assert_string_equal(text, "citizen 6 14");
    noir_action_text(NOIR_ACTION(NOIR_EXONERATE, 0, 0), text, sizeof text);
    assert_string_equal(text, "exonerate");
    int side;
    NoirAction x;
    assert_int_equal(noir_record_parse_event("I citizen 6 14 # comment", 25, &side, &x, err, sizeof err), 0);
    assert_int_equal(side, NOIR_INSPECTOR);
    assert_int_equal(x, NOIR_ACTION(NOIR_CITIZEN, 6, 14));
}

static int make_scratch(void **state)
{
    (void)state;
    snprintf(scratch, sizeof scratch, "/tmp/noir_record_test.%d.noir", (int)getpid());
    return 0;
}

static int remove_scratch(void **state)
{
    (void)state;
    remove(scratch);
    return 0;
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_rulebook_classic),
        cmocka_unit_test(test_standard_canvass),
        cmocka_unit_test(test_citizens_arrest),
        cmocka_unit_test(test_collapse_and_kill_target),
        cmocka_unit_test(test_first_turns_switches),
        cmocka_unit_test(test_turn_limit),
        cmocka_unit_test(test_illegal_first_turns),
        cmocka_unit_test(test_illegal_shifts),
        cmocka_unit_test(test_illegal_kill_arrest),
        cmocka_unit_test(test_illegal_evidence),
        cmocka_unit_test(test_malformed),
        cmocka_unit_test(test_cut_short),
        cmocka_unit_test(test_write_read_back),
        cmocka_unit_test(test_action_text),
    };
    return cmocka_run_group_tests(tests, make_scratch, remove_scratch);
}
