# `noirlab replay` run as a program on good and bad records (exit status, the
# one FILE:LINE message, nothing half-printed).
noirlab_test(cli_replay SOURCES ${CMAKE_CURRENT_LIST_DIR}/replay_test.c LIBS noirlab_data)
target_compile_definitions(cli_replay PRIVATE NOIRLAB_BIN="$<TARGET_FILE:noirlab>")
add_dependencies(cli_replay noirlab)
