// --hoist where a local narrows its initializer: the host works the size or
// the bound out as the parent's threads do, the value converted to the
// local's type (tests/expect/hoist.expect).
#define B 64

__global__ void fill(int *out)
{
    if (threadIdx.x == 0)
        atomicAdd(out, 1);
}

// per = 65540: each thread launches (short)65540 == 4 blocks.
__global__ void short_count(int *out, int n, int per)
{
    int s = blockIdx.x * blockDim.x + threadIdx.x;
    if (s < n) {
        short count = per + 0;
        fill<<<count, 32, 0, cudaStreamFireAndForget>>>(out);
    }
}

// The control: an int local of an int initializer is read as written.
__global__ void int_count(int *out, int n, int per)
{
    int s = blockIdx.x * blockDim.x + threadIdx.x;
    if (s < n) {
        int count = per + 0;
        fill<<<count, 32, 0, cudaStreamFireAndForget>>>(out);
    }
}

// An int of a long long: its low 32 bits; an unsigned short of a short
// local; a cast in the kernel kept.
__global__ void long_count(int *out, int n, long long per)
{
    int s = blockIdx.x * blockDim.x + threadIdx.x;
    if (s < n) {
        int count = per / 2;
        unsigned short wide = (short)count;
        fill<<<wide, (short)n, 0, cudaStreamFireAndForget>>>(out);
    }
}

// A parameter of a narrow type: the host takes the argument as a short.
__global__ void short_param(int *out, int n, short per)
{
    int s = blockIdx.x * blockDim.x + threadIdx.x;
    if (s < n)
        fill<<<per, 32, 0, cudaStreamFireAndForget>>>(out);
}

__global__ void edges(const int *col, int count, unsigned long long *deg)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < count)
        atomicAdd(&deg[col[j]], 1ull);
}

// Over offsets, n = -65436: lim == 100 bounds the threads that read row.
__global__ void csr_short(const int *row, const int *col, int n, unsigned long long *deg)
{
    int v = blockIdx.x * blockDim.x + threadIdx.x;
    short lim = n + 0;
    if (v < lim) {
        int begin = row[v];
        int degree = row[v + 1] - begin;
        if (degree > 0)
            edges<<<(degree + B - 1) / B, B, 0, cudaStreamFireAndForget>>>(col + begin, degree, deg);
    }
}

// The control over offsets: an int local.
__global__ void csr_int(const int *row, const int *col, int n, unsigned long long *deg)
{
    int v = blockIdx.x * blockDim.x + threadIdx.x;
    int lim = n + 0;
    if (v < lim) {
        int begin = row[v];
        int degree = row[v + 1] - begin;
        if (degree > 0)
            edges<<<(degree + B - 1) / B, B, 0, cudaStreamFireAndForget>>>(col + begin, degree, deg);
    }
}

void run(int *out, const int *row, const int *col, unsigned long long *deg)
{
    short_count<<<1, 4>>>(out, 4, 65540);
    int_count<<<1, 4>>>(out, 4, 4);
    long_count<<<1, 4>>>(out, 4, 0x100000008LL);
    short_param<<<1, 4>>>(out, 4, 4);
    csr_short<<<1, 128>>>(row, col, -65436, deg);
    csr_int<<<1, 128>>>(row, col, 100, deg);
}
