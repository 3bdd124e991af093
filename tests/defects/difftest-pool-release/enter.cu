// One fused kernel entering its batch (tests/defects/difftest-pool-release):
// its PTX must read nothing of the batch once the block has counted itself.
#include "dpopt/dpopt.cuh"

struct Record {
    unsigned *acc;
    unsigned tag;
};

__global__ void fused(unsigned char *batch)
{
    __shared__ dpopt::BatchEnterStorage temp;
    Record record;
    const dpopt::BatchBlock where = dpopt::batch_enter(temp, batch, &record);
    atomicAdd(&record.acc[threadIdx.x % 64u], record.tag + where.offset);
}

__global__ void fused_coarse2(unsigned char *batch)
{
    __shared__ dpopt::BatchEnterStorage temp;
    const unsigned int fused_blocks = dpopt::batch_total_blocks(batch);
    for (unsigned int i = 0; i < 2u; i++) {
        const unsigned int vb = blockIdx.x * 2u + i;
        if (vb >= fused_blocks)
            break;
        Record record;
        const dpopt::BatchBlock where = dpopt::batch_enter_block(temp, batch, vb, &record);
        atomicAdd(&record.acc[threadIdx.x % 64u], record.tag + where.offset);
    }
}
