/*
 * itk_report.c — Intent to Kill's sections of the report
 * (analysis/report_section.h), which games/itk/CMakeLists.txt registers: the
 * rulebook's advice after the findings, the scenario rules after the win
 * rate per cell.
 */
#include "analysis/report_section.h"
#include "analysis/report_sections.h"
#include "games/itk/report/report_advice.h"
#include "games/itk/report/report_rules.h"

const GameReport itk_game_report = {{
    [REPORT_AFTER_FINDINGS] = itk_report_advice_section,
    [REPORT_AFTER_CELLS] = itk_report_rules_section, /* REFERENCE §7 */
}};
