// Compiled to PTX by make test (tests/run-all.sh), never run: each kernel
// here stores one record the way dpopt's code does (batch_store_slot,
// batch_store_record), and none of them may store a byte. nvcc copies a
// struct assigned through a pointer made from the batch's bytes one byte
// at a time; sp's launching grid spent most of its time in those stores
// (bench/results/record-stores-c9dd4f5-2026-11-27-h100/).
#include <dpopt/block_batch.cuh>

// A flattening record as dpopt writes them: pointers, an int, the grid.
struct pointer_record {
    const int *occ;
    int degree;
    const float *eta;
    float *ratio;
    dim3 dp_grid;
};

// A launch kept whole (T3's batch, a batch's first launch): a bool last.
struct launch_record {
    dim3 dp_grid, dp_block;
    unsigned int dp_shmem;
    cudaStream_t dp_stream;
    int n;
    bool dp_active;
};

// Only 4-byte members: stored 4 bytes at a time.
struct int_record {
    int a, b, c;
};

__global__ void store_pointer_record(unsigned char *batch, unsigned int capacity, const int *occ, int degree)
{
    pointer_record r = {};
    r.occ = occ + threadIdx.x;
    r.degree = degree;
    r.dp_grid = dim3(degree);
    dpopt::batch_store_slot(batch, capacity, threadIdx.x, r);
}

__global__ void store_launch_record(unsigned char *batch, unsigned int capacity, int n)
{
    launch_record r = {};
    r.dp_grid = dim3(n);
    r.dp_block = dim3(64);
    r.dp_stream = cudaStreamFireAndForget;
    r.n = n + (int)threadIdx.x;
    r.dp_active = n > 0;
    dpopt::batch_store_slot(batch, capacity, threadIdx.x, r);
    dpopt::batch_store_record(dpopt::batch_first<launch_record, pointer_record>(batch, capacity), r);
}

__global__ void store_int_record(unsigned char *batch, unsigned int capacity, int n)
{
    int_record r = {n, n + 1, (int)threadIdx.x};
    dpopt::batch_store_slot(batch, capacity, threadIdx.x, r);
}
