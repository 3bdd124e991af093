/* What a function's body does that decides how its launches can be
 * transformed: barriers, shared memory, block and grid indices, device-side
 * allocation. Facts are transitive through the device functions it calls
 * (not through kernels it launches: those run as separate grids). */
#ifndef DPOPT_ANALYSIS_BODY_FACTS_H
#define DPOPT_ANALYSIS_BODY_FACTS_H

#include <stdbool.h>

#include "model/model.h"

typedef struct BodyFacts {
    bool known;             /* false when the function has no body in this file */
    bool uses_syncthreads;  /* __syncthreads and its variants, or a block group's sync() */
    bool uses_shared;       /* declares __shared__ memory (static or extern) */
    bool uses_block_idx;
    bool uses_grid_dim;
    bool uses_block_dim;
    bool uses_thread_idx;
    bool uses_device_malloc; /* cudaMalloc, malloc or new */
    bool uses_device_free;   /* cudaFree, free or delete */
    bool uses_grid_sync;     /* cooperative groups grid.sync() */
    bool uses_warp_ops;      /* __shfl*_sync, __ballot_sync, __reduce_*_sync, __syncwarp, ...:
                                its threads must run lane for lane in whole warps */
    bool launches;           /* launches kernels itself */
} BodyFacts;

BodyFacts body_facts(const Program *program, int function);

#endif
