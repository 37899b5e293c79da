/*
 * main.c — `noirlab COMMAND [ARGS]`: dispatch to the subcommands.
 */
#include <stdio.h>
#include <string.h>

#include "commands.h"
#include "output.h"

typedef struct Command {
    const char *name;
    int (*run)(int argc, char **argv);
    const char *summary;
} Command;

static const Command commands[] = {
    {"run", cmd_run, "play a campaign (or one cell) into a SQLite database"},
    {"merge", cmd_merge, "combine shard databases of one campaign"},
    {"advice", cmd_advice, "test the rulebook's motive advice: campaign, verdicts and report"},
    {"ladder", cmd_ladder, "rate policy configurations: every Detective against every Murderer"},
    {"tune", cmd_tune, "sweep a policy's parameters, or an SPRT between two configurations"},
    {"report", cmd_report, "write the balance report (HTML, Markdown, plots) of a database"},
    {"play", cmd_play, "play one game of a cell (same seeds as run) and write its record"},
    {"replay", cmd_replay, "check a game record against the rules and print the city each round"},
    {"explain", cmd_explain, "replay a record with the Detective's deductions after each event"},
    {"bench", cmd_bench, "benchmark figures and the deterministic signature"},
    {"policies", cmd_policies, "list the policies and their parameters"},
};

static void usage(FILE *out)
{
    fprintf(out, "usage: noirlab COMMAND [ARGS]   (noirlab COMMAND --help for its options)\n\n");
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
        fprintf(out, "  %-9s %s\n", commands[i].name, commands[i].summary);
}

int main(int argc, char **argv)
{
    if (argc < 2) {
        usage(stderr);
        return 2;
    }
    if (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0 || strcmp(argv[1], "help") == 0) {
        usage(stdout);
        return 0;
    }
    if (strcmp(argv[1], "--version") == 0) {
        printf("noirlab %s\n", NOIRLAB_VERSION);
        return 0;
    }
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
        if (strcmp(argv[1], commands[i].name) == 0) {
            int rc = commands[i].run(argc - 2, argv + 2);
            /* What a command printed must have arrived (output.h). */
            return output_finish_stdout(commands[i].name) && rc == 0 ? 1 : rc;
        }
    fprintf(stderr, "noirlab: unknown command '%s'\n", argv[1]);
    usage(stderr);
    return 2;
}
