/* The file as the compiler will read it where the command line decides:
 * each conditional group (#if, #ifdef, #ifndef, up to its #endif) whose
 * conditions the macros of a MacroSet decide (syntax/condition.h) keeps
 * only the branch the compiler compiles; its directive lines become
 * comments and its other branches empty lines, so that every line keeps
 * its number and the code left, its columns. A group a condition does not
 * decide stays as written (an #elif that cannot be decided after decided
 * false branches becomes the #if of what is left). The file's own #define
 * and #undef of a name the set fixes are followed; a header that
 * redefines one is not seen. */
#ifndef DPOPT_SYNTAX_SPECIALIZE_H
#define DPOPT_SYNTAX_SPECIALIZE_H

#include "syntax/macro_set.h"
#include "syntax/source.h"

/* The specialised copy of src, or NULL when no group is decided (or the
 * set is empty): read src itself. */
Source *specialize_source(const Source *src, const MacroSet *macros);
/* What a file included before the others (-include) leaves defined and
 * undefined, read into macros: its own conditional groups decided as
 * above; a definition under a group that is not decided leaves its name
 * unknown. */
void specialize_learn(const Source *src, MacroSet *macros);

#endif
