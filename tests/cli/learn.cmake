# `noirlab learn` as a program: bad flags, no file replaced, the model written
# atomically and the same for any --threads.
noirlab_test(cli_learn SOURCES ${CMAKE_CURRENT_LIST_DIR}/learn_test.c)
target_compile_definitions(cli_learn PRIVATE NOIRLAB_BIN="$<TARGET_FILE:noirlab>")
add_dependencies(cli_learn noirlab)
