#pragma once
__device__ inline int clamp_level(int v) { return v < 0 ? 0 : v; }
