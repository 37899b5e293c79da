/*
 * game_flags.h — the flags every game's table brings to `noirlab run`: one
 * per parameter (NOIR's mode as --mode, kill_target as --kill-target, ...)
 * and one per seat name other than --detective and --murderer (--inspector,
 * --killer), made from the game interface (sim/game_class.h) so that a new
 * game needs no new code here.
 */
#ifndef NOIRLAB_GAME_FLAGS_H
#define NOIRLAB_GAME_FLAGS_H

#include <stddef.h>

#include "cli/commands.h"
#include "cli/options.h"

/* Append the rows of the games' flags to options[*n..] (at most max rows in
 * all), each writing into r->game_flag[]. */
void game_flags_options(RunRequest *r, Option *options, int *n, int max);

/* Move the games' flags given into r->flags for the campaign's game: a
 * parameter into flags.param, a seat name into flags.detective or murderer.
 * -1 with "--flag: problem" in err for a flag of another game or a seat
 * given twice. */
int game_flags_apply(RunRequest *r, char *err, size_t errlen);

/*
 * The same flags for the commands that play round robins (ladder, tune):
 * the parameters as above, and each seat's own name in the plural as a list
 * of SPECs (--inspectors, --killers: as --detectives, --murderers).
 */
typedef struct GameFlagValues {
    const char *param[GAME_FLAGS_MAX];   /* by flag, NULL: not given */
    OptionList seats[GAME_FLAGS_MAX];    /* by flag: a seat's SPECs */
} GameFlagValues;

/* Append the parameter flags (and with seat_lists the plural seat flags) to
 * options[*n..], writing into v. */
void game_flags_list_options(GameFlagValues *v, int seat_lists, Option *options, int *n, int max);

/* Move the parameters given into flags->param for game flags->game (NULL:
 * the first game), and the seats' SPECs onto the end of seeker and hider.
 * -1 with "--flag: problem" in err for a flag of another game. */
/* A command's option table: options = common[0..n_common-1], the games'
 * flags (into run's game_flag[], or into v: the parameters, and the plural
 * seat lists with seat_lists), and the end row.  options has room for
 * n_common + GAME_FLAGS_MAX + 1 rows. */
void game_flags_table_run(Option *options, const Option *common, int n_common, RunRequest *run);
void game_flags_table_list(Option *options, const Option *common, int n_common, GameFlagValues *v, int seat_lists);

/* The first of these flags given ("--mode", "--killers"), or NULL. */
const char *game_flags_list_given(const GameFlagValues *v);

int game_flags_list_apply(GameFlagValues *v, CampaignFlags *flags, OptionList *seeker, OptionList *hider, char *err,
                          size_t errlen);

#endif
