/* Code that runs where no call names it: a constructor, destructor,
 * operator or conversion function, a default argument, a class member's
 * initialiser. The strategies rename the child's place (threadIdx,
 * blockIdx, blockDim, gridDim) in its body and in the helpers it calls by
 * name (body_facts follows calls by name); code reached without a name
 * would go on reading the place of the threads that run the copy. */
#ifndef DPOPT_ANALYSIS_IMPLICIT_PLACE_H
#define DPOPT_ANALYSIS_IMPLICIT_PLACE_H

#include "model/model.h"

/* The first such code that reads the block's place (blockIdx, blockDim,
 * gridDim) or, with `thread_too`, the thread's too (threadIdx), which
 * strategies keeping the child's blocks do not rename, and that the code
 * kernel `child` runs may reach: its class (or, for a default argument,
 * its function) is named there; where dpopt cannot tell which class or
 * function, any child may. A null node when there is none. The file is
 * read once for the program. */
TSNode implicit_place_read(const Program *program, int child, bool thread_too);

#endif
