/*
 * record_read.c — reading game records (games/itk/docs/records.md).
 *
 * Reading is two passes over one stream: header lines are collected (the
 * civilians in the order they are listed, the other keys by name) until the
 * first event line; the header is then resolved into a Setup, because events
 * name civilians of this game and so need the header first.
 */
#include "base/data_text.h"
#include "games/itk/data/record.h"
#include "games/itk/data/record_vocab.h"

#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "base/number.h"
#include "games/itk/core/doa.h"


enum { LINE_MAX_CHARS = 1024, MAX_TOKENS = 8 };

static const char *const arg_type_name[] = {
    [ARG_NONE] = "nothing", [ARG_CIV] = "a civilian", [ARG_BLOCK] = "a block 0-15",
    [ARG_GROUP] = "a group", [ARG_QUESTION] = "a question", [ARG_MOTIVE] = "a motive",
    [ARG_YESNO] = "yes or no", [ARG_BUILDING] = "a building (police, diner, hospital, fire)",
};

static int building_from_name(const char *t)
{
    for (int k = 0; k < BUILDINGS; k++)
        if (strcasecmp(t, itk_record_building_name[k]) == 0)
            return k;
    return -1;
}

static int kind_arity(int kind)
{
    return (itk_record_kind_args[kind][0] != ARG_NONE) + (itk_record_kind_args[kind][1] != ARG_NONE);
}

static int side_from_token(const char *t)
{
    if (strcmp(t, "M") == 0)
        return SIDE_MURDERER;
    if (strcmp(t, "D") == 0)
        return SIDE_DETECTIVE;
    if (strcmp(t, "C") == 0)
        return SIDE_CHANCE;
    return -1;
}

/* ------------------------------------------------------------------------ */
/* Small text helpers                                                         */
/* ------------------------------------------------------------------------ */

/* Cut a line at a '#' that is not inside double quotes. */
static void strip_comment(char *s)
{
    int quoted = 0;
    for (; *s; s++) {
        if (*s == '"')
            quoted = !quoted;
        else if (*s == '#' && !quoted) {
            *s = '\0';
            return;
        }
    }
}

/* A number of one or two decimal digits; -1 for anything else. */
static int parse_small(const char *s)
{
    size_t len = strlen(s);
    if (len < 1 || len > 2 || !isdigit((unsigned char)s[0]) || !isdigit((unsigned char)s[len - 1]))
        return -1;
    uint64_t v;
    return number_whole(s, 0, 99, &v) ? -1 : (int)v;
}

/* A block number 0..15; -1 otherwise. */
static int parse_block(const char *s)
{
    int b = parse_small(s);
    return b < CITY_BLOCKS ? b : -1;
}

/* Remove the double quotes around a name, if any. */
static char *unquote(char *s)
{
    size_t len = strlen(s);
    if (len >= 2 && s[0] == '"' && s[len - 1] == '"') {
        s[len - 1] = '\0';
        return s + 1;
    }
    return s;
}

/*
 * Split "a, b ,c" in place into trimmed, unquoted items.  Returns the count, -1 when an
 * item is empty, -2 when there are more than max.
 */
static int split_list(char *s, char **items, int max)
{
    int n = 0;
    for (char *p = s;; ) {
        char *comma = strchr(p, ',');
        if (comma)
            *comma = '\0';
        char *item = text_trim(p);
        if (!*item)
            return -1;
        if (n == max)
            return -2;
        items[n++] = unquote(item);
        if (!comma)
            return n;
        p = comma + 1;
    }
}

/* ------------------------------------------------------------------------ */
/* The reader                                                                 */
/* ------------------------------------------------------------------------ */

/* Header keys other than the version line and the block lines. */
enum HeaderKey {
    K_LAYOUT, K_POLICE, K_DINER, K_HOSPITAL, K_FIRE, K_MOTIVES, K_SWITCHES, K_RULES,
    K_MURDERER, K_POI, K_MOTIVE, K_DRAWN, K_SUPPORTERS, HEADER_KEYS
};

static const struct {
    const char *name;
    uint8_t required;
    uint8_t list; /* a comma-separated list (else one name, maybe quoted) */
} header_key[HEADER_KEYS] = {
    [K_LAYOUT] = {"layout", 1, 0},     [K_POLICE] = {"police", 0, 1},
    [K_DINER] = {"diner", 0, 1},       [K_HOSPITAL] = {"hospital", 0, 1},
    [K_FIRE] = {"fire", 0, 1},         [K_MOTIVES] = {"motives", 1, 1},
    [K_SWITCHES] = {"switches", 0, 1}, [K_RULES] = {"rules", 0, 1},
    [K_MURDERER] = {"murderer", 1, 0},
    [K_POI] = {"poi", 1, 0},           [K_MOTIVE] = {"motive", 1, 0},
    [K_DRAWN] = {"drawn", 1, 1},       [K_SUPPORTERS] = {"supporters", 0, 0},
};

typedef struct Reader {
    const char *name;
    const Catalog *cat;
    char *err;
    size_t errlen;
    int line;                             /* current line number */
    Setup setup;                          /* copied to the caller's on success only */
    int n_civ;                            /* civilians listed so far */
    int block_count[CITY_BLOCKS];
    int block_line;                       /* a line listing civilians, for "only 19" */
    int key_line[HEADER_KEYS];            /* 0 = not given */
    char value[HEADER_KEYS][LINE_MAX_CHARS];
} Reader;

/* "NAME:LINE: problem", or the problem alone for a line read without a file
 * (itk_record_parse_event). */
static int fail_at(Reader *r, int line, const char *fmt, ...)
{
    int k = r->name ? snprintf(r->err, r->errlen, "%s:%d: ", r->name, line) : 0;
    if (k >= 0 && (size_t)k < r->errlen) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(r->err + k, r->errlen - (size_t)k, fmt, ap);
        va_end(ap);
    }
    return -1;
}

#define fail(r, ...) fail_at((r), (r)->line, __VA_ARGS__)

/* A civilian of this game by occupation, case-insensitive; -1 when absent. */
static int setup_civilian(const Setup *s, int n, const char *name)
{
    for (int i = 0; i < n; i++)
        if (strcasecmp(s->card[i].name, name) == 0)
            return i;
    return -1;
}

static int resolve_civilian(Reader *r, const char *name, int line)
{
    int c = setup_civilian(&r->setup, r->n_civ, name);
    if (c >= 0)
        return c;
    if (itk_catalog_card(r->cat, name) >= 0)
        return fail_at(r, line, "'%s' is not one of the 20 civilians of this game", name);
    return fail_at(r, line, "unknown civilian '%s'", name);
}

static int resolve_group(Reader *r, const char *name, int line)
{
    int g = itk_catalog_group(r->cat, name);
    return g >= 0 ? g : fail_at(r, line, "unknown group '%s'", name);
}

/* "block N: Name, Name" — civilians are numbered in the order listed. */
static int read_block_line(Reader *r, char *key, char *value)
{
    int b = parse_block(text_trim(key + strlen("block")));
    if (b < 0)
        return fail(r, "'%s:' needs a block number 0-15", key);
    char *items[CIVILIANS + 1];
    int n = *value ? split_list(value, items, CIVILIANS + 1) : 0;
    if (n == -1)
        return fail(r, "empty name in the civilians of block %d", b);
    if (n == -2)
        return fail(r, "more than %d civilians on one line", CIVILIANS + 1);
    for (int i = 0; i < n; i++) {
        int card = itk_catalog_card(r->cat, items[i]);
        if (card < 0)
            return fail(r, "unknown civilian '%s'", items[i]);
        if (setup_civilian(&r->setup, r->n_civ, items[i]) >= 0)
            return fail(r, "'%s' is listed twice", items[i]);
        if (r->n_civ == CIVILIANS)
            return fail(r, "more than %d civilians ('%s' is one too many)", CIVILIANS, items[i]);
        if (r->block_count[b] == BLOCK_CAPACITY)
            return fail(r, "block %d would hold more than %d civilians ('%s')", b, BLOCK_CAPACITY,
                        items[i]);
        r->setup.card[r->n_civ] = r->cat->deck.card[card];
        r->setup.block[r->n_civ] = (uint8_t)b;
        r->n_civ++;
        r->block_count[b]++;
    }
    r->block_line = r->line;
    return 0;
}

/* One header line "key: value" (the version line is handled by the caller). */
static int read_header_line(Reader *r, char *text)
{
    char *colon = strchr(text, ':');
    if (!colon)
        return fail(r, "expected 'key: value' or an event 'SIDE action ...', got '%s'", text);
    *colon = '\0';
    char *key = text_trim(text), *value = text_trim(colon + 1);
    if (strncmp(key, "block", 5) == 0 && (key[5] == ' ' || key[5] == '\t'))
        return read_block_line(r, key, value);
    for (int k = 0; k < HEADER_KEYS; k++) {
        if (strcmp(key, header_key[k].name) != 0)
            continue;
        if (r->key_line[k])
            return fail(r, "'%s:' given twice (first on line %d)", key, r->key_line[k]);
        if (!*value)
            return fail(r, "'%s:' has no value", key);
        r->key_line[k] = r->line;
        snprintf(r->value[k], sizeof r->value[k], "%s", header_key[k].list ? value : unquote(value));
        return 0;
    }
    return fail(r, "unknown header key '%s'", key);
}

/* "police: 5, 14" or "police: none". */
static int resolve_buildings(Reader *r, int k, BlockSet *out)
{
    int line = r->key_line[k];
    *out = 0;
    if (strcmp(r->value[k], "none") == 0)
        return 0;
    char *items[CITY_BLOCKS];
    int n = split_list(r->value[k], items, CITY_BLOCKS);
    if (n < 0)
        return fail_at(r, line, "bad block list for '%s:'", header_key[k].name);
    for (int i = 0; i < n; i++) {
        int b = parse_block(items[i]);
        if (b < 0)
            return fail_at(r, line, "'%s' is not a block 0-15", items[i]);
        *out |= (BlockSet)(1u << b);
    }
    return 0;
}

static int resolve_layout(Reader *r, RecordInfo *info)
{
    Setup *s = &r->setup;
    memset(s->building, 0, sizeof s->building);
    info->layout_key[0] = '\0';
    if (strcmp(r->value[K_LAYOUT], "none") != 0) {
        const Layout *layout = itk_catalog_layout(r->cat, r->value[K_LAYOUT]);
        if (!layout)
            return fail_at(r, r->key_line[K_LAYOUT], "unknown layout '%s'", r->value[K_LAYOUT]);
        memcpy(s->building, layout->building, sizeof s->building);
        snprintf(info->layout_key, sizeof info->layout_key, "%s", layout->key);
    }
    for (int b = 0; b < BUILDINGS; b++)
        if (r->key_line[K_POLICE + b] && resolve_buildings(r, K_POLICE + b, &s->building[b]) < 0)
            return -1;
    return 0;
}

/* "switches: none" or "switches: early_accusation=3, surveillance_ban=4". */
static int resolve_switches(Reader *r)
{
    static const struct {
        const char *name;
        size_t offset;
        uint16_t allowed; /* bit v: value v is allowed */
    } sw[] = {
        {"no_poi", offsetof(Switches, no_poi), 0x3},
        {"min_groups", offsetof(Switches, min_groups), (1u << (GROUPS + 1)) - 1},
        {"early_accusation", offsetof(Switches, early_accusation), 0x1 | 1u << 3 | 1u << 4},
        {"surveillance_ban", offsetof(Switches, surveillance_ban), 0x1 | 1u << 4 | 1u << 5},
        {"no_scenario_rules", offsetof(Switches, no_scenario_rules), 0x3},
    };
    int line = r->key_line[K_SWITCHES];
    memset(&r->setup.sw, 0, sizeof r->setup.sw);
    if (!line || strcmp(r->value[K_SWITCHES], "none") == 0)
        return 0;
    char *items[8];
    int n = split_list(r->value[K_SWITCHES], items, 8);
    if (n < 0)
        return fail_at(r, line, "bad switch list");
    for (int i = 0; i < n; i++) {
        char *eq = strchr(items[i], '=');
        if (!eq)
            return fail_at(r, line, "switch '%s' needs a value (name=value)", items[i]);
        *eq = '\0';
        char *name = text_trim(items[i]), *val = text_trim(eq + 1);
        size_t k = 0;
        while (k < sizeof sw / sizeof sw[0] && strcmp(sw[k].name, name) != 0)
            k++;
        if (k == sizeof sw / sizeof sw[0])
            return fail_at(r, line, "unknown switch '%s'", name);
        int v = parse_small(val);
        if (v < 0 || v > 15 || !((sw[k].allowed >> v) & 1u))
            return fail_at(r, line, "switch %s cannot be '%s'", name, val);
        *((uint8_t *)&r->setup.sw + sw[k].offset) = (uint8_t)v;
    }
    return 0;
}

/* "rules: none" (the default) or "rules: stakeout, evacuation": the scenario
 * rules in force (REFERENCE §7), whatever the layout. */
static int resolve_rules(Reader *r)
{
    int line = r->key_line[K_RULES];
    r->setup.rules = 0;
    if (!line || strcmp(r->value[K_RULES], "none") == 0)
        return 0;
    char *items[SCENARIO_RULES + 1];
    int n = split_list(r->value[K_RULES], items, SCENARIO_RULES + 1);
    if (n < 0)
        return fail_at(r, line, "bad rule list");
    for (int i = 0; i < n; i++) {
        int k = 0;
        while (k < SCENARIO_RULES && strcasecmp(itk_scenario_rule_name(k), items[i]) != 0)
            k++;
        if (k == SCENARIO_RULES)
            return fail_at(r, line, "unknown scenario rule '%s' (stakeout, benefactor, bomb, agent, evacuation)",
                           items[i]);
        r->setup.rules |= (uint8_t)(1u << k);
    }
    return 0;
}

/* murderer, Person of Interest, motive, drawn tokens, supporters. */
static int resolve_identities(Reader *r)
{
    Setup *s = &r->setup;
    int c = resolve_civilian(r, r->value[K_MURDERER], r->key_line[K_MURDERER]);
    if (c < 0)
        return -1;
    s->murderer = (uint8_t)c;
    if (s->rules & RULE_DOA) {
        int benefactor = itk_doa_find_benefactor(s->card);
        if (benefactor == NOBODY)
            return fail_at(r, r->key_line[K_RULES], "the benefactor rule needs the %s among the civilians (R19)",
                           BENEFACTOR_CARD);
        if (benefactor == c)
            return fail_at(r, r->key_line[K_MURDERER], "the %s is never the murderer (R19)", BENEFACTOR_CARD);
    }

    s->poi = NOBODY;
    if (strcmp(r->value[K_POI], "none") != 0) {
        if ((c = resolve_civilian(r, r->value[K_POI], r->key_line[K_POI])) < 0)
            return -1;
        if (c == s->murderer)
            return fail_at(r, r->key_line[K_POI], "the Person of Interest cannot be the murderer");
        s->poi = (uint8_t)c;
    } else if (s->motives & (1u << MOTIVE_CULTIST)) {
        return fail_at(r, r->key_line[K_POI], "the Cultist needs a Person of Interest (R12)");
    }

    int m = itk_catalog_motive(r->cat, r->value[K_MOTIVE]);
    if (m < 0)
        return fail_at(r, r->key_line[K_MOTIVE], "unknown motive '%s'", r->value[K_MOTIVE]);
    if (!(s->motives & (1u << m)))
        return fail_at(r, r->key_line[K_MOTIVE], "motive '%s' is not in the motive set", r->value[K_MOTIVE]);
    s->motive = (uint8_t)m;

    char *items[DRAWN_TOKENS];
    int line = r->key_line[K_DRAWN];
    if (split_list(r->value[K_DRAWN], items, DRAWN_TOKENS) != DRAWN_TOKENS)
        return fail_at(r, line, "'drawn:' needs exactly %d groups", DRAWN_TOKENS);
    for (int i = 0; i < DRAWN_TOKENS; i++) {
        int g = resolve_group(r, items[i], line);
        if (g < 0)
            return -1;
        for (int j = 0; j < i; j++)
            if (s->drawn[j] == g)
                return fail_at(r, line, "group '%s' drawn twice", items[i]);
        s->drawn[i] = (uint8_t)g;
    }

    s->supporters = NO_GROUP;
    if ((line = r->key_line[K_SUPPORTERS]) != 0) {
        int g = resolve_group(r, r->value[K_SUPPORTERS], line);
        if (g < 0)
            return -1;
        if (g != s->drawn[0] && g != s->drawn[1] && g != s->drawn[2])
            return fail_at(r, line, "the supporters must be one of the drawn groups");
        s->supporters = (uint8_t)g;
    }
    return 0;
}

/* The header is complete (an event line or the end of the file is at line `end`). */
static int resolve_header(Reader *r, int end, RecordInfo *info)
{
    for (int k = 0; k < HEADER_KEYS; k++)
        if (header_key[k].required && !r->key_line[k])
            return fail_at(r, end, "the header has no '%s:' line", header_key[k].name);
    if (r->n_civ != CIVILIANS)
        return fail_at(r, r->n_civ ? r->block_line : end, "the header lists %d civilians, a game has %d",
                       r->n_civ, CIVILIANS);
    char msg[CATALOG_ERR_MAX];
    if (itk_catalog_motive_set(r->cat, r->value[K_MOTIVES], &r->setup.motives, msg, sizeof msg) < 0)
        return fail_at(r, r->key_line[K_MOTIVES], "%s", msg);
    if (resolve_layout(r, info) < 0 || resolve_switches(r) < 0 || resolve_rules(r) < 0 || resolve_identities(r) < 0)
        return -1;
    info->header_lines = end;
    return 0;
}

/* Split an event line into tokens; "quoted names" keep their spaces. */
static int tokenize(Reader *r, char *s, char **tok)
{
    int n = 0;
    for (;;) {
        while (isspace((unsigned char)*s))
            s++;
        if (!*s)
            return n;
        if (n == MAX_TOKENS)
            return fail(r, "too many words on an event line");
        if (*s == '"') {
            tok[n++] = ++s;
            char *close = strchr(s, '"');
            if (!close)
                return fail(r, "unterminated quote");
            *close = '\0';
            s = close + 1;
            if (*s && !isspace((unsigned char)*s))
                return fail(r, "a quoted name must be followed by a space");
        } else {
            tok[n++] = s;
            while (*s && !isspace((unsigned char)*s))
                s++;
            if (*s)
                *s++ = '\0';
        }
    }
}

static int resolve_arg(Reader *r, int type, const char *t)
{
    int v = -1;
    switch (type) {
    case ARG_CIV: return resolve_civilian(r, t, r->line);
    case ARG_GROUP: return resolve_group(r, t, r->line);
    case ARG_BLOCK: v = parse_block(t); break;
    case ARG_QUESTION: v = itk_question_from_name(t); break;
    case ARG_MOTIVE: v = itk_catalog_motive(r->cat, t); break;
    case ARG_YESNO: v = strcmp(t, "yes") == 0 ? 1 : strcmp(t, "no") == 0 ? 0 : -1; break;
    case ARG_BUILDING: v = building_from_name(t); break;
    default: break;
    }
    return v >= 0 ? v : fail(r, "'%s' is not %s", t, arg_type_name[type]);
}

/* "SIDE action ARG ARG" */
static int read_event(Reader *r, char *text, RecordEvent *e)
{
    char *tok[MAX_TOKENS];
    int n = tokenize(r, text, tok);
    if (n < 0)
        return -1;
    int side = side_from_token(tok[0]);
    if (side < 0)
        return fail(r, "an event starts with its side M, D or C, got '%s'", tok[0]);
    if (n < 2)
        return fail(r, "event without an action");
    int kind = itk_action_kind_from_name(tok[1]);
    if (kind < 0)
        return fail(r, "unknown action '%s'", tok[1]);
    if (n - 2 != kind_arity(kind))
        return fail(r, "'%s' takes %d argument%s, got %d", tok[1], kind_arity(kind),
                    kind_arity(kind) == 1 ? "" : "s", n - 2);
    int arg[2] = {0, 0};
    for (int i = 0; i < kind_arity(kind); i++)
        if ((arg[i] = resolve_arg(r, itk_record_kind_args[kind][i], tok[2 + i])) < 0)
            return -1;
    e->action = ACTION(kind, arg[0], arg[1]);
    e->side = (uint8_t)side;
    e->line = r->line;
    return 0;
}

/* Is this (comment-free, trimmed) line an event?  Events start with a side
 * letter alone; header lines start with a key followed by ':'. */
static int is_event_line(const char *s)
{
    return (s[0] == 'M' || s[0] == 'D' || s[0] == 'C') && (isspace((unsigned char)s[1]) || !s[1]);
}

int itk_record_detect(FILE *in)
{
    char line[256];
    while (text_line(in, line, sizeof line) == TEXT_LINE) {
        const char *p = line + strspn(line, " \t");
        if (*p && *p != '#' && *p != '\r' && *p != '\n')
            return strncasecmp(p, "noirlab-record", 14) == 0;
    }
    return 0;
}

/* "end N", a version-2 record's last line: N must be the events read. */
static int read_end(Reader *r, const char *text, int n, int version)
{
    if (version < 2)
        return fail(r, "'end' is a line of version-2 records (this one says version %d)", version);
    if (text_int(text + 3 + strspn(text + 3, " \t"), 0, RECORD_MAX_EVENTS) != n)
        return fail(r, "'end' must count the %d events before it ('end %d')", n, n);
    return 0;
}

static int read_stream(Reader *r, FILE *in, RecordEvent *events, int max, int *n, RecordInfo *info)
{
    char buf[LINE_MAX_CHARS + 2];
    int seen_version = 0, in_events = 0, end_line = 0;
    *n = 0;
    int got;
    while ((got = text_line(in, buf, sizeof buf)) != TEXT_END) {
        r->line++;
        if (got == TEXT_LONG)
            return fail(r, "line longer than %d characters", LINE_MAX_CHARS);
        if (got < 0)
            return fail(r, "%s", text_line_problem(got));
        if (r->line == 1 && strncmp(buf, "\xEF\xBB\xBF", 3) == 0) /* a UTF-8 byte order mark, as editors write */
            memmove(buf, buf + 3, strlen(buf + 3) + 1);
        strip_comment(buf);
        char *text = text_trim(buf);
        if (!*text)
            continue;
        if (!seen_version) {
            int version;
            char extra;
            if (sscanf(text, "noirlab-record %d %c", &version, &extra) != 1)
                return fail(r, "not a noirlab record (the first line must be 'noirlab-record %d')",
                            RECORD_VERSION);
            if (version < 1 || version > RECORD_VERSION)
                return fail(r, "record version %d, this noirlab reads versions 1 to %d", version,
                            RECORD_VERSION);
            seen_version = version;
        } else if (end_line) {
            return fail(r, "a line after the record's 'end' (line %d)", end_line);
        } else if (strncmp(text, "end", 3) == 0 && (!text[3] || isspace((unsigned char)text[3]))) {
            if (read_end(r, text, *n, seen_version) < 0)
                return -1;
            end_line = r->line;
        } else if (is_event_line(text)) {
            if (!in_events && resolve_header(r, r->line, info) < 0)
                return -1;
            in_events = 1;
            if (*n == max)
                return fail(r, "more than %d events", max);
            if (read_event(r, text, &events[*n]) < 0)
                return -1;
            ++*n;
        } else if (in_events) {
            return fail(r, "header line after the first event");
        } else if (read_header_line(r, text) < 0) {
            return -1;
        }
    }
    if (!seen_version)
        return fail(r, "empty file, not a noirlab record");
    if (!in_events && resolve_header(r, r->line, info) < 0)
        return -1;
    info->cut_line = seen_version >= 2 && !end_line ? r->line : 0;
    return 0;
}

int itk_record_read(FILE *in, const char *name, const Catalog *cat, Setup *setup,
                RecordEvent *events, int max, int *n, RecordInfo *info,
                char *err, size_t errlen)
{
    Reader *r = calloc(1, sizeof *r);
    RecordInfo read_info;
    int count;
    if (!r) {
        snprintf(err, errlen, "%s: out of memory", name);
        return -1;
    }
    r->name = name;
    r->cat = cat;
    r->err = err;
    r->errlen = errlen;
    int rc = read_stream(r, in, events, max, &count, &read_info);
    if (rc == 0 && read_info.cut_line && !info) { /* no itk_record_play to tell it: refused here */
        r->line = read_info.cut_line;
        rc = fail(r, "the record stops without its last line 'end %d': cut short?", count);
    }
    if (rc == 0) {
        *setup = r->setup;
        *n = count;
        if (info)
            *info = read_info;
    }
    free(r);
    return rc;
}

int itk_record_parse(const Catalog *cat, const char *path, Setup *setup,
                 RecordEvent *events, int max, int *n, RecordInfo *info,
                 char *err, size_t errlen)
{
    FILE *in = text_open(path, err, errlen);
    if (!in)
        return -1;
    int rc = itk_record_read(in, path, cat, setup, events, max, n, info, err, errlen);
    fclose(in);
    return rc;
}

int itk_record_parse_event(const Catalog *cat, const Game *g, const char *text, RecordEvent *e, char *err,
                       size_t errlen)
{
    char buf[LINE_MAX_CHARS + 1];
    if (strlen(text) > LINE_MAX_CHARS) {
        snprintf(err, errlen, "an event longer than %d characters", LINE_MAX_CHARS);
        return -1;
    }
    Reader *r = calloc(1, sizeof *r);
    if (!r) {
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    r->cat = cat; /* name stays NULL: messages without a prefix */
    r->err = err;
    r->errlen = errlen;
    r->line = 1;
    r->n_civ = CIVILIANS;
    memcpy(r->setup.card, g->card, sizeof r->setup.card); /* what resolve_civilian reads */
    snprintf(buf, sizeof buf, "%s", text);
    strip_comment(buf);
    char *line = text_trim(buf);
    RecordEvent ev;
    int rc = *line ? read_event(r, line, &ev) : fail(r, "an empty event");
    if (rc == 0)
        *e = ev;
    free(r);
    return rc;
}
