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
#include <cstdio>
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

int main()
{
    const int n = 1000;
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
    cudaMemset(d_out, 0, n * sizeof(int));
    Csr g{d_row, d_col};
    parent<<<(n + 127) / 128, 128>>>(g, d_out, n);
    cudaError_t err = cudaDeviceSynchronize();
    std::vector<int> out(n);
    cudaMemcpy(out.data(), d_out, n * sizeof(int), cudaMemcpyDeviceToHost);
    int bad = 0;
    for (int i = 0; i < n; i++)
        bad += out[i] != want[i];
    printf("%s: %d wrong of %d (%s)\n", bad || err ? "FAIL" : "PASS", bad, n, cudaGetErrorString(err));
    return bad != 0;
}
