/* An edit buffer over the original text. Edits name byte ranges of the
 * original; applying them copies every untouched byte exactly, so a file
 * with no edits comes out identical. Two edits that overlap are refused:
 * two strategies rewriting the same bytes is a bug, never something to
 * guess about. Nor can a refusal be overlooked: the buffer keeps the first
 * one and from then on yields no text, so that the driver reports an
 * internal error instead of writing code with a rewrite silently missing. */
#ifndef DPOPT_REWRITE_EDIT_H
#define DPOPT_REWRITE_EDIT_H

#include <stdbool.h>
#include <stdint.h>

#include "syntax/source.h"
#include "util/strbuf.h"

typedef struct Edit {
    uint32_t start, end;  /* the original range replaced; start == end inserts */
    char *text;
    size_t len;           /* of text */
    int order;            /* insertion order, to keep inserts at one point stable */
    bool verbatim;        /* the file's own text put back (edit_restore): no #line after it */
} Edit;

/* Why an edit was refused. */
typedef enum EditFault {
    EDIT_FAULT_NONE,
    EDIT_FAULT_OVERLAP,      /* it shares bytes with an edit made before */
    EDIT_FAULT_OUT_OF_RANGE, /* reversed, or past the end of the original */
    EDIT_FAULT_NOT_WRITTEN,  /* it changes text past the part written out (edit_write_only) */
} EditFault;

/* The first refused edit, kept until the buffer is freed. Ranges are
 * half-open byte offsets [start, end) of the original; start == end is an
 * insertion. */
typedef struct EditFailure {
    EditFault fault;
    uint32_t start, end;             /* the refused edit */
    uint32_t other_start, other_end; /* EDIT_FAULT_OVERLAP: the edit it overlaps */
} EditFailure;

typedef struct EditBuffer {
    const Source *src;
    Edit *edits;
    int count, cap;
    int *spans;           /* the replacements (start < end), by start: they share no
                             byte, so their ends ascend too */
    int span_count;
    int *points;          /* the insertions (start == end), by offset */
    int point_count;      /* the overlap check looks only at neighbours in both */
    char *appended;       /* new top-level code added at the end of the file */
    char *prepended;      /* new top-level code added at the start (includes) */
    bool line_directives; /* emit #line after generated code */
    uint32_t written_len; /* the bytes of the original written out: its length, or less
                             (edit_write_only) */
    EditFailure failure;  /* the first refused edit; fault NONE while there is none */
} EditBuffer;

void edit_init(EditBuffer *b, const Source *src);
void edit_free(EditBuffer *b);

/* An edit that overlaps one already made, or that lies outside the
 * original, changes no text and fails the buffer (edit_failure). There is
 * no result to check: a failed buffer refuses to produce text. */
void edit_replace(EditBuffer *b, uint32_t start, uint32_t end, const char *text);
void edit_insert(EditBuffer *b, uint32_t offset, const char *text);
/* The same, taking the text out of *text (left empty) instead of copying
 * it: generated code of a large input runs to tens of megabytes. */
void edit_replace_taking(EditBuffer *b, uint32_t start, uint32_t end, StrBuf *text);
void edit_insert_taking(EditBuffer *b, uint32_t offset, StrBuf *text);
/* Puts back text of the file that [start, end) stands for, with as many
 * line breaks (an expansion made before parsing: syntax/expand.h): the
 * lines after it keep their numbers, so no #line follows it. */
void edit_restore(EditBuffer *b, uint32_t start, uint32_t end, const char *text);
/* Whether an edit made so far overlaps [start, end) (an insertion
 * strictly inside it counts; one at either end does not). */
bool edit_touches(const EditBuffer *b, uint32_t start, uint32_t end);
/* Only the first `len` bytes of the original are written out (the rest
 * was read in to be analysed, not to be written: model/imports.h). An
 * insertion past them goes at their end, in the order it had there; a
 * replacement past them fails the buffer. Call it after the last edit. */
void edit_write_only(EditBuffer *b, uint32_t len);
/* Moves the lines of generated text inside [start, end) deeper: in every
 * edit lying strictly inside it (not at either end), each line after one
 * of the text's line breaks gets `indent` before it, unless it is blank or
 * a preprocessor line. Text the file's own (edit_restore), or holding what
 * may open a raw string literal, is left as it is: a line break inside a
 * literal is part of its value. (A body moved into a lambda where it stands:
 * transform/indent_postponed.h.) */
void edit_indent_inside(EditBuffer *b, uint32_t start, uint32_t end, const char *indent);
/* Top-level code, placed before the first line or after the last. */
void edit_prepend_toplevel(EditBuffer *b, const char *text);
void edit_append_toplevel(EditBuffer *b, const char *text);

/* The first refused edit, or NULL when every edit was accepted. */
const EditFailure *edit_failure(const EditBuffer *b) __attribute__((warn_unused_result));

/* Reports the buffer's failure as an internal error at the refused edit
 * (`file:line:col: error: internal error: ...`, counted by diag_error_count,
 * so that the driver writes nothing), with a note at the edit it overlaps.
 * Does nothing when the buffer has not failed. */
void edit_report_failure(const EditBuffer *b);

/* The rewritten text; the caller frees it. NULL (and *len 0) when the
 * buffer has failed: no text with an edit missing ever comes out. With line
 * directives on, every stretch of generated text is followed by
 * `#line N "file"` so that nvcc's diagnostics in the user's code name the
 * user's lines. */
char *edit_apply(const EditBuffer *b, uint32_t *len) __attribute__((warn_unused_result));

/* The same text handed to `put` in pieces, in order, as it is made: a
 * large rewrite goes out without being held whole. put returns false when
 * it cannot take a piece; the later ones are not offered. Returns false
 * when the buffer has failed (put is never called) or put refused a piece. */
typedef bool (*EditSink)(void *ctx, const char *data, size_t len);
bool edit_apply_to(const EditBuffer *b, EditSink put, void *ctx);

#endif
