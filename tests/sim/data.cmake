# The game data layer (sim/data/catalog.c) and the random-number generator.

noirlab_test(data_catalog SOURCES ${CMAKE_CURRENT_LIST_DIR}/catalog_test.c LIBS noirlab_data)

# The reference pcg32 of libpcg-cpp (header-only), printed for pcg32_test.
add_executable(pcg_cpp_reference ${CMAKE_CURRENT_LIST_DIR}/pcg_cpp_reference.cpp)

noirlab_test(pcg32 SOURCES ${CMAKE_CURRENT_LIST_DIR}/pcg32_test.c LIBS noirlab_core)
target_compile_definitions(pcg32 PRIVATE PCG_CPP_REFERENCE="$<TARGET_FILE:pcg_cpp_reference>")
add_dependencies(pcg32 pcg_cpp_reference)

# Numbers from text (sim/text/number.h): the one strict reader of flags, files and SPECs.
noirlab_test(number SOURCES ${CMAKE_CURRENT_LIST_DIR}/number_test.c LIBS noirlab_text)
