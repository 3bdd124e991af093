// More values uniformity could not follow (issue 11): each launch passes a
// value that differs between threads; none may travel as a scalar.
#include <cuda_runtime.h>
struct P { int a, b; };
#define SET(v) v = threadIdx.x
__device__ int g;
__device__ int lane() { int l; asm("mov.u32 %0, %%laneid;" : "=r"(l)); return l; }
__device__ int tid() { return threadIdx.x; }
__device__ int wrap() { return tid(); }
__global__ void child(int *out, int n) { out[threadIdx.x] = n; }
__global__ void parent(int *out, volatile int *flag, int n)
{
    int w = n;
    auto store = [&]() { w = threadIdx.x; };
    store();
    child<<<1, 32>>>(out, w);                    // 0: a lambda stores a capture
    P s = {n, n};
    s.a = threadIdx.x;
    child<<<1, 32>>>(out, s.a);                  // 1: a struct field
    g = threadIdx.x;
    child<<<1, 32>>>(out, g);                    // 2: a __device__ variable
    int x = n;
    switch (n) {
    case 1:
        if (threadIdx.x & 1) break;
        x = 5;
    }
    child<<<1, 32>>>(out, x);                    // 3: after a break out of a switch
    child<<<1, 32>>>(out, lane());               // 4: a helper returning an asm output
    child<<<1, 32>>>(out, wrap());               // 5: a helper calling one that reads threadIdx
    child<<<1, 32>>>(out, flag[0]);              // 6: through a volatile pointer
    int y = n;
    SET(y);
    child<<<1, 32>>>(out, y);                    // 7: written by a macro
    int arr[2] = {n, n};
    int *p = arr;
    p[threadIdx.x & 1] = threadIdx.x;
    child<<<1, 32>>>(out, arr[0]);               // 8: an array written through a pointer to it
    child<<<1, 32>>>(out, __shfl_sync(0xffffffff, (int)threadIdx.x, 0, 16)); // 9: a shuffle in segments
}
