# `noirlab bench` as a program: every per-core rate labelled thread CPU time,
# signatures independent of timing.
# Under the sanitizers one run (the JSON) instead of two: it still runs every
# section sanitized, at half the cost.
if(NOIRLAB_SANITIZE)
  set(bench_runs json-only)
else()
  set(bench_runs both)
endif()
add_test(NAME cli_bench COMMAND ${CMAKE_CURRENT_LIST_DIR}/bench_test.sh $<TARGET_FILE:noirlab> ${bench_runs}
         WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
# The signatures README.md quotes are the ones `noirlab bench` gives (4 s of
# CPU; not under the sanitizers, which make it 140 s and hash the same games).
if(NOT NOIRLAB_SANITIZE)
  add_test(NAME cli_bench_signatures
           COMMAND ${CMAKE_CURRENT_LIST_DIR}/bench_signature_test.sh $<TARGET_FILE:noirlab>
                   ${PROJECT_SOURCE_DIR}/README.md
           WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
endif()
