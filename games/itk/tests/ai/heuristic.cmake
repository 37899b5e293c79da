# The heuristic policy (games/itk/ai/heuristic.h): legality, determinism, parameters and
# strength against the random policy.  The sanitizer and Debug builds play
# fewer games (the margins are wide enough for the intervals to stay apart).
noirlab_test(heuristic_policy SOURCES ${CMAKE_CURRENT_LIST_DIR}/heuristic_test.c ${PROJECT_SOURCE_DIR}/tests/common/test_beginner.c LIBS noirlab_ai noirlab_data)
if(CMAKE_BUILD_TYPE STREQUAL "Release" AND NOT NOIRLAB_SANITIZE)
  target_compile_definitions(heuristic_policy PRIVATE STRENGTH_GAMES=2000 LEGAL_GAMES=400)
else()
  target_compile_definitions(heuristic_policy PRIVATE STRENGTH_GAMES=300 LEGAL_GAMES=60)
endif()
