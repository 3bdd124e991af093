// On a GPU: the table of grid states (runtime grid_table.cuh) under grids
// of one kernel running at once from several streams. Each block's thread
// 0 finds its grid's entry, marks it held by its grid (a grid finding an
// entry another grid holds counts a clash), and counts itself done; the
// grid's last block resets the entry and releases it. Checked: no clash,
// every block of a grid on one entry (each block adds its grid's number to
// the entry's sum, which the last block compares with blocks x number),
// every grid's last block came, and every entry free at the end. Prints
// PASS or FAIL lines; exit 1 on a failure.
#include <cstdio>
#include <cuda_runtime.h>
#include <dpopt/grid_table.cuh>

struct State {
    unsigned long long holder; // the grid using it; 0: none
    unsigned long long sum;    // the launch numbers of its blocks
    unsigned int done;         // blocks done
};

struct Counts {
    unsigned int clashes, splits, grids;
};

__device__ dpopt::GridTable<State> table;
__device__ Counts counts;

__global__ void use_table(unsigned int spin)
{
    if (threadIdx.x != 0)
        return;
    const unsigned long long id = dpopt::grid_launch_id();
    State *s = dpopt::grid_table_find(&table, id);
    unsigned long long was = atomicCAS(&s->holder, 0ull, id);
    if (was != 0ull && was != id)
        atomicAdd(&counts.clashes, 1u);
    atomicAdd(&s->sum, id);
    for (unsigned int k = 0; k < spin; k++) // blocks of other grids meanwhile
        __threadfence();
    const unsigned int blocks = gridDim.x;
    __threadfence();
    if (atomicAdd(&s->done, 1u) + 1 == blocks) {
        __threadfence();
        if (atomicAdd(&s->sum, 0ull) != id * blocks)
            atomicAdd(&counts.splits, 1u);
        s->sum = 0;
        s->done = 0;
        atomicExch(&s->holder, 0ull);
        dpopt::grid_table_release(&table, s);
        atomicAdd(&counts.grids, 1u);
    }
}

int main()
{
    const int streams = 16, per_stream = 200;
    cudaStream_t st[streams];
    for (int k = 0; k < streams; k++)
        cudaStreamCreateWithFlags(&st[k], cudaStreamNonBlocking);
    unsigned int launched = 0;
    for (int g = 0; g < per_stream; g++)
        for (int k = 0; k < streams; k++) {
            unsigned int blocks = 1 + (g * 7 + k * 13) % 300; // some grids wider than the GPU at once
            use_table<<<blocks, 32, 0, st[k]>>>((g + k) % 4 * 64);
            launched++;
        }
    cudaError_t err = cudaDeviceSynchronize();
    Counts c;
    cudaMemcpyFromSymbol(&c, counts, sizeof c);
    static unsigned long long owner[dpopt::grid_table_size];
    cudaMemcpyFromSymbol(owner, table, sizeof owner, offsetof(dpopt::GridTable<State>, owner));
    unsigned int held = 0;
    for (unsigned long long o : owner)
        held += o != 0;
    bool ok = err == cudaSuccess && c.clashes == 0 && c.splits == 0 && c.grids == launched && held == 0;
    std::printf("%s grid table: %u grids from %d streams, %u ended, %u clashes, %u split, %u entries held (%s)\n",
                ok ? "PASS" : "FAIL", launched, streams, c.grids, c.clashes, c.splits, held, cudaGetErrorString(err));
    return ok ? 0 : 1;
}
