// Co-runnable child grids (--corun on a CDP program; runtime
// corun_device.cuh) checked against the host. Each block of `rows` works on
// its row, then its first thread launches `spread`, a child grid that
// scatters the row through a table into the output (stores a stride apart,
// the kind of kernel that runs best with few blocks an SM), fire and
// forget, beside the parent's other blocks and the other children. A child
// of a 2-D grid reads gridDim; one launch has more blocks than the GPU
// holds at once. Run as written, or after dpopt --corun under any
// DPOPT_CORUN setting (tests/runtime/gpu-corun.sh): the output must not
// change. It prints the time of the whole (the parent and its children),
// the median of five runs after a warm-up.
//   usage: corun_children_check   PASS or FAIL and the first wrong value, then the time
#include <algorithm>
#include <cstdio>
#include <vector>

__global__ void spread(float *out, const float *row, const int *table, int width, int rows);

// Each block: its row's values, then one child grid that spreads them.
__global__ void rows(float *out, float *work, const int *table, int width, int rows_count)
{
    int r = blockIdx.x;
    float *row = work + (size_t)r * width;
    for (int x = threadIdx.x; x < width; x += blockDim.x) {
        float v = (float)((r * 31 + x) % 97);
        for (int k = 0; k < 16; k++)
            v = v * 0.5f + (float)(k % 3);
        row[x] = v;
    }
    __syncthreads();
    if (threadIdx.x == 0)
        spread<<<dim3(width / 256, 2), 128, 0, cudaStreamFireAndForget>>>(out + r, row, table, width, rows_count);
}

// out[table[x] * rows] = row[x] + the grid's height: the row written down a
// column, in the table's order.
__global__ void spread(float *out, const float *row, const int *table, int width, int rows)
{
    int x = (blockIdx.y * gridDim.x + blockIdx.x) * blockDim.x + threadIdx.x;
    if (x < width)
        out[(size_t)table[x] * rows] = row[x] + gridDim.y;
}

int main()
{
    const int width = 1 << 16, rows_count = 512; // 512 children of 512 blocks each
    std::vector<int> table(width);
    for (int x = 0; x < width; x++)
        table[x] = (int)(((long long)x * 40503) % width); // 40503 is odd: a permutation of 2^16
    std::vector<float> want((size_t)width * rows_count);
    for (int r = 0; r < rows_count; r++)
        for (int x = 0; x < width; x++) {
            float v = (float)((r * 31 + x) % 97);
            for (int k = 0; k < 16; k++)
                v = v * 0.5f + (float)(k % 3);
            want[(size_t)table[x] * rows_count + r] = v + 2.0f;
        }
    float *out = nullptr, *work = nullptr;
    int *d_table = nullptr;
    size_t bytes = want.size() * sizeof(float);
    if (cudaMalloc(&out, bytes) != cudaSuccess || cudaMalloc(&work, bytes) != cudaSuccess ||
        cudaMalloc(&d_table, width * sizeof(int)) != cudaSuccess) {
        printf("FAIL: no memory\n");
        return 1;
    }
    cudaMemcpy(d_table, table.data(), width * sizeof(int), cudaMemcpyHostToDevice);
    cudaEvent_t begin, end;
    cudaEventCreate(&begin);
    cudaEventCreate(&end);
    std::vector<float> times;
    std::vector<float> got(want.size());
    for (int run = 0; run < 6; run++) {
        cudaMemset(out, 0, bytes);
        cudaEventRecord(begin);
        rows<<<rows_count, 256>>>(out, work, d_table, width, rows_count);
        cudaEventRecord(end);
        cudaError_t error = cudaDeviceSynchronize();
        if (error != cudaSuccess) {
            printf("FAIL: %s\n", cudaGetErrorString(error));
            return 1;
        }
        float ms = 0;
        cudaEventElapsedTime(&ms, begin, end);
        if (run > 0)
            times.push_back(ms);
        cudaMemcpy(got.data(), out, bytes, cudaMemcpyDeviceToHost);
        for (size_t i = 0; i < want.size(); i++)
            if (got[i] != want[i]) {
                printf("FAIL: out[%zu] is %g, not %g (run %d)\n", i, got[i], want[i], run);
                return 1;
            }
    }
    std::sort(times.begin(), times.end());
    printf("PASS: %d rows, each a child grid of %d blocks, verified in 6 runs\n", rows_count, width / 128);
    printf("time %.3f ms (median of 5)\n", times[times.size() / 2]);
    return 0;
}
