# The game data layer (games/itk/data/catalog.c).
noirlab_test(data_catalog SOURCES ${CMAKE_CURRENT_LIST_DIR}/catalog_test.c LIBS noirlab_data)
