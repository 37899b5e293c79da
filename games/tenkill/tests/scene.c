/*
 * scene.c — hand-built positions (scene.h).
 */
#include "games/tenkill/tests/scene.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

void scene_start(TenkillGame *g, const TenkillParams *p, int players, const int hitman[], const int targets[][3],
                 int park)
{
    TenkillSetup s;
    memset(&s, 0, sizeof s);
    if (p)
        s.p = *p;
    else
        tenkill_params_default(&s.p);
    s.p.players = (uint8_t)players;
    for (int c = 0; c < TENKILL_CHARS; c++)
        s.tile[c] = (uint8_t)c;
    for (int q = 0; q < players; q++) {
        s.hitman[q] = (uint8_t)hitman[q];
        for (int i = 0; i < 3; i++)
            s.target[q][i] = (uint8_t)targets[q][i];
    }
    s.scope = 1u << 1 | 1u << 7 | 1u << 8 | 1u << 14; /* T2's pinwheel */
    if (s.p.scope_place == TENKILL_SCOPE_LIST)
        s.scope = s.p.scope_list;
    assert_int_equal(tenkill_start(g, &s), 0);
    for (int c = 0; c < TENKILL_CHARS; c++)
        if (c != park)
            tenkill_move_figure(g, c, park);
}

void scene_put(TenkillGame *g, int c, int t) { tenkill_move_figure(g, c, t); }

/* At most 16 figures stand on the board (T15 brings a policeman for a
 * victim): a parked character nobody holds leaves for each policeman. */
static void make_room(TenkillGame *g)
{
    for (int c = TENKILL_CHARS - 1; c >= 0; c--)
        if (g->role[c] == TENKILL_ROLE_ASIDE && g->pos[c] != TENKILL_OFF &&
            __builtin_popcount(g->chars_at[g->pos[c]]) > 1) {
            tenkill_remove_figure(g, c);
            g->pile[c] = 0;
            return;
        }
    fail_msg("no parked character nobody holds to make room for a policeman");
}

int scene_police(TenkillGame *g, int t)
{
    assert_true(g->supply != 0);
    make_room(g);
    int f = TENKILL_CHARS + __builtin_ctz(g->supply);
    tenkill_police_enter(g, t);
    assert_null(tenkill_check(g));
    return f;
}

void scene_dead_target(TenkillGame *g, int c, int pile)
{
    tenkill_remove_figure(g, c);
    g->pile[c] = (uint8_t)pile;
    g->seat[g->owner[c]].targets_dead++;
    assert_null(tenkill_check(g));
}

void scene_set(TenkillGame *g, const char *where)
{
    char kind;
    int id = 0, t, used;
    for (const char *s = where; *s; s += used) {
        if (sscanf(s, " C%d@%d%n", &id, &t, &used) == 2)
            scene_put(g, id, t);
        else if (sscanf(s, " %c@%d%n", &kind, &t, &used) == 2 && kind == 'P')
            scene_police(g, t);
        else
            fail_msg("scene '%s': cannot read '%s'", where, s);
    }
}

uint32_t scene_mask(const int *figures)
{
    uint32_t m = 0;
    for (; *figures >= 0; figures++)
        m |= 1u << *figures;
    return m;
}

int scene_legal(const TenkillGame *g, const char *action)
{
    TenkillAction a = tenkill_action_parse(action);
    if (!a)
        fail_msg("'%s' does not parse", action);
    return tenkill_is_legal(g, a);
}

void scene_play(TenkillGame *g, const char *const *actions, int n)
{
    for (int i = 0; i < n; i++) {
        if (!scene_legal(g, actions[i]))
            fail_msg("'%s' is not legal (phase %d, seat %d)", actions[i], g->phase, tenkill_to_move(g));
        tenkill_apply(g, tenkill_action_parse(actions[i]));
        assert_null(tenkill_check(g));
    }
}
