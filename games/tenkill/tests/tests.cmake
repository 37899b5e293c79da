# 10' to Kill's tests (docs/tenkill.md): the rulings one by one (T1-T23),
# the worked examples E1-E8, records, and the core against the plain twin.
noirlab_test(tenkill_rules SOURCES ${CMAKE_CURRENT_LIST_DIR}/rules_test.c ${CMAKE_CURRENT_LIST_DIR}/scene.c LIBS tenkill_class)

# The core against the plain twin: 3,000 random games with drawn parameters
# in an optimised build, 300 under Debug and the sanitizers.
noirlab_test(tenkill_differential SOURCES ${CMAKE_CURRENT_LIST_DIR}/differential_test.c LIBS tenkill_plain tenkill_class)
if(NOT (CMAKE_BUILD_TYPE STREQUAL "Release" AND NOT NOIRLAB_SANITIZE))
  target_compile_definitions(tenkill_differential PRIVATE TENKILL_DIFF_GAMES=300)
endif()

# The reference's worked examples E1-E8.
noirlab_test(tenkill_examples SOURCES ${CMAKE_CURRENT_LIST_DIR}/examples_test.c ${CMAKE_CURRENT_LIST_DIR}/scene.c LIBS tenkill_class)

# Records: written and read back, E4 as a record, bad records refused.
noirlab_test(tenkill_records SOURCES ${CMAKE_CURRENT_LIST_DIR}/record_test.c LIBS tenkill_class)

# The game interface's table: registry, seats, parameters, outcomes, views.
noirlab_test(tenkill_interface SOURCES ${CMAKE_CURRENT_LIST_DIR}/class_test.c LIBS noirlab_games)

# The belief per opponent against brute-force enumeration (ai/belief.h).
noirlab_test(tenkill_belief SOURCES ${CMAKE_CURRENT_LIST_DIR}/../ai/tests/belief_test.c LIBS tenkill_ai)

# The heuristic against random players, seats rotated; TENKILL_STRENGTH_DEALS
# in the environment plays the long run and prints its figures.
noirlab_test(tenkill_strength SOURCES ${CMAKE_CURRENT_LIST_DIR}/../ai/tests/strength_test.c LIBS noirlab_ai)
