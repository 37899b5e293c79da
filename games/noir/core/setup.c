/*
 * setup.c — parameters, their checks, and the deal (N1, N2, N11, N14, N15).
 */
#include "games/noir/core/setup.h"

#include <stddef.h>
#include <string.h>

int noir_default_kill_target(int side)
{
    return (16 * side * side + 12) / 25; /* N11: 16 n^2 / 25, rounded half up */
}

NoirParams noir_params_default(int side)
{
    NoirParams p = {0};
    p.side = (uint8_t)side;
    p.kill_target = (uint8_t)noir_default_kill_target(side);
    p.mode = NOIR_CLASSIC;
    p.disguise = 1;
    p.self_arrest = 1;
    p.max_turns = NOIR_DEFAULT_TURNS;
    return p;
}

const char *noir_params_check(const NoirParams *p)
{
    if (p->side < NOIR_MIN_SIDE || p->side > NOIR_MAX_SIDE)
        return "grid side must be 4 to 7 (N1)";
    /* The Killer's own card never dies, so at most n-1 deaths can happen. */
    if (p->kill_target < 1 || p->kill_target >= p->side * p->side)
        return "kill target must be 1 to suspects - 1 (N11)";
    if (p->mode >= NOIR_MODES)
        return "mode must be classic, standard or citizens-arrest";
    if (p->disguise > 1 || p->self_arrest > 1 || p->identity_first > 1 || p->first_kill_optional > 1)
        return "switches are 0 or 1 (N15)";
    if (p->max_turns < 1 || p->max_turns > NOIR_MAX_TURNS)
        return "turn limit must be 1 to 500 (N14)";
    return NULL;
}

/* A uniform permutation of 0..n-1 (Fisher-Yates). */
static void shuffle(uint8_t *a, int n, Pcg32 *rng)
{
    for (int i = 0; i < n; i++)
        a[i] = (uint8_t)i;
    for (int i = n - 1; i > 0; i--) {
        int j = (int)pcg32_below(rng, (uint32_t)i + 1);
        uint8_t t = a[i];
        a[i] = a[j];
        a[j] = t;
    }
}

void noir_deal(NoirSetup *s, const NoirParams *p, Pcg32 *rng)
{
    int n = p->side * p->side;
    memset(s, 0, sizeof *s);
    s->p = *p;
    shuffle(s->grid, n, rng);     /* N1: one face-up suspect card per cell */
    shuffle(s->evidence, n, rng); /* N1, N2: the evidence deck */
}

static const char *check_permutation(const uint8_t *a, int n)
{
    uint64_t seen = 0;
    for (int i = 0; i < n; i++) {
        if (a[i] >= n || (seen >> a[i] & 1))
            return "not a permutation of the suspects";
        seen |= (uint64_t)1 << a[i];
    }
    return NULL;
}

const char *noir_setup_check(const NoirSetup *s)
{
    const char *bad = noir_params_check(&s->p);
    int n = s->p.side * s->p.side;
    if (!bad)
        bad = check_permutation(s->grid, n);
    if (!bad)
        bad = check_permutation(s->evidence, n);
    return bad;
}
