/*
 * murderer_model_fit.c — counting the Murderer's choices in finished games
 * (murderer_model.h): the data `noirlab learn` fits the model from.
 */
#include <string.h>

#include "murderer_model.h"

/* The liars' answers (R7), each with its features under the true murderer. */
static void count_answers(MurdererModel *m, const Game *final, const Game *view)
{
    static _Thread_local Belief rules;
    static _Thread_local Game start;
    memcpy(&start, view, sizeof start);
    start.n_obs = 0;
    belief_init(&rules, &start, BELIEF_LIE_DEFAULT);
    int x = final->murderer;
    for (int i = 0; i < view->n_obs; i++) {
        const Obs *o = &view->obs[i];
        if (o->kind != OBS_ANSWER || !bits_has(final->liars, o->civ))
            continue;
        belief_update_to(&rules, view, i);
        int cell[CIVILIANS];
        murderer_model_answer_cells(&rules, view, o, cell);
        MmCount *c = &m->answer[cell[x]];
        if (bits_has(final->trait[o->value], x) == o->yes)
            c->yes++;
        else
            c->no++;
    }
}

void murderer_model_count_game(MurdererModel *m, const Game *final)
{
    static _Thread_local Game view;
    game_view(final, SIDE_DETECTIVE, &view);
    count_answers(m, final, &view);
    for (int c = 0; c < CIVILIANS; c++) {
        MmCount *k = &m->intimidated[bits_has(final->liars, c)];
        if (bits_has(final->intimidated, c))
            k->yes++;
        else if (bits_has(final->alive, c))
            k->no++;
    }
    for (int s = 0; s < GROUPS; s++) {
        int size = bits_count(final->group[s]);
        MmCount *k = &m->supporters[size < MM_SIZES ? size : MM_SIZES - 1][bits_has(final->group[s], final->murderer)];
        if (s == final->supporters)
            k->yes++;
        else
            k->no++;
    }
}

static void add_counts(MmCount *into, const MmCount *from, int n)
{
    for (int i = 0; i < n; i++) {
        into[i].yes += from[i].yes;
        into[i].no += from[i].no;
    }
}

void murderer_model_add(MurdererModel *into, const MurdererModel *from)
{
    add_counts(into->answer, from->answer, MM_ANSWER_CELLS);
    add_counts(into->intimidated, from->intimidated, 2);
    add_counts(&into->supporters[0][0], &from->supporters[0][0], 2 * MM_SIZES);
}
