// Co-runnable kernels (--corun; runtime corun.cuh) checked against the
// host: a 1-D kernel whose threads past the end return early, a 2-D one
// with a shared tile and gridDim read, a 3-D grid, and a grid far larger
// than the GPU holds at once; two of them run together in two streams.
// Run as written, or after dpopt --corun under any DPOPT_CORUN setting
// (tests/runtime/gpu-corun.sh): the output must not change.
//   usage: corun_check   prints PASS or FAIL and the first wrong value
#include <cstdio>
#include <vector>

__global__ void saxpy(float *y, const float *x, float a, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    y[i] = a * x[i] + y[i];
}

// out = the transpose of in, plus the grid's width (read from gridDim).
__global__ void transpose(float *out, const float *in, int width)
{
    __shared__ float tile[16][17];
    int x = blockIdx.x * 16 + threadIdx.x, y = blockIdx.y * 16 + threadIdx.y;
    tile[threadIdx.y][threadIdx.x] = in[y * width + x];
    __syncthreads();
    x = blockIdx.y * 16 + threadIdx.x;
    y = blockIdx.x * 16 + threadIdx.y;
    out[y * width + x] = tile[threadIdx.x][threadIdx.y] + gridDim.x;
}

// Each block of a 3-D grid writes its own coordinates.
__global__ void places(int *out)
{
    int b = (blockIdx.z * gridDim.y + blockIdx.y) * gridDim.x + blockIdx.x;
    if (threadIdx.x == 0)
        out[b] = blockIdx.x + 100 * blockIdx.y + 10000 * blockIdx.z;
}

static int check(const char *what, const std::vector<float> &got, const std::vector<float> &want)
{
    for (size_t i = 0; i < want.size(); i++)
        if (got[i] != want[i]) {
            printf("FAIL: %s[%zu] is %g, not %g\n", what, i, got[i], want[i]);
            return 1;
        }
    return 0;
}

int main()
{
    const int n = (1 << 24) + 37, width = 1024; // saxpy at one block an SM outlives transpose by a millisecond
    std::vector<float> x(n), y(n), in(width * width), want_y(n), want_t(width * width);
    for (int i = 0; i < n; i++) {
        x[i] = (float)(i % 101);
        y[i] = (float)(i % 7);
        want_y[i] = 3.0f * x[i] + y[i];
    }
    for (int i = 0; i < width * width; i++)
        in[i] = (float)(i % 1009);
    for (int r = 0; r < width; r++)
        for (int c = 0; c < width; c++)
            want_t[c * width + r] = in[r * width + c] + width / 16;
    float *d_x, *d_y, *d_y_after, *d_in, *d_out;
    int *d_places;
    cudaMalloc(&d_x, n * sizeof(float));
    cudaMalloc(&d_y, n * sizeof(float));
    cudaMalloc(&d_y_after, n * sizeof(float));
    cudaMalloc(&d_in, width * width * sizeof(float));
    cudaMalloc(&d_out, width * width * sizeof(float));
    cudaMalloc(&d_places, 7 * 5 * 3 * sizeof(int));
    cudaMemcpy(d_x, x.data(), n * sizeof(float), cudaMemcpyHostToDevice);
    cudaMemcpy(d_y, y.data(), n * sizeof(float), cudaMemcpyHostToDevice);
    cudaMemcpy(d_in, in.data(), width * width * sizeof(float), cudaMemcpyHostToDevice);
    cudaStream_t one, two;
    cudaStreamCreateWithFlags(&one, cudaStreamNonBlocking);
    cudaStreamCreateWithFlags(&two, cudaStreamNonBlocking);
    // Three kernels together, in three streams; saxpy, the longest, last,
    // so that it outlives the others (on an H100, launched first, it ended
    // before places had: a program's first launches cost the host most).
    places<<<dim3(7, 5, 3), 64>>>(d_places);
    dim3 tiles(width / 16, width / 16), block(16, 16);
    transpose<<<tiles, block, 0, two>>>(d_out, d_in, width);
    saxpy<<<(n + 255) / 256, 256, 0, one>>>(d_y, d_x, 3.0f, n);
    // What follows saxpy in its stream sees all of its work (under --corun,
    // also the blocks added once it runs alone: DPOPT_CORUN="saxpy:tlp=1:alone=8").
    cudaMemcpyAsync(d_y_after, d_y, n * sizeof(float), cudaMemcpyDeviceToDevice, one);
    cudaError_t err = cudaDeviceSynchronize();
    if (err != cudaSuccess) {
        printf("FAIL: %s\n", cudaGetErrorString(err));
        return 1;
    }
    std::vector<float> got_y(n), got_y_after(n), got_t(width * width);
    std::vector<int> got_places(7 * 5 * 3);
    cudaMemcpy(got_y.data(), d_y, n * sizeof(float), cudaMemcpyDeviceToHost);
    cudaMemcpy(got_y_after.data(), d_y_after, n * sizeof(float), cudaMemcpyDeviceToHost);
    cudaMemcpy(got_t.data(), d_out, width * width * sizeof(float), cudaMemcpyDeviceToHost);
    cudaMemcpy(got_places.data(), d_places, got_places.size() * sizeof(int), cudaMemcpyDeviceToHost);
    if (check("saxpy", got_y, want_y) || check("saxpy's stream after it", got_y_after, want_y) ||
        check("transpose", got_t, want_t))
        return 1;
    for (int z = 0, b = 0; z < 3; z++)
        for (int yy = 0; yy < 5; yy++)
            for (int xx = 0; xx < 7; xx++, b++)
                if (got_places[b] != xx + 100 * yy + 10000 * z) {
                    printf("FAIL: places[%d] is %d, not %d\n", b, got_places[b], xx + 100 * yy + 10000 * z);
                    return 1;
                }
    printf("PASS: saxpy (%d blocks) and transpose (%d blocks) together, a 3-D grid of 105 blocks\n", (n + 255) / 256,
           width / 16 * width / 16);
    return 0;
}
