/*
 * mixture.c — the mixture player (mixture.h): a file of weighted SPECs,
 * every member created once, one drawn per game.
 */
#include "ai/mixture.h"

#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "base/line.h"
#include "base/xalloc.h"

enum { MIXTURE_MEMBERS_MAX = 64, MIXTURE_LINE_MAX = 1024 };

typedef struct Mixture {
    int n, current;
    double cumulative[MIXTURE_MEMBERS_MAX]; /* normalised, the last 1 */
    GamePolicy member[MIXTURE_MEMBERS_MAX];
} Mixture;

static const char *const mixture_keys[] = {"file", NULL};

static void mixture_destroy(void *state)
{
    Mixture *m = state;
    for (int i = 0; i < m->n; i++)
        game_policy_destroy(&m->member[i]);
    free(m);
}

/* A member's model=FILE (or another key naming a file, policy.h) beside
 * the mixture file when it is there (the campaign files' rule,
 * runner/campaign.c), else as given. */
static int resolve_model(const char *dir, PolicySpec *spec)
{
    for (int i = 0; i < spec->n; i++) {
        char path[POLICY_VALUE_MAX + 4096];
        if (!policy_key_names_file(spec->key[i]) || spec->value[i][0] == '/' || !dir[0])
            continue;
        snprintf(path, sizeof path, "%s/%s", dir, spec->value[i]);
        if (access(path, R_OK) != 0)
            continue;
        if (strlen(path) >= sizeof spec->value[i])
            return -1;
        strcpy(spec->value[i], path);
    }
    return 0;
}

/* One "WEIGHT SPEC" line (comment and blanks gone) into member m->n. */
static int add_member(Mixture *m, char *line, const char *dir, const GameClass *game, int seat, double *weight,
                      char *err, size_t errlen)
{
    char *end;
    errno = 0;
    double w = strtod(line, &end);
    if (end == line || errno || !(w >= 0) || w > 1e300 || !isspace((unsigned char)*end)) {
        snprintf(err, errlen, "expected 'WEIGHT SPEC' (a weight >= 0, then a policy SPEC)");
        return -1;
    }
    while (isspace((unsigned char)*end))
        end++;
    if (m->n == MIXTURE_MEMBERS_MAX) {
        snprintf(err, errlen, "more than %d members", MIXTURE_MEMBERS_MAX);
        return -1;
    }
    PolicySpec spec;
    char text[POLICY_SPEC_MAX];
    if (policy_spec_parse(end, &spec, err, errlen))
        return -1;
    if (strcmp(spec.name, "mixture") == 0) {
        snprintf(err, errlen, "a mixture cannot hold a mixture");
        return -1;
    }
    if (resolve_model(dir, &spec)) {
        snprintf(err, errlen, "model path too long beside the mixture file");
        return -1;
    }
    policy_spec_format(&spec, text, sizeof text);
    if (game_policy_create(&m->member[m->n], game, text, seat, err, errlen))
        return -1;
    weight[m->n++] = w;
    return 0;
}

/* Every line of the file f into m; -1 with "path:line: problem" in err. */
static int read_members(Mixture *m, FILE *f, const char *path, const GameClass *game, int seat, char *err,
                        size_t errlen)
{
    char dir[4096], line[MIXTURE_LINE_MAX], e[512];
    double weight[MIXTURE_MEMBERS_MAX], total = 0;
    snprintf(dir, sizeof dir, "%s", path);
    char *slash = strrchr(dir, '/');
    if (slash)
        *slash = '\0';
    else
        dir[0] = '\0';
    int got, number = 0;
    while ((got = text_line(f, line, sizeof line)) == TEXT_LINE) {
        number++;
        line[strcspn(line, "#\r\n")] = '\0';
        size_t len = strlen(line);
        while (len && isspace((unsigned char)line[len - 1]))
            line[--len] = '\0';
        char *p = line;
        while (isspace((unsigned char)*p))
            p++;
        if (!*p)
            continue;
        if (add_member(m, p, dir, game, seat, weight, e, sizeof e)) {
            snprintf(err, errlen, "%s:%d: %s", path, number, e);
            return -1;
        }
        total += weight[m->n - 1];
    }
    if (got == TEXT_LONG) {
        snprintf(err, errlen, "%s:%d: line longer than %d characters", path, number + 1, MIXTURE_LINE_MAX - 2);
        return -1;
    }
    if (got != TEXT_END) {
        snprintf(err, errlen, "%s:%d: %s", path, number + 1, text_line_problem(got));
        return -1;
    }
    if (m->n == 0 || !(total > 0)) {
        snprintf(err, errlen, "%s: no member with a weight above 0", path);
        return -1;
    }
    double sum = 0;
    for (int i = 0; i < m->n; i++)
        m->cumulative[i] = (sum += weight[i]) / total;
    m->cumulative[m->n - 1] = 1.0;
    return 0;
}

static void *mixture_create(const PolicySpec *spec, const GameClass *game, int seat, int *needs_view, char *err,
                            size_t errlen)
{
    if (policy_spec_check_keys(spec, mixture_keys, err, errlen))
        return NULL;
    const char *path = policy_spec_str(spec, "file", NULL);
    if (!path) {
        snprintf(err, errlen, "policy mixture: give file=PATH (a file of 'WEIGHT SPEC' lines)");
        return NULL;
    }
    char problem[512];
    FILE *f = text_open(path, problem, sizeof problem); /* a folder or a FIFO refused by its kind */
    if (!f) {
        snprintf(err, errlen, "policy mixture: %s", problem);
        return NULL;
    }
    Mixture *m = xcalloc(1, sizeof *m);
    int rc = read_members(m, f, path, game, seat, err, errlen);
    fclose(f);
    if (rc) {
        mixture_destroy(m);
        return NULL;
    }
    *needs_view = 0;
    for (int i = 0; i < m->n; i++)
        *needs_view |= m->member[i].needs_view;
    return m;
}

static void mixture_draw(void *state, Pcg32 *draw)
{
    Mixture *m = state;
    double u = pcg32_next(draw) / 4294967296.0; /* in [0, 1) */
    m->current = 0;
    while (m->current + 1 < m->n && u >= m->cumulative[m->current])
        m->current++;
}

static void mixture_new_game(void *state, const void *view)
{
    Mixture *m = state;
    GamePolicy *p = &m->member[m->current];
    if (p->cls->new_game)
        p->cls->new_game(p->state, view);
}

static GameAction mixture_choose(void *state, const void *view, const GameActions *legal, Pcg32 *rng)
{
    Mixture *m = state;
    GamePolicy *p = &m->member[m->current];
    return p->cls->choose(p->state, p->needs_view ? view : NULL, legal, rng);
}

static int mixture_guess_tie(const void *state)
{
    const Mixture *m = state;
    const GamePolicy *p = &m->member[m->current];
    return p->cls->guess_tie ? p->cls->guess_tie(p->state) : GAME_TIE_NONE;
}

static void mixture_search_info(const void *state, SearchInfo *out)
{
    const Mixture *m = state;
    const GamePolicy *p = &m->member[m->current];
    *out = (SearchInfo){0};
    if (p->cls->search_info)
        p->cls->search_info(p->state, out);
}

/* The text of a mixture file: spec[k] with weight[k] for every k of weight > 0. */
static void mixture_print(FILE *f, const char *header, int n, const char *const *spec, const double *weight)
{
    fprintf(f, "# %s\n# One 'WEIGHT SPEC' a line (noirlab policies: mixture).\n", header);
    for (int k = 0; k < n; k++)
        if (weight[k] > 0)
            fprintf(f, "%.6g %s\n", weight[k], spec[k]);
}

int mixture_file_write(const char *path, const char *header, int n, const char *const *spec, const double *weight,
                       char *err, size_t errlen)
{
    FILE *f = fopen(path, "wx"); /* C11's exclusive mode: an existing file is left alone */
    if (!f) {
        snprintf(err, errlen, "%s: %s%s", path, strerror(errno),
                 errno == EEXIST ? " (a mixture file is never overwritten)" : "");
        return -1;
    }
    mixture_print(f, header, n, spec, weight);
    if (fclose(f)) {
        snprintf(err, errlen, "%s: %s", path, strerror(errno));
        remove(path);
        return -1;
    }
    return 0;
}

int mixture_file_keep(const char *path, const char *header, int n, const char *const *spec, const double *weight,
                      char *err, size_t errlen)
{
    FILE *have = fopen(path, "r");
    if (!have)
        return mixture_file_write(path, header, n, spec, weight, err, errlen);
    char *want = NULL;
    size_t want_len = 0;
    FILE *text = open_memstream(&want, &want_len);
    int same = 0;
    if (text) {
        mixture_print(text, header, n, spec, weight);
        fclose(text);
        size_t i = 0;
        int ch;
        for (same = want != NULL; same && (ch = getc(have)) != EOF; i++)
            same = i < want_len && want[i] == ch;
        same = same && i == want_len;
    }
    fclose(have);
    free(want);
    if (!same)
        snprintf(err, errlen, "%s: exists and holds another mixture (a mixture file is never overwritten)", path);
    return same ? 0 : -1;
}

int mixture_member(const void *state) { return ((const Mixture *)state)->current; }

int mixture_size(const void *state) { return ((const Mixture *)state)->n; }

double mixture_share(const void *state, int k)
{
    const Mixture *m = state;
    return m->cumulative[k] - (k ? m->cumulative[k - 1] : 0.0);
}

const GamePolicyClass game_policy_mixture = {
    .game = NULL,
    .name = "mixture",
    .help = "plays one member of a weighted mixture per game, drawn from the game's seed (file=PATH: "
            "'WEIGHT SPEC' lines; docs/equilibrium.md)",
    .needs_view = 1,
    .create = mixture_create,
    .destroy = mixture_destroy,
    .new_game = mixture_new_game,
    .choose = mixture_choose,
    .guess_tie = mixture_guess_tie,
    .search_info = mixture_search_info,
    .draw = mixture_draw,
};
