# Ties broken by the policies' `ties` order (ai/tie.h): uniform over seeds,
# the same for a given seed, first and last as named; the accusation's
# belief_best among them.
noirlab_test(tie SOURCES ${CMAKE_CURRENT_LIST_DIR}/tie_test.c LIBS noirlab_ai)
