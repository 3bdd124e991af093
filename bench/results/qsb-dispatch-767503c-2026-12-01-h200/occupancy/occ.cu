// What CUDA says of qsb's kernels on the device (attributes and blocks an SM
// at QSB_THREADS threads): flat.cu's level, dpopt's --aggregate=grid root
// kernel and its fused level kernel. Built by build.sh from copies of both
// programs (their qs_variant_run renamed apart); not a benchmark.
#define qs_variant_run qs_variant_run_flat
#include "flat_plain.cu"
#undef qs_variant_run
#define qs_variant_run qs_variant_run_grid
#include "grid_plain.cu"
#undef qs_variant_run
#include <cstdio>

template <typename K> static void show(const char *name, K kernel)
{
    cudaFuncAttributes a;
    int blocks = -1;
    CHECK_CUDA(cudaFuncGetAttributes(&a, kernel));
    CHECK_CUDA(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, kernel, QSB_THREADS, 0));
    printf("%-32s regs %3d local %5zu B static smem %6zu B max threads %4d: %2d blocks of %d an SM\n", name,
           a.numRegs, a.localSizeBytes, a.sharedSizeBytes, a.maxThreadsPerBlock, blocks, QSB_THREADS);
}

int main()
{
    cudaDeviceProp p;
    CHECK_CUDA(cudaGetDeviceProperties(&p, 0));
    size_t stack = 0, pending = 0;
    CHECK_CUDA(cudaDeviceGetLimit(&stack, cudaLimitStackSize));
    CHECK_CUDA(cudaDeviceGetLimit(&pending, cudaLimitDevRuntimePendingLaunchCount));
    printf("%s: %d SMs, %d threads an SM, %zu B shared an SM; stack limit %zu B, pending-launch limit %zu\n", p.name,
           p.multiProcessorCount, p.maxThreadsPerMultiProcessor, p.sharedMemPerMultiprocessor, stack, pending);
    show("flat.cu qsb_level", qsb_level);
    show("grid cdp_block_quicksort", cdp_block_quicksort);
    show("grid cdp_block_quicksort_dp_grid_1", cdp_block_quicksort_dp_grid_1);
    return 0;
}
