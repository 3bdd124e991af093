// What a child's code holds that a copy of it run in place cannot keep
// (plan/removal.c, child_code_refusal); each was removed, and computed
// another result, before.
#define N 64

// An atomic on the child's shared memory: T4 makes that memory the thread's
// own, where an atomic may not go (nvcc: "Cannot do atomic on local memory").
__global__ void count_positive(const int *in, int *out, int n)
{
    __shared__ int count;
    if (threadIdx.x == 0)
        count = 0;
    __syncthreads();
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n && in[i] > 0)
        atomicAdd(&count, 1);
    __syncthreads();
    if (threadIdx.x == 0)
        out[blockIdx.x] = count;
}

// A block's sum in shared memory, added to the child's own output with an
// atomic: no shared variable can be its target, so T4 still takes it.
__global__ void block_sum(const int *in, int *result)
{
    __shared__ int partials[N];
    partials[threadIdx.x] = in[threadIdx.x];
    __syncthreads();
    for (int s = N / 2; s > 0; s >>= 1) {
        if ((int)threadIdx.x < s)
            partials[threadIdx.x] += partials[threadIdx.x + s];
        __syncthreads();
    }
    if (threadIdx.x == 0)
        atomicAdd(result, partials[0]);
}

// A ticket from a static local: the copy T4 makes would have its own.
__global__ void take_ticket(int *out, int v)
{
    static __device__ unsigned next;
    out[atomicAdd(&next, 1u)] = v;
}

// Shared memory declared in a function the child calls.
__device__ float *scratch()
{
    extern __shared__ float smem[];
    return smem;
}

__global__ void uses_scratch(float *out)
{
    float *s = scratch();
    s[threadIdx.x] = threadIdx.x;
    __syncthreads();
    out[threadIdx.x] = s[N - 1 - threadIdx.x];
}

__global__ void parent(const int *in, int *out, int *result, float *f, int n)
{
    int t = threadIdx.x;
    if (t == 0)
        count_positive<<<(n + N - 1) / N, N, 0, cudaStreamFireAndForget>>>(in, out, n);
    if (t == 1)
        block_sum<<<1, N, 0, cudaStreamFireAndForget>>>(in, result);
    if (t == 2)
        take_ticket<<<1, 32, 0, cudaStreamFireAndForget>>>(out, 7);
    if (t == 3)
        uses_scratch<<<1, N, N * sizeof(float), cudaStreamFireAndForget>>>(f);
}

int main()
{
    parent<<<1, 32>>>(nullptr, nullptr, nullptr, nullptr, 0);
    take_ticket<<<1, 32>>>(nullptr, 1);
    return 0;
}
