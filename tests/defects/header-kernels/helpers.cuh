#pragma once
#include "kernels.cuh"
__device__ void spawn(int *out, int i) { child<<<1, 1>>>(out, i); }
__global__ void spawner(int *out) { spawn(out, threadIdx.x); }
// A host wrapper's launch is a host launch: no kernel's, no note.
inline void start(int *out) { parent<<<1, 32>>>(out, 32); }
