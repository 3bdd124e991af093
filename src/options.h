/* The command line, parsed. */
#ifndef DPOPT_OPTIONS_H
#define DPOPT_OPTIONS_H

#include <stdbool.h>
#include <stdio.h>

#include "plan/plan.h"

typedef enum ReportFormat { REPORT_NONE, REPORT_TEXT, REPORT_JSON, REPORT_DECISIONS } ReportFormat;

typedef struct Options {
    const char *input;        /* "-" for standard input; the first of inputs */
    const char *inputs[64];   /* several: the files of one program (model/imports.h), -o a folder */
    int input_count;
    const char *compile_commands; /* --compile-commands=PATH: the inputs come from there */
    const char *output;       /* "-" for standard output; NULL: standard output unless reporting */
    ReportFormat report;
    const char *decisions;    /* --decisions=FILE: a kind per site (plan/requests.h); NULL when not asked */
    bool optimize;            /* -O: each site's form chosen by the cost model (plan/optimize.h) */
    const char *costs;        /* --costs=FILE: -O's cost table (plan/cost_table.h); NULL: found */
    const char *gpu;          /* --gpu=NAME: the shipped cost table -O reads; NULL: $DPOPT_GPU or h100 */
    Granularity aggregate;    /* --aggregate=...: GRANULARITY_NONE when not asked */
    unsigned int group_blocks; /* --aggregate=multiblock:K: K (0 otherwise) */
    Removal remove;           /* --remove=... or --flatten=...: REMOVAL_NONE when not asked */
    unsigned int flatten_cap; /* --flatten-cap=N; 0 when not asked (the plan's default) */
    Granularity flatten_at;   /* --flatten=grid or block: aggregate at that granularity, thread by
                                 thread (GRANULARITY_NONE when not asked) */
    bool malloc_heap;         /* --malloc=heap: device-side cudaMalloc and cudaFree as written */
    bool pending_memory;      /* --pending=memory: postponed launches' records in local memory */
    bool levels_chained;      /* --levels=chained: a recursion's levels launch each other, no device graphs */
    unsigned int threshold;   /* --threshold=N: launch only children of at least N threads; 0 when not asked */
    unsigned int coarsen;     /* --coarsen=N: each child block does N original blocks; 0 when not asked */
    int promote;              /* --promote=p|pa|po|pao: a PromoteMode (plan/promote.h); 0 when not asked */
    unsigned int promote_group; /* --promote-group=G; 0 when not asked (PROMOTE_GROUP_DEFAULT) */
    bool corun;               /* --corun[=NAMES]: co-runnable versions of kernels (plan/corun.h) */
    const char *corun_names;  /* NAMES (comma-separated), NULL for every kernel launched in the file */
    bool corun_children;      /* --corun-children: launches from the device made co-runnable too */
    bool promote_start_pool;  /* --promote-start=pool: host launches start chains as a pool's first block */
    bool hoist;               /* --hoist: launches made by their kernel's host launches (plan/hoist.c) */
    bool line_directives;     /* #line after generated code (on by default) */
    const char *include_dirs[32]; /* -I: where includes are looked for */
    int include_dir_count;
    const char *system_dirs[32];  /* -isystem: looked in after the -I folders */
    int system_dir_count;
    const char *cuda_include;     /* --cuda-include=DIR or "none"; NULL: found by itself (model/toolkit.h) */
    struct {
        char kind;                /* 'D' (NAME or NAME=VALUE) or 'U' (NAME) */
        const char *text;
    } macro_args[64];             /* -D and -U, in the order given: they decide #if groups */
    int macro_arg_count;
    const char *forced_includes[16]; /* -include FILE: its #defines count as -D */
    int forced_include_count;
    const char *std;              /* -std=...: __cplusplus in #if; NULL when not given */
    const char *needs_rdc;        /* --needs-rdc=FILE: which outputs still launch from the device */
    bool help, version;
    bool verbose;             /* -v: per file, the launches taken and left as written */
    bool fail_on_as_written;  /* exit 3 when a launch from the device stays as written */
    bool ends_process;        /* set by main: the process exits after this run (not an option) */
} Options;

/* Returns false after printing a usage error to err. */
bool options_parse(Options *o, int argc, char **argv, FILE *err);
void options_print_help(FILE *out);

#define DPOPT_VERSION "0.1.0"

#endif
