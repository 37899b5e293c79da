/*
 * equilibrium_loop.c — responses to a ladder's equilibrium, their gains, and
 * the PSRO-like loop (equilibrium_loop.h, docs/equilibrium.md).
 *
 * A round: the population's equilibrium (round 1: the ladder's, already
 * solved), its mixtures written as files, each seat's candidate responses
 * made from their SPECs with the other seat's mixture file in place of
 * MIXTURE and, in place of LEARNED, a model the game learns that round from
 * games against that mixture (runner/game_learner.h), and on the round's
 * fresh deals the mixture pair and every candidate that is not yet a member
 * against the other mixture.  A seat's gain is its best candidate's; a seat
 * whose candidates are all members has none measured (not a gain of 0).  In
 * the loop, a best candidate whose paired gain's lower end lies above the
 * margin joins its population: its games
 * against every member of the other seat are played on the ladder's own
 * deals (the ladder's master seed), so the meta-game stays on common deals,
 * and the next round solves it again.  The loop stops when no response joins
 * or after the set number of rounds.
 *
 * Every game is kept in the ladder's database as a run beside the ladder's
 * (equilibrium_pairs.h): round R's games on its fresh deals as "loop round R
 * responses", its joining responses' cells on the ladder's deals as "loop
 * round R cells", each configuration starting with the loop's settings
 * (loop_settings).  A rerun of the same command therefore plays only what
 * is not stored yet, finds the mixture files and learned models it wrote
 * (kept when they are what it would write) and prints the same rounds; a
 * database holding a loop of other settings is refused.
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
#include "analysis/store.h"
#include "base/cpu_clock.h"
#include "base/text.h"
#include "cli/equilibrium_pairs.h"
#include "cli/equilibrium_round.h"
#include "runner/game_learner.h"

int equilibrium_side_seat(int side) { return side == SIDE_SEEKER ? GAME_SEEKER : GAME_HIDER; }

void equilibrium_mixture_path(const char *dir, const GameClass *game, int side, char *out, size_t outlen)
{
    int n = snprintf(out, outlen, "%s/", dir);
    const char *name = game->seat_name[equilibrium_side_seat(side)];
    for (int i = 0; name[i] && (size_t)n + 5 < outlen; i++)
        out[n++] = (char)tolower((unsigned char)name[i]);
    snprintf(out + n, outlen - (size_t)n, ".mix");
}

/* tmpl with every LOOP_MIXTURE_WORD replaced by mixture and every
 * LOOP_LEARNED_WORD by learned.  0, or -1 when too long. */
static int response_spec(const char *tmpl, const char *mixture, const char *learned, char *out, size_t outlen)
{
    const char *word[2] = {LOOP_MIXTURE_WORD, LOOP_LEARNED_WORD}, *path[2] = {mixture, learned};
    size_t n = 0;
    for (const char *s = tmpl; *s;) {
        const char *piece = s;
        size_t len = 1, skip = 1;
        for (int w = 0; w < 2; w++)
            if (strncmp(s, word[w], strlen(word[w])) == 0)
                piece = path[w], len = strlen(path[w]), skip = strlen(word[w]);
        if (n + len >= outlen)
            return -1;
        memcpy(out + n, piece, len);
        n += len;
        s += skip;
    }
    out[n] = 0;
    return 0;
}

const char *loop_seat(const Campaign *c, int side) { return c->game->seat_name[equilibrium_side_seat(side)]; }

static void round_dir(const LoopArgs *a, int round, char *out, size_t outlen)
{
    if (round == 1)
        snprintf(out, outlen, "%s", a->mixtures);
    else
        snprintf(out, outlen, "%s/round-%d", a->mixtures, round);
}

/* DIR/SEAT-learned.model of a side in a round's folder (SEAT the responding seat). */
static void model_path(const char *dir, const Campaign *c, int side, char *out, size_t outlen)
{
    snprintf(out, outlen, "%s/%s-learned.model", dir, loop_seat(c, side));
}

static int names_learned(const LoopArgs *a, int side)
{
    for (int k = 0; k < a->response[side].n; k++)
        if (strstr(a->response[side].v[k], LOOP_LEARNED_WORD))
            return 1;
    return 0;
}

static const char *response_flag(int side) { return side == SIDE_SEEKER ? "--seeker-response" : "--hider-response"; }

/* The game can learn a model for side's responses.  0, or -1 after a message. */
static int learner_check(const Campaign *c, int side, const char *spec)
{
    const GameLearner *l = game_learner_of(c->game);
    if (!l) {
        fprintf(stderr, "noirlab equilibrium: %s %s: %s learns no models (" LOOP_LEARNED_WORD " needs a game with a "
                        "LEARN hook: docs/games.md)\n", response_flag(side), spec, c->game->name);
        return -1;
    }
    if (l->seat == equilibrium_side_seat(side)) {
        fprintf(stderr, "noirlab equilibrium: %s %s: %s learns models of the %s's choices, for the %s's responses "
                        "only\n", response_flag(side), spec, c->game->name, c->game->seat_name[l->seat],
                c->game->seat_name[!l->seat]);
        return -1;
    }
    return 0;
}

/* A model file an earlier run of the same loop learned: it says it was made
 * as `how` says (learned models are linked into place complete, so one
 * that is there is whole). */
static int learned_before(const char *path, const char *how)
{
    FILE *f = fopen(path, "r");
    char line[2048];
    int found = 0;
    while (f && !found && fgets(line, sizeof line, f))
        found = strstr(line, how) != NULL;
    if (f)
        fclose(f);
    return found;
}

/* Learn side's model of the round (r->model[side]) against the other seat's
 * mixture player, from the round's learning seed. */
static int learn_model(const LoopArgs *a, const Campaign *c, int round, Round *r, int side, char *err, size_t errlen)
{
    const GameLearner *l = game_learner_of(c->game);
    const char *other = r->mixture[!side];
    char how[1024];
    const char *seeker = side == SIDE_SEEKER ? l->player : other, *hider = side == SIDE_SEEKER ? other : l->player;
    Campaign games;
    uint32_t games_n = a->learn_games ? a->learn_games : LOOP_LEARN_GAMES;
    if (pairs_campaign(c, games_n, r->learn_seed, 1, &seeker, &hider, &games, err, errlen))
        return -1;
    snprintf(how, sizeof how, "noirlab equilibrium, round %d: %u games of %.200s against %.600s, seed %llu", round,
             games_n, l->player, other, (unsigned long long)r->learn_seed);
    if (a->rerun && learned_before(r->model[side], how)) {
        pairs_campaign_free(&games);
        return 0;
    }
    double cpu = process_cpu_seconds();
    int rc = l->learn(&games, a->threads, how, r->model[side], err, errlen);
    r->cpu_learn += process_cpu_seconds() - cpu;
    pairs_campaign_free(&games);
    return rc;
}

/* Check every candidate of every side with the stand-ins mixture and model
 * (for its seat), and that it fits with the last round's real paths. */
static int candidates_check(const LoopArgs *a, const Campaign *c, const char *mixture, const char *model)
{
    char dir[4096], mix[4200], learned[4200], spec[POLICY_SPEC_MAX], err[1024];
    round_dir(a, a->rounds > 1 ? a->rounds : 1, dir, sizeof dir);
    for (int side = 0; side < 2; side++)
        for (int k = 0; k < a->response[side].n; k++) {
            const char *tmpl = a->response[side].v[k];
            GamePolicy p;
            equilibrium_mixture_path(dir, c->game, !side, mix, sizeof mix);
            model_path(dir, c, side, learned, sizeof learned);
            if (response_spec(tmpl, mix, learned, spec, sizeof spec) ||
                strlen(a->mixtures) + 32 >= POLICY_SPEC_MAX) {
                fprintf(stderr, "noirlab equilibrium: %s %s: too long\n", response_flag(side), tmpl);
                return -1;
            }
            response_spec(tmpl, mixture, model, spec, sizeof spec);
            if (game_policy_create(&p, c->game, spec, equilibrium_side_seat(side), err, sizeof err)) {
                fprintf(stderr, "noirlab equilibrium: %s %s: not a %s of %s: %s\n", response_flag(side), tmpl,
                        loop_seat(c, side), c->game->name, err);
                return -1;
            }
            game_policy_destroy(&p);
        }
    return 0;
}

/* What decides the loop's games, as lines of text: each of its runs in the
 * database starts with them.  Not the rounds (round R's games do not depend
 * on how many rounds follow), the threads or the output. */
static char *loop_settings(const LoopArgs *a, const Campaign *c)
{
    Text t = {0};
    text_printf(&t, "noirlab equilibrium loop 1\nladder %016llx\n", (unsigned long long)c->config_hash);
    if (a->rounds)
        text_printf(&t, "mode loop, margin %.10g\n", a->margin);
    else
        text_printf(&t, "mode responses\n");
    text_printf(&t, "mixtures %s\nresponse-games %u\nresponse-seed %llu\nlearn-games %u\n", a->mixtures, a->games,
                (unsigned long long)a->seed, a->learn_games ? a->learn_games : LOOP_LEARN_GAMES);
    for (int side = 0; side < 2; side++)
        for (int k = 0; k < a->response[side].n; k++)
            text_printf(&t, "%s %s\n", response_flag(side) + 2, a->response[side].v[k]);
    return t.s;
}

typedef struct SettingsSeen {
    const char *want, *db;
} SettingsSeen;

/* A run of the database beside the ladder's: one of this loop's, or the
 * refusal naming the first setting that differs. */
static int same_settings(void *ctx, const char *campaign, const char *config)
{
    const SettingsSeen *s = ctx;
    size_t at = 0, n = strlen(s->want);
    if (strncmp(config, s->want, n) == 0)
        return 0;
    for (size_t i = 0; i < n && config[i] == s->want[i]; i++)
        if (config[i] == '\n')
            at = i + 1;
    int theirs = (int)strcspn(config + at, "\n"), ours = (int)strcspn(s->want + at, "\n");
    fprintf(stderr, "noirlab equilibrium: %s: holds the games of a loop of other settings ('%s': '%.*s', this "
                    "one '%.*s'): continue it with its flags, or give another --db\n",
            s->db, campaign, theirs, config + at, ours, s->want + at);
    return 1;
}

/* The database holds no games of a loop of other settings. */
static int settings_check(const LoopArgs *a, const Campaign *c)
{
    char *want = loop_settings(a, c), err[4200] = "";
    SettingsSeen seen = {want, a->db};
    int rc = store_parts_read(a->db, same_settings, &seen, err, sizeof err);
    if (rc && *err)
        fprintf(stderr, "noirlab equilibrium: %s\n", err);
    free(want);
    return rc;
}

int loop_check(const LoopArgs *a, const Campaign *c)
{
    if (!a->mixtures) {
        fprintf(stderr, "noirlab equilibrium: --responses and --loop need --mixtures DIR (the responses and the "
                        "mixture players read the mixtures' files)\n");
        return -1;
    }
    int rounds = a->rounds ? a->rounds : 1, learning = names_learned(a, 0) || names_learned(a, 1);
    if (c->master_seed >= a->seed && c->master_seed - a->seed < (uint64_t)rounds) {
        fprintf(stderr, "noirlab equilibrium: --response-seed %llu: a round would replay the ladder's deals (seed "
                        "%llu); the responses need fresh ones\n", (unsigned long long)a->seed,
                (unsigned long long)c->master_seed);
        return -1;
    }
    uint64_t learn_seed = a->seed + LOOP_LEARN_SEED_OFFSET;
    if (learning && c->master_seed >= learn_seed && c->master_seed - learn_seed < (uint64_t)rounds) {
        fprintf(stderr, "noirlab equilibrium: --response-seed %llu: a round's models would be learned on the "
                        "ladder's deals (seed %llu = the response seed + %u)\n", (unsigned long long)a->seed,
                (unsigned long long)c->master_seed, LOOP_LEARN_SEED_OFFSET);
        return -1;
    }
    if (a->learn_games && !learning) {
        fprintf(stderr, "noirlab equilibrium: --learn-games: no response names " LOOP_LEARNED_WORD "\n");
        return -1;
    }
    if (settings_check(a, c))
        return -1;
    for (int side = 0; side < 2; side++)
        for (int k = 0; k < a->response[side].n; k++)
            if (strstr(a->response[side].v[k], LOOP_LEARNED_WORD) && learner_check(c, side, a->response[side].v[k]))
                return -1;
    for (int side = 0; side < 2 && !a->rerun; side++) {
        char path[4200];
        model_path(a->mixtures, c, side, path, sizeof path);
        if (names_learned(a, side) && access(path, F_OK) == 0) {
            fprintf(stderr, "noirlab equilibrium: %s: %s exists (a learned model is never overwritten)\n",
                    response_flag(side), path);
            return -1;
        }
    }
    for (int round = 2; round <= a->rounds && !a->rerun; round++) {
        char dir[4096];
        round_dir(a, round, dir, sizeof dir);
        if (access(dir, F_OK) == 0) {
            fprintf(stderr, "noirlab equilibrium: --loop: %s exists (a round's mixtures are never overwritten)\n",
                    dir);
            return -1;
        }
    }
    /* A stand-in mixture of the game's random player, and a model learned
     * from no games, let each response be made as it will be, files and keys
     * checked, before any game. */
    char tmp[] = "/tmp/noirlab-equilibrium-XXXXXX", mix[64], model[64] = "", err[1024];
    if (!mkdtemp(tmp)) {
        fprintf(stderr, "noirlab equilibrium: a stand-in folder: %s\n", strerror(errno));
        return -1;
    }
    snprintf(mix, sizeof mix, "%s/m.mix", tmp);
    FILE *f = fopen(mix, "w");
    int rc = f ? 0 : -1;
    if (f) {
        fputs("1 random\n", f);
        rc = fclose(f) ? -1 : 0;
    }
    if (rc)
        fprintf(stderr, "noirlab equilibrium: a stand-in mixture file: %s\n", strerror(errno));
    if (rc == 0 && learning) {
        const GameLearner *l = game_learner_of(c->game);
        const char *player = "random", *seeker = l->seat == GAME_SEEKER ? player : l->player,
                   *hider = l->seat == GAME_SEEKER ? l->player : player;
        Campaign none;
        snprintf(model, sizeof model, "%s/m.model", tmp);
        rc = pairs_campaign(c, 0, 0, 1, &seeker, &hider, &none, err, sizeof err);
        if (rc == 0) {
            rc = l->learn(&none, 1, "a stand-in", model, err, sizeof err);
            pairs_campaign_free(&none);
        }
        if (rc)
            fprintf(stderr, "noirlab equilibrium: a stand-in model: %s\n", err);
    }
    if (rc == 0)
        rc = candidates_check(a, c, mix, model);
    unlink(mix);
    if (*model)
        unlink(model);
    rmdir(tmp);
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
    char *settings;           /* loop_settings: what the loop's runs in the database start with */
    int interrupted;          /* the signal that stopped a round's games, or 0 */
} Population;

static int population_init(Population *p, const LoopArgs *a, const Campaign *c, const LadderRoles *r,
                           const uint8_t *won, int grow)
{
    memset(p, 0, sizeof *p);
    p->n[0] = r->n_det;
    p->n[1] = r->n_mur;
    p->deals = c->games;
    p->settings = loop_settings(a, c);
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
    free(p->settings);
}

/* Play the pairs of run (the round's and its name filled in here) into the
 * database: the loop's games, kept as the run `loop round R WHAT`. */
static int play_kept(Population *p, const LoopArgs *a, PairsRun *run, int round, const char *what, int n,
                     const char *const *seeker, const char *const *hider, uint8_t *won, char *err, size_t errlen)
{
    char name[64];
    snprintf(name, sizeof name, "loop round %d %s", round, what);
    run->threads = a->threads, run->quiet = a->quiet, run->db = a->db, run->name = name;
    run->settings = p->settings, run->stop = a->stop;
    int rc = pairs_play(run, n, seeker, hider, won, err, errlen);
    p->interrupted = run->interrupted;
    return rc;
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
static int population_grow(Population *p, const Campaign *c, const LoopArgs *a, int round, const char *const *spec,
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
    PairsRun run = {.ladder = c, .games = p->deals, .seed = c->master_seed};
    if (play_kept(p, a, &run, round, "cells", n, seeker, hider, fresh, err, errlen))
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

/* Write the round's mixtures (round 1's are the command's --mixtures files). */
static int write_round_mixtures(const LoopArgs *a, const Campaign *c, const Population *p, const Equilibrium *e,
                                int round, char *err, size_t errlen)
{
    char dir[4096];
    round_dir(a, round, dir, sizeof dir);
    if (mkdir(dir, 0777) && !(a->rerun && errno == EEXIST)) {
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
                 loop_seat(c, side), c->name, round, e->value);
        if ((a->rerun ? mixture_file_keep : mixture_file_write)(path, header, p->n[side], spec, e->seat[side].weight,
                                                               err, errlen))
            return -1;
    }
    return 0;
}

/* Each side's candidates with the round's words replaced, a model learned
 * for a side that names LEARNED in a candidate that is not a member. */
static int make_candidates(const LoopArgs *a, const Campaign *c, const Population *p, int round, Round *r,
                           const char (*mix)[4200], char *err, size_t errlen)
{
    char dir[4096];
    round_dir(a, round, dir, sizeof dir);
    r->learn_seed = r->seed + LOOP_LEARN_SEED_OFFSET;
    for (int side = 0; side < 2; side++) {
        char model[4200];
        int learn = 0;
        model_path(dir, c, side, model, sizeof model);
        r->n_cand[side] = a->response[side].n;
        for (int k = 0; k < r->n_cand[side]; k++) {
            Candidate *d = &r->cand[side][k];
            if (response_spec(a->response[side].v[k], mix[!side], model, d->spec, sizeof d->spec)) {
                snprintf(err, errlen, "the %s's response %s with %s is too long", loop_seat(c, side),
                         a->response[side].v[k], mix[!side]);
                return -1;
            }
            d->member = population_has(p, side, d->spec);
            learn |= !d->member && strstr(a->response[side].v[k], LOOP_LEARNED_WORD) != NULL;
        }
        if (learn) {
            snprintf(r->model[side], sizeof r->model[side], "%s", model);
            if (learn_model(a, c, round, r, side, err, errlen))
                return -1;
        }
    }
    return 0;
}

/* Play the round's pairs (the mixture pair, then each side's candidates that
 * are not members against the other mixture) and measure every gain. */
static int measure(const LoopArgs *a, const Campaign *c, Population *p, int round, Round *r, char *err,
                   size_t errlen)
{
    char dir[4096], path[2][4200];
    round_dir(a, round, dir, sizeof dir);
    for (int side = 0; side < 2; side++) {
        equilibrium_mixture_path(dir, c->game, side, path[side], sizeof path[side]);
        snprintf(r->mixture[side], sizeof r->mixture[side], "mixture:file=%.4180s", path[side]);
    }
    r->seed = a->seed + (uint64_t)(round - 1);
    if (a->stop && *a->stop) { /* asked before the round: not after its model's games (a learner has no stop) */
        p->interrupted = *a->stop;
        return -1;
    }
    if (make_candidates(a, c, p, round, r, (const char(*)[4200])path, err, errlen))
        return -1;
    enum { MOST = 1 + 2 * OPTION_LIST_MAX };
    const char *seeker[MOST] = {r->mixture[0]}, *hider[MOST] = {r->mixture[1]};
    int n = 1, at[2][OPTION_LIST_MAX];
    for (int side = 0; side < 2; side++)
        for (int k = 0; k < r->n_cand[side]; k++)
            if (!r->cand[side][k].member) {
                seeker[n] = side == SIDE_SEEKER ? r->cand[side][k].spec : r->mixture[0];
                hider[n] = side == SIDE_SEEKER ? r->mixture[1] : r->cand[side][k].spec;
                at[side][k] = n++;
            }
    uint8_t *won = malloc((size_t)n * a->games);
    if (!won) {
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    PairsRun run = {.ladder = c, .games = a->games, .seed = r->seed};
    int rc = play_kept(p, a, &run, round, "responses", n, seeker, hider, won, err, errlen);
    if (rc == 0) {
        r->pairs = n;
        r->cpu_responses = run.cpu_seconds;
        r->value_pair = pair_rate(won, a->games);
        for (int side = 0; side < 2; side++) {
            r->best[side] = -1;
            for (int k = 0; k < r->n_cand[side]; k++) {
                Candidate *d = &r->cand[side][k];
                if (d->member)
                    continue;
                d->gain = response_gain(side, won, won + (size_t)at[side][k] * a->games, a->games);
                /* The gain is (better - worse) / deals: compared in whole
                 * deals, so that equal gains are a tie (the first wins)
                 * whatever the rounding of two differences of rates. */
                const ResponseGain *b = r->best[side] < 0 ? NULL : &r->cand[side][r->best[side]].gain;
                if (!b || (int64_t)d->gain.better - (int64_t)d->gain.worse > (int64_t)b->better - (int64_t)b->worse)
                    r->best[side] = k;
            }
        }
    }
    free(won);
    return rc;
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
    if (!rounds || population_init(&p, a, c, r, won, max_rounds)) {
        snprintf(err, sizeof err, "out of memory");
        goto fail;
    }
    for (int round = 1; round <= max_rounds; round++) {
        Round *rd = &rounds[n];
        if (round > 1 && write_round_mixtures(a, c, &p, &cur, round, err, sizeof err))
            goto fail;
        rd->n[0] = p.n[0], rd->n[1] = p.n[1];
        rd->value = cur.value, rd->value_lo = cur.value_lo, rd->value_hi = cur.value_hi;
        if (measure(a, c, &p, round, rd, err, sizeof err))
            goto fail;
        n++;
        const char *joining[2] = {"", ""};
        for (int side = 0; side < 2 && a->rounds; side++)
            if (rd->best[side] >= 0) {
                joining[side] = rd->cand[side][rd->best[side]].spec;
                rd->joins[side] = response_joins(&rd->cand[side][rd->best[side]].gain, a->margin);
            }
        converged = !rd->joins[0] && !rd->joins[1];
        if (!a->json)
            loop_print_round(a, c, round, rd);
        if (converged)
            break;
        if (population_grow(&p, c, a, round, joining, rd->joins, &rd->cpu_cells, err, sizeof err))
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
        loop_print_json(a, c, rounds, n, p.n, p.spec, &cur, converged);
    else if (a->rounds)
        loop_print_summary(a, c, rounds, n, p.n, p.spec, &cur, converged);
    rc = 0;
fail:
    if (rc && p.interrupted)
        rc = p.interrupted;
    else if (rc)
        fprintf(stderr, "noirlab equilibrium: %s\n", err);
    if (owned)
        equilibrium_free(&cur);
    population_free(&p);
    free(rounds);
    return rc;
}
