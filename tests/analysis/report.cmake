# `noirlab report` as a program: figures, numbers equal to SQL, empty and partial databases, bad input.
add_test(NAME analysis_report COMMAND ${CMAKE_CURRENT_LIST_DIR}/report_test.sh $<TARGET_FILE:noirlab>
         WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
