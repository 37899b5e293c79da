# Profile-guided optimisation (docs/performance.md, "Profile-guided
# optimisation"): gcc builds the program instrumented (GENERATE), a training
# run writes its profile into NOIRLAB_PGO_DIR, and the build that reads it
# (USE) lays out and inlines the hot paths by the counts.  `./lab pgo` does
# the three steps with the documented training run; by hand:
#   cmake -S . -B build-pgo-gen -DCMAKE_BUILD_TYPE=Release -DNOIRLAB_PGO=GENERATE -DNOIRLAB_PGO_DIR=$PWD/build-pgo-gen/profile
#   cmake --build build-pgo-gen --target noirlab && build-pgo-gen/noirlab bench --quick
#   cmake -S . -B build-pgo -DCMAKE_BUILD_TYPE=Release -DNOIRLAB_PGO=USE -DNOIRLAB_PGO_DIR=$PWD/build-pgo-gen/profile
#   cmake --build build-pgo
# Only the code paths change: the games, and so the signatures, are the
# same bit for bit.
set(NOIRLAB_PGO OFF CACHE STRING "profile-guided optimisation: OFF, GENERATE (instrumented) or USE (Release only)")
set_property(CACHE NOIRLAB_PGO PROPERTY STRINGS OFF GENERATE USE)
set(NOIRLAB_PGO_DIR "${PROJECT_BINARY_DIR}/pgo-profile" CACHE PATH "where the training run writes the profile and USE reads it")

if(NOIRLAB_PGO STREQUAL "OFF")
  return()
endif()
if(NOT NOIRLAB_PGO MATCHES "^(GENERATE|USE)$")
  message(FATAL_ERROR "NOIRLAB_PGO=${NOIRLAB_PGO}: expected OFF, GENERATE or USE")
endif()
if(NOT CMAKE_BUILD_TYPE STREQUAL "Release" OR NOIRLAB_SANITIZE OR NOIRLAB_FUZZ OR NOT CMAKE_C_COMPILER_ID STREQUAL "GNU")
  message(FATAL_ERROR "NOIRLAB_PGO=${NOIRLAB_PGO} needs a gcc Release build without sanitizers or fuzzing")
endif()

# The profile's files are named by each object's path below the build
# folder (-fprofile-prefix-path), not by its absolute path, so the
# instrumented build and the optimised one can live in different folders.
set(pgo_prefix -fprofile-prefix-path=${PROJECT_BINARY_DIR})
if(NOIRLAB_PGO STREQUAL "GENERATE")
  # Atomic counters: the campaign's OpenMP threads would otherwise lose
  # counts in races and leave edge counts that contradict each other.
  add_compile_options(-fprofile-generate=${NOIRLAB_PGO_DIR} ${pgo_prefix} -fprofile-update=prefer-atomic)
  add_link_options(-fprofile-generate=${NOIRLAB_PGO_DIR})
else()
  # Code the training run never reached (the tests, other commands) keeps
  # the optimisation of a build without a profile rather than gcc's default
  # for cold code, optimised for size (-fprofile-partial-training), and has
  # no profile to miss (-Wno-missing-profile).  A source edited since the
  # training run stays an error (-Wcoverage-mismatch): run ./lab pgo again.
  add_compile_options(-fprofile-use=${NOIRLAB_PGO_DIR} ${pgo_prefix} -fprofile-partial-training -Wno-missing-profile)
  add_link_options(-fprofile-use=${NOIRLAB_PGO_DIR} -fprofile-partial-training)
endif()
