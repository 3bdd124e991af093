/* dpopt: the command line. Everything else lives in the pipeline. */
#include <stdio.h>

#include "options.h"
#include "pipeline.h"

int main(int argc, char **argv)
{
    Options options;
    if (!options_parse(&options, argc, argv, stderr))
        return 2;
    if (options.help) {
        options_print_help(stdout);
        return 0;
    }
    if (options.version) {
        printf("dpopt %s\n", DPOPT_VERSION);
        return 0;
    }
    return pipeline_run(&options);
}
