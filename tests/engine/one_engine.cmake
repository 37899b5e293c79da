# libnoirlab plays every game: NOIR and 3-player 10' to Kill through the new
# functions equal `noirlab play`'s games; bad game names and parameters refused.
noirlab_test(engine_api_games SOURCES ${CMAKE_CURRENT_LIST_DIR}/api_games_test.c LIBS noirlab_shared noirlab_engine)
# Issue 26's one engine: Intent to Kill and NOIR through the same engine and
# game session, Intent to Kill's words its dialect's.
noirlab_test(engine_one SOURCES ${CMAKE_CURRENT_LIST_DIR}/one_engine_test.c LIBS noirlab_engine)
