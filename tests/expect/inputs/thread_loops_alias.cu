// A child's local that lives across a __syncthreads() and that the child
// changes other than by assigning to its name (analysis/thread_loops.c,
// changes): T4 split each child at the barrier and declared the local
// again after it from its initialiser, losing the change (found in a
// review on 2026-11-29). A local only read is still declared again.
#define BUMP(v) ((v) += 100)

__device__ void add_to(int &v, int d) { v += d; }
__device__ int twice(int v) { return 2 * v; }

// Changed through a reference bound to it.
__global__ void through_reference(int *out)
{
    int x = threadIdx.x;
    int &r = x;
    r += 100;
    __syncthreads();
    out[threadIdx.x] = x;
}

// Changed inside a macro's expansion.
__global__ void through_macro(int *out)
{
    int x = threadIdx.x;
    BUMP(x);
    __syncthreads();
    out[threadIdx.x] = x;
}

// Changed by a function taking a reference, the argument in parentheses.
__global__ void through_call(int *out)
{
    int x = threadIdx.x;
    add_to((x), 100);
    __syncthreads();
    out[threadIdx.x] = x;
}

// Only read before the barrier (arithmetic, an intrinsic, a by-value
// argument): declared again after it.
__global__ void only_read(int *out)
{
    int x = threadIdx.x * 2;
    out[64 + threadIdx.x] = min(x, 40) + twice(x);
    __syncthreads();
    out[threadIdx.x] = x + 1;
}

__global__ void parent(int *out)
{
    if (threadIdx.x == 0) {
        through_reference<<<1, 32, 0, cudaStreamFireAndForget>>>(out);
        through_macro<<<1, 32, 0, cudaStreamFireAndForget>>>(out + 128);
        through_call<<<1, 32, 0, cudaStreamFireAndForget>>>(out + 256);
        only_read<<<1, 32, 0, cudaStreamFireAndForget>>>(out + 384);
    }
}
