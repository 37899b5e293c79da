# `noirlab report` as a program: figures, numbers equal to SQL, empty and partial databases, bad input.
add_test(NAME analysis_report COMMAND ${CMAKE_CURRENT_LIST_DIR}/report_test.sh $<TARGET_FILE:noirlab>
         WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})

# The verdict rule of `noirlab advice` on synthetic figures.
noirlab_test(analysis_advice SOURCES ${CMAKE_CURRENT_LIST_DIR}/advice_test.c LIBS noirlab_analysis)
