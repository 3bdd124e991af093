/* What the strategies check of a launch site before taking it, shared by
 * aggregation (plan.c) and launch removal (removal.c). Internal to plan/. */
#ifndef DPOPT_PLAN_SITE_CHECKS_H
#define DPOPT_PLAN_SITE_CHECKS_H

#include <stdbool.h>
#include <stddef.h>
#include <tree_sitter/api.h>

#include "analysis/launch_facts.h"
#include "model/model.h"
#include "model/site_stream.h"
#include "plan/place_helpers.h"
#include "plan/plan.h"

/* Every check below answers with a new Refusal (the caller's: see
 * plan/refusal.h) or NULL when the site fits. */

/* How a strategy runs the child, as far as the site's checks care. */
typedef enum SiteForm {
    SITE_FUSED,        /* other threads run the child's blocks: blockIdx renamed; records hold the arguments */
    SITE_SERIAL,       /* threads run the child's threads too: threadIdx renamed as well */
    SITE_SERIAL_BOUND, /* the launching thread, in place, from the arguments bound to locals (`auto dp_arg0 =
                          ...`), never a record: the child's template arguments may be deduced from a lambda */
} SiteForm;

/* What every strategy needs of a launch site: a device-side launch statement
 * of a kernel defined here, whose parameters the generated code can name.
 * `host_code` is the answer for a host-side launch. */
Refusal *site_refusal(const Program *p, const LaunchSite *s, RefusalCode host_code, SiteForm form);

/* Function fn (in the part `who`) is declared a friend of a class: a copy
 * of its body under another name would not be, and nvcc rejects what it
 * reads of the class's private members. The refusal (`code`) names the
 * class (detail 0), the header declaring it (detail 1; NULL: this file)
 * and the line (`number`). NULL when no class names it a friend. */
Refusal *friend_refusal(const Program *p, RefusalCode code, RefusalRole who, int fn);
/* Kernels that may not use the device runtime at all (a cooperative
 * launch's, a device graph's): which calls of function fn dpopt rewrites
 * away, and the refusal of one it leaves. With `own_body` (fn is the kernel
 * dpopt writes a version of) the streams its launches no longer need and
 * the error queries (cudaSuccess), and where `syncs_replaced` its device-
 * side cudaDeviceSynchronize too; none in a function it calls, nor in a
 * macro's text, which dpopt leaves as they are. */
typedef struct RuntimeRule {
    RefusalCode call;   /* a call in fn's body: subject the call */
    RefusalCode callee; /* one in a function fn calls: detail 0 the chain */
    bool own_body, syncs_replaced;
} RuntimeRule;
Refusal *device_runtime_refusal(const Plan *plan, int fn, RefusalRole who, RuntimeRule rule);

/* The file is one dpopt cannot fully see (program->unseen, model/unseen.h):
 * every launch is left as written. */
Refusal *unseen_file_refusal(const Program *p);


/* Why functions the kernel calls (transitively) would read the wrong block
 * geometry once the kernel's own body has it renamed (in copies of kind
 * `kind`): one dpopt cannot see, or one that reads it and cannot be copied
 * with it handed in (plan/place_helpers.h); `who` (ROLE_CHILD,
 * ROLE_PARENT) is the kernel's part. */
Refusal *callees_geometry(const Program *p, int kernel, RefusalRole who, PlaceCopy kind);
/* Kernel fn (in the part `who`) uses cooperative groups, whose members
 * read the hardware's place: the refusal names the kind and the line. */
Refusal *block_group_refusal(const Program *p, RefusalRole who, int fn);
/* Why the plan cannot know every launch that function fn's thread makes:
 * it (or a function it calls) launches through a macro or the runtime API
 * (model/hidden.h). The model's note names `who` (ROLE_PARENT, ROLE_CHILD),
 * the macro and the line; NULL when dpopt sees every launch. */
Refusal *hidden_launch_refusal(const Program *p, int fn, RefusalRole who);
/* Why kernel k may be launched where dpopt cannot see or bound it, so that
 * two of its grids may run at once, which what keeps one state per kernel
 * (a grid-wide batch, a persistent version's worklists) must not allow: a
 * macro or a runtime call that may launch it (cudaLaunchKernelEx, ...), or
 * a use of its name other than a `<<<>>>` launch's callee (its address
 * taken, passed, stored: model/hidden.h). NULL when there is none. */
Refusal *launched_unseen_refusal(const Program *p, int k);
/* Reason `code` about kernel k where the program starts host threads
 * (analysis/host_threads.h), naming the line, or the header and its line,
 * that does; NULL where it starts none. */
Refusal *host_threads_refusal(const Program *p, RefusalCode code, int k);
/* Another device-side launch into `stream` (by its spelling) that the
 * blocks running site s's kernel may make: by that kernel or by a device
 * function it may call. NULL when dpopt sees none (hidden launches are
 * hidden_launch_refusal's to find). */
const LaunchSite *same_block_launch_into(const Program *p, const LaunchSite *s, SiteStream stream);
/* The first device-side launch into `stream` (by its spelling), other than
 * s, made by a device function that function fn may call (not by fn
 * itself); NULL when dpopt sees none. */
const LaunchSite *called_launch_into(const Program *p, int fn, const LaunchSite *s, SiteStream stream);
/* Where function fn's name stands in its definition's head (the first
 * `name (` after the head's start), or 0 when not found. */
uint32_t definition_name_at(const Source *src, const Function *fn);
/* The stream of a launch as the strategies treat it: site_stream's, except
 * that a stream its thread created for this launch alone and destroys
 * after it (analysis/device_streams.h, one_launch) is unordered with every
 * other launch, as cudaStreamFireAndForget is. */
SiteStream plan_stream_of(const Program *p, const LaunchSite *s);
/* Whether the launch is into such a stream: its generated launches go to
 * cudaStreamFireAndForget, the stream itself being gone by then. */
bool plan_stream_is_own_unordered(const Program *p, const LaunchSite *s);
/* What keeps a host launch of kernel fn from being replaced by a launch
 * of a generated copy (T1/T2's persistent version, --flatten=grid's
 * followed copy): a macro dpopt cannot read, a launch inside a larger
 * expression, one before the kernel's definition, one relying on default
 * arguments. */
typedef enum HostLaunchShape {
    HOST_LAUNCH_PLAIN,
    HOST_LAUNCH_UNSEEN,
    HOST_LAUNCH_EXPRESSION,
    HOST_LAUNCH_BEFORE_DEFINITION,
    HOST_LAUNCH_DEFAULT_ARGUMENTS,
} HostLaunchShape;
HostLaunchShape host_launch_shape(const Function *fn, const LaunchSite *s);
/* Whether the thread that makes launch `later` may have made launch
 * `earlier` before it: yes in different functions, or where either may
 * run more than once for a reason other than the loops of its function
 * (a goto loop, a lambda or device function entered twice: repeat_reason);
 * else where `earlier` comes first in the text, or a loop holds both. */
bool launch_may_precede(const Program *p, const LaunchFacts *facts, int earlier, int later);
/* Another launch the blocks running site s's kernel may make that s's
 * launch keeps its order with: into the same ordered stream, or where
 * either is a stream of the program's own not proven the thread's alone,
 * into the NULL or the tail stream. NULL for cudaStreamFireAndForget or
 * none. */
const LaunchSite *same_block_ordered_launch(const Program *p, const LaunchSite *s);
/* Refusal `code` (its detail the other launch's callee) where site s's
 * stream runs its launches in order (the NULL stream, the tail stream) and
 * the same blocks make another launch into it, or launches dpopt cannot
 * see: a strategy that makes some of s's launches later than the program
 * does (after the grid) or earlier (as written, ahead of a batch) would
 * reorder them. NULL for cudaStreamFireAndForget or no such launch. */
Refusal *ordered_stream_refusal(const Program *p, const LaunchSite *s, RefusalCode code);
/* A loop's body. */
TSNode loop_body_of(TSNode loop);
/* Why a launch in a loop cannot be made at the end of each iteration by the
 * whole block, or NULL. */
Refusal *loop_refusal(const Program *p, const LaunchFacts *f, const LaunchSite *s);

/* Why a launch's arguments cannot go into the record dpopt declares empty
 * and fills field by field (every granularity of aggregation, T3): a child
 * parameter is a reference, or its class has no constructor callable
 * without arguments (analysis/constructible.h). NULL when they can. */
Refusal *record_field_refusal(const Program *p, const LaunchSite *s);

/* Why a strategy that keeps one record per thread and site, made at the
 * end of the block or of a loop's iteration (block, grid and multiblock
 * aggregation, T3 and so T1/T2), cannot take the site: the launch may run
 * more than once per thread besides its loops' iterations, or it is written
 * in a lambda. NULL when neither. Whether its arguments fit a record at
 * all is record_field_refusal's. */
Refusal *record_refusal(const Program *p, const LaunchFacts *f, const LaunchSite *s);

/* Why a strategy running the child's threads one after another in one
 * thread (launch removal, flattening) cannot: one of them may wait for
 * another without a barrier (analysis/child_code.h). NULL when none. */
Refusal *child_wait_refusal(const Program *p, int child);

/* Why a strategy running kernel `fn`'s body several times in one thread
 * with one copy of its parameters (thread loops, coarsened blocks, a
 * persistent kernel's blocks) cannot: the body changes a parameter
 * (analysis/child_code.h). NULL when it changes none. */
Refusal *param_changed_refusal(const Program *p, int fn, RefusalRole role);

/* Why flattening cannot run the child's threads apart from their blocks:
 * one may wait for another, it has barriers or shared memory. */
Refusal *flatten_child_refusal(const Program *p, const LaunchFacts *f, const LaunchSite *s);

/* Why the lanes of a warp that reach the launch together cannot work on it
 * as a group (warp aggregation, flattening): a kernel whose threads may
 * make a tail launch (a warp batch there can hang). */
Refusal *warp_lanes_refusal(const Program *p, const LaunchFacts *f, const LaunchSite *s);

/* Why launch removal `t` (T3 or T4) cannot take the site, or NULL
 * (removal.c). `f` is the site's entry of the program's facts array (one
 * LaunchFacts a site, in site order): T4 also looks at the kernel's other
 * sites through it. */
Refusal *removal_refusal(const Program *p, const LaunchFacts *f, const LaunchSite *s, Removal t);
/* The same but for the launch's stream (a tail launch, a stream of the
 * program's own): thresholding asks it for T4 (below the threshold the
 * launching thread runs the child the way T4 does) and judges the stream
 * itself, by the order of the stream's launches. */
Refusal *removal_refusal_but_stream(const Program *p, const LaunchFacts *f, const LaunchSite *s, Removal t);
/* The same for T4 where the launching thread runs the child from its
 * arguments bound to locals, never from a record (thresholding below its
 * threshold, --remove=t4 in place): a lambda may fix the child's template
 * arguments there (SITE_SERIAL_BOUND). */
Refusal *removal_bound_refusal_but_stream(const Program *p, const LaunchFacts *f, const LaunchSite *s);
/* The same as T4's, but for a child whose threads run lane for lane in
 * whole warps (--flatten=grid's whole_warps): its warp-wide operations are
 * judged as T3 judges them, the launching kernel not at all. */
Refusal *removal_lanes_kept_refusal(const Program *p, const LaunchFacts *f, const LaunchSite *s);
/* Why a launch of a kernel by itself cannot be run by the launching thread
 * with the whole subtree below it, depth first (<kernel>_dp_subtree:
 * thresholded recursion, and a level of a recursion that has no room): the
 * kernel must launch itself directly and nothing else from code it runs,
 * into unordered streams (depth first reverses the order), be no template,
 * and its child pass T4's rules but for its launches of itself. */
Refusal *removal_subtree_refusal(const Program *p, const LaunchFacts *f, const LaunchSite *s);
/* Whether the child's grid and block may differ between the lanes of a
 * warp: then a thread that runs it in place (T4, below a threshold) loops a
 * different number of times than its neighbours, and the warp goes on
 * diverged. */
bool site_size_may_diverge(const LaunchFacts *f);
/* The first launch site other than s in s's function (not in another
 * branch of an #if), else the first in a function whose code may run in
 * the same thread (one it calls, or one called by a function calling it:
 * callgraph_marked_sharing_thread), or NULL: a launch the kernel's threads
 * may make beside s. */
const LaunchSite *site_other_launch_in_thread(const Program *p, const LaunchSite *s);
/* The first device-side launch into the NULL stream made by a function
 * other than s's whose code may run in the thread making s (one s's
 * function calls, or one called by a function calling it: the rule
 * callgraph_may_share_thread gives the pairs of sites plan/order.c keeps
 * in order), or NULL. In the thread's NULL stream it runs before or after
 * s, in the order the thread makes them. */
const LaunchSite *null_launch_sharing_thread(const Program *p, const LaunchSite *s);

/* Block, grid and multiblock aggregation and T3 run the launching kernel's
 * body in a lambda, so that a thread that returns still reaches the end of
 * the block, where the whole block meets (barriers, warp shuffles over full
 * warps). As written a thread that returned has exited, and the barriers and
 * warp-wide operations of the body go on without it; in the lambda it
 * waits at the end of the block for the threads still in the body, which
 * wait for it at theirs: the block hangs, or its barriers pair up wrongly.
 * Why kernel `kernel` cannot be run so (a return only some threads of a
 * block may take, in a body with barriers or warp-wide operations), or
 * NULL. */
Refusal *divergent_return_refusal(const Program *p, int kernel);
/* The first return of kernel `kernel`'s own body (not a lambda's inside
 * it) that only some threads of a block may take, or a null node. */
TSNode divergent_return_in(const Program *p, int kernel);
/* Whether call c is a device-side cudaDeviceSynchronize (CDP1): in a
 * kernel or device function (removal.c). */
bool plan_is_device_sync(const Program *p, const Call *c);
/* Code a kernel runs that nvcc compiles apart from it (model/callgraph.h),
 * where dpopt would bound the kernel's registers: why nvcc compiles it
 * apart ("it calls itself again"), what it is ("mix", "a call through a
 * pointer in walk"; the caller frees both), and the refusal (reason
 * calls_compiled_apart) of a launch whose kernel `kernel` runs it. */
char *compiled_apart_reason(const Program *p, CompiledApart apart);
/* Code kernel `kernel` runs that nvcc compiles apart, where its blocks may
 * be wide, so that dpopt bounds what it writes of it (kind APART_NONE: none). */
CompiledApart compiled_apart_when_bounded(const Program *p, int kernel);
/* Code a kernel running launch s (its caller, or a kernel calling it)
 * runs that nvcc compiles apart, where the kernel's blocks may be wide:
 * the first, and in *kernel that kernel (kind APART_NONE: none). */
CompiledApart compiled_apart_launching(const Program *p, const LaunchSite *s, int *kernel);
char *compiled_apart_what(const Program *p, CompiledApart apart);
Refusal *compiled_apart_refusal_of(const Program *p, int kernel, CompiledApart apart);
/* The same told of what dpopt bounds ("its co-runnable version"): the
 * caller frees it. */
char *compiled_apart_note(const Program *p, int kernel, CompiledApart apart, const char *copy);

#endif
