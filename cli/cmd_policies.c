/* placeholder: being written */
#include <stdio.h>

#include "commands.h"

int cmd_policies(int argc, char **argv)
{
    (void)argc;
    (void)argv;
    fprintf(stderr, "noirlab policies: not built yet\n");
    return 1;
}
