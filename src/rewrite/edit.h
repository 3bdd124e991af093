/* An edit buffer over the original text. Edits name byte ranges of the
 * original; applying them copies every untouched byte exactly, so a file
 * with no edits comes out identical. Two edits that overlap are refused:
 * two strategies rewriting the same bytes is a bug, never something to
 * guess about. */
#ifndef DPOPT_REWRITE_EDIT_H
#define DPOPT_REWRITE_EDIT_H

#include <stdbool.h>
#include <stdint.h>

#include "syntax/source.h"

typedef struct Edit {
    uint32_t start, end;  /* the original range replaced; start == end inserts */
    char *text;
    int order;            /* insertion order, to keep inserts at one point stable */
} Edit;

typedef struct EditBuffer {
    const Source *src;
    Edit *edits;
    int count, cap;
    char *appended;       /* new top-level code added at the end of the file */
    char *prepended;      /* new top-level code added at the start (includes) */
    bool line_directives; /* emit #line after generated code */
} EditBuffer;

void edit_init(EditBuffer *b, const Source *src);
void edit_free(EditBuffer *b);

/* Each returns false (and changes nothing) when the edit overlaps one
 * already made. */
bool edit_replace(EditBuffer *b, uint32_t start, uint32_t end, const char *text);
bool edit_insert(EditBuffer *b, uint32_t offset, const char *text);
/* Top-level code, placed before the first line or after the last. */
void edit_prepend_toplevel(EditBuffer *b, const char *text);
void edit_append_toplevel(EditBuffer *b, const char *text);

/* The rewritten text; the caller frees it. With line directives on, every
 * stretch of generated text is followed by `#line N "file"` so that nvcc's
 * diagnostics in the user's code name the user's lines. */
char *edit_apply(const EditBuffer *b, uint32_t *len);

#endif
