# Nothing left behind (a report killed during gnuplot, readers' -wal/-shm,
# advice in /tmp) and files created with the user's umask.
add_test(NAME cli_leftovers COMMAND ${CMAKE_CURRENT_LIST_DIR}/leftovers_test.sh $<TARGET_FILE:noirlab>
         WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
