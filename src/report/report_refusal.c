#include "report/report_refusal.h"

/* The notes give the reason a strategy does not take a launch, not the
 * run that showed it: the regression inputs under tests/difftest/found
 * are named in comments beside the cases, for whoever maintains the
 * rule. */

/* "parent" or "child": the kernel a reason about a call chain starts from. */
static const char *who(const Refusal *r) { return refusal_role_name(r->subject.role); }

/* A strategy the reason names: a Granularity for aggregation's codes, a
 * Removal for removal's. */
static const char *asked_granularity(const Plan *plan, const Refusal *r)
{
    return plan_granularity_label(plan, (Granularity)r->asked);
}

/* Where a class declares a function its friend (site_checks.h,
 * friend_refusal): "class Solver (line 7)", or "(util.h:7)" in a header. */
static void friend_place(StrBuf *out, const Refusal *r)
{
    strbuf_printf(out, "class %s (%s%s%u)", r->detail[0], r->detail[1] ? r->detail[1] : "line ",
                  r->detail[1] ? ":" : "", r->number);
}

/* Where the program starts host threads: a quoted header it includes
 * (`header`, with its own line) or the file itself. */
static void put_thread_start(StrBuf *out, const Refusal *r, const char *header)
{
    if (header)
        strbuf_printf(out, "the header %s starts host threads (its line %u)", header, r->subject.line);
    else
        strbuf_printf(out, "the file starts host threads (line %u)", r->subject.line);
}

/* The reasons every strategy shares (plan/site_checks.c). True when r's
 * code is one of them. */
static bool site_text(StrBuf *out, const Refusal *r)
{
    const char *const *d = (const char *const *)r->detail;
    switch (r->code) {
    case REFUSAL_HOST_SIDE: strbuf_puts(out, "host-side launch"); break;
    case REFUSAL_HOST_SIDE_AGGREGATE: strbuf_puts(out, "host-side launch: nothing to aggregate"); break;
    case REFUSAL_HOST_SIDE_REMOVE: strbuf_puts(out, "host-side launch: nothing to remove"); break;
    case REFUSAL_UNSEEN_FILE:
    case REFUSAL_UNSEEN_LAUNCH:
    case REFUSAL_HIDDEN_LAUNCH: strbuf_puts(out, d[0]); break; /* the model's own note */
    case REFUSAL_NAME_DEFINED_TWICE:
        strbuf_printf(out,
                      "%s is defined more than once (line %u: an overload or an explicit specialisation), and "
                      "dpopt reads one definition of a name only",
                      d[0], r->subject.line);
        break;
    case REFUSAL_CHILD_NOT_DEFINED:
        strbuf_puts(out, "the child kernel is not defined in this file");
        if (d[1] && d[2]) /* a quoted header does, not read into the file: dpopt writes the input file only */
            strbuf_printf(out, " but in the header %s, which dpopt cannot read into this file: %s", d[1], d[2]);
        else if (d[1])
            strbuf_printf(out, " but in the header %s, and kernels defined in a header are not transformed", d[1]);
        else if (d[0]) /* another file of the program defines it (model/imports.h) */
            strbuf_printf(out, ", and is not read in from the file that defines it: %s", d[0]);
        else /* how to show it to dpopt, where it is the program's */
            strbuf_puts(out, " (a program's files go to dpopt together: dpopt a.cu b.cu -o DIR/, or to dpopt-nvcc "
                             "on one command line or named in DPOPT_PROGRAM)");
        break;
    case REFUSAL_CLUSTERS:
        strbuf_printf(out, "%s runs in clusters (__cluster_dims__, line %u), and the code dpopt writes for a launch "
                           "keeps no clusters",
                      d[0], r->subject.line);
        break;
    case REFUSAL_CALLS_COMPILED_APART:
        strbuf_printf(out,
                      "%s runs %s (line %u), which nvcc compiles apart from it (%s): the code dpopt writes there "
                      "is bounded to 64 registers a thread (or by the kernel's own bounds), a bound nvcc cannot "
                      "hold that code to",
                      d[0], d[1], r->subject.line, d[2]);
        break;
    case REFUSAL_RESERVED_NAME:
        strbuf_printf(out,
                      "%s uses the name '%s' (line %u), and the code dpopt writes there declares names beginning "
                      "with dp_: one could hide the other",
                      r->subject.role == ROLE_PARENT ? "the launching kernel" : "the child kernel", r->detail[0],
                      r->subject.line);
        break;
    case REFUSAL_LAUNCH_IN_EXPRESSION: strbuf_puts(out, "the launch is part of a larger expression"); break;
    case REFUSAL_LAUNCH_IN_PREPROC_GROUP:
        strbuf_printf(out,
                      "the launch is in the preprocessor conditional at line %u, %s, and dpopt rewrites a launch in a "
                      "branch only as a statement of the branch's own, under a condition it writes again (name the "
                      "macros the conditions test with -D or -U and dpopt reads the branch the compiler compiles)",
                      r->subject.line, d[0]);
        break;
    case REFUSAL_BRANCH_MACRO_CHANGED:
        strbuf_printf(out,
                      "the launch is in a branch of the preprocessor conditional at line %u, whose condition tests %s, "
                      "and line %u defines or undefines %s again where code generated for the launch goes under that "
                      "condition: it could be tested under another value there (name %s with -D or -U and dpopt reads "
                      "the branch the compiler compiles)",
                      r->subject.line, d[0], r->number, d[0], d[0]);
        break;
    case REFUSAL_CHILD_TEMPLATE_DEDUCED:
        if (r->number)
            strbuf_printf(out,
                          "the child's template argument is the type of the lambda at line %u, which generated code "
                          "cannot name (records hold the child's arguments; the launching thread can run it in place, under "
                          "--threshold or --remove=t4); pass an object of a named functor class",
                          r->number);
        else
            strbuf_puts(out, "the child's template arguments are deduced; write them out");
        break;
    case REFUSAL_CHILD_TEMPLATE_PARTIAL:
        strbuf_printf(out,
                      "the launch writes only the child's first template arguments (%s), and the rest, which the "
                      "compiler deduces, are not plain to read from its arguments; write them all out",
                      d[0]);
        break;
    case REFUSAL_CALLEE_UNSEEN:
        strbuf_printf(out, "the %s %s: it may read blockIdx, gridDim or blockDim", who(r), d[0]);
        break;
    case REFUSAL_CALLEE_UNSEEN_THREAD:
        strbuf_printf(out, "the %s %s: it may read blockIdx, gridDim, blockDim or threadIdx", who(r), d[0]);
        break;
    case REFUSAL_CALLEE_READS_PLACE:
        strbuf_printf(out, "the %s %s, which dpopt renames in the %s's own body only", who(r), d[0], who(r));
        break;
    case REFUSAL_HELPER_NOT_COPIED:
        strbuf_printf(out, "the %s calls %s, which reads %s: dpopt copies such a function with the place handed in, but %s",
                      who(r), d[0], d[1], d[2]);
        break;
    case REFUSAL_CHILD_PARAM_UNNAMED:
        strbuf_puts(out, "a child parameter is unnamed, or of a type dpopt cannot declare a copy of");
        break;
    case REFUSAL_DEFAULT_ARGUMENTS:
        strbuf_puts(out, "the launch passes a different number of arguments than the child declares (default arguments)");
        break;
    case REFUSAL_CHILD_IN_NAMESPACE: strbuf_puts(out, "the child is declared inside a namespace or class"); break;
    case REFUSAL_CHILD_ASM:
        strbuf_puts(out, "the child uses inline assembly, which may read its thread's or block's place from the special "
                         "registers (%tid, %ctaid, %laneid), which dpopt cannot rename");
        break;
    case REFUSAL_CONFIG_SIDE_EFFECT:
        strbuf_printf(out, "the launch's shared memory size or stream is computed with a call, an assignment or an "
                           "increment (line %u), which the strategy would make only where it still launches",
                      r->subject.line);
        break;
    case REFUSAL_IMPLICIT_PLACE:
        strbuf_printf(out, "code the child may run without a call naming it (a constructor, operator, default "
                           "argument or member initialiser) reads the thread's or block's place (line %u), which "
                           "dpopt cannot rename",
                      r->subject.line);
        break;
    case REFUSAL_CHILD_FRIEND:
        strbuf_puts(out, "the child is declared a friend of ");
        friend_place(out, r);
        strbuf_puts(out, ": the copy of its body dpopt would generate, under another name, is not, and could not "
                         "use what the class keeps private");
        break;
    case REFUSAL_CHILD_ATTRIBUTE_SET:
        strbuf_printf(out, "the program sets an attribute of the child (cudaFuncSetAttribute, line %u): the kernel "
                           "dpopt would run in its place is a copy, which would not have it (a launch past 48 KB of "
                           "dynamic shared memory would fail)",
                      r->subject.line);
        break;
    case REFUSAL_SHARED_LIMIT:
        /* Detail 0: the kernel's bytes; 1: what the strategy adds; 2: the
         * children's, where counted; `number`: 1 where a declaration is
         * the subject's line. */
        strbuf_printf(out, "%s declares %s bytes of static shared memory", r->subject.role == ROLE_CHILD ? "the child"
                                                                             : "the launching kernel", d[0]);
        if (d[2])
            strbuf_printf(out, " and its blocks would hold its children's %s too", d[2]);
        if (r->number)
            strbuf_printf(out, " (the largest declaration at line %u)", r->subject.line);
        strbuf_printf(out, "; %s adds up to %s more: past the 48 KB (49152 bytes) a block may declare statically, "
                           "the output would not link",
                      r->subject.role == ROLE_CHILD ? "the kernel this strategy runs it in"
                                                    : "this strategy's code for its launch sites",
                      d[1]);
        break;
    case REFUSAL_GROUP_TILE_BLOCK:
        strbuf_printf(out, "the child partitions its block into tiles (line %u), whose members work on the hardware's "
                           "warps: the fused block must be the child's block, but the launches' block sizes may differ",
                      r->subject.line);
        break;
    case REFUSAL_BLOCK_GROUP:
        strbuf_printf(out, "%s uses cooperative groups' %s (line %u), whose members read the thread's place "
                           "from the hardware: ",
                      r->subject.role == ROLE_PARENT ? "the launching kernel" : "the child", d[0] ? d[0] : "thread_block",
                      r->subject.line);
        strbuf_puts(out, r->subject.role == ROLE_PARENT
                             ? "its persistent version would run its blocks under another place"
                             : "dpopt stands a block of its own in for it only where the child's blocks stay blocks "
                               "(aggregation)");
        break;
    case REFUSAL_LOOP_NOT_TOGETHER:
        strbuf_puts(out, "the launch is inside a loop whose iterations the threads of a block do not run together");
        break;
    case REFUSAL_LOOP_LEFT_EARLY:
        strbuf_puts(out, "the launch is inside a loop whose body can be left early (break, continue, return or goto)");
        break;
    case REFUSAL_CHILD_PARAM_REFERENCE:
        strbuf_printf(out,
                      "the child's parameter '%s' is a reference ('%s'): the launch's record would hold a reference, "
                      "which it cannot be declared empty with",
                      d[0], d[1]);
        break;
    case REFUSAL_CHILD_PARAM_NO_DEFAULT:
        strbuf_printf(out,
                      "the child's parameter '%s' is a %s (%s%s%u), which has constructors but none without arguments: "
                      "the launch's record, declared empty and filled field by field, cannot hold it",
                      d[0], d[1], d[2] ? d[2] : "line ", d[2] ? ":" : "", r->number);
        break;
    case REFUSAL_LAUNCH_MAY_REPEAT:
        strbuf_printf(out,
                      "the launch may run more than once per thread, %s; one record per thread would keep only its "
                      "last launch",
                      d[0]);
        break;
    case REFUSAL_LAUNCH_IN_IF_CONSTEXPR:
        strbuf_printf(out,
                      "the launch is under an `if constexpr` (line %u): its record would be written there and its "
                      "launch made outside it, instantiated for every instantiation of the launching kernel, where "
                      "the branch would have discarded it",
                      r->subject.line);
        break;
    case REFUSAL_LAUNCH_IN_LAMBDA:
        strbuf_printf(out,
                      "the launch is inside a lambda (line %u): its record would be written in the lambda (in a copy, "
                      "where it captures by value) and its launch made outside it",
                      r->subject.line);
        break;
    case REFUSAL_DIVERGENT_RETURN:
        strbuf_printf(out,
                      "the kernel returns where only some threads of a block may (line %u) and has %s; in the lambda "
                      "that takes every thread to the end of the block, those that returned would wait there for the "
                      "others",
                      r->subject.line, d[0]);
        break;
    case REFUSAL_STREAM_DIFFERS: strbuf_puts(out, "the stream differs between the launching threads"); break;
    case REFUSAL_CHILD_GRID_SYNC: strbuf_puts(out, "the child synchronises its whole grid"); break;
    case REFUSAL_CHILD_LAUNCHES: strbuf_puts(out, "the child launches kernels itself"); break;
    default: return false;
    }
    return true;
}

/* Aggregation's reasons (plan/plan.c). */
static bool aggregation_text(StrBuf *out, const Plan *plan, const Refusal *r)
{
    const char *const *d = (const char *const *)r->detail;
    switch (r->code) {
    case REFUSAL_HIDDEN_SYNC_WAITS:
        strbuf_printf(out, "a device-side cudaDeviceSynchronize made by %s waits for this launch", d[0]);
        break;
    case REFUSAL_SYNC_WAITS:
        strbuf_puts(out, "a device-side cudaDeviceSynchronize waits for this launch (use launch removal)");
        break;
    case REFUSAL_SHARED_SIZE_DIFFERS:
        strbuf_puts(out, "the shared-memory size differs between the launching threads");
        break;
    case REFUSAL_BLOCK_SIZE_DIFFERS:
        strbuf_puts(out, "the child block size differs between launches and the child uses __syncthreads");
        break;
    case REFUSAL_BLOCK_SHAPE_DIFFERS:
        /* tests/expect/inputs/aggregate_block_shape.cu */
        strbuf_puts(out, "the child's block may differ between launches and has more than one dimension: a fused block "
                         "of each dimension's largest could exceed 1,024 threads or regroup the warps");
        break;
    case REFUSAL_WARP_REPEAT:
        /* tests/difftest/found/seed11-518-threshold-warp-pairing, seed11-583-warp-pairing */
        strbuf_puts(out, "a thread may run the launch more than once (a loop, or a lambda), and a warp batch is sound "
                         "only where each lane meets it once");
        break;
    case REFUSAL_WARP_DEVICE_FUNCTION:
        /* tests/difftest/found/seed11-518-threshold-warp-pairing, seed11-583-warp-pairing */
        strbuf_puts(out, "the launch is in a device function, and a warp batch is sound only where each lane meets it "
                         "once");
        break;
    case REFUSAL_WARP_RECURSIVE:
        /* tests/difftest/found/seed39-warp-recursive */
        strbuf_puts(out, "the launch is recursive, and warp batches of a kernel launching itself can run more child "
                         "blocks than the program launches");
        break;
    case REFUSAL_WARP_TAIL_LAUNCH:
        /* tests/difftest/found/seed11-543-warp-tail-hang */
        strbuf_puts(out, "a tail launch made through a warp batch can hang the kernel");
        break;
    case REFUSAL_WARP_KERNEL_TAIL_LAUNCH:
        strbuf_printf(out,
                      /* tests/difftest/found/seed12-42-threshold-warp-hang */
                      "%s makes a tail launch (line %u), and a warp batch in a kernel whose threads make one can "
                      "hang",
                      r->subject.role == ROLE_PARENT ? "the launching kernel" : "a function the launching kernel calls",
                      r->subject.line);
        break;
    case REFUSAL_WARP_LAUNCHES_BESIDE:
        strbuf_printf(out,
                      /* tests/difftest/found/seed44-130-threshold-warp-hang, seed45-55-warp-hang */
                      "%s also launches '%s' (line %u), and a warp batch beside other launches can hang",
                      r->subject.role == ROLE_PARENT ? "the launching kernel" : "a function the launching kernel calls",
                      r->detail[0], r->subject.line);
        break;
    case REFUSAL_WARP_PARENT_WARP_OPS:
        strbuf_puts(out, "the launching kernel uses warp-wide operations itself, whose barriers a warp batch's could "
                         "pair with");
        break;
    case REFUSAL_WARP_PARENT_UNSEEN:
        strbuf_printf(out,
                      "the launching kernel %s, which may use warp-wide operations that a warp batch's barriers could "
                      "pair with",
                      d[0]);
        break;
    case REFUSAL_POSTPONE_DEVICE_FUNCTION:
        strbuf_puts(out, "the launch is in a device function; it can be postponed only to the end of a kernel");
        break;
    case REFUSAL_GRID_LOOP:
        strbuf_puts(out, "the launch is inside a loop of a kernel launching itself: a level's batch takes one launch a thread");
        break;
    case REFUSAL_OVER_CAP_LOOP: strbuf_puts(out, "the launch is inside a loop: over the cap it is made as written"); break;
    case REFUSAL_GRID_LOOP_ORDERED:
        strbuf_puts(out, "the launch is inside a loop and its stream orders a thread's launches: a grid-wide batch would run "
                         "them at once");
        break;
    case REFUSAL_MULTIBLOCK_LOOP:
        strbuf_puts(out, "the launch is inside a loop: a batch per group of blocks is made once per grid");
        break;
    case REFUSAL_GRID_TAIL_ORDER:
        strbuf_printf(out, "another launch of the same blocks (line %u) goes to cudaStreamTailLaunch and waits for these "
                           "children, but the fused grid would be a tail launch made after it",
                      r->subject.line);
        return true;
    case REFUSAL_NESTED_TAIL_ASKED:
        strbuf_puts(out, "the launch is a tail launch (cudaStreamTailLaunch): its children run after the whole grid");
        break;
    case REFUSAL_GRAPH_CHAINED_ASKED: strbuf_puts(out, "--levels=chained asks for it"); break;
    case REFUSAL_GRAPH_HOST_COPY:
        strbuf_puts(out, "the host's launches would launch a copy of the kernel, and ");
        report_refusal(out, plan, r->cause);
        break;
    case REFUSAL_GRAPH_RECORDS_KEPT:
        strbuf_puts(out, "the level's launches are kept to the block's end (a thread may run one with its subtree, "
                         "launch twice in a row of its block, or launch in a loop), where the block would make the "
                         "batch");
        break;
    case REFUSAL_GRAPH_BLOCK_VARIES:
        strbuf_printf(out, "the launch's block or dynamic shared memory (line %u) is not one constant the host can "
                           "give the graph: a device-side update sets a node's grid and arguments only",
                      r->subject.line);
        return true;
    case REFUSAL_GRAPH_OTHER_LAUNCH:
        strbuf_printf(out, "the kernel launches another kernel, or another kernel launches it, from the device (line "
                           "%u): a kernel of a device graph may make no launch",
                      r->subject.line);
        return true;
    case REFUSAL_GRAPH_RUNTIME_CALL:
        strbuf_printf(out, "the kernel calls the device runtime (line %u), which a kernel of a device graph may not",
                      r->subject.line);
        return true;
    case REFUSAL_GRAPH_RUNTIME_CALLEE:
        strbuf_printf(out, "a kernel of a device graph may not call the device runtime: the kernel %s", d[0]);
        return true;
    case REFUSAL_GRAPH_LAUNCH_IN_BRANCH:
        strbuf_printf(out, "a launch of the level is in a branch of a preprocessor conditional (line %u), and the "
                           "graphs' kernels are written for every branch at once",
                      r->subject.line);
        return true;
    case REFUSAL_NESTED_ORDERED:
        strbuf_printf(out, "another launch of the same blocks (line %u) goes to a stream that orders it with this one's, "
                           "or waits for its children",
                      r->subject.line);
        return true;
    case REFUSAL_GRID_OWN_STREAM:
        strbuf_puts(out, "the launch names its own stream; the fused grid goes to cudaStreamTailLaunch");
        break;
    case REFUSAL_MULTIBLOCK_OWN_STREAM:
        strbuf_puts(out, "the launch names its own stream; a group's fused grid goes to cudaStreamFireAndForget");
        break;
    case REFUSAL_MULTIBLOCK_HIDDEN_NULL_STREAM:
        strbuf_puts(out, "another launch by the same blocks may go to their NULL stream, and a group's fused grid goes "
                         "to cudaStreamFireAndForget: ");
        report_refusal(out, plan, r->cause);
        break;
    case REFUSAL_MULTIBLOCK_NULL_STREAM:
        strbuf_puts(out, "another launch by the same blocks goes to their NULL stream too, and a group's fused grid "
                         "goes to cudaStreamFireAndForget: the order of the two would be lost");
        break;
    case REFUSAL_PARENT_DEVICE_LAUNCHED:
        strbuf_puts(out, "the launching kernel is itself launched from the device, so several of its grids may run at "
                         "once");
        break;
    case REFUSAL_PARENT_STREAM_LAUNCHED:
        strbuf_puts(out, "the launching kernel is launched from the host into an explicit stream, so several of its "
                         "grids may run at once");
        break;
    case REFUSAL_PARENT_HOST_THREADS:
        put_thread_start(out, r, d[0]);
        strbuf_puts(out, ", whose launches of the kernel into the default stream run at once where that stream is "
                         "each thread's own (nvcc --default-stream per-thread), so several of its grids may run at "
                         "once");
        break;
    case REFUSAL_PARENT_HIDDEN_LAUNCHED:
        strbuf_printf(out,
                      "the launching kernel may be launched through %s, %s, so several of its grids may run at once",
                      d[0],
                      r->number == 1   ? "which dpopt cannot see into"
                      : r->number == 2 ? "where dpopt cannot see the launch" /* its address taken, passed, stored */
                                       : "which dpopt does not rewrite");
        break;
    case REFUSAL_PARENT_RUNS_FUSED:
        strbuf_printf(out,
                      "the launching kernel also runs fused (line %u) with blocks sized for its largest parent, whose "
                      "surplus threads leave early",
                      r->subject.line);
        break;
    case REFUSAL_DECISION_OTHER_FAMILY:
        strbuf_printf(out, "--decisions asks %s here, and the program is planned for %s", d[0], d[1]);
        if (r->subject.line)
            strbuf_printf(out, " (line %u)", r->subject.line);
        strbuf_puts(out, ": aggregation (warp, block, grid and multiblock batches, flattening at block and grid "
                         "scope) and removal (T3, T4, auto, flattening at warp scope) mix in one program only "
                         "without the kernels' persistent versions");
        break;
    case REFUSAL_DECISION_MIX:
        strbuf_printf(out, "--decisions asks %s here, which cannot be kept beside %s", d[0], d[1]);
        if (r->subject.line)
            strbuf_printf(out, " (line %u)", r->subject.line);
        break;
    case REFUSAL_ANOTHER_WARP_BATCH:
        strbuf_printf(out,
                      "the launching kernel makes another launch that warp granularity would take too (line %u), "
                      "and a warp batch is sound only where each lane meets one at most, in the kernel's life and "
                      "at once (lanes of one warp in two branches would run two)",
                      r->subject.line);
        break;
    case REFUSAL_WARP_OTHER_BRANCH:
        strbuf_printf(out,
                      "another branch of the %s at line %u launches too (line %u): a thread takes one branch, but "
                      "the lanes of one warp may take several, and a warp batch in one branch beside the other "
                      "lanes' launches hung on the GPU (use block granularity)",
                      d[0], r->number, r->subject.line);
        break;
    case REFUSAL_FINER_GRANULARITY:
        strbuf_printf(out, "%s granularity instead of %s: ", granularity_name((Granularity)r->got),
                      asked_granularity(plan, r));
        report_refusal(out, plan, r->cause);
        break;
    case REFUSAL_NOT_AT_WARP_EITHER:
        report_refusal(out, plan, r->cause);
        strbuf_puts(out, "; not at warp granularity either: ");
        report_refusal(out, plan, r->also);
        break;
    case REFUSAL_NEITHER_ASKED_NOR_WARP:
        strbuf_printf(out, "%s cannot take it: ", asked_granularity(plan, r));
        report_refusal(out, plan, r->cause);
        strbuf_puts(out, "; warp granularity cannot either: ");
        report_refusal(out, plan, r->also);
        break;
    default: return false;
    }
    return true;
}

/* Launch removal's reasons about a site (plan/removal.c). */
static bool removal_text(StrBuf *out, const Plan *plan, const Refusal *r)
{
    const char *const *d = (const char *const *)r->detail;
    switch (r->code) {
    case REFUSAL_RECURSIVE: strbuf_puts(out, "the launch is recursive: one thread would run a whole subtree"); break;
    case REFUSAL_CHILD_RUNS_TOGETHER:
        strbuf_puts(out, "the child uses warp- or block-wide operations that need its threads to run together");
        break;
    case REFUSAL_CHILD_DYNAMIC_SHARED: strbuf_puts(out, "the child uses dynamic shared memory"); break;
    case REFUSAL_CHILD_SHARED_IN_BRANCH: strbuf_puts(out, "the child declares shared memory inside a branch or loop"); break;
    case REFUSAL_CHILD_CALLEE_SHARED:
        strbuf_printf(out, "the child calls %s, which declares shared memory (line %u)", d[0], r->subject.line);
        break;
    case REFUSAL_T4_SHARED_ATOMIC:
        strbuf_printf(out, "the child has shared memory and calls %s (line %u): one thread running the child makes "
                           "that memory its own, where an atomic may not go", d[0], r->subject.line);
        break;
    case REFUSAL_FILE_SHARED:
        strbuf_printf(out, "%s uses the file's shared variable '%s' (line %u), which each of its blocks has its "
                           "own of, and which the strategy's blocks would share",
                      r->subject.role == ROLE_PARENT ? "the kernel" : "the child", d[0], r->subject.line);
        break;
    case REFUSAL_PARAM_CHANGED:
        if (d[1])
            strbuf_printf(out, "%s may change its parameter '%s' (it passes it to %s, which may take it by "
                               "reference): run several times in one thread with one copy of its parameters, the "
                               "later runs would start from the changed value",
                          r->subject.role == ROLE_PARENT ? "the kernel" : "the child", d[0], d[1]);
        else
            strbuf_printf(out, "%s changes its parameter '%s': run several times in one thread with one copy of its "
                               "parameters, the later runs would start from the changed value",
                          r->subject.role == ROLE_PARENT ? "the kernel" : "the child", d[0]);
        break;
    case REFUSAL_CHILD_WAITS:
        strbuf_printf(out, "a thread of the child may wait for another without a barrier (%s, line %u): run one "
                           "after another, it would wait for a thread that runs later",
                      d[0], r->subject.line);
        break;
    case REFUSAL_CHILD_STATIC_LOCAL:
        strbuf_printf(out, "%s declares a static local variable (line %u), of which a copy of its code would have "
                           "a second", d[0], r->subject.line);
        break;
    case REFUSAL_FLATTEN_CHILD_BARRIERS:
        strbuf_puts(out, "the child has barriers: its threads must run as blocks, which flattening does not keep "
                         "(--remove=t3 or t4 run such children in place)");
        break;
    case REFUSAL_FLATTEN_CHILD_SHARED:
        strbuf_puts(out, "the child declares shared memory, which its blocks share and flattened threads would not "
                         "(--remove=t3 or t4 run such children in place)");
        break;
    case REFUSAL_CHILD_WARP_OPS:
        strbuf_puts(out, "the child uses warp-wide operations that need its threads to run together");
        break;
    case REFUSAL_T3_WARP_OPS_BARRIERS:
        strbuf_puts(out, "the child uses warp-wide operations and barriers: T3 would run it in thread loops, which do "
                         "not keep its lanes");
        break;
    case REFUSAL_T3_WARP_OPS_SYNC:
        strbuf_puts(out, "the child uses warp-wide operations, which T3 runs lane for lane only where the block is in "
                         "whole warps, and a cudaDeviceSynchronize waits for it, so it cannot be launched instead");
        break;
    case REFUSAL_CHILD_RETURNS_BARRIERS:
        strbuf_puts(out, "the child returns early and has barriers: the threads standing in for it would meet them out "
                         "of step");
        break;
    case REFUSAL_CHILD_BARRIERS_UNSPLIT: strbuf_puts(out, d[0]); break; /* thread_loops' own note */
    case REFUSAL_T3_DEVICE_FUNCTION:
        strbuf_puts(out, "the launch is in a device function; T3 runs the child at the end of a kernel's block");
        break;
    case REFUSAL_T3_HIDDEN_SYNC:
        strbuf_printf(out,
                      "a cudaDeviceSynchronize made by %s waits for this launch; dpopt %s to run the block's launches "
                      "there (T4 takes it)",
                      d[0], r->number ? "cannot see into the macro" : "does not rewrite it");
        break;
    case REFUSAL_T3_FAR_SYNC:
        strbuf_printf(out,
                      "a cudaDeviceSynchronize in '%s' (line %u) may wait for this launch; T3 runs the block's "
                      "launches only at a sync in the launching kernel (T4 takes it)",
                      d[0], r->subject.line);
        break;
    case REFUSAL_T3_SYNC_DIVERGENT:
        strbuf_puts(out, "a device-side cudaDeviceSynchronize waits for this launch where not every thread of the "
                         "block reaches it together; T3 runs the block's launches there with the whole block (T4 "
                         "handles it)");
        break;
    case REFUSAL_T3_SYNC_RESULT_USED:
        strbuf_puts(out, "the result of the device-side cudaDeviceSynchronize that waits for this launch is used; T3 "
                         "runs the block's launches at a sync only where it is a statement of its own");
        break;
    case REFUSAL_T3_SYNC_T4_CANNOT:
        strbuf_puts(out, "a device-side cudaDeviceSynchronize waits for this launch, and where the block cannot run it "
                         "(launch pool full, child block too large) the launching thread must (T4), which cannot take "
                         "this child");
        break;
    case REFUSAL_REMOVE_TAIL_LAUNCH:
        strbuf_puts(out, "the launch is a tail launch (cudaStreamTailLaunch): its child runs after the whole parent "
                         "grid, and run in place it would run before the other blocks are done");
        break;
    case REFUSAL_NULL_STREAM_ORDER:
        strbuf_printf(out,
                      "the launch goes to the NULL stream, where a launch of '%s' (line %u) that the same thread may "
                      "make stays as written: a thread's launches there run one after another, and running this one "
                      "in the parent would no longer wait for that one, nor that one for it",
                      d[0], r->subject.line);
        break;
    case REFUSAL_FLATTEN_ORDERED_FALLBACK:
        strbuf_printf(out,
                      "the launch goes to a stream whose launches run in order, where the same blocks also launch '%s' "
                      "(line %u): a launch of more than 65,536 threads, too many for a batch of threads, would be made "
                      "as written at the end of the block and run before the launches of the fused grid that the "
                      "program made first",
                      d[0], r->subject.line);
        break;
    case REFUSAL_FLATTEN_WARP_DIVERGED_REPEAT:
        strbuf_puts(out, "the child's size may differ between the lanes of a warp, so a launch over the flattening cap "
                         "is made while the warp's other lanes run theirs, and the thread may reach this launch again "
                         "(a loop): such a warp can hang"); /* tests/difftest/found/grid-stride-flatten-warp-... */
        break;
    case REFUSAL_FLATTEN_WARP_DIVERGED_BESIDE:
        strbuf_printf(out,
                      "the child's size may differ between the lanes of a warp, so a launch over the flattening cap "
                      "is made while the warp's other lanes run theirs, and the kernel also launches '%s' (line %u): "
                      "such a warp can hang",
                      d[0], r->subject.line);
        break;
    case REFUSAL_FLATTEN_BLOCK_UNORDERED:
        strbuf_printf(out,
                      "the launch goes to a stream whose launches run in order, where the same blocks also launch '%s' "
                      "(line %u): a block's batch too large for the block to run itself is walked by a fused grid "
                      "launched into cudaStreamFireAndForget, which would not keep that order",
                      d[0], r->subject.line);
        break;
    case REFUSAL_LEVEL_STREAM_ORDER:
        strbuf_printf(out,
                      "the launch goes to a stream whose launches run in order, where the same thread may also launch "
                      "'%s' (line %u): run level by level, both would run side by side in the level's fused grid, "
                      "where as written one runs after the other's whole subtree",
                      d[0], r->subject.line);
        break;
    case REFUSAL_AGGREGATE_STREAM_ORDER:
        strbuf_printf(out,
                      "the launch goes to a stream whose launches run in order, where the same thread may then launch "
                      "'%s' (line %u), which is made sooner (as written, or in a batch of a warp or a shorter scope): "
                      "aggregated, this launch would be made later and run after it",
                      d[0], r->subject.line);
        break;
    case REFUSAL_OVER_CAP_ORDERED:
        strbuf_printf(out,
                      "the launch goes to a stream whose launches run in order, where the same blocks also launch '%s' "
                      "(line %u): aggregated, a launch over the cap would run after the grid, out of order with it",
                      d[0], r->subject.line);
        break;
    case REFUSAL_NULL_STREAM_OVER_CAP:
        strbuf_printf(out,
                      "the launch goes to the NULL stream, where a launch of '%s' (line %u) that the same thread may "
                      "make before it is made as written when it has more child threads than the cap (--flatten-cap): "
                      "a thread's launches there run one after another, and this one, run in the parent, would not "
                      "wait for that one (launch into cudaStreamFireAndForget where the order does not matter)",
                      d[0], r->subject.line);
        break;
    case REFUSAL_NULL_STREAM_MIXED:
        if (r->number) {
            strbuf_printf(out,
                          "the launch goes to the NULL stream and the same thread may make it again (line %u): run "
                          "%s, it is launched as written where the block cannot run it, and a later one run in the "
                          "parent would not wait for that launch",
                          r->subject.line, d[2]);
            break;
        }
        strbuf_printf(out,
                      "the launch goes to the NULL stream, where the same thread may also make a launch of '%s' "
                      "(line %u), run %s, while this one would run %s: a thread's launches there run one after "
                      "another, and the two would no longer keep their order",
                      d[0], r->subject.line, d[1], d[2]);
        break;
    case REFUSAL_REMOVE_OWN_STREAM:
        strbuf_printf(out,
                      "the launch goes to the program's own stream '%s': launches into such streams are not removed "
                      "(a kernel left creating device streams with nothing launched into them can hang)",
                      d[0]);
        break;
    case REFUSAL_T4_DIVERGED_SERIAL:
        strbuf_printf(out,
                      "the child's size may differ between the lanes of a warp, so running it in place would leave "
                      "the warp diverged, and the kernel also launches '%s' (line %u), which stays a launch: such a "
                      "warp can hang at its later launches", /* tests/difftest/found/seed11-1242-t4-hang */
                      d[0], r->subject.line);
        break;
    case REFUSAL_REMOVAL_ONLY:
        strbuf_printf(out, "%s only: ", removal_name((Removal)r->got));
        report_refusal(out, plan, r->cause);
        break;
    case REFUSAL_NO_PERSISTENT_IN_PLACE:
        strbuf_printf(out, "%s in place instead of %s: the kernel gets no persistent version: ",
                      r->got == REMOVAL_AUTO ? "T3 or T4" : removal_name((Removal)r->got),
                      removal_name((Removal)r->asked));
        report_refusal(out, plan, r->cause);
        break;
    default: return false;
    }
    return true;
}

/* Why a kernel gets no persistent version (plan/removal.c). Most blame a
 * line: " (line N)" follows the text. */
static bool persistent_text(StrBuf *out, const Plan *plan, const Refusal *r)
{
    const char *const *d = (const char *const *)r->detail;
    const char *lined = NULL;
    switch (r->code) {
    case REFUSAL_PERSISTENT_LAUNCH_KEPT: lined = "a launch in it is not removed"; break;
    case REFUSAL_PERSISTENT_LAUNCH_IN_BRANCH:
        lined = "a launch in it is in a branch of a preprocessor conditional, and the persistent version's worklists "
                "and rounds are written for the launches of every branch at once";
        break;
    case REFUSAL_PERSISTENT_LAUNCH_T4_ONLY:
        strbuf_printf(out, "a launch in it can be removed with T4 only (line %u)", r->subject.line);
        if (r->cause) {
            strbuf_puts(out, ", ");
            report_refusal(out, plan, r->cause);
        }
        return true;
    case REFUSAL_PERSISTENT_LOOP_UNRUN: lined = "a launch in it is inside a loop that no cudaDeviceSynchronize in it runs"; break;
    case REFUSAL_PERSISTENT_SYNC_NOT_ALWAYS:
        lined = "a cudaDeviceSynchronize waits for a launch in it that it does not always run";
        break;
    case REFUSAL_PERSISTENT_CHILD_WARP_OPS:
        lined = "a child of it uses warp-wide operations, whose lanes the persistent grid's packing does not keep";
        break;
    case REFUSAL_PERSISTENT_CHILD_BARRIERS:
        lined = "a child block with barriers may not fit the parent block, and T4 cannot take it";
        break;
    case REFUSAL_PERSISTENT_TEMPLATE:
        strbuf_puts(out, "it is a template kernel; its persistent version is not generated");
        return true;
    case REFUSAL_PERSISTENT_ATTRIBUTE_SET:
        strbuf_printf(out, "the program sets an attribute of it (cudaFuncSetAttribute, line %u), which its "
                           "persistent version, a copy, would not have",
                      r->subject.line);
        return true;
    case REFUSAL_PERSISTENT_SHARED_LIMIT: /* details as REFUSAL_SHARED_LIMIT's */
        strbuf_printf(out, "it declares %s bytes of static shared memory", r->detail[0]);
        if (r->detail[2])
            strbuf_printf(out, " and its blocks would hold its children's %s too", r->detail[2]);
        if (r->number)
            strbuf_printf(out, " (the largest declaration at line %u)", r->subject.line);
        strbuf_printf(out, "; its persistent version adds up to %s more: past the 48 KB (49152 bytes) a block may "
                           "declare statically, it would not link",
                      r->detail[1]);
        return true;
    case REFUSAL_PERSISTENT_TOO_MANY_SITES: strbuf_puts(out, "it has more than 64 launch sites"); return true;
    case REFUSAL_PERSISTENT_DEVICE_LAUNCHED: lined = "it is also launched from the device"; break;
    case REFUSAL_PERSISTENT_LEVELS_OTHER_LAUNCH:
        strbuf_printf(out, "it launches itself, and its persistent grid runs only its own launches level by level, "
                           "but it also launches '%s' (line %u)",
                      d[0], r->subject.line);
        return true;
    case REFUSAL_PERSISTENT_LEVELS_ORDER:
        lined = "it launches itself into a stream whose launches run in order, which a level of the recursion "
                "run at once would not keep (cudaStreamFireAndForget has no order)";
        break;
    case REFUSAL_PERSISTENT_LEVELS_BLOCK:
        lined = "it launches itself with a block that may differ from its host launch's, which the persistent "
                "blocks running its levels have (blockDim, or the host launch's block as written, would do)";
        break;
    case REFUSAL_PERSISTENT_LEVELS_REPEAT:
        lined = "it launches itself where a thread may launch more than once (a loop), and a level's list holds "
                "one launch per thread";
        break;
    case REFUSAL_PERSISTENT_LEVELS_SYNC:
        lined = "it launches itself and waits for its children (cudaDeviceSynchronize), which the levels do not "
                "run in rounds";
        break;
    case REFUSAL_PERSISTENT_HOST_UNSEEN:
        strbuf_printf(out, "a host launch of it (line %u): %s", r->subject.line, d[0]);
        return true;
    case REFUSAL_PERSISTENT_HOST_EXPRESSION: lined = "a host launch of it is part of a larger expression"; break;
    case REFUSAL_PERSISTENT_HOST_STREAM:
        lined = "a host launch of it names a stream, so two of its grids could share one worklist";
        break;
    case REFUSAL_PERSISTENT_HOST_BEFORE_DEFINITION: lined = "a host launch of it comes before its definition"; break;
    case REFUSAL_PERSISTENT_HOST_DEFAULT_ARGUMENTS: lined = "a host launch of it relies on default arguments"; break;
    case REFUSAL_PERSISTENT_NO_HOST_LAUNCH: strbuf_puts(out, "no host launch of it is in this file"); return true;
    case REFUSAL_PERSISTENT_SYNC_DIVERGENT:
        lined = "it waits for its children (cudaDeviceSynchronize) where not every thread of the block arrives "
                "together; the persistent grid runs children only in grid-wide rounds";
        break;
    case REFUSAL_PERSISTENT_PARAM_UNNAMED: strbuf_puts(out, "a parameter of it is unnamed"); return true;
    case REFUSAL_PERSISTENT_GRID_SYNC: strbuf_puts(out, "it synchronises its grid itself"); return true;
    case REFUSAL_PERSISTENT_ASM:
        strbuf_puts(out, "it uses inline assembly, which may read its block's place (%ctaid) that its persistent "
                         "blocks rename");
        return true;
    case REFUSAL_PERSISTENT_FRIEND:
    case REFUSAL_FOLLOW_FRIEND:
        strbuf_puts(out, "it is declared a friend of ");
        friend_place(out, r);
        strbuf_printf(out, ": its %s, under another name, would not be",
                      r->code == REFUSAL_PERSISTENT_FRIEND ? "persistent version" : "copy");
        return true;
    case REFUSAL_FOLLOW_TEMPLATE: strbuf_puts(out, "it is a template kernel"); return true;
    case REFUSAL_FOLLOW_HEAD:
        strbuf_puts(out, "its definition says more than __global__, void and __launch_bounds__, which its copy would "
                         "have to repeat");
        return true;
    case REFUSAL_FOLLOW_PARAM_UNNAMED: strbuf_puts(out, "a parameter of it is unnamed"); return true;
    case REFUSAL_FOLLOW_PARAM_GRID_CONSTANT:
        strbuf_puts(out, "a parameter of it is __grid_constant__, which only a kernel's parameter may be, not its body's");
        return true;
    case REFUSAL_FOLLOW_NO_HOST_LAUNCH: strbuf_puts(out, "no host launch of it is in this file"); return true;
    case REFUSAL_FOLLOW_HOST_LAUNCH:
        strbuf_printf(out, "a host launch of it (line %u) %s", r->subject.line, d[0]);
        return true;
    case REFUSAL_FOLLOW_NAME_USED:
        strbuf_printf(out, "its name is used other than to launch it (line %u): what that does (an attribute, "
                           "cudaLaunchKernel) would not reach the copy that dpopt launches",
                      r->subject.line);
        return true;
    case REFUSAL_FOLLOW_LAUNCH_IN_BRANCH:
        strbuf_printf(out, "a launch it makes is in a branch of a preprocessor conditional (line %u), and the host "
                           "code that launches the fused grids after it is written for the launches of every branch "
                           "at once",
                      r->subject.line);
        return true;
    case REFUSAL_FOLLOW_HOST_THREADS:
        put_thread_start(out, r, d[0]);
        strbuf_puts(out, ": two of them launching it into one stream would interleave its grids and the fused grids "
                         "launched after them");
        return true;
    case REFUSAL_FOLLOW_TAIL_LAUNCH:
        strbuf_printf(out, "it also makes a tail launch (line %u), which waits for these children; a fused grid "
                           "launched after the grid would run after it",
                      r->subject.line);
        return true;
    case REFUSAL_COOPERATIVE_RUNTIME_CALL:
        /* "it" is the kernel: a call in one of its children is the child's. */
        lined = r->subject.role == ROLE_CHILD ? "a cooperative launch does not allow the device runtime, which a child "
                                                "of it calls"
                                              : "a cooperative launch does not allow the device runtime, which it calls";
        break;
    case REFUSAL_COOPERATIVE_RUNTIME_CALLEE:
        strbuf_printf(out, "a cooperative launch does not allow the device runtime: the %s %s", who(r), d[0]);
        return true;
    default: return false;
    }
    strbuf_printf(out, "%s (line %u)", lined, r->subject.line);
    return true;
}

/* What became of a device-side cudaDeviceSynchronize, --threshold and
 * --coarsen, and a persistent kernel's shared memory. */
static bool other_text(StrBuf *out, const Plan *plan, const Refusal *r)
{
    const char *const *d = (const char *const *)r->detail;
    switch (r->code) {
    case REFUSAL_SYNC_LAUNCH_KEPT: strbuf_puts(out, "a launch it may wait for is not removed"); break;
    case REFUSAL_SYNC_OTHER_LAUNCH_KEPT: strbuf_puts(out, "a launch in another function it may wait for is not removed"); break;
    case REFUSAL_SYNC_OTHER_LAUNCH_T3:
        strbuf_puts(out, "a launch in another function it may wait for is run by its block (T3), not here");
        break;
    case REFUSAL_SYNC_RUNS_RECORDS:
        strbuf_puts(out, "the launches the block's threads made before it run here with the whole block (T3), then a "
                         "block barrier, so the children are done when the block reads their results");
        break;
    case REFUSAL_SYNC_BARRIER: strbuf_puts(out, "the children ran inline; a block barrier keeps the block-wide wait"); break;
    case REFUSAL_SYNC_DROPPED:
        strbuf_puts(out, "the children ran inline in the threads that launched them; assumes each thread reads only its "
                         "own children's results");
        break;
    case REFUSAL_SYNC_PERSISTENT_ROUND:
        strbuf_puts(out, "in the persistent version (T1/T2) the block's launches so far go to the worklists and the "
                         "whole grid runs a round of child work here (figure 3's goto P and Back); in place, the block "
                         "runs them itself (T3); the block reads their results after");
        break;
    case REFUSAL_THRESHOLD_TAIL_LAUNCH:
        strbuf_puts(out, "the child is a tail launch, which runs after the launching grid; this thread cannot run it "
                         "earlier");
        break;
    case REFUSAL_THRESHOLD_OWN_STREAM:
        strbuf_puts(out, "the launch names its own stream, whose launches run in order: running small children here "
                         "would let them overtake larger ones");
        break;
    case REFUSAL_THRESHOLD_BLOCK_STREAM:
        strbuf_puts(out, "the launching thread may launch again into the block's stream, whose launches run in order: "
                         "running small children here would let them overtake larger ones (use "
                         "cudaStreamFireAndForget)");
        if (r->cause) {
            strbuf_puts(out, ": ");
            report_refusal(out, plan, r->cause);
        }
        break;
    case REFUSAL_THRESHOLD_DIVERGED_SERIAL:
        strbuf_printf(out,
                      "the child's size may differ between the lanes of a warp, so running small ones here would "
                      "leave the warp diverged, and the kernel also launches '%s' (line %u): such a warp can "
                      "hang", /* tests/difftest/found/seed12-792-threshold-diverged-hang */
                      d[0], r->subject.line);
        break;
    case REFUSAL_THRESHOLD_DIVERGED_REPEAT:
        strbuf_puts(out, "the child's size may differ between the lanes of a warp, so running small ones here would "
                         "leave the warp diverged, and the thread may reach this launch again (a loop): such a warp "
                         "can hang"); /* tests/difftest/found/grid-stride-threshold-64-hang-26 */
        break;
    case REFUSAL_THRESHOLD_INDIRECT_RECURSION:
        strbuf_puts(out, "the launch is recursive through another function: only a kernel launching itself has its "
                         "subtree run by one thread");
        break;
    case REFUSAL_THRESHOLD_SUBTREE_LAUNCHES:
        strbuf_printf(out,
                      "one thread would run the child's whole subtree, but code the child runs launches '%s' "
                      "(line %u), not the child itself",
                      d[0], r->subject.line);
        break;
    case REFUSAL_THRESHOLD_SUBTREE_ORDER:
        strbuf_puts(out, "one thread would run the child's subtree depth first, but the launch's stream runs its "
                         "launches in order (a stream the thread creates for this launch alone, or "
                         "cudaStreamFireAndForget, has none)");
        break;
    case REFUSAL_THRESHOLD_SUBTREE_GRID_STATE:
        strbuf_printf(out,
                      "a launch at or above the threshold from a subtree run by one thread would start a second "
                      "grid of the kernel while one runs, which its %s aggregation does not allow",
                      d[0]);
        break;
    case REFUSAL_THRESHOLD_SUBTREE_TEMPLATE:
        strbuf_puts(out, "the kernel is a template: the stack of a subtree run by one thread is not generated for "
                         "templates");
        break;
    case REFUSAL_THRESHOLD_SUBTREE_SIBLING:
        strbuf_printf(out, "one thread would run the child's whole subtree, but its launch at line %u is not "
                           "thresholded",
                      r->subject.line);
        if (r->cause) {
            strbuf_puts(out, ": ");
            report_refusal(out, plan, r->cause);
        }
        break;
    case REFUSAL_COARSEN_CHILD_LAUNCHES:
        strbuf_puts(out, "the child launches kernels itself (a fused kernel running several of its blocks in turn does not take it)");
        break;
    case REFUSAL_COARSEN_COOPERATIVE:
        strbuf_puts(out, "the child uses cooperative groups or inline assembly, which may read its block's place "
                         "unrenamed");
        break;
    case REFUSAL_COARSEN_RETURNS_BARRIERS:
        if (r->subject.line)
            strbuf_printf(out, "the child has barriers, and returns where only some threads of a block may (line %u): "
                               "its threads would meet them out of step", r->subject.line);
        else
            strbuf_puts(out, "the child returns early and has barriers: its threads would meet them out of step");
        break;
    case REFUSAL_COARSEN_FACTOR_DIFFERS:
        strbuf_printf(out, "its launch at line %u coarsens %s by %s, and a child has one coarsened copy", r->subject.line,
                      d[0], d[1]);
        break;
    case REFUSAL_SHARED_SIDE_BY_SIDE:
        strbuf_printf(out,
                      "its persistent version keeps its shared memory and its children's side by side (scenario 2 of "
                      "Free Launch 2.3), as static arrays: '%s' cannot give its shared memory as a struct: %s",
                      d[0], d[1]);
        break;
    case REFUSAL_SHARED_PLACED:
        strbuf_printf(out,
                      "its persistent version places its shared memory (%s_dp_shared) and its children's in one "
                      "dynamic region, chosen at launch: side by side where that keeps as many blocks resident "
                      "(scenario 2 of Free Launch 2.3), else overlapping, %s; DPOPT_REPORT_SELECTION=1 prints the "
                      "choice",
                      d[0],
                      r->number ? "the block saving its own to global memory around each round at a "
                                  "cudaDeviceSynchronize (scenario 3)"
                                : "since its blocks have finished their own work when the children run (scenario 1)");
        break;
    case REFUSAL_HOIST_PARENT_BODY:
        strbuf_printf(out, "not hoisted: the launching kernel %s (line %u), which a block standing for one of its "
                           "threads could not run again",
                      d[0], r->subject.line);
        break;
    case REFUSAL_HOIST_CHILD_SIZE:
        strbuf_printf(out, "not hoisted: the child's %s is not worked out from the launching kernel's arguments alone "
                           "(line %u: '%s')",
                      d[0], r->subject.line, d[1]);
        break;
    case REFUSAL_HOIST_SHAPE: strbuf_printf(out, "not hoisted: %s", d[0]); break;
    case REFUSAL_HOIST_OFFSETS:
        strbuf_printf(out, "not hoisted: the launching kernel reads memory, and a walk over the offsets its child's "
                           "size is taken from cannot stand for it: %s (line %u)",
                      d[0], r->subject.line);
        break;
    default: return false;
    }
    return true;
}

void report_refusal(StrBuf *out, const Plan *plan, const Refusal *r)
{
    if (!r)
        return;
    if (!site_text(out, r) && !aggregation_text(out, plan, r) && !removal_text(out, plan, r) &&
        !persistent_text(out, plan, r) && !other_text(out, plan, r))
        strbuf_printf(out, "(%s)", refusal_code_name(r->code));
}

char *report_refusal_text(const Plan *plan, const Refusal *r)
{
    if (!r)
        return NULL;
    StrBuf b;
    strbuf_init(&b);
    report_refusal(&b, plan, r);
    char *text = strbuf_take(&b);
    strbuf_free(&b);
    return text;
}
