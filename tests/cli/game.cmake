# `noirlab run --game noir` as a program: NOIR's flags and campaign keys, bad
# input refused with one message, and the same results for any threads or shards.
noirlab_test(cli_game SOURCES ${CMAKE_CURRENT_LIST_DIR}/game_test.c LIBS store_fixture)
target_compile_definitions(cli_game PRIVATE NOIRLAB_BIN="$<TARGET_FILE:noirlab>")
add_dependencies(cli_game noirlab)
