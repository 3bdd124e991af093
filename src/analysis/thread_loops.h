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
 * the same thread later, may have changed that memory in between).
 *
 * Used by launch removal (T3 and T4) and by whatever else runs a child's
 * threads with fewer threads. */
#ifndef DPOPT_ANALYSIS_THREAD_LOOPS_H
#define DPOPT_ANALYSIS_THREAD_LOOPS_H

#include <stdbool.h>
#include <stddef.h>
#include <tree_sitter/api.h>

#include "model/model.h"

/* `__syncthreads();` as a statement of its own. */
bool thread_loops_is_barrier(const Source *src, TSNode statement);
/* Whether a __syncthreads() call is anywhere under node. */
bool thread_loops_holds_barrier(const Source *src, TSNode node);
bool thread_loops_is_shared_declaration(const Source *src, TSNode statement);

/* The statements of a list being split: a compound statement's named
 * children (comments included), or a lone statement (the body of an if or
 * a loop written without braces). */
uint32_t thread_loops_statement_count(TSNode list);
TSNode thread_loops_statement(TSNode list, uint32_t i);

/* The statement lists of a statement that holds a barrier and is split
 * rather than run thread by thread: an if's branches (1 or 2), a loop's
 * body, or a braced block itself. Returns how many. */
int thread_loops_bodies(TSNode statement, TSNode bodies[2]);

/* The header of such a statement, which runs once for the whole block: an
 * if's or a while's condition, a do's, a for loop's initialisation,
 * condition and step (none for a braced block). Returns how many. */
int thread_loops_header_parts(TSNode statement, TSNode parts[3]);

/* Whether an identifier named `name` occurs under node (as an identifier or,
 * where tree-sitter misreads `a.x < b` as a template, a type name). */
bool thread_loops_mentions(const Source *src, TSNode node, const char *name);
/* The names a declaration statement declares, at most `cap`; returns how
 * many. The caller frees each. */
int thread_loops_declared_names(const Source *src, TSNode declaration, char **names, int cap);

/* Whether the body of function `fn` splits into thread loops at its
 * barriers (true for a body without barriers). When it does not, `why`
 * (at most `cap` bytes) says why, as a note. */
bool thread_loops_can_split(const Program *p, int fn, char *why, size_t cap);

#endif
