# Information-set MCTS (ai/ismcts.h, games/itk/ai/ismcts_itk.h): the generic search on a
# toy game, and Intent to Kill positions from hand-written records
# (games/itk/tests/ai/ismcts_positions/).
noirlab_test(ismcts_core SOURCES ${CMAKE_CURRENT_LIST_DIR}/ismcts_core_test.c LIBS noirlab_ai)
noirlab_test(ismcts_itk SOURCES ${CMAKE_CURRENT_LIST_DIR}/ismcts_itk_test.c LIBS noirlab_ai noirlab_data)
# Strength on three master seeds, rows paired game by game: the optimised
# build plays enough games for the sized claims (see the test's comments),
# the others a smoke run that checks only that the rows were played.
noirlab_test(ismcts_strength SOURCES ${CMAKE_CURRENT_LIST_DIR}/ismcts_strength_test.c LIBS noirlab_ai noirlab_data
             noirlab_analysis)
if(NOT (CMAKE_BUILD_TYPE STREQUAL "Release" AND NOT NOIRLAB_SANITIZE))
  target_compile_definitions(ismcts_strength PRIVATE EXPENSIVE_GAMES=2 CHEAP_GAMES=4 MURDERER_GAMES=2
                             ISMCTS_STRENGTH_CHECK=0)
endif()
# The opponent model (opponent=model): the heuristic of the sampled world,
# asked once per node and key, the same games for any thread count.
noirlab_test(ismcts_opponent SOURCES ${CMAKE_CURRENT_LIST_DIR}/ismcts_opponent_test.c
             ${PROJECT_SOURCE_DIR}/tests/common/test_beginner.c LIBS noirlab_runner
             noirlab_data)
