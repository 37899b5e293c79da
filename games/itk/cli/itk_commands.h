/*
 * itk_commands.h — Intent to Kill's own subcommands of `noirlab`, listed in
 * its GameCommands table (itk_commands.c, cli/command.h).
 */
#ifndef NOIRLAB_ITK_COMMANDS_H
#define NOIRLAB_ITK_COMMANDS_H

int itk_cmd_advice(int argc, char **argv); /* cmd_advice.c */
int itk_cmd_learn(int argc, char **argv);  /* cmd_learn.c */

#endif
