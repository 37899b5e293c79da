# Game records (games/itk/data/record.c): reading, writing, malformed records; and the
# rulebook's worked examples replayed from hand-written records (games/itk/tests/records/).
noirlab_test(data_record SOURCES ${CMAKE_CURRENT_LIST_DIR}/record_test.c LIBS noirlab_data)
noirlab_test(rules_worked_examples SOURCES ${CMAKE_CURRENT_LIST_DIR}/worked_examples_test.c LIBS noirlab_data)
