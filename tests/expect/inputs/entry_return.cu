// A block that returns early on what it read at its start: the return is
// block by block (the loads came before anything of the grid stored), so
// grid aggregation takes the launch after the barriers. After a store, the
// same read may differ between the threads of a block: warp granularity.
struct Node {
    int begin, end;
};

__global__ void child(Node *nodes, int slot) { nodes[slot].begin += threadIdx.x; }

__global__ void entry_return(Node *nodes, float *out, int min_points)
{
    __shared__ int counts[4];
    Node *node = &nodes[blockIdx.x];
    int n = node->end - node->begin;
    if (n <= min_points)
        return;
    if (threadIdx.x < 4)
        counts[threadIdx.x] = 0;
    __syncthreads();
    atomicAdd(&counts[threadIdx.x % 4], 1);
    __syncthreads();
    out[blockIdx.x * blockDim.x + threadIdx.x] = counts[0];
    if (threadIdx.x == 0)
        child<<<1, 32>>>(nodes, blockIdx.x);
}

__global__ void late_return(Node *nodes, float *out, int min_points)
{
    __shared__ int counts[4];
    out[blockIdx.x * blockDim.x + threadIdx.x] = 0.0f;
    Node *node = &nodes[blockIdx.x];
    int n = node->end - node->begin;
    if (n <= min_points)
        return;
    if (threadIdx.x < 4)
        counts[threadIdx.x] = 0;
    __syncthreads();
    if (threadIdx.x == 0)
        child<<<1, 32>>>(nodes, blockIdx.x);
}

__global__ void ordered_by_hand(Node *nodes, int *flag, int min_points)
{
    Node *node = &nodes[blockIdx.x];
    int n = node->end - node->begin;
    if (n <= min_points)
        return;
    __syncthreads();
    atomicExch(flag, 1);
    if (threadIdx.x == 0)
        child<<<1, 32>>>(nodes, blockIdx.x);
}

int main()
{
    entry_return<<<4, 128>>>(nullptr, nullptr, 8);
    late_return<<<4, 128>>>(nullptr, nullptr, 8);
    ordered_by_hand<<<4, 128>>>(nullptr, nullptr, 8);
    return 0;
}
