// mutual_recursion.cu - two kernels that launch each other: expand_max launches
// expand_min for the children of its node, and expand_min launches expand_max.
// Top-down labelling of an implicit 4-ary game tree (node k has children
// 4k+1 .. 4k+4): each level writes its node's bound from its parent's,
// alternating max and min levels. Depth-limited by max_depth.
#include <cstdio>
#include <cuda_runtime.h>

#define ARITY 4

// Forward declaration: the two kernels refer to each other.
__global__ void expand_min(float *bound, const float *score, int first, int num_nodes,
                           int depth, int max_depth);

__global__ void expand_max(float *bound, const float *score, int first, int num_nodes,
                           int depth, int max_depth)
{
    int node = first + threadIdx.x;
    int parent = (node - 1) / ARITY;
    bound[node] = fmaxf(score[node], node > 0 ? bound[parent] : score[node]);
    int child = ARITY * node + 1;
    if (depth < max_depth && child < num_nodes)
        expand_min<<<1, ARITY>>>(bound, score, child, num_nodes, depth + 1, max_depth);
}

__global__ void expand_min(float *bound, const float *score, int first, int num_nodes,
                           int depth, int max_depth)
{
    int node = first + threadIdx.x;
    int parent = (node - 1) / ARITY;
    bound[node] = fminf(score[node], bound[parent]);
    int child = ARITY * node + 1;
    if (depth < max_depth && child < num_nodes)
        expand_max<<<1, ARITY>>>(bound, score, child, num_nodes, depth + 1, max_depth);
}

int main(void)
{
    const int max_depth = 5;
    int num_nodes = 0;
    for (int d = 0, level = 1; d <= max_depth; d++, level *= ARITY)
        num_nodes += level;

    float *h_score = new float[num_nodes];
    for (int i = 0; i < num_nodes; i++)
        h_score[i] = (float)((i * 37) % 101);

    float *bound, *score;
    cudaMalloc(&bound, num_nodes * sizeof(float));
    cudaMalloc(&score, num_nodes * sizeof(float));
    cudaMemcpy(score, h_score, num_nodes * sizeof(float), cudaMemcpyHostToDevice);

    expand_max<<<1, 1>>>(bound, score, 0, num_nodes, 0, max_depth);
    cudaMemcpy(h_score, bound, num_nodes * sizeof(float), cudaMemcpyDeviceToHost);
    printf("mutual_recursion: bound[%d] = %f\n", num_nodes - 1, h_score[num_nodes - 1]);

    cudaFree(bound); cudaFree(score);
    delete[] h_score;
    return 0;
}
