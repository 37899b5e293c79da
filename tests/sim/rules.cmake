# The rules core's unit tests: one or more per ruling (R1..R15 of REFERENCE.md
# §6), each on a small hand-written position (tests/records/rules/*.rec) read
# and played through the records layer (rules_fixture.c), and property checks
# after every action of random games (rules_test.c).
add_library(rules_fixture STATIC ${CMAKE_CURRENT_LIST_DIR}/rules_fixture.c)
target_link_libraries(rules_fixture PUBLIC noirlab_data PkgConfig::CMOCKA)

foreach(topic murderer motives detective city)
  noirlab_test(rules_${topic} SOURCES ${CMAKE_CURRENT_LIST_DIR}/rules_${topic}_test.c LIBS rules_fixture)
endforeach()

