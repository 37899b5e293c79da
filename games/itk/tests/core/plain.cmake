# The plain rules implementation on its own (hand-built positions), and the
# differential test that plays it against the core.
noirlab_test(rules_plain SOURCES ${CMAKE_CURRENT_LIST_DIR}/plain_test.c LIBS noirlab_plain)

# 100,000 games in an optimised build, and 100,000 more of each scenario with
# rules of its own; the sanitizer and Debug builds (with the core's invariant
# checks on) play 10,000 and 3,000.
noirlab_test(rules_differential SOURCES ${CMAKE_CURRENT_LIST_DIR}/differential_test.c
             LIBS noirlab_plain noirlab_data)
if(CMAKE_BUILD_TYPE STREQUAL "Release" AND NOT NOIRLAB_SANITIZE)
  target_compile_definitions(rules_differential PRIVATE DIFF_GAMES=100000 SCENARIO_DIFF_GAMES=100000)
else()
  target_compile_definitions(rules_differential PRIVATE DIFF_GAMES=10000 SCENARIO_DIFF_GAMES=3000)
endif()
