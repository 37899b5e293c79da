# Who may remove a file, write errors, NUL bytes, signals and messages
# (issue 11 part 2): each hostile input, its one message and exit status,
# and the folder byte-identical afterwards.
noirlab_test(cli_files SOURCES ${CMAKE_CURRENT_LIST_DIR}/files_test.c ${PROJECT_SOURCE_DIR}/tests/common/cli_fixture.c LIBS store_fixture)
target_compile_definitions(cli_files PRIVATE NOIRLAB_BIN="$<TARGET_FILE:noirlab>")
add_dependencies(cli_files noirlab)
