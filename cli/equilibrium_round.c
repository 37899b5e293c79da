/*
 * equilibrium_round.c — a round's tables, the loop's table and their JSON
 * (equilibrium_round.h).  A seat given one candidate keeps the tables of a
 * single response; a seat with several has a row per candidate played, its
 * best one marked; a seat whose candidates are all members says so instead
 * of a gain.
 */
#include "cli/equilibrium_round.h"

#include <math.h>
#include <stdio.h>

#include "base/json.h"
#include "cli/ladder_text.h"

#define NONE_LEFT "no candidate left: exploitability not measured"

/* A number, or null for NAN. */
void equilibrium_json_number(const char *key, double v, int *first)
{
    json_key(stdout, key, first);
    if (isnan(v))
        printf("null");
    else
        printf("%.6f", v);
}

static void titles(const Campaign *c, char *S, char *H)
{
    seat_title(loop_seat(c, 0), S, 32);
    seat_title(loop_seat(c, 1), H, 32);
}

static void print_rate(const PairRate *r)
{
    printf("%llu of %llu | %.3f [%.3f, %.3f] |\n", (unsigned long long)r->wins, (unsigned long long)r->deals,
           r->rate, r->lo, r->hi);
}

static const char *count_word(int n)
{
    static const char *const word[] = {"no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"};
    static char digits[16];
    if (n >= 0 && n < 10)
        return word[n];
    snprintf(digits, sizeof digits, "%d", n);
    return digits;
}

/* The side's candidates that were members, so not played, and whether any was left. */
static void print_members(const Round *r, int side, const char *Seat)
{
    int shown = 0;
    for (int k = 0; k < r->n_cand[side]; k++)
        if (r->cand[side][k].member) {
            if (shown++)
                printf(", ");
            else
                printf("\nThe %s's candidates already in its population, not played: ", Seat);
            printf("`%s`", r->cand[side][k].spec);
        }
    if (shown)
        printf(".\n");
    if (r->best[side] < 0)
        printf("%sThe %s: " NONE_LEFT ".\n", shown ? "" : "\n", Seat);
}

void loop_print_round(const LoopArgs *a, const Campaign *c, int round, const Round *r)
{
    char S[32], H[32];
    titles(c, S, H);
    printf("\n### Round %d: responses to the equilibrium of %d %ss and %d %ss (value %.3f", round, r->n[0],
           loop_seat(c, 0), r->n[1], loop_seat(c, 1), r->value);
    if (!isnan(r->value_lo))
        printf(" [%.3f, %.3f]", r->value_lo, r->value_hi);
    printf(")\n\n%llu fresh deals (seed %llu), ", (unsigned long long)a->games, (unsigned long long)r->seed);
    if (r->pairs == 1) /* every candidate a member: only the value's pair is played */
        printf("for the mixture pair alone");
    else
        printf("common to the %s pairs", count_word(r->pairs));
    printf("; %.1f CPU-s.\n\n", r->cpu_responses);
    for (int side = 0; side < 2; side++)
        if (*r->model[side])
            printf("The %s's model learned against the %ss' mixture: %s (%u games of seed %llu; %.1f CPU-s "
                   "for both seats' models).\n\n", side ? H : S, side ? S : H, r->model[side], a->learn_games ? a->learn_games : LOOP_LEARN_GAMES,
                   (unsigned long long)r->learn_seed, r->cpu_learn);
    printf("| pair (%s against %s) | %s wins | rate [Wilson 95%%] |\n|---|---|---|\n", S, H, S);
    printf("| mixture against mixture (the value's pair) | ");
    print_rate(&r->value_pair);
    for (int k = 0; k < r->n_cand[0]; k++)
        if (!r->cand[0][k].member) {
            printf("| the %s's response `%s` against the %ss' mixture | ", S, r->cand[0][k].spec, H);
            print_rate(&r->cand[0][k].gain.pair);
        }
    for (int k = 0; k < r->n_cand[1]; k++)
        if (!r->cand[1][k].member) {
            printf("| the %ss' mixture against the %s's response `%s` | ", S, H, r->cand[1][k].spec);
            print_rate(&r->cand[1][k].gain.pair);
        }
    printf("\n| response | gain over the value's pair [paired 95%%] | deals won / lost against it |%s\n",
           a->rounds ? " joins |" : "");
    printf("|---|---|---|%s\n", a->rounds ? "---|" : "");
    for (int side = 0; side < 2; side++) {
        if (r->best[side] < 0)
            printf("| %s's | " NONE_LEFT " | - |%s\n", side ? H : S, a->rounds ? " no |" : "");
        for (int k = 0; k < r->n_cand[side]; k++) {
            const Candidate *d = &r->cand[side][k];
            const ResponseGain *g = &d->gain;
            if (d->member)
                continue;
            if (a->response[side].n == 1)
                printf("| %s's |", side ? H : S);
            else
                printf("| %s's `%s`%s |", side ? H : S, d->spec, k == r->best[side] ? " (best)" : "");
            printf(" %+.3f [%+.3f, %+.3f] | %llu / %llu |", g->gain, g->lo, g->hi, (unsigned long long)g->better,
                   (unsigned long long)g->worse);
            if (a->rounds)
                printf(" %s |", k == r->best[side] && r->joins[side] ? "yes" : "no");
            printf("\n");
        }
    }
    for (int side = 0; side < 2; side++)
        print_members(r, side, side ? H : S);
    fflush(stdout); /* a round can take hours: show it as it ends */
}

/* A side's best gain in the loop's table, or that none was measured. */
static void print_best(const LoopArgs *a, const Round *r, int side)
{
    if (r->best[side] < 0) {
        printf(" none left (not measured) |");
        return;
    }
    const Candidate *d = &r->cand[side][r->best[side]];
    printf(" %+.3f [%+.3f, %+.3f]", d->gain.gain, d->gain.lo, d->gain.hi);
    if (a->response[side].n > 1)
        printf(" `%s`", d->spec);
    printf(" |");
}

void loop_print_summary(const LoopArgs *a, const Campaign *c, const Round *rounds, int n, const int *members,
                        char (*const *specs)[POLICY_SPEC_MAX], const Equilibrium *e, int converged)
{
    char S[32], H[32];
    titles(c, S, H);
    printf("\n### The loop (margin %.3f)\n\n", a->margin);
    printf("| round | population (%ss × %ss) | value [95%% bootstrap] | %s's gain [paired 95%%] | %s's gain [paired "
           "95%%] | joined |\n|---|---|---|---|---|---|\n", S, H, S, H);
    for (int k = 0; k < n; k++) {
        const Round *r = &rounds[k];
        printf("| %d | %d × %d | %.3f", k + 1, r->n[0], r->n[1], r->value);
        if (!isnan(r->value_lo))
            printf(" [%.3f, %.3f]", r->value_lo, r->value_hi);
        printf(" |");
        print_best(a, r, 0);
        print_best(a, r, 1);
        printf(" %s |\n", r->joins[0] && r->joins[1] ? "both" : r->joins[0] ? S : r->joins[1] ? H : "none");
    }
    const Round *last = &rounds[n - 1];
    if (!converged)
        printf("\nStopped after the last round (--loop). ");
    else if (last->best[0] >= 0 && last->best[1] >= 0)
        printf("\nStopped: neither response's paired gain lies above the margin. ");
    else if (last->best[0] < 0 && last->best[1] < 0)
        printf("\nStopped: no candidate left for either seat (" NONE_LEFT "). ");
    else
        printf("\nStopped: the %s's best paired gain does not lie above the margin; the %s has no candidate left "
               "(its exploitability not measured). ", last->best[0] >= 0 ? S : H, last->best[0] >= 0 ? H : S);
    printf("Final population %d × %d, value %.3f", members[0], members[1], e->value);
    if (!isnan(e->value_lo))
        printf(" [%.3f, %.3f]", e->value_lo, e->value_hi);
    printf("%s; its mixtures:\n\n", converged ? "" : " (its responses not measured)");
    for (int side = 0; side < 2; side++)
        for (int k = 0; k < members[side]; k++)
            if (e->seat[side].weight[k] > 0)
                printf("- %s %.3f `%s`\n", loop_seat(c, side), e->seat[side].weight[k], specs[side][k]);
    if (!converged)
        return;
    printf("\nExploitability of the final mixtures (the last round's best candidates, upper ends of the paired 95%% "
           "intervals):");
    for (int side = 0; side < 2; side++) {
        const char *end = side ? ".\n" : ";";
        if (last->best[side] < 0)
            printf(" the %s's %s%s", side ? H : S, NONE_LEFT, end);
        else
            printf(" the %s's at most %+.3f (`%s`)%s", side ? H : S, last->cand[side][last->best[side]].gain.hi,
                   last->cand[side][last->best[side]].spec, end);
    }
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

/* A candidate's pair and gain (nulls for a member, which was not played). */
static void json_gain(const Candidate *d, int *f)
{
    const ResponseGain *g = &d->gain;
    if (d->member) {
        json_key(stdout, "pair", f);
        printf("null");
    } else {
        json_rate("pair", &g->pair, f);
    }
    equilibrium_json_number("gain", d->member ? NAN : g->gain, f);
    equilibrium_json_number("gain_lo", d->member ? NAN : g->lo, f);
    equilibrium_json_number("gain_hi", d->member ? NAN : g->hi, f);
    json_key(stdout, "better", f);
    printf("%llu", (unsigned long long)(d->member ? 0 : g->better));
    json_key(stdout, "worse", f);
    printf("%llu", (unsigned long long)(d->member ? 0 : g->worse));
}

/* A side of a round: its best candidate's keys (those of a single response),
 * then whether it was measured and every candidate. */
static void json_side(const Campaign *c, const Round *r, int side)
{
    static const Candidate none = {.member = 1};
    const Candidate *best = r->best[side] >= 0 ? &r->cand[side][r->best[side]] : &none;
    int h = 1;
    printf("{");
    json_key(stdout, "seat", &h);
    json_str(stdout, loop_seat(c, side));
    json_key(stdout, "response", &h);
    if (r->best[side] >= 0)
        json_str(stdout, best->spec);
    else
        printf("null");
    json_gain(best, &h);
    json_key(stdout, "joins", &h);
    json_bool(stdout, r->joins[side]);
    json_key(stdout, "measured", &h);
    json_bool(stdout, r->best[side] >= 0);
    if (r->best[side] < 0) {
        json_key(stdout, "note", &h);
        json_str(stdout, NONE_LEFT);
    }
    json_key(stdout, "learned_model", &h);
    if (*r->model[side])
        json_str(stdout, r->model[side]);
    else
        printf("null");
    json_key(stdout, "candidates", &h);
    printf("[");
    for (int k = 0; k < r->n_cand[side]; k++) {
        const Candidate *d = &r->cand[side][k];
        int f = 1;
        printf("%s{", k ? "," : "");
        json_key(stdout, "response", &f);
        json_str(stdout, d->spec);
        json_key(stdout, "member", &f);
        json_bool(stdout, d->member);
        json_key(stdout, "best", &f);
        json_bool(stdout, k == r->best[side]);
        json_gain(d, &f);
        printf("}");
    }
    printf("]}");
}

static void json_round(const LoopArgs *a, const Campaign *c, int round, const Round *r)
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
    equilibrium_json_number("cpu_seconds", r->cpu_responses + r->cpu_cells + r->cpu_learn, &f);
    json_rate("value_pair", &r->value_pair, &f);
    for (int side = 0; side < 2; side++) {
        json_key(stdout, side ? "hider" : "seeker", &f);
        json_side(c, r, side);
    }
    json_key(stdout, "pairs", &f);
    printf("%d", r->pairs);
    if (*r->model[0] || *r->model[1]) {
        json_key(stdout, "learn_seed", &f);
        printf("%llu", (unsigned long long)r->learn_seed);
        json_key(stdout, "learn_games", &f);
        printf("%u", a->learn_games ? a->learn_games : LOOP_LEARN_GAMES);
        equilibrium_json_number("learn_cpu_seconds", r->cpu_learn, &f);
    }
    printf("}");
}

void loop_print_json(const LoopArgs *a, const Campaign *c, const Round *rounds, int n, const int *members,
                     char (*const *specs)[POLICY_SPEC_MAX], const Equilibrium *e, int converged)
{
    printf(",\"responses\":[");
    for (int k = 0; k < n; k++) {
        printf("%s", k ? "," : "");
        json_round(a, c, k + 1, &rounds[k]);
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
        for (int k = 0; k < members[side]; k++, comma = 1) {
            int h = 1;
            printf("%s{", comma ? "," : "");
            json_key(stdout, "seat", &h);
            json_str(stdout, loop_seat(c, side));
            json_key(stdout, "policy", &h);
            json_str(stdout, specs[side][k]);
            equilibrium_json_number("weight", e->seat[side].weight[k], &h);
            printf("}");
        }
    printf("]");
    /* The last round measured the final mixtures only when it added nothing. */
    const Round *last = &rounds[n - 1];
    for (int side = 0; side < 2; side++)
        equilibrium_json_number(side ? "hider_exploitability_hi" : "seeker_exploitability_hi",
                                converged && last->best[side] >= 0 ? last->cand[side][last->best[side]].gain.hi : NAN,
                                &f);
    printf("}");
}
