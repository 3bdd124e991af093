// Thresholded recursion (issue 14, build item 4): which launches of a kernel
// by itself have their subtree run by the launching thread, and which not.
#include <cuda_runtime.h>

__global__ void leaf(int *out) { out[threadIdx.x] = 1; }

// Accepted: launches itself alone, into cudaStreamFireAndForget.
__global__ void walk(int *out, int node, int depth)
{
    out[node] += 1;
    if (depth > 0)
        walk<<<1, 2, 0, cudaStreamFireAndForget>>>(out, node * 2 + 1 + threadIdx.x, depth - 1);
}

// Accepted: into a stream the thread creates for this launch alone.
__global__ void walk_streams(int *out, int node, int depth)
{
    out[node] += 1;
    if (depth > 0) {
        cudaStream_t s;
        cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
        walk_streams<<<1, 2, 0, s>>>(out, node * 2 + 1 + threadIdx.x, depth - 1);
        cudaStreamDestroy(s);
    }
}

// Refused: the NULL stream orders the block's launches; depth first would not.
__global__ void walk_null(int *out, int node, int depth)
{
    out[node] += 1;
    if (depth > 0)
        walk_null<<<1, 2>>>(out, node * 2 + 1 + threadIdx.x, depth - 1);
}

// Refused: the subtree would launch another kernel too.
__global__ void walk_leaves(int *out, int node, int depth)
{
    out[node] += 1;
    if (depth > 0)
        walk_leaves<<<1, 2, 0, cudaStreamFireAndForget>>>(out, node * 2 + 1 + threadIdx.x, depth - 1);
    else
        leaf<<<1, 32, 0, cudaStreamFireAndForget>>>(out);
}

// Refused: the second launch is a tail launch, so the first is given up too.
__global__ void walk_tail(int *out, int node, int depth)
{
    out[node] += 1;
    if (depth > 0) {
        walk_tail<<<1, 2, 0, cudaStreamFireAndForget>>>(out, node * 2 + 1, depth - 1);
        walk_tail<<<1, 2, 0, cudaStreamTailLaunch>>>(out, node * 2 + 2, depth - 1);
    }
}

// Refused: a template.
template <int FAN>
__global__ void walk_template(int *out, int node, int depth)
{
    out[node] += 1;
    if (depth > 0)
        walk_template<FAN><<<1, FAN, 0, cudaStreamFireAndForget>>>(out, node * FAN + 1 + threadIdx.x, depth - 1);
}

void run(int *out)
{
    walk<<<1, 2>>>(out, 0, 8);
    walk_streams<<<1, 2>>>(out, 0, 8);
    walk_null<<<1, 2>>>(out, 0, 8);
    walk_leaves<<<1, 2>>>(out, 0, 8);
    walk_tail<<<1, 2>>>(out, 0, 8);
    walk_template<2><<<1, 1>>>(out, 0, 8);
}
