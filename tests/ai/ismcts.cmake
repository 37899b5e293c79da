# Information-set MCTS (ai/ismcts.h, ai/ismcts_itk.h): the generic search on a
# toy game, and Intent to Kill positions from hand-written records
# (tests/ai/ismcts_positions/).
noirlab_test(ismcts_core SOURCES ${CMAKE_CURRENT_LIST_DIR}/ismcts_core_test.c LIBS noirlab_ai)
noirlab_test(ismcts_itk SOURCES ${CMAKE_CURRENT_LIST_DIR}/ismcts_itk_test.c LIBS noirlab_ai noirlab_data)
