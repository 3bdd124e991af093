/* dpopt: the command line. Everything else lives in the pipeline. */
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif

#include "compile_commands.h"
#include "options.h"
#include "pipeline.h"
#include "util/huge_pages.h"

/* The bytes of the files named as inputs (standard input: none known). */
static size_t input_bytes(const Options *o)
{
    size_t total = 0;
    for (int i = 0; i < o->input_count; i++) {
        struct stat st;
        if (strcmp(o->inputs[i], "-") != 0 && stat(o->inputs[i], &st) == 0 && S_ISREG(st.st_mode))
            total += (size_t)st.st_size;
    }
    return total;
}

int main(int argc, char **argv)
{
#ifdef __GLIBC__
    /* dpopt is a short-lived command whose heap only grows: the parser's
     * many small allocations and the analysis's arrays. Growing the heap
     * 64 MiB at a time, never giving it back, and keeping large arrays on
     * it (not in mmaps that each realloc copies and faults in again) takes
     * about a tenth off the time of a large input. */
    mallopt(M_TOP_PAD, 64 << 20);
    mallopt(M_TRIM_THRESHOLD, 1 << 30);
    mallopt(M_MMAP_THRESHOLD, 32 << 20);
#endif
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
    huge_pages_rerun(argv, input_bytes(&options));
    options.ends_process = true;
    CompileCommands kept = {0};
    if (options.compile_commands && !compile_commands_read(options.compile_commands, &options, &kept)) {
        compile_commands_free(&kept);
        return 1;
    }
    int status = pipeline_run(&options);
    compile_commands_free(&kept);
    return status;
}
