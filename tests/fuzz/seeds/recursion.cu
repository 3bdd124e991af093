struct Node { int first, count; };
__global__ void walk(Node *nodes, int id, int depth) {
    Node nd = nodes[id];
    if (depth == 0 || nd.count < 2) return;
    if (threadIdx.x == blockDim.x - 1)
        walk<<<4, 128, 64 * sizeof(int)>>>(nodes, nd.first, depth - 1);
    if (__any_sync(0xffffffffu, nd.count > 4)) __syncwarp();
}
__global__ void rows(int *m, int w) {
    cudaStream_t s;
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    dim3 g(w / 16, 1), b(16, 16);
    walk<<<g, b, 0, s>>>((Node *)m, 0, 3);
    cudaStreamDestroy(s);
}
