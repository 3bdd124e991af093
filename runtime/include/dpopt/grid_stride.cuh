// dpopt runtime: the grid of a kernel whose whole body is one grid-stride
// loop, widened on the host (src/plan/widen.c; host side only).
//
// Such a kernel runs each iteration of [0, n) once with any number of
// blocks in x; launched with fewer threads than iterations, each thread
// runs several, one after another, on a few SMs. dpopt launches it as
//
//     kernel<<<dpopt::grid_stride_grid(grid, block, n), block>>>(...)
//
// with blocks enough in x for one iteration a thread, as far as the GPU
// holds threads at once (its SMs times the threads an SM holds), and never
// fewer blocks than written; y and z as written.
#ifndef DPOPT_GRID_STRIDE_CUH
#define DPOPT_GRID_STRIDE_CUH

#include <cuda_runtime.h>

#include "dpopt/per_device.cuh"

namespace dpopt {

// The threads the current device holds at once (0 where CUDA cannot say).
inline unsigned long long grid_stride_resident_threads()
{
    static PerDevice<unsigned long long> known;
    DeviceSlot<unsigned long long> here(known);
    if (*here == 0) {
        int sms = 0, per_sm = 0;
        if (cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, here.device()) != cudaSuccess ||
            cudaDeviceGetAttribute(&per_sm, cudaDevAttrMaxThreadsPerMultiProcessor, here.device()) != cudaSuccess) {
            cudaGetLastError(); // not the program's error
            return 0;
        }
        *here = (unsigned long long)sms * (unsigned long long)per_sm;
    }
    return *here;
}

inline dim3 grid_stride_grid(dim3 grid, dim3 block, long long iterations)
{
    const unsigned long long threads = (unsigned long long)block.x * block.y * block.z;
    if (iterations <= 0 || threads == 0 || block.x == 0)
        return grid;
    const unsigned long long resident = grid_stride_resident_threads();
    unsigned long long want = ((unsigned long long)iterations + block.x - 1) / block.x;
    const unsigned long long most = resident / threads > 0 ? resident / threads : 1;
    if (want > most)
        want = most;
    if (want > grid.x)
        grid.x = (unsigned int)want;
    return grid;
}

} // namespace dpopt

#endif
