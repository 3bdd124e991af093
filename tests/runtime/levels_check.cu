// Recursion level by level (issue 14): a kernel that launches itself, run
// to a depth given on the command line, counts the blocks of each level.
// Each launch makes a grid of 2 blocks; block 0 launches the next level, so
// level d (d >= 1) has 2 blocks and there are depth + 1 levels; a launch
// that fails is counted. Under --aggregate=grid each level is one fused
// grid that the level before tail-launches, so a depth of 100 is a chain of
// 100 tail launches, each nested in the one before, which must run as the
// program as written does.
// With "tree", a kernel that launches itself twice, each launch into a
// stream its thread creates for it (as CUDA's quicksort sample does): a
// binary tree of blocks, 2^d at level d, both launches in one batch per
// level under --aggregate=grid.
//   usage: levels_check DEPTH [tree]   prints PASS or FAIL and the first wrong level
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cuda_runtime.h>

__device__ unsigned int launch_failures;

__global__ void grow(unsigned int *blocks_at, int depth, int max_depth)
{
    if (threadIdx.x == 0) {
        atomicAdd(&blocks_at[depth], 1u);
        if (depth < max_depth && blockIdx.x == 0) {
            grow<<<2, 32, 0, cudaStreamFireAndForget>>>(blocks_at, depth + 1, max_depth);
            if (cudaGetLastError() != cudaSuccess)
                atomicAdd(&launch_failures, 1u);
        }
    }
}

__global__ void branch(unsigned int *blocks_at, int depth, int max_depth)
{
    if (threadIdx.x == 0) {
        atomicAdd(&blocks_at[depth], 1u);
        if (depth < max_depth) {
            cudaStream_t left;
            cudaStreamCreateWithFlags(&left, cudaStreamNonBlocking);
            branch<<<1, 32, 0, left>>>(blocks_at, depth + 1, max_depth);
            if (cudaGetLastError() != cudaSuccess)
                atomicAdd(&launch_failures, 1u);
            cudaStreamDestroy(left);
            cudaStream_t right;
            cudaStreamCreateWithFlags(&right, cudaStreamNonBlocking);
            branch<<<1, 32, 0, right>>>(blocks_at, depth + 1, max_depth);
            if (cudaGetLastError() != cudaSuccess)
                atomicAdd(&launch_failures, 1u);
            cudaStreamDestroy(right);
        }
    }
}

int main(int argc, char **argv)
{
    int depth = argc > 1 ? atoi(argv[1]) : 12;
    bool tree = argc > 2 && strcmp(argv[2], "tree") == 0;
    if (depth < 0 || depth > 1000 || (tree && depth > 24)) {
        fprintf(stderr, "levels_check: depth must be in [0, 1000] ([0, 24] for a tree)\n");
        return 2;
    }
    unsigned int *blocks_at;
    cudaMalloc(&blocks_at, sizeof(unsigned int) * (depth + 1));
    cudaMemset(blocks_at, 0, sizeof(unsigned int) * (depth + 1));
    if (tree)
        branch<<<1, 32>>>(blocks_at, 0, depth);
    else
        grow<<<1, 32>>>(blocks_at, 0, depth);
    cudaError_t err = cudaDeviceSynchronize();
    unsigned int *got = (unsigned int *)malloc(sizeof(unsigned int) * (depth + 1));
    cudaMemcpy(got, blocks_at, sizeof(unsigned int) * (depth + 1), cudaMemcpyDeviceToHost);
    unsigned int failures = 0;
    cudaMemcpyFromSymbol(&failures, launch_failures, sizeof failures);
    int wrong = -1;
    for (int d = 0; d <= depth && wrong < 0; d++)
        if (got[d] != (tree ? 1u << d : d == 0 ? 1u : 2u))
            wrong = d;
    if (err == cudaSuccess && wrong < 0 && failures == 0)
        printf("PASS %sdepth %d: %d levels\n", tree ? "tree " : "", depth, depth + 1);
    else
        printf("FAIL %sdepth %d: %s, %u launches failed, first wrong level %d (%u blocks)\n", tree ? "tree " : "", depth,
               cudaGetErrorString(err), failures, wrong, wrong >= 0 ? got[wrong] : 0u);
    free(got);
    cudaFree(blocks_at);
    return 0;
}
