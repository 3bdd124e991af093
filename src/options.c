#include "options.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

static const char usage[] =
    "usage: dpopt [options] input.cu [-o output.cu]\n"
    "       dpopt [options] a.cu b.cu ... -o folder/\n"
    "\n"
    "dpopt rewrites CUDA programs that launch kernels from the device (dynamic\n"
    "parallelism) into faster equivalent CUDA. With no strategy option the output\n"
    "is the input, byte for byte.\n"
    "\n"
    "  input.cu            the file to read; - reads standard input\n"
    "  a.cu b.cu ...       the files of one program: each is written into the\n"
    "                      folder -o names (made if it ends with /) under its own\n"
    "                      name; a kernel one launches and another defines is read\n"
    "                      in where its body means the same there. Written\n"
    "                      together: an error in any leaves every output as it was\n"
    "  --compile-commands=PATH\n"
    "                      the .cu files a compile_commands.json (or a folder\n"
    "                      holding one) compiles, as one program, with their -I\n"
    "                      and -isystem folders and the -D and -U all of them\n"
    "                      give alike; -o names the folder\n"
    "  -o, --output FILE   where to write the CUDA output; - (the default) is\n"
    "                      standard output. Written to a temporary file and renamed,\n"
    "                      so a failure never leaves a half-written file. A folder\n"
    "                      (ending with /, or one that exists) takes one input too,\n"
    "                      written there under its own name.\n"
    "  --report[=text]     describe every kernel and launch site: loops, guards,\n"
    "                      device synchronisation, recursion, what the child uses,\n"
    "                      and the uniformity (warp, block, grid) of each argument\n"
    "                      and configuration. Goes to standard output; code is\n"
    "                      written only when -o is given too.\n"
    "  --report=json       the same as JSON (fields: docs/report-json.md)\n"
    "  --report=decisions  the kind the plan chose for each launch from the device,\n"
    "                      as --decisions reads it (docs/decisions.md)\n"
    "\n"
    "strategies:\n"
    "  -O                  choose each launch's form: for every site from the device,\n"
    "                      the form a cost model predicts fastest among those dpopt\n"
    "                      can take there, never one predicted slower than as\n"
    "                      written (docs/optimize.md); --report shows the\n"
    "                      predictions and the reasons\n"
    "  --costs=FILE        -O's table of the GPU's costs (default: $DPOPT_COSTS, the\n"
    "                      one dpopt-calibrate wrote, else the shipped table of --gpu)\n"
    "  --gpu=h100|h200     the shipped cost table -O reads (default $DPOPT_GPU, h100)\n"
    "  --decisions=FILE    the kind of each site FILE names (a launch by file:line:col:\n"
    "                      written, warp_batch, block_batch, grid_batch,\n"
    "                      multiblock_batch, flatten_block, flatten_grid, remove_t3,\n"
    "                      remove_t4, remove_auto, flatten_warp), with its threshold,\n"
    "                      coarsening or cap; the others take the strategy given\n"
    "                      below, if any\n"
    "  --aggregate=warp|block|multiblock:K|grid\n"
    "                      fuse the child grids launched at a site by the threads\n"
    "                      of a warp, a block, a group of K blocks or the whole grid\n"
    "                      into one launch of a generated kernel. warp: at the\n"
    "                      launch, over the active lanes; block: postponed to the\n"
    "                      end of the block; multiblock:K: the last block of each\n"
    "                      group of K consecutive blocks to finish launches the\n"
    "                      group's, while other groups still run; grid: the last\n"
    "                      block to finish launches once, as a tail launch.\n"
    "                      A site a granularity cannot take falls back to a finer one.\n"
    "  --remove=t3         remove launches: each block runs, at its end, the child\n"
    "                      blocks its threads launched, its threads standing in for\n"
    "                      the child's (Free Launch T3).\n"
    "  --remove=t4         remove launches: the launching thread runs the child's\n"
    "                      threads itself, in loops split at the child's barriers\n"
    "                      (Free Launch T4). A device-side cudaDeviceSynchronize\n"
    "                      waiting only for removed launches goes too, so CDP1\n"
    "                      programs build again on CUDA 12+.\n"
    "  --remove=t1|t2      remove launches: the parent kernel also gets a persistent\n"
    "                      version (as many blocks as fit on the GPU at once,\n"
    "                      launched cooperatively by the host code dpopt rewrites)\n"
    "                      whose blocks, after a grid barrier, share out every\n"
    "                      child block (t1) or every child launch (t2). Kernels\n"
    "                      that cannot run persistent keep T3 or T4, with a note.\n"
    "  --remove=auto       choose per launch of the parent, on the host, as Free\n"
    "                      Launch's selector does: the persistent megakernel (T1 or\n"
    "                      T2, chosen on the device) when the GPU holds more blocks\n"
    "                      than the grid has or the child sizes are uneven; else T3\n"
    "                      or T4 in the kernel itself. Without a persistent version,\n"
    "                      T3 or T4 chosen at the end of each block (T3 when its\n"
    "                      block-wide rounds are fewer than T4's serial steps).\n"
    "                      DPOPT_REPORT_SELECTION=1 at run time prints the choices.\n"
    "  --flatten=warp      run children in the launching warp: the lanes that reach\n"
    "                      a launch together run the threads of all their launches\n"
    "                      as one index space, load-balanced (a launch of 3 threads\n"
    "                      takes 3 lanes' turns, not a 32-thread block). For children\n"
    "                      without barriers, shared memory or warp-wide operations.\n"
    "  --flatten=grid      aggregate at grid granularity thread by thread: the fused\n"
    "                      grid has one thread for each child thread of all the\n"
    "                      grid's launches (a launch of 3 threads takes 3, not a\n"
    "                      block); a warp walks its share of them in order, each\n"
    "                      lane keeping its launch until its thread passes the end.\n"
    "                      For the same children as --flatten=warp; a child with\n"
    "                      barriers or shared memory goes in whole blocks (each block\n"
    "                      of the fused grid runs a share of the child blocks in\n"
    "                      turn); other sites are aggregated at grid granularity\n"
    "                      block by block, with a note.\n"
    "  --flatten=block     the same over each block, at its end: the block's threads\n"
    "                      run the child threads of all the block's launches\n"
    "                      themselves, with no launch; a block with more child\n"
    "                      threads than its cap launches a fused grid for them.\n"
    "  --flatten-cap=N     with --flatten=warp: a launch of more than N child threads is\n"
    "                      made as written instead (default 4096), unless a device-side\n"
    "                      cudaDeviceSynchronize may wait for it. With --flatten=block:\n"
    "                      the most child threads a block runs itself (default 16 for\n"
    "                      each of its threads).\n"
    "  --malloc=arena|heap with any strategy, device-side cudaMalloc and cudaFree\n"
    "                      are served from dpopt's arena (arena, the default: one\n"
    "                      atomic per warp instead of the device heap) or left as\n"
    "                      written (heap).\n"
    "  --levels=graphs|chained  a kernel's launches of itself run level by level\n"
    "                      (grid aggregation): its levels as two device graphs\n"
    "                      taking turns, started by its host launches (graphs,\n"
    "                      the default, CUDA 12.4 or later, where the kernel\n"
    "                      allows), or each level launched by the last block of\n"
    "                      the one before (chained).\n"
    "  --pending=registers|memory  where a launch postponed to the end of its\n"
    "                      block (block and grid aggregation, flattening, T3)\n"
    "                      keeps its record until then: in registers (the\n"
    "                      default) or in the thread's local memory, which frees\n"
    "                      the registers it held across the whole body (more\n"
    "                      blocks an SM where registers limit them).\n"
    "  --threshold=N       launch a child grid only when it has at least N threads\n"
    "                      in all; a smaller one is run by the launching thread\n"
    "                      itself (its threads one after another, split at the\n"
    "                      child's barriers, as --remove=t4 does). With --aggregate,\n"
    "                      only the launches above N are aggregated.\n"
    "  --coarsen=N         each child block does the work of N consecutive blocks\n"
    "                      of the original grid, one after another, so what a\n"
    "                      block's threads share is set up once per N. With\n"
    "                      --aggregate, the fused kernel is coarsened. --threshold,\n"
    "                      --coarsen and --aggregate combine; not with --remove.\n"
    "  --promote=p|pa|po|pao  vertical aggregation of a chain of single-block\n"
    "                      grids, each launching the next from thread 0 with values\n"
    "                      its prologue computed: p launches the consumer before\n"
    "                      the prologue, waiting for a release after it; pa runs\n"
    "                      the consumers as pools of G blocks launched together;\n"
    "                      po and pao also run the prologue's independent part\n"
    "                      before the wait. Not with the other strategies\n"
    "  --promote-group=G   blocks of a pool under pa and pao (default 128)\n"
    "  --promote-start=kernel|pool  how a host launch starts a promoted chain:\n"
    "                      the kernel as written, launching its consumers (the\n"
    "                      default), or the first block of a pool made by the host\n"
    "                      (no device launch before the second link; slower\n"
    "                      than the kernel's start, so not the default)\n"
    "  --corun[=NAMES]     co-runnable versions of the kernels launched from the\n"
    "                      host in the file (or of those NAMES): their blocks\n"
    "                      are admitted under a quota an SM and run the original\n"
    "                      blocks one after another; a quota (TLP) and a number\n"
    "                      of blocks that bypass L1 are set a kernel at run time\n"
    "                      (DPOPT_CORUN, runtime corun.cuh). Not with the others\n"
    "  --corun-children    with --corun, launches from the device too (a CDP\n"
    "                      program's children, where a launch from the host in\n"
    "                      the file leads to them; opt-in: slower than CDP on\n"
    "                      most programs)\n"
    "  --hoist             a kernel whose threads only work out one launch, of a\n"
    "                      child sized by the kernel's arguments alone, has each\n"
    "                      host launch make one grid of all the children's blocks\n"
    "                      instead: no launch from the device is left. With the\n"
    "                      other strategies, on the sites they leave as written\n"
    "  Sites a strategy cannot transform safely stay as written, with a note on\n"
    "  standard error saying why.\n"

    "\n"
    "  -I DIR              look for includes (\"...\" and <...>) in DIR (dpopt reads the\n"
    "                      headers a child's functions come from, to see what they use)\n"
    "  -isystem DIR        the same, after the -I folders\n"
    "  -D NAME[=VALUE], -U NAME\n"
    "                      define or undefine a macro, as the compiler will: a\n"
    "                      conditional group (#if, #ifdef, #elif) that these decide\n"
    "                      is read as the compiler reads it, its other branches\n"
    "                      left out of the output (its directives kept as comments)\n"
    "  -include FILE       the #define and #undef lines of FILE count as -D and -U\n"
    "  -std=STD            the C++ standard (c++17, ...): decides __cplusplus in #if\n"
    "  --cuda-include=DIR  the CUDA toolkit's include folder, where an <...> include\n"
    "                      no -I or -isystem folder holds is found; dpopt takes the\n"
    "                      device builtins it declares (math functions, intrinsics).\n"
    "                      Found by itself from CUDA_HOME, CUDA_PATH or the nvcc in\n"
    "                      PATH; --cuda-include=none reads none\n"
    "  --no-line-directives  do not emit #line directives after generated code\n"
    "  --needs-rdc=FILE    write FILE: a line per input, `rdc PATH` when its output\n"
    "                      still launches kernels or calls the device runtime from\n"
    "                      the device (build it with -rdc=true, link -lcudadevrt),\n"
    "                      `whole PATH` when it is ordinary CUDA (no -rdc needed)\n"
    "  -v, --verbose       say on standard error, per file, how many launches from\n"
    "                      the device were taken and how many left as written\n"
    "  --fail-on-as-written\n"
    "                      exit 3 when a launch from the device stays as written\n"
    "                      (the output is still written; the notes say why): for\n"
    "                      builds that expect every launch taken\n"
    "  --help              this text\n"
    "  --version           the version\n"
    "\n"
    "exit status: 0 success, 1 bad input (diagnostics on standard error),\n"
    "2 bad usage, 3 a launch left as written under --fail-on-as-written\n";

void options_print_help(FILE *out) { fputs(usage, out); }

static bool usage_error(FILE *err, const char *fmt, const char *arg)
{
    fputs("dpopt: ", err);
    fprintf(err, fmt, arg);
    fputs("\nTry 'dpopt --help'.\n", err);
    return false;
}

/* "multiblock:K": K parent blocks per group, a whole number from 1 up. */
static bool parse_multiblock(Options *o, const char *arg, FILE *err)
{
    const char *k = arg + strlen("--aggregate=multiblock");
    if (*k != ':' || k[1] == '\0')
        return usage_error(err, "'%s' needs a group size: --aggregate=multiblock:K, K parent blocks per group", arg);
    char *end;
    errno = 0;
    unsigned long n = strtoul(k + 1, &end, 10);
    if (k[1] < '0' || k[1] > '9' || *end != '\0' || errno || n < 1 || n > 2147483647ul)
        return usage_error(err, "the group size in '%s' must be a whole number of blocks from 1 up", arg);
    o->aggregate = GRANULARITY_MULTIBLOCK;
    o->group_blocks = (unsigned int)n;
    return true;
}

/* The N of "--name=N": a decimal count from 1 to max, or false. */
static bool parse_count(const char *text, unsigned long max, unsigned int *out)
{
    unsigned long n = 0;
    if (!*text)
        return false;
    for (const char *c = text; *c; c++) {
        if (*c < '0' || *c > '9')
            return false;
        n = n * 10 + (unsigned long)(*c - '0');
        if (n > max)
            return false;
    }
    if (n == 0)
        return false;
    *out = (unsigned int)n;
    return true;
}

bool options_parse(Options *o, int argc, char **argv, FILE *err)
{
    memset(o, 0, sizeof *o);
    o->line_directives = true;
    bool no_more_options = false;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (no_more_options || a[0] != '-' || strcmp(a, "-") == 0) {
            if (o->input_count == (int)(sizeof o->inputs / sizeof o->inputs[0]))
                return usage_error(err, "too many input files (at '%s')", a);
            o->inputs[o->input_count++] = a;
            if (!o->input)
                o->input = a;
        } else if (strcmp(a, "--") == 0) {
            no_more_options = true;
        } else if (strcmp(a, "-o") == 0 || strcmp(a, "--output") == 0) {
            if (i + 1 >= argc)
                return usage_error(err, "option '%s' needs a file name", a);
            if (o->output)
                return usage_error(err, "more than one output file ('%s')", argv[i + 1]);
            o->output = argv[++i];
        } else if (strncmp(a, "--output=", 9) == 0) {
            if (o->output)
                return usage_error(err, "more than one output file ('%s')", a + 9);
            o->output = a + 9;
        } else if (strcmp(a, "--report") == 0 || strcmp(a, "--report=text") == 0) {
            o->report = REPORT_TEXT;
        } else if (strcmp(a, "--report=json") == 0) {
            o->report = REPORT_JSON;
        } else if (strcmp(a, "--report=decisions") == 0) {
            o->report = REPORT_DECISIONS;
        } else if (strncmp(a, "--report=", 9) == 0) {
            return usage_error(err, "unknown report format '%s' (text, json or decisions)", a + 9);
        } else if (strcmp(a, "-O") == 0) {
            o->optimize = true;
        } else if (strncmp(a, "--costs=", 8) == 0) {
            if (a[8] == '\0')
                return usage_error(err, "%s", "option '--costs=' needs a file name");
            o->costs = a + 8;
        } else if (strncmp(a, "--gpu=", 6) == 0) {
            if (a[6] == '\0' || strchr(a + 6, '/'))
                return usage_error(err, "%s", "option '--gpu=' needs a table's name: h100 or h200");
            o->gpu = a + 6;
        } else if (strncmp(a, "--decisions=", 12) == 0) {
            if (!a[12])
                return usage_error(err, "%s", "option '--decisions=' needs a file name");
            o->decisions = a + 12;
        } else if (strcmp(a, "--aggregate=warp") == 0) {
            o->aggregate = GRANULARITY_WARP;
        } else if (strcmp(a, "--aggregate=block") == 0) {
            o->aggregate = GRANULARITY_BLOCK;
        } else if (strcmp(a, "--aggregate=grid") == 0) {
            o->aggregate = GRANULARITY_GRID;
        } else if (strncmp(a, "--aggregate=multiblock", 22) == 0) {
            if (!parse_multiblock(o, a, err))
                return false;
        } else if (strncmp(a, "--aggregate", 11) == 0) {
            return usage_error(err, "unknown aggregation granularity in '%s' (warp, block, multiblock:K or grid)", a);
        } else if (strcmp(a, "--remove=t4") == 0) {
            o->remove = REMOVAL_T4;
        } else if (strcmp(a, "--remove=t3") == 0) {
            o->remove = REMOVAL_T3;
        } else if (strcmp(a, "--remove=auto") == 0) {
            o->remove = REMOVAL_AUTO;
        } else if (strcmp(a, "--remove=t1") == 0) {
            o->remove = REMOVAL_T1;
        } else if (strcmp(a, "--remove=t2") == 0) {
            o->remove = REMOVAL_T2;
        } else if (strcmp(a, "--flatten=warp") == 0) {
            o->remove = REMOVAL_FLATTEN_WARP;
        } else if (strcmp(a, "--flatten=grid") == 0 || strcmp(a, "--flatten=block") == 0) {
            Granularity scope = a[10] == 'g' ? GRANULARITY_GRID : GRANULARITY_BLOCK;
            if (o->flatten_at != GRANULARITY_NONE && o->flatten_at != scope)
                return usage_error(err, "%s", "--flatten=grid and --flatten=block cannot be combined");
            o->flatten_at = scope;
        } else if (strncmp(a, "--flatten-cap=", 14) == 0) {
            if (!parse_count(a + 14, 1u << 26, &o->flatten_cap))
                return usage_error(err, "bad thread count in '%s' (a whole number from 1 to 67108864)", a);
        } else if (strncmp(a, "--flatten", 9) == 0) {
            return usage_error(err, "unknown flattening in '%s' (--flatten=warp, block or grid, --flatten-cap=N)", a);
        } else if (strcmp(a, "--malloc=arena") == 0 || strcmp(a, "--malloc=heap") == 0) {
            o->malloc_heap = strcmp(a, "--malloc=heap") == 0;
        } else if (strncmp(a, "--malloc", 8) == 0) {
            return usage_error(err, "unknown device allocator in '%s' (--malloc=arena or --malloc=heap)", a);
        } else if (strcmp(a, "--levels=graphs") == 0 || strcmp(a, "--levels=chained") == 0) {
            o->levels_chained = strcmp(a, "--levels=chained") == 0;
        } else if (strncmp(a, "--levels", 8) == 0) {
            return usage_error(err, "unknown form of a recursion's levels in '%s' (--levels=graphs or "
                                    "--levels=chained)", a);
        } else if (strcmp(a, "--pending=registers") == 0 || strcmp(a, "--pending=memory") == 0) {
            o->pending_memory = strcmp(a, "--pending=memory") == 0;
        } else if (strncmp(a, "--pending", 9) == 0) {
            return usage_error(err, "unknown place for postponed launches in '%s' (--pending=registers or "
                                    "--pending=memory)", a);
        } else if (strncmp(a, "--remove", 8) == 0) {
            return usage_error(err, "unknown launch removal in '%s' (t3, t4 or auto)", a);
        } else if (strncmp(a, "--threshold=", 12) == 0) {
            if (!parse_count(a + 12, 0xffffffffUL, &o->threshold))
                return usage_error(err, "bad thread count in '%s' (a whole number from 1 to 4294967295)", a);
        } else if (strncmp(a, "--coarsen=", 10) == 0) {
            if (!parse_count(a + 10, 65536UL, &o->coarsen))
                return usage_error(err, "bad coarsening factor in '%s' (a whole number from 1 to 65536)", a);
        } else if (strncmp(a, "--promote=", 10) == 0) {
            static const char *const modes[] = {"p", "pa", "po", "pao", NULL};
            o->promote = 0;
            for (int m = 0; modes[m]; m++)
                if (strcmp(a + 10, modes[m]) == 0)
                    o->promote = m + 1; /* PROMOTE_P, PROMOTE_PA, PROMOTE_PO, PROMOTE_PAO */
            if (!o->promote)
                return usage_error(err, "unknown promotion in '%s' (p, pa, po or pao)", a);
        } else if (strncmp(a, "--promote-group=", 16) == 0) {
            if (!parse_count(a + 16, 65536UL, &o->promote_group))
                return usage_error(err, "bad pool size in '%s' (a whole number from 1 to 65536)", a);
        } else if (strcmp(a, "--corun") == 0 || strncmp(a, "--corun=", 8) == 0) {
            o->corun = true;
            if (a[7] == '=' && a[8] == '\0')
                return usage_error(err, "option '%s' needs kernel names: --corun=NAME[,NAME...]", a);
            o->corun_names = a[7] == '=' ? a + 8 : NULL;
        } else if (strcmp(a, "--hoist") == 0) {
            o->hoist = true;
        } else if (strcmp(a, "--corun-children") == 0) {
            o->corun_children = true;
        } else if (strncmp(a, "--promote-start=", 16) == 0) {
            if (strcmp(a + 16, "pool") != 0 && strcmp(a + 16, "kernel") != 0)
                return usage_error(err, "unknown start in '%s' (kernel or pool)", a);
            o->promote_start_pool = strcmp(a + 16, "pool") == 0;
        } else if (strncmp(a, "--promote", 9) == 0) {
            return usage_error(err, "option '%s' needs a value: --promote=p|pa|po|pao, --promote-group=G, "
                                    "--promote-start=kernel|pool", a);
        } else if (strncmp(a, "--threshold", 11) == 0 || strncmp(a, "--coarsen", 9) == 0) {
            return usage_error(err, "option '%s' needs a number: --threshold=N, --coarsen=N", a);
        } else if (strncmp(a, "-isystem", 8) == 0) {
            const char *dir = a[8] ? a + 8 : (i + 1 < argc ? argv[++i] : NULL);
            if (!dir)
                return usage_error(err, "%s", "option '-isystem' needs a folder");
            if (o->system_dir_count == (int)(sizeof o->system_dirs / sizeof o->system_dirs[0]))
                return usage_error(err, "too many -isystem folders (at '%s')", dir);
            o->system_dirs[o->system_dir_count++] = dir;
        } else if (strncmp(a, "-I", 2) == 0) {
            const char *dir = a[2] ? a + 2 : (i + 1 < argc ? argv[++i] : NULL);
            if (!dir)
                return usage_error(err, "%s", "option '-I' needs a folder");
            if (o->include_dir_count == (int)(sizeof o->include_dirs / sizeof o->include_dirs[0]))
                return usage_error(err, "too many -I folders (at '%s')", dir);
            o->include_dirs[o->include_dir_count++] = dir;
        } else if ((a[1] == 'D' || a[1] == 'U') && (a[2] || i + 1 < argc)) {
            const char *text = a[2] ? a + 2 : argv[++i];
            if (!*text || *text == '=')
                return usage_error(err, "option '-%s' needs a macro name", a[1] == 'D' ? "D" : "U");
            if (o->macro_arg_count == (int)(sizeof o->macro_args / sizeof o->macro_args[0]))
                return usage_error(err, "too many -D and -U options (at '%s')", text);
            o->macro_args[o->macro_arg_count].kind = a[1];
            o->macro_args[o->macro_arg_count++].text = text;
        } else if (strcmp(a, "-include") == 0 || strcmp(a, "--include") == 0) {
            if (i + 1 >= argc)
                return usage_error(err, "option '%s' needs a file", a);
            if (o->forced_include_count == (int)(sizeof o->forced_includes / sizeof o->forced_includes[0]))
                return usage_error(err, "too many -include files (at '%s')", argv[i + 1]);
            o->forced_includes[o->forced_include_count++] = argv[++i];
        } else if (strncmp(a, "-std=", 5) == 0 || strncmp(a, "--std=", 6) == 0) {
            o->std = strchr(a, '=') + 1;
            if (!*o->std)
                return usage_error(err, "%s", "option '-std=' needs a standard (c++17, ...)");
        } else if (strncmp(a, "--needs-rdc=", 12) == 0) {
            if (!a[12])
                return usage_error(err, "%s", "option '--needs-rdc=' needs a file name");
            o->needs_rdc = a + 12;
        } else if (strncmp(a, "--cuda-include=", 15) == 0) {
            if (!a[15])
                return usage_error(err, "%s", "--cuda-include= needs a folder, or none");
            o->cuda_include = a + 15;
        } else if (strncmp(a, "--compile-commands=", 19) == 0) {
            if (!a[19])
                return usage_error(err, "%s", "--compile-commands= needs a file or a folder");
            o->compile_commands = a + 19;
        } else if (strcmp(a, "--no-line-directives") == 0) {
            o->line_directives = false;
        } else if (strcmp(a, "-v") == 0 || strcmp(a, "--verbose") == 0) {
            o->verbose = true;
        } else if (strcmp(a, "--fail-on-as-written") == 0) {
            o->fail_on_as_written = true;
        } else if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
            o->help = true;
        } else if (strcmp(a, "--version") == 0) {
            o->version = true;
        } else {
            return usage_error(err, "unknown option '%s'", a);
        }
    }
    if (o->compile_commands && o->input)
        return usage_error(err, "%s", "input files come from --compile-commands or the command line, not both");
    if (!o->input && !o->compile_commands && !o->help && !o->version)
        return usage_error(err, "%s", "no input file");
    for (int i = 0; o->input_count > 1 && i < o->input_count; i++)
        if (strcmp(o->inputs[i], "-") == 0)
            return usage_error(err, "%s", "standard input cannot be one of several input files");
    if (o->flatten_at != GRANULARITY_NONE && (o->aggregate != GRANULARITY_NONE || o->remove != REMOVAL_NONE))
        return usage_error(err, "%s", o->flatten_at == GRANULARITY_GRID
                                          ? "--flatten=grid aggregates at grid granularity itself: it cannot be combined "
                                            "with --aggregate, --remove or --flatten=warp"
                                          : "--flatten=block aggregates at block granularity itself: it cannot be combined "
                                            "with --aggregate, --remove or --flatten=warp");
    if (o->flatten_at == GRANULARITY_GRID && (o->threshold || o->coarsen || o->flatten_cap))
        return usage_error(err, "%s", "--flatten=grid takes no --threshold, --coarsen or --flatten-cap (its fused grid "
                                      "spreads any launch over the whole GPU)");
    if (o->flatten_at == GRANULARITY_BLOCK && (o->threshold || o->coarsen))
        return usage_error(err, "%s", "--flatten=block takes no --threshold or --coarsen (its block runs each launch's "
                                      "threads, whatever their number)");
    if (o->aggregate != GRANULARITY_NONE && o->remove != REMOVAL_NONE)
        return usage_error(err, "%s", "--aggregate and --remove (or --flatten) cannot be combined yet");
    if (o->flatten_cap && o->remove != REMOVAL_FLATTEN_WARP && o->flatten_at != GRANULARITY_BLOCK)
        return usage_error(err, "%s", "--flatten-cap needs --flatten");
    if ((o->threshold || o->coarsen) && o->remove != REMOVAL_NONE)
        return usage_error(err, "%s", "--threshold and --coarsen shape launches; they cannot be combined with --remove or --flatten");
    /* Vertical aggregation and co-running: strategies of their own. */
    bool horizontal = o->aggregate != GRANULARITY_NONE || o->remove != REMOVAL_NONE ||
                      o->flatten_at != GRANULARITY_NONE || o->threshold || o->coarsen;
    if (o->promote && horizontal)
        return usage_error(err, "%s", "--promote is a strategy of its own: it cannot be combined with --aggregate, "
                                      "--remove, --flatten, --threshold or --coarsen");
    if (o->corun && (horizontal || o->promote))
        return usage_error(err, "%s", "--corun is a strategy of its own: it cannot be combined with --aggregate, "
                                      "--remove, --flatten, --threshold, --coarsen or --promote");
    if (o->decisions && (o->flatten_at != GRANULARITY_NONE || o->flatten_cap || o->promote || o->corun ||
                         (o->remove != REMOVAL_NONE && o->remove != REMOVAL_T3 && o->remove != REMOVAL_T4 &&
                          o->remove != REMOVAL_AUTO)))
        return usage_error(err, "%s", "--decisions chooses among aggregation, removal (t3, t4, auto) and flattening "
                                      "per site: it cannot be combined with --flatten, --flatten-cap, --promote, "
                                      "--corun or --remove=t1, t2 yet");
    if (o->hoist && (o->promote || o->corun))
        return usage_error(err, "%s", "--hoist rewrites host launches as --promote and --corun do: it cannot be "
                                      "combined with them");
    if (o->decisions && o->input_count > 1)
        return usage_error(err, "%s", "--decisions takes one input file");
    if (o->optimize && (horizontal || o->decisions || o->promote || o->corun))
        return usage_error(err, "%s", "-O chooses each launch's form itself: it cannot be combined with --aggregate, "
                                      "--remove, --flatten, --threshold, --coarsen, --decisions, --promote or --corun");
    if ((o->costs || o->gpu) && !o->optimize)
        return usage_error(err, "%s", "--costs and --gpu are -O's: they need -O");
    if (o->corun_children && !o->corun)
        return usage_error(err, "%s", "--corun-children needs --corun");
    if (o->promote_start_pool && !o->promote)
        return usage_error(err, "%s", "--promote-start needs --promote");
    if (o->promote_group && o->promote != 2 && o->promote != 4)
        return usage_error(err, "%s", "--promote-group needs --promote=pa or --promote=pao");
    if (o->output && o->output[0] == '\0')
        return usage_error(err, "%s", "empty output file name");
    return true;
}
