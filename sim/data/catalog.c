/*
 * catalog.c — reads the game data in scenarios/: civilians.csv (the cards),
 * motives.csv (the motives' display names) and the layout files (*.ini).
 * The formats are described in docs/data-files.md.
 *
 * Every loader builds into a local copy and copies it out only when the whole
 * file is good, so a caller never sees a half-loaded catalog.  A problem is
 * reported as "FILE:LINE: problem", or "FILE: problem" when it concerns the
 * file as a whole (it cannot be opened, a key or a row is missing).
 */
#include "catalog.h"

#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <ini.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* ---------------------------------------------------------------------------
 * Errors and small text helpers
 * ------------------------------------------------------------------------- */

/* Write "PATH:LINE: message" (or "PATH: message" when line is 0, or just the
 * message when path is NULL) into err.  Always returns -1. */
__attribute__((format(printf, 5, 6)))
static int fail(char *err, size_t errlen, const char *path, int line, const char *fmt, ...)
{
    int n = 0;
    if (errlen == 0)
        return -1;
    if (path != NULL && line > 0)
        n = snprintf(err, errlen, "%s:%d: ", path, line);
    else if (path != NULL)
        n = snprintf(err, errlen, "%s: ", path);
    if (n >= 0 && (size_t)n < errlen) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(err + n, errlen - (size_t)n, fmt, ap);
        va_end(ap);
    }
    return -1;
}

/* s without leading and trailing white space, trimmed in place. */
static char *trim(char *s)
{
    while (isspace((unsigned char)*s))
        s++;
    char *end = s + strlen(s);
    while (end > s && isspace((unsigned char)end[-1]))
        end--;
    *end = '\0';
    return s;
}

/* Copy s into dst[size]: 0, or -1 when it does not fit. */
static int copy_name(char *dst, size_t size, const char *s)
{
    size_t n = strlen(s);
    if (n >= size)
        return -1;
    memcpy(dst, s, n + 1);
    return 0;
}

/* s as a whole decimal number in [lo, hi], or -1 (callers use lo >= 0). */
static int parse_int(const char *s, int lo, int hi)
{
    char *end;
    errno = 0;
    long v = strtol(s, &end, 10);
    if (end == s || *end != '\0' || errno != 0 || v < lo || v > hi)
        return -1;
    return (int)v;
}

/*
 * Walk a comma-separated list: copy the next item, trimmed, into item[size]
 * (cut short when longer) and advance *s past it.  Returns 0 once the list is
 * used up.  An empty list yields one empty item.
 */
static int next_item(const char **s, char *item, size_t size)
{
    if (*s == NULL)
        return 0;
    const char *comma = strchr(*s, ',');
    size_t n = comma != NULL ? (size_t)(comma - *s) : strlen(*s);
    if (n >= size)
        n = size - 1;
    memcpy(item, *s, n);
    item[n] = '\0';
    char *t = trim(item);
    memmove(item, t, strlen(t) + 1);
    *s = comma != NULL ? comma + 1 : NULL;
    return 1;
}

/* Is s empty or only white space? */
static int blank(const char *s)
{
    while (isspace((unsigned char)*s))
        s++;
    return *s == '\0';
}

/* ---------------------------------------------------------------------------
 * CSV: one record per line, comma-separated, fields optionally in double
 * quotes ("" inside quotes is one quote).  Blank lines are skipped.  The
 * first line must be the expected header; every row has its column count.
 * ------------------------------------------------------------------------- */

enum { CSV_LINE_MAX = 1024, CSV_FIELDS_MAX = 8 };

typedef struct CsvFile {
    FILE *f;
    const char *path;
    const char *header; /* the expected first line, e.g. "key,name,condition" */
    int columns;        /* fields in header */
    int line;           /* line number of the last line read */
    char buf[CSV_LINE_MAX];
    char *field[CSV_FIELDS_MAX];
} CsvFile;

/* Split a line in place.  Returns the number of fields (extra ones beyond max
 * are counted but not kept), or -1 when a quoted field is not closed. */
static int csv_split(char *line, char **field, int max)
{
    int n = 0;
    char *p = line;
    for (;;) {
        char *start;
        while (*p == ' ' || *p == '\t')
            p++;
        if (*p == '"') {
            char *w = start = ++p;
            for (;; p++) {
                if (*p == '\0')
                    return -1;
                if (*p == '"' && p[1] != '"')
                    break;
                if (*p == '"')
                    p++; /* "" stands for one quote */
                *w++ = *p;
            }
            p++;
            while (*p == ' ' || *p == '\t')
                p++;
            if (*p != ',' && *p != '\0')
                return -1;
            *w = '\0'; /* w < p: the separator is untouched */
        } else {
            start = p;
            p += strcspn(p, ",");
        }
        char sep = *p;
        *p = '\0';
        if (n < max)
            field[n] = trim(start);
        n++;
        if (sep == '\0')
            return n;
        p++;
    }
}

/* Read the next non-blank line into csv->buf, without its line end: 1, 0 at
 * the end of the file, -1 with err set when the line is too long. */
static int csv_read_line(CsvFile *csv, char *err, size_t errlen)
{
    while (fgets(csv->buf, sizeof csv->buf, csv->f) != NULL) {
        csv->line++;
        if (strchr(csv->buf, '\n') == NULL && !feof(csv->f))
            return fail(err, errlen, csv->path, csv->line, "line longer than %d characters",
                        CSV_LINE_MAX - 2);
        if (csv->line == 1 && memcmp(csv->buf, "\xEF\xBB\xBF", 3) == 0)
            memmove(csv->buf, csv->buf + 3, strlen(csv->buf + 3) + 1); /* UTF-8 byte order mark */
        if (!blank(csv->buf))
            return 1;
    }
    return 0;
}

/* The next row, split into csv->field: 1, 0 at the end, -1 on error. */
static int csv_row(CsvFile *csv, char *err, size_t errlen)
{
    int r = csv_read_line(csv, err, errlen);
    if (r <= 0)
        return r;
    csv->buf[strcspn(csv->buf, "\r\n")] = '\0';
    int n = csv_split(csv->buf, csv->field, CSV_FIELDS_MAX);
    if (n < 0)
        return fail(err, errlen, csv->path, csv->line,
                    "bad quotes: a \"quoted\" field must be closed and then end at a comma");
    if (n != csv->columns)
        return fail(err, errlen, csv->path, csv->line, "%d columns, expected %d (%s)", n,
                    csv->columns, csv->header);
    return 1;
}

/* Open a CSV file and check its header line. */
static int csv_open(CsvFile *csv, const char *path, const char *header, char *err, size_t errlen)
{
    char want[CSV_LINE_MAX];
    char *name[CSV_FIELDS_MAX];
    snprintf(want, sizeof want, "%s", header);

    memset(csv, 0, sizeof *csv);
    csv->path = path;
    csv->header = header;
    csv->columns = csv_split(want, name, CSV_FIELDS_MAX);
    csv->f = fopen(path, "r");
    if (csv->f == NULL)
        return fail(err, errlen, path, 0, "cannot open: %s", strerror(errno));

    int r = csv_row(csv, err, errlen);
    if (r == 0)
        r = fail(err, errlen, path, 0, "empty file, expected the header '%s'", header);
    for (int i = 0; r > 0 && i < csv->columns; i++)
        if (strcasecmp(csv->field[i], name[i]) != 0)
            r = fail(err, errlen, path, csv->line, "column %d is '%s', expected the header '%s'",
                     i + 1, csv->field[i], header);
    if (r <= 0) {
        fclose(csv->f);
        return -1;
    }
    return 0;
}

/* ---------------------------------------------------------------------------
 * civilians.csv
 * ------------------------------------------------------------------------- */

static const char civilians_header[] = "Occupation,Group,Sex,Age,Build,Height,RU";

/* The four trait columns (3..6 of civilians.csv), in the order of enum Sex,
 * Age, Build and Height. */
static const struct Trait {
    const char *what, *expect;
    const char *value[3];
    int n;
} traits[4] = {
    {"sex", "M or F", {"M", "F"}, SEXES},
    {"age", "20, 40 or 60", {"20", "40", "60"}, AGES},
    {"build", "S, M or L", {"S", "M", "L"}, BUILDS},
    {"height", "Short, Medium or Tall", {"Short", "Medium", "Tall"}, HEIGHTS},
};

/* The group index of name, adding it as a new group on first appearance. */
static int civilian_group(Catalog *cat, const CsvFile *csv, const char *name, char *err,
                          size_t errlen)
{
    int g = catalog_group(cat, name);
    if (g >= 0)
        return g;
    if (*name == '\0')
        return fail(err, errlen, csv->path, csv->line, "empty group");
    if (cat->n_groups == GROUPS)
        return fail(err, errlen, csv->path, csv->line, "a 10th group '%s', the game has %d",
                    name, GROUPS);
    if (copy_name(cat->group_name[cat->n_groups], GROUP_NAME_MAX, name) < 0)
        return fail(err, errlen, csv->path, csv->line, "group '%s' is longer than %d characters",
                    name, GROUP_NAME_MAX - 1);
    return cat->n_groups++;
}

/* Add the card of the current row; card_line[i] is the line of card i. */
static int civilian_add(Catalog *cat, const CsvFile *csv, int *card_line, char *err, size_t errlen)
{
    Card card;
    char *const *f = csv->field;
    const char *where = csv->path;

    if (cat->deck.n == MAX_CARDS)
        return fail(err, errlen, where, csv->line, "more than %d cards", MAX_CARDS);
    if (*f[0] == '\0')
        return fail(err, errlen, where, csv->line, "empty occupation");
    if (copy_name(card.name, CARD_NAME_MAX, f[0]) < 0)
        return fail(err, errlen, where, csv->line, "occupation '%s' is longer than %d characters",
                    f[0], CARD_NAME_MAX - 1);
    int dup = catalog_card(cat, f[0]);
    if (dup >= 0)
        return fail(err, errlen, where, csv->line, "duplicate occupation '%s' (also on line %d)",
                    f[0], card_line[dup]);

    uint8_t *slot[4] = {&card.sex, &card.age, &card.build, &card.height};
    for (int t = 0; t < 4; t++) {
        int v = -1;
        for (int i = 0; i < traits[t].n; i++)
            if (strcasecmp(f[2 + t], traits[t].value[i]) == 0)
                v = i;
        if (v < 0)
            return fail(err, errlen, where, csv->line, "%s '%s' is not %s", traits[t].what,
                        f[2 + t], traits[t].expect);
        *slot[t] = (uint8_t)v;
    }
    int g = civilian_group(cat, csv, f[1], err, errlen);
    if (g < 0)
        return -1;
    card.group = (uint8_t)g;
    card_line[cat->deck.n] = csv->line;
    cat->deck.card[cat->deck.n++] = card;
    return 0;
}

int catalog_load_civilians(Catalog *cat, const char *path, char *err, size_t errlen)
{
    Catalog tmp = *cat;
    CsvFile csv;
    int card_line[MAX_CARDS];
    int r;

    tmp.deck.n = 0;
    tmp.n_groups = 0;
    if (csv_open(&csv, path, civilians_header, err, errlen) < 0)
        return -1;
    while ((r = csv_row(&csv, err, errlen)) > 0)
        if (civilian_add(&tmp, &csv, card_line, err, errlen) < 0) {
            r = -1;
            break;
        }
    fclose(csv.f);
    if (r != 0)
        return -1;
    if (tmp.n_groups != GROUPS)
        return fail(err, errlen, path, 0, "groups: found %d, expected %d", tmp.n_groups, GROUPS);
    if (tmp.deck.n < CIVILIANS)
        return fail(err, errlen, path, 0, "%d cards, a game needs %d", tmp.deck.n, CIVILIANS);
    *cat = tmp;
    return 0;
}

/* ---------------------------------------------------------------------------
 * motives.csv
 * ------------------------------------------------------------------------- */

/* Set the display name of the current row's motive; row_line[m] is the line
 * of motive m so far, 0 when not yet seen. */
static int motive_row(Catalog *cat, const CsvFile *csv, int *row_line, char *err, size_t errlen)
{
    const char *key = csv->field[0], *name = csv->field[1];
    int m = motive_from_key(key);
    if (m < 0)
        return fail(err, errlen, csv->path, csv->line, "unknown motive key '%s'", key);
    if (row_line[m] != 0)
        return fail(err, errlen, csv->path, csv->line, "motive '%s' given twice (also on line %d)",
                    key, row_line[m]);
    if (*name == '\0')
        return fail(err, errlen, csv->path, csv->line, "empty name for motive '%s'", key);
    for (int o = 0; o < MOTIVES; o++)
        if (row_line[o] != 0 && strcasecmp(cat->motive_name[o], name) == 0)
            return fail(err, errlen, csv->path, csv->line, "name '%s' already used on line %d",
                        name, row_line[o]);
    if (copy_name(cat->motive_name[m], MOTIVE_NAME_MAX, name) < 0)
        return fail(err, errlen, csv->path, csv->line, "name '%s' is longer than %d characters",
                    name, MOTIVE_NAME_MAX - 1);
    row_line[m] = csv->line;
    return 0;
}

int catalog_load_motives(Catalog *cat, const char *path, char *err, size_t errlen)
{
    Catalog tmp = *cat;
    CsvFile csv;
    int row_line[MOTIVES] = {0};
    int r;

    if (csv_open(&csv, path, "key,name,condition", err, errlen) < 0)
        return -1;
    while ((r = csv_row(&csv, err, errlen)) > 0)
        if (motive_row(&tmp, &csv, row_line, err, errlen) < 0) {
            r = -1;
            break;
        }
    fclose(csv.f);
    if (r != 0)
        return -1;
    for (int m = 0; m < MOTIVES; m++)
        if (row_line[m] == 0)
            return fail(err, errlen, path, 0, "no row for motive '%s'", motive_key(m));
    *cat = tmp;
    return 0;
}

/* ---------------------------------------------------------------------------
 * Layout files (INI, parsed by libinih)
 *
 * inih's handler learns the line number only when the library was built with
 * INI_HANDLER_LINENO, which Debian's is not; so the reader that feeds inih
 * counts the lines itself (layout_read_line) and the handler reads the count.
 * ------------------------------------------------------------------------- */

enum LayoutKeyId {
    K_NAME, K_POLICE, K_DINER, K_HOSPITAL, K_FIRE, K_PER_BLOCK, K_ALL, K_LOGIC,
    K_QUOTA, K_REST_EACH, K_REST_GROUPS, K_REQUIRED, LAYOUT_KEYS
};

/* One layout file being parsed. */
typedef struct LayoutParse {
    const Catalog *cat;
    const char *path;
    FILE *f;
    int line;              /* the line inih is on */
    int seen[LAYOUT_KEYS]; /* line of each key, 0 while absent */
    int failed;            /* err holds the first problem found by the parsers */
    int failed_line;       /* its line */
    int indented;          /* the current line starts with white space */
    char *err;
    size_t errlen;
    Layout out;
} LayoutParse;

typedef int (*KeyParser)(LayoutParse *lp, int arg, const char *value);

static int key_name(LayoutParse *lp, int arg, const char *value);
static int key_building(LayoutParse *lp, int arg, const char *value);
static int key_per_block(LayoutParse *lp, int arg, const char *value);
static int key_motives(LayoutParse *lp, int arg, const char *value);
static int key_quota(LayoutParse *lp, int arg, const char *value);
static int key_rest(LayoutParse *lp, int arg, const char *value);
static int key_required(LayoutParse *lp, int arg, const char *value);

static const struct LayoutKey {
    const char *section, *name;
    KeyParser parse;
    int arg;
    int required;
} layout_keys[LAYOUT_KEYS] = {
    [K_NAME] = {"layout", "name", key_name, 0, 1},
    [K_POLICE] = {"buildings", "police", key_building, BUILDING_POLICE, 1},
    [K_DINER] = {"buildings", "diner", key_building, BUILDING_DINER, 1},
    [K_HOSPITAL] = {"buildings", "hospital", key_building, BUILDING_HOSPITAL, 1},
    [K_FIRE] = {"buildings", "fire", key_building, BUILDING_FIRE, 1},
    [K_PER_BLOCK] = {"civilians", "per_block", key_per_block, 0, 1},
    [K_ALL] = {"motives", "all", key_motives, 0, 1},
    [K_LOGIC] = {"motives", "logic", key_motives, 1, 0},
    [K_QUOTA] = {"draw", "quota", key_quota, 0, 0},
    [K_REST_EACH] = {"draw", "rest_each", key_rest, 0, 0},
    [K_REST_GROUPS] = {"draw", "rest_groups", key_rest, 1, 0},
    [K_REQUIRED] = {"draw", "required", key_required, 0, 0},
};

/* Record the first problem of a layout file at the current line. */
__attribute__((format(printf, 2, 3)))
static int lp_fail(LayoutParse *lp, const char *fmt, ...)
{
    char msg[CATALOG_ERR_MAX];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    lp->failed = 1;
    lp->failed_line = lp->line;
    return fail(lp->err, lp->errlen, lp->path, lp->line, "%s", msg);
}

/* How many cards of the deck belong to group g. */
static int group_size(const Catalog *cat, int g)
{
    int n = 0;
    for (int i = 0; i < cat->deck.n; i++)
        n += cat->deck.card[i].group == g;
    return n;
}

static int key_name(LayoutParse *lp, int arg, const char *value)
{
    (void)arg;
    if (*value == '\0')
        return lp_fail(lp, "empty name");
    if (copy_name(lp->out.name, LAYOUT_NAME_MAX, value) < 0)
        return lp_fail(lp, "name longer than %d characters", LAYOUT_NAME_MAX - 1);
    return 0;
}

/* "5, 14": the blocks of building type b; a block holds at most one building. */
static int key_building(LayoutParse *lp, int b, const char *value)
{
    static const char *const building_name[BUILDINGS] = {"police", "diner", "hospital", "fire"};
    char item[16];
    BlockSet set = 0;

    if (blank(value))
        value = NULL; /* no building of this type */
    while (next_item(&value, item, sizeof item)) {
        int block = parse_int(item, 0, INT_MAX);
        if (block < 0)
            return lp_fail(lp, "'%s' is not a block number 0..%d", item, CITY_BLOCKS - 1);
        if (block >= CITY_BLOCKS)
            return lp_fail(lp, "block %d is not in the city (blocks are 0..%d)", block,
                           CITY_BLOCKS - 1);
        if (bits_has(set, block))
            return lp_fail(lp, "block %d listed twice", block);
        for (int o = 0; o < BUILDINGS; o++)
            if (o != b && bits_has(lp->out.building[o], block))
                return lp_fail(lp, "block %d already has a building (%s)", block, building_name[o]);
        set |= (BlockSet)(1u << block);
    }
    lp->out.building[b] = set;
    return 0;
}

/* "2112/1111/1111/2112": civilians per block, the 4 rows of the city from
 * the top, 4 digits each. */
static int key_per_block(LayoutParse *lp, int arg, const char *value)
{
    static const char shape[] = "dddd/dddd/dddd/dddd";
    int block = 0, sum = 0;
    (void)arg;
    for (int i = 0; i < (int)sizeof shape; i++) {
        int ok = shape[i] == 'd' ? isdigit((unsigned char)value[i]) : value[i] == shape[i];
        if (!ok)
            return lp_fail(lp, "per_block '%s' is not four rows of four digits like %s", value,
                           "2112/1111/1111/2112");
        if (shape[i] != 'd')
            continue;
        int n = value[i] - '0';
        if (n > BLOCK_CAPACITY)
            return lp_fail(lp, "block %d gets %d civilians, at most %d", block, n, BLOCK_CAPACITY);
        lp->out.count[block++] = (uint8_t)n;
        sum += n;
    }
    if (sum != CIVILIANS)
        return lp_fail(lp, "per_block adds up to %d civilians, expected %d", sum, CIVILIANS);
    return 0;
}

/* The motive list (arg 0, key "all") or the Logic-mode list (arg 1). */
static int key_motives(LayoutParse *lp, int logic, const char *value)
{
    char msg[CATALOG_ERR_MAX];
    MotiveSet set;
    if (catalog_motive_set(lp->cat, value, &set, msg, sizeof msg) < 0)
        return lp_fail(lp, "%s", msg);
    if (logic)
        lp->out.logic_motives = set;
    else
        lp->out.motives = set;
    return 0;
}

/* "5 Immigrants, 5 Medicine": exactly N civilians from each group listed. */
static int key_quota(LayoutParse *lp, int arg, const char *value)
{
    char item[64];
    (void)arg;
    while (next_item(&value, item, sizeof item)) {
        char *group = item + strcspn(item, " \t");
        if (*group != '\0')
            *group++ = '\0';
        group = trim(group);
        int n = parse_int(item, 1, CIVILIANS);
        int g = catalog_group(lp->cat, group);
        if (n < 0 || *group == '\0')
            return lp_fail(lp, "quota '%s%s%s' is not 'N GROUP' with N 1..%d", item,
                           *group ? " " : "", group, CIVILIANS);
        if (g < 0)
            return lp_fail(lp, "unknown group '%s' in quota", group);
        if (lp->out.quota[g] >= 0)
            return lp_fail(lp, "two quotas for group '%s'", group);
        if (n > group_size(lp->cat, g))
            return lp_fail(lp, "quota %d for %s, but the group has %d cards", n, group,
                           group_size(lp->cat, g));
        lp->out.quota[g] = (int8_t)n;
    }
    return 0;
}

/* rest_each (arg 0) or rest_groups (arg 1). */
static int key_rest(LayoutParse *lp, int groups, const char *value)
{
    int hi = groups ? GROUPS - 1 : CIVILIANS;
    int n = parse_int(value, 1, hi);
    if (n < 0)
        return lp_fail(lp, "%s '%s' is not a number 1..%d", groups ? "rest_groups" : "rest_each",
                       value, hi);
    if (groups)
        lp->out.rest_groups = (int8_t)n;
    else
        lp->out.rest_each = (int8_t)n;
    return 0;
}

static int key_required(LayoutParse *lp, int arg, const char *value)
{
    (void)arg;
    int card = catalog_card(lp->cat, value);
    if (card < 0)
        return lp_fail(lp, "unknown card '%s' (not an occupation of civilians.csv)", value);
    lp->out.required_card = (int16_t)card;
    return 0;
}

/* inih's handler: dispatch one "key = value" to its parser. */
static int layout_handler(void *user, const char *section, const char *name, const char *value)
{
    LayoutParse *lp = user;
    int k = 0;
    if (lp->failed)
        return 0; /* report the first problem only */
    while (k < LAYOUT_KEYS && (strcasecmp(section, layout_keys[k].section) != 0 ||
                               strcasecmp(name, layout_keys[k].name) != 0))
        k++;
    if (k == LAYOUT_KEYS) {
        if (*section == '\0')
            lp_fail(lp, "key '%s' outside any [section]", name);
        else
            lp_fail(lp, "unknown key '%s' in [%s]", name, section);
        return 0;
    }
    if (lp->seen[k] != 0) {
        /* inih reads an indented line after a key as more of its value. */
        if (lp->indented)
            lp_fail(lp, "an indented line continues the value of '%s' above; "
                    "remove the indentation", name);
        else
            lp_fail(lp, "key '%s' given twice (also on line %d)", name, lp->seen[k]);
        return 0;
    }
    lp->seen[k] = lp->line;
    return layout_keys[k].parse(lp, layout_keys[k].arg, value) == 0;
}

/* inih's reader: one line per call, counted; a line too long for inih's
 * buffer is an error rather than being split in two. */
static char *layout_read_line(char *str, int num, void *stream)
{
    LayoutParse *lp = stream;
    if (lp->failed || fgets(str, num, lp->f) == NULL)
        return NULL;
    lp->line++;
    lp->indented = *str == ' ' || *str == '\t';
    if (strchr(str, '\n') == NULL && !feof(lp->f)) {
        lp_fail(lp, "line longer than %d characters", num - 3);
        return NULL;
    }
    return str;
}

/* Checks that involve several keys, once the whole file is read. */
static int layout_finish(LayoutParse *lp)
{
    Layout *out = &lp->out;
    const int *seen = lp->seen;

    lp->line = 0;
    for (int k = 0; k < LAYOUT_KEYS; k++)
        if (layout_keys[k].required && seen[k] == 0)
            return lp_fail(lp, "missing key '%s' in [%s]", layout_keys[k].name,
                           layout_keys[k].section);
    if (seen[K_LOGIC] == 0)
        out->logic_motives = out->motives; /* a scenario without a Logic list */
    lp->line = seen[K_LOGIC];
    if (out->logic_motives & ~out->motives)
        return lp_fail(lp, "logic motive '%s' is not in the 'all' list",
                       lp->cat->motive_name[bits_first(out->logic_motives & ~out->motives)]);

    /* Draw rules (REFERENCE §4, R15): quotas, then rest_each from each of
     * rest_groups groups drawn among those without a quota. */
    int rest_keys = (seen[K_REST_EACH] != 0) + (seen[K_REST_GROUPS] != 0);
    lp->line = 0;
    if (rest_keys == 1)
        return lp_fail(lp, "missing key '%s' in [draw] (rest_each and rest_groups go together)",
                       seen[K_REST_EACH] ? "rest_groups" : "rest_each");
    lp->line = seen[K_REST_EACH];
    if (rest_keys == 2 && seen[K_QUOTA] == 0)
        return lp_fail(lp, "rest_each and rest_groups need a quota "
                       "(without one the 20 civilians come from the whole deck)");
    if (seen[K_QUOTA] == 0)
        return 0;
    int sum = out->rest_each * out->rest_groups, free_groups = 0, smallest = MAX_CARDS;
    for (int g = 0; g < GROUPS; g++) {
        if (out->quota[g] >= 0) {
            sum += out->quota[g];
        } else {
            free_groups++;
            if (group_size(lp->cat, g) < smallest)
                smallest = group_size(lp->cat, g);
        }
    }
    lp->line = seen[K_REST_GROUPS];
    if (out->rest_groups > free_groups)
        return lp_fail(lp, "rest_groups %d, but only %d groups have no quota", out->rest_groups,
                       free_groups);
    lp->line = seen[K_REST_EACH];
    if (rest_keys == 2 && out->rest_each > smallest)
        return lp_fail(lp, "rest_each %d, but a group without a quota has only %d cards",
                       out->rest_each, smallest);
    lp->line = seen[K_QUOTA];
    if (sum != CIVILIANS)
        return lp_fail(lp, "the draw rules give %d civilians (quotas + rest_each x rest_groups), "
                       "expected %d", sum, CIVILIANS);
    lp->line = seen[K_REQUIRED];
    if (out->required_card >= 0) {
        const Card *card = &lp->cat->deck.card[out->required_card];
        if (out->quota[card->group] < 0 && out->rest_groups == 0)
            return lp_fail(lp, "required card '%s' is in group %s, which the draw rules never take",
                           card->name, lp->cat->group_name[card->group]);
    }
    return 0;
}

/* The layout key: the file name without its directory and ".ini". */
static int layout_key_of(const char *path, char *key)
{
    const char *base = strrchr(path, '/');
    base = base != NULL ? base + 1 : path;
    size_t n = strlen(base);
    if (n > 4 && strcmp(base + n - 4, ".ini") == 0)
        n -= 4;
    if (n == 0 || n >= LAYOUT_KEY_MAX)
        return -1;
    memcpy(key, base, n);
    key[n] = '\0';
    return 0;
}

int layout_load_file(const Catalog *cat, const char *path, Layout *out, char *err, size_t errlen)
{
    LayoutParse lp;
    memset(&lp, 0, sizeof lp);
    lp.cat = cat;
    lp.path = path;
    lp.err = err;
    lp.errlen = errlen;
    memset(lp.out.quota, -1, sizeof lp.out.quota);
    lp.out.required_card = -1;

    if (layout_key_of(path, lp.out.key) < 0)
        return fail(err, errlen, path, 0, "file name does not give a layout key of 1..%d characters",
                    LAYOUT_KEY_MAX - 1);
    lp.f = fopen(path, "r");
    if (lp.f == NULL)
        return fail(err, errlen, path, 0, "cannot open: %s", strerror(errno));
    int r = ini_parse_stream(layout_read_line, &lp, layout_handler, &lp);
    fclose(lp.f);
    /* inih reports its own syntax errors by line once the file is read; the
     * earlier of its problem and the parsers' is the one to report. */
    if (r > 0 && (!lp.failed || r < lp.failed_line))
        return fail(err, errlen, path, r, "expected 'key = value', a [section] or a comment");
    if (lp.failed)
        return -1;
    if (r < 0)
        return fail(err, errlen, path, 0, "cannot parse (inih error %d)", r);
    if (layout_finish(&lp) < 0)
        return -1;
    *out = lp.out;
    return 0;
}

/* ---------------------------------------------------------------------------
 * The whole data directory
 * ------------------------------------------------------------------------- */

/* dir/name into path[size]; -1 when it does not fit. */
static int join_path(char *path, size_t size, const char *dir, const char *name)
{
    int n = snprintf(path, size, "%s/%s", dir, name);
    return n >= 0 && (size_t)n < size ? 0 : -1;
}

static int compare_names(const void *a, const void *b)
{
    return strcmp((const char *)a, (const char *)b);
}

/* The layout keys of dir (its *.ini files, hidden ones skipped), sorted. */
static int list_layouts(const char *dir, char (*key)[LAYOUT_KEY_MAX], char *err, size_t errlen)
{
    int n = 0;
    DIR *d = opendir(dir);
    if (d == NULL)
        return fail(err, errlen, dir, 0, "cannot open: %s", strerror(errno));
    for (struct dirent *e; (e = readdir(d)) != NULL;) {
        size_t len = strlen(e->d_name);
        if (e->d_name[0] == '.' || len < 5 || strcmp(e->d_name + len - 4, ".ini") != 0)
            continue;
        if (n == MAX_LAYOUTS) {
            closedir(d);
            return fail(err, errlen, dir, 0, "more than %d layout files", MAX_LAYOUTS);
        }
        if (layout_key_of(e->d_name, key[n]) < 0) {
            closedir(d);
            return fail(err, errlen, dir, 0, "'%s': a layout key has at most %d characters",
                        e->d_name, LAYOUT_KEY_MAX - 1);
        }
        n++;
    }
    closedir(d);
    qsort(key, (size_t)n, LAYOUT_KEY_MAX, compare_names);
    return n;
}

/* Load every layout of dir into cat, in key order. */
static int load_layouts(Catalog *cat, const char *dir, char *err, size_t errlen)
{
    char key[MAX_LAYOUTS][LAYOUT_KEY_MAX];
    char path[4096], file[LAYOUT_KEY_MAX + 4];
    int n = list_layouts(dir, key, err, errlen);

    for (int i = 0; i < n; i++) {
        Layout *l = &cat->layout[i];
        snprintf(file, sizeof file, "%s.ini", key[i]);
        if (join_path(path, sizeof path, dir, file) < 0)
            return fail(err, errlen, dir, 0, "path too long");
        if (layout_load_file(cat, path, l, err, errlen) < 0)
            return -1;
        for (int o = 0; o < i; o++)
            if (strcasecmp(cat->layout[o].name, l->name) == 0)
                return fail(err, errlen, path, 0, "name '%s' is also the name of %s.ini",
                            l->name, cat->layout[o].key);
        cat->n_layouts = i + 1;
    }
    return n < 0 ? -1 : 0;
}

typedef int (*CsvLoader)(Catalog *cat, const char *path, char *err, size_t errlen);

/* Load dir/name with one of the CSV loaders. */
static int load_csv(Catalog *cat, const char *dir, const char *name, CsvLoader load, char *err,
                    size_t errlen)
{
    char path[4096];
    if (join_path(path, sizeof path, dir, name) < 0)
        return fail(err, errlen, dir, 0, "path too long");
    return load(cat, path, err, errlen);
}

int catalog_load(Catalog *cat, const char *dir, char *err, size_t errlen)
{
    Catalog *tmp = calloc(1, sizeof *tmp);
    int r = tmp == NULL ? fail(err, errlen, dir, 0, "out of memory") : 0;

    /* Motives and cards first: the layouts name both. */
    if (r == 0)
        r = load_csv(tmp, dir, "motives.csv", catalog_load_motives, err, errlen);
    if (r == 0)
        r = load_csv(tmp, dir, "civilians.csv", catalog_load_civilians, err, errlen);
    if (r == 0)
        r = load_layouts(tmp, dir, err, errlen);
    if (r == 0)
        *cat = *tmp;
    free(tmp);
    return r;
}

/* ---------------------------------------------------------------------------
 * Look-ups
 * ------------------------------------------------------------------------- */

const Layout *catalog_layout(const Catalog *cat, const char *name)
{
    for (int i = 0; i < cat->n_layouts; i++)
        if (strcasecmp(cat->layout[i].key, name) == 0)
            return &cat->layout[i];
    for (int i = 0; i < cat->n_layouts; i++)
        if (strcasecmp(cat->layout[i].name, name) == 0)
            return &cat->layout[i];
    return NULL;
}

int catalog_card(const Catalog *cat, const char *occupation)
{
    for (int i = 0; i < cat->deck.n; i++)
        if (strcasecmp(cat->deck.card[i].name, occupation) == 0)
            return i;
    return -1;
}

int catalog_group(const Catalog *cat, const char *name)
{
    for (int g = 0; g < cat->n_groups; g++)
        if (strcasecmp(cat->group_name[g], name) == 0)
            return g;
    return -1;
}

int catalog_motive(const Catalog *cat, const char *name)
{
    for (int m = 0; m < MOTIVES; m++)
        if (strcasecmp(cat->motive_name[m], name) == 0)
            return m;
    return motive_from_key(name);
}

int catalog_motive_set(const Catalog *cat, const char *list, MotiveSet *out, char *err, size_t errlen)
{
    char item[2 * MOTIVE_NAME_MAX];
    MotiveSet set = 0;

    if (blank(list))
        return fail(err, errlen, NULL, 0, "empty motive list");
    while (next_item(&list, item, sizeof item)) {
        int m = catalog_motive(cat, item);
        if (m < 0)
            return fail(err, errlen, NULL, 0, "unknown motive '%s'", item);
        if (bits_has(set, m))
            return fail(err, errlen, NULL, 0, "motive '%s' listed twice", item);
        set |= (MotiveSet)(1u << m);
    }
    *out = set;
    return 0;
}

void catalog_motive_set_format(const Catalog *cat, MotiveSet set, char *out, size_t outlen)
{
    size_t used = 0;
    if (outlen == 0)
        return;
    out[0] = '\0';
    for (int m = 0; m < MOTIVES; m++) {
        if (!bits_has(set, m))
            continue;
        int n = snprintf(out + used, outlen - used, "%s%s", used ? "," : "", cat->motive_name[m]);
        if (n < 0 || (size_t)n >= outlen - used) {
            out[used] = '\0'; /* cut short between names */
            return;
        }
        used += (size_t)n;
    }
}

const char *catalog_default_dir(void)
{
    const char *dir = getenv("NOIRLAB_DATA");
    return dir != NULL && *dir != '\0' ? dir : NOIRLAB_SOURCE_DIR "/scenarios";
}
