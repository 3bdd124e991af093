/* A child kernel's body written as thread loops (MCUDA), for running the
 * threads of one child block with fewer threads: each stretch of the body
 * between barriers becomes a loop over the child's threads, and every
 * thread finishes one loop before any starts the next. An if or a loop
 * holding a barrier (block-uniform: analysis/thread_loops.h says when the
 * body splits) runs once, outside the thread loops, its bodies split in
 * turn. Locals used in a later thread loop or a header are declared again
 * there, from their initialisers.
 *
 * Launch removal uses it (T4: <child>_dp_t4; T3 when the child block is
 * larger than the launching block), and so can thresholding. */
#ifndef DPOPT_TRANSFORM_SERIALISE_H
#define DPOPT_TRANSFORM_SERIALISE_H

#include <stdbool.h>
#include <tree_sitter/api.h>

#include "transform/emit.h"

typedef enum SerialRunner {
    /* The calling thread runs every child thread of the block in turn (T4):
     * a barrier is just the end of a thread loop. */
    SERIAL_ONE_THREAD,
    /* Each thread of the calling block runs child threads rank, rank +
     * block size, ... (T3): a __syncthreads() of the calling block between
     * thread loops. Needs `dp_threads`, the child block's thread count. */
    SERIAL_BLOCK_STRIDED,
} SerialRunner;

/* Writes the statements of `body` as thread loops at `indent`, through `e`
 * (which renames the child's geometry to dp_blockIdx, dp_threadIdx, ...).
 * __shared__ declarations are left out: the caller declares them. With
 * `whole`, the plan found that the barriers order nothing
 * (KernelPlan.threads_whole): one thread loop runs each thread's whole
 * body, a comment standing for each barrier. */
void serialise_body(Emitter *e, TSNode body, SerialRunner runner, bool whole, const char *indent);

#endif
