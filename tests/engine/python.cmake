# The Python binding (bindings/python/) when a python3 is there; not under the
# sanitizers (python3 itself is not built with them).
find_program(NOIRLAB_PYTHON3 python3)
if(NOIRLAB_PYTHON3 AND NOT NOIRLAB_SANITIZE)
  add_test(NAME python_env
           COMMAND ${NOIRLAB_PYTHON3} ${PROJECT_SOURCE_DIR}/tests/python/env_test.py $<TARGET_FILE:noirlab>
                   $<TARGET_FILE:noirlab_shared>
           WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
  # NOIR and 3-player 10' to Kill through NoirLabEnv(game=...): the games and
  # scores of `noirlab play`, each seat's view, masks and ranks.
  add_test(NAME python_game_env
           COMMAND ${NOIRLAB_PYTHON3} ${PROJECT_SOURCE_DIR}/tests/python/game_env_test.py $<TARGET_FILE:noirlab>
                   $<TARGET_FILE:noirlab_shared>
           WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
  # PettingZoo's AEC checks with dict observations, numpy hidden from the module.
  add_test(NAME python_aec
           COMMAND ${NOIRLAB_PYTHON3} ${PROJECT_SOURCE_DIR}/tests/python/aec_test.py $<TARGET_FILE:noirlab_shared>
                   --no-numpy
           WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
endif()
# Debian's own python3 with python3-numpy and python3-venv (./lab setup
# installs them; a python3 earlier on PATH, a pyenv one say, may have
# neither): the AEC checks with array observations, and `pip install`
# into a fresh venv, offline.
find_program(NOIRLAB_DEBIAN_PYTHON3 python3 PATHS /usr/bin NO_DEFAULT_PATH)
if(NOIRLAB_DEBIAN_PYTHON3 AND NOT NOIRLAB_SANITIZE)
  execute_process(COMMAND ${NOIRLAB_DEBIAN_PYTHON3} -c "import numpy, ensurepip"
                  RESULT_VARIABLE python_lacks OUTPUT_QUIET ERROR_QUIET)
  if(python_lacks EQUAL 0)
    add_test(NAME python_aec_numpy
             COMMAND ${NOIRLAB_DEBIAN_PYTHON3} ${PROJECT_SOURCE_DIR}/tests/python/aec_test.py
                     $<TARGET_FILE:noirlab_shared> --numpy
             WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
    add_test(NAME python_pip_install
             COMMAND ${PROJECT_SOURCE_DIR}/tests/python/pip_install_test.sh ${NOIRLAB_DEBIAN_PYTHON3}
                     $<TARGET_FILE:noirlab_shared>
             WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
  else()
    message(STATUS "${NOIRLAB_DEBIAN_PYTHON3} lacks numpy or venv: python_aec_numpy and python_pip_install "
                   "are not run (./lab setup installs python3-numpy and python3-venv)")
  endif()
endif()
