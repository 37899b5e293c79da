/*
 * cli_hooks.c — 10' to Kill's entries in the commands' tables, which its
 * CMakeLists.txt registers: its section of `noirlab bench` (cli/bench.h,
 * bench_section.c) and its replay (cli/game_replay.h, replay.c).
 */
#include <stdio.h>

#include "cli/bench.h"
#include "cli/game_benches.h"
#include "cli/game_replay.h"
#include "cli/game_replays.h"
#include "games/tenkill/bench_section.h"
#include "games/tenkill/replay.h"

const GameBench tenkill_game_bench = {.sections = {tenkill_bench_section}};

static int replay(const char *path) { return tenkill_replay(path, stdout, stderr); }

const GameReplay tenkill_game_replay = {.detect = tenkill_replay_detect, .replay = replay};
