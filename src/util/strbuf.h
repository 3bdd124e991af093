/* A growable, always NUL-terminated byte string. */
#ifndef DPOPT_UTIL_STRBUF_H
#define DPOPT_UTIL_STRBUF_H

#include <stdarg.h>
#include <stddef.h>

typedef struct StrBuf {
    char *data;
    size_t len;
    size_t cap;
} StrBuf;

void strbuf_init(StrBuf *b);
/* Makes room for `extra` more bytes at once (a caller that knows the size
 * spares the copies of doubling). */
void strbuf_reserve(StrBuf *b, size_t extra);
void strbuf_free(StrBuf *b);
void strbuf_append(StrBuf *b, const char *bytes, size_t n);
void strbuf_puts(StrBuf *b, const char *s);
/* n spaces. */
void strbuf_spaces(StrBuf *b, size_t n);
void strbuf_printf(StrBuf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void strbuf_vprintf(StrBuf *b, const char *fmt, va_list ap) __attribute__((format(printf, 2, 0)));
/* A new string formatted as vprintf would (the caller frees it). */
char *strbuf_vformat(const char *fmt, va_list ap) __attribute__((format(printf, 1, 0)));
/* A new string formatted as printf would (the caller frees it). */
char *strbuf_format(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/* Appends s as the inside of a JSON string literal (no quotes). */
void strbuf_json_escape(StrBuf *b, const char *s);
/* Hands the bytes to the caller and leaves b empty. */
char *strbuf_take(StrBuf *b);

#endif
