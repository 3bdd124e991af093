#pragma once
/* Included with quotes from the folder above: found beside it. */
#include <toolkit_math.h>
extern __device__ __cudart_builtin__ float lgammaf(float x);
