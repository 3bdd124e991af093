/* What a function's body does that decides how its launches can be
 * transformed: barriers, shared memory, block and grid indices, device-side
 * allocation. Facts are transitive through the functions it calls (not
 * through kernels it launches: those run as separate grids), in the file or
 * in the quoted headers it includes (nested ones too), and through the
 * macros its body names. Comments and string literals are not code. */
#ifndef DPOPT_ANALYSIS_BODY_FACTS_H
#define DPOPT_ANALYSIS_BODY_FACTS_H

#include <stdbool.h>

#include "model/model.h"

/* Room for a chain of calls in a note. */
#define BODY_FACTS_CHAIN 256

typedef struct BodyFacts {
    bool known;             /* false when the function has no body in this file */
    bool uses_syncthreads;  /* __syncthreads and its variants, or a block group's sync() */
    bool uses_shared;       /* declares __shared__ memory (static or extern) */
    bool uses_block_idx;
    bool uses_grid_dim;
    bool uses_block_dim;
    bool uses_thread_idx;
    /* The same four read in the text of a macro its own body names (not
     * through a function it calls): code dpopt cannot rename in a copy of
     * the body, where it renames a function's reads by handing them in. */
    bool macro_block_idx, macro_grid_dim, macro_block_dim, macro_thread_idx;
    bool uses_device_malloc; /* cudaMalloc, malloc or new */
    bool uses_device_free;   /* cudaFree, free or delete */
    bool uses_grid_sync;     /* cooperative groups grid.sync() */
    bool uses_warp_ops;      /* __shfl*_sync, __ballot_sync, __reduce_*_sync, __syncwarp, ...:
                                its threads must run lane for lane in whole warps */
    bool launches;           /* launches kernels itself */
    bool uses_asm;           /* inline assembly (asm, __asm__), in its own body or a macro it
                                uses: it may read the thread's or block's place from the
                                special registers (%tid, %ctaid, %laneid, ...), which dpopt
                                cannot rename; in a function it calls, the chains below say so */
    TSNode block_group;      /* where its own body first makes or uses a cooperative groups
                                thread_block (analysis/block_group.h), whose reads and
                                barriers the flags above count; a null node when nowhere */
    TSNode group_tile;       /* where its own body first partitions a block group into tiles
                                (tiled_partition<N>), whose members work on the hardware's warps;
                                a null node when nowhere */
    TSNode reserved_name;    /* where its own body first names something beginning with dp_,
                                the prefix of the names dpopt's generated code declares there
                                (directly or in a macro it uses); a null node when nowhere */
    char reserved_text[64];  /* that name */
    /* Facts found in the functions it calls or the macros it uses (not in
     * its own body's code), each as what leads there, for a note: "calls
     * my_element, which calls global_index, which reads blockIdx", "uses
     * the macro GID, which reads blockIdx". "" when there is none. */
    char block_place_chain[BODY_FACTS_CHAIN]; /* reads blockIdx, gridDim or blockDim */
    char thread_idx_chain[BODY_FACTS_CHAIN];  /* reads threadIdx */
    char unseen_chain[BODY_FACTS_CHAIN];      /* calls a function whose body dpopt cannot see */
    char runtime_chain[BODY_FACTS_CHAIN];     /* calls the CUDA runtime (cuda...) or launches a kernel */
    char error_query_chain[BODY_FACTS_CHAIN]; /* asks the device runtime for its last error
                                                 (cudaGetLastError, cudaPeekAtLastError) */
} BodyFacts;

BodyFacts body_facts(const Program *program, int function);
/* The facts of what `function` calls and the macros it uses, its own
 * body's code left out: the chains above, and the flags of those. */
BodyFacts body_facts_of_callees(const Program *program, int function);
/* The facts of a call of `name`: every definition of that name, in the
 * file or a header; `unseen_chain` names it when none has a body
 * dpopt can read (CUDA's intrinsics and runtime aside). */
BodyFacts body_facts_of_call(const Program *program, const char *name);
/* Whether code of these facts needs its threads to run together as blocks
 * (barriers, shared memory): grid flattening walks such a child in whole
 * blocks (plan/flatten_grid.c). */
bool body_facts_run_as_blocks(const BodyFacts *facts);
/* Calls a body may make to code dpopt cannot see: CUDA's intrinsics and
 * math functions, none of which read the thread's position. */
bool body_facts_is_intrinsic(const char *name);
/* The intrinsics that write memory through their first argument: the
 * atomics, memcpy, memset, memmove, the cache-hinted stores. */
bool body_facts_intrinsic_writes_first(const char *name);

#endif
