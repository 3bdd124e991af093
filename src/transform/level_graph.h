/* A recursion's levels as device graphs (SiteAggregation.graph,
 * plan/level_graphs.h): copies of the kernel and of its fused level kernel
 * for the graphs, the close node that launches the next level, and the
 * host's launches rewritten to start the recursion through the runtime
 * (runtime level_graph.cuh). The kernel as written and its fused kernel
 * stay, chained, for every launch dpopt does not rewrite. For a kernel K
 * whose level sites' leader is `site`:
 *
 *  struct K_dp_graph_params { dpopt::LevelPiece dp_piece; <the fused kernel's scalars>; dim3 dp_grid; };
 *  static __device__ dpopt::LevelGraphs K_dp_graphs;
 *  __global__ void K_dp_graph_root(<K's parameters>) { <K's body for the graph> }
 *  __global__ void K_dp_graph_level(<the fused kernel's parameters>) { <its body for the graph> }
 *  __global__ void K_dp_graph_close(unsigned int dp_other)
 *  { <the level's close>; dpopt::level_graph_next(&K_dp_graphs, dp_other, ...); }
 *  static void K_dp_graph_launch(dim3 dp_grid, dim3 dp_block, size_t dp_shmem, cudaStream_t dp_stream,
 *                                <K's parameters>)
 *  { if (!dpopt::level_graph_launch(...)) K<<<dp_grid, dp_block, dp_shmem, dp_stream>>>(<K's parameters>); }
 *
 * and each host launch `K<<<grid, block, shmem, stream>>>(args)` becomes
 * `K_dp_graph_launch(grid, block, shmem, stream, args)`, edited piece by
 * piece so that what other passes write inside its operands stays. */
#ifndef DPOPT_TRANSFORM_LEVEL_GRAPH_H
#define DPOPT_TRANSFORM_LEVEL_GRAPH_H

#include "transform/emit.h"

/* For every recursion whose levels run as graphs: before K, the
 * parameters' struct, the graphs' handles and the declarations; after K's
 * fused kernel, the copies, the close and the host's launch; every host
 * launch of K rewritten. After aggregation. */
void level_graph_apply(const Transform *t);

#endif
