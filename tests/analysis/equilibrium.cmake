# The meta-game of a ladder (analysis/matrix_game.c, analysis/equilibrium.c):
# known games solved by GLPK, regrets with their paired intervals, and the
# coverage of the bootstrap interval over deals on a synthetic population.
noirlab_test(equilibrium SOURCES ${CMAKE_CURRENT_LIST_DIR}/equilibrium_test.c LIBS noirlab_analysis)
