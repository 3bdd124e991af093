#include "order_macros.h" // LAUNCH, RUN_PARENT: hidden launches


__global__ void child(int *p) { p[threadIdx.x] += 1; }

// One visible launch and one through a macro: the thread launches twice
// into its block's stream, so thresholding (a small child run here would
// overtake the macro's) and multiblock (the fused grid goes to another
// stream) must keep the order.
__global__ void parent(int *p, int n)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < n) {
        child<<<(t % 4) + 1, 32>>>(p + t * 128);
        LAUNCH(child, 1, p + t * 128);
    }
}

// Launched through a macro into streams of its own: two of its grids may
// run at once, so its launch's grid-wide batch (grid, multiblock) would be
// shared.
__global__ void twice(int *p, int n)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < n)
        child<<<1, 32>>>(p + t * 32);
}

int main()
{
    int *p;
    cudaMalloc(&p, 1 << 20);
    parent<<<8, 32>>>(p, 256);
    cudaStream_t a, b;
    cudaStreamCreate(&a);
    cudaStreamCreate(&b);
    RUN_PARENT(twice, 4, a, p, 128);
    RUN_PARENT(twice, 4, b, p + 4096, 128);
    cudaDeviceSynchronize();
    return 0;
}
