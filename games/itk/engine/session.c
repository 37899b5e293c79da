/*
 * session.c — a game played a decision at a time (session.h): the setup, the
 * history, the random streams, undo and the policies asked for moves.
 */
#include "games/itk/engine/session.h"

#include <stdlib.h>
#include <string.h>

#include "games/itk/ai/belief.h"
#include "games/itk/engine/show_game.h"
#include "games/itk/itk_class.h"
#include "games/itk/runner/campaign_grid.h"

enum { CACHED_POLICIES = 8 };

/* One decision and the random streams as they were after the decision
 * before it: before anything was drawn for this one (for undo). */
typedef struct Ply {
    Action action;
    Pcg32 rng[MATCH_STREAMS];
} Ply;

typedef struct CachedPolicy {
    char spec[POLICY_SPEC_MAX];
    int side;
    Policy policy;
} CachedPolicy;

struct Session {
    Catalog cat;
    int started;
    Setup setup;
    char layout_key[LAYOUT_KEY_MAX];
    Game start;                 /* the position before the first decision */
    Game game;                  /* the position now */
    Pcg32 rng[MATCH_STREAMS];   /* the streams now */
    Pcg32 mark[MATCH_STREAMS];  /* the streams when the last decision was played */
    Ply *ply;
    int plies, cap;
    int n_policies;
    CachedPolicy policy[CACHED_POLICIES];
    Belief belief;              /* scratch for itk_session_deduce */
};

Session *itk_session_create(const char *data_dir, char *err, size_t errlen)
{
    Session *s = calloc(1, sizeof *s);
    if (!s) {
        snprintf(err, errlen, "out of memory");
        return NULL;
    }
    if (itk_catalog_load(&s->cat, data_dir ? data_dir : itk_catalog_default_dir(), err, errlen) < 0) {
        free(s);
        return NULL;
    }
    return s;
}

static void forget_policies(Session *s)
{
    for (int i = 0; i < s->n_policies; i++)
        itk_policy_destroy(&s->policy[i].policy);
    s->n_policies = 0;
}

void itk_session_destroy(Session *s)
{
    if (!s)
        return;
    forget_policies(s);
    free(s->ply);
    free(s);
}

const Game *itk_session_game(const Session *s) { return &s->game; }
int itk_session_plies(const Session *s) { return s->plies; }

static int push_ply(Session *s, Action a)
{
    if (s->plies == s->cap) {
        int cap = s->cap ? 2 * s->cap : 256;
        Ply *p = realloc(s->ply, (size_t)cap * sizeof *p);
        if (!p)
            return -1;
        s->ply = p;
        s->cap = cap;
    }
    Ply *p = &s->ply[s->plies++];
    p->action = a;
    memcpy(p->rng, s->mark, sizeof p->rng);
    return 0;
}

static void report(const MatchObserver *obs, const Game *before, Action a)
{
    if (obs && obs->on_action)
        obs->on_action(obs->ctx, before, a);
}

/* Play a (legal) decision and record it; -1 when memory runs out. */
static int apply(Session *s, Action a, const MatchObserver *obs)
{
    if (push_ply(s, a) < 0)
        return -1;
    report(obs, &s->game, a);
    itk_game_apply(&s->game, a);
    memcpy(s->mark, s->rng, sizeof s->mark);
    return 0;
}

/* Chance moves at once, from the chance stream, as in itk_match_play. */
static int play_chance(Session *s, const MatchObserver *obs)
{
    while (itk_game_to_move(&s->game) == SIDE_CHANCE) {
        ActionList legal;
        itk_game_legal(&s->game, &legal);
        if (apply(s, itk_match_chance(&legal, &s->rng[MATCH_STREAM_CHANCE]), obs) < 0)
            return -1;
    }
    return 0;
}

/* A new game at position `start` with streams from `seed`: the history and the
 * policies of the previous one are dropped. */
static void begin(Session *s, const Setup *setup, const Game *start, const char *layout_key, const Pcg32 *rng)
{
    forget_policies(s);
    s->setup = *setup;
    s->start = *start;
    s->game = *start;
    memcpy(s->rng, rng, sizeof s->rng);
    memcpy(s->mark, rng, sizeof s->mark);
    snprintf(s->layout_key, sizeof s->layout_key, "%s", layout_key);
    s->plies = 0;
    s->started = 1;
}

/* Start game `game` of cell `cell` of campaign c, dealt as `noirlab run`
 * deals it: the cell's layout, motive set and switches, from the same seed. */
static int new_cell_game(Session *s, const Campaign *c, int cell, uint64_t game, char *err, size_t errlen)
{
    const Cell *k = &c->cell[cell];
    const ItkParams *p = itk_cell_params(c, cell);
    const Layout *l = p->layout;
    Pcg32 rng[MATCH_STREAMS];
    itk_match_seed_streams(rng, seed_for_game(c->master_seed, k->seed, game));
    Setup setup;
    Game start;
    if (itk_deal_game(&start, &setup, &s->cat.deck, l, p->motives, p->sw, &rng[MATCH_STREAM_CHANCE])) {
        snprintf(err, errlen, "layout '%s' cannot be dealt with these rules", l->key);
        return -1;
    }
    begin(s, &setup, &start, l->key, rng);
    if (play_chance(s, NULL) == 0)
        return 0;
    snprintf(err, errlen, "out of memory");
    return -1;
}

int itk_session_new_game(Session *s, const CampaignFlags *flags, uint64_t game, char *err, size_t errlen)
{
    Campaign c;
    CampaignFlags f = *flags;
    f.detective = f.murderer = NULL; /* a session asks policies move by move */
    if (campaign_from_flags(&c, &s->cat, &f, err, errlen) < 0)
        return -1;
    int rc = new_cell_game(s, &c, 0, game, err, errlen);
    campaign_free(&c);
    return rc;
}

void itk_session_format(const Session *s, const Game *before, Action a, int with_side, char *out, size_t outlen)
{
    if (with_side)
        itk_show_event_line(out, outlen, &s->cat, before, a);
    else
        itk_record_format_action(out, outlen, &s->cat, before, a);
}

int itk_session_parse(const Session *s, const char *text, Action *a, char *err, size_t errlen)
{
    if (!s->started)
        return snprintf(err, errlen, "no game: start one with 'new' or 'load'"), -1;
    return itk_event_parse(&s->cat, &s->game, text, a, err, errlen);
}

int itk_event_parse(const Catalog *cat, const Game *g, const char *text, Action *a, char *err, size_t errlen)
{
    /* The side may be left out: it is the side to move's. */
    char line[RECORD_ACTION_TEXT_MAX * 4];
    while (*text == ' ' || *text == '\t')
        text++;
    int has_side = (text[0] == 'M' || text[0] == 'D' || text[0] == 'C') && (text[1] == ' ' || text[1] == '\0');
    if (has_side)
        snprintf(line, sizeof line, "%s", text);
    else
        snprintf(line, sizeof line, "%c %s", itk_record_side_letter(itk_game_to_move(g)), text);
    RecordEvent e;
    char why[SESSION_ERR_MAX / 2];
    if (itk_record_parse_event(cat, g, line, &e, err, errlen) < 0)
        return -1;
    if (itk_record_check_event(g, cat, &e, why, sizeof why) < 0)
        return snprintf(err, errlen, "illegal event: %s", why), -1;
    *a = e.action;
    return 0;
}

int itk_session_play(Session *s, Action a, const MatchObserver *obs, char *err, size_t errlen)
{
    if (!s->started)
        return snprintf(err, errlen, "no game: start one with 'new' or 'load'"), -1;
    if (game_over(&s->game))
        return snprintf(err, errlen, "the game is over"), -1;
    if (!itk_game_is_legal(&s->game, a))
        return snprintf(err, errlen, "action %#x is not legal now (the legal list gives those that are)",
                        (unsigned)a), -1;
    if (apply(s, a, obs) < 0 || play_chance(s, obs) < 0)
        return snprintf(err, errlen, "out of memory"), -1;
    return 0;
}

/* The position after the first n decisions (the history is kept, the
 * position is replayed: a Game is plain data and replaying is cheap). */
static void replay_to(Session *s, int n)
{
    s->game = s->start;
    for (int i = 0; i < n; i++)
        itk_game_apply(&s->game, s->ply[i].action);
}

int itk_session_undo(Session *s, const MatchObserver *obs)
{
    if (!s->started)
        return 0;
    /* The last player's decision: the latest ply chance did not make. */
    int k = s->plies - 1;
    Game g;
    for (;; k--) {
        if (k < 0)
            return 0;
        g = s->start;
        for (int i = 0; i < k; i++)
            itk_game_apply(&g, s->ply[i].action);
        if (itk_game_to_move(&g) != SIDE_CHANCE)
            break;
    }
    for (int i = s->plies - 1; i >= k; i--) {
        replay_to(s, i);
        report(obs, &s->game, s->ply[i].action);
    }
    int undone = s->plies - k;
    memcpy(s->rng, s->ply[k].rng, sizeof s->rng);
    memcpy(s->mark, s->rng, sizeof s->mark);
    s->plies = k;
    replay_to(s, k);
    return undone;
}

/* The policy of `spec` for `side`, created (and told the game started) on first use. */
static Policy *policy_for(Session *s, const char *spec, int side, char *err, size_t errlen)
{
    for (int i = 0; i < s->n_policies; i++)
        if (s->policy[i].side == side && strcmp(s->policy[i].spec, spec) == 0)
            return &s->policy[i].policy;
    if (s->n_policies == CACHED_POLICIES)
        forget_policies(s);
    CachedPolicy *c = &s->policy[s->n_policies];
    if (strlen(spec) >= sizeof c->spec)
        return snprintf(err, errlen, "policy spec longer than %d characters", POLICY_SPEC_MAX - 1), NULL;
    if (itk_policy_create(&c->policy, spec, side, err, errlen) < 0)
        return NULL;
    snprintf(c->spec, sizeof c->spec, "%s", spec);
    c->side = side;
    s->n_policies++;
    itk_match_start_policy(&c->policy, &s->start);
    return &c->policy;
}

int itk_session_choose(Session *s, const char *spec, Action *a, char *err, size_t errlen)
{
    if (!s->started)
        return snprintf(err, errlen, "no game: start one with 'new' or 'load'"), -1;
    int side = itk_game_to_move(&s->game);
    if (side != SIDE_MURDERER && side != SIDE_DETECTIVE)
        return snprintf(err, errlen, "the game is over"), -1;
    Policy *p = policy_for(s, spec, side, err, errlen);
    if (!p)
        return -1;
    ActionList legal;
    itk_game_legal(&s->game, &legal);
    *a = itk_match_ask(p, &s->game, &legal,
                   &s->rng[side == SIDE_MURDERER ? MATCH_STREAM_MURDERER : MATCH_STREAM_DETECTIVE]);
    return 0;
}

void itk_session_deduce(Session *s, Deductions *d) { itk_deduce(&s->game, &s->belief, d); }

void itk_deduce(const Game *g, struct Belief *scratch, Deductions *d)
{
    Game view;
    itk_game_view(g, SIDE_DETECTIVE, &view);
    itk_belief_init(scratch, &view, BELIEF_LIE_DEFAULT);
    const Belief *b = scratch;
    d->hypotheses = itk_belief_hypotheses(b);
    d->motives = itk_belief_motives_left(b);
    d->suspects = itk_belief_suspects(b);
    d->n = 0;
    int cap = (int)(sizeof d->top / sizeof d->top[0]);
    /* Insertion into the top list, best first; ties keep (civilian, motive) order. */
    for (int x = 0; x < CIVILIANS; x++)
        for (int m = 0; m < MOTIVES; m++) {
            double p = b->joint[x][m];
            if (p <= 0)
                continue;
            int j = d->n < cap ? d->n++ : cap;
            while (j > 0 && d->top[j - 1].p < p) {
                if (j < cap)
                    d->top[j] = d->top[j - 1];
                j--;
            }
            if (j < cap)
                d->top[j] = (Hypothesis){x, m, p};
        }
}

void itk_session_write_record(const Session *s, FILE *out)
{
    itk_record_write_header(out, &s->cat, &s->setup, s->layout_key);
    Game g = s->start;
    for (int i = 0; i < s->plies; i++) {
        itk_record_write_event(out, &s->cat, &g, s->ply[i].action);
        itk_game_apply(&g, s->ply[i].action);
    }
    itk_record_write_end(out, s->plies);
}
