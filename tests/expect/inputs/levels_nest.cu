// Whether each level of a recursion starts as a child of the level before
// (fire-and-forget, at once) or after its whole grid (a tail launch): the
// tail launch stays where the kernel's blocks make another launch, through
// a device function, into a stream that orders it.

__global__ void count(int *node) { atomicAdd(node, 1); }

// Counts into the NULL stream: ordered with the block's other launches there.
__device__ void count_in_order(int *node)
{
    count<<<1, 32>>>(node);
}

// Counts fire-and-forget: ordered with nothing.
__device__ void count_any_time(int *node)
{
    count<<<1, 32, 0, cudaStreamFireAndForget>>>(node);
}

// Only itself: nested.
__global__ void alone(int *node, int depth)
{
    if (depth > 8)
        return;
    if (threadIdx.x == 0)
        alone<<<2, 32>>>(node + 1, depth + 1);
}

// A fire-and-forget launch besides: nested.
__global__ void unordered(int *node, int depth)
{
    if (depth > 8)
        return;
    if (threadIdx.x == 0) {
        count_any_time(node);
        unordered<<<2, 32>>>(node + 1, depth + 1);
    }
}

// A NULL-stream launch besides: before its own launch of itself, its
// thread's launch of count must run after the NULL stream's earlier ones.
__global__ void ordered(int *node, int depth)
{
    if (depth > 8)
        return;
    if (threadIdx.x == 0) {
        ordered<<<2, 32, 0, cudaStreamFireAndForget>>>(node + 1, depth + 1);
        count_in_order(node);
    }
}

int main()
{
    alone<<<1, 32>>>(nullptr, 0);
    unordered<<<1, 32>>>(nullptr, 0);
    ordered<<<1, 32>>>(nullptr, 0);
    return 0;
}
