/*
 * rules_fixture.c — positions from records for the rules tests (rules_fixture.h).
 */
#include "games/itk/tests/core/rules_fixture.h"

#include <ctype.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include <cmocka.h>

enum { TEXT_MAX = FX_TEXT_MAX, LINES_MAX = 512, KEY_MAX = 32 };

const Catalog *fx_catalog(void)
{
    static Catalog cat;
    static int loaded;
    char err[CATALOG_ERR_MAX];
    if (!loaded) {
        if (itk_catalog_load(&cat, "scenarios", err, sizeof err) != 0)
            fail_msg("%s", err);
        loaded = 1;
    }
    return &cat;
}

/* ---- composing a record from a base file and edits ------------------------- */

typedef struct Lines {
    int n;
    char *line[LINES_MAX];
} Lines;

/* Split text (modified in place) into lines. */
static void split_lines(char *text, Lines *l)
{
    l->n = 0;
    for (char *s = text; *s && l->n < LINES_MAX;) {
        char *end = strchr(s, '\n');
        l->line[l->n++] = s;
        if (!end)
            break;
        *end = '\0';
        s = end + 1;
    }
}

static const char *skip_space(const char *s)
{
    while (*s == ' ' || *s == '\t')
        s++;
    return s;
}

/* "M murder Nun": a side letter and a space. */
static int is_event(const char *line)
{
    const char *s = skip_space(line);
    return (s[0] == 'M' || s[0] == 'D' || s[0] == 'C') && (s[1] == ' ' || s[1] == '\t');
}

/* A version-2 record's last line, "end N". */
static int is_end(const char *line) { return strncmp(skip_space(line), "end ", 4) == 0; }

/* The key of a header line "key: value" (lower case, trimmed) into key; 0 when
 * the line is not one (blank, comment, version line, event). */
static int header_key(const char *line, char key[KEY_MAX])
{
    const char *s = skip_space(line), *colon = strchr(s, ':'), *hash = strchr(s, '#');
    if (is_event(line) || !colon || (hash && hash < colon) || colon - s >= KEY_MAX)
        return 0;
    int n = (int)(colon - s);
    while (n > 0 && (s[n - 1] == ' ' || s[n - 1] == '\t'))
        n--;
    for (int i = 0; i < n; i++)
        key[i] = (char)tolower((unsigned char)s[i]);
    key[n] = '\0';
    return n > 0;
}

static char *read_file_text(const char *path)
{
    FILE *f = fopen(path, "r");
    if (!f)
        fail_msg("%s: cannot open", path);
    char *text = calloc(TEXT_MAX, 1);
    size_t n = fread(text, 1, TEXT_MAX - 1, f);
    fclose(f);
    assert_true(n < TEXT_MAX - 1);
    return text;
}

static void put(FILE *out, const char *line) { fprintf(out, "%s\n", line); }

/* The base's lines with the edits applied (see rules_fixture.h); malloc'ed. */
static char *compose(const char *base_path, const char *edits)
{
    char *base = read_file_text(base_path), *ed = strdup(edits), *text = NULL, key[KEY_MAX], k2[KEY_MAX];
    size_t len = 0;
    Lines b, e;
    int used[LINES_MAX] = {0};
    split_lines(base, &b);
    split_lines(ed, &e);
    FILE *out = open_memstream(&text, &len);

    int first_event = 0;
    while (first_event < b.n && !is_event(b.line[first_event]) && !is_end(b.line[first_event]))
        first_event++;
    for (int i = 0; i < first_event; i++) { /* the base header, edited */
        int replaced = 0;
        if (header_key(b.line[i], key))
            for (int j = 0; j < e.n; j++)
                if (header_key(e.line[j], k2) && strcmp(key, k2) == 0) {
                    if (!used[j])
                        put(out, e.line[j]);
                    used[j] = replaced = 1;
                }
        if (!replaced)
            put(out, b.line[i]);
    }
    for (int j = 0; j < e.n; j++) /* new header keys */
        if (!used[j] && header_key(e.line[j], key))
            put(out, e.line[j]);
    int events = 0; /* the base's "end N" goes; the composed record ends with its own count */
    for (int i = first_event; i < b.n; i++)
        if (!is_end(b.line[i])) {
            put(out, b.line[i]);
            events += is_event(b.line[i]);
        }
    for (int j = 0; j < e.n; j++) /* the edits' events (and their comments) */
        if (!header_key(e.line[j], key)) {
            put(out, e.line[j]);
            events += is_event(e.line[j]);
        }
    fprintf(out, "end %d\n", events);
    fclose(out);
    free(base);
    free(ed);
    return text;
}

/* Show the composed record with line numbers (for a failing test's output). */
static void print_numbered(const char *text)
{
    int line = 1;
    for (const char *s = text; *s; line++) {
        const char *end = strchr(s, '\n');
        int n = end ? (int)(end - s) : (int)strlen(s);
        print_error("%4d  %.*s\n", line, n, s);
        s += n + (end != NULL);
    }
}

void fx_read(Position *p, const char *base, const char *edits)
{
    char err[RECORD_ERR_MAX];
    char *text = compose(base, edits);
    assert_true(strlen(text) < sizeof p->text);
    strcpy(p->text, text);
    free(text);
    FILE *in = fmemopen(p->text, strlen(p->text), "r");
    assert_non_null(in);
    int rc = itk_record_read(in, "position", fx_catalog(), &p->setup, p->events, RECORD_MAX_EVENTS, &p->n, &p->info,
                         err, sizeof err);
    fclose(in);
    if (rc != 0) {
        print_numbered(p->text);
        fail_msg("%s", err);
    }
}

/* "position:LINE: ..." -> that line of the position's text, for the message. */
static void print_failing_line(const Position *p, const char *err)
{
    int line;
    if (sscanf(err, "position:%d", &line) != 1)
        return;
    const char *s = p->text;
    for (int k = 1; k < line && s; k++)
        if ((s = strchr(s, '\n')) != NULL)
            s++;
    if (s)
        print_error("position line %d: %.*s\n", line, (int)strcspn(s, "\n"), s);
}

void fx_play_events(const Position *p, Game *g, int n)
{
    char err[RECORD_ERR_MAX];
    if (itk_record_play(g, &p->setup, fx_catalog(), p->events, n, "position", &p->info, NULL, NULL, err,
                    sizeof err) != 0) {
        print_failing_line(p, err);
        fail_msg("%s", err);
    }
    const char *bad = itk_game_check(g);
    if (bad)
        fail_msg("the position breaks an invariant: %s", bad);
}

void fx_play(const Position *p, Game *g) { fx_play_events(p, g, p->n); }

int fx_event(const Position *p, int kind, int nth)
{
    for (int i = 0; i < p->n; i++)
        if (action_kind(p->events[i].action) == kind && nth-- == 0)
            return i;
    fail_msg("the position has no such '%s' event", itk_action_kind_name(kind));
    return -1;
}

int fx_count_kind(const Game *g, int kind)
{
    ActionList l;
    int n = 0;
    itk_game_legal(g, &l);
    for (int i = 0; i < l.n; i++)
        n += action_kind(l.a[i]) == kind;
    return n;
}

int fx_replace_event(Position *p, int kind, int nth)
{
    int i = fx_event(p, kind, nth);
    p->events[i] = p->events[--p->n];
    return i;
}

const char *fx_refusal(const Position *p)
{
    static char err[RECORD_ERR_MAX];
    static const char prefix[] = "illegal event: ";
    Game g;
    if (itk_record_play(&g, &p->setup, fx_catalog(), p->events, p->n, "position", &p->info, NULL, NULL, err,
                    sizeof err) == 0)
        fail_msg("the position replays to the end; expected an event to be refused");
    const char *why = strstr(err, prefix);
    if (!why)
        fail_msg("refused as \"%s\", expected an illegal event", err);
    return why + strlen(prefix);
}

void fx_game(Game *g, const char *base, const char *edits)
{
    static Position p; /* large: keep it off the stack */
    fx_read(&p, base, edits);
    fx_play(&p, g);
}

/* ---- actions as text ----------------------------------------------------------- */

static void format(const Game *g, Action a, char *out, size_t outlen)
{
    itk_record_format_action(out, outlen, fx_catalog(), g, a);
}

const char *fx_legal(const Game *g)
{
    static char text[TEXT_MAX];
    ActionList l;
    size_t used = 0;
    itk_game_legal(g, &l);
    text[0] = '\0';
    for (int i = 0; i < l.n && used < sizeof text; i++) {
        char one[RECORD_ACTION_TEXT_MAX];
        format(g, l.a[i], one, sizeof one);
        used += (size_t)snprintf(text + used, sizeof text - used, "%s%s", i ? "; " : "", one);
    }
    return text;
}

void fx_do(Game *g, const char *text)
{
    ActionList l;
    itk_game_legal(g, &l);
    for (int i = 0; i < l.n; i++) {
        char one[RECORD_ACTION_TEXT_MAX];
        format(g, l.a[i], one, sizeof one);
        if (strcmp(one, text) == 0) {
            itk_game_apply(g, l.a[i]);
            const char *bad = itk_game_check(g);
            if (bad)
                fail_msg("after '%s': %s", text, bad);
            return;
        }
    }
    fail_msg("'%s' is not legal here; legal: %s", text, fx_legal(g));
}

CivSet fx_legal_civs(const Game *g, int kind)
{
    ActionList l;
    CivSet s = 0;
    itk_game_legal(g, &l);
    for (int i = 0; i < l.n; i++)
        if (action_kind(l.a[i]) == kind)
            s |= (CivSet)1u << action_a(l.a[i]);
    return s;
}

BlockSet fx_legal_blocks(const Game *g, int kind, int c)
{
    ActionList l;
    BlockSet s = 0;
    int two_args = kind == ACT_DISPLACE || kind == ACT_GROUP_MOVE;
    itk_game_legal(g, &l);
    for (int i = 0; i < l.n; i++) {
        Action a = l.a[i];
        if (action_kind(a) != kind || (two_args && c >= 0 && action_a(a) != c))
            continue;
        s |= (BlockSet)(1u << (two_args ? action_b(a) : action_a(a)));
    }
    return s;
}

/* ---- names ----------------------------------------------------------------------- */

int fx_civ(const Game *g, const char *name)
{
    for (int i = 0; i < CIVILIANS; i++)
        if (strcasecmp(g->card[i].name, name) == 0)
            return i;
    fail_msg("%s is not in this position", name);
    return -1;
}

CivSet fx_civs(const Game *g, const char *names)
{
    char buf[512], *save = NULL;
    CivSet s = 0;
    snprintf(buf, sizeof buf, "%s", names);
    for (char *t = strtok_r(buf, ",", &save); t; t = strtok_r(NULL, ",", &save)) {
        while (*t == ' ')
            t++;
        char *end = t + strlen(t);
        while (end > t && end[-1] == ' ')
            *--end = '\0';
        s |= (CivSet)1u << fx_civ(g, t);
    }
    return s;
}

static char *next_buffer(void)
{
    static char buf[4][1024];
    static int k;
    k = (k + 1) % 4;
    buf[k][0] = '\0';
    return buf[k];
}

const char *fx_names(const Game *g, CivSet s)
{
    char *out = next_buffer();
    size_t used = 0;
    for (CivSet t = s; t; t = bits_rest(t))
        used += (size_t)snprintf(out + used, 1024 - used, "%s%s", used ? ", " : "", g->card[bits_first(t)].name);
    return out;
}

const char *fx_blocks(BlockSet s)
{
    char *out = next_buffer();
    size_t used = 0;
    for (uint32_t t = s; t; t = bits_rest(t))
        used += (size_t)snprintf(out + used, 1024 - used, "%s%d", used ? ", " : "", bits_first(t));
    return out;
}

int fx_group(const char *name)
{
    int k = itk_catalog_group(fx_catalog(), name);
    if (k < 0)
        fail_msg("no group %s", name);
    return k;
}

/* ---- a plain round ------------------------------------------------------------------ */

static void apply_checked(Game *g, Action a)
{
    if (!itk_game_is_legal(g, a)) {
        char one[RECORD_ACTION_TEXT_MAX];
        format(g, a, one, sizeof one);
        fail_msg("round %d: '%s' is not legal; legal: %s", g->round, one, fx_legal(g));
    }
    itk_game_apply(g, a);
    const char *bad = itk_game_check(g);
    if (bad)
        fail_msg("round %d: %s", g->round, bad);
}

void fx_to_murder(Game *g)
{
    while (g->phase == PH_INTIMIDATE)
        apply_checked(g, ACTION(ACT_INTIMIDATE, bits_first(fx_legal_civs(g, ACT_INTIMIDATE)), 0));
    if (g->phase != PH_MURDER)
        fail_msg("not in the murder phase (phase %d)", g->phase);
}

void fx_round(Game *g, const char *victim)
{
    int round = g->round;
    while (!game_over(g)) {
        int phase = g->phase;
        if (phase == PH_ACCUSE || phase == PH_ACCUSE_EARLY ||
            (g->round != round && (phase == PH_INTIMIDATE || phase == PH_MURDER)))
            return;
        ActionList l;
        itk_game_legal(g, &l);
        Action a = l.a[0]; /* lowest intimidation, first displacement, lowest token, ... */
        if (phase == PH_MURDER)
            a = victim ? ACTION(ACT_MURDER, fx_civ(g, victim), 0) : ACTION(ACT_REFUSE, 0, 0);
        else if (phase == PH_INVESTIGATE)
            a = ACTION(ACT_END, 0, 0);
        else if (phase == PH_GROUP_MOVE)
            a = ACTION(ACT_GROUP_DONE, 0, 0);
        apply_checked(g, a);
    }
}
