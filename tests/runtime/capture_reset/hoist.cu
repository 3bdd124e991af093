// A CSR walk whose host launch is captured into a graph (first launch).
#include <cstdio>
#include <vector>
#define B 256
#ifndef N
#define N 1500 // launches a grid: within the 2,048 pending launches CDP allows
#endif
#define CHECK(x) do { cudaError_t e_ = (x); if (e_ != cudaSuccess) { \
    printf("FAIL: %s: %s (line %d)\n", #x, cudaGetErrorString(e_), __LINE__); return 1; } } while (0)

__global__ void edges(const int *col, int count, unsigned long long *sum)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < count)
        atomicAdd(sum, (unsigned long long)col[j]);
}

__global__ void csr(const int *row, const int *col, int n, unsigned long long *sum)
{
    int v = blockIdx.x * blockDim.x + threadIdx.x;
    if (v < n) {
        int begin = row[v];
        int degree = row[v + 1] - begin;
        if (degree > 0)
            edges<<<(degree + B - 1) / B, B, 0, cudaStreamFireAndForget>>>(col + begin, degree, sum);
    }
}

int main()
{
    const int n = N;
    std::vector<int> row(n + 1), col;
    unsigned long long want = 0;
    for (int v = 0; v < n; v++) {
        row[v] = (int)col.size();
        for (int k = 0; k < v % 13; k++) {
            col.push_back(v * 3 + k);
            want += v * 3 + k;
        }
    }
    row[n] = (int)col.size();
    int *drow, *dcol;
    unsigned long long *sum;
    CHECK(cudaMalloc(&drow, row.size() * sizeof(int)));
    CHECK(cudaMalloc(&dcol, col.size() * sizeof(int)));
    CHECK(cudaMalloc(&sum, sizeof *sum));
    CHECK(cudaMemcpy(drow, row.data(), row.size() * sizeof(int), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dcol, col.data(), col.size() * sizeof(int), cudaMemcpyHostToDevice));
    CHECK(cudaMemset(sum, 0, sizeof *sum));
    cudaStream_t s;
    CHECK(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
    cudaGraph_t graph;
    cudaGraphExec_t exec;
    CHECK(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
    csr<<<(n + 127) / 128, 128, 0, s>>>(drow, dcol, n, sum);
    CHECK(cudaStreamEndCapture(s, &graph));
    CHECK(cudaGraphInstantiate(&exec, graph, 0));
    for (int r = 0; r < 2; r++)
        CHECK(cudaGraphLaunch(exec, s));
    CHECK(cudaStreamSynchronize(s));
    unsigned long long got;
    CHECK(cudaMemcpy(&got, sum, sizeof got, cudaMemcpyDeviceToHost));
    if (got != 2 * want) { printf("FAIL: %llu, want %llu\n", got, 2 * want); return 1; }
    printf("PASS\n");
    return 0;
}
