/* Why dpopt refuses, and what the user can change, per refusal code: the
 * reader's side of report/report_refusal.c (which words the note itself).
 * docs/limits.md is generated from this table (tools/limits_doc.c, `make
 * docs`); tests/unit/test_refusal_help.c checks every code has an entry.
 * Each entry says what would go wrong in the output if dpopt did what was
 * asked, then what the user can do about it, in the code or the options. */
#include "report/refusal_help.h"

#define CALL_CHAIN "calls <function>, which dpopt cannot see"

static const RefusalHelp help[REFUSAL_CODE_COUNT] = {
    /* every strategy: the site itself */
    [REFUSAL_HOST_SIDE] = {.why = "`--threshold` runs small children in the launching device thread and `--coarsen` "
                           "rewrites the children of launches from the device; a launch from the host is one grid "
                           "the host starts, with no launching thread to run it.",
                           .change = "nothing: host launches are left to nvcc (they are not slow)."},
    [REFUSAL_HOST_SIDE_AGGREGATE] = {.why = "Aggregation fuses the child grids that many device threads launch; a launch from the "
                                     "host is made once, by one thread.",
                                     .change = "nothing: host launches are left as written."},
    [REFUSAL_HOST_SIDE_REMOVE] = {.why = "Launch removal runs a child in the threads of its parent kernel; a launch from the host "
                                  "has no parent kernel to run it in.",
                                  .change = "nothing: host launches are left as written."},
    [REFUSAL_UNSEEN_FILE] = {.why = "The file parses only with one branch of each `#if` read (an `#if` chooses part of a "
                             "statement), or spells a brace or bracket with a digraph, which rewriting would split; "
                             "dpopt would plan on a text the compiler may not see, so nothing in the file is "
                             "transformed.",
                             .change = "make each `#if` choose whole statements or declarations, and write `{` `}` `[` `]` "
                             "rather than `<%` `%>` `<:` `:>`; the note names the line.",
                             .quotes = {"<what dpopt cannot see of the file>"}},
    [REFUSAL_UNSEEN_LAUNCH] = {.why = "The launch's configuration or arguments are spelled by a macro dpopt cannot expand itself "
                               "(undefined where it can read, a top-level comma, variable arguments, `#`/`##`, or one "
                               "that reads the thread's place), or are brace-initialised: dpopt would plan on values it "
                               "has not read.",
                               .change = "write the configuration and arguments out at the launch, or define the macro in the file "
                               "or a header dpopt reads (`-I`); `<<<n, dim3(4, 4, 1)>>>` instead of `<<<n, {4, 4, 1}>>>`.",
                               .quotes = {"<what dpopt cannot see of the launch>"}},
    [REFUSAL_CLUSTERS] = {.why = "A kernel declared with `__cluster_dims__` runs its blocks in clusters, which may "
                          "share memory and barriers (cooperative groups' cluster); the fused grids, copies and "
                          "walks dpopt writes are launched without clusters, and dpopt does not rewrite the launching "
                          "kernel's blocks into them.",
                          .change = "launch the kernel as written (no change is needed), or drop `__cluster_dims__` "
                          "where the kernel uses nothing of its cluster.",
                          .quotes = {"<kernel>"}},
    [REFUSAL_CALLS_COMPILED_APART] = {.why = "Where a kernel's blocks may be wider than 256 threads, the code dpopt writes "
                                       "into it is bounded to 64 registers a thread (`__launch_bounds__(1024)`), or "
                                       "the fused grid might not launch at all. nvcc compiles a function that calls "
                                       "itself again, one another file defines (`-rdc=true`), whatever a call "
                                       "through a pointer reaches, a function whose address is taken and a "
                                       "`__noinline__` function that is not `static` apart from the kernels calling "
                                       "it, and refuses a bounded kernel a call to one that takes more registers "
                                       "(\"calls function ... with regcount of N\").",
                                       .change = "launch the kernel as written (no change is needed); or call the "
                                       "function by its name, without recursion, from a definition in this file, "
                                       "and declare a `__noinline__` one `static`.",
                                       .quotes = {"<kernel>", "<function>", "<why>"}},
    [REFUSAL_RESERVED_NAME] = {.why = "The code dpopt writes into the launching kernel and the child declares names beginning "
                               "with `dp_`; a user name with that prefix could shadow one of them, or be shadowed, and "
                               "the output would read the wrong variable.",
                               .change = "rename the variable (or macro) the note names so that it does not begin with `dp_`.",
                               .quotes = {"<name>"}},
    [REFUSAL_CHILD_NOT_DEFINED] = {.why = "Every strategy generates code from the child's body (a fused kernel, a loop running its "
                                   "threads); without its definition there is nothing to generate from, and what it reads "
                                   "is unknown. A kernel in a header is not rewritten, since dpopt writes only its inputs.",
                                   .change = "give dpopt every file of the program together (`dpopt a.cu b.cu -o DIR/`, or "
                                   "`DPOPT_PROGRAM` for `dpopt-nvcc`), or move the child from the header into a `.cu` "
                                   "file.",
                                   .quotes = {"", ""}},
    [REFUSAL_NAME_DEFINED_TWICE] = {.why = "dpopt matches functions by name and reads one definition of each; with an overload or "
                                    "an explicit specialisation it could analyse one body and generate code for the "
                                    "other.",
                                    .change = "give the overload or specialisation (of the kernel, the child or a function they "
                                    "call) a name of its own.",
                                    .quotes = {"<name>"}},
    [REFUSAL_LAUNCH_IN_EXPRESSION] = {.why = "dpopt replaces a launch statement by the statements of its strategy; a launch inside "
                                      "a larger expression (a comma expression, a conditional, a macro's statement) has "
                                      "no statement of its own to replace.",
                                      .change = "make the launch a statement of its own: `child<<<g, b>>>(x);`."},
    [REFUSAL_LAUNCH_IN_PREPROC_GROUP] = {.why = "Code inside `#if`/`#ifdef`/`#else` in a function body is only one of the "
                                         "branches the compiler may see: dpopt takes a launch there as a statement of "
                                         "the branch's own and writes the code it generates for it outside the branch "
                                         "under the branch's condition. A directive inside the launch's statement, or "
                                         "a condition dpopt cannot write again (an `#elifdef`, a comment in it), leaves "
                                         "no such statement or condition.",
                                         .change = "give dpopt (and dpopt-nvcc) the `-D` and `-U` the build uses for every macro "
                                         "the conditions test: dpopt then reads the branch the compiler compiles and "
                                         "takes its launch; or move the `#if` outside the launch's function, or choose "
                                         "between two launch statements with an ordinary `if` on a constant."},
    [REFUSAL_BRANCH_MACRO_CHANGED] = {.why = "The code dpopt generates for a launch in a branch (records, fused kernels, "
                                      "the launches made at the end of the block) goes outside the branch under the "
                                      "branch's condition; a `#define` or `#undef` of a name that condition tests, "
                                      "between that code and the branch, could make the condition differ there.",
                                      .change = "give dpopt (and dpopt-nvcc) the `-D` or `-U` the build uses for the name, or "
                                      "define the name once, before the functions involved.",
                                      .quotes = {"<name>"}},
    [REFUSAL_CHILD_TEMPLATE_DEDUCED] = {.why = "The generated code names the child's instantiation (its record type, its body "
                                        "copied); dpopt deduces template arguments only from plain arguments: a "
                                        "construction of a named class (`Scale{...}`, `Scale(...)`), a variable or "
                                        "parameter whose declared type is written out where the launch sees it. A "
                                        "lambda's type has no name, "
                                        "and a closure cannot be default-constructed nor assigned into a record: only "
                                        "`--threshold` and `--remove=t4` take a lambda (written in the launch or held "
                                        "in an `auto` variable), the launching thread passing it on as it is.",
                                        .change = "write the template arguments out at the launch: `child<float><<<g, b>>>(x);`; "
                                                  "for a lambda, pass an object of a named functor class, or use "
                                                  "`--threshold`."},
    [REFUSAL_CHILD_TEMPLATE_PARTIAL] = {.why = "`child<64><<<g, b>>>(p)` of `template <int N, typename T>`: the launch "
                                        "writes the first template arguments and the compiler deduces the rest from its "
                                        "arguments. The generated code names the whole instantiation (its record type, "
                                        "its body copied); dpopt writes the rest out where plain arguments fix them (as "
                                        "for a launch that writes none), and here one does not: an expression such as "
                                        "`p + i` for a `T *` parameter. `--remove=t4` and `--threshold` take the launch: "
                                        "the launching thread calls the child's copy with the arguments written and the "
                                        "compiler deduces the rest again.",
                                        .change = "write every template argument out at the launch: "
                                                  "`child<64, float><<<g, b>>>(p);`.",
                                        .quotes = {"<written arguments>"}},
    [REFUSAL_CALLEE_UNSEEN] = {.why = "The strategy runs the child's (or parent's) blocks under other blocks' identity and "
                               "renames `blockIdx`, `gridDim` and `blockDim` in its body; a function it cannot see may "
                               "read them unrenamed and compute with the wrong block.",
                               .change = "define the function in the file or in a header dpopt reads (quoted or through `-I`), "
                               "or pass the values it needs as arguments.",
                               .quotes = {CALL_CHAIN}},
    [REFUSAL_CALLEE_UNSEEN_THREAD] = {.why = "Launch removal runs the child's threads in other threads, renaming `threadIdx` too; "
                                      "a function dpopt cannot see may read the thread's place unrenamed.",
                                      .change = "define the function in the file or in a header dpopt reads, or pass the values "
                                      "it needs as arguments; aggregation (`--aggregate`) does not rename `threadIdx`.",
                                      .quotes = {CALL_CHAIN}},
    [REFUSAL_CALLEE_READS_PLACE] = {.why = "dpopt renames the thread's or block's place in the kernel's body, and copies the "
                                    "functions it calls that read it with the place handed in; a macro its body uses "
                                    "that reads `blockIdx`, `gridDim`, `blockDim` (or `threadIdx` under removal), or "
                                    "inline assembly, would see the threads running it instead.",
                                    .change = "read the place in the kernel's body instead of in the macro, or move the macro's "
                                    "code into a function.",
                                    .quotes = {"uses the macro <name>, which reads <blockIdx>"}},
    [REFUSAL_HELPER_NOT_COPIED] = {.why = "A function the kernel calls (transitively) reads the place that the generated code "
                                   "renames; dpopt copies such a function for each renaming, with the place as extra "
                                   "parameters, and calls the copy, but only a free function (or function template) it can see whole, "
                                   "defined once before the kernel, with no default arguments, not recursive, not calling "
                                   "the runtime; and a child run by other threads (removal, thresholds, flattening) "
                                   "can split at barriers or place shared memory in its own body only.",
                                   .change = "pass the place to the function as arguments (`f(blockIdx.x)`), or make it a plain "
                                   "function as above; for removal, keep its barriers and shared memory in the child's "
                                   "own body.",
                                   .quotes = {"calls <function> (line <n>), which reads <blockIdx>: ... but <why>"}},
    [REFUSAL_CHILD_PARAM_UNNAMED] = {.why = "The launch's arguments are kept in a record with a field per child parameter, "
                                     "declared by the parameter's name and type; an unnamed parameter, or a type dpopt "
                                     "cannot declare (an array, a function), has no field.",
                                     .change = "name every parameter of the child; pass arrays and functions as pointers."},
    [REFUSAL_DEFAULT_ARGUMENTS] = {.why = "The record holds the arguments as written; the values of left-out default arguments "
                                   "are not copied into it.",
                                   .change = "write every argument out at the launch."},
    [REFUSAL_CHILD_IN_NAMESPACE] = {.why = "The generated kernels and records are declared at file scope, where a child in a "
                                    "namespace or class could not be named as written (nor its private members used).",
                                    .change = "declare the child kernel at file scope."},
    [REFUSAL_CHILD_ASM] = {.why = "Inline assembly can read `%tid`, `%ctaid` or `%laneid` directly; the strategy runs the "
                           "child's threads in other threads or blocks, and those registers would name those.",
                           .change = "replace the assembly by CUDA C++ (intrinsics), or move it into a function that takes the "
                           "values it needs as arguments."},
    [REFUSAL_CONFIG_SIDE_EFFECT] = {.why = "The strategies evaluate the launch's grid, block and arguments once, as the "
                                    "launch does, but its shared memory size and stream only where the launch is "
                                    "still made (over a threshold or a cap) or not at all; a call, assignment or "
                                    "increment there would then not happen.",
                                    .change = "compute the size or the stream in a variable before the launch."},
    [REFUSAL_IMPLICIT_PLACE] = {.why = "The strategy renames the child's `threadIdx`, `blockIdx`, `blockDim` and `gridDim` "
                                "in its body and in the functions it calls by name; a constructor, operator, "
                                "default argument or class member's initialiser runs where no call names it, and "
                                "would read the place of the threads that run the copy.",
                                .change = "pass the place to that code as an argument (`P p(threadIdx.x)`)."},
    [REFUSAL_CHILD_FRIEND] = {.why = "The strategy runs a copy of the child's body under another name; a class's friendship "
                              "names the original only, so the copy could not use the class's private members.",
                              .change = "make the members the child uses public (or reach them through a public accessor) and "
                              "drop the friend declaration.",
                              .quotes = {"<class>", ""}},
    [REFUSAL_CHILD_ATTRIBUTE_SET] = {.why = "The strategy launches (or runs) a copy of the child under another name; "
                                     "an attribute the program sets names the original only (the largest dynamic "
                                     "shared memory, a cluster size), so a launch of the copy that needs it would "
                                     "fail, and a failed launch from the device is not seen.",
                                     .change = "nothing, for now: the launch stays as written."},
    [REFUSAL_SHARED_LIMIT] = {.why = "A block may declare 48 KB (49,152 bytes) of static shared memory, and nvlink refuses a "
                              "kernel past it (\"uses too much shared data\"). Where a strategy keeps a batch or "
                              "records for a launch (aggregation at block, grid or multiblock granularity, "
                              "flattening's batches, `--remove=t3`, `auto`, `t1` and `t2`), its code declares up to "
                              "352 bytes of shared memory in the launching kernel for each of the kernel's launch "
                              "sites; T3 also runs the children's blocks there, with their shared memory; and a fused "
                              "kernel declares a few bytes beside the child's own. dpopt counts the declarations it "
                              "can size (scalar and CUDA vector types, arrays sized by literals and macros, in the "
                              "kernel and the functions it calls) and does not take the site where they and what the "
                              "strategy adds would pass the limit; a declaration it cannot size (a class, a template "
                              "parameter) counts for nothing.",
                              .change = "declare less static shared memory in the kernel the note names (or move some "
                              "to dynamic shared memory, `extern __shared__`, sized at launch), or take a strategy "
                              "that adds none there: `--remove=t4`, `--threshold`, `--coarsen`, or "
                              "`--aggregate=warp` where the launching kernel is the one near the limit.",
                              .quotes = {"<bytes>", "<bytes added>", ""}},
    [REFUSAL_BLOCK_GROUP] = {.why = "Cooperative groups' `thread_block` reads the thread's place from the hardware; dpopt "
                             "stands a block of its own in for it only where the child's blocks stay blocks "
                             "(aggregation), and a persistent kernel runs its blocks under other blocks' place.",
                             .change = "use aggregation (`--aggregate`) for this child, or use `threadIdx`/`__syncthreads()` "
                             "instead of the group.",
                             .quotes = {"<group>"}},
    [REFUSAL_GROUP_TILE_BLOCK] = {.why = "`tiled_partition` splits the fused block into tiles of hardware warps; that is the "
                                  "child's block only when every fused launch uses the same block size.",
                                  .change = "launch the child with a block size all threads share (a constant or a value "
                                  "uniform over the aggregated launches), or aggregate at warp granularity."},
    [REFUSAL_HIDDEN_LAUNCH] = {.why = "A launch made through a macro dpopt cannot expand, a function it cannot see, or the "
                               "runtime API (`cudaLaunchKernel`) is one dpopt cannot plan for; the strategy needs to "
                               "know every launch of the kernel involved.",
                               .change = "write the launch with `<<<...>>>` in code dpopt reads.",
                               .quotes = {"<where the launch dpopt cannot see is>"}},
    [REFUSAL_LOOP_NOT_TOGETHER] = {.why = "At block granularity (and for T3) the launch is made at the end of each loop "
                                   "iteration with the whole block; the block's threads must run the iterations "
                                   "together, else some would wait at a barrier the others never reach.",
                                   .change = "make the loop's bounds the same for every thread of the block, or use warp "
                                   "granularity (`--aggregate=warp`) or `--remove=t4`."},
    [REFUSAL_LOOP_LEFT_EARLY] = {.why = "The block meets at the end of each iteration to make the launches; a `break`, "
                                 "`continue`, `return` or `goto` would skip that meeting for some threads and hang or "
                                 "lose launches.",
                                 .change = "restructure the loop so its body always runs to the end (a flag instead of "
                                 "`break`/`continue`), or use `--aggregate=warp` or `--remove=t4`."},
    [REFUSAL_CHILD_PARAM_REFERENCE] = {.why = "The record is declared empty and filled field by field after the launch is "
                                       "reached; a reference must be bound when declared.",
                                       .change = "pass the parameter by value or by pointer.",
                                       .quotes = {"<parameter>", "<type>"}},
    [REFUSAL_CHILD_PARAM_NO_DEFAULT] = {.why = "The record is declared empty and filled field by field; a type whose "
                                        "constructors all take arguments cannot be declared empty.",
                                        .change = "give the type a default constructor (`T() = default;`), or pass a pointer "
                                        "to it.",
                                        .quotes = {"<parameter>", "<type>", ""}},
    [REFUSAL_LAUNCH_MAY_REPEAT] = {.why = "One record per thread holds the launch until the batch is made; a thread that "
                                   "reaches the launch again (a loop built with `goto`, a lambda called twice) would "
                                   "overwrite it and lose a launch.",
                                   .change = "write the repetition as a `for`/`while` loop whose iterations the block runs "
                                   "together, or use `--remove=t4`.",
                                   .quotes = {"<where it may repeat>"}},
    [REFUSAL_LAUNCH_IN_LAMBDA] = {.why = "The record would be written inside the lambda (in a copy, where it captures by value) "
                                  "and the launch made outside it, where that copy is not seen.",
                                  .change = "make the launch in the kernel's body rather than inside the lambda."},
    [REFUSAL_LAUNCH_IN_IF_CONSTEXPR] = {.why = "The launch would move out of the `if constexpr` branch and be instantiated for "
                                        "every instantiation of the kernel, including those where the branch is "
                                        "discarded (a recursion on a template parameter would never end).",
                                        .change = "use an ordinary `if` where both branches compile, or specialise the kernel "
                                        "instead of the branch."},
    [REFUSAL_DIVERGENT_RETURN] = {.why = "The strategy takes every thread of the block to its end (to run or launch the "
                                  "block's children there, with barriers); a thread that returned early would leave "
                                  "the others waiting for it, or break the kernel's own barriers or warp operations.",
                                  .change = "replace the early `return` by an `if` around the rest of the body, so every thread "
                                  "reaches the end.",
                                  .quotes = {"<barriers or warp-wide operations>"}},
    [REFUSAL_STREAM_DIFFERS] = {.why = "One fused launch goes to one stream; when the threads launch into different streams, "
                                "the fused grid would lose the order (and waits) of the others.",
                                .change = "launch into a stream all the fused threads share, or into `cudaStreamFireAndForget` "
                                "where the order does not matter."},
    [REFUSAL_CHILD_GRID_SYNC] = {.why = "`grid.sync()` waits for every block of the child's grid; fused, coarsened or run in "
                                 "place, its grid is no longer the one it was launched with, and the barrier would "
                                 "wait for the wrong blocks or hang.",
                                 .change = "nothing in dpopt: such a child stays a launch. Splitting it at the grid barrier into "
                                 "two kernels would let them be taken."},
    [REFUSAL_CHILD_LAUNCHES] = {.why = "Run in place, the child's own launches would become launches from the removed "
                                "child's threads, which the plan for this site does not cover.",
                                .change = "use aggregation (`--aggregate`), which takes launching children, or `--threshold` "
                                "for a kernel launching itself."},
    /* aggregation */
    [REFUSAL_HIDDEN_SYNC_WAITS] = {.why = "Aggregation makes the launch later (at the end of the warp, block or grid); a "
                                   "device-side `cudaDeviceSynchronize` made before then, here through a macro or "
                                   "function dpopt does not rewrite, would no longer wait for the child.",
                                   .change = "use launch removal (`--remove=t4` or `auto`), which runs the child before the "
                                   "synchronisation, or call `cudaDeviceSynchronize` directly in the kernel.",
                                   .quotes = {"<macro or function>"}},
    [REFUSAL_SYNC_WAITS] = {.why = "Aggregation postpones the launch; the `cudaDeviceSynchronize` after it would then wait "
                            "for nothing and the kernel would read the child's results too early.",
                            .change = "use launch removal (`--remove=t3`, `t4` or `auto`): it runs the children before the "
                            "synchronisation and removes it, which also makes CDP1 code build on CUDA 12."},
    [REFUSAL_SHARED_SIZE_DIFFERS] = {.why = "The fused kernel has one dynamic shared-memory size for all its blocks; launches "
                                     "asking different sizes cannot share one.",
                                     .change = "compute the shared size from values all the fused threads share (a constant, a "
                                     "kernel argument), or aggregate at a finer granularity."},
    [REFUSAL_BLOCK_SIZE_DIFFERS] = {.why = "A fused block runs one child block of one size; a child with `__syncthreads` needs "
                                    "its block's threads to be exactly those of the launch, which differ in size.",
                                    .change = "use one block size for every launch the granularity fuses, or aggregate at a "
                                    "finer granularity (warp)."},
    [REFUSAL_BLOCK_SHAPE_DIFFERS] = {.why = "Launches fused with blocks that differ run in one block of each dimension's "
                                     "largest: blocks (64, 16) and (16, 64) of 1,024 threads each make one of 4,096, "
                                     "which does not launch, and blocks (16, 2) and (32, 1) put other threads together "
                                     "in a warp, which a warp shuffle reads. A block of x alone keeps both.",
                                     .change = "launch a one-dimensional block (an integer, or dim3(x)), use one block "
                                     "for every launch the granularity fuses, or aggregate at a finer granularity."},
    [REFUSAL_WARP_REPEAT] = {.why = "A warp batch meets its lanes at warp barriers; a lane that reaches the launch again "
                             "alone would pair its barrier with another batch's (found by differential testing).",
                             .change = "move the launch out of the loop or lambda, or use block granularity."},
    [REFUSAL_WARP_DEVICE_FUNCTION] = {.why = "A device function may be called more than once or by only some lanes; a warp "
                                      "batch is sound only where each lane meets it once.",
                                      .change = "make the launch in the kernel's body, or use block granularity."},
    [REFUSAL_WARP_TAIL_LAUNCH] = {.why = "A tail launch made through a warp batch was seen to hang the kernel in differential "
                                  "testing; the cause is not understood, so it is refused.",
                                  .change = "launch into `cudaStreamFireAndForget` or the NULL stream, or use block or grid "
                                  "granularity."},
    [REFUSAL_WARP_KERNEL_TAIL_LAUNCH] = {.why = "A warp batch in a kernel whose threads also make a tail launch was seen to "
                                         "hang; the cause is not understood, so no warp batch is made there.",
                                         .change = "use block or grid granularity for this kernel, or a stream other than "
                                         "`cudaStreamTailLaunch` for the other launch."},
    [REFUSAL_WARP_LAUNCHES_BESIDE] = {.why = "A warp batch in a kernel whose threads also make other launches (a "
                                      "launch of every thread in a loop beside thread 0's batch) was seen to hang "
                                      "where the program as written and block granularity do not; the cause is not "
                                      "understood, so no warp batch is made there.",
                                      .change = "use block or grid granularity for this launch."},
    [REFUSAL_WARP_RECURSIVE] = {.why = "Warp batches of a kernel launching itself ran more child blocks than the program "
                                "launches in differential testing; refused until understood.",
                                .change = "use block or grid granularity (the fallback dpopt takes by itself)."},
    [REFUSAL_WARP_PARENT_WARP_OPS] = {.why = "A warp batch's `__syncwarp` and shuffles pair with any other warp barrier of the "
                                      "same lanes on Volta and later, wherever it is in the code; the kernel's own "
                                      "would pair with the batch's.",
                                      .change = "use block granularity, or move the kernel's warp-wide operations out of the "
                                      "code between its launches."},
    [REFUSAL_WARP_PARENT_UNSEEN] = {.why = "A function the kernel calls that dpopt cannot see may use warp-wide operations, "
                                    "whose barriers could pair with the batch's.",
                                    .change = "define the function where dpopt reads it (the file, a quoted header, `-I`), or "
                                    "use block granularity.",
                                    .quotes = {CALL_CHAIN}},
    [REFUSAL_POSTPONE_DEVICE_FUNCTION] = {.why = "Block, grid and multiblock granularity make the launch at the end of the "
                                          "kernel, where every thread of the block is present; a device function has "
                                          "no such end of its own.",
                                          .change = "make the launch in the kernel's body (return the arguments from the "
                                          "device function), or use warp granularity."},
    [REFUSAL_GRID_LOOP] = {.why = "A kernel launching itself is batched level by level, one launch a thread; the "
                           "iterations of a loop would make several.",
                           .change = "move the launch out of the loop (one launch of all the work), or use block granularity, "
                           "which makes a batch per iteration."},
    [REFUSAL_GRID_LOOP_ORDERED] = {.why = "A thread's launches of a loop are kept for the end of the kernel and run in one "
                                   "fused grid, at once; a stream that orders them (the block's NULL stream, a stream "
                                   "of the program's) would have each wait for the one before.",
                                   .change = "launch into cudaStreamFireAndForget where the iterations' children do not "
                                   "depend on each other, or use block granularity, which makes a batch per iteration."},
    [REFUSAL_OVER_CAP_LOOP] = {.why = "Flattening at warp scope batches a launch over its cap for the whole grid only "
                               "where the thread makes it once; in a loop each launch would need a record of its own.",
                               .change = "raise --flatten-cap above the children's sizes, or use --aggregate=grid, which "
                               "keeps a record for each launch of a loop."},
    [REFUSAL_MULTIBLOCK_LOOP] = {.why = "A batch per group of blocks is made once, when the group's last block finishes; the "
                                 "iterations of a loop would all write the one batch.",
                                 .change = "move the launch out of the loop, or use block granularity."},
    [REFUSAL_GRID_OWN_STREAM] = {.why = "The fused grid is a tail launch (`cudaStreamTailLaunch`); the order of the program's "
                                 "own stream, and the waits on it, would be lost.",
                                 .change = "launch into the NULL stream or `cudaStreamFireAndForget`, or use block "
                                 "granularity."},
    [REFUSAL_GRID_TAIL_ORDER] = {.why = "Another launch of the same blocks goes to `cudaStreamTailLaunch` and waits for "
                                 "these children; the fused grid, a tail launch made after it, would run after it "
                                 "instead.",
                                 .change = "launch the other kernel into another stream, or use block granularity."},
    [REFUSAL_NESTED_TAIL_ASKED] = {.why = "The program asked for its children after the whole grid, which the fused "
                                   "grid keeps: it is a tail launch too (`cudaStreamTailLaunch`), which costs more "
                                   "the higher the pending-launch limit.",
                                   .change = "launch into `cudaStreamFireAndForget` where the children need not wait "
                                             "for the whole grid."},
    [REFUSAL_GRAPH_CHAINED_ASKED] = {.why = "`--levels=chained` keeps each level a child grid of the one before, "
                                     "launched by its last block.",
                                     .change = "leave the option out for device graphs."},
    [REFUSAL_GRAPH_HOST_COPY] = {.why = "The levels run as device graphs from copies of the kernel that the host's "
                                 "launches launch; the kernel itself stays for every other launch. The copy, or the "
                                 "rewritten launches, cannot be made.",
                                 .change = "see the cause quoted: launch the kernel in plain statements after its "
                                 "definition, and name it only to launch it."},
    [REFUSAL_GRAPH_RECORDS_KEPT] = {.why = "A level's graph has no block's end that makes the next level's batch: each "
                                    "launch must go into it at the launch.",
                                    .change = "launch at most once per row of a block's threads, outside loops, where "
                                    "the launch pool cannot run out (or accept chained levels)."},
    [REFUSAL_GRAPH_BLOCK_VARIES] = {.why = "A device graph's kernel node takes its grid and arguments from the device, "
                                    "never its block or dynamic shared memory.",
                                    .change = "launch every level with one constant block and shared-memory size."},
    [REFUSAL_GRAPH_OTHER_LAUNCH] = {.why = "A kernel of a device graph may launch nothing from the device (CUDA refuses "
                                    "to instantiate the graph).",
                                    .change = "keep the recursion's kernel to launches of itself, launched from the "
                                    "host only."},
    [REFUSAL_GRAPH_RUNTIME_CALL] = {.why = "A kernel of a device graph may not call the device runtime (CUDA refuses "
                                    "to instantiate the graph); dpopt answers `cudaGetLastError` after the level's "
                                    "launches itself.",
                                    .change = "move the call to the host, or accept chained levels."},
    [REFUSAL_GRAPH_RUNTIME_CALLEE] = {.why = "As above, through a function the kernel calls.",
                                      .change = "move the call to the host, or accept chained levels.",
                                      .quotes = {"calls <function>, which <calls the runtime>"}},
    [REFUSAL_GRAPH_LAUNCH_IN_BRANCH] = {.why = "The graphs' kernels and the host's launch of them are written once for "
                                        "every branch of the conditional.",
                                        .change = "move the launch out of the `#if`."},
    [REFUSAL_NESTED_ORDERED] = {.why = "A fused grid started as a child of the grid whose batch it runs would run beside "
                                "that grid's other launches; one into the NULL stream is ordered with the batch's "
                                "launches, and a tail launch waits for the batch's children. The fused grid then "
                                "starts only after the whole grid (`cudaStreamTailLaunch`), which costs more the "
                                "higher the pending-launch limit.",
                                .change = "launch the other kernel into `cudaStreamFireAndForget` where its order "
                                          "does not matter."},
    [REFUSAL_MULTIBLOCK_OWN_STREAM] = {.why = "A group's fused grid goes to `cudaStreamFireAndForget`; the order of the "
                                       "program's own stream would be lost.",
                                       .change = "launch into `cudaStreamFireAndForget` (where order does not matter), or use "
                                       "block granularity."},
    [REFUSAL_MULTIBLOCK_HIDDEN_NULL_STREAM] = {.why = "A launch dpopt cannot see may go to the blocks' NULL stream, whose "
                                               "launches run in order; the group's fused grid goes to "
                                               "`cudaStreamFireAndForget` and could overtake it.",
                                               .change = "make the other launch visible to dpopt (`<<<...>>>` in code it "
                                               "reads), or use block or grid granularity."},
    [REFUSAL_MULTIBLOCK_NULL_STREAM] = {.why = "Another launch by the same blocks goes to their NULL stream, whose launches run "
                                        "in order; the group's fused grid in `cudaStreamFireAndForget` would lose that "
                                        "order.",
                                        .change = "launch both into `cudaStreamFireAndForget` where order does not matter, or "
                                        "use block or grid granularity."},
    [REFUSAL_PARENT_DEVICE_LAUNCHED] = {.why = "A grid-wide (or group) batch lives in a static variable per site; the "
                                        "launching kernel, launched from the device too, may run several grids at "
                                        "once, which would share it.",
                                        .change = "launch the kernel only from the host, or use block granularity (dpopt falls "
                                        "back to it)."},
    [REFUSAL_PARENT_STREAM_LAUNCHED] = {.why = "The batches of groups of blocks (multiblock) and of a recursion's levels "
                                        "live in static variables per site; launched from the host into a stream, "
                                        "several grids of the kernel may run at once and share them (grid granularity "
                                        "gives each grid a state of its own).",
                                        .change = "launch the kernel from the host into the default stream, or use grid or "
                                        "block granularity."},
    [REFUSAL_PARENT_HIDDEN_LAUNCHED] = {.why = "A launch of the kernel that dpopt cannot see may run a second grid of it "
                                        "beside the first, sharing a static batch of groups of blocks (multiblock) or "
                                        "of a recursion's levels (grid granularity gives each grid a state of its own).",
                                        .change = "launch the kernel with `<<<...>>>` in code dpopt reads, or use grid or "
                                        "block granularity.",
                                        .quotes = {"<macro or function>"}},
    [REFUSAL_PARENT_HOST_THREADS] = {.why = "The batches of groups of blocks (multiblock) and of a recursion's levels "
                                     "live in static variables per site; host threads launching the kernel into the "
                                     "default stream run their grids at once where each thread's default stream is "
                                     "its own (`nvcc --default-stream per-thread`), and they would share them (grid "
                                     "granularity gives each grid a state of its own).",
                                     .change = "launch the kernel from one host thread, or use grid or block "
                                     "granularity."},
    [REFUSAL_PARENT_RUNS_FUSED] = {.why = "The launching kernel is itself a child run fused with blocks sized for its largest "
                                   "parent; its surplus threads leave early and would not reach a warp batch or the "
                                   "block's end together.",
                                   .change = "launch this kernel (from its own parent) with one block size for all the launches "
                                   "fused, so its fused blocks have no surplus threads, or accept the finer "
                                   "granularity dpopt chose."},
    [REFUSAL_ANOTHER_WARP_BATCH] = {.why = "A warp batch is sound only where each lane meets at most one in the kernel's life "
                                    "and at once; lanes of one warp in two branches would run two, and their barriers "
                                    "would pair.",
                                    .change = "keep one launch from the device per kernel at warp granularity, or use block "
                                    "granularity."},
    [REFUSAL_WARP_OTHER_BRANCH] = {.why = "A thread makes one of the launches in the branches of an if or a switch, but "
                                   "the lanes of one warp may take different branches: two warp batches would then "
                                   "run at once, and their barriers pair; a batch in one branch beside plain launches "
                                   "in the others hung on an H100 too. Every such launch is made as written.",
                                   .change = "use block granularity, which makes the launches at the end of the block, "
                                   "every thread present.",
                                   .quotes = {"<if or switch>"}},
    [REFUSAL_FINER_GRANULARITY] = {.why = "The granularity asked cannot take the site for the reason quoted; a finer one "
                                   "can, so dpopt used it rather than leaving the launch as written.",
                                   .change = "remove the cause quoted (see its own entry) to get the granularity asked."},
    [REFUSAL_NOT_AT_WARP_EITHER] = {.why = "Two reasons: the one the granularity asked has, then the one warp granularity (the "
                                    "fallback) has.",
                                    .change = "see the entries of the two reasons quoted."},
    [REFUSAL_NEITHER_ASKED_NOR_WARP] = {.why = "The granularity asked cannot take the site, nor can warp granularity, its last "
                                        "fallback: the launch stays as written.",
                                        .change = "see the entries of the two reasons quoted."},
    /* launch removal */
    [REFUSAL_RECURSIVE] = {.why = "Run in place, a child launching itself would make one thread run a whole recursion "
                           "subtree serially, with no bound on its depth.",
                           .change = "use `--threshold=N`, which runs small recursive launches in the thread and launches "
                           "large ones, or aggregation."},
    [REFUSAL_CHILD_RUNS_TOGETHER] = {.why = "The child uses block-wide operations that need its threads to run at the same "
                                     "time (`__syncthreads_count`/`_and`/`_or`, `this_thread_block`, "
                                     "`tiled_partition`, `this_grid`); run by other threads in turn they would not.",
                                     .change = "use aggregation (`--aggregate`), which keeps the child's blocks."},
    [REFUSAL_CHILD_DYNAMIC_SHARED] = {.why = "Run in place, the child's shared memory comes from the parent block's; dynamic "
                                      "shared memory sized at the launch cannot be reserved there.",
                                      .change = "give the child a static `__shared__` array, or use aggregation."},
    [REFUSAL_CHILD_SHARED_IN_BRANCH] = {.why = "Run in place, the child's shared arrays are declared once for the block; one "
                                        "declared inside a branch or loop has no single place.",
                                        .change = "declare the child's `__shared__` arrays at the top of its body."},
    [REFUSAL_CHILD_CALLEE_SHARED] = {.why = "Run in place, shared memory declared in a function the child calls would be "
                                     "the parent block's (or, run by one thread, that thread's), not each child "
                                     "block's; dynamic shared memory reserved at the launch is gone.",
                                     .change = "declare the shared memory in the child's own body and pass it to the "
                                     "function, or use aggregation."},
    [REFUSAL_T4_SHARED_ATOMIC] = {.why = "T4 runs the child's threads one after another in the launching thread, so the "
                                  "child's shared memory becomes that thread's local memory, on which an atomic "
                                  "operation is not allowed (nvcc: \"Cannot do atomic on local memory\").",
                                  .change = "use `--remove=t3` or aggregation, which keep the child's blocks."},
    [REFUSAL_FILE_SHARED] = {.why = "A `__shared__` variable declared at file scope is each block's own. The "
                             "strategies run a kernel's blocks or threads elsewhere (in the launching thread or "
                             "block, one after another or side by side in one block), where they would share "
                             "one, and the checks they make of the kernel's own shared memory do not see it.",
                             .change = "declare the shared variable in the kernel's body."},
    [REFUSAL_PARAM_CHANGED] = {.why = "Each thread of a kernel starts from the launch's parameter values. Thread "
                               "loops (launch removal, flattening, thresholds), coarsened blocks and a "
                               "persistent kernel's blocks run the body several times in one thread with one "
                               "copy of the parameters, so a change one run makes would be seen by the next.",
                               .change = "copy the parameter into a local and change the local "
                               "(`int *p = a; p += offset;`)."},
    [REFUSAL_CHILD_WAITS] = {.why = "Launch removal and flattening run a child's threads one after another in one "
                             "thread; a child thread that waits for another without a barrier (polling a "
                             "`volatile` flag or an atomic in a loop, or sleeping with `__nanosleep`) would wait "
                             "for a thread that runs only after it, forever.",
                             .change = "use aggregation (`--aggregate`), which keeps the child's threads running "
                             "together."},
    [REFUSAL_CHILD_STATIC_LOCAL] = {.why = "A static local variable is one object for the whole program; the copy of "
                                    "the child (or of a function it calls) that the strategy makes would have a "
                                    "second, so the launches made in place and those left as written would not "
                                    "share it.",
                                    .change = "make it a `__device__` variable of the file."},
    [REFUSAL_CHILD_WARP_OPS] = {.why = "The child uses warp-wide operations (shuffles, votes, `__syncwarp`) that need its "
                                "lanes to run together; the strategy runs its threads one after another.",
                                .change = "use `--remove=t3` (which keeps lanes where the block is whole warps) or "
                                "aggregation."},
    [REFUSAL_T3_WARP_OPS_BARRIERS] = {.why = "T3 would run a child with barriers in thread loops split at them, which do not "
                                      "keep its lanes together for its warp-wide operations.",
                                      .change = "use aggregation for this child."},
    [REFUSAL_T3_WARP_OPS_SYNC] = {.why = "T3 runs a child with warp-wide operations only where the block is whole warps, else "
                                  "it launches it; a `cudaDeviceSynchronize` waits for it, and a launch cannot be "
                                  "waited for after removal.",
                                  .change = "nothing in the options: without the `cudaDeviceSynchronize` T3 takes it (launching "
                                  "it as written where the block is not whole warps)."},
    [REFUSAL_CHILD_RETURNS_BARRIERS] = {.why = "The threads standing in for the child's would meet its barriers out of step: "
                                        "one that returned early no longer arrives at the next barrier.",
                                        .change = "replace the child's early `return` by an `if` around the rest of the body."},
    [REFUSAL_CHILD_BARRIERS_UNSPLIT] = {.why = "T4 runs the child's threads in loops split at its barriers; the note says where "
                                        "the body cannot be split (a barrier in a loop or branch its threads do not all "
                                        "take, or a local variable live across a barrier whose value dpopt cannot "
                                        "recompute or keep).",
                                        .change = "move the barrier to the top level of the child's body and keep values across "
                                        "it in `__shared__` arrays, or use `--remove=t3` or aggregation.",
                                        .quotes = {"<why the barriers cannot be split>"}},
    [REFUSAL_T3_DEVICE_FUNCTION] = {.why = "T3 runs the block's launches at the end of the kernel (or at a synchronisation in "
                                    "it); a device function has no block end of its own.",
                                    .change = "make the launch in the kernel's body, or use `--remove=t4`."},
    [REFUSAL_T3_HIDDEN_SYNC] = {.why = "T3 runs the block's launches at the `cudaDeviceSynchronize` that waits for them; one "
                                "made through a macro or function dpopt does not rewrite cannot be replaced.",
                                .change = "call `cudaDeviceSynchronize` directly in the kernel, or use `--remove=t4` (dpopt "
                                "takes it)."
                                ,
                                .quotes = {"<macro or function>"}},
    [REFUSAL_T3_FAR_SYNC] = {.why = "T3 runs the block's launches at a synchronisation in the launching kernel only; one in "
                             "another function may wait for them before they run.",
                             .change = "make the `cudaDeviceSynchronize` in the launching kernel, or use `--remove=t4`.",
                             .quotes = {"<function>"}},
    [REFUSAL_T3_SYNC_DIVERGENT] = {.why = "T3 runs the block's launches at the synchronisation with the whole block; where "
                                   "only some threads reach it, the others would never join.",
                                   .change = "make every thread of the block reach the `cudaDeviceSynchronize`, or use "
                                   "`--remove=t4`."},
    [REFUSAL_T3_SYNC_RESULT_USED] = {.why = "T3 replaces the synchronisation statement by the block's run of its launches; a "
                                     "`cudaDeviceSynchronize` whose result is used is not a statement of its own.",
                                     .change = "call `cudaDeviceSynchronize();` as a statement (check errors with "
                                     "`cudaGetLastError()` after it)."},
    [REFUSAL_T3_SYNC_T4_CANNOT] = {.why = "Where the block cannot run the child at the synchronisation (launch pool full, "
                                   "child block too large), T3 falls back to the launching thread running it (T4), "
                                   "which cannot take this child; a launch as written could not be waited for.",
                                   .change = "remove what keeps T4 from the child (see `--remove=t4`'s note), or drop the "
                                   "`cudaDeviceSynchronize`."},
    [REFUSAL_REMOVE_TAIL_LAUNCH] = {.why = "A tail launch's child runs after the whole parent grid; run in place, it would run "
                                    "before the other blocks are done and could read unfinished data.",
                                    .change = "use grid granularity (`--aggregate=grid`), which keeps the tail launch, or "
                                    "launch into `cudaStreamFireAndForget` if the child does not need the grid done."},
    [REFUSAL_REMOVE_OWN_STREAM] = {.why = "Launches into the program's own device streams are not removed: a kernel left "
                                   "creating streams with nothing launched into them was seen to hang.",
                                   .change = "launch into `cudaStreamFireAndForget` or the NULL stream where the order allows.",
                                   .quotes = {"<stream>"}},
    [REFUSAL_NULL_STREAM_ORDER] = {.why = "A thread's launches into the NULL stream run one after another; run in the parent, "
                                   "this child would no longer wait for the other launch left as written, nor it for "
                                   "this one.",
                                   .change = "make the other launch removable too, or launch into `cudaStreamFireAndForget` "
                                   "where the order does not matter.",
                                   .quotes = {"<kernel>"}},
    [REFUSAL_NULL_STREAM_OVER_CAP] = {.why = "The other launch is made as written when it has more child threads than "
                                      "`--flatten-cap`; run in the parent, this one would not wait for it, though the "
                                      "NULL stream orders them.",
                                      .change = "raise `--flatten-cap`, or launch into `cudaStreamFireAndForget` where the order "
                                      "does not matter.",
                                      .quotes = {"<kernel>"}},
    [REFUSAL_NULL_STREAM_MIXED] = {.why = "Two launches of one thread into the NULL stream would be run by different forms "
                                   "(one in place, one launched or run later), and would no longer keep their order.",
                                   .change = "use one strategy for both (`--remove=t4`, or `--decisions` naming the same kind), "
                                   "or `cudaStreamFireAndForget` where the order does not matter.",
                                   .quotes = {"<kernel>", "<its form>", "<this one's form>"}},
    [REFUSAL_T4_DIVERGED_SERIAL] = {.why = "Run in place, a child whose size differs between lanes leaves the warp diverged; a "
                                    "warp diverged at a later launch that stays a launch was seen to hang.",
                                    .change = "make the other launch removable as well, or its child size uniform in the warp.",
                                    .quotes = {"<kernel>"}},
    [REFUSAL_REMOVAL_ONLY] = {.why = "The removal asked cannot take the site for the reason quoted; the other in-place "
                              "removal can, and dpopt used it.",
                              .change = "remove the cause quoted (see its entry) to get the removal asked."},
    [REFUSAL_FLATTEN_CHILD_BARRIERS] = {.why = "Flattening runs the child's threads one by one, spread over lanes, not as "
                                        "blocks; a barrier needs the threads of its block to run together.",
                                        .change = "use `--remove=t3` or `t4` (which run such children in place) or "
                                        "`--aggregate`."},
    [REFUSAL_FLATTEN_CHILD_SHARED] = {.why = "Flattened threads are not blocks and have no shared memory to share.",
                                      .change = "use `--remove=t3` or `t4`, or `--aggregate`."},
    [REFUSAL_FLATTEN_ORDERED_FALLBACK] = {.why = "A launch too large for the thread batch (over 65,536 threads) is made as "
                                          "written at the end of the block, and would run before the fused grid's "
                                          "launches that the program made first in the same ordered stream.",
                                          .change = "launch into `cudaStreamFireAndForget` where the order does not matter; "
                                          "the site is aggregated block by block meanwhile.",
                                          .quotes = {"<kernel>"}},
    [REFUSAL_FLATTEN_WARP_DIVERGED_REPEAT] = {.why = "A launch over the flattening cap is made as written by its lane "
                                              "while the warp's others run their children's threads; a thread "
                                              "that reaches the launch again (a loop) then launches from a warp "
                                              "so diverged, which was seen to hang.",
                                              .change = "make the child size uniform in the warp, or use "
                                              "`--flatten=grid`, which takes launches in loops."},
    [REFUSAL_FLATTEN_WARP_DIVERGED_BESIDE] = {.why = "A launch over the flattening cap is made as written by its lane "
                                              "while the warp's others run their children's threads; the warp "
                                              "may go on diverged to the kernel's other launch, as a warp that "
                                              "ran children of differing sizes in place (T4) does, which was seen "
                                              "to hang.",
                                              .change = "make the child size uniform in the warp, or flatten the "
                                              "other launch too.",
                                              .quotes = {"<kernel>"}},
    [REFUSAL_FLATTEN_BLOCK_UNORDERED] = {.why = "At block scope, a block whose batch holds more threads than it runs "
                                         "itself launches a fused grid for them into `cudaStreamFireAndForget`, "
                                         "which does not keep the order of the block's other launches into the "
                                         "same ordered stream.",
                                         .change = "launch into `cudaStreamFireAndForget` where the order does not matter, "
                                         "or use `--flatten=grid`; the site is aggregated block by block meanwhile.",
                                         .quotes = {"<kernel>"}},
    [REFUSAL_OVER_CAP_ORDERED] = {.why = "Aggregated, a launch over the cap is made as written after the grid; in an "
                                  "ordered stream with another launch of the same blocks it would run out of order.",
                                  .change = "launch into `cudaStreamFireAndForget` where the order does not matter, or raise "
                                  "the cap.",
                                  .quotes = {"<kernel>"}},
    [REFUSAL_LEVEL_STREAM_ORDER] = {.why = "A thread's launches into its block's NULL stream (or the tail stream) run in "
                                    "the order it makes them, each after the one before and all its descendants. "
                                    "Run level by level, a recursion's launches of one level run side by side in "
                                    "one fused grid, so two a thread makes in turn would overlap.",
                                    .change = "launch the children into `cudaStreamFireAndForget` where their order "
                                    "does not matter."},
    [REFUSAL_AGGREGATE_STREAM_ORDER] = {.why = "Aggregated, this launch is made later (at the batch); the thread's next launch "
                                        "into the same ordered stream is made sooner (as written, in a warp's batch, or "
                                        "in a batch of a shorter scope: a block's before the grid's) and would run "
                                        "before it.",
                                        .change = "aggregate the other launch at the same granularity, or launch into "
                                        "`cudaStreamFireAndForget`.",
                                        .quotes = {"<kernel>"}},
    [REFUSAL_NO_PERSISTENT_IN_PLACE] = {.why = "The kernel gets no persistent version (T1/T2) for the reason quoted; its "
                                        "launches are removed in place (T3 or T4) instead.",
                                        .change = "remove the cause quoted (see its entry) to get the persistent version."},
    /* T1/T2: why a kernel gets no persistent version */
    [REFUSAL_PERSISTENT_LAUNCH_KEPT] = {.why = "The persistent version is launched cooperatively, and a cooperative launch "
                                        "does not allow the device runtime: every launch in the kernel must be "
                                        "removed, and this one stays as written.",
                                        .change = "make that launch removable (its own note says why it is not)."},
    [REFUSAL_PERSISTENT_LAUNCH_IN_BRANCH] = {.why = "The persistent version's worklists, rounds and host launch are "
                                             "written for every launch of the kernel; for a launch in a branch of an "
                                             "`#if` in the body they would name records of a launch that is not compiled.",
                                             .change = "give dpopt the `-D` and `-U` the build uses: it then reads the "
                                             "branch compiled; or accept T3/T4 in place."},
    [REFUSAL_PERSISTENT_LAUNCH_T4_ONLY] = {.why = "The persistent grid shares out child blocks (T1) or launches (T2); a child "
                                           "only T4 can run (in the launching thread) cannot be shared out.",
                                           .change = "remove the cause T3 names, or accept T4 in place."},
    [REFUSAL_PERSISTENT_LOOP_UNRUN] = {.why = "The persistent grid keeps one record per thread and site between grid "
                                       "barriers; a launch in a loop would overwrite it unless a synchronisation in "
                                       "the same iteration runs it.",
                                       .change = "add a `cudaDeviceSynchronize` in the loop after the launch, or accept T3/T4."},
    [REFUSAL_PERSISTENT_SYNC_NOT_ALWAYS] = {.why = "Records go to the worklist at the end of the block, and only a grid-wide "
                                            "round at a synchronisation runs them; a synchronisation the launch does "
                                            "not always reach would wait for records not yet run.",
                                            .change = "make the `cudaDeviceSynchronize` follow the launch on every path."},
    [REFUSAL_PERSISTENT_CHILD_WARP_OPS] = {.why = "The persistent grid packs child threads into its blocks without keeping "
                                           "their lanes; warp-wide operations would mix threads of different child "
                                           "blocks.",
                                           .change = "accept T3 (it keeps lanes), or aggregation."},
    [REFUSAL_PERSISTENT_CHILD_BARRIERS] = {.why = "A child block larger than the persistent block must be run by T4 in loops "
                                           "split at its barriers, and T4 cannot split this child's.",
                                           .change = "launch the child with blocks no larger than the parent's, or move its "
                                           "barriers to the top level of its body."},
    [REFUSAL_PERSISTENT_TEMPLATE] = {.why = "The persistent version, its worklists and host launch are not generated for a "
                                     "template kernel.",
                                     .change = "nothing: a template kernel keeps T3/T4 in place."},
    [REFUSAL_PERSISTENT_ATTRIBUTE_SET] = {.why = "The host launches the persistent version, a copy of the kernel; an "
                                          "attribute the program sets names the original only (the largest dynamic "
                                          "shared memory), so a launch of the copy that needs it would fail.",
                                          .change = "nothing, for now: the kernel keeps T3/T4 in place."},
    [REFUSAL_PERSISTENT_SHARED_LIMIT] = {.why = "A block may declare 48 KB (49,152 bytes) of static shared memory, and nvlink "
                                         "refuses a kernel past it. The persistent version declares the kernel's "
                                         "shared memory (twice where it runs the kernel's launches of itself level "
                                         "by level: its own blocks' and a level's), up to 352 bytes of worklist "
                                         "storage for each launch site, and the shared memory of the children its "
                                         "blocks run; dpopt counts the declarations it can size (as for "
                                         "`shared_limit`).",
                                         .change = "declare less static shared memory in the kernel, or accept T3/T4 "
                                         "in place.",
                                         .quotes = {"<bytes>", "<bytes added>", ""}},
    [REFUSAL_PERSISTENT_TOO_MANY_SITES] = {.why = "The persistent grid's worklists hold one kind per launch site, in a mask of "
                                           "64 bits.",
                                           .change = "split the kernel, or accept T3/T4."},
    [REFUSAL_PERSISTENT_DEVICE_LAUNCHED] = {.why = "The persistent version replaces the kernel's host launches with a "
                                            "cooperative launch of as many blocks as fit; a launch from the device "
                                            "cannot be made cooperative.",
                                            .change = "launch the kernel from the host only."},
    [REFUSAL_PERSISTENT_LEVELS_OTHER_LAUNCH] = {.why = "A kernel launching itself runs its recursion level by level in the "
                                                "persistent grid, which holds only its own launches; a launch of "
                                                "another kernel has no level.",
                                                .change = "nothing simple: T3/T4 take it in place.",
                                                .quotes = {"<kernel>"}},
    [REFUSAL_PERSISTENT_LEVELS_ORDER] = {.why = "A level of the recursion is run at once, in no order; launches into an "
                                         "ordered stream would lose theirs.",
                                         .change = "launch the recursion into `cudaStreamFireAndForget`."},
    [REFUSAL_PERSISTENT_LEVELS_BLOCK] = {.why = "The persistent blocks running the levels have the host launch's block size; a "
                                         "self-launch with another block size would run in blocks of the wrong size.",
                                         .change = "launch the recursion with `blockDim` (or the host launch's block as "
                                         "written)."},
    [REFUSAL_PERSISTENT_LEVELS_REPEAT] = {.why = "A level's list holds one launch per thread; a thread launching more than "
                                          "once (in a loop) would overwrite its entry.",
                                          .change = "launch once per thread, or accept T3/T4."},
    [REFUSAL_PERSISTENT_LEVELS_SYNC] = {.why = "The levels are not run in rounds that a `cudaDeviceSynchronize` could wait "
                                        "for.",
                                        .change = "drop the synchronisation, or accept T3/T4."},
    [REFUSAL_PERSISTENT_HOST_UNSEEN] = {.why = "The host launch is replaced by the persistent version's; dpopt cannot see "
                                        "this one whole (a macro it cannot expand).",
                                        .change = "write the host launch out with `<<<...>>>`.",
                                        .quotes = {"<what dpopt cannot see of it>"}},
    [REFUSAL_PERSISTENT_HOST_EXPRESSION] = {.why = "The host launch is replaced by statements; inside a larger expression it "
                                            "has no statement of its own.",
                                            .change = "make the host launch a statement of its own."},
    [REFUSAL_PERSISTENT_HOST_STREAM] = {.why = "Two grids of the kernel in different streams could run at once and share one "
                                        "worklist.",
                                        .change = "launch the kernel from the host into the default stream."},
    [REFUSAL_PERSISTENT_HOST_BEFORE_DEFINITION] = {.why = "The replacement calls the persistent version, declared with the "
                                                   "kernel's definition: not yet declared there.",
                                                   .change = "define the kernel before its host launch."},
    [REFUSAL_PERSISTENT_HOST_DEFAULT_ARGUMENTS] = {.why = "The replacement passes the arguments as written; left-out default "
                                                   "arguments are not copied.",
                                                   .change = "write every argument out at the host launch."},
    [REFUSAL_PERSISTENT_NO_HOST_LAUNCH] = {.why = "Only a host launch in the file can be replaced by the persistent version's "
                                           "cooperative launch.",
                                           .change = "give dpopt the file that launches the kernel from the host (`dpopt a.cu "
                                           "b.cu -o DIR/`)."},
    [REFUSAL_PERSISTENT_SYNC_DIVERGENT] = {.why = "The persistent grid runs children only in grid-wide rounds, which every "
                                           "thread must join; a synchronisation that only some threads reach would "
                                           "hang.",
                                           .change = "make every thread of the block reach the `cudaDeviceSynchronize`."},
    [REFUSAL_PERSISTENT_PARAM_UNNAMED] = {.why = "The persistent version passes the kernel's parameters on by name.",
                                          .change = "name every parameter of the kernel."},
    [REFUSAL_PERSISTENT_GRID_SYNC] = {.why = "The persistent grid uses grid barriers of its own, with a grid that is not the "
                                      "kernel's as launched.",
                                      .change = "nothing: such a kernel keeps T3/T4."},
    [REFUSAL_PERSISTENT_ASM] = {.why = "The persistent blocks run the kernel's blocks under renamed `blockIdx`; assembly "
                                "reading `%ctaid` would see the persistent block.",
                                .change = "replace the assembly by CUDA C++, or accept T3/T4."},
    [REFUSAL_PERSISTENT_FRIEND] = {.why = "The persistent version is a copy under another name; the class's friendship names "
                                   "the original only.",
                                   .change = "make the members public (or use accessors) and drop the friend declaration.",
                                   .quotes = {"<class>", ""}},
    /* --flatten=grid: fused grids launched from the device, not by the host */
    [REFUSAL_FOLLOW_TEMPLATE] = {.why = "The host would launch a copy of the kernel (`<kernel>_dp_followed`), then the fused "
                                 "grid; copies are not generated for templates.",
                                 .change = "nothing needed: the fused grid is launched from the device (a tail launch), "
                                 "correct but slower."},
    [REFUSAL_FOLLOW_HEAD] = {.why = "The kernel's copy repeats its head; one with more than `__global__`, `void` and "
                                    "`__launch_bounds__` (static, extern \"C\", attributes) is not copied.",
                             .change = "drop the extra specifiers, or accept the fused grid launched from the device."},
    [REFUSAL_FOLLOW_PARAM_UNNAMED] = {.why = "The copy passes the kernel's parameters on by name.",
                                      .change = "name every parameter of the kernel."},
    [REFUSAL_FOLLOW_PARAM_GRID_CONSTANT] = {.why = "The copy's body would declare the parameter again; `__grid_constant__` is "
                                            "allowed on a kernel's parameter only.",
                                            .change = "drop `__grid_constant__`, or accept the fused grid launched from the "
                                            "device."},
    [REFUSAL_FOLLOW_FRIEND] = {.why = "The copy is another function; the class's friendship names the original only.",
                               .change = "make the members public and drop the friend declaration, or accept the fused grid "
                               "launched from the device.",
                               .quotes = {"<class>", ""}},
    [REFUSAL_FOLLOW_NO_HOST_LAUNCH] = {.why = "Only a host launch in the file can be followed by the fused grid's launch.",
                                       .change = "give dpopt the file that launches the kernel from the host."},
    [REFUSAL_FOLLOW_HOST_LAUNCH] = {.why = "The host launch is replaced by the copy's launch and the fused grid's; this one "
                                    "cannot be (a macro, an expression, before the definition, default or template "
                                    "arguments, or a stream expression).",
                                    .change = "write the host launch as a plain statement after the kernel's definition, every "
                                    "argument written out.",
                                    .quotes = {"<what it is>"}},
    [REFUSAL_FOLLOW_NAME_USED] = {.why = "The host launches the copy; what the kernel's name is used for elsewhere (an "
                                  "attribute, `cudaLaunchKernel`, a pointer) would not reach the copy.",
                                  .change = "launch the kernel only with `<<<...>>>`, or accept the fused grid launched from "
                                  "the device."},
    [REFUSAL_FOLLOW_TAIL_LAUNCH] = {.why = "The kernel's tail launch waits for these children; a fused grid launched by the "
                                    "host after the grid would run after it.",
                                    .change = "launch into another stream, or accept the fused grid launched from the device."},
    [REFUSAL_FOLLOW_LAUNCH_IN_BRANCH] = {.why = "The host code that launches the fused grids after the kernel is written "
                                         "for all its flattened launches; for a launch in a branch of an `#if` in the "
                                         "body it would name the fused grid of a launch that is not compiled.",
                                         .change = "give dpopt the `-D` and `-U` the build uses: it then reads the branch "
                                         "compiled; or accept the fused grid launched from the device."},
    [REFUSAL_FOLLOW_HOST_THREADS] = {.why = "Two host threads launching the kernel into one stream interleave their "
                                     "launches: the fused grid launched right after one thread's grid could come "
                                     "after the other thread's grid, and run after it.",
                                     .change = "launch the kernel from one host thread, or accept the fused grid "
                                     "launched from the device (it keeps each grid's children inside the grid)."},
    [REFUSAL_COOPERATIVE_RUNTIME_CALL] = {.why = "The persistent version is launched cooperatively, and a "
                                          "cooperative launch does not allow the device runtime (a `cuda...` call in "
                                          "the kernel or a child, other than the ones dpopt replaces itself).",
                                          .change = "move the runtime call out of the kernel and its children (to the host), or "
                                          "accept T3/T4."},
    [REFUSAL_COOPERATIVE_RUNTIME_CALLEE] = {.why = "As above, through a function the kernel calls.",
                                            .change = "move the runtime call to the host, or accept T3/T4.",
                                            .quotes = {"calls <function>, which <calls the runtime>"}},
    /* what became of a device-side cudaDeviceSynchronize */
    [REFUSAL_SYNC_LAUNCH_KEPT] = {.why = "The synchronisation may wait for a launch that stays as written, so it must stay "
                                  "(and the output needs CDP1, which CUDA 12 does not build).",
                                  .change = "make that launch removable (see its note)."},
    [REFUSAL_SYNC_OTHER_LAUNCH_KEPT] = {.why = "As above, for a launch in another function it may wait for.",
                                        .change = "make that launch removable (see its note)."},
    [REFUSAL_SYNC_OTHER_LAUNCH_T3] = {.why = "A launch in another function run by its block (T3) is run at a synchronisation "
                                      "of its own kernel, not at this one, which must then stay.",
                                      .change = "use `--remove=t4` for that launch (`--decisions`), which runs it at once."},
    [REFUSAL_SYNC_RUNS_RECORDS] = {.why = "Not a refusal: what dpopt made of the synchronisation (T3).",
                                   .change = "nothing needed."},
    [REFUSAL_SYNC_BARRIER] = {.why = "Not a refusal: the children ran inline, and a block barrier keeps the block-wide wait.",
                              .change = "nothing needed."},
    [REFUSAL_SYNC_DROPPED] = {.why = "Not a refusal: the children ran inline in their launching threads; dpopt assumes each "
                              "thread reads only its own children's results. A thread reading another thread's "
                              "child's results would need a barrier here.",
                              .change = "check the assumption; where it does not hold, make every thread of the block reach "
                              "the synchronisation so a barrier is kept."},
    [REFUSAL_SYNC_PERSISTENT_ROUND] = {.why = "Not a refusal: what the synchronisation became in the persistent version and "
                                       "in place.",
                                       .change = "nothing needed."},
    /* --threshold */
    [REFUSAL_THRESHOLD_TAIL_LAUNCH] = {.why = "A tail launch's child runs after the launching grid; run now by this thread it "
                                       "would run before the grid is done.",
                                       .change = "launch into `cudaStreamFireAndForget` if the child does not need the grid "
                                       "done."},
    [REFUSAL_THRESHOLD_OWN_STREAM] = {.why = "The stream's launches run in order; small children run here would overtake "
                                      "larger ones launched before them.",
                                      .change = "launch into `cudaStreamFireAndForget` where the order does not matter."},
    [REFUSAL_THRESHOLD_BLOCK_STREAM] = {.why = "The thread may launch again into the block's NULL stream, whose launches run "
                                        "in order; small children run here would overtake larger ones.",
                                        .change = "launch into `cudaStreamFireAndForget` where the order does not matter."},
    [REFUSAL_THRESHOLD_DIVERGED_SERIAL] = {.why = "Run here, children of sizes differing between lanes leave the warp "
                                           "diverged; with another launch in the kernel such a warp was seen to "
                                           "hang.",
                                           .change = "make the child size uniform in the warp, or threshold the other launch "
                                           "too.",
                                           .quotes = {"<kernel>"}},
    [REFUSAL_THRESHOLD_DIVERGED_REPEAT] = {.why = "Run here, children of sizes differing between lanes leave the warp "
                                           "diverged; a thread that reaches the launch again (a loop) then launches "
                                           "from such a warp, which was seen to hang.",
                                           .change = "make the child size uniform in the warp, or launch once per "
                                           "thread (a grid of a thread an item rather than a loop over items)."},
    [REFUSAL_THRESHOLD_INDIRECT_RECURSION] = {.why = "Only a kernel launching itself has its subtree run by one thread (a "
                                              "stack of its own launches); recursion through another function is "
                                              "not.",
                                              .change = "make the kernel launch itself directly."},
    [REFUSAL_THRESHOLD_SUBTREE_LAUNCHES] = {.why = "One thread would run the child's whole subtree, which must consist of the "
                                            "child's launches of itself; code it runs launches another kernel.",
                                            .change = "nothing simple: such a launch is taken without a threshold.",
                                            .quotes = {"<kernel>"}},
    [REFUSAL_THRESHOLD_SUBTREE_ORDER] = {.why = "One thread runs the subtree depth first; an ordered stream (NULL or the "
                                         "program's own) runs a thread's launches in order, breadth first.",
                                         .change = "launch into `cudaStreamFireAndForget`, or a stream created for this launch "
                                         "alone."},
    [REFUSAL_THRESHOLD_SUBTREE_GRID_STATE] = {.why = "A large launch from inside a subtree run by one thread would start a "
                                              "second grid of the kernel while one runs, and grid or multiblock "
                                              "aggregation keeps one batch per kernel.",
                                              .change = "use block or warp aggregation with `--threshold`.",
                                              .quotes = {"<granularity>"}},
    [REFUSAL_THRESHOLD_SUBTREE_TEMPLATE] = {.why = "The stack for a subtree run by one thread is not generated for templates.",
                                            .change = "nothing: a template child is thresholded only without a subtree."},
    [REFUSAL_THRESHOLD_SUBTREE_SIBLING] = {.why = "The subtree run by one thread includes the kernel's other launch, which is "
                                           "not thresholded (for the reason quoted).",
                                           .change = "remove that launch's cause, so both are thresholded."},
    /* --coarsen */
    [REFUSAL_COARSEN_CHILD_LAUNCHES] = {.why = "A coarsened child runs several original blocks one after another; its own "
                                        "launches would be made from a renamed block, which is not supported.",
                                        .change = "nothing: such a child is launched uncoarsened."},
    [REFUSAL_COARSEN_COOPERATIVE] = {.why = "Cooperative groups and inline assembly may read the block's place from the "
                                     "hardware, which the coarsened copy renames.",
                                     .change = "use `blockIdx` and `__syncthreads()` instead of the group or assembly."},
    [REFUSAL_COARSEN_RETURNS_BARRIERS] = {.why = "Each original block runs in a lambda; threads that returned would wait at "
                                          "the barrier between blocks while others wait at one inside the body. A "
                                          "return the whole block takes together (on `blockIdx` and the arguments "
                                          "alone) is no obstacle.",
                                          .change = "replace the early `return` by an `if` around the rest of the body."},
    [REFUSAL_COARSEN_FACTOR_DIFFERS] = {.why = "A child has one coarsened copy; two launches asking different factors cannot "
                                        "share it.",
                                        .change = "use one `--coarsen` factor (or one per child in `--decisions`).",
                                        .quotes = {"<child>", "<factor>"}},
    /* a persistent kernel's shared memory */
    [REFUSAL_SHARED_SIDE_BY_SIDE] = {.why = "Not a refusal of the site: the persistent version keeps the shared memory side "
                                     "by side as static arrays, as the quoted function cannot give it as a struct.",
                                     .change = "nothing needed; see the reason quoted to get one dynamic region.",
                                     .quotes = {"<function>", "<why>"}},
    [REFUSAL_SHARED_PLACED] = {.why = "Not a refusal: how the persistent version places its shared memory.",
                               .change = "nothing needed.",
                               .quotes = {"<kernel>"}},
    /* --decisions */
    [REFUSAL_DECISION_OTHER_FAMILY] = {.why = "Aggregation and removal mix in one program only without the kernels' "
                                       "persistent versions; the program is planned for the other family.",
                                       .change = "ask kinds of one family in the decisions file, or leave out the persistent "
                                       "versions (`\"persistent\"` in the file, `--remove=t1`, `t2` or `auto`).",
                                       .quotes = {"<kind>", "<family>"}},
    [REFUSAL_DECISION_MIX] = {.why = "The kind asked cannot be made beside the other kind named in the same kernel (their "
                              "generated code would conflict).",
                              .change = "ask one of the two kinds for both sites.",
                              .quotes = {"<kind>", "<other kind>"}},
    /* --hoist */
    [REFUSAL_HOIST_PARENT_BODY] = {.why = "Each block of the hoisted grid runs the launching thread's code again to find "
                                   "its launch, so that code must have no effect but the launch and read nothing that "
                                   "may change: no memory, no call, no loop, no name but its own, the place's and "
                                   "constant macros.",
                                   .change = "compute what the parent reads from memory in the child instead, or use "
                                   "another strategy (`-O` chooses one).",
                                   .quotes = {"<what it does>"}},
    [REFUSAL_HOIST_CHILD_SIZE] = {.why = "The host launch of the parent sizes the hoisted grid before any parent thread "
                                  "runs: the child's grid and block must follow from the kernel's arguments alone "
                                  "(integer parameters, locals initialised from them, constant macros), the same "
                                  "for every thread.",
                                  .change = "write the child's size from the kernel's arguments, or use another "
                                  "strategy.",
                                  .quotes = {"<grid or block>", "<the part>"}},
    [REFUSAL_HOIST_OFFSETS] = {.why = "A launching kernel that reads memory is hoisted only as a walk over an array "
                               "of offsets: its thread v (one dimension) launches a child whose working threads "
                               "are `row[v + 1] - row[v]`, every read of `row` under a bound of v alone; the "
                               "walk runs v's code again for each of those threads, so nothing the child writes "
                               "may be seen by v's reads (they read through pointers to const, of types the "
                               "child never writes).",
                               .change = "size the child by the offsets at the thread's own index, read what the "
                               "child writes in the child itself, or use another strategy (`-O` chooses one).",
                               .quotes = {"<what stops it>"}},
    [REFUSAL_HOIST_SHAPE] = {.why = "Hoisting takes a kernel that launches one child once per thread, not itself, "
                             "a child that launches nothing, not in a template, into cudaStreamFireAndForget, the "
                             "tail stream or the NULL stream, from host launches in the file after both kernels.",
                             .change = "use another strategy (`-O` chooses one).",
                             .quotes = {"<why>"}},
};

const RefusalHelp *refusal_help_of(RefusalCode code) { return &help[code]; }

/* The first code of each group, with the heading REFUSAL_CODES's comment gives it. */
static const struct {
    RefusalCode first;
    const char *heading;
} groups[] = {
    {REFUSAL_HOST_SIDE, "Every strategy: the site itself"},
    {REFUSAL_HIDDEN_SYNC_WAITS, "Aggregation (--aggregate)"},
    {REFUSAL_RECURSIVE, "Launch removal (--remove, --flatten)"},
    {REFUSAL_PERSISTENT_LAUNCH_KEPT, "T1/T2: why a kernel gets no persistent version"},
    {REFUSAL_FOLLOW_TEMPLATE, "--flatten=grid: why the fused grid is launched from the device, not by the host"},
    {REFUSAL_SYNC_LAUNCH_KEPT, "What became of a device-side cudaDeviceSynchronize"},
    {REFUSAL_THRESHOLD_TAIL_LAUNCH, "--threshold"},
    {REFUSAL_COARSEN_CHILD_LAUNCHES, "--coarsen"},
    {REFUSAL_SHARED_SIDE_BY_SIDE, "A persistent kernel's shared memory"},
    {REFUSAL_DECISION_OTHER_FAMILY, "--decisions"},
};

const char *refusal_help_group(RefusalCode code)
{
    for (size_t i = 0; i < sizeof groups / sizeof groups[0]; i++)
        if (groups[i].first == code)
            return groups[i].heading;
    return NULL;
}
