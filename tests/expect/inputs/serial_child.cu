// Children run by one thread under launch removal T4 (2026-11-30): a
// barrier that orders nothing (each thread's own slot of shared memory, a
// table nothing writes), one that orders a rotation in place, a count into
// one word, and counts spread over words that differ between threads.
__global__ void stage(const float *table, unsigned *out, unsigned v)
{
    __shared__ unsigned s[64];
    int tid = threadIdx.x;
    s[tid] = (unsigned)table[(tid + v) % 17u];
    __syncthreads();
    out[blockIdx.x * blockDim.x + tid] = s[tid] ^ v;
}

__global__ void rotate(unsigned *x, unsigned v)
{
    __shared__ unsigned s[64];
    s[threadIdx.x] = x[(threadIdx.x + 1u) % blockDim.x];
    __syncthreads();
    x[threadIdx.x] = s[threadIdx.x] + v;
}

__global__ void count(const float *d, float t, int *counter)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (d[i] > t)
        atomicAdd(counter, 1);
}

__global__ void spread(unsigned *c, unsigned v)
{
    atomicAdd(&c[threadIdx.x % 4u], v);
}

__global__ void parent(const float *table, unsigned *out, int *counters, int n)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < n) {
        stage<<<2, 64>>>(table, out + t * 128, (unsigned)t);
        rotate<<<1, 64>>>(out + n * 128 + t * 64, (unsigned)t);
        count<<<2, 32>>>(table, 0.5f, counters + t);
        spread<<<1, 32>>>((unsigned *)counters + n + 4 * t, (unsigned)t);
    }
}
