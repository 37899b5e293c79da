/*
 * The motive conditions of REFERENCE §3 as engine.md tabulates them, checked
 * one civilian at a time.  V is the list of victims so far; "the series" is V
 * followed by the candidate c.
 */
#include "games/itk/plain/victim.h"

#include "games/itk/plain/board.h"
#include "games/itk/plain/doa.h"

/* The series V + {c} as a plain array; returns its length.  V holds the
 * Murderer's own victims only: never D.O.A.'s Benefactor (R19). */
static int series_with(const PlainGame *g, int c, int series[MAX_VICTIMS + 1])
{
    int n = itk_doa_own_victims(g, series);
    series[n++] = c;
    return n;
}

/* Pool of R5: alive civilians other than the murderer and c, positions ignored. */
static int in_pool(const PlainGame *g, int x, int c)
{
    return g->alive[x] && x != g->murderer && x != c;
}

static int count_distinct_ages(const PlainGame *g, const int *series, int n)
{
    int seen[AGES] = {0};
    int distinct = 0;
    for (int i = 0; i < n; i++) {
        int age = g->card[series[i]].age;
        if (!seen[age]) {
            seen[age] = 1;
            distinct++;
        }
    }
    return distinct;
}

/* REFERENCE §3: the condition every single victim must meet. */
static int passes_per_victim(const PlainGame *g, int c)
{
    const Card *card = &g->card[c];
    int b = g->block[c];
    int series[MAX_VICTIMS + 1];
    int n = series_with(g, c, series);

    switch (g->motive) {
    case MOTIVE_MANIAC: /* series[0] is the first victim, c itself when there is none yet */
        return card->sex == g->card[series[0]].sex;
    case MOTIVE_SADIST:
        return !g->intimidated[c];
    case MOTIVE_CUTTHROAT:
        return !itk_board_central(b);
    case MOTIVE_VIGILANTE:
        return !itk_board_around(g->detective, b);
    case MOTIVE_KILLER:
        return itk_board_count_in(g, b) == 1;
    case MOTIVE_TERRORIST:
        for (int i = 0; i < n - 1; i++)
            if (g->card[series[i]].group == card->group)
                return 0;
        return 1;
    case MOTIVE_PSYCHOPATH:
        return count_distinct_ages(g, series, n) <= 2;
    case MOTIVE_ROBBER:
        return g->last_crime == NO_BLOCK || !itk_board_adjacent(b, g->last_crime);
    case MOTIVE_SPY:
        return itk_board_has_any_building(g, b);
    case MOTIVE_CULTIST: {
        int other;
        if (n > 1)
            other = g->card[series[n - 2]].group;
        else if (g->poi != NOBODY)
            other = g->card[g->poi].group;
        else
            other = -1;
        if (card->group == other)
            return 0;
        return !(c == g->poi && g->round == 1);
    }
    default: /* Radical, Cannibal: series conditions only */
        return 1;
    }
}

static int was_victim(const PlainGame *g, int x)
{
    for (int i = 0; i < g->n_victims; i++)
        if (g->victim[i] == x)
            return 1;
    return 0;
}

/* R5 for each motive with a series condition; r = victims still required after c. */
static int completable(const PlainGame *g, int c)
{
    int series[MAX_VICTIMS + 1];
    int n = series_with(g, c, series);
    int r = itk_doa_motive_victims(g) - n;

    switch (g->motive) {
    case MOTIVE_TERRORIST: {
        /* groups with a pool member that the series has not used yet */
        int fresh = 0;
        for (int grp = 0; grp < GROUPS; grp++) {
            int used = 0, available = 0;
            for (int i = 0; i < n; i++)
                if (g->card[series[i]].group == grp)
                    used = 1;
            for (int x = 0; x < CIVILIANS; x++)
                if (in_pool(g, x, c) && g->card[x].group == grp)
                    available = 1;
            if (!used && available)
                fresh++;
        }
        return fresh >= r;
    }
    case MOTIVE_RADICAL:
        for (int grp = 0; grp < GROUPS; grp++) {
            int have = 0, pool = 0;
            for (int i = 0; i < n; i++)
                if (g->card[series[i]].group == grp)
                    have++;
            for (int x = 0; x < CIVILIANS; x++)
                if (in_pool(g, x, c) && g->card[x].group == grp)
                    pool++;
            if (have + (pool < r ? pool : r) >= 3)
                return 1;
        }
        return 0;
    case MOTIVE_CANNIBAL: {
        int missing = 0;
        for (int build = 0; build < BUILDS; build++) {
            int have = 0, pool = 0;
            for (int i = 0; i < n; i++)
                if (g->card[series[i]].build == build)
                    have = 1;
            if (have)
                continue;
            missing++;
            for (int x = 0; x < CIVILIANS; x++)
                if (in_pool(g, x, c) && g->card[x].build == build)
                    pool = 1;
            if (!pool)
                return 0;
        }
        return missing <= r;
    }
    case MOTIVE_CULTIST: {
        if (g->rule_doa && g->poi == g->benefactor)
            return 0; /* R19: the Benefactor dies in round 1 but is not the Murderer's victim */
        if (g->poi == NOBODY || g->poi == c)
            return 1;
        if (!g->alive[g->poi]) /* murdered before, or killed by the bomb as no victim (R20) */
            return was_victim(g, g->poi);
        if (r < 1)
            return 0; /* the last victim must be the Person of Interest */
        int poi_group = g->card[g->poi].group;
        if (g->card[c].group != poi_group)
            return 1; /* the Person of Interest can be the very next victim */
        if (r < 2)
            return 0;
        /* c is of the Person of Interest's group: someone of a third group must
         * be able to come between them (victims' groups alternate). */
        for (int x = 0; x < CIVILIANS; x++)
            if (in_pool(g, x, c) && x != g->poi && g->card[x].group != poi_group)
                return 1;
        return 0;
    }
    case MOTIVE_MANIAC: {
        int sex = g->card[series[0]].sex;
        int same = 0;
        for (int x = 0; x < CIVILIANS; x++)
            if (in_pool(g, x, c) && g->card[x].sex == sex)
                same++;
        return same >= r;
    }
    case MOTIVE_PSYCHOPATH: {
        /* the series may end up using its own ages plus at most one more,
         * when it has only one so far */
        int used[AGES] = {0};
        for (int i = 0; i < n; i++)
            used[g->card[series[i]].age] = 1;
        int one_age = count_distinct_ages(g, series, n) == 1;
        int best = 0;
        for (int extra = 0; extra < AGES; extra++) {
            int fits = 0;
            for (int x = 0; x < CIVILIANS; x++) {
                int age = g->card[x].age;
                if (in_pool(g, x, c) && (used[age] || (one_age && age == extra)))
                    fits++;
            }
            if (fits > best)
                best = fits;
        }
        return best >= r;
    }
    default:
        return 1;
    }
}

int itk_victim_is_legal(const PlainGame *g, int c, int per_victim_only)
{
    if (!g->alive[c] || c == g->murderer || g->block[c] == g->detective)
        return 0;
    if (!passes_per_victim(g, c))
        return 0;
    return per_victim_only || completable(g, c);
}

int itk_victim_any_legal(const PlainGame *g)
{
    for (int c = 0; c < CIVILIANS; c++)
        if (itk_victim_is_legal(g, c, 0))
            return 1;
    return 0;
}
