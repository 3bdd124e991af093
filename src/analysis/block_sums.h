/* Atomic additions a child block may add up first: `atomicAdd(&count[p], k);`
 * where every thread of a child block adds to one word, run by one thread
 * (launch removal T4), may become a sum in a register and one atomicAdd at
 * the end of the block.
 *
 * The merged form is one the program as written may run: its additions of
 * the block happening one after another, with no other thread's access
 * between, and the sum of integers wraps as the additions do. It is right
 * when nothing can tell the two apart:
 *
 * - the call is a statement of its own (its result, the old value, unread),
 *   `atomicAdd` on a word of an integer type (int, unsigned int, unsigned
 *   long long: a float sum would round otherwise);
 * - the word is the same for every thread of the block: `&P[e]`, `P + e` or
 *   `P`, P a pointer parameter of the kernel and e made only of its
 *   parameters, the block's place (blockIdx, blockDim, gridDim), integer
 *   literals and macros that stand for numbers; no parameter is changed in
 *   the body;
 * - nothing else the child does may read or write such a word: no other
 *   name of a pointer, reference or array to a type that may alias it (by
 *   C++'s rule, as analysis/child_writes.h reads it) appears in the body
 *   outside those calls' first argument, no local pointer or reference is
 *   declared, no variable of the file is named, no parameter holds a class
 *   (which may hold pointers), and the child calls nothing but functions
 *   that change nothing (min, sqrtf, ...) and the atomics; it launches
 *   nothing and fences nothing.
 *
 * The same holds of atomicMax, atomicMin, atomicOr, atomicAnd and
 * atomicXor, each commutative and associative on integers: combined in a
 * register from the operation's identity, made once. Calls of two
 * operations on words that may be one are not combined (a thread's
 * additions and maxima do not commute).
 *
 * A value that is a product of an integer the same for the block (made as
 * a word's index is) and another integer is added up without the factor,
 * which multiplies the sum once: `atomicAdd(&S[p], (unsigned long long)w
 * * id)` sums id. Multiplication distributes over addition modulo 2^n, so
 * the words get the same values wherever the product is computed at the
 * word's width or wider (a 64-bit word needs a 64-bit operand).
 *
 * Used by the plan (KernelPlan.sums); the analysis only reads. */
#ifndef DPOPT_ANALYSIS_BLOCK_SUMS_H
#define DPOPT_ANALYSIS_BLOCK_SUMS_H

#include <stdbool.h>
#include <tree_sitter/api.h>

#include "model/model.h"

/* One atomicAdd a block may add up first. */
typedef struct BlockSum {
    TSNode call;      /* atomicAdd(word, value), a statement of its own (or atomicMax, Min,
                         Or, And, Xor) */
    const char *op;   /* the call's name: "atomicAdd", "atomicMax", ... */
    const char *type; /* the word's type: "int", "unsigned int", "unsigned long long" */
    /* value = factor * term (either order), the factor the same for every
     * thread of the block: the sum of the terms times the factor is the sum
     * of the values (integers wrapping at the word's width), so the block
     * multiplies once. A null factor, and the value as the term, where the
     * value is not such a product, or where the product may wrap narrower
     * than the word (an unsigned int product added to a 64-bit word). */
    TSNode factor, term;
    /* The earlier sum (an index of the same array) that adds the same term,
     * converted alike, in a statement run with this one (the statements
     * between only other sums whose terms call, assign and step nothing):
     * one register serves both; -1 where none. */
    int same_as;
} BlockSum;

/* The atomic calls of kernel `fn` a block may combine first, in the body's
 * order, at most `cap`; returns how many. */
int block_sums_find(const Program *p, int fn, BlockSum *sums, int cap);

#endif
