// A graph program whose device code lives in class members, in a header
// of an include folder (include/graph/csr.h, included with <...>): each
// vertex's thread launches a child grid over its edges, and each child
// thread adds the vertex's number (plus one) to the edge's target. The
// host checks every sum against its own. Build and run, with dpopt:
//
//   scripts/dpopt-nvcc --dpopt=--flatten=grid -arch=sm_90 -Iexamples/graph-members/include \
//       examples/graph-members/main.cu -o /tmp/graph-members && /tmp/graph-members
//
// dpopt reads <graph/csr.h> through -I (dpopt-nvcc passes it on), so it
// sees that degree() and edge() read no thread's place: without the folder
// the launch would stay as written, with a note naming degree.
//   usage: graph-members [VERTICES]   prints PASS or FAIL, and the median
//   time of five runs after a warm-up
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <graph/csr.h>

__global__ void child(Csr g, int v, int *out)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < g.degree(v))
        atomicAdd(&out[g.edge(v, i)], v + 1);
}

__global__ void parent(Csr g, int *out, int n)
{
    int v = blockIdx.x * blockDim.x + threadIdx.x;
    if (v < n)
        child<<<(g.degree(v) + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(g, v, out);
}

int main(int argc, char **argv)
{
    const int n = argc > 1 ? atoi(argv[1]) : 1000; // vertices
    std::vector<int> row(n + 1), col;
    for (int v = 0; v < n; v++) {
        row[v] = (int)col.size();
        for (int k = 0; k < (v * 7) % 50; k++)
            col.push_back((v * 13 + k * 29) % n);
    }
    row[n] = (int)col.size();
    std::vector<long long> want(n, 0);
    for (int v = 0; v < n; v++)
        for (int e = row[v]; e < row[v + 1]; e++)
            want[col[e]] += v + 1;
    int *d_row, *d_col, *d_out;
    cudaMalloc(&d_row, row.size() * sizeof(int));
    cudaMalloc(&d_col, col.size() * sizeof(int));
    cudaMalloc(&d_out, n * sizeof(int));
    cudaMemcpy(d_row, row.data(), row.size() * sizeof(int), cudaMemcpyHostToDevice);
    cudaMemcpy(d_col, col.data(), col.size() * sizeof(int), cudaMemcpyHostToDevice);
    Csr g{d_row, d_col};
    // As written, every vertex is a launch, all pending at once in the
    // worst case; the device runtime's default room is 2,048.
    cudaDeviceSetLimit(cudaLimitDevRuntimePendingLaunchCount, n + 1024);
    // A warm-up run, then timed ones (the first launch of a kernel loads
    // it), each from zero: the median time is printed.
    const int runs = 6;
    std::vector<float> times;
    cudaEvent_t start, stop;
    cudaEventCreate(&start);
    cudaEventCreate(&stop);
    cudaError_t err = cudaSuccess;
    for (int r = 0; r < runs && err == cudaSuccess; r++) {
        cudaMemset(d_out, 0, n * sizeof(int));
        cudaEventRecord(start);
        parent<<<(n + 127) / 128, 128>>>(g, d_out, n);
        cudaEventRecord(stop);
        err = cudaDeviceSynchronize();
        float ms = 0.0f;
        cudaEventElapsedTime(&ms, start, stop);
        if (r > 0)
            times.push_back(ms);
    }
    std::sort(times.begin(), times.end());
    std::vector<int> out(n);
    cudaMemcpy(out.data(), d_out, n * sizeof(int), cudaMemcpyDeviceToHost);
    int bad = 0;
    for (int i = 0; i < n; i++)
        bad += out[i] != want[i];
    printf("%s: %d wrong of %d (%s), %d runs, median %.3f ms\n", bad || err ? "FAIL" : "PASS", bad, n,
           cudaGetErrorString(err), runs, times.empty() ? 0.0f : times[times.size() / 2]);
    return bad != 0;
}
