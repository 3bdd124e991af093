/* #line directives before original text copied into generated code (a
 * child's body in a fused kernel, a serialised child's statements), so that
 * the compiler's messages on it name the lines the user wrote. */
#ifndef DPOPT_TRANSFORM_LINE_MARK_H
#define DPOPT_TRANSFORM_LINE_MARK_H

#include <stdint.h>

#include "transform/emit.h"

/* Where e->line_directives: the #line directive (no newline) naming the
 * file and line the text at `offset` was written on (another file's for a
 * kernel read in from it), which the caller frees; else NULL. */
char *line_mark_text(const Emitter *e, uint32_t offset);
/* The same directive, put before the line e->out is on. */
void line_mark_insert(Emitter *e, uint32_t offset);

#endif
