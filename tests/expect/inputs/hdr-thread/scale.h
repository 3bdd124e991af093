#pragma once
__device__ inline float scale(float x) { return x + threadIdx.x; }
