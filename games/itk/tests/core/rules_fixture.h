/*
 * rules_fixture.h — small hand-written positions for the rules core's unit
 * tests (rules_*_test.c).
 *
 * A position is a game record (games/itk/docs/records.md): a base record file from
 * games/itk/tests/records/rules/ with a few edits written inline in the test.
 * The fixture reads it, plays its events with itk_record_play (every event must be
 * legal), and the test then asks the core about the position.  Actions are
 * written as record text too ("murder \"Cat Lady\"", "move 6"): fx_do plays the
 * legal action that reads so, and fx_legal lists the legal actions that way,
 * so expectations read like the rulebook.
 *
 * Every helper fails the running cmocka test with a message naming the
 * position's line when something does not parse or is illegal.
 */
#ifndef NOIRLAB_RULES_FIXTURE_H
#define NOIRLAB_RULES_FIXTURE_H

#include "games/itk/data/record.h"

/* scenarios/, loaded on first use. */
const Catalog *fx_catalog(void);

/*
 * The Setup and events of a position: the record file `base` with `edits`.
 * In `edits`, a header line "key: value" replaces the base's line with the
 * same key (or is added), and event lines ("M murder Nun") are appended after
 * the base's events.  The result is read from memory (fmemopen, itk_record_read).
 */
enum { FX_TEXT_MAX = 1 << 16 };

typedef struct Position {
    Setup setup;
    RecordInfo info;
    int n;
    RecordEvent events[RECORD_MAX_EVENTS];
    char text[FX_TEXT_MAX]; /* the record as read, edits applied: for messages */
} Position;

void fx_read(Position *p, const char *base, const char *edits);

/* Start g from the position's setup and play its events. */
void fx_play(const Position *p, Game *g);

/* Play only the first n events; fx_event is the index of the nth (0-based)
 * event of an action kind, so fx_play_events(p, g, fx_event(p, ACT_MURDER, 3))
 * stops just before the fourth murder. */
void fx_play_events(const Position *p, Game *g, int n);
int fx_event(const Position *p, int kind, int nth);

/* The last event of p (an edit fx_read appended) takes the place of p's nth
 * (0-based) event of `kind`, and the appended copy is dropped; returns the
 * index of the replaced event. */
int fx_replace_event(Position *p, int kind, int nth);

/* Play the position until an event is refused (the test fails if none is)
 * and return the refusal's reason, without "FILE:LINE: illegal event: "
 * (a static buffer, overwritten by the next call). */
const char *fx_refusal(const Position *p);

/* fx_read and fx_play in one step. */
void fx_game(Game *g, const char *base, const char *edits);

/* Play the legal action written `text` (without the side letter), then check
 * the position's invariants (itk_game_check). */
void fx_do(Game *g, const char *text);

/* The legal actions as record text, "; "-separated, in numeric order. */
const char *fx_legal(const Game *g);

/* How many legal actions are of this kind. */
int fx_count_kind(const Game *g, int kind);

/* Civilians named by the legal actions of one kind (argument a). */
CivSet fx_legal_civs(const Game *g, int kind);

/* Blocks named by the legal actions of one kind (argument b for DISPLACE and
 * GROUP_MOVE, argument a otherwise), optionally only for civilian c (-1: any). */
BlockSet fx_legal_blocks(const Game *g, int kind, int c);

/* Civilians by occupation: one, or a comma-separated list as a set. */
int fx_civ(const Game *g, const char *name);
CivSet fx_civs(const Game *g, const char *names);

/* A set of civilians as "Nun, Nurse" in index order ("" for none).  The text
 * lives until the fourth next call. */
const char *fx_names(const Game *g, CivSet s);

/* A set of blocks as "4, 9" ("" for none); same lifetime as fx_names. */
const char *fx_blocks(BlockSet s);

int fx_group(const char *name);

/* Play the lowest intimidations offered until the murder phase (R3). */
void fx_to_murder(Game *g);

/*
 * Play the rest of the current round with the plainest choices: the lowest
 * intimidations offered, the murder of `victim` (NULL: refuse), the first
 * displacement offered, no investigation, the lowest token drawn, nobody moved.
 * Stops at the next round's first decision or at an accusation.
 */
void fx_round(Game *g, const char *victim);

#endif
