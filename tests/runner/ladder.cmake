# Ladders and tuning in the runner (runner/ladder.c, runner/tune.c): round
# robins as campaigns, flag-named messages, the tune grid, successive halving
# on a planted objective, and ranges of games played through the runner.

noirlab_test(runner_ladder SOURCES ${CMAKE_CURRENT_LIST_DIR}/ladder_test.c LIBS noirlab_runner)
