/*
 * tune.c — configuration grids, successive halving, and ranges of games
 * played through the runner (tune.h).
 */
#include "runner/tune.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/xalloc.h"

/* ---------------------------------------------------------------------------
 * 1. The grid of configurations
 * ------------------------------------------------------------------------- */

int tune_space_init(TuneSpace *s, const char *policy, char *err, size_t errlen)
{
    memset(s, 0, sizeof *s);
    char e[512];
    if (policy_spec_parse(policy, &s->base, e, sizeof e)) {
        snprintf(err, errlen, "--policy: %s", e);
        return -1;
    }
    return 0;
}

static int base_has(const TuneSpace *s, const char *key)
{
    for (int i = 0; i < s->base.n; i++)
        if (strcmp(s->base.key[i], key) == 0)
            return 1;
    return 0;
}

int tune_space_add(TuneSpace *s, const char *param, char *err, size_t errlen)
{
    const char *eq = strchr(param, '=');
    size_t klen = eq ? (size_t)(eq - param) : 0;
    if (!eq || klen == 0 || klen >= POLICY_KEY_MAX || eq[1] == '\0') {
        snprintf(err, errlen, "--param %s: expected key=v1,v2,...", param);
        return -1;
    }
    if (s->n_params == TUNE_MAX_PARAMS) {
        snprintf(err, errlen, "--param %s: more than %d parameters", param, TUNE_MAX_PARAMS);
        return -1;
    }
    int p = s->n_params;
    s->n_values[p] = 0; /* after a refused --param, its partial values are not kept */
    memcpy(s->key[p], param, klen);
    s->key[p][klen] = '\0';
    for (int i = 0; i < p; i++)
        if (strcmp(s->key[i], s->key[p]) == 0) {
            snprintf(err, errlen, "--param %s: '%s' is swept twice", param, s->key[p]);
            return -1;
        }
    if (base_has(s, s->key[p])) {
        snprintf(err, errlen, "--param %s: '%s' is already fixed in --policy", param, s->key[p]);
        return -1;
    }
    for (const char *v = eq + 1; v;) {
        const char *comma = strchr(v, ',');
        size_t len = comma ? (size_t)(comma - v) : strlen(v);
        if (len >= POLICY_VALUE_MAX) {
            snprintf(err, errlen, "--param %s: the value '%.*s...' is longer than %d characters (the limit)", param,
                     16, v, POLICY_VALUE_MAX - 1);
            return -1;
        }
        if (len == 0 || memchr(v, ':', len) || memchr(v, '=', len)) {
            snprintf(err, errlen, "--param %s: bad value '%.*s'", param, (int)len, v);
            return -1;
        }
        if (s->n_values[p] == TUNE_MAX_VALUES) {
            snprintf(err, errlen, "--param %s: more than %d values", param, TUNE_MAX_VALUES);
            return -1;
        }
        char *value = s->value[p][s->n_values[p]];
        memcpy(value, v, len);
        value[len] = '\0';
        policy_value_canonical(value, POLICY_VALUE_MAX); /* 0.3 and 0.30: one tune point */
        for (int i = 0; i < s->n_values[p]; i++)
            if (strcmp(s->value[p][i], value) == 0) {
                snprintf(err, errlen, "--param %s: value '%s' given twice", param, value);
                return -1;
            }
        s->n_values[p]++;
        v = comma ? comma + 1 : NULL;
    }
    long size = (long)tune_space_size(s) * s->n_values[p];
    if (size > TUNE_MAX_CONFIGS) {
        snprintf(err, errlen, "--param %s: more than %d configurations in all", param, TUNE_MAX_CONFIGS);
        return -1;
    }
    s->n_params++;
    return 0;
}

int tune_space_size(const TuneSpace *s)
{
    int n = 1;
    for (int p = 0; p < s->n_params; p++)
        n *= s->n_values[p];
    return n;
}

void tune_space_spec(const TuneSpace *s, int k, char *out, size_t outlen)
{
    PolicySpec spec = s->base;
    int index[TUNE_MAX_PARAMS];
    for (int p = s->n_params - 1; p >= 0; p--) { /* the last parameter changes fastest */
        index[p] = k % s->n_values[p];
        k /= s->n_values[p];
    }
    for (int p = 0; p < s->n_params && spec.n < POLICY_PARAMS_MAX; p++, spec.n++) {
        strcpy(spec.key[spec.n], s->key[p]);
        strcpy(spec.value[spec.n], s->value[p][index[p]]);
    }
    policy_spec_format(&spec, out, outlen);
}

int tune_space_check_game(const TuneSpace *s, const GameClass *game, int seat, char *err, size_t errlen)
{
    if (s->base.n + s->n_params > POLICY_PARAMS_MAX) {
        snprintf(err, errlen, "--param: a policy takes at most %d parameters", POLICY_PARAMS_MAX);
        return -1;
    }
    for (int k = 0; k < tune_space_size(s); k++) {
        char spec[POLICY_SPEC_MAX], e[512];
        GamePolicy p;
        tune_space_spec(s, k, spec, sizeof spec);
        if (game_policy_create(&p, game, spec, seat, e, sizeof e)) {
            snprintf(err, errlen, "%s: configuration %s: %s", s->n_params ? "--param" : "--policy", spec, e);
            return -1;
        }
        game_policy_destroy(&p);
    }
    return 0;
}

int tune_space_check(const TuneSpace *s, int side, char *err, size_t errlen)
{
    int n;
    return tune_space_check_game(s, game_classes(&n)[0], side, err, errlen);
}

/* ---------------------------------------------------------------------------
 * 2. Searches
 * ------------------------------------------------------------------------- */

static void outcome_init(TuneOutcome *o, int n)
{
    o->n_configs = n;
    o->games = xcalloc((size_t)n, sizeof *o->games);
    o->wins = xcalloc((size_t)n, sizeof *o->wins);
    o->rounds = xcalloc((size_t)n, sizeof *o->rounds);
    o->best = 0;
    o->runner_up = -1;
}

void tune_outcome_free(TuneOutcome *o)
{
    free(o->games);
    free(o->wins);
    free(o->rounds);
    memset(o, 0, sizeof *o);
}

/* Is configuration a ranked above b?  Higher win rate (compared exactly, by
 * cross-multiplying: a configuration plays at most 2^32 - 1 games, so the
 * products fit), then the lower number. */
static int ranks_above(const TuneOutcome *o, int a, int b)
{
    uint64_t lhs = o->wins[a] * o->games[b], rhs = o->wins[b] * o->games[a];
    return lhs != rhs ? lhs > rhs : a < b;
}

/* Sort configs[0..n-1] best first (insertion sort: n is small). */
static void rank(const TuneOutcome *o, int *configs, int n)
{
    for (int i = 1; i < n; i++) {
        int c = configs[i], j = i;
        for (; j > 0 && ranks_above(o, c, configs[j - 1]); j--)
            configs[j] = configs[j - 1];
        configs[j] = c;
    }
}

/* Play games [first, first + count) of configs and count them in o. */
static int play_round(TuneOutcome *o, const int *configs, int n, uint32_t first, uint32_t count, TuneObjective f,
                      void *ctx, char *err, size_t errlen)
{
    uint64_t *wins = xcalloc((size_t)n, sizeof *wins);
    int rc = f(ctx, configs, n, first, count, wins, err, errlen);
    for (int i = 0; rc == 0 && i < n; i++) {
        o->games[configs[i]] += count;
        o->wins[configs[i]] += wins[i];
        o->rounds[configs[i]]++;
    }
    free(wins);
    return rc;
}

int tune_grid(int n, uint32_t games, TuneObjective f, void *ctx, TuneOutcome *out, char *err, size_t errlen)
{
    outcome_init(out, n);
    int *configs = xcalloc((size_t)n, sizeof *configs);
    for (int i = 0; i < n; i++)
        configs[i] = i;
    int rc = play_round(out, configs, n, 0, games, f, ctx, err, errlen);
    if (rc == 0) {
        rank(out, configs, n);
        out->best = configs[0];
        out->runner_up = n > 1 ? configs[1] : -1;
    }
    free(configs);
    if (rc)
        tune_outcome_free(out);
    return rc;
}

static int rounds_for(int n)
{
    int r = 0;
    while ((1 << r) < n)
        r++;
    return r ? r : 1;
}

int tune_halving_schedule(int n, uint64_t budget, uint32_t quantum, HalvingRound *rounds, char *err,
                          size_t errlen)
{
    int r_total = rounds_for(n);
    uint64_t games = 0;
    uint64_t needed = (uint64_t)r_total * (uint64_t)n * quantum; /* round 0 is the most crowded */
    if (budget < needed) {
        snprintf(err, errlen,
                 "--budget: %llu games are too few for %d configurations: successive halving needs at least "
                 "%llu (%d round%s of at least %u games per configuration)",
                 (unsigned long long)budget, n, (unsigned long long)needed, r_total, r_total == 1 ? "" : "s",
                 quantum);
        return -1;
    }
    int survivors = n;
    for (int r = 0; r < r_total; r++) {
        uint64_t more = budget / ((uint64_t)survivors * (uint64_t)r_total) / quantum * quantum;
        games += more;
        if (games > UINT32_MAX) {
            snprintf(err, errlen, "--budget: more than %u games per configuration", UINT32_MAX);
            return -1;
        }
        rounds[r] = (HalvingRound){survivors, (uint32_t)games};
        survivors = (survivors + 1) / 2;
    }
    return r_total;
}

int tune_halving(int n, const HalvingRound *rounds, int n_rounds, TuneObjective f, void *ctx, TuneOutcome *out,
                 char *err, size_t errlen)
{
    outcome_init(out, n);
    int *alive = xcalloc((size_t)n, sizeof *alive);
    for (int i = 0; i < n; i++)
        alive[i] = i;
    int rc = 0;
    uint32_t played = 0;
    for (int r = 0; r < n_rounds && rc == 0; r++) {
        int survivors = rounds[r].survivors < n ? rounds[r].survivors : n;
        rc = play_round(out, alive, survivors, played, rounds[r].games - played, f, ctx, err, errlen);
        played = rounds[r].games;
        rank(out, alive, survivors); /* the next round takes the first ones */
    }
    if (rc == 0) {
        out->best = alive[0];
        out->runner_up = n > 1 ? alive[1] : -1;
    }
    free(alive);
    if (rc)
        tune_outcome_free(out);
    return rc;
}

/* ---------------------------------------------------------------------------
 * 3. Ranges of games through the runner
 * ------------------------------------------------------------------------- */

/* The Sink the runner writes to: forward to the store, then keep our counts. */
static int capture_chunk(void *ctx, const SinkChunk *k, char *err, size_t errlen)
{
    TuneRun *t = ctx;
    if (t->store && t->store->chunk_done && t->store->chunk_done(t->store->ctx, k, err, errlen))
        return -1;
    t->games[k->cell] += k->agg->games;
    t->wins[k->cell] += aggregate_seat_wins(k->agg, t->side);
    if (t->winner)
        for (size_t i = 0; i < k->n_rows; i++)
            t->winner[(size_t)k->rows[i].cell * t->c->games + k->rows[i].game] = (uint8_t)(k->rows[i].winner + 1);
    return 0;
}

int tune_run_begin(TuneRun *t, const Campaign *c, const Sink *store, const RunOptions *opt, int side,
                   int keep_winners, char *err, size_t errlen)
{
    memset(t, 0, sizeof *t);
    if (keep_winners && c->rows != ROWS_ALL) {
        snprintf(err, errlen, "campaign '%s': paired games need rows = all", c->name);
        return -1;
    }
    t->c = c;
    t->store = store;
    t->opt = *opt;
    t->side = side;
    t->games = xcalloc((size_t)c->n_cells, sizeof *t->games);
    t->wins = xcalloc((size_t)c->n_cells, sizeof *t->wins);
    t->played = xcalloc(campaign_units(c), 1);
    if (keep_winners)
        t->winner = xcalloc((size_t)c->n_cells * c->games, 1);
    RunInfo info = {c, 1, 1, 0};
    if (store && store->begin && store->begin(store->ctx, &info, err, errlen)) {
        tune_run_free(t);
        return -1;
    }
    return 0;
}

int tune_run_play(TuneRun *t, const int *cells, int n, uint32_t first, uint32_t count, char *err, size_t errlen)
{
    const Campaign *c = t->c;
    uint32_t end = first + count;
    if (first % c->chunk != 0 || (end % c->chunk != 0 && end != c->games) || end > c->games) {
        snprintf(err, errlen, "games [%u, %u) are not whole chunks of %u of campaign '%s' (%u games)", first, end,
                 c->chunk, c->name, c->games);
        return -1;
    }
    RunPlan plan;
    runner_plan(c, &plan);
    memset(plan.todo, 0, plan.n_units);
    uint32_t per_cell = campaign_chunks_per_cell(c);
    for (int i = 0; i < n; i++)
        for (uint32_t k = first / c->chunk; k < (end + c->chunk - 1) / c->chunk; k++) {
            size_t u = (size_t)cells[i] * per_cell + k;
            plan.todo[u] = !t->played[u]; /* a unit is played once */
            t->played[u] = 1;
        }
    Sink capture = {.ctx = t, .chunk_done = capture_chunk};
    RunStats stats;
    int rc = runner_execute(c, &plan, &capture, &t->opt, &stats, err, errlen);
    runner_plan_free(&plan);
    t->stats.games += stats.games;
    t->stats.chunks += stats.chunks;
    t->stats.seconds += stats.seconds;
    t->stats.threads = stats.threads;
    return rc;
}

int tune_run_objective(void *ctx, const int *configs, int n, uint32_t first, uint32_t count, uint64_t *wins,
                       char *err, size_t errlen)
{
    TuneRun *t = ctx;
    uint64_t *before = xcalloc((size_t)n, sizeof *before);
    for (int i = 0; i < n; i++)
        before[i] = t->wins[configs[i]];
    int rc = tune_run_play(t, configs, n, first, count, err, errlen);
    for (int i = 0; rc == 0 && i < n; i++)
        wins[i] += t->wins[configs[i]] - before[i];
    free(before);
    return rc;
}

void tune_run_pairs(const TuneRun *t, int a, int b, uint32_t first, uint32_t count, PairedGames *out)
{
    memset(out, 0, sizeof *out);
    uint8_t won = (uint8_t)(t->side + 1);
    for (uint32_t g = first; g < first + count && g < t->c->games; g++) {
        uint8_t wa = t->winner[(size_t)a * t->c->games + g], wb = t->winner[(size_t)b * t->c->games + g];
        if (!wa || !wb)
            continue; /* not played */
        if (wa == won && wb == won)
            out->both++;
        else if (wa == won)
            out->a_only++;
        else if (wb == won)
            out->b_only++;
        else
            out->neither++;
    }
}

int tune_run_end(TuneRun *t, char *err, size_t errlen)
{
    int complete = 1;
    for (size_t u = 0; u < campaign_units(t->c); u++)
        complete &= t->played[u];
    int rc = 0;
    if (complete && t->store && t->store->end)
        rc = t->store->end(t->store->ctx, err, errlen);
    tune_run_free(t);
    return rc;
}

void tune_run_free(TuneRun *t)
{
    free(t->games);
    free(t->wins);
    free(t->winner);
    free(t->played);
    memset(t, 0, sizeof *t);
}
