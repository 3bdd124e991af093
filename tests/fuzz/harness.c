/* AFL++ harness: dpopt's whole pipeline on one input, many inputs a process
 * (persistent mode). The input's first byte picks the command line (a row of
 * `modes`, modulo their number); the rest is the CUDA source, read from
 * memory as `fuzz.cu`. Output and report go to standard output, which afl-fuzz
 * points at /dev/null. Where an input leaves the heap larger than it found
 * it, LeakSanitizer looks for leaks, so a leak is a crash like any other.
 *
 *   dpopt-fuzz < input                  run one input (outside afl-fuzz)
 *   dpopt-fuzz --explain input out.cu   write the source part to out.cu and
 *                                       print the equivalent dpopt command
 *   dpopt-fuzz --mode-count             print the number of command lines
 */
#include <sanitizer/allocator_interface.h>
#include <sanitizer/lsan_interface.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "options.h"
#include "pipeline.h"
#include "syntax/diagnostic.h"
#include "syntax/source.h"

#define MAX_ARGS 8

/* Every strategy on its own, reports, and the combinations the command line
 * allows. A report with `-o -` writes the code after it. */
static const char *const modes[][MAX_ARGS] = {
    {NULL},
    {"--report", NULL},
    {"--report=json", NULL},
    {"--aggregate=warp", NULL},
    {"--aggregate=block", NULL},
    {"--aggregate=grid", NULL},
    {"--aggregate=multiblock:4", NULL},
    {"--remove=t1", NULL},
    {"--remove=t2", NULL},
    {"--remove=t3", NULL},
    {"--remove=t4", NULL},
    {"--remove=auto", NULL},
    {"--threshold=64", NULL},
    {"--coarsen=2", NULL},
    {"--threshold=64", "--coarsen=2", NULL},
    {"--threshold=64", "--aggregate=warp", NULL},
    {"--threshold=64", "--aggregate=block", NULL},
    {"--threshold=64", "--aggregate=grid", "--coarsen=2", NULL},
    {"--aggregate=multiblock:4", "--threshold=64", "--coarsen=2", NULL},
    {"--aggregate=block", "--coarsen=2", NULL},
    {"--aggregate=warp", "--no-line-directives", NULL},
    {"--report=json", "--aggregate=grid", "-o", "-", NULL},
    {"--report", "--remove=auto", "-o", "-", NULL},
    {"--report=json", "--remove=t1", NULL},
    {"--report", "--threshold=64", "--aggregate=multiblock:4", "--coarsen=2", NULL},
    {"--flatten=warp", NULL},
    {"--flatten=grid", NULL},
    {"--flatten=block", NULL},
    {"--promote=pao", NULL},
    {"--corun", NULL},
    {"--corun", "--corun-children", NULL},
    {"--report", "--corun", "--corun-children", "-o", "-", NULL},
    {"--aggregate=grid", "--pending=memory", NULL},
    {"--flatten=grid", "--pending=memory", NULL},
    {"--remove=auto", "--pending=memory", NULL},
};
#define MODE_COUNT (sizeof modes / sizeof modes[0])

#define SOURCE_NAME "fuzz.cu"

/* argv for options_parse: "dpopt", the mode's options, then input_name. */
static int mode_argv(unsigned char mode_byte, const char *input_name, char **argv)
{
    const char *const *mode = modes[mode_byte % MODE_COUNT];
    int argc = 0;
    argv[argc++] = (char *)"dpopt";
    for (int i = 0; i < MAX_ARGS && mode[i]; i++)
        argv[argc++] = (char *)mode[i];
    argv[argc++] = (char *)input_name;
    argv[argc] = NULL;
    return argc;
}

static void run_one(const unsigned char *data, size_t len)
{
    if (len == 0 || len - 1 > UINT32_MAX)
        return;
    char *argv[MAX_ARGS + 3];
    int argc = mode_argv(data[0], SOURCE_NAME, argv);
    Options options;
    if (!options_parse(&options, argc, argv, stderr))
        abort(); /* a row of `modes` the command line refuses */
    diag_reset();
    size_t held = __sanitizer_get_current_allocated_bytes();
    Source *src = source_from_string(SOURCE_NAME, (const char *)data + 1, (uint32_t)(len - 1));
    pipeline_run_source(&options, src);
    source_free(src);
    fflush(stdout);
    /* A full leak check costs as much as a small input's run: only when the
     * heap grew (stdio's first buffers do too, reachable, so no report). */
    if (__sanitizer_get_current_allocated_bytes() > held && __lsan_do_recoverable_leak_check())
        abort();
}

/* Writes input's source part to out_path and prints the dpopt command that
 * runs it as the fuzzer did. */
static int explain(const char *input_path, const char *out_path)
{
    Source *in = source_load(input_path);
    if (!in)
        return 1;
    int status = 1;
    FILE *out = NULL;
    if (in->len == 0)
        fprintf(stderr, "%s: empty: the fuzzer never runs it\n", input_path);
    else if (!(out = fopen(out_path, "wb")) || fwrite(in->text + 1, 1, in->len - 1, out) != in->len - 1)
        perror(out_path);
    else
        status = 0;
    if (out && fclose(out) != 0)
        status = 1;
    if (status == 0) {
        char *argv[MAX_ARGS + 3];
        int argc = mode_argv((unsigned char)in->text[0], out_path, argv);
        for (int i = 0; i < argc; i++)
            printf("%s%s", i ? " " : "", i ? argv[i] : "build/san/dpopt");
        printf("\n");
    }
    source_free(in);
    return status;
}

#ifdef __AFL_FUZZ_TESTCASE_LEN
__AFL_FUZZ_INIT();
#endif

int main(int argc, char **argv)
{
    if (argc == 4 && strcmp(argv[1], "--explain") == 0)
        return explain(argv[2], argv[3]);
    if (argc == 2 && strcmp(argv[1], "--mode-count") == 0) {
        printf("%zu\n", MODE_COUNT);
        return 0;
    }
    if (argc != 1) {
        fprintf(stderr, "usage: %s < input | --explain input out.cu | --mode-count\n", argv[0]);
        return 2;
    }
#ifdef __AFL_FUZZ_TESTCASE_LEN
    __AFL_INIT();
    const unsigned char *buf = __AFL_FUZZ_TESTCASE_BUF;
    while (__AFL_LOOP(10000))
        run_one(buf, (size_t)__AFL_FUZZ_TESTCASE_LEN);
#else
    /* Built without AFL++: one input from standard input. */
    Source *in = source_load("-");
    if (!in)
        return 2;
    run_one((const unsigned char *)in->text, in->len);
    source_free(in);
#endif
    return 0;
}
