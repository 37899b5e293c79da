# The model of the Murderer's choices (games/itk/ai/murderer_model.h): the weighting
# against a brute force, the features, a synthetic Murderer's rates
# recovered, the file and its refusals.  The sanitizer and Debug builds play
# fewer games.
noirlab_test(murderer_model SOURCES ${CMAKE_CURRENT_LIST_DIR}/murderer_model_test.c ${PROJECT_SOURCE_DIR}/tests/common/test_beginner.c LIBS noirlab_ai noirlab_data)
if(CMAKE_BUILD_TYPE STREQUAL "Release" AND NOT NOIRLAB_SANITIZE)
  target_compile_definitions(murderer_model PRIVATE MODEL_GAMES=600)
else()
  target_compile_definitions(murderer_model PRIVATE MODEL_GAMES=200)
endif()
