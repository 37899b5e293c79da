# Intent to Kill through the engine's game session and its dialect: events
# read back, undo to the start, the Detective's deductions, parse errors.
noirlab_test(engine_session SOURCES ${CMAKE_CURRENT_LIST_DIR}/session_test.c LIBS noirlab_engine)
