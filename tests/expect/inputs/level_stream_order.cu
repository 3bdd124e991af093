// A recursion whose thread launches its two children in turn into its
// block's NULL stream (found in a review on 2026-11-29): as written the
// second runs after the first's whole subtree (a tree walked depth first);
// run level by level, both ran side by side in the level's fused grid.
__global__ void walk(int depth, int *counter, int *order, int node)
{
    if (threadIdx.x == 0) {
        order[node] = atomicAdd(counter, 1);
        if (depth > 0) {
            walk<<<1, 32>>>(depth - 1, counter, order, 2 * node + 1);
            walk<<<1, 32>>>(depth - 1, counter, order, 2 * node + 2);
        }
    }
}

// The same into cudaStreamFireAndForget, which orders nothing: still run
// level by level.
__global__ void spread(int depth, int *counter, int *order, int node)
{
    if (threadIdx.x == 0) {
        order[node] = atomicAdd(counter, 1);
        if (depth > 0) {
            spread<<<1, 32, 0, cudaStreamFireAndForget>>>(depth - 1, counter, order, 2 * node + 1);
            spread<<<1, 32, 0, cudaStreamFireAndForget>>>(depth - 1, counter, order, 2 * node + 2);
        }
    }
}

int main()
{
    walk<<<1, 32>>>(3, nullptr, nullptr, 0);
    spread<<<1, 32>>>(3, nullptr, nullptr, 0);
    return 0;
}
