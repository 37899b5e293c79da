/* placeholder: being written */
#include <stdio.h>

#include "commands.h"

int cmd_run(int argc, char **argv)
{
    (void)argc;
    (void)argv;
    fprintf(stderr, "noirlab run: not built yet\n");
    return 1;
}
