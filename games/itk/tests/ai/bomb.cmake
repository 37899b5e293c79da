# R20 Touch of Evil's Homemade Bomb in the belief engine and the policies:
# hand-written records of games/itk/tests/records/scenario/.
noirlab_test(bomb_policies SOURCES ${CMAKE_CURRENT_LIST_DIR}/bomb_test.c LIBS noirlab_ai rules_fixture)
