/* Whether a child may write memory that reads of given element types see
 * (--hoist over offsets: the walk runs the launching thread's reads again
 * after that thread's own child threads have run, which the kernel as
 * written never does).
 *
 * By C++'s rule an object is read and written only through its own type
 * (const, volatile and signedness aside) or a character type: a child that
 * writes only `unsigned long long` never changes an `int` the parent read.
 * So the child, and every function of the program it calls, may write
 * through no pointer or reference to a type that may alias one of the
 * read types (a pointer to const is written through by nothing: dpopt
 * assumes no const_cast, and refuses any cast to a pointer type and
 * const_cast or reinterpret_cast written in the child), and may assign no
 * variable of the file. A type other than the built-in arithmetic ones
 * (a class, a typedef dpopt does not follow, char) may alias anything. A
 * function the child calls that dpopt cannot see is taken to write only
 * through the pointers it is given. The analysis only reads. */
#ifndef DPOPT_ANALYSIS_CHILD_WRITES_H
#define DPOPT_ANALYSIS_CHILD_WRITES_H

#include <stdbool.h>
#include <tree_sitter/api.h>

#include "model/model.h"

/* Why kernel `child` may write what a read of one of `read_types` (the
 * element types read, as written: "const int") sees (a phrase a note ends
 * with, naming the type and whose reads, `reader` before it and
 * `reader_end` after: "the launching kernel's read of ", ""), or NULL;
 * *at: the node responsible. The caller frees the phrase. */
char *child_writes_seen_by(const Program *p, int child, const char *const *read_types, int read_count,
                           const char *reader, const char *reader_end, TSNode *at);

/* Whether element types a and b (as written) may name one object. */
bool child_writes_may_alias(const char *a, const char *b);

#endif
