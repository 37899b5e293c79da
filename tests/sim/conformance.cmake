# Every registered game through the game interface's promises (random games
# with the invariant check after every action, views, outcomes, record and
# parameter round trips, determinism): a new game is tested once registered.
noirlab_test(game_conformance SOURCES ${CMAKE_CURRENT_LIST_DIR}/game_conformance_test.c LIBS noirlab_runner)
