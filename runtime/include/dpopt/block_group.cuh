// dpopt runtime: a child block's cooperative group in a fused kernel.
//
// Cooperative groups' thread_block reads the thread's place from the
// hardware. In a fused kernel (aggregation) a block runs a block of some
// child launch under another grid's place, and may be larger than the child
// block (its surplus threads leave before the child's code). The generated
// code makes a ChildBlock from the child block's place instead:
//
//     cg::thread_block block = cg::this_thread_block();
//     // becomes
//     dpopt::ChildBlock block = dpopt::child_block(dp_blockIdx, dp_blockDim);
//
// Its members are thread_block's, read from the child block; cg::sync(block),
// cg::thread_rank(block) and cg::group_size(block) call them. Passed where a
// cooperative_groups::thread_block is taken, it becomes the hardware's
// block: dpopt plans this only where the callee reads no place (it refuses
// a child whose callees read blockIdx or blockDim).
#ifndef DPOPT_RUNTIME_BLOCK_GROUP_CUH
#define DPOPT_RUNTIME_BLOCK_GROUP_CUH

#include <cooperative_groups.h>

#include "dpopt/base.cuh"

namespace dpopt {

struct ChildBlock {
    dim3 index; // the child block's blockIdx
    dim3 dim;   // the child block's blockDim

    // A barrier of the block: its surplus threads have left, and the
    // hardware barrier waits for the threads that have not.
    __device__ static void sync() { __syncthreads(); }
    __device__ unsigned int thread_rank() const { return (threadIdx.z * dim.y + threadIdx.y) * dim.x + threadIdx.x; }
    __device__ unsigned int size() const { return dim.x * dim.y * dim.z; }
    __device__ unsigned int num_threads() const { return size(); }
    __device__ dim3 group_index() const { return index; }
    __device__ static dim3 thread_index() { return threadIdx; }
    __device__ dim3 group_dim() const { return dim; }
    __device__ dim3 dim_threads() const { return dim; }
    __device__ operator cooperative_groups::thread_block() const { return cooperative_groups::this_thread_block(); }
};

__device__ inline ChildBlock child_block(dim3 index, dim3 dim) { return ChildBlock{index, dim}; }

// A child's grid group: cooperative_groups::grid_group's members, read from
// the child grid's place and shape (cooperative_groups/details/helpers.h
// spells the same arithmetic over blockIdx, blockDim and gridDim).
//
//     cg::grid_group grid = cg::this_grid();
//     // becomes
//     dpopt::ChildGrid grid = dpopt::child_grid(dp_blockIdx, dp_blockDim, dp_gridDim);
//
// It has no sync(): a grid barrier needs a cooperative launch, which no
// launch from the device is, so dpopt never takes a child calling it.
struct ChildGrid {
    dim3 index; // the child block's blockIdx
    dim3 dim;   // the child block's blockDim
    dim3 grid;  // the child grid's gridDim

    __device__ unsigned long long num_blocks() const { return (unsigned long long)grid.x * (grid.y * grid.z); }
    __device__ unsigned long long block_rank() const
    {
        return ((unsigned long long)index.z * grid.y + index.y) * grid.x + index.x;
    }
    __device__ unsigned long long num_threads() const { return num_blocks() * (dim.x * dim.y * dim.z); }
    __device__ unsigned long long size() const { return num_threads(); }
    __device__ unsigned long long thread_rank() const
    {
        return block_rank() * (dim.x * dim.y * dim.z) + (threadIdx.z * dim.y + threadIdx.y) * dim.x + threadIdx.x;
    }
    __device__ dim3 block_index() const { return index; }
    __device__ dim3 dim_blocks() const { return grid; }
    __device__ dim3 group_dim() const { return grid; }
    __device__ dim3 dim_threads() const { return dim3(grid.x * dim.x, grid.y * dim.y, grid.z * dim.z); }
    __device__ dim3 thread_index() const
    {
        return dim3(index.x * dim.x + threadIdx.x, index.y * dim.y + threadIdx.y, index.z * dim.z + threadIdx.z);
    }
};

__device__ inline ChildGrid child_grid(dim3 index, dim3 dim, dim3 grid) { return ChildGrid{index, dim, grid}; }

} // namespace dpopt

#endif
