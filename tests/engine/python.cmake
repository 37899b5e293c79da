# The Python binding (bindings/python/) when a python3 is there; not under the
# sanitizers (python3 itself is not built with them).
find_program(NOIRLAB_PYTHON3 python3)
if(NOIRLAB_PYTHON3 AND NOT NOIRLAB_SANITIZE)
  add_test(NAME python_env
           COMMAND ${NOIRLAB_PYTHON3} ${PROJECT_SOURCE_DIR}/tests/python/env_test.py $<TARGET_FILE:noirlab>
                   $<TARGET_FILE:noirlab_shared>
           WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
endif()
