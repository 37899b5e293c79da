/*
 * belief_rulebook_test — the rulebook's surveillance examples through the
 * belief engine, each a hand-written record in games/itk/tests/records/explain_*.rec
 * (the comments there explain how the position realises the example).
 *
 * For the surveillance in each record, the test compares the motives still
 * possible for a murderer other than the civilian surveilled (R6: the
 * murderer always answers "No" about himself) just before and just after the
 * answer, and checks that exactly the motives the rulebook names are ruled
 * out:
 *   - "Example of the detective phase": Helen's "No" on the Paperboy rules out
 *     Psychopath, Sadist and Terrorist, but not if the Paperboy is the murderer;
 *   - "Surveillance and motive details": Vigilante at a corner (3 blocks) and
 *     at an edge (5 blocks), Cannibal before the last murder, Cultist forced to
 *     the Person of Interest, Robber and the most recent crime scene only,
 *     Psychopath and the third age, Radical after 2 + 2 victims.
 * Every record was legal under every motive of its set up to the surveillance,
 * so all of them are possible just before it.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "tests/common/test_catalog.h"

#include "games/itk/ai/belief.h"
#include "games/itk/data/record.h"

#define M(x) (1u << MOTIVE_##x)

typedef struct Case {
    const char *file;
    MotiveSet ruled_out; /* by the surveillance, for every murderer but the civilian surveilled */
} Case;

static const Case cases[] = {
    {"games/itk/tests/records/explain_helen.rec", M(PSYCHOPATH) | M(SADIST) | M(TERRORIST)},
    {"games/itk/tests/records/explain_vigilante_corner.rec", M(MANIAC) | M(SADIST) | M(CUTTHROAT) | M(KILLER) | M(TERRORIST)},
    {"games/itk/tests/records/explain_vigilante_edge.rec", M(MANIAC) | M(SADIST) | M(CUTTHROAT) | M(KILLER) | M(TERRORIST)},
    {"games/itk/tests/records/explain_cannibal.rec", M(SADIST) | M(SPY)},
    {"games/itk/tests/records/explain_cultist.rec", M(SADIST) | M(SPY)},
    {"games/itk/tests/records/explain_robber.rec", M(SADIST) | M(CUTTHROAT) | M(KILLER)},
    {"games/itk/tests/records/explain_psychopath.rec", M(SADIST) | M(CUTTHROAT) | M(KILLER)},
    {"games/itk/tests/records/explain_radical.rec", M(SADIST) | M(CUTTHROAT) | M(KILLER)},
};


/* Motives some surviving hypothesis with a murderer other than c still has. */
static MotiveSet possible_unless(const Belief *b, int c)
{
    MotiveSet s = 0;
    for (int x = 0; x < CIVILIANS; x++)
        for (int m = 0; m < MOTIVES; m++)
            if (x != c && b->joint[x][m] > 0)
                s |= (MotiveSet)(1u << m);
    return s;
}

/* What happened at the record's surveillance. */
typedef struct Seen {
    int found, civ, yes;
    MotiveSet before, after;
    Belief at_before, at_after;
} Seen;

static void belief_of(const Game *g, Belief *b)
{
    Game view;
    itk_game_view(g, SIDE_DETECTIVE, &view);
    itk_belief_init(b, &view, BELIEF_LIE_DEFAULT);
}

static void on_step(void *ctx, const Game *before, const Game *after, const RecordEvent *e)
{
    Seen *seen = ctx;
    if (action_kind(e->action) != ACT_SURVEIL)
        return;
    const Obs *o = &after->obs[after->n_obs - 1];
    seen->found++;
    seen->civ = o->civ;
    seen->yes = o->yes;
    belief_of(before, &seen->at_before);
    belief_of(after, &seen->at_after);
    seen->before = possible_unless(&seen->at_before, o->civ);
    seen->after = possible_unless(&seen->at_after, o->civ);
    /* the truth is never ruled out */
    assert_true(itk_belief_consistent(&seen->at_after, after->murderer, after->motive, after->poi, after->supporters));
}

static void names(MotiveSet s, char *out, size_t n)
{
    itk_catalog_motive_set_format(&test_catalog, s, out, n);
    if (!s)
        snprintf(out, n, "(none)");
}

static void check_case(const Case *c)
{
    static Seen seen;
    static RecordEvent events[RECORD_MAX_EVENTS];
    Setup setup;
    RecordInfo info;
    Game g;
    int n;
    char err[RECORD_ERR_MAX];
    memset(&seen, 0, sizeof seen);
    if (itk_record_parse(&test_catalog, c->file, &setup, events, RECORD_MAX_EVENTS, &n, &info, err, sizeof err) ||
        itk_record_play(&g, &setup, &test_catalog, events, n, c->file, &info, on_step, &seen, err, sizeof err))
        fail_msg("%s", err);
    assert_int_equal(seen.found, 1);

    char want[256], got[256];
    names(c->ruled_out, want, sizeof want);
    names(seen.before & ~seen.after, got, sizeof got);
    if (seen.before != setup.motives || (seen.before & ~seen.after) != c->ruled_out)
        fail_msg("%s: the surveillance should rule out %s, it rules out %s", c->file, want, got);
    print_message("  %s: \"%s\" rules out %s\n", c->file, seen.yes ? "Yes" : "No", got);

    if (seen.yes) { /* R6: the murderer would have said "No" */
        assert_true(seen.at_after.murderer[seen.civ] == 0);
    } else { /* R6: a "No" never rules anything out if c is the murderer */
        for (int m = 0; m < MOTIVES; m++)
            assert_int_equal(seen.at_before.joint[seen.civ][m] > 0, seen.at_after.joint[seen.civ][m] > 0);
    }
}

static void test_record(void **state) { check_case(*state); }

int main(void)
{
    enum { CASES = sizeof cases / sizeof cases[0] };
    struct CMUnitTest tests[CASES];
    for (int i = 0; i < CASES; i++)
        tests[i] = (struct CMUnitTest){cases[i].file, test_record, NULL, NULL, (void *)&cases[i]};
    return cmocka_run_group_tests(tests, test_catalog_load, NULL);
}
