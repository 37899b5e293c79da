# The belief engine (games/itk/ai/belief.h): exactness on random games, and the
# rulebook's surveillance examples from hand-written records (games/itk/tests/records/).
noirlab_test(belief_exact SOURCES ${CMAKE_CURRENT_LIST_DIR}/belief_test.c LIBS noirlab_ai noirlab_data noirlab_plain)
# 100,000 games in an optimised build, and 100,000 more of each scenario with
# rules of its own; the sanitizer and Debug builds play 5,000 and 1,000.
if(CMAKE_BUILD_TYPE STREQUAL "Release" AND NOT NOIRLAB_SANITIZE)
  target_compile_definitions(belief_exact PRIVATE BELIEF_GAMES=100000 SCENARIO_BELIEF_GAMES=100000)
else()
  target_compile_definitions(belief_exact PRIVATE BELIEF_GAMES=5000 SCENARIO_BELIEF_GAMES=1000)
endif()
noirlab_test(belief_rulebook SOURCES ${CMAKE_CURRENT_LIST_DIR}/belief_rulebook_test.c LIBS noirlab_ai noirlab_data)
# The search's one-pass scoring (belief_pairs_after) against belief_update.
noirlab_test(belief_batch SOURCES ${CMAKE_CURRENT_LIST_DIR}/belief_batch_test.c LIBS noirlab_ai noirlab_data)
if(NOT CMAKE_BUILD_TYPE STREQUAL "Release" OR NOIRLAB_SANITIZE)
  target_compile_definitions(belief_batch PRIVATE BATCH_GAMES=300)
endif()
