# `noirlab engine`: a whole game through the protocol equals `noirlab play`;
# every error case is one error line and the session goes on; a NUL byte or a
# line over the limit is refused whole, in both engines and at the human
# prompt; engine flags by the command line's rules.
add_test(NAME engine_protocol COMMAND ${CMAKE_CURRENT_LIST_DIR}/protocol_test.sh $<TARGET_FILE:noirlab>
         WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
