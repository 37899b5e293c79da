# 10' to Kill's tests (docs/tenkill.md): the rulings one by one (T1-T23),
# the worked examples E1-E8, records, and the core against the plain twin.
noirlab_test(tenkill_rules SOURCES ${CMAKE_CURRENT_LIST_DIR}/rules_test.c LIBS tenkill_class)
