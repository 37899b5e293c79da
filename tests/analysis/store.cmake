# The SQLite store (analysis/store.c): identical databases from any thread
# count or shard split, refusals, merge, and resume after kill -9; databases
# of earlier schema versions (committed in v4/) upgraded with a copy kept;
# impossible contents refused by report, merge and resume.

add_library(store_fixture STATIC ${CMAKE_CURRENT_LIST_DIR}/store_fixture.c)
target_link_libraries(store_fixture PUBLIC noirlab_analysis PkgConfig::CMOCKA)
target_include_directories(store_fixture PUBLIC ${CMAKE_CURRENT_LIST_DIR})

noirlab_test(store_identity SOURCES ${CMAKE_CURRENT_LIST_DIR}/store_test.c LIBS store_fixture)
noirlab_test(store_resume SOURCES ${CMAKE_CURRENT_LIST_DIR}/store_resume_test.c LIBS store_fixture)
noirlab_test(store_upgrade SOURCES ${CMAKE_CURRENT_LIST_DIR}/store_upgrade_test.c LIBS store_fixture)
noirlab_test(store_check SOURCES ${CMAKE_CURRENT_LIST_DIR}/store_check_test.c LIBS store_fixture)
