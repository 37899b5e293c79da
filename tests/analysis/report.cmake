# The report (analysis/report*.c): figures drawn, tables equal to SQL over
# the database, missing cells and empty databases, refusals, the output
# folder's rules; the advice claims, their verdict rule and their campaign;
# `noirlab report` and `noirlab advice` as programs.
noirlab_test(report_tables SOURCES ${CMAKE_CURRENT_LIST_DIR}/report_test.c LIBS store_fixture)
noirlab_test(report_advice SOURCES ${CMAKE_CURRENT_LIST_DIR}/report_advice_test.c LIBS noirlab_analysis)
noirlab_test(report_cli SOURCES ${CMAKE_CURRENT_LIST_DIR}/report_cli_test.c LIBS SQLite::SQLite3)
target_compile_definitions(report_cli PRIVATE NOIRLAB_BIN="$<TARGET_FILE:noirlab>")
add_dependencies(report_cli noirlab)
# The scenario rules section (games/itk/report/report_rules.c): T-Men with and without
# its rules, paired game by game.
noirlab_test(report_rules SOURCES ${CMAKE_CURRENT_LIST_DIR}/report_rules_test.c LIBS store_fixture)
# The NOIR section (analysis/report_games.c): a NOIR campaign's counts set by
# hand, every printed number computed in the test; one game's database never
# shows the other game's sections.
noirlab_test(report_noir SOURCES ${CMAKE_CURRENT_LIST_DIR}/report_noir_test.c LIBS store_fixture)
# Ties at the accusation (analysis/report_ties.c, the table cell_ties): a
# Detective with ties=first, the default and ties=last on the same deals.
noirlab_test(report_ties SOURCES ${CMAKE_CURRENT_LIST_DIR}/report_ties_test.c LIBS store_fixture)
