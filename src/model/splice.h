/* Kernels a quoted header defines, rewritten in the file that includes it.
 *
 * dpopt never writes a header: another file may include it as written.
 * Where a strategy is asked and a header the file includes defines a
 * kernel that takes part in a launch dpopt could rewrite (a launch in the
 * header's kernels or device functions, or a child the file launches),
 * the header's text is read into the file in place of its #include, between
 * `#line 1 "header"` and `#line N "file"`, so that the compiler's messages
 * and dpopt's notes name the header's own lines (Source.marks). Its
 * `#pragma once` goes (the file is read once); an include guard stays. Its
 * own quoted #includes are spelled so that they name, from the file, the
 * files they named from the header. Where no rewrite then touches the
 * header's text, the #include comes back in its place: the file changes
 * only where dpopt rewrites a launch.
 *
 * A header is read in only where that means what its #include meant: the
 * file includes it itself, at file scope and in no #if group, once in the
 * translation unit, on a line of its own; dpopt parses all of it; and each
 * of its quoted #includes names the same file from the including file.
 * Otherwise its launches stay as written, each with a note that says why
 * (Header.kept_why). */
#ifndef DPOPT_MODEL_SPLICE_H
#define DPOPT_MODEL_SPLICE_H

#include "model/model.h"

/* A header read in: its lines in the file (its text and #line marks), and
 * the #include they stand for. Lines, not bytes: expanding the file's
 * launch macros (syntax/expand.h) keeps every line's index. */
typedef struct Splice {
    uint32_t first, end; /* line indices: [first, end) */
    char *include;       /* the #include's lines, their last newline too */
} Splice;

typedef struct Splices {
    Splice *items;
    int count;
} Splices;

/* Decides which headers of `p` (built from `src`, an expansion of `given`
 * line for line) to read in; sets kept_why on each header of a launch that
 * cannot be. Returns `given` with those headers read in (marks, *own_len and
 * `done` updated), or NULL where none is. `dirs` are the -I folders, in the
 * compiler's order; `line_directives`: write the #line marks. */
Source *splice_headers(Program *p, const Source *given, const char *const *dirs, int dir_count, bool line_directives,
                       uint32_t *own_len, Splices *done);
/* The kernels of read-in headers that are static: another file may
 * include the same header, so the code made from them takes names of
 * this file's own (model/imports.h). */
void splice_mark(Program *p, const Splices *done);
/* The byte range in `src` of a splice's lines. */
void splice_range(const Source *src, const Splice *s, uint32_t *start, uint32_t *end);
void splices_free(Splices *s);

#endif
