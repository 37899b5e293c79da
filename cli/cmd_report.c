/* placeholder: being written */
#include <stdio.h>

#include "commands.h"

int cmd_report(int argc, char **argv)
{
    (void)argc;
    (void)argv;
    fprintf(stderr, "noirlab report: not built yet\n");
    return 1;
}
