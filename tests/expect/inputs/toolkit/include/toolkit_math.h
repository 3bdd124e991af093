#pragma once
/* Found in the toolkit's folder itself. */
static __inline__ __device__ __device_builtin__ float sinpif(float x);
__device__ __device_builtin__ float norm(float x); /* matched by free calls only */
extern __device__ __device_builtin__ float erfcf(float x);
