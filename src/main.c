/* dpopt: the command line. Everything else lives in the pipeline. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#ifdef __GLIBC__
#include <malloc.h>
#include <sys/mman.h>
#include <unistd.h>
#endif

#include "compile_commands.h"
#include "options.h"
#include "pipeline.h"

/* The heap a run of these inputs is expected to fill, made present at
 * once. Each page the heap grows into costs a fault on first touch, and on
 * a virtual machine a fault costs more than the page's use: asking the
 * kernel for the whole stretch in one call (MADV_POPULATE_WRITE) takes
 * about a quarter of the time of faulting it in page by page. A large run
 * takes a hundred bytes of heap or more per byte of input (the syntax
 * tree, its record, the facts and the generated code); what it does not
 * use costs only the clearing. Large arrays stay on the heap too (no
 * mmaps), so that they are served from the stretch made present. */
static void expect_heap(const Options *o)
{
#if defined(__GLIBC__) && defined(MADV_POPULATE_WRITE)
    size_t input = 0;
    for (int i = 0; i < o->input_count; i++) {
        struct stat st;
        if (strcmp(o->inputs[i], "-") != 0 && stat(o->inputs[i], &st) == 0 && S_ISREG(st.st_mode))
            input += (size_t)st.st_size;
    }
    size_t want = 120 * input;
    if (want < (8u << 20))
        return; /* a small input's faults cost less than the call */
    long pages = sysconf(_SC_PHYS_PAGES), page_size = sysconf(_SC_PAGESIZE);
    if (pages > 0 && page_size > 0 && want > (size_t)pages / 4 * (size_t)page_size)
        want = (size_t)pages / 4 * (size_t)page_size; /* never more than a quarter of the machine */
    mallopt(M_MMAP_MAX, 0);
    /* The top of the heap (what lies free above its last block, up to the
     * break) grows to at least `want`: a block that large, freed again. */
    if ((size_t)mallinfo2().keepcost < want) {
        void *volatile block = malloc(want); /* volatile: the pair is not optimised away */
        free(block);
    }
    char *end = sbrk(0);
    size_t top = mallinfo2().keepcost;
    if (end == (char *)-1 || page_size <= 0 || top < want)
        return;
    uintptr_t page = (uintptr_t)page_size;
    uintptr_t from = ((uintptr_t)(end - top) + page - 1) & ~(page - 1);
    uintptr_t to = from + want < (uintptr_t)end ? from + want : (uintptr_t)end;
    if (from < to)
        madvise((void *)from, to - from, MADV_POPULATE_WRITE); /* only a hint: a kernel without it faults as before */
#else
    (void)o;
#endif
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
    options.ends_process = true;
    CompileCommands kept = {0};
    if (options.compile_commands && !compile_commands_read(options.compile_commands, &options, &kept)) {
        compile_commands_free(&kept);
        return 1;
    }
    expect_heap(&options);
    int status = pipeline_run(&options);
    compile_commands_free(&kept);
    return status;
}
