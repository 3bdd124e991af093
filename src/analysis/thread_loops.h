/* Thread loops (MCUDA): running the threads of a block with fewer threads
 * than it has, by splitting a kernel body at its __syncthreads() into
 * stretches that every thread runs, in turn, before any thread runs the
 * next.
 *
 * A barrier splits the statement list it is a statement of. A statement
 * holding a barrier deeper down (an if, a loop, a braced block) is not run
 * thread by thread: its header runs once for the whole block and its
 * bodies are split in turn. That is right only when every thread of the
 * block takes the same path through it: its condition or trip count is
 * block-uniform, nothing leaves it early, and its body does not change what
 * its header reads.
 *
 * A local declared in one thread loop and used in a later one (or in a
 * header, which runs outside the thread loops) is declared again there,
 * recomputed from its initialiser: right only when nothing changes it after
 * its declaration and its initialiser reads no memory (another thread, or
 * the same thread later, may have changed that memory in between). What
 * may change it is read conservatively: its name assigned, a reference
 * bound to it or its address taken (analysis/escapes.h), a call or a
 * constructor that may take it by writable reference, a macro whose text
 * writes or calls.
 *
 * Used by launch removal (T3 and T4) and by whatever else runs a child's
 * threads with fewer threads; the statements it reasons about are
 * syntax/statements.h's. */
#ifndef DPOPT_ANALYSIS_THREAD_LOOPS_H
#define DPOPT_ANALYSIS_THREAD_LOOPS_H

#include <stdbool.h>
#include <stddef.h>
#include <tree_sitter/api.h>

#include "model/model.h"

/* Whether the body of function `fn` splits into thread loops at its
 * barriers (true for a body without barriers). When it does not, `why`
 * (at most `cap` bytes) says why, as a note. */
bool thread_loops_can_split(const Program *p, int fn, char *why, size_t cap);

#endif
