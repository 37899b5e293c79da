/* placeholder: being written */
#include <stdio.h>

#include "commands.h"

int cmd_replay(int argc, char **argv)
{
    (void)argc;
    (void)argv;
    fprintf(stderr, "noirlab replay: not built yet\n");
    return 1;
}
