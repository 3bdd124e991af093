// Recursion level by level, each launch into the next level's batch at the
// launch (SiteAggregation.append_at_launch) or kept in a record until the
// block's end.

// Once a row (thread 0 launches), returning early before a barrier (no
// thread can run its subtree): appended at the launch.
__global__ void rows(int *node, int depth)
{
    if (depth >= 8 || node[blockIdx.x] <= 1)
        return;
    __syncthreads();
    if (threadIdx.x == 0)
        rows<<<2, 64, 0, cudaStreamFireAndForget>>>(node + 2 * blockIdx.x + 1, depth + 1);
}

// Every thread may launch (the same early return and barrier): the
// batch's room counts threads, and the records stay until the block's end.
__global__ void every(int *node, int depth)
{
    if (depth >= 8 || node[blockIdx.x] <= 1)
        return;
    __syncthreads();
    if (node[threadIdx.x] > 0)
        every<<<1, 32, 0, cudaStreamFireAndForget>>>(node + threadIdx.x + 1, depth + 1);
}

// Once a row, but a thread can run a launch with its subtree where no
// room is left, which it does at the block's end: kept in a record.
__global__ void loose(int *node, int depth)
{
    if (depth < 8 && node[blockIdx.x] > 1 && threadIdx.x == 0)
        loose<<<2, 32, 0, cudaStreamFireAndForget>>>(node + 1, depth + 1);
}

int main()
{
    rows<<<1, 64>>>(nullptr, 0);
    every<<<1, 32>>>(nullptr, 0);
    loose<<<1, 32>>>(nullptr, 0);
    return 0;
}
