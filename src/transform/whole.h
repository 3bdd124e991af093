/* Code that no longer needs the device runtime (analysis/whole_program.h):
 * its device-side error queries, which can only return cudaSuccess there,
 * written as what they return, so that it links without -lcudadevrt. */
#ifndef DPOPT_TRANSFORM_WHOLE_H
#define DPOPT_TRANSFORM_WHOLE_H

#include <tree_sitter/api.h>

#include "rewrite/edit.h"

/* Edits, over the code src, each of the `count` queries (call
 * expressions; a comparison with cudaSuccess as a whole: `false`, not
 * `cudaSuccess != cudaSuccess`). */
void whole_replace_queries(const Source *src, const TSNode *queries, int count, EditBuffer *edits);

#endif
