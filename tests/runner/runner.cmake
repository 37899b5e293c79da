# The campaign runner (runner/): campaign files and flags, the parallel loop,
# and the statistics its closing table uses (analysis/stats.c).

noirlab_test(runner_campaign SOURCES ${CMAKE_CURRENT_LIST_DIR}/campaign_test.c LIBS noirlab_runner)
noirlab_test(runner_parallel SOURCES ${CMAKE_CURRENT_LIST_DIR}/runner_test.c LIBS noirlab_runner)
noirlab_test(runner_stats SOURCES ${CMAKE_CURRENT_LIST_DIR}/stats_test.c LIBS noirlab_analysis)
noirlab_test(runner_noir SOURCES ${CMAKE_CURRENT_LIST_DIR}/noir_cell_test.c LIBS noirlab_runner)
noirlab_test(runner_mixture SOURCES ${CMAKE_CURRENT_LIST_DIR}/mixture_test.c LIBS noirlab_runner)
