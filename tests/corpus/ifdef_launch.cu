// A kernel whose launch an #if chooses: dpopt -D and -U read the branch the
// compiler will compile (tests/expect/macros.expect).
#include <cstdio>

__global__ void child_a(int *x) { x[threadIdx.x] += 1; }
__global__ void child_b(int *x) { x[threadIdx.x] += 2; }

__global__ void parent(int *x)
{
#if defined(USE_B) && LEVEL > 1
    child_b<<<1, 32>>>(x + 32 * blockIdx.x);
#elif USE_A
    child_a<<<1, 32>>>(x + 32 * blockIdx.x);
#else
    x[32 * blockIdx.x + threadIdx.x] = 0;
#endif
}

#ifdef SMALL_GRID
#define PARENT_BLOCKS 2
#else
#define PARENT_BLOCKS 4
#endif

int main()
{
    int *x;
    cudaMalloc(&x, 32 * PARENT_BLOCKS * sizeof(int));
    cudaMemset(x, 0, 32 * PARENT_BLOCKS * sizeof(int));
    parent<<<PARENT_BLOCKS, 1>>>(x);
    int h[32 * PARENT_BLOCKS];
    cudaMemcpy(h, x, sizeof h, cudaMemcpyDeviceToHost);
    printf("%d\n", h[0]);
    return 0;
}
