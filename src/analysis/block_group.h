/* Cooperative groups' thread_block, as a child kernel's body uses it:
 *
 *     namespace cg = cooperative_groups;
 *     cg::thread_block block = cg::this_thread_block();   (or auto)
 *     ... block.group_index().x * block.size() + block.thread_rank() ...
 *     block.sync();  cg::sync(block);
 *
 * Its members are static and read the hardware's place of the thread
 * (threadIdx, blockIdx, blockDim), which generated code renames: what each
 * reads is told here, so the body facts (analysis/body_facts.h) count a
 * member as the reads and barriers it makes, and a fused kernel can stand
 * dpopt::ChildBlock in for the group (transform/block_group.h). The
 * namespace is `cooperative_groups`, an alias of it (`namespace cg =
 * cooperative_groups;` in the file or a quoted header), or none where the
 * file says `using namespace cooperative_groups;`.
 *
 * Tiles of a block group, too:
 *
 *     cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);   (or auto)
 *     ... tile.thread_rank(), tile.shfl_down(v, 16), tile.sync() ...
 *
 * A tile's members read the thread's place in its block and are warp-wide
 * operations of the hardware's warps: a fused kernel keeps them only where
 * its block is the child's (transform/block_group.h). So are a tile of a
 * tile (`cg::tiled_partition<4>(tile)`), the coalesced group
 * (`cg::coalesced_threads()`, of type `cg::coalesced_group`) and the
 * collectives on either (`cg::reduce(tile, v, cg::plus<int>())`,
 * `cg::inclusive_scan`, `cg::exclusive_scan`).
 *
 * And the grid group:
 *
 *     cg::grid_group grid = cg::this_grid();   (or auto)
 *     for (auto i = grid.thread_rank(); i < n; i += grid.size()) ...
 *
 * whose members read the block's place and the grid's shape (gridDim). Its
 * sync() is a grid barrier (BlockGroupUse.grid_syncs), which needs a
 * cooperative launch: every strategy refuses a child calling it. Anything
 * else of cooperative groups (a tile of runtime size, cluster groups, ...)
 * is not known here: a call dpopt cannot see. */
#ifndef DPOPT_ANALYSIS_BLOCK_GROUP_H
#define DPOPT_ANALYSIS_BLOCK_GROUP_H

#include <stdbool.h>

#include "model/model.h"

/* What a call or member of the block group reads and does. */
typedef struct BlockGroupUse {
    bool known;        /* a call of the block group's (false: anything else) */
    bool creates;      /* this_thread_block() */
    bool syncs;        /* sync(): a barrier of the block, as __syncthreads */
    bool reads_block_idx, reads_block_dim, reads_thread_idx, reads_grid_dim;
    bool rank;         /* thread_rank(): the thread's linear index in its block */
    bool index;        /* thread_index(): its threadIdx */
    bool tile;         /* tiled_partition<N>(group), or a member of a tile */
    bool warp_op;      /* a tile's sync, shuffle, vote, match or collective: a warp-wide operation */
    bool grid;         /* this_grid(), or a member of a grid group */
    bool grid_syncs;   /* a grid group's sync(): a barrier of the whole grid */
} BlockGroupUse;

/* The call `call` (a call_expression of `src`, a body of program p): a
 * group's creation, a member called on a block group object (a variable
 * declared as one, in the function around it, or a creation itself), or
 * cooperative_groups::sync, thread_rank or group_size of one. */
BlockGroupUse block_group_call(const Program *p, const Source *src, TSNode call);
/* The kind of group a known use belongs to, for a note: "thread_block",
 * "grid_group", "tiles" (tiles, coalesced groups and their collectives). */
const char *block_group_kind(BlockGroupUse use);
/* Whether `node` names the type cooperative_groups::thread_block. */
bool block_group_names_type(const Program *p, const Source *src, TSNode node);
/* Whether `node` is a call of cooperative_groups::this_thread_block(). */
bool block_group_is_creation(const Program *p, const Source *src, TSNode node);
/* The same for the grid group: its type grid_group, and this_grid(). */
bool block_group_names_grid_type(const Program *p, const Source *src, TSNode node);
bool block_group_is_grid_creation(const Program *p, const Source *src, TSNode node);
/* Whether `node` is the block group a call of tiled_partition<N>(group)
 * partitions (its one argument; a tile it partitions is none). */
bool block_group_is_tile_parent(const Program *p, const Source *src, TSNode node);

#endif
