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

// A float value added to an int word (each converted as atomicAdd converts
// it), and products with a factor the same for the block.
__global__ void weigh(int *counter, float f, float g)
{
    atomicAdd(counter, f + g);
}

__global__ void scaled(const int *a, unsigned long long *r, unsigned long long *s, unsigned long long *q, int p,
                       int w, unsigned u)
{
    int id = threadIdx.x + blockIdx.x * blockDim.x;
    if (a[id] == p % 16) {
        atomicAdd(&r[p], (unsigned long long)id);
        atomicAdd(&s[p], (unsigned long long)w * id);
        atomicAdd(&q[p], u * threadIdx.x);
    }
}

// Maxima and bits of one word, combined for the block; an addition and a
// maximum on words that may be one stay as written.
__global__ void extremes(int *best, unsigned long long *seen, unsigned *top, const float *d)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    atomicMax(best, (int)(d[i] * 100.0f) - 50);
    atomicOr(&seen[blockIdx.x], 1ull << (i % 64));
    atomicMax(top, (unsigned)i);
}

__global__ void mixed(unsigned *c, unsigned *top)
{
    atomicAdd(c, 1u);
    atomicMax(top, threadIdx.x);
}

__global__ void parent(const float *table, unsigned *out, int *counters, int n)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (t < n) {
        stage<<<2, 64>>>(table, out + t * 128, (unsigned)t);
        rotate<<<1, 64>>>(out + n * 128 + t * 64, (unsigned)t);
        count<<<2, 32>>>(table, 0.5f, counters + t);
        spread<<<1, 32>>>((unsigned *)counters + n + 4 * t, (unsigned)t);
        weigh<<<1, 32>>>(counters + 5 * n + t, table[t], 0.25f);
        unsigned long long *sums = (unsigned long long *)(out + n * 192);
        scaled<<<2, 32>>>(counters, sums, sums + n, sums + 2 * n, t, n - t, (unsigned)t * 65537u);
        extremes<<<2, 32>>>(counters + 6 * n + t, sums + 3 * n + 2 * t, (unsigned *)counters + 7 * n + t, table);
        mixed<<<1, 32>>>((unsigned *)counters + 8 * n + t, (unsigned *)counters + 9 * n + t);
    }
}
