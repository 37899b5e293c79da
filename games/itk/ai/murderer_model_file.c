/*
 * murderer_model_file.c — the model as a versioned plain-text file
 * (murderer_model.h; the format is in games/itk/docs/learning.md).  One cell a line,
 * its counts and the smoothed probability they give, so the file reads as a
 * table; the reader takes the counts and checks the probability against them,
 * so a hand edit of one without the other is refused, not half-believed.
 * Version 2 adds the victim weights (fitted, not counted: written with their
 * standard errors); a version-1 file reads as a model without them.  Version
 * 3 ends with the line `end`, which its reader requires: a cell may be left
 * out on purpose (it reads as 1/2), so only the marker tells a whole file
 * from one cut at a line end.  Versions 1 and 2 still read without it.
 */
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "base/errorf.h"
#include "base/line.h"
#include "games/itk/ai/murderer_model.h"

#define MAGIC "noirlab-murderer-model"

/* The longest line the reader takes; the writer folds longer comment lines. */
enum { LINE_CHARS_MAX = 4096, COMMENT_CHARS_MAX = LINE_CHARS_MAX - 2 };

static const char *const kind_names[MM_KINDS] = {"sex", "age", "build", "height"};
static const char *const pref_names[MM_PREFS] = {"truth", "lie", "neither"};
static const char *const liar_names[2] = {"honest", "liar"};
static const char *const own_names[2] = {"other", "own"};

static const char *size_name(int size, char buf[8])
{
    snprintf(buf, 8, size == MM_SIZES - 1 ? "%d+" : "%d", size);
    return buf;
}

int itk_murderer_model_write(const MurdererModel *m, const char *comment, FILE *out)
{
    fprintf(out, MAGIC " %d\n", MM_VERSION);
    if (comment)
        for (const char *line = comment; *line;) {
            const char *end = strchr(line, '\n');
            int len = end ? (int)(end - line) : (int)strlen(line);
            for (int at = 0; at < len || at == 0; at += COMMENT_CHARS_MAX) /* folded to lines the reader takes */
                fprintf(out, "# %.*s\n", len - at < COMMENT_CHARS_MAX ? len - at : COMMENT_CHARS_MAX, line + at);
            line += len + (end != NULL);
        }
    fprintf(out, "#\n# answer KIND GREEDY PUBLIC: a liar's answer; GREEDY and PUBLIC say which answer (truth, lie\n"
                 "#   or neither) leaves the murderer least probable and the public belief most uncertain;\n"
                 "#   truths/lies counted, p_truth = (truths + 1/2) / (truths + lies + 1)\n");
    for (int k = 0; k < MM_KINDS; k++)
        for (int g = 0; g < MM_PREFS; g++)
            for (int u = 0; u < MM_PREFS; u++) {
                MmCount c = m->answer[itk_murderer_model_answer_cell(k, g, u)];
                fprintf(out, "answer %s %s %s truths=%ld lies=%ld p_truth=%.6f\n", kind_names[k], pref_names[g],
                        pref_names[u], c.yes, c.no, itk_murderer_model_p(c));
            }
    fprintf(out, "#\n# intimidated liar|honest: civilians intimidated and alive civilians spared at the end\n");
    for (int l = 1; l >= 0; l--)
        fprintf(out, "intimidated %s intimidated=%ld spared=%ld p=%.6f\n", liar_names[l], m->intimidated[l].yes,
                m->intimidated[l].no, itk_murderer_model_p(m->intimidated[l]));
    fprintf(out, "#\n# supporters size=N own|other: groups of N civilians (the murderer's own or not), chosen or not\n");
    for (int s = 0; s < MM_SIZES; s++)
        for (int o = 1; o >= 0; o--) {
            char buf[8];
            MmCount c = m->supporters[s][o];
            fprintf(out, "supporters size=%s %s chosen=%ld passed=%ld p=%.6f\n", size_name(s, buf), own_names[o], c.yes,
                    c.no, itk_murderer_model_p(c));
        }
    fprintf(out, "#\n# victims murders=N: the murders the victim weights were fitted on (0: no victim factor)\n"
                 "# victim FEATURE weight=W se=SE: P(victim | x, m) = exp(w . f) / sum over the legal victims\n");
    fprintf(out, "victims murders=%ld\n", m->victim_murders);
    for (int k = 0; k < MM_VICTIM_FEATURES; k++)
        fprintf(out, "victim %s weight=%.6f se=%.6f\n", itk_murderer_model_victim_names[k], m->victim_w[k], m->victim_se[k]);
    fprintf(out, "#\n# end: the file is whole (a model cut short is refused)\nend\n");
    return ferror(out) ? -1 : 0;
}

/* --- reading ---------------------------------------------------------------- */

typedef struct Reader {
    const char *path;
    int line;
    int version;
    char *err;
    size_t errlen;
} Reader;

static int fail(Reader *r, const char *fmt, ...)
{
    char msg[MM_ERR_MAX / 2];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    snprintf(r->err, r->errlen, "%s:%d: %s", r->path, r->line, msg);
    return -1;
}

static int name_index(const char *word, const char *const *names, int n)
{
    for (int i = 0; i < n; i++)
        if (strcmp(word, names[i]) == 0)
            return i;
    return -1;
}

/* "key=N" with N a whole number >= 0. */
static int count_field(Reader *r, const char *word, const char *key, long *out)
{
    size_t n = strlen(key);
    if (!word || strncmp(word, key, n) != 0 || word[n] != '=')
        return fail(r, "expected %s=COUNT, got '%s'", key, word ? word : "end of line");
    char *end;
    errno = 0;
    long v = strtol(word + n + 1, &end, 10);
    if (errno || end == word + n + 1 || *end || v < 0 || v > 1000000000000L)
        return fail(r, "%s=%s is not a count (a whole number from 0 to 10^12)", key, word + n + 1);
    *out = v;
    return 0;
}

/* "key=P" that must be the probability the counts give (printed to 6 places). */
static int p_field(Reader *r, const char *word, const char *key, MmCount c)
{
    size_t n = strlen(key);
    if (!word || strncmp(word, key, n) != 0 || word[n] != '=')
        return fail(r, "expected %s=PROBABILITY, got '%s'", key, word ? word : "end of line");
    char *end;
    errno = 0;
    double v = strtod(word + n + 1, &end);
    if (errno || end == word + n + 1 || *end || !(v >= 0 && v <= 1))
        return fail(r, "%s=%s is not a probability", key, word + n + 1);
    if (fabs(v - itk_murderer_model_p(c)) > 5.1e-7)
        return fail(r, "%s=%s does not match the counts, which give %.6f", key, word + n + 1, itk_murderer_model_p(c));
    return 0;
}

/* "key=X" with X a finite number (at least `min`). */
static int real_field(Reader *r, const char *word, const char *key, double min, double *out)
{
    size_t n = strlen(key);
    if (!word || strncmp(word, key, n) != 0 || word[n] != '=')
        return fail(r, "expected %s=NUMBER, got '%s'", key, word ? word : "end of line");
    char *end;
    errno = 0;
    double v = strtod(word + n + 1, &end);
    if (errno || end == word + n + 1 || *end || !isfinite(v) || v < min)
        return fail(r, "%s=%s is not a %s", key, word + n + 1, min >= 0 ? "number >= 0" : "finite number");
    *out = v;
    return 0;
}

enum { WORDS_MAX = 8 };

/* One cell line: `name` words naming the cell, then two counts and p. */
static int read_cell(Reader *r, char **w, int nw, int name_words, const char *keys[3], MmCount *cell, int *seen)
{
    if (nw != name_words + 3)
        return fail(r, "expected %d fields, got %d", name_words + 3, nw);
    if (*seen)
        return fail(r, "cell given twice (first on line %d)", *seen);
    MmCount c;
    if (count_field(r, w[name_words], keys[0], &c.yes) || count_field(r, w[name_words + 1], keys[1], &c.no) ||
        p_field(r, w[name_words + 2], keys[2], c))
        return -1;
    *cell = c;
    *seen = r->line;
    return 0;
}

typedef struct Seen {
    int answer[MM_ANSWER_CELLS], intimidated[2], supporters[MM_SIZES][2], victims, victim[MM_VICTIM_FEATURES], end;
} Seen;

/* Version 2: "victims murders=N" and "victim FEATURE weight=W se=SE". */
static int read_victim_line(Reader *r, char **w, int nw, MurdererModel *m, Seen *seen)
{
    if (r->version < 2)
        return fail(r, "'%s' lines need version 2 (this file says version %d)", w[0], r->version);
    int *first;
    if (strcmp(w[0], "victims") == 0) {
        if (nw != 2)
            return fail(r, "expected 2 fields, got %d", nw);
        first = &seen->victims;
    } else {
        int k = nw > 1 ? name_index(w[1], itk_murderer_model_victim_names, MM_VICTIM_FEATURES) : -1;
        if (k < 0)
            return fail(r, "victim: expected a feature (exposure, best, kept, distance, intimidated, alone, "
                           "own_group), got '%s'", nw > 1 ? w[1] : "");
        if (nw != 4)
            return fail(r, "expected 4 fields, got %d", nw);
        first = &seen->victim[k];
        if (!*first && (real_field(r, w[2], "weight", -INFINITY, &m->victim_w[k]) ||
                        real_field(r, w[3], "se", 0, &m->victim_se[k])))
            return -1;
    }
    if (*first)
        return fail(r, "line given twice (first on line %d)", *first);
    if (first == &seen->victims && count_field(r, w[1], "murders", &m->victim_murders))
        return -1;
    *first = r->line;
    return 0;
}

static int read_line(Reader *r, char **w, int nw, MurdererModel *m, Seen *seen)
{
    if (strcmp(w[0], "answer") == 0) {
        static const char *keys[3] = {"truths", "lies", "p_truth"};
        int k = nw > 1 ? name_index(w[1], kind_names, MM_KINDS) : -1;
        int g = nw > 2 ? name_index(w[2], pref_names, MM_PREFS) : -1;
        int u = nw > 3 ? name_index(w[3], pref_names, MM_PREFS) : -1;
        if (k < 0)
            return fail(r, "answer: expected a question kind (sex, age, build, height), got '%s'", nw > 1 ? w[1] : "");
        if (g < 0 || u < 0)
            return fail(r, "answer: expected GREEDY and PUBLIC, each truth, lie or neither");
        int cell = itk_murderer_model_answer_cell(k, g, u);
        return read_cell(r, w, nw, 4, keys, &m->answer[cell], &seen->answer[cell]);
    }
    if (strcmp(w[0], "intimidated") == 0) {
        static const char *keys[3] = {"intimidated", "spared", "p"};
        int l = nw > 1 ? name_index(w[1], liar_names, 2) : -1;
        if (l < 0)
            return fail(r, "intimidated: expected liar or honest, got '%s'", nw > 1 ? w[1] : "");
        return read_cell(r, w, nw, 2, keys, &m->intimidated[l], &seen->intimidated[l]);
    }
    if (strcmp(w[0], "supporters") == 0) {
        static const char *keys[3] = {"chosen", "passed", "p"};
        int size = -1, o = nw > 2 ? name_index(w[2], own_names, 2) : -1;
        for (int s = 0; s < MM_SIZES && nw > 1; s++) {
            char buf[8], want[16];
            snprintf(want, sizeof want, "size=%s", size_name(s, buf));
            if (strcmp(w[1], want) == 0)
                size = s;
        }
        if (size < 0)
            return fail(r, "supporters: expected size=0 .. size=%d+, got '%s'", MM_SIZES - 1, nw > 1 ? w[1] : "");
        if (o < 0)
            return fail(r, "supporters: expected own or other, got '%s'", nw > 2 ? w[2] : "");
        return read_cell(r, w, nw, 3, keys, &m->supporters[size][o], &seen->supporters[size][o]);
    }
    if (strcmp(w[0], "victims") == 0 || strcmp(w[0], "victim") == 0)
        return read_victim_line(r, w, nw, m, seen);
    return fail(r, "unknown line '%s' (expected answer, intimidated, supporters, victims or victim)", w[0]);
}

static int split(char *line, char **w)
{
    int n = 0;
    char *save = NULL;
    for (char *t = strtok_r(line, " \t\r\n", &save); t; t = strtok_r(NULL, " \t\r\n", &save))
        if (n < WORDS_MAX)
            w[n++] = t;
        else
            return WORDS_MAX + 1;
    return n;
}

/* One line of the file: a comment, the version line or a cell. */
static int read_one(Reader *r, char *line, MurdererModel *m, Seen *seen)
{
    char *w[WORDS_MAX];
    int nw = split(line, w);
    if (nw == 0 || w[0][0] == '#')
        return 0;
    if (nw > WORDS_MAX)
        return fail(r, "more than %d fields", WORDS_MAX);
    if (seen->end)
        return fail(r, "a line after the model's 'end' (line %d)", seen->end);
    if (r->version >= 3 && strcmp(w[0], "end") == 0 && nw == 1) {
        seen->end = r->line;
        return 0;
    }
    if (r->version)
        return read_line(r, w, nw, m, seen);
    if (strcmp(w[0], MAGIC) != 0 || nw != 2)
        return fail(r, "not a murderer model (expected '" MAGIC " %d' first)", MM_VERSION);
    if (strcmp(w[1], "1") != 0 && strcmp(w[1], "2") != 0 && strcmp(w[1], "3") != 0)
        return fail(r, "model version '%s' is not supported (this build reads versions 1 to %d)", w[1], MM_VERSION);
    r->version = w[1][0] - '0';
    return 0;
}

static int read_model(Reader *r, FILE *in, MurdererModel *m)
{
    static Seen zero;
    Seen seen = zero;
    char line[LINE_CHARS_MAX + 2];
    int got, rc = 0;
    while (rc == 0 && (got = text_line(in, line, sizeof line)) != TEXT_END) {
        r->line++;
        if (got == TEXT_LONG)
            rc = fail(r, "a line longer than %d characters", LINE_CHARS_MAX);
        else if (got == TEXT_NUL)
            rc = fail(r, "%s", text_line_problem(got));
        else if (got == TEXT_READ_ERROR)
            rc = errorf(r->err, r->errlen, "%s: cannot read: %s", r->path, strerror(errno));
        else
            rc = read_one(r, line, m, &seen);
    }
    if (rc)
        return rc;
    if (!r->version) {
        r->line = r->line ? r->line : 1;
        return fail(r, "not a murderer model (expected '" MAGIC " %d' first)", MM_VERSION);
    }
    if (r->version >= 3 && !seen.end)
        return fail(r, "the model stops without its last line 'end': cut short?");
    return 0;
}

int itk_murderer_model_load(MurdererModel *m, const char *path, char *err, size_t errlen)
{
    itk_murderer_model_clear(m);
    FILE *in = text_open(path, err, errlen);
    if (!in)
        return -1;
    Reader r = {.path = path, .err = err, .errlen = errlen};
    int rc = read_model(&r, in, m);
    fclose(in);
    if (rc)
        itk_murderer_model_clear(m);
    return rc;
}
