# `noirlab ladder` and `noirlab tune` under --game noir as programs: NOIR's
# flags, seat lists and ladder files, the tables named for NOIR's seats, each
# pair's games equal to `noirlab run` of its cell, and every refusal.
noirlab_test(cli_noir_tools SOURCES ${CMAKE_CURRENT_LIST_DIR}/noir_tools_test.c ${PROJECT_SOURCE_DIR}/tests/common/cli_fixture.c LIBS store_fixture)
target_compile_definitions(cli_noir_tools PRIVATE NOIRLAB_BIN="$<TARGET_FILE:noirlab>")
add_dependencies(cli_noir_tools noirlab)
