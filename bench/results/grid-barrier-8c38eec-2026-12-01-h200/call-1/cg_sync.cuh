// The persistent grid's barrier as it was before grid_barrier.cuh: cooperative
// groups' grid.sync(), every block spinning on one word (A/B only).
#include <cooperative_groups.h>
__device__ inline void dpopt_cg_sync()
{
    __threadfence();
    cooperative_groups::this_grid().sync();
}
