/*
 * itk_commands.c — Intent to Kill's commands in `noirlab` (cli/command.h):
 * `advice` and `learn`, which games/itk/CMakeLists.txt registers.
 */
#include "games/itk/cli/itk_commands.h"

#include "cli/command.h"
#include "cli/game_commands.h"

const GameCommands itk_game_commands = {{
    {"advice", itk_cmd_advice, "test the rulebook's motive advice: campaign, verdicts and report"},
    {"learn", itk_cmd_learn, "fit a model of a Murderer's choices from games, for Detectives with model=FILE"},
}};
