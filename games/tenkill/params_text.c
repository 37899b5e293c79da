/*
 * params_text.c — the parameters as text (params_text.h).
 */
#include "games/tenkill/params_text.h"

#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/number.h"

enum Key {
    K_PLAYERS, K_LAYOUT, K_SCOPES, K_SCOPE_PLACE, K_POLICE, K_MOVE, K_PASS, K_SNIPER_GAPS, K_SNIPER_BLOCK,
    K_POLICE_KILL, K_FLEE, K_POLICE_FLEE, K_POLICE_EMPTY, K_SELF_SUSPECT, K_OTHER_TARGET, K_MAX_ROUNDS, K_TIEBREAK,
    K_SCORE,
};

/* Only the layout and the scopes change the deal (deal.c); the number of
 * players changes how much of the same shuffled pile is dealt. */
const GameParam tenkill_param[TENKILL_PARAM_KEYS] = {
    [K_PLAYERS] = {"players", "2 to 4 (T4); default 4"},
    [K_LAYOUT] = {"layout", "square4, rect2x8, line16 or 16 cells rc/rc/... (row, column in hex) in one piece (T1); "
                            "default square4"},
    [K_SCOPES] = {"scopes", "scope tiles, 0 to 16 (T2); default 4"},
    [K_SCOPE_PLACE] = {"scope_place", "pinwheel, random or a tile list 1/7/8/14 (sets scopes) (T2); default pinwheel"},
    [K_POLICE] = {"police", "policemen 0 to 8, or edition2 (T3); default 8", 1},
    [K_MOVE] = {"move", "any or adjacent (T6); default any", 1},
    [K_PASS] = {"pass", "1: a turn may end early (T5); default 0", 1},
    [K_SNIPER_GAPS] = {"sniper_gaps", "0: a sniper's line may not cross a hole (T11); default 1", 1},
    [K_SNIPER_BLOCK] = {"sniper_block", "1: figures between block a sniper (T11); default 0", 1},
    [K_POLICE_KILL] = {"police_kill", "1: policemen may be killed (T12); default 0", 1},
    [K_FLEE] = {"flee", "any or adjacent (T14); default any", 1},
    [K_POLICE_FLEE] = {"police_flee", "1: policemen flee too (T14); default 0", 1},
    [K_POLICE_EMPTY] = {"police_empty", "none, move or random (T15); default none", 1},
    [K_SELF_SUSPECT] = {"self_suspect", "0: no investigating one's own hitman (T16); default 1", 1},
    [K_OTHER_TARGET] = {"other_target", "innocent or zero (T13); default innocent", 1},
    [K_MAX_ROUNDS] = {"max_rounds", "round cap, 1 to 1000 (T19); default 40", 1},
    [K_TIEBREAK] = {"tiebreak", "shared or targets (T21); default shared", 1},
    [K_SCORE + TENKILL_SC_SURVIVE] = {"score.survive", "points for a hitman kept (T20); default 2", 1},
    [K_SCORE + TENKILL_SC_TARGET] = {"score.target", "points per own target killed (T20); default 1", 1},
    [K_SCORE + TENKILL_SC_ARREST] = {"score.arrest", "points per arrest (T20); default 1", 1},
    [K_SCORE + TENKILL_SC_HITMAN] = {"score.hitman", "points per hitman killed (T20); default 3", 1},
    [K_SCORE + TENKILL_SC_INNOCENT] = {"score.innocent", "points per other victim (T20); default -1", 1},
    [K_SCORE + TENKILL_SC_POLICE] = {"score.police", "points per policeman killed (T20); default -1337", 1},
};

static int bad(char *err, size_t errlen, const char *key, const char *value, const char *want)
{
    snprintf(err, errlen, "%s must be %s, not '%s'", key, want, value);
    return -1;
}

/* One of the words, or -1. */
static int word(const char *value, const char *const *words, int n)
{
    for (int i = 0; i < n; i++)
        if (strcmp(value, words[i]) == 0)
            return i;
    return -1;
}

static int hex_digit(char x)
{
    return x >= '0' && x <= '9' ? x - '0' : x >= 'a' && x <= 'f' ? x - 'a' + 10 : -1;
}

/* "rc/rc/...": 16 cells, each its row and column as hex digits (0-f),
 * sorted into row-major tile order. */
static int parse_cells(TenkillParams *p, const char *value)
{
    int cell[TENKILL_TILES], n = 0;
    const char *s = value;
    while (n < TENKILL_TILES) {
        int r = hex_digit(s[0]), c = r < 0 ? -1 : hex_digit(s[1]);
        if (c < 0)
            return -1;
        cell[n++] = r * TENKILL_GRID_MAX + c;
        s += 2;
        if (*s != '/')
            break;
        s++;
    }
    if (n != TENKILL_TILES || *s)
        return -1;
    for (int i = 1; i < n; i++)
        for (int j = i; j > 0 && cell[j - 1] > cell[j]; j--) {
            int x = cell[j];
            cell[j] = cell[j - 1];
            cell[j - 1] = x;
        }
    for (int t = 0; t < n; t++) {
        if (t > 0 && cell[t] == cell[t - 1])
            return -1;
        p->cell_r[t] = (uint8_t)(cell[t] / TENKILL_GRID_MAX);
        p->cell_c[t] = (uint8_t)(cell[t] % TENKILL_GRID_MAX);
    }
    p->layout = TENKILL_CELLS;
    return 0;
}

static int parse_tiles(const char *value, TenkillMask *out)
{
    TenkillMask m = 0;
    const char *s = value;
    for (;;) {
        int t, used = 0;
        if (*s < '0' || *s > '9' || sscanf(s, "%2d%n", &t, &used) != 1 || t >= TENKILL_TILES || (m >> t & 1))
            return -1;
        m |= (TenkillMask)(1u << t);
        s += used;
        if (!*s)
            break;
        if (*s++ != '/')
            return -1;
    }
    *out = m;
    return 0;
}

static int set_layout(TenkillParams *p, const char *key, const char *value, char *err, size_t errlen)
{
    static const char *const named[] = {"square4", "rect2x8", "line16"};
    int w = word(value, named, 3);
    if (w >= 0)
        tenkill_layout_named(p, w);
    else if (parse_cells(p, value))
        return bad(err, errlen, key, value, "square4, rect2x8, line16 or 16 distinct cells rc/rc/... (hex) (T1)");
    return 0;
}

static int set_scope_place(TenkillParams *p, const char *key, const char *value, char *err, size_t errlen)
{
    static const char *const named[] = {"pinwheel", "random"};
    int w = word(value, named, 2);
    if (w >= 0) {
        p->scope_place = (uint8_t)w;
        return 0;
    }
    if (parse_tiles(value, &p->scope_list))
        return bad(err, errlen, key, value, "pinwheel, random or distinct tiles 0-15 as 1/7/8/14 (T2)");
    p->scope_place = TENKILL_SCOPE_LIST;
    p->scopes = (uint8_t)__builtin_popcount(p->scope_list);
    return 0;
}

static int set_score(TenkillParams *p, int item, const char *key, const char *value, char *err, size_t errlen)
{
    char *end;
    long v = strtol(value, &end, 10);
    if (!*value || *end || v < -32768 || v > 32767)
        return bad(err, errlen, key, value, "a whole number from -32768 to 32767 (T20)");
    p->score[item] = (int16_t)v;
    return 0;
}

/* The two-word switches: key, its words, and the byte set to the word's index. */
static int set_words(uint8_t *field, const char *key, const char *value, const char *const *words, int n,
                     const char *want, char *err, size_t errlen)
{
    int w = word(value, words, n);
    if (w < 0)
        return bad(err, errlen, key, value, want);
    *field = (uint8_t)w;
    return 0;
}

/* Where a 0/1 switch lives in the parameters. */
static size_t switch_offset(int k)
{
    switch (k) {
    case K_PASS: return offsetof(TenkillParams, pass);
    case K_SNIPER_GAPS: return offsetof(TenkillParams, sniper_gaps);
    case K_SNIPER_BLOCK: return offsetof(TenkillParams, sniper_block);
    case K_POLICE_KILL: return offsetof(TenkillParams, police_kill);
    case K_POLICE_FLEE: return offsetof(TenkillParams, police_flee);
    default: return offsetof(TenkillParams, self_suspect);
    }
}

int tenkill_params_set_text(TenkillParams *p, const char *key, const char *value, char *err, size_t errlen)
{
    static const char *const any_adjacent[] = {"any", "adjacent"}, *const empty[] = {"none", "move", "random"},
                             *const other[] = {"innocent", "zero"}, *const tie[] = {"shared", "targets"};
    int k = -1;
    uint64_t v = 0;
    for (int i = 0; i < TENKILL_PARAM_KEYS && k < 0; i++)
        if (strcmp(tenkill_param[i].key, key) == 0)
            k = i;
    switch (k) {
    case -1: snprintf(err, errlen, "'%s' is not a parameter of 10' to Kill", key); return -1;
    case K_PLAYERS:
        if (number_whole(value, 2, TENKILL_SEATS_MAX, &v))
            return bad(err, errlen, key, value, "2, 3 or 4");
        p->players = (uint8_t)v;
        return 0;
    case K_LAYOUT: return set_layout(p, key, value, err, errlen);
    case K_SCOPES:
        if (number_whole(value, 0, TENKILL_TILES, &v))
            return bad(err, errlen, key, value, "a whole number from 0 to 16 (T2)");
        p->scopes = (uint8_t)v;
        return 0;
    case K_SCOPE_PLACE: return set_scope_place(p, key, value, err, errlen);
    case K_POLICE:
        if (strcmp(value, "edition2") == 0) {
            p->police = TENKILL_POLICE_EDITION2;
            return 0;
        }
        if (number_whole(value, 0, TENKILL_POLICE, &v))
            return bad(err, errlen, key, value, "0 to 8 or edition2 (T3)");
        p->police = (uint8_t)v;
        return 0;
    case K_MOVE: return set_words(&p->move_adjacent, key, value, any_adjacent, 2, "any or adjacent (T6)", err, errlen);
    case K_FLEE: return set_words(&p->flee_adjacent, key, value, any_adjacent, 2, "any or adjacent (T14)", err, errlen);
    case K_POLICE_EMPTY:
        return set_words(&p->police_empty, key, value, empty, 3, "none, move or random (T15)", err, errlen);
    case K_OTHER_TARGET:
        return set_words(&p->other_target_zero, key, value, other, 2, "innocent or zero (T13)", err, errlen);
    case K_TIEBREAK:
        return set_words(&p->tiebreak_targets, key, value, tie, 2, "shared or targets (T21)", err, errlen);
    case K_MAX_ROUNDS:
        if (number_whole(value, 1, TENKILL_MAX_ROUNDS, &v))
            return bad(err, errlen, key, value, "a whole number from 1 to 1000 (T19)");
        p->max_rounds = (uint16_t)v;
        return 0;
    default:
        if (k >= K_SCORE)
            return set_score(p, k - K_SCORE, key, value, err, errlen);
        if (number_whole(value, 0, 1, &v))
            return bad(err, errlen, key, value, "0 or 1");
        *((uint8_t *)p + switch_offset(k)) = (uint8_t)v;
        return 0;
    }
}

/* Key k's value as text. */
static void value_text(const TenkillParams *p, int k, char *out, size_t outlen)
{
    static const char *const layout[] = {"square4", "rect2x8", "line16"}, *const place[] = {"pinwheel", "random"},
                             *const empty[] = {"none", "move", "random"};
    size_t used = 0;
    switch (k) {
    case K_PLAYERS: snprintf(out, outlen, "%d", p->players); break;
    case K_LAYOUT:
        if (p->layout != TENKILL_CELLS) {
            snprintf(out, outlen, "%s", layout[p->layout]);
            break;
        }
        out[0] = '\0';
        for (int t = 0; t < TENKILL_TILES && used < outlen; t++)
            used += (size_t)snprintf(out + used, outlen - used, "%s%x%x", t ? "/" : "", p->cell_r[t], p->cell_c[t]);
        break;
    case K_SCOPES: snprintf(out, outlen, "%d", p->scopes); break;
    case K_SCOPE_PLACE:
        if (p->scope_place != TENKILL_SCOPE_LIST) {
            snprintf(out, outlen, "%s", place[p->scope_place]);
            break;
        }
        out[0] = '\0';
        for (int t = 0, first = 1; t < TENKILL_TILES && used < outlen; t++)
            if (p->scope_list >> t & 1) {
                used += (size_t)snprintf(out + used, outlen - used, "%s%d", first ? "" : "/", t);
                first = 0;
            }
        break;
    case K_POLICE:
        if (p->police == TENKILL_POLICE_EDITION2)
            snprintf(out, outlen, "edition2");
        else
            snprintf(out, outlen, "%d", p->police);
        break;
    case K_MOVE: snprintf(out, outlen, "%s", p->move_adjacent ? "adjacent" : "any"); break;
    case K_FLEE: snprintf(out, outlen, "%s", p->flee_adjacent ? "adjacent" : "any"); break;
    case K_POLICE_EMPTY: snprintf(out, outlen, "%s", empty[p->police_empty]); break;
    case K_OTHER_TARGET: snprintf(out, outlen, "%s", p->other_target_zero ? "zero" : "innocent"); break;
    case K_TIEBREAK: snprintf(out, outlen, "%s", p->tiebreak_targets ? "targets" : "shared"); break;
    case K_MAX_ROUNDS: snprintf(out, outlen, "%d", p->max_rounds); break;
    default:
        if (k >= K_SCORE)
            snprintf(out, outlen, "%d", p->score[k - K_SCORE]);
        else
            snprintf(out, outlen, "%d", *((const uint8_t *)p + switch_offset(k)));
        break;
    }
}

void tenkill_params_format(const TenkillParams *p, char *out, size_t outlen)
{
    TenkillParams d;
    tenkill_params_default(&d);
    size_t used = 0;
    out[0] = '\0';
    for (int k = 0; k < TENKILL_PARAM_KEYS && used < outlen; k++) {
        char v[96], dv[96];
        value_text(p, k, v, sizeof v);
        value_text(&d, k, dv, sizeof dv);
        if (k >= TENKILL_PARAMS_ALWAYS && strcmp(v, dv) == 0)
            continue;
        used += (size_t)snprintf(out + used, outlen - used, "%s%s=%s", used ? "," : "", tenkill_param[k].key, v);
    }
}
