#pragma once
__device__ inline float scale(float x) { return 2.0f * x; }
