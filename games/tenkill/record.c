/*
 * record.c — writing and reading records (record.h).
 */
#include "games/tenkill/record.h"

#include <stdarg.h>
#include <string.h>

#include "games/tenkill/params_text.h"

void tenkill_record_header(FILE *out, const TenkillSetup *s)
{
    char params[GAME_PARAMS_TEXT * 2];
    tenkill_params_format(&s->p, params, sizeof params);
    fprintf(out, "tenkill 1\nparams %s\nscopes", params);
    for (int t = 0; t < TENKILL_TILES; t++)
        if (s->scope >> t & 1)
            fprintf(out, " %d", t);
    fprintf(out, "\ntiles");
    for (int c = 0; c < TENKILL_CHARS; c++)
        fprintf(out, " %d", s->tile[c]);
    fputc('\n', out);
    for (int q = 0; q < s->p.players; q++)
        fprintf(out, "seat %d hitman %d targets %d %d %d\n", q, s->hitman[q], s->target[q][0], s->target[q][1],
                s->target[q][2]);
}

static void actor_text(int who, char *out, size_t outlen)
{
    if (who == TENKILL_CHANCE_SEAT)
        snprintf(out, outlen, "chance");
    else
        snprintf(out, outlen, "p%d", who);
}

void tenkill_record_event(FILE *out, const TenkillGame *g, TenkillAction a)
{
    char who[8], text[48];
    actor_text(tenkill_to_move(g), who, sizeof who);
    tenkill_action_text(a, text, sizeof text);
    fprintf(out, "%s %s\n", who, text);
}

void tenkill_record_end(FILE *out, int n_events) { fprintf(out, "end %d\n", n_events); }

typedef struct Reader {
    FILE *in;
    const char *name;
    int line;
    char text[1024];
    char *err;
    size_t errlen;
} Reader;

static int fail(Reader *r, const char *fmt, ...)
{
    char msg[256];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    snprintf(r->err, r->errlen, "%s:%d: %s", r->name, r->line, msg);
    return -1;
}

/* The next line that is not blank nor a comment, without its newline; 0 at
 * the end of the file. */
static int next_line(Reader *r)
{
    while (fgets(r->text, sizeof r->text, r->in)) {
        r->line++;
        r->text[strcspn(r->text, "\r\n")] = '\0';
        if (r->text[0] && r->text[0] != '#')
            return 1;
    }
    return 0;
}

static int expect(Reader *r, const char *word)
{
    size_t n = strlen(word);
    if (!next_line(r))
        return fail(r, "the record ends before its '%s' line", word);
    if (strncmp(r->text, word, n) != 0 || (r->text[n] != ' ' && r->text[n] != '\0'))
        return fail(r, "expected a '%s' line, not '%s'", word, r->text);
    return 0;
}

static int read_params(Reader *r, TenkillParams *p)
{
    tenkill_params_default(p);
    char text[sizeof r->text], *save = NULL;
    snprintf(text, sizeof text, "%s", r->text + strlen("params "));
    for (char *kv = strtok_r(text, ",", &save); kv; kv = strtok_r(NULL, ",", &save)) {
        char *eq = strchr(kv, '='), e[160];
        if (!eq)
            return fail(r, "'%s' is not key=value", kv);
        *eq = '\0';
        if (tenkill_params_set_text(p, kv, eq + 1, e, sizeof e))
            return fail(r, "%s", e);
    }
    const char *why = tenkill_params_check(p);
    return why ? fail(r, "%s", why) : 0;
}

/* n small numbers after the line's first word; -1 when they are not. */
static int numbers(Reader *r, const char *word, int *v, int n)
{
    const char *s = r->text + strlen(word);
    for (int i = 0; i < n; i++) {
        int used = 0;
        if (sscanf(s, " %3d%n", &v[i], &used) != 1 || v[i] < 0)
            return fail(r, "'%s' needs %d numbers", word, n);
        s += used;
    }
    return *s ? fail(r, "'%s' has more than %d numbers", word, n) : 0;
}

static int read_setup(Reader *r, TenkillSetup *s)
{
    memset(s, 0, sizeof *s);
    if (expect(r, "tenkill") || strcmp(r->text, "tenkill 1") != 0)
        return r->err[0] ? -1 : fail(r, "not a version 1 record of 10' to Kill");
    if (expect(r, "params") || read_params(r, &s->p) || expect(r, "scopes"))
        return -1;
    int v[TENKILL_TILES];
    if (numbers(r, "scopes", v, s->p.scopes))
        return -1;
    for (int i = 0; i < s->p.scopes; i++)
        s->scope |= (TenkillMask)(v[i] < TENKILL_TILES ? 1u << v[i] : 0);
    if (expect(r, "tiles") || numbers(r, "tiles", v, TENKILL_CHARS))
        return -1;
    for (int c = 0; c < TENKILL_CHARS; c++)
        s->tile[c] = (uint8_t)(v[c] < TENKILL_TILES ? v[c] : TENKILL_OFF);
    memset(s->hitman, TENKILL_NOBODY, sizeof s->hitman);
    memset(s->target, TENKILL_NOBODY, sizeof s->target); /* as tenkill_deal leaves the seats past `players` */
    for (int q = 0; q < s->p.players; q++) {
        int seat, h, t[3], used = 0;
        if (!next_line(r))
            return fail(r, "the record ends before seat %d", q);
        if (sscanf(r->text, "seat %d hitman %d targets %d %d %d%n", &seat, &h, &t[0], &t[1], &t[2], &used) != 5 ||
            r->text[used] || seat != q || h < 0 || h >= TENKILL_CHARS)
            return fail(r, "expected 'seat %d hitman H targets A B C'", q);
        s->hitman[q] = (uint8_t)h;
        for (int i = 0; i < 3; i++)
            s->target[q][i] = (uint8_t)(t[i] >= 0 && t[i] < TENKILL_CHARS ? t[i] : TENKILL_NOBODY);
    }
    TenkillGame g;
    return tenkill_start(&g, s) ? fail(r, "not a valid deal (T4: a character on every tile, distinct identities "
                                          "with targets ascending; T2: the scope tiles `scopes` and `scope_place` "
                                          "give)")
                                : 0;
}

static int read_event(Reader *r, TenkillGame *g, TenkillAction *out)
{
    char who[8], want[8];
    int used = 0;
    if (sscanf(r->text, "%7s %n", who, &used) != 1 || !used)
        return fail(r, "expected an event, not '%s'", r->text);
    actor_text(tenkill_to_move(g), want, sizeof want);
    if (strcmp(who, want) != 0)
        return fail(r, "'%s' acts here, not '%s'", want, who);
    TenkillAction a = tenkill_action_parse(r->text + used);
    if (!a)
        return fail(r, "'%s' is not an action", r->text + used);
    if (!tenkill_is_legal(g, a))
        return fail(r, "'%s' is not legal here", r->text + used);
    *out = a;
    return 0;
}

int tenkill_record_read(FILE *in, const char *name, TenkillSetup *setup, TenkillAction *actions, int max_actions,
                        int *n_actions, char *err, size_t errlen)
{
    Reader r = {.in = in, .name = name, .err = err, .errlen = errlen};
    err[0] = '\0';
    if (read_setup(&r, setup))
        return -1;
    TenkillGame g;
    tenkill_start(&g, setup);
    int n = 0, end = -1;
    while (next_line(&r)) {
        if (sscanf(r.text, "end %d", &end) == 1)
            break;
        if (g.phase == TENKILL_PH_OVER)
            return fail(&r, "an event after the game's end");
        if (n == max_actions)
            return fail(&r, "more than %d events", max_actions);
        if (read_event(&r, &g, &actions[n]))
            return -1;
        tenkill_apply(&g, actions[n++]);
    }
    if (end < 0)
        return fail(&r, "the record has no 'end N' line (cut short?)");
    if (end != n)
        return fail(&r, "'end %d' but %d events", end, n);
    if (next_line(&r))
        return fail(&r, "a line after 'end'");
    *n_actions = n;
    return 0;
}
