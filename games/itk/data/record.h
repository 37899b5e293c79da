/*
 * record.h — game records: a line-oriented text file that fixes a Setup in its
 * header and then lists the game one decision per line (games/itk/docs/records.md).
 *
 *     noirlab-record 1
 *     layout: beginner
 *     motives: Maniac, Sadist, Cutthroat, Vigilante, Killer, Terrorist
 *     block 0: Nurse, Actress
 *     ...
 *     murderer: Nurse
 *     poi: none
 *     motive: Maniac
 *     drawn: Authority, Labor, Criminals
 *     supporters: Authority
 *     D start 0
 *     M intimidate Actress
 *     M murder "Cat Lady"
 *
 * Reading resolves every name (civilian, group, motive, question, action) and
 * checks the header's own rules (20 civilians, at most 3 a block, ...); it does
 * not play the events.  Whether an event is legal is a question about the
 * position it is played in: itk_record_play plays a record and stops at the first
 * illegal event with the reason (itk_record_check_event).
 *
 * Every error is one message "FILE:LINE: problem".
 */
#ifndef NOIRLAB_RECORD_H
#define NOIRLAB_RECORD_H

#include <stddef.h>
#include <stdio.h>

#include "games/itk/core/game.h"
#include "games/itk/data/catalog.h"

enum {
    RECORD_VERSION = 2, /* 2 ends with "end N" (N events); 1, without it, is still read */
    RECORD_ERR_MAX = 512,
    RECORD_ACTION_TEXT_MAX = 96, /* "group-move \"Ice Cream Man\" 15" and the like */
    RECORD_MAX_EVENTS = 2048,    /* far above any game's length */
};

/* One event line: the side as written (M, D, C), the decision, its line. */
typedef struct RecordEvent {
    Action action;
    uint8_t side; /* enum Side */
    int line;
} RecordEvent;

/* The header beyond the Setup: where things are, for messages and printing. */
typedef struct RecordInfo {
    char layout_key[LAYOUT_KEY_MAX]; /* "" for `layout: none` */
    int header_lines;                /* the line the header ended at (first event or end of file) */
    int cut_line;                    /* a version-2 record without its 'end': its last line, which
                                        itk_record_play refuses once the events before it are checked
                                        (an illegal event comes first in the file); else 0 */
} RecordInfo;

/*
 * Read a record from `in` (`name` is the file name used in messages).  Fills
 * setup, up to `max` events, *n and, when info is not NULL, *info.  Returns 0,
 * or -1 with "NAME:LINE: problem" in err (also when there are more than max
 * events); then setup, *n and *info are left untouched (events is scratch).
 */
int itk_record_read(FILE *in, const char *name, const Catalog *cat, Setup *setup,
                RecordEvent *events, int max, int *n, RecordInfo *info,
                char *err, size_t errlen);

/* Is the text in `in` (from its start) an Intent to Kill record?  Its
 * version line, the first that is not blank or a comment, names the format
 * ("noirlab-record N"; docs/records.md, "Header"). */
int itk_record_detect(FILE *in);

/* itk_record_read on the file at `path`; a file that cannot be opened is "PATH: why". */
int itk_record_parse(const Catalog *cat, const char *path, Setup *setup,
                 RecordEvent *events, int max, int *n, RecordInfo *info,
                 char *err, size_t errlen);

/* Write the header of `s`.  layout_key names the layout the game was dealt
 * from (NULL or "" for none); the buildings are written out in full anyway, so
 * the record does not change meaning when a layout file is edited. */
void itk_record_write_header(FILE *out, const Catalog *cat, const Setup *s, const char *layout_key);

/* Write one event line for action a played in position `before` (the side is
 * whoever is to move there). */
void itk_record_write_event(FILE *out, const Catalog *cat, const Game *before, Action a);

/* The last line of a version-2 record, "end N" after its N events (chance's
 * draws among them): the reader requires it, so a record cut at a line end
 * is refused instead of read as a shorter game. */
void itk_record_write_end(FILE *out, int n_events);

/* An action as record text without the side: `murder "Cat Lady"`, `move 6`,
 * `ask Musician female`.  Names come from g's cards and the catalog. */
void itk_record_format_action(char *out, size_t outlen, const Catalog *cat, const Game *g, Action a);

/* One event line alone, "D move 6" or "M murder \"Cat Lady\"" (a '#' comment
 * allowed), with the names of g's civilians: the reader's own syntax and
 * checks.  Returns 0, or -1 with the problem in err (no file or line prefix).
 * Whether the event is legal in g is itk_record_check_event's question. */
int itk_record_parse_event(const Catalog *cat, const Game *g, const char *text, RecordEvent *e, char *err,
                       size_t errlen);

/* The side letter of an event line: 'M', 'D' or 'C' ('?' for SIDE_NONE). */
char itk_record_side_letter(int side);

/*
 * Is event e legal in position g?  Returns 0 when it is (the same verdict as
 * itk_game_to_move and itk_game_is_legal); otherwise -1 with the reason in why: "it is
 * the Detective's turn, not the Murderer's", "Cat Lady is in the Detective's
 * block (R4)", ...
 */
int itk_record_check_event(const Game *g, const Catalog *cat, const RecordEvent *e, char *why, size_t whylen);

/* Called after each event is played: the position before and after it. */
typedef void (*RecordStep)(void *ctx, const Game *before, const Game *after, const RecordEvent *e);

/*
 * Start g from the setup and play the events, checking each one first.
 * `step` (may be NULL) is called after each.  Returns 0, or -1 with
 * "NAME:LINE: illegal event: why" in err, g left just before that event (a
 * setup itk_game_init refuses is reported at the header's last line).
 */
int itk_record_play(Game *g, const Setup *s, const Catalog *cat, const RecordEvent *events, int n,
                const char *name, const RecordInfo *info, RecordStep step, void *ctx,
                char *err, size_t errlen);

#endif
