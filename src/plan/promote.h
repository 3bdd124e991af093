/* Vertical aggregation (--promote; KLAP, dissertation chapter 4): a chain
 * of single-block grids, each launching the next with a value its prologue
 * computed,
 *
 *     __global__ void link(<params>)
 *     {
 *         <prologue>
 *         if (threadIdx.x == 0 && <cond>)
 *             link<<<1, <block>>>>(<args>);
 *         <epilogue>
 *     }
 *
 * runs with the launch taken off the critical path: the consumer is
 * launched before the prologue (promotion, P) and waits for its producer's
 * release, which carries the arguments the prologue computed (postponed;
 * the others are available at the start); with aggregation (PA) a pool of
 * G blocks takes the places of G consecutive links; with overlap (PO, PAO)
 * the prologue's independent part runs before the wait.
 *
 * What is taken, each checked here (anything else stays as written, with a
 * note naming the reason and its line):
 *   - the kernel's one launch, of itself, a statement of its body's top
 *     level: `if (threadIdx.x == 0 [&& cond]) launch;` (no else), which
 *     thread 0 always reaches (no return, goto or label before it);
 *   - every launch of the kernel, from the host too, of one block (the
 *     grid `1`) of a block size one number gives, no dynamic shared memory;
 *   - the condition, the block size and the available arguments read only
 *     parameters the body never writes or takes the address of, constants,
 *     threadIdx, blockDim, blockIdx and gridDim: the same at the start of
 *     the block as at the launch;
 *   - parameters a record holds (no arrays, no references), no template.
 * Overlap also needs a prologue that writes no memory but the block's own
 * (its locals and __shared__ arrays) and calls nothing but intrinsics: its
 * independent part, the statements before the first that names a
 * postponed parameter, then reads nothing a producer's prologue writes.
 * Where that does not hold, the chain is promoted (and aggregated) without
 * overlap, with a note. Aggregation (PA, PAO) also needs the block size to
 * be the same in every link, since a pool's blocks are all of the size of
 * the block that launched it: a constant (literals, constant macros,
 * sizeof and their arithmetic), parameters each link passes on unchanged
 * in their own place, or the link's own blockDim.x; otherwise a pool per
 * link (P, PO), with a note.
 *
 * A host launch of the kernel launches it as written (the host version,
 * which launches its consumers). Under --promote-start=pool it starts its
 * chain as the first block of a pool (its arguments all known to the
 * host), so that no device launch stands before the chain's second link;
 * where its block size is not the one the links launch (the pool's blocks
 * are all of one size), it launches the kernel as written, with a note; so
 * does one under PA or PAO whose block names a parameter the links pass on
 * and whose argument there is not that name (the first link's value). */
#ifndef DPOPT_PLAN_PROMOTE_H
#define DPOPT_PLAN_PROMOTE_H

#include <stdbool.h>

#include "model/model.h"

typedef enum PromoteMode { PROMOTE_NONE, PROMOTE_P, PROMOTE_PA, PROMOTE_PO, PROMOTE_PAO } PromoteMode;

/* --promote-group's default: the blocks of a pool (PA, PAO). */
#define PROMOTE_GROUP_DEFAULT 128u

typedef struct Promotion {
    int site;              /* the kernel's launch of itself */
    int kernel;
    PromoteMode mode;      /* applied: PROMOTE_NONE where refused */
    unsigned int group;    /* blocks of a pool: 1 without aggregation */
    bool *postponed;       /* per parameter: its argument is computed by the prologue */
    TSNode statement;      /* the if statement holding the launch */
    TSNode cond;           /* its whole condition */
    TSNode conds[8];       /* the condition's conjuncts besides the thread test */
    int cond_count;
    uint32_t independent;  /* overlap: the prologue's statements before this offset run before
                              the wait (0: no overlap) */
    int *starts;           /* the host's launches of the kernel made the first block of a pool
                              (dpopt::chain_start): each whose block is the one its links launch */
    int start_count, start_cap;
    bool unaggregated;     /* pa or pao asked, a pool per link applied (p, po): the block size may
                              differ from link to link (the reason says) */
    char *reason;          /* why not promoted, or (mode applied) why without aggregation or
                              overlap; NULL */
    uint32_t reason_at;    /* the line responsible, as an offset in the file */
} Promotion;

typedef struct Promotions {
    PromoteMode requested;
    bool start_pools;      /* --promote-start=pool */
    Promotion *items;      /* one per launch of a kernel of itself */
    int count, cap;
} Promotions;

/* The promotions of every kernel's launch of itself under `mode`, each
 * with `group` blocks a pool where aggregated; with `start_pools`
 * (--promote-start=pool) the host launches that can start their chain as
 * a pool's first block do. */
Promotions *promote_plan(const Program *program, PromoteMode mode, unsigned int group, bool start_pools);
void promote_free(Promotions *promotions);
/* "p", "pa", "po", "pao", "none". */
const char *promote_mode_name(PromoteMode mode);
/* The promotion of site `site`, or NULL. */
const Promotion *promote_of_site(const Promotions *promotions, int site);
/* The applied promotion whose chain host launch `site` starts as a pool's
 * first block, or NULL (a host launch left as written, or none of a chain). */
const Promotion *promote_started_by(const Promotions *promotions, int site);
/* Whether function `fn` is the kernel of a promoted chain. */
bool promote_is_chain_kernel(const Promotions *promotions, int fn);

#endif
