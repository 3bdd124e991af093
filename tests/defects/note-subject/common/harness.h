// note-subject: as bench/common/harness.h, the counter of failed device-side
// launches (defined in another file, needs -rdc=true).
#pragma once
extern __device__ unsigned int bench_device_launch_errors;
static __device__ __forceinline__ void bench_count_launch_error(void)
{
    atomicAdd(&bench_device_launch_errors, 1u);
}
