// Issue 44 item 4: kernels launched here and defined in bins.cu, the
// second file of the program, which call that file's __device__ helpers
// (two deep) and launch its kernels. Read in with what they call, they are
// transformed here; the program checks its results and prints PASS or FAIL.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void histogram_bin(const int *keys, int *bins, int begin, int end);
__global__ void mark_rows(int *marks, int row, int width);

// One thread a segment: a child grid over the segment's keys.
__global__ void histogram_segments(const int *keys, int *bins, const int *seg, int segs)
{
    int s = blockIdx.x * blockDim.x + threadIdx.x;
    if (s < segs && seg[s + 1] > seg[s])
        histogram_bin<<<(seg[s + 1] - seg[s] + 255) / 256, 256>>>(keys, bins, seg[s], seg[s + 1]);
}

// One thread a row: a child that launches a grandchild of its own file.
__global__ void mark_all(int *marks, int rows, int width)
{
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    if (r < rows)
        mark_rows<<<1, 32>>>(marks, r, width);
}

// The host's own bins, as bins.cu's helpers make them.
static int host_bin(int key)
{
    unsigned int h = (unsigned int)key * 2654435761u;
    return (int)((h ^ (h >> 16)) >> 28);
}

int main()
{
    const int segs = 37, rows = 19, width = 100;
    int seg[segs + 1];
    seg[0] = 0;
    for (int s = 0; s < segs; s++)
        seg[s + 1] = seg[s] + (s * 97) % 700; // empty, short and long segments
    const int n = seg[segs];
    int *keys = new int[n], expect[16] = {0}, got[16];
    for (int i = 0; i < n; i++) {
        keys[i] = i * 7919 + 13;
        expect[host_bin(keys[i])]++;
    }
    int *d_keys, *d_bins, *d_seg, *d_marks;
    cudaMalloc(&d_keys, n * sizeof(int));
    cudaMalloc(&d_bins, 16 * sizeof(int));
    cudaMalloc(&d_seg, (segs + 1) * sizeof(int));
    cudaMalloc(&d_marks, rows * width * sizeof(int));
    cudaMemcpy(d_keys, keys, n * sizeof(int), cudaMemcpyHostToDevice);
    cudaMemcpy(d_seg, seg, (segs + 1) * sizeof(int), cudaMemcpyHostToDevice);
    cudaMemset(d_bins, 0, 16 * sizeof(int));
    cudaMemset(d_marks, 0, rows * width * sizeof(int));
    histogram_segments<<<(segs + 63) / 64, 64>>>(d_keys, d_bins, d_seg, segs);
    mark_all<<<1, 32>>>(d_marks, rows, width);
    cudaError_t err = cudaDeviceSynchronize();
    int *marks = new int[rows * width];
    cudaMemcpy(got, d_bins, sizeof got, cudaMemcpyDeviceToHost);
    cudaMemcpy(marks, d_marks, rows * width * sizeof(int), cudaMemcpyDeviceToHost);
    bool ok = err == cudaSuccess;
    for (int b = 0; b < 16; b++)
        ok = ok && got[b] == expect[b];
    for (int i = 0; i < rows * width; i++)
        ok = ok && marks[i] == (i / width) * 3 + 1;
    printf("%s\n", ok ? "PASS" : "FAIL");
    return ok ? 0 : 1;
}
