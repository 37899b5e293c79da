# libnoirlab as an outside user gets it: `cmake --install` into a scratch
# prefix, a small C program built with pkg-config against it, and the game it
# plays equal to the installed `noirlab play`'s, both run without
# LD_LIBRARY_PATH.  Not under the sanitizers: the installed
# library would need their runtime in a program built without them.
if(NOT NOIRLAB_SANITIZE)
  add_test(NAME engine_install
           COMMAND ${CMAKE_CURRENT_LIST_DIR}/install_test.sh ${PROJECT_BINARY_DIR} ${CMAKE_C_COMPILER}
           WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
endif()
