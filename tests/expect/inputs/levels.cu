// Recursive launches at grid granularity, level by level: a kernel that
// launches itself from one site only runs one fused grid per level; other
// forms keep the refusal of a kernel launched from the device.

// One site: level by level. `root` is the same across the launching grid
// but is not across a level's fused grid, where `node` comes from each
// block's own launch: it travels in the record too.
__global__ void walk(int *node, int *root, int depth, int max_depth)
{
    int n = node[blockIdx.x];
    if (depth >= max_depth || n <= 1)
        return;
    __syncthreads();
    if (threadIdx.x == 0)
        walk<<<2, 64, 0, cudaStreamFireAndForget>>>(node + 2 * blockIdx.x + 1, node, depth + 1, max_depth);
}

// Two sites of itself: two grids of it may run at once.
__global__ void twice(int *node, int depth)
{
    if (depth > 8)
        return;
    if (threadIdx.x == 0)
        twice<<<1, 32, 0, cudaStreamFireAndForget>>>(node + 1, depth + 1);
    if (threadIdx.x == 1)
        twice<<<1, 32, 0, cudaStreamFireAndForget>>>(node + 2, depth + 1);
}

// A block size that follows a parameter: not one fused grid.
__global__ void sized(int *node, int threads, int depth)
{
    if (depth > 8)
        return;
    if (threadIdx.x == 0)
        sized<<<2, threads, 0, cudaStreamFireAndForget>>>(node + 1, threads / 2 + 32, depth + 1);
}

int main()
{
    walk<<<1, 64>>>(nullptr, nullptr, 0, 8);
    twice<<<1, 32>>>(nullptr, 0);
    sized<<<1, 128>>>(nullptr, 128, 0);
    return 0;
}
