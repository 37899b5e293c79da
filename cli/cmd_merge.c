/* placeholder: being written */
#include <stdio.h>

#include "commands.h"

int cmd_merge(int argc, char **argv)
{
    (void)argc;
    (void)argv;
    fprintf(stderr, "noirlab merge: not built yet\n");
    return 1;
}
