/*
 * ladder.c — round robins as campaigns, and the roles of a ladder's cells
 * (ladder.h).
 */
#include "ladder.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#include "xalloc.h"

/* ---------------------------------------------------------------------------
 * Lists of specs
 * ------------------------------------------------------------------------- */

static const char *trimmed(char *s)
{
    while (*s == ' ' || *s == '\t')
        s++;
    size_t n = strlen(s);
    while (n && (s[n - 1] == ' ' || s[n - 1] == '\t'))
        s[--n] = '\0';
    return s;
}

int split_specs(const char *flag, const char *text, char ***out, char *err, size_t errlen)
{
    int n = 1;
    for (const char *p = text; *p; p++)
        n += *p == ';';
    /* One block: the pointers, then a copy of the text they point into. */
    size_t len = strlen(text) + 1;
    char **list = xcalloc(1, (size_t)n * sizeof *list + len);
    char *copy = memcpy((char *)(list + n), text, len);
    for (int i = 0; i < n; i++) {
        char *semi = strchr(copy, ';');
        if (semi)
            *semi = '\0';
        list[i] = (char *)trimmed(copy);
        if (list[i][0] == '\0') {
            snprintf(err, errlen, "%s: %s", flag,
                     n == 1 ? "needs at least one policy SPEC (SPEC;SPEC;...)" : "has an empty SPEC in its list");
            free(list);
            return -1;
        }
        copy = semi ? semi + 1 : copy;
    }
    *out = list;
    return n;
}

/* ---------------------------------------------------------------------------
 * A round robin through an equivalent campaign file
 * ------------------------------------------------------------------------- */

/* The generated file, and the flag each of its lines came from. */
typedef struct Generated {
    FILE *f;
    int line;
    const char *origin[256];     /* origin[line]; NULL: a line of our own making */
} Generated;

static void emit(Generated *g, const char *origin, const char *key, const char *value)
{
    g->line++;
    if (g->line < (int)(sizeof g->origin / sizeof g->origin[0]))
        g->origin[g->line] = origin;
    if (key)
        fprintf(g->f, "%s = %s\n", key, value);
    else
        fprintf(g->f, "%s\n", value);
}

/* A value goes into the file as one "key = value" line: it must not end the
 * line or start a comment there. */
static int check_value(const char *flag, const char *value, char *err, size_t errlen)
{
    if (strpbrk(value, ";\n\r")) {
        snprintf(err, errlen, "%s: '%s' contains ';' or a line break", flag, value);
        return -1;
    }
    return 0;
}

/* A relative layout file is relative to where the command was started, not
 * to the temporary file: make it absolute (the test is campaign.c's). */
static void scenario_value(const char *text, char *out, size_t outlen)
{
    size_t n = strlen(text);
    int path = strchr(text, '/') != NULL || (n > 4 && strcasecmp(text + n - 4, ".ini") == 0);
    char cwd[4096];
    if (path && text[0] != '/' && getcwd(cwd, sizeof cwd))
        snprintf(out, outlen, "%s/%s", cwd, text);
    else
        snprintf(out, outlen, "%s", text);
}

static int write_campaign(Generated *g, const RoundRobin *rr, char *err, size_t errlen)
{
    char chunk[32], scenario[4200];
    const char *scen = rr->scenario ? rr->scenario : "beginner", *motives = rr->motives ? rr->motives : "logic";
    const char *games = rr->games ? rr->games : "200", *seed = rr->seed ? rr->seed : "1";
    if (check_value("--scenario", scen, err, errlen) || check_value("--motives", motives, err, errlen) ||
        check_value("--games", games, err, errlen) || check_value("--seed", seed, err, errlen))
        return -1;
    snprintf(chunk, sizeof chunk, "%u", rr->chunk ? rr->chunk : 100);
    scenario_value(scen, scenario, sizeof scenario);
    emit(g, NULL, NULL, "[campaign]");
    emit(g, NULL, "name", rr->name ? rr->name : "ladder");
    emit(g, "--seed", "seed", seed);
    emit(g, "--games", "games", games);
    emit(g, NULL, "chunk", chunk);
    emit(g, NULL, "rows", rr->rows_all ? "all" : "none");
    emit(g, NULL, NULL, "[grid]");
    emit(g, "--scenario", "scenario", scenario);
    emit(g, "--motives", "motives", motives);
    for (int side = 0; side < 2; side++) {
        int n = side ? rr->n_mur : rr->n_det;
        const char *const *spec = side ? rr->mur : rr->det;
        const char *flag = side ? rr->mur_flag : rr->det_flag;
        for (int i = 0; i < n; i++) {
            if (check_value(flag, spec[i], err, errlen))
                return -1;
            emit(g, flag, side ? "murderer" : "detective", spec[i]);
        }
    }
    return 0;
}

/* "TMP:LINE: problem" -> "ORIGIN: problem" for a line that came from a flag. */
static void blame_flag(const Generated *g, const char *tmp, char *err, size_t errlen)
{
    size_t n = strlen(tmp);
    int line;
    char *rest;
    if (strncmp(err, tmp, n) != 0 || err[n] != ':')
        return;
    errno = 0;
    line = (int)strtol(err + n + 1, &rest, 10);
    if (errno || rest == err + n + 1 || strncmp(rest, ": ", 2) != 0)
        return;
    const char *origin = line > 0 && line < (int)(sizeof g->origin / sizeof g->origin[0]) ? g->origin[line] : NULL;
    char *msg = xstrdup(rest + 2);
    snprintf(err, errlen, "%s: %s", origin ? origin : "command line", msg);
    free(msg);
}

int round_robin_campaign(Campaign *c, const Catalog *cat, const RoundRobin *rr, char *err, size_t errlen)
{
    memset(c, 0, sizeof *c);
    const char *dir = getenv("TMPDIR");
    char tmp[4096];
    snprintf(tmp, sizeof tmp, "%s/noirlab-round-robin-XXXXXX", dir && dir[0] ? dir : "/tmp");
    int fd = mkstemp(tmp);
    Generated g = {0};
    if (fd < 0 || !(g.f = fdopen(fd, "w"))) {
        snprintf(err, errlen, "%s: cannot create a temporary file: %s", tmp, strerror(errno));
        if (fd >= 0) {
            close(fd);
            unlink(tmp);
        }
        return -1;
    }
    int rc = write_campaign(&g, rr, err, errlen);
    if (fclose(g.f) != 0 && rc == 0) {
        snprintf(err, errlen, "%s: cannot write: %s", tmp, strerror(errno));
        rc = -1;
    }
    if (rc == 0 && campaign_load(c, cat, tmp, NULL, err, errlen)) {
        blame_flag(&g, tmp, err, errlen);
        rc = -1;
    }
    unlink(tmp);
    return rc;
}

/* ---------------------------------------------------------------------------
 * Roles
 * ------------------------------------------------------------------------- */

/* The position of spec in list[0..*n-1], appended when new. */
static int role_index(int *list, int *n, int spec)
{
    for (int i = 0; i < *n; i++)
        if (list[i] == spec)
            return i;
    list[*n] = spec;
    return (*n)++;
}

void ladder_roles(LadderRoles *r, const Campaign *c)
{
    memset(r, 0, sizeof *r);
    r->det = xcalloc((size_t)c->n_specs, sizeof *r->det);
    r->mur = xcalloc((size_t)c->n_specs, sizeof *r->mur);
    r->cell_det = xcalloc((size_t)c->n_cells, sizeof *r->cell_det);
    r->cell_mur = xcalloc((size_t)c->n_cells, sizeof *r->cell_mur);
    for (int i = 0; i < c->n_cells; i++) {
        r->cell_det[i] = role_index(r->det, &r->n_det, c->cell[i].detective);
        r->cell_mur[i] = role_index(r->mur, &r->n_mur, c->cell[i].murderer);
    }
}

void ladder_roles_free(LadderRoles *r)
{
    free(r->det);
    free(r->mur);
    free(r->cell_det);
    free(r->cell_mur);
    memset(r, 0, sizeof *r);
}
