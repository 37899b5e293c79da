/*
 * record.h — NOIR game records: a plain text file that fixes a NoirSetup in
 * its header and lists the game one action per line (games/noir/docs/noir.md, "Game
 * records").  Anybody can write one by hand; it may stop mid-game.
 *
 *     noir-record 1
 *     mode: classic
 *     grid: 5
 *     row 0: 0 1 2 3 4
 *     ...
 *     killer: 12
 *     inspector: 6 7 8 18
 *     deck: 5 9            # the top of the Evidence Deck; the rest ascending
 *     K kill 7
 *     I choose 6
 *     K shift row 2 right
 *
 * Reading checks the syntax, the header (a valid deal, N1 and N2) and then
 * plays every event through the rules core, refusing the first one that is
 * not the side to move's legal action, with the ruling it breaks.  Every
 * error is one message "NAME:LINE: problem".  The library (noir_record) is
 * the I/O around the core, which itself does none.
 */
#ifndef NOIRLAB_NOIR_RECORD_H
#define NOIRLAB_NOIR_RECORD_H

#include <stddef.h>
#include <stdio.h>

#include "games/noir/core/game.h"

enum {
    NOIR_RECORD_VERSION = 2, /* 2 ends with "end N" (N events); 1, without it, is still read */
    NOIR_RECORD_MAX_EVENTS = NOIR_MAX_OBS, /* every action is a record entry (view.h) */
    NOIR_ACTION_TEXT_MAX = 48,             /* "shift column 6 down" and the like */
    NOIR_RECORD_ERR_MAX = 512,
};

/* A record as read: the setup, the actions, and the side and line of each. */
typedef struct NoirRecord {
    NoirSetup setup;
    int n;
    NoirAction action[NOIR_RECORD_MAX_EVENTS];
    uint8_t side[NOIR_RECORD_MAX_EVENTS]; /* as written: NOIR_KILLER or NOIR_INSPECTOR */
    int line[NOIR_RECORD_MAX_EVENTS];
    int header_end; /* the line the header ended at (the first event, or the file's end) */
} NoirRecord;

/* Does the text in `in` start (after blank and comment lines) with NOIR's
 * version line?  Reads from the current position; the caller rewinds. */
int noir_record_detect(FILE *in);

/* Read a whole record from `in` (`name` for messages) and play it through the
 * core.  Returns 0, or -1 with "NAME:LINE: problem" in err; *r is then
 * unspecified. */
int noir_record_read(FILE *in, const char *name, NoirRecord *r, char *err, size_t errlen);

/* noir_record_read on the file at `path` ("PATH: why" when it cannot be opened). */
int noir_record_parse(const char *path, NoirRecord *r, char *err, size_t errlen);

/* Called after each event is played: the position before and after it. */
typedef void (*NoirRecordStep)(void *ctx, const NoirGame *before, const NoirGame *after, NoirAction x, int line);

/* Start g from the record's setup and play its events, checking each first;
 * `step` (may be NULL) after each.  Returns 0, or -1 with "NAME:LINE: illegal
 * event: why" in err, g left just before that event. */
int noir_record_play(const NoirRecord *r, NoirGame *g, const char *name, NoirRecordStep step, void *ctx, char *err,
                     size_t errlen);

/* Is action x, written for `side`, legal in g?  0 when it is; otherwise -1
 * with the reason, citing the ruling, in why ("suspect 7 is not next to the
 * Killer's identity (N6)"). */
int noir_record_check_event(const NoirGame *g, int side, NoirAction x, char *why, size_t whylen);

/* An action as record text without the side: "kill 7", "shift row 2 right". */
void noir_action_text(NoirAction x, char *out, size_t outlen);

/* One event line alone, "K kill 7" (a '#' comment allowed), into *side and *x.
 * Returns 0, or -1 with the problem (no file or line) in err. */
int noir_record_parse_event(const char *text, int n_suspects, int *side, NoirAction *x, char *err, size_t errlen);

/* 'K' or 'I', the side letter of an event line. */
char noir_side_letter(int side);

/* Write a record's header: every parameter, the grid, the identities and the
 * whole Evidence Deck. */
void noir_record_write_header(FILE *out, const NoirSetup *s);

/* Write the event line of action x, played in position `before`. */
void noir_record_write_event(FILE *out, const NoirGame *before, NoirAction x);

/* Write the last line of a version-2 record, "end N" after its N events: the
 * reader requires it, so a record cut at a line end is refused. */
void noir_record_write_end(FILE *out, int n_events);

#endif
