# Ladder statistics (analysis/rating.c, analysis/sprt.c): the Bradley-Terry
# fit on synthetic and played games (Plackett-Luce for two and three seats),
# and the sequential test's error rates.

noirlab_test(rating_fit SOURCES ${CMAKE_CURRENT_LIST_DIR}/rating_test.c ${PROJECT_SOURCE_DIR}/tests/common/rating_fixture.c LIBS noirlab_analysis)
noirlab_test(rating_games SOURCES ${CMAKE_CURRENT_LIST_DIR}/rating_games_test.c LIBS noirlab_analysis)
noirlab_test(sprt_test SOURCES ${CMAKE_CURRENT_LIST_DIR}/sprt_test.c LIBS noirlab_analysis)
noirlab_test(rating_misfit SOURCES ${CMAKE_CURRENT_LIST_DIR}/rating_misfit_test.c ${PROJECT_SOURCE_DIR}/tests/common/rating_fixture.c LIBS noirlab_analysis)
noirlab_test(rating_pl SOURCES ${CMAKE_CURRENT_LIST_DIR}/rating_pl_test.c LIBS noirlab_analysis)
