/* placeholder: being written */
#include <stdio.h>

#include "commands.h"

int cmd_bench(int argc, char **argv)
{
    (void)argc;
    (void)argv;
    fprintf(stderr, "noirlab bench: not built yet\n");
    return 1;
}
