/* A stand-in for the CUDA toolkit's include folder (model/toolkit.h): the
 * builtins are marked as the toolkit marks them. */
#pragma once
#define __DEVICE_FUNCTIONS_DECL__ __device__ __cudart_builtin__
#include "crt/inner.h"
/* a comment naming __device_builtin__ float commented_out(float x); declares nothing */
struct __device_builtin__ dim3_like { unsigned x; };
extern __DEVICE_FUNCTIONS_DECL__ __device_builtin__ float erff(float x) __THROW;
__device__ __device_builtin__ float normf(int dim, float const *p) __THROW;
extern __device__ __device_builtin__ void *operator new(unsigned long size);
