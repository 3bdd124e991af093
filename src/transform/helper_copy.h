/* Copies of the functions a re-emitted body calls that read the thread's
 * place (plan/place_helpers.h): where the body's place is renamed (a fused
 * child, a serialised child, a persistent or co-runnable version), a call
 * of such a function becomes a call of its copy with the place handed in,
 *
 *     int t = block_sum_dp_place(v, dp_blockIdx, dp_blockDim);
 *
 * and the copy, re-emitted with the same renaming, is written once per
 * output and kind, before the first kernel whose generated code calls it:
 *
 *     __device__ int block_sum_dp_place(const int *v, const dim3 dp_blockIdx, const dim3 dp_blockDim)
 *     { ... global_thread_dp_place(dp_blockIdx, dp_blockDim) ... }
 *
 * The uses are gathered as the bodies are emitted (HelperCopies, one a
 * run), the copies written at the end of the run. */
#ifndef DPOPT_TRANSFORM_HELPER_COPY_H
#define DPOPT_TRANSFORM_HELPER_COPY_H

#include <stdbool.h>
#include <stddef.h>
#include <tree_sitter/api.h>

#include "transform/emit.h"

typedef struct HelperCopies HelperCopies;

HelperCopies *helper_copies_new(void);
void helper_copies_free(HelperCopies *copies);
/* A call in a re-emitted body (e->mode renames the place) of a function
 * that reads what the mode renames: written as a call of its copy, which
 * is noted for helper_copies_apply. False for any other node. */
bool helper_copy_call(Emitter *e, TSNode node);
/* Writes every copy noted, before the first kernel that calls it. */
void helper_copies_apply(const Transform *t);
/* Whether a body's text (`len` bytes) reads `word` (blockIdx, gridDim,
 * blockDim, threadIdx) itself or hands it to a copy: what the generated
 * code around it must declare. */
bool helper_copy_body_reads(const Plan *plan, const char *body, size_t len, const char *word);

#endif
