# The random playout's list-free sampler against the legal-action list.
noirlab_test(rules_playout SOURCES ${CMAKE_CURRENT_LIST_DIR}/playout_test.c LIBS noirlab_data)
