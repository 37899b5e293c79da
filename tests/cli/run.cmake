# `noirlab run` and `noirlab merge` run as programs: bad flags and campaign
# files, the closing table, shards merged, kill -9 and --resume.
noirlab_test(cli_run SOURCES ${CMAKE_CURRENT_LIST_DIR}/run_test.c ${PROJECT_SOURCE_DIR}/tests/common/cli_fixture.c LIBS store_fixture)
target_compile_definitions(cli_run PRIVATE NOIRLAB_BIN="$<TARGET_FILE:noirlab>")
add_dependencies(cli_run noirlab)
