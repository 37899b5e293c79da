# The plain rules implementation on its own (hand-built positions), and the
# differential test that plays it against the core.
noirlab_test(rules_plain SOURCES ${CMAKE_CURRENT_LIST_DIR}/plain_test.c LIBS noirlab_plain)
