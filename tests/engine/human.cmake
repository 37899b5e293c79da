# `noirlab play --human` in a pseudo-terminal (tmux) through a whole game, and
# its end-of-input handling; skipped (77) when tmux is not installed.
add_test(NAME play_human COMMAND ${CMAKE_CURRENT_LIST_DIR}/human_test.sh $<TARGET_FILE:noirlab>
         WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
set_tests_properties(play_human PROPERTIES SKIP_RETURN_CODE 77)
