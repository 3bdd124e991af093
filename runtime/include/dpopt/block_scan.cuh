// dpopt runtime: block-wide primitives for any block shape (up to 1024
// threads), called by every thread of the block at a convergent point.
#ifndef DPOPT_RUNTIME_BLOCK_SCAN_CUH
#define DPOPT_RUNTIME_BLOCK_SCAN_CUH

#include "dpopt/base.cuh"

namespace dpopt {

// The shared memory block_exclusive_scan2 works in, owned by its caller as
// CUB's TempStorage is (one per block, in __shared__; BlockBatch::TempStorage
// holds one). The scan starts writing it with no barrier and ends with one
// after its last read, so calls may follow one another on one storage.
struct BlockScan {
    struct TempStorage {
        unsigned int warp_a[32], warp_b[32]; // each warp's totals, then their inclusive scan
    };
};

// Exclusive prefix sums of two values at once (launch flag and block count)
// in thread-rank order, with their block totals. Warp shuffles, then one
// pass over the warp totals. The second sum saturates: where the block's
// total would pass 2^32 - 1 it is 2^32 - 1 (and the prefixes mean nothing),
// so that a block whose launches' blocks add up past 32 bits does not look
// small (a batch takes no more than a grid's blocks: block_batch.cuh).
//
// Not cub::BlockScan: CUB fixes the block's shape at compile time
// (BlockScan<T, BLOCK_DIM_X, ..., BLOCK_DIM_Y, BLOCK_DIM_Z>) and has every
// lane of every warp of that shape take part, while this runs in the
// generated kernels, whose block shapes are the program's, known only at
// run time (any shape up to 1,024 threads, the last warp possibly partial).
// One instantiation per possible shape, chosen at run time, would cost a
// TempStorage for each and code for each in every kernel.
__device__ inline void block_exclusive_scan2(BlockScan::TempStorage &temp, unsigned int a, unsigned int b,
                                             unsigned int *before_a, unsigned int *before_b, unsigned int *total_a,
                                             unsigned int *total_b)
{
    unsigned int *warp_a = temp.warp_a, *warp_b = temp.warp_b;
    unsigned int rank = block_thread_rank(), n = block_thread_count();
    unsigned int lane = rank & 31u, warp = rank >> 5, warps = (n + 31u) >> 5;
    unsigned int here = n - (warp << 5);
    unsigned int mask = here >= 32u ? 0xffffffffu : (1u << here) - 1u;
    unsigned int ia = a, ib = b;
    for (unsigned int off = 1; off < 32u; off <<= 1) {
        unsigned int ya = __shfl_up_sync(mask, ia, off), yb = __shfl_up_sync(mask, ib, off);
        if (lane >= off) {
            ia += ya;
            ib = saturating_add(ib, yb);
        }
    }
    if (lane == 31u || lane == here - 1u) {
        warp_a[warp] = ia;
        warp_b[warp] = ib;
    }
    __syncthreads();
    if (warp == 0) {
        unsigned int wa = lane < warps ? warp_a[lane] : 0u, wb = lane < warps ? warp_b[lane] : 0u;
        for (unsigned int off = 1; off < 32u; off <<= 1) {
            unsigned int ya = __shfl_up_sync(mask, wa, off), yb = __shfl_up_sync(mask, wb, off);
            if (lane >= off) {
                wa += ya;
                wb = saturating_add(wb, yb);
            }
        }
        if (lane < warps) {
            warp_a[lane] = wa; // inclusive over warps
            warp_b[lane] = wb;
        }
    }
    __syncthreads();
    unsigned int base_a = warp ? warp_a[warp - 1] : 0u, base_b = warp ? warp_b[warp - 1] : 0u;
    *before_a = base_a + ia - a;
    *before_b = base_b + ib - b;
    *total_a = warp_a[warps - 1];
    *total_b = warp_b[warps - 1];
    __syncthreads(); // the shared totals may be reused by the next call
}

}  // namespace dpopt

#endif
