// A launch aggregated at warp granularity under a divergent condition
// (tests/defects/warp-group-mix): its PTX must not branch between taking the
// group's mask and sharing the batch.
#include "dpopt/dpopt.cuh"

struct Record {
    unsigned *acc;
    unsigned tag;
};

__global__ void child_fused(unsigned char *batch, dim3 grid)
{
    Record record;
    const dpopt::BatchBlock where = dpopt::batch_enter(batch, &record);
    atomicAdd(&record.acc[threadIdx.x % 64u], record.tag + where.offset + grid.x);
}

__global__ void parent(unsigned *acc, const int *data)
{
    if (data[threadIdx.x] & 1) {
        Record record = {acc, threadIdx.x};
        dpopt::WarpBatch batch;
        if (dpopt::warp_batch_open(&batch, 2u, record)) {
            if (dpopt::warp_batch_is_leader(batch))
                child_fused<<<batch.total_blocks, 32>>>(batch.data, dim3(2));
        }
    }
}
