# `noirlab equilibrium` as a program: refusals (one line, exit 2, no
# database), a small ladder played and solved (its pure equilibrium checked
# against the games), the JSON and the stored tables, NOIR's seat names.
noirlab_test(cli_equilibrium SOURCES ${CMAKE_CURRENT_LIST_DIR}/equilibrium_test.c ${PROJECT_SOURCE_DIR}/tests/common/cli_fixture.c LIBS store_fixture)
target_compile_definitions(cli_equilibrium PRIVATE NOIRLAB_BIN="$<TARGET_FILE:noirlab>")
add_dependencies(cli_equilibrium noirlab)
# The loop's games kept in the ladder's database: stopped by SIGTERM, then
# SIGKILL, then run to the end on 2 threads, the same output (text, JSON) and
# database as an uninterrupted run on 1 thread.
noirlab_test(cli_equilibrium_resume SOURCES ${CMAKE_CURRENT_LIST_DIR}/equilibrium_resume_test.c ${PROJECT_SOURCE_DIR}/tests/common/cli_fixture.c LIBS store_fixture)
target_compile_definitions(cli_equilibrium_resume PRIVATE NOIRLAB_BIN="$<TARGET_FILE:noirlab>")
add_dependencies(cli_equilibrium_resume noirlab)
