/* Facts about one launch site: where it sits in the parent's control flow,
 * what the parent does after it, what the child does, and how uniform each
 * argument and configuration expression is. Strategies decide from these. */
#ifndef DPOPT_ANALYSIS_LAUNCH_FACTS_H
#define DPOPT_ANALYSIS_LAUNCH_FACTS_H

#include <stdbool.h>
#include <stdint.h>

#include "analysis/body_facts.h"
#include "analysis/uniformity.h"
#include "model/model.h"

typedef enum GuardKind {
    GUARD_IF,          /* inside the then-branch of an if */
    GUARD_ELSE,        /* inside the else-branch */
    GUARD_SWITCH,      /* inside a case of a switch */
    GUARD_CONDITIONAL, /* operand of ?: or of && / || */
    GUARD_EARLY_EXIT,  /* after a return, break, continue or goto some threads may take */
} GuardKind;

typedef struct Guard {
    GuardKind kind;
    char *text;          /* the condition, or the exit statement */
    TSNode node;         /* the same, in the tree */
    uint32_t line;
    UniformLevel level;
} Guard;

typedef struct Loop {
    const char *kind;    /* "for", "while", "do", "range-for" */
    uint32_t line;
    UniformLevel level;  /* control inside the loop: do threads run its iterations together */
} Loop;

typedef struct LaunchFacts {
    Loop *loops;          /* innermost first */
    int loop_count, loop_cap;
    Guard *guards;        /* innermost first, then earlier exits */
    int guard_count, guard_cap;
    UniformLevel control; /* the launch point: which threads reach it together */
    bool followed_by_sync;
    uint32_t sync_line;   /* first device-side cudaDeviceSynchronize after it */
    const HiddenUse *hidden_sync; /* the first such sync a macro makes (model/hidden.h), which
                                     dpopt cannot rewrite; NULL when none */
    const Call *far_sync; /* the first device-side cudaDeviceSynchronize in another function
                             that may wait for it (a helper the parent calls, or a caller
                             of the launching function); NULL when none */
    bool recursive;       /* the child reaches the parent again */
    bool may_repeat;      /* a thread may run the launch more than once: in `loops`, or for repeat_reason */
    char *repeat_reason;  /* why it may run more than once per thread besides the iterations of `loops`
                             (a goto loop, a lambda or device function entered more than once,
                             recursion): "in a loop built with goto (the goto at line 18)"; NULL if not */
    uint32_t lambda_line; /* the launch is written in the body of a lambda starting at this line; 0: not */
    bool one_per_row;     /* at most one launch per row of a block's threads (one threadIdx.y, z) each time
                             the block runs: under `if (threadIdx.x == e)`, e the same across the block,
                             run at most once per thread */
    const LaunchSite *tail_in_thread; /* a tail launch (cudaStreamTailLaunch) a thread running the launch may
                                         also make: in its function or one it calls; NULL when none */
    BodyFacts child;
    UniformLevel config_level[4]; /* grid, block, shared memory, stream */
    UniformLevel *arg_level;
} LaunchFacts;

/* Whether a device-side cudaDeviceSynchronize at `sync`, in function
 * `sync_fn`, may wait for launch `site`. In the launching function: it comes
 * after the launch, or anywhere in a loop that holds it (the next iteration
 * waits). In another function whose code may run in the same thread (one
 * calls the other, or a third calls both): always, as dpopt does not order
 * code across functions. */
bool launch_sync_may_wait_for(const Program *program, TSNode sync, int sync_fn, const LaunchSite *site);

/* Facts for every launch site of the program, in site order. */
LaunchFacts *launch_facts_compute(const Program *program);
void launch_facts_free(LaunchFacts *facts, int count);
const char *guard_kind_name(GuardKind kind);

#endif
