# The default report in headless Chromium at desktop and phone widths: images
# load, nothing overflows the page, figures stay readable; screenshots in
# BUILD/report-browser/.  Skipped without chromium (./lab test installs it),
# and in the sanitizer build (it tests the page, not the C code).
if(NOT NOIRLAB_SANITIZE)
  add_test(NAME report_browser COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/report_browser_test.sh $<TARGET_FILE:noirlab>
                                       ${CMAKE_BINARY_DIR}/report-browser)
  set_tests_properties(report_browser PROPERTIES SKIP_RETURN_CODE 77 TIMEOUT 300)
endif()
