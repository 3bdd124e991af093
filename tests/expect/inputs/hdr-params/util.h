// Functions a header defines, taking their arguments by value, by
// reference and as a template's parameter.
#pragma once

static __device__ void by_value(int *data, int n) { data[threadIdx.x % n] += 1; }

static __device__ void by_reference(int &n) { n += threadIdx.x; }

template <typename T>
static __device__ void deduced(T n) { (void)n; }
