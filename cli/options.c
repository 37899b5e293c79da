/*
 * options.c — the command-line parser of every subcommand (options.h).
 *
 * Written for NoirLab rather than taken from getopt_long because getopt_long
 * accepts abbreviations (a new flag can break an old abbreviation), keeps
 * global state (advice runs run inside one process), prints its own
 * messages in its own form, and has no two-value flags (tune --sprt A B).
 */
#include "cli/options.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "base/number.h"

enum { HELP_COLUMN_MAX = 24 };


static int is_end(const Option *o)
{
    return !o->name && !o->help;
}

static int takes_value(const Option *o)
{
    return o->kind != OPT_FLAG && o->kind != OPT_HEADING;
}

/* The one line of a problem: "noirlab CMD: problem" on stderr, or with err
 * (a session's command) "CMD: problem" into err. */
static int vfail(const OptionCommand *cmd, char *err, size_t errlen, const char *fmt, va_list ap)
{
    if (err) {
        int n = snprintf(err, errlen, "%s: ", cmd->name);
        if (n >= 0 && (size_t)n < errlen)
            vsnprintf(err + n, errlen - (size_t)n, fmt, ap);
        return OPTIONS_BAD;
    }
    fprintf(stderr, "noirlab%s%s: ", cmd->name[0] ? " " : "", cmd->name);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    return OPTIONS_BAD;
}

int options_fail(const OptionCommand *cmd, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vfail(cmd, NULL, 0, fmt, ap);
    va_end(ap);
    return OPTIONS_BAD;
}

int options_exit(int rc)
{
    return rc == OPTIONS_HELP ? 0 : 2;
}

/* ---------------------------------------------------------------------------
 * The help: usage, about, one line per flag (generated), notes
 * ------------------------------------------------------------------------- */

/* "-x, --name VALUE" or "--name VALUE" into buf. */
static void flag_label(const Option *o, char *buf, size_t len)
{
    int n = o->letter ? snprintf(buf, len, "-%c, ", o->letter) : 0;
    snprintf(buf + n, len - (size_t)n, "--%s%s%s", o->name, o->value ? " " : "", o->value ? o->value : "");
}

static void print_row(FILE *out, const char *label, const char *help, int column)
{
    int n = fprintf(out, "  %s", label);
    if (n > column + 2) {
        fputc('\n', out);
        n = 0;
    }
    for (const char *line = help; line;) {
        const char *nl = strchr(line, '\n');
        fprintf(out, "%*s%.*s\n", column + 4 - n, "", nl ? (int)(nl - line) : (int)strlen(line), line);
        n = 0;
        line = nl ? nl + 1 : NULL;
    }
}

void options_help(const OptionCommand *cmd, FILE *out)
{
    char label[128];
    int column = (int)strlen("-h, --help");
    for (const Option *o = cmd->options; !is_end(o); o++)
        if (o->name && o->help) {
            flag_label(o, label, sizeof label);
            int n = (int)strlen(label);
            if (n > column && n <= HELP_COLUMN_MAX)
                column = n;
        }
    fputs(cmd->usage, out);
    if (cmd->about)
        fprintf(out, "\n%s", cmd->about);
    fputc('\n', out);
    for (const Option *o = cmd->options; !is_end(o); o++) {
        if (!o->name) {
            fprintf(out, "\n%s", o->help);
            continue;
        }
        if (!o->help)
            continue; /* accepted, not listed (a flag of a game for the tests) */
        flag_label(o, label, sizeof label);
        print_row(out, label, o->help, column);
    }
    print_row(out, "-h, --help", "this help", column);
    if (cmd->notes)
        fprintf(out, "\n%s", cmd->notes);
}

/* ---------------------------------------------------------------------------
 * Parsing
 * ------------------------------------------------------------------------- */

typedef struct Parser {
    const OptionCommand *cmd;
    int argc;
    char **argv;
    int i;                  /* the argument being read */
    unsigned char *given;   /* per row */
    const char **number;    /* per row: the text of a number, read after all flags */
    char *err;              /* a session's command: the problem goes here */
    size_t errlen;
} Parser;

__attribute__((format(printf, 2, 3)))
static int fail(const Parser *p, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vfail(p->cmd, p->err, p->errlen, fmt, ap);
    va_end(ap);
    return OPTIONS_BAD;
}

/* Where the flags are listed, for messages: "noirlab run --help" (or
 * "noirlab --help" for noirlab's own flags), or a session's "help". */
static const char *help_hint(const Parser *p, char *buf, size_t len)
{
    if (p->err)
        snprintf(buf, len, "help lists them");
    else
        snprintf(buf, len, "noirlab%s%s --help", p->cmd->name[0] ? " " : "", p->cmd->name);
    return buf;
}

/* The row of "--name" (len characters of name) or of "-letter". */
static int find(const Option *t, const char *name, size_t len, char letter)
{
    for (int r = 0; !is_end(&t[r]); r++)
        if (t[r].name && (letter ? t[r].letter == letter : strlen(t[r].name) == len && !strncmp(t[r].name, name, len)))
            return r;
    return -1;
}

/* The value of the flag being read: after '=' (or a short flag's letter), or
 * the next argument.  NULL after a message. */
static const char *value_of(Parser *p, const Option *o, const char *attached)
{
    if (attached)
        return attached;
    if (p->i + 1 >= p->argc || strncmp(p->argv[p->i + 1], "--", 2) == 0) {
        char hint[64];
        fail(p, "--%s needs a value (%s)", o->name, help_hint(p, hint, sizeof hint));
        return NULL;
    }
    return p->argv[++p->i];
}

/* Store one flag of row r; attached is the text after '=' or NULL. */
static int take(Parser *p, int r, const char *attached)
{
    const Option *o = &p->cmd->options[r];
    if (o->kind == OPT_FLAG) {
        if (attached)
            return fail(p, "--%s takes no value", o->name);
        *(int *)o->dest = 1;
        return OPTIONS_OK;
    }
    if (o->kind != OPT_LIST && p->given[r])
        return fail(p, "--%s given twice", o->name);
    p->given[r] = 1;
    if (o->kind == OPT_PAIR) {
        const char **pair = o->dest;
        if (!(pair[0] = value_of(p, o, attached)))
            return OPTIONS_BAD;
        char hint[64];
        if (p->i + 1 >= p->argc || strncmp(p->argv[p->i + 1], "--", 2) == 0)
            return fail(p, "--%s needs two values: %s (%s)", o->name, o->value, help_hint(p, hint, sizeof hint));
        pair[1] = p->argv[++p->i];
        if (!pair[0][0] || !pair[1][0])
            return fail(p, "--%s: a value must not be empty", o->name);
        return OPTIONS_OK;
    }
    const char *v = value_of(p, o, attached);
    if (!v)
        return OPTIONS_BAD;
    if (!v[0])
        return fail(p, "--%s must not be empty", o->name);
    if (o->kind == OPT_STRING) {
        *(const char **)o->dest = v;
    } else if (o->kind == OPT_LIST) {
        OptionList *list = o->dest;
        if (list->n == OPTION_LIST_MAX)
            return fail(p, "--%s given more than %d times", o->name, OPTION_LIST_MAX);
        list->v[list->n++] = v;
    } else {
        p->number[r] = v;
    }
    return OPTIONS_OK;
}

/* The numbers, once every flag is known (so that "--games x --help" helps). */
static int read_numbers(Parser *p)
{
    for (int r = 0; !is_end(&p->cmd->options[r]); r++) {
        const Option *o = &p->cmd->options[r];
        const char *v = p->number[r];
        if (!v)
            continue;
        if (o->kind == OPT_UNSIGNED && number_whole(v, o->min, o->max, o->dest))
            return fail(p, "--%s must be a whole number from %llu to %llu, not '%s'", o->name,
                                (unsigned long long)o->min, (unsigned long long)o->max, v);
        if (o->kind == OPT_REAL && number_real(v, o->lo, o->hi, o->dest))
            return fail(p, "--%s must be a number from %g to %g, not '%s'", o->name, o->lo, o->hi, v);
    }
    return OPTIONS_OK;
}

static int parse_all(Parser *p, int *n_operands)
{
    int operands = 0, flags_ended = 0;
    char hint[64];
    help_hint(p, hint, sizeof hint);
    for (p->i = 0; p->i < p->argc; p->i++) {
        char *arg = p->argv[p->i];
        if (flags_ended || arg[0] != '-' || arg[1] == '\0') { /* "-" is an operand (standard input) */
            if (!n_operands)
                return fail(p, "unexpected '%s' (%s)", arg, hint);
            p->argv[operands++] = arg;
            continue;
        }
        if (strcmp(arg, "--") == 0) {
            flags_ended = 1;
            continue;
        }
        if (!p->err && (strcmp(arg, "--help") == 0 || strcmp(arg, "-h") == 0)) {
            options_help(p->cmd, stdout);
            return OPTIONS_HELP;
        }
        const char *attached = NULL;
        int r;
        if (arg[1] == '-') {
            const char *eq = strchr(arg, '=');
            attached = eq ? eq + 1 : NULL;
            r = find(p->cmd->options, arg + 2, eq ? (size_t)(eq - arg - 2) : strlen(arg + 2), 0);
        } else {
            r = find(p->cmd->options, NULL, 0, arg[1]);
            attached = r >= 0 && arg[2] && takes_value(&p->cmd->options[r]) ? arg + 2 : NULL;
            if (r >= 0 && arg[2] && !attached)
                r = -1; /* "-qx": one letter per argument */
        }
        if (r < 0)
            return fail(p, "unknown option '%s' (%s)", arg, hint);
        if (take(p, r, attached))
            return OPTIONS_BAD;
    }
    if (n_operands)
        *n_operands = operands;
    return read_numbers(p);
}

static int parse(const OptionCommand *cmd, int argc, char **argv, int *n_operands, char *err, size_t errlen)
{
    int rows = 0;
    while (!is_end(&cmd->options[rows]))
        rows++;
    Parser p = {cmd, argc, argv, 0, calloc((size_t)rows + 1, 1), calloc((size_t)rows + 1, sizeof(char *)), err,
                errlen};
    int rc = p.given && p.number ? parse_all(&p, n_operands) : fail(&p, "out of memory");
    free(p.given);
    free(p.number);
    return rc;
}

int options_parse(const OptionCommand *cmd, int argc, char **argv, int *n_operands)
{
    return parse(cmd, argc, argv, n_operands, NULL, 0);
}

int options_parse_words(const OptionCommand *cmd, int argc, char **argv, int *n_operands, char *err, size_t errlen)
{
    return parse(cmd, argc, argv, n_operands, err, errlen);
}
