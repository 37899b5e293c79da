/*
 * main.c — `noirlab [--version] COMMAND [ARGS]`: dispatch to the subcommands.
 *
 * The flags before COMMAND are read by the same parser as every
 * subcommand's (options.h); those after it belong to the subcommand.
 */
#include <stdio.h>
#include <string.h>

#include "cli/command.h"
#include "cli/commands.h"
#include "cli/game_commands.h"
#include "cli/options.h"
#include "cli/output.h"

static const Command commands[] = {
    {"run", cmd_run, "play a campaign (or one cell) into a SQLite database"},
    {"merge", cmd_merge, "combine shard databases of one campaign"},
    {"ladder", cmd_ladder, "rate policy configurations: every Detective against every Murderer"},
    {"equilibrium", cmd_equilibrium, "solve a ladder's meta-game: equilibrium mixtures, value, regrets"},
    {"tune", cmd_tune, "sweep a policy's parameters, or an SPRT between two configurations"},
    {"report", cmd_report, "write the balance report (HTML, Markdown, plots) of a database"},
    {"play", cmd_play, "play one game of a cell (same seeds as run) and write its record"},
    {"engine", cmd_engine, "the line protocol on stdin/stdout for programs (docs/protocol.md)"},
    {"replay", cmd_replay, "check a game record against the rules and print the city each round"},
    {"explain", cmd_explain, "replay a record with the Detective's deductions after each event"},
    {"bench", cmd_bench, "benchmark figures and the deterministic signature"},
    {"policies", cmd_policies, "list the policies and their parameters"},
};

/* The games' own commands (command.h), registered by their CMakeLists.txt;
 * NULL ends the list, which may be otherwise empty. */
static const GameCommands *const game_commands[] = {NOIRLAB_GAME_COMMANDS NULL};

enum { COMMANDS = sizeof commands / sizeof commands[0] };

/* Command i of every command: the lab's, then each game's in the order of
 * NOIRLAB_GAMES; NULL past the last. */
static const Command *command_at(int i)
{
    if (i < COMMANDS)
        return &commands[i];
    i -= COMMANDS;
    for (int g = 0; game_commands[g]; g++) {
        int n = 0;
        while (n < GAME_COMMANDS_MAX && game_commands[g]->command[n].name)
            n++;
        if (i < n)
            return &game_commands[g]->command[i];
        i -= n;
    }
    return NULL;
}

/* The list of commands, for the help. */
static const char *command_list(void)
{
    static char text[2048];
    size_t used = (size_t)snprintf(text, sizeof text, "Commands (noirlab COMMAND --help for each one's flags):\n");
    const Command *c;
    for (int i = 0; (c = command_at(i)) && used < sizeof text; i++)
        used += (size_t)snprintf(text + used, sizeof text - used, "  %-11s %s\n", c->name, c->summary);
    return text;
}

int main(int argc, char **argv)
{
    int version = 0;
    const Option options[] = {
        {"version", 0, OPT_FLAG, &version, NULL, "print the version"},
        {0},
    };
    const OptionCommand top = {"", "usage: noirlab [--version] COMMAND [ARGS]\n", command_list(), options,
                               "Command-line conventions: docs/cli.md.  Exit status: 0 done, 1 failed, 2 bad usage.\n"};
    /* The flags before the command are noirlab's own. */
    int first = 1;
    while (first < argc && argv[first][0] == '-' && strcmp(argv[first], "--") != 0)
        first++;
    int rc = options_parse(&top, first - 1, argv + 1, NULL);
    if (rc != OPTIONS_OK)
        return options_exit(rc);
    if (version) {
        printf("noirlab %s\n", NOIRLAB_VERSION);
        return 0;
    }
    if (first < argc && strcmp(argv[first], "help") == 0) {
        options_help(&top, stdout);
        return 0;
    }
    if (first >= argc) {
        options_help(&top, stderr);
        return 2;
    }
    const Command *c;
    for (int i = 0; (c = command_at(i)); i++)
        if (strcmp(argv[first], c->name) == 0) {
            int status = c->run(argc - first - 1, argv + first + 1);
            /* What a command printed must have arrived (output.h). */
            return output_finish_stdout(c->name) && status == 0 ? 1 : status;
        }
    fprintf(stderr, "noirlab: unknown command '%s' (noirlab --help lists them)\n", argv[first]);
    return 2;
}
