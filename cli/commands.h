/*
 * commands.h — the lab's own subcommands of `noirlab` (a game's are in its
 * table: command.h).  Each takes the arguments after its name and returns
 * the process exit status (0 ok, 1 failure, 2 bad usage).
 */
#ifndef NOIRLAB_COMMANDS_H
#define NOIRLAB_COMMANDS_H

#include <stdint.h>

#include "runner/campaign.h"

int cmd_run(int argc, char **argv);      /* cli/cmd_run.c */
int cmd_merge(int argc, char **argv);    /* cli/cmd_merge.c */
int cmd_bench(int argc, char **argv);    /* cli/cmd_bench.c */
int cmd_replay(int argc, char **argv);   /* cli/cmd_replay.c */
int cmd_explain(int argc, char **argv);  /* cli/cmd_explain.c */
int cmd_report(int argc, char **argv);   /* cli/cmd_report.c */
int cmd_policies(int argc, char **argv); /* cli/cmd_policies.c */
int cmd_play(int argc, char **argv);     /* cli/cmd_play.c */
int cmd_ladder(int argc, char **argv);   /* cli/cmd_ladder.c */
int cmd_equilibrium(int argc, char **argv); /* cli/cmd_equilibrium.c */
int cmd_tune(int argc, char **argv);     /* cli/cmd_tune.c */
int cmd_engine(int argc, char **argv);   /* cli/cmd_engine.c */

/* What `noirlab run` does once its flags are read, for the commands that play
 * a campaign through it (a game's, such as Intent to Kill's advice): messages say "noirlab CMD: ...". */
enum { GAME_FLAGS_MAX = 48 };

typedef struct RunRequest {
    const char *cmd;            /* "run", or the command playing through run */
    const char *campaign;       /* --campaign FILE, or NULL for the one cell of flags */
    CampaignFlags flags;        /* --scenario ... --seed */
    /* The games' parameters and seat names as flags (cmd_run.c: game_flags),
     * by name; NULL: not given.  Moved into flags once the game is known. */
    const char *game_flag[GAME_FLAGS_MAX];
    const char *db, *shard;     /* NULL: not given */
    const char *db_name;        /* the default database's NAME instead of the campaign's, or NULL */
    uint64_t threads;           /* 0: not given */
    int resume, quiet;
    int argc;                   /* the command's own arguments, for the */
    char **argv;                /* "resume with: noirlab CMD ..." line after a signal */
} RunRequest;

int run_request(const RunRequest *r); /* cli/cmd_run.c; returns the exit status */

#endif
