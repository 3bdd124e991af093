/* A source file held in memory, with the byte offsets of its line starts so
 * that any offset converts to a 1-based line:col. */
#ifndef DPOPT_SYNTAX_SOURCE_H
#define DPOPT_SYNTAX_SOURCE_H

#include <stdbool.h>
#include <stdint.h>

typedef struct Source {
    char *path;          /* as given; "<stdin>" for standard input */
    char *text;          /* the bytes, NUL-terminated */
    uint32_t len;
    uint32_t *line_starts;
    uint32_t line_count;
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
void source_free(Source *src);
SourcePos source_pos(const Source *src, uint32_t offset);

#endif
