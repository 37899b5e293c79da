/*
 * command.h — a subcommand of `noirlab`: its name, what runs it and its line
 * in `noirlab --help`.  main.c lists the lab's own; a game lists its own
 * commands in a GameCommands table of its folder, which its CMakeLists.txt
 * registers (noirlab_game_hook(COMMANDS ...), docs/hacking.md), and main.c
 * dispatches them by name and lists them in the help after the lab's.
 */
#ifndef NOIRLAB_COMMAND_H
#define NOIRLAB_COMMAND_H

/* run takes the arguments after the command's name and returns the process
 * exit status (0 ok, 1 failure, 2 bad usage). */
typedef struct Command {
    const char *name;
    int (*run)(int argc, char **argv);
    const char *summary;
} Command;

enum { GAME_COMMANDS_MAX = 8 };

/* A game's commands in the help's order, the rest zero.  A name must not be
 * one of the lab's commands (those are found first) nor another game's. */
typedef struct GameCommands {
    Command command[GAME_COMMANDS_MAX];
} GameCommands;

#endif
