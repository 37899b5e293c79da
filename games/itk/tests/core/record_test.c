/*
 * record_test — game records (games/itk/docs/records.md): what the writer writes the
 * reader reads back as the same Setup and the same events, the hand-written
 * example reads as written, and every malformed record is refused with one
 * message "FILE:LINE: problem" naming the line at fault.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "tests/common/test_catalog.h"

#include "games/itk/data/record.h"

static RecordEvent events[RECORD_MAX_EVENTS];

static int civ(const Setup *s, const char *name)
{
    for (int i = 0; i < CIVILIANS; i++)
        if (strcmp(s->card[i].name, name) == 0)
            return i;
    fail_msg("%s is not in the setup", name);
    return -1;
}

/* Read a record held in memory, as if from the file "NAME". */
static int read_text(const char *text, const char *name, Setup *s, int *n, char *err, size_t errlen)
{
    FILE *in = fmemopen((void *)text, strlen(text), "r");
    assert_non_null(in);
    int rc = itk_record_read(in, name, &test_catalog, s, events, RECORD_MAX_EVENTS, n, NULL, err, errlen);
    fclose(in);
    return rc;
}

static void assert_setup_equal(const Setup *a, const Setup *b)
{
    for (int i = 0; i < CIVILIANS; i++) {
        assert_string_equal(a->card[i].name, b->card[i].name);
        assert_int_equal(a->card[i].group, b->card[i].group);
        assert_int_equal(a->card[i].sex, b->card[i].sex);
        assert_int_equal(a->card[i].age, b->card[i].age);
        assert_int_equal(a->card[i].build, b->card[i].build);
        assert_int_equal(a->card[i].height, b->card[i].height);
        assert_int_equal(a->block[i], b->block[i]);
    }
    assert_memory_equal(a->building, b->building, sizeof a->building);
    assert_int_equal(a->motives, b->motives);
    assert_memory_equal(&a->sw, &b->sw, sizeof a->sw);
    assert_int_equal(a->murderer, b->murderer);
    assert_int_equal(a->poi, b->poi);
    assert_int_equal(a->motive, b->motive);
    assert_memory_equal(a->drawn, b->drawn, sizeof a->drawn);
    assert_int_equal(a->supporters, b->supporters);
}

/* Renumber the civilians of s by i -> i * 7 mod 20, so that the members of a
 * block are no longer consecutive (the writer must then repeat block lines). */
static void scatter_numbering(Setup *s)
{
    Setup old = *s;
    for (int i = 0; i < CIVILIANS; i++) {
        int to = i * 7 % CIVILIANS;
        s->card[to] = old.card[i];
        s->block[to] = old.block[i];
        if (old.murderer == i)
            s->murderer = (uint8_t)to;
        if (old.poi == i)
            s->poi = (uint8_t)to;
    }
}

/*
 * Deal a game, play it with uniformly random legal actions while writing its
 * record, read the record back: the same setup, the same events and sides,
 * and replaying it ends in the same position.
 */
static void round_trip(uint64_t seed, Switches sw, int variant)
{
    const Layout *layout = itk_catalog_layout(&test_catalog, variant & 1 ? "t-men" : "beginner");
    Pcg32 rng;
    Setup s, back;
    Game g, replayed;
    pcg32_seed(&rng, seed, 54);
    assert_non_null(layout);
    assert_int_equal(itk_deal_random(&s, &test_catalog.deck, layout, layout->logic_motives, sw, &rng), 0);
    if (variant & 2)
        s.supporters = s.drawn[2];
    if (variant & 4)
        scatter_numbering(&s);
    assert_int_equal(itk_game_init(&g, &s), 0);

    char *text = NULL;
    size_t len = 0;
    FILE *out = open_memstream(&text, &len);
    itk_record_write_header(out, &test_catalog, &s, variant & 8 ? NULL : layout->key);
    Action played[RECORD_MAX_EVENTS];
    uint8_t side[RECORD_MAX_EVENTS];
    int n = 0;
    while (!game_over(&g)) {
        ActionList legal;
        itk_game_legal(&g, &legal);
        played[n] = legal.a[pcg32_bounded(&rng, (uint32_t)legal.n)];
        side[n] = (uint8_t)itk_game_to_move(&g);
        itk_record_write_event(out, &test_catalog, &g, played[n]);
        itk_game_apply(&g, played[n++]);
    }
    itk_record_write_end(out, n);
    fclose(out);

    char err[RECORD_ERR_MAX];
    int m = -1;
    RecordInfo info;
    FILE *in = fmemopen(text, len, "r");
    int rc = itk_record_read(in, "trip.rec", &test_catalog, &back, events, RECORD_MAX_EVENTS, &m, &info, err, sizeof err);
    fclose(in);
    if (rc != 0)
        fail_msg("%s\n%s", err, text);
    assert_setup_equal(&s, &back);
    assert_string_equal(info.layout_key, variant & 8 ? "" : layout->key);
    assert_int_equal(m, n);
    for (int i = 0; i < n; i++) {
        assert_int_equal(events[i].action, played[i]);
        assert_int_equal(events[i].side, side[i]);
    }
    assert_int_equal(itk_record_play(&replayed, &back, &test_catalog, events, m, "trip.rec", &info, NULL, NULL, err,
                                 sizeof err), 0);
    assert_true(game_over(&replayed));
    assert_int_equal(replayed.winner, g.winner);
    assert_int_equal(replayed.n_obs, g.n_obs);
    assert_memory_equal(replayed.obs, g.obs, sizeof g.obs[0] * g.n_obs);
    free(text);
}

/* Beginner and T-Men deals, supporters chosen in play or fixed in the header,
 * dealt or scattered numbering, a layout key or none, switches on and off. */
static void test_write_then_read_gives_the_same_game(void **state)
{
    (void)state;
    const Switches plain = {0}, all = {.no_poi = 1, .min_groups = 5, .early_accusation = 3, .surveillance_ban = 4};
    for (uint64_t seed = 1; seed <= 64; seed++)
        round_trip(seed, seed % 3 ? plain : all, (int)(seed % 16));
}

/* The scattered numbering really needs repeated block lines, and they read back. */
static void test_scattered_numbering_repeats_block_lines(void **state)
{
    (void)state;
    Setup s, back;
    Pcg32 rng;
    pcg32_seed(&rng, 3, 3);
    assert_int_equal(itk_deal_random(&s, &test_catalog.deck, itk_catalog_layout(&test_catalog, "beginner"),
                                 itk_catalog_layout(&test_catalog, "beginner")->logic_motives, (Switches){0}, &rng), 0);
    scatter_numbering(&s);
    char *text = NULL, err[RECORD_ERR_MAX];
    size_t len = 0;
    int n;
    FILE *out = open_memstream(&text, &len);
    itk_record_write_header(out, &test_catalog, &s, "beginner");
    itk_record_write_end(out, 0);
    fclose(out);
    int block_lines = 0;
    for (const char *p = text; (p = strstr(p, "\nblock ")) != NULL; p++)
        block_lines++;
    assert_true(block_lines > CITY_BLOCKS);
    assert_int_equal(read_text(text, "scatter.rec", &back, &n, err, sizeof err), 0);
    assert_setup_equal(&s, &back);
    assert_int_equal(n, 0);
    free(text);
}

/* The hand-written record of the rulebook's examples reads as written. */
static void test_hand_written_record_reads_as_written(void **state)
{
    (void)state;
    Setup s;
    RecordInfo info;
    char err[RECORD_ERR_MAX];
    int n;
    int rc = itk_record_parse(&test_catalog, "games/itk/tests/records/rulebook_example.rec", &s, events, RECORD_MAX_EVENTS, &n, &info,
                          err, sizeof err);
    if (rc != 0)
        fail_msg("%s", err);
    /* civilians numbered in the order listed */
    assert_string_equal(s.card[0].name, "Bartender");
    assert_string_equal(s.card[3].name, "Nurse");
    assert_string_equal(s.card[7].name, "Cat Lady");
    assert_int_equal(s.block[civ(&s, "Cat Lady")], 5);
    assert_int_equal(s.block[civ(&s, "Dispatcher")], 10);
    assert_int_equal(s.murderer, civ(&s, "Nurse"));
    assert_int_equal(s.poi, civ(&s, "Librarian"));
    assert_int_equal(s.motive, MOTIVE_MANIAC);
    assert_int_equal(s.motives, (1u << MOTIVE_PSYCHOPATH) | (1u << MOTIVE_MANIAC) | (1u << MOTIVE_SADIST) |
                                (1u << MOTIVE_CUTTHROAT) | (1u << MOTIVE_KILLER) | (1u << MOTIVE_TERRORIST) |
                                (1u << MOTIVE_RADICAL) | (1u << MOTIVE_ROBBER));
    assert_int_equal(s.supporters, itk_catalog_group(&test_catalog, "Authority"));
    assert_int_equal(s.drawn[1], itk_catalog_group(&test_catalog, "Labor"));
    assert_int_equal(s.building[BUILDING_POLICE], (1u << 5) | (1u << 14)); /* from the beginner layout */
    assert_string_equal(info.layout_key, "beginner");
    /* events: names resolved, sides and lines kept */
    assert_int_equal(n, 21);
    assert_int_equal(events[0].action, ACTION(ACT_START, 0, 0));
    assert_int_equal(events[0].side, SIDE_DETECTIVE);
    assert_int_equal(events[3].action, ACTION(ACT_MURDER, civ(&s, "Cat Lady"), 0));
    assert_int_equal(events[3].side, SIDE_MURDERER);
    assert_true(events[3].line > events[2].line);
    assert_int_equal(events[9].action, ACTION(ACT_ASK, civ(&s, "Musician"), Q_FEMALE));
    assert_int_equal(events[11].action, ACTION(ACT_ANSWER, 0, 0));
    assert_int_equal(events[13].action, ACTION(ACT_DRAW, itk_catalog_group(&test_catalog, "Immigrants"), 0));
    assert_int_equal(events[13].side, SIDE_CHANCE);
    assert_int_equal(events[14].action, ACTION(ACT_GROUP_MOVE, civ(&s, "Musician"), 9));
}

/* Action text is record syntax: names with spaces quoted, blocks as numbers. */
static void test_format_action_is_record_syntax(void **state)
{
    (void)state;
    Setup s;
    Game g;
    char err[RECORD_ERR_MAX], text[RECORD_ACTION_TEXT_MAX];
    int n;
    assert_int_equal(itk_record_parse(&test_catalog, "games/itk/tests/records/rulebook_example.rec", &s, events, RECORD_MAX_EVENTS, &n,
                                  NULL, err, sizeof err), 0);
    assert_int_equal(itk_game_init(&g, &s), 0);
    struct {
        Action a;
        const char *text;
    } cases[] = {
        {ACTION(ACT_MURDER, civ(&s, "Cat Lady"), 0), "murder \"Cat Lady\""},
        {ACTION(ACT_ASK, civ(&s, "Musician"), Q_MEDIUM_HEIGHT), "ask Musician medium-height"},
        {ACTION(ACT_GROUP_MOVE, civ(&s, "Secret Agent"), 13), "group-move \"Secret Agent\" 13"},
        {ACTION(ACT_DRAW, itk_catalog_group(&test_catalog, "Jet Set"), 0), "draw \"Jet Set\""},
        {ACTION(ACT_ACCUSE, civ(&s, "Nurse"), MOTIVE_TERRORIST), "accuse Nurse Terrorist"},
        {ACTION(ACT_ANSWER, 1, 0), "answer yes"},
        {ACTION(ACT_END, 0, 0), "end"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        itk_record_format_action(text, sizeof text, &test_catalog, &g, cases[i].a);
        assert_string_equal(text, cases[i].text);
    }
}

/* ---- malformed records ---- */

/* A small valid record; each case below edits it (line numbers on the right). */
static const char base[] =
    "noirlab-record 1\n"                                                                   /* 1 */
    "layout: beginner\n"                                                                   /* 2 */
    "motives: Psychopath, Maniac, Sadist, Cutthroat, Killer, Terrorist, Radical, Robber\n" /* 3 */
    "block 0: Bartender, Mafia Don\n"                                                      /* 4 */
    "block 1: Actress\n"                                                                   /* 5 */
    "block 2: Nurse\n"                                                                     /* 6 */
    "block 3: Librarian, Reporter\n"                                                       /* 7 */
    "block 4: Pharmacist\n"                                                                /* 8 */
    "block 5: Cat Lady\n"                                                                  /* 9 */
    "block 6: Paperboy\n"                                                                  /* 10 */
    "block 7: Waitress\n"                                                                  /* 11 */
    "block 8: Nun\n"                                                                       /* 12 */
    "block 9: Secret Agent\n"                                                              /* 13 */
    "block 10: Musician, Dispatcher\n"                                                     /* 14 */
    "block 11: Professor\n"                                                                /* 15 */
    "block 12: Veteran, Judge\n"                                                           /* 16 */
    "block 13: Greaser\n"                                                                  /* 17 */
    "block 14: Benefactor\n"                                                               /* 18 */
    "block 15: Ballplayer\n"                                                               /* 19 */
    "murderer: Nurse\n"                                                                    /* 20 */
    "poi: Librarian\n"                                                                     /* 21 */
    "motive: Maniac\n"                                                                     /* 22 */
    "drawn: Authority, Labor, Criminals\n"                                                 /* 23 */
    "supporters: Authority\n"                                                              /* 24 */
    "D start 0\n"                                                                          /* 25 */
    "M intimidate Actress\n"                                                               /* 26 */
    "M intimidate Waitress\n"                                                              /* 27 */
    "M murder \"Cat Lady\"\n";                                                             /* 28 */

/* base with `old` replaced by `new` (twice when a second pair is given). */
static char *edit(const char *old1, const char *new1, const char *old2, const char *new2)
{
    char *text = strdup(base);
    const char *pairs[2][2] = {{old1, new1}, {old2, new2}};
    for (int i = 0; i < 2 && pairs[i][0]; i++) {
        char *at = strstr(text, pairs[i][0]);
        assert_non_null(at);
        size_t head = (size_t)(at - text), olen = strlen(pairs[i][0]), nlen = strlen(pairs[i][1]);
        char *next = malloc(strlen(text) - olen + nlen + 1);
        memcpy(next, text, head);
        memcpy(next + head, pairs[i][1], nlen);
        strcpy(next + head + nlen, at + olen);
        free(text);
        text = next;
    }
    return text;
}

static void test_base_record_is_valid(void **state)
{
    (void)state;
    Setup s;
    char err[RECORD_ERR_MAX];
    int n;
    if (read_text(base, "base.rec", &s, &n, err, sizeof err) != 0)
        fail_msg("%s", err);
    assert_int_equal(n, 4);
    assert_int_equal(events[3].line, 28);
}

typedef struct BadCase {
    const char *old1, *new1, *old2, *new2;
    int line;
    const char *message;
} BadCase;

static const BadCase bad_cases[] = {
    /* the five of the brief: unknown civilian, 21 civilians, 4 in a block,
     * unknown action, a missing header key */
    {"block 15: Ballplayer", "block 15: Ballplayer, Astronaut", NULL, NULL, 19, "unknown civilian 'Astronaut'"},
    {"block 15: Ballplayer", "block 15: Ballplayer, Fence", NULL, NULL, 19, "more than 20 civilians"},
    {"block 10: Musician, Dispatcher", "block 10: Musician, Dispatcher, Fence, Deputy", NULL, NULL, 14,
     "block 10 would hold more than 3 civilians ('Deputy')"},
    {"M murder", "M strangle", NULL, NULL, 28, "unknown action 'strangle'"},
    {"murderer: Nurse\n", "", NULL, NULL, 24, "the header has no 'murderer:' line"},
    /* the version line */
    {"noirlab-record 1", "# a record\nhello", NULL, NULL, 2, "not a noirlab record"},
    {"noirlab-record 1", "noirlab-record 3", NULL, NULL, 1, "record version 3"},
    /* version 2 ends with "end N", N the events: a record cut at a line end is refused at its last line */
    {"noirlab-record 1", "noirlab-record 2", NULL, NULL, 28, "the record stops without its last line 'end 4': cut short?"},
    {"noirlab-record 1", "noirlab-record 2", "M murder \"Cat Lady\"\n", "", 27,
     "the record stops without its last line 'end 3': cut short?"},
    {"noirlab-record 1", "noirlab-record 2", "M murder \"Cat Lady\"\n", "M murder \"Cat Lady\"\nend 3\n", 29,
     "'end' must count the 4 events before it ('end 4')"},
    {"noirlab-record 1", "noirlab-record 2", "M murder \"Cat Lady\"\n", "end 3\nM murder \"Cat Lady\"\n", 29,
     "a line after the record's 'end' (line 28)"},
    {"M murder \"Cat Lady\"\n", "M murder \"Cat Lady\"\nend 4\n", NULL, NULL, 29,
     "'end' is a line of version-2 records (this one says version 1)"},
    /* header keys and values */
    {"layout: beginner", "layout: beginner\ncolour: noir", NULL, NULL, 3, "unknown header key 'colour'"},
    {"layout: beginner", "layout: chinatown", NULL, NULL, 2, "unknown layout 'chinatown'"},
    {"poi: Librarian", "poi: Librarian\nmotive: Sadist", NULL, NULL, 23, "'motive:' given twice (first on line 22)"},
    {"block 15: Ballplayer\n", "", NULL, NULL, 18, "the header lists 19 civilians"},
    {"block 15:", "block 16:", NULL, NULL, 19, "needs a block number 0-15"},
    {"block 14: Benefactor", "block 14: Benefactor, Nun", NULL, NULL, 18, "'Nun' is listed twice"},
    {"block 0: Bartender", "block 0: , Bartender", NULL, NULL, 4, "empty name"},
    {"layout: beginner", "layout: beginner\npolice: 5, 17", NULL, NULL, 3, "'17' is not a block 0-15"},
    {"layout: beginner", "layout: beginner\nswitches: early_accusation=2", NULL, NULL, 3,
     "switch early_accusation cannot be '2'"},
    {"layout: beginner", "layout: beginner\nswitches: curfew=1", NULL, NULL, 3, "unknown switch 'curfew'"},
    /* scenario rules (REFERENCE §7) */
    {"layout: beginner", "layout: beginner\nrules: stakeout, teleport", NULL, NULL, 3,
     "unknown scenario rule 'teleport' (stakeout, benefactor, bomb, agent, evacuation)"},
    /* R19: with the benefactor rule the Benefactor is in play and is never the murderer */
    {"layout: beginner", "layout: beginner\nrules: benefactor", "murderer: Nurse", "murderer: Benefactor", 21,
     "the Benefactor is never the murderer (R19)"},
    {"layout: beginner", "layout: beginner\nrules: benefactor", "block 14: Benefactor", "block 14: Fence", 3,
     "the benefactor rule needs the Benefactor among the civilians (R19)"},
    {"murderer: Nurse", "murderer: Deputy", NULL, NULL, 20, "'Deputy' is not one of the 20 civilians"},
    {"poi: Librarian", "poi: Nurse", NULL, NULL, 21, "cannot be the murderer"},
    {"poi: Librarian", "poi: none", "Robber\n", "Robber, Cultist\n", 21, "Cultist needs a Person of Interest"},
    {"motive: Maniac", "motive: Spy", NULL, NULL, 22, "motive 'Spy' is not in the motive set"},
    {"motive: Maniac", "motive: Arsonist", NULL, NULL, 22, "unknown motive 'Arsonist'"},
    {"motives: Psychopath", "motives: Pyromaniac", NULL, NULL, 3, "unknown motive"},
    {"drawn: Authority, Labor, Criminals", "drawn: Authority, Labor", NULL, NULL, 23, "exactly 3 groups"},
    {"drawn: Authority, Labor, Criminals", "drawn: Authority, Labor, Labor", NULL, NULL, 23, "drawn twice"},
    {"drawn: Authority", "drawn: Mobsters", NULL, NULL, 23, "unknown group 'Mobsters'"},
    {"supporters: Authority", "supporters: Press", NULL, NULL, 24, "one of the drawn groups"},
    /* events */
    {"D start 0", "D start", NULL, NULL, 25, "'start' takes 1 argument, got 0"},
    {"D start 0", "D start 16", NULL, NULL, 25, "'16' is not a block 0-15"},
    {"D start 0", "X start 0", NULL, NULL, 25, "expected 'key: value' or an event"},
    {"M murder \"Cat Lady\"", "M murder Fence", NULL, NULL, 28, "'Fence' is not one of the 20 civilians"},
    {"M murder \"Cat Lady\"", "M murder \"Cat Lady", NULL, NULL, 28, "unterminated quote"},
    {"M murder \"Cat Lady\"", "M murder Cat Lady", NULL, NULL, 28, "'murder' takes 1 argument, got 2"},
    {"M murder \"Cat Lady\"\n", "M murder \"Cat Lady\"\nD ask Musician pretty\n", NULL, NULL, 29,
     "'pretty' is not a question"},
    {"M murder \"Cat Lady\"\n", "M murder \"Cat Lady\"\nM answer maybe\n", NULL, NULL, 29, "'maybe' is not yes or no"},
    {"M murder \"Cat Lady\"\n", "M murder \"Cat Lady\"\npoi: Nurse\n", NULL, NULL, 29,
     "header line after the first event"},
};

/* Each malformed record: -1, one message "bad.rec:LINE: problem", and the
 * caller's setup and count untouched. */
static void test_malformed_records_name_file_and_line(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof bad_cases / sizeof bad_cases[0]; i++) {
        const BadCase *c = &bad_cases[i];
        char *text = edit(c->old1, c->new1, c->old2, c->new2);
        char err[RECORD_ERR_MAX] = "", prefix[32];
        Setup s, untouched;
        int n = -7;
        memset(&s, 0xAB, sizeof s);
        untouched = s;
        int rc = read_text(text, "bad.rec", &s, &n, err, sizeof err);
        snprintf(prefix, sizeof prefix, "bad.rec:%d: ", c->line);
        if (rc != -1 || strncmp(err, prefix, strlen(prefix)) != 0 || !strstr(err, c->message))
            fail_msg("case %zu: got rc %d, '%s'; want '%s...%s'", i, rc, err, prefix, c->message);
        assert_null(strchr(err, '\n')); /* one message, one line */
        assert_memory_equal(&s, &untouched, sizeof s); /* nothing half-read */
        assert_int_equal(n, -7);
        free(text);
    }
}

/* An empty file and a file that does not exist: one message naming the file. */
static void test_empty_and_missing_files(void **state)
{
    (void)state;
    Setup s;
    char err[RECORD_ERR_MAX];
    int n;
    assert_int_equal(read_text("# nothing here\n\n", "empty.rec", &s, &n, err, sizeof err), -1);
    assert_string_equal(err, "empty.rec:2: empty file, not a noirlab record");
    assert_int_equal(itk_record_parse(&test_catalog, "games/itk/tests/records/no-such-file.rec", &s, events, RECORD_MAX_EVENTS, &n, NULL,
                                  err, sizeof err), -1);
    assert_string_equal(err, "games/itk/tests/records/no-such-file.rec: cannot open: No such file or directory");
}

/* More events than the caller's array holds is an error at the first extra one. */
/* itk_record_detect: the version line after blanks and comments, in any
 * case, claims the text; another game's first line, or none, does not (the
 * other games' records are told apart by it, games/itk/docs/records.md). */
static int detects(const char *text)
{
    FILE *in = fmemopen((void *)text, strlen(text), "r");
    assert_non_null(in);
    int yes = itk_record_detect(in);
    fclose(in);
    return yes;
}

static void test_detect_by_the_version_line(void **state)
{
    (void)state;
    assert_true(detects("noirlab-record 2\nlayout: beginner\n"));
    assert_true(detects("\n# a comment\n   \n  NOIRLAB-RECORD 1\n"));
    assert_false(detects("noir-record 2\n"));
    assert_false(detects("tenkill 1\n"));
    assert_false(detects("# only a comment\n\n"));
    assert_false(detects(""));
}

static void test_too_many_events(void **state)
{
    (void)state;
    Setup s;
    char err[RECORD_ERR_MAX];
    int n;
    FILE *in = fmemopen((void *)base, strlen(base), "r");
    assert_int_equal(itk_record_read(in, "base.rec", &test_catalog, &s, events, 3, &n, NULL, err, sizeof err), -1);
    fclose(in);
    assert_string_equal(err, "base.rec:28: more than 3 events");
}

/* Comments, blank lines, quoted header names and case do not matter. */
static void test_comments_quotes_and_case(void **state)
{
    (void)state;
    Setup s;
    char err[RECORD_ERR_MAX];
    int n;
    char *text = edit("block 5: Cat Lady", "\n  # the victim\nblock 5: \"cat lady\"   # quoted", "M murder \"Cat Lady\"",
                      "M murder \"CAT LADY\"  # her");
    if (read_text(text, "ok.rec", &s, &n, err, sizeof err) != 0)
        fail_msg("%s", err);
    assert_string_equal(s.card[7].name, "Cat Lady");
    assert_int_equal(events[3].action, ACTION(ACT_MURDER, 7, 0));
    assert_int_equal(events[3].line, 30);
    free(text);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_write_then_read_gives_the_same_game),
        cmocka_unit_test(test_scattered_numbering_repeats_block_lines),
        cmocka_unit_test(test_hand_written_record_reads_as_written),
        cmocka_unit_test(test_format_action_is_record_syntax),
        cmocka_unit_test(test_base_record_is_valid),
        cmocka_unit_test(test_malformed_records_name_file_and_line),
        cmocka_unit_test(test_empty_and_missing_files),
        cmocka_unit_test(test_detect_by_the_version_line),
        cmocka_unit_test(test_too_many_events),
        cmocka_unit_test(test_comments_quotes_and_case),
    };
    return cmocka_run_group_tests(tests, test_catalog_load, NULL);
}
