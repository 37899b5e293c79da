/*
 * noir_explain.c — a NOIR record explained (noir_explain.h): the record is
 * read and checked whole (noir_record_parse), then replayed through the core;
 * after each entry each side takes in its own view of it (noir_seat_view,
 * N13) as a NoirFollow does for a policy, and its belief over the other
 * side's identity is printed beside the truth.
 */
#include "games/noir/ai/noir_explain.h"

#include <stdlib.h>

#include "games/noir/ai/noir_belief.h"
#include "games/noir/core/infoset.h"
#include "games/noir/data/record.h"

typedef struct Explain {
    FILE *out;
    NoirFollow follow[2];   /* by side */
    NoirSeatView view;      /* scratch */
    NoirGame position;      /* scratch */
} Explain;

static void print_set(FILE *out, NoirSuspects set)
{
    const char *sep = "";
    for (int s = 0; s < 64; s++)
        if (set >> s & 1) {
            fprintf(out, "%s%d", sep, s);
            sep = " ";
        }
}

/* "the Inspector: the Killer is one of 9 (1 4 ...); the truth, 12, is one of them" */
static void print_belief(FILE *out, const char *who, const char *whom, NoirSuspects set, int truth)
{
    fprintf(out, "         %s: %s is one of %d (", who, whom, noir_count(set));
    print_set(out, set);
    if (truth == NOIR_NOBODY)
        fprintf(out, "); not chosen yet\n");
    else
        fprintf(out, "); the truth, %d, %s\n", truth, set >> truth & 1 ? "is one of them" : "is NOT among them");
}

/* Each side takes in the record as it sees it in g, and says what it knows. */
static void print_beliefs(Explain *e, const NoirGame *g)
{
    for (int side = 0; side < 2; side++) {
        noir_seat_view(g, side, &e->view);
        noir_follow_update(&e->follow[side], &e->view, &e->position);
        noir_belief_end(&e->follow[side].b, &e->view);
    }
    print_belief(e->out, "the Inspector", "the Killer", e->follow[NOIR_INSPECTOR].b.killer, g->killer);
    print_belief(e->out, "the Killer", "the Inspector", e->follow[NOIR_KILLER].b.inspector, g->inspector);
}

static void step(void *ctx, const NoirGame *before, const NoirGame *after, NoirAction x, int line)
{
    Explain *e = ctx;
    char text[NOIR_ACTION_TEXT_MAX];
    noir_action_text(x, text, sizeof text);
    fprintf(e->out, "%5d  %c %s\n", line, noir_side_letter(noir_to_move(before)), text);
    print_beliefs(e, after);
}

int noir_explain(const char *path, FILE *out, char *err, size_t errlen)
{
    NoirRecord *r = malloc(sizeof *r);
    Explain *e = malloc(sizeof *e);
    NoirGame *g = malloc(sizeof *g);
    int rc = -1;
    if (!r || !e || !g)
        snprintf(err, errlen, "%s: out of memory", path);
    else if (noir_record_parse(path, r, err, errlen) == 0) {
        const NoirParams *p = &r->setup.p;
        fprintf(out, "%s: NOIR %dx%d, %d events; the Killer %d, the Inspector's four %d %d %d %d\n", path, p->side,
                p->side, r->n, r->setup.evidence[0], r->setup.evidence[1], r->setup.evidence[2], r->setup.evidence[3],
                r->setup.evidence[4]);
        fprintf(out, "after each entry, what each side knows of the other's identity from its own view "
                     "(the exact belief: every suspect left is equally likely; games/noir/docs/noir.md)\n\n");
        noir_init(g, &r->setup);
        e->out = out;
        for (int side = 0; side < 2; side++) {
            noir_seat_view(g, side, &e->view);
            noir_follow_start(&e->follow[side], &e->view, side);
        }
        fprintf(out, "       the deal\n");
        print_beliefs(e, g);
        rc = noir_record_play(r, g, path, step, e, err, errlen); /* checked by noir_record_parse: succeeds */
    }
    free(r);
    free(e);
    free(g);
    return rc;
}
