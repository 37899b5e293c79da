# The cluster modes (docs/cluster.md), as shell scripts around the noirlab
# binary.
#
# cluster_scripts: the Slurm scripts without Slurm (a stand-in sbatch, the
# job scripts run by hand).  cluster_slurm: the same workflow on a real
# one-node Slurm that the script starts itself; it needs root and Debian's
# slurm-wlm, which ./lab does not install: without them it exits 77 and ctest
# shows it as skipped.  Neither in sanitizer builds: they test the scripts,
# and the runs they make are tested there already.
if(NOT NOIRLAB_SANITIZE)
  add_test(NAME cluster_scripts COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/scripts_test.sh $<TARGET_FILE:noirlab>
           WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
  set_tests_properties(cluster_scripts PROPERTIES TIMEOUT 300 LABELS cluster)
  add_test(NAME cluster_slurm COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/slurm_test.sh $<TARGET_FILE:noirlab>
           WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
  set_tests_properties(cluster_slurm PROPERTIES SKIP_RETURN_CODE 77 TIMEOUT 600 RUN_SERIAL TRUE LABELS cluster)
endif()

# cluster_mpi: mpirun -np 2 and -np 3 against one process; only in a build
# with -DNOIRLAB_MPI=ON.
if(NOIRLAB_MPI)
  add_test(NAME cluster_mpi COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/mpi_test.sh $<TARGET_FILE:noirlab>
           WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
  set_tests_properties(cluster_mpi PROPERTIES TIMEOUT 300 LABELS cluster)
endif()
