# The one command line of every subcommand (cli/options.h): -h/--help,
# --flag=value, hostile values refused with one message and the folder
# untouched, default database names, progress lines without a terminal.
noirlab_test(cli_options SOURCES ${CMAKE_CURRENT_LIST_DIR}/options_test.c)
target_compile_definitions(cli_options PRIVATE NOIRLAB_BIN="$<TARGET_FILE:noirlab>")
add_dependencies(cli_options noirlab)
