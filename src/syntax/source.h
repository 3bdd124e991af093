/* A source file held in memory, with the byte offsets of its line starts so
 * that any offset converts to a 1-based line:col. */
#ifndef DPOPT_SYNTAX_SOURCE_H
#define DPOPT_SYNTAX_SOURCE_H

#include <stdbool.h>
#include <stdint.h>

/* Lines of the text written in another file: a header read into the file
 * in place of its #include (model/splice.h). From the line at index
 * `first` (0-based, as line_starts counts) up to the next mark, the lines
 * are `path`'s, the first of them its line `line`. */
typedef struct SourceMark {
    uint32_t first;
    uint32_t line;
    char *path;
} SourceMark;

typedef struct Source {
    char *path;          /* as given; "<stdin>" for standard input */
    char *text;          /* the bytes, NUL-terminated */
    uint32_t len;
    uint32_t *line_starts;
    uint32_t line_count;
    SourceMark *marks;   /* by `first`, ascending; none for a file read as it is */
    uint32_t mark_count;
    /* The text's own #line directives, each holding from line index
     * `first` on (path NULL where it names no file), by `first`. */
    SourceMark *directives;
    uint32_t directive_count;
} Source;

typedef struct SourcePos {
    uint32_t line;  /* 1-based */
    uint32_t col;   /* 1-based, in bytes */
} SourcePos;

/* The most a source file may hold. A device such as /dev/zero would
 * otherwise be read until memory runs out. */
#define SOURCE_MAX_BYTES (256u << 20)

/* Reads path ("-" is standard input; a FIFO is read to its end). Returns
 * NULL and prints a diagnostic when the file cannot be read or is larger
 * than SOURCE_MAX_BYTES. */
Source *source_load(const char *path);
/* Reads a header: a regular file only (a quoted include naming a device or
 * a FIFO is not a header a compiler could read either). Returns NULL,
 * silently, when path is not one or cannot be read: the header stays
 * unknown, so what it defines is unseen. */
Source *source_load_header(const char *path);
Source *source_from_string(const char *path, const char *text, uint32_t len);
/* The same, for text derived from `from` line for line (an expansion, a
 * specialisation): its marks kept. */
Source *source_from_lines_of(const Source *from, const char *text, uint32_t len);
/* From line index `first` on, the lines are `path`'s, from its `line`. */
void source_add_mark(Source *src, uint32_t first, uint32_t line, const char *path);
void source_free(Source *src);
/* Where offset was written: the line and column in the file that wrote it
 * (the file itself, or a header read into it: source_path_at). */
SourcePos source_pos(const Source *src, uint32_t offset);
/* The file that wrote the text at offset: src->path, or a header's. */
const char *source_path_at(const Source *src, uint32_t offset);
/* Where a compiler reading the text takes offset to be written (the
 * file's own #line directives followed): its line in *line, the file
 * returned. Without such directives, source_pos's and source_path_at's. */
const char *source_compiled_at(const Source *src, uint32_t offset, uint32_t *line);
/* The 0-based index of the line of the text that offset is on. */
uint32_t source_line_index(const Source *src, uint32_t offset);

#endif
