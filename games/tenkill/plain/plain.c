/*
 * plain.c — the plain implementation (plain.h).
 */
#include "games/tenkill/plain/plain.h"

#include <stdlib.h>
#include <string.h>

#include "games/tenkill/playout.h"

enum { OVER = TENKILL_PH_OVER };

static int is_police(int f) { return f >= TENKILL_CHARS; }

static int adjacent(const TenkillPlain *pl, int a, int b)
{
    return abs(pl->p.cell_r[a] - pl->p.cell_r[b]) + abs(pl->p.cell_c[a] - pl->p.cell_c[b]) == 1;
}

static int tile_at(const TenkillPlain *pl, int r, int c)
{
    for (int t = 0; t < TENKILL_TILES; t++)
        if (pl->p.cell_r[t] == r && pl->p.cell_c[t] == c)
            return t;
    return -1;
}

static int figures_on(const TenkillPlain *pl, int t)
{
    int n = 0;
    for (int f = 0; f < TENKILL_FIGURES; f++)
        n += pl->tile_of[f] == t;
    return n;
}

static int police_on(const TenkillPlain *pl, int t)
{
    for (int f = TENKILL_CHARS; f < TENKILL_FIGURES; f++)
        if (pl->tile_of[f] == t)
            return 1;
    return 0;
}

/* T11: the cells strictly between a and b on their row or column, walked
 * one by one: each must hold a tile (unless sniper_gaps), and each tile must
 * be empty (when sniper_block). */
static int clear_line(const TenkillPlain *pl, int a, int b)
{
    int ra = pl->p.cell_r[a], ca = pl->p.cell_c[a], rb = pl->p.cell_r[b], cb = pl->p.cell_c[b];
    if (ra != rb && ca != cb)
        return 0;
    int dr = (rb > ra) - (rb < ra), dc = (cb > ca) - (cb < ca);
    for (int r = ra + dr, c = ca + dc; r != rb || c != cb; r += dr, c += dc) {
        int t = tile_at(pl, r, c);
        if (t < 0 && !pl->p.sniper_gaps)
            return 0;
        if (t >= 0 && pl->p.sniper_block && figures_on(pl, t) > 0)
            return 0;
    }
    return 1;
}

/* T7-T12: may character h, on the board, kill figure v now? */
static int can_kill(const TenkillPlain *pl, int h, int v)
{
    int t = pl->tile_of[h], tv = pl->tile_of[v];
    if (v == h || tv < 0 || (is_police(v) && !pl->p.police_kill))
        return 0;
    for (int u = 0; u < TENKILL_TILES; u++)
        if ((u == t || adjacent(pl, u, t)) && police_on(pl, u))
            return 0; /* T8: seen */
    if (tv == t)
        return 1;     /* T10: the knife */
    if (figures_on(pl, t) != 1)
        return 0;     /* T9: not alone */
    if (adjacent(pl, t, tv))
        return 1;     /* T10: the gun */
    return pl->is_scope[t] && clear_line(pl, t, tv); /* T11: the sniper */
}

static int hitman_on_board(const TenkillPlain *pl, int q) { return !pl->hitman_lost[q]; }

unsigned tenkill_plain_suspects(const TenkillPlain *pl, int v)
{
    unsigned s = 0;
    for (int x = 0; x < TENKILL_CHARS; x++)
        if (pl->tile_of[x] >= 0 && can_kill(pl, x, v))
            s |= 1u << x;
    return s;
}

int tenkill_plain_start(TenkillPlain *pl, const TenkillSetup *s)
{
    memset(pl, 0, sizeof *pl);
    pl->p = s->p;
    pl->n = s->p.players;
    for (int f = 0; f < TENKILL_FIGURES; f++)
        pl->tile_of[f] = f < TENKILL_CHARS ? s->tile[f] : -1;
    for (int i = 0; i < TENKILL_POLICE; i++)
        pl->in_supply[i] = i < tenkill_police_count(&s->p);
    for (int t = 0; t < TENKILL_TILES; t++)
        pl->is_scope[t] = s->scope >> t & 1;
    for (int q = 0; q < pl->n; q++) {
        pl->hitman[q] = s->hitman[q];
        for (int i = 0; i < TENKILL_TARGETS; i++)
            pl->target[q][i] = s->target[q][i];
    }
    pl->phase = TENKILL_PH_TURN;
    pl->actions_left = 2;
    pl->round = 1;
    return 0;
}

int tenkill_plain_to_move(const TenkillPlain *pl)
{
    switch (pl->phase) {
    case TENKILL_PH_TURN:
    case TENKILL_PH_PLACE: return pl->seat;
    case TENKILL_PH_FLEE: return pl->placer;
    case TENKILL_PH_SUMMON: return pl->killer;
    case TENKILL_PH_CHANCE: return TENKILL_CHANCE_SEAT;
    default: return TENKILL_NOBODY;
    }
}

static int first_fleeing(const TenkillPlain *pl)
{
    for (int f = 0; f < TENKILL_FIGURES; f++)
        if (pl->flees[f])
            return f;
    return -1;
}

/* T14: steps from the crime tile over adjacent tiles. */
static void steps_from(const TenkillPlain *pl, int from, int *dist)
{
    for (int t = 0; t < TENKILL_TILES; t++)
        dist[t] = t == from ? 0 : 99;
    for (int d = 0; d < TENKILL_TILES; d++)
        for (int a = 0; a < TENKILL_TILES; a++)
            for (int b = 0; b < TENKILL_TILES; b++)
                if (dist[a] == d && adjacent(pl, a, b) && dist[b] > d + 1)
                    dist[b] = d + 1;
}

static int flee_ok(const TenkillPlain *pl, int t)
{
    if (t == pl->crime || pl->used[t])
        return 0;
    if (!pl->p.flee_adjacent)
        return 1;
    int dist[TENKILL_TILES], nearest = 99;
    steps_from(pl, pl->crime, dist);
    for (int u = 0; u < TENKILL_TILES; u++)
        if (u != pl->crime && !pl->used[u] && dist[u] < nearest)
            nearest = dist[u];
    return dist[t] == nearest;
}

static void push(TenkillActions *out, int kind, int a, int b) { out->a[out->n++] = TENKILL_ACTION(kind, a, b); }

static void legal_turn(const TenkillPlain *pl, TenkillActions *out)
{
    int s = pl->seat;
    for (int f = 0; f < TENKILL_FIGURES; f++)
        if (pl->tile_of[f] >= 0)
            push(out, TENKILL_SELECT, f, 0);
    if (hitman_on_board(pl, s) && !pl->has_killed)
        for (int v = 0; v < TENKILL_FIGURES; v++)
            if (can_kill(pl, pl->hitman[s], v))
                push(out, TENKILL_KILL, v, 0);
    for (int x = 0; x < TENKILL_CHARS; x++) {
        if (pl->tile_of[x] < 0 || !police_on(pl, pl->tile_of[x]))
            continue;
        if (!pl->p.self_suspect && x == pl->hitman[s])
            continue;
        for (int q = 0; q < pl->n; q++)
            if (q != s && hitman_on_board(pl, q))
                push(out, TENKILL_INVESTIGATE, x, q);
    }
    if (pl->p.pass)
        push(out, TENKILL_PASS, 0, 0);
}

void tenkill_plain_legal(const TenkillPlain *pl, TenkillActions *out)
{
    out->n = 0;
    if (pl->phase == TENKILL_PH_TURN) {
        legal_turn(pl, out);
    } else if (pl->phase == TENKILL_PH_PLACE) {
        int f = pl->selected;
        for (int t = 0; t < TENKILL_TILES; t++)
            if (t != pl->tile_of[f] && (!pl->p.move_adjacent || adjacent(pl, pl->tile_of[f], t)))
                push(out, TENKILL_MOVE, f, t);
    } else if (pl->phase == TENKILL_PH_FLEE) {
        int f = first_fleeing(pl);
        for (int t = 0; t < TENKILL_TILES; t++)
            if (flee_ok(pl, t))
                push(out, TENKILL_FLEE, f, t);
    } else if (pl->phase == TENKILL_PH_SUMMON || pl->phase == TENKILL_PH_CHANCE) {
        for (int f = TENKILL_CHARS; f < TENKILL_FIGURES; f++)
            if (pl->tile_of[f] >= 0 && pl->tile_of[f] != pl->crime)
                push(out, pl->phase == TENKILL_PH_SUMMON ? TENKILL_SUMMON : TENKILL_CHANCE_POLICE, f, 0);
    }
}

static int any_hitman(const TenkillPlain *pl)
{
    for (int q = 0; q < pl->n; q++)
        if (hitman_on_board(pl, q))
            return 1;
    return 0;
}

static void next_turn(TenkillPlain *pl)
{
    if (pl->last_round && pl->seat == pl->n - 1) {
        pl->phase = OVER;
        pl->end = TENKILL_END_TARGETS;
        return;
    }
    pl->seat++;
    if (pl->seat == pl->n) {
        pl->seat = 0;
        if (pl->round == pl->p.max_rounds) {
            pl->phase = OVER;
            pl->end = TENKILL_END_CAP;
            return;
        }
        pl->round++;
    }
    pl->actions_left = 2;
    pl->has_killed = 0;
}

static void action_done(TenkillPlain *pl)
{
    pl->actions_left--;
    if (pl->actions_left == 0)
        next_turn(pl);
}

static void after_kill(TenkillPlain *pl)
{
    pl->phase = TENKILL_PH_TURN;
    if (!any_hitman(pl)) {
        pl->phase = OVER;
        pl->end = TENKILL_END_NO_HITMAN;
    } else {
        action_done(pl);
    }
}

static void police_come(TenkillPlain *pl)
{
    for (int i = 0; i < TENKILL_POLICE; i++)
        if (pl->in_supply[i]) {
            pl->in_supply[i] = 0;
            pl->tile_of[TENKILL_CHARS + i] = pl->crime;
            after_kill(pl);
            return;
        }
    if (pl->p.police_empty != TENKILL_EMPTY_NONE)
        for (int f = TENKILL_CHARS; f < TENKILL_FIGURES; f++)
            if (pl->tile_of[f] >= 0 && pl->tile_of[f] != pl->crime) {
                pl->phase = pl->p.police_empty == TENKILL_EMPTY_MOVE ? TENKILL_PH_SUMMON : TENKILL_PH_CHANCE;
                return;
            }
    after_kill(pl);
}

static int owner_of(const TenkillPlain *pl, int c, int *is_hitman)
{
    for (int q = 0; q < pl->n; q++) {
        if (pl->hitman[q] == c) {
            *is_hitman = 1;
            return q;
        }
        for (int i = 0; i < TENKILL_TARGETS; i++)
            if (pl->target[q][i] == c) {
                *is_hitman = 0;
                return q;
            }
    }
    return -1;
}

static int dead_targets(const TenkillPlain *pl, int q)
{
    int n = 0;
    for (int i = 0; i < TENKILL_TARGETS; i++)
        n += pl->tile_of[pl->target[q][i]] < 0;
    return n;
}

static void do_kill(TenkillPlain *pl, int v)
{
    int s = pl->seat;
    pl->crime = pl->tile_of[v];
    pl->tile_of[v] = -1;
    pl->killer = s;
    pl->has_killed = 1;
    pl->kills++;
    if (is_police(v)) {
        pl->items[s][TENKILL_SC_POLICE]++;
    } else {
        int is_hitman = 0, q = owner_of(pl, v, &is_hitman);
        if (q < 0) {
            pl->items[s][TENKILL_SC_INNOCENT]++;
        } else if (is_hitman) {
            pl->items[s][TENKILL_SC_HITMAN]++;
            pl->hitman_lost[q] = 1;
            pl->lost_time[q] = pl->time;
        } else if (q == s) {
            pl->items[s][TENKILL_SC_TARGET]++;
        } else if (!pl->p.other_target_zero) {
            pl->items[s][TENKILL_SC_INNOCENT]++;
        }
        if (q >= 0 && !is_hitman && dead_targets(pl, q) == TENKILL_TARGETS)
            pl->last_round = 1;
    }
    int any = 0;
    for (int f = 0; f < TENKILL_FIGURES; f++) {
        pl->flees[f] = pl->tile_of[f] == pl->crime && (!is_police(f) || pl->p.police_flee);
        any |= pl->flees[f];
    }
    memset(pl->used, 0, sizeof pl->used);
    if (any) {
        pl->phase = TENKILL_PH_FLEE;
        pl->placer = (s + 1) % pl->n;
    } else {
        police_come(pl);
    }
}

void tenkill_plain_apply(TenkillPlain *pl, TenkillAction a)
{
    int kind = TENKILL_KIND(a), x = TENKILL_ARG_A(a), y = TENKILL_ARG_B(a);
    pl->time++;
    if (kind == TENKILL_SELECT) {
        pl->phase = TENKILL_PH_PLACE;
        pl->selected = x;
    } else if (kind == TENKILL_MOVE) {
        pl->tile_of[x] = y;
        pl->phase = TENKILL_PH_TURN;
        action_done(pl);
    } else if (kind == TENKILL_KILL) {
        do_kill(pl, x);
    } else if (kind == TENKILL_INVESTIGATE) {
        if (pl->hitman[y] == x) {
            pl->tile_of[x] = -1;
            pl->items[pl->seat][TENKILL_SC_ARREST]++;
            pl->hitman_lost[y] = 1;
            pl->lost_time[y] = pl->time;
            pl->arrests++;
            if (!any_hitman(pl)) {
                pl->phase = OVER;
                pl->end = TENKILL_END_NO_HITMAN;
                return;
            }
        }
        action_done(pl);
    } else if (kind == TENKILL_PASS) {
        next_turn(pl);
    } else if (kind == TENKILL_FLEE) {
        pl->tile_of[x] = y;
        pl->used[y] = 1;
        pl->flees[x] = 0;
        if (first_fleeing(pl) < 0)
            police_come(pl);
    } else {
        pl->tile_of[x] = pl->crime;
        after_kill(pl);
    }
}

int tenkill_plain_score(const TenkillPlain *pl, int seat)
{
    int score = hitman_on_board(pl, seat) ? pl->p.score[TENKILL_SC_SURVIVE] : 0;
    for (int i = TENKILL_SC_TARGET; i < TENKILL_SCORE_ITEMS; i++)
        score += pl->items[seat][i] * pl->p.score[i];
    return score;
}

/* T21 as a sort key: score, then kept, then (kept) own targets with
 * tiebreak=targets or (lost) the time of the loss. */
void tenkill_plain_ranks(const TenkillPlain *pl, uint8_t rank[TENKILL_SEATS_MAX])
{
    long key[TENKILL_SEATS_MAX];
    for (int q = 0; q < pl->n; q++) {
        int kept = hitman_on_board(pl, q);
        long third = kept ? (pl->p.tiebreak_targets ? pl->items[q][TENKILL_SC_TARGET] : 0) : pl->lost_time[q];
        key[q] = ((long)tenkill_plain_score(pl, q) + 100000) * 4 * 65536 + kept * 65536 * 2 + third;
    }
    for (int q = 0; q < pl->n; q++) {
        rank[q] = 1;
        for (int o = 0; o < pl->n; o++)
            if (key[o] > key[q])
                rank[q]++;
    }
}

uint64_t tenkill_plain_random_games(const TenkillParams *p, uint64_t seed, long games, long *actions_out)
{
    uint64_t sig = 0;
    long actions = 0;
    if (tenkill_params_check(p))
        games = 0;
    for (long i = 0; i < games; i++) {
        TenkillSetup setup;
        TenkillPlain pl;
        Pcg32 rng_play;
        tenkill_random_game_deal(p, seed, i, &setup, &rng_play);
        tenkill_plain_start(&pl, &setup);
        TenkillActions l;
        for (; pl.phase != OVER; actions++) {
            tenkill_plain_legal(&pl, &l);
            tenkill_plain_apply(&pl, l.a[pcg32_below(&rng_play, (uint32_t)l.n)]);
        }
        int score[TENKILL_SEATS_MAX];
        for (int q = 0; q < pl.n; q++)
            score[q] = tenkill_plain_score(&pl, q);
        sig = tenkill_outcome_fold(sig, pl.end, pl.round, pl.kills, pl.arrests, score, pl.n);
    }
    if (actions_out)
        *actions_out = actions;
    return sig;
}
