/* Barriers that order nothing: a child whose threads, run one after another
 * by one thread (launch removal T4), may each run the whole body at once
 * instead of thread loops split at every __syncthreads().
 *
 * The split keeps what a barrier guarantees: every thread's code before it
 * has finished before any thread's code after it starts. Running each
 * thread whole gives that up, which is right when no thread's code after
 * the last barrier changes what another thread's code before it reads, and
 * no thread's code before it writes what another reads:
 *
 * - every barrier is a `__syncthreads();` statement of the body itself (no
 *   barrier in an if, a loop or a function called), and the child does
 *   nothing else that needs its threads together (warp-wide operations,
 *   thread groups, inline assembly, launches);
 * - each __shared__ variable is an array of one dimension declared in the
 *   body, and every use of it is its element `[threadIdx.x]` (or at a local
 *   declared at the top of the body as `int tid = threadIdx.x;` and never
 *   changed, or at a macro standing for threadIdx.x), in a child every
 *   launch of which makes one-dimensional blocks: the thread's own slot,
 *   which no other thread reads or writes;
 * - before the last barrier, the body writes only its own locals and its
 *   own slots, calls only functions that read no memory and change
 *   nothing (min, sqrtf, ...), reads memory only through the kernel's
 *   parameters, and names nothing else but the thread's place and macros
 *   that stand for numbers;
 * - the child, and what it calls, writes no memory that those reads may see
 *   (analysis/child_writes.h: by C++'s rule on types).
 *
 * Used by the plan (KernelPlan.threads_whole); the analysis only reads. */
#ifndef DPOPT_ANALYSIS_IDLE_BARRIERS_H
#define DPOPT_ANALYSIS_IDLE_BARRIERS_H

#include <stdbool.h>
#include <stddef.h>

#include "model/model.h"

/* Whether kernel `fn` has barriers and every one orders nothing when its
 * threads run one after another. When not, `why` (at most `cap` bytes)
 * says why, naming the line responsible. */
bool idle_barriers_all(const Program *p, int fn, char *why, size_t cap);

#endif
