/*
 * murderer_model_fit.c — counting the Murderer's choices in finished games
 * (murderer_model.h): the data `noirlab learn` fits the model from.
 */
#include <stdlib.h>
#include <string.h>

#include "games/itk/ai/murderer_model.h"

typedef struct Counting {
    MurdererModel *m;
    MmVictimData *victims;
    const Game *final;
    int failed;
} Counting;

/* A liar's answer (R7) with its features under the true murderer. */
static void count_answer(Counting *k, const Belief *rules, const Game *view, const Obs *o)
{
    if (!bits_has(k->final->liars, o->civ))
        return;
    int cell[CIVILIANS], x = k->final->murderer;
    itk_murderer_model_answer_cells(rules, view, o, cell);
    MmCount *c = &k->m->answer[cell[x]];
    if (bits_has(k->final->trait[o->value], x) == o->yes)
        c->yes++;
    else
        c->no++;
}

/* A murder: the candidates legal under the true (x, m) and their features. */
static void count_victim(Counting *k, const Belief *rules, const Game *view, const Obs *o)
{
    static _Thread_local MmVictimChoice choice;
    int x = k->final->murderer, m = k->final->motive;
    if (!k->victims || m == MOTIVE_CULTIST || itk_murderer_model_victim_choice(rules, view, o, &choice))
        return;
    double f[CIVILIANS][MM_VICTIM_FEATURES];
    int n = 0, chosen = -1;
    for (int i = 0; i < choice.n; i++)
        if (choice.after[i][x][m] > 0) {
            chosen = i == choice.chosen ? n : chosen;
            itk_murderer_model_victim_features(&choice, i, x, m, view, f[n++]);
        }
    if (chosen >= 0 && itk_murderer_model_victim_add(k->victims, (const double(*)[MM_VICTIM_FEATURES])f, n, chosen))
        k->failed = 1;
}

static void count_obs(void *ctx, const Belief *rules, const Game *view, int i)
{
    const Obs *o = &view->obs[i];
    if (o->kind == OBS_ANSWER)
        count_answer(ctx, rules, view, o);
    else
        count_victim(ctx, rules, view, o);
}

int itk_murderer_model_count_game(MurdererModel *m, MmVictimData *victims, const Game *final)
{
    static _Thread_local Game view;
    itk_game_view(final, SIDE_DETECTIVE, &view);
    Counting k = {.m = m, .victims = victims, .final = final};
    itk_murderer_model_replay(&view, 1u << OBS_ANSWER | (victims ? 1u << OBS_MURDER : 0), count_obs, &k);
    for (int c = 0; c < CIVILIANS; c++) {
        MmCount *n = &m->intimidated[bits_has(final->liars, c)];
        if (bits_has(final->intimidated, c))
            n->yes++;
        else if (bits_has(final->alive, c))
            n->no++;
    }
    for (int s = 0; s < GROUPS; s++) {
        int size = bits_count(final->group[s]);
        MmCount *n = &m->supporters[size < MM_SIZES ? size : MM_SIZES - 1][bits_has(final->group[s], final->murderer)];
        if (s == final->supporters)
            n->yes++;
        else
            n->no++;
    }
    return k.failed ? -1 : 0;
}

static void add_counts(MmCount *into, const MmCount *from, int n)
{
    for (int i = 0; i < n; i++) {
        into[i].yes += from[i].yes;
        into[i].no += from[i].no;
    }
}

void itk_murderer_model_add(MurdererModel *into, const MurdererModel *from)
{
    add_counts(into->answer, from->answer, MM_ANSWER_CELLS);
    add_counts(into->intimidated, from->intimidated, 2);
    add_counts(&into->supporters[0][0], &from->supporters[0][0], 2 * MM_SIZES);
}

/* --- the victim choices ------------------------------------------------------ */

static int grow(void **p, long *cap, long need, size_t size)
{
    if (need <= *cap)
        return 0;
    long n = *cap ? *cap : 256;
    while (n < need)
        n *= 2;
    void *q = realloc(*p, (size_t)n * size);
    if (!q)
        return -1;
    *p = q;
    *cap = n;
    return 0;
}

int itk_murderer_model_victim_add(MmVictimData *d, const double (*f)[MM_VICTIM_FEATURES], int n, int chosen)
{
    if (grow((void **)&d->choice, &d->cap, d->n + 1, sizeof *d->choice) ||
        grow((void **)&d->f, &d->row_cap, d->rows + n, sizeof *d->f))
        return -1;
    d->choice[d->n++] = (MmVictimRows){.first = d->rows, .count = n, .chosen = chosen};
    memcpy(d->f[d->rows], f, (size_t)n * sizeof *f);
    d->rows += n;
    return 0;
}

int itk_murderer_model_victim_append(MmVictimData *into, const MmVictimData *from)
{
    for (long i = 0; i < from->n; i++)
        if (itk_murderer_model_victim_add(into, (const double(*)[MM_VICTIM_FEATURES])from->f[from->choice[i].first],
                                      from->choice[i].count, from->choice[i].chosen))
            return -1;
    return 0;
}

void itk_murderer_model_victim_free(MmVictimData *d)
{
    free(d->choice);
    free(d->f);
    memset(d, 0, sizeof *d);
}
