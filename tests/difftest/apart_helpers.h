// tests/difftest/apart_helpers.h: functions of a quoted header that nvcc
// compiles apart from a kernel calling them (the wide shape's "header"
// helper, tests/difftest/shapes.py): a __noinline__ function of external
// linkage holding 80 live values, which nvcc compiles for callers in other
// files with no bound. dpopt reads the header (run.py passes -I with its
// folder) and must leave a launch whose kernel it would bound to 64
// registers, and which reaches this function, as written.
#ifndef DT_APART_HELPERS_H
#define DT_APART_HELPERS_H

__host__ __device__ __noinline__ unsigned dt_apart_mix(const unsigned *z, unsigned v, int depth)
{
    unsigned r[80];
#pragma unroll
    for (int k = 0; k < 80; k++)
        r[k] = (v + (unsigned)k) * 0x9E3779B1u ^ (z[k] + 0x7F4A7C15u);
    unsigned s = 0;
#pragma unroll
    for (int k = 0; k < 80; k++)
        s ^= r[k] * r[(k * 7) % 80];
    return depth > 0 ? s * 3u + 1u : s;
}

#endif
