/* The child kernel's body as parent threads run it once its launch is
 * removed, as generated __device__ functions:
 *   <child>_dp_t3(blockIdx, gridDim, blockDim, args...): one child block,
 *     run by the calling block, whose threads stand in for the child's (in
 *     turns when the child block is the larger; with barriers, in thread
 *     loops split at them, where the child's body allows: serialise.h);
 *   <child>_dp_t4(block, gridDim, blockDim, args...): one child block, run
 *     by the calling thread alone, every child thread in turn, in thread
 *     loops split at the child's barriers (MCUDA, serialise.h). Every thread
 *     of the calling block may call it. Thresholding reuses it.
 * With `which` DECL_DECLARATION only the declaration is written. */
#ifndef DPOPT_TRANSFORM_REMOVED_CHILD_H
#define DPOPT_TRANSFORM_REMOVED_CHILD_H

#include <stdbool.h>

#include "transform/decl.h"
#include "transform/emit.h"

void removed_child_block(const Transform *t, int site, StrBuf *out, DeclWhich which);
/* `stack_type` (NULL: none): the child runs in a subtree (thresholded
 * recursion, subtree.h) and takes first the stack its launches wait on,
 * `<stack_type> *dp_later`. */
void removed_child_serial(const Transform *t, int site, StrBuf *out, DeclWhich which, const char *stack_type);
/* <child>_dp_thread(threadIdx, blockIdx, gridDim, blockDim, args...): one
 * thread of the child, for children without barriers or shared memory,
 * whose blocks the persistent grid packs side by side (T1/T2). */
void removed_child_thread(const Transform *t, int site, StrBuf *out, DeclWhich which);
/* The same under another name (--hoist over offsets: <child>_dp_walked). */
void removed_child_thread_named(const Transform *t, int site, const char *name, StrBuf *out, DeclWhich which);
/* The start of a call of one child thread, flattened thread `thread` of a
 * launch whose configuration is in <prefix>grid and <prefix>block (and the
 * block's thread count in dp_per_block): "<function>(dpopt::unflatten(
 * thread % dp_per_block, <prefix>block), dpopt::unflatten(thread /
 * dp_per_block, <prefix>grid), <prefix>grid, <prefix>block"; the caller
 * adds the arguments and ")". `wide`: `thread` is 64 bits, and the block's
 * index is unflattened with dpopt::unflatten_wide. */
void removed_child_thread_call(StrBuf *out, const char *function, const char *thread, const char *prefix, bool wide);

#endif
