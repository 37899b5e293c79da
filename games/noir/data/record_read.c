/*
 * record_read.c — reading NOIR records (record.h, games/noir/docs/noir.md).
 *
 * One pass: header lines are collected as written (numbers, and the line of
 * each key for messages) until the first event line; the header is then
 * resolved into a NoirSetup, because an event's suspects are checked against
 * the grid size.  The parameter lines (mode, grid, kill_target, ...) are read
 * by the parser of the game interface's parameters (params_text.c): a record's
 * header and a campaign's axes accept the same values.  The events are parsed as they come and finally played
 * through the core (noir_record_play), which refuses the first illegal one.
 */
#include "games/noir/data/record.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "base/data_text.h"
#include "base/number.h"
#include "games/noir/data/record_vocab.h"

enum { LINE_CHARS = 1024, WORDS_MAX = 64 };

/* The header's keys: the parameters (params_text.h, in its order), then the deal's. */
enum HeaderKey { H_KILLER = NOIR_PARAM_KEYS, H_INSPECTOR, H_DECK, H_ROW, H_KEYS };

static const char *const deal_key_name[H_KEYS - NOIR_PARAM_KEYS] = {"killer", "inspector", "deck", "row"};

static const char *key_name(int key)
{
    return key < NOIR_PARAM_KEYS ? noir_param[key].key : deal_key_name[key - NOIR_PARAM_KEYS];
}

enum { VALUE_CHARS = 16 };

/* The header as written. */
typedef struct Header {
    int line[H_KEYS];                /* where each key was given, 0 when it was not */
    char param[NOIR_PARAM_KEYS][VALUE_CHARS]; /* the parameters' values as written */
    int killer;
    int row_line[NOIR_MAX_SIDE];     /* where each row was given, 0 when it was not */
    int row_len[NOIR_MAX_SIDE];
    int row[NOIR_MAX_SIDE][NOIR_MAX_SIDE + 1];
    int n_inspector, inspector[NOIR_DEALT + 1];
    int n_deck, deck[NOIR_MAX_SUSPECTS + 1];
} Header;

typedef struct Reader {
    const char *name;
    int line;
    char *err;
    size_t errlen;
} Reader;

__attribute__((format(printf, 2, 3))) static int fail(Reader *rd, const char *fmt, ...)
{
    char msg[NOIR_RECORD_ERR_MAX];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    return data_fail(rd->err, rd->errlen, rd->name, rd->line, "%s", msg);
}

/* Split s (comment cut, in place) into words; returns how many, or -1 when
 * there are more than max. */
static int split_words(char *s, char **word, int max)
{
    char *hash = strchr(s, '#');
    if (hash)
        *hash = '\0';
    int n = 0;
    for (char *t = strtok(s, " \t\r\n"); t; t = strtok(NULL, " \t\r\n")) {
        if (n == max)
            return -1;
        word[n++] = t;
    }
    return n;
}

static int whole(const char *t, int lo, int hi)
{
    uint64_t v;
    return number_whole(t, (uint64_t)lo, (uint64_t)hi, &v) ? -1 : (int)v;
}

/* The suspects named after a key: numbers 0..48, at most max of them. */
static int read_suspects(Reader *rd, char **word, int n, int *out, int max, const char *key)
{
    if (n > max)
        return fail(rd, "%s: more than %d suspects", key, max);
    for (int i = 0; i < n; i++)
        if ((out[i] = whole(word[i], 0, NOIR_MAX_SUSPECTS - 1)) < 0)
            return fail(rd, "%s: '%s' is not a suspect number 0-%d (N1)", key, word[i], NOIR_MAX_SUSPECTS - 1);
    return n;
}

static int key_of(const char *k)
{
    for (int i = 0; i < H_KEYS; i++)
        if (strcmp(k, key_name(i)) == 0)
            return i;
    return -1;
}

/* A parameter's value, checked here (so a bad one is named at its line) and
 * applied once the header is whole (resolve_params). */
static int read_param(Reader *rd, int key, char **word, int n, Header *h)
{
    NoirParams scratch = noir_params_default(NOIR_DEFAULT_SIDE);
    char why[256];
    if (n != 1)
        return fail(rd, "%s: one value expected", key_name(key));
    if (noir_params_set_text(&scratch, key_name(key), word[0], why, sizeof why))
        return fail(rd, "%s", why);
    snprintf(h->param[key], VALUE_CHARS, "%s", word[0]); /* fits: a valid value is a mode name or a number */
    return 0;
}

/* One header line "key: values" (or "row R: suspects"), words already split. */
static int read_header_line(Reader *rd, char **word, int n, Header *h)
{
    char *colon = strchr(word[0], ':');
    int row = -1, key;
    if (strcmp(word[0], "row") == 0 && n >= 2 && (colon = strchr(word[1], ':')) && colon[1] == '\0') {
        *colon = '\0';
        if ((row = whole(word[1], 0, NOIR_MAX_SIDE - 1)) < 0)
            return fail(rd, "row '%s': rows are numbered 0 to %d", word[1], NOIR_MAX_SIDE - 1);
        key = H_ROW;
        word += 2, n -= 2;
    } else {
        if (!colon || colon[1] != '\0')
            return fail(rd, "expected 'key: value' or an event 'K ...' / 'I ...', not '%s'", word[0]);
        *colon = '\0';
        if ((key = key_of(word[0])) < 0 || key == H_ROW)
            return fail(rd, "unknown header key '%s'", word[0]);
        word++, n--;
    }
    int *seen = key == H_ROW ? &h->row_line[row] : &h->line[key];
    if (*seen && key == H_ROW)
        return fail(rd, "row %d is given twice (also line %d)", row, *seen);
    if (*seen)
        return fail(rd, "%s is given twice (also line %d)", key_name(key), *seen);
    *seen = rd->line;
    switch (key) {
    case H_ROW: return (h->row_len[row] = read_suspects(rd, word, n, h->row[row], NOIR_MAX_SIDE, "row")) < 0 ? -1 : 0;
    case H_KILLER:
        if (n != 1)
            return fail(rd, "killer: one suspect expected (N2)");
        return read_suspects(rd, word, n, &h->killer, 1, "killer") < 0 ? -1 : 0;
    case H_INSPECTOR:
        if (n != NOIR_DEALT)
            return fail(rd, "inspector: the Inspector is dealt %d cards, not %d (N2)", NOIR_DEALT, n);
        return (h->n_inspector = read_suspects(rd, word, n, h->inspector, NOIR_DEALT, "inspector")) < 0 ? -1 : 0;
    case H_DECK: return (h->n_deck = read_suspects(rd, word, n, h->deck, NOIR_MAX_SUSPECTS, "deck")) < 0 ? -1 : 0;
    default: return read_param(rd, key, word, n, h);
    }
}

/* ------------------------------------------------------------------------ */
/* The header into a setup                                                    */

/* The parameters given, in params_text.h's order (grid before kill_target,
 * which it resets), over the defaults. */
static int resolve_params(Reader *rd, const Header *h, NoirParams *p)
{
    char why[256];
    if (!h->line[NOIR_PARAM_GRID])
        return fail(rd, "the header has no 'grid:' line (N1)");
    *p = noir_params_default(NOIR_DEFAULT_SIDE);
    for (int k = 0; k < NOIR_PARAM_KEYS; k++)
        if (h->line[k] && noir_params_set_text(p, key_name(k), h->param[k], why, sizeof why))
            return fail(rd, "%s", why); /* cannot fail: read_param checked every value */
    const char *bad = noir_params_check(p);
    if (bad) {
        rd->line = h->line[NOIR_PARAM_KILL_TARGET];
        return fail(rd, "%s", bad);
    }
    return 0;
}

/* N1: every row of the grid, side numbers each, every suspect once. */
static int resolve_grid(Reader *rd, const Header *h, NoirSetup *s)
{
    int side = s->p.side, n = side * side, end = rd->line;
    uint64_t seen = 0;
    for (int r = 0; r < NOIR_MAX_SIDE; r++) {
        rd->line = h->row_line[r];
        if (r >= side && h->row_line[r])
            return fail(rd, "row %d: the grid has %d rows (grid: %d)", r, side, side);
        if (r >= side)
            continue;
        if (!h->row_line[r]) {
            rd->line = end;
            return fail(rd, "the header has no 'row %d:' line (N1)", r);
        }
        if (h->row_len[r] != side)
            return fail(rd, "row %d has %d suspects, not %d (N1)", r, h->row_len[r], side);
        for (int c = 0; c < side; c++) {
            int t = h->row[r][c];
            if (t >= n)
                return fail(rd, "suspect %d: the grid has suspects 0-%d (N1)", t, n - 1);
            if (seen >> t & 1)
                return fail(rd, "suspect %d is on two cells (N1)", t);
            seen |= (uint64_t)1 << t;
            s->grid[side * r + c] = (uint8_t)t;
        }
    }
    rd->line = end;
    return 0;
}

/* N2: the Killer's card, the Inspector's four, the deck's top as written
 * and then every card not named, ascending. */
static int resolve_evidence(Reader *rd, const Header *h, NoirSetup *s)
{
    int n = s->p.side * s->p.side, end = rd->line, k = 0;
    if (!h->line[H_KILLER] || !h->line[H_INSPECTOR])
        return fail(rd, "the header needs 'killer:' and 'inspector:' lines (N2)");
    const struct { int key, count; const int *cards; } part[] = {
        {H_KILLER, 1, &h->killer}, {H_INSPECTOR, h->n_inspector, h->inspector}, {H_DECK, h->n_deck, h->deck}};
    uint64_t named = 0;
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < part[i].count; j++) {
            int t = part[i].cards[j];
            rd->line = h->line[part[i].key];
            if (t >= n)
                return fail(rd, "%s: suspect %d: the grid has suspects 0-%d (N1)", key_name(part[i].key), t, n - 1);
            if (named >> t & 1)
                return fail(rd, "%s: evidence card %d is named twice (N2)", key_name(part[i].key), t);
            named |= (uint64_t)1 << t;
            s->evidence[k++] = (uint8_t)t;
        }
    for (int t = 0; t < n; t++)
        if (!(named >> t & 1))
            s->evidence[k++] = (uint8_t)t;
    rd->line = end;
    return 0;
}

static int resolve_header(Reader *rd, const Header *h, NoirSetup *s)
{
    memset(s, 0, sizeof *s);
    if (resolve_params(rd, h, &s->p) || resolve_grid(rd, h, s) || resolve_evidence(rd, h, s))
        return -1;
    return 0;
}

/* ------------------------------------------------------------------------ */
/* Events                                                                     */

static int kind_of(const char *t)
{
    for (int k = 0; k < NOIR_ACTION_KINDS; k++)
        if (strcmp(t, noir_action_kind_name(k)) == 0)
            return k;
    return -1;
}

static int suspect_arg(const char *t, int n_suspects, int *out, char *err, size_t errlen)
{
    if ((*out = whole(t, 0, n_suspects - 1)) < 0)
        return errorf(err, errlen, "'%s' is not a suspect number 0-%d", t, n_suspects - 1);
    return 0;
}

static int parse_event_words(char **word, int n, int n_suspects, int *side, NoirAction *x, char *err, size_t errlen)
{
    static const int arity[NOIR_ACTION_KINDS] = {[NOIR_CHOOSE] = 1, [NOIR_KILL] = 1, [NOIR_SHIFT] = 3,
                                                 [NOIR_ARREST] = 1, [NOIR_DISCARD] = 1, [NOIR_CITIZEN] = 2};
    static const char *const takes[NOIR_ACTION_KINDS] = {
        [NOIR_CHOOSE] = "a suspect", [NOIR_KILL] = "a suspect", [NOIR_DISGUISE] = "nothing",
        [NOIR_SHIFT] = "row R left|right or column C up|down", [NOIR_ARREST] = "a suspect",
        [NOIR_EXONERATE] = "nothing", [NOIR_DISCARD] = "a suspect",
        [NOIR_CITIZEN] = "the discarded suspect and the arrested one"};
    if (n < 2 || (strcmp(word[0], "K") != 0 && strcmp(word[0], "I") != 0))
        return errorf(err, errlen, "an event is 'K ACTION ...' (the Killer) or 'I ACTION ...' (the Inspector)");
    *side = word[0][0] == 'K' ? NOIR_KILLER : NOIR_INSPECTOR;
    int kind = kind_of(word[1]), a = 0, b = 0;
    if (kind < 0)
        return errorf(err, errlen, "unknown action '%s'", word[1]);
    if (n - 2 != arity[kind])
        return errorf(err, errlen, "'%s' takes %s", word[1], takes[kind]);
    if (kind == NOIR_SHIFT) {
        int index = whole(word[3], 0, NOIR_MAX_SIDE - 1);
        if (index < 0 || noir_shift_from_words(word[2], index, word[4], x))
            return errorf(err, errlen, "'shift' takes %s", takes[kind]);
        return 0;
    }
    if (arity[kind] >= 1 && suspect_arg(word[2], n_suspects, &a, err, errlen))
        return -1;
    if (arity[kind] == 2 && suspect_arg(word[3], n_suspects, &b, err, errlen))
        return -1;
    *x = NOIR_ACTION(kind, a, b);
    return 0;
}

int noir_record_parse_event(const char *text, int n_suspects, int *side, NoirAction *x, char *err, size_t errlen)
{
    char buf[LINE_CHARS], *word[WORDS_MAX];
    if (text_copy(buf, sizeof buf, text))
        return errorf(err, errlen, "the event is too long");
    int n = split_words(buf, word, WORDS_MAX);
    if (n < 0)
        return errorf(err, errlen, "too many words");
    return parse_event_words(word, n, n_suspects, side, x, err, errlen);
}

/* ------------------------------------------------------------------------ */
/* The file                                                                   */

static int is_version_line(char **word, int n)
{
    return n >= 1 && strcmp(word[0], "noir-record") == 0;
}

int noir_record_detect(FILE *in)
{
    char buf[LINE_CHARS], *word[WORDS_MAX];
    while (text_line(in, buf, sizeof buf) == TEXT_LINE) {
        int n = split_words(buf, word, WORDS_MAX);
        if (n != 0)
            return n > 0 && is_version_line(word, n);
    }
    return 0;
}

/* One line after the version line: a header line (until the first event) or
 * an event. */
static int read_line(Reader *rd, char **word, int n, Header *h, NoirRecord *r)
{
    int event = strcmp(word[0], "K") == 0 || strcmp(word[0], "I") == 0;
    int header = strchr(word[0], ':') || strcmp(word[0], "row") == 0;
    if (!event && header && r->header_end)
        return fail(rd, "a header line after the first event (line %d)", r->header_end);
    if (!event)
        return read_header_line(rd, word, n, h);
    if (!r->header_end) {
        r->header_end = rd->line;
        if (resolve_header(rd, h, &r->setup))
            return -1;
    }
    if (r->n == NOIR_RECORD_MAX_EVENTS)
        return fail(rd, "more than %d events", NOIR_RECORD_MAX_EVENTS);
    char why[256];
    int side;
    if (parse_event_words(word, n, r->setup.p.side * r->setup.p.side, &side, &r->action[r->n], why, sizeof why))
        return fail(rd, "%s", why);
    r->side[r->n] = (uint8_t)side;
    r->line[r->n++] = rd->line;
    return 0;
}

/* "end N", a version-2 record's last line: N must be the events read. */
static int read_end(Reader *rd, char **word, int n, const NoirRecord *r, int version)
{
    if (version < 2)
        return fail(rd, "'end' is a line of version-2 records (this one says version %d)", version);
    if (n != 2 || whole(word[1], 0, NOIR_RECORD_MAX_EVENTS) != r->n)
        return fail(rd, "'end' must count the %d events before it ('end %d')", r->n, r->n);
    return 0;
}

int noir_record_read(FILE *in, const char *name, NoirRecord *r, char *err, size_t errlen)
{
    static Header h; /* large; a record is read by one thread at a time */
    Reader rd = {name, 0, err, errlen};
    char buf[LINE_CHARS], *word[WORDS_MAX];
    int got, version = 0, end_line = 0;
    memset(&h, 0, sizeof h);
    r->n = 0;
    r->header_end = 0;
    while ((got = text_line(in, buf, sizeof buf)) == TEXT_LINE) {
        rd.line++;
        int n = split_words(buf, word, WORDS_MAX);
        if (n < 0)
            return fail(&rd, "more than %d words on a line", WORDS_MAX);
        if (n == 0)
            continue;
        if (!version) {
            if (!is_version_line(word, n))
                return fail(&rd, "not a NOIR record: the first line must be 'noir-record %d'", NOIR_RECORD_VERSION);
            if (n != 2 || (version = whole(word[1], 1, NOIR_RECORD_VERSION)) < 0)
                return fail(&rd, "this program reads NOIR records of versions 1 to %d", NOIR_RECORD_VERSION);
            continue;
        }
        if (end_line)
            return fail(&rd, "a line after the record's 'end' (line %d)", end_line);
        if (strcmp(word[0], "end") == 0) {
            if (read_end(&rd, word, n, r, version))
                return -1;
            end_line = rd.line;
            continue;
        }
        if (read_line(&rd, word, n, &h, r))
            return -1;
    }
    if (got == TEXT_LONG)
        return fail(&rd, "a line longer than %d characters", LINE_CHARS - 2);
    if (got != TEXT_END)
        return fail(&rd, "%s", text_line_problem(got));
    if (!version)
        return fail(&rd, "empty: a NOIR record starts with 'noir-record %d'", NOIR_RECORD_VERSION);
    if (!r->header_end) {
        r->header_end = rd.line;
        if (resolve_header(&rd, &h, &r->setup))
            return -1;
    }
    static NoirGame g;
    if (noir_record_play(r, &g, name, NULL, NULL, err, errlen)) /* an illegal event comes first in the file */
        return -1;
    if (version >= 2 && !end_line)
        return fail(&rd, "the record stops without its last line 'end %d': cut short?", r->n);
    return 0;
}

int noir_record_parse(const char *path, NoirRecord *r, char *err, size_t errlen)
{
    FILE *in = text_open(path, err, errlen);
    if (!in)
        return -1;
    int rc = noir_record_read(in, path, r, err, errlen);
    fclose(in);
    return rc;
}
