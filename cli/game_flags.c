/*
 * game_flags.c — flags from the games' tables (game_flags.h).
 */
#include "cli/game_flags.h"

#include <stdio.h>
#include <string.h>

#include "sim/game_class.h"

/* Flag i: its name, what it sets (a parameter key, or a seat), its help. */
typedef struct GameFlag {
    char name[48];
    char dashed[52];     /* "--kill-target", for messages */
    const char *game;    /* the first game that has it */
    const char *key;     /* the parameter's key, or NULL for a seat */
    const char *seat;    /* the seat's name */
    char plural[52];     /* the seat's list flag, "killers" */
    char help[320];
    char plural_help[128];
    int for_tests;       /* a flag of a game for the tests alone: not listed in --help */
} GameFlag;

static GameFlag flag[GAME_FLAGS_MAX];
static int n_flags;

static int find_flag(const char *name)
{
    for (int i = 0; i < n_flags; i++)
        if (strcmp(flag[i].name, name) == 0)
            return i;
    return -1;
}

/* "kill_target" -> "kill-target" */
static void flag_name(const char *key, char *out, size_t outlen)
{
    snprintf(out, outlen, "%s", key);
    for (char *p = out; *p; p++)
        if (*p == '_')
            *p = '-';
}

static void add_flag(const GameClass *g, const char *key, const char *seat, const char *help)
{
    char name[48];
    flag_name(key ? key : seat, name, sizeof name);
    int i = find_flag(name);
    if (i >= 0) { /* shared by several games: name them all (but a game for the tests) */
        if (g->for_tests)
            return;
        size_t used = strlen(flag[i].help);
        snprintf(flag[i].help + used, sizeof flag[i].help - used, " (also %s)", g->name);
        return;
    }
    if (n_flags == GAME_FLAGS_MAX)
        return;
    GameFlag *f = &flag[n_flags++];
    snprintf(f->name, sizeof f->name, "%s", name);
    snprintf(f->dashed, sizeof f->dashed, "--%s", name);
    f->game = g->name;
    f->key = key;
    f->seat = seat;
    f->for_tests = g->for_tests;
    if (seat) {
        snprintf(f->plural, sizeof f->plural, "%ss", name);
        snprintf(f->plural_help, sizeof f->plural_help, "%s: SPECs of the %s, as %s", g->name, seat,
                 g->max_seats != GAME_SEATS       ? "--detectives"
                 : game_seat_by_name(g, seat) == GAME_SEEKER ? "--detectives"
                                                             : "--murderers");
    }
    snprintf(f->help, sizeof f->help, "%s: %s", g->name, help);
}

static void collect_flags(void)
{
    static const char *const own[GAME_SEATS] = {"murderer", "detective"};
    if (n_flags)
        return;
    int n;
    const GameClass *const *games = game_classes(&n);
    for (int i = 0; i < n; i++) {
        for (int k = 0; k < games[i]->n_params && games[i]->params_set; k++)
            add_flag(games[i], games[i]->param[k].key, NULL, games[i]->param[k].help);
        /* A two-seat game's seeker first, as always; other games' seats in order. */
        for (int k = 0; k < games[i]->max_seats; k++) {
            int s = games[i]->max_seats == GAME_SEATS ? GAME_SEATS - 1 - k : k;
            if (games[i]->max_seats != GAME_SEATS)
                add_flag(games[i], NULL, games[i]->seat_name[s], "that seat's policy (default random)");
            else if (strcmp(games[i]->seat_name[s], own[s]) != 0)
                add_flag(games[i], NULL, games[i]->seat_name[s],
                         s == GAME_SEEKER ? "the --detective seat's policy" : "the --murderer seat's policy");
        }
    }
}

/* A flag's help, NULL (unlisted) for a flag of a game for the tests. */
static const char *flag_help(int i) { return flag[i].for_tests ? NULL : flag[i].help; }

void game_flags_options(RunRequest *r, Option *options, int *n, int max)
{
    collect_flags();
    for (int i = 0; i < n_flags && *n < max; i++)
        options[(*n)++] = (Option){flag[i].name, 0, OPT_STRING, &r->game_flag[i], flag[i].key ? "V" : "SPEC",
                                   flag_help(i)};
}

/* A seat's flag: into --detective or --murderer, unless that was given too;
 * a game of more seats keeps it by seat. */
static int apply_seat(RunRequest *r, const GameClass *g, int i, char *err, size_t errlen)
{
    int seat = game_seat_by_name(g, flag[i].seat);
    if (g->max_seats != GAME_SEATS) {
        r->flags.seat[seat] = r->game_flag[i];
        r->flags.seat_flag[seat] = flag[i].dashed;
        return 0;
    }
    const char **dest = seat == GAME_SEEKER ? &r->flags.detective : &r->flags.murderer;
    if (*dest) {
        snprintf(err, errlen, "%s: the same seat as --%s, given already", flag[i].dashed,
                 seat == GAME_SEEKER ? "detective" : "murderer");
        return -1;
    }
    *dest = r->game_flag[i];
    return 0;
}

/* The game a campaign of these flags plays (NULL: an unknown name, which
 * the campaign itself refuses). */
static const GameClass *flags_game(const char *name)
{
    int n;
    return name ? game_class_find(name) : game_classes(&n)[0];
}

/* Parameter flag i given as `value`: into flags->param, if game g has it. */
static int apply_param(const GameClass *g, int i, const char *value, CampaignFlags *flags, char *err,
                       size_t errlen)
{
    int belongs = 0;
    for (int k = 0; k < g->n_params && g->params_set && flag[i].key; k++)
        belongs |= strcmp(g->param[k].key, flag[i].key) == 0;
    if (!belongs) {
        snprintf(err, errlen, "%s: not a flag of game %s (a flag of %s: add --game %s)", flag[i].dashed, g->name,
                 flag[i].game, flag[i].game);
        return -1;
    }
    flags->param[flags->n_params++] = (CampaignParamFlag){flag[i].key, flag[i].dashed, value};
    return 0;
}

int game_flags_apply(RunRequest *r, char *err, size_t errlen)
{
    const GameClass *g = flags_game(r->flags.game);
    if (!g)
        return 0; /* the campaign names the unknown game */
    for (int i = 0; i < n_flags; i++) {
        if (!r->game_flag[i])
            continue;
        if (r->campaign) {
            snprintf(err, errlen, "%s: cannot be combined with a campaign file (edit the file instead)", flag[i].dashed);
            return -1;
        }
        if (!flag[i].key && game_seat_by_name(g, flag[i].seat) >= 0) {
            if (apply_seat(r, g, i, err, errlen))
                return -1;
            continue;
        }
        if (apply_param(g, i, r->game_flag[i], &r->flags, err, errlen))
            return -1;
    }
    return 0;
}

void game_flags_list_options(GameFlagValues *v, int seat_lists, Option *options, int *n, int max)
{
    collect_flags();
    for (int i = 0; i < n_flags && *n < max; i++) {
        if (flag[i].key)
            options[(*n)++] = (Option){flag[i].name, 0, OPT_STRING, &v->param[i], "V", flag_help(i)};
        else if (seat_lists)
            options[(*n)++] = (Option){flag[i].plural, 0, OPT_LIST, &v->seats[i], "LIST",
                                       flag[i].for_tests ? NULL : flag[i].plural_help};
    }
}

/* Append the SPECs of list flag i to the seat's list. */
static int append_seat(const GameClass *g, int i, const OptionList *specs, OptionList *seeker, OptionList *hider,
                       char *err, size_t errlen)
{
    int seat = game_seat_by_name(g, flag[i].seat);
    if (seat < 0) {
        snprintf(err, errlen, "--%s: not a flag of game %s (a flag of %s: add --game %s)", flag[i].plural, g->name,
                 flag[i].game, flag[i].game);
        return -1;
    }
    OptionList *to = seat == GAME_SEEKER ? seeker : hider;
    for (int k = 0; k < specs->n; k++) {
        if (to->n == OPTION_LIST_MAX) {
            snprintf(err, errlen, "--%s: more than %d SPEC lists for one seat", flag[i].plural, OPTION_LIST_MAX);
            return -1;
        }
        to->v[to->n++] = specs->v[k];
    }
    return 0;
}

const char *game_flags_list_given(const GameFlagValues *v)
{
    static char name[56];
    for (int i = 0; i < n_flags; i++)
        if (v->param[i] || v->seats[i].n) {
            snprintf(name, sizeof name, "--%s", v->param[i] ? flag[i].name : flag[i].plural);
            return name;
        }
    return NULL;
}

int game_flags_list_apply(GameFlagValues *v, CampaignFlags *flags, OptionList *seeker, OptionList *hider, char *err,
                          size_t errlen)
{
    const GameClass *g = flags_game(flags->game);
    if (!g)
        return 0; /* the campaign names the unknown game */
    for (int i = 0; i < n_flags; i++) {
        if (v->param[i] && apply_param(g, i, v->param[i], flags, err, errlen))
            return -1;
        if (v->seats[i].n && append_seat(g, i, &v->seats[i], seeker, hider, err, errlen))
            return -1;
    }
    return 0;
}

void game_flags_table_run(Option *options, const Option *common, int n_common, RunRequest *run)
{
    int n = n_common;
    memcpy(options, common, (size_t)n_common * sizeof *common);
    game_flags_options(run, options, &n, n_common + GAME_FLAGS_MAX);
    options[n] = (Option){0};
}

void game_flags_table_list(Option *options, const Option *common, int n_common, GameFlagValues *v, int seat_lists)
{
    int n = n_common;
    memcpy(options, common, (size_t)n_common * sizeof *common);
    game_flags_list_options(v, seat_lists, options, &n, n_common + GAME_FLAGS_MAX);
    options[n] = (Option){0};
}
