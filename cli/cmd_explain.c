/* placeholder: being written */
#include <stdio.h>

#include "commands.h"

int cmd_explain(int argc, char **argv)
{
    (void)argc;
    (void)argv;
    fprintf(stderr, "noirlab explain: not built yet\n");
    return 1;
}
