#include "params.h"
// Classes a record can hold: a default constructor, defaulted arguments,
// none declared. And one it cannot: Box (params.h).
struct Defaulted {
    int v;
    Defaulted() = default;
    __host__ __device__ Defaulted(int x) : v(x) {}
};
struct AllDefault {
    int v;
    __host__ __device__ AllDefault(int x = 0) : v(x) {}
};
struct Plain {
    int v;
};
__global__ void take_defaulted(Defaulted d, int *out) { out[threadIdx.x] = d.v; }
__global__ void take_all_default(const AllDefault &a, int *out) { out[threadIdx.x] = a.v; }
__global__ void take_plain(Plain p, int *out) { out[threadIdx.x] = p.v; }
__global__ void take_box(Box b, int *out) { out[threadIdx.x] = b.lo + b.hi; }
__global__ void parent(int *out)
{
    if (threadIdx.x % 32 == 0) {
        int *o = out + blockIdx.x * 1024 + threadIdx.x * 4;
        // Fire-and-forget: unordered, so the launches left as written do
        // not hold the others back (a thread's NULL-stream launches would).
        take_defaulted<<<1, 32, 0, cudaStreamFireAndForget>>>(Defaulted(1), o);
        take_all_default<<<1, 32, 0, cudaStreamFireAndForget>>>(AllDefault(2), o + 1);
        take_plain<<<1, 32, 0, cudaStreamFireAndForget>>>(Plain{3}, o + 2);
        take_box<<<1, 32, 0, cudaStreamFireAndForget>>>(Box(4, 5), o + 3);
    }
}
