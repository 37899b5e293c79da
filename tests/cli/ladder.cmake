# `noirlab ladder` and `noirlab tune` as programs: refusals (one line, exit 2,
# no database), a small ladder with its folder and tables, resume, a sweep by
# successive halving and an SPRT.
noirlab_test(cli_ladder SOURCES ${CMAKE_CURRENT_LIST_DIR}/ladder_test.c ${PROJECT_SOURCE_DIR}/tests/common/cli_fixture.c LIBS store_fixture)
target_compile_definitions(cli_ladder PRIVATE NOIRLAB_BIN="$<TARGET_FILE:noirlab>")
add_dependencies(cli_ladder noirlab)
