/*
 * skill.c — policy pairs ranked by the ladder's ratings (skill.h).
 */
#include "analysis/skill.h"

#include <string.h>

typedef struct Rated {
    const char *spec;
    double elo;
} Rated;

/* docs/ladder.md, "The beginner ladder" (scenarios/ladders/beginner.ini, 400
 * games a pair, seed 20250101): each side's Bradley-Terry rating in Elo
 * points. */
static const Rated rated_detectives[] = {
    {"heuristic:model=scenarios/models/heuristic.model", 201},
    {"ismcts:iterations=1000,c=0.7,depth=0,rollout=random,model=scenarios/models/heuristic.model", 173},
    {"heuristic:silenced=0.001", 128},
    {"heuristic", 112},
    {"ismcts:iterations=1000,c=0.7,depth=0,rollout=random", 85},
    {"heuristic:lie=0.1", 73},
    {"ismcts:iterations=200,c=0.7,depth=0,rollout=random", -67},
    {"ismcts:iterations=50,c=0.7,depth=0,rollout=random", -398},
    {"random", -733},
};
static const Rated rated_murderers[] = {
    {"ismcts:iterations=1000", 231},
    {"heuristic:lie=0.1", 99},
    {"heuristic", 94},
    {"ismcts:iterations=200", 93},
    {"bluff", -41},
    {"ismcts:iterations=50", -71},
    {"random", -406},
};

/* The policy's name: the SPEC up to its first ':'. */
static int named(const char *spec, const char *name)
{
    size_t n = strcspn(spec, ":");
    return strlen(name) == n && strncmp(spec, name, n) == 0;
}

int skill_is_random(const ReportData *d, int pair)
{
    return named(d->pair[pair].detective, "random") || named(d->pair[pair].murderer, "random");
}

double skill_rating(const char *spec, int side, int *rated)
{
    const Rated *t = side ? rated_murderers : rated_detectives;
    int n = side ? (int)(sizeof rated_murderers / sizeof *t) : (int)(sizeof rated_detectives / sizeof *t);
    for (int i = 0; i < n; i++)
        if (strcmp(t[i].spec, spec) == 0) {
            *rated = 1;
            return t[i].elo;
        }
    *rated = 0;
    return 0;
}

/* 0 rated, 1 unrated, 2 random; and the pair's rating sum. */
static int pair_group(const ReportData *d, int pair, double *elo)
{
    if (skill_is_random(d, pair))
        return 2;
    int rd, rm;
    *elo = skill_rating(d->pair[pair].detective, 0, &rd) + skill_rating(d->pair[pair].murderer, 1, &rm);
    return rd && rm ? 0 : 1;
}

int skill_order(const ReportData *d, int *order)
{
    int n = 0, verdicts = 0;
    for (int group = 0; group < 3; group++) {
        int start = n;
        for (int p = 0; p < d->n_pairs; p++) {
            double elo = 0;
            if (pair_group(d, p, &elo) != group)
                continue;
            /* Insert by rating, strongest first (unrated ones in database
             * order); ties keep database order. */
            int k = n++;
            double other = 0;
            while (k > start && group != 1 && (pair_group(d, order[k - 1], &other), other) < elo) {
                order[k] = order[k - 1];
                k--;
            }
            order[k] = p;
        }
        if (group < 2)
            verdicts = n;
    }
    return verdicts;
}
