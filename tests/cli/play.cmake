# `noirlab play` as a program: records that replay, reproducibility, refusals.
add_test(NAME cli_play COMMAND ${CMAKE_CURRENT_LIST_DIR}/play_test.sh $<TARGET_FILE:noirlab>
         WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
