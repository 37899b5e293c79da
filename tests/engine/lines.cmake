# Lines of a session (both engines, the human prompt): a NUL byte or a line
# over the limit refused whole, the session in step; engine flags by the
# command line's rules.
add_test(NAME engine_lines COMMAND ${CMAKE_CURRENT_LIST_DIR}/lines_test.sh $<TARGET_FILE:noirlab>
         WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
