/*
 * noir_hypotheses.c — a side's belief for the engine (noir_hypotheses.h):
 * the side follows its own game from its first view to its view now, as a
 * policy does (NoirFollow), and the suspects the other side's identity may
 * be are printed, each equally likely (noir_belief.h), also once the game
 * is over.
 */
#include "games/noir/ai/noir_hypotheses.h"

#include "games/noir/ai/noir_belief.h"

/* "info hypotheses 3 killer 4,9,13": how many, whose identity, which. */
static void noir_hypotheses(FILE *out, int seat, const void *first, const void *now)
{
    const NoirSeatView *view = now;
    NoirFollow f;
    NoirGame position;
    noir_follow_start(&f, first, seat);
    noir_follow_update(&f, view, &position);
    noir_belief_end(&f.b, view);
    NoirSuspects set = seat == NOIR_INSPECTOR ? f.b.killer : f.b.inspector;
    fprintf(out, "info hypotheses %d %s ", noir_count(set), seat == NOIR_INSPECTOR ? "killer" : "inspector");
    for (int s = 0, n = 0; s < NOIR_MAX_SUSPECTS; s++)
        if (set >> s & 1)
            fprintf(out, "%s%d", n++ ? "," : "", s);
    fputc('\n', out);
}

const GameBelief noir_game_belief = {.game = "noir", .hypotheses = noir_hypotheses};
