# The engine session: events read back, undo, deductions, parse errors.
noirlab_test(engine_session SOURCES ${CMAKE_CURRENT_LIST_DIR}/session_test.c LIBS noirlab_engine)
