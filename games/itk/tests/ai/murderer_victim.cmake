# The victim choice in the model of the Murderer: the weighting against a
# brute force over the rules core's legal victims, and a synthetic Murderer's
# known preference recovered.  The sanitizer and Debug builds play fewer games.
noirlab_test(murderer_victim SOURCES ${CMAKE_CURRENT_LIST_DIR}/murderer_victim_test.c ${PROJECT_SOURCE_DIR}/tests/common/test_beginner.c LIBS noirlab_ai noirlab_data)
if(CMAKE_BUILD_TYPE STREQUAL "Release" AND NOT NOIRLAB_SANITIZE)
  target_compile_definitions(murderer_victim PRIVATE MODEL_GAMES=600)
else()
  target_compile_definitions(murderer_victim PRIVATE MODEL_GAMES=200)
endif()
