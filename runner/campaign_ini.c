/*
 * campaign_ini.c — read a campaign file into a CampaignText.
 *
 * libinih does the parsing.  Debian's build of it calls the handler without a
 * line number (INI_HANDLER_LINENO is 0 in the shared library, and defining it
 * on our side would not change how the library calls us), so the file is fed
 * to ini_parse_stream() through a reader that counts lines: inih calls the
 * handler for a line before it asks for the next one, so the count is the
 * line of the key being handled.  The reader also sees the section headers,
 * which inih does not report, so that two [grid] sections stay two grids.
 */
#include "runner/campaign_text.h"

#include <errno.h>
#include <ini.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "base/data_text.h"
#include "base/xalloc.h"
#include "sim/game_class.h"

const char *const scalar_key_name[SCALAR_KEYS] = {"name", "seed", "games", "chunk", "rows", "game", "rotate"};
const char *const grid_key_name[GRID_KEYS] = {
    "scenario", "motives", "no_poi", "min_groups", "early_accusation",
    "surveillance_ban", "detective", "murderer", "scenario_rules",
};

enum SectionKind { SECTION_NONE, SECTION_CAMPAIGN, SECTION_GRID };

typedef struct Reader {
    FILE *f;
    CampaignText *t;
    int line;             /* lines handed to inih so far: the line being parsed */
    int key_in_section;   /* mirrors inih's prev_name: a key was seen since the last header */
    int section;          /* enum SectionKind of the current section */
    int failed;
    char *err;
    size_t errlen;
} Reader;

static void fail(Reader *r, int line, const char *fmt, ...)
{
    if (r->failed)
        return;
    r->failed = 1;
    int n = snprintf(r->err, r->errlen, "%s:%d: ", r->t->source, line);
    if (n < 0 || (size_t)n >= r->errlen)
        return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(r->err + n, r->errlen - (size_t)n, fmt, ap);
    va_end(ap);
}

static int is_space(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

/* A "[name]" line starts a section: note it, since inih only reports keys. */
static void begin_section(Reader *r, const char *start)
{
    const char *end = strchr(start, ']');
    if (!end) { /* inih would only say so after the next line's key was blamed on the wrong section */
        fail(r, r->line, "section header '%.*s' has no closing ']'", (int)strcspn(start, "\r\n"), start);
        return;
    }
    size_t len = (size_t)(end - start - 1);
    r->key_in_section = 0;
    if (len == strlen("campaign") && strncmp(start + 1, "campaign", len) == 0) {
        if (r->t->campaign_line)
            fail(r, r->line, "second [campaign] section (the first is on line %d)", r->t->campaign_line);
        r->t->campaign_line = r->line;
        r->section = SECTION_CAMPAIGN;
    } else if (len == strlen("grid") && strncmp(start + 1, "grid", len) == 0) {
        campaign_text_add_grid(r->t, r->line);
        r->section = SECTION_GRID;
    } else {
        fail(r, r->line, "unknown section [%.*s] (expected [campaign] or [grid])", (int)len, start + 1);
    }
}

/* inih's line reader.  Stops the parse (returns NULL) after an error. */
static char *read_line(char *buf, int size, void *stream)
{
    Reader *r = stream;
    int got = r->failed ? TEXT_END : text_line(r->f, buf, (size_t)size);
    if (got == TEXT_END)
        return NULL;
    r->line++;
    if (got != TEXT_LINE) {
        if (got == TEXT_LONG)
            fail(r, r->line, "line longer than %d characters", size - 3);
        else
            fail(r, r->line, "%s", text_line_problem(got));
        return NULL;
    }
    /* The same test inih applies: a line whose first non-blank character is
     * '[' is a section header unless it is an indented continuation line. */
    const char *start = buf;
    if (r->line == 1 && strncmp(start, "\xEF\xBB\xBF", 3) == 0)
        start += 3;
    const char *text = start;
    while (is_space(*text))
        text++;
    if (*text == '[' && !(r->key_in_section && text > start))
        begin_section(r, text);
    return buf;
}

static int key_index(const char *const *names, int n, const char *key)
{
    for (int i = 0; i < n; i++)
        if (strcmp(names[i], key) == 0)
            return i;
    return -1;
}

void text_key_list(const char *const *names, int n, char *out, size_t outlen)
{
    size_t used = 0;
    out[0] = '\0';
    for (int i = 0; i < n && used < outlen; i++) {
        int w = snprintf(out + used, outlen - used, "%s%s", i ? ", " : "", names[i]);
        if (w < 0)
            break;
        used += (size_t)w;
    }
}

/* scenario and the switches take several values on one line: "0, 3, 4". */
static void add_split(Reader *r, TextList *l, const char *key, const char *value)
{
    const char *p = value;
    for (;;) {
        const char *comma = strchr(p, ',');
        size_t len = comma ? (size_t)(comma - p) : strlen(p);
        while (len && is_space(*p)) {
            p++;
            len--;
        }
        while (len && is_space(p[len - 1]))
            len--;
        if (len == 0) {
            fail(r, r->line, "'%s' has an empty value in its list", key);
            return;
        }
        char item[256];
        if (len >= sizeof item) {
            fail(r, r->line, "'%s' value '%.20s...' is too long", key, p);
            return;
        }
        memcpy(item, p, len);
        item[len] = '\0';
        text_list_add(l, item, r->line, NULL);
        if (!comma)
            return;
        p = comma + 1;
    }
}

static void campaign_key(Reader *r, const char *name, const char *value)
{
    int k = key_index(scalar_key_name, SCALAR_KEYS, name);
    if (k < 0) {
        char keys[256];
        text_key_list(scalar_key_name, SCALAR_KEYS, keys, sizeof keys);
        fail(r, r->line, "unknown key '%s' in [campaign] (expected one of: %s)", name, keys);
    } else if (r->t->scalar[k].text) {
        fail(r, r->line, "'%s' given twice (first on line %d)", name, r->t->scalar[k].line);
    } else {
        text_scalar_set(&r->t->scalar[k], value, r->line, NULL);
    }
}

/* A seat's name in some game ("inspector"): its values are SPECs. */
static int is_seat_name(const char *name)
{
    int n;
    const GameClass *const *games = game_classes(&n);
    for (int i = 0; i < n; i++)
        if (game_seat_by_name(games[i], name) >= 0)
            return 1;
    return 0;
}

static void grid_key(Reader *r, const char *name, const char *value)
{
    int k = key_index(grid_key_name, GRID_KEYS, name);
    GridText *g = &r->t->grid[r->t->n_grids - 1];
    /* Another game's parameter or seat name: the game decides (campaign.c). */
    TextList *l = k < 0 ? grid_other_key(g, name) : &g->key[k];
    if (*value == '\0')
        fail(r, r->line, "'%s' needs a value", name);
    else if (k == KEY_MOTIVES || k == KEY_DETECTIVE || k == KEY_MURDERER || (k < 0 && is_seat_name(name)))
        text_list_add(l, value, r->line, NULL); /* commas belong to the value (a SPEC) */
    else
        add_split(r, l, name, value);
}

static int on_key(void *user, const char *section, const char *name, const char *value)
{
    Reader *r = user;
    (void)section; /* the reader tracks sections itself, grid by grid */
    r->key_in_section = 1;
    if (r->failed)
        return 1;
    if (r->section == SECTION_CAMPAIGN)
        campaign_key(r, name, value);
    else if (r->section == SECTION_GRID)
        grid_key(r, name, value);
    else
        fail(r, r->line, "'%s' outside a section (start with [campaign])", name);
    return !r->failed;
}

static void split_path(CampaignText *t, const char *path)
{
    const char *slash = strrchr(path, '/');
    const char *base = slash ? slash + 1 : path;
    size_t dirlen = slash ? (size_t)(slash - path) : 0;
    t->dir = xrealloc(NULL, dirlen + 1);
    memcpy(t->dir, path, dirlen);
    t->dir[dirlen] = '\0';
    size_t stemlen = strlen(base);
    if (stemlen > 4 && strcasecmp(base + stemlen - 4, ".ini") == 0)
        stemlen -= 4;
    t->stem = xrealloc(NULL, stemlen + 1);
    memcpy(t->stem, base, stemlen);
    t->stem[stemlen] = '\0';
}

int campaign_text_read(CampaignText *t, const char *path, char *err, size_t errlen)
{
    memset(t, 0, sizeof *t);
    t->source = path;
    split_path(t, path);
    Reader r = {.t = t, .err = err, .errlen = errlen};
    r.f = text_open(path, err, errlen);
    if (!r.f) {
        campaign_text_free(t);
        return -1;
    }
    int rc = ini_parse_stream(read_line, &r, on_key, &r);
    fclose(r.f);
    if (!r.failed && rc > 0)
        fail(&r, rc, "expected 'key = value', '[campaign]' or '[grid]'");
    else if (!r.failed && rc < 0)
        fail(&r, r.line, "cannot read the file (out of memory)");
    if (!r.failed && !t->campaign_line)
        fail(&r, r.line > 0 ? r.line : 1, "no [campaign] section");
    if (!r.failed && t->n_grids == 0)
        fail(&r, r.line > 0 ? r.line : 1, "no [grid] section: nothing to play");
    if (r.failed) {
        campaign_text_free(t);
        return -1;
    }
    return 0;
}

void text_list_add(TextList *l, const char *text, int line, const char *flag)
{
    if (l->n == l->cap) {
        l->cap = l->cap ? 2 * l->cap : 4;
        l->v = xrealloc(l->v, (size_t)l->cap * sizeof *l->v);
    }
    l->v[l->n++] = (TextValue){xstrdup(text), line, flag};
}

static void text_list_free(TextList *l)
{
    for (int i = 0; i < l->n; i++)
        free(l->v[i].text);
    free(l->v);
}

void text_list_set_one(TextList *l, const char *text, const char *flag)
{
    text_list_free(l);
    *l = (TextList){0};
    text_list_add(l, text, 0, flag);
}

TextList *grid_other_key(GridText *g, const char *name)
{
    for (int k = 0; k < g->n_other; k++)
        if (strcmp(g->other[k].name, name) == 0)
            return &g->other[k].values;
    g->other = xrealloc(g->other, (size_t)(g->n_other + 1) * sizeof *g->other);
    g->other[g->n_other] = (OtherKey){xstrdup(name), {0}};
    return &g->other[g->n_other++].values;
}

void text_scalar_set(TextValue *v, const char *text, int line, const char *flag)
{
    free(v->text);
    *v = (TextValue){xstrdup(text), line, flag};
}

int campaign_text_add_grid(CampaignText *t, int line)
{
    t->grid = xrealloc(t->grid, (size_t)(t->n_grids + 1) * sizeof *t->grid);
    memset(&t->grid[t->n_grids], 0, sizeof *t->grid);
    t->grid[t->n_grids].line = line;
    return t->n_grids++;
}

void campaign_text_free(CampaignText *t)
{
    for (int k = 0; k < SCALAR_KEYS; k++)
        free(t->scalar[k].text);
    for (int g = 0; g < t->n_grids; g++) {
        for (int k = 0; k < GRID_KEYS; k++)
            text_list_free(&t->grid[g].key[k]);
        for (int k = 0; k < t->grid[g].n_other; k++) {
            text_list_free(&t->grid[g].other[k].values);
            free(t->grid[g].other[k].name);
        }
        free(t->grid[g].other);
    }
    free(t->grid);
    free(t->dir);
    free(t->stem);
    memset(t, 0, sizeof *t);
}

void text_where(const CampaignText *t, const TextValue *v, char *out, size_t outlen)
{
    if (v->flag)
        snprintf(out, outlen, "%s", v->flag);
    else
        snprintf(out, outlen, "%s:%d", t->source, v->line);
}
