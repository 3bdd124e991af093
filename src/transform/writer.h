/* The code writer: generated statements written line by line at a depth,
 * the writer owning the indentation (the statement's own, then four spaces
 * a level), so that no strategy counts spaces. */
#ifndef DPOPT_TRANSFORM_WRITER_H
#define DPOPT_TRANSFORM_WRITER_H

#include "util/strbuf.h"

typedef struct Writer {
    StrBuf *out;
    const char *base;  /* the indentation of the statement written (not owned) */
    int depth;         /* levels of four spaces below base */
} Writer;

Writer w_at(StrBuf *out, const char *base, int depth);
/* A block opened where the text stands, in the place of a replaced
 * statement whose line is already indented to base: `{` and the newline;
 * the writer returned is one level below base. */
Writer w_block(StrBuf *out, const char *base);
/* One line at the current depth. */
void w_line(Writer *w, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* A preprocessor directive (#line): a line of its own at column 0,
 * whatever the depth. */
void w_directive(Writer *w, const char *text);
/* A line that opens a block (the caller writes its `{`), then one level deeper. */
void w_open(Writer *w, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* One level back, then the line that closes the block (`}`, `} else {`...). */
void w_close(Writer *w, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* The start of a line at the current depth, without its newline: the caller
 * writes the rest (code emitted from the source, a block written in place,
 * a list of arguments) and ends it, or, on a replaced statement's last
 * line, leaves the end to the text that followed the statement. */
void w_start(Writer *w, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* One level back, then the `}` that ends a block written in place of a
 * statement (w_block), without a newline: what followed the statement
 * follows it. */
void w_end(Writer *w);
/* For a line `if (...)` whose lone statement follows: one level deeper, or back. */
void w_deeper(Writer *w);
void w_back(Writer *w);
/* The indentation of the current depth, for code that takes one (caller frees). */
char *w_indent(const Writer *w);
/* Its width in columns, for code that takes a column (emit_body_at_depth). */
int w_column(const Writer *w);

#endif
