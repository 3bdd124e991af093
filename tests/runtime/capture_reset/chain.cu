// A chain of single-block grids, its first link captured into a graph.
#include <cstdio>
#define TILE 256
#ifndef LINKS
#define LINKS 16
#endif
#ifndef CAPTURE
#define CAPTURE 1 // 0: the same launches made directly, twice
#endif
#define CHECK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { \
    printf("FAIL: %s: %s (line %d)\n", #x, cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

__global__ void taken(const int *in, int *out, int n, int start, int offset)
{
    int mine = start + threadIdx.x < n ? in[start + threadIdx.x] : 0;
    if (threadIdx.x == 0 && start + TILE < n)
        taken<<<1, TILE>>>(in, out, n, start + TILE, offset + mine);
    out[start + threadIdx.x] = offset;
}

int main()
{
    const int n = LINKS * TILE;
    int *in, *out, host[n];
    for (int i = 0; i < n; i++)
        host[i] = i % 7;
    CHECK(cudaMalloc(&in, sizeof host));
    CHECK(cudaMalloc(&out, sizeof host));
    CHECK(cudaMemcpy(in, host, sizeof host, cudaMemcpyHostToDevice));
    CHECK(cudaMemset(out, 0xff, sizeof host));
    cudaStream_t s;
    CHECK(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
    cudaGraph_t graph;
    cudaGraphExec_t exec;
#if CAPTURE
    CHECK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
    taken<<<1, TILE, 0, s>>>(in, out, n, 0, 0);
    CHECK(cudaStreamEndCapture(s, &graph));
    CHECK(cudaGraphInstantiate(&exec, graph, 0));
#endif
    // Something else in the process's memory, where a freed buffer was.
    for (int k = 0; k < 64; k++) {
        int *junk = (int *)malloc(4096);
        for (int j = 0; j < 1024; j++) junk[j] = 12345;
    }
    for (int r = 0; r < 2; r++) {
        CHECK(cudaMemsetAsync(out, 0xff, sizeof host, s));
#if CAPTURE
        CHECK(cudaGraphLaunch(exec, s));
#else
        taken<<<1, TILE, 0, s>>>(in, out, n, 0, 0);
#endif
        CHECK(cudaStreamSynchronize(s));
    }
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(host, out, sizeof host, cudaMemcpyDeviceToHost));
    // out[start + t] = the sum of in over the tiles before start's (each tile adds in[start + 0] only: thread 0's `mine`)
    int offset = 0;
    for (int start = 0; start < n; start += TILE) {
        for (int t = 0; t < TILE; t++)
            if (host[start + t] != offset) {
                printf("FAIL: out[%d] = %d, want %d\n", start + t, host[start + t], offset);
                return 1;
            }
        offset += start % 7;
    }
    printf("PASS\n");
    return 0;
}
