/* The loads a kernel makes at its entry, before anything of its grid can
 * have stored what they read.
 *
 * A kernel's first statements, up to the first that may store to memory,
 * synchronise, loop, take a thread's own address or call what dpopt cannot
 * see, read memory as it was when the grid started: a store by another
 * thread of the grid that one of those loads saw and another did not
 * would race with the one that did not (nothing orders it before or after
 * a load that no barrier, fence or atomic follows). So such a load at an
 * address the threads of a block share gives them one value, whatever the
 * kernel stores later: `node = &nodes[blockIdx.x]; n = node->end -
 * node->begin; if (n <= min) return;` returns block by block (PMPP's
 * quadtree).
 *
 * Assumed: the program has no data races. Not applied where the kernel
 * orders its threads by hand (atomics on memory reached through a pointer,
 * fences, volatile, inline assembly, anywhere in it or what it calls), has
 * a goto, or calls a function dpopt cannot see. */
#ifndef DPOPT_ANALYSIS_ENTRY_LOADS_H
#define DPOPT_ANALYSIS_ENTRY_LOADS_H

#include <stdint.h>

#include "model/model.h"

/* The byte where the entry of kernel `function` ends: an access ending at
 * or before it is an entry load. 0 where the rule does not apply (not a
 * kernel, or one of the cases above). */
uint32_t entry_loads_end(const Program *program, int function);

#endif
