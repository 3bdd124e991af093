/* Two readings of a function's __shared__ declarations.
 *
 * First, whether they can become one struct that a persistent kernel
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

/* Second, how many bytes of static shared memory a kernel declares, where
 * dpopt can size them: a block may declare 48 KB statically, and past it
 * nvlink refuses the kernel ("uses too much shared data"), so what a
 * strategy adds to a kernel near that limit must be counted first
 * (plan/shared_limit.h). Every __shared__ declaration in the function's
 * body (any scope) and in the bodies of the functions it calls, each
 * function once, but extern ones (dynamic shared memory, sized at launch).
 * A declaration is sized where its type is a scalar (char, short, int,
 * long, long long, float, double, bool, with signed or unsigned; size_t,
 * the <cstdint> types; long as 8 bytes, LP64), a pointer, a CUDA vector
 * type (float4, int2, ...) or __half, and its array sizes are integer
 * literals, object-like macros (every definition of the name giving the
 * same value) and + - * / of them (analysis/size_expr.h). Anything else
 * is unknown: a class, a template parameter or template type, a typedef
 * of the program's own, a size naming a constant, sizeof. __shared__
 * variables declared at file scope are not counted (which kernels use
 * them is not read), nor are functions without a body in the file. */
typedef struct SharedBytes {
    unsigned long long known;   /* the bytes of the declarations dpopt can size */
    unsigned long long padding; /* the most alignment between them can add to known */
    bool unknown;               /* some declaration it cannot size */
    TSNode largest;             /* the sized declaration of the most bytes; null: none */
    unsigned long long largest_bytes;
} SharedBytes;

/* Function fn's, its callees' included; all zero for a function without a
 * body. Found once per program (model/memo.h). */
SharedBytes shared_bytes_of(const Program *program, int fn);
/* The bytes of a type written as text (a parameter's: "const float *",
 * "unsigned int", "float4"), sized as a declaration's type above (a
 * pointer: 8); false where unknown (a class, a reference, an array). */
bool shared_type_text_bytes(const char *type, unsigned long long *bytes);

#endif
