/*
 * noir_hypotheses.c — a side's belief for the engine (noir_hypotheses.h):
 * the side follows its own game from its first view to its view now, as a
 * policy does (NoirFollow), and the suspects the other side's identity may
 * be are printed, each equally likely (noir_belief.h), also once the game
 * is over: as `info` lines for a program, or as text for a person at the
 * terminal (`play --human --explain`).
 */
#include "games/noir/ai/noir_hypotheses.h"

#include "games/noir/ai/noir_belief.h"
#include "games/noir/data/view_text.h"

/* Seat's belief now: it follows its game from its first view. */
static NoirBelief belief_now(int seat, const void *first, const void *now)
{
    NoirFollow f;
    NoirGame position;
    noir_follow_start(&f, first, seat);
    noir_follow_update(&f, now, &position);
    noir_belief_end(&f.b, now);
    return f.b;
}

/* "info hypotheses 3 killer 4,9,13": how many, whose identity, which. */
static void noir_hypotheses(FILE *out, int seat, const void *first, const void *now)
{
    NoirBelief b = belief_now(seat, first, now);
    NoirSuspects set = seat == NOIR_INSPECTOR ? b.killer : b.inspector;
    fprintf(out, "info hypotheses %d %s ", noir_count(set), seat == NOIR_INSPECTOR ? "killer" : "inspector");
    for (int s = 0, n = 0; s < NOIR_MAX_SUSPECTS; s++)
        if (set >> s & 1)
            fprintf(out, "%s%d", n++ ? "," : "", s);
    fputc('\n', out);
}

/* For a person: the other side's identity among the suspects left, each
 * equally likely (the exact belief has no model of the players' choices),
 * then the seat's own exposure, the suspects the public record alone leaves
 * for its identity; the opponent's own cards may narrow that further, which
 * only the opponent sees (N13). */
static void noir_belief_text(FILE *out, int seat, const void *first, const void *now, const char *const *names,
                             int n_names)
{
    NoirBelief b = belief_now(seat, first, now);
    int inspector = seat == NOIR_INSPECTOR;
    NoirSuspects theirs = inspector ? b.killer : b.inspector, mine = inspector ? b.inspector : b.killer;
    char title[128];
    fprintf(out, "what you could deduce (every suspect left is equally likely):\n");
    snprintf(title, sizeof title, "  the %s is one of %d, %.1f%% each", inspector ? "Killer" : "Inspector",
             noir_count(theirs), noir_count(theirs) ? 100.0 / noir_count(theirs) : 0.0);
    noir_view_text_set(out, title, theirs, names, n_names);
    snprintf(title, sizeof title, "  you, from the record alone, are one of %d (the %s's own cards may narrow it)",
             noir_count(mine), inspector ? "Killer" : "Inspector");
    noir_view_text_set(out, title, mine, names, n_names);
}

const GameBelief noir_game_belief = {.game = "noir", .hypotheses = noir_hypotheses, .text = noir_belief_text};
