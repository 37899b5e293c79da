/*
 * noir_heuristic.c — the heuristic's choice among scored actions, the grid
 * geometry both sides' scores share, and the "heuristic" policy class
 * (noir_heuristic.h).
 */
#include "games/noir/ai/noir_heuristic.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "games/itk/ai/registry.h"
#include "games/noir/ai/noir_policy.h"

void noir_heuristic_defaults(NoirHeuristic *h)
{
    h->citizen = 10;
    h->disguise = 8;
    h->caution = 0.03;
    h->flee = 6;
    h->hide = 1;
    h->leak = 0.2;
    h->patience = 60;
    h->approach = -0.5;
    h->progress = 0.6;
    h->ties = TIES_RANDOM;
}

int noir_heuristic_params(const PolicySpec *spec, NoirHeuristic *h, char *err, size_t errlen)
{
    long citizen, disguise, flee, hide, patience;
    NoirHeuristic d;
    noir_heuristic_defaults(&d);
    *h = d;
    if (policy_spec_int(spec, "citizen", d.citizen, 0, NOIR_MAX_SUSPECTS, &citizen, err, errlen) ||
        policy_spec_int(spec, "disguise", d.disguise, 0, NOIR_MAX_SUSPECTS, &disguise, err, errlen) ||
        policy_spec_double(spec, "caution", d.caution, 0, 100, &h->caution, err, errlen) ||
        policy_spec_int(spec, "flee", d.flee, 0, NOIR_MAX_SUSPECTS, &flee, err, errlen) ||
        policy_spec_int(spec, "hide", d.hide, 0, 1, &hide, err, errlen) ||
        policy_spec_double(spec, "leak", d.leak, 0, 100, &h->leak, err, errlen) ||
        policy_spec_int(spec, "patience", d.patience, 0, NOIR_MAX_TURNS, &patience, err, errlen) ||
        policy_spec_double(spec, "approach", d.approach, -100, 100, &h->approach, err, errlen) ||
        policy_spec_double(spec, "progress", d.progress, 0, 100, &h->progress, err, errlen) ||
        tie_order_param(spec, &h->ties, err, errlen))
        return -1;
    h->citizen = (int)citizen;
    h->disguise = (int)disguise;
    h->flee = (int)flee;
    h->hide = (int)hide;
    h->patience = (int)patience;
    return 0;
}

/* Is s below best by more than tie_compare's rounding (1e-12 of the larger
 * magnitude, at least 1e-12)?  Then tie_offer would refuse s, drawing nothing. */
static int clearly_below(double s, double best) { return s + 1e-9 * (1 + fabs(s) + fabs(best)) < best; }

NoirAction noir_heuristic_choose(const NoirHeuristic *h, const NoirGame *g, const NoirBelief *b,
                                 const NoirActionList *legal, Pcg32 *rng)
{
    int killer = noir_to_move(g) == NOIR_KILLER;
    NoirScoring scoring = {h, g, b, killer ? noir_cells_of(g, g->alive) : 0,
                           noir_cells_of(g, killer ? b->inspector : b->killer)};
    NoirAction pick = legal->a[0];
    Tie tie; /* the arrests, kills and moves of equal score by `ties` */
    tie_start(&tie, h->ties, rng);
    for (int i = 0; i < legal->n; i++) {
        double s = killer ? noir_score_killer(&scoring, legal->a[i]) : noir_score_inspector(&scoring, legal->a[i]);
        if (tie.tied && clearly_below(s, tie.best))
            continue; /* what tie_offer would answer, without the call: most moves are far below */
        if (tie_offer(&tie, s))
            pick = legal->a[i];
    }
    return pick;
}

/* Where the card on `cell` goes when line a moves in direction d (N5). */
static int moved(const NoirGame *g, int cell, int a, int d)
{
    int r = cell >> 3, c = cell & 7;
    if (a < NOIR_COLUMN && r == a)
        c = (c + (d ? 1 : g->cols - 1)) % g->cols;
    else if (a >= NOIR_COLUMN && c == a - NOIR_COLUMN)
        r = (r + (d ? 1 : g->rows - 1)) % g->rows;
    return 8 * r + c;
}

/* Without a branch: a collapsed card (NOIR_OFF) adds nothing. */
NoirCells noir_cells_of(const NoirGame *g, NoirSuspects set)
{
    NoirCells cells = 0;
    for (; set; set &= set - 1) {
        int cell = g->pos[__builtin_ctzll(set)];
        cells |= (NoirCells)(cell != NOIR_OFF) << (cell & 63);
    }
    return cells;
}

/* The cells `cells` after the shift of line a in direction d (N5): the
 * line's bits rotated by one place along it, the rest unmoved.  A row is a
 * byte (bit c: column c), a column every 8th bit (bit 8r: row r). */
static NoirCells shifted_cells(const NoirGame *g, NoirCells cells, int a, int d)
{
    if (a < NOIR_COLUMN) {
        int n = g->cols;
        NoirCells full = (1ULL << n) - 1, row = cells >> 8 * a & full;
        NoirCells turned = d ? (row << 1 | row >> (n - 1)) & full : (row >> 1 | row << (n - 1)) & full;
        return (cells & ~(full << 8 * a)) | turned << 8 * a;
    }
    int n = g->rows, c = a - NOIR_COLUMN;
    NoirCells full = (0x0101010101010101ULL >> (64 - 8 * n)) << c, column = cells & full;
    NoirCells turned = d ? (column << 8 | column >> 8 * (n - 1)) & full : (column >> 8 | column << 8 * (n - 1)) & full;
    return (cells & ~full) | turned;
}

/* The cells within Chebyshev distance k of cell m, on the 8 x 8 frame. */
static NoirCells box(int m, int k)
{
    int r = m >> 3, c = m & 7;
    int r0 = r - k < 0 ? 0 : r - k, r1 = r + k > 7 ? 7 : r + k;
    int c0 = c - k < 0 ? 0 : c - k, c1 = c + k > 7 ? 7 : c + k;
    NoirCells columns = ((2ULL << c1) - (1ULL << c0)) * 0x0101010101010101ULL;
    NoirCells rows = r1 == 7 ? ~0ULL << 8 * r0 : (1ULL << 8 * (r1 + 1)) - (1ULL << 8 * r0);
    return columns & rows;
}

/*
 * On bitboards: the set's cells are shifted as the line moves, and the cells
 * next to me's new cell counted (N4's neighbours); the distance sum counts each card once per
 * ring it lies beyond (a card at distance k lies outside the boxes of sizes
 * 0 .. k-1).  games/noir/tests/heuristic_geometry_test.c checks it against the
 * card-by-card loop.
 */
int noir_near_after_shift(const NoirGame *g, int me, NoirCells cells, NoirAction x, int *distance_sum)
{
    int a = noir_action_a(x), d = noir_action_b(x);
    int m = moved(g, g->pos[me], a, d);
    NoirCells after = shifted_cells(g, cells & ~(1ULL << g->pos[me]), a, d);
    if (distance_sum) {
        int sum = 0, span = g->rows > g->cols ? g->rows : g->cols;
        for (int k = 0; k < span - 1; k++)
            sum += __builtin_popcountll(after & ~box(m, k));
        *distance_sum = sum;
    }
    return __builtin_popcountll(after & noir_neighbour_cells[m]);
}

/* --- the policy ------------------------------------------------------------ */

typedef struct HeuristicPolicy {
    NoirFollower seat; /* first: new_game is noir_follower_new_game */
    NoirHeuristic h;
} HeuristicPolicy;

static const char *const keys[] = {NOIR_HEURISTIC_KEYS, NULL};

static void *heuristic_create(const PolicySpec *spec, int side, char *err, size_t errlen)
{
    NoirHeuristic h;
    if (policy_spec_check_keys(spec, keys, err, errlen) || noir_heuristic_params(spec, &h, err, errlen))
        return NULL;
    HeuristicPolicy *p = calloc(1, sizeof *p);
    if (!p) {
        snprintf(err, errlen, "policy %s: out of memory", spec->name);
        return NULL;
    }
    p->h = h;
    p->seat.side = side;
    return p;
}

static void heuristic_destroy(void *state) { free(state); }

static NoirAction heuristic_choose(void *state, const NoirSeatView *view, const NoirActionList *legal, Pcg32 *rng)
{
    HeuristicPolicy *p = state;
    NoirGame position;
    noir_follow_update(&p->seat.follow, view, &position);
    if (legal->n == 1)
        return legal->a[0];
    return noir_heuristic_choose(&p->h, &position, &p->seat.follow.b, legal, rng);
}

const NoirPolicyClass noir_policy_heuristic = {
    .name = "heuristic",
    .help = "rule-of-thumb player on the exact belief over the hidden identities, either side; Inspector: "
            "citizen=10 citizen's arrests when the Killer is one of at most this many, caution=0.03 an arrest's cost "
            "per bit of the Inspector's exposure, flee=6 shift away from the Killer's suspects once the exposure "
            "holds at most this many; Killer: hide=1 the hiding Killer (0: the eager one), disguise=8 disguise when "
            "the exposure holds at most this many, leak=0.2 a kill's cost per bit of exposure, fading over "
            "patience=60 turns, approach=-0.5 a shift's worth per share of the Inspector's suspects brought near, "
            "progress=0.6 a death's worth shared among the deaths still needed; both: ties=random|first|last "
            "actions of equal score (arrests, kills, moves) at random from the seat's stream, the first or the last",
    .create = heuristic_create,
    .destroy = heuristic_destroy,
    .new_game = noir_follower_new_game,
    .choose = heuristic_choose,
};
