// --hoist over offsets: parents that read an array of offsets (CSR's
// rows) and launch a child of row[v + 1] - row[v] threads
// (tests/expect/hoist_offsets.expect).
#define B 256

__device__ unsigned long long total;

__global__ void edges(const int *col, int count, unsigned long long *sum)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < count)
        atomicAdd(sum, (unsigned long long)col[j]);
}

// Hoisted: a bound around the reads, locals, the error query under count > 0.
__global__ void csr(const int *row, const int *col, int n, unsigned long long *sum)
{
    int v = blockIdx.x * blockDim.x + threadIdx.x;
    if (v < n) {
        int begin = row[v];
        int degree = row[v + 1] - begin;
        if (degree > 0) {
            edges<<<(degree + B - 1) / B, B, 0, cudaStreamFireAndForget>>>(col + begin, degree, sum);
            if (cudaGetLastError() != cudaSuccess)
                return;
        }
    }
}

// Hoisted: an early exit past the bound, a cast, another array read.
__global__ void exits(const unsigned *row, const int *col, const short *w, int n, unsigned long long *sum)
{
    int v = blockIdx.x * blockDim.x + threadIdx.x;
    if (v >= n)
        return;
    int count = (int)(row[v + 1] - row[v]);
    if (count > 0 && w[v] != 0)
        edges<<<(count + 63) / 64, 64>>>(col + row[v], count, sum);
}

// Hoisted: no bound, every thread of the grid reads its row.
__global__ void every(const int *row, const int *col, unsigned long long *sum)
{
    int v = blockIdx.x * blockDim.x + threadIdx.x;
    int count = row[v + 1] - row[v];
    edges<<<(count + 31) / 32, 32, 0, cudaStreamFireAndForget>>>(col + row[v], count, sum);
}

__global__ void counts(unsigned *out, const unsigned *col, int count)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < count)
        out[j] += col[j];
}

// Not: the child writes unsigned words, which the parent's reads may see.
__global__ void aliased(const int *row, const unsigned *col, unsigned *out, int n)
{
    int v = blockIdx.x * blockDim.x + threadIdx.x;
    if (v < n)
        counts<<<(row[v + 1] - row[v] + 31) / 32, 32>>>(out, col + row[v], row[v + 1] - row[v]);
}

// Not: the count is one offset, not the distance between two.
__global__ void one_offset(const int *row, const int *col, int n, unsigned long long *sum)
{
    int v = blockIdx.x * blockDim.x + threadIdx.x;
    if (v < n)
        edges<<<(row[v] + 31) / 32, 32>>>(col, row[v], sum);
}

// Not: the reads are under more than a bound of the index.
__global__ void odd_rows(const int *row, const int *col, int n, unsigned long long *sum)
{
    int v = blockIdx.x * blockDim.x + threadIdx.x;
    if (v % 2 == 1) {
        int count = row[v + 1] - row[v];
        edges<<<(count + 31) / 32, 32>>>(col + row[v], count, sum);
    }
}

// Not: it asks whether its launch failed, and a grid of count / 32 fails below 32.
__global__ void rounds_down(const int *row, const int *col, int n, unsigned long long *sum, int *failed)
{
    int v = blockIdx.x * blockDim.x + threadIdx.x;
    if (v < n) {
        int count = row[v + 1] - row[v];
        edges<<<count / 32, 32>>>(col + row[v], count, sum);
        if (cudaGetLastError() != cudaSuccess)
            failed[v] = 1;
    }
}

__global__ void to_total(const int *col, int count)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < count)
        atomicAdd(&total, (unsigned long long)col[j]);
}

// Not: the child writes a variable of the file.
__global__ void globals(const int *row, const int *col, int n)
{
    int v = blockIdx.x * blockDim.x + threadIdx.x;
    if (v < n)
        to_total<<<(row[v + 1] - row[v] + 31) / 32, 32>>>(col + row[v], row[v + 1] - row[v]);
}

// Not: the offsets are not read through a pointer to const.
__global__ void writable(int *row, const int *col, int n, unsigned long long *sum)
{
    int v = blockIdx.x * blockDim.x + threadIdx.x;
    if (v < n)
        edges<<<(row[v + 1] - row[v] + 31) / 32, 32>>>(col + row[v], row[v + 1] - row[v], sum);
}

struct Out {
    int *data;
};

__global__ void into_struct(Out o, const int *col, int count)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < count)
        o.data[j] = col[j];
}

// Not: the child writes through a pointer held in a class it takes by value.
__global__ void by_value(const int *row, const int *col, Out o, int n)
{
    int v = blockIdx.x * blockDim.x + threadIdx.x;
    if (v < n)
        into_struct<<<(row[v + 1] - row[v] + 31) / 32, 32>>>(o, col + row[v], row[v + 1] - row[v]);
}

// Hoisted: an unsigned index, which makes a negative bound pass every thread.
__global__ void unsigned_index(const int *row, const int *col, int n, unsigned long long *sum)
{
    unsigned v = blockIdx.x * blockDim.x + threadIdx.x;
    if (v < n)
        edges<<<(row[v + 1] - row[v] + 31) / 32, 32>>>(col + row[v], row[v + 1] - row[v], sum);
}

// Not: a short index is no longer the thread's own past 32,767 threads.
__global__ void short_index(const int *row, const int *col, int n, unsigned long long *sum)
{
    short v = blockIdx.x * blockDim.x + threadIdx.x;
    if (v < n)
        edges<<<(row[v + 1] - row[v] + 31) / 32, 32>>>(col + row[v], row[v + 1] - row[v], sum);
}

// Not: the child writes through a pointer held in a const class it points to.
__global__ void into_const_ptr(const Out *o, const int *col, int count)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < count)
        o->data[j] = col[j];
}

__global__ void by_const_pointer(const int *row, const int *col, const Out *o, int n)
{
    int v = blockIdx.x * blockDim.x + threadIdx.x;
    if (v < n)
        into_const_ptr<<<(row[v + 1] - row[v] + 31) / 32, 32>>>(o, col + row[v], row[v + 1] - row[v]);
}

// Not: the child writes through a pointer it reads through a const pointer.
__global__ void into_levels(int *const *pp, const int *col, int count)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < count)
        pp[0][j] = col[j];
}

__global__ void by_levels(const int *row, const int *col, int *const *pp, int n)
{
    int v = blockIdx.x * blockDim.x + threadIdx.x;
    if (v < n)
        into_levels<<<(row[v + 1] - row[v] + 31) / 32, 32>>>(pp, col + row[v], row[v + 1] - row[v]);
}

// Not: the child hands a built-in that writes a pointer held in a class it takes by value.
__global__ void atomic_field(Out o, const int *col, int count)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < count)
        atomicAdd(o.data + j, col[j]);
}

__global__ void by_atomic_field(const int *row, const int *col, Out o, int n)
{
    int v = blockIdx.x * blockDim.x + threadIdx.x;
    if (v < n)
        atomic_field<<<(row[v + 1] - row[v] + 31) / 32, 32>>>(o, col + row[v], row[v + 1] - row[v]);
}

// Not: the child hands a built-in that writes a pointer of the file.
__device__ int *out_of_file;

__global__ void atomic_global(const int *col, int count)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < count)
        atomicAdd(out_of_file + j, col[j]);
}

__global__ void by_atomic_global(const int *row, const int *col, int n)
{
    int v = blockIdx.x * blockDim.x + threadIdx.x;
    if (v < n)
        atomic_global<<<(row[v + 1] - row[v] + 31) / 32, 32>>>(col + row[v], row[v + 1] - row[v]);
}

void run(const int *row, const unsigned *row32, const int *col, const short *w, const unsigned *ucol, unsigned *out,
         int n, unsigned long long *sum, int *failed, cudaStream_t stream)
{
    csr<<<(n + 127) / 128, 128>>>(row, col, n, sum);
    exits<<<(n + 255) / 256, 256, 0, stream>>>(row32, col, w, n, sum);
    every<<<4, 64>>>(row, col, sum);
    aliased<<<(n + 127) / 128, 128>>>(row, ucol, out, n);
    one_offset<<<(n + 127) / 128, 128>>>(row, col, n, sum);
    odd_rows<<<(n + 127) / 128, 128>>>(row, col, n, sum);
    rounds_down<<<(n + 127) / 128, 128>>>(row, col, n, sum, failed);
    globals<<<(n + 127) / 128, 128>>>(row, col, n);
    writable<<<(n + 127) / 128, 128>>>((int *)row, col, n, sum);
    unsigned_index<<<(n + 127) / 128, 128>>>(row, col, n, sum);
    short_index<<<(n + 127) / 128, 128>>>(row, col, n, sum);
    by_value<<<(n + 127) / 128, 128>>>(row, col, Out{out == nullptr ? nullptr : (int *)out}, n);
    by_const_pointer<<<(n + 127) / 128, 128>>>(row, col, (const Out *)nullptr, n);
    by_levels<<<(n + 127) / 128, 128>>>(row, col, (int *const *)nullptr, n);
    by_atomic_field<<<(n + 127) / 128, 128>>>(row, col, Out{(int *)out}, n);
    by_atomic_global<<<(n + 127) / 128, 128>>>(row, col, n);
}
