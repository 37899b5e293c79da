/*
 * action.c — actions as text: "select C3", "move C3 5", "kill C5", "investigate C8 p0",
 * "pass", "flee C0 7", "summon P1", "police P1" (chance's pick, T15).
 * Characters are C0..C15, policemen P0..P7, seats p0..p3, tiles 0..15.
 */
#include "games/tenkill/tenkill.h"

#include <stdio.h>
#include <string.h>

static const char *const kind_word[] = {
    [TENKILL_MOVE] = "move",     [TENKILL_KILL] = "kill",     [TENKILL_INVESTIGATE] = "investigate",
    [TENKILL_PASS] = "pass",     [TENKILL_FLEE] = "flee",     [TENKILL_SUMMON] = "summon",
    [TENKILL_CHANCE_POLICE] = "police", [TENKILL_SELECT] = "select",
};

static void figure_text(int f, char *out, size_t outlen)
{
    snprintf(out, outlen, "%c%d", f < TENKILL_CHARS ? 'C' : 'P', f < TENKILL_CHARS ? f : f - TENKILL_CHARS);
}

void tenkill_action_text(TenkillAction a, char *out, unsigned long outlen)
{
    int k = TENKILL_KIND(a), x = TENKILL_ARG_A(a), y = TENKILL_ARG_B(a);
    char fig[8];
    figure_text(x, fig, sizeof fig);
    switch (k) {
    case TENKILL_MOVE:
    case TENKILL_FLEE: snprintf(out, outlen, "%s %s %d", kind_word[k], fig, y); break;
    case TENKILL_INVESTIGATE: snprintf(out, outlen, "investigate %s p%d", fig, y); break;
    case TENKILL_PASS: snprintf(out, outlen, "pass"); break;
    case TENKILL_KILL:
    case TENKILL_SELECT:
    case TENKILL_SUMMON:
    case TENKILL_CHANCE_POLICE: snprintf(out, outlen, "%s %s", kind_word[k], fig); break;
    default: snprintf(out, outlen, "?"); break;
    }
}

/* "C3" or "P2": the figure id, or -1. */
static int parse_figure(const char *w)
{
    char kind, rest;
    int i;
    if (sscanf(w, "%c%d%c", &kind, &i, &rest) != 2 || w[1] < '0' || w[1] > '9')
        return -1;
    if (kind == 'C' && i >= 0 && i < TENKILL_CHARS)
        return i;
    if (kind == 'P' && i >= 0 && i < TENKILL_POLICE)
        return TENKILL_CHARS + i;
    return -1;
}

/* A whole number in [0, max), or -1. */
static int parse_index(const char *w, int max)
{
    int i, used = 0;
    if (w[0] < '0' || w[0] > '9' || sscanf(w, "%d%n", &i, &used) != 1 || w[used] || i >= max)
        return -1;
    return i;
}

TenkillAction tenkill_action_parse(const char *text)
{
    char word[3][24], extra[2];
    int n = sscanf(text, "%23s %23s %23s %1s", word[0], word[1], word[2], extra);
    int k = 0;
    for (int i = TENKILL_MOVE; i <= TENKILL_SELECT; i++)
        if (n >= 1 && strcmp(word[0], kind_word[i]) == 0)
            k = i;
    if (k == TENKILL_PASS)
        return n == 1 ? TENKILL_ACTION(k, 0, 0) : 0;
    if (k == 0 || n < 2)
        return 0;
    int f = parse_figure(word[1]);
    if (f < 0)
        return 0;
    if (k == TENKILL_MOVE || k == TENKILL_FLEE) {
        int t = n == 3 ? parse_index(word[2], TENKILL_TILES) : -1;
        return t < 0 ? 0 : TENKILL_ACTION(k, f, t);
    }
    if (k == TENKILL_INVESTIGATE) {
        int q = n == 3 && word[2][0] == 'p' ? parse_index(word[2] + 1, TENKILL_SEATS_MAX) : -1;
        return q < 0 || f >= TENKILL_CHARS ? 0 : TENKILL_ACTION(k, f, q);
    }
    if (n != 2 || ((k == TENKILL_SUMMON || k == TENKILL_CHANCE_POLICE) && f < TENKILL_CHARS))
        return 0;
    return TENKILL_ACTION(k, f, 0);
}
