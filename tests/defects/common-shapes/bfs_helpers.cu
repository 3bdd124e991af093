// A level-synchronous BFS whose child expands one vertex's edges; the child
// finds its edge through small index helpers, as graph codes write them.
__device__ inline unsigned lane_id() { return threadIdx.x & 31u; }
__device__ inline int global_index() { return blockIdx.x * blockDim.x + threadIdx.x; }
__device__ int edge_of(const int *offsets, int v) { return offsets[v] + global_index(); }

__global__ void expand(const int *offsets, const int *edges, int *level, int v, int depth, int degree)
{
    int e = global_index();
    if (e < degree) {
        int w = edges[edge_of(offsets, v)];
        if (level[w] < 0 && lane_id() < 32)
            level[w] = depth + 1;
    }
}

__global__ void frontier(const int *offsets, const int *edges, int *level, int n, int depth)
{
    int v = blockIdx.x * blockDim.x + threadIdx.x;
    if (v < n && level[v] == depth) {
        int degree = offsets[v + 1] - offsets[v];
        if (degree > 0)
            expand<<<(degree + 127) / 128, 128>>>(offsets, edges, level, v, depth, degree);
    }
}
