// macros.cu - launches whose configuration comes from macros, error-check
// macros on the host and the device, a stream chosen by #ifdef, code under
// #ifdef/#endif, and a launch written inside a function-like macro.
#include <cstdio>
#include <cstdlib>
#include <cuda_runtime.h>

#define BLOCK 128
#define DIV_UP(a, b) (((a) + (b) - 1) / (b))

#define CHECK(call)                                                        \
    do {                                                                   \
        cudaError_t err_ = (call);                                         \
        if (err_ != cudaSuccess) {                                         \
            fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__,             \
                    cudaGetErrorString(err_));                             \
            exit(1);                                                       \
        }                                                                  \
    } while (0)

// Device-side check of the launch just made.
#define CHECK_LAUNCH()                                                     \
    do {                                                                   \
        cudaError_t err_ = cudaGetLastError();                             \
        if (err_ != cudaSuccess)                                           \
            printf("launch failed: %d\n", (int)err_);                      \
    } while (0)

#ifdef USE_TAIL_LAUNCH
#define CHILD_STREAM cudaStreamTailLaunch
#else
#define CHILD_STREAM cudaStreamFireAndForget
#endif

#define LAUNCH_1D(kernel, n, ...) kernel<<<DIV_UP(n, BLOCK), BLOCK>>>(__VA_ARGS__)

__global__ void add_child(float *x, int n, float v)
{
    int i = blockIdx.x * BLOCK + threadIdx.x;
    if (i < n)
        x[i] += v;
}

__global__ void segment_parent(float *x, const int *seg, int num_segs)
{
    int s = blockIdx.x * blockDim.x + threadIdx.x;
    if (s < num_segs) {
        int n = seg[s + 1] - seg[s];
        add_child<<<DIV_UP(n, BLOCK), BLOCK, 0, CHILD_STREAM>>>(x + seg[s], n, 1.0f);
        CHECK_LAUNCH();
#ifdef DEBUG
        if (s == 0)
            printf("segment 0: %d elements\n", n);
#endif
    }
}

__global__ void macro_parent(float *x, int n)
{
    if (threadIdx.x == 0)
        LAUNCH_1D(add_child, n, x, n, 2.0f);
}

int main(void)
{
    const int num_segs = 8, seg_len = 500, n = num_segs * seg_len;
    int h_seg[num_segs + 1];
    for (int s = 0; s <= num_segs; s++)
        h_seg[s] = s * seg_len;

    float *x;
    int *seg;
    CHECK(cudaMalloc(&x, n * sizeof(float)));
    CHECK(cudaMalloc(&seg, sizeof(h_seg)));
    CHECK(cudaMemset(x, 0, n * sizeof(float)));
    CHECK(cudaMemcpy(seg, h_seg, sizeof(h_seg), cudaMemcpyHostToDevice));

    segment_parent<<<DIV_UP(num_segs, BLOCK), BLOCK>>>(x, seg, num_segs);
    CHECK(cudaGetLastError());
    macro_parent<<<1, 32>>>(x, n);
    CHECK(cudaDeviceSynchronize());

    float h_x0;
    CHECK(cudaMemcpy(&h_x0, x, sizeof(float), cudaMemcpyDeviceToHost));
    printf("macros: x[0] = %f\n", h_x0);
    CHECK(cudaFree(x));
    CHECK(cudaFree(seg));
    return 0;
}
