/*
 * commands.h — the subcommands of `noirlab`.  Each takes the arguments after
 * its name and returns the process exit status (0 ok, 1 failure, 2 bad usage).
 */
#ifndef NOIRLAB_COMMANDS_H
#define NOIRLAB_COMMANDS_H

int cmd_run(int argc, char **argv);      /* cli/cmd_run.c */
int cmd_merge(int argc, char **argv);    /* cli/cmd_merge.c */
int cmd_bench(int argc, char **argv);    /* cli/cmd_bench.c */
int cmd_replay(int argc, char **argv);   /* cli/cmd_replay.c */
int cmd_explain(int argc, char **argv);  /* cli/cmd_explain.c */
int cmd_report(int argc, char **argv);   /* cli/cmd_report.c */
int cmd_policies(int argc, char **argv); /* cli/cmd_policies.c */
int cmd_play(int argc, char **argv);     /* cli/cmd_play.c */
int cmd_advice(int argc, char **argv);   /* cli/cmd_advice.c */
int cmd_ladder(int argc, char **argv);   /* cli/cmd_ladder.c */
int cmd_tune(int argc, char **argv);     /* cli/cmd_tune.c */
int cmd_learn(int argc, char **argv);    /* cli/cmd_learn.c */

#endif
