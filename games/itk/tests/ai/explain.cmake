# `noirlab explain` run as a program on the hand-written records of
# games/itk/tests/records/ (deductions checked by hand, bad records, bad usage).
noirlab_test(cli_explain SOURCES ${CMAKE_CURRENT_LIST_DIR}/explain_test.c)
target_compile_definitions(cli_explain PRIVATE NOIRLAB_BIN="$<TARGET_FILE:noirlab>")
add_dependencies(cli_explain noirlab)
