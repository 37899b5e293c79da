# The rules core's unit tests: one or more per ruling (R1..R15 of REFERENCE.md
# §6), each on a small hand-written position (games/itk/tests/records/rules/*.rec) read
# and played through the records layer (rules_fixture.c), and property checks
# after every action of random games (rules_test.c).
add_library(rules_fixture STATIC ${CMAKE_CURRENT_LIST_DIR}/rules_fixture.c)
target_link_libraries(rules_fixture PUBLIC noirlab_data PkgConfig::CMOCKA)

foreach(topic murderer motives detective city setup scenario)
  noirlab_test(rules_${topic} SOURCES ${CMAKE_CURRENT_LIST_DIR}/rules_${topic}_test.c LIBS rules_fixture)
endforeach()


# 20,000 games in an optimised build; the sanitizer and Debug builds (which
# also check the invariants inside game_apply) play 2,000.
noirlab_test(rules_properties SOURCES ${CMAKE_CURRENT_LIST_DIR}/rules_test.c LIBS rules_fixture)
if(CMAKE_BUILD_TYPE STREQUAL "Release" AND NOT NOIRLAB_SANITIZE)
  target_compile_definitions(rules_properties PRIVATE PROPERTY_GAMES=20000)
else()
  target_compile_definitions(rules_properties PRIVATE PROPERTY_GAMES=2000)
endif()
