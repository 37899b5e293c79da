# The game data layer (sim/data/catalog.c) and the random-number generator.

noirlab_test(data_catalog SOURCES ${CMAKE_CURRENT_LIST_DIR}/catalog_test.c LIBS noirlab_data)

# The reference pcg32 of libpcg-cpp (header-only), printed for pcg32_test.
# -Wstrict-prototypes is a C-only warning that g++ rejects under -Werror, so
# this one C++ target drops it from the options it inherits.
add_executable(pcg_cpp_reference ${CMAKE_CURRENT_LIST_DIR}/pcg_cpp_reference.cpp)
get_target_property(pcg_cpp_options pcg_cpp_reference COMPILE_OPTIONS)
list(REMOVE_ITEM pcg_cpp_options -Wstrict-prototypes)
set_target_properties(pcg_cpp_reference PROPERTIES COMPILE_OPTIONS "${pcg_cpp_options}")

noirlab_test(pcg32 SOURCES ${CMAKE_CURRENT_LIST_DIR}/pcg32_test.c LIBS noirlab_core)
target_compile_definitions(pcg32 PRIVATE PCG_CPP_REFERENCE="$<TARGET_FILE:pcg_cpp_reference>")
add_dependencies(pcg32 pcg_cpp_reference)
