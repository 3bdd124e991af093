/* A function's static shared memory as one struct that a persistent kernel
 * can place in its dynamic shared memory (Free Launch, section 2.3): the
 * parent's and a child's then share space (scenario 1, and 3 with a save
 * to global memory) or lie side by side (scenario 2), as the host finds
 * best. Possible when every __shared__ declaration of the function is a
 * statement of its body, static, and names nothing of the function's own
 * (its size and type then read the same at file scope). */
#ifndef DPOPT_ANALYSIS_SHARED_DECLS_H
#define DPOPT_ANALYSIS_SHARED_DECLS_H

#include <stdbool.h>
#include <tree_sitter/api.h>

#include "model/model.h"

typedef struct SharedDecls {
    int count;        /* __shared__ declarations in the body, all placeable */
    const char *why;  /* why they cannot be placed, or NULL */
} SharedDecls;

SharedDecls shared_decls_of(const Program *program, int function);

#endif
