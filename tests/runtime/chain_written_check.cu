// Chains written as people write them (vertical aggregation, --promote;
// tests/expect/inputs/promote_written.cu says what each form tests):
//   same_line: the epilogue's store on the launch's line, a size_t running
//     sum passed to an int; started from the host with the links' block (a
//     pool's first block) in a stream, and with another block (as written);
//   converted: a double the prologue computes passed to a float, a size_t
//     start;
//   inherited: links launched with their producer's blockDim.x, the chain
//     started with a block of 64.
// Each chain is checked against the host's replay of it.
//   usage: chain_written_check   prints PASS or FAIL and the first wrong value
#include <cstddef>
#include <cstdio>
#include <vector>

#define TILE 128
#define LINKS 150

__global__ void same_line(const int *in, int *out, int n, int start, int offset)
{
    __shared__ size_t total;
    if (threadIdx.x == 0)
        total = 0;
    __syncthreads();
    for (int i = threadIdx.x; i < TILE; i += blockDim.x)
        if (start + i < n)
            atomicAdd((unsigned long long *)&total, (unsigned long long)in[start + i]);
    __syncthreads();
    if (threadIdx.x == 0 && start + TILE < n) same_line<<<1, TILE>>>(in, out, n, start + TILE, offset + total); if (threadIdx.x == 0) out[start / TILE] = offset;
}

__global__ void converted(float *out, size_t n, size_t start, float level)
{
    double here = level + 0.5 * (double)(start / TILE % 7);
    if (threadIdx.x == 0 && start + TILE < n)
        converted<<<1, TILE>>>(out, n, start + TILE, here);
    if (threadIdx.x == 0)
        out[start / TILE] = level;
}

__global__ void inherited(int *out, int n, int start)
{
    if (threadIdx.x == 0 && start + (int)blockDim.x < n)
        inherited<<<1, blockDim.x>>>(out, n, start + blockDim.x);
    out[start + threadIdx.x] = start;
}

static int failed(const char *what, int i, double got, double want)
{
    printf("FAIL: %s[%d] is %g, not %g\n", what, i, got, want);
    return 1;
}

int main()
{
    const int n = TILE * LINKS - 17;
    std::vector<int> in(n), out(LINKS), marks(64 * LINKS);
    std::vector<float> levels(LINKS);
    for (int i = 0; i < n; i++)
        in[i] = (i * 5 + 1) % 13;
    int *d_in, *d_out, *d_marks;
    float *d_levels;
    cudaMalloc(&d_in, n * sizeof(int));
    cudaMalloc(&d_out, LINKS * sizeof(int));
    cudaMalloc(&d_marks, 64 * LINKS * sizeof(int));
    cudaMalloc(&d_levels, LINKS * sizeof(float));
    cudaMemcpy(d_in, in.data(), n * sizeof(int), cudaMemcpyHostToDevice);
    cudaStream_t stream;
    cudaStreamCreate(&stream);
    std::vector<int> want(LINKS);
    for (int k = 0, offset = 0; k < LINKS; k++) {
        want[k] = offset;
        for (int i = k * TILE; i < (k + 1) * TILE && i < n; i++)
            offset += in[i];
    }
    // same_line twice: with the links' block in a stream, then with another block.
    for (int block : {TILE, 64}) {
        cudaMemset(d_out, 0xff, LINKS * sizeof(int));
        if (block == TILE)
            same_line<<<1, TILE, 0, stream>>>(d_in, d_out, n, 0, 0);
        else
            same_line<<<1, 64>>>(d_in, d_out, n, 0, 0);
        cudaError_t err = cudaDeviceSynchronize();
        if (err != cudaSuccess) {
            printf("FAIL: same_line: %s\n", cudaGetErrorString(err));
            return 1;
        }
        cudaMemcpy(out.data(), d_out, LINKS * sizeof(int), cudaMemcpyDeviceToHost);
        for (int k = 0; k < LINKS; k++)
            if (out[k] != want[k])
                return failed(block == TILE ? "same_line (a stream)" : "same_line (block 64)", k, out[k], want[k]);
    }
    converted<<<1, TILE>>>(d_levels, (size_t)n, 0, 1.25f);
    inherited<<<1, 64>>>(d_marks, 64 * LINKS, 0);
    cudaError_t err = cudaDeviceSynchronize();
    if (err != cudaSuccess) {
        printf("FAIL: converted, inherited: %s\n", cudaGetErrorString(err));
        return 1;
    }
    cudaMemcpy(levels.data(), d_levels, LINKS * sizeof(float), cudaMemcpyDeviceToHost);
    cudaMemcpy(marks.data(), d_marks, 64 * LINKS * sizeof(int), cudaMemcpyDeviceToHost);
    float level = 1.25f;
    for (int k = 0; k < LINKS; k++) {
        if (levels[k] != level)
            return failed("converted", k, levels[k], level);
        level = (float)(level + 0.5 * (double)(k % 7));
    }
    for (int i = 0; i < 64 * LINKS; i++)
        if (marks[i] != i / 64 * 64)
            return failed("inherited", i, marks[i], i / 64 * 64);
    printf("PASS: %d links each, 4 chains (a stream, another block, converted arguments, blockDim.x links)\n", LINKS);
    return 0;
}
