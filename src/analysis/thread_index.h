/* The idioms by which a kernel reads its thread's place in x: the global
 * index `blockIdx.x * blockDim.x + threadIdx.x` and the grid's width
 * `gridDim.x * blockDim.x` (each product and sum in either order, any
 * parentheses), and the integer types such an index is declared with. */
#ifndef DPOPT_ANALYSIS_THREAD_INDEX_H
#define DPOPT_ANALYSIS_THREAD_INDEX_H

#include <stdbool.h>
#include <tree_sitter/api.h>

#include "syntax/source.h"

/* blockIdx.x * blockDim.x + threadIdx.x. */
bool thread_index_is_global_x(const Source *src, TSNode node);
/* gridDim.x * blockDim.x: the threads of the grid in x. */
bool thread_index_is_grid_width_x(const Source *src, TSNode node);
/* An integer type, by value: no pointer, array, reference or floating point. */
bool thread_index_is_integer_type(const char *type);

#endif
