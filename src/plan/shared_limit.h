/* The 48 KB of static shared memory a block may declare, and what the
 * strategies add to it. nvlink refuses a kernel past that limit ("uses too
 * much shared data"), so a kernel whose own declarations come near it
 * would, with what dpopt writes into it, no longer link where the program
 * as written does. The plan counts a kernel's declarations where it can
 * size them (analysis/shared_decls.h, shared_bytes_of) and adds a constant
 * for each thing a strategy declares there, at least what it takes: where
 * the sum passes the limit, the strategy does not take the site. A
 * declaration of unknown size (a class, a template parameter) counts for
 * nothing, so such a kernel is refused only where the part known already
 * passes the limit with dpopt's additions; it may still fail to link.
 * Internal to plan/. */
#ifndef DPOPT_PLAN_SHARED_LIMIT_H
#define DPOPT_PLAN_SHARED_LIMIT_H

#include "analysis/shared_decls.h"
#include "model/model.h"
#include "plan/refusal.h"

/* The static shared memory a block may declare: 48 KB on every GPU (more
 * is dynamic only, with cudaFuncSetAttribute). */
#define SHARED_STATIC_LIMIT 49152ull
/* What one launch site's code declares in the launching kernel wherever
 * it keeps a batch or records (block, grid and multiblock aggregation,
 * flattening's batches, T3, auto, T1/T2's worklists): one
 * dpopt::BlockBatch::TempStorage, which runtime/include/dpopt/
 * block_batch.cuh keeps within 336 bytes (a static_assert), and 16 bytes
 * of alignment before it. */
#define SHARED_PER_SITE 352ull
/* What a fused kernel (aggregation's <child>_dp_<granularity>) declares
 * beside the child's body: one dpopt::BatchEnterStorage, which
 * runtime/include/dpopt/batch.cuh keeps within 16 bytes, and alignment. */
#define SHARED_FUSED_ENTRY 32ull
/* What a co-runnable version (--corun) declares beside the kernel's body:
 * a dpopt::CorunTicket, which runtime/include/dpopt/corun.cuh keeps within
 * 40 bytes, and a bool, with alignment. */
#define SHARED_CORUN 64ull
/* What a promoted chain's links (--promote) declare beside the kernel's
 * body, but for the records of its parameters (counted apart): a
 * dpopt::ChainPlace, which runtime/include/dpopt/chain.cuh keeps within 8
 * bytes, an empty record's byte and alignment. */
#define SHARED_CHAIN 48ull

/* Where a strategy's additions go. */
typedef enum SharedUse {
    /* A fused kernel runs the child's body (aggregation at any
     * granularity): the child's declarations, the entry storage, and a
     * batch for each launch site of the child's own (a recursion's levels
     * batch them there). */
    SHARED_USE_FUSED,
    /* The launching kernel keeps a batch or records for its launches
     * (aggregation that postpones, flattening's batches): one for each of
     * its launch sites, whatever each site gets. */
    SHARED_USE_PARENT,
    /* ... and its blocks run the children's blocks (T3, auto): each
     * child's declarations too (<child>_dp_t3 declares them), once. */
    SHARED_USE_PARENT_RUNS_CHILDREN,
} SharedUse;

/* REFUSAL_SHARED_LIMIT where the kernel `use` puts launch site s's code in
 * would pass SHARED_STATIC_LIMIT; NULL where it would not, or cannot be
 * shown to. The refusal's subject is the kernel (ROLE_PARENT, or
 * ROLE_CHILD for SHARED_USE_FUSED) at the line of the largest declaration
 * counted (the kernel's own where it declares none, `number` 0; 1
 * otherwise); detail 0 its known bytes, 1 what the strategy adds, 2 the
 * children's bytes counted with them (SHARED_USE_PARENT_RUNS_CHILDREN; NULL
 * where none). */
Refusal *shared_limit_refusal(const Program *p, const LaunchSite *s, SharedUse use);

/* REFUSAL_PERSISTENT_SHARED_LIMIT where kernel k's persistent version
 * (T1, T2, auto) would pass the limit: it declares the kernel's shared
 * memory, a worklist's storage for each launch site and the children's
 * shared memory (T3's blocks), or, running its launches of itself level by
 * level (`levels`), the kernel's body and storage twice (its own blocks
 * and a level's). Subject and details as shared_limit_refusal's (detail 1:
 * what the version adds, the second copy of a levels version's body
 * included; 2: the children's, or NULL). */
Refusal *shared_limit_persistent_refusal(const Program *p, int k, bool levels);

/* Whether kernel k's declarations and `added` more bytes pass the limit;
 * *bytes gets the declarations' count. */
bool shared_limit_passed(const Program *p, int k, unsigned long long added, SharedBytes *bytes);

#endif
