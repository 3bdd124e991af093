/* launch-bounds, helper.cu: wide.cu with the launch in a __device__
 * function the parent calls, and values live across the call. The
 * parent's registers are the helper's, inlined: under --flatten=warp it
 * took 72 (58 as written) while only kernels holding a rewritten launch
 * themselves were bounded. From wide.cu:
 *
 * A parent of 1,024 threads a block (THREADS, a macro, as
 * bench/apps/mstf's MST_THREADS) launches, per vertex, a child of up to
 * 1,024 threads a block over the vertex's edges (Boruvka's find step: the
 * lightest outgoing key of each vertex and of each component). As written
 * each kernel takes few registers; what dpopt adds may take more than 64,
 * and then a block of 1,024 threads does not launch. Prints PASS when
 * every vertex's and component's lightest key is the host's. */
#include <cstdio>
#include <cstdlib>
#include <vector>

#define THREADS 1024
#define KEY_NONE 0xffffffffffffffffull

__global__ void find_child(const int *neighbours, const unsigned long long *keys, int degree, const int *comp,
                           int v, int c, unsigned long long *vmin, unsigned long long *cmin)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < degree && comp[neighbours[j]] != c) {
        atomicMin(&vmin[v], keys[j]);
        atomicMin(&cmin[c], keys[j]);
    }
}

/* The launch in a helper the parent calls: the parent's registers are the
 * helper's, inlined. */
__device__ void find_edges(const int *row, const int *col, const unsigned long long *key, const int *comp, int v,
                           unsigned long long *vmin, unsigned long long *cmin, int *errors)
{
    int begin = row[v];
    int degree = row[v + 1] - begin;
    if (degree > 0) {
        find_child<<<(degree + THREADS - 1) / THREADS, THREADS, 0, cudaStreamFireAndForget>>>(
            col + begin, key + begin, degree, comp, v, comp[v], vmin, cmin);
        if (cudaGetLastError() != cudaSuccess)
            atomicAdd(errors, 1);
    }
}

__global__ void find_parent(const int *row, const int *col, const unsigned long long *key, const int *comp, int n,
                            unsigned long long *vmin, unsigned long long *cmin, int *errors)
{
    int v = blockIdx.x * blockDim.x + threadIdx.x;
    if (v < n) {
        /* Values live across the helper's launch: registers the helper's
         * rewritten code must share. */
        unsigned long long live[12];
        for (int k = 0; k < 12; k++)
            live[k] = key[(v * 7 + k * 131) % n] * (k + 3);
        find_edges(row, col, key, comp, v, vmin, cmin, errors);
        unsigned long long least = KEY_NONE;
        for (int k = 0; k < 12; k++)
            least = live[k] < least ? live[k] : least;
        if (least == 42)
            atomicAdd(errors, 1);
    }
}

int main()
{
    const int n = 20000;
    std::vector<int> row(n + 1), col, comp(n);
    std::vector<unsigned long long> key;
    unsigned int seed = 12345u;
    for (int v = 0; v < n; v++) {
        row[v] = (int)col.size();
        seed = seed * 1103515245u + 12345u;
        int degree = v % 97 == 0 ? 1500 + (int)(seed % 600) : (int)(seed % 40);
        for (int e = 0; e < degree; e++) {
            seed = seed * 1103515245u + 12345u;
            col.push_back((int)(seed % n));
            key.push_back(((unsigned long long)(seed >> 3) << 20) | (unsigned long long)col.size());
        }
        comp[v] = v / 8;
    }
    row[n] = (int)col.size();
    std::vector<unsigned long long> want_v(n, KEY_NONE), want_c(n, KEY_NONE);
    for (int v = 0; v < n; v++)
        for (int e = row[v]; e < row[v + 1]; e++)
            if (comp[col[e]] != comp[v]) {
                want_v[v] = key[e] < want_v[v] ? key[e] : want_v[v];
                want_c[comp[v]] = key[e] < want_c[comp[v]] ? key[e] : want_c[comp[v]];
            }
    int *d_row, *d_col, *d_comp, *d_errors;
    unsigned long long *d_key, *d_vmin, *d_cmin;
    cudaMalloc(&d_row, sizeof(int) * (n + 1));
    cudaMalloc(&d_col, sizeof(int) * col.size());
    cudaMalloc(&d_comp, sizeof(int) * n);
    cudaMalloc(&d_errors, sizeof(int));
    cudaMalloc(&d_key, sizeof(unsigned long long) * key.size());
    cudaMalloc(&d_vmin, sizeof(unsigned long long) * n);
    cudaMalloc(&d_cmin, sizeof(unsigned long long) * n);
    cudaMemcpy(d_row, row.data(), sizeof(int) * (n + 1), cudaMemcpyHostToDevice);
    cudaMemcpy(d_col, col.data(), sizeof(int) * col.size(), cudaMemcpyHostToDevice);
    cudaMemcpy(d_comp, comp.data(), sizeof(int) * n, cudaMemcpyHostToDevice);
    cudaMemcpy(d_key, key.data(), sizeof(unsigned long long) * key.size(), cudaMemcpyHostToDevice);
    cudaMemset(d_vmin, 0xff, sizeof(unsigned long long) * n);
    cudaMemset(d_cmin, 0xff, sizeof(unsigned long long) * n);
    cudaMemset(d_errors, 0, sizeof(int));
    // One child a vertex, all pending at once: past the default limit of
    // 2,048 pending launches the rest fail (as written, and where dpopt
    // keeps the launch: --threshold, --coarsen).
    cudaDeviceSetLimit(cudaLimitDevRuntimePendingLaunchCount, n + 1024);
    find_parent<<<(n + THREADS - 1) / THREADS, THREADS>>>(d_row, d_col, d_key, d_comp, n, d_vmin, d_cmin, d_errors);
    cudaError_t launched = cudaGetLastError(), done = cudaDeviceSynchronize();
    std::vector<unsigned long long> got_v(n), got_c(n);
    int errors = 0;
    cudaMemcpy(got_v.data(), d_vmin, sizeof(unsigned long long) * n, cudaMemcpyDeviceToHost);
    cudaMemcpy(got_c.data(), d_cmin, sizeof(unsigned long long) * n, cudaMemcpyDeviceToHost);
    cudaMemcpy(&errors, d_errors, sizeof(int), cudaMemcpyDeviceToHost);
    if (launched != cudaSuccess || done != cudaSuccess) {
        printf("FAIL: %s\n", cudaGetErrorString(launched != cudaSuccess ? launched : done));
        return 1;
    }
    int wrong = 0;
    for (int v = 0; v < n; v++)
        wrong += (got_v[v] != want_v[v]) + (got_c[v] != want_c[v]);
    if (wrong || errors) {
        printf("FAIL: %d wrong keys, %d failed child launches\n", wrong, errors);
        return 1;
    }
    printf("PASS\n");
    return 0;
}
