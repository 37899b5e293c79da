/*
 * equilibrium_loop.c — responses to a ladder's equilibrium, their gains, and
 * the PSRO-like loop (equilibrium_loop.h, docs/equilibrium.md).
 *
 * A round: the population's equilibrium (round 1: the ladder's, already
 * solved), its mixtures written as files, each seat's response made from its
 * SPEC with the other seat's mixture file in place of MIXTURE, and three
 * pairs played on the round's fresh deals (mixture against mixture, each
 * response against the other mixture).  In the loop, a response whose paired
 * gain's lower end lies above the margin joins its population: its games
 * against every member of the other seat are played on the ladder's own
 * deals (the ladder's master seed), so the meta-game stays on common deals,
 * and the next round solves it again.  The loop stops when no response joins
 * or after the set number of rounds.  The new cells live in memory only.
 */
#include "cli/equilibrium_loop.h"

#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "ai/mixture.h"
#include "analysis/exploitability.h"
#include "base/json.h"
#include "cli/equilibrium_pairs.h"
#include "cli/ladder_text.h"

int equilibrium_side_seat(int side) { return side == SIDE_SEEKER ? GAME_SEEKER : GAME_HIDER; }

void equilibrium_mixture_path(const char *dir, const GameClass *game, int side, char *out, size_t outlen)
{
    int n = snprintf(out, outlen, "%s/", dir);
    const char *name = game->seat_name[equilibrium_side_seat(side)];
    for (int i = 0; name[i] && (size_t)n + 5 < outlen; i++)
        out[n++] = (char)tolower((unsigned char)name[i]);
    snprintf(out + n, outlen - (size_t)n, ".mix");
}

/* tmpl with every LOOP_MIXTURE_WORD replaced by path.  0, or -1 when too long. */
static int response_spec(const char *tmpl, const char *path, char *out, size_t outlen)
{
    size_t n = 0, word = strlen(LOOP_MIXTURE_WORD);
    for (const char *s = tmpl; *s;) {
        const char *piece = strncmp(s, LOOP_MIXTURE_WORD, word) ? s : path;
        size_t len = piece == s ? 1 : strlen(path);
        if (n + len >= outlen)
            return -1;
        memcpy(out + n, piece, len);
        n += len;
        s += piece == s ? 1 : word;
    }
    out[n] = 0;
    return 0;
}

static const char *seat_of(const Campaign *c, int side)
{
    return c->game->seat_name[equilibrium_side_seat(side)];
}

static void round_dir(const LoopArgs *a, int round, char *out, size_t outlen)
{
    if (round == 1)
        snprintf(out, outlen, "%s", a->mixtures);
    else
        snprintf(out, outlen, "%s/round-%d", a->mixtures, round);
}

int loop_check(const LoopArgs *a, const Campaign *c)
{
    if (!a->mixtures) {
        fprintf(stderr, "noirlab equilibrium: --responses and --loop need --mixtures DIR (the responses and the "
                        "mixture players read the mixtures' files)\n");
        return -1;
    }
    int rounds = a->rounds ? a->rounds : 1;
    if (c->master_seed >= a->seed && c->master_seed - a->seed < (uint64_t)rounds) {
        fprintf(stderr, "noirlab equilibrium: --response-seed %llu: a round would replay the ladder's deals (seed "
                        "%llu); the responses need fresh ones\n", (unsigned long long)a->seed,
                (unsigned long long)c->master_seed);
        return -1;
    }
    for (int round = 2; round <= a->rounds; round++) {
        char dir[4096];
        round_dir(a, round, dir, sizeof dir);
        if (access(dir, F_OK) == 0) {
            fprintf(stderr, "noirlab equilibrium: --loop: %s exists (a round's mixtures are never overwritten)\n",
                    dir);
            return -1;
        }
    }
    /* A stand-in mixture of the game's random player lets each response be
     * made as it will be, files and keys checked, before any game. */
    char tmp[] = "/tmp/noirlab-equilibrium-XXXXXX", path[64], err[1024];
    int fd = mkstemp(tmp);
    FILE *f = fd < 0 ? NULL : fdopen(fd, "w");
    if (!f) {
        fprintf(stderr, "noirlab equilibrium: a stand-in mixture file: %s\n", strerror(errno));
        return -1;
    }
    fputs("1 random\n", f);
    fclose(f);
    snprintf(path, sizeof path, "%s", tmp);
    int rc = 0;
    for (int side = 0; side < 2 && rc == 0; side++) {
        char spec[POLICY_SPEC_MAX];
        GamePolicy p;
        const char *flag = side == SIDE_SEEKER ? "--seeker-response" : "--hider-response";
        if (response_spec(a->response[side], path, spec, sizeof spec) ||
            strlen(a->response[side]) + strlen(a->mixtures) + 32 >= POLICY_SPEC_MAX) {
            fprintf(stderr, "noirlab equilibrium: %s %s: too long\n", flag, a->response[side]);
            rc = -1;
        } else if (game_policy_create(&p, c->game, spec, equilibrium_side_seat(side), err, sizeof err)) {
            fprintf(stderr, "noirlab equilibrium: %s %s: not a %s of %s: %s\n", flag, a->response[side],
                    seat_of(c, side), c->game->name, err);
            rc = -1;
        } else {
            game_policy_destroy(&p);
        }
    }
    unlink(tmp);
    return rc;
}

/* ---------------------------------------------------------------------------
 * The population: each seat's members and every pair's games on the ladder's deals
 * ------------------------------------------------------------------------- */

typedef struct Population {
    int n[2], cap[2];
    char (*spec[2])[POLICY_SPEC_MAX];
    uint8_t *won;             /* [(i * n[1] + j) * deals + g], as MetaGame */
    uint32_t deals;
} Population;

static int population_init(Population *p, const Campaign *c, const LadderRoles *r, const uint8_t *won, int grow)
{
    memset(p, 0, sizeof *p);
    p->n[0] = r->n_det;
    p->n[1] = r->n_mur;
    p->deals = c->games;
    for (int side = 0; side < 2; side++) {
        p->cap[side] = p->n[side] + grow;
        if (!(p->spec[side] = calloc((size_t)p->cap[side], sizeof *p->spec[side])))
            return -1;
        for (int k = 0; k < p->n[side]; k++)
            snprintf(p->spec[side][k], POLICY_SPEC_MAX, "%s", c->spec[side == 0 ? r->det[k] : r->mur[k]]);
    }
    size_t bytes = (size_t)p->n[0] * (size_t)p->n[1] * p->deals;
    if (!(p->won = malloc(bytes)))
        return -1;
    memcpy(p->won, won, bytes);
    return 0;
}

static void population_free(Population *p)
{
    free(p->spec[0]);
    free(p->spec[1]);
    free(p->won);
}

static int population_has(const Population *p, int side, const char *spec)
{
    for (int k = 0; k < p->n[side]; k++)
        if (strcmp(p->spec[side][k], spec) == 0)
            return 1;
    return 0;
}

/* Add the joining responses (spec[side] when joins[side]) and play their
 * cells on the ladder's deals.  0, or -1 with a message. */
static int population_grow(Population *p, const Campaign *c, const LoopArgs *a, char spec[2][POLICY_SPEC_MAX],
                           const int *joins, double *cpu, char *err, size_t errlen)
{
    int n0 = p->n[0] + joins[0], n1 = p->n[1] + joins[1], pairs = n0 + n1 - 1;
    const char **seeker = calloc((size_t)pairs, sizeof *seeker), **hider = calloc((size_t)pairs, sizeof *hider);
    int *row = calloc((size_t)pairs, sizeof *row), *col = calloc((size_t)pairs, sizeof *col), n = 0;
    uint8_t *won = malloc((size_t)n0 * (size_t)n1 * p->deals), *fresh = malloc((size_t)pairs * p->deals);
    int rc = -1;
    if (!seeker || !hider || !row || !col || !won || !fresh) {
        snprintf(err, errlen, "out of memory");
        goto done;
    }
    for (int side = 0; side < 2; side++)
        if (joins[side])
            snprintf(p->spec[side][p->n[side]], POLICY_SPEC_MAX, "%s", spec[side]);
    /* The new row against every column, every old row against the new column. */
    for (int i = 0; i < n0; i++)
        for (int j = 0; j < n1; j++)
            if (i >= p->n[0] || j >= p->n[1]) {
                seeker[n] = p->spec[0][i], hider[n] = p->spec[1][j], row[n] = i, col[n] = j;
                n++;
            } else {
                memcpy(won + ((size_t)i * n1 + j) * p->deals, p->won + ((size_t)i * p->n[1] + j) * p->deals,
                       p->deals);
            }
    PairsRun run = {c, p->deals, c->master_seed, a->threads, a->quiet, 0};
    if (pairs_play(&run, n, seeker, hider, fresh, err, errlen))
        goto done;
    *cpu = run.cpu_seconds;
    for (int k = 0; k < n; k++)
        memcpy(won + ((size_t)row[k] * n1 + col[k]) * p->deals, fresh + (size_t)k * p->deals, p->deals);
    free(p->won);
    p->won = won;
    won = NULL;
    p->n[0] = n0, p->n[1] = n1;
    rc = 0;
done:
    free(seeker), free(hider), free(row), free(col), free(won), free(fresh);
    return rc;
}

/* ---------------------------------------------------------------------------
 * A round
 * ------------------------------------------------------------------------- */

typedef struct Round {
    int n[2];                 /* the population it solved */
    double value, value_lo, value_hi;
    char mixture[2][4200];    /* the mixture players' specs */
    char spec[2][POLICY_SPEC_MAX]; /* the responses played */
    PairRate value_pair;
    ResponseGain gain[2];
    int joins[2];
    uint64_t seed;
    double cpu_responses, cpu_cells;
} Round;

/* Write the round's mixtures (round 1's are the command's --mixtures files). */
static int write_round_mixtures(const LoopArgs *a, const Campaign *c, const Population *p, const Equilibrium *e,
                                int round, char *err, size_t errlen)
{
    char dir[4096];
    round_dir(a, round, dir, sizeof dir);
    if (mkdir(dir, 0777)) {
        snprintf(err, errlen, "--loop: %.3900s: %s", dir, strerror(errno));
        return -1;
    }
    for (int side = 0; side < 2; side++) {
        const char *spec[p->n[side]];
        char path[4200], header[256];
        for (int k = 0; k < p->n[side]; k++)
            spec[k] = p->spec[side][k];
        equilibrium_mixture_path(dir, c->game, side, path, sizeof path);
        snprintf(header, sizeof header, "The %s's equilibrium mixture of ladder %s, loop round %d, value %.4f",
                 seat_of(c, side), c->name, round, e->value);
        if (mixture_file_write(path, header, p->n[side], spec, e->seat[side].weight, err, errlen))
            return -1;
    }
    return 0;
}

/* Play the round's three pairs and measure both gains. */
static int measure(const LoopArgs *a, const Campaign *c, int round, Round *out, char *err, size_t errlen)
{
    char dir[4096], path[2][4200];
    round_dir(a, round, dir, sizeof dir);
    for (int side = 0; side < 2; side++) {
        equilibrium_mixture_path(dir, c->game, side, path[side], sizeof path[side]);
        snprintf(out->mixture[side], sizeof out->mixture[side], "mixture:file=%.4180s", path[side]);
    }
    for (int side = 0; side < 2; side++)
        if (response_spec(a->response[side], path[!side], out->spec[side], sizeof out->spec[side])) {
            snprintf(err, errlen, "the %s's response with %s is too long", seat_of(c, side), path[!side]);
            return -1;
        }
    const char *seeker[3] = {out->mixture[0], out->spec[0], out->mixture[0]};
    const char *hider[3] = {out->mixture[1], out->mixture[1], out->spec[1]};
    uint8_t *won = malloc((size_t)3 * a->games);
    if (!won) {
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    out->seed = a->seed + (uint64_t)(round - 1);
    PairsRun run = {c, a->games, out->seed, a->threads, a->quiet, 0};
    int rc = pairs_play(&run, 3, seeker, hider, won, err, errlen);
    if (rc == 0) {
        out->cpu_responses = run.cpu_seconds;
        out->value_pair = pair_rate(won, a->games);
        for (int side = 0; side < 2; side++)
            out->gain[side] = response_gain(side, won, won + (size_t)(1 + side) * a->games, a->games);
    }
    free(won);
    return rc;
}

/* ---------------------------------------------------------------------------
 * Output
 * ------------------------------------------------------------------------- */

static void print_rate(const PairRate *r)
{
    printf("%llu of %llu | %.3f [%.3f, %.3f] |\n", (unsigned long long)r->wins, (unsigned long long)r->deals,
           r->rate, r->lo, r->hi);
}

static void print_round(const LoopArgs *a, const Campaign *c, int round, const Round *r)
{
    char S[32], H[32];
    seat_title(seat_of(c, 0), S, sizeof S);
    seat_title(seat_of(c, 1), H, sizeof H);
    printf("\n### Round %d: responses to the equilibrium of %d %ss and %d %ss (value %.3f", round, r->n[0],
           seat_of(c, 0), r->n[1], seat_of(c, 1), r->value);
    if (!isnan(r->value_lo))
        printf(" [%.3f, %.3f]", r->value_lo, r->value_hi);
    printf(")\n\n%llu fresh deals (seed %llu), common to the three pairs; %.1f CPU-s.\n\n",
           (unsigned long long)a->games, (unsigned long long)r->seed, r->cpu_responses);
    printf("| pair (%s against %s) | %s wins | rate [Wilson 95%%] |\n|---|---|---|\n", S, H, S);
    printf("| mixture against mixture (the value's pair) | ");
    print_rate(&r->value_pair);
    printf("| the %s's response `%s` against the %ss' mixture | ", S, r->spec[0], H);
    print_rate(&r->gain[0].pair);
    printf("| the %ss' mixture against the %s's response `%s` | ", S, H, r->spec[1]);
    print_rate(&r->gain[1].pair);
    printf("\n| response | gain over the value's pair [paired 95%%] | deals won / lost against it |%s\n",
           a->rounds ? " joins |" : "");
    printf("|---|---|---|%s\n", a->rounds ? "---|" : "");
    for (int side = 0; side < 2; side++) {
        const ResponseGain *g = &r->gain[side];
        printf("| %s's | %+.3f [%+.3f, %+.3f] | %llu / %llu |", side ? H : S, g->gain, g->lo, g->hi,
               (unsigned long long)g->better, (unsigned long long)g->worse);
        if (a->rounds)
            printf(" %s |", r->joins[side] ? "yes" : "no");
        printf("\n");
    }
    fflush(stdout); /* a round can take hours: show it as it ends */
}

static void print_summary(const LoopArgs *a, const Campaign *c, const Round *rounds, int n, const Population *p,
                          const Equilibrium *e, int converged)
{
    char S[32], H[32];
    seat_title(seat_of(c, 0), S, sizeof S);
    seat_title(seat_of(c, 1), H, sizeof H);
    printf("\n### The loop (margin %.3f)\n\n", a->margin);
    printf("| round | population (%ss × %ss) | value [95%% bootstrap] | %s's gain [paired 95%%] | %s's gain [paired "
           "95%%] | joined |\n|---|---|---|---|---|---|\n", S, H, S, H);
    for (int k = 0; k < n; k++) {
        const Round *r = &rounds[k];
        printf("| %d | %d × %d | %.3f", k + 1, r->n[0], r->n[1], r->value);
        if (!isnan(r->value_lo))
            printf(" [%.3f, %.3f]", r->value_lo, r->value_hi);
        printf(" | %+.3f [%+.3f, %+.3f] | %+.3f [%+.3f, %+.3f] | %s |\n", r->gain[0].gain, r->gain[0].lo,
               r->gain[0].hi, r->gain[1].gain, r->gain[1].lo, r->gain[1].hi,
               r->joins[0] && r->joins[1] ? "both" : r->joins[0] ? S : r->joins[1] ? H : "none");
    }
    printf("\n%s. ", converged ? "Stopped: neither response's paired gain lies above the margin"
                              : "Stopped after the last round (--loop)");
    printf("Final population %d × %d, value %.3f", p->n[0], p->n[1], e->value);
    if (!isnan(e->value_lo))
        printf(" [%.3f, %.3f]", e->value_lo, e->value_hi);
    printf("%s; its mixtures:\n\n", converged ? "" : " (its responses not measured)");
    for (int side = 0; side < 2; side++)
        for (int k = 0; k < p->n[side]; k++)
            if (e->seat[side].weight[k] > 0)
                printf("- %s %.3f `%s`\n", seat_of(c, side), e->seat[side].weight[k], p->spec[side][k]);
}

/* A number, or null for NAN. */
void equilibrium_json_number(const char *key, double v, int *first)
{
    json_key(stdout, key, first);
    if (isnan(v))
        printf("null");
    else
        printf("%.6f", v);
}

static void json_rate(const char *key, const PairRate *r, int *first)
{
    int f = 1;
    json_key(stdout, key, first);
    printf("{");
    json_key(stdout, "wins", &f);
    printf("%llu", (unsigned long long)r->wins);
    json_key(stdout, "deals", &f);
    printf("%llu", (unsigned long long)r->deals);
    equilibrium_json_number("rate", r->rate, &f);
    equilibrium_json_number("lo", r->lo, &f);
    equilibrium_json_number("hi", r->hi, &f);
    printf("}");
}

static void json_round(const Campaign *c, int round, const Round *r)
{
    int f = 1;
    printf("{");
    json_key(stdout, "round", &f);
    printf("%d", round);
    json_key(stdout, "seekers", &f);
    printf("%d", r->n[0]);
    json_key(stdout, "hiders", &f);
    printf("%d", r->n[1]);
    equilibrium_json_number("value", r->value, &f);
    equilibrium_json_number("value_lo", r->value_lo, &f);
    equilibrium_json_number("value_hi", r->value_hi, &f);
    json_key(stdout, "seed", &f);
    printf("%llu", (unsigned long long)r->seed);
    equilibrium_json_number("cpu_seconds", r->cpu_responses + r->cpu_cells, &f);
    json_rate("value_pair", &r->value_pair, &f);
    for (int side = 0; side < 2; side++) {
        const ResponseGain *g = &r->gain[side];
        int h = 1;
        json_key(stdout, side ? "hider" : "seeker", &f);
        printf("{");
        json_key(stdout, "seat", &h);
        json_str(stdout, seat_of(c, side));
        json_key(stdout, "response", &h);
        json_str(stdout, r->spec[side]);
        json_rate("pair", &g->pair, &h);
        equilibrium_json_number("gain", g->gain, &h);
        equilibrium_json_number("gain_lo", g->lo, &h);
        equilibrium_json_number("gain_hi", g->hi, &h);
        json_key(stdout, "better", &h);
        printf("%llu", (unsigned long long)g->better);
        json_key(stdout, "worse", &h);
        printf("%llu", (unsigned long long)g->worse);
        json_key(stdout, "joins", &h);
        json_bool(stdout, r->joins[side]);
        printf("}");
    }
    printf("}");
}

static void print_json(const LoopArgs *a, const Campaign *c, const Round *rounds, int n, const Population *p,
                       const Equilibrium *e, int converged)
{
    printf(",\"responses\":[");
    for (int k = 0; k < n; k++) {
        printf("%s", k ? "," : "");
        json_round(c, k + 1, &rounds[k]);
    }
    printf("]");
    if (!a->rounds)
        return;
    int f = 1;
    printf(",\"loop\":{");
    equilibrium_json_number("margin", a->margin, &f);
    json_key(stdout, "converged", &f);
    json_bool(stdout, converged);
    equilibrium_json_number("value", e->value, &f);
    equilibrium_json_number("value_lo", e->value_lo, &f);
    equilibrium_json_number("value_hi", e->value_hi, &f);
    json_key(stdout, "policies", &f);
    printf("[");
    for (int side = 0, comma = 0; side < 2; side++)
        for (int k = 0; k < p->n[side]; k++, comma = 1) {
            int h = 1;
            printf("%s{", comma ? "," : "");
            json_key(stdout, "seat", &h);
            json_str(stdout, seat_of(c, side));
            json_key(stdout, "policy", &h);
            json_str(stdout, p->spec[side][k]);
            equilibrium_json_number("weight", e->seat[side].weight[k], &h);
            printf("}");
        }
    printf("]}");
}

/* ---------------------------------------------------------------------------
 * The rounds
 * ------------------------------------------------------------------------- */

int loop_run(const LoopArgs *a, const Campaign *c, const LadderRoles *r, const uint8_t *won, const Equilibrium *e)
{
    int max_rounds = a->rounds ? a->rounds : 1, n = 0, converged = 0, rc = -1;
    char err[4096];
    Population p = {0};
    Round *rounds = calloc((size_t)max_rounds, sizeof *rounds);
    Equilibrium cur = *e, next;
    int owned = 0; /* cur is the loop's own (not the caller's e) */
    if (!rounds || population_init(&p, c, r, won, max_rounds)) {
        snprintf(err, sizeof err, "out of memory");
        goto fail;
    }
    for (int round = 1; round <= max_rounds; round++) {
        Round *rd = &rounds[n];
        if (round > 1 && write_round_mixtures(a, c, &p, &cur, round, err, sizeof err))
            goto fail;
        rd->n[0] = p.n[0], rd->n[1] = p.n[1];
        rd->value = cur.value, rd->value_lo = cur.value_lo, rd->value_hi = cur.value_hi;
        if (measure(a, c, round, rd, err, sizeof err))
            goto fail;
        n++;
        for (int side = 0; side < 2 && a->rounds; side++)
            rd->joins[side] = response_joins(&rd->gain[side], a->margin) && !population_has(&p, side, rd->spec[side]);
        converged = !rd->joins[0] && !rd->joins[1];
        if (!a->json)
            print_round(a, c, round, rd);
        if (converged)
            break;
        if (population_grow(&p, c, a, rd->spec, rd->joins, &rd->cpu_cells, err, sizeof err))
            goto fail;
        if (!a->json)
            printf("\nThe joining responses' cells on the ladder's %u deals: %.1f CPU-s.\n", c->games, rd->cpu_cells);
        MetaGame g = {p.n[0], p.n[1], p.deals, p.won};
        if (equilibrium_solve(&g, &a->eo, &next, err, sizeof err))
            goto fail;
        if (owned)
            equilibrium_free(&cur);
        cur = next, owned = 1;
    }
    if (a->json)
        print_json(a, c, rounds, n, &p, &cur, converged);
    else if (a->rounds)
        print_summary(a, c, rounds, n, &p, &cur, converged);
    rc = 0;
fail:
    if (rc)
        fprintf(stderr, "noirlab equilibrium: %s\n", err);
    if (owned)
        equilibrium_free(&cur);
    population_free(&p);
    free(rounds);
    return rc;
}
